"""The two ends of a range of times read as one: "18–22 [de-clock]", "from 6 to 10 pm",
"dalle 9 alle 17": the marker, period or unit of one end applies to the other, and an end before
the start moves to the afternoon."""

from __future__ import annotations

from itertools import pairwise

from safety.lang import Lang
from safety.lang.clock_words import (
    DURATION_CUES,
    NOUNS_AFTER_RANGE,
    TIME_UNITS_AFTER_NUMBER,
)
from safety.lang.range_words import TIME_RANGE_CONNECTORS, TIME_RANGE_OPENERS
from safety.patterns import compile_pattern, search
from safety.recognizers.times.reading import (
    Reading,
    apply_period,
    by_first_word,
    first_word_of,
    followed_by_noun,
    normalized,
    word_before,
    write_on_twelve_hour_clock,
)

_DASHES = frozenset("-–—/")


def _connector_opening(written: str) -> str | None:
    """The range connector `written` starts with ("–", "bis", "e le"), if any."""
    if written[:1] in _DASHES:
        return written[0]
    lowered = written[:12].lower().replace("’", "'")
    for connector in _CONNECTORS_BY_FIRST_WORD.get(
        lowered.split(None, 1)[0] if lowered else "", ()
    ):
        if lowered.startswith(connector):
            return connector
    return None


def number_after_connector(text: str, end: int, limit: int) -> tuple[str, int, int] | None:
    """A range connector and a bare number of one or two digits right after `end`."""
    following = text[end : min(limit, end + 16)]
    stripped = following.lstrip()
    connector = _connector_opening(stripped)
    if connector is None:
        return None
    after = stripped[len(connector) :]
    digits = after.lstrip()
    if len(after) - len(digits) > 2:
        return None
    count = 2 if len(digits) > 1 and digits[:2].isdigit() else 1 if digits[:1].isdigit() else 0
    tail = digits[count : count + 2]
    if not count or tail[:1].isalnum() or (tail[:1] in ".,:'’/" and tail[1:2].isdigit()):
        return None
    start = end + len(following) - len(digits)
    return connector, start, start + count


def range_end_counts_something(text: str, end: int, lang: Lang | None) -> bool:
    """ "from 6 to 10 guests", "5–10 min": the range counts, it tells no time."""
    word = first_word_of(text[end : end + 20].lstrip()).lower()
    if word in TIME_UNITS_AFTER_NUMBER:
        return False
    return word in NOUNS_AFTER_RANGE or followed_by_noun(text, end, ("", lang) if lang else None)


def join_ranges(readings: list[Reading], text: str) -> None:
    """Pairs the two ends of "X–Y", "von X bis Y", "de X à Y", "dalle X alle Y"."""
    for first, second in pairwise(readings):
        if second.start - first.end > 12:
            continue
        if first.weak and second.weak and not _after_a_date(text, first.start):
            continue  # "14.30–16.00" alone may be two prices; a cue, label, unit or date tells
        connector = normalized(f"{text[first.end : second.start]} {second.leading_cue}")
        if connector not in TIME_RANGE_CONNECTORS:
            continue
        if first.weak and not _may_open_range(word_before(text, first.start), connector):
            continue
        first.weak = second.weak = False
        first.in_range = second.in_range = True
        _share_marker(first, second)
        _settle_pair(first, second, text)


# A date's end right before a range: "9/9/2027, 9.00-17.30", "am 9.9.2027 9.00–17.30".
_DATE_END = compile_pattern(r"(?:\b(?:19|20)\d\d|\b\d{1,2}[./]\d{1,2}[./](?:\d\d)?)[\s,;]{0,3}$")


def _after_a_date(text: str, start: int) -> bool:
    """Whether a date ends right before `start`: the times after it are its hours."""
    return search(_DATE_END, text[max(0, start - 16) : start]) is not None


def _may_open_range(previous_word: str, connector: str) -> bool:
    if previous_word in DURATION_CUES:
        return False
    openers = TIME_RANGE_OPENERS.get(connector)
    return openers is None or previous_word in openers


def _share_marker(first: Reading, second: Reading) -> None:
    """ "from 6 to 10 pm", "3:30-6 p.m.": the end's am/pm or day period holds for the start."""
    if first.marker or first.period or first.twelve_hour_digits is None:
        return
    if second.marker:
        hour = first.hour % 12 + (12 if second.marker == "pm" else 0)
        if second.marker == "pm" and hour * 60 + first.minute > second.minutes_of_day:
            hour -= 12  # "11 to 2 pm" starts before noon
        first.hour, first.ambiguous = hour, False
        write_on_twelve_hour_clock(first)
        first.lang = first.lang or second.lang
    elif second.period:
        apply_period(first, second.period)


def _settle_pair(first: Reading, second: Reading, text: str) -> None:
    """Chooses the readings that make the shortest forward range."""
    if first.ambiguous or second.ambiguous:
        options = sorted(
            ((b - a) % 1440 or 1440, a, b) for a in _candidates(first) for b in _candidates(second)
        )
        if len(options) > 1 and options[0][0] == options[1][0]:
            return
        _, a, b = options[0]
        first.hour, second.hour = a // 60, b // 60
        first.ambiguous = second.ambiguous = False
        return
    later = second.minutes_of_day + 720
    if second.minutes_of_day < first.minutes_of_day < later and 1 <= second.hour <= 11:
        # "11:30-1:30" ends in the afternoon; "09:00", its hour written with a leading zero, is
        # on the 24-hour clock and stays in the morning, and so is an end after a start the
        # writer wrote on it ("16:45 bis 10:46": one of the two is wrong, not the end's clock).
        on_24_hour_clock = text.startswith("0", second.start) or (
            first.hour >= 13 and not (first.marker or first.period)
        )
        if not (second.marker or second.period or on_24_hour_clock):
            second.hour += 12


def _candidates(reading: Reading) -> list[int]:
    own = reading.minutes_of_day
    return [own, (own + 720) % 1440] if reading.ambiguous else [own]


_CONNECTORS_BY_FIRST_WORD = by_first_word(TIME_RANGE_CONNECTORS - _DASHES)
