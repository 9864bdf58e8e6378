"""The verify API's catalog, remembered per process for a few seconds and read again on a change."""

import pytest

from booking.selectors import catalog as catalog_selectors
from booking.selectors.catalog import venue_catalog_recent
from booking.services.rephrase_cache import catalog_version_bump
from tests.booking.factories import make_room

pytestmark = pytest.mark.django_db


@pytest.fixture
def remembered_for(settings, monkeypatch):
    monkeypatch.setattr(catalog_selectors, "_remembered", None)

    def seconds(value: int) -> None:
        settings.FACTLOCK = {**settings.FACTLOCK, "VERIFY_CATALOG_SECONDS": value}

    return seconds


def test_within_the_time_the_catalog_is_remembered(remembered_for, django_assert_num_queries):
    remembered_for(60)
    make_room("Salon Rose")
    assert venue_catalog_recent().rooms == ("Salon Rose",)
    with django_assert_num_queries(0):
        assert venue_catalog_recent().rooms == ("Salon Rose",)


def test_a_catalog_change_is_read_at_once(remembered_for):
    remembered_for(60)
    make_room("Salon Rose")
    assert venue_catalog_recent().rooms == ("Salon Rose",)
    make_room("Atelier")
    catalog_version_bump()  # what booking.signals does on every catalog change
    assert venue_catalog_recent().rooms == ("Atelier", "Salon Rose")


def test_past_the_time_the_catalog_is_read_again(remembered_for, monkeypatch):
    remembered_for(5)
    make_room("Salon Rose")
    venue_catalog_recent()
    make_room("Atelier")
    clock = catalog_selectors.time.monotonic() + 6
    monkeypatch.setattr(catalog_selectors.time, "monotonic", lambda: clock)
    assert venue_catalog_recent().rooms == ("Atelier", "Salon Rose")


def test_zero_reads_every_time(remembered_for):
    remembered_for(0)
    make_room("Salon Rose")
    venue_catalog_recent()
    make_room("Atelier")
    assert venue_catalog_recent().rooms == ("Atelier", "Salon Rose")
