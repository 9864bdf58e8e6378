import pytest

from booking.errors import CAPACITY_EXCEEDED, DATE_IN_PAST, ApplicationError, BookingConflict
from booking.models import Event
from booking.models.events import END_NOT_AFTER_START
from booking.services.events import option_place
from tests.booking.factories import days_ahead, make_event, make_room, time

pytestmark = pytest.mark.django_db


def place(room, client, *, date=None, start="09:00", end="12:00", participants=20, **extra):
    return option_place(
        client=client,
        room=room,
        date=date or days_ahead(30),
        start_time=time(start),
        end_time=time(end),
        participants=participants,
        **extra,
    )


def test_places_an_option_with_its_products(salon_rose, client_record, apero_package):
    event = place(salon_rose, client_record, products=[apero_package])

    event.refresh_from_db()
    assert event.status == Event.Status.OPTION
    assert (event.start_time, event.end_time) == (time("09:00"), time("12:00"))
    assert list(event.products.all()) == [apero_package]


@pytest.mark.parametrize("holding", [Event.Status.OPTION, Event.Status.CONFIRMED])
@pytest.mark.parametrize("start,end", [("09:00", "12:00"), ("11:00", "14:00"), ("08:00", "09:30")])
def test_refuses_a_window_overlapping_an_option_or_confirmed_event(
    salon_rose, client_record, holding, start, end
):
    make_event(room=salon_rose, status=holding, date=days_ahead(30), start="09:00", end="12:00")

    with pytest.raises(BookingConflict) as raised:
        place(salon_rose, client_record, start=start, end=end)

    assert "Salon Rose is already booked" in raised.value.message
    assert raised.value.status_code == 409
    assert Event.objects.filter(status=Event.Status.OPTION).count() == (holding == "option")


@pytest.mark.parametrize("status", [Event.Status.LEAD, Event.Status.CANCELLED])
def test_leads_and_cancelled_events_do_not_hold_the_room(salon_rose, client_record, status):
    make_event(room=salon_rose, status=status, date=days_ahead(30), start="09:00", end="12:00")

    assert place(salon_rose, client_record).status == Event.Status.OPTION


def test_back_to_back_windows_do_not_overlap(salon_rose, client_record):
    place(salon_rose, client_record, start="09:00", end="12:00")

    later = place(salon_rose, client_record, start="12:00", end="14:00")

    assert later.start_time == time("12:00")


def test_another_room_or_day_is_free(salon_rose, client_record):
    place(salon_rose, client_record)
    atelier = make_room("Atelier", capacity_min=4, capacity_max=30)

    place(atelier, client_record)
    place(salon_rose, client_record, date=days_ahead(31))

    assert Event.objects.count() == 3


@pytest.mark.parametrize("participants", [9, 61])
def test_refuses_a_group_the_room_does_not_fit(salon_rose, client_record, participants):
    with pytest.raises(ApplicationError) as raised:
        place(salon_rose, client_record, participants=participants)

    expected = CAPACITY_EXCEEDED.format(room="Salon Rose", minimum=10, maximum=60)
    assert raised.value.extra == {"fields": {"participants": [expected]}}
    assert raised.value.status_code == 400
    assert not Event.objects.exists()


def test_reports_every_invalid_field_at_once(salon_rose, client_record):
    with pytest.raises(ApplicationError) as raised:
        place(salon_rose, client_record, date=days_ahead(-1), start="14:00", end="14:00")

    assert raised.value.extra["fields"] == {
        "date": [DATE_IN_PAST],
        "end_time": [END_NOT_AFTER_START],
    }
