"""Text and catalog read in NFC; every apostrophe and space a number may be grouped with is read.

The amounts are generated: every grouping character a keyboard or a font puts between the
thousands of a number, in each language's sentence and currency placement, read as the whole
amount (a correct one passes unchanged; one a unit off is replaced whole, nothing left behind).
"""

import unicodedata
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from safety.correct import repair
from safety.facts import HardFacts
from safety.venue import VenueCatalog
from safety.verify import verify
from safety.width import read_text

# U+2019, U+02BC, U+2032, U+00B4, U+0027, U+00A0, U+202F.
GROUPING = ("\u2019", "\u02bc", "\u2032", "\u00b4", "'", "\u00a0", "\u202f")
# Per language: the sentence, and whether the currency comes after the number.
SENTENCES = {
    "en": ("The total comes to CHF {n}.", "."),
    "de": ("Der Gesamtpreis beträgt CHF {n}.", "."),
    "fr": ("Le prix total est de {n} CHF.", ","),
    "it": ("Il prezzo totale è di {n} CHF.", ","),
}


def grouped(value: Decimal, mark: str, decimal_mark: str) -> str:
    """`value` written by hand with `mark` between the thousands: no formatter's own output."""
    whole, cents = f"{value:.2f}".split(".")
    groups = []
    while whole:
        groups.insert(0, whole[-3:])
        whole = whole[:-3]
    return mark.join(groups) + decimal_mark + cents


def amount_facts(value: Decimal) -> HardFacts:
    return HardFacts.model_validate({"amounts": [{"value": str(value), "currency": "CHF"}]})


amounts = st.decimals(min_value=Decimal("1000"), max_value=Decimal("999999.99"), places=2)


@settings(max_examples=150, deadline=None)
@given(amounts, st.sampled_from(GROUPING), st.sampled_from(sorted(SENTENCES)))
def test_a_grouped_amount_is_read_whole(value: Decimal, mark: str, lang: str) -> None:
    sentence, decimal_mark = SENTENCES[lang]
    written = grouped(value, mark, decimal_mark)
    text = sentence.format(n=written)
    assert repair(amount_facts(value), text, locale=lang).text == text
    # One unit off: the whole number is the wrong value, replaced; nothing of it stays behind.
    other = value + 1
    report = verify(amount_facts(other), text, locale=lang)
    assert [i.kind for i in report.issues] == ["wrong"]
    assert report.issues[0].found in (written, f"CHF {written}", f"{written} CHF")
    fixed = repair(amount_facts(other), text, locale=lang).text
    ungrouped = fixed.translate({ord(m): None for m in GROUPING})
    assert ungrouped == sentence.format(n=grouped(other, "", decimal_mark))


def test_the_u02bc_amount_of_the_issue_passes() -> None:
    text = "Der Gesamtpreis beträgt CHF 1\u02bc250.00."
    assert repair(amount_facts(Decimal("1250.00")), text).text == text


def test_an_apostrophe_like_mark_outside_a_number_is_left_as_written() -> None:
    text = "C\u02bcest d\u00b4accord, 5\u2032 à pied."
    assert read_text(text).text == text


def test_a_decomposed_name_is_the_catalog_name() -> None:
    composed = "Apéro riche"
    decomposed = unicodedata.normalize("NFD", composed)
    facts = HardFacts.model_validate({"terms": [{"value": composed, "kind": "product"}]})
    text = f"The {decomposed} is included."
    assert repair(facts, text).text == text
    # and the other way round: the facts and the catalog typed decomposed
    facts = HardFacts.model_validate({"terms": [{"value": decomposed, "kind": "product"}]})
    catalog = VenueCatalog(terms=((decomposed, "product"),), rooms=("Salle Pr\u0065\u0301",))
    assert catalog.rooms == ("Salle Pré",)
    assert catalog.terms == ((composed, "product"),)
    text = f"The {composed} is included."
    assert verify(facts, text, catalog=catalog).ok


def test_a_span_after_a_composed_letter_maps_back_to_the_text_as_written() -> None:
    text = "Cafe\u0301 at 19:00."
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}]})
    report = verify(facts, text)
    assert [(i.found, i.span) for i in report.issues] == [("19:00", (9, 14))]
    assert repair(facts, text).text == "Cafe\u0301 at 18:00."
