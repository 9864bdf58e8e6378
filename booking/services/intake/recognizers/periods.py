"""Periods named instead of days, read against a reference day: parts of a month ("early March",
"Mitte März", "fin avril", "la première quinzaine d'avril", "a fine mese"), parts of a week
("beginning of next week", "Ende dieser Woche", "en milieu de semaine", "all'inizio della
prossima settimana", "rest of the week", "en semaine"), weekends ("this weekend", "le premier
week-end de septembre", "das Wochenende vom 10. April"), seasons ("this summer", "diesen
Winter", "quest'estate") and a length from a written date ("18 Dec for 10 days").

`recognize_periods(text, reference)` returns one PeriodMention per period, sorted by start and
never overlapping, with its first and last day (inclusive). Which days a part covers is set in
one table, safety.lang.period_words.CONVENTIONS (early = days 1–10, mid = 11–20, late = 21–last;
beginning of a week Monday–Wednesday, end Friday–Sunday; a weekend Friday–Sunday; astronomical
seasons, see SEASON_STARTS). Counting from the reference day:

* a month named without a year is its next occurrence on or after the reference day's month
  ("beginning of January" read in February is next January);
* "the month", "this week", "this weekend": the reference day's month, calendar week (Monday
  to Sunday) or the weekend of that week; "next"/"coming" one later, "last"/"past" one before
  (a "coming weekend" is this week's);
* a season alone or "this summer": the one under way or the next to start; "next summer" the
  first to start after the reference day; "last summer" the last one over before it; with a
  year, the one that starts in that year;
* the Nth or last weekend of a month: the one whose Saturday is the month's Nth or last;
* the weekend of a date: the Friday to Sunday of that date's calendar week;
* "N days/weeks" from a date: N days (or 7·N) counted from it, the date included.

Words are those of safety.lang.period_words; month names come from CLDR's tables
(safety.lang.calendar_words). A part word without a month or week ("the end of the meeting",
"mid-size room", "Ende der Veranstaltung", "la fin du repas") and a weekend or season with an
article alone ("the weekend rate", "l'estate") read nothing. Not read: holidays, whole months
or weeks alone ("in March", "next week"), counts of days from the reference ("next 3 days").

Only client-message intake and the benchmarks call this; verify never does.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass

import regex

from safety.lang import Lang
from safety.lang import period_words as pw
from safety.lang import relative_date_words as rel
from safety.mentions import DateMention
from safety.patterns import compile_pattern, scan, scan_at
from safety.recognizers.dates import recognize_dates
from safety.recognizers.dates.patterns import MONTH, YEAR4
from safety.recognizers.dates.reading import shift_month
from safety.recognizers.dates.relative import count_value
from safety.recognizers.dates.words import MONTH_SENSES, fold, normalise_phrase
from safety.text import trie_alternation

# --------------------------------------------------------------------------------------------
# Result


@dataclass(frozen=True, slots=True, kw_only=True)
class PeriodMention:
    """A period written in a text: its first and last day (inclusive), what kind of period it
    is ("month_part", "week_part", "weekend", "season", "length"; intake adds "span" for days
    counted from the day received, booking.services.intake.recognizers.relative_times), and its span."""

    start_date: dt.date
    end_date: dt.date
    kind: str
    start: int
    end: int
    text: str
    lang: Lang | None = None


# --------------------------------------------------------------------------------------------
# Pattern


def _escape(char: str) -> str:
    if char == " ":
        return r"[ \t\u00a0]{1,3}"
    if char in "'’":
        return "['’]"
    if char == "-":
        return r"[-‑]"
    return regex.escape(char)


def _alt(phrases: Iterable[str]) -> str:
    return trie_alternation({phrase.lower() for phrase in phrases}, escape=_escape)


GAP = r"[ \t\u00a0]{1,3}"
OPT_GAP = r"[ \t\u00a0]{0,3}"
# After a word ending in an apostrophe ("d'", "quest'") the next word follows without a space.
AFTER = rf"(?:{GAP}|(?<=['’]))"
_MODIFIER_OR_PREPOSITION = _alt(set(pw.MODIFIERS_BEFORE) | pw.PERIOD_PREPOSITIONS)
# Modifiers after the noun that are joined to it by a hyphen, without a space: "ce week-end-ci".
_ATTACHED = {modifier for modifier in pw.MODIFIERS_AFTER if modifier.startswith("-")}
_AFTER_MODIFIER = (
    rf"(?:{GAP}(?P<after>{_alt(set(pw.MODIFIERS_AFTER) - _ATTACHED)})(?!\w)"
    rf"|(?P<after>{'|'.join(regex.escape(modifier) for modifier in sorted(_ATTACHED))})(?!\w))"
)
_YEAR = rf"(?:,?{GAP}(?P<year>{YEAR4}))"
_MONTH_NAME = rf"(?P<month>{MONTH})"
_ELIDED_MONTH_OF = {link for link in pw.MONTH_OF_LINKS if link.endswith("'")}
_MONTH_OF = (
    rf"(?:(?:{_alt(pw.MONTH_OF_LINKS - _ELIDED_MONTH_OF)}){GAP}|(?:{_alt(_ELIDED_MONTH_OF)}))"
)

PART = (
    rf"(?P<k_part>)(?P<part>{_alt(pw.PART_WORDS)})"
    rf"(?:{OPT_GAP}(?P<link>-){OPT_GAP}|{GAP}(?:(?P<link>{_alt(pw.PART_LINKS - {'-'})}){AFTER})?)"
    rf"(?:{_MONTH_OF}{_MONTH_NAME}{_YEAR}?"
    rf"|{_MONTH_NAME}{_YEAR}?"
    rf"|(?:(?P<before>{_alt(pw.MODIFIERS_BEFORE)}){AFTER})?"
    rf"(?P<unit>{_alt({*pw.MONTH_NOUNS, *pw.WEEK_NOUNS})})(?!\w){_AFTER_MODIFIER}?)"
)
WEEKEND_IN_MONTH = (
    rf"(?P<k_weekend_in_month>)(?:(?:{_alt(pw.WEEKEND_IN_MONTH_ARTICLES)}){AFTER})?"
    rf"(?P<position>{_alt(rel.ORDINAL_POSITION_WORDS)}){GAP}(?P<weekend>{_alt(pw.WEEKEND_NOUNS)})"
    rf"{GAP}(?:{_alt(pw.WEEKEND_IN_MONTH_LINKS)}){AFTER}{_MONTH_NAME}{_YEAR}?"
)
WEEKEND = (
    rf"(?P<k_weekend>)(?:(?P<before>{_MODIFIER_OR_PREPOSITION}){AFTER})?"
    rf"(?P<weekend>{_alt(pw.WEEKEND_NOUNS)})(?!\w){_AFTER_MODIFIER}?"
)
SEASON = (
    rf"(?P<k_season>)(?:(?P<before>{_MODIFIER_OR_PREPOSITION}){AFTER})?"
    rf"(?P<season>{_alt(pw.SEASON_NOUNS)})(?!\w){_AFTER_MODIFIER}?{_YEAR}?"
)
WHOLE_WEEK = rf"(?P<k_whole>)(?P<whole>{_alt(pw.WHOLE_WEEK_PHRASES)})(?!\w)"
COMPOUND = rf"(?P<k_compound>)(?P<compound>{_alt(pw.COMPOUND_PARTS)})(?!\w)"

PERIOD_PATTERN = compile_pattern(
    rf"(?<![\w-])(?:{WEEKEND_IN_MONTH}|{WEEKEND}|{SEASON}|{WHOLE_WEEK}|{PART}|{COMPOUND})",
    regex.IGNORECASE,
)

# Around a written date: "the weekend of" before it, "for 10 days" after it, "for 10 days from"
# before it.
_COUNT = r"(?P<count>\d{1,3}(?!\d)|[^\W\d_][\w-]{0,30}?)"
_LENGTH = (
    rf"(?:{_alt(pw.LENGTH_BEFORE_COUNT)}){GAP}{_COUNT}{GAP}(?P<unit>{_alt(pw.LENGTH_UNITS)})(?!\w)"
)
LENGTH_AFTER_DATE = compile_pattern(rf",?{GAP}{_LENGTH}", regex.IGNORECASE)
LENGTH_BEFORE_DATE = compile_pattern(
    rf"(?<!\w){_LENGTH}{GAP}(?:{_alt(pw.FROM_BEFORE_DATE)}){AFTER}"
    rf"(?:(?:{_alt(pw.LENGTH_DATE_ARTICLES)}){GAP})?$",
    regex.IGNORECASE,
)
WEEKEND_OF_DATE = compile_pattern(
    rf"(?<![\w'’-])(?P<weekend>{_alt(pw.WEEKEND_NOUNS)}){GAP}(?:{_alt(pw.WEEKEND_OF_DATE_LINKS)})"
    rf"{AFTER}(?:(?:{_alt(pw.WEEKEND_DATE_ARTICLES)}){GAP})?$",
    regex.IGNORECASE,
)
# How far before a date its "for 10 days from" or "the weekend of" may start.
_LOOK_BACK = 60

# --------------------------------------------------------------------------------------------
# Public API


def recognize_periods(text: str, reference: dt.date) -> list[PeriodMention]:
    """Every period named in `text`, counted from `reference` (see module doc), sorted by start
    and non-overlapping. Raises safety.patterns.TextTooComplex when a scan does not finish in
    time."""
    found: list[PeriodMention] = []
    for match in scan(PERIOD_PATTERN, text):
        mention = _period_of(match, reference)
        if mention is not None:
            found.append(mention)
    dates = recognize_dates(text, reference=reference)
    found += [m for date in dates if (m := _around_date(text, date)) is not None]
    return _without_overlaps(found)


# --------------------------------------------------------------------------------------------
# Reading a match


def _period_of(match: regex.Match[str], reference: dt.date) -> PeriodMention | None:
    if match.group("k_part") is not None:
        return _part(match, reference)
    if match.group("k_weekend_in_month") is not None:
        return _weekend_in_month(match, reference)
    if match.group("k_weekend") is not None:
        return _weekend(match, reference)
    if match.group("k_season") is not None:
        return _season(match, reference)
    if match.group("k_whole") is not None:
        convention, whole_lang = pw.WHOLE_WEEK_PHRASES[normalise_phrase(match.group("whole"))]
        return _week_part(match, reference, convention, 0, whole_lang)
    return _compound(match, reference)


def _compound(match: regex.Match[str], reference: dt.date) -> PeriodMention:
    """ "Monatsende", "Wochenmitte", "midweek": a part of the reference day's month or week."""
    folded = normalise_phrase(match.group("compound"))
    unit, part = pw.COMPOUND_PARTS[folded]
    lang = pw.COMPOUND_LANGS[folded]
    if unit == "month":
        return _month_part(match, part, reference.year, reference.month, lang)
    return _week_part(match, reference, f"week_{part}", 0, lang)


