"""What a client asks for, and how each message of a conversation changes it."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

_REQUEST_KEYS = ("date", "start_time", "end_time", "participants", "rooms", "products", "features")


@dataclass(frozen=True)
class BookingRequest:
    """The request as the conversation has stated it so far; names are canonical catalog names."""

    date: dt.date | None = None
    start_time: dt.time | None = None
    end_time: dt.time | None = None
    participants: int | None = None
    rooms: tuple[str, ...] = ()
    products: tuple[str, ...] = ()
    features: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "date": self.date.isoformat() if self.date else None,
            "start_time": _clock(self.start_time),
            "end_time": _clock(self.end_time),
            "participants": self.participants,
            "rooms": list(self.rooms),
            "products": list(self.products),
            "features": list(self.features),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> BookingRequest:
        """The inverse of as_dict; missing keys are unstated, unknown keys are an error."""
        unknown = set(data) - set(_REQUEST_KEYS)
        if unknown:
            raise ValueError(f"unknown booking request keys: {', '.join(sorted(unknown))}")
        participants = data.get("participants")
        if participants is not None and (type(participants) is not int or participants < 1):
            raise ValueError("participants must be a positive whole number")
        return cls(
            date=_parsed(data.get("date"), dt.date.fromisoformat),
            start_time=_parsed(data.get("start_time"), dt.time.fromisoformat),
            end_time=_parsed(data.get("end_time"), dt.time.fromisoformat),
            participants=participants,
            rooms=_names(data.get("rooms")),
            products=_names(data.get("products")),
            features=_names(data.get("features")),
        )


@dataclass(frozen=True)
class RequestUpdate:
    """What one message states: a value is None and a name list empty where it says nothing.

    Names in `rooms`, `products` and `features` are asked for; those in the `*_removed` lists
    are taken away ("without the Apéro Package", "instead of the Atelier").
    """

    date: dt.date | None = None
    start_time: dt.time | None = None
    end_time: dt.time | None = None
    participants: int | None = None
    rooms: tuple[str, ...] = ()
    products: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    rooms_removed: tuple[str, ...] = ()
    products_removed: tuple[str, ...] = ()
    features_removed: tuple[str, ...] = ()
    # Fields the message wrote in a way that cannot be read: the request no longer holds them.
    cleared: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        """Only what the message states, in the shape of BookingRequest.as_dict."""
        stated: dict[str, Any] = {}
        for field in fields(self):
            value = getattr(self, field.name)
            if value is None or value == ():
                continue
            if isinstance(value, tuple):
                stated[field.name] = list(value)
            elif isinstance(value, dt.time):
                stated[field.name] = _clock(value)
            elif isinstance(value, dt.date):
                stated[field.name] = value.isoformat()
            else:
                stated[field.name] = value
        return stated

    @property
    def is_empty(self) -> bool:
        return not self.as_dict()


def request_merge(current: BookingRequest, update: RequestUpdate) -> BookingRequest:
    """The request after one more message.

    A stated value replaces the old one ("make it 40 people", "actually on the 14th"); rooms
    named replace the rooms asked for; products and features named are added; removals remove.
    """
    rooms = update.rooms or current.rooms
    if update.cleared:
        # Only fields that may be None are ever cleared (intake.message._CLEARED).
        unstated: dict[str, Any] = dict.fromkeys(update.cleared)
        current = replace(current, **unstated)
    return BookingRequest(
        date=_newer(update.date, current.date),
        start_time=_newer(update.start_time, current.start_time),
        end_time=_newer(update.end_time, current.end_time),
        participants=_newer(update.participants, current.participants),
        rooms=_without(rooms, update.rooms_removed),
        products=_without(_added(current.products, update.products), update.products_removed),
        features=_without(_added(current.features, update.features), update.features_removed),
    )


def _newer(stated, current):
    return current if stated is None else stated


def _added(current: tuple[str, ...], named: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys((*current, *named)))


def _without(names: tuple[str, ...], removed: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(name for name in names if name not in removed)


def _clock(value: dt.time | None) -> str | None:
    return value.strftime("%H:%M") if value is not None else None


def _parsed(value: Any, parse):
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError(f"expected an ISO string, got {value!r}")
    return parse(value)


def _names(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value):
        raise ValueError("names must be a list of strings")
    return tuple(value)
