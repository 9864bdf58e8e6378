"""Short sentences that state missing facts, in the reply's language and canonical forms."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from safety.facts import HardFacts
from safety.formatters.counts import format_count_phrase
from safety.kinds import AMOUNTS, COUNTS, kind_of
from safety.lang import Lang
from safety.lang.fact_sentences import (
    AND,
    CAPACITY,
    LABELS,
    LIST_COUNT_LABELS,
    OPENING,
    PARTICIPANTS,
    PRICED,
    SENTENCES,
    THE_ROOM,
    TIME_SPAN,
)
from safety.patterns import compile_pattern
from safety.report import Issue

_ORDER = ("date", "time", "room", "count", "term", "amount")


def _colon(lang: Lang) -> str:
    return " : " if lang == "fr" else ": "


def _join(values: Sequence[str], lang: Lang) -> str:
    if len(values) == 1:
        return values[0]
    return ", ".join(values[:-1]) + f" {AND[lang]} " + values[-1]


def missing_fact_sentences(facts: HardFacts, missing: Sequence[Issue], lang: Lang) -> list[str]:
    """The missing facts as short whole sentences in `lang`: "The booking is for 35 participants.",
    "Salon Rose costs CHF 1200.00.", "The event runs from 18:00 to 22:00."."""
    sentences: list[str] = []
    counts_stated: set[int] = set()
    for fact_type in _ORDER:
        issues = [issue for issue in missing if issue.type == fact_type]
        if not issues:
            continue
        if fact_type == "count":
            for issue in issues:
                fact = COUNTS.fact_for(facts, issue.expected or "", counts_stated)
                phrase = format_count_phrase(fact.value, fact.unit, lang)
                if fact.unit == "participants":
                    sentences.append(PARTICIPANTS[lang].format(v=phrase))
                else:
                    subject = fact.subject or THE_ROOM[lang][1]
                    sentences.append(CAPACITY[lang].format(subject=subject, v=phrase))
            continue
        if fact_type == "amount":
            sentences += _amount_sentences(facts, issues, lang)
            continue
        values = [_render_missing(facts, issue, lang) for issue in issues]
        if fact_type == "time" and len(values) == 2:
            first, second = sorted(issues, key=lambda issue: issue.expected or "")
            sentences.append(
                TIME_SPAN[lang].format(
                    a=_render_missing(facts, first, lang), b=_render_missing(facts, second, lang)
                )
            )
            continue
        one, several = SENTENCES[fact_type][lang]
        sentences.append((one if len(values) == 1 else several).format(v=_join(values, lang)))
    return sentences


def _amount_sentences(facts: HardFacts, issues: Sequence[Issue], lang: Lang) -> list[str]:
    sentences = []
    plain = []
    for issue in issues:
        fact = AMOUNTS.fact_for(facts, issue.expected or "", set())
        rendered = AMOUNTS.inserted(fact, lang)
        if fact.subject:
            sentences.append(PRICED[lang].format(subject=fact.subject, v=rendered))
        else:
            plain.append(rendered)
    if plain:
        one, several = SENTENCES["amount"][lang]
        sentences.append((one if len(plain) == 1 else several).format(v=_join(plain, lang)))
    return sentences


def missing_fact_items(
    facts: HardFacts, missing: Sequence[Issue], lang: Lang, item: ListItemStyle
) -> list[str]:
    """One list item per fact type with missing facts, written like the list's own items:
    "- **Time:** 18:30" below "- **Date:** 14.02.2026"."""
    items = []
    for fact_type, values in _missing_by_type(facts, missing, lang, list_item=True):
        label = (LIST_COUNT_LABELS if fact_type == "count" else LABELS[fact_type])[lang]
        items.append(item.render(label, _join(values, lang)))
    return items


def _missing_by_type(
    facts: HardFacts, missing: Sequence[Issue], lang: Lang, list_item: bool = False
) -> list[tuple[str, list[str]]]:
    by_type: dict[str, list[str]] = {}
    counts_stated: set[int] = set()
    for issue in missing:
        rendered = _render_missing(facts, issue, lang, list_item, counts_stated)
        by_type.setdefault(issue.type, []).append(rendered)
    return [(fact_type, by_type[fact_type]) for fact_type in _ORDER if fact_type in by_type]


# A list item that opens with a label: "- **Date:** 14.02.2026", "* Salle : Atelier 3;", "2. Zeit: 12 Uhr".
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
        return (
            f"{self.indent}{self._next_marker()} {self.open}{label}{self.inner_close}{self.colon}"
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


def _render_missing(
    facts: HardFacts,
    issue: Issue,
    lang: Lang,
    list_item: bool = False,
    counts_stated: set[int] | None = None,
) -> str:
    if issue.type == "claim":
        return issue.expected or ""
    stated = counts_stated if counts_stated is not None else set()
    return kind_of(issue.type).missing_text(
        facts, issue.expected or "", lang, list_item=list_item, stated=stated
    )


def opening_sentence(lang: Lang) -> str:
    return OPENING[lang]
