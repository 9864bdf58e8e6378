import pytest
from django.contrib.auth import get_user_model
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from tests.booking.factories import make_client, make_product, make_room, permissions_grant


@pytest.fixture
def api_client():
    return APIClient()


def _client_with_token(*, username: str, is_staff: bool) -> APIClient:
    """A client signed in by token; a staff account has every permission of the booking app."""
    user = get_user_model().objects.create_user(username=username, is_staff=is_staff)
    if is_staff:
        permissions_grant(user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


@pytest.fixture
def staff_client(db):
    return _client_with_token(username="staff", is_staff=True)


@pytest.fixture
def member_client(db):
    """Authenticated, but not staff."""
    return _client_with_token(username="member", is_staff=False)


@pytest.fixture
def venue(db):
    """Salon Rose (10–60, half day 800 / full day 1400 / evening 1200) and three products."""
    return {
        "room": make_room(),
        "apero": make_product("Apéro Package", "24.50"),
        "kaffeepause": make_product("Kaffeepause", "9.80"),
        "technik": make_product("Technikpauschale", "350.00", pricing="flat"),
        "client": make_client(),
    }


@pytest.fixture(autouse=True)
def fast_password_hashing(settings):
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def catalog_read_per_request(settings):
    """Each test's own catalog: rolled-back rows must not outlive the test in a remembered one."""
    settings.FACTLOCK = {**settings.FACTLOCK, "VERIFY_CATALOG_SECONDS": 0}


@pytest.fixture(autouse=True)
def unthrottled(settings):
    """Rates no test reaches; tests/api/test_throttling.py sets low ones."""
    settings.REST_FRAMEWORK = settings.REST_FRAMEWORK | {
        "DEFAULT_THROTTLE_RATES": {"chat": "1000000/minute", "verify": "1000000/minute"}
    }
