"""Intake: the group size, and numbers that count something else.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich, against the demo venue's rooms,
features and products, read from its files (reading.demo_catalog), without a database.
"""

import pytest

from tests.booking.services.intake.reading import read

# -- participants -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("make it 40 people", 40),
        ("we will be 25 people", 25),
        ("a group of 30", 30),
        ("fifty guests", 50),
        ("40 pax", 40),
        ("wir sind 25 Personen", 25),
        ("eine Gruppe von 30 Personen", 30),
        ("Teilnehmerzahl: 30", 30),
        ("nous serons 12 personnes", 12),
        ("trente personnes", 30),
        ("siamo 15 persone", 15),
        ("numero di partecipanti: 15", 15),
    ],
)
def test_head_counts_are_participants(text, expected):
    assert read(text).update.participants == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("make it 40", 40),
        ("Could you make it 40?", 40),
        ("make it forty-five", 45),
        ("make it 40 instead of 30", 40),
        ("we're 25, thanks", 25),
        ("we'll be about 40", 40),
        ("We will be 12 of us.", 12),
        ("wir sind 25", 25),
        ("Wir sind ca. 25.", 25),
        ("Jetzt sind wir 30", 30),
        ("wir werden 25 sein", 25),
        ("wir sind zwölf", 12),
        ("nous serons 12", 12),
        ("nous sommes environ trente", 30),
        ("on est 8, merci", 8),
        ("siamo in 20", 20),
        ("siamo in dodici", 12),
        ("saremo 15 in totale", 15),
        ("we are 40-50", 50),
        ("wir sind 40 - 50", 50),
        ("make it 7", 7),
    ],
)
def test_a_bare_number_after_a_group_cue_is_the_group_size(text, expected):
    assert read(text).update.participants == expected


@pytest.mark.parametrize(
    "text",
    [
        "make it 40 francs",
        "make it 40 CHF",
        "make it 12:30",
        "make it 7 pm",
        "make it 14 March",
        "make it 3h",
        "we are 2 days late",
        "we are 18 years old",
        "we are 40%",
        "we are 40-50 minutes away",
        "make it 40-50 CHF",
        "we are 3 companies",
        "we are one team",
        "wir sind 25 Minuten zu spät",
        "wir sind 2 Firmen",
        "wir sind am 25. März da",
        "Bitte für 40.",
        "für 40 Franken",
        "Wir sind 25.3. angereist",
        "nous serons là à 12 h",
        "nous serons 12 h sur place",
        "nous sommes le 12",
        "nous serons 2 jours",
        "siamo in 20 minuti",
        "siamo in ritardo di 20",
        "saremo 3 giorni",
        "siamo in 2 aziende",
    ],
)
def test_a_bare_number_that_measures_something_else_is_no_group_size(text):
    assert read(text).update.participants is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("for 40-50 people", 50),
        ("40–50 Personen", 50),
        ("entre 40-50 personnes", 50),
        ("40 - 50 persone", 50),
        ("40-50 additional guests", 50),
        ("for 40 to 50 people", 50),
        ("zwischen 40 und 50 Personen", 50),
    ],
)
def test_a_range_of_people_is_its_upper_end(text, expected):
    assert read(text).update.participants == expected


@pytest.mark.parametrize("text", ["18-22 Uhr", "3-4 rooms", "for 40-50 francs", "2027-0408"])
def test_a_range_of_something_else_is_no_group_size(text):
    assert read(text).update.participants is None


def test_a_group_size_replaced_is_not_asked_for():
    assert read("Instead of 30-40 people, make it 60.").update.participants == 60


def test_a_capacity_is_not_the_group_size():
    intake = read("The Salon Rose holds up to 60 people, right? We are 35 guests.")

    assert intake.update.participants == 35