def _part(match: regex.Match[str], reference: dt.date) -> PeriodMention | None:
    written = normalise_phrase(match.group("part"))
    word = pw.PART_WORDS[written]
    # English "end", "beginning", "half" need "of": "the end may come" names no month.
    if word.lang == "en" and written not in pw.PARTS_BEFORE_A_NAME and not match.group("link"):
        return None
    if match.group("month"):
        month = _month_number(match.group("month"))
        if month is None:
            return None
        year = _year_of_month(month, match.group("year"), reference)
        return _month_part(match, word.part, year, month, word.lang)
    unit = fold(match.group("unit"))
    offset = _offset(match.group("before"), match.group("after"))
    if offset is None:
        return None
    if unit in pw.MONTH_NOUNS:
        year, month = shift_month(reference.year, reference.month, offset)
        return _month_part(match, word.part, year, month, word.lang)
    if word.part not in ("early", "mid", "late"):
        return None
    return _week_part(match, reference, f"week_{word.part}", offset, word.lang)


def _month_part(
    match: regex.Match[str], part: str, year: int, month: int, lang: Lang
) -> PeriodMention:
    days = pw.CONVENTIONS[f"month_{part}"]
    first = dt.date(year, month, days.first)
    last_day = days.last or _days_in_month(year, month)
    return _mention(match, first, dt.date(year, month, last_day), "month_part", lang)


