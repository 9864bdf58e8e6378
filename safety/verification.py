"""A draft verified, corrected and its claims judged, and the response that reports it: what
POST /api/v1/verify answers, shared by every caller (the API, the proxy, the stream, the benches).

    request  safety.request.VerifyRequest
    response {"ok", "text", "corrected", "fallback",
              "issues": [{"kind", "type", "found", "expected", "action", "reason",
                          "span", "fixed_span", "suggestions"}],
              "warnings", "issues_total", "warnings_total",
              "coverage", "facts_found", "facts_required",
              "catalog": {"source", "rooms", "terms", "venue"},
              "reference_day", "format"}

`ok` is true only when the draft needed no change, and then `text` is the draft byte for byte.
Where each fix went (`fixed_span`) is safety.alignment's.
"""

from __future__ import annotations

import datetime as dt
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import regex

from safety.alignment import Alignment, fixed_span
from safety.claims import CONTACT_KINDS, Claim, ClaimKind, cut_claims, invented_claims
from safety.correct import Repair, fact_statement, repair
from safety.evidence import evidence_role
from safety.facts import FactType, HardFacts
from safety.kinds import KINDS, is_name
from safety.lang import LANGS
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, search
from safety.report import Caveat, Issue
from safety.request import DEFAULT_CLAIM_KINDS, VerifyRequest
from safety.sentences import sentence_breaks
from safety.venue import VenueCatalog, VenueDetails, closest_names
from safety.verify import verify
from safety.width import TextFormat, detect_format

# Looked for and cut whatever the request says: no venue asks for a card's number or a password.
ALWAYS_CUT_KINDS: tuple[ClaimKind, ...] = ("credentials",)
# Cut without a source: claims no legitimate reply makes without a fact. Every other claim a
# source does not legitimate is cut only with a source; without one it is an `unverified` warning.
CUT_WITHOUT_SOURCE_KINDS = frozenset({"discount", "disguise", "credentials"})

CatalogSource = Literal["request", "instance", "none"]
Span = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Verification:
    """A draft verified, corrected, and its claims cut: what the response reports."""

    draft: str
    outcome: Repair
    issues: tuple[Issue, ...]  # spans in the draft; claims included
    catalog: VenueCatalog | None
    catalog_source: CatalogSource
    facts: HardFacts
    today: dt.date | None = None  # the reference day of relative dates, if any
    caveats: tuple[Caveat, ...] = ()  # spans in the draft; warnings that change nothing
    text_format: TextFormat = "text"  # how the draft was read: as the caller said, or detected


