"""Counts of people: the group ("35 participants", "für 20 Gäste") and what a room holds
("up to 30 people")."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from pydantic import Field, field_validator

from safety.facts import CountUnit, FactList, FactModel, HardFacts
from safety.formatters.counts import format_count, format_count_phrase
from safety.kinds.base import FactKind
from safety.lang import LANGS, Lang
from safety.lang.count_nouns import (
    OWN_GROUP_WORDS,
    RATE_WORDS,
    THRESHOLD_PHRASES,
    VENUE_OWN_WORDS,
)
from safety.lang.registry import LANGUAGES
from safety.mentions import CountMention, Mention
from safety.presence import count_renderings, counts_people
from safety.qualifiers import multiplier, qualifier_issue
from safety.recognizers.counts import recognize_counts
from safety.report import Issue

if TYPE_CHECKING:
    from safety.kinds.comparison import Comparison, TextMentions


class CountFact(FactModel):
    """A number of people: the group (`participants`) or what a room holds (`capacity`)."""

    value: int = Field(ge=0, le=1_000_000)
    unit: CountUnit = "participants"
    subject: str | None = None

    @field_validator("value", mode="before")
    @classmethod
    def _not_a_boolean(cls, raw: object) -> object:
        if isinstance(raw, bool):
            raise ValueError("must be a whole number, not true or false")
        return raw

    def belongs_to(self) -> str | None:
        return self.subject


# The label of a list item with the group's size ("- **Participants:** 24"), the sentences that
# state a missing count, and the subject of a capacity that names no room: the packs' words.
LABEL: Mapping[Lang, str] = {lang: LANGUAGES[lang].count_wording.label for lang in LANGS}
PARTICIPANTS: Mapping[Lang, str] = {
    lang: LANGUAGES[lang].count_wording.participants_sentence for lang in LANGS
}
CAPACITY: Mapping[Lang, str] = {
    lang: LANGUAGES[lang].count_wording.capacity_sentence for lang in LANGS
}
THE_ROOM: Mapping[Lang, str] = {lang: LANGUAGES[lang].count_wording.unnamed_room for lang in LANGS}


class CountKind(FactKind[CountMention, CountFact]):
    fact_type = "count"
    holding = FactList("counts", CountFact)
    label = LABEL

    def decode(self, expected: str) -> int:
        return int(expected)

    def states(self, mention: CountMention, expected: str | None) -> bool:
        return str(mention.value) == expected

    def fact_for(self, hard: HardFacts, expected: str, stated: set[int]) -> CountFact:
        """Issues give the value only, so of two counts of one value (30 participants in a room
        for up to 30) each is stated once."""
        facts = self.facts(hard)
        matching = [index for index, fact in enumerate(facts) if str(fact.value) == expected]
        index = next((index for index in matching if index not in stated), matching[0])
        stated.add(index)
        return facts[index]

    def recognize(self, text: str) -> list[CountMention]:
        return recognize_counts(text)

    def find(
        self,
        text: str,
        *,
        facts: HardFacts,
        lang: Lang | None,
        today: dt.date | None,
        month_first: bool = False,
    ) -> list[CountMention]:
        # A count read only by its noun is compared with count facts alone (_trusted_counts).
        return recognize_counts(text, lang, infer=bool(self.facts(facts)))

    def found_in(self, found: TextMentions) -> Sequence[CountMention]:
        return [m for m in found.values.get(self.fact_type, []) if isinstance(m, CountMention)]

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, CountMention)

    def format(self, value: int, style: str, lang: Lang) -> str:
        return format_count(value, style, lang)

    def qualified(
        self, mention: CountMention, fact: CountFact, comparison: Comparison
    ) -> Issue | None:
        """A multiplier right before the count ("twice 30 participants", "2x 30") goes."""
        times = multiplier(comparison.text, mention.start, mention.end, after=False)
        if times is None:
            return None
        return qualifier_issue(
            self.fact_type,
            comparison.text,
            (mention.start, mention.end),
            times.span,
            self.encode(fact.value),
            "",
        )

    def renderings(self, fact: CountFact) -> Sequence[str]:
        return count_renderings(fact.value)

    def stands_for(self, text: str, start: int, end: int) -> bool:
        return counts_people(text, start, end)

    def missing_text(
        self, hard: HardFacts, expected: str, lang: Lang, *, list_item: bool, stated: set[int]
    ) -> str:
        fact = self.fact_for(hard, expected, stated)
        if list_item and fact.unit == "participants":
            return str(fact.value)  # the label names the people: "- **Participants:** 24"
        return format_count_phrase(fact.value, fact.unit, lang)

    def missing_sentences(
        self, hard: HardFacts, issues: Sequence[Issue], lang: Lang, stated: set[int]
    ) -> list[str]:
        """One sentence per count: the group's size ("The booking is for 35 participants.") or
        what a room holds ("Salon Rose holds up to 40 people.")."""
        sentences = []
        for issue in issues:
            fact = self.fact_for(hard, issue.expected or "", stated)
            phrase = format_count_phrase(fact.value, fact.unit, lang)
            if fact.unit == "participants":
                sentences.append(PARTICIPANTS[lang].format(v=phrase))
            else:
                subject = fact.subject or THE_ROOM[lang]
                sentences.append(CAPACITY[lang].format(subject=subject, v=phrase))
        return sentences

    def equal(self, mention: CountMention, fact: CountFact) -> bool:
        return mention.value == fact.value

    def closeness(self, mention: CountMention, fact: CountFact) -> float | None:
        if mention.unit != fact.unit and fact.unit == "capacity":
            return None
        if sorted(str(mention.value)) == sorted(str(fact.value)):
            return 1.0
        larger = max(mention.value, fact.value, 1)
        return -abs(mention.value - fact.value) / larger

    def check(self, comparison: Comparison) -> list[Issue]:
        facts = list(self.facts(comparison.facts))
        kind = _UnitCounts() if any(f.unit == "capacity" for f in facts) else self
        return comparison.compare(kind, kind.trusted(comparison, facts), facts)

    def ignored(self, mention: CountMention, comparison: Comparison) -> bool:
        # A room's capacity is no head count of the group, when the facts hold no capacity.
        return mention.unit == "capacity"

    def trusted(self, comparison: Comparison, facts: list[CountFact]) -> list[CountMention]:
        """The counts to compare: every count a cue or a listed noun introduces, and a count
        only its noun makes one ("22 consultants") where it states a fact or stands alone
        near one that nothing else states. Such a noun is read by inversion and may name
        something no list knows ("3 breakouts"): it is never cut as invented, and it replaces
        nothing far from it."""
        text = comparison.text
        counts = [
            m
            for m in self.found_in(comparison.found)
            if not _venue_own(text, m.start) and not _rule(text, m, comparison.lang)
        ]
        listed = [m for m in counts if not m.inferred]
        inferred = [m for m in counts if m.inferred]
        if not inferred:
            return listed
        open_facts = [f for f in facts if not any(self.equal(m, f) for m in listed)]
        trusted = [m for m in inferred if any(self.equal(m, f) for f in facts)]
        unstated = [
            f for f in open_facts if f.required and not any(self.equal(m, f) for m in trusted)
        ]
        for mention in inferred:
            if mention in trusted:
                continue
            close = [f for f in unstated if _plausibly_meant(mention, f)]
            if len(close) == 1:
                trusted.append(mention)
                unstated.remove(close[0])
        sole = counts[0] if len(counts) == 1 and inferred and inferred[0] not in trusted else None
        if (
            sole is not None
            and len(unstated) == 1
            and unstated[0].unit == "participants"
            and _after_group_size_lead(text, sole)
        ):
            # The only count the text writes, where the group's size goes ("We expect 26
            # surgeons") while the group's size is written nowhere: that size written wrongly,
            # replaced where it stands rather than stated a second time.
            trusted.append(sole)
        return sorted([*listed, *trusted], key=lambda m: m.start)


class _UnitCounts(CountKind):
    """Counts compared where the facts hold capacities: a room's capacity ("up to 30 people")
    does not state the group's size, nor the reverse. Without capacities among the facts,
    "seats 55 guests" may well be the group."""

    def equal(self, mention: CountMention, fact: CountFact) -> bool:
        return mention.value == fact.value and mention.unit == fact.unit

    def ignored(self, mention: CountMention, comparison: Comparison) -> bool:
        return False


_OWN_REACH = 4  # words before the number


def _venue_own(text: str, start: int) -> bool:
    words = text[max(0, start - 60) : start].casefold().split()[-_OWN_REACH:]
    for word in reversed(words):
        word = word.strip(".,;:()*")
        if word in VENUE_OWN_WORDS:
            return True
        if word not in OWN_GROUP_WORDS:
            return False
    return False


_THRESHOLDS_BY_LAST: dict[str, list[tuple[str, ...]]] = {}
for _phrase in THRESHOLD_PHRASES:
    _THRESHOLDS_BY_LAST.setdefault(_phrase[-1], []).append(_phrase)


def _rule(text: str, mention: CountMention, lang: Lang) -> bool:
    """Whether a count is part of a rule, not the size of a group: a threshold ("groups of more
    than 20 people", "ab 20 Gästen") or a rate ("1 Person pro 2 m²")."""
    before = [
        word.strip(".,;:()*")
        for word in text[max(0, mention.start - 40) : mention.start].casefold().split()
    ]
    if before and any(
        tuple(before[-len(phrase) :]) == phrase
        for phrase in _THRESHOLDS_BY_LAST.get(before[-1], ())
    ):
        return True
    after = text[mention.end : mention.end + 40].casefold().split()[:3]
    # the noun right before the rate word, no punctuation between: "12 people. Every room" is none
    return (
        len(after) >= 3 and after[0][-1:].isalpha() and after[1] in RATE_WORDS[mention.lang or lang]
    )


_GROUP_SIZE_LEADS = frozenset(
    word.casefold() for pack in LANGUAGES.values() for word in pack.count_wording.group_size_leads
)


def _after_group_size_lead(text: str, mention: CountMention) -> bool:
    words = text[max(0, mention.start - 30) : mention.start].split()
    return bool(words) and words[-1].casefold().strip("*:") in _GROUP_SIZE_LEADS


def _plausibly_meant(mention: CountMention, fact: CountFact) -> bool:
    """Whether a count read only by its noun is near enough a fact to be that fact written
    wrongly: its digits swapped, or within half of it ("22 consultants" for 30)."""
    if fact.unit == "capacity":
        return False
    if sorted(str(mention.value)) == sorted(str(fact.value)):
        return True
    return abs(mention.value - fact.value) <= max(fact.value, 1) / 2


COUNTS = CountKind()
