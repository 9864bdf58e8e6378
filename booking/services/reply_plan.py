"""The facts builder: what a reply to a booking request says, read from the database right now.

Availability and quotes are computed at reply time, so a price or name edited in the admin is in
the very next reply. The plan's `facts()` are the HardFacts the reply is verified against.
"""

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

from django.conf import settings

from booking.errors import ApplicationError
from booking.models import Feature, Product, Room
from booking.services.availability import AvailableRoom, availability_list
from booking.services.intake import BookingRequest
from booking.services.quotes import Quote, quote_build
from verbalizer.plan import (
    CatalogName,
    Detail,
    PriceLine,
    QuoteSummary,
    ReplyPlan,
    RoomOffer,
    UnknownName,
)

MAX_OFFERS = 3
_LAST_MINUTE = dt.time(23, 59)


@dataclass(frozen=True)
class PlannedReply:
    plan: ReplyPlan
    category: str  # "" or the staff category: "EXTRACTION ERROR", "DATA ERROR"
    problem: str = ""  # what the category is about, for the audit


def reply_plan_build(
    *,
    request: BookingRequest,
    lang: str,
    today: dt.date,
    unknown: Sequence[tuple[str, Sequence[str]]] = (),
    unclear: Sequence[tuple[str, str]] = (),
    follow_up: bool = False,
    changed: Sequence[str] = (),
    not_understood: bool = False,
    language_note: bool = False,
) -> PlannedReply:
    """`unknown` holds (what the client wrote, closest catalog names) for names not in the catalog;
    `unclear` the (detail, reason) of values written in a way that cannot be read, asked back.
    A chat `follow_up` answers with what `changed`; one that is `not_understood` says so and asks,
    without offering again what the previous reply offered."""
    unknown_names = tuple(UnknownName(written, _kinds_of(names)) for written, names in unknown)
    end_unclear = any(detail == "end" for detail, _ in unclear)
    end_time = None if end_unclear else _end_time(request.start_time, request.end_time)
    base = ReplyPlan(
        lang=lang,  # type: ignore[arg-type]
        date=request.date,
        start_time=request.start_time,
        end_time=end_time,
        participants=request.participants,
        products=tuple(_existing(Product, request.products)),
        features=tuple(_existing(Feature, request.features)),
        unknown=unknown_names,
        ask_for=_details_missing(request, unclear),
        date_in_past=request.date is not None and request.date < today,
        unclear=tuple(unclear),  # type: ignore[arg-type]
        follow_up=follow_up,
        changed=tuple(changed),
        not_understood=not_understood,
        language_note=language_note,
    )
    category = "EXTRACTION ERROR" if unknown_names else ""
    if base.ask_for or base.date_in_past or not_understood:
        return PlannedReply(base, category, _problem(unknown_names))
    try:
        return PlannedReply(_with_rooms(base, request.rooms), category, _problem(unknown_names))
    except ApplicationError as error:
        return PlannedReply(base, "DATA ERROR", error.message)


def _end_time(start: dt.time | None, end: dt.time | None) -> dt.time | None:
    """The end of the event: midnight is the end of the day, and an event with only a start (or an
    end that no longer follows a changed start) runs the venue's standard length."""
    if end == dt.time(0, 0):
        end = _LAST_MINUTE
    if start is None or (end is not None and end > start):
        return end
    hours = settings.FACTLOCK["DEFAULT_EVENT_HOURS"]
    minutes = min(start.hour * 60 + start.minute + hours * 60, 23 * 60 + 59)
    return dt.time(minutes // 60, minutes % 60)


def _details_missing(
    request: BookingRequest, unclear: Sequence[tuple[str, str]] = ()
) -> tuple[Detail, ...]:
    missing: list[Detail] = []
    if request.date is None:
        missing.append("date")
    if request.start_time is None:
        missing.append("time")
    if request.end_time is None and any(detail == "end" for detail, _ in unclear):
        missing.append("end")
    if request.participants is None:
        missing.append("participants")
    return tuple(missing)


def _problem(unknown: Sequence[UnknownName]) -> str:
    if unknown:
        return "Not in the catalog: " + ", ".join(name.written for name in unknown)
    return ""


def _with_rooms(plan: ReplyPlan, requested: Sequence[str]) -> ReplyPlan:
    assert plan.date and plan.start_time and plan.end_time and plan.participants is not None
    free = availability_list(
        date=plan.date,
        start_time=plan.start_time,
        end_time=plan.end_time,
        participants=plan.participants,
    )
    free_by_name = {available.room.name: available for available in free}
    asked = [name for name in requested if Room.objects.filter(name=name).exists()]
    taken = tuple(name for name in asked if name not in free_by_name)
    chosen = next((free_by_name[name] for name in asked if name in free_by_name), None)
    offers = _offers(free, chosen)
    quote = None
    if chosen is not None or (plan.products and offers):
        room = chosen.room if chosen is not None else free_by_name[offers[0].name].room
        quote = _quote_summary(_quote(plan, room))
    return replace(plan, offers=tuple(offers), taken=taken, quote=quote)


def _offers(free: Sequence[AvailableRoom], chosen: AvailableRoom | None) -> list[RoomOffer]:
    ranked = sorted(free, key=lambda available: (available.room.capacity_max, available.room.name))
    if chosen is not None:
        ranked = [chosen]
    return [
        RoomOffer(
            name=available.room.name,
            capacity=available.room.capacity_max,
            price=available.rate.price if available.rate else None,
        )
        for available in ranked[:MAX_OFFERS]
    ]


def _quote(plan: ReplyPlan, room: Room) -> Quote:
    assert plan.date and plan.start_time and plan.end_time and plan.participants is not None
    products = list(Product.objects.filter(name__in=plan.products))
    products.sort(key=lambda product: plan.products.index(product.name))
    return quote_build(
        room=room,
        date=plan.date,
        start_time=plan.start_time,
        end_time=plan.end_time,
        participants=plan.participants,
        products=products,
    )


def _quote_summary(quote: Quote) -> QuoteSummary:
    per_person = set(
        Product.objects.filter(
            name__in=[line.name for line in quote.lines], pricing=Product.Pricing.PER_PERSON
        ).values_list("name", flat=True)
    )
    return QuoteSummary(
        room=quote.room.name,
        lines=tuple(
            PriceLine(
                name=line.name,
                kind=line.kind,  # type: ignore[arg-type]
                quantity=line.quantity,
                unit_price=line.unit_price,
                amount=line.amount,
                per_person=line.kind == "product" and line.name in per_person,
            )
            for line in quote.lines
        ),
        subtotal=quote.subtotal,
        vat_rate=quote.vat_rate,
        vat=quote.vat,
        total=quote.total,
        currency=quote.currency,
    )


def _existing(model, names: Sequence[str]) -> list[str]:
    known = set(model.objects.filter(name__in=list(names)).values_list("name", flat=True))
    return [name for name in names if name in known]


def _kinds_of(names: Sequence[str]) -> tuple[CatalogName, ...]:
    kinds: list[CatalogName] = []
    for model, kind in ((Room, "room"), (Product, "product"), (Feature, "feature")):
        known = set(model.objects.filter(name__in=list(names)).values_list("name", flat=True))
        kinds += [CatalogName(name, kind) for name in names if name in known]  # type: ignore[arg-type]
    order = {name: index for index, name in enumerate(names)}
    return tuple(sorted(kinds, key=lambda catalog_name: order[catalog_name.name]))
