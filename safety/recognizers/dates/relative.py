"""Relative dates, read with a reference day: "tomorrow", "next Friday", "in drei Tagen", "le 2",
"the first Monday of October"."""

from __future__ import annotations

import datetime as dt

from safety.lang import Lang
from safety.lang import date_words as cues
from safety.lang import relative_date_words as rel
from safety.mentions import DateMention
from safety.numbers import parse_number_words
from safety.recognizers.dates.ranges import head_parts, order_range
from safety.recognizers.dates.reading import (
    MAX_UNIT_COUNT,
    Context,
    DateParts,
    Found,
    add_day,
    add_weekday,
    first_start,
    mention_of,
    next_month_with_day,
    shift_month,
)
from safety.recognizers.dates.words import (
    DAY_OFFSETS,
    MONTH_SENSES,
    WEEKDAY_ABBREVIATION_NUMBERS,
    WEEKDAY_RULES_AFTER,
    WEEKDAY_RULES_BEFORE,
    WEEKDAY_SENSES,
    fold,
    normalise_phrase,
)

# --------------------------------------------------------------------------------------------
# Day of the month alone (reference only)


def day_only_mentions(match: Found, context: Context) -> list[DateMention]:
    assert context.reference is not None
    has_head = match.has("hday")
    weekday_group = "wd" if has_head or match.has("wd") else "pwd"
    start = first_start(match, (weekday_group, "day", "dword"))
    parts = DateParts(start, match.end())
    if match.has(weekday_group) and not add_weekday(parts, match, weekday_group):
        return []
    if not add_day(parts, match, "day", "ord", "dword"):
        return []
    parts.month, parts.year = next_month_with_day(parts.day, context.reference)
    found = [parts]
    if has_head:
        head = head_parts(match, parts)
        if head is None:
            return []
        found.insert(0, head)
    order_range(found)
    mentions = [mention_of(p, False, context.text) for p in found]
    return [m for m in mentions if m is not None]


# --------------------------------------------------------------------------------------------
# Relative expressions (reference only)


def relative_mention(match: Found, value: dt.date) -> DateMention:
    return DateMention(
        start=match.start(),
        end=match.end(),
        text=match.written(),
        lang=_relative_lang(match),
        style="",
        value=value,
        stated_weekday=None,
        year_stated=False,
    )


def _relative_lang(match: Found) -> Lang | None:
    """The language of the word that names the day, the unit or the weekday."""
    if match.has("k_day_offset"):
        return DAY_OFFSETS[normalise_phrase(match.written("offset_word"))][1]
    if match.has("unit"):
        return rel.UNIT_WORDS[fold(match.written("unit"))][1]
    if match.has("k_counted_weekdays") or match.has("k_month_day"):
        return "en"
    for group in ("rwd", "unit_word"):
        word = fold(match.group(group) or "")
        senses = WEEKDAY_SENSES.get(word)
        if senses:
            return senses[0].lang
        if word in rel.POSITION_DAY_WORDS:
            return rel.POSITION_DAY_WORDS[word]
    return None


def relative_value(match: Found, reference: dt.date) -> dt.date | None:
    if match.has("k_day_offset"):
        return _day_offset_value(match, reference)
    if match.has("k_weekday"):
        return _weekday_value(match, reference)
    if match.has("k_count"):
        return _count_offset_value(match, reference)
    if match.has("k_counted_weekdays"):
        return _counted_weekdays_value(match, reference)
    if match.has("k_month_day"):
        return _month_day_value(match, reference)
    if match.has("k_position"):
        return _position_in_month_value(match, reference)
    return None


def _day_offset_value(match: Found, reference: dt.date) -> dt.date | None:
    written = match.written("offset_word")
    if written in cues.DAY_WORDS_ALSO_NOUNS and not _starts_sentence(match.text, match.start()):
        return None  # a noun mid-sentence: the German word for "tomorrow" is also the noun "morning", after "Guten", "am"
    return reference + dt.timedelta(days=DAY_OFFSETS[normalise_phrase(written)][0])


def _starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\u00a0")
    return not before or before[-1] in ".!?:\n"


def _weekday_value(match: Found, reference: dt.date) -> dt.date | None:
    written = fold(match.written("rwd"))
    senses = WEEKDAY_SENSES.get(written)
    weekday = senses[0].number if senses else WEEKDAY_ABBREVIATION_NUMBERS[written]
    after = match.group("after")
    sign = cues.WEEKS_FROM_A_WEEKDAY.get(fold(after).split()[0]) if after else None
    if after and sign is not None:
        weeks = _number_in(after)
        if weeks is None:
            return None
        return _weekday_by_rule(weekday, rel.WeekdayRule.UPCOMING, reference) + dt.timedelta(
            weeks=sign * weeks
        )
    rule = rel.WeekdayRule.UPCOMING
    if match.has("before"):
        rule = WEEKDAY_RULES_BEFORE[normalise_phrase(match.written("before"))]
    if after:
        rule = WEEKDAY_RULES_AFTER.get(normalise_phrase(after), rule)
    return _weekday_by_rule(weekday, rule, reference)


def _number_in(phrase: str) -> int | None:
    """The count of "in 2 weeks", "in drei Wochen": the words between the first and the last."""
    return count_value(" ".join(fold(phrase).split()[1:-1]))