def verify_draft(
    facts: HardFacts,
    text: str,
    *,
    locale: str | None = None,
    catalog: VenueCatalog | None = None,
    claims: Sequence[ClaimKind] | None = None,
    catalog_source: CatalogSource | None = None,
    today: dt.date | None = None,
    source: str | None = None,
    text_format: TextFormat | None = None,
) -> Verification:
    """Verifies and corrects `text`, then cuts the claims of the given kinds that the facts do not
    carry (a term named "Free parking" carries the claim "free") and `source` (the draft or prompt
    the LLM was given) does not make. With `today`, relative dates ("tomorrow", "next Friday") are
    verified as the dates they are on that day."""
    kinds = tuple(dict.fromkeys([*(DEFAULT_CLAIM_KINDS if claims is None else claims),
                                 *ALWAYS_CUT_KINDS]))  # fmt: skip
    shown = text_format or detect_format(text)
    outcome = repair(
        facts, text, locale=locale, catalog=catalog, today=today, text_format=shown, source=source
    )
    issues = outcome.report.issues
    caveats = outcome.report.caveats
    legitimate = _legitimate_text(facts, catalog, source)
    rooms = [name for name, kind in facts.names() if kind == "room"]
    found = _claims_in(text, legitimate, rooms, kinds)
    cut = [claim for claim in found if _is_cut(claim.kind, source)]
    caveats += tuple(
        Caveat(
            "unverified", "claim", claim.found, None, claim.span, _unverified_reason(claim, source)
        )
        for claim in found
        if not _is_cut(claim.kind, source)
    )
    if cut:
        issues += tuple(_claim_issues(cut))
        # The same claims in the corrected text, where the cut is made.
        cut_kinds = tuple(kind for kind in kinds if any(claim.kind == kind for claim in cut))
        again = _claims_in(outcome.text, legitimate, rooms, cut_kinds)
        checked = cut_claims(outcome, again, facts, catalog=catalog, whole_answer=False)
        outcome = checked.repair
        if checked.beyond_repair and not outcome.fallback:
            # A cut took the sentence a fact stood in: the fact is stated again, as missing.
            restated = repair(
                facts, outcome.text, locale=outcome.report.lang, catalog=catalog, source=source
            )
            if not restated.fallback:
                outcome = Repair(
                    restated.text, outcome.report, restated.final, outcome.passes, False
                )
        if not outcome.final.ok or outcome.fallback:
            statement = fact_statement(facts, outcome.report.lang)
            final = verify(facts, statement, locale=outcome.report.lang, catalog=catalog)
            outcome = Repair(statement, outcome.report, final, outcome.passes, True)
        elif outcome.text == text:  # a claim the correction had already cut with its sentence
            outcome = Repair(text, outcome.report, outcome.final, outcome.passes, False)
    origin: CatalogSource = catalog_source or ("none" if catalog is None else "request")
    return Verification(text, outcome, issues, catalog, origin, facts, today, caveats, shown)


def _legitimate_text(facts: HardFacts, catalog: VenueCatalog | None, source: str | None) -> str:
    """What makes a claim legitimate: the facts' names, the venue's own name, address and
    contacts (the catalog's `venue`), and the source the LLM was given."""
    parts = [name for name, _ in facts.names()]
    if catalog is not None and catalog.venue is not None:
        parts += catalog.venue.lines()
    if source:
        parts.append(source)
    return "\n".join(parts)


def _claims_in(
    text: str, legitimate: str, rooms: Sequence[str], kinds: Sequence[ClaimKind]
) -> list[Claim]:
    """The claims of `kinds` that `text` makes and `legitimate` does not; "free" in a sentence
    about cancellation speaks of the venue's terms."""
    if not kinds:
        return []
    found = invented_claims(text, legitimate, rooms, kinds=kinds)
    if any(claim.kind == "free" for claim in found):
        ends = [end for _, end in sentence_breaks(text)]
        found = [claim for claim in found if not _cancellation_terms(text, claim, ends)]
    return found


def _is_cut(kind: ClaimKind | str, source: str | None) -> bool:
    """Whether a claim of `kind` that nothing legitimates is cut: a card or password request
    always; a discount (a promo code too) or a disguised word even without a source, since no
    venue's reply makes one that no fact carries; with a source, any claim but a contact channel
    (a contact is reported: a venue may well give one the request does not hold)."""
    if kind in ALWAYS_CUT_KINDS:
        return True
    if source is None:
        return kind in CUT_WITHOUT_SOURCE_KINDS
    return kind not in CONTACT_KINDS


def _unverified_reason(claim: Claim, source: str | None) -> str:
    if claim.kind in CONTACT_KINDS:
        return (
            f"{claim.kind}: in neither the facts, the catalog's venue contacts"
            f"{'' if source is None else ' nor the source'}"
        )
    return f"{claim.kind}: no source was given to confirm or refute it"


# "Cancellation is free up to 24 hours before": the venue's terms, not an extra given away.
_CANCELLATION = compile_pattern(
    r"\b(?:"
    + "|".join(word for lang in LANGS for word in LANGUAGES[lang].claims.cancellation)
    + r")\b",
    regex.IGNORECASE,
)


