"""A fact type is one module: a kind defined here alone, a floor of the building ("3rd floor",
"floor 3"), is registered with safety.kinds and becomes a list of HardFacts, a type verify
checks and one whose missing facts the inserted sentences state, with no other module touched."""

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import pytest
from pydantic import Field, ValidationError

from safety import HardFacts, repair, verify
from safety.facts import FactList, FactModel
from safety.insertion import ListItemStyle, missing_fact_items, missing_fact_sentences
from safety.kinds import KINDS, kind_of, register, unregister
from safety.kinds.base import FactKind
from safety.mentions import Mention
from safety.patterns import compile_pattern, scan
from safety.report import Issue
from safety.request import VerifyRequest
from safety.verification import verify_request

# -- the floor kind, as a module of its own would define it -----------------------------------------


class FloorFact(FactModel):
    """The floor an event is on: `{"value": 3}`."""

    value: int = Field(ge=-5, le=200)


@dataclass(frozen=True, slots=True, kw_only=True)
class FloorMention(Mention):
    value: int


_SUFFIXES = {1: "st", 2: "nd", 3: "rd"}
_FLOOR = compile_pattern(
    r"\b(?:(?P<ordinal>\d{1,3})(?:st|nd|rd|th) floor|floor (?P<plain>\d{1,3}))\b"
)


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else _SUFFIXES.get(number % 10, "th")
    return f"{number}{suffix} floor"


class FloorKind(FactKind[FloorMention, FloorFact]):
    fact_type = "floor"  # type: ignore[assignment]
    holding = FactList("floors", FloorFact)
    label = {"en": "Floor", "de": "Stockwerk", "fr": "Étage", "it": "Piano"}
    sentences = {
        "en": ("The event is on {v}.", "The event is on {v}."),
        "de": (
            "Der Anlass findet im Stockwerk {v} statt.",
            "Der Anlass findet in den Stockwerken {v} statt.",
        ),
        "fr": ("L'événement a lieu à l'étage {v}.", "L'événement a lieu aux étages {v}."),
        "it": ("L'evento si svolge al piano {v}.", "L'evento si svolge ai piani {v}."),
    }

    def recognize(self, text: str) -> list[FloorMention]:
        mentions = []
        for match in scan(_FLOOR, text):
            ordinal = match.group("ordinal")
            mentions.append(
                FloorMention(
                    value=int(ordinal or match.group("plain")),
                    start=match.start(),
                    end=match.end(),
                    text=match.group(),
                    style="ordinal" if ordinal else "plain",
                )
            )
        return mentions

    def found_in(self, found) -> Sequence[FloorMention]:
        return [m for m in found.values.get(self.fact_type, []) if isinstance(m, FloorMention)]

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, FloorMention)

    def decode(self, expected: str) -> int:
        return int(expected)

    def states(self, mention: FloorMention, expected: str | None) -> bool:
        return str(mention.value) == expected

    def format(self, value: int, style: str, lang) -> str:
        if style == "ordinal":
            return _ordinal(value)
        return f"floor {value}" if lang == "en" else str(value)

    def equal(self, mention: FloorMention, fact: FloorFact) -> bool:
        return mention.value == fact.value

    def closeness(self, mention: FloorMention, fact: FloorFact) -> float | None:
        return -abs(mention.value - fact.value)


FLOORS = FloorKind()


@pytest.fixture
def floors() -> Iterator[FloorKind]:
    register(FLOORS)
    try:
        yield FLOORS
    finally:
        unregister(FLOORS)


# -- HardFacts ----------------------------------------------------------------------------------------


def test_hardfacts_holds_the_librarys_own_lists_in_the_order_of_the_public_json_shape():
    assert list(HardFacts.model_fields) == ["dates", "times", "rooms", "amounts", "counts", "terms"]
    assert list(HardFacts().model_dump(mode="json")) == list(HardFacts.model_fields)


def test_hardfacts_holds_no_floors_until_the_kind_is_registered():
    with pytest.raises(ValidationError, match="floors"):
        HardFacts.model_validate({"floors": [{"value": 3}]})


