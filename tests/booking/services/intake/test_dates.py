"""Intake: dates, relative dates and dates in the past.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich, against the demo venue's rooms,
features and products, read from its files (reading.demo_catalog), without a database.
"""

import datetime as dt

import pytest

from tests.booking.services.intake.reading import read

# -- dates ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Is the Atelier free next Friday?", "2027-03-19"),
        ("Is the Atelier free this Friday?", "2027-03-12"),
        ("Is the Atelier free on Friday of next week?", "2027-03-19"),
        ("Is the Atelier free tomorrow?", "2027-03-10"),
        ("Is the Atelier free in 3 days?", "2027-03-12"),
        ("Is the Atelier free on the 20th?", "2027-03-20"),
        ("Ist das Atelier morgen frei?", "2027-03-10"),
        ("Ist das Atelier übermorgen frei?", "2027-03-11"),
        ("Ist das Atelier in zwei Wochen frei?", "2027-03-23"),
        ("Ist das Atelier am Freitag nächste Woche frei?", "2027-03-19"),
        ("L'Atelier est-il libre demain ?", "2027-03-10"),
        # "next" and a weekday is that day of next week in every language, "this" the coming one.
        ("L'Atelier est-il libre samedi prochain ?", "2027-03-20"),
        ("L'Atelier est-il libre ce samedi ?", "2027-03-13"),
        ("Ist das Atelier nächsten Freitag frei?", "2027-03-19"),
        ("Ist das Atelier am nächsten Freitag frei?", "2027-03-19"),
        ("Ist das Atelier diesen Freitag frei?", "2027-03-12"),
        ("L'Atelier est-il libre vendredi prochain ?", "2027-03-19"),
        ("L'Atelier è libero questo venerdì?", "2027-03-12"),
        ("L'Atelier è libero il prossimo venerdì?", "2027-03-19"),
        ("L'Atelier est-il libre dans 3 jours ?", "2027-03-12"),
        ("L'Atelier est-il libre mardi de la semaine prochaine ?", "2027-03-16"),
        ("L'Atelier è libero domani?", "2027-03-10"),
        ("L'Atelier è libero venerdì prossimo?", "2027-03-19"),
        ("L'Atelier è libero tra 3 giorni?", "2027-03-12"),
    ],
)
def test_relative_dates_count_from_the_day_received(text, expected):
    assert read(text).update.date == dt.date.fromisoformat(expected)


def test_the_day_received_is_the_day_the_caller_gives():
    intake = read("Is the Seesicht free tomorrow?", received_on=dt.date(2027, 3, 9))

    assert intake.received_on == dt.date(2027, 3, 9)
    assert intake.update.date == dt.date(2027, 3, 10)


def test_a_time_for_the_day_received_is_refused():
    with pytest.raises(TypeError):
        read("Is the Seesicht free tomorrow?", received_on=dt.datetime(2027, 3, 9, 23, 30))


def test_a_past_date_is_kept_and_said_to_be_past():
    intake = read("Can we book the Atelier on 3 March 2027?")

    assert intake.update.date == dt.date(2027, 3, 3)
    assert intake.date_is_past
    assert intake.date_written == "3 March 2027"


def test_yesterday_is_past():
    intake = read("We wanted to come yesterday, sorry.")

    assert intake.update.date == dt.date(2027, 3, 8)
    assert intake.date_is_past


def test_todays_and_later_dates_are_not_past():
    assert not read("Is the Atelier free today?").date_is_past
    assert not read("Is the Atelier free on 10 March 2027?").date_is_past


def test_a_date_without_year_says_its_year_was_inferred():
    """Written six days after 3 March, "3 March" is read as the next one, in 2028."""
    intake = read("Can we book the Atelier on 3 March?")

    assert intake.update.date == dt.date(2028, 3, 3)
    assert intake.year_inferred
    assert not intake.date_is_past
    assert not read("Can we book the Atelier on 3 March 2028?").year_inferred
    assert not read("Can we book the Atelier tomorrow?").year_inferred


def test_the_date_replaced_is_not_the_date_asked_for():
    assert read("Instead of 12 May, could we come on 14 May?").update.date == dt.date(2027, 5, 14)
    assert read("Nicht am 12. Mai, sondern am 14. Mai.").update.date == dt.date(2027, 5, 14)


def test_a_value_after_au_lieu_de_or_invece_di_is_replaced():
    assert read("Au lieu de 9 heures, à 10 heures.").update.start_time == dt.time(10)
    assert read("Au lieu de 30 personnes, 40 personnes.").update.participants == 40
    assert read("Invece di 30 persone, 40 persone.").update.participants == 40


