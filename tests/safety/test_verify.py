"""verify and correct together: detection, the repaired text, idempotence, the corpus floor."""

import json

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.venue import VenueCatalog
from safety.verify import verify

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2026-08-08"}],
        "times": [{"value": "18:00"}],
        "rooms": [{"value": "Punkt.Null"}],
        "amounts": [{"value": "1250.00", "currency": "CHF"}],
        "counts": [{"value": 30, "unit": "participants"}],
    }
)


def kinds(outcome):
    return [(i.kind, i.type) for i in outcome.issues]


def test_a_contradicting_weekday_is_replaced_with_the_date():
    outcome = repair(
        FACTS,
        "Punkt.Null ist am Sonntag, 8. August 2026 ab 18 Uhr für 30 Personen reserviert. Preis: CHF 1'250.00.",
        locale="de",
    )
    assert kinds(outcome) == [("wrong", "date")]
    assert "Samstag, 8. August 2026" in outcome.text and "Sonntag" not in outcome.text


def test_an_invented_deposit_is_removed_with_its_sentence():
    draft = "Punkt.Null is yours on 08.08.2026 from 18:00 for 30 guests at CHF 1'250.00. A deposit of CHF 375.00 is due now."
    outcome = repair(FACTS, draft, locale="en")
    assert kinds(outcome) == [("invented", "amount")]
    assert (
        outcome.text
        == "Punkt.Null is yours on 08.08.2026 from 18:00 for 30 guests at CHF 1'250.00."
    )


def test_a_missing_count_is_inserted_in_the_reply_language():
    outcome = repair(
        FACTS,
        "La salle Punkt.Null est réservée le 08.08.2026 à 18h00. Prix : CHF 1'250.00.",
        locale="fr",
    )
    assert kinds(outcome) == [("missing", "count")]
    assert outcome.text.endswith("La réservation est pour 30 personnes.")


def test_an_empty_draft_becomes_a_plain_statement_of_the_facts():
    outcome = repair(FACTS, "   ", locale="de")
    assert outcome.final.ok
    for part in ("08.08.2026", "18:00", "Punkt.Null", "CHF 1250.00", "30 Personen"):
        assert part in outcome.text


def test_a_translated_room_is_restored():
    outcome = repair(
        FACTS,
        "Point Zero is yours on 08.08.2026 from 18:00 for 30 guests at CHF 1'250.00.",
        locale="en",
    )
    assert kinds(outcome) == [("wrong", "room")]
    assert outcome.text.startswith("Punkt.Null is yours")


def corpus_cases(shared_dir):
    path = shared_dir / "corpus" / "dev-verify.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_corrected_corpus_texts_verify_and_correcting_again_changes_nothing(shared_dir):
    for case in corpus_cases(shared_dir):
        facts = HardFacts.model_validate(case["facts"])
        first = repair(facts, case["text"], locale=case["lang"])
        assert first.final.ok, case["id"]
        again = repair(facts, first.text, locale=case["lang"])
        assert again.report.ok and again.text == first.text, case["id"]


def test_the_corpus_floor_holds(shared_dir):
    """Regression floor: clean drafts stay untouched, error drafts are detected (see bench/)."""
    false_positives = detected = errors = 0
    for case in corpus_cases(shared_dir):
        outcome = repair(HardFacts.model_validate(case["facts"]), case["text"], locale=case["lang"])
        if case["expect"]["ok"]:
            false_positives += (not outcome.report.ok) or outcome.text != case["text"]
        else:
            errors += 1
            detected += not outcome.report.ok
    assert false_positives <= 2
    assert detected == errors


@pytest.mark.parametrize(
    "text", ["", "\x0b\x0c", "CHF " * 200, "{{ROOM_1}} " * 50, "31.02.2026 25:61 CHF -5"]
)
def test_odd_texts_are_answered_with_verified_text(text):
    outcome = repair(FACTS, text, locale="en")
    assert outcome.final.ok


