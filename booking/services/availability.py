"""Answering "which rooms are free for this group at this time, and at what rate?"."""

import datetime as dt
from dataclasses import dataclass

from booking.models import Room, RoomRate
from booking.selectors.availability import room_rate_for_window, rooms_available

from .slots import booking_request_check


@dataclass(frozen=True)
class AvailableRoom:
    room: Room
    rate: RoomRate | None  # None when no rate of the room covers the window


def availability_list(
    *, date: dt.date, start_time: dt.time, end_time: dt.time, participants: int
) -> list[AvailableRoom]:
    booking_request_check(
        date=date, start_time=start_time, end_time=end_time, participants=participants
    )
    rooms = rooms_available(
        date=date, start_time=start_time, end_time=end_time, participants=participants
    )
    return [
        AvailableRoom(
            room=room,
            rate=room_rate_for_window(room=room, start_time=start_time, end_time=end_time),
        )
        for room in rooms
    ]
