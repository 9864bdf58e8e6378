"""Counts rendered as the writer wrote the number, and short phrases for a missing count."""

import json
from pathlib import Path

import pytest

from safety.formatters.counts import format_count, format_count_phrase, words_style
from safety.recognizers.counts import recognize_counts


@pytest.mark.parametrize(
    ("value", "style", "lang", "expected"),
    [
        (64, "digits", "de", "64"),
        (64, "", "de", "64"),
        (1200, "digits'", "de", "1'200"),
        (1200, "digits,", "en", "1,200"),
        (800, "digits'", "de", "800"),
        (80, "words-en", "en", "eighty"),
        (35, "words-en+cap", "en", "Thirty-five"),
        (64, "words-de", "de", "vierundsechzig"),
        (30, "words-de+sz", "de", "dreißig"),
        (80, "words-fr+ch", "fr", "huitante"),
        (80, "words-fr", "fr", "quatre-vingts"),
        (75, "words-it", "it", "settantacinque"),
        (21, "words-it+apocope", "it", "ventun"),
        (12, "words", "fr", "douze"),
        (2_000_000, "words-en", "en", "2000000"),
    ],
)
def test_renders_the_number_token(value: int, style: str, lang: str, expected: str) -> None:
    assert format_count(value, style, lang) == expected


def test_words_style_records_the_spelling() -> None:
    assert words_style("septante", 70, "fr") == "words-fr+ch"
    assert words_style("soixante-dix", 70, "fr") == "words-fr"
    assert words_style("Dreißig", 30, "de") == "words-de+sz+cap"
    assert words_style("thirty five", 35, "en") == "words-en+space"


@pytest.mark.parametrize(
    ("value", "unit", "lang", "phrase"),
    [
        (60, "participants", "en", "60 participants"),
        (60, "participants", "de", "60 Personen"),
        (60, "participants", "fr", "60 personnes"),
        (60, "participants", "it", "60 partecipanti"),
        (1, "participants", "en", "1 participant"),
        (120, "capacity", "en", "up to 120 people"),
        (120, "capacity", "de", "bis zu 120 Personen"),
        (120, "capacity", "fr", "jusqu'à 120 personnes"),
        (120, "capacity", "it", "fino a 120 persone"),
        (60, "participants", "es", "60 participants"),
    ],
)
def test_phrases_for_a_missing_count(value: int, unit: str, lang: str, phrase: str) -> None:
    assert format_count_phrase(value, unit, lang) == phrase


@pytest.mark.parametrize(
    ("value", "unit", "lang"), [(60, "participants", "de"), (120, "capacity", "fr")]
)
def test_inserted_phrases_read_back_as_the_same_count(value: int, unit: str, lang: str) -> None:
    (mention,) = recognize_counts(format_count_phrase(value, unit, lang))
    assert (mention.value, mention.unit) == (value, unit)


def test_round_trips_every_corpus_count(shared_dir: Path) -> None:
    lines = (shared_dir / "corpus" / "dev-verify.jsonl").read_text(encoding="utf-8").splitlines()
    checked = words = 0
    for line in lines:
        text = json.loads(line)["text"]
        for m in recognize_counts(text):
            assert format_count(m.value, m.style, m.lang or "en") == m.text
            checked += 1
            words += m.style.startswith("words")
    assert checked > 150 and words >= 10


@pytest.mark.parametrize(
    "text",
    [
        "thirty-five guests",
        "Thirty five guests",
        "one hundred and twenty guests",
        "a hundred guests",
        "sechsundvierzig Gäste",
        "dreißig Gäste",
        "hundertzwanzig Personen",
        "septante invités",
        "quatre-vingt-dix convives",
        "vingt-et-un invités",
        "trentatré ospiti",
        "ventun ospiti",
        "1'200 guests",
    ],
)
def test_round_trips_listed_spellings(text: str) -> None:
    (m,) = recognize_counts(text)
    assert format_count(m.value, m.style, m.lang or "en") == m.text
