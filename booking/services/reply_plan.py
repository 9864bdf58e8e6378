"""The facts builder: what a reply to a booking request says, read from the database right now.

Availability and quotes are computed at reply time, so a price or name edited in the admin is in
the very next reply. The plan's `facts()` are the HardFacts the reply is verified against.
"""

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass, replace

from booking.errors import ApplicationError
from booking.models import Event, Feature, Product, Room
from booking.services.availability import AvailableRoom, availability_list
from booking.services.intake import BookingRequest
from booking.services.quotes import Quote, quote_build
from core.settings import factlock_settings
from verbalizer.plan import (
    CatalogName,
    Detail,
    FreeDay,
    LargestRoom,
    PriceLine,
    QuoteSummary,
    ReplyPlan,
    RoomOffer,
    Unavailable,
    UnknownName,
    WishChoice,
    WithoutWish,
)

MAX_OFFERS = 3
MAX_FREE_DAYS = 3
# The days around the one asked for, nearest first, the earlier of two as near: -1, +1, -2, …
_NEARBY_DAYS = tuple(sign * distance for distance in range(1, 8) for sign in (-1, 1))
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
    wish_choices: Sequence[WishChoice] = (),
    wishes_missing: Sequence[str] = (),
    participants_approximate: bool = False,
    window_assumed: str = "",
) -> PlannedReply:
    """`unknown` holds (what the client wrote, closest catalog names) for names not in the catalog;
    `unclear` the (detail, reason) of values written in a way that cannot be read, asked back.
    A chat `follow_up` answers with what `changed`; one that is `not_understood` says so and asks,
    without offering again what the previous reply offered. `wish_choices` are wishes the venue
    has several items for, offered with prices, and items the LLM placed a wish in, offered as
    suggestions and asked; `wishes_missing` the wish categories it has nothing of
    (booking.services.wishes). `participants_approximate`: the group size was given as
    approximate ("about 20", "une vingtaine"), which the reply says; `window_assumed` the day
    period ("morning", "afternoon", "evening") whose rate hours became the times."""
    unknown_names = tuple(UnknownName(written, _kinds_of(names)) for written, names in unknown)
    start, end = request.start_time, request.end_time
    if start is not None and end is not None and end != dt.time(0) and end <= start:
        # An end that no longer follows the start is asked back, never moved by a guess.
        request = replace(request, end_time=None)
        if not any(detail == "end" for detail, _ in unclear):
            unclear = (*unclear, ("end", "end_before_new_start"))
    end_unclear = any(detail == "end" for detail, _ in unclear)
    end_time, end_assumed = (
        (None, False) if end_unclear else _end_time(request.start_time, request.end_time)
    )
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
        end_assumed=end_assumed,
        participants_approximate=participants_approximate,
        window_assumed=window_assumed,
        wish_choices=tuple(wish_choices),
        wishes_missing=tuple(wishes_missing),
    )
    category = "EXTRACTION ERROR" if unknown_names else ""
    if base.ask_for or base.date_in_past or not_understood:
        return PlannedReply(base, category, _problem(unknown_names))
    try:
        return PlannedReply(
            _with_rooms(base, request.rooms, today), category, _problem(unknown_names)
        )
    except ApplicationError as error:
        return PlannedReply(base, "DATA ERROR", error.message)


