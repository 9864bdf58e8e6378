"""Times and spans counted from now, in en, de, fr and it, resolved against a reference moment.

* Offsets: "in 2 hours", "dans une heure", "tra un'ora", "vor zehn Minuten", "il y a deux
  [fr-hours]", "7 days hence", "two weeks ago": `recognize_relative_times` gives the moment the
  count of minutes, hours, days or weeks (of one or two weeks) lands on (the date reader gives
  the day of "in 3 days", not its time).
* Counted spans: "the next 3 days", "les 2 dernières [fr-hours]", "nelle ultime 24 [it-hours]",
  "in den kommenden drei Tagen": `recognize_counted_spans` gives the span of whole units next to the
  current one. "the next 3 hours" at 04:30 is 05:00 to 08:00, "the last 2 days" on Tuesday is
  Saturday and Sunday, "the next 2 weeks" the two calendar weeks (Monday to Sunday) after this one;
  the current unit itself is in neither.

Both read around a unit word (safety.lang.relative_time_words: CLDR's words for the units and
the words before and after a count), with the count in digits or in number words
(safety.numbers). A vague count ("a couple of hours", "ein paar Tage", "quelques minutes",
"qualche ora", or no count at all: "nei prossimi giorni") is read with `count` None and no
value: the text says a time relative to now, and what "a few" is stays the writer's. An hour
named alone after next/last counts one ("the next hour", "l'ultima ora").

Nothing here is called by verify; a reply's facts are never read against now.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from safety.lang import Lang
from safety.lang import relative_time_words as words
from safety.lang.relative_time_words import DAYS_IN_UNIT, WEEK_UNITS, TimeUnit, UnitWord
from safety.numbers import parse_number_words
from safety.patterns import compile_pattern
from safety.text import fold

_V = TypeVar("_V")
_Read = TypeVar("_Read", "RelativeTime", "CountedSpan")

# A count beyond this names no time a booking needs, and may leave the calendar.
MAX_COUNT = 999
# The longest count in words, in tokens: "vingt et un", "one hundred and twenty-five".
_COUNT_TOKENS = 6

# Runs of digits and runs of letters apart ("2h" is two tokens), a letter run keeping the
# apostrophe that elides it ("un'ora" is "un'" and "ora"). One character class per run cannot
# backtrack: the scan is linear.
_TOKEN = compile_pattern(r"\p{N}+|\p{L}+['’]?")
_SPACES = frozenset(" \t\n\u00a0\u202f")


def _folded(table: dict[str, _V]) -> dict[str, _V]:
    """`table` keyed by folded words, as the tokens are: "dernières" is "dernieres"."""
    return {fold(key).replace("’", "'"): value for key, value in table.items()}


_UNIT_WORDS = _folded(words.UNIT_WORDS)
_OFFSET_BEFORE = _folded(words.OFFSET_WORDS_BEFORE)
_OFFSET_AFTER = _folded(words.OFFSET_WORDS_AFTER)
_OFFSET_LANGS = _folded(words.OFFSET_WORD_LANGS)
_SPAN_BEFORE = _folded(words.SPAN_WORDS_BEFORE)
_SPAN_AFTER = _folded(words.SPAN_WORDS_AFTER)
_VAGUE_COUNTS = _folded(words.VAGUE_COUNTS)
_ONE_WORDS = frozenset(fold(word).replace("’", "'") for word in words.ONE_COUNT_WORDS)
_PARTITIVE = frozenset(fold(word).replace("’", "'") for word in words.PARTITIVE_WORDS)
_JOINING = frozenset(fold(word) for word in words.JOINING_WORDS)
_FRACTIONS = frozenset(fold(word) for word in words.FRACTION_WORDS)


_TIME_OF_DAY_UNITS = frozenset({TimeUnit.MINUTE, TimeUnit.HOUR})


@dataclass(frozen=True)
class _CountedUnits:
    """`count` units (None when the count is vague) written at `start`–`end`, in `direction`
    (+1 the future, -1 the past)."""

    start: int
    end: int
    text: str
    lang: Lang | None
    unit: TimeUnit
    count: int | None
    direction: int


@dataclass(frozen=True)
class RelativeTime(_CountedUnits):
    """A time counted from now, and `value`, the moment it lands on (None when vague)."""

    value: dt.datetime | None


@dataclass(frozen=True)
class CountedSpan(_CountedUnits):
    """A span of whole units next to the current one: from `first` up to `until` (exclusive),
    both None when the count is vague. For days and longer units, `first_day` and `last_day`
    name the span's days (None for hours and minutes)."""

    first: dt.datetime | None
    until: dt.datetime | None

    @property
    def first_day(self) -> dt.date | None:
        if self.first is None or self.unit in _TIME_OF_DAY_UNITS:
            return None
        return self.first.date()

    @property
    def last_day(self) -> dt.date | None:
        if self.until is None or self.unit in _TIME_OF_DAY_UNITS:
            return None
        return (self.until - dt.timedelta(days=1)).date()


