import pytest

from booking.errors import ApplicationError
from booking.services.availability import availability_list
from tests.booking.factories import days_ahead, make_event, make_room, time

pytestmark = pytest.mark.django_db

DAY = 15


def available(*, start="09:00", end="12:00", participants=20):
    found = availability_list(
        date=days_ahead(DAY), start_time=time(start), end_time=time(end), participants=participants
    )
    return {entry.room.name: entry.rate and entry.rate.kind for entry in found}


@pytest.fixture
def rooms(salon_rose):
    atelier = make_room("Atelier", capacity_min=4, capacity_max=16)
    saal = make_room("Grosser Saal", capacity_min=50, capacity_max=300)
    return {"Salon Rose": salon_rose, "Atelier": atelier, "Grosser Saal": saal}


def test_lists_rooms_whose_capacity_fits_with_the_rate_that_applies(rooms):
    assert available(participants=12) == {"Salon Rose": "half_day", "Atelier": "half_day"}
    assert available(participants=65, end="17:00") == {"Grosser Saal": "full_day"}
    assert available(participants=301) == {}


def test_leaves_out_rooms_held_at_that_time(rooms):
    make_event(
        room=rooms["Salon Rose"],
        status="confirmed",
        date=days_ahead(DAY),
        start="11:30",
        end="13:00",
    )
    make_event(room=rooms["Atelier"], status="lead", date=days_ahead(DAY))

    assert available(participants=12) == {"Atelier": "half_day"}
    assert available(participants=12, start="13:00", end="15:00") == {
        "Salon Rose": "half_day",
        "Atelier": "half_day",
    }


def test_shows_a_room_without_a_covering_rate_with_no_rate(rooms):
    assert available(participants=12, start="06:00", end="08:00") == {
        "Salon Rose": None,
        "Atelier": None,
    }


def test_refuses_a_window_that_ends_before_it_starts(rooms):
    with pytest.raises(ApplicationError) as raised:
        available(start="12:00", end="09:00")

    assert list(raised.value.extra["fields"]) == ["end_time"]
