"""Which rooms can take a group at a given time, and what a room costs for a time window."""

import datetime as dt
from decimal import Decimal

from django.db.models import Exists, OuterRef, QuerySet

from booking.models import Event, Room, RoomRate

from .catalog import room_list


def rooms_available(
    *, date: dt.date, start_time: dt.time, end_time: dt.time, participants: int
) -> QuerySet[Room]:
    """Rooms whose capacity fits and that no option or confirmed event holds in that window."""
    holding = Event.objects.filter(
        room=OuterRef("pk"),
        date=date,
        status__in=Event.HOLDING_STATUSES,
        start_time__lt=end_time,
        end_time__gt=start_time,
    )
    return (
        room_list()
        .filter(capacity_min__lte=participants, capacity_max__gte=participants)
        .exclude(Exists(holding))
    )


def minutes_between(start_time: dt.time, end_time: dt.time) -> int:
    return (end_time.hour * 60 + end_time.minute) - (start_time.hour * 60 + start_time.minute)


def room_rate_for_window(*, room: Room, start_time: dt.time, end_time: dt.time) -> RoomRate | None:
    """The cheapest rate of the room that covers the window, or None if none does."""
    minutes = minutes_between(start_time, end_time)
    covering = [
        rate
        for rate in room.rates.all()
        if rate.covers_from <= start_time
        and end_time <= rate.covers_until
        and (rate.max_hours is None or Decimal(minutes) <= rate.max_hours * 60)
    ]
    return min(covering, key=lambda rate: rate.price, default=None)
