"""The comparison of one text's mentions with its facts, shared by every FactKind.

A mention equal to a fact confirms it. The mentions left over are paired with the facts left over
when the pairing is plausible (the kind's closeness): those are wrong values, replaced in place.
Mentions that pair with nothing are invented and removed. Required facts that nothing stands for
are missing and inserted, unless a rendering of the fact stands in the text in a role no
recognizer confirmed (safety.presence): such a fact is present, `unconfirmed`, a caveat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from safety.facts import FactType, HardFacts
from safety.lang import Lang
from safety.links import link_spans
from safety.mentions import Mention
from safety.presence import coordinated_day_span, rendering_span
from safety.recognizers.terms import TermScan
from safety.report import Caveat, Issue
from safety.venue import VenueCatalog

if TYPE_CHECKING:
    from safety.kinds.base import Fact, FactKind, FactT, MentionT


# Kinds whose canonical form ("08:00", "24.05.2027") needs nothing else to read as its value.
_CANONICAL_WHEN_MISREAD = frozenset({"time", "date"})


@dataclass(frozen=True, slots=True)
class TextMentions:
    """All fact-like mentions of one text, overlaps resolved: the values by fact type, and the
    names of rooms, products and features."""

    values: dict[FactType, list[Mention]]
    names: TermScan
    # The values of an earlier message the text quotes (safety.mail_context): not compared.
    quoted: list[Mention] = field(default_factory=list)


@dataclass(slots=True)
class Comparison:
    """One verification under way: its facts, its text and what the kinds keep of it."""

    facts: HardFacts
    text: str
    lang: Lang
    found: TextMentions
    catalog: VenueCatalog | None = None
    source: str | None = None  # the draft or prompt the text was written from
    kept: list[tuple[int, int]] = field(default_factory=list)  # spans of values that stay
    kept_mentions: list[Mention] = field(default_factory=list)
    caveats: list[Caveat] = field(default_factory=list)  # spans in `text`
    _taken: list[tuple[int, int]] | None = None  # spans of every value and name read, and links

    def keep(self, mention: Mention) -> None:
        self.kept.append((mention.start, mention.end))
        self.kept_mentions.append(mention)

    def compare(
        self,
        kind: FactKind[MentionT, FactT],
        mentions: Sequence[MentionT],
        facts: Sequence[FactT],
    ) -> list[Issue]:
        """Confirmed, wrong, invented and missing values of one kind."""
        issues: list[Issue] = []
        confirmed: set[int] = set()
        leftovers = []
        # A mention of this kind read anywhere (compared or not) that states no fact.
        unmatched = any(
            not any(kind.equal(mention, fact) for fact in facts)
            for mention in kind.found_in(self.found)
        )
        for mention in mentions:
            matches = [i for i, fact in enumerate(facts) if kind.equal(mention, fact)]
            if matches:
                confirmed.update(matches)
                self.keep(mention)
                contradiction = kind.contradiction(
                    mention, facts[matches[0]], self.lang
                ) or kind.qualified(mention, facts[matches[0]], self)
                if contradiction is not None:
                    issues.append(contradiction)
            elif not kind.ignored(mention, self):
                leftovers.append(mention)
        open_facts = [fact for i, fact in enumerate(facts) if i not in confirmed]
        pairs, invented = pair_leftovers(kind, leftovers, open_facts)
        unpaired = [f for f in open_facts if f.required and all(f is not p for _, p in pairs)]
        if (
            len(invented) == 1
            and len(unpaired) == 1
            and kind.sole_candidate(invented[0], unpaired[0], self)
        ):
            pairs.append((invented[0], unpaired[0]))
            invented = []
        for mention, fact in pairs:
            self.keep(mention)
            replacement = kind.render(mention, fact, self.lang)
            if replacement == mention.text and kind.fact_type in _CANONICAL_WHEN_MISREAD:
                # Written in its own form the fact reads as the mention did ("to 8" after "from
                # 3 at night" is read as 20:00): the canonical form reads as the fact anywhere.
                replacement = kind.format(fact.value, "", self.lang)
            issues.append(
                Issue(
                    "wrong",
                    kind.fact_type,
                    mention.text,
                    kind.encode(fact.value),
                    (mention.start, mention.end),
                    replacement,
                )
            )
        paired = {id(fact) for _, fact in pairs}
        for mention in invented:
            issues.append(
                Issue(
                    "invented",
                    kind.fact_type,
                    mention.text,
                    None,
                    (mention.start, mention.end),
                    reason="extra",
                )
            )
        for fact in open_facts:
            if id(fact) not in paired and fact.required:
                expected = kind.encode(fact.value)
                # A value of this kind read where it states no fact may be this fact written
                # wrongly: a stray rendering elsewhere ("23 hours") does not make it present.
                span = None if unmatched else self.rendering(kind, fact)
                if span is None:
                    issues.append(Issue("missing", kind.fact_type, None, expected, reason="absent"))
                    continue
                found = self.text[span[0] : span[1]]
                reason = "a rendering of the fact in a role the reader did not confirm"
                caveat = Caveat("unconfirmed", kind.fact_type, found, expected, span, reason)
                self.caveats.append(caveat)
                self.taken().append(span)  # one rendering stands for one fact
        return issues

    def rendering(self, kind: FactKind[MentionT, FactT], fact: FactT) -> tuple[int, int] | None:
        """Where one of a fact's renderings stands on its own, outside every value read."""
        forms = kind.renderings(fact)
        if not forms:
            return None
        span = rendering_span(self.text, forms, self.taken(), kind.stands_for)
        if span is None and kind.fact_type == "date":
            # "les 14 et 15 octobre": the first day takes its month from the second.
            span = coordinated_day_span(self.text, fact.value, self.taken())
        return span

    def taken(self) -> list[tuple[int, int]]:
        if self._taken is None:
            found = self.found
            spans = [(m.start, m.end) for mentions in found.values.values() for m in mentions]
            spans += [(m.start, m.end) for m in found.names.mentions]
            spans += [(m.start, m.end) for m in found.names.foreign_rooms]
            spans += link_spans(self.text)
            self._taken = spans
        return self._taken


