"""Where an issue of the draft stands in the final text: the draft aligned with the text the
response returns, so each issue's fix is found (the replacement, the inserted fact, the place of
a cut); the final text is read for mentions once, for all its missing facts.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_left, bisect_right

from rapidfuzz.distance import Indel

from safety.facts import HardFacts
from safety.kinds import kind_of
from safety.kinds.comparison import TextMentions
from safety.report import Issue
from safety.venue import VenueCatalog
from safety.verify import find_mentions

Span = tuple[int, int]


class Alignment:
    """The draft aligned with the final text (insertions and deletions, rapidfuzz's Indel), so a
    span of the draft is followed into the final text. Each look-up bisects the operations, so a
    text with thousands of issues is followed in time linear in its length."""

    def __init__(self, draft: str, final: str) -> None:
        self.final = final
        self.ops = list(Indel.opcodes(draft, final)) if draft != final else []
        self.starts = [op.src_start for op in self.ops]
        equal = [op for op in self.ops if op.tag == "equal"]
        self._equal_dest = [(op.dest_start, op.dest_end) for op in equal]
        self._equal_dest_starts = [start for start, _ in self._equal_dest]
        self._mentions: dict[tuple[int, int, dt.date | None], TextMentions] = {}

    def mentions(
        self, facts: HardFacts, catalog: VenueCatalog | None, today: dt.date | None
    ) -> TextMentions:
        """The mentions of the final text, found once for all the missing facts of a response."""
        key = (id(facts), id(catalog), today)
        found = self._mentions.get(key)
        if found is None:
            found = self._mentions[key] = find_mentions(facts, self.final, catalog, today=today)
        return found

    def left(self, position: int) -> int:
        """Where `position` of the draft, as the start of a span, stands in the final text."""
        if not self.ops:
            return position
        before = bisect_left(self.starts, position) - 1
        if before >= 0:
            op = self.ops[before]
            if op.src_start < position < op.src_end:
                return op.dest_start + (position - op.src_start if op.tag == "equal" else 0)
        at = before + 1
        if at < len(self.ops):
            return self.ops[at].dest_start
        return len(self.final)

    def right(self, position: int) -> int:
        """Where `position` of the draft, as the end of a span, stands in the final text."""
        if not self.ops or position <= 0:
            return self.left(position)
        index = bisect_right(self.starts, position - 1) - 1
        while index >= 0 and self.ops[index].src_start == self.ops[index].src_end:
            index -= 1  # an insertion holds no character of the draft
        if index < 0 or not self.ops[index].src_start <= position - 1 < self.ops[index].src_end:
            return self.left(position)
        op = self.ops[index]
        if op.tag == "equal":
            return op.dest_start + position - op.src_start
        end = op.dest_end
        for following in self.ops[index + 1 : index + 3]:  # what was written in the cut's place
            if following.tag == "insert" and following.src_start == position:
                end = following.dest_end
        return end

    def inserted(self, start: int, end: int) -> bool:
        """Whether the final text's [start, end) is new text, not the draft's."""
        index = bisect_right(self._equal_dest_starts, start) - 1
        for dest_start, dest_end in self._equal_dest[max(index, 0) : index + 2]:
            if dest_start < end and start < dest_end:
                return False
        return True


def fixed_span(
    issue: Issue,
    alignment: Alignment,
    facts: HardFacts,
    catalog: VenueCatalog | None,
    today: dt.date | None,
) -> list[int] | None:
    """Where the fix of `issue` (its span in the draft) went in the final text: the replacement,
    an empty span where a cut was made, or the first statement of a missing fact in new text."""
    if issue.span is not None:
        start, end = issue.span
        fixed_start = alignment.left(start)
        if issue.kind == "wrong" and issue.replacement:
            placed = _replacement_near(alignment.final, issue.replacement, fixed_start)
            if placed is not None:
                return list(placed)
        return [fixed_start, max(fixed_start, alignment.right(end))]
    if issue.kind == "missing":
        stated = _stated_at(issue, alignment, facts, catalog, today)
        return list(stated) if stated else None
    return None


def _replacement_near(final: str, replacement: str, around: int) -> Span | None:
    """Where `replacement` stands in the final text nearest to `around` (case aside, since a
    replacement that opens a sentence is capitalised): a character alignment may split a
    replacement that shares letters with what it replaced ("tomorrow" → "on 08.08.2026")."""
    width = len(replacement)
    window_start = max(0, around - width - 20)
    window = final[window_start : around + 2 * width + 20]
    # An escaped literal: the search is linear in the window.
    found = [
        (window_start + match.start(), window_start + match.end())
        for match in re.finditer(re.escape(replacement), window, flags=re.IGNORECASE)
    ]
    return min(found, key=lambda span: abs(span[0] - around), default=None)


def _stated_at(
    issue: Issue,
    alignment: Alignment,
    facts: HardFacts,
    catalog: VenueCatalog | None,
    today: dt.date | None,
) -> Span | None:
    """Where the final text states a missing fact: its first mention in new text."""
    if issue.type == "claim":
        return None
    found = alignment.mentions(facts, catalog, today)
    kind = kind_of(issue.type)
    candidates = kind.found_in(found)
    for mention in candidates:
        if kind.states(mention, issue.expected) and alignment.inserted(mention.start, mention.end):
            return mention.start, mention.end
    return None


__all__ = ["Alignment", "fixed_span"]
