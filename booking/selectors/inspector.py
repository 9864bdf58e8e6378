"""What the verification inspector shows: replies with their corrections as a word-level diff.

The diff runs from the text Factlock checked (the LLM's text with its markers restored, or the
draft when no LLM was used or the reply fell back to it) to the text that was sent. Each changed
span is tied to the issue it comes from where the issue's values can be found in it.
"""

from __future__ import annotations

import datetime as dt
import difflib
import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Literal

from django.utils import timezone

from booking.models import Reply
from safety.facts import FACT_TYPES
from safety.markers import MARKER_LIKE_PATTERN, MARKER_PATTERN

SegmentKind = Literal["same", "wrong", "inserted", "removed", "restored"]

# Words, numbers as written ("1'200.00", "18:00", "08.08.2027"), name markers, runs of space,
# single punctuation marks: a number or a marker is one token, so it is replaced as a whole.
_TOKEN = re.compile(MARKER_LIKE_PATTERN + r"|\d+(?:[.,:'’]\d+)*|\w+|\s+|[^\w\s]")
_EXACT_MARKER = re.compile(MARKER_PATTERN)
_SEPARATOR = re.compile(r"[\s\W]*")
SCAN_LIMIT = 2000


@dataclass(frozen=True)
class Segment:
    kind: SegmentKind
    text: str  # as sent; for "removed", the text taken out
    old: str = ""  # for "wrong": the text that was replaced
    issue: dict | None = None

    @property
    def issue_label(self) -> str:
        return issue_label(self.issue) if self.issue else ""


@dataclass(frozen=True)
class ReplyInspection:
    reply: Reply
    checked_source: Literal["llm", "draft"]
    segments: list[Segment]
    issues: list[dict]  # of the attempt whose text was used
    earlier_issues: list[dict]

    @property
    def outcome(self) -> str:
        if self.reply.fallback:
            return "fallback"
        return "corrected" if self.reply.corrected else "ok"

    @property
    def changed(self) -> bool:
        return any(segment.kind != "same" for segment in self.segments)


@dataclass(frozen=True)
class DayCount:
    day: dt.date
    replies: int = 0
    issues: dict[str, int] = field(default_factory=dict)

    @property
    def issue_counts(self) -> list[int]:
        """Issues of each type, in the order of FACT_TYPES."""
        return [self.issues.get(issue_type, 0) for issue_type in FACT_TYPES]


@dataclass(frozen=True)
class InspectorFilters:
    issue_type: str = ""
    issue_kind: str = ""
    lang: str = ""
    day: dt.date | None = None
    before: int | None = None  # only replies older than this one (its id): the next page


def issue_label(issue: dict) -> str:
    found, expected = issue.get("found"), issue.get("expected")
    label = f"{issue.get('kind', '')} {issue.get('type', '')}".strip()
    if found and expected:
        return f"{label}: {found} → {expected}"
    return f"{label}: {found or expected or ''}".rstrip(": ")


# -- listing


@dataclass(frozen=True)
class InspectorPage:
    inspections: list[ReplyInspection]
    older_than: int | None  # the last reply's id when older replies match too: the next page's


def replies_page(filters: InspectorFilters, *, size: int = 30) -> InspectorPage:
    """The latest replies that match the filters, newest first, at most `size`."""
    matching = (reply for reply in _replies(filters) if _has_issue(reply, filters))
    replies = list(islice(matching, size + 1))
    shown = replies[:size]
    older_than = shown[-1].pk if len(replies) > size else None
    return InspectorPage([reply_inspection(reply) for reply in shown], older_than)


def replies_inspected(filters: InspectorFilters, *, limit: int = 30) -> list[ReplyInspection]:
    return replies_page(filters, size=limit).inspections


def _replies(filters: InspectorFilters) -> Iterator[Reply]:
    replies = Reply.objects.exclude(status=Reply.Status.PENDING).order_by("-created_at", "-id")
    if filters.lang:
        replies = replies.filter(lang=filters.lang)
    if filters.day:
        replies = replies.filter(created_at__date=filters.day)
    if filters.before:
        replies = replies.filter(pk__lt=filters.before)
    # Issue filters look into JSON lists, which SQLite cannot query: they run here, on a bounded scan.
    return replies[:SCAN_LIMIT].iterator(chunk_size=200)


def _has_issue(reply: Reply, filters: InspectorFilters) -> bool:
    if not (filters.issue_type or filters.issue_kind):
        return True
    return any(
        (not filters.issue_type or issue.get("type") == filters.issue_type)
        and (not filters.issue_kind or issue.get("kind") == filters.issue_kind)
        for issue in reply.issues
    )


def reply_inspection(reply: Reply) -> ReplyInspection:
    used = [issue for issue in reply.issues if issue.get("attempt", 0) == reply.retries]
    earlier = [issue for issue in reply.issues if issue.get("attempt", 0) != reply.retries]
    checked_source = "llm" if reply.restored and not reply.fallback else "draft"
    checked = reply.restored if checked_source == "llm" else reply.draft
    restored_spans = restored_term_spans(reply) if checked_source == "llm" else []
    segments = correction_segments(checked, reply.final_text, used, restored_spans)
    return ReplyInspection(reply, checked_source, segments, used, earlier)


# -- the diff


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def correction_segments(
    checked: str,
    sent: str,
    issues: Iterable[dict] = (),
    restored_spans: Iterable[tuple[int, int]] = (),
) -> list[Segment]:
    """`sent` as segments: kept text, and each change from `checked` with the issue behind it."""
    issues = list(issues)
    before, after = tokens(checked), tokens(sent)
    offsets = _offsets(before)
    segments: list[Segment] = []
    for tag, i1, i2, j1, j2 in _merged_opcodes(before, after):
        old, new = "".join(before[i1:i2]), "".join(after[j1:j2])
        if tag == "equal":
            segments += _kept(old, offsets[i1], restored_spans)
        else:
            segments.append(_change(old, new, issues))
    return segments


