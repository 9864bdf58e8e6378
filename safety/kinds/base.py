"""FactKind: everything the library knows about one fact type, in one place.

A kind reads its mentions in a text (the recognizer), writes a value in a mention's style (the
formatter), tells whether a mention states a fact (equality) or may be that fact written wrongly
(closeness), and writes a fact as an issue's `expected` string and reads it back (the codec).
It names the list of HardFacts that holds its facts (its FactList) and states its missing facts
in whole sentences of each language (its label and sentences). verify, the range edits, the sentences that
state missing facts, HardFacts and the sandwich go through the kinds registered in safety.kinds:
a new fact type is one module with one more kind.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Literal, Protocol, TypeVar, cast

from safety.facts import FactList, FactType, HardFacts
from safety.lang import Lang
from safety.lang.fact_sentences import AND
from safety.mentions import Mention
from safety.report import Issue

if TYPE_CHECKING:
    from safety.kinds.comparison import Comparison, TextMentions


class Fact(Protocol):
    """What every fact has: a value and whether the reply must state it."""

    @property
    def value(self) -> Any: ...

    @property
    def required(self) -> bool: ...


# What a name is a name of: the `kind` of a room, product or feature in HardFacts' names, the
# masks of the sandwich, a name's mentions and the verbalizer's catalog names.
NameKind = Literal["room", "product", "feature"]

MentionT = TypeVar("MentionT", bound=Mention)
FactT = TypeVar("FactT", bound=Fact)


class FactKind(Generic[MentionT, FactT]):
    """One fact type: its mentions (MentionT) stand for its facts (FactT)."""

    fact_type: ClassVar[FactType]
    # The list of HardFacts that holds this type's facts: FactList("dates", DateFact).
    holding: ClassVar[FactList[Any]]
    # Whether the facts are names (a room, a product, a feature) rather than values: an issue of
    # such a kind is about a name (safety.kinds.is_name), which the corrector replaces whole and
    # the sandwich masks.
    is_name: ClassVar[bool] = False
    # Dates and times are written in order ("from 11 am to 2 pm"): pairs of wrong values keep it.
    in_order: ClassVar[bool] = False
    # How inserted text states a missing fact, per language: the label of a list item ("Date")
    # and the sentence for one value and for several ("The date is {v}.", "The dates are {v}.").
    label: ClassVar[Mapping[Lang, str]]
    sentences: ClassVar[Mapping[Lang, tuple[str, str]]] = {}

    # -- the facts and their codec -------------------------------------------------------------

    def facts(self, hard: HardFacts) -> Sequence[FactT]:
        """The facts of this type among `hard`."""
        return cast(Sequence[FactT], hard.of(self.holding))

    def encode(self, value: Any) -> str:
        """A value as an issue's `expected` writes it ("2026-08-08", "18:00", "1250.00")."""
        return str(value)

    def decode(self, expected: str) -> Any:
        """The value an issue's `expected` stands for."""
        return expected

    def states(self, mention: MentionT, expected: str | None) -> bool:
        """Whether `mention` writes the value of an issue's `expected`."""
        raise NotImplementedError

    def fact_for(self, hard: HardFacts, expected: str, stated: set[int]) -> FactT:
        """The fact an issue's `expected` stands for: the first of that value. `stated` holds
        the indexes of facts already written out, for kinds whose facts of one value differ."""
        return next(fact for fact in self.facts(hard) if self.encode(fact.value) == expected)

    # -- reading ---------------------------------------------------------------------------------

    def recognize(self, text: str) -> list[MentionT]:
        """Every mention of this type in `text`, as its recognizer reads it (the kinds of
        safety.kinds.VALUE_KINDS; names are read by verify's name scan)."""
        raise NotImplementedError

    def find(
        self,
        text: str,
        *,
        facts: HardFacts,
        lang: Lang | None,
        today: dt.date | None,
        month_first: bool = False,
    ) -> list[MentionT]:
        """The mentions verify compares with the facts: the recognizer's, read with what the
        verification knows (the reply's language, the day of writing, whether its locale writes
        numeric dates month first)."""
        return self.recognize(text)

    def found_in(self, found: TextMentions) -> Sequence[MentionT]:
        """This kind's mentions among those of a text."""
        raise NotImplementedError

    def owns(self, mention: Mention) -> bool:
        """Whether `mention` is one of this kind's."""
        raise NotImplementedError

    # -- writing ---------------------------------------------------------------------------------

    def format(self, value: Any, style: str, lang: Lang) -> str:
        """`value` written in `style` ("" for the canonical form of `lang`)."""
        raise NotImplementedError

    def render(self, mention: MentionT, fact: FactT, lang: Lang) -> str:
        """The fact's value written the way `mention` was: what replaces it."""
        return self.format(fact.value, mention.style, mention.lang or lang)

    def missing_text(
        self, hard: HardFacts, expected: str, lang: Lang, *, list_item: bool, stated: set[int]
    ) -> str:
        """A missing fact as the sentences (or a list item, with `list_item`) that insert it
        write its value."""
        return self.format(self.fact_for(hard, expected, stated).value, "", lang)

    def missing_sentences(
        self, hard: HardFacts, issues: Sequence[Issue], lang: Lang, stated: set[int]
    ) -> list[str]:
        """The missing facts of `issues` (all of this type) as whole sentences of `lang`: one
        sentence for all of them, "The dates are 8 August 2026 and 9 August 2026.". `stated`
        holds the indexes of facts already written out (fact_for)."""
        values = [
            self.missing_text(hard, issue.expected or "", lang, list_item=False, stated=stated)
            for issue in issues
        ]
        one, several = self.sentences[lang]
        return [(one if len(values) == 1 else several).format(v=listed(values, lang))]

    # -- comparing -------------------------------------------------------------------------------

    def equal(self, mention: MentionT, fact: FactT) -> bool:
        """Whether `mention` states `fact`."""
        raise NotImplementedError

    def closeness(self, mention: MentionT, fact: FactT) -> float | None:
        """How alike a leftover mention and a leftover fact are, higher the more; None when too
        far apart to be that fact written wrongly."""
        raise NotImplementedError

    def sole_candidate(self, mention: MentionT, fact: FactT, comparison: Comparison) -> bool:
        """Whether `mention`, left over too far from `fact` to pair by closeness, is still that
        fact written wrongly because nothing else can be: the kind says when."""
        return False

    def contradiction(self, mention: MentionT, fact: FactT, lang: Lang) -> Issue | None:
        """An issue with a mention that states its fact (a weekday beside the date that
        contradicts it), or None."""
        return None

    def qualified(self, mention: MentionT, fact: FactT, comparison: Comparison) -> Issue | None:
        """An issue with a mention that states its fact but stands beside a qualifier that
        changes what it means ("CHF 1250.00 per hour" for a total, "18:00 UTC", "the day after
        8 August"): `wrong` with reason `qualifier` (safety.qualifiers), or None."""
        return None

    def renderings(self, fact: FactT) -> Sequence[str]:
        """Every way a text may write `fact`'s value, lower case, longest first: what is looked
        for before the fact is called missing (safety.presence). None for a kind whose
        recognizer reads every form its facts take."""
        return ()

    def stands_for(self, text: str, start: int, end: int) -> bool:
        """Whether a rendering found at `text[start:end]` may stand for a fact of this kind."""
        return True

    def ignored(self, mention: MentionT, comparison: Comparison) -> bool:
        """Whether a mention no fact equals is left alone rather than paired or cut."""
        return False

    def check(self, comparison: Comparison) -> list[Issue]:
        """The issues of this type in one verification."""
        return comparison.compare(
            self, list(self.found_in(comparison.found)), list(self.facts(comparison.facts))
        )


def listed(values: Sequence[str], lang: Lang) -> str:
    """Values as a sentence lists them: "A", "A and B", "A, B and C"."""
    if len(values) == 1:
        return values[0]
    return ", ".join(values[:-1]) + f" {AND[lang]} " + values[-1]
