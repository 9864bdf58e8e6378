"""The rules a booking request must meet, and the lock that makes "is the slot free?" safe.

Two requests for the same room and time must never both succeed. Every booking write therefore
runs in a transaction that first locks the room:

- PostgreSQL: SELECT ... FOR UPDATE on the room row; the second writer waits until the first
  commits, then sees its event and gets a conflict.
- SQLite: transactions start with BEGIN IMMEDIATE (settings: transaction_mode), so writers take
  the database write lock up front and run one after another; FOR UPDATE is a no-op there.
"""

import datetime as dt

from django.utils import timezone

from booking.errors import (
    CAPACITY_EXCEEDED,
    DATE_IN_PAST,
    SLOT_TAKEN,
    ApplicationError,
    BookingConflict,
)
from booking.models import Room
from booking.models.events import END_NOT_AFTER_START
from booking.selectors.events import events_holding_slot
from booking.slot import Slot

REQUEST_INVALID = "The booking request is not valid."


def booking_request_check(
    *,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    participants: int,
    room: Room | None = None,
) -> None:
    """Raise ApplicationError listing every field that breaks a rule, or return."""
    fields: dict[str, list[str]] = {}
    if date < timezone.localdate():
        fields["date"] = [DATE_IN_PAST]
    if end_time <= start_time:
        fields["end_time"] = [END_NOT_AFTER_START]
    if room is not None and not room.fits(participants):
        fields["participants"] = [
            CAPACITY_EXCEEDED.format(
                room=room.name, minimum=room.capacity_min, maximum=room.capacity_max
            )
        ]
    if fields:
        raise ApplicationError(REQUEST_INVALID, fields=fields)


def room_lock(*, room: Room) -> Room:
    """Lock the room row until the surrounding transaction ends; call inside transaction.atomic."""
    return Room.objects.select_for_update().get(pk=room.pk)


def slot_ensure_free(*, slot: Slot, exclude_event_id: int | None = None) -> None:
    """Raises BookingConflict naming the event that holds any part of `slot`, or returns."""
    holding = events_holding_slot(slot=slot, exclude_event_id=exclude_event_id).first()
    if holding is not None:
        raise BookingConflict(
            SLOT_TAKEN.format(
                room=slot.room.name,
                date=holding.date.isoformat(),
                start=f"{holding.start_time:%H:%M}",
                end=f"{holding.end_time:%H:%M}",
            )
        )
