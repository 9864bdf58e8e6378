"""intake.written: values read as written, and look-alikes that are no value stay untouched."""

import datetime as dt

import pytest

from booking.services.intake import message_read
from tests.booking.services.intake.reading import demo_catalog

RECEIVED = dt.date(2026, 11, 25)


def read(text):
    return message_read(text=text, received_on=RECEIVED, catalog=demo_catalog())


@pytest.mark.parametrize(
    ("text", "detail", "reason"),
    [
        ("Room for 30 on 31.12.9999 at 18:00", "date", "date_out_of_range"),
        ("Room for 30 on 12.03.2208 at 18:00", "date", "date_out_of_range"),
        ("Room for 30 on 01.01.1899 at 18:00", "date", "date_out_of_range"),
        ("Room for 30 on 12.03.20277 at 18:00", "date", "date_out_of_range"),
        ("Room for 30 on 2032-03-12 at 18:00", "date", "date_out_of_range"),
        ("Raum für 30 am 32.03.2027 um 18 Uhr", "date", "date_invalid"),
        ("Raum für 30 am 29.02.2027 um 18 Uhr", "date", "date_invalid"),
        ("Salle pour 30 le 12.13.2027 à 18h", "date", "date_invalid"),
        ("Salle pour 30 le 31 avril 2027 à 18h", "date", "date_invalid"),
        ("Sala per 30 il 30 febbraio 2027 alle 18", "date", "date_invalid"),
        ("Sala per 30 il 2027-02-30 alle 18", "date", "date_invalid"),
        ("Room for 30 on 12 March 2027 at 25:00", "time", "time_invalid"),
        ("Room for 30 on 12 March 2027 at 18:61", "time", "time_invalid"),
        ("Salle pour 30 le 12 mars 2027 à 24h30", "time", "time_invalid"),
        ("Room for 30 on 12 March 2027 at 1\u202e8:00", "time", "value_hidden"),
        ("Room for 30 on 1\u202e2 March 2027 at 18:00", "date", "value_hidden"),
        ("Room for 3\u202e0 on 12 March 2027 at 18:00", "participants", "value_hidden"),
        ("Room for 30 on 12 March 2027 from 23:00 to 18:00", "end", "end_before_start"),
        ("Room for 30 on 12 March 2027 from 18:00 to 18:00", "end", "end_before_start"),
    ],
)
def test_a_value_not_readable_as_written_is_unclear_and_not_taken(text, detail, reason):
    intake = read(text)

    assert (detail, reason) in intake.unclear
    field = {"date": "date", "time": "start_time", "end": "end_time"}.get(detail, "participants")
    assert getattr(intake.update, field) is None
    assert field in intake.update.cleared


@pytest.mark.parametrize(
    ("text", "date", "start", "participants"),
    [
        (
            "Room for 30 on 12.03.2027 at 18:00, projector 16:9, scale 1:100",
            "2027-03-12",
            "18:00",
            30,
        ),
        ("Room for 30 on 10/31/2027 at 18:00", "2027-10-31", "18:00", 30),
        ("Room for 30 on 12.03.27 at 18:00, our IP is 192.168.1.10", "2027-03-12", "18:00", 30),
        ("Raum für 30 am 12.03.2027 um 18 Uhr, Budget CHF 1'200.00", "2027-03-12", "18:00", 30),
        ("Salle pour 30 personnes le 12 mars 2031 à 18h", "2031-03-12", "18:00", 30),
        ("Sala per 30 persone il 12.03.2027 dalle 18 a mezzanotte", "2027-03-12", "18:00", 30),
        ("Room for 3\u200b0 on 1\u200b2.03.2027 at 1\u200b8:00", "2027-03-12", "18:00", 30),
        ("Room for 30 on 12.03.2027 at 18\u00ad:00", "2027-03-12", "18:00", 30),
    ],
)
def test_look_alikes_and_zero_width_characters_leave_the_values_as_they_show(
    text, date, start, participants
):
    intake = read(text)

    assert intake.unclear == ()
    assert intake.update.date == dt.date.fromisoformat(date)
    assert intake.update.start_time == dt.time.fromisoformat(start)
    assert intake.update.participants == participants


def test_midnight_ends_a_day_and_is_no_end_before_the_start():
    intake = read("Room for 30 on 12.03.2027 from 18:00 until midnight")

    assert intake.unclear == ()
    assert intake.update.end_time == dt.time(0)
