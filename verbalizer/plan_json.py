"""A ReplyPlan as JSON and back, strictly: unknown keys, wrong types and malformed values are refused.

    {"lang": "de", "date": "2026-08-08", "start_time": "18:00", "end_time": "22:00",
     "participants": 30,
     "offers": [{"name": "Salon Rose", "capacity": 60, "price": "1250.00"}],
     "taken": ["Dachterrasse"],
     "quote": {"room": "Salon Rose",
               "lines": [{"name": "Salon Rose", "kind": "room", "quantity": 1,
                          "unit_price": "1250.00", "amount": "1250.00"}],
               "subtotal": "1250.00", "vat_rate": "8.1", "vat": "101.25", "total": "1351.25"},
     "products": ["Apéro riche"], "features": ["projector"],
     "unknown": [{"written": "Salle Bleue", "suggestions": [{"name": "Seesicht", "kind": "room"}]}],
     "ask_for": ["time"], "date_in_past": false}

Only `lang` is required; every other key defaults as in ReplyPlan, and `plan_to_json` leaves
defaults out. Amounts are decimal strings, never JSON numbers, so no value passes through a float.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Callable, Mapping
from dataclasses import fields as dataclass_fields
from decimal import Decimal
from typing import Any, TypeVar, get_args, get_type_hints

from pydantic import ConfigDict, TypeAdapter, ValidationError

from safety import NameKind
from safety.lang import Lang
from verbalizer.plan import (
    CatalogName,
    Detail,
    PriceLine,
    QuoteSummary,
    RateKind,
    ReplyPlan,
    RoomOffer,
    UnclearReason,
    UnknownName,
)

T = TypeVar("T")

_DECIMAL = re.compile(r"\d{1,9}(?:\.\d{1,4})?")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_TIME = re.compile(r"\d{2}:\d{2}")
_CURRENCY = re.compile(r"[A-Z]{3}")


class PlanFormatError(ValueError):
    """The JSON is not a plan; the message names where, as in "plan.offers[1].price"."""


# -- from JSON -----------------------------------------------------------------------------------


def plan_from_json(data: object, path: str = "plan") -> ReplyPlan:
    fields = _object(data, path, required={"lang"}, optional=_PLAN_OPTIONAL | set(_LATER))
    return ReplyPlan(
        lang=_choice(fields["lang"], f"{path}.lang", get_args(Lang)),
        date=_optional(fields, "date", path, _date),
        start_time=_optional(fields, "start_time", path, _time),
        end_time=_optional(fields, "end_time", path, _time),
        participants=_optional(fields, "participants", path, _count),
        offers=_list(fields.get("offers", []), f"{path}.offers", _offer),
        taken=_list(fields.get("taken", []), f"{path}.taken", _name),
        quote=_optional(fields, "quote", path, _quote),
        products=_list(fields.get("products", []), f"{path}.products", _name),
        features=_list(fields.get("features", []), f"{path}.features", _name),
        unknown=_list(fields.get("unknown", []), f"{path}.unknown", _unknown),
        ask_for=_list(fields.get("ask_for", []), f"{path}.ask_for", _detail),
        date_in_past=_boolean(fields.get("date_in_past", False), f"{path}.date_in_past"),
        unclear=_list(fields.get("unclear", []), f"{path}.unclear", _unclear),
        follow_up=_boolean(fields.get("follow_up", False), f"{path}.follow_up"),
        changed=_list(fields.get("changed", []), f"{path}.changed", _changed_detail),
        not_understood=_boolean(fields.get("not_understood", False), f"{path}.not_understood"),
        language_note=_boolean(fields.get("language_note", False), f"{path}.language_note"),
        **{key: _later(key, fields[key], path) for key in _LATER if key in fields},
    )


_PLAN_OPTIONAL = {
    "date", "start_time", "end_time", "participants", "offers", "taken", "quote",
    "products", "features", "unknown", "ask_for", "date_in_past", "unclear",
    "follow_up", "changed", "not_understood", "language_note",
}  # fmt: skip
_CHANGED = ("date", "time", "participants", "rooms", "products", "features")


# The fields the plan gained after the ones above (holds, wishes, aliases shown, the reasons a
# room is taken, the days free instead): read and written by their types, strictly (a wrong type
# or an unknown key is refused, with its path), so a reply's audit replays the plan it rendered.
_STRICT = ConfigDict(extra="forbid", strict=False)
_LATER: dict[str, TypeAdapter[Any]] = {
    field.name: TypeAdapter(get_type_hints(ReplyPlan)[field.name], config=_STRICT)
    for field in dataclass_fields(ReplyPlan)
    if field.name not in {"lang", *_PLAN_OPTIONAL}
}
_DEFAULTS = {field.name: field.default for field in dataclass_fields(ReplyPlan)}


def _later(key: str, data: object, path: str) -> Any:
    try:
        return _LATER[key].validate_python(data)
    except ValidationError as error:
        where = ".".join(str(part) for part in error.errors()[0]["loc"])
        raise PlanFormatError(
            f"{path}.{key}{'.' + where if where else ''}: {error.errors()[0]['msg']}"
        ) from None


def _offer(data: object, path: str) -> RoomOffer:
    fields = _object(data, path, required={"name", "capacity"}, optional={"price", "rate_kind"})
    return RoomOffer(
        name=_name(fields["name"], f"{path}.name"),
        capacity=_count(fields["capacity"], f"{path}.capacity"),
        price=_optional(fields, "price", path, _decimal),
        rate_kind=_optional(fields, "rate_kind", path, _rate_kind),
    )


def _rate_kind(data: object, path: str) -> RateKind:
    return _choice(data, path, get_args(RateKind))


def _quote(data: object, path: str) -> QuoteSummary:
    fields = _object(
        data,
        path,
        required={"room", "lines", "subtotal", "vat_rate", "vat", "total"},
        optional={"currency", "rounding"},
    )
    return QuoteSummary(
        room=_name(fields["room"], f"{path}.room"),
        lines=_list(fields["lines"], f"{path}.lines", _price_line),
        subtotal=_decimal(fields["subtotal"], f"{path}.subtotal"),
        vat_rate=_decimal(fields["vat_rate"], f"{path}.vat_rate"),
        vat=_decimal(fields["vat"], f"{path}.vat"),
        total=_decimal(fields["total"], f"{path}.total"),
        currency=_currency(fields.get("currency", "CHF"), f"{path}.currency"),
        rounding=_signed_decimal(fields.get("rounding", "0.00"), f"{path}.rounding"),
    )


def _price_line(data: object, path: str) -> PriceLine:
    fields = _object(
        data,
        path,
        required={"name", "kind", "quantity", "unit_price", "amount"},
        optional={"per_person"},
    )
    return PriceLine(
        name=_name(fields["name"], f"{path}.name"),
        kind=_choice(fields["kind"], f"{path}.kind", ("room", "product")),
        quantity=_count(fields["quantity"], f"{path}.quantity"),
        unit_price=_decimal(fields["unit_price"], f"{path}.unit_price"),
        amount=_decimal(fields["amount"], f"{path}.amount"),
        per_person=_boolean(fields.get("per_person", False), f"{path}.per_person"),
    )


def _unknown(data: object, path: str) -> UnknownName:
    fields = _object(data, path, required={"written"}, optional={"suggestions"})
    return UnknownName(
        written=_name(fields["written"], f"{path}.written"),
        suggestions=_list(fields.get("suggestions", []), f"{path}.suggestions", _catalog_name),
    )


def _catalog_name(data: object, path: str) -> CatalogName:
    fields = _object(data, path, required={"name", "kind"}, optional=set())
    return CatalogName(
        name=_name(fields["name"], f"{path}.name"),
        kind=_choice(fields["kind"], f"{path}.kind", get_args(NameKind)),
    )


def _detail(data: object, path: str) -> Detail:
    return _choice(data, path, get_args(Detail))


def _changed_detail(data: object, path: str) -> str:
    return _choice(data, path, _CHANGED)


def _unclear(data: object, path: str) -> tuple[Detail, UnclearReason]:
    fields = _object(data, path, required={"detail", "reason"}, optional=set())
    return (
        _detail(fields["detail"], f"{path}.detail"),
        _choice(fields["reason"], f"{path}.reason", get_args(UnclearReason)),
    )


# -- values --------------------------------------------------------------------------------------


def _object(
    data: object, path: str, *, required: set[str], optional: set[str]
) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise PlanFormatError(f"{path}: expected an object, got {_kind_of(data)}")
    unknown = sorted(set(data) - required - optional)
    if unknown:
        raise PlanFormatError(f"{path}: unknown key(s) {', '.join(map(repr, unknown))}")
    missing = sorted(required - set(data))
    if missing:
        raise PlanFormatError(f"{path}: missing key(s) {', '.join(map(repr, missing))}")
    return data


def _optional(
    fields: Mapping[str, Any], key: str, path: str, read: Callable[[object, str], T]
) -> T | None:
    value = fields.get(key)
    return None if value is None else read(value, f"{path}.{key}")


def _list(data: object, path: str, read: Callable[[object, str], T]) -> tuple[T, ...]:
    if not isinstance(data, list):
        raise PlanFormatError(f"{path}: expected a list, got {_kind_of(data)}")
    return tuple(read(item, f"{path}[{index}]") for index, item in enumerate(data))


def _name(data: object, path: str) -> str:
    if not isinstance(data, str) or not data.strip() or data != data.strip():
        raise PlanFormatError(f"{path}: expected a name without surrounding spaces, got {data!r}")
    return data


def _choice(data: object, path: str, choices: tuple[str, ...]) -> Any:
    if data not in choices:
        raise PlanFormatError(f"{path}: expected one of {', '.join(choices)}, got {data!r}")
    return data


def _count(data: object, path: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int) or data < 0:
        raise PlanFormatError(f"{path}: expected a whole number of at least 0, got {data!r}")
    return data


def _boolean(data: object, path: str) -> bool:
    if not isinstance(data, bool):
        raise PlanFormatError(f"{path}: expected true or false, got {data!r}")
    return data


def _decimal(data: object, path: str) -> Decimal:
    if not isinstance(data, str) or not _DECIMAL.fullmatch(data):
        raise PlanFormatError(f'{path}: expected a decimal string such as "1250.00", got {data!r}')
    return Decimal(data)


def _signed_decimal(data: object, path: str) -> Decimal:
    """A decimal string that may be negative: a quote's rounding ("-0.01")."""
    if isinstance(data, str) and data.startswith("-"):
        return -_decimal(data[1:], path)
    return _decimal(data, path)


