"""What the intake reads a message against: the catalog's names and the venue's rate windows,
as plain values the caller reads (booking.selectors.intake_catalog) and passes in."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from safety import NameKind

_END_OF_DAY = dt.time(23, 59)
_ANY_DAY = dt.date(2000, 1, 1)


@dataclass(frozen=True, slots=True)
class CatalogName:
    """A canonical room, feature or product name with the aliases staff gave it."""

    name: str
    kind: NameKind
    aliases: tuple[str, ...] = ()
    category: str = ""  # the wish category of a feature or product; "" for rooms and none


@dataclass(frozen=True)
class RateWindow:
    period: str  # "morning", "afternoon" or "evening"
    kind: str  # the rate kind whose hours these are: "half_day" or "evening"
    start: dt.time
    end: dt.time  # 00:00 is midnight, the end of the day


@dataclass(frozen=True)
class IntakeCatalog:
    """The catalog one turn reads a message against, read once per turn.

    `names`: every room, then feature, then product, each sorted by name, with its aliases.
    `windows`: the morning, afternoon and evening windows the venue's rates define.
    The intake reads `names` and `windows`; the reply its aliases by language.
    """

    names: tuple[CatalogName, ...] = ()
    windows: tuple[RateWindow, ...] = ()
    # (lang, name, alias) for every alias staff gave a language, in the order they entered them:
    # what the reply shows beside a name (booking.services.chat_language.aliases_shown).
    aliases_by_lang: tuple[tuple[str, str, str], ...] = ()

    def window(self, period: str) -> RateWindow | None:
        return next((window for window in self.windows if window.period == period), None)


Rate = tuple[str, dt.time, dt.time, Decimal | float | None]  # kind, covers from, until, max hours


def rate_windows_of(rates: Iterable[Rate]) -> tuple[RateWindow, ...]:
    """The morning, afternoon and evening windows of the venue's rates.

    A half-day rate covers `max_hours` inside its window: the morning is the first `max_hours`
    of it, the afternoon the last. The evening is the evening rate's window. A period is known
    only when every room's rate of that kind has the same window: otherwise which hours are
    meant is asked back, never guessed.
    """
    rates = set(rates)
    windows: list[RateWindow] = []
    half_days = {(start, until, hours) for kind, start, until, hours in rates if kind == "half_day"}
    if len(half_days) == 1:
        start, until, hours = half_days.pop()
        if hours is not None:
            length = dt.timedelta(hours=float(hours))
            morning_end = (dt.datetime.combine(_ANY_DAY, start) + length).time()
            afternoon_start = (dt.datetime.combine(_ANY_DAY, until) - length).time()
            windows.append(RateWindow("morning", "half_day", start, morning_end))
            windows.append(RateWindow("afternoon", "half_day", afternoon_start, until))
    evenings = {(start, until) for kind, start, until, _ in rates if kind == "evening"}
    if len(evenings) == 1:
        start, until = evenings.pop()
        end = dt.time(0) if until >= _END_OF_DAY else until
        windows.append(RateWindow("evening", "evening", start, end))
    return tuple(windows)