@dataclass(frozen=True)
class _Token:
    word: str  # folded, apostrophe kept
    start: int
    end: int


_VAGUE = -1  # the count of a vague phrase


@dataclass(frozen=True)
class _Count:
    value: int  # _VAGUE when vague
    first: int  # index of its first token
    singular_unit: bool  # the unit after it is singular ("one hour", "qualche ora")
    lang: Lang | None = None


# --------------------------------------------------------------------------------------------
# Public readers


def recognize_relative_times(text: str, now: dt.datetime) -> list[RelativeTime]:
    """The times `text` counts from `now` ("in 2 hours", "il y a deux [fr-hours]", "a day from
    now"), in text order. Minutes and hours are added as elapsed time (across a change of clock
    time in `now`'s zone); days and weeks keep the clock time."""
    return _read_at_units(text, now, _offset_at)


def recognize_counted_spans(text: str, now: dt.datetime) -> list[CountedSpan]:
    """The counted spans of `text` ("the next 3 days", "les 2 dernières minutes", "i prossimi
    giorni"), resolved against `now`, in text order. A unit counted by a span word and nothing
    else ("next week", "nächste Woche") is a date, read by the date recognizer, not a span."""
    return _read_at_units(text, now, _span_at)


def _read_at_units(
    text: str,
    now: dt.datetime,
    read: Callable[[str, list[_Token], int, UnitWord, dt.datetime], _Read | None],
) -> list[_Read]:
    """What `read` finds at each unit word of the text ("hours", "jours"), in text order."""
    tokens = _tokens(text)
    found = []
    for index, token in enumerate(tokens):
        unit = _UNIT_WORDS.get(token.word)
        if unit is not None:
            reading = read(text, tokens, index, unit, now)
            if reading is not None:
                found.append(reading)
    return found


# --------------------------------------------------------------------------------------------
# Tokens and counts


def _tokens(text: str) -> list[_Token]:
    return [
        _Token(fold(match.group()).replace("’", "'"), match.start(), match.end())
        for match in _TOKEN.finditer(text)
    ]


def _gap(text: str, tokens: list[_Token], left: int) -> str:
    """What stands between token `left` and the next one."""
    return text[tokens[left].end : tokens[left + 1].start]


def _spaced(text: str, tokens: list[_Token], left: int) -> bool:
    gap = _gap(text, tokens, left)
    return bool(gap) and all(ch in _SPACES for ch in gap)


