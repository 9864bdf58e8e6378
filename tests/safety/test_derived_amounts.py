"""Amounts a writer works out from the facts are right: the share per person of a total (to the
cent, to five centimes, to the franc), the sum of the amounts. One worked out wrongly is
invented, and its cut takes the "per person" after it and the "plus" or "zuzüglich" before it,
so the sentence reads whole."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety import HardFacts, repair

PER_PERSON = {
    "en": "Dinner for {count} guests: CHF {total}, that is CHF {share} per person.",
    "de": "Das Abendessen für {count} Personen kostet CHF {total}, also CHF {share} pro Person.",
    "fr": "Le dîner pour {count} personnes coûte CHF {total}, soit CHF {share} par personne.",
    "it": "La cena per {count} persone costa CHF {total}, cioè CHF {share} a persona.",
}


def _facts(total: Decimal, count: int) -> HardFacts:
    return HardFacts.model_validate(
        {
            "amounts": [{"value": str(total), "currency": "CHF"}],
            "counts": [{"value": count, "unit": "participants"}],
        }
    )


def _rounded(value: Decimal, step: str) -> Decimal:
    unit = Decimal(step)
    return (value / unit).quantize(Decimal(1), rounding=ROUND_HALF_UP) * unit


@settings(max_examples=120, deadline=None, database=None)
@given(
    total=st.integers(min_value=200, max_value=20_000),
    count=st.integers(min_value=2, max_value=150),
    step=st.sampled_from(["0.01", "0.05", "1"]),
    lang=st.sampled_from(sorted(PER_PERSON)),
)
def test_a_share_per_person_of_the_total_is_left_as_written(total, count, step, lang):
    amount = Decimal(total).quantize(Decimal("0.01"))
    share = _rounded(amount / count, step)
    shown = f"{share:.2f}" if step != "1" else f"{share:.0f}"
    text = PER_PERSON[lang].format(count=count, total=f"{amount:.2f}", share=shown)
    result = repair(_facts(amount, count), text, locale=lang)
    assert result.text == text


@pytest.mark.parametrize("lang", sorted(PER_PERSON))
def test_a_share_worked_out_wrongly_goes_with_its_per_person(lang):
    text = PER_PERSON[lang].format(count=24, total="1250.00", share="55.00")
    result = repair(_facts(Decimal("1250.00"), 24), text, locale=lang)
    assert [(i.kind, i.type) for i in result.report.issues] == [("invented", "amount")]
    assert "55" not in result.text
    for qualifier in ("per person", "pro Person", "par personne", "a persona"):
        assert qualifier not in result.text


def test_the_sum_of_the_amounts_is_left_as_written():
    facts = HardFacts.model_validate(
        {
            "amounts": [
                {"value": "800.00", "currency": "CHF"},
                {"value": "450.00", "currency": "CHF"},
            ]
        }
    )
    text = "The room is CHF 800.00 and the catering CHF 450.00, CHF 1,250.00 in all."
    assert repair(facts, text, locale="en").text == text


@pytest.mark.parametrize(
    ("text", "lang", "kept"),
    [
        (
            "Dinner for 24 guests: CHF 1,250.00 plus a CHF 300.00 deposit.",
            "en",
            "Dinner for 24 guests: CHF 1,250.00.",
        ),
        (
            "Das Abendessen für 24 Personen kostet CHF 1250.00 zuzüglich einer Anzahlung von CHF 300.00.",
            "de",
            "Das Abendessen für 24 Personen kostet CHF 1250.00.",
        ),
        (
            "Dinner for 24 guests: CHF 45.00 per person, CHF 1,250.00 in total.",
            "en",
            "Dinner for 24 guests: CHF 1,250.00 in total.",
        ),
    ],
)
def test_an_invented_amount_goes_with_the_words_that_attach_it(text, lang, kept):
    result = repair(_facts(Decimal("1250.00"), 24), text, locale=lang)
    assert [(i.kind, i.type) for i in result.report.issues] == [("invented", "amount")]
    assert result.text == kept
