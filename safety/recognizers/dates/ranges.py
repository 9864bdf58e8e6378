"""Ranges of dates: the first end takes month and year from the second ("24–25 June 2026",
"du 24 au 25 juin"), and two full dates joined by a range word share the second one's year."""

from __future__ import annotations

from dataclasses import replace

from safety.lang.range_words import DATE_RANGE_CONNECTORS
from safety.mentions import DateMention
from safety.recognizers.dates.reading import (
    DateParts,
    Found,
    add_day,
    add_weekday,
    shift_month,
    year_piece,
)
from safety.recognizers.dates.words import normalise_phrase


def head_parts(match: Found, body: DateParts) -> DateParts | None:
    """The first day of a range like "24–25 June": its month and year are the second day's."""
    start = match.start("pwd") if match.has("pwd") else match.start("hday")
    end = match.end("hord") if match.has("hord") else match.end("hday")
    head = DateParts(start, end, body.month, body.year)
    if match.has("pwd") and not add_weekday(head, match, "pwd"):
        return None
    add_day(head, match, "hday", "hord")
    return head


def tail_parts(match: Found, body: DateParts) -> DateParts:
    """The last day of a month-first range like "July 13-15, 2026", holding the year if any."""
    tail = DateParts(match.start("tday"), match.end(), body.month)
    add_day(tail, match, "tday", "tord")
    if match.has("year"):
        tail.pieces.append(year_piece(match))
    return tail


def order_range(found: list[DateParts]) -> None:
    """Moves a range's first day into the month before when it would come after the last one."""
    last = found[-1]
    for parts in found[:-1]:
        if parts.month is None or parts.year is None or last.month is None:
            continue
        if (parts.month, parts.day) > (last.month, last.day):
            parts.year, parts.month = shift_month(parts.year, parts.month, -1)


# --------------------------------------------------------------------------------------------
# Ranges written as two full dates


def share_range_years(mentions: list[DateMention], text: str) -> list[DateMention]:
    """A year-less date joined to a dated one by a range word takes the same year."""
    for index in range(len(mentions) - 1):
        first, second = mentions[index], mentions[index + 1]
        if first.year_stated or not second.year_stated or not first.style or not second.style:
            continue
        if normalise_phrase(text[first.end : second.start]) not in DATE_RANGE_CONNECTORS:
            continue
        year = second.value.year
        if (first.value.month, first.value.day) > (second.value.month, second.value.day):
            year -= 1
        try:
            mentions[index] = replace(first, value=first.value.replace(year=year), year_stated=True)
        except ValueError:
            continue
    return mentions
