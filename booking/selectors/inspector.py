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
import uuid
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from typing import Any, Literal

from django.utils import timezone

from booking.models import Reply
from safety.facts import FACT_TYPES
from safety.markers import MARKER_LIKE_PATTERN, MARKER_PATTERN

# What became of a reply: sent as the checked text was written, corrected, the draft sent for
# an LLM text beyond repair, or a message the chat asked back about (read below by reply_outcome).
OUTCOMES = {
    "ok": "sent as written",
    "corrected": "corrected",
    "fallback": "fallback",
    "not_understood": "not understood",
}
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
        return reply_outcome(self.reply)

    @property
    def understood(self) -> list[tuple[str, str]]:
        """The chat's request after the turn, detail by detail ("" for a detail not held)."""
        return understood(self.reply.booking_request)

    @property
    def rooms(self) -> list[RoomReview]:
        return rooms_reviewed(self.reply.turn)

    @property
    def rooms_note(self) -> str:
        return ROOMS_NOTES.get(self.reply.turn.get("rooms_note", ""), "")

    @property
    def asked_back(self) -> list[str]:
        return asked_back(self.reply.turn)

    @property
    def wishes(self) -> list[str]:
        return wishes_read(self.reply.turn)

    @property
    def context(self) -> list[str]:
        return context_read(self.reply.turn)

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
    outcome: str = ""  # one of OUTCOMES
    before: int | None = None  # only replies older than this one (its id): the next page
    conversation: uuid.UUID | None = None  # only the replies of one conversation


def reply_outcome(reply: Reply) -> str:
    """ "fallback", "corrected" or "ok": what became of the checked text."""
    if reply.fallback:
        return "fallback"
    return "corrected" if reply.corrected else "ok"


def issue_label(issue: dict) -> str:
    found, expected = issue.get("found"), issue.get("expected")
    label = f"{issue.get('kind', '')} {issue.get('type', '')}".strip()
    if found and expected:
        return f"{label}: {found} → {expected}"
    return f"{label}: {found or expected or ''}".rstrip(": ")


# -- what a chat turn made of the message

RATE_KINDS = {"full_day": "full-day rate", "half_day": "half-day rate", "evening": "evening rate"}
ROOMS_NOTES = {
    "hold": "The turn was about holding a room: no rooms were offered.",
    "not_weighed": "No rooms were weighed: the date, time or group size was missing, "
    "unclear or past, or nothing was read.",
}
UNCLEAR_REASONS = {
    "date_invalid": "no such date",
    "date_out_of_range": "a year out of range",
    "date_period": "a period, not a day",
    "date_alternatives": "more than one day, one or the other",
    "date_weekday_today": "a weekday that is today or a week later",
    "time_invalid": "no such time",
    "value_hidden": "hidden characters inside the value",
    "end_before_start": "the end before the start",
    "end_before_new_start": "the end held from before is not after the new start",
}


@dataclass(frozen=True)
class RoomReview:
    name: str
    offered: bool
    why: str


def rooms_reviewed(turn: dict) -> list[RoomReview]:
    """Each room the turn weighed, offered or not, with why in words."""
    return [
        RoomReview(str(room.get("name", "")), bool(room.get("offered")), _room_why(room))
        for room in turn.get("rooms", [])
    ]


def _room_why(room: dict) -> str:
    reason = room.get("reason", "")
    if reason == "fits":
        price = room.get("price")
        rate = RATE_KINDS.get(room.get("rate_kind") or "", "")
        priced = f"CHF {price}" + (f" ({rate})" if rate else "") if price else "price on request"
        features = room.get("features") or []
        has = f", has {', '.join(features)}" if features else ""
        return f"free, holds up to {room.get('capacity_max')}{has}; {priced}"
    if reason == "too_small":
        return f"too small: holds {room.get('capacity_max')}"
    if reason == "too_large":
        return f"for larger groups: from {room.get('capacity_min')}"
    if reason == "lacks":
        return f"lacks {', '.join(room.get('features') or [])}"
    if reason == "booked":
        return f"booked from {room.get('booked_from')} to {room.get('booked_until')}"
    if reason == "not_chosen":
        return f"fits; the client asked for {room.get('chosen')}"
    if reason == "beyond_offers":
        return "fits; beyond the rooms offered (the smallest that fit come first)"
    return reason


def understood(request: dict) -> list[tuple[str, str]]:
    shown = []
    for key, value in request.items():
        if isinstance(value, list):
            shown.append((key, ", ".join(str(item) for item in value)))
        else:
            shown.append((key, "" if value is None else str(value)))
    return shown


CONTEXT_KINDS = {
    "quote": "quoted message",
    "forward": "forwarded message",
    "signature": "signature",
    "contact": "contact lines",
}


