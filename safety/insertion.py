"""Short sentences that state missing facts, in the reply's language and canonical forms."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from safety.facts import CountFact, HardFacts
from safety.formatters.amounts import format_amount
from safety.formatters.counts import format_count_phrase
from safety.formatters.dates import format_date
from safety.formatters.times import format_time
from safety.mentions import Lang
from safety.patterns import compile_pattern
from safety.report import Issue

_LABELS: dict[str, dict[Lang, str]] = {
    "date": {"en": "Date", "de": "Datum", "fr": "Date", "it": "Data"},
    "time": {"en": "Time", "de": "Zeit", "fr": "Heure", "it": "Orario"},
    "room": {"en": "Room", "de": "Raum", "fr": "Salle", "it": "Sala"},
    "amount": {"en": "Price", "de": "Preis", "fr": "Prix", "it": "Prezzo"},
    "count": {"en": "For", "de": "Für", "fr": "Pour", "it": "Per"},
    "term": {"en": "Included", "de": "Inbegriffen", "fr": "Inclus", "it": "Incluso"},
}
_AND: dict[Lang, str] = {"en": "and", "de": "und", "fr": "et", "it": "e"}
_OPENING: dict[Lang, str] = {
    "en": "Here are the details of your booking.",
    "de": "Hier sind die Angaben zu Ihrer Buchung.",
    "fr": "Voici les détails de votre réservation.",
    "it": "Ecco i dettagli della sua prenotazione.",
}
# Plain digits ("CHF 1500.00") read in every language and match any search for the number.
INSERTED_AMOUNT_STYLE = "CHF ####.00"
_ORDER = ("date", "time", "room", "count", "term", "amount")


def _colon(lang: Lang) -> str:
    return " : " if lang == "fr" else ": "


def _join(values: Sequence[str], lang: Lang) -> str:
    if len(values) == 1:
        return values[0]
    return ", ".join(values[:-1]) + f" {_AND[lang]} " + values[-1]


def missing_fact_sentences(facts: HardFacts, missing: Sequence[Issue], lang: Lang) -> list[str]:
    """One short sentence per fact type with missing facts, e.g. "Date: 14.02.2026."."""
    sentences = []
    for fact_type, values in _missing_by_type(facts, missing, lang):
        if fact_type == "count":
            sentences.append(f"{_LABELS['count'][lang]} {_join(values, lang)}.")
        else:
            sentences.append(f"{_LABELS[fact_type][lang]}{_colon(lang)}{_join(values, lang)}.")
    return sentences


def missing_fact_items(
    facts: HardFacts, missing: Sequence[Issue], lang: Lang, item: ListItemStyle
) -> list[str]:
    """One list item per fact type with missing facts, written like the list's own items:
    "- **Time:** 18:30" below "- **Date:** 14.02.2026"."""
    items = []
    for fact_type, values in _missing_by_type(facts, missing, lang, list_item=True):
        label = (_LIST_COUNT_LABELS if fact_type == "count" else _LABELS[fact_type])[lang]
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
_LIST_COUNT_LABELS: dict[Lang, str] = {
    "en": "Participants",
    "de": "Personen",
    "fr": "Participants",
    "it": "Partecipanti",
}


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
    expected = issue.expected or ""
    if issue.type == "date":
        fact = next(f for f in facts.dates if f.value.isoformat() == expected)
        return format_date(fact.value, "", lang)
    if issue.type == "time":
        fact = next(f for f in facts.times if f.value.strftime("%H:%M") == expected)
        return format_time(fact.value, "", lang)
    if issue.type == "amount":
        fact = next(f for f in facts.amounts if f"{f.value:.2f}" == expected)
        rendered = format_amount(fact.value, fact.currency, INSERTED_AMOUNT_STYLE, lang)
        return f"{fact.subject} {rendered}" if fact.subject else rendered
    if issue.type == "count":
        fact = _count_fact(facts, expected, counts_stated if counts_stated is not None else set())
        if list_item and fact.unit == "participants":
            return str(fact.value)  # the label names the people: "- **Participants:** 24"
        return format_count_phrase(fact.value, fact.unit, lang)
    return expected


def _count_fact(facts: HardFacts, expected: str, stated: set[int]) -> CountFact:
    """The count fact a missing-count issue stands for. Issues give the value only, so of two
    counts of one value (30 participants in a room for up to 30) each is stated once."""
    matching = [index for index, fact in enumerate(facts.counts) if str(fact.value) == expected]
    index = next((index for index in matching if index not in stated), matching[0])
    stated.add(index)
    return facts.counts[index]


def opening_sentence(lang: Lang) -> str:
    return _OPENING[lang]
