"""Name markers: masking a draft's names, and restoring them in whatever the LLM made of them."""

import dataclasses
import itertools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz.distance import Levenshtein

from safety.markers import (
    EXAMPLE_MARKER,
    EXAMPLE_MARKER_ID,
    MARKER_IDS,
    MarkerReport,
    defuse,
    has_marker_residue,
    marker_contract,
    mask,
    new_tag,
    reinsert_dropped,
    restore,
)

# Markers are given out in this order: DEXAK, VITUZ, KOTEV, LAZEX, RAZIV, NUZOX.
NAMES = (
    ("Salon Rose", "room"),
    ("Punkt.Null", "room"),
    ("Apéro Package", "product"),
    ("Beamer/Leinwand", "feature"),
    ("Apéro", "product"),
    ("Forum 2", "room"),
)
ROSE, NULL, PACKAGE, BEAMER, APERO, FORUM = (
    "{{KVX-DEXAK}}", "{{KVX-VITUZ}}", "{{KVX-KOTEV}}", "{{KVX-LAZEX}}", "{{KVX-RAZIV}}", "{{KVX-NUZOX}}",
)  # fmt: skip


def masked_draft(draft, names=NAMES):
    return mask(draft, names, tag="KVX")


def counts(restored=0, recovered=0, missing=0, duplicated=0, foreign=0):
    return {
        "restored": restored,
        "recovered": recovered,
        "missing": missing,
        "duplicated": duplicated,
        "foreign": foreign,
    }


# --- masking -------------------------------------------------------------------------------


def test_every_name_is_replaced_by_its_marker_and_numbers_stay_digits():
    draft = (
        "Salon Rose is reserved for 40 guests on 10.06.2027 from 18:00 to 23:00, "
        "with the Apéro Package at CHF 42.00 per person and a Beamer/Leinwand."
    )
    assert masked_draft(draft).text == (
        "{{KVX-DEXAK}} is reserved for 40 guests on 10.06.2027 from 18:00 to 23:00, "
        "with the {{KVX-KOTEV}} at CHF 42.00 per person and a {{KVX-LAZEX}}."
    )


def test_the_same_name_gets_the_same_marker_every_time():
    masked = masked_draft("Salon Rose or Salon Rose? Salon Rose!")
    assert masked.text == "{{KVX-DEXAK}} or {{KVX-DEXAK}}? {{KVX-DEXAK}}!"
    assert masked.names["DEXAK"].issued == 3


def test_the_longest_name_wins_over_a_name_inside_it():
    masked = masked_draft("Apéro Package oder nur ein Apéro?")
    assert masked.text == "{{KVX-KOTEV}} oder nur ein {{KVX-RAZIV}}?"


def test_names_are_matched_as_whole_words_only():
    masked = masked_draft("Forum 22, Apéros und Salon Rosewood bleiben; Forum 2 nicht.")
    assert masked.text == "Forum 22, Apéros und Salon Rosewood bleiben; {{KVX-NUZOX}} nicht."


def test_names_with_punctuation_are_masked_whole():
    masked = masked_draft("Punkt.Null (Beamer/Leinwand) oder Salon Rose.")
    assert masked.text == "{{KVX-VITUZ}} ({{KVX-LAZEX}}) oder {{KVX-DEXAK}}."


def test_masking_is_exact_about_case():
    assert masked_draft("salon rose und SALON ROSE").text == "salon rose und SALON ROSE"


def test_marker_shaped_text_in_the_draft_is_defused_before_masking():
    masked = masked_draft("Firma DEXAK {{x}} bucht Salon Rose.")
    assert masked.text == "Firma bucht {{KVX-DEXAK}}."
    assert restore(masked.text, masked).text == "Firma bucht Salon Rose."


def test_masked_holds_the_tag_and_what_each_id_stands_for():
    masked = masked_draft("Salon Rose mit Beamer/Leinwand.")
    assert masked.tag == "KVX"
    assert [(i, n.canonical, n.kind, n.marker) for i, n in masked.names.items()][:4] == [
        ("DEXAK", "Salon Rose", "room", "{{KVX-DEXAK}}"),
        ("VITUZ", "Punkt.Null", "room", "{{KVX-VITUZ}}"),
        ("KOTEV", "Apéro Package", "product", "{{KVX-KOTEV}}"),
        ("LAZEX", "Beamer/Leinwand", "feature", "{{KVX-LAZEX}}"),
    ]
    assert masked.names["DEXAK"].issued == 1
    assert masked.names["VITUZ"].issued == 0
    assert masked.marker_for("Beamer/Leinwand") == "{{KVX-LAZEX}}"
    assert masked.marker_for("Punkt.Null") == "{{KVX-VITUZ}}"


