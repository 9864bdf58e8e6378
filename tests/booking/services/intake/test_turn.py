"""intake.turn: one read of a client message gives everything the chat turn needs."""

import datetime as dt

import pytest

from booking.services.intake import IntakeCatalog
from booking.services.intake.hold import Contact
from booking.services.intake.turn import read_turn

TUESDAY = dt.date(2027, 3, 9)


def turn(text: str, **options):
    return read_turn(
        text=text, received_on=TUESDAY, catalog=IntakeCatalog(), default_lang="de", **options
    )


def test_one_read_gives_the_language_the_request_the_hold_and_the_contact():
    read = turn("Please reserve it for 30 people tomorrow. Laura Meier, laura.meier@example.ch")

    assert read.language.lang == "en"
    assert read.intake.update.participants == 30
    assert read.intake.update.date == dt.date(2027, 3, 10)
    assert read.asks_to_hold
    assert read.contact == Contact(name="Laura Meier", email="laura.meier@example.ch")
    assert read.about_a_hold
    assert read.consents  # an e-mail address accepts a waiting list offered


@pytest.mark.parametrize(
    ("text", "asks"),
    [("No need to reserve yet, thanks.", False), ("Bitte reservieren Sie den Raum.", True)],
)
def test_a_hold_is_asked_for_only_without_a_negation(text, asks):
    assert turn(text).asks_to_hold is asks


@pytest.mark.parametrize(
    ("text", "options", "lang", "unsupported"),
    [
        ("Hola, ¿tienen una sala para 20 personas?", {}, "de", True),  # the default answers
        ("Hola, ¿tienen una sala para 20 personas?", {"conversation_lang": "fr"}, "fr", True),
        ("40", {"conversation_lang": "it"}, "it", False),
        ("Can you answer in italiano?", {"conversation_lang": "en"}, "it", False),
        ("Bonjour", {"locale": "en-GB"}, "en", False),
    ],
)
def test_the_reply_language(text, options, lang, unsupported):
    language = turn(text, **options).language

    assert (language.lang, language.unsupported) == (lang, unsupported)


@pytest.mark.parametrize(
    ("text", "consents"),
    [("Ja gerne", True), ("Put us on the waiting list.", True), ("What else is free?", False)],
)
def test_a_waiting_list_is_accepted_by_a_yes_its_name_or_an_address(text, consents):
    assert turn(text).consents is consents
