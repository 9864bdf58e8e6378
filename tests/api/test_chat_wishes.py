"""Wishes in the client's words through the chat, on the demo venue: several items offered with
prices, one taken, none said so, unplaced ones asked back; names in the client's language; the
alternatives when nothing fits and the waiting list; what staff see of a hold from the chat."""

import datetime as dt
from decimal import Decimal

import pytest

from booking.models import Conversation, Event, Reply, Room
from booking.services.chat_waitlist import NOTE as WAITLIST_NOTE
from tests.api.chat_turns import LANGS, OPENING, YEAR, ask
from tests.booking.factories import make_client, make_event

DAY = dt.date(YEAR, 8, 8)
APERO = {"en": "an apéro afterwards", "de": "einen Apéro danach", "fr": "un apéritif après",
         "it": "un aperitivo dopo"}  # fmt: skip
PER_PERSON = {"en": "per person", "de": "pro Person", "fr": "par personne", "it": "a persona"}
NO_WIFI = {"en": "Wi-Fi", "de": "WLAN", "fr": "Wi-Fi", "it": "Wi-Fi"}
WIFI_WORD = {"en": "wifi", "de": "WLAN", "fr": "wifi", "it": "wifi"}
STAGE_ALIAS = {"en": "stage", "de": "Bühne", "fr": "scène", "it": "palco"}
WITH = {"en": "with", "de": "mit", "fr": "avec", "it": "con"}


