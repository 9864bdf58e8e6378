"""Intake: days offered as alternatives ("Friday or Saturday") are asked back, never guessed
(read on Tuesday 9 March 2027, tests/booking/services/intake/reading.py)."""

import pytest

from tests.booking.services.intake.reading import read

ALTERNATIVES = ("date", "date_alternatives")


@pytest.mark.parametrize(
    "text",
    [
        "Friday or Saturday, 30 people.",
        "12 or 13 April for 30 people.",
        "12 April, or alternatively 19 April, for 30 people.",
        "Am 12. oder 13. April für 30 Personen.",
        "Am Freitag oder Samstag, 30 Personen.",
        "Geht es am Do. oder Fr. für 30 Personen?",
        "Le 12 ou le 13 avril pour 30 personnes.",
        "Vendredi ou samedi, pour 30 personnes.",
        "Il 12 o il 13 aprile per 30 persone.",
        "Venerdì oppure sabato, per 30 persone.",
    ],
)
def test_days_offered_as_alternatives_are_asked_back(text):
    intake = read(text)

    assert ALTERNATIVES in intake.unclear
    assert intake.update.date is None
    assert intake.update.participants == 30


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("On 12 April for 30 people or more.", "2027-04-12"),
        ("From 12 to 13 April for 30 people.", "2027-04-12"),
        ("12 April, 18:00 or 19:00, 30 people.", "2027-04-12"),
        ("Am 12. April oder so, 30 Personen.", "2027-04-12"),
    ],
)
def test_one_day_with_an_or_elsewhere_is_read(text, date):
    intake = read(text)

    assert ALTERNATIVES not in intake.unclear
    assert str(intake.update.date) == date


# Generated: every pair of weekdays and two days of a month, named as CLDR names them (babel),
# joined by each language's words for "or".
OR_WORDS = {"en": ["or"], "de": ["oder"], "fr": ["ou"], "it": ["o", "oppure"]}
GROUP = {
    "en": "for 30 people",
    "de": "für 30 Personen",
    "fr": "pour 30 personnes",
    "it": "per 30 persone",
}


def _weekday_cases():
    from babel import Locale

    for lang, words in OR_WORDS.items():
        days = Locale(lang).days["format"]["wide"]
        for first in range(6):
            for word in words:
                yield lang, f"{days[first]} {word} {days[first + 1]}, {GROUP[lang]}."


def _day_cases():
    import datetime as dt

    from babel.dates import format_date

    for lang, words in OR_WORDS.items():
        for month in (4, 7, 11):
            second = format_date(dt.date(2027, month, 13), "d MMMM", locale=lang)
            for word in words:
                yield lang, f"12 {word} {second} {GROUP[lang]}."


@pytest.mark.parametrize(("lang", "text"), [*_weekday_cases(), *_day_cases()])
def test_generated_alternatives_are_asked_back(lang, text):
    intake = read(text, locale=lang)

    assert ALTERNATIVES in intake.unclear
    assert intake.update.date is None
