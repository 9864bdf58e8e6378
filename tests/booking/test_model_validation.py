"""Model validation, used by services and admin, names the field before the database refuses."""

import pytest
from django.core.exceptions import ValidationError

from booking.models import Alias, Feature, Product, Room
from booking.names import NAME_BRACES, NAME_MARKER_SYNTAX, NAME_SURROUNDING_SPACE

pytestmark = pytest.mark.django_db


def errors_of(instance) -> dict:
    try:
        instance.full_clean()
    except ValidationError as exc:
        return exc.message_dict
    return {}


@pytest.mark.parametrize(
    "name,message",
    [
        (" Atelier", NAME_SURROUNDING_SPACE),
        ("Atelier\t", NAME_SURROUNDING_SPACE),
        ("Atelier {{1}}", NAME_MARKER_SYNTAX),
        ("}}", NAME_MARKER_SYNTAX),
        ("Salon {Rose}", NAME_BRACES),
    ],
)
def test_room_names_are_checked(name, message):
    assert errors_of(Room(name=name, capacity_max=10)) == {"name": [message]}


def test_names_are_unique_ignoring_case_beyond_ascii(db):
    Product.objects.create(name="Apéro Package", price=1)

    assert errors_of(Product(name="APÉRO PACKAGE", price=1)) == {
        "name": ["Product “APÉRO PACKAGE” already exists (names are compared ignoring case)."]
    }


def test_the_same_name_may_be_used_by_different_kinds(db):
    Feature.objects.create(name="Atelier")

    assert errors_of(Room(name="Atelier", capacity_max=10)) == {}


def test_an_alias_may_not_repeat_a_canonical_name(db):
    stage = Feature.objects.create(name="stage")
    Room.objects.create(name="Grosser Saal", capacity_max=300)

    assert errors_of(Alias(text="grosser saal", feature=stage)) == {
        "text": ["“grosser saal” is already the canonical name of a room."]
    }


def test_an_alias_without_a_term_is_refused(db):
    assert errors_of(Alias(text="Beamer")) == {
        "__all__": ["An alias belongs to exactly one room, feature or product."]
    }
