"""The database itself refuses bad rows, whatever code path writes them."""

import datetime as dt
from decimal import Decimal

import pytest
from django.db import IntegrityError, transaction

from booking.models import Alias, Event, Feature, Product, Room, RoomRate
from tests.booking.factories import days_ahead, make_client

pytestmark = pytest.mark.django_db


def refused(create) -> bool:
    try:
        with transaction.atomic():
            create()
    except IntegrityError:
        return True
    return False


@pytest.mark.parametrize("name", ["salon rose", "SALON ROSE", "Salon rose"])
def test_room_names_are_unique_ignoring_case(salon_rose, name):
    assert refused(lambda: Room.objects.create(name=name, capacity_max=10))


@pytest.mark.parametrize("name", [" Atelier", "Atelier ", "{{ROOM}}", "Atelier }}", ""])
def test_room_names_must_be_clean(db, name):
    assert refused(lambda: Room.objects.create(name=name, capacity_max=10))


def test_a_clean_name_is_accepted(db):
    assert not refused(lambda: Room.objects.create(name="Punkt.Null", capacity_max=10))


@pytest.mark.parametrize("minimum,maximum", [(20, 10), (-1, 10), (0, -5)])
def test_room_capacity_must_be_a_range_of_non_negative_numbers(db, minimum, maximum):
    assert refused(
        lambda: Room.objects.create(name="Atelier", capacity_min=minimum, capacity_max=maximum)
    )


def test_prices_must_not_be_negative(salon_rose):
    assert refused(lambda: Product.objects.create(name="Kaffeepause", price=Decimal("-0.05")))
    assert refused(
        lambda: RoomRate.objects.create(room=salon_rose, kind="evening", price=Decimal("-1"))
    )


def test_one_rate_per_room_and_kind(salon_rose):
    assert refused(lambda: RoomRate.objects.create(room=salon_rose, kind="evening", price=1))


def test_events_end_after_they_start(salon_rose):
    client = make_client()

    def event(start, end):
        return lambda: Event.objects.create(
            client=client,
            room=salon_rose,
            date=days_ahead(3),
            start_time=dt.time(*start),
            end_time=dt.time(*end),
            participants=20,
        )

    assert refused(event((10, 0), (10, 0)))
    assert refused(event((10, 0), (9, 59)))
    assert not refused(event((10, 0), (10, 1)))


def test_events_have_at_least_one_participant(salon_rose):
    assert refused(
        lambda: Event.objects.create(
            client=make_client(),
            room=salon_rose,
            date=days_ahead(3),
            start_time=dt.time(9),
            end_time=dt.time(10),
            participants=0,
        )
    )


def test_an_alias_belongs_to_exactly_one_term(salon_rose):
    projector = Feature.objects.create(name="projector")

    assert refused(lambda: Alias.objects.create(text="Beamer"))
    assert refused(lambda: Alias.objects.create(text="Beamer", room=salon_rose, feature=projector))
    assert not refused(lambda: Alias.objects.create(text="Beamer", feature=projector))


def test_alias_texts_are_unique_ignoring_case(salon_rose):
    Alias.objects.create(text="Rose Salon", room=salon_rose)

    assert refused(lambda: Alias.objects.create(text="ROSE SALON", room=salon_rose))
