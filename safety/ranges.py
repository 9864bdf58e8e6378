"""Written ranges of dates and times, and the edits that keep them readable when a correction moves
or removes one end.

In "24–25 June 2026", "du 24 au 25 juin", "vom 24. bis 25. Juni", "from 6:30 to 11 pm" or
"dalle 18.30 alle 23" the recognizers read each end as a mention of its own, and the short end
borrows from the other: month and year, "pm", "[de-clock]". A correction that moves one end of a
date range into another month writes the borrowed parts out ("30 June–1 July 2026"). One that
removes an invented end leaves the other as a single value with the word a single value takes:
"vom 24. bis 25. Juni" → "am 24. Juni", "von 18.30 bis 23 [de-clock]" → "um 18.30 [de-clock]".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import regex

from safety.formatters import dates as date_styles
from safety.formatters import times as time_styles
from safety.formatters.articles import agreeing_article, with_agreeing_article
from safety.kinds.base import FactKind
from safety.kinds.dates import DATES as DATE_KIND
from safety.kinds.times import TIMES as TIME_KIND
from safety.lang import Lang
from safety.lang.range_words import (
    DATE_RANGE_AND_ARTICLE,
    DATE_RANGE_OPENER,
    DATE_RANGE_THROUGH,
    DATE_SINGLE_WORDS,
    RANGE_OR_AND,
    TIME_RANGE_AND_ARTICLE,
    TIME_RANGE_OPENER,
    TIME_RANGE_THROUGH,
    TIME_SINGLE_WORDS,
)
from safety.mentions import DateMention, Mention, TimeMention
from safety.patterns import compile_pattern
from safety.removal import removal_span
from safety.report import Issue, Report

Span = tuple[int, int]
Edit = tuple[int, int, str]
Value = dt.date | dt.time

_LONGEST_CONNECTOR = 16
_LONGEST_OPENER = 16


@dataclass(frozen=True, slots=True)
class _Kind:
    """How ranges of one fact type are written, read and rewritten."""

    fact: FactKind[Any, Any]  # how values of the type are read, written and coded
    through: regex.Pattern[str]  # the words between the two ends: "–", "to", "bis", "au", "alle"
    joined: regex.Pattern[
        str
    ]  # "and" or "or" between two ends: "2 or 3 October", "tra le 18 e le 22"
    opener: regex.Pattern[str]  # the word before the first end: "from", "vom", "du", "dalle"
    single_word: dict[str, str]  # opener → the word a single value takes in its place
    standalone: Callable[[str, str], tuple[str, str]]

    def connects(self, between: str, first: Mention, second: Mention) -> bool:
        if len(between) > _LONGEST_CONNECTOR:
            return False
        if self.through.fullmatch(between):
            return True
        return bool(self.joined.fullmatch(between)) and not self._both_full(first, second)

    def _both_full(self, first: Mention, second: Mention) -> bool:
        if self.fact is not DATE_KIND:
            return False
        return date_styles.has_month(first.style) and date_styles.has_month(second.style)


DATES = _Kind(
    fact=DATE_KIND,
    joined=compile_pattern(rf"(?i)\s*(?:{RANGE_OR_AND})\s*(?:{DATE_RANGE_AND_ARTICLE}\s+)?"),
    through=compile_pattern(rf"(?i)\s*{DATE_RANGE_THROUGH}\s*(?:the\s+)?"),
    opener=compile_pattern(rf"(?i){DATE_RANGE_OPENER}"),
    single_word=DATE_SINGLE_WORDS,
    standalone=date_styles.standalone_range_styles,
)

TIMES = _Kind(
    fact=TIME_KIND,
    joined=compile_pattern(rf"(?i)\s*(?:{RANGE_OR_AND})\s*(?:{TIME_RANGE_AND_ARTICLE}\s+)?"),
    through=compile_pattern(rf"(?i)\s*{TIME_RANGE_THROUGH}\s*"),
    opener=compile_pattern(rf"(?i){TIME_RANGE_OPENER}"),
    single_word=TIME_SINGLE_WORDS,
    standalone=time_styles.standalone_range_styles,
)


@dataclass(frozen=True, slots=True)
class WrittenRange:
    first: Mention
    second: Mention
    opener_start: int | None  # where "from", "vom", "du", "dalle" begins, if the range has one
    opener: str = ""  # that word, lower-case and with single spaces
    article: str = ""  # " the" after an English opener


@dataclass(slots=True)
class RangeEdits:
    edits: list[Edit] = field(default_factory=list)
    handled: set[Span] = field(default_factory=set)  # issue spans these edits take care of


def range_edits(text: str, report: Report) -> RangeEdits:
    """Edits for every written range of dates or times that one of the report's issues touches."""
    result = RangeEdits()
    for kind in (DATES, TIMES):
        issues = {i.span: i for i in report.issues if i.type == kind.fact.fact_type and i.span}
        if not issues:
            continue
        for written in find_ranges(kind, text, set(issues) | set(report.kept_spans)):
            first, second = issues.get(_span(written.first)), issues.get(_span(written.second))
            if first is None and second is None:
                continue
            edits = _edits_for(kind, text, written, first, second, report)
            if edits is not None:
                result.edits += edits
                result.handled |= {_span(written.first), _span(written.second)}
    return result


