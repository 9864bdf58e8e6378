import datetime as dt
from io import StringIO

import pytest
from django.core.management import call_command

from booking.models import Alias, Client, Event, Feature, Product, Room, RoomRate

pytestmark = pytest.mark.django_db

MODELS = (Alias, Client, Event, Feature, Product, Room, RoomRate)


def seed() -> str:
    out = StringIO()
    call_command("seed_demo", stdout=out)
    return out.getvalue()


def counts() -> dict:
    return {model.__name__: model.objects.count() for model in MODELS}


def test_loads_the_demo_venue():
    seed()

    names = set(Room.objects.values_list("name", flat=True))
    assert {
        "Punkt.Null",
        "Salon Rose",
        "Dachterrasse",
        "Seesicht",
        "Atelier",
        "Grosser Saal",
    } <= names
    assert Product.objects.count() >= 8
    assert Product.objects.get(name="Apéro Package").price > 0
    assert {"projector", "stage", "LED wall", "wheelchair access"} <= set(
        Feature.objects.values_list("name", flat=True)
    )
    assert set(Room.objects.get(name="Dachterrasse").aliases.values_list("text", "lang")) >= {
        ("roof terrace", "en"),
        ("terrasse sur le toit", "fr"),
        ("terrazza sul tetto", "it"),
    }
    assert set(Feature.objects.get(name="stage").aliases.values_list("text", flat=True)) == {
        "Bühne",
        "scène",
        "palco",
    }
    assert Alias.objects.get(text="Beamer").feature.name == "projector"
    assert Alias.objects.get(text="pause-café").product.name == "Kaffeepause"
    assert all(room.rates.exists() for room in Room.objects.all())


def test_has_future_options_and_confirmed_events():
    seed()

    future = Event.objects.filter(date__gt=dt.date.today())
    assert future.filter(status="option").exists()
    assert future.filter(status="confirmed").exists()


def test_running_twice_changes_nothing():
    first_output = seed()
    after_first = counts()
    rates_before = list(RoomRate.objects.values_list("pk", "price"))

    second_output = seed()

    assert "created" in first_output
    assert second_output.strip() == "Demo venue already loaded; nothing to add."
    assert counts() == after_first
    assert list(RoomRate.objects.values_list("pk", "price")) == rates_before


def test_keeps_staff_edits():
    seed()
    Product.objects.filter(name="Kaffeepause").update(price="11.00")

    seed()

    assert str(Product.objects.get(name="Kaffeepause").price) == "11.00"


def seed_if_empty() -> str:
    out = StringIO()
    call_command("seed_demo", "--if-empty", stdout=out)
    return out.getvalue()


def test_if_empty_loads_into_an_empty_database():
    output = seed_if_empty()

    assert "Demo venue loaded" in output
    assert Room.objects.filter(name="Salon Rose").exists()


@pytest.mark.parametrize("edit", ["rename_room", "rename_feature", "rename_product", "delete_room"])
def test_if_empty_never_loads_into_a_database_staff_edited(edit):
    seed()
    if edit == "rename_room":
        Room.objects.filter(name="Salon Rose").update(name="Salon Rosé")
    elif edit == "rename_feature":
        Feature.objects.filter(name="projector").update(name="beamer")
    elif edit == "rename_product":
        Product.objects.filter(name="Apéro Package").update(name="Apéro")
    else:
        Event.objects.filter(room__name="Atelier").delete()
        Room.objects.filter(name="Atelier").delete()
    before = counts()

    output = seed_if_empty()

    assert "not loaded" in output
    assert counts() == before  # no second room, no duplicate event, nothing brought back


def test_a_renamed_room_does_not_come_back_as_a_second_room():
    seed()
    Room.objects.filter(name="Salon Rose").update(name="Salon Rosé")

    seed_if_empty()

    assert not Room.objects.filter(name="Salon Rose").exists()
    assert Event.objects.filter(room__name="Salon Rosé").count() == 1


def test_if_empty_loads_nothing_when_only_a_product_exists():
    Product.objects.create(name="House wine", price="30.00")

    seed_if_empty()

    assert Room.objects.count() == 0


def test_loads_the_venue_itself_once_and_keeps_what_staff_wrote():
    from booking.models import Venue
    from booking.services.venue import venue_update

    seed()
    venue = Venue.objects.get()
    assert venue.name and venue.address and venue.phone and venue.iban
    venue_update(name="Staff's name")
    seed()
    assert Venue.objects.get().name == "Staff's name"
