"""A currency named in a table's header applies to its column: the cell's bare number is an
amount in it, read like any other (issue: values hidden by layout)."""

import itertools

import pytest

from safety import HardFacts, repair
from safety.recognizers.amounts import recognize_amounts

FACTS = HardFacts.model_validate(
    {
        "rooms": [{"value": "Salon Rose"}],
        "amounts": [{"value": "1250.00"}],
        "counts": [{"value": 40}],
    }
)
HEADERS = {
    "en": ("Room", "Guests", ["Price (CHF)", "Price in CHF", "CHF", "Amount [CHF]"]),
    "de": ("Raum", "Personen", ["Preis (CHF)", "Preis in CHF", "Betrag CHF", "Fr."]),
    "fr": ("Salle", "Personnes", ["Prix (CHF)", "Prix en CHF", "Montant CHF", "CHF"]),
    "it": ("Sala", "Persone", ["Prezzo (CHF)", "Prezzo in CHF", "Importo CHF", "CHF"]),
}
GREETING = {"en": "Hello,", "de": "Guten Tag", "fr": "Bonjour,", "it": "Buongiorno,"}
CELLS = {  # as written -> the same amount written wrong, in the same style
    "1'250.00": "1'350.00", "1250.00": "1350.00", "1 250,00": "1 350,00", "1’250.–": "1’350.–",
    "1250": "1350",
}  # fmt: skip
CASES = [
    (lang, header, cell)
    for lang, (_, _, headers) in HEADERS.items()
    for header, cell in itertools.product(headers, CELLS)
]


def table(lang: str, header: str, cell: str) -> str:
    room, guests, _ = HEADERS[lang]
    return (
        f"{GREETING[lang]}\n\n| {room} | {guests} | {header} |\n|---|---:|---:|\n"
        f"| Salon Rose | 40 | {cell} |\n"
    )


@pytest.mark.parametrize(("lang", "header", "cell"), CASES)
def test_a_clean_table_with_the_currency_in_its_header_passes_unchanged(lang, header, cell):
    text = table(lang, header, cell)

    repaired = repair(FACTS, text, locale=lang)

    assert repaired.text == text
    assert repaired.report.issues == ()


@pytest.mark.parametrize(("lang", "header", "cell"), CASES)
def test_a_wrong_amount_in_the_column_is_replaced_alone_in_its_style(lang, header, cell):
    text = table(lang, header, cell)
    wrong = table(lang, header, CELLS[cell])

    repaired = repair(FACTS, wrong, locale=lang)

    assert repaired.text == text
    assert [(issue.kind, issue.found) for issue in repaired.report.issues] == [
        ("wrong", CELLS[cell])
    ]


@pytest.mark.parametrize(
    "text",
    [
        # no currency in the header: the number is no amount
        "| Room | Price |\n|---|---|\n| Salon Rose | 1250.00 |",
        # the currency heads another column
        "| Price (CHF) | Floor |\n|---|---|\n| included | 1250 |",
        # two currencies in one header: which one is not known
        "| Price (CHF/EUR) |\n|---|\n| 1250.00 |",
        # no row of dashes: no table
        "| Price (CHF) |\n| 1250.00 |",
        # more than a number in the cell
        "| Price (CHF) |\n|---|\n| about 1250.00 for the evening |",
    ],
)
def test_a_number_no_currency_header_reaches_is_no_amount(text):
    assert recognize_amounts(text) == []


def test_an_amount_with_its_own_currency_in_the_column_is_read_once():
    text = "| Room | Price (CHF) |\n|---|---|\n| Salon Rose | EUR 1250.00 |"

    assert [(m.text, m.currency) for m in recognize_amounts(text)] == [("EUR 1250.00", "EUR")]
