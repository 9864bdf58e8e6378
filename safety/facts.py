"""HardFacts: the canonical facts one reply must carry, in the public JSON shape.

    {"dates": [{"value": "2026-08-08", "required": true}], "times": [{"value": "18:00"}],
     "rooms": [{"value": "Punkt.Null"}], "amounts": [{"value": "1250.00", "currency": "CHF"}],
     "counts": [{"value": 30, "unit": "participants"}],
     "terms": [{"value": "Apéro Package", "kind": "product"}]}

Every list is optional and `required` defaults to true. An optional fact may be left out of a
reply, but when it appears its value must be right. Amounts and counts may name the room or term
they belong to with `subject`.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    field_serializer,
    field_validator,
    model_validator,
)

FactType = Literal["date", "time", "room", "amount", "count", "term"]
FACT_TYPES: tuple[FactType, ...] = get_args(FactType)
CountUnit = Literal["participants", "capacity"]
TermKind = Literal["product", "feature"]

MAX_FACTS_PER_TYPE = 50
MAX_NAME_LENGTH = 200


class _Fact(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    required: bool = True


def _not_a_number(raw: object, written_as: str) -> object:
    """Refuses a number or boolean where a date or time belongs: read leniently, 1800 would be
    the time 00:30 and 0 the date 1970-01-01, a fact the caller never meant."""
    if isinstance(raw, int | float | Decimal):  # bool is an int too
        raise ValueError(f"must be a string written as {written_as}, not a number")
    return raw


class DateFact(_Fact):
    """A date the reply must state: `{"value": "2026-08-08"}`."""

    value: dt.date

    @field_validator("value", mode="before")
    @classmethod
    def _iso_date(cls, raw: object) -> object:
        return _not_a_number(raw, "YYYY-MM-DD")


class TimeFact(_Fact):
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


class RoomFact(_Fact):
    """A room, by its canonical name: `{"value": "Punkt.Null"}`."""

    value: str = Field(max_length=MAX_NAME_LENGTH)

    _name = field_validator("value")(classmethod(lambda cls, v: _clean_name(v)))


class TermFact(_Fact):
    """A product or feature, by its canonical name: `{"value": "Apéro Package", "kind": "product"}`."""

    value: str = Field(max_length=MAX_NAME_LENGTH)
    kind: TermKind

    _name = field_validator("value")(classmethod(lambda cls, v: _clean_name(v)))


class AmountFact(_Fact):
    """An amount of money (Decimal, two places) in a currency, default CHF; `subject` names the
    room or term it belongs to."""

    value: Decimal = Field(ge=0, le=Decimal("100000000"), decimal_places=2, allow_inf_nan=False)
    currency: str = Field(default="CHF", pattern=r"^[A-Z]{3}$")
    subject: str | None = None


class CountFact(_Fact):
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


class HardFacts(BaseModel):
    """The canonical facts one reply must carry, by type; build with `HardFacts.model_validate`
    from the public JSON shape."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    dates: list[DateFact] = Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE)
    times: list[TimeFact] = Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE)
    rooms: list[RoomFact] = Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE)
    amounts: list[AmountFact] = Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE)
    counts: list[CountFact] = Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE)
    terms: list[TermFact] = Field(default_factory=list, max_length=MAX_FACTS_PER_TYPE)

    @model_validator(mode="after")
    def _subjects_name_known_facts(self) -> HardFacts:
        known = {room.value for room in self.rooms} | {term.value for term in self.terms}
        for label, facts in (("amounts", self.amounts), ("counts", self.counts)):
            for fact in facts:
                if fact.subject is not None and fact.subject not in known:
                    raise ValueError(
                        f"{label}: subject {fact.subject!r} is not a room or term of these facts"
                    )
        return self

    def is_empty(self) -> bool:
        return not any((self.dates, self.times, self.rooms, self.amounts, self.counts, self.terms))

    def names(self) -> list[tuple[str, str]]:
        """The (name, kind) pairs of the rooms and terms: what the sandwich masks for the LLM."""
        return [(room.value, "room") for room in self.rooms] + [
            (term.value, term.kind) for term in self.terms
        ]
