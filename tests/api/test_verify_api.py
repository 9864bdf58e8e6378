"""POST /api/v1/verify: the contract, and 4xx for every kind of bad input."""

import json

import pytest

FACTS = {
    "dates": [{"value": "2026-08-08"}],
    "times": [{"value": "18:00"}],
    "rooms": [{"value": "Punkt.Null"}],
    "amounts": [{"value": "1250.00", "currency": "CHF"}],
    "counts": [{"value": 30, "unit": "participants"}],
}
CLEAN = "Punkt.Null is reserved for 30 guests on 08.08.2026 from 18:00. The total is CHF 1'250.00."


def post(client, body, content_type="application/json"):
    raw = body if isinstance(body, (str, bytes)) else json.dumps(body)
    return client.post("/api/v1/verify", raw, content_type=content_type)


@pytest.mark.django_db
def test_a_clean_draft_comes_back_unchanged(client):
    response = post(client, {"facts": FACTS, "text": CLEAN, "locale": "en"})
    assert response.status_code == 200
    assert response.json() == {
        "ok": True,
        "text": CLEAN,
        "corrected": False,
        "fallback": False,
        "issues": [],
        "warnings": [],
        "issues_total": 0,
        "warnings_total": 0,
        "coverage": 1.0,
        "facts_found": 5,
        "facts_required": 5,
        "catalog": {"source": "instance", "rooms": [], "terms": [], "venue": None},
        "reference_day": None,
        "format": "text",
    }


@pytest.mark.django_db
def test_a_wrong_price_is_replaced_in_the_writers_form(client):
    draft = CLEAN.replace("1'250.00", "1'520.00")
    body = post(client, {"facts": FACTS, "text": draft, "locale": "de-CH"}).json()
    assert body["ok"] is False and body["corrected"] is True
    assert body["text"] == CLEAN
    assert [
        (i["kind"], i["type"], i["found"], i["expected"], i["action"]) for i in body["issues"]
    ] == [("wrong", "amount", "CHF 1'520.00", "1250.00", "replace")]


@pytest.mark.django_db
def test_a_basis_and_a_zone_are_part_of_the_facts(client):
    facts = {
        **FACTS,
        "times": [{"value": "18:00", "zone": "UTC"}],
        "amounts": [{"value": "1250.00", "currency": "CHF", "per": "hour"}],
    }
    draft = CLEAN.replace("from 18:00", "from 18:00 CEST").replace("1'250.00.", "1'250.00 per day.")
    body = post(client, {"facts": facts, "text": draft, "locale": "en"}).json()
    assert body["text"] == CLEAN.replace("from 18:00", "from 18:00 UTC").replace(
        "1'250.00.", "1'250.00 per hour."
    )
    assert sorted((i["type"], i["found"], i["reason"]) for i in body["issues"]) == [
        ("amount", "CHF 1'250.00 per day", "qualifier"),
        ("time", "18:00 CEST", "qualifier"),
    ]


@pytest.mark.django_db
def test_the_route_also_answers_with_a_trailing_slash(client):
    response = client.post(
        "/api/v1/verify/",
        json.dumps({"facts": {}, "text": "Hello."}),
        content_type="application/json",
    )
    assert response.status_code == 200
    assert response.json()["ok"] is True


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"facts": {"dates": [{"value": "2026-02-31"}]}, "text": "x"}, "facts.dates.0.value"),
        ({"facts": {"counts": [{"value": -3}]}, "text": "x"}, "facts.counts.0.value"),
        ({"facts": {"date": []}, "text": "x"}, "facts.date"),
        ({"facts": {}, "text": 42}, "text"),
        ({"facts": {}}, "text"),
        ({"facts": {}, "text": "x", "locale": "es"}, "locale"),
        ({"facts": {"amounts": [{"value": "12.345"}]}, "text": "x"}, "facts.amounts.0.value"),
        ({"facts": {"amounts": [{"value": "1.00", "subject": "Nowhere"}]}, "text": "x"}, "facts"),
        ({"facts": {"rooms": [{"value": "{{R1}}"}]}, "text": "x"}, "facts.rooms.0.value"),
        ({"facts": [], "text": "x"}, "facts"),
        (
            {"facts": {"times": [{"value": "18:00", "zone": "Mars/Olympus"}]}, "text": "x"},
            "facts.times.0.zone",
        ),
        (
            {"facts": {"amounts": [{"value": "1.00", "per": "week"}]}, "text": "x"},
            "facts.amounts.0.per",
        ),
    ],
)
def test_invalid_requests_get_400_with_field_messages(client, body, field):
    response = post(client, body)
    assert response.status_code == 400
    fields = response.json()["extra"]["fields"]
    assert field in fields and all(isinstance(m, str) and m for m in fields[field])


@pytest.mark.django_db
@pytest.mark.parametrize("raw", ["{not json", "", "[1, 2", "null", '"text"'])
def test_malformed_json_gets_400(client, raw):
    response = post(client, raw)
    assert response.status_code == 400
    assert response.json()["message"]


@pytest.mark.django_db
def test_a_text_over_the_limit_gets_413(client, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VERIFY_MAX_TEXT_CHARS": 1000}
    response = post(client, {"facts": {}, "text": "a" * 1001})
    assert response.status_code == 413
    assert "1000" in response.json()["message"]


@pytest.mark.django_db
def test_a_large_hostile_text_is_answered(client):
    text = ("18:00 CHF 1'250.00 " + "1" * 50 + " 08.08.2026 " + "((((" * 20) * 150
    response = post(client, {"facts": FACTS, "text": text[:19_000]})
    assert response.status_code == 200
    assert response.json()["ok"] is False
