"""Replaying regression cases: recorded LLM outputs through the safety sandwich, checked by hand.

For each case the plan is rendered by the template, and `safety.sandwich.sandwich` runs on it
with a rephrase step that answers with the case's recorded outputs, in order. The outcome is then
held against what the case expects: fallback or not, the final text verifies, strings it must
and must not contain, the issues found in each answer, and marker counts where given.

The sandwich masks the draft with a fresh random tag, while a recorded output carries the tag the
case was written with. The rephrase step swaps the two wherever a tag stands before a marker id,
so each marker keeps its role: ours stays ours, a foreign one stays foreign even when its tag
happens to be the one drawn for the replay.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

import regex

from devtools.regression.cases import (
    AttemptExpectation,
    CallFailed,
    Expectation,
    IssueKey,
    RegressionCase,
    load_cases,
    load_venue,
)
from safety.markers import (
    EXAMPLE_MARKER_ID,
    MARKER_CLASSES,
    MARKER_IDS,
    has_marker_residue,
    mask,
)
from safety.report import Issue
from safety.sandwich import Attempt, Feedback, RephraseFailed, SandwichOutcome, sandwich
from safety.venue import VenueCatalog
from verbalizer.template import render

Status = Literal["passed", "failed", "xfailed", "xpassed"]

_IDS = "|".join((*MARKER_IDS, EXAMPLE_MARKER_ID))
# What may stand between a tag and its id in an answer, as `safety.markers` reads it.
_SEPARATOR = r"[\s_\-‐‑–—]{0,5}"
_LIVE_TAG = regex.compile(r"\{\{([A-Z]{3,4})-(?:" + _IDS + r")\}\}")


class OutputsExhausted(Exception):
    """The sandwich asked for more answers than the case recorded."""


@dataclass(frozen=True)
class CaseResult:
    case: RegressionCase
    failures: tuple[str, ...]  # why the outcome differs from the expectation; empty when it matches
    outcome: SandwichOutcome | None = None  # None when the sandwich did not finish
    draft: str = ""

    @property
    def status(self) -> Status:
        if self.case.xfail:
            return "xfailed" if self.failures else "xpassed"
        return "failed" if self.failures else "passed"

    @property
    def ok(self) -> bool:
        """Passed, or failed as the case says Factlock currently does."""
        return self.status in ("passed", "xfailed")

    @property
    def reasons(self) -> tuple[str, ...]:
        if self.status == "xpassed":
            return (f"passes although marked xfail ({self.case.xfail}): remove the mark",)
        return self.failures


# -- replaying -----------------------------------------------------------------------------------


def masked_draft(case: RegressionCase) -> str:
    """The draft as the LLM saw it, with the case's own tag: what its outputs answer."""
    facts = case.plan.facts()
    return mask(render(case.plan), facts.names(), tag=case.tag).text


def replay(case: RegressionCase, catalog: VenueCatalog | None = None) -> CaseResult:
    facts = case.plan.facts()
    draft = render(case.plan)
    answers = RecordedAnswers(case)
    try:
        outcome = sandwich(
            facts,
            draft,
            facts.names(),
            answers.rephrase,
            lang=case.lang,
            catalog=catalog,
            client_message=case.client_message,
        )
    except OutputsExhausted as error:
        return CaseResult(case, (str(error),), None, draft)
    except Exception as error:  # one case that crashes Factlock must not stop the replay
        return CaseResult(case, (f"raised {type(error).__name__}: {error}",), None, draft)
    failures = [
        answers.as_recorded(failure)
        for failure in (*answers.unused(), *check(case.expect, outcome))
    ]
    return CaseResult(case, tuple(failures), outcome, draft)


def replay_all(
    cases: Iterable[RegressionCase],
    catalog: VenueCatalog | None = None,
    on_result: Callable[[CaseResult], None] | None = None,
) -> list[CaseResult]:
    results = []
    for case in cases:
        result = replay(case, catalog)
        if on_result is not None:
            on_result(result)
        results.append(result)
    return results


