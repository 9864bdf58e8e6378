"""Runs of letters shared by the recognizers, and cue patterns tried only where a cue may open.

Trying the room and count cues only where their first words stand must find exactly what a scan
of the whole text finds.
"""

import time

import pytest
import regex
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.patterns import TextTooComplex, compile_pattern, scan, scan_at
from safety.recognizers import counts, room_cues
from safety.text import Openings, Runs, runs_of


def spans(matches):
    return [(m.span(), m.groups()) for m in matches]


def count_cues_by_scan(text):
    return spans(scan(counts._CUE_PATTERN, text))


def room_cues_by_scan(text):
    return spans(scan(room_cues._ROOM_CUE, text))


def test_runs_and_their_spans():
    words = Runs("Salle «Lumière», 3e étage")
    assert words.words == ["Salle", "Lumière", "3e", "étage"]
    assert [words.text[s:e] for s, e in zip(words.starts, words.ends, strict=True)] == words.words


_TEXT_PIECES = st.sampled_from(
    ["a", "B", " ", ".", "1", "é", "²", "_", "\u0301", "'", "CHF 12", "Orangerie", "\n\n"]
)
_TEXTS = st.lists(_TEXT_PIECES, max_size=24).map("".join)


@settings(max_examples=400, deadline=None)
@given(_TEXTS, st.integers(0, 60), st.integers(0, 8), _TEXTS)
def test_runs_reused_from_an_earlier_text_are_the_runs_found_anew(earlier, at, cut, inserted):
    at = min(at, len(earlier))
    text = earlier[:at] + inserted + earlier[at + cut :]
    fresh, reused = Runs(text), Runs(text, Runs(earlier))
    assert (reused.words, reused.starts, reused.ends) == (fresh.words, fresh.starts, fresh.ends)
    assert reused.openings(Openings(["the"])) == fresh.openings(Openings(["the"]))


def test_a_corrected_text_read_after_its_draft_gets_its_own_runs():
    draft = "Die Orangerie ist am 9. April 2027 ab 19 Uhr für 60 Gäste reserviert."
    corrected = draft.replace("19 Uhr", "18 Uhr")
    assert runs_of(draft).words == Runs(draft).words
    reused = runs_of(corrected)
    assert (reused.words, reused.starts, reused.ends) == (
        Runs(corrected).words,
        Runs(corrected).starts,
        Runs(corrected).ends,
    )


def test_openings_need_the_second_run_of_a_longer_cue():
    openings = Openings(["up to", "team of", "guests"])
    words = Runs("set up for the team and up to 40 guests")
    assert [words.words[i] for i in words.openings(openings)] == ["up", "guests"]


def test_a_number_sign_inside_a_run_falls_back_to_the_whole_text():
    assert Runs("²the Orangerie").openings(Openings(["the"])) is None


@pytest.mark.parametrize(
    "text",
    [
        "The dinner takes place in the Orangerie for 40 guests.",
        "Wir sehen uns im Forum 2, bis zu 120 Personen, Team of 12.",
        "Nous serons dans la Salle Lumière, jusqu'à 80 invités, au Petit Salon.",
        "Il pranzo è nella Sala Rossa, fino a 30 partecipanti, al massimo 35 ospiti.",
        "²the Orangerie, ½ guests, up_to 30 people, room\u00a0B, in\u00a0the\u00a0Kubus",
        "Max. capacity 40; pers. 12; Anzahl Gäste: 18; nombre d'invités: 25",
        "the Seeblick room, der Kubus Saal, TEAM OF 4, Guests 30",
        "the Punkt.Null A B C room; the Punkt.Null A B C D room; die O'Neil 12 Raum; the room. We",
    ],
)
def test_cues_found_where_they_open_are_those_a_scan_finds(text):
    assert spans(counts._cues(text)) == count_cues_by_scan(text)
    assert spans(room_cues._room_cues(Runs(text))) == room_cues_by_scan(text)


_PIECES = st.sampled_from(
    [
        *counts._cue_spellings(counts._CUE_ENDINGS)[:80],
        *room_cues._NOUN_CUES,
        *room_cues._ARTICLE_CUES,
        *room_cues._PREPOSITION_CUES,
        *room_cues._GERMAN_PREPOSITION_CUES,
        "Orangerie",
        "Forum 2",
        "X",
        "12",
        "guests",
        "up",
        "to",
        "team",
        "of",
        "la",
        "déjà",
        " ",
        " ",
        "\u00a0",
        ", ",
        ". ",
        "\n",
        "_",
        "²",
        "\u0301",
        "-",
        "'",
        "(",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=16).map("".join))
def test_any_text_gives_the_same_cues_either_way(text):
    assert spans(counts._cues(text)) == count_cues_by_scan(text)
    assert spans(room_cues._room_cues(Runs(text))) == room_cues_by_scan(text)


def subject_rooms_by_scan(text):
    return spans(scan(room_cues._SUBJECT_ROOM, text))


_SUBJECT_PIECES = st.sampled_from(
    [
        *("The", "Die", "Der", "Das", "Le", "La", "L'", "L’", "Il", "Lo", "Los", "DIE", "Theo"),
        *("Pine Parlour", "Salon des Pins", "Sala degli Specchi", "Forum 2", "A", "Ö-Raum"),
        *(" is reserved", " ist reserviert", " est réservée", " è riservata", " room", " ok"),
        *(" ", "\u00a0", "\n", ". ", "! ", ": ", ".\u00a0", "x", "1", "²", "'", "-"),
    ]
)


@pytest.mark.parametrize(
    "text",
    [
        "The Pine Parlour is reserved for you. La Salle Arolle est réservée.",
        "Il Salotto è riservato.\nDie Orangerie ist reserviert: L'Atelier est réservé.",
        "²The Pine Parlour is reserved; Theo Room is reserved. The A is reserved",
    ],
)
def test_subject_rooms_tried_where_an_article_opens_are_those_a_scan_finds(text):
    assert spans(room_cues._subject_room_matches(Runs(text))) == subject_rooms_by_scan(text)


@settings(max_examples=300, deadline=None)
@given(st.lists(_SUBJECT_PIECES, max_size=16).map("".join))
def test_any_text_gives_the_same_subject_rooms_either_way(text):
    assert spans(room_cues._subject_room_matches(Runs(text))) == subject_rooms_by_scan(text)


def test_scan_at_skips_starts_inside_an_earlier_match():
    pattern = compile_pattern(r"ab+")
    assert [m.span() for m in scan_at(pattern, "abbb ab", [0, 1, 2, 5])] == [(0, 4), (5, 7)]


def test_scan_at_keeps_the_time_limit_for_all_starts(monkeypatch):
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 0.0)
    with pytest.raises(TextTooComplex):
        list(scan_at(compile_pattern("a"), "aaa", [0, 1, 2]))


def test_scan_at_raises_when_one_match_runs_too_long(monkeypatch):
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 0.05)
    pattern = regex.compile(r"(a|aa)+b", regex.VERSION0)  # backtracks exponentially
    started = time.monotonic()
    with pytest.raises(TextTooComplex):
        list(scan_at(pattern, "a" * 40, [0]))
    assert time.monotonic() - started < 5
