"""The role an issue's evidence is read in, for every layout a reply is written in."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from safety.evidence import ROLES, evidence_role

VALUES = ["9 June 2027", "9. Juni 2027", "18:00", "18h00", "CHF 1'250.00", "Salon Rose", "40"]
LABELS = ["Date", "Datum", "Data", "Heure", "Uhrzeit", "Ora", "Total", "Prix total", "Teilnehmende"]
BULLETS = ["-", "*", "•", "–", "1.", "2)", "a)"]

# (layout, role): {label} and {bullet} are filled from the lists above, {value} is the value.
LAYOUTS = [
    ("{label}: {value}", "label"),
    ("**{label}:** {value}", "label"),
    ("**{label}**: {value}", "label"),
    ("{bullet} {label}: {value}", "label"),
    ("{bullet} **{label}:** {value}", "label"),
    ("| {label} | {value} |", "table_cell"),
    ("| {value} | {label} |", "table_cell"),
    ("{bullet} {value}", "list_item"),
    ("{bullet} {value} ({label})", "list_item"),
    ("## {value}", "heading"),
    ("We look forward to welcoming you: the {label} is {value}.", "sentence"),
    ("Wir freuen uns auf {value}.", "sentence"),
    ("{label}: nous vous attendons le {value}.", "sentence"),
    ("Il {label} è {value}, grazie!", "sentence"),
]
FRAMES = ["{line}", "Dear Ms Meier,\n\n{line}\n\nKind regards", "Grazie.\n{line}\n"]


@given(
    layout=st.sampled_from(LAYOUTS),
    value=st.sampled_from(VALUES),
    label=st.sampled_from(LABELS),
    bullet=st.sampled_from(BULLETS),
    frame=st.sampled_from(FRAMES),
)
def test_the_role_is_read_from_the_line_the_value_stands_on(layout, value, label, bullet, frame):
    written, role = layout
    line = written.format(label=label, value=value, bullet=bullet)
    text = frame.format(line=line)
    start = text.index(line) + line.index(value)

    assert evidence_role(text, (start, start + len(value))) == role


@pytest.mark.parametrize(
    "line,value",
    [
        ("Note: we meet at 18:00 on the terrace.", "18:00"),  # a label, then a sentence
        ("Tel. 044 215 41 87", "044 215 41 87"),  # an abbreviation, no label
        ("Is the date 9 June 2027: right?", "9 June 2027"),
        ("Von 18:00: Apéro", "18:00"),  # a time's colon is no label's
    ],
)
def test_prose_with_a_colon_or_a_full_stop_is_a_sentence(line, value):
    start = line.index(value)

    assert evidence_role(line, (start, start + len(value))) == "sentence"


def test_every_role_is_listed():
    assert set(ROLES) == {role for _, role in LAYOUTS}
