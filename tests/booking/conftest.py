import json
import shutil
from pathlib import Path

import pytest
from django.conf import settings

from booking.models import Alias, Feature, Product, Room, RoomRate
from booking.services.demo_venue import demo_venue_load

from .factories import make_client, make_product, make_room


@pytest.fixture
def salon_rose(db):
    return make_room()


@pytest.fixture
def client_record(db):
    return make_client()


@pytest.fixture
def apero_package(db):
    return make_product("Apéro Package", "24.50")


@pytest.fixture
def technikpauschale(db):
    return make_product("Technikpauschale", "350.00", Product.Pricing.FLAT)


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


DEMO = Path(settings.BASE_DIR) / "fixtures" / "demo"
CATALOG_MODELS = (Alias, RoomRate, Room, Feature, Product)


@pytest.fixture(scope="module")
def demo_catalog(django_db_setup, django_db_blocker, tmp_path_factory):
    """The demo venue's rooms, features, products and aliases, loaded once per test module.

    Loading validates every record (two seconds); each test then runs in a transaction that is
    rolled back, so its own changes (a rename, a new alias) do not reach the next test.
    """
    directory = tmp_path_factory.mktemp("demo_catalog")
    for name in ("features.json", "rooms.json", "products.json"):
        shutil.copy(DEMO / name, directory / name)
    (directory / "events.json").write_text(json.dumps([]), encoding="utf-8")
    with django_db_blocker.unblock():
        demo_venue_load(directory=directory)
    yield
    with django_db_blocker.unblock():
        for model in CATALOG_MODELS:
            model.objects.all().delete()


@pytest.fixture
def venue(demo_catalog, db):
    """The demo catalog, in a test that may change it."""