def test_a_number_read_as_a_day_and_as_a_time_is_the_time():
    update = read("Possiamo arrivare verso le 19?").update

    assert (update.date, update.start_time) == (None, dt.time(19))


@pytest.mark.parametrize(
    "text",
    [
        "next week Friday",
        "Is the Atelier free next week on Friday?",
        "nächste Woche Freitag",
        "nächste Woche am Freitag",
        "la semaine prochaine vendredi",
        "la prossima settimana venerdì",
    ],
)
def test_a_weekday_after_next_week_is_that_day_of_next_week(text):
    """Read on Tuesday 9 March: this week's Friday is the 12th, next week's the 19th."""
    assert read(text).update.date == dt.date(2027, 3, 19)


def test_a_lone_weekday_is_the_next_one():
    assert read("Is the Atelier free on Friday?").update.date == dt.date(2027, 3, 12)
    assert read("Is the Atelier free next week? Friday would suit.").update.date == dt.date(
        2027, 3, 12
    )


def test_next_week_friday_is_written_as_the_client_wrote_it():
    assert read("Can we come next week Friday?").date_written == "next week Friday"


def test_a_next_week_weekday_replaced_is_not_asked_for():
    update = read("Instead of next week Friday, could we come on Monday 22 March?").update

    assert update.date == dt.date(2027, 3, 22)


def test_a_message_without_a_date_states_none():
    assert read("Thank you, see you soon! 079 123 45 67, 8001 Zürich").update.date is None


# -- named days --------------------------------------------------------------------------------------
# Read on Tuesday 9 March 2027: Easter 2027 is on 28 March, Pentecost on 16 May.


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Is the Atelier free on Christmas Eve?", "2027-12-24"),
        ("Könnten wir das Atelier an Heiligabend mieten?", "2027-12-24"),
        ("Nous aimerions réserver l'Atelier pour la Saint-Sylvestre.", "2027-12-31"),
        ("Vorremmo l'Atelier per Ferragosto, per 20 persone.", "2027-08-15"),
        ("Ist das Atelier am Pfingstmontag frei?", "2027-05-17"),
        ("Is the Atelier free three days after Easter?", "2027-03-31"),
        ("L'Atelier est-il libre le lundi de Pâques ?", "2027-03-29"),
        ("Avete la sala libera a Capodanno 2029?", "2029-01-01"),
    ],
)
def test_a_named_day_is_the_date_when_no_other_is_given(text, expected):
    assert read(text).update.date == dt.date.fromisoformat(expected)


def test_a_written_date_comes_before_a_named_day():
    text = "For our Christmas party on 10 December, is the Atelier free?"

    assert read(text).update.date == dt.date(2027, 12, 10)


@pytest.mark.parametrize(
    "text",
    [
        "Do you still offer the Christmas menu? We are 20 people.",
        "Wir planen eine Weihnachtsfeier für 30 Personen.",
        "Pouvez-vous nous envoyer le menu de Noël ?",
        "Avete ancora il Pasqualino nel menu?",
        "Could you add Easter eggs to the coffee break?",
    ],
)
def test_an_event_named_after_a_holiday_states_no_date(text):
    assert read(text).update.date is None


# -- weekday abbreviations and days written as number words ------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Sat.", "2027-03-13"),
        ("gio", "2027-03-11"),
        ("Geht es am Do. um 18 Uhr?", "2027-03-11"),
        ("L'Atelier est-il libre ven., vers 18 h ?", "2027-03-12"),
        ("L'Atelier est-il libre du treize au 15 juillet ?", "2027-07-13"),
        ("Vorremmo l'Atelier dal tre al cinque maggio.", "2027-05-03"),
        ("Ist das Atelier vom dritten bis fünften Mai frei?", "2027-05-03"),
        ("Is the Atelier free from the third to the fifth of May?", "2027-05-03"),
    ],
)
def test_abbreviated_weekdays_and_day_words(text, expected):
    assert read(text).update.date == dt.date.fromisoformat(expected)


@pytest.mark.parametrize(
    "text",
    [
        "We sat down and chose the Atelier.",
        "Do you have a projector?",
        "Nous voulons une vue sur la mer.",
        "Is the Atelier big enough for from three to five groups?",
    ],
)
def test_words_like_abbreviations_or_numbers_state_no_date(text):
    assert read(text).update.date is None
