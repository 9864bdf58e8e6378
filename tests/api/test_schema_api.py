import pytest
from rest_framework.test import APIClient

from tests.booking.factories import make_staff

pytestmark = pytest.mark.django_db


def test_schema_describes_the_booking_endpoints(api_client):
    response = api_client.get("/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert response.status_code == 200
    paths = response.json()["paths"]
    for path in [
        "/api/v1/rooms/",
        "/api/v1/rooms/{room_id}/",
        "/api/v1/features/",
        "/api/v1/products/",
        "/api/v1/events/",
        "/api/v1/events/{event_id}/confirm/",
        "/api/v1/availability/",
        "/api/v1/quote/",
    ]:
        assert path in paths
    assert {"date", "start_time", "end_time", "participants"} <= {
        parameter["name"] for parameter in paths["/api/v1/availability/"]["get"]["parameters"]
    }


def test_docs_page_is_served(api_client):
    response = api_client.get("/api/v1/docs/")

    assert response.status_code == 200
    assert b"swagger" in response.content.lower()


def test_staff_session_login_works_for_events(venue):
    user = make_staff("anna", "view_event", "add_event", password="a-long-password")
    browser = APIClient(enforce_csrf_checks=True)
    browser.login(username=user.username, password="a-long-password")

    assert browser.get("/api/v1/events/").status_code == 200
    # Session writes need the CSRF token, like any Django form.
    assert browser.post("/api/v1/events/", {}, format="json").status_code == 403