def _count_before(text: str, tokens: list[_Token], unit_index: int) -> _Count | None:
    """The longest count whose last token stands right before token `unit_index` (a unit, or
    the adjective of "les 3 prochains jours"): "3", "twenty-one", "vingt et un", "a couple of",
    "ein paar"."""
    first_possible = max(0, unit_index - _COUNT_TOKENS)
    for first in range(first_possible, unit_index):
        if not all(
            _spaced(text, tokens, i) or _gap(text, tokens, i) == "-"
            for i in range(first, unit_index - 1)
        ):
            continue
        count = _read_count(text, tokens[first:unit_index], first)
        if count is not None and _joined_to_unit(text, tokens, unit_index, count):
            return count
    return None


def _read_count(text: str, run: list[_Token], first: int) -> _Count | None:
    phrase = " ".join(token.word for token in run)
    if phrase in _VAGUE_COUNTS:
        lang, singular = _VAGUE_COUNTS[phrase]
        return _Count(_VAGUE, first, singular, lang)
    if len(run) == 1 and run[0].word in _ONE_WORDS:
        return _Count(1, first, True)
    if len(run) == 1 and run[0].word.isdigit():
        value: int | None = int(run[0].word)
    elif any(token.word.isdigit() for token in run):
        return None
    else:  # as written: folding would spoil "fünfunddreißig"
        value = parse_number_words(text[run[0].start : run[-1].end].lower())
    if value is None or not 0 < value <= MAX_COUNT:
        return None
    return _Count(value, first, value == 1)


def _joined_to_unit(text: str, tokens: list[_Token], unit_index: int, count: _Count) -> bool:
    """The count and the unit stand apart by spaces, or glued where a digit meets a unit ("2h",
    "30min") or an apostrophe elides the count ("un'ora"); a unit symbol ("h", "hr") follows
    digits only; no digit group separator or dash reaches into the count ("1.5 hours", "a
    3-day seminar" are no counts of units)."""
    gap = _gap(text, tokens, unit_index - 1)
    before = tokens[unit_index - 1].word
    glued = gap == "" and (before.isdigit() or before.endswith("'"))
    unit = _UNIT_WORDS.get(tokens[unit_index].word)
    spaced = _spaced(text, tokens, unit_index - 1)
    if unit is not None and unit.after_digits_only and not before.isdigit():
        return False
    if not (glued or spaced):
        return False
    first = tokens[count.first]
    lead = text[max(0, first.start - 2) : first.start]
    return not (len(lead) == 2 and lead[0].isdigit() and lead[1] in ".,:'’/-")


def _agrees(unit: UnitWord, count: _Count | None) -> bool:
    """A count of one takes the singular form of the unit, any other count the plural; no count
    at all is a plural ("the coming days")."""
    if count is None:
        return unit.plural
    return unit.singular if count.singular_unit else unit.plural


def _goes_on(text: str, tokens: list[_Token], unit_index: int) -> bool:
    """The count goes on past the unit: "1h30", "dans 1 h 30", "2 hours and a half", "tra 2
    [it-hours] e mezza", "vor 2 Tagen und 3 Stunden"."""
    after = unit_index + 1
    if after >= len(tokens) or _gap(text, tokens, unit_index).strip(" \u00a0\u202f"):
        return False
    word = tokens[after].word
    if word.isdigit() or word in _FRACTIONS:
        return True
    if word not in _JOINING or after + 1 >= len(tokens):
        return False
    following = tokens[after + 1].word
    return (
        following.isdigit()
        or following in _FRACTIONS
        or following in _ONE_WORDS
        or following.rstrip("'") in _ONE_WORDS
        or parse_number_words(following) is not None
    )


def _measures_something(tokens: list[_Token], unit_index: int) -> bool:
    """ "the last 2 days of the course", "dans deux [fr-hours] de route": the count measures what
    follows, it does not count from now."""
    after = unit_index + 1
    return after < len(tokens) and tokens[after].word in _PARTITIVE


def _phrase_before(tokens: list[_Token], end: int, table: dict[str, int]) -> tuple[int, int] | None:
    """(sign, first token index) of the longest phrase of `table` ending right before `end`."""
    for length in (3, 2, 1):
        first = end - length
        if first >= 0:
            phrase = " ".join(token.word for token in tokens[first:end])
            if phrase in table:
                return table[phrase], first
    return None


