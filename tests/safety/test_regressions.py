"""Every regression case replayed through the safety sandwich, with each expectation asserted.

The cases are fixtures/regression/*.jsonl (format: fixtures/regression/README.md). A case marked
xfail is one Factlock currently gets wrong; it runs as a strict xfail with the case's reason.
"""

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from devtools.regression.cases import (
    FAULTS,
    FixtureError,
    RegressionCase,
    case_from_json,
    load_cases,
    load_venue,
)
from devtools.regression.replay import replay, retagged
from safety.markers import MARKER_CLASSES, has_marker_residue

PROJECT_ROOT = Path(__file__).resolve().parents[2]
FIXTURES = PROJECT_ROOT / "fixtures" / "regression"
CASES = load_cases(FIXTURES)
VENUE = load_venue(FIXTURES)


def _param(case: RegressionCase):
    marks = [pytest.mark.xfail(reason=case.xfail, strict=True)] if case.xfail else []
    return pytest.param(case, id=case.id, marks=marks)


def _matches(key: tuple[str, ...], issue) -> bool:
    return (issue.kind, issue.type, issue.reason)[: len(key)] == key


@pytest.mark.parametrize("case", [_param(case) for case in CASES])
def test_regression_case(case: RegressionCase):
    result = replay(case, VENUE)
    outcome = result.outcome
    assert outcome is not None, result.failures
    expect = case.expect
    assert outcome.fallback is expect.fallback
    assert outcome.final.ok is expect.verifies, outcome.final.issues
    assert [piece for piece in expect.contains if piece not in outcome.text] == [], outcome.text
    assert [piece for piece in expect.not_contains if piece in outcome.text] == [], outcome.text
    assert not has_marker_residue(outcome.text)
    assert len(outcome.attempts) == len(case.outputs)
    for wanted, attempt in zip(expect.attempts, outcome.attempts, strict=True):
        if wanted is None:  # a real model's answer: its outcome is what the case holds
            continue
        issues = attempt.report.issues if attempt.report else ()
        assert all(any(_matches(key, issue) for issue in issues) for key in wanted.issues), issues
        assert all(any(_matches(key, issue) for key in wanted.issues) for issue in issues), issues
        counts = attempt.markers.counts() if attempt.markers else dict.fromkeys(MARKER_CLASSES, 0)
        assert {name: counts[name] for name in wanted.markers} == dict(wanted.markers)
    assert result.failures == ()


# -- the fixtures ------------------------------------------------------------------------------


def test_fixtures_cover_every_language_and_fault():
    assert len(CASES) >= 80
    by_lang = Counter(case.lang for case in CASES)
    assert set(by_lang) == {"en", "de", "fr", "it"}
    assert min(by_lang.values()) >= 20
    assert set(FAULTS) == {fault for case in CASES for fault in case.faults}


