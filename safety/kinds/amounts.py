"""Amounts of money: "CHF 1'250.–", "1 250,00 €", "fünfhundert Franken"."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

import regex
from pydantic import Field

from safety.facts import FactList, FactModel, HardFacts
from safety.formatters.amounts import format_amount, is_words_style
from safety.kinds.base import FactKind, listed
from safety.kinds.counts import COUNTS, CountFact
from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.mentions import AmountMention, Mention
from safety.patterns import compile_pattern, search
from safety.presence import amount_renderings
from safety.qualifiers import basis_after, basis_phrase, multiplier, qualifier_issue
from safety.recognizers.amounts import recognize_amounts
from safety.report import Issue

if TYPE_CHECKING:
    from safety.kinds.comparison import Comparison, TextMentions

# Plain digits ("CHF 1500.00") read in every language and match any search for the number.
INSERTED_AMOUNT_STYLE = "CHF ####.00"


class AmountFact(FactModel):
    """An amount of money (Decimal, two places) in a currency, default CHF; `subject` names the
    room or term it belongs to."""

    value: Decimal = Field(ge=0, le=Decimal("100000000"), decimal_places=2, allow_inf_nan=False)
    currency: str = Field(default="CHF", pattern=r"^[A-Z]{3}$")
    subject: str | None = None
    # What the amount is for: the whole booking, each person, each hour or each day (or night).
    # None: not said, and no basis written beside the amount is judged.
    per: Literal["total", "person", "hour", "day"] | None = None

    def belongs_to(self) -> str | None:
        return self.subject


# Words that make an amount something other than the booking's price: a deposit, a fee (the
# packs' claim words).
_OTHER_AMOUNT_ROLE = compile_pattern(
    r"\b(?:"
    + "|".join(
        word
        for lang in LANGS
        for word in (*LANGUAGES[lang].claims.deposit, *LANGUAGES[lang].claims.fee)
    )
    + r")\b",
    regex.IGNORECASE,
)

# How a missing price is labelled and stated, and the price of a room or term: the packs' wording.
LABEL: Mapping[Lang, str] = {lang: LANGUAGES[lang].fact_wording.price_label for lang in LANGS}
SENTENCES: Mapping[Lang, tuple[str, str]] = {  # (one amount, several)
    lang: LANGUAGES[lang].fact_wording.amount_sentences for lang in LANGS
}
PRICED: Mapping[Lang, str] = {lang: LANGUAGES[lang].fact_wording.priced_sentence for lang in LANGS}


class AmountKind(FactKind[AmountMention, AmountFact]):
    fact_type = "amount"
    holding = FactList("amounts", AmountFact)
    label = LABEL
    sentences = SENTENCES

    def encode(self, value: Decimal) -> str:
        return f"{value:.2f}"

    def decode(self, expected: str) -> Decimal:
        return Decimal(expected)

    def states(self, mention: AmountMention, expected: str | None) -> bool:
        return Decimal(expected or "0") == mention.value

    def recognize(self, text: str) -> list[AmountMention]:
        return recognize_amounts(text)

    def found_in(self, found: TextMentions) -> Sequence[AmountMention]:
        return [m for m in found.values.get(self.fact_type, []) if isinstance(m, AmountMention)]

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, AmountMention)

    def sole_candidate(
        self, mention: AmountMention, fact: AmountFact, comparison: Comparison
    ) -> bool:
        """The one amount left over, in the currency of the one amount fact left unstated, is
        that fact written wrongly however far off ("The total comes to CHF 40" for 1250, "CHF 45
        per person, CHF 75 in total" for a total of 1350): replaced where it stands, not cut with
        the fact added elsewhere. Not an amount its clause names something else, a deposit or a
        fee (near the fact, closeness pairs it as any other), nor one whose basis differs: a
        price per person for a fact that is none, or the reverse."""
        if mention.currency != fact.currency:
            return False
        if mention.per_person != (fact.per == "person"):
            return False  # a price per person for a total, or a total for a price per person
        text = comparison.text
        clause_start = max(
            text.rfind(mark, 0, mention.start) for mark in (".", "!", "?", "\n", ";", ":")
        )
        return search(_OTHER_AMOUNT_ROLE, text[clause_start + 1 : mention.end]) is None

    def qualified(
        self, mention: AmountMention, fact: AmountFact, comparison: Comparison
    ) -> Issue | None:
        """A basis after the amount other than the fact's `per` ("CHF 1250.00 per hour" for a
        total or a price per person) is replaced by the fact's, or goes for a total; one that
        matches stays, and without `per` none is judged. A multiplier ("twice", "2x") goes."""
        text, span = comparison.text, (mention.start, mention.end)
        expected = self.encode(fact.value)
        per = fact.per
        basis = basis_after(text, mention.end) if per is not None else None
        if basis is not None and basis.meaning != per:
            written = ""
            if per is not None and per != "total":
                phrase = basis_phrase(per, basis.lang or comparison.lang)
                written = f" {phrase}" if phrase else ""
            return qualifier_issue(self.fact_type, text, span, basis.span, expected, written)
        times = multiplier(text, mention.start, mention.end)
        if times is not None:
            return qualifier_issue(self.fact_type, text, span, times.span, expected, "")
        return None

    def renderings(self, fact: AmountFact) -> Sequence[str]:
        return amount_renderings(fact.value)

    def format(self, value: Decimal, style: str, lang: Lang, currency: str = "CHF") -> str:
        return format_amount(value, currency, style, lang)

    def render(self, mention: AmountMention, fact: AmountFact, lang: Lang) -> str:
        """The fact's amount in the mention's form; words that read in several languages
        ("six francs", "mille francs") are written anew in the reply's language if they read in it."""
        language = lang if is_words_style(mention.style) else mention.lang or lang
        return format_amount(fact.value, fact.currency, mention.style, language)

    def missing_text(
        self, hard: HardFacts, expected: str, lang: Lang, *, list_item: bool, stated: set[int]
    ) -> str:
        fact = self.fact_for(hard, expected, stated)
        rendered = self.inserted(fact, lang)
        return f"{fact.subject} {rendered}" if fact.subject else rendered

    def missing_sentences(
        self, hard: HardFacts, issues: Sequence[Issue], lang: Lang, stated: set[int]
    ) -> list[str]:
        """A price of a room or term in a sentence of its own ("Salon Rose costs CHF 1200.00."),
        the other amounts in one sentence."""
        sentences = []
        plain = []
        for issue in issues:
            fact = self.fact_for(hard, issue.expected or "", set())
            rendered = self.inserted(fact, lang)
            if fact.subject:
                sentences.append(PRICED[lang].format(subject=fact.subject, v=rendered))
            else:
                plain.append(rendered)
        if plain:
            one, several = self.sentences[lang]
            sentences.append((one if len(plain) == 1 else several).format(v=listed(plain, lang)))
        return sentences

    def inserted(self, fact: AmountFact, lang: Lang) -> str:
        """The amount as inserted text writes it: "CHF 1500.00"."""
        return format_amount(fact.value, fact.currency, INSERTED_AMOUNT_STYLE, lang)

    def equal(self, mention: AmountMention, fact: AmountFact) -> bool:
        return (
            mention.value == fact.value and mention.currency == fact.currency
        )  # EUR never stands for CHF

    def closeness(self, mention: AmountMention, fact: AmountFact) -> float | None:
        if mention.currency != fact.currency and mention.value == fact.value:
            return -math.log(
                3
            )  # the fact's value in another currency: wrong, as weak as a pair gets
        if mention.currency != fact.currency or mention.value <= 0 or fact.value <= 0:
            return None if mention.currency != fact.currency else -10.0
        ratio = abs(math.log(float(mention.value) / float(fact.value)))
        return None if ratio > math.log(3) else -ratio

    def check(self, comparison: Comparison) -> list[Issue]:
        """Besides the comparison: a price written beside the wrong room or term (a binding swap),
        a total worked out from the facts, and a wrong amount in a currency of none of them."""
        facts = list(self.facts(comparison.facts))
        counts = COUNTS.facts(comparison.facts)
        derived = _derived_amounts(facts, counts)
        shares = _shares(facts, counts)
        mentions = []
        issues: list[Issue] = []
        for mention in self.found_in(comparison.found):
            swap = self._binding_swap(comparison, mention, facts)
            if swap is not None:
                issues.append(swap)
                comparison.keep(mention)
            elif (
                (mention.value in derived or (mention.per_person and mention.value in shares))
                and not any(f.value == mention.value for f in facts)
                and any(f.currency == mention.currency for f in facts)
            ):
                comparison.keep(mention)
            else:
                mentions.append(mention)
        swapped = {issue.expected for issue in issues}
        remaining = [f for f in facts if self.encode(f.value) not in swapped or not f.subject]
        issues += comparison.compare(self, mentions, remaining)
        currencies = {(m.start, m.end): m.currency for m in mentions}
        return [_currency_reason(issue, currencies, facts) for issue in issues]

    def _binding_swap(
        self, comparison: Comparison, mention: AmountMention, facts: list[AmountFact]
    ) -> Issue | None:
        """A price written beside another room or term than the one it belongs to."""
        bound = [f for f in facts if f.subject]
        if not bound:
            return None
        subject = _subject_near(comparison, mention)
        if subject is None:
            return None
        own = [f for f in bound if f.subject == subject]
        if not own or any(f.value == mention.value for f in own):
            return None
        if not any(f.value == mention.value and f.subject != subject for f in bound):
            return None
        fact = own[0]
        return Issue(
            "wrong",
            "amount",
            mention.text,
            self.encode(fact.value),
            (mention.start, mention.end),
            self.render(mention, fact, comparison.lang),
            reason="binding",
        )


