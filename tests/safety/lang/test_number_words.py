"""Conformance of each pack's number words (`LanguagePack.numbers`): its cardinal is num2words'
but for the spellings the pack declares, the spelling variants it types are read and written,
and a fifth pack's number words are read and written by the same grammar. Expected words are
written here by hand or read from num2words, never through safety.numbers."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from types import MappingProxyType

import pytest
from num2words import num2words

from safety.lang import LANGS, registry
from safety.lang.pack import LanguagePack, NumberWords
from safety.lang.registry import LANGUAGES
from safety.numbers import (
    format_number_words,
    parse_number_words_as,
    read_number_words,
)
from tests.safety.lang import nl
from tests.safety.lang.mypy_snippet import mypy_on

ROOT = Path(__file__).resolve().parents[3]


def _italian(words: str) -> str:
    words = words.replace("dicotto", "diciotto")
    if words.endswith("tré"):
        words = words[:-1] + "e"
    return words[:-1] + "é" if words.endswith("tre") and words != "tre" else words


@pytest.mark.parametrize("code", LANGS)
def test_the_cardinal_is_num2words_where_the_pack_declares_no_spelling_of_its_own(code):
    # The spellings a pack writes instead of num2words', one rule each: English without the comma
    # after "thousand", German in Swiss spelling and "ein" before "tausend", Italian with its
    # final "-tré" accented and 18 as "diciotto".
    own = {
        "en": lambda words: words.replace(",", ""),
        "de": lambda words: words.replace("ß", "ss").replace("einstausend", "eintausend"),
        "fr": lambda words: words,
        "it": _italian,
    }[code]
    cardinal = LANGUAGES[code].numbers.cardinal
    for number in [*range(0, 1200), 21_000, 80_000, 101_000, 301_118, 999_999]:
        assert cardinal(number) == own(str(num2words(number, lang=code))), number


@pytest.mark.parametrize(
    ("code", "words", "value"),
    [
        ("en", "nought", 0),
        ("en", "naught", 0),
        ("en", "nil", 0),
        ("en", "a thousand", 1000),
        ("de", "dreissig", 30),
        ("de", "dreißig", 30),
        ("de", "einen", 1),
        ("de", "eine", 1),
        ("de", "tausendeinhundert", 1100),
        ("fr", "zero", 0),
        ("fr", "une", 1),
        ("fr", "septante et un", 71),
        ("fr", "huitante-deux", 82),
        ("fr", "octante", 80),
        ("fr", "nonante-neuf", 99),
        ("fr", "quatre-vingts", 80),
        ("fr", "deux cents", 200),
        ("it", "nulla", 0),
        ("it", "una", 1),
        ("it", "ventitre", 23),
        ("it", "ventitré", 23),
        ("it", "centodicotto", 118),
        ("it", "centotto", 108),
        ("it", "trentotto", 38),
        ("it", "ventun", 21),
        ("it", "duemila", 2000),
    ],
)
def test_the_typed_variant_spellings_are_read(code, words, value):
    assert parse_number_words_as(words, code) == value


@pytest.mark.parametrize(
    ("code", "words"),
    [("fr", "cents"), ("fr", "un cents"), ("it", "mila"), ("it", "unomila")],
)
def test_a_plural_scale_word_needs_a_number_above_one(code, words):
    assert parse_number_words_as(words, code) is None


@pytest.mark.parametrize(
    ("code", "number", "flags", "words"),
    [
        ("en", 1500, (), "one thousand five hundred"),
        ("en", 1500, ("comma",), "one thousand, five hundred"),
        ("en", 1521, ("hundreds", "noand", "space"), "fifteen hundred twenty one"),
        ("en", 2000, ("hundreds",), "two thousand"),
        ("en", 100_000, ("a",), "a hundred thousand"),
        ("en", 1000, ("a",), "a thousand"),
        ("de", 30, (), "dreissig"),
        ("de", 30, ("sz",), "dreißig"),
        ("de", 301_000, (), "dreihunderteintausend"),
        ("de", 1120, ("bare",), "tausendhundertzwanzig"),
        ("de", 101_000, ("bare",), "hunderteintausend"),
        ("fr", 71, ("ch",), "septante et un"),
        ("fr", 80_080, ("ch",), "huitante mille huitante"),
        ("fr", 80, ("be",), "quatre-vingts"),
        ("fr", 97, ("be",), "nonante-sept"),
        ("fr", 171, ("ch", "reform"), "cent-septante-et-un"),
        ("it", 118, (), "centodiciotto"),
        ("it", 23, ("noaccent",), "ventitre"),
        ("it", 21, ("apocope",), "ventun"),
        ("it", 3, (), "tre"),
    ],
)
def test_the_variant_flags_write_the_spellings_num2words_lacks(code, number, flags, words):
    assert format_number_words(number, code, flags) == words
    # a comma is read as the recognizers read it, as a space
    assert parse_number_words_as(words.replace(", ", " "), code) == number


@pytest.mark.parametrize("code", LANGS)
def test_every_written_variant_is_read_back(code):
    numbers = LANGUAGES[code].numbers
    for number in [*range(0, 130), 1100, 1521, 21_021, 80_080, 171_171, 999_999]:
        for flag in ("", *numbers.amount_variants):
            written = format_number_words(number, code, [flag] if flag else [])
            read = read_number_words(written.replace(", ", " "), prefer=[code])
            assert read == (number, code), written


@pytest.mark.parametrize("code", LANGS)
def test_each_flag_the_pack_lists_is_one_it_declares(code):
    numbers = LANGUAGES[code].numbers
    assert set(numbers.count_variants) <= set(numbers.amount_variants) <= set(numbers.variants)


@pytest.fixture
def with_dutch(monkeypatch):
    monkeypatch.setattr(
        registry, "LANGUAGES", MappingProxyType({**registry.LANGUAGES, "nl": nl.PACK})
    )


@pytest.mark.parametrize(
    ("words", "value"),
    [("eenentwintig", 21), ("tweeëntwintig", 22), ("honderdachttien", 118), ("tweeduizend", 2000)],
)
def test_a_registered_fifth_pack_reads_its_number_words_by_the_same_grammar(
    with_dutch, words, value
):
    assert parse_number_words_as(words, "nl") == value


def test_a_registered_fifth_pack_writes_its_number_words(with_dutch):
    assert format_number_words(22, "nl") == "tweeëntwintig"
    assert format_number_words(118, "nl", ["space"]) == "honderdachttien"  # no such flag


def test_an_unregistered_language_has_no_number_words():
    with pytest.raises(ValueError, match="nl"):
        format_number_words(22, "nl")


def test_mypy_reports_a_pack_without_its_number_words(tmp_path):
    """A pack built from the Dutch one without `numbers`, and number words without
    `guarded_morphemes`: mypy (the project's configuration) reports both."""
    names = [field.name for field in dataclasses.fields(LanguagePack) if field.name != "numbers"]
    pack = "".join(f"    {name}=nl.PACK.{name},\n" for name in names)
    number_names = [
        field.name for field in dataclasses.fields(NumberWords) if field.name != "guarded_morphemes"
    ]
    numbers = "".join(f"    {name}=nl.PACK.numbers.{name},\n" for name in number_names)
    snippet = tmp_path / "forgotten_numbers.py"
    out, status = mypy_on(
        tmp_path,
        "forgotten_numbers.py",
        "from safety.lang.pack import LanguagePack, NumberWords\n"
        "from tests.safety.lang import nl\n\n"
        f"PACK = LanguagePack(\n{pack})\n"
        f"NUMBERS = NumberWords(\n{numbers})\n",
    )
    assert status == 1
    assert out.splitlines() == [
        f'{snippet}:4: error: Missing positional argument "numbers" in call to "LanguagePack"'
        "  [call-arg]",
        f"{snippet}:{6 + len(names)}: error: Missing positional argument"
        ' "guarded_morphemes" in call to "NumberWords"  [call-arg]',
        "Found 2 errors in 1 file (checked 1 source file)",
    ]