def context_read(turn: dict) -> list[str]:
    """The parts of the client's message read as context, not content: nothing in them became
    part of the request (a quoted mail's date, a signature's phone number)."""
    return [
        f"{CONTEXT_KINDS.get(part.get('kind', ''), part.get('kind', ''))}: {part.get('text', '')}"
        for part in turn.get("context", [])
    ]


def asked_back(turn: dict) -> list[str]:
    """What the turn asked back about, in words: nothing read, unreadable values, unknown names."""
    said = ["nothing was read in the message"] if turn.get("nothing_read") else []
    for item in turn.get("asked_back", []):
        reason = UNCLEAR_REASONS.get(item.get("reason", ""), item.get("reason", ""))
        said.append(f"{item.get('detail', '')}: {reason}")
    said += [f"not in the catalog: {name}" for name in turn.get("unknown", [])]
    said += [
        f"wish not understood: {wish['written']}"
        for wish in turn.get("wishes", [])
        if wish.get("outcome") == "unplaced" and wish.get("written") not in turn.get("unknown", [])
    ]
    return said


WISH_OUTCOMES = {
    "taken": "taken",
    "choose": "offered to choose",
    "none": "the venue has none",
    "unplaced": "not understood",
}


def wishes_read(turn: dict) -> list[str]:
    """Each wish of the turn in the client's words, its category and what became of it:
    "apéro → apero: offered to choose (Apéro Package, Apéro riche)"."""
    read = []
    for wish in turn.get("wishes", []):
        outcome = WISH_OUTCOMES.get(wish.get("outcome", ""), wish.get("outcome", ""))
        if wish.get("removed"):
            outcome = "removed"
        items = f" ({', '.join(wish['items'])})" if wish.get("items") else ""
        by = ", placed by the LLM" if wish.get("by_llm") else ""
        category = wish.get("category") or "no category"
        read.append(f"{wish.get('written', '')} → {category}: {outcome}{items}{by}")
    return read


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


EXPORT_COLUMNS = (
    "id",
    "created_at",
    "channel",
    "status",
    "lang",
    "outcome",
    "not_understood",
    "category",
    "client_message",
    "understood",
    "asked_back",
    "rooms_offered",
    "rooms_not_offered",
    "issues",
    "sent_text",
)


def export_rows(filters: InspectorFilters) -> Iterator[list[str]]:
    """The header, then one row per reply matching the filters (every page, newest first; the
    issue filters look at every reply that matches the others)."""
    yield list(EXPORT_COLUMNS)
    for reply in _replies(filters, scan_limit=None, paged=False):
        if _has_issue(reply, filters):
            yield _export_row(reply)


def _export_row(reply: Reply) -> list[str]:
    rooms = rooms_reviewed(reply.turn)
    used = [issue for issue in reply.issues if issue.get("attempt", 0) == reply.retries]
    return [
        str(reply.pk),
        timezone.localtime(reply.created_at).isoformat(timespec="seconds"),
        reply.channel,
        reply.status,
        reply.lang,
        OUTCOMES[reply_outcome(reply)],
        "yes" if reply.not_understood else "no",
        reply.category,
        reply.client_message,
        json.dumps(reply.booking_request, ensure_ascii=False, sort_keys=True),
        "; ".join(asked_back(reply.turn)),
        "; ".join(room.name for room in rooms if room.offered),
        "; ".join(f"{room.name}: {room.why}" for room in rooms if not room.offered),
        "; ".join(issue_label(issue) for issue in used),
        reply.final_text,
    ]


def _replies(
    filters: InspectorFilters, *, scan_limit: int | None = SCAN_LIMIT, paged: bool = True
) -> Iterator[Reply]:
    replies = Reply.objects.exclude(status=Reply.Status.PENDING).order_by("-created_at", "-id")
    if filters.lang:
        replies = replies.filter(lang=filters.lang)
    if filters.conversation:
        replies = replies.filter(conversation_id=filters.conversation)
    if filters.day:
        replies = replies.filter(created_at__date=filters.day)
    if filters.before and paged:
        replies = replies.filter(pk__lt=filters.before)
    if filters.outcome == "ok":
        replies = replies.filter(corrected=False, fallback=False)
    elif filters.outcome == "corrected":
        replies = replies.filter(corrected=True, fallback=False)
    elif filters.outcome == "fallback":
        replies = replies.filter(fallback=True)
    elif filters.outcome == "not_understood":
        replies = replies.filter(not_understood=True)
    # Issue filters look into JSON lists, which SQLite cannot query: they run here, on a bounded
    # scan for a page.
    if scan_limit is not None:
        replies = replies[:scan_limit]
    return replies.iterator(chunk_size=200)


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
    checked_source: Literal["llm", "draft"] = (
        "llm" if reply.restored and not reply.fallback else "draft"
    )
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
        # any JSON: what is not an OpenAI completion raises one of the errors caught
        body: Any = json.loads(raw) if isinstance(raw, str) else raw
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