class RecordedAnswers:
    """The rephrase step of a replay: each call answers with the next recorded output."""

    def __init__(self, case: RegressionCase) -> None:
        self.case = case
        self.feedback: list[Feedback | None] = []
        self.live_tag: str | None = None

    def rephrase(self, masked: str, feedback: Feedback | None) -> str:
        self.feedback.append(feedback)
        number = len(self.feedback)
        if number > len(self.case.outputs):
            raise OutputsExhausted(
                f"the sandwich asked for answer {number}, the case recorded {len(self.case.outputs)}"
            )
        output = self.case.outputs[number - 1]
        if isinstance(output, CallFailed):
            raise RephraseFailed("recorded failure", ask_again=output.ask_again)
        live = _LIVE_TAG.search(masked)
        if live is None:
            return output
        self.live_tag = live.group(1)
        return retagged(output, self.case.tag, self.live_tag)

    def as_recorded(self, text: str) -> str:
        """`text` with the replay's tag read back as the case's own, so messages repeat."""
        return retagged(text, self.live_tag, self.case.tag) if self.live_tag else text

    def unused(self) -> list[str]:
        left = len(self.case.outputs) - len(self.feedback)
        if left <= 0:
            return []
        return [
            f"the sandwich used {len(self.feedback)} of {len(self.case.outputs)} recorded answers"
        ]


def retagged(text: str, recorded_tag: str, live_tag: str) -> str:
    """`text` with the two tags swapped wherever one stands before a marker id, in its own case."""
    if recorded_tag.upper() == live_tag.upper():
        return text
    pattern = regex.compile(
        rf"(?<![\p{{L}}\p{{N}}])(?i:{recorded_tag}|{live_tag})"
        rf"(?={_SEPARATOR}(?i:{_IDS})(?![\p{{L}}\p{{N}}]))"
    )

    def swap(match: regex.Match[str]) -> str:
        written = match.group()
        other = live_tag if written.upper() == recorded_tag.upper() else recorded_tag
        return _in_case_of(written, other)

    return pattern.sub(swap, text)


def _in_case_of(written: str, tag: str) -> str:
    return (
        "".join(
            letter.lower() if model.islower() else letter.upper()
            for model, letter in zip(written, tag, strict=False)
        )
        + tag[len(written) :]
    )


# -- checking ------------------------------------------------------------------------------------


def check(expect: Expectation, outcome: SandwichOutcome) -> list[str]:
    """Every way `outcome` differs from `expect`, one sentence each."""
    return [
        *_fallback_failures(expect, outcome),
        *_verification_failures(expect, outcome),
        *_text_failures(expect, outcome.text),
        *_attempt_failures(expect.attempts, outcome.attempts),
    ]


def _fallback_failures(expect: Expectation, outcome: SandwichOutcome) -> list[str]:
    if outcome.fallback == expect.fallback:
        return []
    return [f"fallback: expected {_json_bool(expect.fallback)}, got {_json_bool(outcome.fallback)}"]


def _verification_failures(expect: Expectation, outcome: SandwichOutcome) -> list[str]:
    if outcome.final.ok == expect.verifies:
        return []
    if expect.verifies:
        found = "; ".join(_describe(issue) for issue in outcome.final.issues)
        return [f"the final text does not verify: {found}"]
    return ["the final text verifies, the case expects it not to"]


def _text_failures(expect: Expectation, text: str) -> list[str]:
    failures = [f"the final text lacks {piece!r}" for piece in expect.contains if piece not in text]
    failures += [
        f"the final text holds {piece!r}" for piece in expect.not_contains if piece in text
    ]
    if has_marker_residue(text):
        failures.append("the final text holds marker residue")
    return failures


def _attempt_failures(
    expected: Sequence[AttemptExpectation | None], attempts: Sequence[Attempt]
) -> list[str]:
    failures = []
    for number, (wanted, attempt) in enumerate(zip(expected, attempts, strict=False), start=1):
        if wanted is None:  # not checked: the case holds the outcome only
            continue
        failures += [f"answer {number}: {reason}" for reason in _issue_failures(wanted, attempt)]
        failures += [f"answer {number}: {reason}" for reason in _marker_failures(wanted, attempt)]
    return failures


def _issue_failures(wanted: AttemptExpectation, attempt: Attempt) -> list[str]:
    issues = _issues_of(attempt)
    found = {(issue.kind, issue.type, issue.reason) for issue in issues}
    unseen = sorted(key for key in wanted.issues if not any(_matches(key, f) for f in found))
    extra = [
        issue for issue in issues if not any(_matches(key, _key(issue)) for key in wanted.issues)
    ]
    failures = [f"expected issue {list(key)} not found" for key in unseen]
    failures += [f"unexpected issue {_describe(issue)}" for issue in extra]
    return failures


def _issues_of(attempt: Attempt) -> tuple[Issue, ...]:
    """What was wrong with one answer, marker faults included; nothing for a failed call."""
    return attempt.report.issues if attempt.report else ()


