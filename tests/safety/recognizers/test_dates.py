"""recognize_dates: written forms in en/de/fr/it, ranges, weekdays, distractors, relative dates."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.recognizers.dates import recognize_dates

D = dt.date
THIS_YEAR = dt.date.today().year


def only(text: str, **kwargs):
    mentions = recognize_dates(text, **kwargs)
    assert len(mentions) == 1, mentions
    return mentions[0]


# (text, span text, value, lang, stated weekday)
ABSOLUTE_FORMS = [
    ("am 08.08.2026 um", "08.08.2026", D(2026, 8, 8), None, None),
    ("bis 8.8.2026.", "8.8.2026", D(2026, 8, 8), None, None),
    ("am 8.8.26 ab", "8.8.26", D(2026, 8, 8), None, None),
    ("Booked for 2026-08-08 from 18:00.", "2026-08-08", D(2026, 8, 8), None, None),
    ("le 15/02/2026 à midi", "15/02/2026", D(2026, 2, 15), None, None),
    ("on 10/31/2026", "10/31/2026", D(2026, 10, 31), None, None),
    ("on 31-Oct-74", "31-Oct-74", D(1974, 10, 31), "en", None),
    ("born 31 10 1974 here", "31 10 1974", D(1974, 10, 31), None, None),
    # English
    ("on 8 August 2026 at", "8 August 2026", D(2026, 8, 8), "en", None),
    ("on August 8th, 2026.", "August 8th, 2026", D(2026, 8, 8), "en", None),
    ("on August 8, 2026 from", "August 8, 2026", D(2026, 8, 8), "en", None),
    ("on November 5, 2027 from 7 pm", "November 5, 2027", D(2027, 11, 5), "en", None),
    ("for Saturday, 8 August 2026.", "Saturday, 8 August 2026", D(2026, 8, 8), "en", 5),
    ("on Friday 3 July 2026, and", "Friday 3 July 2026", D(2026, 7, 3), "en", 4),
    ("on the 8th of August 2026", "8th of August 2026", D(2026, 8, 8), "en", None),
    (
        "for Friday, the 11th of December 2026, from",
        "Friday, the 11th of December 2026",
        D(2026, 12, 11),
        "en",
        4,
    ),
    ("on Sunday, March 14th, 2027. Your", "Sunday, March 14th, 2027", D(2027, 3, 14), "en", 6),
    ("on Friday, January 22nd 2027 at", "Friday, January 22nd 2027", D(2027, 1, 22), "en", 4),
    ("on Aug. 8, 2026", "Aug. 8, 2026", D(2026, 8, 8), "en", None),
    ("on Mon, Feb 16 2026", "Mon, Feb 16 2026", D(2026, 2, 16), "en", 0),
    ("the first of August 2026", "first of August 2026", D(2026, 8, 1), "en", None),
    ("on March third, 2026 we", "March third, 2026", D(2026, 3, 3), "en", None),
    # German
    ("am 8. August 2026 ab", "8. August 2026", D(2026, 8, 8), "de", None),
    ("für Samstag, 8. August 2026, ab", "Samstag, 8. August 2026", D(2026, 8, 8), "de", 5),
    ("für Sonntag, den 14. März 2027 ab", "Sonntag, den 14. März 2027", D(2027, 3, 14), "de", 6),
    ("am Donnerstag, 10.09.2026, findet", "Donnerstag, 10.09.2026", D(2026, 9, 10), "de", 3),
    ("am Fr, 18. Juli 2014", "Fr, 18. Juli 2014", D(2014, 7, 18), "de", 4),
    ("am 3. Okt. 2026", "3. Okt. 2026", D(2026, 10, 3), "de", None),
    ("am ersten August 2026", "ersten August 2026", D(2026, 8, 1), "de", None),
    # French
    ("le 8 août 2026 dès", "8 août 2026", D(2026, 8, 8), "fr", None),
    ("pour le samedi 8 août 2026 dès 18h00", "samedi 8 août 2026", D(2026, 8, 8), "fr", 5),
    ("le jeudi 1er octobre 2026 dès", "jeudi 1er octobre 2026", D(2026, 10, 1), "fr", 3),
    ("le 3 févr. 2027", "3 févr. 2027", D(2027, 2, 3), "fr", None),
    ("le premier mars 2027", "premier mars 2027", D(2027, 3, 1), "fr", None),
    # Italian
    ("riservato per l'8 aprile 2027 dalle", "8 aprile 2027", D(2027, 4, 8), "it", None),
    ("per sabato 8 agosto 2026 a partire", "sabato 8 agosto 2026", D(2026, 8, 8), "it", 5),
    ("per giovedì 1° ottobre 2026 dalle", "giovedì 1° ottobre 2026", D(2026, 10, 1), "it", 3),
    ("confermato per giovedì 06.05.2027 a", "giovedì 06.05.2027", D(2027, 5, 6), "it", 3),
    ("il primo marzo 2027", "primo marzo 2027", D(2027, 3, 1), "it", None),
    ("venerdi 20 novembre 2026", "venerdi 20 novembre 2026", D(2026, 11, 20), "it", 4),
]


@pytest.mark.parametrize(("text", "span", "value", "lang", "weekday"), ABSOLUTE_FORMS)
def test_absolute_forms(text, span, value, lang, weekday):
    mention = only(text)
    assert (mention.text, mention.value, mention.lang, mention.stated_weekday) == (
        span,
        value,
        lang,
        weekday,
    )
    assert mention.year_stated
    assert text[mention.start : mention.end] == mention.text


# (text, span text, month, day)
YEARLESS_FORMS = [
    ("on 8th August, we", "8th August", 8, 8),
    ("by Sept. 8 please", "Sept. 8", 9, 8),
    ("bis am 15.2. bitte", "15.2.", 2, 15),
    ("am 15.2 um 10 Uhr", "15.2", 2, 15),
    ("am 24. Dezember", "24. Dezember", 12, 24),
    ("le 1er août prochain", "1er août", 8, 1),
    ("le 15/02 à midi", "15/02", 2, 15),
    ("le 2/3 à 5h", "2/3", 3, 2),
    ("l'11 agosto alle 18", "11 agosto", 8, 11),
    ("dal 1° agosto", "1° agosto", 8, 1),
    ("Dec 8 works", "Dec 8", 12, 8),
]


@pytest.mark.parametrize(("text", "span", "month", "day"), YEARLESS_FORMS)
def test_yearless_dates_take_the_current_year_without_reference(text, span, month, day):
    mention = only(text)
    assert mention.text == span
    assert not mention.year_stated
    assert mention.value == D(THIS_YEAR, month, day)


def test_yearless_dates_take_their_next_occurrence_after_the_reference():
    assert only("am 15.2.", reference=D(2026, 2, 15)).value == D(2026, 2, 15)
    assert only("am 15.2.", reference=D(2026, 2, 16)).value == D(2027, 2, 15)
    assert only("on 29 February", reference=D(2026, 3, 1)).value == D(2028, 2, 29)


def test_an_adjacent_year_belongs_to_the_date_even_when_another_year_is_expected():
    mention = only("Your table on 14 March 2026 is reserved.", reference=D(2027, 1, 5))
    assert (mention.text, mention.value, mention.year_stated) == (
        "14 March 2026",
        D(2026, 3, 14),
        True,
    )


def test_yearless_date_does_not_swallow_a_year_that_is_a_count():
    mention = only("on 8 August 20 guests arrive")
    assert mention.text == "8 August" and not mention.year_stated


def test_two_digit_year_after_a_month_name_only_when_nothing_follows():
    assert only("Freitag, der 18. Juli 14").value == D(2014, 7, 18)
    assert only("am 18. Juli 14 Uhr").text == "18. Juli"


# (text, [(span, value)], year_stated)
RANGES = [
    ("on 24–25 June 2026.", [("24", D(2026, 6, 24)), ("25 June 2026", D(2026, 6, 25))], True),
    ("am 24-25.6.2026 im", [("24", D(2026, 6, 24)), ("25.6.2026", D(2026, 6, 25))], True),
    ("du 24 au 25 juin 2027.", [("24", D(2027, 6, 24)), ("25 juin 2027", D(2027, 6, 25))], True),
    (
        "vom 18. bis 19. Juni 2026,",
        [("18.", D(2026, 6, 18)), ("19. Juni 2026", D(2026, 6, 19))],
        True,
    ),
    (
        "dal 24 al 25 giugno 2026",
        [("24", D(2026, 6, 24)), ("25 giugno 2026", D(2026, 6, 25))],
        True,
    ),
    (
        "between the 13th and the 15th of July 2026",
        [("13th", D(2026, 7, 13)), ("15th of July 2026", D(2026, 7, 15))],
        True,
    ),
    (
        "tra il 13 e il 15 luglio 2026",
        [("13", D(2026, 7, 13)), ("15 luglio 2026", D(2026, 7, 15))],
        True,
    ),
    ("July 13-15, 2026 in", [("July 13", D(2026, 7, 13)), ("15, 2026", D(2026, 7, 15))], True),
    (
        "vom 14.10. bis 15.10.2018",
        [("14.10.", D(2018, 10, 14)), ("15.10.2018", D(2018, 10, 15))],
        True,
    ),
    (
        "du samedi 13 au dimanche 15 juin 2026",
        [("samedi 13", D(2026, 6, 13)), ("dimanche 15 juin 2026", D(2026, 6, 15))],
        True,
    ),
    (
        "vom 30. Juni bis 2. Juli 2026",
        [("30. Juni", D(2026, 6, 30)), ("2. Juli 2026", D(2026, 7, 2))],
        True,
    ),
]


@pytest.mark.parametrize(("text", "expected", "year_stated"), RANGES)
def test_ranges_give_two_mentions(text, expected, year_stated):
    mentions = recognize_dates(text)
    assert [(m.text, m.value) for m in mentions] == expected
    assert all(m.year_stated == year_stated for m in mentions)


def test_yearless_range_takes_the_year_of_its_end():
    mentions = recognize_dates("vom 24. bis 25. Juni", reference=D(2026, 6, 25))
    assert [m.value for m in mentions] == [D(2026, 6, 24), D(2026, 6, 25)]
    assert not any(m.year_stated for m in mentions)
    mentions = recognize_dates("dal 28 dicembre al 2 gennaio", reference=D(2026, 12, 1))
    assert [m.value for m in mentions] == [D(2026, 12, 28), D(2027, 1, 2)]


def test_a_day_before_or_takes_the_month_of_the_date_after_it():
    mentions = recognize_dates("am liebsten am 2. oder 3. Oktober 2026")
    assert [(m.text, m.value) for m in mentions] == [
        ("2.", D(2026, 10, 2)),
        ("3. Oktober 2026", D(2026, 10, 3)),
    ]


def test_bare_day_ranges_need_a_range_word_before_them():
    assert recognize_dates("Could we have the room from 9 to 17?", reference=REFERENCE) == []
    mentions = recognize_dates("du 13 au 18.", reference=REFERENCE)
    assert [m.value for m in mentions] == [D(2013, 2, 13), D(2013, 2, 18)]


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("on 3 and 5 May 2026", ["3", "5 May 2026"]),
        ("on 24 and 25 September 2026", ["24", "25 September 2026"]),
        ("am 24. und 25. September 2026", ["24.", "25. September 2026"]),
        ("between the 13th and the 15th of May 2026", ["13th", "15th of May 2026"]),
    ],
)
def test_and_joins_two_days_of_one_month(text, days):
    """Two days written with "and" before one month are two dates of that month, as a range's
    two ends are: "on 24 and 25 September" holds the 24th too."""
    mentions = recognize_dates(text)
    assert [m.text for m in mentions] == days
    assert all(m.value.month == mentions[-1].value.month for m in mentions)


def test_a_number_and_a_date_with_a_word_between_are_one_date():
    assert [m.text for m in recognize_dates("3 hours and 5 May 2026")] == ["5 May 2026"]


def test_stated_weekday_is_kept_when_it_contradicts_the_date():
    mention = only("Gerne bestätigen wir den Seeblick für Donnerstag, 18. März 2027 um 12 Uhr.")
    assert mention.stated_weekday == 3 and not mention.weekday_contradicts
    wrong = only("am Donnerstag, 19. März 2027")
    assert wrong.text == "Donnerstag, 19. März 2027"
    assert wrong.stated_weekday == 3 and wrong.value.weekday() == 4
    assert wrong.weekday_contradicts


def test_stated_weekday_does_not_move_a_yearless_date():
    mention = only("Friday, 18 July", reference=D(2013, 2, 12))
    assert mention.value == D(2013, 7, 18) and mention.weekday_contradicts


@pytest.mark.parametrize(
    "text",
    [
        "Thank you for your booking (reference EV-2026-1016).",
        "Ihre Buchungsnummer lautet 2027-0408-17; der Preis",
        "Il numero di prenotazione è TI-2027-0408; il costo",
        "Votre numéro de réservation est le 2027-118; la gare",
        "Booking #4711 is confirmed.",
        "you can reach us on +41 41 555 27 80.",
        "tel. 091 555 23 40 or 044 555 18 12",
        "Haldenstrasse 12, 6006 Luzern",
        "which has hosted weddings since 2004, and",
        "Le Petit Salon, rénové en 2018, est réservé",
        "the nearest car park is open 24/7.",
        "im Seeblick (2. Stock) ist bestätigt",
        "The Apéro riche is CHF 12.50 per person",
        "incl. 8.1% VAT and 8,1 % MwSt.",
        "um 18.30 Uhr servieren wir",
        "Zeit: 13.30 bis 17.00 Uhr",
        "in the Kubus on the 3rd floor",
        "for 40 guests in 3 rooms",
        "kostet Fr. 8.10. pro Person",
        "1/2 day package",
        "Forum 2 and P2 and 12:15",
        "we set 8 tables for you",
        "due within 10 days, 3 days ago, tomorrow, next Friday",
        "le 2e étage et 14 giorni",
        "Version 1.2.3 of the plan",
    ],
)
def test_numbers_that_are_not_dates(text):
    assert recognize_dates(text) == []


REFERENCE = D(2013, 2, 12)  # a Tuesday, Duckling's reference day

RELATIVE = [
    ("today", D(2013, 2, 12)),
    ("heute", D(2013, 2, 12)),
    ("aujourd'hui", D(2013, 2, 12)),
    ("oggi", D(2013, 2, 12)),
    ("tomorrow", D(2013, 2, 13)),
    ("morgen um 15 Uhr", D(2013, 2, 13)),
    ("demain", D(2013, 2, 13)),
    ("domani", D(2013, 2, 13)),
    ("the day after tomorrow", D(2013, 2, 14)),
    ("übermorgen", D(2013, 2, 14)),
    ("après-demain", D(2013, 2, 14)),
    ("dopodomani", D(2013, 2, 14)),
    ("yesterday", D(2013, 2, 11)),
    ("vorgestern", D(2013, 2, 10)),
    ("Friday", D(2013, 2, 15)),
    ("Tuesday", D(2013, 2, 19)),
    ("samedi", D(2013, 2, 16)),
    ("this Monday", D(2013, 2, 18)),
    ("next Wednesday", D(2013, 2, 20)),
    ("next Friday", D(2013, 2, 22)),
    ("nächsten Mittwoch", D(2013, 2, 20)),  # next week's, in all four languages
    ("kommenden Freitag", D(2013, 2, 15)),
    ("samedi prochain", D(2013, 2, 23)),
    ("mercredi suivant", D(2013, 2, 20)),
    ("venerdì prossimo", D(2013, 2, 22)),
    ("mercoledì prossimo", D(2013, 2, 20)),
    ("last Tuesday", D(2013, 2, 5)),
    ("dimanche dernier", D(2013, 2, 10)),
    ("martedì scorso", D(2013, 2, 5)),
    ("Wednesday of next week", D(2013, 2, 20)),
    ("Montag dieser Woche", D(2013, 2, 11)),
    ("mardi de la semaine prochaine", D(2013, 2, 19)),
    ("Friday after next", D(2013, 2, 22)),
    ("übernächsten Freitag", D(2013, 2, 22)),
    ("lundi en huit", D(2013, 2, 25)),
    ("Mittwoch in 2 Wochen", D(2013, 2, 27)),
    ("in 3 days", D(2013, 2, 15)),
    ("in drei Tagen", D(2013, 2, 15)),
    ("dans 3 jours", D(2013, 2, 15)),
    ("tra 3 giorni", D(2013, 2, 15)),
    ("a week ago", D(2013, 2, 5)),
    ("vor 2 Wochen", D(2013, 1, 29)),
    ("il y a trois mois", D(2012, 11, 12)),
    ("3 giorni fa", D(2013, 2, 9)),
    ("3 years from today", D(2016, 2, 12)),
    ("3 fridays from now", D(2013, 3, 1)),
    ("le 2", D(2013, 3, 2)),
    ("le 16 à 18h", D(2013, 2, 16)),
    ("am 15ten", D(2013, 2, 15)),
    ("the 1st.", D(2013, 3, 1)),
    ("il 19", D(2013, 2, 19)),
    ("Tuesday the 19th", D(2013, 2, 19)),
    ("20th of next month", D(2013, 3, 20)),
    ("the first Monday of October", D(2013, 10, 7)),
    ("last Sunday of March 2014", D(2014, 3, 30)),
    ("letzter Tag im Oktober 2015", D(2015, 10, 31)),
    ("il terzo giorno di ottobre", D(2013, 10, 3)),
    ("le premier mercredi du mois prochain", D(2013, 3, 6)),
    ("march first", D(2013, 3, 1)),
    ("erster März", D(2013, 3, 1)),
]


@pytest.mark.parametrize(("text", "value"), RELATIVE)
def test_relative_dates_with_a_reference(text, value):
    mention = recognize_dates(text, reference=REFERENCE)[0]
    assert mention.value == value


def test_relative_dates_carry_the_canonical_style():
    mention = only("see you tomorrow", reference=REFERENCE)
    assert (mention.text, mention.style, mention.lang) == ("tomorrow", "", "en")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("in drei Tagen", "de"),
        ("samedi prochain", "fr"),
        ("tra 3 giorni", "it"),
        ("a week ago", "en"),
    ],
)
def test_relative_dates_take_the_language_of_their_words(text, lang):
    assert only(text, reference=REFERENCE).lang == lang


@pytest.mark.parametrize(
    "text",
    [
        "Guten Morgen Frau Keller",
        "on the 3rd floor",
        "le 2e étage",
        "for 40 guests.",
        "we are here",
    ],
)
def test_no_relative_date_from_ordinary_words(text):
    assert recognize_dates(text, reference=REFERENCE) == []


def test_weekday_before_a_date_is_not_read_as_a_relative_weekday():
    mention = only("on Monday, 15 March 2027", reference=REFERENCE)
    assert (mention.text, mention.value, mention.stated_weekday) == (
        "Monday, 15 March 2027",
        D(2027, 3, 15),
        0,
    )


def test_mixed_languages_in_one_text():
    text = "Am 8. August 2026 oder le 9 août 2026 or 10 August 2026 o il 11 agosto 2026."
    assert [(m.value.day, m.lang) for m in recognize_dates(text)] == [
        (8, "de"),
        (9, "fr"),
        (10, "en"),
        (11, "it"),
    ]


def test_mentions_are_sorted_and_do_not_overlap():
    text = (
        "Am 8. August 2026, 9.8.2026 und 2026-08-10; Friday, 14 August 2026 and July 13-15, 2026."
    )
    mentions = recognize_dates(text)
    assert len(mentions) == 6
    assert all(a.end <= b.start for a, b in zip(mentions, mentions[1:], strict=False))


def test_every_date_of_the_development_corpus(shared_dir):
    """Every date the corpus drafts write is found with its fact's value, and nothing else."""
    unexpected = []
    for line in (
        (shared_dir / "corpus" / "dev-verify.jsonl").read_text(encoding="utf-8").splitlines()
    ):
        case = json.loads(line)
        found = {m.value.isoformat() for m in recognize_dates(case["text"])}
        facts = {fact["value"] for fact in case["facts"].get("dates", [])}
        if case["category"] in ("wrong_date", "invented_date", "mixed", "missing_fact"):
            continue  # these drafts carry a wrong, an extra or no date on purpose
        if found != facts:
            unexpected.append((case["id"], found, facts))
    assert unexpected == []


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200))
def test_never_raises_and_spans_slice_to_the_text(text):
    for reference in (None, REFERENCE):
        mentions = recognize_dates(text, reference=reference)
        for mention in mentions:
            assert text[mention.start : mention.end] == mention.text
        assert all(a.end <= b.start for a, b in zip(mentions, mentions[1:], strict=False))


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "8",
                "08",
                ".",
                "/",
                "-",
                " ",
                "August",
                "Aug.",
                "März",
                "le",
                "1er",
                "am",
                "the",
                "of",
                "2026",
                "26",
                "Samstag,",
                "den",
                "–",
                "bis",
                "au",
                "th",
                "°",
                "'",
                "l'",
                "12:00",
                "CHF",
            ]
        ),
        max_size=12,
    ).map("".join)
)
def test_date_like_fragments_never_raise(text):
    for mention in recognize_dates(text) + recognize_dates(text, reference=REFERENCE):
        assert text[mention.start : mention.end] == mention.text


