"""GET /api/v1/health answers {"status": "ok"} to anyone, without the database or a throttle."""

import pytest

pytestmark = pytest.mark.django_db


def test_health_is_ok_without_sign_in(api_client):
    response = api_client.get("/api/v1/health")

    assert response.status_code == 200
    assert response.json() == {"status": "ok"}


def test_health_answers_with_or_without_the_trailing_slash(api_client):
    assert api_client.get("/api/v1/health/").json() == {"status": "ok"}


def test_health_ignores_an_invalid_token(api_client):
    response = api_client.get("/api/v1/health", HTTP_AUTHORIZATION="Token not-a-key")

    assert response.status_code == 200


def test_health_runs_no_query(api_client, django_assert_num_queries):
    with django_assert_num_queries(0):
        assert api_client.get("/api/v1/health").status_code == 200


def test_health_is_not_throttled(api_client, settings):
    settings.REST_FRAMEWORK = settings.REST_FRAMEWORK | {
        "DEFAULT_THROTTLE_RATES": {"chat": "1/minute", "verify": "1/minute"}
    }

    assert {api_client.get("/api/v1/health").status_code for _ in range(5)} == {200}


def test_health_only_reads(api_client):
    response = api_client.post("/api/v1/health", {}, format="json")

    assert response.status_code == 405
    assert set(response.json()) == {"message", "extra"}


def test_health_is_in_the_schema(api_client):
    response = api_client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert "get" in response.json()["paths"]["/api/v1/health/"]
