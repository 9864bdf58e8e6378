"""Weekday abbreviations read alone, and ranges of days written as number words.

Abbreviations are rendered by babel (CLDR's abbreviated weekdays, format and stand-alone, in each
language and its Swiss locale), number words by num2words and month names by babel: the code under
test computes none of the expectations.
"""

import datetime as dt

import pytest
from babel import Locale
from num2words import num2words

from booking.services.intake.recognizers.day_word_ranges import recognize_day_word_ranges
from safety.recognizers.dates import recognize_dates

TUESDAY = dt.date(2027, 3, 9)
LOCALES = ("en", "en_CH", "de", "de_CH", "fr", "fr_CH", "it", "it_CH")


def _after_tuesday(weekday):
    """The first such weekday after Tuesday 9 March 2027 (a weekday alone is the next one)."""
    return TUESDAY + dt.timedelta(days=(weekday - TUESDAY.weekday() - 1) % 7 + 1)


def _abbreviations():
    cases = set()
    for locale in LOCALES:
        days = Locale.parse(locale).days
        for context in ("format", "stand-alone"):
            for weekday, name in days[context]["abbreviated"].items():
                cases.add((locale[:2], name.rstrip("."), weekday))
    return sorted(cases)


ABBREVIATIONS = _abbreviations()
IN_TEXT = {
    "en": "Could we come {a}. at 6 pm?",
    "de": "Geht es {a}. um 18 Uhr?",
    "fr": "Est-ce possible {a}. vers 18 h ?",
    "it": "Va bene {a}. alle 18?",
}


@pytest.mark.parametrize(("lang", "abbreviation", "weekday"), ABBREVIATIONS)
def test_an_abbreviation_with_its_dot_in_a_sentence_is_the_next_weekday(
    lang, abbreviation, weekday
):
    text = IN_TEXT[lang].format(a=abbreviation)
    found = recognize_dates(text, reference=TUESDAY)
    assert [(m.text, m.value) for m in found] == [(abbreviation + ".", _after_tuesday(weekday))]


@pytest.mark.parametrize(("lang", "abbreviation", "weekday"), ABBREVIATIONS)
def test_an_abbreviation_as_the_whole_message_is_the_next_weekday(lang, abbreviation, weekday):
    for text in (abbreviation, abbreviation + ".", abbreviation.lower(), f" {abbreviation}? "):
        found = recognize_dates(text, reference=TUESDAY)
        assert [m.value for m in found] == [_after_tuesday(weekday)], text


@pytest.mark.parametrize(
    "text",
    [
        "We sat down with the team.",
        "Do you have a projector?",
        "What else should we do.",
        "Nous voulons une vue sur la mer.",
        "La mer. Le lac. La montagne.",
        "Vorremmo una sala vista mar per 20 persone.",
        "Il dom della cattedrale è vicino?",
        "Der Preis ist 95 Fr. pro Person.",
        "Fr. 95.– pro Person.",
        "We sat. Then we ate.",
        "So we come with twenty.",
        "Di solito veniamo in venti.",
        "Mi piacerebbe venire.",
        "Sa femme viendra aussi.",
    ],
)
def test_words_spelled_like_abbreviations_are_no_weekday(text):
    assert recognize_dates(text, reference=TUESDAY) == []


# -- ranges of days written as number words --------------------------------------------------------

DAY_PAIRS = [(2, 5), (3, 7), (13, 15), (13, 18), (16, 19), (22, 25), (2, 28), (12, 30)]
YEAR = 2028


def _month(lang, month):
    return Locale.parse(lang).months["format"]["wide"][month]


def _range_cases():
    cases = []
    for first, last in DAY_PAIRS:
        for month in (3, 5, 7, 10):
            fr = [num2words(d, lang="fr") for d in (first, last)]
            it = [num2words(d, lang="it") for d in (first, last)]
            de = [num2words(d, lang="de", to="ordinal") + "n" for d in (first, last)]
            en = [num2words(d, lang="en", to="ordinal") for d in (first, last)]
            texts = [
                f"du {fr[0]} au {last} {_month('fr', month)} {YEAR}",
                f"du {first} au {fr[1]} {_month('fr', month)} {YEAR}",
                f"du {fr[0]} au {fr[1]} {_month('fr', month)} {YEAR}",
                f"dal {it[0]} al {it[1]} {_month('it', month)} {YEAR}",
                f"vom {de[0]} bis {de[1]} {_month('de', month)} {YEAR}",
                f"from the {en[0]} to the {en[1]} of {_month('en', month)} {YEAR}",
                f"between the {en[0]} and the {en[1]} of {_month('en', month)} {YEAR}",
            ]
            expected = (dt.date(YEAR, month, first), dt.date(YEAR, month, last))
            cases.extend((text, expected) for text in texts if "  " not in text)
    return cases


@pytest.mark.parametrize(("text", "expected"), _range_cases())
def test_a_range_of_day_words_before_a_month_reads_both_ends(text, expected):
    found = recognize_day_word_ranges(f"Nous aimerions venir {text}, merci.", TUESDAY)
    assert tuple(m.value for m in found) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("entre le 13 et le dix-huit.", ("2027-03-13", "2027-03-18")),
        ("du treize au 15 juillet", ("2027-07-13", "2027-07-15")),
        ("dal tre al cinque maggio", ("2027-05-03", "2027-05-05")),
        ("vom dritten bis fünften Mai", ("2027-05-03", "2027-05-05")),
        ("from the third to the fifth of May", ("2027-05-03", "2027-05-05")),
        ("du trente au deux juin", ("2027-05-30", "2027-06-02")),
        ("du deux au quatre mars", ("2028-03-02", "2028-03-04")),
    ],
)
def test_day_word_ranges_written_by_hand(text, expected):
    found = recognize_day_word_ranges(text, TUESDAY)
    assert tuple(m.value.isoformat() for m in found) == expected


@pytest.mark.parametrize(
    "text",
    [
        "from three to five people",
        "zwischen drei und fünf Personen",
        "dal tre al cinque per cento",
        "de trois à cinq personnes",
        "between 3 and five guests",
        "du treize au quinze",
        "entre le treize et le quinze.",
        "from the third to the fifth floor",
        "du premier au dernier jour",
    ],
)
def test_number_words_that_are_no_days_read_nothing(text):
    assert recognize_day_word_ranges(text, TUESDAY) == []


def test_replies_are_not_read_for_day_words():
    """recognize_dates, which verify uses, reads only what is written in digits."""
    found = recognize_dates("du treize au 15 juillet 2027")
    assert [m.value for m in found] == [dt.date(2027, 7, 15)]


@pytest.mark.parametrize(
    ("text", "weekday"),
    [("A room for 20 people sat. 18:00-23:00", 5), ("Sa. 18:00", 5), ("Montag 10:00", 0)],
)
def test_a_weekday_before_a_clock_time_is_the_weekday_not_a_day_of_the_month(text, weekday):
    reference = dt.date(2027, 3, 9)  # a Tuesday
    (mention,) = recognize_dates(text, reference=reference)
    assert mention.value.weekday() == weekday
    assert reference < mention.value <= reference + dt.timedelta(days=7)


@pytest.mark.parametrize("text", ["Fr. 12.50 pro Person", "Preis: Fr. 95.–"])
def test_francs_before_a_price_are_no_friday(text):
    assert recognize_dates(text, reference=dt.date(2027, 3, 9)) == []
