"""Absolute dates, in digits or with month and weekday names: "08.08.2026", "8 August 2026",
"Samstag, den 8. August", "le 1er août", "the first of March 2026"."""

from __future__ import annotations

from safety.mentions import DateMention
from safety.recognizers.dates.ranges import _head_parts, _order_range, _tail_parts
from safety.recognizers.dates.reading import (
    _add_day,
    _add_month_name,
    _add_numeric_month,
    _add_weekday,
    _Context,
    _DateParts,
    _first_start,
    _Found,
    _mention,
    _plausible_numeric,
    _settle_inferred_year,
    _year_piece,
    _year_value,
)


def _absolute_mentions(match: _Found, context: _Context) -> list[DateMention]:
    has_tail = match.has("tday")
    has_head = match.has("hday")
    # A weekday before the first number belongs to the range's first day when there is one.
    weekday_group = "wd" if has_head else "pwd"
    body = _body_parts(
        match,
        context.text,
        with_year=not has_tail,
        weekday_group=weekday_group,
        month_first=context.month_first,
    )
    if body is None:
        return []
    found = [body]
    if has_head:
        head = _head_parts(match, body)
        if head is None:
            return []
        found.insert(0, head)
    if has_tail:
        found.append(_tail_parts(match, body))
    year_stated = match.has("year")
    if year_stated:
        for parts in found:
            parts.year = body.year
    elif not _settle_inferred_year(found, context):
        return []
    _order_range(found)
    mentions = [_mention(parts, year_stated, context.text) for parts in found]
    return [m for m in mentions if m is not None]


def _body_parts(
    match: _Found, text: str, *, with_year: bool, weekday_group: str, month_first: bool = False
) -> _DateParts | None:
    start = _first_start(match, (weekday_group, "day", "dword", "mname", "year"))
    end = match.end() if with_year else _end_of_first_day(match)
    parts = _DateParts(start, end)
    if match.has(weekday_group) and not _add_weekday(parts, match, weekday_group):
        return None
    if not _add_day(parts, match, "day", "ord", "dword"):
        return None
    if match.has("mname"):
        if not _add_month_name(parts, match):
            return None
    else:
        _add_numeric_month(parts, match, month_first)
        if not _plausible_numeric(parts, match, text):
            return None
    if match.has("year"):
        parts.year = _year_value(match.written("year"))
        if with_year:
            parts.pieces.append(_year_piece(match))
    return parts


def _end_of_first_day(match: _Found) -> int:
    for name in ("ord", "day", "dword"):
        if match.has(name):
            return match.end(name)
    return match.end()