def test_hardfacts_holds_the_registered_kinds_facts_after_the_others(floors):
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}], "floors": [{"value": 3}]})
    assert floors.facts(facts) == [FloorFact(value=3)]
    assert facts.floors == [FloorFact(value=3)]
    assert not facts.is_empty()
    assert facts.model_dump(mode="json") == {
        "dates": [],
        "times": [{"required": True, "value": "18:00", "zone": None}],
        "rooms": [],
        "amounts": [],
        "counts": [],
        "terms": [],
        "floors": [{"required": True, "value": 3}],
    }
    assert HardFacts(floors=[FloorFact(value=4, required=False)]).floors[0].required is False


def test_hardfacts_checks_the_registered_kinds_facts_by_their_model(floors):
    with pytest.raises(ValidationError) as error:
        HardFacts.model_validate({"floors": [{"value": 900}]})
    assert [item["loc"] for item in error.value.errors()] == [("floors", 0, "value")]


def test_the_kind_leaves_again_when_unregistered():
    register(FLOORS)
    unregister(FLOORS)
    assert FLOORS not in KINDS
    with pytest.raises(ValidationError, match="floors"):
        HardFacts.model_validate({"floors": [{"value": 3}]})
    assert HardFacts.model_validate({"dates": [{"value": "2026-08-08"}]}).model_dump(mode="json")[
        "dates"
    ] == [{"required": True, "value": "2026-08-08"}]


# -- verify -------------------------------------------------------------------------------------------


def test_verify_flags_a_wrong_floor_and_correct_writes_the_right_one_in_its_form(floors):
    facts = HardFacts.model_validate({"floors": [{"value": 3}]})
    text = "Your seminar takes place on the 5th floor, right by the lifts."
    report = verify(facts, text, locale="en")
    assert report.issues == (Issue("wrong", "floor", "5th floor", "3", (32, 41), "3rd floor"),)
    assert kind_of("floor") is floors
    assert repair(facts, text, locale="en").text == (
        "Your seminar takes place on the 3rd floor, right by the lifts."
    )


def test_verify_confirms_a_right_floor_and_leaves_other_numbers_alone(floors):
    facts = HardFacts.model_validate({"floors": [{"value": 2}], "counts": [{"value": 40}]})
    report = verify(facts, "The room on floor 2 seats your 40 participants.", locale="en")
    assert report.issues == ()


# -- insertion ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["The time is 18:00.", "The event is on floor 3."]),
        ("de", ["Die Uhrzeit ist 18:00 Uhr.", "Der Anlass findet im Stockwerk 3 statt."]),
        ("fr", ["L'heure est 18:00.", "L'événement a lieu à l'étage 3."]),
        ("it", ["L'orario è 18:00.", "L'evento si svolge al piano 3."]),
    ],
)
def test_a_missing_floor_is_stated_in_the_kinds_own_sentence(floors, lang, expected):
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}], "floors": [{"value": 3}]})
    missing = [
        Issue("missing", "floor", None, "3", reason="absent"),
        Issue("missing", "time", None, "18:00", reason="absent"),
    ]
    assert missing_fact_sentences(facts, missing, lang) == expected


def test_a_missing_floor_joins_a_labelled_list_under_the_kinds_label(floors):
    facts = HardFacts.model_validate({"floors": [{"value": 3}]})
    item = ListItemStyle("", "-", "**", "", ":", "**", "")
    missing = [Issue("missing", "floor", None, "3", reason="absent")]
    assert missing_fact_items(facts, missing, "en", item) == ["- **Floor:** floor 3"]


def test_a_reply_without_the_floor_gets_it_inserted(floors):
    facts = HardFacts.model_validate({"floors": [{"value": 3}]})
    report = verify(facts, "We look forward to welcoming you.", locale="en")
    assert report.issues == (Issue("missing", "floor", None, "3", reason="absent"),)
    assert (
        "The event is on floor 3."
        in repair(facts, "We look forward to welcoming you.", locale="en").text
    )


# -- the verify contract ------------------------------------------------------------------------------


def test_the_verify_contract_reads_and_reports_the_registered_kind(floors):
    request = VerifyRequest.model_validate(
        {"facts": {"floors": [{"value": 3}]}, "text": "See you on floor 4.", "locale": "en"}
    )
    body = verify_request(request)
    assert [(i["kind"], i["type"], i["found"], i["expected"]) for i in body["issues"]] == [
        ("wrong", "floor", "floor 4", "3")
    ]
    assert body["text"] == "See you on floor 3."
