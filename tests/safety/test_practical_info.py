"""Clean replies with practical information come back byte for byte; an invented discount or card
request goes alone (devtools.practical_info generates both, in four languages and four layouts)."""

import pytest

from devtools.practical_info import LANGS, LAYOUTS, changed_clean, generate, invented_clause_removed
from safety import HardFacts, repair

CASES = list(generate(len(LANGS) * len(LAYOUTS) * 2, seed=11))


def test_every_language_and_layout_is_generated():
    assert {(case.lang, case.layout) for case in CASES} == {
        (lang, layout) for lang in LANGS for layout in LAYOUTS
    }


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.lang}-{case.layout}")
def test_a_clean_reply_with_practical_information_is_unchanged(case):
    assert changed_clean(case) == []


@pytest.mark.parametrize("case", CASES, ids=lambda case: f"{case.lang}-{case.layout}")
def test_an_invented_discount_or_card_request_goes_and_nothing_else(case):
    assert case.invented != case.text and case.clause in case.invented
    assert invented_clause_removed(case)


@pytest.mark.parametrize(
    "text",
    [
        "Vous nous trouverez à la Seestrasse 12, 8002 Zürich.",
        "Ci trovate in via Roma 5, 6900 Lugano.",
        "We are at the Bahnhofplatz 3 in Bern.",
        "Wir sind an der Seestrasse 12.",
    ],
)
def test_an_address_is_no_room(text):
    facts = HardFacts.model_validate({"rooms": [{"value": "Kubus", "required": False}]})
    assert repair(facts, text).text == text


def test_a_numbered_room_after_a_cue_is_still_a_room():
    facts = HardFacts.model_validate({"rooms": [{"value": "Kubus"}]})
    fixed = repair(facts, "The Kubus is yours; the apéro is in the Orangerie Salon.").text
    assert "Orangerie" not in fixed and "Kubus" in fixed
