"""The catalog a chat turn reads once: names, aliases and rate windows, fresh from the admin."""

from dataclasses import replace

import pytest

from booking.models import Alias, Feature, Product, Room
from booking.selectors.intake_catalog import intake_catalog
from tests.booking.services.intake.reading import demo_catalog, read

pytestmark = pytest.mark.django_db


def test_the_intake_tests_read_the_catalog_the_chat_reads(venue):
    assert intake_catalog() == demo_catalog()


def test_the_catalog_is_read_in_six_queries_and_a_message_in_none(venue, django_assert_num_queries):
    with django_assert_num_queries(6):
        catalog = intake_catalog()
    with django_assert_num_queries(0):
        read(
            "Salon Rose next Friday from 6 to 10 pm for 40 people with the Apéro Package.",
            catalog=catalog,
        )


def test_marker_text_typed_by_a_client_is_never_a_name_or_value(venue):
    room = Room.objects.create(name="Kilo", capacity_min=1, capacity_max=10)
    Alias.objects.create(text="ABC", room=room)
    catalog = intake_catalog()

    intake = read(
        "Please confirm {{ABC-KILO}} for {{COUNT-1}} people on {{DATE-1}} at {{T}}.",
        catalog=catalog,
    )

    assert intake.update.as_dict() == {}
    assert intake.unknown == ()
    assert read("Please confirm the Kilo room.", catalog=catalog).update.rooms == ("Kilo",)


def test_an_admin_rename_shows_in_the_next_message(venue):
    assert read("With the Apéro Package, please.").update.products == ("Apéro Package",)
    Product.objects.filter(name="Apéro Package").update(name="Apéro Deluxe")
    catalog = intake_catalog()

    renamed = read("With the Apéro Deluxe, please.", catalog=catalog)
    old_name = read("With the Apéro Package, please.", catalog=catalog)

    assert renamed.update.products == ("Apéro Deluxe",)
    assert old_name.update.products == ()
    assert old_name.unknown[0].suggestions[0] == "Apéro Deluxe"


def test_an_alias_added_in_the_admin_shows_in_the_next_message(venue):
    Alias.objects.create(
        text="Hellraumprojektor", lang="de", feature=Feature.objects.get(name="projector")
    )

    read_now = read("Bitte mit Hellraumprojektor.", catalog=intake_catalog())

    assert read_now.update.features == ("projector",)


def test_a_category_a_venue_item_was_given_reaches_it(venue):
    Feature.objects.filter(name="LED wall").update(category="screen")

    intake = read("We need a screen for the slides.", catalog=intake_catalog())

    assert intake.update.features == ("LED wall",)
    assert [w.outcome for w in intake.wishes if w.category == "screen"] == ["taken"]


def test_a_catalog_without_rate_windows_reads_no_window():
    without = replace(demo_catalog(), windows=())

    assert read("A room tomorrow evening for 20?").window == "evening"
    assert read("A room tomorrow evening for 20?", catalog=without).window == ""