def pair_leftovers(
    kind: FactKind[MentionT, FactT], mentions: list[MentionT], facts: list[FactT]
) -> tuple[list[tuple[MentionT, FactT]], list[MentionT]]:
    """Pairs leftover mentions with leftover facts, most alike first.

    The kind's closeness is None when the two are too far apart to be one value written wrongly.
    A mention equally close to two facts is left unpaired: guessing would be a new error. For a
    kind written in order (dates and times: "from 11 am to 2 pm") a tie goes to the earlier fact,
    and pairs whose order crosses the text's are swapped, so a moved range stays a range instead
    of turning into "from 12 pm to 9 am".
    """
    pairs: list[tuple[MentionT, FactT]] = []
    mentions, facts = list(mentions), list(facts)
    while mentions and facts:
        scored: list[tuple[float, int, MentionT, FactT]] = []
        for m in mentions:
            for f in facts:
                score = kind.closeness(m, f)
                if score is not None:
                    scored.append((score, -m.start, m, f))
        if not scored:
            break
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        score, _, mention, fact = scored[0]
        tied = [f for s, _, m, f in scored if m is mention and s == score]
        if len(tied) > 1:
            if not kind.in_order:
                mentions.remove(mention)
                continue
            fact = min(tied, key=_value)
        pairs.append((mention, fact))
        mentions.remove(mention)
        facts.remove(fact)
    return (_uncrossed(kind, pairs) if kind.in_order else pairs), mentions


def _value(fact: Fact) -> Any:
    return fact.value


def _uncrossed(
    kind: FactKind[MentionT, FactT], pairs: list[tuple[MentionT, FactT]]
) -> list[tuple[MentionT, FactT]]:
    pairs = sorted(pairs, key=lambda pair: pair[0].start)
    swapped = True
    while swapped:
        swapped = False
        for i, (first_mention, first_fact) in enumerate(pairs):
            for j in range(i + 1, len(pairs)):
                second_mention, second_fact = pairs[j]
                if first_fact.value <= second_fact.value:
                    continue
                if (
                    kind.closeness(first_mention, second_fact) is None
                    or kind.closeness(second_mention, first_fact) is None
                ):
                    continue
                pairs[i], pairs[j] = (first_mention, second_fact), (second_mention, first_fact)
                first_fact, swapped = second_fact, True
    return pairs
