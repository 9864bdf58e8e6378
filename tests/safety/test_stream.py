"""StreamVerifier: a reply fed in chunks comes out, joined, as verify_draft's text, byte for byte."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from devtools.generated import LOCALES, facts_for, generate
from safety.facts import HardFacts
from safety.request import CatalogIn
from safety.stream import StreamVerifier
from safety.verification import verify_draft

ROOT = Path(__file__).resolve().parents[2]
CASES = [
    json.loads(line)
    for path in sorted((ROOT / "fixtures" / "verify").glob("*.jsonl"))
    for line in path.read_text(encoding="utf-8").splitlines()
    if line.strip()
]


def streamed(verifier: StreamVerifier, text: str, cuts: list[int]) -> tuple[str, list[int]]:
    """The text fed in pieces ending at `cuts`; what came out, and what was held after each."""
    out, held, start = "", [], 0
    for end in [*sorted(set(cuts)), len(text)]:
        if end > start:
            out += verifier.feed(text[start:end])
            held.append(verifier.held)
            start = end
    return out + verifier.finish(), held


def _case(case: dict) -> tuple[HardFacts, str, object, str | None]:
    catalog = case.get("catalog")
    venue = CatalogIn.model_validate(catalog).venue_catalog() if catalog else None
    return HardFacts.model_validate(case["facts"]), case["text"], venue, case.get("lang")


@pytest.mark.parametrize("case", CASES, ids=[case["id"] for case in CASES])
def test_every_fixture_case_streams_to_the_verified_text(case):
    facts, text, catalog, locale = _case(case)
    expected = StreamVerifier.text_of(verify_draft(facts, text, locale=locale, catalog=catalog))
    rng = random.Random(case["id"])
    cuts = [rng.randint(1, max(1, len(text) - 1)) for _ in range(len(text) // 4)]

    verifier = StreamVerifier(facts, locale=locale, catalog=catalog)
    out, _ = streamed(verifier, text, cuts)

    assert out == expected
    assert verifier.identical


@settings(max_examples=40, deadline=None)
@given(
    index=st.integers(0, len(CASES) - 1),
    cuts=st.lists(st.integers(1, 400), max_size=60),
)
def test_any_chunking_gives_the_same_text(index, cuts):
    facts, text, catalog, locale = _case(CASES[index])
    expected = StreamVerifier.text_of(verify_draft(facts, text, locale=locale, catalog=catalog))

    out, _ = streamed(StreamVerifier(facts, locale=locale, catalog=catalog), text, cuts)

    assert out == expected


@pytest.mark.parametrize("kind", ["date", "time", "amount", "count"])
@pytest.mark.parametrize("locale", LOCALES)
def test_generated_replies_stream_to_the_verified_text(locale, kind):
    for case in generate(locale, kind, 3, seed=7):
        facts = facts_for(case)
        expected = StreamVerifier.text_of(verify_draft(facts, case.text, locale=case.text_locale))
        cuts = list(range(3, len(case.text), 5))

        out, _ = streamed(StreamVerifier(facts, locale=case.text_locale), case.text, cuts)

        assert out == expected, case.form


def test_prose_goes_out_at_once_and_a_wrong_value_only_corrected():
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}]})
    verifier = StreamVerifier(facts, locale="en")

    first = verifier.feed("Thank you for your kind enquiry, we")
    second = verifier.feed(" are glad to host you. See you at 19:00")
    rest = verifier.feed(". Best regards") + verifier.finish()

    assert first == "Thank you for your kind enquiry,"  # the arriving word waits: it may grow
    assert "19:00" not in first + second + rest
    assert (first + second + rest).endswith("See you at 18:00. Best regards")


def test_a_stream_is_finished_once():
    verifier = StreamVerifier(HardFacts(), locale="en")
    verifier.feed("Hello.")
    verifier.finish()

    assert verifier.finish() == ""
    with pytest.raises(RuntimeError):
        verifier.feed("more")


def test_a_claim_the_source_made_streams_as_verify_leaves_it():
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}]})
    source = "Your offer said parking is free for our guests."
    text = "See you at 18:00. Parking is free for your guests."
    expected = StreamVerifier.text_of(verify_draft(facts, text, locale="en", source=source))

    out, _ = streamed(StreamVerifier(facts, locale="en", source=source), text, [5, 20, 31])

    assert out == expected
