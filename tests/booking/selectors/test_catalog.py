"""Catalog selectors: the names of the venue, with their kinds and aliases, read fresh.

Against the demo venue's rooms, features and products (the `venue` fixture,
tests/booking/conftest.py).
"""

from booking.models import Room
from booking.selectors.catalog import CatalogName, catalog_names, venue_catalog


def test_catalog_names_hold_every_name_with_its_kind_and_aliases(venue):
    names = {entry.name: entry for entry in catalog_names()}

    assert len(names) == 6 + 9 + 10
    assert names["projector"] == CatalogName(
        "projector", "feature", ("Beamer", "proiettore", "projecteur"), "projector"
    )
    assert names["Punkt.Null"].kind == "room"
    assert names["Punkt.Null"].category == ""
    assert (names["Stehlunch"].kind, names["Stehlunch"].category) == ("product", "buffet")


def test_venue_catalog_holds_the_rooms_and_every_alias(venue):
    catalog = venue_catalog()

    assert set(catalog.rooms) == {
        "Punkt.Null", "Salon Rose", "Dachterrasse", "Seesicht", "Atelier", "Grosser Saal",
    }  # fmt: skip
    assert "Beamer" in catalog.aliases["projector"]
    assert "Grand Hall" in catalog.aliases["Grosser Saal"]
    assert "aperitif package" in catalog.aliases["Apéro Package"]


def test_catalog_reads_are_fresh(venue, django_assert_max_num_queries):
    Room.objects.filter(name="Atelier").update(name="Werkstatt")

    with django_assert_max_num_queries(4):
        rooms = {entry.name for entry in catalog_names() if entry.kind == "room"}

    assert "Werkstatt" in rooms and "Atelier" not in rooms