def test_masked_is_frozen():
    masked = masked_draft("Salon Rose")
    with pytest.raises(dataclasses.FrozenInstanceError):
        masked.text = "changed"
    with pytest.raises(TypeError):
        masked.names["DEXAK"] = masked.names["VITUZ"]


def test_a_name_given_twice_with_one_kind_gets_one_marker():
    masked = mask("Salon Rose", [("Salon Rose", "room"), ("Salon Rose", "room")], tag="KVX")
    assert list(masked.names) == ["DEXAK"]


@pytest.mark.parametrize(
    "names",
    [
        [("Salon Rose", "venue")],
        [("", "room")],
        [("{{Salon}}", "room")],
        [("DEXAK", "room")],
        [("Beamer", "feature"), ("Beamer", "product")],
    ],
)
def test_unusable_names_are_refused(names):
    with pytest.raises(ValueError):
        mask("Salon Rose", names)


@pytest.mark.parametrize("tag", ["kvx", "KV", "KVXYZ", "KV1", "ÄBC"])
def test_a_tag_is_three_or_four_capital_letters(tag):
    with pytest.raises(ValueError):
        mask("Salon Rose", NAMES, tag=tag)


def test_a_tag_of_four_letters_is_accepted():
    assert mask("Salon Rose", NAMES, tag="QWRT").text == "{{QWRT-DEXAK}}"


def test_generated_tags_are_three_consonants_and_vary():
    tags = {new_tag() for _ in range(50)}
    assert len(tags) > 1
    for tag in tags:
        assert len(tag) == 3 and tag.isalpha() and tag.isupper() and not set(tag) & set("AEIOUY")
    assert mask("Salon Rose", NAMES).tag.isupper()


def test_sixty_four_names_get_sixty_four_different_markers():
    names = [(f"Raum {number}", "room") for number in range(64)]
    draft = " ".join(name for name, _ in names)
    masked = mask(draft, names, tag="KVX")
    assert len(set(masked.text.split())) == 64
    assert not any(character.isdigit() for character in masked.text)


def test_more_names_than_ids_are_refused():
    with pytest.raises(ValueError):
        mask("Raum 1", [(f"Raum {number}", "room") for number in range(65)])


# --- the ids -------------------------------------------------------------------------------


def test_ids_are_sixty_four_five_letter_codes():
    assert len(MARKER_IDS) == 64
    assert len(set(MARKER_IDS)) == 64
    assert all(len(i) == 5 and i.isalpha() and i.isupper() for i in MARKER_IDS)
    assert EXAMPLE_MARKER_ID not in MARKER_IDS


def test_every_two_ids_are_at_least_three_edits_apart():
    for first, second in itertools.combinations((*MARKER_IDS, EXAMPLE_MARKER_ID), 2):
        assert Levenshtein.distance(first, second) >= 3, (first, second)


def test_the_levenshtein_check_itself_sees_close_codes():
    assert Levenshtein.distance("DEXAK", "DEXAX") == 1
    assert Levenshtein.distance("DEXAK", "EXAKD") == 2


# --- restoring -----------------------------------------------------------------------------


def test_exact_markers_are_restored():
    masked = masked_draft("Salon Rose with the Apéro Package.")
    restoration = restore("We keep {{KVX-DEXAK}} for you, with the {{KVX-KOTEV}}.", masked)
    assert restoration.text == "We keep Salon Rose for you, with the Apéro Package."
    assert restoration.report.restored == ("Salon Rose", "Apéro Package")
    assert restoration.report.counts() == counts(restored=2)
    assert restoration.report.clean


