"""Accuracy of verify+correct on the shared corpus, the peer cases and the project's own fixtures.

Prints the four target metrics (false positives, detection, fixed, fluency) overall and per
category and language, scores the run with the corpus's own scorer, and lists every failure.

    python -m bench.corpus_accuracy [--responses out.jsonl]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

from safety.request import VerifyRequest
from safety.verification import verify_request

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CORPUS = SHARED / "corpus" / "dev-verify.jsonl"
SCORER = SHARED / "corpus" / "check_corpus.py"
PEER_CASES = SHARED / "peer-cases" / "openevent-sandwich.jsonl"
OWN_CASES = ROOT / "fixtures" / "verify"


def load_scorer():
    """The corpus's own scorer module (read from ../shared, not copied)."""
    spec = importlib.util.spec_from_file_location("check_corpus", SCORER)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load_cases(path: Path) -> list[dict]:
    return [
        json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()
    ]


def run_case(case: dict) -> dict:
    """The verify response to a case, sent with the `catalog` and `source` it carries, if any."""
    sent = {key: case[key] for key in ("catalog", "source") if key in case}
    request = VerifyRequest.model_validate(
        {"facts": case["facts"], "text": case["text"], "locale": case.get("lang"), **sent}
    )
    return verify_request(request)


def judge(case: dict, response: dict, scorer) -> dict[str, bool | None]:
    """The corpus metrics for one case: fp/detected/fixed are None where they do not apply."""
    expect = case["expect"]
    final = response["text"]
    groups = expect.get("must_contain", [])
    if groups and isinstance(groups[0], str):
        contains = all(s in final for s in groups)  # peer cases list plain substrings
    else:
        contains = all(scorer.group_ok(g, final) for g in groups)
    clean = not any(s in final for s in expect.get("must_not_contain", []))
    result: dict[str, bool | None] = {"fp": None, "detected": None, "fixed": None}
    if expect["ok"]:
        result["fp"] = response["ok"] is not True or final != case["text"]
    else:
        result["detected"] = response["ok"] is False
        result["fixed"] = contains and clean
    result["fluent"] = bool(final) and not scorer.fluency_problems(final)
    return result


def summarize(rows: list[tuple[dict, dict[str, bool | None]]], key) -> dict[str, dict[str, str]]:
    groups: dict[str, list[dict[str, bool | None]]] = defaultdict(list)
    for case, verdict in rows:
        groups[key(case)].append(verdict)
    table = {}
    for name, verdicts in sorted(groups.items()):
        table[name] = {
            metric: _rate(verdicts, metric) for metric in ("fp", "detected", "fixed", "fluent")
        }
        table[name]["n"] = str(len(verdicts))
    return table


def _rate(verdicts: list[dict[str, bool | None]], metric: str) -> str:
    values = [value for v in verdicts if (value := v[metric]) is not None]
    return f"{sum(values) / len(values):.3f}" if values else "-"


def print_table(title: str, table: dict[str, dict[str, str]]) -> None:
    print(f"\n{title}")
    print(f"{'':<22}{'n':>5}{'fp':>8}{'detect':>8}{'fixed':>8}{'fluent':>8}")
    for name, row in table.items():
        print(
            f"{name:<22}{row['n']:>5}{row['fp']:>8}{row['detected']:>8}{row['fixed']:>8}{row['fluent']:>8}"
        )


def evaluate(cases: list[dict], scorer, label: str, show_failures: bool = True) -> list[dict]:
    """Prints the metrics for `cases`; returns the responses, one line per case."""
    rows = []
    responses = []
    for case in cases:
        response = run_case(case)
        responses.append({"id": case["id"], "response": response})
        rows.append((case, judge(case, response, scorer)))
    print_table(f"{label}: overall", summarize(rows, lambda c: "all"))
    print_table(f"{label}: by category", summarize(rows, lambda c: c.get("category", "-")))
    print_table(f"{label}: by language", summarize(rows, lambda c: c.get("lang", "-")))
    if show_failures:
        for case, verdict in rows:
            if (
                verdict["fp"]
                or verdict["fixed"] is False
                or verdict["detected"] is False
                or not verdict["fluent"]
            ):
                print(f"  FAIL {case['id']} {case.get('category', '')}: {verdict}")
    return responses


def score_with_corpus_scorer(cases: list[dict], responses: list[dict], label: str) -> int:
    """Runs check_corpus.py --score on the responses against `cases`; returns its exit code."""
    with tempfile.TemporaryDirectory() as folder:
        corpus = Path(folder) / "cases.jsonl"
        scored = Path(folder) / "responses.jsonl"
        _write_lines(corpus, cases)
        _write_lines(scored, responses)
        print(f"\n{label}: corpus scorer (check_corpus.py --score):")
        result = subprocess.run(
            [sys.executable, str(SCORER), "--score", str(scored), str(corpus)], check=False
        )
    return result.returncode


def _write_lines(path: Path, lines: list[dict]) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for line in lines:
            handle.write(json.dumps(line, ensure_ascii=False) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--responses", type=Path, help="also write the corpus responses here")
    args = parser.parse_args(argv)
    if not CORPUS.exists():
        print(f"shared corpus not found at {CORPUS}; skipping")
        return 0
    scorer = load_scorer()
    corpus_cases = load_cases(CORPUS)
    responses = evaluate(corpus_cases, scorer, "shared corpus")
    if args.responses:
        _write_lines(args.responses, responses)
    returncode = score_with_corpus_scorer(corpus_cases, responses, "shared corpus")
    if PEER_CASES.exists():
        evaluate(load_cases(PEER_CASES), scorer, "peer cases")
    own_cases = [case for path in sorted(OWN_CASES.glob("*.jsonl")) for case in load_cases(path)]
    if own_cases:
        own_responses = evaluate(own_cases, scorer, "own fixtures (fixtures/verify)")
        score_with_corpus_scorer(own_cases, own_responses, "own fixtures (fixtures/verify)")
    return returncode


if __name__ == "__main__":
    sys.exit(main())
