"""Every case of fixtures/verify/*.jsonl holds: the project's own verify fixtures as a test.

The cases are in the shared corpus's format (see fixtures/verify/build.py), sent with the venue's
`catalog` where a case carries one: a clean draft comes back untouched; a faulty one is detected,
its corrected text carries every `must_contain` group and none of the `must_not_contain` strings,
verifies cleanly, is fluent, and the expected issues are among those reported.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from safety.correct import repair
from safety.request import VerifyRequest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = sorted((ROOT / "fixtures" / "verify").glob("*.jsonl"))
SCORER = ROOT.parent / "shared" / "corpus" / "check_corpus.py"

# Cases that fail for a reason outside the corrector, each with that reason. strict: a fix shows.
KNOWN_FAILURES: dict[str, str] = {}


def load_cases() -> list[dict]:
    cases = []
    for path in FIXTURES:
        cases += [
            json.loads(line)
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
    return cases


def fluency_problems():
    """The corpus scorer's fluency rules, read from ../shared when it is there."""
    if not SCORER.exists():
        return None
    spec = importlib.util.spec_from_file_location("check_corpus", SCORER)
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module.fluency_problems


CASES = load_cases()
FLUENCY = fluency_problems()


def test_there_are_fixtures_in_every_language():
    assert len(CASES) >= 120
    assert Counter(case["lang"] for case in CASES).keys() == {"en", "de", "fr", "it"}


def _params():
    for case in CASES:
        marks = []
        if case["id"] in KNOWN_FAILURES:
            marks.append(pytest.mark.xfail(reason=KNOWN_FAILURES[case["id"]], strict=True))
        yield pytest.param(case, id=case["id"], marks=marks)


@pytest.mark.parametrize("case", list(_params()))
def test_fixture(case):
    sent = {key: case[key] for key in ("catalog", "source") if key in case}
    request = VerifyRequest.model_validate(
        {"facts": case["facts"], "text": case["text"], "locale": case["lang"], **sent}
    )
    catalog = None if request.catalog is None else request.catalog.venue_catalog()
    outcome = repair(request.facts, request.text, locale=request.locale, catalog=catalog)
    expect = case["expect"]
    if expect["ok"]:
        assert outcome.report.ok, outcome.issues
        assert outcome.text == case["text"]
        return
    final = outcome.text
    assert not outcome.report.ok
    assert outcome.final.ok and not outcome.fallback, final
    for group in expect["must_contain"]:
        assert any(re.search(pattern, final) for pattern in group), (group, final)
    for gone in expect["must_not_contain"]:
        assert gone not in final, (gone, final)
    reported = Counter((issue.kind, issue.type) for issue in outcome.issues)
    wanted = Counter((issue["kind"], issue["type"]) for issue in expect["issues"])
    assert not wanted - reported, outcome.issues
    if FLUENCY is not None:
        assert not FLUENCY(final), (FLUENCY(final), final)