@pytest.mark.parametrize(
    "written",
    [
        "{{ KVX-DEXAK }}",
        "{{KVX - DEXAK}}",
        "{{KVX – DEXAK}}",
        "[[KVX-DEXAK]]",
        "{KVX-DEXAK}",
        "{{{KVX-DEXAK}}}",
        "{{KVX-DEXAK}",
        "((KVX-DEXAK))",
        "<<KVX-DEXAK>>",
        "【KVX-DEXAK】",
        "«KVX-DEXAK»",
        "{{kvx-dexak}}",
        "{{Kvx-Dexak}}",
        "KVX-DEXAK",
        "KVX DEXAK",
        "KVXDEXAK",
        "kvx-dexak",
        "{{KVX_DEXAK}}",
        "KVX_DEXAK",
        "{{KVX-\nDEXAK}}",
        "{{KVX\n-DEXAK}}",
        "{{**KVX-DEXAK**}}",
        "{{ __KVX-DEXAK__ }}",
        "DEXAK",
        "{{DEXAK}}",
    ],
)
def test_altered_markers_are_recovered(written):
    masked = masked_draft("Salon Rose ist frei.")
    restoration = restore(f"Gerne reservieren wir {written} für Sie.", masked)
    assert restoration.text == "Gerne reservieren wir Salon Rose für Sie."
    assert restoration.report.recovered == ("Salon Rose",)
    assert restoration.report.counts() == counts(recovered=1)


def test_bold_around_a_marker_stays_bold():
    masked = masked_draft("Salon Rose ist frei.")
    restoration = restore("Der **{{KVX-DEXAK}}** ist frei, der __KVX-DEXAK__ auch.", masked)
    assert restoration.text == "Der **Salon Rose** ist frei, der __Salon Rose__ auch."
    assert restoration.report.restored == ("Salon Rose",)
    assert restoration.report.recovered == ("Salon Rose",)


def test_a_lone_guillemet_is_the_writers_own():
    masked = masked_draft("Salon Rose ist frei.")
    assert restore("Der «KVX-DEXAK ist frei.", masked).text == "Der «Salon Rose ist frei."


def test_a_marker_may_move_and_take_an_ending():
    masked = masked_draft("Salon Rose with a Beamer/Leinwand.")
    restoration = restore("The {{KVX-LAZEX}} is in {{KVX-DEXAK}}'s corner.", masked)
    assert restoration.text == "The Beamer/Leinwand is in Salon Rose's corner."
    assert restoration.report.counts() == counts(restored=2)


def test_names_with_punctuation_come_back_whole():
    draft = "Punkt.Null, Salon Rose, Apéro Package and Beamer/Leinwand."
    masked = masked_draft(draft)
    answer = "{{KVX-VITUZ}}, {{KVX-DEXAK}}, the {{KVX-KOTEV}} and a {{KVX-LAZEX}}."
    assert (
        restore(answer, masked).text
        == "Punkt.Null, Salon Rose, the Apéro Package and a Beamer/Leinwand."
    )


def test_a_name_inside_another_comes_back_as_itself():
    masked = masked_draft("Apéro Package oder nur ein Apéro?")
    restoration = restore("Nur ein {{KVX-RAZIV}} oder das {{KVX-KOTEV}}?", masked)
    assert restoration.text == "Nur ein Apéro oder das Apéro Package?"


def test_an_absent_marker_is_reported_missing_and_nothing_is_inserted():
    masked = masked_draft("Salon Rose with a Beamer/Leinwand.")
    restoration = restore("Your room is ready, with a {{KVX-LAZEX}}.", masked)
    assert restoration.text == "Your room is ready, with a Beamer/Leinwand."
    assert restoration.report.missing == ("Salon Rose",)
    assert restoration.report.counts() == counts(restored=1, missing=1)


def test_a_name_the_draft_did_not_hold_is_never_missing():
    masked = masked_draft("Salon Rose is free.")
    assert restore("{{KVX-DEXAK}} is free.", masked).report.missing == ()


def test_a_marker_given_out_but_not_in_the_draft_is_restored():
    masked = masked_draft("Salon Rose is free.")
    restoration = restore("{{KVX-DEXAK}} is free, and so is {{KVX-VITUZ}}.", masked)
    assert restoration.text == "Salon Rose is free, and so is Punkt.Null."
    assert restoration.report.counts() == counts(restored=2)


def test_a_marker_returned_more_often_than_issued_is_restored_everywhere_and_reported():
    masked = masked_draft("Salon Rose is free.")
    restoration = restore(
        "{{KVX-DEXAK}} is free. We look forward to seeing you in {{KVX-DEXAK}}.", masked
    )
    assert restoration.text == "Salon Rose is free. We look forward to seeing you in Salon Rose."
    assert restoration.report.duplicated == ("Salon Rose",)
    assert restoration.report.counts() == counts(restored=2, duplicated=1)