def _phrase_after(
    tokens: list[_Token], start: int, table: dict[str, int]
) -> tuple[int, int] | None:
    """(sign, last token index) of the longest phrase of `table` starting at `start`."""
    for length in (3, 2, 1):
        last = start + length - 1
        if last < len(tokens):
            phrase = " ".join(token.word for token in tokens[start : last + 1])
            if phrase in table:
                return table[phrase], last
    return None


def _lang(unit: UnitWord, *others: Lang | None) -> Lang | None:
    for lang in others:
        if lang is not None and lang in unit.langs:
            return lang
    return next(iter(unit.langs)) if len(unit.langs) == 1 else None


# --------------------------------------------------------------------------------------------
# Offsets


_OFFSET_UNITS = frozenset({TimeUnit.MINUTE, TimeUnit.HOUR, *DAYS_IN_UNIT})


def _offset_at(
    text: str, tokens: list[_Token], index: int, unit: UnitWord, now: dt.datetime
) -> RelativeTime | None:
    if unit.unit not in _OFFSET_UNITS or index == 0 or _measures_something(tokens, index):
        return None
    if _goes_on(text, tokens, index):
        return None
    count = _count_before(text, tokens, index)
    if count is None or not _agrees(unit, count):
        return None
    before = _phrase_before(tokens, count.first, _OFFSET_BEFORE)
    after = _phrase_after(tokens, index + 1, _OFFSET_AFTER)
    if (before is None) == (after is None):
        return None
    if before is not None:
        direction, first, last = before[0], before[1], index
        phrase = " ".join(token.word for token in tokens[first : count.first])
    else:
        assert after is not None
        direction, first, last = after[0], count.first, after[1]
        phrase = " ".join(token.word for token in tokens[index + 1 : last + 1])
    start, end = tokens[first].start, tokens[last].end
    value = None
    if count.value != _VAGUE:
        value = _shifted(now, unit.unit, direction * count.value)
    return RelativeTime(
        start=start,
        end=end,
        text=text[start:end],
        lang=_lang(unit, count.lang, *sorted(_OFFSET_LANGS.get(phrase, ()))),
        unit=unit.unit,
        count=None if count.value == _VAGUE else count.value,
        direction=direction,
        value=value,
    )


def _shifted(now: dt.datetime, unit: TimeUnit, count: int) -> dt.datetime:
    if unit in (TimeUnit.MINUTE, TimeUnit.HOUR):
        minutes = count * (60 if unit is TimeUnit.HOUR else 1)
        if now.tzinfo is None:
            return now + dt.timedelta(minutes=minutes)
        moved = now.astimezone(dt.UTC) + dt.timedelta(minutes=minutes)
        return moved.astimezone(now.tzinfo)
    return now + dt.timedelta(days=count * DAYS_IN_UNIT[unit])


# --------------------------------------------------------------------------------------------
# Counted spans


@dataclass(frozen=True)
class _SpanWords:
    direction: int
    first: int  # token index where the span's words begin
    last: int  # token index where they end
    count: _Count | None
    lang: Lang | None


def _span_at(
    text: str, tokens: list[_Token], index: int, unit: UnitWord, now: dt.datetime
) -> CountedSpan | None:
    if index == 0 or _measures_something(tokens, index):
        return None
    found = _span_words(text, tokens, index)
    if found is None:
        return None
    count: int | None
    if found.count is None and not unit.plural:
        # "the next hour", "l'ultima ora" count one; "next week" is a date, "at the last
        # minute" ("à la dernière minute", "in letzter Minute") an idiom.
        if unit.unit is not TimeUnit.HOUR:
            return None
        count = 1
    elif not _agrees(unit, found.count):
        return None
    else:
        count = None if found.count is None or found.count.value == _VAGUE else found.count.value
    first = until = None
    if count is not None:
        first, until = _whole_units(now, unit.unit, found.direction, count)
    start, end = tokens[found.first].start, tokens[found.last].end
    return CountedSpan(
        start=start,
        end=end,
        text=text[start:end],
        lang=_lang(unit, found.lang, found.count.lang if found.count else None),
        unit=unit.unit,
        count=count,
        direction=found.direction,
        first=first,
        until=until,
    )