def _turn(conversation: str) -> dict:
    return Reply.objects.filter(conversation_id=conversation).latest("id").turn


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_wish_the_venue_has_several_items_for_offers_them_with_prices(
    api_client, demo_venue, lang
):
    first = ask(api_client, f"{OPENING[lang][:-1]}, {APERO[lang]}.", clean=True)

    assert "Apéro Package" in first["reply"] and "Apéro riche" in first["reply"]
    assert PER_PERSON[lang] in first["reply"]
    amounts = {amount["value"] for amount in first["facts"]["amounts"]}
    assert {"24.50", "42.00"} <= amounts
    assert first["request"]["products"] == []  # offered to choose, none taken
    wishes = _turn(first["conversation"])["wishes"]
    assert [(w["category"], w["outcome"]) for w in wishes] == [("apero", "choose")]

    chosen = ask(api_client, "Apéro riche", first["conversation"], clean=True)

    assert chosen["request"]["products"] == ["Apéro riche"]
    assert Conversation.objects.get(pk=first["conversation"]).pending["wishes"] == []


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_follow_up_keeps_offering_the_choice_until_one_is_named(api_client, demo_venue, lang):
    first = ask(api_client, f"{OPENING[lang][:-1]}, {APERO[lang]}.", clean=True)

    later = ask(api_client, "40", first["conversation"], clean=True)

    assert "Apéro riche" in later["reply"] and "Apéro Package" in later["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_wish_the_venue_has_nothing_of_is_said_so(api_client, demo_venue, lang):
    answer = ask(api_client, f"{OPENING[lang][:-1]}, {WITH[lang]} {WIFI_WORD[lang]}.", clean=True)

    assert NO_WIFI[lang] in answer["reply"]
    turn = _turn(answer["conversation"])
    assert [(w["category"], w["outcome"]) for w in turn["wishes"]] == [("wifi", "none")]
    assert Reply.objects.latest("id").not_understood is False


# The second of two wishes joined by "and" ("mit Apéro und Musik"), the venue having no music.
MUSIC = {"en": "with an apéro and music", "de": "gerne mit Apéro und Musik",
         "fr": "avec un apéritif et de la musique", "it": "con un aperitivo e musica dal vivo"}  # fmt: skip
MUSIC_LABEL = {"en": "music", "de": "Musik", "fr": "musique", "it": "musica"}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_music_the_venue_has_none_of_is_said_so_beside_the_apero(api_client, demo_venue, lang):
    answer = ask(api_client, f"{OPENING[lang][:-1]}, {MUSIC[lang]}.", clean=True)

    assert MUSIC_LABEL[lang] in answer["reply"]
    assert "Apéro riche" in answer["reply"]
    turn = _turn(answer["conversation"])
    assert [(w["category"], w["outcome"]) for w in turn["wishes"]] == [
        ("apero", "choose"),
        ("music", "none"),
    ]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_wish_of_one_item_takes_it_and_names_it_in_the_clients_language(
    api_client, demo_venue, lang
):
    stage = {"en": "a stage", "de": "eine Buehne", "fr": "une scene", "it": "un palco"}[lang]
    answer = ask(api_client, f"{OPENING[lang][:-1]}, {WITH[lang]} {stage}.", clean=True)

    assert answer["request"]["features"] == ["stage"]
    if lang != "en":
        assert f"stage ({STAGE_ALIAS[lang]})" in answer["reply"]
        assert answer["names"]["stage"] == STAGE_ALIAS[lang]  # the page's sidebar


@pytest.mark.django_db
def test_a_wish_no_table_places_is_asked_back_and_marked_not_understood(api_client, demo_venue):
    answer = ask(api_client, f"{OPENING['en'][:-1]}, with a photo booth.")

    reply = Reply.objects.latest("id")
    assert reply.not_understood is True
    assert [w["outcome"] for w in reply.turn["wishes"]] == ["unplaced"]
    assert "photo booth" not in answer["reply"]  # an unknown name is never stated as a fact


def _book_grosser_saal(day: dt.date) -> None:
    make_event(
        client=make_client(email="other@example.ch"),
        room=Room.objects.get(name="Grosser Saal"),
        date=day,
        start="17:00",
        end="23:30",
        participants=80,
        status=Event.Status.CONFIRMED,
    )


STAGE_ENQUIRY = {
    "en": f"Hello, 60 people on 8 August {YEAR} from 18:00 to 22:00, with a stage.",
    "de": f"Guten Tag, 60 Personen am 8. August {YEAR} von 18 bis 22 Uhr, mit Bühne.",
    "fr": f"Bonjour, 60 personnes le 8 août {YEAR} de 18h à 22h, avec une scène.",
    "it": f"Buongiorno, 60 persone l'8 agosto {YEAR} dalle 18 alle 22, con un palco.",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_when_nothing_fits_the_reply_offers_nearby_days_rooms_without_a_wish_and_a_waiting_list(
    api_client, demo_venue, lang
):
    _book_grosser_saal(DAY)  # the only room with a stage

    answer = ask(api_client, STAGE_ENQUIRY[lang], clean=True)

    dates = {fact["value"] for fact in answer["facts"]["dates"]}
    assert {str(DAY - dt.timedelta(days=1)), str(DAY + dt.timedelta(days=1))} <= dates
    rooms = {fact["value"] for fact in answer["facts"]["rooms"]}
    assert {"Grosser Saal", "Salon Rose", "Dachterrasse"} <= rooms  # free without the stage
    conversation = Conversation.objects.get(pk=answer["conversation"])
    assert conversation.pending["waitlist"] is True


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("consent", "joined"),
    [
        ("Yes please, Laura Meier, laura.meier@example.ch", True),
        ("Laura Meier laura.meier@example.ch", True),
        ("Put us on the waiting list. Name: Laura Meier, E-Mail: laura.meier@example.ch", True),
        ("No thanks, we will look elsewhere.", False),
    ],
)
def test_the_waiting_list_takes_a_lead_only_with_consent_and_a_contact(
    api_client, demo_venue, consent, joined
):
    _book_grosser_saal(DAY)
    first = ask(api_client, STAGE_ENQUIRY["en"], clean=True)

    answer = ask(api_client, consent, first["conversation"])

    leads = Event.objects.filter(notes=WAITLIST_NOTE.format(id=first["conversation"]))
    assert leads.exists() is joined
    if joined:
        lead = leads.get()
        assert (lead.status, lead.room.name, lead.participants) == ("lead", "Grosser Saal", 60)
        assert lead.client.email == "laura.meier@example.ch"
        assert str(lead.conversation_id) == first["conversation"]
        assert lead.seen_by_staff is False
        assert "waiting list" in answer["reply"]


@pytest.mark.django_db
def test_a_hold_from_the_chat_carries_its_conversation_wishes_and_last_message(
    api_client, demo_venue
):
    first = ask(api_client, f"{OPENING['en'][:-1]}, with a mic and a lunch.", clean=True)
    ask(api_client, "Could you reserve the Salon Rose for us?", first["conversation"])
    last = "Laura Meier laura.meier@example.ch"

    ask(api_client, last, first["conversation"])

    event = Event.objects.get(conversation_id=first["conversation"])
    assert event.status == "option" and event.room.name == "Salon Rose"
    assert event.client_message == last
    assert event.seen_by_staff is False
    assert {(w["written"], w["category"]) for w in event.wishes} == {
        ("mic", "sound"),
        ("lunch", "lunch"),
    }
    assert [p.name for p in event.products.all()] == ["Business Lunch"]


@pytest.mark.django_db
def test_the_chat_quote_has_the_rounding_line_of_the_api_quote(api_client, demo_venue):
    # 30 × 48.00 + 1200.00 evening = 2640.00; VAT 8.1 % 213.84; 2853.84 → 2853.85 (+0.01)
    answer = ask(api_client, f"{OPENING['en'][:-1]}, Salon Rose with a lunch.", clean=True)
    quote = api_client.post(
        "/api/v1/quote/",
        {"room": Room.objects.get(name="Salon Rose").pk, "date": str(DAY),
         "start_time": "18:00", "end_time": "22:00", "participants": 30,
         "products": [p.pk for p in Event.products.field.related_model.objects.filter(
             name="Business Lunch")]},
        format="json",
    ).json()  # fmt: skip

    assert Decimal(quote["rounding"]) == Decimal("0.01")
    assert f"Rounding: CHF {quote['rounding']}" in answer["reply"]
    assert f"Total incl. VAT: CHF {Decimal(quote['total']):,.2f}" in answer["reply"]
