"""HardFacts: the canonical facts one reply must carry, in the public JSON shape.

    {"dates": [{"value": "2026-08-08", "required": true}], "times": [{"value": "18:00"}],
     "rooms": [{"value": "Punkt.Null"}], "amounts": [{"value": "1250.00", "currency": "CHF"}],
     "counts": [{"value": 30, "unit": "participants"}],
     "terms": [{"value": "Apéro Package", "kind": "product"}]}

Every list is optional and `required` defaults to true. An optional fact may be left out of a
reply, but when it appears its value must be right. Amounts and counts may name the room or term
they belong to with `subject`.

HardFacts lists no fact type itself. Each kind's module (safety.kinds) defines the model of its
facts (a FactModel: DateFact) and the list that holds them (a FactList: "dates" of DateFact);
HardFacts holds the lists of the kinds registered, in the order they were registered, and its
parsing, its JSON and its checks go over those lists alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeVar, cast, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic.fields import FieldInfo

if TYPE_CHECKING:
    # The lists of the library's own kinds, for HardFacts' static type only: the kinds' modules
    # build on this one, and register their lists with `hold` (safety.kinds).
    from safety.kinds.amounts import AmountFact
    from safety.kinds.counts import CountFact
    from safety.kinds.dates import DateFact
    from safety.kinds.names import RoomFact, TermFact
    from safety.kinds.times import TimeFact

# The library's own fact types, for static typing; a kind registered from elsewhere
# (safety.kinds.register) is a fact type at run time without being one of these.
FactType = Literal["date", "time", "room", "amount", "count", "term"]
FACT_TYPES: tuple[FactType, ...] = get_args(FactType)
CountUnit = Literal["participants", "capacity"]
TermKind = Literal["product", "feature"]

MAX_FACTS_PER_TYPE = 50
MAX_NAME_LENGTH = 200


class FactModel(BaseModel):
    """One fact of HardFacts: its value (declared by each fact type) and whether the reply must
    state it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    required: bool = True

    def named(self) -> tuple[str, str] | None:
        """The (name, kind) this fact names, for a room, product or feature: what the sandwich
        masks and what a `subject` may refer to. None for a value."""
        return None

    def belongs_to(self) -> str | None:
        """The room or term this fact belongs to (its `subject`), or None."""
        return None


def refuse_number(raw: object, written_as: str) -> object:
    """Refuses a number or boolean where a date or time belongs: read leniently, 1800 would be
    the time 00:30 and 0 the date 1970-01-01, a fact the caller never meant."""
    if isinstance(raw, int | float | Decimal):  # bool is an int too
        raise ValueError(f"must be a string written as {written_as}, not a number")
    return raw


FactT = TypeVar("FactT", bound=FactModel)


@dataclass(frozen=True, slots=True)
class FactList(Generic[FactT]):
    """How HardFacts holds the facts of one type: a list named `field` ("dates") of `model`
    (DateFact), at most MAX_FACTS_PER_TYPE long, empty by default."""

    field: str
    model: type[FactT]


class HardFacts(BaseModel):
    """The canonical facts one reply must carry, by type; build with `HardFacts.model_validate`
    from the public JSON shape."""

    # No fields of its own: one list per kind, given by hold() (the docstring is the schema's).
    model_config = ConfigDict(frozen=True, extra="forbid")

    if TYPE_CHECKING:
        # The lists of the library's own kinds, as a type checker sees them; at run time they
        # are the kinds' (safety.kinds). Any kind's facts are `kind.facts(hard)`, typed.
        dates: list[DateFact] = Field(default_factory=list)
        times: list[TimeFact] = Field(default_factory=list)
        rooms: list[RoomFact] = Field(default_factory=list)
        amounts: list[AmountFact] = Field(default_factory=list)
        counts: list[CountFact] = Field(default_factory=list)
        terms: list[TermFact] = Field(default_factory=list)

    @model_validator(mode="after")
    def _subjects_name_known_facts(self) -> HardFacts:
        known = {name for name, _ in self.names()}
        for holding in _HELD.values():
            for fact in self.of(holding):
                subject = fact.belongs_to()
                if subject is not None and subject not in known:
                    raise ValueError(
                        f"{holding.field}: subject {subject!r} is not a room or term of these facts"
                    )
        return self

    def of(self, holding: FactList[FactT]) -> Sequence[FactT]:
        """The facts `holding` holds."""
        return cast(Sequence[FactT], getattr(self, holding.field))

    def is_empty(self) -> bool:
        return not any(self.of(holding) for holding in _HELD.values())

    def names(self) -> list[tuple[str, str]]:
        """The (name, kind) pairs of the rooms and terms: what the sandwich masks for the LLM."""
        return [
            named
            for holding in _HELD.values()
            for fact in self.of(holding)
            if (named := fact.named()) is not None
        ]


_HELD: dict[str, FactList[Any]] = {}  # by field, in the order HardFacts holds them
_HOLDERS: list[type[BaseModel]] = []

ModelT = TypeVar("ModelT", bound=type[BaseModel])


def holds_hard_facts(model: ModelT) -> ModelT:
    """Marks a pydantic model with a HardFacts field (safety.request.VerifyRequest): pydantic
    copies HardFacts' schema into it, so it is rebuilt whenever HardFacts gains or loses a list."""
    _HOLDERS.append(model)
    return model


def hold(holding: FactList[Any]) -> None:
    """Gives HardFacts one more list: `holding.field`, of `holding.model`, after those it has."""
    if holding.field in _HELD:
        raise ValueError(f"HardFacts already holds {holding.field!r}")
    annotation = cast(Any, list)[holding.model]
    default = cast(FieldInfo, Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE))
    HardFacts.model_fields[holding.field] = FieldInfo.from_annotated_attribute(annotation, default)
    _HELD[holding.field] = holding
    _rebuild()


def release(holding: FactList[Any]) -> None:
    """Takes the list `holding` away from HardFacts again (hold's inverse)."""
    del HardFacts.model_fields[holding.field]
    del _HELD[holding.field]
    _rebuild()


def _rebuild() -> None:
    models: list[type[BaseModel]] = [HardFacts, *_HOLDERS]
    for model in models:
        model.model_rebuild(force=True)


__all__ = [
    "FACT_TYPES",
    "MAX_FACTS_PER_TYPE",
    "MAX_NAME_LENGTH",
    "CountUnit",
    "FactList",
    "FactModel",
    "FactType",
    "HardFacts",
    "TermKind",
    "hold",
    "holds_hard_facts",
    "refuse_number",
    "release",
]
