"""Values that cannot be read as the client wrote them: asked back, never replaced by a guess.

The recognizers read what looks like a date or a time; a shape they do not know may still end up
as something else ("31.12.9999" read as a year-less 31 December, "12.13.2027" with day and month
swapped). Before a message is read, its invisible characters are dealt with, and afterwards its
date and time shapes are checked here as written:

* zero-width characters (U+200B…U+200D, U+2060, U+FEFF, the soft hyphen) show nothing, so the
  text is read as it shows: "1\u200b8:00" is 18:00, never 8:00;
* a direction control (U+202A…U+202E, U+2066…U+2069, U+200E, U+200F, U+061C) beside a digit
  can make a value show other than it is written: the value is asked back;
* a date whose day or month is out of range ("32.03.2027", "12.13.2027", "30 February 2027"), or
  whose year is not a year of the booking calendar ("31.12.9999", "12.03.2208", "8 August 1066"),
  is asked back;
* a clock time out of range ("25:00", "18:75") is asked back.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import regex

from safety.lang.calendar_words import (
    MONTH_ABBREVIATION_ALTERNATES,
    MONTH_ABBREVIATIONS,
    MONTH_NAMES,
)
from safety.lang.date_words import DAY_BEFORE_MONTH_MARKS, ENGLISH_DAY_SUFFIXES
from safety.patterns import compile_pattern, scan
from safety.text import fold

# How far ahead the venue's calendar reaches: a later year is no booking date.
YEARS_AHEAD = 5
_EARLIEST_YEAR = 1900

_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e")
_DIRECTION = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")

_NUMERIC_DATE = compile_pattern(
    r"(?<![\p{N}.,:/\-])(?P<a>\d{1,4})(?P<sep>[./\-])(?P<b>\d{1,2})(?P=sep)(?P<c>\d{2,6})"
    r"(?![\p{N}]|[.,:/\-]\p{N})"
)
_CLOCK = compile_pattern(r"(?<![\p{N}.,:/\-])(?P<h>\d{1,2})(?P<sep>[:h])(?P<m>\d{2})(?![\p{N}])")


def _month_numbers() -> dict[str, int]:
    months: dict[str, int] = {}
    for table in (MONTH_NAMES, MONTH_ABBREVIATIONS):
        for names in table.values():
            for number, name in enumerate(names, start=1):
                months[fold(name)] = number
    for alternates in MONTH_ABBREVIATION_ALTERNATES.values():
        for number, name in alternates.items():
            months[fold(name)] = number
    return months


_MONTHS = _month_numbers()


def _alternation(marks: tuple[str, ...]) -> str:
    return "|".join(regex.escape(mark) for mark in marks)


# "30 February 2027", "8. August 9999", "1er mars 2208": a day, a month name and a number after it.
_DAY_MONTH_YEAR = compile_pattern(
    r"(?<![\p{N}.,:/\-])(?P<day>\d{1,2})"
    rf"(?:{_alternation(DAY_BEFORE_MONTH_MARKS)})?\s{{1,3}}(?P<month>\p{{L}}{{3,10}})"
    r"\.?,?\s{1,3}(?P<year>\d{4,6})(?![\p{N}:]|[.,]\p{N})"
)
# "August 8, 9999", "March 32 2027".
_MONTH_DAY_YEAR = compile_pattern(
    r"(?<![\p{L}])(?P<month>\p{L}{3,10})\.?\s{1,3}(?P<day>\d{1,2})"
    rf"(?:{_alternation(ENGLISH_DAY_SUFFIXES)})?,?\s{{1,3}}"
    r"(?P<year>\d{4,6})(?![\p{N}:]|[.,]\p{N})"
)

Reason = str  # "date_invalid", "date_out_of_range", "time_invalid", "value_hidden"; intake
# adds "date_period" for a period named instead of a day (intake.values.stated_period) and
# "date_alternatives" for days offered as alternatives (intake.values.date_alternative).


@dataclass(frozen=True)
class Unreadable:
    """A value that could not be read as written: its field and why, with its span in the text."""

    field: str  # "date" or "time"
    reason: Reason
    start: int
    end: int


@dataclass(frozen=True)
class Visible:
    """The text as it shows, and the spans where a direction control stood beside a digit."""

    text: str
    hidden: tuple[tuple[int, int], ...]


def visible_text(text: str) -> Visible:
    """Removes zero-width and direction characters; a direction control touching a digit (or
    another such control touching one) leaves the span of that value in `hidden`."""
    kept: list[str] = []
    hidden: list[tuple[int, int]] = []
    for index, char in enumerate(text):
        if char in _ZERO_WIDTH:
            continue
        if char in _DIRECTION:
            if _touches_digit(text, index):
                position = len(kept)
                hidden.append((position, position))
            continue
        kept.append(char)
    visible = "".join(kept)
    return Visible(visible, tuple(_value_around(visible, at) for at, _ in hidden))


def unreadable_values(text: str, *, received_on: dt.date, hidden=()) -> list[Unreadable]:
    """The dates and clock times of `text` (already visible) that cannot be read as written."""
    found: list[Unreadable] = []
    for match in scan(_NUMERIC_DATE, text):
        reason = _numeric_date_problem(match, received_on)
        if reason:
            found.append(Unreadable("date", reason, match.start(), match.end()))
    for pattern in (_DAY_MONTH_YEAR, _MONTH_DAY_YEAR):
        for match in scan(pattern, text):
            month = _MONTHS.get(fold(match.group("month")))
            if month is None:
                continue
            reason = _date_problem(int(match.group("day")), month, match.group("year"), received_on)
            if reason:
                found.append(Unreadable("date", reason, match.start(), match.end()))
    for match in scan(_CLOCK, text):
        hour, minute = int(match.group("h")), int(match.group("m"))
        if minute > 59 or hour > 24 or (hour == 24 and minute):
            found.append(Unreadable("time", "time_invalid", match.start(), match.end()))
    for start, end in hidden:
        found.append(Unreadable("value", "value_hidden", start, end))
    return found


def _numeric_date_problem(match, received_on: dt.date) -> Reason:
    first, second, third = match.group("a"), match.group("b"), match.group("c")
    if len(first) == 4:  # 2027-03-12
        if len(third) > 2:
            return "date_invalid"
        return _date_problem(int(third), int(second), first, received_on)
    if len(first) == 3:
        return ""  # no date shape: "192.168.1.10"
    day, month = int(first), int(second)
    problem = _date_problem(day, month, third, received_on)
    if problem == "date_invalid" and match.group("sep") == "/":
        # Month first, as the recognizer reads it when the day cannot be a month: 10/31/2027.
        swapped = _date_problem(month, day, third, received_on)
        if not swapped:
            return ""
    return problem


def _date_problem(day: int, month: int, year_digits: str, received_on: dt.date) -> Reason:
    if len(year_digits) == 2:
        year = 2000 + int(year_digits) if int(year_digits) < 50 else 1900 + int(year_digits)
    elif len(year_digits) == 4:
        year = int(year_digits)
    else:
        return "date_out_of_range"
    if not 1 <= month <= 12:
        return "date_invalid"
    try:
        dt.date(max(year, 1), month, day)
    except ValueError:
        return "date_invalid"
    if year < _EARLIEST_YEAR or year > received_on.year + YEARS_AHEAD:
        return "date_out_of_range"
    return ""


def _touches_digit(text: str, index: int) -> bool:
    """Whether a digit stands next to `index`, across other invisible characters."""
    for step in (-1, 1):
        position = index + step
        while 0 <= position < len(text) and (
            text[position] in _DIRECTION or text[position] in _ZERO_WIDTH
        ):
            position += step
        if 0 <= position < len(text) and text[position].isdigit():
            return True
    return False


_VALUE_CHARS = frozenset("0123456789.:/-h'’ ,")


def _value_around(text: str, at: int) -> tuple[int, int]:
    """The run of digits and value punctuation around position `at` of the visible text."""
    start, end = at, at
    while start > 0 and (text[start - 1].isdigit() or text[start - 1] in _VALUE_CHARS - {" "}):
        start -= 1
    while end < len(text) and (text[end].isdigit() or text[end] in _VALUE_CHARS - {" "}):
        end += 1
    return start, end
