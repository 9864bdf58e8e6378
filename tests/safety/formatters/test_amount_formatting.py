"""Amounts rendered in the writer's style, canonically, and back to the exact mention text."""

import json
from decimal import Decimal
from pathlib import Path

import pytest

from safety.formatters.amounts import format_amount, parse_amount_style
from safety.recognizers.amounts import recognize_amounts


def style_of(text: str) -> str:
    (mention,) = recognize_amounts(text)
    return mention.style


@pytest.mark.parametrize(
    ("written", "style"),
    [
        ("CHF 1'250.00", "CHF #'###.00"),
        ("CHF 1’250.–", "CHF #’###.–"),
        ("CHF 1'250.-", "CHF #'###.-"),
        ("1 250,00 CHF", "# ###,00 CHF"),
        ("1.980,00 CHF", "#.###,00 CHF"),
        ("CHF 4,375.00", "CHF #,###.00"),
        ("CHF 2250", "CHF ####"),
        ("Fr. 45", "Fr. #"),
        ("Fr. 1980.-", "Fr. ####.-"),
        ("45 Franken", "# Franken"),
        ("1,250 Swiss francs", "#,### Swiss francs"),
        ("$10k", "$#k"),
    ],
)
def test_style_is_the_text_with_a_number_picture(written: str, style: str) -> None:
    assert style_of(written) == style


@pytest.mark.parametrize(
    ("value", "style", "expected"),
    [
        ("1980.00", "", "CHF 1'980.00"),
        ("1980", "", "CHF 1'980.00"),
        ("45", "", "CHF 45.00"),
        ("12450.5", "", "CHF 12'450.50"),
        ("1520.00", "CHF #'###.00", "CHF 1'520.00"),
        ("3450.50", "CHF #'###.00", "CHF 3'450.50"),
        ("1980", "CHF #’###.–", "CHF 1’980.–"),
        ("1980", "Fr. ####.-", "Fr. 1980.-"),
        ("3150", "# ###,00 CHF", "3 150,00 CHF"),
        ("3150", "#.###,00 CHF", "3.150,00 CHF"),
        ("4375", "CHF #,###.00", "CHF 4,375.00"),
        ("39", "CHF #", "CHF 39"),
        ("1755", "CHF #", "CHF 1'755"),
        ("2280", "CHF ####", "CHF 2280"),
        ("95", "Fr. #.–", "Fr. 95.–"),
        ("1176", "# Franken", "1'176 Franken"),
        ("2900", "# Swiss francs", "2'900 Swiss francs"),
        ("12000", "$#k", "$12k"),
        ("12500", "$#k", "$12'500"),
    ],
)
def test_renders_in_style(value: str, style: str, expected: str) -> None:
    assert (
        format_amount(Decimal(value), "CHF" if "$" not in style else "USD", style, "en") == expected
    )


@pytest.mark.parametrize(
    ("style", "expected"),
    [
        ("CHF #", "CHF 45.50"),
        ("CHF #.–", "CHF 45.50"),
        ("Fr. #.-", "Fr. 45.50"),
        ("# ###,00 CHF", "45,50 CHF"),
        ("#.###,00 CHF", "45,50 CHF"),
        ("CHF ####", "CHF 45.50"),
        ("# Franken", "45.50 Franken"),
    ],
)
def test_non_zero_cents_are_always_shown(style: str, expected: str) -> None:
    assert format_amount(Decimal("45.50"), "CHF", style, "de") == expected


def test_a_dash_style_shows_cents_with_its_own_decimal_mark() -> None:
    assert format_amount(Decimal("1250.50"), "CHF", "# ###,–", "fr") == "1 250,50"


def test_another_currency_replaces_the_marker() -> None:
    assert format_amount(Decimal("20"), "EUR", "CHF #'###.00", "en") == "EUR 20.00"
    assert format_amount(Decimal("20"), "EUR", "# Franken", "de") == "20 EUR"
    assert format_amount(Decimal("20"), "EUR", "", "en") == "EUR 20.00"


def test_parses_style_pictures() -> None:
    picture = parse_amount_style("#.###,00 CHF")
    assert (picture.prefix, picture.separator, picture.point, picture.decimals, picture.suffix) == (
        "",
        ".",
        ",",
        "00",
        " CHF",
    )
    assert parse_amount_style("CHF #").separator is None
    assert parse_amount_style("CHF ####").separator == ""


def test_round_trips_every_corpus_amount(shared_dir: Path) -> None:
    lines = (shared_dir / "corpus" / "dev-verify.jsonl").read_text(encoding="utf-8").splitlines()
    checked = 0
    for line in lines:
        text = json.loads(line)["text"]
        for m in recognize_amounts(text):
            assert format_amount(m.value, m.currency, m.style, m.lang or "en") == m.text
            checked += 1
    assert checked > 150


@pytest.mark.parametrize(
    "text",
    [
        "CHF 1'250.00",
        "CHF 1’250.–",
        "CHF 1'250.-",
        "1 250,00 CHF",
        "1\u202f250,00\u00a0CHF",
        "1.980,00 CHF",
        "CHF 4,375.00",
        "Fr. 45",
        "Fr. 1980.-",
        "SFr. 45",
        "1,250 Swiss francs",
        "45 Franken",
        "45 francs suisses",
        "45 franchi svizzeri",
        "EUR 20.0",
        "US$ 3.14",
        "3.14US$",
        "10k$",
        "£10",
        "CHF3.04",
        "CHF 12'450.50",
    ],
)
def test_round_trips_every_listed_form(text: str) -> None:
    (m,) = recognize_amounts(text)
    assert format_amount(m.value, m.currency, m.style, m.lang or "en") == m.text == text


@pytest.mark.parametrize(
    ("style", "lang", "expected"),
    [
        ("#,00 CHF", "fr", "1 800,00 CHF"),
        ("#,00 CHF", "it", "1.800,00 CHF"),
        ("#,00 CHF", "de", "1.800,00 CHF"),
        ("CHF #.00", "fr", "CHF 1'800.00"),
        ("CHF #.00", "en", "CHF 1'800.00"),
        ("Fr. #.–", "de", "Fr. 1'800.–"),
    ],
)
def test_a_short_number_takes_the_grouping_its_decimal_mark_goes_with(
    style, lang, expected
) -> None:
    assert format_amount(Decimal("1800.00"), "CHF", style, lang) == expected
