"""A slot: one room on one day from a start time to an end time, the unit bookings hold."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from booking.models import Event, Room


@dataclass(frozen=True)
class Slot:
    """[start_time, end_time) of `room` on `date`; touching slots do not overlap."""

    room: Room
    date: dt.date
    start_time: dt.time
    end_time: dt.time

    @classmethod
    def of_event(cls, event: Event) -> Slot:
        return cls(
            room=event.room, date=event.date, start_time=event.start_time, end_time=event.end_time
        )
