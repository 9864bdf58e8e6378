"""Intake: a conversation's request, merged message by message, and its dict form.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich, against the demo venue's rooms,
features and products, read from its files (reading.demo_catalog), without a database.
"""

import datetime as dt
import json

import pytest

from booking.services.intake import (
    BookingRequest,
    RequestUpdate,
    request_merge,
)
from tests.booking.services.intake.reading import read

# -- merging a conversation -------------------------------------------------------------------------


def test_a_conversation_keeps_its_request_across_messages():
    request = BookingRequest()
    for text in (
        "Hello, is the Salon Rose free next Friday from 6 to 10 pm for 30 people? "
        "We'd like the Apéro Package and a projector.",
        "Make it 40 people please.",
        "Actually on the 20th, and could we add the stage? Without the projector.",
        "Sorry, the Seesicht instead, with a Kaffeepause.",
    ):
        request = request_merge(request, read(text).update)

    assert request.as_dict() == {
        "date": "2027-03-20",
        "start_time": "18:00",
        "end_time": "22:00",
        "participants": 40,
        "rooms": ["Seesicht"],
        "products": ["Apéro Package", "Kaffeepause"],
        "features": ["stage"],
    }


@pytest.mark.parametrize(
    "follow_up", ["Could you make it 40?", "Wir sind jetzt 40.", "Nous serons 40.", "Saremo 40."]
)
def test_a_bare_group_size_in_a_follow_up_replaces_the_count(follow_up):
    request = request_merge(BookingRequest(), read("The Atelier for 30 people, please.").update)
    request = request_merge(request, read(follow_up).update)

    assert (request.rooms, request.participants) == (("Atelier",), 40)


def test_a_price_in_a_follow_up_leaves_the_count():
    request = request_merge(BookingRequest(), read("The Atelier for 30 people, please.").update)
    for follow_up in (
        "Bitte für 40 Franken.",
        "Could you make it 40 francs?",
        "Siamo in 20 minuti.",
    ):
        request = request_merge(request, read(follow_up).update)

    assert request.participants == 30


def test_a_stated_value_replaces_the_old_one():
    current = BookingRequest(date=dt.date(2027, 5, 12), participants=30, start_time=dt.time(18))

    merged = request_merge(current, RequestUpdate(date=dt.date(2027, 5, 14), participants=40))

    assert merged == BookingRequest(
        date=dt.date(2027, 5, 14), participants=40, start_time=dt.time(18)
    )


def test_rooms_named_replace_the_rooms_asked_for():
    current = BookingRequest(rooms=("Atelier", "Seesicht"))

    assert request_merge(current, RequestUpdate(rooms=("Salon Rose",))).rooms == ("Salon Rose",)
    assert request_merge(current, RequestUpdate()).rooms == ("Atelier", "Seesicht")
    assert request_merge(current, RequestUpdate(rooms_removed=("Atelier",))).rooms == ("Seesicht",)


def test_products_and_features_named_are_added_and_removals_remove():
    current = BookingRequest(products=("Apéro Package",), features=("projector", "stage"))
    update = RequestUpdate(
        products=("Kaffeepause", "Apéro Package"),
        features=("LED wall",),
        features_removed=("projector",),
    )

    merged = request_merge(current, update)

    assert merged.products == ("Apéro Package", "Kaffeepause")
    assert merged.features == ("stage", "LED wall")


def test_an_empty_update_changes_nothing():
    current = BookingRequest(date=dt.date(2027, 5, 12), rooms=("Atelier",), products=("Stehlunch",))

    assert request_merge(current, RequestUpdate()) == current
    assert RequestUpdate().is_empty


# -- shapes -----------------------------------------------------------------------------------------


def test_a_request_as_a_dict_and_back():
    request = BookingRequest(
        date=dt.date(2027, 6, 10),
        start_time=dt.time(18),
        end_time=dt.time(23, 30),
        participants=40,
        rooms=("Salon Rose",),
        products=("Apéro riche", "Blumendekoration"),
        features=("projector",),
    )

    data = request.as_dict()

    assert data == {
        "date": "2027-06-10",
        "start_time": "18:00",
        "end_time": "23:30",
        "participants": 40,
        "rooms": ["Salon Rose"],
        "products": ["Apéro riche", "Blumendekoration"],
        "features": ["projector"],
    }
    assert BookingRequest.from_dict(json.loads(json.dumps(data))) == request
    assert BookingRequest().as_dict() == {
        "date": None, "start_time": None, "end_time": None, "participants": None,
        "rooms": [], "products": [], "features": [],
    }  # fmt: skip
    assert BookingRequest.from_dict(BookingRequest().as_dict()) == BookingRequest()


@pytest.mark.parametrize(
    "data",
    [
        {"dates": "2027-06-10"},
        {"date": "2027-02-30"},
        {"start_time": 18},
        {"participants": 0},
        {"participants": "40"},
        {"rooms": "Salon Rose"},
    ],
)
def test_a_malformed_request_dict_is_refused(data):
    with pytest.raises(ValueError):
        BookingRequest.from_dict(data)


def test_an_update_as_a_dict_holds_only_what_was_stated():
    update = RequestUpdate(start_time=dt.time(19), products_removed=("Apéro Package",))

    assert update.as_dict() == {"start_time": "19:00", "products_removed": ["Apéro Package"]}
