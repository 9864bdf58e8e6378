"""Names: the rooms, products and features of the venue, written as the facts and the catalog
write them, or as a translation, paraphrase or misspelling of them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from pydantic import Field, field_validator

from safety.facts import MAX_NAME_LENGTH, FactList, FactModel, FactType, HardFacts
from safety.facts import TermKind as TermCategory
from safety.kinds.base import FactKind, NameKind
from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.mentions import Mention, TermMention
from safety.recognizers.name_forms import translated_phrases
from safety.recognizers.name_roles import name_role
from safety.report import Caveat, Issue
from safety.text import fold

if TYPE_CHECKING:
    from safety.kinds.comparison import Comparison, TextMentions


def _clean_name(value: str) -> str:
    if value != value.strip():
        raise ValueError("must not start or end with spaces")
    if not value:
        raise ValueError("must not be empty")
    if "{{" in value or "}}" in value:
        raise ValueError("must not contain marker syntax ({{ or }})")
    return value


class RoomFact(FactModel):
    """A room, by its canonical name: `{"value": "Punkt.Null"}`."""

    value: str = Field(max_length=MAX_NAME_LENGTH)

    _name = field_validator("value")(classmethod(lambda cls, v: _clean_name(v)))

    def named(self) -> tuple[str, str]:
        return self.value, "room"


class TermFact(FactModel):
    """A product or feature, by its canonical name: `{"value": "Apéro Package", "kind": "product"}`."""

    value: str = Field(max_length=MAX_NAME_LENGTH)
    kind: TermCategory

    _name = field_validator("value")(classmethod(lambda cls, v: _clean_name(v)))

    def named(self) -> tuple[str, str]:
        return self.value, self.kind


# How a missing room, product or feature is labelled and stated: the packs' wording.
ROOM_LABEL: Mapping[Lang, str] = {lang: LANGUAGES[lang].fact_wording.room_label for lang in LANGS}
ROOM_SENTENCES: Mapping[Lang, tuple[str, str]] = {  # (one room, several)
    lang: LANGUAGES[lang].fact_wording.room_sentences for lang in LANGS
}
TERM_LABEL: Mapping[Lang, str] = {lang: LANGUAGES[lang].fact_wording.term_label for lang in LANGS}
TERM_SENTENCES: Mapping[Lang, tuple[str, str]] = {  # (one product or feature, several)
    lang: LANGUAGES[lang].fact_wording.term_sentences for lang in LANGS
}


class _NameKind(FactKind[TermMention, RoomFact | TermFact]):
    """A name is its own codec: an issue's `expected` is the name as the facts write it. Names are
    read against the facts and the catalog (verify's name scan), not by a recognizer of their
    own, and a name is never paired with another as a wrong value of it: it is right, altered
    (a translation or misspelling the scan tells), another room or term, or invented."""

    is_name = True

    def states(self, mention: TermMention, expected: str | None) -> bool:
        return mention.value == expected

    def found_in(self, found: TextMentions) -> Sequence[TermMention]:
        return found.names.mentions

    def format(self, value: str, style: str, lang: Lang) -> str:
        return value

    def missing_text(
        self, hard: HardFacts, expected: str, lang: Lang, *, list_item: bool, stated: set[int]
    ) -> str:
        return expected

    def equal(self, mention: TermMention, fact: RoomFact | TermFact) -> bool:
        return mention.value == fact.value

    def closeness(self, mention: TermMention, fact: RoomFact | TermFact) -> float | None:
        return None

    def check(self, comparison: Comparison) -> list[Issue]:
        rooms = self.fact_type == "room"
        required = [fact.value for fact in self.facts(comparison.facts) if fact.required]
        issues: list[Issue] = []
        mentions = [m for m in comparison.found.names.mentions if self.owns(m)]
        # A catalog term the facts do not name, written as it is: another one than the fact's
        # (wrong, like a room of the venue) or one no fact stands for (invented).
        fact_terms = {term.value: term.kind for term in TERMS.facts(comparison.facts)}
        held = _features_of_rooms(comparison)
        others = [
            m
            for m in mentions
            if not rooms and m.value not in fact_terms and not (m.exact and m.value in held)
        ]
        mentions = [m for m in mentions if m not in others]
        # A product or feature the text names exactly may be named again in the reader's words:
        # "the Schlittelplausch … the sledging" says the same thing twice.
        exact_terms = {m.value for m in mentions if m.exact and not rooms}
        for mention in mentions:
            comparison.keep(mention)
            if not mention.exact and mention.value not in exact_terms:
                issues.append(
                    Issue(
                        "wrong",
                        self.fact_type,
                        mention.text,
                        mention.value,
                        (mention.start, mention.end),
                        mention.value,
                        reason="altered",
                    )
                )
        named = {m.value for m in mentions}
        unnamed = [value for value in required if value not in named]
        for other in (m for m in others if m.exact):
            instead = next((v for v in unnamed if fact_terms.get(v) == other.kind), None)
            span = (other.start, other.end)
            if instead is not None:
                unnamed.remove(instead)
                comparison.kept.append(span)
                issues.append(Issue("wrong", "term", other.text, instead, span, instead))
            else:
                issues.append(Issue("invented", "term", other.text, None, span, reason="extra"))
        if rooms:
            # A room the facts hold as optional, named nowhere: a name standing in for a room
            # stands for it, as for a required one (an optional fact written is checked).
            optional = [
                fact.value
                for fact in self.facts(comparison.facts)
                if not fact.required and fact.value not in named
            ]
            for foreign in comparison.found.names.foreign_rooms:
                span = (foreign.start, foreign.end)
                if foreign.stand_in_only and not unnamed:
                    if optional:
                        room = optional.pop(0)
                        comparison.kept.append(span)
                        issues.append(Issue("wrong", "room", foreign.text, room, span, room))
                    continue
                if unnamed:
                    room = unnamed.pop(0)
                    comparison.kept.append(span)
                    issues.append(Issue("wrong", "room", foreign.text, room, span, room))
                elif len(foreign.text) > 1 or foreign.in_catalog:
                    issues.append(
                        Issue("invented", "room", foreign.text, None, span, reason="extra")
                    )
                # A one-letter name ("Room A") is read as a room where it stands for a room of
                # the facts; on its own it may as well label a plan, and is left as written.
        for value in list(unnamed):
            kind = "room" if rooms else fact_terms[value]
            stand_in = _translated_stand_in(comparison, value, kind, issues)
            if stand_in is not None:
                unnamed.remove(value)
                issues += stand_in
        issues += [
            Issue("missing", self.fact_type, None, value, reason="absent") for value in unnamed
        ]
        return issues


def _translated_stand_in(
    comparison: Comparison, value: str, kind: NameKind, issues: list[Issue]
) -> list[Issue] | None:
    """A required name written nowhere, but translated word by word where it stands: in the
    name's role (the subject of a booking verb, the object of "includes", an item under a
    products label, a field after a label of its kind) the phrase is the name altered, and
    replaced where it stands; so it is in any role when the source the reply was written from
    writes the name. Elsewhere it is probably the name, present but `unconfirmed` (a caveat), and
    nothing is inserted. None when no translation stands anywhere."""
    taken = [*comparison.taken(), *comparison.kept]
    taken += [issue.span for issue in issues if issue.span is not None]
    text = comparison.text
    phrases = translated_phrases(text, value, kind, taken)
    if not phrases:
        return None
    fact_type: FactType = "room" if kind == "room" else "term"
    aligned = _named_in(comparison.source, value)
    for start, end in phrases:
        if aligned or name_role(text, start, end) is not None:
            comparison.kept.append((start, end))
            found = text[start:end]
            return [Issue("wrong", fact_type, found, value, (start, end), value, reason="altered")]
    start, end = phrases[0]
    reason = "a probable translation of the name in a role the reader did not confirm"
    comparison.caveats.append(
        Caveat("unconfirmed", fact_type, text[start:end], value, (start, end), reason)
    )
    comparison.taken().append((start, end))
    return []


def _named_in(source: str | None, value: str) -> bool:
    """The source the reply was written from writes the name, as a word of its own: a translation
    of the name in the reply stands in its place, whatever its role there."""
    if not source:
        return False
    key, folded = fold(value), fold(source)
    at = folded.find(key)
    while at >= 0:
        before = folded[at - 1 : at] if at else ""
        after = folded[at + len(key) : at + len(key) + 1]
        if not (before.isalnum() or after.isalnum()):
            return True
        at = folded.find(key, at + 1)
    return False


def _features_of_rooms(comparison: Comparison) -> frozenset[str]:
    """The features the catalog gives the rooms of the facts: a reply may name them without a
    fact of their own ("Salon Rose has a projector" is true of Salon Rose)."""
    catalog = comparison.catalog
    if catalog is None or not catalog.room_features:
        return frozenset()
    return frozenset(
        feature
        for room in ROOMS.facts(comparison.facts)
        for feature in catalog.room_features.get(room.value, ())
    )


class RoomKind(_NameKind):
    fact_type = "room"
    holding = FactList("rooms", RoomFact)
    label = ROOM_LABEL
    sentences = ROOM_SENTENCES

    def facts(self, hard: HardFacts) -> Sequence[RoomFact]:
        return hard.of(self.holding)

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, TermMention) and mention.kind == "room"


class TermKind(_NameKind):
    """Products and features."""

    fact_type = "term"
    holding = FactList("terms", TermFact)
    label = TERM_LABEL
    sentences = TERM_SENTENCES

    def facts(self, hard: HardFacts) -> Sequence[TermFact]:
        return hard.of(self.holding)

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, TermMention) and mention.kind != "room"


ROOMS = RoomKind()
TERMS = TermKind()
