"""Holding a room from the chat: asked for in a follow-up, the chat asks for a name and an
e-mail address, then holds the room as an option (or records a lead when the room was taken in
the meantime) and says what happens next; staff find the event in the admin."""

import datetime as dt

import pytest

from booking.models import Event, Room
from booking.services.chat_hold import NOTE
from tests.api.chat_turns import LANGS, OPENING, YEAR
from tests.api.chat_turns import ask as chat_turn
from tests.booking.factories import make_client, make_event


def ask(api_client, message, conversation=None, **extra):
    return chat_turn(api_client, message, conversation, clean=True, **extra)


ASK_HOLD = {
    "en": "Could you reserve the Salon Rose for us?",
    "de": "Bitte reservieren Sie den Salon Rose für uns.",
    "fr": "Pouvez-vous réserver le Salon Rose pour nous ?",
    "it": "Potete prenotare il Salon Rose per noi?",
}
CONTACT = {
    "en": "My name is Laura Meier, laura.meier@example.ch",
    "de": "Mein Name ist Laura Meier, laura.meier@example.ch",
    "fr": "Je m'appelle Laura Meier, laura.meier@example.ch",
    "it": "Mi chiamo Laura Meier, laura.meier@example.ch",
}
ASKS_CONTACT = {
    "en": "please send us your name and e-mail address",
    "de": "Ihren Namen und Ihre E-Mail-Adresse",
    "fr": "votre nom et votre adresse e-mail",
    "it": "il suo nome e il suo indirizzo e-mail",
}
HELD = {
    "en": "We have reserved Salon Rose for you as an option",
    "de": "Wir haben den Raum Salon Rose",
    "fr": "Nous avons réservé la salle Salon Rose en option pour vous",
    "it": "Abbiamo riservato la sala Salon Rose in opzione per lei",
}
# The frozen day is Wednesday 18 November 2026; the demo venue holds an option for 7 days.
HELD_UNTIL = {
    "en": "The option holds the room until Wednesday, 25 November 2026;",
    "de": "Die Option gilt bis Mittwoch, 25. November 2026;",
    "fr": "L'option est valable jusqu'au mercredi 25 novembre 2026 ;",
    "it": "L'opzione è valida fino a mercoledì 25 novembre 2026;",
}
PASSED_ON = {
    "en": "so we could not hold it",
    "de": "wir konnten ihn daher nicht für Sie reservieren",
    "fr": "nous n'avons donc pas pu la bloquer",
    "it": "non abbiamo potuto bloccarla",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_client_holds_a_room_as_an_option(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]

    asked = ask(api_client, ASK_HOLD[lang], conversation)
    assert ASKS_CONTACT[lang] in asked["reply"]
    assert not Event.objects.filter(notes=NOTE.format(id=conversation)).exists()

    held = ask(api_client, CONTACT[lang], conversation)

    assert HELD[lang] in held["reply"]
    assert HELD_UNTIL[lang] in held["reply"]
    assert "laura.meier@example.ch" not in held["reply"]
    event = Event.objects.get(notes=NOTE.format(id=conversation))
    assert event.status == Event.Status.OPTION
    assert event.option_until == dt.date(2026, 11, 25)
    assert (event.room.name, event.date.isoformat(), event.participants) == (
        "Salon Rose",
        f"{YEAR}-08-08",
        30,
    )
    assert (event.start_time.isoformat("minutes"), event.end_time.isoformat("minutes")) == (
        "18:00",
        "22:00",
    )
    assert (event.client.name, event.client.email) == ("Laura Meier", "laura.meier@example.ch")

    # The room is now held: another enquiry for the same window is not offered it.
    other = ask(api_client, OPENING[lang])
    assert "- Salon Rose (" not in other["reply"]
    # And a further message in the conversation places nothing twice.
    ask(api_client, CONTACT[lang], conversation)
    assert Event.objects.filter(notes=NOTE.format(id=conversation)).count() == 1


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_asking_and_contact_in_one_message_hold_at_once(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]

    held = ask(api_client, f"{ASK_HOLD[lang]} {CONTACT[lang]}", conversation)

    assert HELD[lang] in held["reply"]
    assert Event.objects.get(notes=NOTE.format(id=conversation)).status == Event.Status.OPTION


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_room_taken_meanwhile_is_recorded_as_a_lead_for_staff(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]
    ask(api_client, ASK_HOLD[lang], conversation)
    make_event(
        room=Room.objects.get(name="Salon Rose"),
        client=make_client("someone@example.ch"),
        date=dt.date(YEAR, 8, 8),
        start="17:00",
        end="23:00",
        participants=40,
        status=Event.Status.CONFIRMED,
    )

    answer = ask(api_client, CONTACT[lang], conversation)

    event = Event.objects.get(notes=NOTE.format(id=conversation))
    assert event.status == Event.Status.LEAD  # never another room the client did not choose
    assert event.room.name == "Salon Rose"
    assert PASSED_ON[lang] in answer["reply"]


ASK_ROOM = {
    "en": "Which of the rooms should we hold for you?",
    "de": "Welchen der Räume dürfen wir für Sie reservieren?",
    "fr": "Quelle salle souhaitez-vous que nous bloquions pour vous\u00a0?",
    "it": "Quale delle sale desidera che blocchiamo per lei?",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_hold_without_a_room_chosen_asks_which(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]
    message = {"en": "Please reserve it.", "de": "Bitte reservieren.",
               "fr": "Merci de réserver.", "it": "Vorremmo prenotare."}[lang]  # fmt: skip

    answer = ask(api_client, f"{message} {CONTACT[lang]}", conversation)

    assert ASK_ROOM[lang] in answer["reply"]
    assert not Event.objects.filter(notes=NOTE.format(id=conversation)).exists()

    held = ask(api_client, "Punkt.Null", conversation)
    assert Event.objects.get(notes=NOTE.format(id=conversation)).room.name == "Punkt.Null"
    assert "Punkt.Null" in held["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_first_message_that_says_book_asks_what_is_free(api_client, demo_venue, lang):
    message = {
        "en": f"We would like to book a room for 30 people on 8 August {YEAR} from 18:00 to "
        "22:00. Laura Meier, laura.meier@example.ch",
        "de": f"Wir möchten einen Raum für 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr "
        "buchen. Laura Meier, laura.meier@example.ch",
        "fr": f"Nous souhaitons réserver une salle pour 30 personnes le 8 août {YEAR} de 18h à "
        "22h. Laura Meier, laura.meier@example.ch",
        "it": f"Vorremmo prenotare una sala per 30 persone l'8 agosto {YEAR} dalle 18 alle 22. "
        "Laura Meier, laura.meier@example.ch",
    }[lang]

    body = ask(api_client, message)

    assert not Event.objects.filter(notes=NOTE.format(id=body["conversation"])).exists()
    assert "- Salon Rose (" in body["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_no_need_to_reserve_yet_holds_nothing(api_client, demo_venue, lang):
    conversation = ask(api_client, OPENING[lang])["conversation"]
    message = {
        "en": "No need to reserve yet, thanks. Laura Meier, laura.meier@example.ch",
        "de": "Bitte noch nicht reservieren. Laura Meier, laura.meier@example.ch",
        "fr": "Pas encore réserver, merci. Laura Meier, laura.meier@example.ch",
        "it": "Non ancora prenotare, grazie. Laura Meier, laura.meier@example.ch",
    }[lang]

    ask(api_client, message, conversation)

    assert not Event.objects.filter(notes=NOTE.format(id=conversation)).exists()
