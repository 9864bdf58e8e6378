"""Short sentences that state missing facts, in the reply's language and canonical forms."""
from __future__ import annotations

from collections.abc import Sequence

from safety.facts import HardFacts
from safety.formatters.amounts import format_amount
from safety.formatters.counts import format_count_phrase
from safety.formatters.dates import format_date
from safety.formatters.times import format_time
from safety.mentions import Lang
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
    by_type: dict[str, list[str]] = {}
    for issue in missing:
        by_type.setdefault(issue.type, []).append(_render_missing(facts, issue, lang))
    sentences = []
    for fact_type in _ORDER:
        values = by_type.get(fact_type)
        if not values:
            continue
        if fact_type == "count":
            sentences.append(f"{_LABELS['count'][lang]} {_join(values, lang)}.")
        else:
            sentences.append(f"{_LABELS[fact_type][lang]}{_colon(lang)}{_join(values, lang)}.")
    return sentences


def _render_missing(facts: HardFacts, issue: Issue, lang: Lang) -> str:
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
        fact = next(f for f in facts.counts if str(f.value) == expected)
        return format_count_phrase(fact.value, fact.unit, lang)
    return expected


def opening_sentence(lang: Lang) -> str:
    return _OPENING[lang]
