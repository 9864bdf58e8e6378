"""Intake: a period named instead of a day is asked back, never guessed as a day.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich (tests/booking/services/intake/
reading.py). Expected first and last days are written by hand from the calendar of March 2027
(Monday 8, 15, 22; Friday 12, 19, 26) and the conventions of safety.lang.period_words.
"""

import datetime as dt

import pytest

from booking.services.intake.request import BookingRequest
from tests.booking.services.intake.reading import read

PERIOD = ("date", "date_period")


@pytest.mark.parametrize(
    ("text", "first", "last"),
    [
        (
            "We would like the Atelier for 30 people at the end of March.",
            "2027-03-21",
            "2027-03-31",
        ),
        ("Could we book a room for 12 in mid-April?", "2027-04-11", "2027-04-20"),
        ("Is a room free early next week for 20 guests?", "2027-03-15", "2027-03-17"),
        ("Wir möchten Anfang nächster Woche mit 20 Personen kommen.", "2027-03-15", "2027-03-17"),
        ("Wir planen ein Seminar Ende Mai für 40 Personen.", "2027-05-21", "2027-05-31"),
        ("Ist dieses Wochenende noch etwas frei?", "2027-03-12", "2027-03-14"),
        (
            "Nous aimerions venir le week-end prochain avec 25 personnes.",
            "2027-03-19",
            "2027-03-21",
        ),
        ("Une salle pour 15 personnes début avril, svp.", "2027-04-01", "2027-04-10"),
        ("Une salle pour la deuxième quinzaine d'avril ?", "2027-04-15", "2027-04-30"),
        ("Vorremmo una sala per 20 persone a metà aprile.", "2027-04-11", "2027-04-20"),
        ("Una sala per 30 persone quest'estate?", "2027-06-21", "2027-09-22"),
        ("Avete una sala libera a fine mese?", "2027-03-21", "2027-03-31"),
        # spans of days counted from the day received
        ("We need a room for 20 people in the next 3 days.", "2027-03-10", "2027-03-12"),
        ("Wir suchen in den nächsten zwei Tagen einen Raum.", "2027-03-10", "2027-03-11"),
        ("Une salle pour 20 personnes dans les 3 prochains jours ?", "2027-03-10", "2027-03-12"),
        ("Una sala per 20 persone nei prossimi tre giorni?", "2027-03-10", "2027-03-12"),
    ],
)
def test_a_period_without_a_day_is_asked_back_with_its_days(text, first, last):
    intake = read(text)

    assert PERIOD in intake.unclear
    assert intake.update.date is None
    assert "date" in intake.update.cleared
    assert intake.period is not None
    assert intake.period.start_date == dt.date.fromisoformat(first)
    assert intake.period.end_date == dt.date.fromisoformat(last)


@pytest.mark.parametrize(
    ("text", "date"),
    [
        ("On 28 March, at the end of the month, for 30 people.", "2027-03-28"),
        ("Am Freitag, 26. März, also Ende März, für 20 Personen.", "2027-03-26"),
        ("Le samedi 17 avril, à la mi-avril, pour 12 personnes.", "2027-04-17"),
        ("Il 20 aprile, a metà aprile, per 15 persone.", "2027-04-20"),
    ],
)
def test_a_day_named_with_a_period_wins(text, date):
    intake = read(text)

    assert intake.update.date == dt.date.fromisoformat(date)
    assert PERIOD not in intake.unclear
    assert intake.period is None


@pytest.mark.parametrize(
    "text",
    [
        "Please let us know by the end of the week.",
        "Bitte antworten Sie uns bis Ende Monat.",
        "Merci de nous répondre d'ici la fin du mois.",
        "La preghiamo di risponderci entro fine mese.",
        "We will stay until the end of the meeting; do you have a weekend rate?",
        "Ist das bis Ende der Veranstaltung möglich? Nach dem Ende der Veranstaltung gehen wir.",
    ],
)
def test_deadlines_and_distractors_ask_nothing_back(text):
    intake = read(text)

    assert PERIOD not in intake.unclear
    assert intake.period is None


def test_a_period_replaced_is_not_asked_back():
    intake = read("Instead of next weekend, could we come on Monday 22 March?")

    assert intake.update.date == dt.date(2027, 3, 22)
    assert PERIOD not in intake.unclear


def test_a_period_around_the_day_held_changes_nothing():
    held = BookingRequest(date=dt.date(2027, 3, 26), participants=30)

    intake = read("The end of March suits us well.", held=held)

    assert PERIOD not in intake.unclear
    assert "date" not in intake.update.cleared


def test_a_period_away_from_the_day_held_is_asked_back():
    held = BookingRequest(date=dt.date(2027, 3, 26), participants=30)

    intake = read("Could we move it to early May?", held=held)

    assert PERIOD in intake.unclear
    assert intake.period is not None
    assert intake.period.start_date == dt.date(2027, 5, 1)
