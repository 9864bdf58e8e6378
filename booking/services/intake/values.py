"""The date, times and group size a client message states, read with the safety recognizers."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from safety.lang.clock_words import RANGE_CONNECTORS, RANGE_OPENERS
from safety.mentions import DateMention, TimeMention
from safety.recognizers.counts import recognize_counts
from safety.recognizers.dates import recognize_dates
from safety.recognizers.times import recognize_times

from .cues import END_BEFORE, NEGATIONS, PREPOSITIONS, REPLACED_BEFORE, MessageWords

_SKIPPED_BEFORE_VALUES = PREPOSITIONS | frozenset({"the", "der", "den", "dem", "l", "i", "les"})
_NOT_ASKED_FOR = REPLACED_BEFORE | NEGATIONS
_MAX_CONNECTOR_CHARS = 12


@dataclass(frozen=True)
class StatedTimes:
    start: dt.time | None = None
    end: dt.time | None = None
    # Fields read on the twelve-hour clock ("at 7", "halb acht") that may be 12 hours later.
    ambiguous: tuple[str, ...] = ()


def clock_times(words: MessageWords) -> list[TimeMention]:
    """The times the message asks for; one after "instead of" or "not" is being replaced."""
    return [m for m in recognize_times(words.text) if not _replaced(words, m.start)]


def stated_date(
    words: MessageWords, *, reference: dt.date, clock: Sequence[TimeMention] = ()
) -> DateMention | None:
    """The first date the message asks for; one after "instead of" or "not" is being replaced.

    A number read both as a day and as a time ("verso le 19") is the time.
    """
    for mention in recognize_dates(words.text, reference=reference):
        if _replaced(words, mention.start) or _overlaps_any(mention, clock):
            continue
        return mention
    return None


def stated_participants(words: MessageWords) -> int | None:
    """The first head count; capacities ("up to 60") are the room's, not the group's."""
    for mention in recognize_counts(words.text):
        if mention.unit == "participants" and not _replaced(words, mention.start):
            return mention.value
    return None


def stated_times(words: MessageWords, clock: Sequence[TimeMention]) -> StatedTimes:
    """Start and end: the first range, else the first time (start) and one after "until" (end)."""
    mentions = list(clock)
    for first, second in pairwise(mentions):
        if _is_range(words, first, second):
            return _settled_range(first, second)
    starts = [
        m for m in mentions if not words.cued_before(m.start, END_BEFORE, _SKIPPED_BEFORE_VALUES)
    ]
    ends = [m for m in mentions if m not in starts]
    start, end = (starts[0] if starts else None), (ends[0] if ends else None)
    if start is not None and end is not None:
        return _settled_range(start, end)
    return StatedTimes(
        start=start.value if start else None,
        end=end.value if end else None,
        ambiguous=_ambiguous_fields(start, end),
    )


def _overlaps_any(mention: DateMention, clock: Sequence[TimeMention]) -> bool:
    return any(time.start < mention.end and mention.start < time.end for time in clock)


def _replaced(words: MessageWords, start: int) -> bool:
    return words.cued_before(start, _NOT_ASKED_FOR, _SKIPPED_BEFORE_VALUES)


def _is_range(words: MessageWords, first: TimeMention, second: TimeMention) -> bool:
    between = words.text[first.end : second.start]
    if len(between) > _MAX_CONNECTOR_CHARS:
        return False
    connector = " ".join(between.lower().replace("’", "'").split())
    if connector not in RANGE_CONNECTORS:
        return False
    openers = RANGE_OPENERS.get(connector)
    if openers is None:
        return True
    before = words.word_before(first.start)
    return before is not None and before.key in openers  # "between 6 and 10", not "6 and 10"


def _settled_range(first: TimeMention, second: TimeMention) -> StatedTimes:
    """The two ends, with open twelve-hour readings settled when one reading alone fits the day.

    An event starts and ends on its day, so "from 9 to 5" can only be 09:00–17:00.
    """
    readings = sorted(
        (_minutes(end) - _minutes(start), start, end)
        for start in _readings(first)
        for end in _readings(second)
        if end > start
    )
    unique = len(readings) == 1 or (len(readings) > 1 and readings[0][0] != readings[1][0])
    if not unique:
        return StatedTimes(first.value, second.value, _ambiguous_fields(first, second))
    _, start, end = readings[0]
    return StatedTimes(start, end)


def _readings(mention: TimeMention) -> list[dt.time]:
    if not mention.twelve_hour_ambiguous:
        return [mention.value]
    later = mention.value.replace(hour=(mention.value.hour + 12) % 24)
    return [mention.value, later]


def _minutes(value: dt.time) -> int:
    return value.hour * 60 + value.minute


def _ambiguous_fields(start: TimeMention | None, end: TimeMention | None) -> tuple[str, ...]:
    return tuple(
        field
        for field, mention in (("start_time", start), ("end_time", end))
        if mention is not None and mention.twelve_hour_ambiguous
    )
