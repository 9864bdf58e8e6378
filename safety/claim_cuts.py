"""Cutting the claims found out of an answer: a statement with its clause (its sentence when
the clause holds a fact), a token with the smallest unit around it that keeps every fact.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import regex

from safety.claim_kinds import MAX_CUTS, STATEMENT_KINDS, WHOLE_ANSWER_KINDS, Claim, Span
from safety.correct import Repair, tidy_whitespace
from safety.facts import HardFacts
from safety.lang import LANGS
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan
from safety.removal import clause_span, removal_span, tidy_join
from safety.report import Report
from safety.sentences import sentence_at
from safety.text import merge_spans
from safety.venue import VenueCatalog
from safety.verify import verify

_I = regex.IGNORECASE


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """A repair with the answer's invented claims cut out and reported among its issues."""

    repair: Repair
    claims: tuple[Claim, ...] = ()
    beyond_repair: bool = False


def cut_claims(
    repaired: Repair,
    found: Sequence[Claim],
    facts: HardFacts,
    *,
    catalog: VenueCatalog | None = None,
    whole_answer: bool = True,
) -> ClaimCheck:
    """`repaired` with the claims `found` in its text cut, each with the smallest unit that holds
    it and touches no fact: a statement with its clause (its sentence when the sentence keeps no
    fact), a token with its phrase.

    With `whole_answer`, an answer that speaks for another house or about its instructions, or
    makes more than MAX_CUTS claims, is beyond repair as a whole (the sandwich then asks again);
    without it such claims are cut like statements. Beyond repair too when the text left does not
    verify (a cut took a fact with it)."""
    claims = tuple(sorted(found, key=lambda claim: claim.span))
    if not claims:
        return ClaimCheck(repaired)
    issues = tuple(dict.fromkeys(claim.issue() for claim in claims))  # "draft" ten times is one
    report = repaired.report.with_issues(issues)
    if whole_answer and (
        len(claims) > MAX_CUTS or any(claim.kind in WHOLE_ANSWER_KINDS for claim in claims)
    ):
        return ClaimCheck(replace(repaired, report=report), claims, beyond_repair=True)
    text = _without(
        repaired.text, [_cut_span(repaired.text, claim, repaired.final) for claim in claims]
    )
    final = verify(facts, text, locale=repaired.final.lang, catalog=catalog)
    return ClaimCheck(Repair(text, report, final, repaired.passes, False), claims, not final.ok)


# Where a sentence joins two clauses of its own: a semicolon, a dash, or a comma with a
# coordinating conjunction (", and", ", but": the packs' `ClauseWords.coordinators`). A comma
# alone opens no clause a cut may take: "As a thank-you, we grant you 10 % off" is one statement.
_COORDINATE = compile_pattern(
    r"[ \t]*;[ \t]*|[ \t]+[–—][ \t]+"
    r"|[ \t]*,[ \t]+(?:"
    + "|".join(word for lang in LANGS for word in LANGUAGES[lang].clauses.coordinators)
    + r")[ \t]+",
    _I,
)


def _cut_span(text: str, claim: Claim, verified: Report) -> Span:
    """A statement goes with the smallest clause that holds it and no fact, else with its sentence
    (the facts it held are then missing, and stated again); a token with the smallest unit that
    keeps every fact, and with the space before it when punctuation follows ("Punkt.Null
    [[ABC-KILO]]:")."""
    if claim.kind in STATEMENT_KINDS or claim.kind in WHOLE_ANSWER_KINDS:
        own = _own_clause(text, claim.span, verified.kept_spans)
        if own is not None:
            return own
        unit = clause_span(text, claim.span, verified.kept_spans)
        return unit if unit is not None else removal_span(text, claim.span, ())
    start, end = removal_span(text, claim.span, verified.kept_spans)
    if text[start - 1 : start] == " " and text[end : end + 1] in (":", ";", ",", ".", "!", "?"):
        start -= 1
    return start, end


def _own_clause(text: str, span: Span, kept: Sequence[Span]) -> Span | None:
    """The coordinate clause of its sentence that holds `span` and no kept span, with the break
    that joins it: "…, and we grant you 10 % off" after another clause, "We grant you 10 % off,
    and " before one (what follows then opens the sentence); None when the sentence is one
    clause. The rest of the sentence stays: directions, an address, another statement."""
    start, end = sentence_at(text, *span)
    breaks = [
        (start + match.start(), start + match.end()) for match in scan(_COORDINATE, text[start:end])
    ]
    if not breaks:
        return None
    body_end = end
    while body_end > start and text[body_end - 1] in ".!?":
        body_end -= 1
    bounds = [start, *(b for pair in breaks for b in pair), body_end]
    pieces = [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)]
    for index, (piece_start, piece_end) in enumerate(pieces):
        if not (piece_start <= span[0] and span[1] <= piece_end):
            continue
        if index == 0:
            cut = (start, breaks[0][1])  # the clause and the break after it
            if not text[cut[1] : cut[1] + 1].isalpha():
                return None
        else:
            cut = (breaks[index - 1][0], piece_end)  # the break before it and the clause
        if any(s < cut[1] and e > cut[0] for s, e in kept):
            return None
        return cut
    return None


def _without(text: str, spans: Sequence[Span]) -> str:
    for start, end in reversed(merge_spans(spans)):
        text = tidy_join(text[:start] + text[end:], start)
        if _opens_sentence(text, start) and text[start : start + 1].islower():
            text = text[:start] + text[start].upper() + text[start + 1 :]  # a leading clause went
    return tidy_whitespace(text)


def _opens_sentence(text: str, at: int) -> bool:
    before = text[:at].rstrip(" \t")
    return not before or before.endswith((".", "!", "?", "\n", ":"))
