"""Qualifiers are part of the value: a total written as a price per person is `wrong` with
reason `qualifier`, and the qualifier goes; a qualifier that matches the fact stays."""

from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from safety.correct import repair
from safety.facts import HardFacts
from safety.verify import verify

# Per language: the sentence with the amount, and the per-person phrases it may carry.
SENTENCES = {
    "en": ("The price is CHF {n}{q}, drinks included.", (" per person", " per head", "/pers.")),
    "de": ("Der Preis beträgt CHF {n}{q}, Getränke inbegriffen.", (" pro Person", " p.P.")),
    "fr": ("Le prix est de CHF {n}{q}, boissons comprises.", (" par personne", " par convive")),
    "it": ("Il prezzo è di CHF {n}{q}, bevande incluse.", (" a persona", " per persona")),
}


def facts(value: Decimal, per: str | None) -> HardFacts:
    return HardFacts.model_validate({"amounts": [{"value": str(value), "per": per}]})


amounts = st.decimals(min_value=Decimal("10"), max_value=Decimal("99999"), places=2)


@settings(max_examples=80, deadline=None)
@given(amounts, st.sampled_from(sorted(SENTENCES)), st.data())
def test_a_total_written_per_person_loses_the_qualifier_alone(value, lang, data) -> None:
    sentence, phrases = SENTENCES[lang]
    qualifier = data.draw(st.sampled_from(phrases))
    text = sentence.format(n=f"{value:.2f}", q=qualifier)
    report = verify(facts(value, "total"), text, locale=lang)
    assert [(i.kind, i.type, i.reason) for i in report.issues] == [("wrong", "amount", "qualifier")]
    assert repair(facts(value, "total"), text, locale=lang).text == sentence.format(
        n=f"{value:.2f}", q=""
    )


@settings(max_examples=80, deadline=None)
@given(amounts, st.sampled_from(sorted(SENTENCES)), st.data())
def test_a_qualifier_that_matches_or_is_not_given_stays(value, lang, data) -> None:
    sentence, phrases = SENTENCES[lang]
    text = sentence.format(n=f"{value:.2f}", q=data.draw(st.sampled_from(phrases)))
    for per in ("person", None):
        assert repair(facts(value, per), text, locale=lang).text == text
    plain = sentence.format(n=f"{value:.2f}", q="")
    assert repair(facts(value, "total"), plain, locale=lang).text == plain
