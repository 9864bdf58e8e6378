"""The day next to a written date: "the day after 13 February", "la veille du 1er mars".

Dates are rendered by CLDR (babel's long format of each language) after every phrase of
safety.lang.relative_date_words.NEIGHBOUR_DAY_PHRASES, inside sentences with distractors; the
expected day is the rendered date plus the phrase's offset, computed here. Read against a
reference day the mention is that day and spans the phrase; read without one (a reply), the
written date stays what it is.
"""

from __future__ import annotations

import datetime as dt
import random

import pytest
from babel.dates import format_date

from safety.lang.relative_date_words import NEIGHBOUR_DAY_PHRASES
from safety.recognizers.dates import recognize_dates

TODAY = dt.date(2026, 8, 6)
# Which language each phrase is written in, and how its sentence reads.
FRAMES = {
    "en": "Please call 044 668 18 00: we confirm the 3 rooms for {phrase} {date}, floor 2.",
    "de": "Rufen Sie 044 668 18 00 an: wir bestätigen die 3 Räume am {phrase} {date}, 2. Stock.",
    "fr": "Appelez le 021 311 22 33 : nous confirmons les 3 salles pour le {phrase} {date}.",
    "it": "Chiamate lo 091 922 33 44: confermiamo le 3 sale per il {phrase} {date}.",
}
LANG_OF = {
    "the day after": "en",
    "the day after the": "en",
    "the day before": "en",
    "the day before the": "en",
    "tag nach dem": "de",
    "tag vor dem": "de",
    "vortag des": "de",
    "vortag vom": "de",
    "lendemain du": "fr",
    "surlendemain du": "fr",
    "veille du": "fr",
    "avant-veille du": "fr",
    "giorno dopo il": "it",
    "giorno prima del": "it",
    "giorno prima dell'": "it",
    "giorno dopo l'": "it",
    "indomani del": "it",
    "vigilia del": "it",
}


def _rendered(lang: str, phrase: str, day: dt.date) -> str:
    if phrase.endswith(" the"):
        return f"{day.day}th of {format_date(day, 'MMMM y', locale=lang)}"
    return format_date(day, "long", locale=lang)


def _days(phrase: str) -> list[dt.date]:
    rng = random.Random(phrase)
    days = [dt.date(2027, rng.randint(1, 12), rng.randint(4, 20)) for _ in range(5)]
    if phrase.endswith("'"):  # elided before a vowel: "dell'8 agosto", "l'11 marzo"
        days = [dt.date(2027, rng.randint(1, 12), rng.choice([8, 11])) for _ in range(5)]
    return days


def test_every_phrase_has_its_language():
    assert set(LANG_OF) == set(NEIGHBOUR_DAY_PHRASES)


@pytest.mark.parametrize("phrase", sorted(NEIGHBOUR_DAY_PHRASES))
def test_the_day_next_to_a_written_date_is_read_against_a_reference_day(phrase):
    lang = LANG_OF[phrase]
    joiner = "" if phrase.endswith("'") else " "
    for day in _days(phrase):
        date = _rendered(lang, phrase, day)
        text = (
            FRAMES[lang]
            .format(phrase=phrase, date=date)
            .replace(f"{phrase} {date}", f"{phrase}{joiner}{date}")
        )
        named = f"{phrase}{joiner}{date}"
        expected = day + dt.timedelta(days=NEIGHBOUR_DAY_PHRASES[phrase])
        found = [(text[m.start : m.end], m.value) for m in recognize_dates(text, reference=TODAY)]
        assert found == [(named, expected)], text
        # A reply, read without a reference day, keeps the date it writes.
        assert [m.value for m in recognize_dates(text)] == [day], text


@pytest.mark.parametrize(
    "text",
    [
        "Le lendemain, nous rangeons la salle 12.",
        "The day after, the 3 rooms on floor 2 are free.",
        "La vigilia del concerto ci sono 40 ospiti.",
    ],
)
def test_a_neighbour_day_without_a_written_date_stays_unread(text):
    assert recognize_dates(text, reference=TODAY) == []
