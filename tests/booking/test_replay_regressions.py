"""python manage.py replay_regressions and the Celery task that replays the regression fixtures."""

import json
import re
import shutil
import subprocess
import sys
from io import StringIO
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command

from booking.tasks import regressions_replay_task

PROJECT_ROOT = Path(__file__).resolve().parents[2]
FIXTURES = PROJECT_ROOT / "fixtures" / "regression"


def replay_command(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", "replay_regressions", *arguments],
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
    assert run.returncode == 1
    assert (
        "cannot load the regression fixtures: cases.jsonl:1: faults: 'wrong_colour'" in run.stderr
    )


def test_an_xfail_case_that_passes_fails_the_replay(tmp_path):
    case = {**first_case(), "xfail": "thought to be broken"}
    with pytest.raises(CommandError, match="1 regression case"):
        call_command(
            "replay_regressions",
            fixtures=fixture_dir_with(tmp_path, case),
            stdout=StringIO(),
            stderr=StringIO(),
        )


def test_one_case_with_its_details():
    out = StringIO()
    call_command(
        "replay_regressions", case_ids=["rg-en-003"], verbose=True, stdout=out, stderr=StringIO()
    )
    text = out.getvalue()
    assert "== rg-en-003 PASSED" in text
    assert "{{KVX-DEXAK}} is free for your event" in text  # the draft as the LLM saw it
    assert "issue: wrong date (value) found='Thursday, 11 June 2027'" in text
    assert "Regression replay: 1 cases, 1 passed, 0 failed, 0 xfailed" in text


def test_an_unknown_case_is_refused():
    with pytest.raises(CommandError, match="no such case: rg-xx-999"):
        call_command(
            "replay_regressions", case_ids=["rg-xx-999"], stdout=StringIO(), stderr=StringIO()
        )


def test_the_task_returns_the_summary(tmp_path):
    broken = {**first_case(), "id": "rg-en-900"}
    broken["expect"] = {**broken["expect"], "fallback": True}
    summary = regressions_replay_task(str(fixture_dir_with(tmp_path, first_case(), broken)))
    assert {key: summary[key] for key in ("cases", "passed", "failed", "xfailed")} == {
        "cases": 2,
        "passed": 1,
        "failed": 1,
        "xfailed": 0,
    }
    assert summary["failures"] == {"rg-en-900": ["fallback: expected true, got false"]}
    assert summary["by_lang"]["en"]["cases"] == 2
    assert json.loads(json.dumps(summary)) == summary  # a Celery result must be JSON