def _marker_failures(wanted: AttemptExpectation, attempt: Attempt) -> list[str]:
    counts = attempt.markers.counts() if attempt.markers else dict.fromkeys(MARKER_CLASSES, 0)
    return [
        f"markers {marker_class}: expected {count}, got {counts[marker_class]}"
        for marker_class, count in wanted.markers.items()
        if counts[marker_class] != count
    ]


def _key(issue: Issue) -> tuple[str, str, str]:
    return (issue.kind, issue.type, issue.reason)


def _matches(key: IssueKey, found: tuple[str, str, str]) -> bool:
    """A (kind, type) key matches any reason; a (kind, type, reason) key only its own."""
    return found[: len(key)] == key


def _describe(issue: Issue) -> str:
    return f"[{issue.kind}, {issue.type}, {issue.reason}] found {issue.found!r} expected {issue.expected!r}"


def _json_bool(value: bool) -> str:
    return "true" if value else "false"


# -- the summary ---------------------------------------------------------------------------------


@dataclass
class Tally:
    cases: int = 0
    passed: int = 0
    failed: int = 0  # including cases marked xfail that pass
    xfailed: int = 0

    def add(self, result: CaseResult) -> None:
        self.cases += 1
        status = result.status
        if status == "passed":
            self.passed += 1
        elif status == "xfailed":
            self.xfailed += 1
        else:
            self.failed += 1

    def as_dict(self) -> dict[str, int]:
        return {
            "cases": self.cases,
            "passed": self.passed,
            "failed": self.failed,
            "xfailed": self.xfailed,
        }


@dataclass
class Summary:
    total: Tally = field(default_factory=Tally)
    by_lang: dict[str, Tally] = field(default_factory=dict)
    by_fault: dict[str, Tally] = field(default_factory=dict)
    failed: list[CaseResult] = field(default_factory=list)
    xfailed: list[CaseResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.total.failed == 0

    def as_dict(self) -> dict[str, object]:
        return {
            **self.total.as_dict(),
            "by_lang": {lang: tally.as_dict() for lang, tally in self.by_lang.items()},
            "by_fault": {fault: tally.as_dict() for fault, tally in self.by_fault.items()},
            "failures": {result.case.id: list(result.reasons) for result in self.failed},
            "xfails": {result.case.id: result.case.xfail for result in self.xfailed},
        }


def summarize(results: Iterable[CaseResult]) -> Summary:
    summary = Summary()
    for result in results:
        summary.total.add(result)
        summary.by_lang.setdefault(result.case.lang, Tally()).add(result)
        for fault in result.case.faults:
            summary.by_fault.setdefault(fault, Tally()).add(result)
        if not result.ok:
            summary.failed.append(result)
        elif result.status == "xfailed":
            summary.xfailed.append(result)
    return summary


def summary_lines(summary: Summary) -> list[str]:
    total = summary.total
    lines = [
        f"Regression replay: {total.cases} cases, {total.passed} passed, "
        f"{total.failed} failed, {total.xfailed} xfailed"
    ]
    if summary.failed:
        lines += ["", "Failed:"]
        for result in summary.failed:
            case = result.case
            lines.append(f"  {case.id} ({case.source}; {', '.join(case.faults)}): {case.title}")
            lines += [f"    - {reason}" for reason in result.reasons]
    if summary.xfailed:
        lines += ["", "Expected failures (Factlock is wrong, the case is right):"]
        lines += [f"  {result.case.id}: {result.case.xfail}" for result in summary.xfailed]
    lines += ["", "By language:", *_tally_lines(summary.by_lang)]
    lines += ["", "By fault:", *_tally_lines(summary.by_fault)]
    return lines


def _tally_lines(tallies: dict[str, Tally]) -> list[str]:
    width = max((len(name) for name in tallies), default=0)
    return [
        f"  {name:<{width}}  {tally.passed}/{tally.cases} passed"
        + (f", {tally.failed} failed" if tally.failed else "")
        + (f", {tally.xfailed} xfailed" if tally.xfailed else "")
        for name, tally in sorted(tallies.items())
    ]


def replay_directory(directory: Path) -> Summary:
    """Every case of a fixtures directory replayed with its venue, summarized."""
    return summarize(replay_all(load_cases(directory), load_venue(directory)))


__all__ = [
    "CaseResult",
    "OutputsExhausted",
    "RecordedAnswers",
    "Summary",
    "Tally",
    "check",
    "masked_draft",
    "replay",
    "replay_all",
    "replay_directory",
    "retagged",
    "summarize",
    "summary_lines",
]
