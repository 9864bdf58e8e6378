"""Counted relative dates rendered from CLDR and read back: "in 3 days", "vor zwei Wochen",
"il y a vingt et un jours", "tra ventuno mesi".

Each phrase is CLDR's relative-time pattern of the language (babel) for days, weeks, months and
years, future and past, in the plural form CLDR gives for the count, with the count in digits or
in num2words' words, inside a sentence with distractors. The expected day is computed here with
dateutil, not by the recognizer.
"""

from __future__ import annotations

import datetime as dt
import random

import babel
import pytest
from dateutil.relativedelta import relativedelta
from num2words import num2words

from safety.recognizers.relative_dates import recognize_relative_dates

TODAY = dt.date(2026, 8, 6)
LANGS = ("en", "de", "fr", "it")
UNITS = {"day": "days", "week": "weeks", "month": "months", "year": "years"}
CASES_PER_CELL = 12

# Sentences around the phrase, each with numbers that state no date.
FRAMES = {
    "en": [
        "Please call us on +41 44 668 18 00 {phrase}; the offer covers 20 % of the fee.",
        "{phrase} the 3 rooms on floor 2 are free for 45 participants.",
        "Your reference EV-2026-1016 stays valid, and {phrase} we confirm the 2 rooms.",
    ],
    "de": [
        "Bitte rufen Sie uns unter 044 668 18 00 an, {phrase} bestätigen wir 3 Räume.",
        "{phrase} sind die 2 Räume im 3. Stock für 40 Personen frei.",
        "Die Referenz EV-2026-1016 gilt, und {phrase} beginnt der Kurs für 8000 Zürich.",
    ],
    "fr": [
        "Appelez le 021 311 22 33 : {phrase} nous confirmons les 3 salles.",
        "{phrase} les 2 salles du 4e étage sont libres pour 30 personnes.",
        "La référence EV-2026-1016 reste valable et {phrase} la remise de 15 % s'applique.",
    ],
    "it": [
        "Chiamateci al 091 922 33 44: {phrase} confermiamo le 3 sale.",
        "{phrase} le 2 sale al 3° piano sono libere per 25 persone.",
        "Il riferimento EV-2026-1016 resta valido e {phrase} vale lo sconto del 10 %.",
    ],
}

# Numbers that count units without a relative word (durations), and other distractors.
DISTRACTORS = {
    "en": [
        "The course lasts 3 days and costs CHF 450 for 12 participants.",
        "Call 044 668 18 00 within 48 hours.",
    ],
    "de": [
        "Der Kurs dauert 3 Tage und kostet CHF 450 für 12 Personen.",
        "Die Miete gilt für 2 Wochen ab Zimmer 12.",
    ],
    "fr": [
        "La formation dure 3 jours et coûte CHF 450 pour 12 personnes.",
        "Location de 2 semaines, salle 12.",
    ],
    "it": [
        "Il corso dura 3 giorni e costa CHF 450 per 12 persone.",
        "Noleggio di 2 settimane, sala 12.",
    ],
}


def _phrase(lang: str, field: str, direction: str, count: int, in_words: bool) -> str:
    locale = babel.Locale(lang)
    patterns = dict(locale._data["date_fields"][field][direction])
    pattern = patterns.get(locale.plural_form(count), patterns["other"])
    return pattern.replace("{0}", num2words(count, lang=lang) if in_words else str(count))


def _expected(field: str, direction: str, count: int) -> dt.date:
    sign = 1 if direction == "future" else -1
    return TODAY + relativedelta(**{UNITS[field]: sign * count})


def _cases(lang: str, field: str, direction: str) -> list[tuple[str, str, dt.date]]:
    rng = random.Random(f"{lang}{field}{direction}")
    cases = []
    for index in range(CASES_PER_CELL):
        in_words = index % 2 == 1
        count = rng.randint(2, 99) if in_words else rng.randint(1, 99)
        phrase = _phrase(lang, field, direction, count, in_words)
        frame = FRAMES[lang][index % len(FRAMES[lang])]
        text = frame.format(phrase=phrase)
        if text.startswith(phrase):
            text = phrase[0].upper() + text[1:]
            phrase = text[: len(phrase)]
        cases.append((text, phrase, _expected(field, direction, count)))
    return cases


@pytest.mark.parametrize("direction", ["future", "past"])
@pytest.mark.parametrize("field", list(UNITS))
@pytest.mark.parametrize("lang", LANGS)
def test_cldr_relative_time_phrases_are_read_exactly(lang, field, direction):
    for text, phrase, expected in _cases(lang, field, direction):
        found = [
            (text[m.start : m.end], m.value) for m in recognize_relative_dates(text, today=TODAY)
        ]
        assert found == [(phrase, expected)], text


def test_the_generator_renders_cldr_patterns_with_num2words_counts():
    assert _phrase("de", "day", "past", 21, True) == "vor einundzwanzig Tagen"
    assert _phrase("fr", "week", "future", 21, True) == "dans vingt et un semaines"
    assert _phrase("it", "month", "past", 2, False) == "2 mesi fa"
    assert _phrase("en", "year", "future", 1, False) == "in 1 year"
    assert _expected("month", "future", 1) == dt.date(2026, 9, 6)


@pytest.mark.parametrize("lang", LANGS)
def test_durations_and_other_numbers_are_no_relative_dates(lang):
    for text in DISTRACTORS[lang] + [frame.format(phrase="") for frame in FRAMES[lang]]:
        assert recognize_relative_dates(text, today=TODAY) == [], text


@pytest.mark.parametrize(
    ("text", "written", "value"),
    [
        ("We replied twenty-one days ago.", "twenty-one days ago", dt.date(2026, 7, 16)),
        ("Wir melden uns in einem Monat.", "in einem Monat", dt.date(2026, 9, 6)),
        ("Réponse dans vingt et un jours.", "dans vingt et un jours", dt.date(2026, 8, 27)),
        ("Risposta tra ventuno giorni.", "tra ventuno giorni", dt.date(2026, 8, 27)),
    ],
)
def test_a_count_in_words_is_read_whole_never_by_its_last_word(text, written, value):
    [mention] = recognize_relative_dates(text, today=TODAY)
    assert (text[mention.start : mention.end], mention.value) == (written, value)


def test_a_count_beyond_a_thousand_units_is_no_date():
    assert recognize_relative_dates("in two thousand years", today=TODAY) == []
