"""Number words and digit numbers: parsing, rendering and the number-word pattern."""

from decimal import Decimal
from itertools import combinations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from safety.numbers import (
    NUMBER_WORDS_PATTERN,
    VARIANTS,
    format_number_words,
    parse_decimal_number,
    parse_number_words,
    parse_number_words_as,
    read_number_words,
)
from safety.patterns import compile_pattern, scan

WORDS = compile_pattern(NUMBER_WORDS_PATTERN, flags=0)


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("zero", 0),
        ("seven", 7),
        ("twelve", 12),
        ("thirty", 30),
        ("thirty-five", 35),
        ("Thirty five", 35),
        ("eighty-five", 85),
        ("a hundred", 100),
        ("one hundred and twenty", 120),
        ("one hundred twenty", 120),
        ("two thousand five hundred", 2500),
        ("nine thousand nine hundred and ninety-nine", 9999),
        ("twenty-one thousand eleven", 21011),
    ],
)
def test_parses_english_words(words: str, value: int) -> None:
    assert parse_number_words(words) == value


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("null", 0),
        ("eins", 1),
        ("zwölf", 12),
        ("dreissig", 30),
        ("dreißig", 30),
        ("sechzig", 60),
        ("sechsundzwanzig", 26),
        ("sechsundvierzig", 46),
        ("Neunzig", 90),
        ("hundert", 100),
        ("einhundertzwanzig", 120),
        ("hundertzwei", 102),
        ("zweitausendfünfhundert", 2500),
        ("eintausendachthundertzweiundfünfzig", 1852),
        ("achtzehnhundertzweiundfünfzig", 1852),
        ("zweihunderttausend", 200_000),
    ],
)
def test_parses_german_words(words: str, value: int) -> None:
    assert parse_number_words(words) == value


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("zéro", 0),
        ("huit", 8),
        ("douze", 12),
        ("dix-sept", 17),
        ("dix sept", 17),
        ("vingt et un", 21),
        ("vingt-et-un", 21),
        ("trente-cinq", 35),
        ("soixante-dix", 70),
        ("soixante et onze", 71),
        ("soixante-dix-huit", 78),
        ("quatre-vingts", 80),
        ("quatre-vingt-un", 81),
        ("quatre-vingt-dix", 90),
        ("quatre vingt dix neuf", 99),
        ("septante", 70),
        ("septante et un", 71),
        ("huitante", 80),
        ("octante", 80),
        ("nonante", 90),
        ("nonante-neuf", 99),
        ("cent", 100),
        ("deux cents", 200),
        ("cent dix-huit", 118),
        ("quatre mille vingt", 4020),
        ("cent mille", 100_000),
    ],
)
def test_parses_french_words_with_swiss_and_belgian_tens(words: str, value: int) -> None:
    assert parse_number_words(words) == value


@pytest.mark.parametrize(
    ("words", "value"),
    [
        ("nulla", 0),
        ("dieci", 10),
        ("diciassette", 17),
        ("ventuno", 21),
        ("ventun", 21),
        ("ventotto", 28),
        ("trentatré", 33),
        ("trentatre", 33),
        ("quarantacinque", 45),
        ("cento", 100),
        ("centotto", 108),
        ("centoventi", 120),
        ("centottanta", 180),
        ("duemila", 2000),
        ("milleduecento", 1200),
    ],
)
def test_parses_italian_words(words: str, value: int) -> None:
    assert parse_number_words(words) == value


@pytest.mark.parametrize(
    "words", ["", "the", "twenty twenty", "vierzig vierzig", "hundred hundred", "and", "a", "mila"]
)
def test_rejects_what_is_no_cardinal(words: str) -> None:
    assert parse_number_words(words) is None


def test_reads_the_language_of_the_words() -> None:
    assert read_number_words("sechsundvierzig") == (46, "de")
    assert read_number_words("septante") == (70, "fr")
    assert read_number_words("quarantacinque") == (45, "it")
    assert read_number_words("eighty-five") == (85, "en")


def test_prefers_the_given_language_for_shared_words() -> None:
    assert read_number_words("un", prefer=["it"]) == (1, "it")
    assert read_number_words("un") == (1, "fr")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_words_round_trip_from_zero_to_9999(lang: str) -> None:
    for n in range(10_000):
        assert parse_number_words(format_number_words(n, lang)) == n, (lang, n)


def _variant_sets(lang: str) -> list[tuple[str, ...]]:
    flags = VARIANTS[lang]  # type: ignore[index]
    return [combo for size in range(1, len(flags) + 1) for combo in combinations(flags, size)]