def test_a_marker_issued_twice_and_returned_twice_is_not_duplicated():
    masked = masked_draft("Salon Rose is free. See you in Salon Rose.")
    restoration = restore("{{KVX-DEXAK}} is free; see you in {{KVX-DEXAK}}.", masked)
    assert restoration.report.duplicated == ()
    assert restoration.report.counts() == counts(restored=2)


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Wir reservieren {{ABC-DEXAK}} für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren {{KVX-ZELOX}} für Sie.", "Wir reservieren für Sie."),
        ("Der Preis gilt für {{XYZ-VITUZ}}.", "Der Preis gilt für."),
        (
            "Der Preis gilt für {{XYZ-VITUZ}}, inklusive MWST.",
            "Der Preis gilt für, inklusive MWST.",
        ),
        ("Wir reservieren [[ABC-DEXAK]] für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren ABC-DEXAK für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren ABCDEXAK für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren ZELOX für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren **{{ABC-DEXAK}}** für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren {{Salon Rose}} für Sie.", "Wir reservieren für Sie."),
        ("Wir reservieren {{room_name}} für Sie.", "Wir reservieren für Sie."),
        (f"Zum Beispiel {EXAMPLE_MARKER} und mehr.", "Zum Beispiel und mehr."),
        ("Wir freuen uns }} auf Sie.", "Wir freuen uns auf Sie."),
        ("Wir freuen uns {{ auf Sie.", "Wir freuen uns auf Sie."),
        ("Ihre Auswahl:\n- {{ABC-DEXAK}}\n- Apéro\nBis bald", "Ihre Auswahl:\n- Apéro\nBis bald"),
        ("Bis bald {{ABC-DEXAK}}\nIhr Team", "Bis bald\nIhr Team"),
        ("{{ABC-DEXAK}}", ""),
    ],
)
def test_foreign_markers_are_removed_cleanly(answer, expected):
    restoration = restore(answer, masked_draft("Salon Rose"))
    assert restoration.text == expected
    assert restoration.report.counts()["foreign"] == 1
    assert restoration.report.counts()["restored"] == restoration.report.counts()["recovered"] == 0


def test_foreign_markers_are_reported_as_written():
    restoration = restore("A {{ABC-DEXAK}} and a {{ kvx-zelox }}.", masked_draft("Salon Rose"))
    assert restoration.report.foreign == ("{{ABC-DEXAK}}", "{{ kvx-zelox }}")


def test_a_word_before_a_bare_id_is_not_taken_for_a_tag():
    restoration = restore("Der DEXAK ist frei.", masked_draft("Salon Rose"))
    assert restoration.text == "Der Salon Rose ist frei."


def test_ids_inside_words_are_left_alone():
    text = "Die Codes XDEXAK und DEXAKS sind keine Marker."
    assert restore(text, masked_draft("Salon Rose")).text == text


def test_every_class_is_counted_in_one_answer():
    masked = masked_draft("Salon Rose with the Apéro Package and a Beamer/Leinwand, or Punkt.Null.")
    answer = (
        "{{KVX-DEXAK}} comes with the [[KVX-KOTEV]] and {{ABC-LAZEX}}. "
        "Or try {{KVX-DEXAK}}, which is next to {{KVX-VITUZ}}."
    )
    report = restore(answer, masked).report
    assert report.counts() == counts(restored=3, recovered=1, missing=1, duplicated=1, foreign=1)
    assert report.as_dict() == {
        "counts": {"restored": 3, "recovered": 1, "missing": 1, "duplicated": 1, "foreign": 1},
        "restored": ["Salon Rose", "Salon Rose", "Punkt.Null"],
        "recovered": ["Apéro Package"],
        "missing": ["Beamer/Leinwand"],
        "duplicated": ["Salon Rose"],
        "foreign": ["{{ABC-LAZEX}}"],
    }
    assert json.loads(json.dumps(report.as_dict())) == report.as_dict()
    assert not report.clean


def test_an_empty_report_counts_zero_everywhere():
    assert MarkerReport().counts() == counts()
    assert MarkerReport().clean


