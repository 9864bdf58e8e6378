"""The venue's rate periods as windows of the day: what "in the morning", "tomorrow evening"
or "a half-day in the afternoon" mean at this venue.

A half-day rate covers `max_hours` inside its window: the morning is the first `max_hours` of
it, the afternoon the last. The evening is the evening rate's window. A period is known only
when every room's rate of that kind has the same window: otherwise which hours are meant is
asked back, never guessed.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from booking.models import RoomRate

_END_OF_DAY = dt.time(23, 59)


@dataclass(frozen=True)
class RateWindow:
    period: str  # "morning", "afternoon" or "evening"
    kind: str  # the rate kind whose hours these are: "half_day" or "evening"
    start: dt.time
    end: dt.time  # 00:00 is midnight, the end of the day


def rate_windows() -> dict[str, RateWindow]:
    """The morning, afternoon and evening windows the venue's rates define, by period."""
    windows: dict[str, RateWindow] = {}
    rates = set(
        RoomRate.objects.filter(kind__in=["half_day", "evening"]).values_list(
            "kind", "covers_from", "covers_until", "max_hours"
        )
    )
    half_days = {(start, until, hours) for kind, start, until, hours in rates if kind == "half_day"}
    if len(half_days) == 1:
        start, until, hours = half_days.pop()
        if hours is not None:
            length = dt.timedelta(hours=float(hours))
            day = dt.date(2000, 1, 1)
            morning_end = (dt.datetime.combine(day, start) + length).time()
            afternoon_start = (dt.datetime.combine(day, until) - length).time()
            windows["morning"] = RateWindow("morning", "half_day", start, morning_end)
            windows["afternoon"] = RateWindow("afternoon", "half_day", afternoon_start, until)
    evenings = {(start, until) for kind, start, until, _ in rates if kind == "evening"}
    if len(evenings) == 1:
        start, until = evenings.pop()
        end = dt.time(0) if until >= _END_OF_DAY else until
        windows["evening"] = RateWindow("evening", "evening", start, end)
    return windows
