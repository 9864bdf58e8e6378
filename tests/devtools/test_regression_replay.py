"""python -m devtools.regression: the regression fixtures replayed through the sandwich."""

import json
import re
import shutil
import subprocess
import sys
from io import StringIO
from pathlib import Path

from devtools.regression.__main__ import main

PROJECT_ROOT = Path(__file__).resolve().parents[2]
FIXTURES = PROJECT_ROOT / "fixtures" / "regression"


def replay_command(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "devtools.regression", *arguments],
        capture_output=True,
        text=True,
        cwd=PROJECT_ROOT,
        timeout=300,
    )


def fixture_dir_with(tmp_path: Path, *cases: dict) -> Path:
    shutil.copy(FIXTURES / "venue.json", tmp_path / "venue.json")
    lines = "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)
    (tmp_path / "cases.jsonl").write_text(lines, encoding="utf-8")
    return tmp_path


def first_case() -> dict:
    return json.loads((FIXTURES / "en.jsonl").read_text(encoding="utf-8").splitlines()[0])


def test_the_fixtures_replay_and_the_summary_is_printed():
    run = replay_command()
    assert run.returncode == 0, run.stdout + run.stderr
    first_line = run.stdout.splitlines()[0]
    assert first_line.startswith("Regression replay: ") and " 0 failed, " in first_line
    for heading in ("By language:", "By fault:", "  de  ", "  wrong_date  "):
        assert heading in run.stdout
    cases = first_line.split()[2]
    assert re.search(rf"^\[#+\] {cases}/{cases} rg-", run.stderr, re.MULTILINE)  # the progress bar


def test_a_broken_fixture_fails_the_replay_with_its_reason(tmp_path):
    case = first_case()
    case["expect"]["contains"] = ["Salle Bleue is free"]
    run = replay_command("--fixtures", str(fixture_dir_with(tmp_path, case)))
    assert run.returncode == 1
    assert "Regression replay: 1 cases, 0 passed, 1 failed, 0 xfailed" in run.stdout
    assert "rg-en-001 (cases.jsonl:1; clean)" in run.stdout
    assert "- the final text lacks 'Salle Bleue is free'" in run.stdout
    assert "1 regression case(s) failed" in run.stderr


def test_a_malformed_fixture_fails_the_replay_with_where(tmp_path):
    case = first_case()
    case["faults"] = ["wrong_colour"]
    run = replay_command("--fixtures", str(fixture_dir_with(tmp_path, case)))
    assert run.returncode == 2
    assert (
        "cannot load the regression fixtures: cases.jsonl:1: faults: 'wrong_colour'" in run.stderr
    )


def replay_in_process(*arguments: str) -> tuple[int, str, str]:
    out, err = StringIO(), StringIO()
    status = main(list(arguments), stdout=out, stderr=err)
    return status, out.getvalue(), err.getvalue()


def test_an_xfail_case_that_passes_fails_the_replay(tmp_path):
    case = {**first_case(), "xfail": "thought to be broken"}
    status, _, err = replay_in_process("--fixtures", str(fixture_dir_with(tmp_path, case)))
    assert status == 1 and "1 regression case(s) failed" in err


def test_one_case_with_its_details():
    status, text, _ = replay_in_process("--case", "rg-en-003", "--verbose")
    assert status == 0
    assert "== rg-en-003 PASSED" in text
    assert "{{KVX-DEXAK}} is free for your event" in text  # the draft as the LLM saw it
    assert "issue: wrong date (value) found='Thursday, 11 June 2027'" in text
    assert "Regression replay: 1 cases, 1 passed, 0 failed, 0 xfailed" in text


def test_an_unknown_case_is_refused():
    status, _, err = replay_in_process("--case", "rg-xx-999")
    assert status == 2 and "no such case: rg-xx-999" in err


def test_the_summary_counts_each_outcome(tmp_path):
    from devtools.regression.replay import replay_directory

    broken = {**first_case(), "id": "rg-en-900"}
    broken["expect"] = {**broken["expect"], "fallback": True}
    summary = replay_directory(fixture_dir_with(tmp_path, first_case(), broken)).as_dict()
    assert {key: summary[key] for key in ("cases", "passed", "failed", "xfailed")} == {
        "cases": 2,
        "passed": 1,
        "failed": 1,
        "xfailed": 0,
    }
    assert summary["failures"] == {"rg-en-900": ["fallback: expected true, got false"]}
    assert summary["by_lang"]["en"]["cases"] == 2
