"""python -m devtools.regression: recorded LLM outputs replayed through the safety sandwich, and
each outcome checked against the one written in its case. Exits 1 on any failure, 2 when the
fixtures cannot be loaded or a case asked for does not exist.

    python -m devtools.regression [--fixtures DIR] [--case ID ...] [--verbose]
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from devtools.regression.cases import FixtureError, RegressionCase, load_cases, load_venue
from devtools.regression.replay import (
    CaseResult,
    masked_draft,
    replay_all,
    summarize,
    summary_lines,
)

DEFAULT_FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "regression"


class ReplayError(Exception):
    """The fixtures cannot be loaded, or a case asked for does not exist."""


def main(
    argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stderr: TextIO | None = None
) -> int:
    out, err = stdout or sys.stdout, stderr or sys.stderr
    parser = argparse.ArgumentParser(
        prog="python -m devtools.regression",
        description=(
            "Replay the regression fixtures (recorded LLM outputs) through the safety sandwich "
            "and check each outcome against the one written in the case."
        ),
    )
    parser.add_argument(
        "--fixtures",
        type=Path,
        default=DEFAULT_FIXTURES,
        help="directory of *.jsonl cases and venue.json (default: fixtures/regression)",
    )
    parser.add_argument(
        "--case", action="append", dest="case_ids", metavar="ID", help="only this case; repeatable"
    )
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="print each case's draft, answers, issues and final text",
    )
    arguments = parser.parse_args(argv)
    try:
        results = replay(arguments.fixtures, arguments.case_ids, progress=err)
    except ReplayError as error:
        err.write(f"{error}\n")
        return 2
    if arguments.verbose:
        for result in results:
            out.write("\n".join(_details(result)) + "\n")
    summary = summarize(results)
    out.write("\n".join(summary_lines(summary)) + "\n")
    if not summary.ok:
        err.write(f"{summary.total.failed} regression case(s) failed\n")
        return 1
    return 0


def replay(fixtures: Path, case_ids: list[str] | None, *, progress: TextIO) -> list[CaseResult]:
    try:
        cases = _selected(load_cases(fixtures), case_ids)
        catalog = load_venue(fixtures)
    except (FixtureError, OSError) as error:
        raise ReplayError(f"cannot load the regression fixtures: {error}") from error
    if not cases:
        raise ReplayError(f"no regression cases in {fixtures}")
    bar = ProgressBar(progress, len(cases))
    results = replay_all(cases, catalog, on_result=bar.advance)
    bar.finish()
    return results


def _selected(cases: list[RegressionCase], case_ids: list[str] | None) -> list[RegressionCase]:
    if not case_ids:
        return cases
    known = {case.id for case in cases}
    unknown = [case_id for case_id in case_ids if case_id not in known]
    if unknown:
        raise ReplayError(f"no such case: {', '.join(unknown)}")
    return [case for case in cases if case.id in case_ids]


class ProgressBar:
    """A plain bar on stderr: redrawn in place on a terminal, a line per tenth otherwise."""

    WIDTH = 30

    def __init__(self, stream: TextIO, total: int) -> None:
        self.stream = stream
        self.total = total
        self.done = 0
        self.failed = 0
        self.interactive = stream.isatty()

    def advance(self, result: CaseResult) -> None:
        self.done += 1
        self.failed += not result.ok
        tenth = self.done * 10 // self.total
        if self.interactive:
            self.stream.write("\r" + self._bar(result.case.id))
            self.stream.flush()
        elif tenth > (self.done - 1) * 10 // self.total:
            self.stream.write(self._bar(result.case.id) + "\n")

    def finish(self) -> None:
        if self.interactive:
            self.stream.write("\n")

    def _bar(self, case_id: str) -> str:
        filled = self.WIDTH * self.done // self.total
        bar = "#" * filled + "." * (self.WIDTH - filled)
        failed = f" ({self.failed} failed)" if self.failed else ""
        return f"[{bar}] {self.done}/{self.total}{failed} {case_id}"


def _details(result: CaseResult) -> list[str]:
    case = result.case
    lines = [
        f"== {case.id} {result.status.upper()}: {case.title} ({case.source}; {', '.join(case.faults)})",
        f"-- draft as the LLM saw it (tag {case.tag}):",
        masked_draft(case),
    ]
    attempts = result.outcome.attempts if result.outcome else ()
    for number, output in enumerate(case.outputs, start=1):
        lines.append(f"-- answer {number}:")
        lines.append(
            output if isinstance(output, str) else f"(failed call; ask again: {output.ask_again})"
        )
        if number <= len(attempts):
            lines += _attempt_lines(attempts[number - 1])
    if result.outcome is not None:
        outcome = result.outcome
        lines.append(f"-- final text (fallback: {outcome.fallback}, verifies: {outcome.final.ok}):")
        lines.append(outcome.text)
    lines += [f"!! {reason}" for reason in result.reasons]
    return lines


def _attempt_lines(attempt) -> list[str]:
    lines = []
    if attempt.markers is not None:
        counts = ", ".join(
            f"{name} {count}" for name, count in attempt.markers.counts().items() if count
        )
        lines.append(f"   markers: {counts or 'none'}")
    for issue in attempt.report.issues if attempt.report else ():
        lines.append(
            f"   issue: {issue.kind} {issue.type} ({issue.reason}) found={issue.found!r} expected={issue.expected!r}"
        )
    if attempt.error:
        lines.append(f"   error: {attempt.error}")
    lines.append(f"   beyond repair: {attempt.beyond_repair}")
    return lines


if __name__ == "__main__":
    sys.exit(main())