def _subject_near(comparison: Comparison, mention: Mention) -> str | None:
    """The room or term written on the same line before the mention, nearest first."""
    text = comparison.text
    line_start = text.rfind("\n", 0, mention.start) + 1
    names = [
        n
        for n in comparison.found.names.mentions
        if line_start <= n.start and n.end <= mention.start
    ]
    return names[-1].value if names else None


def _currency_reason(
    issue: Issue, currencies: dict[tuple[int, int], str], facts: list[AmountFact]
) -> Issue:
    """A wrong amount whose currency is none of the facts' is wrong for its currency."""
    written = (
        currencies.get(issue.span) if issue.kind == "wrong" and issue.span is not None else None
    )
    if written is None or written in {fact.currency for fact in facts}:
        return issue
    return dataclasses.replace(issue, reason="currency")


def _derived_amounts(amounts: list[AmountFact], counts: Sequence[CountFact]) -> set[Decimal]:
    """Totals a writer may work out from the facts: a price times the number of people, the sum
    of two amounts or of all of them in one currency ("room CHF 800 and catering CHF 450,
    CHF 1'250 in all")."""
    # A total is no price to multiply: only an amount not said to be the total.
    derived = {
        a.value * c.value
        for a in amounts
        if a.per != "total"
        for c in counts
        if c.unit == "participants"
    }
    by_currency: dict[str, list[Decimal]] = {}
    for amount in amounts:
        by_currency.setdefault(amount.currency, []).append(amount.value)
    for values in by_currency.values():
        if len(values) < 2 or len(values) > _MOST_SUMMED:
            continue
        derived.add(sum(values, Decimal(0)))
        derived.update(a + b for i, a in enumerate(values) for b in values[i + 1 :])
    return derived


# More amounts than this in one currency are a price list, not parts of one total.
_MOST_SUMMED = 6
# How a share per person is rounded: to the cent, to five centimes (Swiss cash), to the franc.
_SHARE_STEPS = (Decimal("0.01"), Decimal("0.05"), Decimal("1"))


def _shares(amounts: list[AmountFact], counts: Sequence[CountFact]) -> frozenset[Decimal]:
    """What each person pays of an amount, as a writer rounds it: "CHF 1'250 for 24 guests,
    CHF 52.08 per person"; an amount said per person is read as one of these alone."""
    people = tuple(c.value for c in counts if c.unit == "participants" and c.value >= 2)
    shared = tuple(a.value for a in amounts if a.per != "person")  # a price per person is one
    if not people or not shared:
        return frozenset()
    return _shares_of(shared, people)


@lru_cache(maxsize=1024)
def _shares_of(amounts: tuple[Decimal, ...], people: tuple[int, ...]) -> frozenset[Decimal]:
    shares = set()
    for amount in amounts:
        for count in people:
            exact = amount / count
            for step in _SHARE_STEPS:
                shares.add((exact / step).quantize(Decimal(1), rounding=ROUND_HALF_UP) * step)
    return frozenset(shares)


AMOUNTS = AmountKind()
