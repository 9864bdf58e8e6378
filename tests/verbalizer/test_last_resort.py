"""The text of last resort is a short letter with one line per fact, in the template's frame,
never a run-on list of values; it verifies."""

import pytest

from safety.correct import fact_statement
from safety.facts import HardFacts
from safety.sandwich import verified_draft
from safety.verify import verify
from verbalizer.phrases import WORDINGS
from verbalizer.template import last_resort

FACT_SETS = [
    {
        "dates": [{"value": "2027-08-08"}],
        "times": [{"value": "18:00"}, {"value": "22:00"}],
        "rooms": [{"value": "Atelier"}, {"value": "Seeblick"}, {"value": "Seesicht"}],
        "amounts": [
            {"value": "420.00", "subject": "Atelier"},
            {"value": "550.00", "subject": "Seeblick"},
            {"value": "950.00", "subject": "Seesicht"},
            {"value": "1767.45"},
        ],
        "counts": [{"value": 30}],
        "terms": [{"value": "projector", "kind": "feature"}],
    },
    {"dates": [{"value": "2027-03-12"}], "counts": [{"value": 12}]},
    {"rooms": [{"value": "Punkt.Null"}], "amounts": [{"value": "900.00", "subject": "Punkt.Null"}]},
]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("index", range(len(FACT_SETS)))
def test_the_last_resort_is_a_letter_with_a_line_per_fact(lang, index):
    facts = HardFacts.model_validate(FACT_SETS[index])

    text = last_resort(facts, lang)

    assert verify(facts, text, locale=lang).ok
    paragraphs = text.split("\n\n")
    assert paragraphs[0] == WORDINGS[lang].greeting
    assert paragraphs[-2:] == [WORDINGS[lang].closing, WORDINGS[lang].sign_off]
    items = [line for line in paragraphs[1].split("\n") if line.startswith("- ")]
    assert len(items) == len(set(items))  # no value twice
    # One line per fact: no line carries two of the amounts or two rooms.
    for line in items:
        assert line.count("CHF") <= 1
    # The bare statement runs them into sentences; the letter does not.
    assert len(items) >= len(fact_statement(facts, lang).split(". ")) - 1


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_reply_that_falls_back_to_the_fact_statement_gets_the_letter(lang):
    from booking.services.replies import _readable_last_resort

    facts = HardFacts.model_validate(FACT_SETS[0])
    outcome = verified_draft(facts, "", lang=lang)  # nothing to correct: the statement is used
    assert outcome.text == fact_statement(facts, lang)

    readable = _readable_last_resort(outcome, facts, lang)

    assert readable.text == last_resort(facts, lang)
    assert readable.final.ok
