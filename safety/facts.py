"""HardFacts: the canonical facts one reply must carry, in the public JSON shape.

    {"dates": [{"value": "2026-08-08", "required": true}], "times": [{"value": "18:00"}],
     "rooms": [{"value": "Punkt.Null"}], "amounts": [{"value": "1250.00", "currency": "CHF"}],
     "counts": [{"value": 30, "unit": "participants"}],
     "terms": [{"value": "Apéro Package", "kind": "product"}]}

Every list is optional and `required` defaults to true. An optional fact may be left out of a
reply, but when it appears its value must be right. Amounts and counts may name the room or term
they belong to with `subject`.

HardFacts lists no fact type itself: each FactKind (safety.kinds) declares the list that holds its
facts (a FactList: "dates" of DateFact), and HardFacts holds the lists of the kinds registered, in
the order they were registered. Its parsing, its JSON and its checks go over those lists alone.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Generic, Literal, TypeVar, cast, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_serializer,
    field_validator,
    model_validator,
)
from pydantic.fields import FieldInfo

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


def _not_a_number(raw: object, written_as: str) -> object:
    """Refuses a number or boolean where a date or time belongs: read leniently, 1800 would be
    the time 00:30 and 0 the date 1970-01-01, a fact the caller never meant."""
    if isinstance(raw, int | float | Decimal):  # bool is an int too
        raise ValueError(f"must be a string written as {written_as}, not a number")
    return raw


class DateFact(FactModel):
    """A date the reply must state: `{"value": "2026-08-08"}`."""

    value: dt.date

    @field_validator("value", mode="before")
    @classmethod
    def _iso_date(cls, raw: object) -> object:
        return _not_a_number(raw, "YYYY-MM-DD")


class TimeFact(FactModel):
    """A time of day, to the minute: `{"value": "18:00"}`."""

    value: dt.time

    @field_validator("value", mode="before")
    @classmethod
    def _hh_mm(cls, raw: object) -> object:
        _not_a_number(raw, "HH:MM")
        if isinstance(raw, str) and len(raw) <= 5 and ":" in raw:
            hours, _, minutes = raw.partition(":")
            if hours.isdigit() and minutes.isdigit() and len(minutes) == 2:
                return (
                    dt.time(int(hours), int(minutes))
                    if int(hours) < 24 and int(minutes) < 60
                    else raw
                )
        return raw

    @field_validator("value")
    @classmethod
    def _whole_minutes(cls, value: dt.time) -> dt.time:
        return value.replace(second=0, microsecond=0, tzinfo=None)

    @field_serializer("value", when_used="json")
    def _as_hh_mm(self, value: dt.time) -> str:
        return f"{value:%H:%M}"


def _clean_name(value: str) -> str:
    if value != value.strip():
        raise ValueError("must not start or end with spaces")
    if not value:
        raise ValueError("must not be empty")
    if "{{" in value or "}}" in value:
        raise ValueError("must not contain marker syntax ({{ or }})")
    return value


class RoomFact(FactModel):
    """A room, by its canonical name: `{"value": "Punkt.Null"}`."""

    value: str = Field(max_length=MAX_NAME_LENGTH)

    _name = field_validator("value")(classmethod(lambda cls, v: _clean_name(v)))

    def named(self) -> tuple[str, str]:
        return self.value, "room"


class TermFact(FactModel):
    """A product or feature, by its canonical name: `{"value": "Apéro Package", "kind": "product"}`."""

    value: str = Field(max_length=MAX_NAME_LENGTH)
    kind: TermKind

    _name = field_validator("value")(classmethod(lambda cls, v: _clean_name(v)))

    def named(self) -> tuple[str, str]:
        return self.value, self.kind


class AmountFact(FactModel):
    """An amount of money (Decimal, two places) in a currency, default CHF; `subject` names the
    room or term it belongs to."""

    value: Decimal = Field(ge=0, le=Decimal("100000000"), decimal_places=2, allow_inf_nan=False)
    currency: str = Field(default="CHF", pattern=r"^[A-Z]{3}$")
    subject: str | None = None

    def belongs_to(self) -> str | None:
        return self.subject


class CountFact(FactModel):
    """A number of people: the group (`participants`) or what a room holds (`capacity`)."""

    value: int = Field(ge=0, le=1_000_000)
    unit: CountUnit = "participants"
    subject: str | None = None

    @field_validator("value", mode="before")
    @classmethod
    def _not_a_boolean(cls, raw: object) -> object:
        if isinstance(raw, bool):
            raise ValueError("must be a whole number, not true or false")
        return raw

    def belongs_to(self) -> str | None:
        return self.subject


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
    """Marks a pydantic model with a HardFacts field (safety.contract.VerifyRequest): pydantic
    copies HardFacts' schema into it, so it is rebuilt whenever HardFacts gains or loses a list."""
    _HOLDERS.append(model)
    return model


def hold(holding: FactList[Any]) -> None:
    """Gives HardFacts one more list: `holding.field`, of `holding.model`, after those it has."""
    if holding.field in _HELD:
        raise ValueError(f"HardFacts already holds {holding.field!r}")
    annotation = cast(Any, list)[holding.model]
    default = cast(FieldInfo, Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE))
    HardFacts.__pydantic_fields__[holding.field] = FieldInfo.from_annotated_attribute(
        annotation, default
    )
    _HELD[holding.field] = holding
    _rebuild()


def release(holding: FactList[Any]) -> None:
    """Takes the list `holding` away from HardFacts again (hold's inverse)."""
    del HardFacts.__pydantic_fields__[holding.field]
    del _HELD[holding.field]
    _rebuild()


def _rebuild() -> None:
    models: list[type[BaseModel]] = [HardFacts, *_HOLDERS]
    for model in models:
        model.model_rebuild(force=True)
