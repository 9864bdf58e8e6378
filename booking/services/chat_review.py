"""What one chat turn made of the message, kept on its reply for the inspector.

For each room of the venue: offered or not, and why (too small, for larger groups, without a
feature asked for, booked, beyond the rooms offered, not the room asked for), read from the
database at the time of the turn, with the plan the reply was written from. And what the turn
asked back: values it could not read as written, names not in the catalog, or nothing read at all.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

from booking.models import Event, Room
from verbalizer.plan import ReplyPlan

_LAST_MINUTE = dt.time(23, 59)


def turn_review(
    *,
    plan: ReplyPlan,
    unclear: Sequence[tuple[str, str]] = (),
    unknown: Sequence[str] = (),
    nothing_read: bool = False,
    wishes: Sequence[dict] = (),
    context: Sequence[tuple[str, str]] = (),
) -> dict:
    """The turn as JSON for `Reply.turn`: `asked_back`, `unknown`, `wishes` (each wish in the
    client's words, its category and outcome: taken, choose, none or unplaced), `context` (the
    parts read as context, not content: kind and text), `rooms` and,
    when no room was weighed, `rooms_note` saying why."""
    review: dict = {
        "nothing_read": nothing_read,
        "asked_back": [{"detail": detail, "reason": reason} for detail, reason in unclear],
        "unknown": list(unknown),
        "wishes": list(wishes),
        "context": [{"kind": kind, "text": text} for kind, text in context],
        "rooms": [],
        "rooms_note": "",
    }
    if plan.hold in ("option", "lead", "passed_on"):
        review["rooms_note"] = "hold"
        return review
    if plan.not_understood or plan.date_in_past or plan.ask_for:
        review["rooms_note"] = "not_weighed"
        return review
    review["rooms"] = _rooms(plan)
    return review


def turn_not_understood(review: dict) -> bool:
    """Whether the turn asked back something the client wrote: the "not understood" outcome."""
    unplaced = any(w["outcome"] == "unplaced" for w in review.get("wishes", ()))
    return bool(review["nothing_read"] or review["asked_back"] or review["unknown"] or unplaced)


def _rooms(plan: ReplyPlan) -> list[dict]:
    assert plan.date and plan.start_time and plan.end_time and plan.participants is not None
    offered = {offer.name: offer for offer in plan.offers}
    quoted = plan.quote.room if plan.quote is not None else ""
    window_end = _LAST_MINUTE if plan.end_time == dt.time(0) else plan.end_time
    bookings = _first_bookings(plan.date, plan.start_time, window_end)
    rooms = []
    for room in Room.objects.prefetch_related("features").order_by("capacity_max", "name"):
        entry: dict = {
            "name": room.name,
            "capacity_min": room.capacity_min,
            "capacity_max": room.capacity_max,
        }
        offer = offered.get(room.name)
        if offer is not None:
            entry |= {
                "offered": True,
                "reason": "fits",
                "price": None if offer.price is None else f"{offer.price:.2f}",
                "rate_kind": offer.rate_kind or "",
                "features": list(plan.features),
            }
        else:
            entry |= {"offered": False, **_why_not(room, plan, bookings.get(room.pk), quoted)}
        rooms.append(entry)
    return rooms


def _first_bookings(
    day: dt.date, start: dt.time, end: dt.time
) -> dict[int, tuple[dt.time, dt.time]]:
    """Each room's first option or confirmed event overlapping the window: (start, end)."""
    events = Event.objects.filter(
        date=day, status__in=Event.HOLDING_STATUSES, start_time__lt=end, end_time__gt=start
    ).order_by("start_time")
    first: dict[int, tuple[dt.time, dt.time]] = {}
    for room_id, booked_from, booked_until in events.values_list(
        "room_id", "start_time", "end_time"
    ):
        first.setdefault(room_id, (booked_from, booked_until))
    return first


def _why_not(
    room: Room, plan: ReplyPlan, booking: tuple[dt.time, dt.time] | None, quoted: str
) -> dict:
    participants = plan.participants or 0
    if participants > room.capacity_max:
        return {"reason": "too_small"}
    if participants < room.capacity_min:
        return {"reason": "too_large"}
    has = {feature.name for feature in room.features.all()}
    lacking = [name for name in plan.features if name not in has]
    if lacking:
        return {"reason": "lacks", "features": lacking}
    if booking is not None:
        return {
            "reason": "booked",
            "booked_from": booking[0].strftime("%H:%M"),
            "booked_until": booking[1].strftime("%H:%M"),
        }
    if quoted and quoted != room.name:
        return {"reason": "not_chosen", "chosen": quoted}
    return {"reason": "beyond_offers"}
