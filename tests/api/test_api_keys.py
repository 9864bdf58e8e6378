"""API keys for service callers of /api/v1/verify: made once, stored hashed, a rate of their own."""

import hashlib
import io
import logging

import pytest
from django.core.cache import cache
from django.core.management import CommandError, call_command

from booking.models import ApiKey
from booking.services.api_keys import api_key_create, api_key_update

pytestmark = pytest.mark.django_db

VERIFY = "/api/v1/verify"
BODY = {"facts": {"times": [{"value": "18:00"}]}, "text": "See you at 18:00."}
IP = "203.0.113.7"


@pytest.fixture(autouse=True)
def anonymous_two_a_minute(settings):
    settings.REST_FRAMEWORK = settings.REST_FRAMEWORK | {
        "DEFAULT_THROTTLE_RATES": {"chat": "2/minute", "verify": "2/minute"}
    }
    cache.clear()
    yield
    cache.clear()


def post(client, key=None, ip=IP, body=BODY):
    headers = {"HTTP_AUTHORIZATION": f"Api-Key {key}"} if key is not None else {}
    return client.post(VERIFY, body, format="json", REMOTE_ADDR=ip, **headers)


def test_the_command_prints_the_key_once_and_stores_only_its_hash():
    out, err = io.StringIO(), io.StringIO()
    call_command("apikey_create", "Partner Bot", "--rate", "6000/minute", stdout=out, stderr=err)
    raw = out.getvalue().strip()
    api_key = ApiKey.objects.get(name="Partner Bot")
    assert len(raw) >= 40 and "\n" not in raw
    assert api_key.key_hash == hashlib.sha256(raw.encode()).hexdigest()
    assert raw not in {api_key.key_hash, api_key.name, api_key.rate}
    assert raw.startswith(api_key.prefix) and len(api_key.prefix) == 8
    assert (api_key.rate, api_key.active) == ("6000/minute", True)
    assert "not shown again" in err.getvalue()


@pytest.mark.parametrize("rate", ["6000", "fast", "0/minute", "10/week", "-1/second", ""])
def test_the_command_refuses_a_bad_rate(rate):
    with pytest.raises(CommandError, match="rate"):
        call_command(
            "apikey_create", "Bot", "--rate", rate, stdout=io.StringIO(), stderr=io.StringIO()
        )
    assert not ApiKey.objects.exists()


def test_the_command_refuses_a_name_in_use():
    api_key_create(name="Bot", rate="10/minute")
    with pytest.raises(CommandError, match="name"):
        call_command("apikey_create", "Bot", stdout=io.StringIO(), stderr=io.StringIO())


def test_two_keys_differ():
    _, first = api_key_create(name="A", rate="1/second")
    _, second = api_key_create(name="B", rate="1/second")
    assert first != second


@pytest.mark.parametrize(
    ("header", "status", "message"),
    [
        ("Api-Key nonsense", 401, "not valid"),
        ("Api-Key", 401, "Api-Key <key>"),
        ("Api-Key a b", 401, "Api-Key <key>"),
        ("api-key nonsense", 401, "not valid"),
    ],
)
def test_a_bad_key_is_401_with_a_message(api_client, header, status, message):
    response = api_client.post(VERIFY, BODY, format="json", HTTP_AUTHORIZATION=header)
    assert response.status_code == status
    assert message in response.json()["message"] and response.json()["extra"] == {}
    assert response["WWW-Authenticate"] == "Api-Key"


def test_a_disabled_key_is_403_and_enabled_again_works(api_client):
    api_key, raw = api_key_create(name="Bot", rate="100/minute")
    assert post(api_client, raw).status_code == 200
    api_key_update(api_key=api_key, active=False)
    refused = post(api_client, raw)
    assert refused.status_code == 403 and "disabled" in refused.json()["message"]
    api_key_update(api_key=api_key, active=True)
    assert post(api_client, raw).status_code == 200


def test_a_keyed_caller_has_its_keys_rate_not_the_ip_rate(api_client):
    _, raw = api_key_create(name="Bot", rate="5/minute")
    statuses = [post(api_client, raw).status_code for _ in range(6)]
    assert statuses == [200] * 5 + [429]
    # The same address without a key keeps its own per-IP allowance, untouched by the key's calls.
    assert [post(api_client).status_code for _ in range(3)] == [200, 200, 429]


def test_a_key_is_one_caller_from_any_address(api_client):
    _, raw = api_key_create(name="Bot", rate="3/minute")
    statuses = [post(api_client, raw, ip=f"198.51.100.{n}").status_code for n in range(4)]
    assert statuses == [200, 200, 200, 429]


def test_each_key_counts_apart(api_client):
    _, first = api_key_create(name="A", rate="1/minute")
    _, second = api_key_create(name="B", rate="1/minute")
    assert [post(api_client, first).status_code, post(api_client, first).status_code] == [200, 429]
    assert post(api_client, second).status_code == 200


def test_a_re_rated_key_takes_its_new_rate_at_once(api_client):
    api_key, raw = api_key_create(name="Bot", rate="1/minute")
    assert [post(api_client, raw).status_code for _ in range(2)] == [200, 429]
    api_key_update(api_key=api_key, rate="10/minute")
    assert post(api_client, raw).status_code == 200


def test_the_log_names_the_key(api_client, caplog):
    _, raw = api_key_create(name="Partner Bot", rate="10/minute")
    with caplog.at_level(logging.INFO, logger="booking.api.verify"):
        post(api_client, raw)
        post(api_client)
    names = [
        getattr(record, "api_key", None)
        for record in caplog.records
        if record.name == "booking.api.verify"
    ]
    assert names == ["Partner Bot", "anonymous"]


# -- the admin -------------------------------------------------------------------------------------


def test_staff_list_re_rate_and_disable_keys_in_the_admin(admin_client):
    api_key, raw = api_key_create(name="Partner Bot", rate="10/minute")
    listing = admin_client.get("/admin/booking/apikey/").content.decode()
    assert "Partner Bot" in listing and api_key.prefix in listing and raw not in listing
    assert admin_client.get("/admin/booking/apikey/add/").status_code == 403

    changed = admin_client.post(
        f"/admin/booking/apikey/{api_key.pk}/change/", {"rate": "600/minute", "active": "on"}
    )
    assert changed.status_code == 302
    api_key.refresh_from_db()
    assert (api_key.rate, api_key.active, api_key.name) == ("600/minute", True, "Partner Bot")

    bad = admin_client.post(
        f"/admin/booking/apikey/{api_key.pk}/change/", {"rate": "lots", "active": "on"}
    )
    assert bad.status_code == 200 and "6000/minute" in bad.content.decode()
    api_key.refresh_from_db()
    assert api_key.rate == "600/minute"

    admin_client.post(
        "/admin/booking/apikey/",
        {"action": "disable_selected", "_selected_action": [api_key.pk]},
    )
    api_key.refresh_from_db()
    assert api_key.active is False


def test_the_schema_describes_the_key(client):
    schema = client.get("/api/v1/schema/").content.decode()
    assert "ApiKey" in schema and "Api-Key <key>" in schema
