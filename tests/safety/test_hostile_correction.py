"""What the corrector makes of hostile replies: the facts and hundreds of invented values, in one
sentence, in many, in brackets and lists (bench/hostile_input.py times the same shapes at 5,000 to
20,000 characters). Behaviour only: the invented values go, the facts stay, the text verifies."""

import random

import pytest

from devtools.hostile_texts import CORRECTOR_SHAPES, corrector_text, repair_facts
from safety.correct import _apply, repair
from safety.removal import removal_span, tidy_join
from safety.verify import verify

FACTS = repair_facts()
FACT_TEXTS = ("Punkt.Null", "30", "18:00", "CHF 1250.00")
INVENTED = ("1 June", "2 June", "CHF 310", "19:00")
STATED = "Punkt.Null is reserved for 30 people on 8 August 2026 at 18:00 for CHF 1250.00."


@pytest.mark.parametrize("shape", sorted(CORRECTOR_SHAPES))
def test_invented_values_go_and_the_facts_stay(shape):
    text = corrector_text(shape, 1500)
    outcome = repair(FACTS, text, locale="en")

    assert len(outcome.report.by_kind("invented")) >= 20
    assert not outcome.fallback
    assert verify(FACTS, outcome.text, locale="en").ok
    for invented in INVENTED:
        assert invented not in outcome.text
    for fact in FACT_TEXTS:
        assert fact in outcome.text
    assert "8 August" in outcome.text


@pytest.mark.parametrize(
    "shape",
    [
        "one-sentence-dates",
        "one-sentence-amounts",
        "one-sentence-ranges",
        "one-sentence-wrong-times",
        "short-sentences",
        "brackets",
        "comma-list",
        "list-lines",
    ],
)
def test_one_sentence_of_facts_is_left(shape):
    assert repair(FACTS, corrector_text(shape, 1500), locale="en").text == STATED


def test_many_kept_facts_between_the_invented_values():
    # More kept spans than the corrector checks one by one: each bracket keeps its price and
    # loses only the invented date.
    text = (
        "Punkt.Null for 30 people on 8 August 2026 at 18:00 for CHF 1250.00"
        + " (CHF 1250.00, or 1 June)" * 20
        + "."
    )
    outcome = repair(FACTS, text, locale="en")

    assert len(outcome.report.kept_spans) > 20
    assert (
        outcome.text
        == "Punkt.Null for 30 people on 8 August 2026 at 18:00 for CHF 1250.00"
        + " (CHF 1250.00)" * 20
        + "."
    )
    assert verify(FACTS, outcome.text, locale="en").ok


def test_paragraphs_each_lose_their_invented_date():
    text = corrector_text("paragraphs", 600)
    outcome = repair(FACTS, text, locale="en")

    assert outcome.text.startswith(
        "Punkt.Null for 30 people. The time is 18:00. The amount is CHF 1250.00.\n\n"
    )
    assert outcome.text.count("On 8 August 2026 maybe.") == text.count(
        "On 8 August 2026 maybe, 1 June."
    )
    assert "1 June" not in outcome.text


def test_removal_spans_of_one_text_do_not_depend_on_the_calls_before():
    # removal_span keeps what it found in the text it was last called for; an equal text in
    # another string, or the values asked in another order, give the same spans.
    text = "Salon A (ab 1 June) for 30 people, and 2 June; then 3 June. Also 4 June and (5 June).\n- 6 June"
    kept = (
        (text.index("Salon A"), text.index("Salon A") + 7),
        (text.index("30"), text.index("30") + 2),
    )
    values = [(text.index(f"{day} June"), text.index(f"{day} June") + 6) for day in range(1, 7)]
    forwards = [removal_span(text, value, kept) for value in values]
    copy = "".join(list(text))
    backwards = [removal_span(copy, value, list(kept)) for value in reversed(values)]

    assert forwards == backwards[::-1]


def _apply_one_by_one(text, edits):
    for start, end, replacement in sorted(edits, key=lambda e: (e[0], e[1]), reverse=True):
        text = text[:start] + replacement + text[end:]
        if not replacement:
            text = tidy_join(text, start)
    return text


def test_many_edits_give_the_text_of_edits_made_one_by_one():
    pieces = list(" \t\n(),;:.!?aB1") + ["  ", "ab", "«"]
    rng = random.Random(7)
    for _ in range(2000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(20, 60)))
        edits = []
        for _ in range(rng.randint(9, 20)):
            start = rng.randint(0, len(text))
            edits.append(
                (
                    start,
                    min(len(text), start + rng.randint(0, 4)),
                    rng.choice(["", "", "X", " y", ", z"]),
                )
            )
        assert _apply(text, edits) == _apply_one_by_one(text, edits), (text, edits)
