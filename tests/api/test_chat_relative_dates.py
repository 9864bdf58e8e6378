"""Relative dates resolve the same way in all four languages, from the day the message arrives,
and the reply states the weekday and date it resolved to."""

import datetime as dt

import pytest
from django.utils import timezone

URL = "/api/v1/chat"
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


@pytest.mark.django_db
def test_next_weekday_is_that_day_of_next_week_in_every_language(api_client, demo_venue):
    today = timezone.localdate()

    read = dates_read(api_client, NEXT)

    assert len(set(read.values())) == 1, read
    value = read["en"]
    assert value.weekday() == 4
    next_monday = today + dt.timedelta(days=7 - today.weekday())
    assert next_monday <= value < next_monday + dt.timedelta(days=7)


@pytest.mark.django_db
def test_this_weekday_is_the_coming_one_in_every_language(api_client, demo_venue):
    today = timezone.localdate()

    read = dates_read(api_client, THIS)

    assert len(set(read.values())) == 1, read
    value = read["en"]
    assert value.weekday() == 4
    assert today <= value < today + dt.timedelta(days=7)


@pytest.mark.django_db
def test_tomorrow_is_the_day_after_the_venues_today_in_every_language(api_client, demo_venue):
    read = dates_read(api_client, TOMORROW)

    assert set(read.values()) == {timezone.localdate() + dt.timedelta(days=1)}
