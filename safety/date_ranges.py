"""Written ranges of dates, and the edits that keep them readable when a correction moves or
removes one end.

In "24–25 June 2026", "June 24–25, 2026", "du 24 au 25 juin", "vom 24. bis 25. Juni" or
"dal 24 al 25 giugno" the recognizer reads each end as a mention of its own, and the short end
borrows month and year from the other. A correction that moves one end into another month has to
write the borrowed parts out ("30 June–1 July 2026"); one that removes an invented end leaves the
other as a single date with the word a single date takes ("vom 24. bis 25. Juni" → "am 24. Juni").
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from safety.formatters.articles import agreeing_article, with_agreeing_article
from safety.formatters.dates import format_date, has_month, range_styles, standalone_range_styles
from safety.mentions import DateMention
from safety.patterns import compile_pattern
from safety.recognizers.dates import recognize_dates
from safety.removal import removal_span
from safety.report import Issue, Report

Span = tuple[int, int]
Edit = tuple[int, int, str]

_LONGEST_CONNECTOR = 16
_THROUGH = r"[–—-]|to|till|until|through|bis(?:\s+zum)?|au|jusqu['’]au|al|all['’]|fino\s+al"
_OR_AND = r"and|or|&|und|oder|et|ou|e|o"
_RANGE_CONNECTOR = compile_pattern(rf"(?i)\s*(?:{_THROUGH})\s*(?:the\s+)?")
_LIST_CONNECTOR = compile_pattern(rf"(?i)\s*(?:{_OR_AND})\s*(?:the\s+)?")
_OPENER = compile_pattern(
    r"(?i)(?<![\w'’])(from|between|vom|von|zwischen(?:\s+dem)?|du|entre\s+le|dal|tra\s+il|fra\s+il)"
    r"(\s+the)?\s+$|(?<![\w'’])(dall)['’]$"
)
_LONGEST_OPENER = 16
# The word a single date takes where the range had its opening word.
_SINGLE_DATE_WORD = {
    "from": "on",
    "between": "on",
    "vom": "am",
    "von": "am",
    "zwischen": "am",
    "zwischen dem": "am",
    "du": "le",
    "entre le": "le",
    "dal": "il",
    "dall": "il",
    "tra il": "il",
    "fra il": "il",
}


@dataclass(frozen=True, slots=True)
class DateRange:
    first: DateMention
    second: DateMention
    opener_start: int | None  # where "from", "vom", "du", "dal" begins, if the range has one
    opener: str = ""  # that word, lower-case and with single spaces
    article: str = ""  # " the" after an English opener


@dataclass(slots=True)
class RangeEdits:
    edits: list[Edit] = field(default_factory=list)
    handled: set[Span] = field(default_factory=set)  # issue spans these edits take care of


def range_edits(text: str, report: Report) -> RangeEdits:
    """Edits for every written range of dates that one of the report's date issues touches."""
    issues = {issue.span: issue for issue in report.issues if issue.type == "date" and issue.span}
    result = RangeEdits()
    if not issues:
        return result
    for date_range in find_date_ranges(text, set(issues) | set(report.kept_spans)):
        first = issues.get(_span(date_range.first))
        second = issues.get(_span(date_range.second))
        if first is None and second is None:
            continue
        edits = _edits_for(text, date_range, first, second, report)
        if edits is not None:
            result.edits += edits
            result.handled |= {_span(date_range.first), _span(date_range.second)}
    return result


def find_date_ranges(text: str, spans: set[Span]) -> list[DateRange]:
    """Pairs of date mentions at `spans` written as one range or as "2 or 3 October"."""
    mentions = [m for m in recognize_dates(text) if _span(m) in spans]
    ranges = []
    for first, second in zip(mentions, mentions[1:], strict=False):
        between = text[first.end : second.start]
        if len(between) > _LONGEST_CONNECTOR:
            continue
        if _RANGE_CONNECTOR.fullmatch(between) or (
            _LIST_CONNECTOR.fullmatch(between)
            and not (has_month(first.style) and has_month(second.style))
        ):
            ranges.append(_with_opener(text, first, second))
    return ranges


def _with_opener(text: str, first: DateMention, second: DateMention) -> DateRange:
    window_start = max(0, first.start - _LONGEST_OPENER)
    match = _OPENER.search(text, window_start, first.start)
    if match is None:
        return DateRange(first, second, None)
    word = " ".join((match.group(1) or match.group(3)).lower().split())
    return DateRange(first, second, match.start(), word, match.group(2) or "")


def _edits_for(
    text: str, date_range: DateRange, first: Issue | None, second: Issue | None, report: Report
) -> list[Edit] | None:
    invented = [issue is not None and issue.kind == "invented" for issue in (first, second)]
    if all(invented):
        start = date_range.first.start if date_range.opener_start is None else date_range.opener_start
        cut = removal_span(text, (start, date_range.second.end), report.kept_spans)
        return [(cut[0], cut[1], "")]
    if invented[0]:
        return [_single_date(text, date_range, keep_first=False, issue=second, lang=report.lang)]
    if invented[1]:
        return [_single_date(text, date_range, keep_first=True, issue=first, lang=report.lang)]
    return _moved_ends(text, date_range, first, second, report.lang)


def _moved_ends(
    text: str, date_range: DateRange, first: Issue | None, second: Issue | None, lang: str
) -> list[Edit]:
    # A range runs forward: the earlier fact goes to the first end whichever end it was paired with.
    values = sorted((_final_value(date_range.first, first), _final_value(date_range.second, second)))
    styles = range_styles(date_range.first.style, date_range.second.style, *values)
    language = _language(date_range, lang)
    edits = []
    mentions = (date_range.first, date_range.second)
    for mention, value, style in zip(mentions, values, styles, strict=True):
        rendered = format_date(value, style, language)
        if rendered != mention.text:
            start, replacement = with_agreeing_article(text, mention.start, rendered, language)
            edits.append((start, mention.end, replacement))
    return edits


def _single_date(
    text: str, date_range: DateRange, keep_first: bool, issue: Issue | None, lang: str
) -> Edit:
    """The range written as the one end that stays, with the word a single date takes."""
    kept = date_range.first if keep_first else date_range.second
    styles = standalone_range_styles(date_range.first.style, date_range.second.style)
    language = _language(date_range, lang)
    rendered = format_date(_final_value(kept, issue), styles[0] if keep_first else styles[1], language)
    if date_range.opener_start is None:
        return date_range.first.start, date_range.second.end, rendered
    word = _SINGLE_DATE_WORD[date_range.opener]
    if language == "it":
        word = agreeing_article(word, rendered)
    if text[date_range.opener_start].isupper():
        word = word[0].upper() + word[1:]
    separator = "" if word.endswith("'") else " "
    replacement = word + date_range.article + separator + rendered
    return date_range.opener_start, date_range.second.end, replacement


def _final_value(mention: DateMention, issue: Issue | None) -> dt.date:
    if issue is not None and issue.kind == "wrong" and issue.expected:
        return dt.date.fromisoformat(issue.expected)
    return mention.value


def _language(date_range: DateRange, lang: str) -> str:
    return date_range.second.lang or date_range.first.lang or lang


def _span(mention: DateMention) -> Span:
    return mention.start, mention.end