def test_restoring_a_restored_text_changes_nothing():
    masked = masked_draft("Salon Rose with the Apéro Package.")
    answer = (
        "{{ kvx-dexak }} with the KVX KOTEV, not {{ABC-DEXAK}} or }} DEXAK.\n- {{XYZ-VITUZ}}\nBye"
    )
    once = restore(answer, masked).text
    assert once == "Salon Rose with the Apéro Package, not or Salon Rose.\nBye"
    assert restore(once, masked).text == once


def test_a_restored_answer_has_no_residue():
    masked = masked_draft("Salon Rose")
    answer = "{{KVX-DEXAK}} {{ABC-DEXAK}} [[KVX-ZELOX]] KVXDEXAK {{x}} }} {{ ABC_VITUZ"
    assert not has_marker_residue(restore(answer, masked).text)


# --- residue -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "{{KVX-DEXAK}}",
        "a {{ b",
        "a }} b",
        "KVX-DEXAK",
        "abc_vituz",
        "KVXDEXAK",
        "DEXAK",
        "{{anything}}",
    ],
)
def test_marker_shaped_text_is_residue(text):
    assert has_marker_residue(text)


@pytest.mark.parametrize(
    "text",
    [
        "Salon Rose",
        "{a} and {b}",
        "{}",
        "XDEXAK",
        "DEXAKS",
        "KVX",
        "CHF 1'250.00 am 12.06.2027",
        "",
    ],
)
def test_ordinary_text_is_not_residue(text):
    assert not has_marker_residue(text)


# --- untrusted text ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("Bitte {{KVX-DEXAK}} für 30 Personen.", "Bitte für 30 Personen."),
        ("Bitte KVX-DEXAK für 30 Personen.", "Bitte für 30 Personen."),
        ("Bitte [[kvx_dexak]] für 30 Personen.", "Bitte für 30 Personen."),
        ("Bitte {{room}} für 30 Personen.", "Bitte für 30 Personen."),
        ("Bitte DEXAK, danke.", "Bitte, danke."),
        ("Bitte }}{{ danke.", "Bitte danke."),
        (
            "Salon Rose am 12.06.2027 um 18:00, {Budget} CHF 3000.",
            "Salon Rose am 12.06.2027 um 18:00, {Budget} CHF 3000.",
        ),
    ],
)
def test_defuse_removes_anything_marker_shaped(message, expected):
    assert defuse(message) == expected


def test_a_defused_message_never_becomes_a_term():
    masked = masked_draft("Salon Rose")
    prompt_echo = defuse("Ich hätte gern {{KVX-DEXAK}} oder KVX DEXAK oder kvxdexak.")
    restoration = restore(prompt_echo, masked)
    assert restoration.text == "Ich hätte gern oder KVX oder."
    assert restoration.report.counts() == counts(missing=1)


_FRAGMENTS = st.sampled_from(
    ["{", "}", "{{", "}}", "[[", "]]", "«", "»", "KVX", "ABC", "-", "_", " ", "\n", "*",
     "DEXAK", "dexak", "VITUZ", "VAKUB", "Salon", "Rose", ".", ",", "a", "x"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(_FRAGMENTS, max_size=30).map("".join))
def test_defused_text_holds_no_marker_for_any_tag(message):
    defused = defuse(message)
    assert not has_marker_residue(defused)
    for tag in ("KVX", "ABC"):
        report = restore(defused, mask("", NAMES, tag=tag)).report
        assert report.restored == report.recovered == ()


@settings(max_examples=300, deadline=None)
@given(st.lists(_FRAGMENTS, max_size=30).map("".join))
def test_any_answer_restores_without_residue_and_only_once(answer):
    masked = masked_draft("Salon Rose and Punkt.Null")
    once = restore(answer, masked).text
    assert not has_marker_residue(once)
    assert restore(once, masked).text == once


# --- the contract for the LLM --------------------------------------------------------------


def test_the_contract_shows_the_example_and_asks_for_exact_copies():
    contract = marker_contract()
    assert EXAMPLE_MARKER in contract
    assert "exactly" in contract and "do not translate, alter" in contract
    assert "{{XYZ-VAKUB}}" in marker_contract("{{XYZ-VAKUB}}")


def test_the_example_marker_is_marker_shaped_but_never_restored():
    masked = masked_draft("Salon Rose")
    assert EXAMPLE_MARKER == "{{ABC-VAKUB}}"
    assert restore(EXAMPLE_MARKER, masked).report.foreign == (EXAMPLE_MARKER,)


# --- hostile input -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "hostile",
    [
        "{" * 100_000,
        "{{KVX-" * 17_000,
        "{{" + "a" * 100_000,
        "«KVX-DEXA" * 11_000,
        "KVX" + "-" * 100_000,
        "{{" + " " * 100_000,
        "{}" * 50_000,
    ],
    ids=["braces", "open markers", "unclosed", "guillemets", "dashes", "spaces", "alternating"],
)
def test_a_100kb_hostile_answer_is_restored(hostile, monkeypatch):
    # What is restored, not how fast: a busy machine must not turn the scan's time limit into a
    # failure (the time per hostile text is a bench figure, bench/worst_cases.py).
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 600.0)
    masked = masked_draft("Salon Rose")
    restoration = restore(hostile + " {{KVX-DEXAK}}.", masked)
    assert restoration.text.endswith(" Salon Rose.")
    assert restoration.report.restored == ("Salon Rose",)
    assert not has_marker_residue(restoration.text)


