"""Reading events: staff listings and the events that hold a room at a given time."""

import datetime as dt

from django.db.models import QuerySet

from booking.models import Event
from booking.slot import Slot


def event_list(
    *,
    status: str | None = None,
    room_id: int | None = None,
    date_from: dt.date | None = None,
    date_to: dt.date | None = None,
) -> QuerySet[Event]:
    events = Event.objects.select_related("client", "room").prefetch_related("products")
    if status:
        events = events.filter(status=status)
    if room_id:
        events = events.filter(room_id=room_id)
    if date_from:
        events = events.filter(date__gte=date_from)
    if date_to:
        events = events.filter(date__lte=date_to)
    return events


def events_holding_slot(*, slot: Slot, exclude_event_id: int | None = None) -> QuerySet[Event]:
    """Options and confirmed events of the slot's room that overlap it.

    Touching windows do not overlap: 09:00–12:00 and 12:00–14:00 can both be booked.
    """
    events = Event.objects.filter(
        room=slot.room,
        date=slot.date,
        status__in=Event.HOLDING_STATUSES,
        start_time__lt=slot.end_time,
        end_time__gt=slot.start_time,
    )
    if exclude_event_id is not None:
        events = events.exclude(pk=exclude_event_id)
    return events
