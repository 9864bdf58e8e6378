"""The public verify contract: request validation and the response body, shared by every caller.

    request  {"facts": HardFacts, "text": "<draft>", "locale": "en" | "de" | "fr" | "it" | "de-CH",
              "catalog": {"rooms": [{"name", "aliases"}], "terms": [{"name", "kind", "aliases"}]},
              "claims": ["discount", "free", ...], "source": "<the draft or prompt the LLM was given>",
              "now": "2026-08-06T09:30:00+02:00", "time_zone": "Europe/Zurich"}
    response {"ok", "text", "corrected", "fallback",
              "issues": [{"kind", "type", "found", "expected", "action", "reason",
                          "span", "fixed_span", "suggestions"}],
              "coverage", "facts_found", "facts_required",
              "catalog": {"source", "rooms", "terms", "venue"},
              "reference_day"}

`ok` is true only when the draft needed no change, and then `text` is the draft byte for byte.
"""

from __future__ import annotations

import datetime as dt
import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

import regex
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from rapidfuzz.distance import Indel

from safety.claims import CONTACT_KINDS, Claim, ClaimKind, cut_claims, invented_claims
from safety.correct import Repair, fact_statement, repair
from safety.facts import MAX_NAME_LENGTH, FactType, HardFacts, TermKind, holds_hard_facts
from safety.kinds import KINDS, kind_of
from safety.lang.detection import normalize_locale
from safety.name_rules import name_problem
from safety.patterns import compile_pattern, search
from safety.recognizers.relative_dates import is_time_zone, reference_day
from safety.report import Caveat, Issue
from safety.sentences import sentence_breaks
from safety.venue import VenueCatalog, VenueDetails, closest_names
from safety.verify import find_mentions, verify
from safety.width import TextFormat

DEFAULT_MAX_TEXT_CHARS = 20_000
MAX_CATALOG_NAMES = 500
MAX_ALIASES = 50
# Aliases of all the catalog's names together: the work of reading a catalog grows with them.
MAX_CATALOG_ALIASES = 5_000
# The years `now` may fall in: the calendar's ends are no moment a reply is read at.
NOW_YEARS = (1900, 2099)

# The claims verify looks for unless the request names others: statements no fact can carry and
# a faithful paraphrase never makes. Confirmations, deposits, fees, deadlines, percentages and
# availability are legitimate in many replies, so a caller asks for them by name.
DEFAULT_CLAIM_KINDS: tuple[ClaimKind, ...] = (
    "discount",
    "free",
    "code",
    "disguise",
    "venue",
    "instructions",
    "url",
    "email",
    "phone",
    "iban",
    "credentials",
)
# Looked for and cut whatever the request says: no venue asks for a card's number or a password.
ALWAYS_CUT_KINDS: tuple[ClaimKind, ...] = ("credentials",)
# Cut without a source: claims no legitimate reply makes without a fact. Every other claim a
# source does not legitimate is cut only with a source; without one it is an `unverified` warning.
CUT_WITHOUT_SOURCE_KINDS = frozenset({"discount", "disguise", "credentials"})

CatalogSource = Literal["request", "instance", "none"]
Span = tuple[int, int]


def _name(value: str) -> str:
    if value != value.strip() or not value:
        raise ValueError("must not be empty nor start or end with spaces")
    if "{{" in value or "}}" in value:
        raise ValueError("must not contain marker syntax ({{ or }})")
    problem = name_problem(value)
    if problem is not None:
        raise ValueError(problem)
    return value