def _offsets(words: list[str]) -> list[int]:
    offsets, position = [], 0
    for word in words:
        offsets.append(position)
        position += len(word)
    offsets.append(position)
    return offsets


def _merged_opcodes(before: list[str], after: list[str]) -> list[tuple[str, int, int, int, int]]:
    """difflib's opcodes, with changes separated only by spaces or punctuation made one change:
    "Monday, 9 August" → "Sunday, 8 August" reads as one replacement, not two."""
    opcodes = difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes()
    merged: list[tuple[str, int, int, int, int]] = []
    for index, opcode in enumerate(opcodes):
        tag, i1, i2, j1, j2 = opcode
        bridged = (
            tag == "equal"
            and merged
            and merged[-1][0] != "equal"
            and index + 1 < len(opcodes)
            and i2 - i1 <= 3
            and _SEPARATOR.fullmatch("".join(before[i1:i2]))
        )
        if bridged or (tag != "equal" and merged and merged[-1][0] != "equal"):
            _, start_i, _, start_j, _ = merged.pop()
            merged.append(("change", start_i, i2, start_j, j2))
        else:
            merged.append(("equal" if tag == "equal" else "change", i1, i2, j1, j2))
    return merged


def _change(old: str, new: str, issues: list[dict]) -> Segment:
    if not (old.strip() or new.strip()):
        return Segment("same", new)
    if old.strip() and new.strip():
        return Segment("wrong", new, old=old, issue=_issue_for(issues, "wrong", old, new))
    if new.strip():
        return Segment("inserted", new, issue=_issue_for(issues, "missing", old, new))
    return Segment("removed", old, issue=_issue_for(issues, "invented", old, new))


def _issue_for(issues: list[dict], kind: str, old: str, new: str) -> dict | None:
    old, new = old.strip(), new.strip()
    for issue in issues:
        if issue.get("kind") != kind:
            continue
        found, expected = issue.get("found") or "", str(issue.get("expected") or "")
        if found and old and (found in old or old in found):
            return issue
        if expected and new and expected in new:
            return issue
    return None


def _kept(text: str, start: int, restored_spans: Iterable[tuple[int, int]]) -> list[Segment]:
    """Unchanged text, with the names the restoring put back marked as restored terms."""
    segments, position, end = [], start, start + len(text)
    for span_start, span_end in sorted(restored_spans):
        if span_start < position or span_end > end:
            continue
        if span_start > position:
            segments.append(Segment("same", text[position - start : span_start - start]))
        segments.append(Segment("restored", text[span_start - start : span_end - start]))
        position = span_end
    if position < end:
        segments.append(Segment("same", text[position - start :]))
    return segments


# -- restored terms


def restored_term_spans(reply: Reply) -> list[tuple[int, int]]:
    """Where, in the restored text, a name stands that the LLM dropped or mangled and the
    restoring put back: the diff from the LLM's raw answer to the restored text shows it."""
    names = set(reply.markers.get("recovered", [])) | set(reply.markers.get("missing", []))
    answer = llm_answer_text(reply)
    if not names or answer is None:
        return []
    before, after = tokens(answer), tokens(reply.restored)
    offsets = _offsets(after)
    spans = []
    for tag, i1, i2, j1, j2 in _merged_opcodes(before, after):
        old = "".join(before[i1:i2])
        if tag == "equal" or _EXACT_MARKER.fullmatch(old.strip()):
            continue
        spans += _name_spans("".join(after[j1:j2]), offsets[j1], names)
    return spans


def _name_spans(text: str, start: int, names: set[str]) -> list[tuple[int, int]]:
    spans = []
    for name in names:
        found = text.find(name)
        if found >= 0:
            spans.append((start + found, start + found + len(name)))
    return spans


def llm_answer_text(reply: Reply) -> str | None:
    """The message content of the last LLM answer, as it came; None when there is none."""
    for raw in reversed(reply.llm_response or []):
        content = _completion_content(raw)
        if content is not None:
            return content
    return None


def _completion_content(raw: object) -> str | None:
    try:
        body = json.loads(raw) if isinstance(raw, str) else raw
        content = body["choices"][0]["message"]["content"]
    except (ValueError, TypeError, KeyError, IndexError):
        return None
    return content if isinstance(content, str) else None


# -- counts over time


def daily_counts(
    *, days: int = 14, last_day: dt.date | None = None, lang: str = ""
) -> list[DayCount]:
    """Replies and issues (every attempt's, by type) per day, oldest first, in the venue's time."""
    last_day = last_day or timezone.localdate()
    first_day = last_day - dt.timedelta(days=days - 1)
    replies = Reply.objects.exclude(status=Reply.Status.PENDING).filter(
        created_at__date__gte=first_day, created_at__date__lte=last_day
    )
    if lang:
        replies = replies.filter(lang=lang)
    reply_counts: Counter[dt.date] = Counter()
    issue_counts: dict[dt.date, Counter[str]] = {}
    for created_at, issues in replies.values_list("created_at", "issues").iterator(chunk_size=500):
        day = timezone.localdate(created_at)
        reply_counts[day] += 1
        issue_counts.setdefault(day, Counter()).update(issue.get("type", "") for issue in issues)
    return [
        DayCount(day, reply_counts[day], dict(issue_counts.get(day, {})))
        for day in (first_day + dt.timedelta(days=offset) for offset in range(days))
    ]