# -- numeric dates month first where the text's locale writes them so (CLDR's short pattern) ---


@pytest.mark.parametrize(
    ("locale", "first"),
    [
        ("en-US", True),
        ("en_US", True),
        ("en", False),
        ("en-GB", False),
        ("de-CH", False),
        ("fr-CH", False),
        ("it", False),
        ("es-US", False),
    ],
)
def test_month_first_is_the_locales_cldr_short_date_order(locale, first):
    from safety.lang.detection import writes_month_first

    assert writes_month_first(locale) is first


@pytest.mark.parametrize(
    ("text", "month_first", "value"),
    [
        ("Booked for 4/12/2038.", True, dt.date(2038, 4, 12)),
        ("Booked for 4/12/2038.", False, dt.date(2038, 12, 4)),
        ("Booked for Mon, 4/12/2038.", True, dt.date(2038, 4, 12)),
        ("Booked for 10/4/17.", True, dt.date(2017, 10, 4)),
        ("Booked for 4-12-2038.", True, dt.date(2038, 4, 12)),
        # the values decide where only one order is a date
        ("Booked for 13/4/2038.", True, dt.date(2038, 4, 13)),
        ("Booked for 10/31/2038.", False, dt.date(2038, 10, 31)),
        # dotted dates are day first in every locale
        ("Booked for 04.12.2038.", True, dt.date(2038, 12, 4)),
        # a weekday before two single digits makes them a date
        ("Booked for Fri, 2/1/2019.", True, dt.date(2019, 2, 1)),
    ],
)
def test_slashed_numeric_dates_follow_the_locales_order(text, month_first, value):
    [mention] = recognize_dates(text, month_first=month_first)
    assert mention.value == value


def test_a_us_reply_verifies_and_a_wrong_date_is_corrected_in_its_own_order():
    from safety.correct import repair
    from safety.facts import HardFacts
    from safety.verify import verify

    facts = HardFacts(dates=[{"value": dt.date(2038, 4, 12)}])
    assert verify(facts, "Your event is on 4/12/2038.", locale="en-US").ok
    assert not verify(facts, "Your event is on 4/12/2038.", locale="en-GB").ok
    fixed = repair(facts, "Your event is on 4/13/2038.", locale="en-US")
    assert fixed.text == "Your event is on 4/12/2038."
