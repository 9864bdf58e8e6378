"""Turns through POST /api/v1/chat that read follow-ups and context right: a quoted header gives
nothing, a weekday alone stays in the held week, "an hour earlier" shifts the held times, and an
approximate group size is said to be approximate in the reply."""

import datetime as dt

import pytest
from django.utils import timezone

from tests.api.chat_turns import LANGS, OPENING, YEAR
from tests.api.chat_turns import ask as chat_turn

HELD = {
    "date": f"{YEAR}-08-08",
    "start_time": "18:00",
    "end_time": "22:00",
    "participants": 30,
    "rooms": [],
    "products": [],
    "features": [],
}
QUOTED = {
    "en": "On Mon, 2 Aug {year} at 09:12, Events <events@venue.example> wrote:\n"
    "> We can offer 12 August at 10:00 for 50 people.",
    "de": "Am 02.08.{year} um 09:12 schrieb Events <events@venue.example>:\n"
    "> Wir können den 12. August um 10:00 für 50 Personen anbieten.",
    "fr": "Le lun. 2 août {year} à 09:12, Events <events@venue.example> a écrit :\n"
    "> Nous pouvons proposer le 12 août à 10h pour 50 personnes.",
    "it": "Il giorno lun 2 ago {year} alle ore 09:12 Events <events@venue.example> ha scritto:\n"
    "> Possiamo offrire il 12 agosto alle 10 per 50 persone.",
}
FRIDAY = {"en": "Friday instead?", "de": "Lieber Freitag?", "fr": "Plutôt vendredi ?",
          "it": "Venerdì invece?"}  # fmt: skip
EARLIER = {"en": "An hour earlier, please.", "de": "Eine Stunde früher, bitte.",
           "fr": "Une heure plus tôt, svp.", "it": "Un'ora prima, grazie."}  # fmt: skip
ABOUT = {"en": "We'll be about 20.", "de": "Wir sind etwa 20.", "fr": "Nous serons une vingtaine.",
         "it": "Saremo una ventina."}  # fmt: skip
APPROXIMATE_NOTE = {"en": "approximate number", "de": "ungefähre Teilnehmerzahl",
                    "fr": "nombre approximatif", "it": "numero approssimativo"}  # fmt: skip


def ask(api_client, message, conversation=None):
    return chat_turn(api_client, message, conversation, no_fallback=True)


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_quoted_header_and_message_give_nothing(api_client, demo_venue, lang):
    answer = ask(api_client, f"{OPENING[lang]}\n\n{QUOTED[lang].format(year=YEAR)}")
    assert answer["request"] == HELD


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_weekday_alone_is_that_day_of_the_held_week(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]
    held = dt.date(YEAR, 8, 8)
    friday = held - dt.timedelta(days=held.weekday()) + dt.timedelta(days=4)

    second = ask(api_client, FRIDAY[lang], conversation)

    assert second["request"] == HELD | {"date": friday.isoformat()}
    assert {"value": friday.isoformat(), "required": True} in second["facts"]["dates"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_an_hour_earlier_shifts_the_held_times(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]

    second = ask(api_client, EARLIER[lang], conversation)

    assert second["request"] == HELD | {"start_time": "17:00", "end_time": "21:00"}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_an_approximate_group_size_is_called_approximate(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]

    second = ask(api_client, ABOUT[lang], conversation)

    assert second["request"] == HELD | {"participants": 20}
    assert APPROXIMATE_NOTE[lang] in second["reply"]
    exact = ask(api_client, OPENING[lang])
    assert APPROXIMATE_NOTE[lang] not in exact["reply"]


# A day period without a clock time: the venue's rate hours (demo venue: half-day rates cover
# 5 hours within 07:00-18:00, the evening rate 17:00 to midnight).
PERIODS = {
    "en": [("in the evening", "17:00", "00:00", "our evening hours"),
           ("for a half-day in the morning", "07:00", "12:00", "our morning hours"),
           ("in the afternoon", "13:00", "18:00", "our afternoon hours")],
    "de": [("am Abend", "17:00", "00:00", "genannten Abend"),
           ("einen halben Tag am Vormittag", "07:00", "12:00", "genannten Vormittag"),
           ("am Nachmittag", "13:00", "18:00", "genannten Nachmittag")],
    "fr": [("en soirée", "17:00", "00:00", "(soirée)"),
           ("une demi-journée le matin", "07:00", "12:00", "(matinée)"),
           ("l'après-midi", "13:00", "18:00", "(après-midi)")],
    "it": [("di sera", "17:00", "00:00", "(sera)"),
           ("mezza giornata di mattina", "07:00", "12:00", "(mattina)"),
           ("nel pomeriggio", "13:00", "18:00", "(pomeriggio)")],
}  # fmt: skip
DAY = {
    "en": "Hello, a room for 30 people on 8 August {year} {period} please.",
    "de": "Guten Tag, einen Raum für 30 Personen am 8. August {year} {period} bitte.",
    "fr": "Bonjour, une salle pour 30 personnes le 8 août {year} {period} svp.",
    "it": "Buongiorno, una sala per 30 persone l'8 agosto {year} {period}.",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(3))
def test_a_day_period_is_the_venues_rate_window_and_said(api_client, demo_venue, lang, index):
    period, start, end, said = PERIODS[lang][index]

    answer = ask(api_client, DAY[lang].format(year=YEAR, period=period))

    assert answer["request"] == HELD | {"start_time": start, "end_time": end}
    assert said in answer["reply"]


@pytest.mark.django_db
def test_a_group_size_before_a_day_period_is_no_hour(api_client, demo_venue):
    """ "for 20 tomorrow evening": 20 people, the evening window; never a start at 20:00."""
    tomorrow = timezone.localdate() + dt.timedelta(days=1)
    answer = ask(api_client, "A room for 20 tomorrow evening?")
    assert answer["request"] == HELD | {
        "date": tomorrow.isoformat(),
        "participants": 20,
        "start_time": "17:00",
        "end_time": "00:00",
    }


@pytest.mark.django_db
def test_staff_see_in_the_inspector_what_was_read_as_context(api_client, demo_venue, admin_client):
    from booking.models import Reply

    quoted = QUOTED["en"].format(year=YEAR)
    answer = ask(api_client, f"{OPENING['en']}\n\n{quoted}")

    turn = Reply.objects.get(conversation_id=answer["conversation"]).turn
    page = admin_client.get(f"/inspector?conversation={answer['conversation']}").content.decode()

    assert [(part["kind"], part["text"]) for part in turn["context"]] == [
        ("quote", quoted.split("\n")[0]),
        ("contact", "events@venue.example"),
        ("quote", quoted.split("\n")[1]),
    ]
    assert "Read as context, not as the request" in page
    assert "quoted message: On Mon, 2 Aug" in page
    assert "quoted message: &gt; We can offer 12 August at 10:00" in page
