"""The safety sandwich (safety.sandwich): the LLM sees names masked, an answer it can correct is
corrected, one beyond repair is asked again with feedback, and the verified draft goes out when
nothing better comes back. Whatever the answers, only verified text goes out: test_properties.py."""

import pytest

from safety.correct import fact_statement
from safety.facts import HardFacts
from safety.sandwich import Feedback, Policy, sandwich
from tests.safety.test_properties import replay

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2026-08-08"}],
        "times": [{"value": "18:00"}],
        "rooms": [{"value": "Salon Rose"}],
    }
)
DRAFT = (
    "Here are the details of your booking. The date is 08.08.2026. The time is 18:00. "
    "The offer is for the room Salon Rose."
)


def test_the_draft_is_the_facts_statement():
    assert fact_statement(FACTS, "en") == DRAFT


def test_the_llm_sees_no_name_and_an_answer_it_can_correct_is_corrected():
    seen: list[str] = []

    def llm(masked_draft: str, feedback: Feedback | None) -> str:
        seen.append(masked_draft)
        return masked_draft.replace("18:00", "19:00")

    outcome = sandwich(FACTS, DRAFT, FACTS.names(), llm, lang="en")

    assert "Salon Rose" not in seen[0] and "{{" in seen[0]
    assert not outcome.fallback and len(outcome.attempts) == 1
    assert outcome.text == DRAFT
    assert [(issue.kind, issue.type, issue.found) for issue in outcome.report.issues] == [
        ("wrong", "time", "19:00")
    ]


def test_an_answer_beyond_repair_is_asked_again_with_feedback_then_the_draft_goes_out():
    feedbacks: list[Feedback | None] = []

    def llm(masked_draft: str, feedback: Feedback | None) -> str:
        feedbacks.append(feedback)
        return "Totally different: 9 August 2027 at 07:00 in the Kubus."

    outcome = sandwich(FACTS, DRAFT, FACTS.names(), llm, lang="en", policy=Policy(retries=1))

    assert outcome.fallback and outcome.text == DRAFT
    assert [attempt.beyond_repair for attempt in outcome.attempts] == [True, True]
    assert feedbacks[0] is None
    found = {(issue.type, issue.found) for issue in feedbacks[1].issues}
    assert {("date", "9 August 2027"), ("time", "07:00")} <= found
    assert len(feedbacks[1].missing_markers) == 1


@pytest.mark.parametrize("retries", [0, 2])
def test_the_policy_sets_how_often_the_llm_is_asked_again(retries):
    calls = []

    def llm(masked_draft: str, feedback: Feedback | None) -> str:
        calls.append(feedback)
        return "Nothing of the booking."

    sandwich(FACTS, DRAFT, FACTS.names(), llm, lang="en", policy=Policy(retries=retries))

    assert len(calls) == 1 + retries


def test_a_failing_llm_falls_back_to_the_verified_draft():
    facts = HardFacts.model_validate(
        {"dates": [{"value": "2026-08-08"}], "times": [{"value": "18:00"}]}
    )
    draft = fact_statement(facts, "en")

    outcome = sandwich(facts, draft, [], replay([None, None]), lang="en")

    assert outcome.fallback and outcome.final.ok
    assert outcome.text == draft
