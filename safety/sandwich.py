"""The safety sandwich: mask names, let an LLM rephrase, restore, verify, correct; retry or fall back.

    draft (written from the facts) ── mask names ──▶ LLM ──▶ restore markers ──▶ repair
        │                                                                         │
        │                      beyond repair? re-ask once with feedback ◀─────────┤
        │                                                                         ▼
        └──────────── still beyond repair: the draft itself ◀──────────── verified text

A rephrasing is beyond repair when the LLM failed or answered nothing, when it is not a reply
from the venue (safety.screening: the client's message echoed, a refusal, unfilled placeholders, text
written as the client, another language or script), when it lost more than
`Policy.max_lost_share` of the draft's parts or would need more than `Policy.max_insertions`
insertions to get them back, when more than `Policy.max_wrong_share` of the facts came back
wrong or invented, when correcting it did not converge or cost it the price basis or a question
to the client, or when it makes claims the draft does not make and cutting them is not enough
(safety.claims: a taken room confirmed, the instructions pasted, another house named).

A sentence that speaks as the client, apologises or promises a later contact when the draft does
none of it is cut with its sentence (safety.voice).
What was lost is put back from the draft itself, in the draft's form: a lost list or quote as the
draft's lines, a lost sentence, price basis or question as the draft's sentence (safety.restoring).
Whatever is sent has been verified: every outcome carries the report of its final text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from safety.claims import claims_checked
from safety.correct import Repair, repair
from safety.facts import HardFacts
from safety.kinds import KINDS, is_name
from safety.lang import Lang
from safety.markers import MarkerReport, Masked, mask, put_back, restore
from safety.report import Issue, Report
from safety.restoring import from_draft, list_lines_checked, statements_kept, with_issues
from safety.screening import reply_form
from safety.venue import VenueCatalog
from safety.verify import verify
from safety.voice import voice_cut


class RephraseFailed(Exception):
    """The LLM gave no usable answer (transport error, timeout, malformed response).

    `ask_again` False means asking again cannot help in time (the LLM did not answer within its
    deadline): the sandwich falls back at once instead of spending a second deadline.
    """

    def __init__(self, message: str = "", *, ask_again: bool = True) -> None:
        super().__init__(message)
        self.ask_again = ask_again


@dataclass(frozen=True)
class Feedback:
    """What was wrong with the previous rephrasing, with names shown as their markers."""

    issues: tuple[Issue, ...]
    missing_markers: tuple[str, ...] = ()
    foreign_markers: tuple[str, ...] = ()
    empty: bool = False


# rephrase(masked draft, feedback or None) -> the LLM's text; raises RephraseFailed.
Rephrase = Callable[[str, Feedback | None], str]


@dataclass(frozen=True)
class Policy:
    max_wrong_share: float = 0.5  # more wrong or invented facts than this share: re-ask
    retries: int = 1
    max_insertions: int = 3  # more pieces of the draft to put back than this: re-ask
    max_lost_share: float = 0.5  # lost more of the draft's parts with facts than this: re-ask


@dataclass(frozen=True)
class Attempt:
    output: str | None  # the LLM's text with markers; None when it failed
    error: str | None = None
    ask_again: bool = True
    restored: str | None = None
    markers: MarkerReport | None = None
    repair: Repair | None = None
    beyond_repair: bool = False
    report: Report | None = None  # what was wrong with this answer, marker faults included


@dataclass(frozen=True)
class SandwichOutcome:
    text: str
    report: Report  # issues of the rephrasing the text came from (the draft's when falling back)
    final: Report  # the verification of `text`
    attempts: tuple[Attempt, ...] = field(default=())
    fallback: bool = False

    @property
    def retries(self) -> int:
        return max(0, len(self.attempts) - 1)

    @property
    def corrected(self) -> bool:
        return not self.report.ok


def sandwich(
    facts: HardFacts,
    draft: str,
    names: Sequence[tuple[str, str]],
    rephrase: Rephrase,
    *,
    lang: Lang,
    catalog: VenueCatalog | None = None,
    policy: Policy = Policy(),
    client_message: str = "",
) -> SandwichOutcome:
    """Rephrases `draft` through the LLM and returns a verified text; `names` are (name, kind).
    `client_message` is what the client wrote: an answer that echoes it or signs as its writer
    is no reply from the venue."""
    try:
        masked = mask(draft, names)
    except ValueError as refused:  # a name that cannot be masked (braces): no LLM sees the draft
        outcome = repair(facts, draft, locale=lang, catalog=catalog)
        attempt = Attempt(None, error=f"not masked: {refused}", ask_again=False, beyond_repair=True)
        return SandwichOutcome(
            outcome.text, outcome.report, outcome.final, (attempt,), fallback=True
        )
    attempts: list[Attempt] = []
    feedback: Feedback | None = None
    for _ in range(1 + policy.retries):
        attempt = _attempt(
            facts, draft, masked, rephrase, feedback, lang, catalog, policy, client_message
        )
        attempts.append(attempt)
        if not attempt.beyond_repair:
            assert attempt.repair is not None
            assert attempt.report is not None
            return SandwichOutcome(
                attempt.repair.text, attempt.report, attempt.repair.final, tuple(attempts)
            )
        if not attempt.ask_again:
            break
        feedback = _feedback(attempt, masked)
    return _fall_back(facts, draft, lang, catalog, tuple(attempts))


def _attempt(
    facts: HardFacts,
    draft: str,
    masked: Masked,
    rephrase: Rephrase,
    feedback: Feedback | None,
    lang: Lang,
    catalog: VenueCatalog | None,
    policy: Policy,
    client_message: str = "",
) -> Attempt:
    try:
        output = rephrase(masked.text, feedback)
    except RephraseFailed as failure:
        error = str(failure) or type(failure).__name__
        return Attempt(None, error=error, ask_again=failure.ask_again, beyond_repair=True)
    if not output.strip():
        return Attempt(output, error="empty answer", beyond_repair=True)
    restoration = restore(output, masked)
    restored, names_put_back = _put_back_dropped(
        restoration.text, draft, restoration.report.missing
    )
    form = reply_form(restored, draft, lang=lang, client_message=client_message)
    if form.not_a_reply:  # never repaired: ask again, then the draft
        report = Report(form.issues, (), lang)
        return Attempt(
            output,
            restored=restored,
            markers=restoration.report,
            beyond_repair=True,
            report=_with_marker_issues(report, names_put_back, restoration.report.foreign, masked),
        )
    voiced = voice_cut(facts, form.text, draft, lang=lang, catalog=catalog)
    if voiced.beyond is not None:  # nothing of a reply left: ask again, then the draft
        report = Report(form.issues + voiced.issues, (), lang)
        return Attempt(
            output,
            error=voiced.beyond,
            restored=restored,
            markers=restoration.report,
            beyond_repair=True,
            report=_with_marker_issues(report, names_put_back, restoration.report.foreign, masked),
        )
    back = from_draft(
        facts,
        draft,
        voiced.text,
        lang=lang,
        catalog=catalog,
        max_insertions=policy.max_insertions,
        max_lost_share=policy.max_lost_share,
    )
    if back.beyond is not None:
        report = Report(form.issues + voiced.issues + back.issues, (), lang)
        return Attempt(
            output,
            error=back.beyond,
            restored=restored,
            markers=restoration.report,
            beyond_repair=True,
            report=_with_marker_issues(report, names_put_back, restoration.report.foreign, masked),
        )
    repaired = repair(facts, back.text, locale=lang, catalog=catalog)
    checked = claims_checked(repaired, draft, facts, catalog=catalog)
    outcome = checked.repair
    # What verify cannot bind (a capacity beside another room's name) the draft's line states.
    listed = list_lines_checked(outcome.text, draft, [name for name, _ in facts.names()])
    if listed.text != outcome.text:
        final = verify(facts, listed.text, locale=lang, catalog=catalog)
        outcome = Repair(
            listed.text, outcome.report, final, outcome.passes, outcome.fallback or not final.ok
        )
    lost_in_repair = statements_kept(facts, outcome.text, draft, lang=lang, catalog=catalog)
    beyond = (
        outcome.fallback
        or listed.beyond is not None
        or checked.beyond_repair
        or bool(lost_in_repair)
        or _wrong_share(facts, outcome.report) > policy.max_wrong_share
    )
    report = with_issues(
        outcome.report,
        [*form.issues, *voiced.issues, *listed.issues, *back.issues, *lost_in_repair],
    )
    return Attempt(
        output,
        restored=restored,
        markers=restoration.report,
        repair=outcome,
        beyond_repair=beyond,
        report=_with_marker_issues(report, names_put_back, restoration.report.foreign, masked),
    )


def _put_back_dropped(
    text: str, draft: str, dropped: Sequence[str]
) -> tuple[str, list[tuple[str, str | None]]]:
    """The text with dropped names put back where their neighbours survived, and those names,
    each with the words the LLM had written in its place (None for a name simply left out)."""
    names_put_back = []
    for name in dict.fromkeys(dropped):
        restored = put_back(text, draft, name)
        if restored.text != text:
            names_put_back.append((name, restored.stand_ins[0] if restored.stand_ins else None))
            text = restored.text
    return text, names_put_back


def _with_marker_issues(
    report: Report,
    names_put_back: Sequence[tuple[str, str | None]],
    foreign: Sequence[str],
    masked: Masked,
) -> Report:
    """The report with the LLM's marker faults as issues: a name it dropped and that went back in
    place is missing, or wrong when other words stood in its place (a name dropped for good
    verify reports itself); a marker never issued is invented (and was removed). A name written
    fewer times than the draft did is no fault."""
    if not (names_put_back or foreign):
        return report
    kinds = {name.canonical: name.kind for name in masked.names.values()}
    issues = [
        Issue(
            "wrong" if stand_in else "missing",
            "room" if kinds.get(name) == "room" else "term",
            stand_in,
            name,
            reason="altered" if stand_in else "absent",
        )
        for name, stand_in in names_put_back
    ]
    issues += [Issue("invented", "term", written, None, reason="extra") for written in foreign]
    return report.with_issues(issues)


def _wrong_share(facts: HardFacts, report: Report) -> float:
    total = sum(len(kind.facts(facts)) for kind in KINDS)
    bad = len(report.by_kind("wrong")) + len(report.by_kind("invented"))
    return bad / max(total, 1)


def _feedback(attempt: Attempt, masked: Masked) -> Feedback:
    if attempt.output is None or not attempt.output.strip():
        return Feedback((), empty=True)
    if attempt.repair is not None:
        issues = attempt.repair.report.issues  # marker faults come below
    else:  # not a reply, or too much lost: what the form check found
        issues = tuple(
            i for i in (attempt.report.issues if attempt.report else ()) if i.type == "claim"
        )
    markers = attempt.markers
    return Feedback(
        tuple(_with_markers(issue, masked) for issue in issues),
        missing_markers=tuple(masked.marker_for(name) for name in markers.missing)
        if markers
        else (),
        foreign_markers=tuple(markers.foreign) if markers else (),
    )


def _with_markers(issue: Issue, masked: Masked) -> Issue:
    """The issue with every name replaced by its marker, so feedback never reveals a name."""
    if not is_name(issue.type):
        return issue
    known = {name.canonical for name in masked.names.values()}
    expected = masked.marker_for(issue.expected) if issue.expected in known else None
    return Issue(issue.kind, issue.type, None, expected, reason=issue.reason)


def _fall_back(
    facts: HardFacts,
    draft: str,
    lang: Lang,
    catalog: VenueCatalog | None,
    attempts: tuple[Attempt, ...],
) -> SandwichOutcome:
    outcome = repair(facts, draft, locale=lang, catalog=catalog)
    return SandwichOutcome(outcome.text, outcome.report, outcome.final, attempts, fallback=True)


def verified_draft(
    facts: HardFacts, draft: str, *, lang: Lang, catalog: VenueCatalog | None = None
) -> SandwichOutcome:
    """The template's own text, verified (and corrected should it ever need it)."""
    outcome = repair(facts, draft, locale=lang, catalog=catalog)
    return SandwichOutcome(outcome.text, outcome.report, outcome.final)


__all__ = [
    "Attempt",
    "Feedback",
    "Policy",
    "Rephrase",
    "RephraseFailed",
    "SandwichOutcome",
    "sandwich",
    "verified_draft",
]