class CatalogRoomIn(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(max_length=MAX_NAME_LENGTH)
    aliases: list[str] = Field(default_factory=list, max_length=MAX_ALIASES)

    _valid_name = field_validator("name")(classmethod(lambda cls, v: _name(v)))

    @field_validator("aliases")
    @classmethod
    def _valid_aliases(cls, values: list[str]) -> list[str]:
        for value in values:
            _name(value)
            if len(value) > MAX_NAME_LENGTH:
                raise ValueError(f"an alias is longer than {MAX_NAME_LENGTH} characters")
        return values


class CatalogTermIn(CatalogRoomIn):
    kind: TermKind


class CatalogVenueIn(BaseModel):
    """The venue itself: what a reply may say of it without a fact (all optional)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(default="", max_length=MAX_NAME_LENGTH)
    other_names: list[str] = Field(default_factory=list, max_length=MAX_ALIASES)
    address: str = Field(default="", max_length=500)
    phone: str = Field(default="", max_length=64)
    email: str = Field(default="", max_length=254)
    website: str = Field(default="", max_length=500)
    iban: str = Field(default="", max_length=64)

    @field_validator("other_names")
    @classmethod
    def _valid_other_names(cls, values: list[str]) -> list[str]:
        for value in values:
            _name(value)
            if len(value) > MAX_NAME_LENGTH:
                raise ValueError(f"a name is longer than {MAX_NAME_LENGTH} characters")
        return values

    def details(self) -> VenueDetails:
        return VenueDetails(
            name=self.name.strip(),
            other_names=tuple(self.other_names),
            address=self.address.strip(),
            phone=self.phone.strip(),
            email=self.email.strip(),
            website=self.website.strip(),
            iban=self.iban.strip(),
        )


class CatalogIn(BaseModel):
    """A venue's names, sent by a caller whose venue this instance does not hold."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    rooms: list[CatalogRoomIn] = Field(default_factory=list, max_length=MAX_CATALOG_NAMES)
    terms: list[CatalogTermIn] = Field(default_factory=list, max_length=MAX_CATALOG_NAMES)
    venue: CatalogVenueIn | None = None

    @model_validator(mode="before")
    @classmethod
    def _aliases_in_all(cls, raw: object) -> object:
        """Counted before any name is read: a catalog over the cap costs no more than its size."""
        if not isinstance(raw, dict):
            return raw
        entries = [
            entry
            for key in ("rooms", "terms")
            if isinstance(raw.get(key), list)
            for entry in raw[key]
        ]
        total = sum(
            len(entry["aliases"])
            for entry in entries
            if isinstance(entry, dict) and isinstance(entry.get("aliases"), list)
        )
        if total > MAX_CATALOG_ALIASES:
            raise ValueError(
                f"a catalog holds at most {MAX_CATALOG_ALIASES} aliases in all, not {total}"
            )
        return raw

    def venue_catalog(self) -> VenueCatalog:
        aliases: dict[str, tuple[str, ...]] = {}
        for entry in (*self.rooms, *self.terms):
            if entry.aliases:
                aliases[entry.name] = (*aliases.get(entry.name, ()), *entry.aliases)
        return VenueCatalog(
            rooms=tuple(dict.fromkeys(room.name for room in self.rooms)),
            aliases=aliases,
            terms=tuple(dict.fromkeys((term.name, term.kind) for term in self.terms)),
            venue=None if self.venue is None else self.venue.details(),
        )


@holds_hard_facts
class VerifyRequest(BaseModel):
    """The body of POST /api/v1/verify: facts, text, and optionally locale, catalog, claims."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    facts: HardFacts
    text: str
    locale: str | None = Field(default=None, max_length=35)
    catalog: CatalogIn | None = Field(
        default=None,
        description="The venue's rooms and terms; without it, the catalog this instance holds.",
    )
    claims: list[ClaimKind] | None = Field(
        default=None,
        description=(
            "The kinds of claim to find and cut when the facts do not carry them; "
            f"default {list(DEFAULT_CLAIM_KINDS)}, [] for none."
        ),
    )
    source: str | None = Field(
        default=None,
        description=(
            "The draft or prompt the LLM was given: a claim it makes is legitimate, "
            "one only in the text is invented."
        ),
    )

    now: dt.datetime | None = Field(
        default=None,
        description=(
            "When the text is read, as an ISO date-time with a UTC offset "
            "(2026-08-06T09:30:00+02:00): relative dates (tomorrow, next Friday, morgen, "
            "vendredi prochain, domani) are checked as the dates they are then."
        ),
    )
    time_zone: str | None = Field(
        default=None,
        max_length=64,
        description="An IANA time zone (Europe/Zurich) that decides the day of `now` (the current moment without `now`).",
    )

    format: TextFormat | None = Field(
        default=None,
        description=(
            "How the reply will be shown: text (character references and markup as written), "
            "markdown or html (rendered: references decoded, comments and hidden elements, and "
            "markdown's link definitions, unseen). Without it, read as rendered HTML."
        ),
    )

    @field_validator("now", mode="before")
    @classmethod
    def _written_out(cls, raw: object) -> object:
        if raw is not None and not isinstance(raw, str | dt.datetime):
            raise ValueError("now must be an ISO date-time string, e.g. 2026-08-06T09:30:00+02:00")
        return raw

    @field_validator("now")
    @classmethod
    def _aware(cls, value: dt.datetime | None) -> dt.datetime | None:
        if value is None:
            return value
        if value.utcoffset() is None:
            raise ValueError("now must carry a UTC offset, e.g. 2026-08-06T09:30:00+02:00")
        if not NOW_YEARS[0] <= value.year <= NOW_YEARS[1]:
            # Near the calendar's ends a time zone moves the day past year 1 or 9999.
            raise ValueError(
                f"now must be a moment from {NOW_YEARS[0]} to {NOW_YEARS[1]}, "
                "e.g. 2026-08-06T09:30:00+02:00"
            )
        return value

    @field_validator("time_zone")
    @classmethod
    def _known_zone(cls, value: str | None) -> str | None:
        if value is not None and not is_time_zone(value):
            raise ValueError("time_zone must be an IANA time zone such as Europe/Zurich")
        return value

    def reference_day(self) -> dt.date | None:
        """The day relative dates are read from; None when the request names no time."""
        if self.now is None and self.time_zone is None:
            return None
        return reference_day(self.now, self.time_zone)

    @field_validator("locale")
    @classmethod
    def _supported_locale(cls, value: str | None) -> str | None:
        if value is not None and normalize_locale(value) is None:
            raise ValueError("locale must be en, de, fr or it, or a tag such as de-CH")
        return value

    @field_validator("text", "source")
    @classmethod
    def _no_nul(cls, value: str | None) -> str | None:
        if value is not None and "\x00" in value:
            raise ValueError("must not contain NUL characters")
        return value


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
    outcome = repair(
        facts, text, locale=locale, catalog=catalog, today=today, text_format=text_format
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
            restated = repair(facts, outcome.text, locale=outcome.report.lang, catalog=catalog)
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
    return Verification(text, outcome, issues, catalog, origin, facts, today, caveats)


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
    r"\b(?:cancel\w*|stornier\w*|storno\w*|annul\w*|cancellazion\w*|disdett\w*)\b",
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
    alignment = _Alignment(result.draft, text)
    known = _known_names(result.facts, result.catalog)
    issues: list[dict[str, Any]] = [
        {
            **issue.as_dict(),
            "span": list(issue.span) if issue.span else None,
            "fixed_span": _fixed_span(issue, alignment, result),
            "suggestions": _suggestions(issue, known, result.catalog),
        }
        for issue in result.issues[:MAX_LISTED]
    ]
    warnings = [caveat.as_dict() for caveat in result.caveats[:MAX_LISTED]]
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


# -- where an issue stands, and where its fix went -------------------------------------------------


class _Alignment:
    """The draft aligned with the final text (insertions and deletions, rapidfuzz's Indel), so a
    span of the draft is followed into the final text. Each look-up bisects the operations, so a
    text with thousands of issues is followed in time linear in its length."""

    def __init__(self, draft: str, final: str) -> None:
        self.final = final
        self.ops = list(Indel.opcodes(draft, final)) if draft != final else []
        self.starts = [op.src_start for op in self.ops]
        equal = [op for op in self.ops if op.tag == "equal"]
        self._equal_dest = [(op.dest_start, op.dest_end) for op in equal]
        self._equal_dest_starts = [start for start, _ in self._equal_dest]

    def left(self, position: int) -> int:
        """Where `position` of the draft, as the start of a span, stands in the final text."""
        if not self.ops:
            return position
        before = bisect_left(self.starts, position) - 1
        if before >= 0:
            op = self.ops[before]
            if op.src_start < position < op.src_end:
                return op.dest_start + (position - op.src_start if op.tag == "equal" else 0)
        at = before + 1
        if at < len(self.ops):
            return self.ops[at].dest_start
        return len(self.final)

    def right(self, position: int) -> int:
        """Where `position` of the draft, as the end of a span, stands in the final text."""
        if not self.ops or position <= 0:
            return self.left(position)
        index = bisect_right(self.starts, position - 1) - 1
        while index >= 0 and self.ops[index].src_start == self.ops[index].src_end:
            index -= 1  # an insertion holds no character of the draft
        if index < 0 or not self.ops[index].src_start <= position - 1 < self.ops[index].src_end:
            return self.left(position)
        op = self.ops[index]
        if op.tag == "equal":
            return op.dest_start + position - op.src_start
        end = op.dest_end
        for following in self.ops[index + 1 : index + 3]:  # what was written in the cut's place
            if following.tag == "insert" and following.src_start == position:
                end = following.dest_end
        return end

    def inserted(self, start: int, end: int) -> bool:
        """Whether the final text's [start, end) is new text, not the draft's."""
        index = bisect_right(self._equal_dest_starts, start) - 1
        for dest_start, dest_end in self._equal_dest[max(index, 0) : index + 2]:
            if dest_start < end and start < dest_end:
                return False
        return True


def _fixed_span(issue: Issue, alignment: _Alignment, result: Verification) -> list[int] | None:
    if alignment.final == result.draft or result.outcome.fallback:
        return None
    if issue.span is not None:
        start, end = issue.span
        fixed_start = alignment.left(start)
        if issue.kind == "wrong" and issue.replacement:
            placed = _replacement_near(alignment.final, issue.replacement, fixed_start)
            if placed is not None:
                return list(placed)
        return [fixed_start, max(fixed_start, alignment.right(end))]
    if issue.kind == "missing":
        stated = _stated_at(issue, alignment, result)
        return list(stated) if stated else None
    return None


def _replacement_near(final: str, replacement: str, around: int) -> Span | None:
    """Where `replacement` stands in the final text nearest to `around` (case aside, since a
    replacement that opens a sentence is capitalised): a character alignment may split a
    replacement that shares letters with what it replaced ("domani" → "il 08.08.2026")."""
    width = len(replacement)
    window_start = max(0, around - width - 20)
    window = final[window_start : around + 2 * width + 20]
    # An escaped literal: the search is linear in the window.
    found = [
        (window_start + match.start(), window_start + match.end())
        for match in re.finditer(re.escape(replacement), window, flags=re.IGNORECASE)
    ]
    return min(found, key=lambda span: abs(span[0] - around), default=None)


def _stated_at(issue: Issue, alignment: _Alignment, result: Verification) -> Span | None:
    """Where the final text states a missing fact: its first mention in new text."""
    found = find_mentions(result.facts, alignment.final, result.catalog, today=result.today)
    if issue.type == "claim":
        return None
    kind = kind_of(issue.type)
    candidates = kind.found_in(found)
    for mention in candidates:
        if kind.states(mention, issue.expected) and alignment.inserted(mention.start, mention.end):
            return mention.start, mention.end
    return None


def _known_names(facts: HardFacts, catalog: VenueCatalog | None) -> tuple[str, ...]:
    names = [name for name, _ in facts.names()]
    if catalog is not None:
        names += catalog.names()
    return tuple(dict.fromkeys(names))


def _suggestions(issue: Issue, known: tuple[str, ...], catalog: VenueCatalog | None) -> list[str]:
    """For a room or term name that is neither a fact nor in the catalog: the closest known names."""
    if issue.type not in ("room", "term") or issue.found is None or issue.kind == "missing":
        return []
    if issue.found in known or (catalog is not None and _is_alias(issue.found, catalog)):
        return []
    if issue.kind == "wrong" and issue.reason != "altered" and issue.expected:
        return [issue.expected]  # a room the facts do not name, read as the one they do
    return list(closest_names(_without_cue(issue.found), known))


_ROOM_WORDS = frozenset(
    {"the", "room", "raum", "saal", "salle", "sala", "la", "le", "il", "der", "die", "das"}
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
    "DEFAULT_CLAIM_KINDS",
    "CatalogIn",
    "CatalogRoomIn",
    "CatalogTermIn",
    "CatalogVenueIn",
    "Verification",
    "VerifyRequest",
    "catalog_body",
    "coverage",
    "response_body",
    "verification_body",
    "verify_draft",
    "verify_request",
]
