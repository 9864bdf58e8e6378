from decimal import Decimal

import pytest
from django.core.exceptions import ValidationError

from booking.errors import ApplicationError, StillInUse
from booking.models import Feature, Room
from booking.names import NAME_MARKER_SYNTAX
from booking.services.catalog import (
    feature_create,
    product_create,
    product_delete,
    room_create,
    room_delete,
    room_update,
)
from tests.booking.factories import days_ahead, make_event, time

pytestmark = pytest.mark.django_db


def test_creates_a_room_with_features_and_rates():
    projector = feature_create(name="projector")

    room = room_create(
        name="Seesicht",
        capacity_min=4,
        capacity_max=20,
        features=[projector],
        rates=[{"kind": "full_day", "price": Decimal("950.00")}],
    )

    assert list(room.features.all()) == [projector]
    rate = room.rates.get()
    assert (rate.kind, rate.price, rate.covers_from, rate.covers_until) == (
        "full_day",
        Decimal("950.00"),
        time("07:00"),
        time("23:59"),
    )


def test_refuses_a_name_differing_only_in_case(salon_rose):
    with pytest.raises(ValidationError) as raised:
        room_create(name="SALON ROSE", capacity_max=10)

    assert raised.value.message_dict == {
        "name": ["Room “SALON ROSE” already exists (names are compared ignoring case)."]
    }
    assert Room.objects.count() == 1


def test_refuses_minimum_capacity_above_maximum(salon_rose):
    with pytest.raises(ValidationError) as raised:
        room_update(room=salon_rose, data={"capacity_min": 70})

    assert list(raised.value.message_dict) == ["capacity_max"]
    salon_rose.refresh_from_db()
    assert salon_rose.capacity_min == 10


def test_invalid_rates_roll_back_the_whole_room():
    with pytest.raises(ApplicationError) as raised:
        room_create(
            name="Atelier",
            capacity_max=16,
            rates=[
                {
                    "kind": "half_day",
                    "price": Decimal("380.00"),
                    "covers_from": time("12:00"),
                    "covers_until": time("08:00"),
                },
            ],
        )

    assert raised.value.extra["fields"]["rates"] == [
        "Rate 1 (half_day): Must be after the start of the window the rate covers."
    ]
    assert not Room.objects.exists()


def test_updating_rates_replaces_them(salon_rose):
    room_update(room=salon_rose, data={"rates": [{"kind": "evening", "price": Decimal("999.00")}]})

    assert list(salon_rose.rates.values_list("kind", "price")) == [("evening", Decimal("999.00"))]


def test_a_room_with_events_cannot_be_deleted(salon_rose):
    make_event(room=salon_rose, status="cancelled", date=days_ahead(3))

    with pytest.raises(StillInUse):
        room_delete(room=salon_rose)

    assert Room.objects.filter(pk=salon_rose.pk).exists()


def test_a_product_ordered_for_an_event_cannot_be_deleted(salon_rose, apero_package):
    event = make_event(room=salon_rose, status="option", date=days_ahead(3))
    event.products.add(apero_package)

    with pytest.raises(StillInUse) as raised:
        product_delete(product=apero_package)

    assert raised.value.message == "Apéro Package is used by existing events and cannot be deleted."


def test_refuses_a_negative_price():
    with pytest.raises(ValidationError) as raised:
        product_create(name="Kaffeepause", price=Decimal("-1.00"), pricing="per_person")

    assert list(raised.value.message_dict) == ["price"]


def test_refuses_marker_syntax_in_a_feature_name():
    with pytest.raises(ValidationError) as raised:
        feature_create(name="{{FEATURE_1}}")

    assert raised.value.message_dict == {"name": [NAME_MARKER_SYNTAX]}
    assert not Feature.objects.exists()
