"""POST /api/v1/verify/batch: up to 100 verify requests, answered in order, a bad item in place."""

import json

import pytest
from django.core.cache import cache

from booking.services.api_keys import api_key_create

pytestmark = pytest.mark.django_db

BATCH = "/api/v1/verify/batch"
GOOD = {"facts": {"times": [{"value": "18:00"}]}, "text": "See you at 18:00.", "locale": "en"}
WRONG = {"facts": {"times": [{"value": "18:00"}]}, "text": "See you at 19:00.", "locale": "en"}


def post(client, body, **headers):
    raw = body if isinstance(body, str) else json.dumps(body)
    return client.post(BATCH, raw, content_type="application/json", **headers)


def single(client, item):
    return client.post("/api/v1/verify", json.dumps(item), content_type="application/json").json()


def test_results_come_in_order_and_equal_single_calls(client):
    items = [GOOD, WRONG, {**GOOD, "text": "See you at 6 pm."}, WRONG]
    response = post(client, {"items": items})
    assert response.status_code == 200
    results = response.json()["results"]
    assert [r["status"] for r in results] == [200] * 4
    assert [{k: v for k, v in r.items() if k != "status"} for r in results] == [
        single(client, i) for i in items
    ]
    assert [r["ok"] for r in results] == [True, False, True, False]


@pytest.mark.parametrize(
    ("bad", "status", "field"),
    [
        ({"facts": {"dates": [{"value": "2026-02-31"}]}, "text": "x"}, 400, "facts.dates.0.value"),
        ({"facts": {}, "text": 42}, 400, "text"),
        ({"facts": {}}, 400, "text"),
        ({"facts": {}, "text": "x", "locale": "es"}, 400, "locale"),
        (
            {"facts": {}, "text": "x", "catalog": {"rooms": [{"name": ""}]}},
            400,
            "catalog.rooms.0.name",
        ),
        ("not an object", 400, "non_field_errors"),
        (None, 400, "non_field_errors"),
        ({"facts": {}, "text": "a" * 20_001}, 413, "text"),
        (
            {
                "facts": {},
                "text": "x",
                "now": "0001-01-01T00:00:00+00:00",
                "time_zone": "Etc/GMT+12",
            },
            400,
            "now",
        ),
    ],
)
def test_a_bad_item_gets_its_own_error_in_place_and_the_others_are_answered(
    client, bad, status, field
):
    response = post(client, {"items": [GOOD, bad, WRONG]})
    assert response.status_code == 200
    first, error, last = response.json()["results"]
    assert (first["status"], first["ok"]) == (200, True)
    assert (last["status"], last["ok"], last["text"]) == (200, False, "See you at 18:00.")
    assert error["status"] == status and set(error) == {"status", "message", "extra"}
    assert error["message"]
    if status == 400:
        assert field in error["extra"]["fields"], error


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"items": []},
        {"items": "x"},
        {"items": [GOOD] * 101},
        {"items": [GOOD], "extra": 1},
        [GOOD],
        "null",
    ],
)
def test_a_bad_batch_is_400_with_field_messages(client, body):
    response = post(client, body)
    assert response.status_code == 400
    assert response.json()["message"] and response.json()["extra"]["fields"]


def test_a_hundred_items_are_answered(client):
    response = post(client, {"items": [GOOD, WRONG] * 50})
    assert response.status_code == 200
    assert [r["ok"] for r in response.json()["results"]] == [True, False] * 50


def test_malformed_json_is_400(client):
    response = post(client, "{not json")
    assert response.status_code == 400 and response.json()["message"]


@pytest.fixture
def five_a_minute(settings):
    settings.REST_FRAMEWORK = settings.REST_FRAMEWORK | {
        "DEFAULT_THROTTLE_RATES": {"chat": "5/minute", "verify": "5/minute"}
    }
    cache.clear()
    yield
    cache.clear()


def test_each_item_counts_against_the_callers_rate(client, five_a_minute):
    assert post(client, {"items": [GOOD] * 3}).status_code == 200
    assert post(client, {"items": [GOOD] * 3}).status_code == 429  # 3 + 3 > 5
    assert post(client, {"items": [GOOD] * 2}).status_code == 200
    assert (
        client.post("/api/v1/verify", json.dumps(GOOD), content_type="application/json").status_code
        == 429
    )


def test_a_keyed_batch_counts_against_its_key(client, five_a_minute):
    _, raw = api_key_create(name="Bot", rate="150/minute")
    headers = {"HTTP_AUTHORIZATION": f"Api-Key {raw}"}
    assert post(client, {"items": [GOOD] * 100}, **headers).status_code == 200
    assert post(client, {"items": [GOOD] * 50}, **headers).status_code == 200
    assert post(client, {"items": [GOOD]}, **headers).status_code == 429
    assert post(client, {"items": [GOOD]}).status_code == 200  # the address's own allowance


def test_a_bad_key_is_401_for_the_batch(client):
    response = post(client, {"items": [GOOD]}, HTTP_AUTHORIZATION="Api-Key nonsense")
    assert response.status_code == 401


def test_the_schema_describes_the_batch(client):
    schema = client.get("/api/v1/schema/").content.decode()
    assert (
        "/api/v1/verify/batch" in schema
        and "VerifyBatchItemError" in schema
        and "VerifyBatchOutput" in schema
    )


def test_an_item_that_breaks_the_checker_fails_alone(client, monkeypatch):
    from booking.api import verify as verify_api

    real = verify_api.verify_text

    def breaks_on_boom(*, data):
        if isinstance(data, dict) and data.get("text") == "boom":
            raise RuntimeError("a defect no input should reach")
        return real(data=data)

    monkeypatch.setattr(verify_api, "verify_text", breaks_on_boom)
    response = post(client, {"items": [GOOD, {"facts": {}, "text": "boom"}, WRONG]})
    assert response.status_code == 200
    first, error, last = response.json()["results"]
    assert (first["status"], last["status"]) == (200, 200)
    assert error == {"status": 500, "message": verify_api.BATCH_ITEM_FAILED, "extra": {}}
