"""The venue's rate periods as windows of the day: what "in the morning", "tomorrow evening"
or "a half-day in the afternoon" mean at this venue (booking.services.intake.catalog)."""

from __future__ import annotations

from booking.models import RoomRate
from booking.services.intake.catalog import RateWindow, rate_windows_of

__all__ = ["RateWindow", "rate_windows"]


def rate_windows() -> tuple[RateWindow, ...]:
    """The morning, afternoon and evening windows the venue's rates define, in one query."""
    rates = RoomRate.objects.filter(kind__in=["half_day", "evening"]).values_list(
        "kind", "covers_from", "covers_until", "max_hours"
    )
    return rate_windows_of(rates)