def _weekday_by_rule(weekday: int, rule: rel.WeekdayRule, reference: dt.date) -> dt.date:
    monday = reference - dt.timedelta(days=reference.weekday())
    days_ahead = (weekday - reference.weekday()) % 7
    upcoming = reference + dt.timedelta(days=days_ahead or 7)
    if rule is rel.WeekdayRule.NEXT_WEEK:
        return monday + dt.timedelta(days=7 + weekday)
    if rule is rel.WeekdayRule.THIS_WEEK:
        return monday + dt.timedelta(days=weekday)
    if rule is rel.WeekdayRule.THIS_OR_UPCOMING:
        return reference + dt.timedelta(days=days_ahead)
    if rule is rel.WeekdayRule.PREVIOUS:
        return reference - dt.timedelta(days=(reference.weekday() - weekday) % 7 or 7)
    if rule is rel.WeekdayRule.PREVIOUS_WEEK:
        return monday - dt.timedelta(days=7 - weekday)
    if rule is rel.WeekdayRule.WEEK_AFTER_UPCOMING:
        return upcoming + dt.timedelta(days=7)
    if rule is rel.WeekdayRule.IN_EIGHT_DAYS:
        return reference + dt.timedelta(days=days_ahead + 7)
    if rule is rel.WeekdayRule.IN_FIFTEEN_DAYS:
        return reference + dt.timedelta(days=days_ahead + 14)
    return upcoming


def count_value(written: str) -> int | None:
    folded = fold(written)
    if folded.isdigit():
        return int(folded)
    if folded in rel.ONE_WORDS:
        return 1
    value = parse_number_words(folded)
    # Counts beyond a thousand units name no day a booking needs, and may leave the calendar.
    return value if value is not None and value <= MAX_UNIT_COUNT else None


def _count_offset_value(match: Found, reference: dt.date) -> dt.date | None:
    before, after = match.group("count_before"), match.group("count_after")
    if bool(before) == bool(after):
        return None
    if before:
        direction = rel.OFFSET_WORDS_BEFORE[normalise_phrase(before)]
    else:
        direction = rel.OFFSET_WORDS_AFTER[normalise_phrase(after or "")]
    count = count_value(match.written("count"))
    if count is None:
        return None
    unit = rel.UNIT_WORDS[fold(match.written("unit"))][0]
    return _add_units(reference, direction * count, unit)


def _add_units(reference: dt.date, count: int, unit: rel.Unit) -> dt.date | None:
    if unit is rel.Unit.DAY:
        return reference + dt.timedelta(days=count)
    if unit in rel.UNIT_WEEKS:
        return reference + dt.timedelta(weeks=rel.UNIT_WEEKS[unit] * count)
    months = count * (12 if unit is rel.Unit.YEAR else 1)
    year, month = shift_month(reference.year, reference.month, months)
    for day in range(reference.day, 0, -1):
        try:
            return dt.date(year, month, day)
        except ValueError:
            continue
    return None


def _counted_weekdays_value(match: Found, reference: dt.date) -> dt.date | None:
    count = count_value(match.written("wcount"))
    if not count:
        return None
    weekday = WEEKDAY_SENSES[
        fold(match.written("wplural")).removesuffix(cues.ENGLISH_PLURAL_ENDING)
    ][0].number
    if cues.COUNTED_WEEKDAY_DIRECTIONS[normalise_phrase(match.written("wdirection"))] > 0:
        first = _weekday_by_rule(weekday, rel.WeekdayRule.UPCOMING, reference)
        return first + dt.timedelta(weeks=count - 1)
    last = _weekday_by_rule(weekday, rel.WeekdayRule.PREVIOUS, reference)
    return last - dt.timedelta(weeks=count - 1)


def _month_day_value(match: Found, reference: dt.date) -> dt.date | None:
    offset = rel.MONTH_OFFSET_PHRASES[normalise_phrase(match.written("month_phrase"))]
    year, month = shift_month(reference.year, reference.month, offset)
    try:
        return dt.date(year, month, int(match.written("mday")))
    except ValueError:
        return None


def _position_in_month_value(match: Found, reference: dt.date) -> dt.date | None:
    year, month = _month_of_position_phrase(match, reference)
    position = _position_number(match.written("position"))
    if position is None:
        return None
    if match.has("from_end"):
        position = -position
    unit_word = fold(match.written("unit_word"))
    if unit_word in rel.POSITION_DAY_WORDS:
        return _nth_day_of_month(year, month, position)
    weekday = WEEKDAY_SENSES[unit_word][0].number
    return _nth_weekday_of_month(year, month, weekday, position)


def _month_of_position_phrase(match: Found, reference: dt.date) -> tuple[int, int]:
    if match.has("pmonth_phrase"):
        offset = rel.MONTH_OFFSET_PHRASES[normalise_phrase(match.written("pmonth_phrase"))]
        return shift_month(reference.year, reference.month, offset)
    month = MONTH_SENSES[fold(match.written("pmonth"))][0].number
    if match.has("pyear"):
        return int(match.written("pyear")), month
    return (reference.year if month >= reference.month else reference.year + 1), month


def _position_number(written: str) -> int | None:
    folded = fold(written)
    if folded in rel.ORDINAL_POSITION_WORDS:
        return rel.ORDINAL_POSITION_WORDS[folded]
    return int(folded[0]) if folded[:1].isdigit() else None


def _nth_day_of_month(year: int, month: int, position: int) -> dt.date | None:
    next_year, next_month = shift_month(year, month, 1)
    length = (dt.date(next_year, next_month, 1) - dt.timedelta(days=1)).day
    day = position if position > 0 else length + position + 1
    return dt.date(year, month, day) if 1 <= day <= length else None


def _nth_weekday_of_month(year: int, month: int, weekday: int, position: int) -> dt.date | None:
    first = dt.date(year, month, 1)
    first_match = first + dt.timedelta(days=(weekday - first.weekday()) % 7)
    matches = [first_match + dt.timedelta(weeks=k) for k in range(5)]
    matches = [d for d in matches if d.month == month]
    index = position - 1 if position > 0 else len(matches) + position
    return matches[index] if 0 <= index < len(matches) else None