def _cancellation_terms(text: str, claim: Claim, sentence_ends: list[int]) -> bool:
    """Whether a "free" claim stands in a sentence about cancellation; `sentence_ends` are the
    offsets just after each sentence end of `text`, ascending."""
    if claim.kind != "free":
        return False
    before = bisect_right(sentence_ends, claim.span[0]) - 1
    start = sentence_ends[before] if before >= 0 else 0
    after = bisect_left(sentence_ends, claim.span[1] + 1)
    end = sentence_ends[after] if after < len(sentence_ends) else len(text)
    return search(_CANCELLATION, text[start:end]) is not None


def _claim_issues(found: Sequence[Claim]) -> list[Issue]:
    seen: set[tuple[str, Span]] = set()
    issues = []
    for claim in found:
        if (claim.found, claim.span) not in seen:
            seen.add((claim.found, claim.span))
            issues.append(Issue("invented", "claim", claim.found, None, claim.span, reason="extra"))
    return issues


# -- the response ----------------------------------------------------------------------------------


def response_body(outcome: Repair) -> dict[str, Any]:
    return {
        "ok": outcome.report.ok,
        "text": outcome.text,
        "corrected": outcome.corrected,
        "fallback": outcome.fallback,
        "issues": [issue.as_dict() for issue in outcome.issues],
        "warnings": [caveat.as_dict() for caveat in outcome.report.caveats],
    }


def verification_body(result: Verification) -> dict[str, Any]:
    """The response of POST /api/v1/verify: ok, text, corrected, fallback, issues with their
    spans, coverage and the catalog used."""
    outcome = result.outcome
    ok = not result.issues
    text = result.draft if ok else outcome.text
    alignment = Alignment(result.draft, text)
    known = _known_names(result.facts, result.catalog)
    issues: list[dict[str, Any]] = [
        {
            **issue.as_dict(),
            "span": list(issue.span) if issue.span else None,
            "role": evidence_role(result.draft, issue.span) if issue.span else None,
            "fixed_span": _fixed_span(issue, alignment, result),
            "suggestions": _suggestions(issue, known, result.catalog),
        }
        for issue in result.issues[:MAX_LISTED]
    ]
    warnings = [
        {
            **caveat.as_dict(),
            "role": evidence_role(result.draft, caveat.span) if caveat.span else None,
        }
        for caveat in result.caveats[:MAX_LISTED]
    ]
    found, required = coverage(result.facts, result.issues)
    return {
        "ok": ok,
        "text": text,
        "corrected": not ok,
        "fallback": outcome.fallback,
        "issues": issues + _more(len(result.issues)),
        "warnings": warnings + _more(len(result.caveats), issue=False),
        "issues_total": len(result.issues),
        "warnings_total": len(result.caveats),
        "coverage": round(found / required, 4) if required else 1.0,
        "facts_found": found,
        "facts_required": required,
        "catalog": catalog_body(result.catalog, result.catalog_source),
        "reference_day": result.today.isoformat() if result.today else None,
        "format": result.text_format,
    }


# Issues and warnings listed per text; beyond, one entry of kind "more" counts the rest, so that
# a response's size is bounded whatever the text holds.
MAX_LISTED = 100


def _more(total: int, *, issue: bool = True) -> list[dict[str, Any]]:
    """The entry that stands for the issues (or warnings) past MAX_LISTED, if any."""
    if total <= MAX_LISTED:
        return []
    rest = total - MAX_LISTED
    entry: dict[str, Any] = {
        "kind": "more",
        "type": None,
        "found": None,
        "expected": None,
        "span": None,
        "reason": "more",
        "count": rest,
    }
    if issue:
        entry.update({"action": None, "fixed_span": None, "suggestions": []})
    return [entry]


