"""A wrong value far from its fact, when nothing else can be that fact, is replaced where it
stands: the only amount of a reply, the only count where the group's size goes. Cutting it and
stating the fact a second time elsewhere would change the reply's layout and leave a sentence
that says nothing. A value its clause names something else (a deposit, a fee), or a count with
other counts beside it, is not taken for the fact."""

import pytest

from safety.correct import repair
from safety.facts import HardFacts

TOTAL = {"amounts": [{"value": "29641.80", "currency": "CHF"}]}
GROUP = {"counts": [{"value": 75, "unit": "participants"}]}


def _repair(raw: dict, text: str, lang: str):
    return repair(HardFacts.model_validate(raw), text, locale=lang)


@pytest.mark.parametrize(
    "text,lang,expected",
    [
        ("The total comes to CHF 40.00. Kind regards", "en",
         "The total comes to CHF 29'641.80. Kind regards"),
        ("| Item | Detail |\n|---|---|\n| Total | CHF 12.50 |\n| Room | Kubus |", "en",
         "| Item | Detail |\n|---|---|\n| Total | CHF 29'641.80 |\n| Room | Kubus |"),
        ("Der Gesamtpreis beträgt CHF 95.–. Freundliche Grüsse", "de",
         "Der Gesamtpreis beträgt CHF 29'641.80. Freundliche Grüsse"),
        ("Le montant total s'élève à 3,95 CHF. Meilleures salutations", "fr",
         "Le montant total s'élève à 29 641,80 CHF. Meilleures salutations"),
        ("<li><strong>Totale:</strong> CHF 5.00</li>", "it",
         "<li><strong>Totale:</strong> CHF 29'641.80</li>"),
    ],
)  # fmt: skip
def test_the_only_amount_far_off_is_replaced_where_it_stands(text, lang, expected) -> None:
    fixed = _repair(TOTAL, text, lang)
    assert [i.kind for i in fixed.report.issues] == ["wrong"]
    assert fixed.text == expected


def test_a_deposit_far_off_is_no_price_written_wrongly() -> None:
    fixed = _repair(TOTAL, "The room is reserved. A deposit of CHF 40.00 is due.", "en")
    assert sorted(i.kind for i in fixed.report.issues) == ["invented", "missing"]
    assert "deposit of CHF 29" not in fixed.text


def test_an_amount_beside_the_right_one_is_still_invented() -> None:
    text = "The total is CHF 29'641.80. Parking costs CHF 5.00."
    fixed = _repair(TOTAL, text, "en")
    assert [i.kind for i in fixed.report.issues] == ["invented"]
    assert fixed.text == "The total is CHF 29'641.80."


@pytest.mark.parametrize(
    "text,lang,expected",
    [
        ("We expect 9,181 bankers at the event.", "en", "We expect 75 bankers at the event."),
        ("The room is set up for twenty-six surgeons.", "en",
         "The room is set up for seventy-five surgeons."),
        ("Wir erwarten 12 Pflegefachleute am Anlass.", "de",
         "Wir erwarten 75 Pflegefachleute am Anlass."),
        ("Nous attendons 16 exposants à l'événement.", "fr",
         "Nous attendons 75 exposants à l'événement."),
        ("Aspettiamo 20 tesserati all'evento.", "it", "Aspettiamo 75 tesserati all'evento."),
    ],
)  # fmt: skip
def test_the_only_count_where_the_group_size_goes_is_replaced(text, lang, expected) -> None:
    fixed = _repair(GROUP, text, lang)
    assert [i.kind for i in fixed.report.issues] == ["wrong"]
    assert fixed.text == expected


def test_a_count_of_things_after_with_is_not_taken_for_the_group() -> None:
    # "with" leads a count of what the room holds as often as the group: the group is stated.
    fixed = _repair(GROUP, "The room comes with 2 flipcharts.", "en")
    assert [i.kind for i in fixed.report.issues] == ["missing"]
    assert "2 flipcharts" in fixed.text