def _week_part(
    match: regex.Match[str], reference: dt.date, convention: str, offset: int, lang: Lang
) -> PeriodMention:
    monday = reference - dt.timedelta(days=reference.weekday()) + dt.timedelta(weeks=offset)
    if convention == "week_rest":
        first, last = reference, monday + dt.timedelta(days=6)
    else:
        days = pw.CONVENTIONS[convention]
        first = monday + dt.timedelta(days=days.first)
        last = monday + dt.timedelta(days=days.last if days.last is not None else 6)
    return _mention(match, first, last, "week_part", lang)


def _weekend(match: regex.Match[str], reference: dt.date) -> PeriodMention | None:
    before, after = match.group("before"), match.group("after")
    if not _names_one(before, after):
        return None
    offset = _offset(before if _is_modifier(before) else None, after) or 0
    offset = max(offset, 0) if _is_coming(before) else offset
    monday = reference - dt.timedelta(days=reference.weekday()) + dt.timedelta(weeks=offset)
    return _weekend_mention(match, monday, _noun_lang(match.group("weekend")))


def _weekend_in_month(match: regex.Match[str], reference: dt.date) -> PeriodMention | None:
    month = _month_number(match.group("month"))
    position = rel.ORDINAL_POSITION_WORDS.get(fold(match.group("position")))
    if month is None or position is None:
        return None
    year = _year_of_month(month, match.group("year"), reference)
    saturdays = [
        day
        for day in range(1, _days_in_month(year, month) + 1)
        if dt.date(year, month, day).weekday() == 5
    ]
    if position > len(saturdays):
        return None
    saturday = dt.date(year, month, saturdays[position - 1 if position > 0 else -1])
    monday = saturday - dt.timedelta(days=5)
    return _weekend_mention(match, monday, _noun_lang(match.group("weekend")))


