"""format_time: the style grammar, corrections in the writer's form, and the round trip with
recognize_times."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from safety.formatters.times import CANONICAL_STYLE, format_time, natural_style
from safety.recognizers.times import recognize_times

T = dt.time


@pytest.mark.parametrize(
    ("value", "style", "lang", "written"),
    [
        (T(9, 5), "", "en", "09:05"),
        (T(18, 0), "", "de", "18:00"),
        (T(9, 30), "HH:mm", "en", "09:30"),
        (T(9, 30), "H:mm", "en", "9:30"),
        (T(18, 30), "H.mm' Uhr'", "de", "18.30 Uhr"),
        (T(18, 0), "H' Uhr'", "de", "18 Uhr"),
        (T(9, 30), "H' Uhr 'mm", "de", "9 Uhr 30"),
        (T(18, 0), "H'h'", "fr", "18h"),
        (T(18, 0), "HH'h'mm", "fr", "18h00"),
        (T(9, 0), "H' h'", "fr", "9 h"),
        (T(17, 0), "H' heures'", "fr", "17 heures"),
        (T(18, 0), "h a", "en", "6 pm"),
        (T(18, 0), "ha", "en", "6pm"),
        (T(18, 0), "h A", "en", "6 PM"),
        (T(18, 0), "h a.m.", "en", "6 p.m."),
        (T(8, 0), "h:mm a.m.", "en", "8:00 a.m."),
        (T(8, 0), "hh:mm A.M.", "en", "08:00 A.M."),
        (T(0, 0), "h a", "en", "12 am"),
        (T(12, 0), "h a", "en", "12 pm"),
        (T(19, 0), "h' o''clock'", "en", "7 o'clock"),
        (T(18, 0), "H", "it", "18"),
    ],
)
def test_style_grammar(value, style, lang, written):
    assert format_time(value, style, lang) == written


@pytest.mark.parametrize(
    ("value", "style", "lang", "written"),
    [
        (T(18, 30), "h:mm a", "en", "6:30 pm"),  # "8:30 pm" corrected to 18:30
        (T(8, 0), "H' heures'", "fr", "8 heures"),  # "9 heures" corrected to 08:00
        (T(14, 0), "h a", "en", "2 pm"),  # "4 pm" corrected to 14:00
        (T(18, 30), "H.mm' Uhr'", "de", "18.30 Uhr"),  # "19.30 Uhr" corrected to 18:30
        (T(12, 0), "H.mm' Uhr'", "de", "12.00 Uhr"),  # "12.15 Uhr" style kept
        (T(18, 30), "H'h'mm", "fr", "18h30"),  # "17h30" corrected to 18:30
        (T(19, 0), "HH:mm", "it", "19:00"),  # "alle 17:00" corrected to 19:00
    ],
)
def test_corrections_keep_the_writers_form(value, style, lang, written):
    assert format_time(value, style, lang) == written


@pytest.mark.parametrize(
    ("value", "style", "lang", "written"),
    [
        (T(8, 30), "H' Uhr'", "de", "8.30 Uhr"),  # "halb acht" corrected to 08:30
        (T(8, 30), "H'h'", "fr", "8h30"),
        (T(8, 30), "H' h'", "fr", "8 h30"),
        (T(8, 30), "H' heures'", "fr", "8 heures 30"),
        (T(20, 30), "h a", "en", "8:30 pm"),
        (T(8, 30), "h", "en", "8:30"),
        (T(18, 30), "H", "it", "18.30"),
        (T(18, 30), "H", "de", "18.30"),
        (T(18, 30), "H", "fr", "18h30"),
        (T(18, 30), "H", "en", "18:30"),
        (T(18, 30), "h' o''clock'", "en", "6:30 pm"),
    ],
)
def test_minutes_go_where_the_language_writes_them(value, style, lang, written):
    assert format_time(value, style, lang) == written


def test_all_una_keeps_its_article():
    (mention,) = recognize_times("ci vediamo all'una")
    assert format_time(dt.time(14, 0), mention.style, "it") == "alle 14"


def test_a_one_letter_marker_is_written_in_full():
    (mention,) = recognize_times("at 3:15p")
    assert format_time(mention.value, mention.style, "en") == "3:15pm"


def test_natural_styles():
    assert [natural_style(lang) for lang in ("en", "de", "fr", "it", None)] == [
        "h a",
        "H' Uhr'",
        "H'h'",
        "H",
        CANONICAL_STYLE,
    ]
    assert format_time(T(7, 30), natural_style("de"), "de") == "7.30 Uhr"
    assert format_time(T(9, 30), natural_style("en"), "en") == "9:30 am"


@pytest.mark.parametrize("style", ["Hx", "H 'Uhr", "HH:mm z"])
def test_malformed_styles_are_refused(style):
    with pytest.raises(ValueError):
        format_time(T(9, 0), style, "de")


WRITTEN = [
    "um 18.30 Uhr",
    "ab 14:00 Uhr",
    "um 9 Uhr 30",
    "dès 18h00",
    "à 9h30",
    "à 9 h avec",
    "dès 17 heures.",
    "à 9 heures 30",
    "from 6 pm",
    "at 6 PM",
    "at 6:00 p.m.;",
    "at 8:00 a.m.",
    "from 11 am",
    "at 330 p.m.",
    "around 3ish pm",
    "at 3 o'clock pm",
    "alle 18",
    "alle 9.30",
    "Alle 12.30",
    "at 09:00",
    "18:30h/19:00h",
    "from 6 to 10 pm",
    "3:30-6 p.m.",
    "13.30 bis 17.00 Uhr",
    "tonight at 8:30",
    "ab 18Uhr",
    "AB 18 UHR",
    "à 19 h 30",
]


@pytest.mark.parametrize("text", WRITTEN)
def test_digit_forms_round_trip(text):
    for mention in recognize_times(text):
        assert not mention.twelve_hour_ambiguous
        assert format_time(mention.value, mention.style, mention.lang or "en") == mention.text


def test_round_trip_on_every_time_of_the_development_corpus(shared_dir):
    cases = [
        json.loads(line)
        for line in (shared_dir / "corpus" / "dev-verify.jsonl")
        .read_text(encoding="utf-8")
        .splitlines()
    ]
    checked = 0
    for case in cases:
        for mention in recognize_times(case["text"]):
            if any(char.isdigit() for char in mention.text) and not mention.twelve_hour_ambiguous:
                written = format_time(mention.value, mention.style, mention.lang or case["lang"])
                assert written == mention.text, (case["id"], mention)
                checked += 1
    assert checked > 150


# Styles a corrector may write, with a cue that makes the written time readable on its own.
READABLE_STYLES = [
    ("HH:mm", "en", "at "),
    ("H:mm", "en", "at "),
    ("H.mm' Uhr'", "de", "um "),
    ("H' Uhr'", "de", "um "),
    ("H'h'mm", "fr", "à "),
    ("H'h'", "fr", "à "),
    ("H' heures'", "fr", "à "),
    ("h:mm a", "en", "at "),
    ("h a", "en", "at "),
    ("h a.m.", "en", "at "),
    ("H.mm", "it", "alle "),
    ("H", "it", "alle ore "),
    (CANONICAL_STYLE, "en", "from "),
    ("", "de", "ab "),
]


@given(
    st.sampled_from(READABLE_STYLES),
    st.integers(min_value=0, max_value=23),
    st.sampled_from([0, 5, 15, 30, 45, 59]),
)
def test_written_times_read_back(style_case, hour, minute):
    style, lang, cue = style_case
    value = T(hour, minute)
    written = format_time(value, style, lang)
    mentions = recognize_times(f"Wir sehen uns {cue}{written}.")
    assert [m.value for m in mentions] == [value], written