def find_ranges(kind: _Kind, text: str, spans: set[Span]) -> list[WrittenRange]:
    """Pairs of mentions at `spans` written as one range ("24–25 June") or as "2 or 3 October"."""
    mentions = [m for m in kind.fact.recognize(text) if _span(m) in spans]
    ranges = []
    for first, second in zip(mentions, mentions[1:], strict=False):
        if kind.connects(text[first.end : second.start], first, second):
            ranges.append(_with_opener(kind, text, first, second))
    return ranges


def _with_opener(kind: _Kind, text: str, first: Mention, second: Mention) -> WrittenRange:
    match = kind.opener.search(text, max(0, first.start - _LONGEST_OPENER), first.start)
    if match is None:
        return WrittenRange(first, second, None)
    word = " ".join((match.group(1) or match.group(match.re.groups)).lower().split())
    return WrittenRange(first, second, match.start(), word, match.group(2) or "")


def _edits_for(
    kind: _Kind,
    text: str,
    written: WrittenRange,
    first: Issue | None,
    second: Issue | None,
    report: Report,
) -> list[Edit] | None:
    invented = [issue is not None and issue.kind == "invented" for issue in (first, second)]
    if all(invented):
        start = written.first.start if written.opener_start is None else written.opener_start
        cut = removal_span(text, (start, written.second.end), report.kept_spans)
        return [(cut[0], cut[1], "")]
    if invented[0]:
        return [
            _single_value(kind, text, written, keep_first=False, issue=second, lang=report.lang)
        ]
    if invented[1]:
        return [_single_value(kind, text, written, keep_first=True, issue=first, lang=report.lang)]
    if kind is DATES:
        return _moved_dates(text, written, first, second, report.lang)
    return None


def _moved_dates(
    text: str, written: WrittenRange, first: Issue | None, second: Issue | None, lang: Lang
) -> list[Edit]:
    # A range runs forward: the earlier fact goes to the first end whichever end it was paired with.
    values = sorted((_final_date(written.first, first), _final_date(written.second, second)))
    styles = date_styles.range_styles(written.first.style, written.second.style, *values)
    language = _language(written, lang)
    edits = []
    mentions = (written.first, written.second)
    for mention, value, style in zip(mentions, values, styles, strict=True):
        rendered = date_styles.format_date(value, style, language)
        if rendered != mention.text:
            start, replacement = with_agreeing_article(text, mention.start, rendered, language)
            edits.append((start, mention.end, replacement))
    return edits


def _single_value(
    kind: _Kind, text: str, written: WrittenRange, keep_first: bool, issue: Issue | None, lang: Lang
) -> Edit:
    """The range written as the one end that stays, with the word a single value takes."""
    kept = written.first if keep_first else written.second
    styles = kind.standalone(written.first.style, written.second.style)
    language = _language(written, lang)
    rendered = kind.fact.format(
        _final_value(kind, kept, issue), styles[0] if keep_first else styles[1], language
    )
    if written.opener_start is None:
        return written.first.start, written.second.end, rendered
    word = kind.single_word[written.opener]
    if language == "it" and kind is DATES:
        word = agreeing_article(word, rendered)
    if text[written.opener_start].isupper():
        word = word[0].upper() + word[1:]
    separator = "" if word.endswith("'") else " "
    return written.opener_start, written.second.end, word + written.article + separator + rendered


def _final_value(kind: _Kind, mention: Mention, issue: Issue | None) -> Value:
    if issue is not None and issue.kind == "wrong" and issue.expected:
        value: Value = kind.fact.decode(issue.expected)
        return value
    assert isinstance(mention, DateMention | TimeMention)
    return mention.value


def _final_date(mention: Mention, issue: Issue | None) -> dt.date:
    if issue is not None and issue.kind == "wrong" and issue.expected:
        return DATE_KIND.decode(issue.expected)
    assert isinstance(mention, DateMention)
    return mention.value


def _language(written: WrittenRange, lang: Lang) -> Lang:
    return written.second.lang or written.first.lang or lang


def _span(mention: Mention) -> Span:
    return mention.start, mention.end
