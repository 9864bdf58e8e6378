"""How long an option holds its room, and releasing the options whose last day has passed."""

import datetime as dt

import pytest
from django.core.exceptions import ValidationError

from booking.models import Event, Venue
from booking.models.venue import VENUE_ID
from booking.services.events import option_place
from booking.services.options import RELEASED_NOTE, option_until, options_expired_release
from booking.services.venue import venue_update
from booking.tasks import options_expired_release_task
from tests.booking.factories import make_event, time

pytestmark = pytest.mark.django_db

WEDNESDAY = dt.date(2026, 11, 18)


@pytest.mark.parametrize(
    "event_date,expected",
    [
        (dt.date(2027, 8, 8), dt.date(2026, 11, 25)),  # far ahead: the venue's 7 days
        (dt.date(2026, 11, 23), dt.date(2026, 11, 22)),  # next Monday: the day before it
        (dt.date(2026, 11, 19), dt.date(2026, 11, 18)),  # tomorrow: today only
        (dt.date(2026, 11, 18), dt.date(2026, 11, 18)),  # today: never a day in the past
    ],
)
def test_an_option_holds_for_the_venue_s_days_never_past_the_day_before(event_date, expected):
    assert option_until(event_date=event_date, today=WEDNESDAY) == expected


def test_staff_set_how_many_days_an_option_holds():
    venue_update(name="Seehaus am Quai", option_days=3)

    assert option_until(event_date=dt.date(2027, 8, 8), today=WEDNESDAY) == dt.date(2026, 11, 21)


@pytest.mark.parametrize("days", [0, 91])
def test_option_days_out_of_range_are_refused(days):
    with pytest.raises(ValidationError) as refused:
        venue_update(name="Seehaus am Quai", option_days=days)

    assert "option_days" in refused.value.message_dict
    assert not Venue.objects.filter(pk=VENUE_ID).exists()


def test_an_option_cannot_hold_past_its_event(salon_rose, client_record):
    with pytest.raises(ValidationError) as refused:
        option_place(
            client=client_record,
            room=salon_rose,
            date=dt.date(2026, 12, 1),
            start_time=time("09:00"),
            end_time=time("12:00"),
            participants=20,
            until=dt.date(2026, 12, 2),
        )

    assert "option_until" in refused.value.message_dict
    assert not Event.objects.exists()


def _option(room, *, until, date=dt.date(2026, 12, 10), status=Event.Status.OPTION):
    event = make_event(room=room, status=status, date=date, start="09:00", end="12:00")
    Event.objects.filter(pk=event.pk).update(option_until=until, notes="From the phone.")
    return event


def test_options_past_their_last_day_become_leads_and_free_the_room(salon_rose, client_record):
    expired = _option(salon_rose, until=dt.date(2026, 11, 17))
    last_day = _option(salon_rose, until=dt.date(2026, 11, 18), date=dt.date(2026, 12, 11))
    open_ended = _option(salon_rose, until=None, date=dt.date(2026, 12, 12))
    confirmed = _option(
        salon_rose,
        until=dt.date(2026, 11, 1),
        date=dt.date(2026, 12, 13),
        status=Event.Status.CONFIRMED,
    )

    assert options_expired_release(today=WEDNESDAY) == [expired.pk]

    expired.refresh_from_db()
    assert expired.status == Event.Status.LEAD
    assert expired.notes == (
        "From the phone.\nOption released: it was held until 2026-11-17 and not confirmed."
    )
    statuses = Event.objects.filter(pk__in=[last_day.pk, open_ended.pk, confirmed.pk])
    assert sorted(statuses.values_list("status", flat=True)) == ["confirmed", "option", "option"]
    # The room is free again on the released option's day.
    again = option_place(
        client=client_record,
        room=salon_rose,
        date=dt.date(2026, 12, 10),
        start_time=time("09:00"),
        end_time=time("12:00"),
        participants=20,
    )
    assert again.status == Event.Status.OPTION
    # Running again releases nothing more (a worker's timer and a chat turn may both run it).
    assert options_expired_release(today=WEDNESDAY) == []
    assert RELEASED_NOTE.format(until=dt.date(2026, 11, 17)) in expired.notes


def test_the_release_task_releases_as_of_the_venue_s_day(salon_rose):
    expired = _option(salon_rose, until=dt.date(2026, 11, 17))

    assert options_expired_release_task.delay().get() == [expired.pk]
    assert Event.objects.get(pk=expired.pk).status == Event.Status.LEAD
