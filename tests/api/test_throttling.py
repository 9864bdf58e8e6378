"""/chat and /verify are throttled per client IP; beyond the rate: 429 with Retry-After."""

import os
import subprocess
import sys

import pytest
from django.core.cache import cache

from tests.conftest import PROJECT_ROOT

pytestmark = pytest.mark.django_db

CHAT = ("/api/v1/chat", {"message": "Hello, is Salon Rose free?"})
VERIFY = ("/api/v1/verify", {"facts": {"times": [{"value": "18:00"}]}, "text": "See you at 18:00."})


@pytest.fixture(autouse=True)
def two_a_minute(settings):
    settings.REST_FRAMEWORK = settings.REST_FRAMEWORK | {
        "DEFAULT_THROTTLE_RATES": {"chat": "2/minute", "verify": "2/minute"}
    }
    cache.clear()
    yield
    cache.clear()


def post(client, endpoint, ip="203.0.113.7", **headers):
    path, body = endpoint
    return client.post(path, body, format="json", REMOTE_ADDR=ip, **headers)


@pytest.mark.parametrize("endpoint", [CHAT, VERIFY], ids=["chat", "verify"])
def test_beyond_the_rate_is_429_with_retry_after_and_the_error_shape(api_client, venue, endpoint):
    assert [post(api_client, endpoint).status_code for _ in range(2)] == [200, 200]

    refused = post(api_client, endpoint)

    assert refused.status_code == 429
    assert 0 < int(refused["Retry-After"]) <= 60
    assert set(refused.json()) == {"message", "extra"}
    assert refused.json()["message"].startswith("Request was throttled.")


@pytest.mark.parametrize("endpoint", [CHAT, VERIFY], ids=["chat", "verify"])
def test_each_client_ip_has_its_own_allowance(api_client, venue, endpoint):
    for _ in range(2):
        post(api_client, endpoint, ip="203.0.113.7")

    assert post(api_client, endpoint, ip="203.0.113.7").status_code == 429
    assert post(api_client, endpoint, ip="198.51.100.4").status_code == 200


def test_chat_and_verify_count_apart(api_client, venue):
    for _ in range(2):
        post(api_client, CHAT)

    assert post(api_client, CHAT).status_code == 429
    assert post(api_client, VERIFY).status_code == 200


def test_a_forwarded_for_header_does_not_escape_the_limit(api_client, venue):
    for _ in range(2):
        post(api_client, VERIFY)

    spoofed = post(api_client, VERIFY, HTTP_X_FORWARDED_FOR="192.0.2.99")

    assert spoofed.status_code == 429


def test_behind_a_proxy_the_forwarded_client_counts(api_client, venue, settings):
    settings.REST_FRAMEWORK = settings.REST_FRAMEWORK | {"NUM_PROXIES": 1}
    proxy = "10.0.0.2"
    for _ in range(2):
        post(api_client, VERIFY, ip=proxy, HTTP_X_FORWARDED_FOR="203.0.113.7")

    assert post(api_client, VERIFY, ip=proxy, HTTP_X_FORWARDED_FOR="203.0.113.7").status_code == 429
    assert (
        post(api_client, VERIFY, ip=proxy, HTTP_X_FORWARDED_FOR="198.51.100.4").status_code == 200
    )


def test_a_signed_in_caller_is_counted_by_ip_too(staff_client, venue):
    for _ in range(2):
        post(staff_client, CHAT)

    assert post(staff_client, CHAT).status_code == 429


def test_refused_requests_are_not_composed(api_client, venue):
    from booking.models import Reply

    for _ in range(3):
        post(api_client, CHAT)

    assert Reply.objects.count() == 2


def test_the_catalog_is_not_throttled(api_client, venue):
    assert {
        api_client.get("/api/v1/rooms/", REMOTE_ADDR="203.0.113.7").status_code for _ in range(5)
    } == {200}


def test_the_schema_lists_429_for_the_throttled_endpoints_only(api_client):
    paths = api_client.get(
        "/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json"
    ).json()["paths"]

    assert "429" in paths["/api/v1/chat/"]["post"]["responses"]
    assert "429" in paths["/api/v1/verify/"]["post"]["responses"]
    assert "429" not in paths["/api/v1/quote/"]["post"]["responses"]


def configured_rates(**environment) -> str:
    script = (
        "import django; django.setup(); from django.conf import settings; "
        "rates = settings.REST_FRAMEWORK['DEFAULT_THROTTLE_RATES']; print(rates['chat'], rates['verify'])"
    )
    env = {key: value for key, value in os.environ.items() if not key.startswith("FACTLOCK_")}
    result = subprocess.run(
        [sys.executable, "-c", script],
        env=env | {"DJANGO_SETTINGS_MODULE": "config.settings"} | environment,
        cwd=PROJECT_ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return result.stdout.strip()


def test_rates_default_and_come_from_the_environment():
    assert configured_rates() == "30/minute 120/minute"
    assert (
        configured_rates(FACTLOCK_CHAT_RATE="5/second", FACTLOCK_VERIFY_RATE="1000/hour")
        == "5/second 1000/hour"
    )
