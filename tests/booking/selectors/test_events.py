"""Event selectors: the options and confirmed events that hold a slot."""

import pytest

from booking.selectors.events import events_holding_slot
from booking.slot import Slot
from tests.booking.factories import days_ahead, make_event, make_room, time

pytestmark = pytest.mark.django_db


def slot(room, start: str, end: str, days: int = 10) -> Slot:
    return Slot(room=room, date=days_ahead(days), start_time=time(start), end_time=time(end))


def test_options_and_confirmed_events_that_overlap_hold_the_slot(salon_rose):
    option = make_event(
        room=salon_rose, status="option", date=days_ahead(10), start="09:00", end="12:00"
    )
    confirmed = make_event(
        room=salon_rose, status="confirmed", date=days_ahead(10), start="14:00", end="18:00"
    )
    make_event(room=salon_rose, status="lead", date=days_ahead(10), start="11:00", end="15:00")
    make_event(room=salon_rose, status="cancelled", date=days_ahead(10), start="11:00", end="15:00")

    holding = events_holding_slot(slot=slot(salon_rose, "11:00", "15:00"))

    assert set(holding) == {option, confirmed}


def test_touching_windows_another_day_or_room_do_not_hold_it(salon_rose):
    make_event(room=salon_rose, status="confirmed", date=days_ahead(10), start="09:00", end="12:00")
    make_event(room=salon_rose, status="confirmed", date=days_ahead(11), start="12:00", end="14:00")
    make_event(
        room=make_room("Atelier"),
        status="confirmed",
        date=days_ahead(10),
        start="12:00",
        end="14:00",
    )

    assert not events_holding_slot(slot=slot(salon_rose, "12:00", "14:00")).exists()


def test_the_event_being_changed_does_not_hold_its_own_slot(salon_rose):
    event = make_event(
        room=salon_rose, status="option", date=days_ahead(10), start="09:00", end="12:00"
    )

    assert events_holding_slot(slot=Slot.of_event(event)).get() == event
    assert not events_holding_slot(slot=Slot.of_event(event), exclude_event_id=event.pk).exists()