@pytest.mark.parametrize(
    ("lang", "variants"),
    [(lang, combo) for lang in ("en", "de", "fr", "it") for combo in _variant_sets(lang)],
)
@given(n=st.integers(min_value=0, max_value=999_999))
def test_every_variant_parses_back(lang: str, variants: tuple[str, ...], n: int) -> None:
    assert parse_number_words_as(format_number_words(n, lang, variants), lang) == n  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("n", "lang", "variants", "words"),
    [
        (35, "en", (), "thirty-five"),
        (35, "en", ("space",), "thirty five"),
        (120, "en", (), "one hundred and twenty"),
        (120, "en", ("noand",), "one hundred twenty"),
        (100, "en", ("a",), "a hundred"),
        (46, "de", (), "sechsundvierzig"),
        (30, "de", (), "dreissig"),
        (30, "de", ("sz",), "dreißig"),
        (120, "de", (), "einhundertzwanzig"),
        (120, "de", ("bare",), "hundertzwanzig"),
        (1, "de", (), "eins"),
        (101, "de", (), "einhunderteins"),
        (70, "fr", (), "soixante-dix"),
        (70, "fr", ("ch",), "septante"),
        (80, "fr", (), "quatre-vingts"),
        (80, "fr", ("ch",), "huitante"),
        (90, "fr", ("ch",), "nonante"),
        (71, "fr", (), "soixante et onze"),
        (21, "fr", ("reform",), "vingt-et-un"),
        (200, "fr", (), "deux cents"),
        (80_000, "fr", (), "quatre-vingt mille"),
        (33, "it", (), "trentatré"),
        (33, "it", ("noaccent",), "trentatre"),
        (21, "it", (), "ventuno"),
        (21, "it", ("apocope",), "ventun"),
        (108, "it", (), "centotto"),
        (2000, "it", (), "duemila"),
        (3000, "it", (), "tremila"),
    ],
)
def test_renders_words(n: int, lang: str, variants: tuple[str, ...], words: str) -> None:
    assert format_number_words(n, lang, variants) == words


def test_refuses_numbers_it_cannot_spell() -> None:
    with pytest.raises(ValueError):
        format_number_words(1_000_000, "en")
    with pytest.raises(ValueError):
        format_number_words(5, "es")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_pattern_matches_every_rendered_number_whole(lang: str) -> None:
    for n in range(0, 10_000, 7):
        words = format_number_words(n, lang)
        matches = [m.group() for m in scan(WORDS, words)]
        assert matches == [words], (lang, n, matches)


def test_pattern_finds_number_words_in_a_sentence() -> None:
    text = "Wir erwarten sechsundvierzig Gäste und nonante invités, quarantacinque ospiti."
    assert [m.group() for m in scan(WORDS, text)] == [
        "sechsundvierzig",
        "nonante",
        "quarantacinque",
    ]


def test_pattern_stays_inside_word_boundaries() -> None:
    assert [m.group() for m in scan(WORDS, "someone weighted the tent")] == []


def test_pattern_is_fast_on_adversarial_text() -> None:
    text = "dixseptdix" * 500 + " " + "vingt " * 2000 + "x"
    assert isinstance(list(scan(WORDS, text)), list)  # TextTooComplex would be raised


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("1250", Decimal("1250")),
        ("1'250.50", Decimal("1250.50")),
        ("1’250.–", Decimal("1250")),
        ("1'250.-", Decimal("1250")),
        ("1 250,00", Decimal("1250.00")),
        ("1\u202f250,00", Decimal("1250.00")),
        ("1.250,00", Decimal("1250.00")),
        ("1,250.00", Decimal("1250.00")),
        ("1,250", Decimal("1250")),
        ("1.250", Decimal("1250")),
        ("12,50", Decimal("12.50")),
        ("12.5", Decimal("12.5")),
        ("0.77", Decimal("0.77")),
        (",77", Decimal("0.77")),
        ("100,000.0", Decimal("100000")),
        ("1.000.000,00", Decimal("1000000")),
        ("6 700,54", Decimal("6700.54")),
        ("0033", Decimal("33")),
    ],
)
def test_parses_grouped_digit_numbers(text: str, value: Decimal) -> None:
    assert parse_decimal_number(text) == value


def test_keeps_fifty_cents_apart_from_zero_cents() -> None:
    assert parse_decimal_number("3'450.50") == Decimal("3450.50")
    assert parse_decimal_number("3'450.50") != parse_decimal_number("3'450.00")


@pytest.mark.parametrize("text", ["", "abc", "1.250.50", "12'34", "1,250,5", "1'2'3", "--", "1 2"])
def test_rejects_malformed_digit_numbers(text: str) -> None:
    assert parse_decimal_number(text) is None


@given(st.text(max_size=40))
def test_parsers_never_raise(text: str) -> None:
    parse_number_words(text)
    parse_decimal_number(text)


@pytest.mark.parametrize(
    "words,value",
    [("centodicotto", 118), ("cinquemilanovecentodicotto", 5918), ("novecentodiciotto", 918)],
)
def test_italian_eighteen_is_read_as_num2words_and_as_people_write_it(words, value):
    assert read_number_words(words, ("it",)) == (value, "it")
