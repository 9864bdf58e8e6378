import pytest

from booking.errors import BookingConflict, StatusChangeRefused
from booking.models import Event
from booking.services.events import event_cancel, event_confirm, option_place
from tests.booking.factories import days_ahead, make_event, time

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("status", [Event.Status.LEAD, Event.Status.OPTION])
def test_confirms_a_lead_or_an_option(salon_rose, status):
    event = make_event(room=salon_rose, status=status, date=days_ahead(10))

    event_confirm(event=event)

    event.refresh_from_db()
    assert event.status == Event.Status.CONFIRMED


def test_a_lead_cannot_be_confirmed_over_an_option(salon_rose):
    make_event(room=salon_rose, status="option", date=days_ahead(10), start="10:00", end="12:00")
    lead = make_event(
        room=salon_rose, status="lead", date=days_ahead(10), start="11:00", end="15:00"
    )

    with pytest.raises(BookingConflict):
        event_confirm(event=lead)

    lead.refresh_from_db()
    assert lead.status == Event.Status.LEAD


@pytest.mark.parametrize("status", [Event.Status.CONFIRMED, Event.Status.CANCELLED])
def test_refuses_to_confirm_a_confirmed_or_cancelled_event(salon_rose, status):
    event = make_event(room=salon_rose, status=status, date=days_ahead(10))

    with pytest.raises(StatusChangeRefused) as raised:
        event_confirm(event=event)

    assert raised.value.message == f"A {status} event cannot be confirmed."


def test_cancelling_frees_the_room(salon_rose, client_record):
    held = make_event(room=salon_rose, status="confirmed", date=days_ahead(10))

    event_cancel(event=held)
    replacement = option_place(
        client=client_record,
        room=salon_rose,
        date=days_ahead(10),
        start_time=time("09:00"),
        end_time=time("17:00"),
        participants=20,
    )

    held.refresh_from_db()
    assert held.status == Event.Status.CANCELLED
    assert replacement.status == Event.Status.OPTION


def test_refuses_to_cancel_twice(salon_rose):
    event = make_event(room=salon_rose, status="cancelled", date=days_ahead(10))

    with pytest.raises(StatusChangeRefused):
        event_cancel(event=event)
