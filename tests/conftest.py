"""Shared test configuration."""

import datetime as dt
import sys
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
import time_machine

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHARED = PROJECT_ROOT.parent / "shared"


@pytest.fixture(scope="session")
def shared_dir() -> Path:
    if not SHARED.is_dir():
        pytest.skip(f"shared resources not found at {SHARED}")
    return SHARED


DEMO_VENUE = PROJECT_ROOT / "fixtures" / "demo"


@pytest.fixture(scope="module")
def demo_venue_loaded(django_db_setup, django_db_blocker):
    """The demo venue (catalog and events), loaded once per module: loading validates every row."""
    from booking.models import (
        Alias,
        Client,
        Conversation,
        Event,
        Feature,
        Product,
        Reply,
        Room,
        Venue,
    )

    with django_db_blocker.unblock():
        from booking.services.demo_venue import demo_venue_load

        demo_venue_load(directory=DEMO_VENUE)
    yield
    with django_db_blocker.unblock():
        for model in (Reply, Conversation, Event, Client, Alias, Room, Feature, Product, Venue):
            model.objects.all().delete()


@pytest.fixture
def demo_venue(demo_venue_loaded, db):
    """The demo venue, in a test whose own changes are rolled back."""


# The moment every test starts from: a Wednesday morning at the venue. The clock runs on from it
# (tick), so waits and timeouts behave, but no test sees the real day: what a test expects of
# "today", "tomorrow" or "this Friday" holds on every day of the week. A test about another day
# moves the clock with the `time_machine` fixture. Processes the tests start (a Celery worker, a
# server) keep the real clock and are given dates that do not depend on it.
FROZEN_NOW = dt.datetime(2026, 11, 18, 9, 30, tzinfo=ZoneInfo("Europe/Zurich"))
_clock = time_machine.travel(FROZEN_NOW, tick=True)


def pytest_configure(config):
    _clock.start()
    config.addinivalue_line(
        "markers",
        "celery_worker: runs real Celery workers against a real Redis server (-m celery_worker)",
    )


@pytest.fixture(autouse=True)
def chat_holds_uncapped(settings):
    """Options per address and e-mail a day no test reaches: the counts live in the cache, which
    outlives a test, and many tests hold rooms for one address and e-mail.
    tests/api/test_chat_limits.py sets low ones."""
    settings.FACTLOCK = {
        **settings.FACTLOCK,
        "CHAT_HOLDS_PER_ADDRESS": 1_000_000,
        "CHAT_HOLDS_PER_EMAIL": 1_000_000,
    }


@pytest.fixture(autouse=True)
def throttles_counted_afresh():
    """Each test starts with no request counted against the API's throttles: the counts live in
    the cache, which outlives a test, and under the frozen clock (FROZEN_NOW) they never age, so
    the requests of every earlier test in a worker would add up to a 429."""
    from django.core.cache import cache

    cache.clear()
    yield


@pytest.fixture(autouse=True)
def instance_catalog_read_afresh():
    """Each test reads the instance's catalog from its own database: the catalog a process keeps
    for a few seconds (booking.selectors.catalog.venue_catalog_recent) outlives a test's rolled
    back rows, so a venue one test saved would otherwise be the next one's."""
    catalog = sys.modules.get("booking.selectors.catalog")
    if catalog is not None:
        catalog._remembered = None  # type: ignore[attr-defined]
    yield


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    """A Redis database for the tests (see devtools/services.py); skips with the reason if none."""
    from devtools.services import ServiceUnavailable, redis_server

    try:
        with redis_server(tmp_path_factory.mktemp("redis")) as url:
            yield url
    except ServiceUnavailable as reason:
        pytest.skip(str(reason))


def pytest_unconfigure(config):
    _clock.stop()
