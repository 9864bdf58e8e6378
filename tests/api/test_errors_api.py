"""Whatever a caller sends, the answer is a 4xx with {"message", "extra"}, never a 500."""

import pytest
from django.db import IntegrityError

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    "body,content_type,status",
    [
        ('{"room": 1,', "application/json", 400),
        ("not json at all", "application/json", 400),
        ("[1, 2, 3]", "application/json", 400),
        ('"a string"', "application/json", 400),
        ("null", "application/json", 400),
        ('{"room": NaN}', "application/json", 400),
        ("room=1", "application/x-www-form-urlencoded", 415),
        (b"\xff\xfe", "application/json", 400),
    ],
)
def test_malformed_bodies(api_client, venue, body, content_type, status):
    response = api_client.generic("POST", "/api/v1/quote/", body, content_type=content_type)

    assert response.status_code == status
    assert set(response.json()) == {"message", "extra"}
    assert response.json()["message"]


def test_a_body_that_is_not_an_object_is_a_non_field_error(api_client, venue):
    response = api_client.post("/api/v1/quote/", [1, 2], format="json")

    assert response.json()["extra"]["fields"] == {
        "non_field_errors": ["Invalid data. Expected a dictionary, but got list."]
    }


def test_wrong_method_is_405(api_client, db):
    response = api_client.delete("/api/v1/quote/")

    assert response.status_code == 405
    assert response.json() == {"message": 'Method "DELETE" not allowed.', "extra": {}}


def test_a_bad_token_is_401(api_client, db):
    api_client.credentials(HTTP_AUTHORIZATION="Token nope")

    response = api_client.get("/api/v1/events/")

    assert response.status_code == 401
    assert response.json() == {"message": "Invalid token.", "extra": {}}


def test_a_constraint_hit_by_a_race_is_a_409(staff_client, monkeypatch):
    # Validation passed, then another request stored the same name first.
    def stored_first(**kwargs):
        raise IntegrityError("duplicate key value violates unique constraint")

    monkeypatch.setattr("booking.api.features.feature_create", stored_first)

    response = staff_client.post("/api/v1/features/", {"name": "stage"}, format="json")

    assert response.status_code == 409
    assert response.json() == {"message": "The change conflicts with existing data.", "extra": {}}
