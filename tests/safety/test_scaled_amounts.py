"""Amounts written with a scale ("CHF4.9m", "3,5 Mio. EUR", "2,5 milioni di franchi") are read
as the amount they scale, left as written when right, and corrected in their own form: the
number changes, the currency and the scale stay as written. Where the form cannot write the
fact (more decimals than a scale shows, another currency, a scale word that would have to
agree with another number), the fact is written in full."""

import pytest

from safety.correct import repair
from safety.facts import HardFacts


def _repair(value: str, currency: str, text: str, lang: str):
    facts = HardFacts.model_validate({"amounts": [{"value": value, "currency": currency}]})
    return repair(facts, text, locale=lang)


@pytest.mark.parametrize(
    "text,value,currency,lang",
    [
        ("The budget is CHF4.9m for the congress.", "4900000.00", "CHF", "en"),
        ("Das Budget beträgt 3,5 Mio. EUR.", "3500000.00", "EUR", "de"),
        ("Le budget est de 1,2 million CHF.", "1200000.00", "CHF", "fr"),
        ("Il budget è di 2,5 milioni di franchi.", "2500000.00", "CHF", "it"),
        ("Our estimate: €3.5m in all.", "3500000.00", "EUR", "en"),
    ],
)
def test_a_right_scaled_amount_stays(text, value, currency, lang) -> None:
    fixed = _repair(value, currency, text, lang)
    assert fixed.report.ok and fixed.text == text


@pytest.mark.parametrize(
    "text,value,currency,lang,expected",
    [
        ("The budget is CHF4.8m for the congress.", "4900000.00", "CHF", "en",
         "The budget is CHF4.9m for the congress."),
        ("The budget is CHF 4m for the congress.", "4500000.00", "CHF", "en",
         "The budget is CHF 4.5m for the congress."),
        ("Das Budget beträgt 3,2 Mio. EUR.", "3500000.00", "EUR", "de",
         "Das Budget beträgt 3,5 Mio. EUR."),
        ("Le budget est de 1,2 million CHF.", "1250000.00", "CHF", "fr",
         "Le budget est de 1,25 million CHF."),
        ("Il budget è di 2,5 milioni di franchi.", "2600000.00", "CHF", "it",
         "Il budget è di 2,6 milioni di franchi."),
        # the scale cannot write it: the fact in full
        ("The budget is CHF 4m for the congress.", "4912345.67", "CHF", "en",
         "The budget is CHF 4'912'345.67 for the congress."),
        ("Le budget est de 1,2 million CHF.", "2500000.00", "CHF", "fr",
         "Le budget est de CHF 2'500'000.00."),
        ("Das Budget: 1 Million Franken.", "2000000.00", "CHF", "de",
         "Das Budget: CHF 2'000'000.00."),
    ],
)  # fmt: skip
def test_a_wrong_scaled_amount_changes_its_number_alone(text, value, currency, lang, expected):
    fixed = _repair(value, currency, text, lang)
    assert [i.kind for i in fixed.report.issues] == ["wrong"]
    assert fixed.text == expected