def _currency(data: object, path: str) -> str:
    if not isinstance(data, str) or not _CURRENCY.fullmatch(data):
        raise PlanFormatError(f"{path}: expected a currency code such as CHF, got {data!r}")
    return data


def _date(data: object, path: str) -> dt.date:
    if isinstance(data, str) and _DATE.fullmatch(data):
        try:
            return dt.date.fromisoformat(data)
        except ValueError:
            pass
    raise PlanFormatError(f"{path}: expected a date YYYY-MM-DD, got {data!r}")


def _time(data: object, path: str) -> dt.time:
    if isinstance(data, str) and _TIME.fullmatch(data):
        try:
            return dt.time.fromisoformat(data)
        except ValueError:
            pass
    raise PlanFormatError(f"{path}: expected a time HH:MM, got {data!r}")


def _kind_of(data: object) -> str:
    kinds: dict[type, str] = {dict: "an object", list: "a list", str: "a string"}
    return kinds.get(type(data), repr(data))


# -- to JSON -------------------------------------------------------------------------------------


def plan_to_json(plan: ReplyPlan) -> dict[str, Any]:
    """The plan's JSON form, leaving out every field that has its default."""
    data: dict[str, Any] = {
        "lang": plan.lang,
        "date": plan.date.isoformat() if plan.date else None,
        "start_time": _time_text(plan.start_time),
        "end_time": _time_text(plan.end_time),
        "participants": plan.participants,
        "offers": [_offer_json(offer) for offer in plan.offers],
        "taken": list(plan.taken),
        "quote": _quote_json(plan.quote) if plan.quote else None,
        "products": list(plan.products),
        "features": list(plan.features),
        "unknown": [_unknown_json(name) for name in plan.unknown],
        "ask_for": list(plan.ask_for),
        "date_in_past": plan.date_in_past or None,
        "unclear": [{"detail": detail, "reason": reason} for detail, reason in plan.unclear],
        "follow_up": plan.follow_up or None,
        "changed": list(plan.changed),
        "not_understood": plan.not_understood or None,
        "language_note": plan.language_note or None,
    }
    for key, adapter in _LATER.items():
        value = getattr(plan, key)
        if value != _DEFAULTS[key]:
            data[key] = adapter.dump_python(value, mode="json")
    return {key: value for key, value in data.items() if value not in (None, [])}


