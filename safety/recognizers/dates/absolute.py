"""Absolute dates, in digits or with month and weekday names: "08.08.2026", "8 August 2026",
"Samstag, den 8. August", "le 1er août", "the first of March 2026"."""

from __future__ import annotations

from safety.mentions import DateMention
from safety.recognizers.dates.ranges import head_parts, order_range, tail_parts
from safety.recognizers.dates.reading import (
    Context,
    DateParts,
    Found,
    add_day,
    add_month_name,
    add_numeric_month,
    add_weekday,
    first_start,
    mention_of,
    plausible_numeric,
    settle_inferred_year,
    year_piece,
    year_value,
)


def absolute_mentions(match: Found, context: Context) -> list[DateMention]:
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
        head = head_parts(match, body)
        if head is None:
            return []
        found.insert(0, head)
    if has_tail:
        found.append(tail_parts(match, body))
    year_stated = match.has("year")
    if year_stated:
        for parts in found:
            parts.year = body.year
    elif not settle_inferred_year(found, context):
        return []
    order_range(found)
    mentions = [mention_of(parts, year_stated, context.text) for parts in found]
    return [m for m in mentions if m is not None]


def _body_parts(
    match: Found, text: str, *, with_year: bool, weekday_group: str, month_first: bool = False
) -> DateParts | None:
    start = first_start(match, (weekday_group, "day", "dword", "mname", "year"))
    end = match.end() if with_year else _end_of_first_day(match)
    parts = DateParts(start, end)
    if match.has(weekday_group) and not add_weekday(parts, match, weekday_group):
        return None
    if not add_day(parts, match, "day", "ord", "dword"):
        return None
    if match.has("mname"):
        if not add_month_name(parts, match):
            return None
    else:
        add_numeric_month(parts, match, month_first)
        if not plausible_numeric(parts, match, text):
            return None
    if match.has("year"):
        parts.year = year_value(match.written("year"))
        if with_year:
            parts.pieces.append(year_piece(match))
    return parts


def _end_of_first_day(match: Found) -> int:
    for name in ("ord", "day", "dword"):
        if match.has(name):
            return match.end(name)
    return match.end()
