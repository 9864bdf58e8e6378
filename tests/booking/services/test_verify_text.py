"""verify_text: the one verification behind POST /api/v1/verify and the inspector's try form."""

import json

import pytest

from booking.errors import TEXT_TOO_LONG, ApplicationError, PayloadTooLarge
from booking.services.verification import verify_text
from tests.booking.factories import make_room, make_staff

FACTS = {"dates": [{"value": "2027-06-09"}], "rooms": [{"value": "Punkt.Null"}]}
DRAFT = "Punkt.Null is reserved for you on 9 June 2027. You can also use the Atelier."
CUT = "Punkt.Null is reserved for you on 9 June 2027."


@pytest.fixture
def venue_rooms(db, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VERIFY_CATALOG_SECONDS": 0}
    make_room("Punkt.Null")
    make_room("Atelier")


def test_a_room_of_the_instance_the_facts_do_not_name_is_cut(venue_rooms):
    body = verify_text(data={"facts": FACTS, "text": DRAFT, "locale": "en"})

    assert body["text"] == CUT
    assert body["catalog"]["source"] == "instance"
    assert [(issue["kind"], issue["found"]) for issue in body["issues"]] == [
        ("invented", "Atelier")
    ]


def test_the_requests_own_catalog_wins_over_the_instances(venue_rooms):
    data = {
        "facts": FACTS,
        "text": DRAFT,
        "locale": "en",
        "catalog": {"rooms": [{"name": "Punkt.Null"}]},
    }

    body = verify_text(data=data)

    assert body["catalog"]["source"] == "request"
    assert [room["name"] for room in body["catalog"]["rooms"]] == ["Punkt.Null"]


def test_a_text_past_the_limit_is_refused_before_it_is_read(settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VERIFY_MAX_TEXT_CHARS": 10}

    with pytest.raises(PayloadTooLarge) as refused:
        verify_text(data={"facts": "not even facts", "text": "x" * 11})

    assert refused.value.status_code == 413
    assert refused.value.extra == {"fields": {"text": [TEXT_TOO_LONG.format(limit=10)]}}


def test_bad_input_names_each_field_by_its_path(db):
    with pytest.raises(ApplicationError) as refused:
        verify_text(data={"facts": {"dates": [{"value": "2027-02-31"}]}, "text": 5})

    fields = refused.value.extra["fields"]
    assert refused.value.status_code == 400
    assert set(fields) == {"facts.dates.0.value", "text"}


def test_the_inspectors_try_form_answers_as_the_api_does(venue_rooms, client):
    client.force_login(make_staff("staff", "view_reply"))
    data = {"facts": FACTS, "text": DRAFT, "locale": "en"}

    page = client.post("/inspector/try", {**data, "facts": json.dumps(FACTS)})
    api = client.post("/api/v1/verify", data, content_type="application/json")

    assert page.status_code == api.status_code == 200
    result = page.context["result"]
    assert result["text"] == api.json()["text"] == CUT
    assert result["issues"] == api.json()["issues"]
