"""Classes of clock times: spaced minutes before punctuation, lengths after "de", bare hours after
French cues and "sharp" words, and weekdays beside a date without its year."""

import datetime as dt

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.recognizers.times import recognize_times

PUNCTUATION = [".", ",", ";", "!", ")", ""]


@pytest.mark.parametrize("after", PUNCTUATION)
@pytest.mark.parametrize(
    ("written", "value"),
    [
        ("21 h 45", "21:45"),
        ("9 h 15", "09:15"),
        ("17 h 05", "17:05"),
        ("18 Uhr 30", "18:30"),
        ("8 h 30", "08:30"),
    ],
)
def test_spaced_minutes_are_read_before_any_punctuation(written, value, after):
    text = f"Le rendez-vous est à {written}{after} Merci"
    times = recognize_times(text)
    assert [(m.text, f"{m.value:%H:%M}") for m in times] == [(written, value)]


@pytest.mark.parametrize("minutes", range(0, 60, 7))
def test_a_french_range_with_spaced_minutes_keeps_both_minutes(minutes):
    text = f"de 8 h {minutes:02d} à 11 h {59 - minutes:02d}."
    assert [m.value for m in recognize_times(text)] == [
        dt.time(8, minutes),
        dt.time(11, 59 - minutes),
    ]


@pytest.mark.parametrize(
    "noun", ["une formation", "un atelier", "une pause", "un trajet", "une visite"]
)
@pytest.mark.parametrize("hours", [1, 2, 3, 8])
def test_a_length_after_de_is_no_clock_time(noun, hours):
    assert recognize_times(f"Nous proposons {noun} de {hours} heures le matin.") == []


@pytest.mark.parametrize(
    ("text", "values"),
    [
        ("de 9 heures à 12 heures", ["09:00", "12:00"]),
        ("à partir de 9 heures", ["09:00"]),
        ("de 14 heures jusqu'à 18 heures", ["14:00", "18:00"]),
    ],
)
def test_de_before_a_range_or_after_a_cue_is_a_clock_time(text, values):
    assert [f"{m.value:%H:%M}" for m in recognize_times(text)] == values


@pytest.mark.parametrize(
    ("text", "hour"),
    [
        ("Rendez-vous vers 20, merci.", 20),
        ("Le dîner à 17 précises.", 17),
        ("dès 18, l'apéro.", 18),
        ("We start at 7 sharp.", 7),
        ("Arrivo alle 9 in punto.", 9),
        ("vers 21 pile", 21),
    ],
)
def test_a_bare_hour_after_a_french_cue_or_before_a_sharp_word_is_a_time(text, hour):
    assert [m.value.hour for m in recognize_times(text)] == [hour]


@pytest.mark.parametrize(
    "text", ["vers 20 personnes", "dès 2027", "Le 17 précédent", "nous serons 17 précisément"]
)
def test_numbers_after_those_cues_that_count_or_date_are_no_time(text):
    assert recognize_times(text) == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("See you on Friday, June 4 at the venue.", "en"),
        ("Wir sehen uns am Freitag, 4. Juni.", "de"),
        ("Rendez-vous le vendredi 4 juin.", "fr"),
        ("Ci vediamo venerdì 4 giugno.", "it"),
    ],
)
@pytest.mark.parametrize("year", [2027, 2032, 2038])
def test_a_weekday_beside_a_date_without_its_year_is_checked_against_the_facts_year(
    text, lang, year
):
    # 4 June is a Friday in 2027, 2032 and 2038.
    assert dt.date(year, 6, 4).weekday() == 4
    facts = HardFacts.model_validate({"dates": [{"value": f"{year}-06-04"}]})
    assert repair(facts, text, locale=lang).text == text
    thursday = HardFacts.model_validate({"dates": [{"value": f"{year}-06-03"}]})
    assert not repair(thursday, text, locale=lang).report.ok


