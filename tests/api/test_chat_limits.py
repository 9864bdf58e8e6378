"""A conversation's length is capped (FACTLOCK_CHAT_MAX_TURNS): past it, a 409 with a message;
options from the chat are capped per client address and per e-mail address in a day."""

import pytest

from booking.models import Event, Message
from booking.services.chat import CONVERSATION_TOO_LONG
from tests.api.chat_turns import LANGS, OPENING, URL, ask

pytestmark = pytest.mark.django_db


@pytest.fixture
def three_turns(settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "CHAT_MAX_TURNS": 3}


def send(api_client, message, conversation=None):
    body = {"message": message, **({"conversation": conversation} if conversation else {})}
    return api_client.post(URL, body, format="json")


def test_past_the_turns_a_conversation_is_409_with_a_message(api_client, demo_venue, three_turns):
    conversation = send(api_client, OPENING["en"]).json()["conversation"]
    for _ in range(2):
        assert send(api_client, "And with a projector?", conversation).status_code == 200
    refused = send(api_client, "And with a flipchart?", conversation)
    assert refused.status_code == 409
    message = CONVERSATION_TOO_LONG.format(limit=3)
    assert refused.json() == {"message": message, "extra": {"fields": {"conversation": [message]}}}
    assert Message.objects.filter(conversation=conversation).count() == 6  # nothing more stored
    # A new conversation is answered.
    assert send(api_client, OPENING["en"]).status_code == 200


def _hold(api_client, day: int, email: str):
    """A conversation that asks to hold the Salon Rose on `day` August and gives `email`."""
    opening = OPENING["en"].replace("8 August", f"{day} August")
    conversation = send(api_client, opening).json()["conversation"]
    send(api_client, "Could you reserve the Salon Rose for us?", conversation)
    reply = send(api_client, f"My name is Laura Meier, {email}", conversation).json()["reply"]
    return reply, Event.objects.get(notes=f"Held from the chat (conversation {conversation}).")


PASSED_ON = "We have passed your request for Salon Rose to our team"


def test_past_the_days_options_for_an_address_a_hold_is_passed_on(api_client, demo_venue, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "CHAT_HOLDS_PER_ADDRESS": 2}
    api_client.defaults["REMOTE_ADDR"] = "203.0.113.41"
    for day, email in ((10, "a1@example.ch"), (11, "a2@example.ch")):
        reply, event = _hold(api_client, day, email)
        assert event.status == Event.Status.OPTION, reply
    reply, event = _hold(api_client, 12, "a3@example.ch")
    assert PASSED_ON in reply
    assert event.status == Event.Status.LEAD  # staff have it; the room is not held
    # Another address still holds.
    api_client.defaults["REMOTE_ADDR"] = "203.0.113.42"
    assert _hold(api_client, 13, "a4@example.ch")[1].status == Event.Status.OPTION


def test_past_the_days_options_for_an_email_a_hold_is_passed_on(api_client, demo_venue, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "CHAT_HOLDS_PER_EMAIL": 1}
    api_client.defaults["REMOTE_ADDR"] = "203.0.113.51"
    assert _hold(api_client, 14, "same@example.ch")[1].status == Event.Status.OPTION
    api_client.defaults["REMOTE_ADDR"] = "203.0.113.52"
    reply, event = _hold(api_client, 15, "Same@Example.ch")
    assert PASSED_ON in reply and event.status == Event.Status.LEAD


PASSED_ON_IN = {
    "en": "We have passed your request for Salon Rose to our team",
    "de": "Ihre Anfrage für den Raum Salon Rose haben wir an unser Team weitergeleitet",
    "fr": "Nous avons transmis votre demande pour la salle Salon Rose à notre équipe",
    "it": "Abbiamo inoltrato la sua richiesta per la sala Salon Rose al nostro team",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_hold_passed_on_says_so_in_each_language_and_verifies(
    api_client, demo_venue, settings, lang
):
    from tests.api.test_chat_hold import ASK_HOLD, CONTACT

    settings.FACTLOCK = {**settings.FACTLOCK, "CHAT_HOLDS_PER_ADDRESS": 0}
    conversation = ask(api_client, OPENING[lang], clean=True)["conversation"]
    ask(api_client, ASK_HOLD[lang], conversation, clean=True)
    reply = ask(api_client, CONTACT[lang], conversation, clean=True)["reply"]
    assert PASSED_ON_IN[lang] in reply


def test_an_email_typed_in_the_chat_never_attaches_to_a_clients_record(api_client, demo_venue):
    from booking.models import Client
    from tests.booking.factories import make_client

    owner = make_client(email="laura.meier@example.ch")
    api_client.defaults["REMOTE_ADDR"] = "203.0.113.61"
    reply, event = _hold(api_client, 16, "Laura.Meier@example.ch")
    assert event.status == Event.Status.OPTION, reply
    assert event.client != owner and event.client.from_chat
    assert not Event.objects.filter(client=owner).exists()
    owner.refresh_from_db()
    assert (owner.name, owner.email, owner.from_chat) == (
        "Laura Meier",
        "laura.meier@example.ch",
        False,
    )
    assert Client.objects.filter(email__iexact="laura.meier@example.ch").count() == 2


def test_a_decomposed_message_is_read_as_written_composed(api_client, demo_venue):
    import unicodedata

    message = "Bonjour, une salle pour 30 personnes le 8 août {} de 18h à 22h svp, avec apéritif."
    message = message.format(OPENING["fr"].split("août ")[1][:4])
    composed = send(api_client, message).json()
    decomposed = send(api_client, unicodedata.normalize("NFD", message)).json()
    assert decomposed["request"] == composed["request"]
