"""Factlock's safety core: recognise facts in text, verify them against HardFacts, correct.

Framework-free: nothing here imports Django, so any booking assistant can use it as a library
(`pip install factlock` brings only pydantic, regex, rapidfuzz and babel). docs/library.md shows
it at work; everything a caller needs is importable from `safety` itself:

    from safety import HardFacts, repair

    facts = HardFacts.model_validate({"times": [{"value": "18:00"}]})
    outcome = repair(facts, "See you at 19:00.", locale="en")
    outcome.text  # "See you at 18:00."
"""

from safety.claims import Claim, ClaimKind, claims_checked, invented_claims
from safety.correct import Repair, correct, fact_statement, repair
from safety.facts import FactType, HardFacts

# The kinds' modules: importing them registers the library's own kinds (safety.kinds), so that
# HardFacts holds their lists wherever `safety` is imported.
from safety.kinds.amounts import AmountFact
from safety.kinds.base import NameKind
from safety.kinds.counts import CountFact
from safety.kinds.dates import DateFact
from safety.kinds.names import RoomFact, TermFact
from safety.kinds.times import TimeFact
from safety.markers import Masked, Restoration, mask, restore
from safety.mentions import (
    AmountMention,
    CountMention,
    DateMention,
    Mention,
    TermMention,
    TimeMention,
)
from safety.recognizers.amounts import recognize_amounts
from safety.recognizers.counts import recognize_counts
from safety.recognizers.dates import recognize_dates
from safety.recognizers.relative_dates import recognize_relative_dates, reference_day
from safety.recognizers.times import recognize_times
from safety.report import (
    Action,
    Caveat,
    CaveatKind,
    Issue,
    IssueKind,
    IssueType,
    Reason,
    Report,
)
from safety.request import DEFAULT_CLAIM_KINDS, CatalogIn, VerifyRequest
from safety.stream import StreamVerifier
from safety.venue import VenueCatalog, VenueDetails, closest_names
from safety.verification import Verification, coverage, verification_body, verify_draft
from safety.verify import verify

__all__ = [
    # verifying a reply while it streams
    "StreamVerifier",
    # the facts of one reply
    "HardFacts",
    "DateFact",
    "TimeFact",
    "RoomFact",
    "AmountFact",
    "CountFact",
    "TermFact",
    "FactType",
    "NameKind",
    # what the recognizers find
    "recognize_dates",
    "recognize_times",
    "recognize_amounts",
    "recognize_counts",
    "recognize_relative_dates",
    "reference_day",
    "Mention",
    "DateMention",
    "TimeMention",
    "AmountMention",
    "CountMention",
    "TermMention",
    # verify and correct
    "verify",
    "correct",
    "repair",
    "fact_statement",
    "Repair",
    "Report",
    "Issue",
    "Caveat",
    "CaveatKind",
    "IssueKind",
    "IssueType",
    "Reason",
    "Action",
    # the venue's names
    "VenueCatalog",
    "VenueDetails",
    "closest_names",
    # claims no fact carries
    "invented_claims",
    "claims_checked",
    "Claim",
    "ClaimKind",
    # names masked for an LLM and restored
    "mask",
    "restore",
    "Masked",
    "Restoration",
    # the verify contract of POST /api/v1/verify
    "verify_draft",
    "verification_body",
    "coverage",
    "Verification",
    "VerifyRequest",
    "CatalogIn",
    "DEFAULT_CLAIM_KINDS",
]
