"""A follow-up read against the conversation: what the last reply asked for or offered.

A message in a conversation often gives one value and little else: "40", "only 25", "50 after
all", "the 18th instead", "at 10", "Make that the 18th, sorry". Read alone, such a message says
nothing or something else (a year-less "18th" is the next 18th from today); read against the
request the conversation holds, it changes one value and keeps the rest:

* a day without a month ("the 18th", "am 18.", "le 18", "il 18") is that day of the month the
  conversation holds;
* a bare number after a clock preposition ("at 10", "um 10", "à 10", "alle 10") is a start time;
* any other bare number is what the last reply asked for: the group size when it was missing,
  else the start time (an hour from 0 to 24) when that was missing; with nothing missing, a
  number is the group size (the value a follow-up most often changes), as the reply then states.

Words that only say the value replaces the old one ("instead", "only", "rather", "sorry", and
their words in the other languages of the packs) may stand around it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import regex

from safety.lang.date_words import FOLLOW_UP_DAY_SUFFIXES
from safety.lang.relative_date_words import ONE_WORDS as _ONE_WORDS
from safety.lang.relative_time_words import UNIT_WORDS as _UNIT_WORDS
from safety.lang.relative_time_words import TimeUnit
from safety.numbers import read_number_words
from safety.patterns import compile_pattern
from safety.text import fold

from .cues import (
    CLOCK_PREPOSITIONS,
    DAY_ARTICLES,
    END_BEFORE,
    GROUP_SIZE_HEDGES,
    HALF_WORDS,
    REPLACING_WORDS,
    SHIFT_AFTER,
    START_WORDS,
    MessageWords,
)

UNIT_WORDS = {fold(word): unit for word, unit in _UNIT_WORDS.items()}
ONE_WORDS = frozenset(fold(word).rstrip("'") for word in _ONE_WORDS)

# Words around a bare value that only say it replaces the old one, and courtesy around it.
REPLACING = REPLACING_WORDS | GROUP_SIZE_HEDGES
# A number alone or with an ordinal ending ("18", "18th", "1er", "18e"); digits in group 1.
_NUMBER = compile_pattern(
    r"(\d{1,5})(?:" + "|".join(regex.escape(suffix) for suffix in FOLLOW_UP_DAY_SUFFIXES) + ")?"
)
_MEASURES = frozenset(":h%°/'’$€")
_MAX_GROUP = 10_000
_MAX_NUMBER_WORDS = 6  # "one hundred and twenty-five"


@dataclass(frozen=True)
class BareValue:
    field: str  # "date", "start_time" or "participants"
    value: object


def day_in_held_month(day: int, held: dt.date) -> dt.date | None:
    """`day` of the month of `held`; None when that month has no such day."""
    try:
        return held.replace(day=day)
    except ValueError:
        return None


def bare_value(
    words: MessageWords, *, held_date: dt.date | None, missing: tuple[str, ...]
) -> BareValue | None:
    """The one value a message of one number means, or None when it is not such a message.

    `missing` lists the details the conversation still lacks ("date", "time", "participants"):
    what its last reply asked for.
    """
    numbers = [token for token in words.tokens if _NUMBER.fullmatch(token.key)]
    if not numbers:
        return _number_in_words(words, missing)
    if len(numbers) != 1:
        return None
    number = numbers[0]
    digits = _NUMBER.fullmatch(number.key).group(1)  # type: ignore[union-attr]
    others = [t for t in words.tokens if t is not number]
    if any(t.key not in REPLACING | DAY_ARTICLES | CLOCK_PREPOSITIONS for t in others):
        return None
    value = int(digits)
    after = words.text[number.end : number.end + 2]
    if after[:1] in _MEASURES or (after[:1] in ".," and after[1:].isdigit()):
        return None  # "40%", "10:30", "12.50": a share, a time, a price
    before = words.word_before(number.start)
    before_key = before.key if before is not None else ""
    if before_key in DAY_ARTICLES or digits != number.key:
        if held_date is None or not 1 <= value <= 31:
            return None
        day = day_in_held_month(value, held_date)
        return BareValue("date", day) if day else None
    if before_key in CLOCK_PREPOSITIONS:
        return BareValue("start_time", dt.time(value % 24)) if value <= 24 else None
    if "participants" in missing or "time" not in missing:
        return BareValue("participants", value) if 1 <= value <= _MAX_GROUP else None
    if value <= 24:
        return BareValue("start_time", dt.time(value % 24))
    return None


def _number_in_words(words: MessageWords, missing: tuple[str, ...]) -> BareValue | None:
    """A group size written in words and nothing else but hedges ("etwa zwanzig", "about
    thirty", "circa venti"), when the size is what the reply asked for or
    nothing is missing."""
    rest = [token for token in words.tokens if token.key not in REPLACING]
    if not rest or len(rest) > _MAX_NUMBER_WORDS:
        return None
    if words.text[rest[0].start : rest[-1].end].count(" ") > len(rest) - 1:
        return None
    read = read_number_words(words.text[rest[0].start : rest[-1].end])
    if read is None or not 1 <= read[0] <= _MAX_GROUP:
        return None
    if "participants" in missing or "time" not in missing:
        return BareValue("participants", read[0])
    return None


def weekday_in_held_week(weekday: int, held: dt.date) -> dt.date:
    """The day `weekday` (0 Monday … 6 Sunday) of the week (Monday to Sunday) of `held`: a
    weekday alone in a follow-up ("Friday instead?", "lieber Freitag",
    "venerdì invece?") moves the day held inside its week, never to another week. A day before
    the one received is kept, and the reply says it is past."""
    return held + dt.timedelta(days=weekday - held.weekday())


@dataclass(frozen=True)
class Shift:
    """A follow-up that moves the time held: by `minutes` (negative: earlier), the start, the
    end or both ("an hour earlier" moves the event; "start an hour earlier" its start)."""

    minutes: int
    fields: tuple[str, ...]


_MAX_SHIFT_MINUTES = 12 * 60


def time_shift(words: MessageWords) -> Shift | None:
    """The shift a message names ("an hour earlier", "2 Stunden später", "une demi-heure plus
    tôt", "mezz'ora dopo", "30 minutes later"), or None. The count is digits, number words or
    an article (one); a half word makes it half the unit."""
    tokens = words.tokens
    for index, token in enumerate(tokens):
        unit = UNIT_WORDS.get(token.key)
        if unit is None or unit.unit not in (TimeUnit.HOUR, TimeUnit.MINUTE):
            continue
        direction = _shift_direction(words, token.end)
        if direction is None:
            continue
        size = 60 if unit.unit is TimeUnit.HOUR else 1
        count = _count_before(words, index)
        if count is None:
            continue
        minutes = round(count * size)
        if not 0 < minutes <= _MAX_SHIFT_MINUTES:
            continue
        return Shift(direction * minutes, _shifted_fields(words))
    return None


def shifted(value: dt.time, minutes: int) -> dt.time | None:
    """`value` moved by `minutes`, or None when that leaves the day."""
    total = value.hour * 60 + value.minute + minutes
    if not 0 <= total < 24 * 60:
        return None
    return dt.time(total // 60, total % 60)


def _shift_direction(words: MessageWords, end: int) -> int | None:
    for phrase, direction in SHIFT_AFTER.items():
        if words.cued_after(end, frozenset({phrase}), frozenset()):
            return direction
    return None


def _count_before(words: MessageWords, index: int) -> float | None:
    """The count before the unit at token `index`: "an hour" 1, "2 hours" 2, "zwei Stunden" 2,
    "half an hour" 0.5, "eine halbe Stunde" 0.5, "une demi-heure" 0.5, "mezz'ora" 0.5."""
    if index == 0:
        return None
    before = words.tokens[index - 1]
    if before.key in HALF_WORDS:
        return 0.5
    if index >= 2 and before.key in ONE_WORDS and words.tokens[index - 2].key in HALF_WORDS:
        return 0.5  # "half an hour"
    if before.key.isdecimal() and len(before.key) <= 3:
        return float(before.key)
    if before.key in ONE_WORDS:
        return 1.0
    read = read_number_words(before.text)
    return float(read[0]) if read is not None else None


def _shifted_fields(words: MessageWords) -> tuple[str, ...]:
    keys = {token.key for token in words.tokens}
    starts = bool(keys & START_WORDS)
    ends = _contains(tuple(token.key for token in words.tokens), END_BEFORE)
    if starts and not ends:
        return ("start_time",)
    if ends and not starts:
        return ("end_time",)
    return ("start_time", "end_time")


def _contains(keys: tuple[str, ...], phrases: frozenset[tuple[str, ...]]) -> bool:
    return any(
        keys[start : start + len(phrase)] == phrase
        for phrase in phrases
        for start in range(len(keys) - len(phrase) + 1)
    )