def _offer_json(offer: RoomOffer) -> dict[str, Any]:
    data: dict[str, Any] = {"name": offer.name, "capacity": offer.capacity}
    if offer.price is not None:
        data["price"] = str(offer.price)
    if offer.rate_kind is not None:
        data["rate_kind"] = offer.rate_kind
    return data


def _quote_json(quote: QuoteSummary) -> dict[str, Any]:
    data: dict[str, Any] = {
        "room": quote.room,
        "lines": [_line_json(line) for line in quote.lines],
        "subtotal": str(quote.subtotal),
        "vat_rate": str(quote.vat_rate),
        "vat": str(quote.vat),
        "total": str(quote.total),
    }
    if quote.currency != "CHF":
        data["currency"] = quote.currency
    if quote.rounding:
        data["rounding"] = str(quote.rounding)
    return data


def _line_json(line: PriceLine) -> dict[str, Any]:
    data: dict[str, Any] = {
        "name": line.name,
        "kind": line.kind,
        "quantity": line.quantity,
        "unit_price": str(line.unit_price),
        "amount": str(line.amount),
    }
    if line.per_person:
        data["per_person"] = True
    return data


def _unknown_json(name: UnknownName) -> dict[str, Any]:
    data: dict[str, Any] = {"written": name.written}
    if name.suggestions:
        data["suggestions"] = [{"name": s.name, "kind": s.kind} for s in name.suggestions]
    return data


def _time_text(value: dt.time | None) -> str | None:
    if value is None:
        return None
    if value.second or value.microsecond or value.tzinfo:
        raise ValueError(f"a plan's times are whole minutes without a zone, not {value}")
    return f"{value:%H:%M}"


__all__ = ["PlanFormatError", "plan_from_json", "plan_to_json"]