def verify_request(
    request: VerifyRequest,
    catalog: VenueCatalog | None = None,
    *,
    catalog_source: CatalogSource | None = None,
) -> dict[str, Any]:
    """The response body for a request; the request's own catalog, when it sends one, wins over
    `catalog` (the caller's default, such as the instance's)."""
    if request.catalog is not None:
        catalog, catalog_source = request.catalog.venue_catalog(), "request"
    result = verify_draft(
        request.facts,
        request.text,
        locale=request.locale,
        catalog=catalog,
        claims=request.claims,
        catalog_source=catalog_source,
        today=request.reference_day(),
        source=request.source,
        text_format=request.format,
    )
    return verification_body(result)


def catalog_body(catalog: VenueCatalog | None, source: CatalogSource) -> dict[str, Any]:
    catalog = catalog or VenueCatalog()
    return {
        "source": source,
        "rooms": [
            {"name": room, "aliases": list(catalog.aliases.get(room, ()))} for room in catalog.rooms
        ],
        "terms": [
            {"name": name, "kind": kind, "aliases": list(catalog.aliases.get(name, ()))}
            for name, kind in catalog.terms
        ],
        "venue": None if catalog.venue is None else _venue_body(catalog.venue),
    }


def _venue_body(venue: VenueDetails) -> dict[str, Any]:
    return {
        "name": venue.name,
        "other_names": list(venue.other_names),
        "address": venue.address,
        "phone": venue.phone,
        "email": venue.email,
        "website": venue.website,
        "iban": venue.iban,
    }


def coverage(facts: HardFacts, issues: Sequence[Issue]) -> tuple[int, int]:
    """(required facts the draft states right, required facts): a required fact is not found when
    it is missing, or a value or name written for it is wrong."""
    required = [
        (fact_type, key) for fact_type, key, is_required in _fact_keys(facts) if is_required
    ]
    failed = {
        (issue.type, issue.expected) for issue in issues if issue.kind in ("missing", "wrong")
    }
    found = sum(1 for item in required if item not in failed)
    return found, len(required)


def _fact_keys(facts: HardFacts) -> Iterator[tuple[FactType, str, bool]]:
    """(type, expected as issues write it, required) of every fact."""
    for kind in KINDS:
        for fact in kind.facts(facts):
            yield kind.fact_type, kind.encode(fact.value), fact.required


def _fixed_span(issue: Issue, alignment: Alignment, result: Verification) -> list[int] | None:
    if alignment.final == result.draft or result.outcome.fallback:
        return None
    return fixed_span(issue, alignment, result.facts, result.catalog, result.today)


def _known_names(facts: HardFacts, catalog: VenueCatalog | None) -> tuple[str, ...]:
    names = [name for name, _ in facts.names()]
    if catalog is not None:
        names += catalog.names()
    return tuple(dict.fromkeys(names))


def _suggestions(issue: Issue, known: tuple[str, ...], catalog: VenueCatalog | None) -> list[str]:
    """For a room or term name that is neither a fact nor in the catalog: the closest known names."""
    if not is_name(issue.type) or issue.found is None or issue.kind == "missing":
        return []
    if issue.found in known or (catalog is not None and _is_alias(issue.found, catalog)):
        return []
    if issue.kind == "wrong" and issue.reason != "altered" and issue.expected:
        return [issue.expected]  # a room the facts do not name, read as the one they do
    return list(closest_names(_without_cue(issue.found), known))


_ROOM_WORDS = frozenset(
    word for lang in LANGS for word in LANGUAGES[lang].name_words.stripped_before_room_names
)


def _without_cue(found: str) -> str:
    words = [word for word in found.split() if word.lower() not in _ROOM_WORDS]
    return " ".join(words) or found


def _is_alias(written: str, catalog: VenueCatalog) -> bool:
    folded = written.casefold()
    return any(
        folded == alias.casefold() for aliases in catalog.aliases.values() for alias in aliases
    )


__all__ = [
    "MAX_LISTED",
    "CatalogSource",
    "Verification",
    "catalog_body",
    "coverage",
    "response_body",
    "verification_body",
    "verify_draft",
    "verify_request",
]
