"""The admin's side of wishes and of the chat: categories on products and features, one alias
per language flagged when missing, holds from the chat flagged until seen and linked to their
conversation, and the venue's dates with 24-hour times."""

import datetime as dt

import pytest

from booking.models import Conversation, Event, Feature, Product
from tests.booking.factories import make_client, make_event, make_room

pytestmark = pytest.mark.django_db

NO_ALIASES = {"aliases-TOTAL_FORMS": "0", "aliases-INITIAL_FORMS": "0",
              "aliases-MAX_NUM_FORMS": "1000"}  # fmt: skip


def _aliases(*rows: tuple[str, str]) -> dict:
    data = {"aliases-TOTAL_FORMS": str(len(rows)), "aliases-INITIAL_FORMS": "0",
            "aliases-MAX_NUM_FORMS": "1000"}  # fmt: skip
    for index, (text, lang) in enumerate(rows):
        data |= {f"aliases-{index}-text": text, f"aliases-{index}-lang": lang}
    return data


def _messages(response) -> list[str]:
    return [str(message) for message in response.context["messages"]]


def test_staff_give_a_product_its_wish_category(admin_client):
    data = {"name": "Apéro Deluxe", "description": "", "price": "30.00",
            "pricing": "per_person", "category": "apero"} | NO_ALIASES  # fmt: skip

    response = admin_client.post("/admin/booking/product/add/", data, follow=True)

    assert Product.objects.get(name="Apéro Deluxe").category == "apero"
    assert any("has no alias in English, German, French, Italian" in m for m in _messages(response))


def test_a_category_outside_the_taxonomy_is_refused(admin_client):
    data = {"name": "Beamer 2", "description": "", "category": "apero"} | NO_ALIASES

    response = admin_client.post("/admin/booking/feature/add/", data)

    assert response.status_code == 200  # a product category is no feature category
    assert "Select a valid choice" in response.content.decode()
    assert not Feature.objects.filter(name="Beamer 2").exists()


def test_an_item_without_a_category_is_flagged(admin_client):
    data = {"name": "Karaoke", "description": "", "category": ""} | _aliases(
        ("Karaoke-Anlage", "de"), ("karaoké", "fr"), ("karaoke italiano", "it")
    )

    response = admin_client.post("/admin/booking/feature/add/", data, follow=True)

    messages = _messages(response)
    assert any("“Karaoke” has no category" in m for m in messages), messages
    assert not any("has no alias" in m for m in messages)  # one language is the name's own


def test_several_aliases_in_one_language_are_flagged_with_the_one_shown(admin_client):
    data = {"name": "Karaoke", "description": "", "category": "sound"} | _aliases(
        ("Karaoke-Anlage", "de"), ("Singanlage", "de"), ("karaoké", "fr"), ("karaoke it", "it")
    )

    response = admin_client.post("/admin/booking/feature/add/", data, follow=True)

    assert any(
        "several aliases in German" in m and "“Karaoke-Anlage”" in m for m in _messages(response)
    )


def test_the_lists_show_categories_and_the_languages_missing(admin_client):
    Feature.objects.create(name="Karaoke", category="sound")

    page = admin_client.get("/admin/booking/feature/").content.decode()

    assert "sound system" in page  # the category's name
    assert "en, de, fr, it" in page


def _chat_option() -> Event:
    conversation = Conversation.objects.create(locale="en")
    event = make_event(
        room=make_room(), status=Event.Status.OPTION, date=dt.date(2027, 6, 10),
        start="18:00", end="23:00", client=make_client(),
    )  # fmt: skip
    event.conversation = conversation
    event.wishes = [{"written": "a mic", "category": "sound", "outcome": "taken",
                     "items": ["sound system"], "removed": False, "by_llm": False}]  # fmt: skip
    event.client_message = "Please hold it. Laura Meier laura.meier@example.ch"
    event.seen_by_staff = False
    event.save()
    return event


def test_new_options_from_the_chat_are_flagged_and_filtered(admin_client):
    event = _chat_option()
    make_event(room=event.room, status=Event.Status.OPTION, date=dt.date(2027, 6, 11))

    page = admin_client.get("/admin/booking/event/?from_chat=new").content.decode()

    assert page.count('class="field-new_from_chat"><img src="/static/admin/img/icon-yes') == 1
    assert "11 June 2027" not in page and "10 June 2027" in page


def test_opening_a_chat_option_shows_its_conversation_and_marks_it_seen(admin_client):
    event = _chat_option()

    page = admin_client.get(f"/admin/booking/event/{event.pk}/change/").content.decode()

    assert f"/inspector?conversation={event.conversation_id}" in page
    assert "a mic → sound: taken (sound system)" in page
    assert "Laura Meier laura.meier@example.ch" in page
    event.refresh_from_db()
    assert event.seen_by_staff is True


def test_the_admin_writes_the_venues_dates_and_24_hour_times(admin_client):
    make_event(room=make_room(), status=Event.Status.OPTION, date=dt.date(2027, 6, 10),
               start="18:00", end="23:30")  # fmt: skip

    page = admin_client.get("/admin/booking/event/").content.decode()

    assert "10 June 2027" in page
    assert "18:00" in page and "23:30" in page
    assert "p.m." not in page and "June 10, 2027" not in page


def test_the_inspector_shows_one_conversation_with_its_wishes(admin_client, settings):
    from booking.models import Reply

    event = _chat_option()
    Reply.objects.create(
        conversation=event.conversation, lang="en", client_message="with a mic",
        final_text="Noted.", turn={"nothing_read": False, "asked_back": [], "unknown": [],
        "rooms": [], "rooms_note": "not_weighed", "wishes": event.wishes},
    )  # fmt: skip
    Reply.objects.create(lang="en", client_message="another conversation", final_text="Hi.")

    page = admin_client.get(f"/inspector?conversation={event.conversation_id}").content.decode()

    assert "with a mic" in page and "another conversation" not in page
    assert "a mic → sound: taken (sound system)" in page