def _end_time(start: dt.time | None, end: dt.time | None) -> tuple[dt.time | None, bool]:
    """The end of the event and whether it is assumed: an event with only a start runs the
    venue's standard length (ending at midnight at the latest), and the reply says so."""
    if start is None or end is not None:
        return end, False
    hours = factlock_settings().default_event_hours
    minutes = start.hour * 60 + start.minute + hours * 60
    if minutes >= 24 * 60:
        return dt.time(0), True  # midnight
    return dt.time(minutes // 60, minutes % 60), True


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


def _with_rooms(plan: ReplyPlan, requested: Sequence[str], today: dt.date) -> ReplyPlan:
    """The rooms that fit: free for the window, holding the group, with every feature asked
    for. A room asked for that does not fit says why; a group larger than every room is told
    what the largest holds."""
    assert plan.date and plan.start_time and plan.end_time and plan.participants is not None
    window_end = _window_end(plan.end_time)
    free = availability_list(
        date=plan.date,
        start_time=plan.start_time,
        end_time=window_end,
        participants=plan.participants,
    )
    wanted = set(plan.features)
    fitting = [available for available in free if wanted <= _features_of(available.room)]
    free_by_name = {available.room.name: available for available in fitting}
    asked = list(Room.objects.filter(name__in=list(requested)).prefetch_related("features"))
    asked.sort(key=lambda room: list(requested).index(room.name))
    taken = tuple(room.name for room in asked if room.name not in free_by_name)
    why_taken = tuple(
        why
        for room in asked
        if room.name in taken
        for why in [_why_not(room, plan, window_end)]
        if why is not None
    )
    chosen = next((free_by_name[room.name] for room in asked if room.name in free_by_name), None)
    offers = _offers(fitting, chosen)
    quote = None
    if chosen is not None or (plan.products and offers):
        room = chosen.room if chosen is not None else free_by_name[offers[0].name].room
        quote = _quote_summary(_quote(plan, room))
    largest = None if offers else _largest_if_too_small(plan.participants)
    planned = replace(
        plan,
        offers=tuple(offers),
        taken=taken,
        why_taken=why_taken,
        quote=quote,
        largest=largest,
        lacking_features=bool(free) and not fitting,
    )
    if offers or largest is not None:
        return planned
    return _with_alternatives(planned, free, today)


def _with_alternatives(plan: ReplyPlan, free: Sequence[AvailableRoom], today: dt.date) -> ReplyPlan:
    """Nothing fits: the nearest days (±7, none past) on which rooms that fit are free; the
    rooms free that day if one feature asked for is dropped; and a waiting list."""
    assert plan.date and plan.start_time and plan.end_time and plan.participants is not None
    wanted = set(plan.features)
    without = []
    for feature in plan.features:
        rooms = [
            available.room.name
            for available in _by_size(free)
            if wanted - {feature} <= _features_of(available.room)
        ]
        if rooms:
            without.append(WithoutWish(feature, tuple(rooms[:MAX_OFFERS])))
    days = []
    for offset in _NEARBY_DAYS:
        day = plan.date + dt.timedelta(days=offset)
        if day < today:
            continue
        rooms = [
            available.room.name
            for available in _by_size(
                availability_list(
                    date=day,
                    start_time=plan.start_time,
                    end_time=_window_end(plan.end_time),
                    participants=plan.participants,
                )
            )
            if wanted <= _features_of(available.room)
        ]
        if rooms:
            days.append(FreeDay(day, tuple(rooms[:MAX_OFFERS])))
        if len(days) == MAX_FREE_DAYS:
            break
    days.sort(key=lambda free_day: free_day.date)
    # A waiting list helps only when a room that fits exists and is booked.
    fits = Room.objects.filter(
        capacity_min__lte=plan.participants, capacity_max__gte=plan.participants
    )
    for feature in plan.features:
        fits = fits.filter(features__name=feature)
    return replace(
        plan,
        free_days=tuple(days),
        without_wish=tuple(without),
        waitlist_offered=fits.exists(),
    )


def _by_size(free: Sequence[AvailableRoom]) -> list[AvailableRoom]:
    return sorted(free, key=lambda available: (available.room.capacity_max, available.room.name))


def _window_end(end: dt.time) -> dt.time:
    """Midnight ends the day: the database's windows end at 23:59 at the latest."""
    return _LAST_MINUTE if end == dt.time(0) else end


def _features_of(room: Room) -> set[str]:
    return {feature.name for feature in room.features.all()}


def _why_not(room: Room, plan: ReplyPlan, window_end: dt.time) -> Unavailable | None:
    assert plan.date is not None  # _with_rooms asks only for a plan that states its day
    participants = plan.participants or 0
    if participants > room.capacity_max:
        return Unavailable(room.name, "too_small", capacity=room.capacity_max)
    if participants < room.capacity_min:
        return Unavailable(room.name, "too_large")
    missing = tuple(name for name in plan.features if name not in _features_of(room))
    if missing:
        return Unavailable(room.name, "lacks", features=missing)
    booking = (
        Event.objects.filter(
            room=room,
            date=plan.date,
            status__in=Event.HOLDING_STATUSES,
            start_time__lt=window_end,
            end_time__gt=plan.start_time,
        )
        .order_by("start_time")
        .first()
    )
    if booking is not None:
        return Unavailable(
            room.name, "booked", booked_from=booking.start_time, booked_until=booking.end_time
        )
    return None


def _largest_if_too_small(participants: int) -> LargestRoom | None:
    largest = Room.objects.order_by("-capacity_max", "name").first()
    if largest is None or participants <= largest.capacity_max:
        return None
    return LargestRoom(largest.name, largest.capacity_max)


def _offers(free: Sequence[AvailableRoom], chosen: AvailableRoom | None) -> list[RoomOffer]:
    ranked = sorted(free, key=lambda available: (available.room.capacity_max, available.room.name))
    if chosen is not None:
        ranked = [chosen]
    return [
        RoomOffer(
            name=available.room.name,
            capacity=available.room.capacity_max,
            price=available.rate.price if available.rate else None,
            rate_kind=available.rate.kind if available.rate else None,  # type: ignore[arg-type]
        )
        for available in ranked[:MAX_OFFERS]
    ]


def _quote(plan: ReplyPlan, room: Room) -> Quote:
    assert plan.date and plan.start_time and plan.end_time and plan.participants is not None
    end_time = _window_end(plan.end_time)
    products = list(Product.objects.filter(name__in=plan.products))
    products.sort(key=lambda product: plan.products.index(product.name))
    return quote_build(
        room=room,
        date=plan.date,
        start_time=plan.start_time,
        end_time=end_time,
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
        rounding=quote.rounding,
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
