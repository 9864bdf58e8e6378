"""Catalog names are shown with the alias staff gave them in the client's language, the name
first ("Seesicht (Vue sur le lac)"), and the reply stays verified as written."""

import pytest

from booking.models import Alias, Event, Room
from tests.api.chat_turns import OPENING, YEAR
from tests.api.chat_turns import ask as chat_turn

FOR_15 = {
    "en": f"A room for 15 people on 8 August {YEAR} from 18:00 to 22:00?",
    "de": f"Ein Raum für 15 Personen am 8. August {YEAR} von 18 bis 22 Uhr?",
    "fr": f"Une salle pour 15 personnes le 8 août {YEAR} de 18h à 22h ?",
    "it": f"Una sala per 15 persone l'8 agosto {YEAR} dalle 18 alle 22?",
}
# How the demo venue's Seesicht is offered to 15 people: with the alias staff gave it in the
# client's language; German has none, so the name alone.
SEESICHT_LINE = {
    "en": "- Seesicht (Lake View), up to 20 people: CHF 950.00 (full-day rate)",
    "de": "- Seesicht (bis zu 20 Personen): CHF 950.00 (Tagespauschale)",
    "fr": "- Seesicht (Vue sur le lac), jusqu'à 20 personnes\u00a0: CHF 950.00 (tarif journée)",
    "it": "- Seesicht (Vista lago), fino a 20 persone: CHF 950.00 (tariffa giornaliera)",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_room_is_offered_with_its_alias_in_the_clients_language(api_client, demo_venue, lang):
    body = chat_turn(api_client, FOR_15[lang], clean=True)

    assert SEESICHT_LINE[lang] in body["reply"].split("\n")
    # The facts keep the name; the reply was sent as the template wrote it.
    assert {"value": "Seesicht", "required": True} in body["facts"]["rooms"]


@pytest.mark.django_db
def test_an_alias_of_the_names_own_words_is_not_shown(api_client, demo_venue):
    # The demo venue's Salon Rose has the English alias "Rose Salon".
    body = chat_turn(api_client, OPENING["en"], clean=True)
    assert "- Salon Rose (up to 60 people)" in body["reply"]
    assert "Rose Salon" not in body["reply"]


@pytest.mark.django_db
def test_an_alias_staff_add_is_in_the_next_reply_and_verified(api_client, demo_venue):
    room = Room.objects.get(name="Salon Rose")
    Alias.objects.create(text="Salon des roses", lang="fr", room=room)

    body = chat_turn(api_client, OPENING["fr"], clean=True)

    assert (
        "- Salon Rose (Salon des roses), jusqu'à 60 personnes\u00a0: CHF 1'200.00" in body["reply"]
    )


@pytest.mark.django_db
def test_a_quote_names_the_room_and_products_with_their_aliases(api_client, demo_venue):
    first = chat_turn(api_client, FOR_15["fr"], clean=True)

    body = chat_turn(
        api_client,
        "La Seesicht avec la pause-café, s'il vous plaît.",
        first["conversation"],
        clean=True,
    )

    reply = body["reply"]
    assert "Seesicht (Vue sur le lac)" in reply
    assert "- Kaffeepause (pause-café)\u00a0: 15 × CHF" in reply
    assert body["request"]["rooms"] == ["Seesicht"]
    assert body["request"]["products"] == ["Kaffeepause"]


@pytest.mark.django_db
def test_a_room_asked_for_as_the_reply_showed_it_is_held(api_client, demo_venue):
    first = chat_turn(api_client, OPENING["fr"], clean=True)
    assert "- Dachterrasse (terrasse sur le toit), jusqu'à 120 personnes" in first["reply"]

    held = chat_turn(
        api_client,
        "Pouvez-vous réserver la Dachterrasse (terrasse sur le toit) ? "
        "Je m'appelle Laura Meier, laura.meier@example.ch",
        first["conversation"],
        clean=True,
    )

    event = Event.objects.get(notes__contains=first["conversation"])
    assert (event.room.name, event.status) == ("Dachterrasse", Event.Status.OPTION)
    assert "Dachterrasse (terrasse sur le toit)" in held["reply"]