# --- the round trip ------------------------------------------------------------------------

_WORDS = st.sampled_from(
    ["Wir", "reservieren", "the", "room", "for", "40", "guests", "am", "12.06.2027", "um", "18:00",
     "CHF", "1'250.00", "inkl.", "MWST", "Raum", "(", ")", "«", "»", "café", "salle", "Forum"]
)  # fmt: skip
_NAME_TOKENS = st.sampled_from([name for name, _ in NAMES])
_SEPARATORS = st.sampled_from([" ", ", ", ". ", "\n", " – ", ": ", " / "])


@st.composite
def drafts(draw):
    tokens = draw(st.lists(st.one_of(_WORDS, _NAME_TOKENS), min_size=1, max_size=25))
    separators = draw(st.lists(_SEPARATORS, min_size=len(tokens), max_size=len(tokens)))
    draft = "".join(token + separator for token, separator in zip(tokens, separators, strict=True))
    names_written = sum(1 for token in tokens if token in dict(NAMES))
    return draft, names_written


@settings(max_examples=300, deadline=None)
@given(drafts())
def test_restoring_a_masked_draft_gives_the_draft_back(draft_and_count):
    draft, names_written = draft_and_count
    masked = mask(draft, NAMES)
    restoration = restore(masked.text, masked)
    assert restoration.text == draft
    assert len(restoration.report.restored) == names_written
    assert restoration.report.counts()["missing"] == restoration.report.counts()["foreign"] == 0
    assert restoration.report.recovered == restoration.report.duplicated == ()


# -- a dropped name put back between its neighbours ------------------------------------------------

DRAFT_LIST = (
    "Free rooms:\n- Punkt.Null (up to 30 people): CHF 650.00\n- Salon Rose (up to 60 people)"
)


def test_a_dropped_name_goes_back_into_the_empty_gap():
    answer = "Free rooms:\n- (up to 30 people): CHF 650.00\n- Salon Rose (up to 60 people)"
    assert reinsert_dropped(answer, DRAFT_LIST, ["Punkt.Null"]) == DRAFT_LIST


@pytest.mark.parametrize("stand_in", ["Ballsaal", "Point Zero", "the room", "Salle de bal"])
def test_words_written_in_place_of_a_dropped_name_give_way_to_it(stand_in):
    answer = DRAFT_LIST.replace("Punkt.Null", stand_in)
    assert reinsert_dropped(answer, DRAFT_LIST, ["Punkt.Null"]) == DRAFT_LIST


def test_more_than_three_words_or_digits_in_the_gap_are_not_taken_for_the_name():
    for stand_in in ("our bright and quiet room", "Room 42"):
        answer = DRAFT_LIST.replace("Punkt.Null", stand_in)
        assert reinsert_dropped(answer, DRAFT_LIST, ["Punkt.Null"]) == answer


def test_words_the_draft_has_are_the_rephrasing_and_stay():
    draft = "Dear guest,\nwe hold Punkt.Null for you on Monday evening."
    answer = "Dear guest,\nwe hold for you on Monday evening."
    assert reinsert_dropped(answer, draft, ["Punkt.Null"]) == draft
    reworded = "Dear guest,\nwe hold evening for you on Monday evening."
    assert reinsert_dropped(reworded, draft, ["Punkt.Null"]) == reworded
