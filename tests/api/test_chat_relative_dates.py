"""Relative dates resolve the same way in all four languages, from the day the message arrives,
and the reply states the weekday and date it resolved to."""

import datetime as dt
from zoneinfo import ZoneInfo

import pytest

URL = "/api/v1/chat"
ZURICH = ZoneInfo("Europe/Zurich")
WEEKDAY = {"en": "Friday", "de": "Freitag", "fr": "vendredi", "it": "venerdì"}
NEXT = {
    "en": "A room for 20 people next Friday from 18:00 to 22:00?",
    "de": "Ein Raum für 20 Personen nächsten Freitag von 18 bis 22 Uhr?",
    "fr": "Une salle pour 20 personnes vendredi prochain de 18h à 22h ?",
    "it": "Una sala per 20 persone venerdì prossimo dalle 18 alle 22?",
}
THIS = {
    "en": "A room for 20 people this Friday from 18:00 to 22:00?",
    "de": "Ein Raum für 20 Personen diesen Freitag von 18 bis 22 Uhr?",
    "fr": "Une salle pour 20 personnes ce vendredi de 18h à 22h ?",
    "it": "Una sala per 20 persone questo venerdì dalle 18 alle 22?",
}
TOMORROW = {
    "en": "A room for 20 people tomorrow from 18:00 to 22:00?",
    "de": "Ein Raum für 20 Personen morgen von 18 bis 22 Uhr?",
    "fr": "Une salle pour 20 personnes demain de 18h à 22h ?",
    "it": "Una sala per 20 persone domani dalle 18 alle 22?",
}


def dates_read(api_client, messages) -> dict[str, dt.date]:
    read = {}
    for lang, message in messages.items():
        body = api_client.post(URL, {"message": message}, format="json").json()
        assert body["verification"]["ok"] is True
        value = dt.date.fromisoformat(body["request"]["date"])
        read[lang] = value
        if messages is not TOMORROW:
            assert WEEKDAY[lang] in body["reply"]  # the weekday resolved to is stated
        assert f" {value.day}" in body["reply"] and str(value.year) in body["reply"]
    return read


# One calendar week, Monday 16 to Sunday 22 November 2026, each day with the Friday "next Friday"
# and "this Friday" name when the message arrives that morning at the venue.
WEEK = {
    dt.date(2026, 11, 16): (dt.date(2026, 11, 27), dt.date(2026, 11, 20)),
    dt.date(2026, 11, 17): (dt.date(2026, 11, 27), dt.date(2026, 11, 20)),
    dt.date(2026, 11, 18): (dt.date(2026, 11, 27), dt.date(2026, 11, 20)),
    dt.date(2026, 11, 19): (dt.date(2026, 11, 27), dt.date(2026, 11, 20)),
    dt.date(2026, 11, 20): (dt.date(2026, 11, 27), dt.date(2026, 11, 20)),  # a Friday: today
    dt.date(2026, 11, 21): (dt.date(2026, 11, 27), dt.date(2026, 11, 27)),
    dt.date(2026, 11, 22): (dt.date(2026, 11, 27), dt.date(2026, 11, 27)),
}
DAYS = [pytest.param(day, id=f"{day:%a}") for day in WEEK]


def arrive_on(time_machine, day: dt.date) -> None:
    time_machine.move_to(dt.datetime.combine(day, dt.time(9, 30), tzinfo=ZURICH))


@pytest.mark.django_db
@pytest.mark.parametrize("day", DAYS)
def test_next_weekday_is_that_day_of_next_week_in_every_language(
    api_client, demo_venue, time_machine, day
):
    arrive_on(time_machine, day)

    read = dates_read(api_client, NEXT)

    assert set(read.values()) == {WEEK[day][0]}, read


@pytest.mark.django_db
@pytest.mark.parametrize("day", DAYS)
def test_this_weekday_is_the_coming_one_or_today_in_every_language(
    api_client, demo_venue, time_machine, day
):
    arrive_on(time_machine, day)

    read = dates_read(api_client, THIS)

    assert set(read.values()) == {WEEK[day][1]}, read


@pytest.mark.django_db
@pytest.mark.parametrize("day", DAYS)
def test_tomorrow_is_the_day_after_the_venues_today_in_every_language(
    api_client, demo_venue, time_machine, day
):
    arrive_on(time_machine, day)

    read = dates_read(api_client, TOMORROW)

    assert set(read.values()) == {day + dt.timedelta(days=1)}, read
