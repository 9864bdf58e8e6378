"""Short sentences that state missing facts, in the reply's language and canonical forms."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from safety.facts import HardFacts
from safety.formatters.counts import format_count_phrase
from safety.kinds import AMOUNTS, COUNTS, kind_of
from safety.lang import Lang
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
_ORDER = ("date", "time", "room", "count", "term", "amount")


def _colon(lang: Lang) -> str:
    return " : " if lang == "fr" else ": "


def _join(values: Sequence[str], lang: Lang) -> str:
    if len(values) == 1:
        return values[0]
    return ", ".join(values[:-1]) + f" {_AND[lang]} " + values[-1]


# Missing facts are stated as whole sentences of the reply's language, never as label fragments
# ("Price: A, B and C."): one sentence per fact type, or per priced or counted subject.
_SENTENCES: dict[str, dict[Lang, tuple[str, str]]] = {  # (one value, several values)
    "date": {
        "en": ("The date is {v}.", "The dates are {v}."),
        "de": ("Das Datum ist der {v}.", "Die Daten sind {v}."),
        "fr": ("La date est le {v}.", "Les dates sont {v}."),
        "it": ("La data è il {v}.", "Le date sono {v}."),
    },
    "time": {
        "en": ("The time is {v}.", "The times are {v}."),
        "de": ("Die Uhrzeit ist {v} Uhr.", "Die Uhrzeiten sind {v}."),
        "fr": ("L'heure est {v}.", "Les heures sont {v}."),
        "it": ("L'orario è {v}.", "Gli orari sono {v}."),
    },
    "room": {
        "en": ("The offer is for the room {v}.", "The offer includes the rooms {v}."),
        "de": ("Das Angebot gilt für den Raum {v}.", "Das Angebot umfasst die Räume {v}."),
        "fr": ("L'offre concerne la salle {v}.", "L'offre comprend les salles {v}."),
        "it": ("L'offerta riguarda la sala {v}.", "L'offerta comprende le sale {v}."),
    },
    "term": {
        "en": ("The offer includes {v}.", "The offer includes {v}."),
        "de": ("Das Angebot umfasst {v}.", "Das Angebot umfasst {v}."),
        "fr": ("L'offre comprend {v}.", "L'offre comprend {v}."),
        "it": ("L'offerta comprende {v}.", "L'offerta comprende {v}."),
    },
    "amount": {
        "en": ("The amount is {v}.", "The amounts are {v}."),
        "de": ("Der Betrag beträgt {v}.", "Die Beträge sind {v}."),
        "fr": ("Le montant est de {v}.", "Les montants sont {v}."),
        "it": ("L'importo è di {v}.", "Gli importi sono {v}."),
    },
}
_TIME_SPAN: dict[Lang, str] = {
    "en": "The event runs from {a} to {b}.",
    "de": "Der Anlass dauert von {a} bis {b} Uhr.",
    "fr": "L'événement a lieu de {a} à {b}.",
    "it": "L'evento si svolge dalle {a} alle {b}.",
}
_PRICED: dict[Lang, str] = {
    "en": "{subject} costs {v}.",
    "de": "{subject} kostet {v}.",
    "fr": "{subject} coûte {v}.",
    "it": "{subject} costa {v}.",
}
_PARTICIPANTS: dict[Lang, str] = {
    "en": "The booking is for {v}.",
    "de": "Die Buchung gilt für {v}.",
    "fr": "La réservation est pour {v}.",
    "it": "La prenotazione è per {v}.",
}
_CAPACITY: dict[Lang, str] = {
    "en": "{subject} holds {v}.",
    "de": "{subject} bietet Platz für {v}.",
    "fr": "{subject} peut accueillir {v}.",
    "it": "{subject} può ospitare {v}.",
}
_THE_ROOM: dict[Lang, tuple[str, str]] = {  # the subject of a capacity without one: (en, capitalised)
    "en": ("The room", "The room"),
    "de": ("Der Raum", "Der Raum"),
    "fr": ("La salle", "La salle"),
    "it": ("La sala", "La sala"),
}


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
                    sentences.append(_PARTICIPANTS[lang].format(v=phrase))
                else:
                    subject = fact.subject or _THE_ROOM[lang][1]
                    sentences.append(_CAPACITY[lang].format(subject=subject, v=phrase))
            continue
        if fact_type == "amount":
            sentences += _amount_sentences(facts, issues, lang)
            continue
        values = [_render_missing(facts, issue, lang) for issue in issues]
        if fact_type == "time" and len(values) == 2:
            first, second = sorted(issues, key=lambda issue: issue.expected or "")
            sentences.append(
                _TIME_SPAN[lang].format(
                    a=_render_missing(facts, first, lang), b=_render_missing(facts, second, lang)
                )
            )
            continue
        one, several = _SENTENCES[fact_type][lang]
        sentences.append((one if len(values) == 1 else several).format(v=_join(values, lang)))
    return sentences


def _amount_sentences(facts: HardFacts, issues: Sequence[Issue], lang: Lang) -> list[str]:
    sentences = []
    plain = []
    for issue in issues:
        fact = AMOUNTS.fact_for(facts, issue.expected or "", set())
        rendered = AMOUNTS.inserted(fact, lang)
        if fact.subject:
            sentences.append(_PRICED[lang].format(subject=fact.subject, v=rendered))
        else:
            plain.append(rendered)
    if plain:
        one, several = _SENTENCES["amount"][lang]
        sentences.append((one if len(plain) == 1 else several).format(v=_join(plain, lang)))
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
    if issue.type == "claim":
        return issue.expected or ""
    stated = counts_stated if counts_stated is not None else set()
    return kind_of(issue.type).missing_text(facts, issue.expected or "", lang, list_item=list_item, stated=stated)


def opening_sentence(lang: Lang) -> str:
    return _OPENING[lang]