@pytest.mark.parametrize(
    "text",
    [
        "Folgender Raum ist frei: Grosser Saal.",
        "Diesen Raum gibt es: Grosser Saal.",
        "Bitte sagen Sie uns, welcher Raum Ihnen besser gefällt: Grosser Saal.",
    ],
)
def test_a_room_noun_with_a_pronoun_is_no_altered_room_name(text):
    facts = HardFacts.model_validate({"rooms": [{"value": "Grosser Saal"}]})

    assert verify(facts, text, locale="de").ok


def test_a_room_name_with_a_word_of_its_own_swapped_is_altered():
    facts = HardFacts.model_validate({"rooms": [{"value": "Grosser Saal"}]})

    report = verify(facts, "Der Kleine Saal ist frei.", locale="de")

    assert [(i.kind, i.found, i.replacement) for i in report.issues] == [
        ("wrong", "Kleine Saal", "Grosser Saal")
    ]


def test_a_moved_time_range_is_corrected_in_order():
    facts = HardFacts.model_validate({"times": [{"value": "09:00"}, {"value": "12:00"}]})

    fixed = repair(facts, "The workshop runs from 11:00 to 14:00.", locale="en")

    assert fixed.text == "The workshop runs from 09:00 to 12:00."


def test_a_lower_case_room_alias_after_an_article_is_the_room():
    catalog = VenueCatalog(
        rooms=("Dachterrasse", "Salon Rose", "Grosser Saal"),
        aliases={"Dachterrasse": ("terrasse sur le toit",), "Grosser Saal": ("Sala Grande",)},
    )
    facts = HardFacts.model_validate({"rooms": [{"value": "Salon Rose"}]})

    invented = verify(
        facts,
        "Le Salon Rose est libre, la terrasse sur le toit aussi.",
        locale="fr",
        catalog=catalog,
    )
    generic = verify(
        facts, "Vi consigliamo la sala grande del Salon Rose.", locale="it", catalog=catalog
    )

    assert [(i.kind, i.found) for i in invented.issues] == [("invented", "terrasse sur le toit")]
    assert generic.ok


# -- full-width forms ------------------------------------------------------------------------------

FULL_WIDTH_FACTS = HardFacts.model_validate(
    {
        "amounts": [{"value": "900.00"}],
        "dates": [{"value": "2027-08-08"}],
        "times": [{"value": "18:00"}],
    }
)


def test_a_wrong_value_in_full_width_digits_is_found_as_written_and_corrected():
    text = "We expect you on 8 August 2027 at １９:００. The price is CHF 900.00."

    report = verify(FULL_WIDTH_FACTS, text, locale="en")

    assert [(i.kind, i.type, i.found, i.expected) for i in report.issues] == [
        ("wrong", "time", "１９:００", "18:00")
    ]
    repaired = repair(FULL_WIDTH_FACTS, text, locale="en")
    assert repaired.text == "We expect you on 8 August 2027 at 18:00. The price is CHF 900.00."
    assert repaired.final.ok


def test_an_invented_full_width_amount_does_not_survive_the_repair():
    text = "We expect you on 8 August 2027 at 18:00 for CHF 900.00. A deposit of ＣＨＦ　５００ is due."

    repaired = repair(FULL_WIDTH_FACTS, text, locale="en")

    assert "５００" not in repaired.text
    assert "CHF 900.00" in repaired.text and repaired.final.ok


def test_a_right_value_in_full_width_digits_verifies():
    text = "We expect you on ８ August ２０２７ at 18:00 for ＣＨＦ　９００.００."
    assert verify(FULL_WIDTH_FACTS, text, locale="en").ok


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Two digits state the year's last two: right for 2050 as for 1950.
        (
            "Wir haben den Raum für 24.01.50 reserviert.",
            "Wir haben den Raum für 24.01.50 reserviert.",
        ),
        (
            "Wir haben den Raum für 24.01.49 reserviert.",
            "Wir haben den Raum für 24.01.50 reserviert.",
        ),
        (
            "Wir haben den Raum für 24.01.1950 reserviert.",
            "Wir haben den Raum für 24.01.2050 reserviert.",
        ),
    ],
)
def test_a_two_digit_year_is_judged_by_its_last_two_digits(text, expected):
    facts = HardFacts.model_validate({"dates": [{"value": "2050-01-24"}]})
    assert repair(facts, text, locale="de").text == expected