def test_fixture_files_are_what_the_cases_build():
    build = subprocess.run(
        [sys.executable, str(FIXTURES / "build.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=PROJECT_ROOT,
    )
    assert build.returncode == 0, build.stdout + build.stderr


def test_ids_follow_the_language_and_are_unique():
    ids = [case.id for case in CASES]
    assert len(set(ids)) == len(ids)
    assert all(case.id.startswith(f"rg-{case.lang}-") for case in CASES)


# -- the replay --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("written", "swapped"),
    [
        ("{{KVX-DEXAK}}", "{{BCD-DEXAK}}"),
        ("{{ kvx - dexak }}", "{{ bcd - dexak }}"),
        ("Kvx-Dexak", "Bcd-Dexak"),
        ("KVXDEXAK", "BCDDEXAK"),
        ("{{KVX_DEXAK}}", "{{BCD_DEXAK}}"),
        ("{{KVX-\nVITUZ}}", "{{BCD-\nVITUZ}}"),
        ("[[KVX-VITUZ]]", "[[BCD-VITUZ]]"),
        # A foreign marker that carries the drawn tag gets the case's: it stays foreign.
        ("{{BCD-DEXAK}}", "{{KVX-DEXAK}}"),
        ("{{QWJ-DEXAK}}", "{{QWJ-DEXAK}}"),
        ("DEXAK", "DEXAK"),
        ("BCD is no tag without an id: KVX, bcd.", "BCD is no tag without an id: KVX, bcd."),
    ],
)
def test_retagged_swaps_the_tags_before_marker_ids(written, swapped):
    assert retagged(written, "KVX", "BCD") == swapped
    assert retagged(swapped, "BCD", "KVX") == written


def _first_case_data() -> dict:
    line = (FIXTURES / "en.jsonl").read_text(encoding="utf-8").splitlines()[0]
    return json.loads(line)


def _expecting(attempts: int) -> dict:
    return {
        "fallback": False,
        "verifies": True,
        "contains": [],
        "not_contains": [],
        "attempts": [{"issues": []}] * attempts,
    }


def test_a_case_that_needs_more_answers_than_recorded_fails():
    case = case_from_json({**_first_case_data(), "outputs": [""], "expect": _expecting(1)})
    assert replay(case, VENUE).failures == ("the sandwich asked for answer 2, the case recorded 1",)


def test_answers_left_unused_fail_the_case():
    data = _first_case_data()
    good = data["outputs"][0]
    case = case_from_json({**data, "outputs": [good, good], "expect": _expecting(2)})
    assert replay(case, VENUE).failures == ("the sandwich used 1 of 2 recorded answers",)


def test_a_wrong_expectation_fails_with_its_reason():
    data = _first_case_data()
    expect = {**data["expect"], "fallback": True, "contains": ["Salle Bleue"]}
    expect["attempts"] = [{"issues": [["wrong", "date"]], "markers": {"restored": 4}}]
    failures = replay(case_from_json({**data, "expect": expect}), VENUE).failures
    assert failures == (
        "fallback: expected true, got false",
        "the final text lacks 'Salle Bleue'",
        "answer 1: expected issue ['wrong', 'date'] not found",
        "answer 1: markers restored: expected 4, got 5",
    )


# -- the loader --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"colour": "red"}, "unknown key(s) 'colour'"),
        ({"faults": ["wrong_colour"]}, "'wrong_colour' is not one of clean"),
        ({"faults": []}, "faults must name at least one fault"),
        ({"tag": "kvx"}, "tag must be 3 or 4 capital letters"),
        ({"lang": "de"}, "lang de differs from the plan's en"),
        ({"outputs": []}, "outputs must hold at least one recorded answer"),
        (
            {"outputs": [{"error": "http_500"}]},
            'a recorded failure is null or {"error": "timeout"}',
        ),
        ({"outputs": ["a", "b"]}, "expect.attempts has 1 entries for 2 outputs"),
        ({"plan": {"lang": "en", "date": "2027-02-30"}}, "plan.date: expected a date YYYY-MM-DD"),
    ],
)
def test_loader_refuses_what_is_not_a_case(change, message):
    with pytest.raises(FixtureError, match=re.escape(message)):
        case_from_json({**_first_case_data(), **change}, "en.jsonl:1")


@pytest.mark.parametrize(
    ("attempt", "message"),
    [
        ({"issues": [["wrong", "colour"]]}, "'colour' is not one of date"),
        ({"issues": [["wrong"]]}, 'an issue is ["kind", "type"]'),
        ({"issues": [], "markers": {"lost": 1}}, "'lost' is not one of restored"),
        ({"issues": [], "markers": {"missing": -1}}, "expected a whole number"),
        ({}, "missing key(s) 'issues'"),
    ],
)
def test_loader_refuses_malformed_attempt_expectations(attempt, message):
    data = _first_case_data()
    expect = {**data["expect"], "attempts": [attempt]}
    with pytest.raises(FixtureError, match=re.escape(message)):
        case_from_json({**data, "expect": expect}, "en.jsonl:1")


def test_loader_names_file_and_line_and_refuses_duplicate_ids(tmp_path):
    line = (FIXTURES / "en.jsonl").read_text(encoding="utf-8").splitlines()[0]
    (tmp_path / "a.jsonl").write_text(line + "\n\n" + line + "\n", encoding="utf-8")
    with pytest.raises(
        FixtureError, match=r"a\.jsonl:3: id rg-en-001 is already used at a\.jsonl:1"
    ):
        load_cases(tmp_path)
    (tmp_path / "a.jsonl").write_text("{not json\n", encoding="utf-8")
    with pytest.raises(FixtureError, match=r"a\.jsonl:1: not JSON"):
        load_cases(tmp_path)


def test_a_directory_without_venue_has_no_catalog(tmp_path):
    assert load_venue(tmp_path) is None
    assert VENUE is not None and "Dachterrasse" in VENUE.rooms