@pytest.mark.parametrize("hours", ["deux", "2", "trois", "18"])
def test_hours_ago_are_no_clock_time(hours):
    assert recognize_times(f"Il y a {hours} heures, nous avons reçu votre acompte.") == []


def test_a_reply_that_says_hours_ago_keeps_its_sentence():
    facts = HardFacts.model_validate(
        {"dates": [{"value": "2027-05-21"}], "times": [{"value": "18:00"}]}
    )
    text = "Le 21 mai 2027 à 18 h. Il y a deux heures, nous avons reçu votre acompte."
    assert repair(facts, text, locale="fr").text == text


def test_quarter_to_one_in_french_digits_is_open_like_any_spoken_hour():
    (mention,) = recognize_times("L'apéritif est servi à 1 heure moins le quart.")
    assert (mention.value, mention.twelve_hour_ambiguous) == (dt.time(12, 45), True)


@pytest.mark.parametrize(
    "text",
    ["Alpenblick: giovedì 9/9/2027, 9.00-17.30.", "Seminar am 9.9.2027 9.00–17.30 im Saal."],
)
def test_a_dotted_range_right_after_a_date_is_a_time_range(text):
    assert [str(m.value) for m in recognize_times(text)] == ["09:00:00", "17:30:00"]


@pytest.mark.parametrize("text", ["Prices: 9.00-17.30 CHF.", "Preis 2027: 9.00-17.30 CHF."])
def test_a_dotted_range_without_a_date_or_cue_stays_unread(text):
    assert recognize_times(text) == []


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("von 9 bis halb sechs", dt.time(5, 30)),
        ("von 9 bis Mittag", dt.time(12, 0)),
        ("de 9 à midi", dt.time(12, 0)),
    ],
)
def test_a_bare_hour_opens_a_range_to_a_spoken_time(text, end):
    start, stop = recognize_times(text)
    assert (start.value, stop.value) == (dt.time(9, 0), end)


def test_a_bare_range_of_people_is_no_time():
    assert recognize_times("Gruppen von 9 bis zwölf Personen") == []


def test_a_range_to_half_past_five_in_the_afternoon_verifies():
    facts = HardFacts.model_validate(
        {"dates": [{"value": "2027-09-09"}], "times": [{"value": "09:00"}, {"value": "17:30"}]}
    )
    text = "Der Raum ist am 9. September 2027 von 9 bis halb sechs reserviert."
    assert repair(facts, text, locale="de").text == text


def _dated_dotted_ranges():
    from babel.dates import format_date

    day = dt.date(2027, 9, 9)
    for locale in ("en_GB", "de_CH", "fr_CH", "it_CH"):
        for width in ("short", "medium", "long"):
            written = format_date(day, width, locale=locale)
            for start, end in ((9, 17), (14, 18), (8, 12)):
                yield f"{written}, {start}.00-{end}.30", start, end


@pytest.mark.parametrize(("text", "start", "end"), list(_dated_dotted_ranges()))
def test_a_dotted_range_after_any_written_date_is_a_time_range(text, start, end):
    assert [m.value for m in recognize_times(text)] == [dt.time(start), dt.time(end, 30)]


def _weekday_abbreviations_before_clock_times():
    from babel import Locale

    for lang in ("en", "de", "fr", "it"):
        for weekday, name in Locale(lang).days["format"]["abbreviated"].items():
            for clock in ("18:00", "9:30"):
                yield lang, weekday, f"{name.rstrip('.')}. {clock}"


@pytest.mark.parametrize(
    ("lang", "weekday", "text"), list(_weekday_abbreviations_before_clock_times())
)
def test_a_weekday_abbreviation_before_a_clock_time_is_the_weekday(lang, weekday, text):
    from safety.recognizers.dates import recognize_dates

    reference = dt.date(2027, 3, 9)
    (mention,) = recognize_dates(text, reference=reference)
    assert mention.value.weekday() == weekday
