"""Relative date mentions: "tomorrow", "next Friday", "in 3 days", a weekday named alone ("on
Friday", "am Samstag"), a day of the month after a cue ("the 8th."), resolved against a reference
day.

`recognize_dates` reads these only when it is given a reference day (safety.recognizers.dates,
with the words of safety.lang.relative_date_words); this module gives the mentions that only a
reference day makes dates, so a caller can verify them beside the absolute ones, and turns a
moment with its time zone into that reference day. The client-message intake
(booking.services.intake) resolves client messages with the same recognizer.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Sequence
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from safety.lang.date_words import BEFORE_A_DATE, ON_A_DAY
from safety.mentions import DateMention
from safety.recognizers.dates import recognize_dates


def recognize_relative_dates(
    text: str,
    *,
    today: dt.date,
    absolute: Sequence[DateMention] | None = None,
    month_first: bool = False,
) -> list[DateMention]:
    """The date mentions of `text` that need a reference day, resolved against `today`: each one
    standing where no absolute date stands (`absolute`: recognize_dates(text), when the caller
    already has it). A relative mention's style is "", so a corrector writes the canonical form."""
    if absolute is None:
        absolute = recognize_dates(text, month_first=month_first)
    spans = sorted((m.start, m.end) for m in absolute)
    # Resolved against a known day, a relative mention names one whole date, year and all.
    return [
        dataclasses.replace(mention, year_stated=True, style=_style(text, mention))
        for mention in recognize_dates(text, reference=today, month_first=month_first)
        if not any(start < mention.end and mention.start < end for start, end in spans)
    ]


def _style(text: str, mention: DateMention) -> str:
    """The canonical form (DD.MM.YYYY), after the language's "on" where no word before the
    mention already introduces it: "See you tomorrow" becomes "See you on 07.08.2026", "until
    tomorrow" stays "until 07.08.2026" (safety.lang.date_words)."""
    before = text[max(0, mention.start - 20) : mention.start].split()
    word = before[-1].lower().strip("'’(") if before else ""
    if word in BEFORE_A_DATE or mention.lang not in ON_A_DAY:
        return ""
    return f"'{ON_A_DAY[mention.lang]}' dd.MM.y"


def is_time_zone(name: str) -> bool:
    """Whether `name` is an IANA time zone this system knows ("Europe/Zurich")."""
    if name not in _zone_names():
        return False
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def reference_day(now: dt.datetime | None = None, time_zone: str | None = None) -> dt.date:
    """The calendar day it is at `now` (an aware datetime; the current moment when None) in
    `time_zone` (an IANA name; `now`'s own offset when None)."""
    moment = now or dt.datetime.now(dt.UTC)
    if moment.tzinfo is None:
        raise ValueError("now must carry a UTC offset")
    return moment.astimezone(ZoneInfo(time_zone)).date() if time_zone else moment.date()


_ZONES: frozenset[str] | None = None


def _zone_names() -> frozenset[str]:
    global _ZONES
    if _ZONES is None:
        _ZONES = frozenset(available_timezones())
    return _ZONES


__all__ = ["is_time_zone", "recognize_relative_dates", "reference_day"]
