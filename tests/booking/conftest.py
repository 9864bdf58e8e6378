import pytest

from booking.models import Product

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