def _weekend_mention(match: regex.Match[str], monday: dt.date, lang: Lang) -> PeriodMention:
    first, last = _weekend_days(monday)
    return _mention(match, first, last, "weekend", lang)


def _weekend_days(monday: dt.date) -> tuple[dt.date, dt.date]:
    """The first and last day of the weekend of the week starting on `monday`."""
    days = pw.CONVENTIONS["weekend"]
    last = days.last if days.last is not None else 6
    return monday + dt.timedelta(days=days.first), monday + dt.timedelta(days=last)


def _season(match: regex.Match[str], reference: dt.date) -> PeriodMention | None:
    before, after, year = match.group("before"), match.group("after"), match.group("year")
    if not year and not _names_one(before, after):
        return None
    season, lang = pw.SEASON_NOUNS[fold(match.group("season"))]
    if year:
        first, last = _season_of(season, int(year))
        return _mention(match, first, last, "season", lang)
    offset = _offset(before if _is_modifier(before) else None, after) or 0
    occurrences = [_season_of(season, y) for y in range(reference.year - 2, reference.year + 3)]
    if offset < 0:
        first, last = [o for o in occurrences if o[1] < reference][-1]
    elif offset > 0 and not _is_coming(before):
        first, last = next(o for o in occurrences if o[0] > reference)
    else:
        first, last = next(o for o in occurrences if o[1] >= reference)
    return _mention(match, first, last, "season", lang)


def _season_of(season: str, year: int) -> tuple[dt.date, dt.date]:
    """The season that starts in `year`, first and last day."""
    order = list(pw.SEASON_STARTS)
    month, day = pw.SEASON_STARTS[season]
    following = order[(order.index(season) + 1) % len(order)]
    next_month, next_day = pw.SEASON_STARTS[following]
    next_year = year + 1 if next_month < month else year
    return dt.date(year, month, day), dt.date(next_year, next_month, next_day) - dt.timedelta(1)


# --------------------------------------------------------------------------------------------
# Periods around a written date


