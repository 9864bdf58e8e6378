"""Short sentences that state missing facts, in the reply's language and canonical forms."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from safety.facts import HardFacts
from safety.kinds import INSERTED_KINDS, AnyKind
from safety.kinds.base import listed
from safety.lang import Lang
from safety.lang.fact_sentences import OPENING
from safety.patterns import compile_pattern
from safety.report import Issue


def missing_fact_sentences(facts: HardFacts, missing: Sequence[Issue], lang: Lang) -> list[str]:
    """The missing facts as short whole sentences in `lang`, each kind's in its own wording:
    "The booking is for 35 participants.", "Salon Rose costs CHF 1200.00.", "The event runs from
    18:00 to 22:00."."""
    return [
        sentence
        for kind, issues in _missing_by_kind(missing)
        for sentence in kind.missing_sentences(facts, issues, lang, set())
    ]


def missing_fact_items(
    facts: HardFacts, missing: Sequence[Issue], lang: Lang, item: ListItemStyle
) -> list[str]:
    """One list item per fact type with missing facts, written like the list's own items:
    "- **Time:** 18:30" below "- **Date:** 14.02.2026"."""
    items = []
    for kind, issues in _missing_by_kind(missing):
        stated: set[int] = set()
        values = [
            kind.missing_text(facts, issue.expected or "", lang, list_item=True, stated=stated)
            for issue in issues
        ]
        items.append(item.render(kind.label[lang], listed(values, lang)))
    return items


def _missing_by_kind(missing: Sequence[Issue]) -> list[tuple[AnyKind, list[Issue]]]:
    """The missing facts by kind, in the order inserted text states them; claims are no facts
    and are never inserted."""
    by_kind = [
        (kind, [issue for issue in missing if issue.type == kind.fact_type])
        for kind in INSERTED_KINDS
    ]
    return [(kind, issues) for kind, issues in by_kind if issues]


# A list item that opens with a label: "- **Date:** 14.02.2026", "* Room : Atelier 3;", "2. Time: 12:00".
_LABELLED_ITEM = compile_pattern(
    r"(?P<indent>[ \t]*)(?P<marker>[-*•]|\d{1,3}[.)])[ \t]+(?P<open>\*\*|__)?"
    r"(?P<label>[^\n:*_]{1,40}?)(?P<inner_close>\*\*|__)?(?P<colon>[ \t]?:)(?P<close>\*\*|__)?[ \t]+"
    r"(?P<value>\S[^\n]*)"
)


@dataclass(frozen=True, slots=True)
class ListItemStyle:
    """How the items of a labelled list are written, read from one of them."""

    indent: str
    marker: str
    open: str  # "**" around the label, or ""
    inner_close: str  # "**" closed before the colon ("**Date**:")
    colon: str  # ":" or " :"
    close: str  # "**" closed after the colon ("**Date:**")
    end: str  # the punctuation every item ends with (";", "."), or ""

    def render(self, label: str, value: str) -> str:
        marker = f"{self._next_marker()} " if self.marker else ""
        return (
            f"{self.indent}{marker}{self.open}{label}{self.inner_close}{self.colon}"
            f"{self.close} {value}{self.end}"
        )

    def _next_marker(self) -> str:
        if self.marker[:-1].isdigit():
            return f"{int(self.marker[:-1]) + 1}{self.marker[-1]}"
        return self.marker


def list_item_style(line: str) -> ListItemStyle | None:
    """The style of a labelled list item such as "- **Date:** 14.02.2026", or None."""
    match = _LABELLED_ITEM.fullmatch(line)
    if match is None:
        return None
    value = match.group("value").rstrip()
    last = value[-1:]
    end = last if last in (";", ",") or (last == "." and not value[-2:-1].isdigit()) else ""
    return ListItemStyle(
        match.group("indent"),
        match.group("marker"),
        match.group("open") or "",
        match.group("inner_close") or "",
        match.group("colon"),
        match.group("close") or "",
        end,
    )


# A line of a block of fields without list markers: "Date: 18.06.2027", "Room : Panorama".
_FIELD_LINE = compile_pattern(
    r"(?P<label>\p{Lu}[^\n:.!?*_]{0,29}?)(?P<colon>[ \t]?:)[ \t]+(?P<value>\S[^\n]*)"
)


def field_block_style(last_line: str, line_before: str) -> ListItemStyle | None:
    """The style of a block of fields that ends with `last_line` ("Date: 18.06.2027" after
    "Room: Panorama"): two such lines in a row, written alike, make a block a missing fact
    joins as one more field."""
    last, before = _FIELD_LINE.fullmatch(last_line), _FIELD_LINE.fullmatch(line_before)
    if last is None or before is None or last.group("colon") != before.group("colon"):
        return None
    return ListItemStyle("", "", "", "", last.group("colon"), "", "")


def opening_sentence(lang: Lang) -> str:
    return OPENING[lang]
