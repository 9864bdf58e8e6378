"""Each chat turn keeps on its reply what it made of the message: every room of the venue,
offered or not and why, what it asked back, and whether it understood the message."""

import datetime as dt

import pytest

from booking.models import Event, Reply, Room
from tests.api.chat_turns import OPENING, YEAR
from tests.api.chat_turns import ask as chat_turn
from tests.booking.factories import make_event


def reply_of(answer) -> Reply:
    return Reply.objects.filter(conversation_id=answer["conversation"]).order_by("-id").first()


def rooms_of(reply: Reply) -> dict[str, dict]:
    return {room["name"]: room for room in reply.turn["rooms"]}


def test_every_room_is_kept_offered_or_with_why_not(api_client, demo_venue):
    answer = chat_turn(
        api_client,
        f"A room with a projector for 30 people on 8 August {YEAR} from 18:00 to 22:00?",
        clean=True,
    )
    reply = reply_of(answer)
    rooms = rooms_of(reply)

    assert set(rooms) == set(Room.objects.values_list("name", flat=True))
    assert {name for name, room in rooms.items() if room["offered"]} == {"Punkt.Null", "Salon Rose"}
    assert rooms["Salon Rose"]["reason"] == "fits"
    assert rooms["Salon Rose"]["rate_kind"] == "evening"
    assert rooms["Salon Rose"]["price"] == "1200.00"
    assert rooms["Salon Rose"]["features"] == ["projector"]
    assert (rooms["Atelier"]["reason"], rooms["Atelier"]["capacity_max"]) == ("too_small", 16)
    assert (rooms["Seesicht"]["reason"], rooms["Seesicht"]["capacity_max"]) == ("too_small", 20)
    assert rooms["Dachterrasse"]["reason"] == "lacks"
    assert rooms["Dachterrasse"]["features"] == ["projector"]
    assert (rooms["Grosser Saal"]["reason"], rooms["Grosser Saal"]["capacity_min"]) == (
        "too_large",
        50,
    )
    assert reply.booking_request == answer["request"]
    assert reply.not_understood is False


def test_a_booked_room_keeps_when_it_is_booked_and_a_chosen_room_leaves_the_others(
    api_client, demo_venue
):
    day = dt.date(YEAR, 8, 8)
    make_event(
        room=Room.objects.get(name="Dachterrasse"),
        status=Event.Status.OPTION,
        date=day,
        start="17:00",
        end="23:30",
    )
    first = chat_turn(api_client, OPENING["en"], clean=True)
    rooms = rooms_of(reply_of(first))
    assert rooms["Dachterrasse"]["reason"] == "booked"
    assert (rooms["Dachterrasse"]["booked_from"], rooms["Dachterrasse"]["booked_until"]) == (
        "17:00",
        "23:30",
    )
    assert rooms["Punkt.Null"]["offered"] and rooms["Salon Rose"]["offered"]

    chosen = chat_turn(api_client, "The Salon Rose, please.", first["conversation"])
    rooms = rooms_of(reply_of(chosen))
    assert [name for name, room in rooms.items() if room["offered"]] == ["Salon Rose"]
    assert rooms["Punkt.Null"]["reason"] == "not_chosen"
    assert rooms["Punkt.Null"]["chosen"] == "Salon Rose"


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        ("Hmm, let me think about it.", {"nothing_read": True, "asked_back": [], "unknown": []}),
        (
            f"Could we move it to 30.02.{YEAR}?",
            {"nothing_read": False, "asked_back": [{"detail": "date", "reason": "date_invalid"}]},
        ),
    ],
    ids=["nothing-read", "no-such-date"],
)
def test_a_turn_that_asks_back_is_not_understood(api_client, demo_venue, message, asked):
    first = chat_turn(api_client, OPENING["en"], clean=True)
    assert reply_of(first).not_understood is False

    answer = chat_turn(api_client, message, first["conversation"])
    reply = reply_of(answer)
    assert reply.not_understood is True
    for key, value in asked.items():
        assert reply.turn[key] == value, (reply.turn, answer["reply"])


def test_a_first_message_without_details_weighs_no_room(api_client, demo_venue):
    answer = chat_turn(api_client, "Hello, do you have rooms?")
    reply = reply_of(answer)
    assert reply.turn["rooms"] == []
    assert reply.turn["rooms_note"] == "not_weighed"