def _span_words(text: str, tokens: list[_Token], index: int) -> _SpanWords | None:
    """The span words around the unit at `index`, in the orders the four languages use: adjective,
    count, unit ("the next 3 days", "die letzten zwei Stunden", "le ultime 24 [it-hours]"); count,
    adjective, unit ("les 3 prochains jours"); adjective, unit ("i prossimi giorni"); count, unit,
    adjective ("les 3 [fr-hours] suivantes", "le 2 [it-hours] scorse")."""
    before_unit = tokens[index - 1].word
    if before_unit in _SPAN_BEFORE and _spaced(text, tokens, index - 1):
        direction, lang = _SPAN_BEFORE[before_unit]
        count = _count_before(text, tokens, index - 1) if index >= 2 else None
        first = count.first if count is not None else index - 1
        return _SpanWords(direction, first, index, count, lang)
    count = _count_before(text, tokens, index)
    if count is not None and count.first > 0:
        adjective = tokens[count.first - 1].word
        if adjective in _SPAN_BEFORE and _spaced(text, tokens, count.first - 1):
            direction, lang = _SPAN_BEFORE[adjective]
            return _SpanWords(direction, count.first - 1, index, count, lang)
    after = index + 1
    if after < len(tokens) and tokens[after].word in _SPAN_AFTER:
        if _spaced(text, tokens, index) and not _measures_something(tokens, after):
            direction, lang = _SPAN_AFTER[tokens[after].word]
            first = count.first if count is not None else index
            return _SpanWords(direction, first, after, count, lang)
    return None


def _whole_units(
    now: dt.datetime, unit: TimeUnit, direction: int, count: int
) -> tuple[dt.datetime, dt.datetime]:
    """The `count` whole units after (direction +1) or before (-1) the one `now` is in."""
    current = _unit_start(now, unit)
    if direction > 0:
        first = _step(current, unit, 1)
        return first, _step(first, unit, count)
    return _step(current, unit, -count), current


def _unit_start(now: dt.datetime, unit: TimeUnit) -> dt.datetime:
    if unit is TimeUnit.MINUTE:
        return now.replace(second=0, microsecond=0)
    if unit is TimeUnit.HOUR:
        return now.replace(minute=0, second=0, microsecond=0)
    midnight = now.replace(hour=0, minute=0, second=0, microsecond=0)
    if unit is TimeUnit.DAY:
        return midnight
    if unit in WEEK_UNITS:
        return midnight - dt.timedelta(days=now.weekday())
    if unit is TimeUnit.MONTH:
        return midnight.replace(day=1)
    return midnight.replace(month=1, day=1)


def _step(moment: dt.datetime, unit: TimeUnit, count: int) -> dt.datetime:
    """`moment` (the start of a unit) moved by `count` units."""
    if unit is TimeUnit.MINUTE:
        return moment + dt.timedelta(minutes=count)
    if unit is TimeUnit.HOUR:
        return moment + dt.timedelta(hours=count)
    if unit in DAYS_IN_UNIT:
        return moment + dt.timedelta(days=DAYS_IN_UNIT[unit] * count)
    months = moment.month - 1 + count * (12 if unit is TimeUnit.YEAR else 1)
    return moment.replace(year=moment.year + months // 12, month=months % 12 + 1)


__all__ = ["CountedSpan", "RelativeTime", "recognize_counted_spans", "recognize_relative_times"]
