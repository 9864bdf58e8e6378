"""One claim an answer makes, the kinds of claim (safety.claims), and what every finder of
claims reads a text with: where it breaks into sentences and clauses, and where a name stands.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from typing import Literal, get_args

import regex

from safety.lang.negation import CLAUSE_CONJUNCTIONS
from safety.patterns import compile_pattern, scan, search
from safety.report import Issue
from safety.sentences import sentence_breaks

ClaimKind = Literal[
    "discount",
    "free",
    "deposit",
    "fee",
    "deadline",
    "confirmation",
    "availability",
    "percentage",
    "code",
    "disguise",
    "venue",
    "instructions",
    "url",
    "email",
    "phone",
    "iban",
    "credentials",
]
# Claims about the offer, read against the database: looked for in rephrasings only.
OfferClaimKind = Literal["unavailable", "feature"]
OFFER_KINDS: tuple[OfferClaimKind, ...] = get_args(OfferClaimKind)
# Statements only the draft may make, read against it by the sandwich (safety.voice): the
# client's wishes in the venue's mouth, an apology, a promise to contact the client later.
VoiceKind = Literal["wish", "apology", "promise"]
VOICE_KINDS: tuple[VoiceKind, ...] = get_args(VoiceKind)
Span = tuple[int, int]

# Fees and deadlines are looked for when asked (POST /api/v1/verify's `claims`): a rephrasing
# may well call a room's price its "rental fee", and the chat's draft is the template's own words.
ASKED_ONLY_KINDS = frozenset({"fee", "deadline"})
STATEMENT_KINDS = frozenset(
    {
        "discount",
        "free",
        "deposit",
        "fee",
        "deadline",
        "confirmation",
        "availability",
        "unavailable",
        "feature",
        "url",
        "email",
        "phone",
        "iban",
        "credentials",
        *VOICE_KINDS,
    }
)
# Ways to reach or pay someone: compared with the draft's own in a normal form.
CONTACT_KINDS = frozenset({"url", "email", "phone", "iban"})
WHOLE_ANSWER_KINDS = frozenset({"venue", "instructions"})
MAX_CUTS = 10  # an answer with more invented claims than this is no rephrasing of the draft

_CONJUNCTION = r"\b(?:" + "|".join(w for ws in CLAUSE_CONJUNCTIONS.values() for w in ws) + r")\b"
CLAUSE_BREAK = compile_pattern(rf"[,;:–—]|{_CONJUNCTION}", regex.IGNORECASE)
LISTING_CLAUSE_BREAK = compile_pattern(
    rf"[,;–—]|{_CONJUNCTION}", regex.IGNORECASE
)  # a colon lists on


@dataclass(frozen=True, slots=True)
class Claim:
    kind: ClaimKind | OfferClaimKind | VoiceKind
    span: Span  # where the cue stands in the answer
    found: str  # the cue as written; never more than the cue, so feedback shows no name

    def issue(self) -> Issue:
        return Issue("invented", "claim", self.found, None, reason="extra")


@dataclass(frozen=True, slots=True)
class Breaks:
    """Where a text breaks (sentence ends, or clause breaks too), found once: the piece a span
    stands in is found by bisection, so reading a thousand mentions stays linear in the text."""

    starts: tuple[int, ...]
    ends: tuple[int, ...]
    length: int

    @classmethod
    def of(cls, text: str, *patterns: regex.Pattern[str]) -> Breaks:
        spans = sorted(match.span() for pattern in patterns for match in scan(pattern, text))
        return cls(tuple(s for s, _ in spans), tuple(e for _, e in spans), len(text))

    @classmethod
    def sentences(cls, text: str, *patterns: regex.Pattern[str]) -> Breaks:
        """The sentence ends (safety.sentences), and the matches of `patterns` too."""
        found = [match.span() for pattern in patterns for match in scan(pattern, text)]
        spans = sorted([*sentence_breaks(text), *found])
        return cls(tuple(s for s, _ in spans), tuple(e for _, e in spans), len(text))

    def around(self, span: Span) -> Span:
        before = bisect_right(self.ends, span[0])
        after = bisect_left(self.starts, span[1])
        start = self.ends[before - 1] if before else 0
        end = self.starts[after] if after < len(self.starts) else self.length
        return start, end


def contains(pattern: regex.Pattern[str], text: str) -> bool:
    return search(pattern, text) is not None


def occurrences(text: str, name: str) -> list[Span]:
    spans, at = [], text.find(name)
    while at >= 0:
        spans.append((at, at + len(name)))
        at = text.find(name, at + len(name))
    return spans


def drafted_sentence(text: str, span: Span, draft: str) -> bool:
    """Whether the sentence at `span` is one of the draft's own, word for word."""
    sentence = text[span[0] : span[1]].strip(" \t\n.!?")
    return bool(sentence) and sentence in draft