def _around_date(text: str, date: DateMention) -> PeriodMention | None:
    """ "18 Dec for 10 days", "for 10 days from 18 Dec", "the weekend of 10 April"."""
    head_start = max(date.start - _LOOK_BACK, 0)
    head = text[head_start : date.start]
    before = next(scan(LENGTH_BEFORE_DATE, head), None)
    after = None if before else next(scan_at(LENGTH_AFTER_DATE, text, [date.end]), None)
    length = before or after
    if length is not None:
        days = _length_days(length)
        if days is None:
            return None
        start = head_start + length.start() if before else date.start
        end = date.end if before else length.end()
        last = date.value + dt.timedelta(days=days - 1)
        return PeriodMention(
            start_date=date.value,
            end_date=last,
            kind="length",
            start=start,
            end=end,
            text=text[start:end],
            lang=date.lang,
        )
    weekend = next(scan(WEEKEND_OF_DATE, head), None)
    if weekend is None:
        return None
    first, last = _weekend_days(date.value - dt.timedelta(days=date.value.weekday()))
    start = head_start + weekend.start()
    return PeriodMention(
        start_date=first,
        end_date=last,
        kind="weekend",
        start=start,
        end=date.end,
        text=text[start : date.end],
        lang=_noun_lang(weekend.group("weekend")),
    )


def _length_days(match: regex.Match[str]) -> int | None:
    count = count_value(match.group("count"))
    if count is None or count < 1:
        return None
    return count * pw.LENGTH_UNITS[fold(match.group("unit"))]


# --------------------------------------------------------------------------------------------
# Helpers


def _mention(
    match: regex.Match[str], first: dt.date, last: dt.date, kind: str, lang: Lang | None
) -> PeriodMention:
    return PeriodMention(
        start_date=first,
        end_date=last,
        kind=kind,
        start=match.start(),
        end=match.end(),
        text=match.group(),
        lang=lang,
    )


def _offset(before: str | None, after: str | None) -> int | None:
    """The count a modifier before and one after the noun give together, or None when they
    contradict each other ("next week last")."""
    first = pw.MODIFIERS_BEFORE.get(normalise_phrase(before)) if before else 0
    second = pw.MODIFIERS_AFTER.get(normalise_phrase(after)) if after else 0
    if first is None or second is None or (first and second and first != second):
        return None
    return first or second


def _is_modifier(before: str | None) -> bool:
    return bool(before) and normalise_phrase(before or "") in pw.MODIFIERS_BEFORE


def _is_coming(before: str | None) -> bool:
    """ "the coming weekend", "kommendes Wochenende": the next one to come, this week's."""
    return bool(before) and any(stem in normalise_phrase(before or "") for stem in pw.COMING_STEMS)


def _names_one(before: str | None, after: str | None) -> bool:
    """A weekend or season needs a word that says which: a modifier that is no bare article
    ("this", "nächstes", "ce", "questo"), a modifier after it, or a preposition."""
    if after:
        return True
    if not before:
        return False
    folded = normalise_phrase(before)
    return folded not in pw.ARTICLES


def _noun_lang(written: str) -> Lang:
    folded = normalise_phrase(written).replace("-", " ")
    for table in (pw.WEEKEND_NOUNS,):
        for noun, lang in table.items():
            if noun.replace("-", " ") == folded:
                return lang
    return "en"


def _month_number(written: str) -> int | None:
    senses = MONTH_SENSES.get(fold(written).rstrip("."))
    return senses[0].number if senses else None


def _year_of_month(month: int, year: str | None, reference: dt.date) -> int:
    if year:
        return int(year)
    return reference.year if month >= reference.month else reference.year + 1


def _days_in_month(year: int, month: int) -> int:
    next_year, next_month = shift_month(year, month, 1)
    return (dt.date(next_year, next_month, 1) - dt.timedelta(days=1)).day


def _without_overlaps(found: list[PeriodMention]) -> list[PeriodMention]:
    """Sorted by start; of two that overlap, the longer (then the earlier) is kept."""
    kept: list[PeriodMention] = []
    for mention in sorted(found, key=lambda m: (m.start, -(m.end - m.start))):
        if kept and mention.start < kept[-1].end:
            if mention.end - mention.start > kept[-1].end - kept[-1].start:
                kept[-1] = mention
            continue
        kept.append(mention)
    return kept


__all__ = ["PeriodMention", "recognize_periods"]
