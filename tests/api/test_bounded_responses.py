"""A response's size is bounded whatever the text holds: at most MAX_LISTED issues and warnings
per text, then one entry of kind "more" that counts the rest."""

import json

import pytest

from safety.verification import MAX_LISTED

pytestmark = pytest.mark.django_db


def post(client, url, body):
    return client.post(url, json.dumps(body), content_type="application/json")


FACTS = {"amounts": [{"value": "900.00", "currency": "CHF"}]}


def test_a_text_of_many_issues_lists_the_first_and_counts_the_rest(client):
    text = "CHF 900.00. " + " ".join(f"CHF {n}.00" for n in range(1, 400))
    body = post(client, "/api/v1/verify", {"facts": FACTS, "text": text}).json()
    assert body["issues_total"] > MAX_LISTED
    assert len(body["issues"]) == MAX_LISTED + 1
    more = body["issues"][-1]
    assert more["kind"] == "more" and more["reason"] == "more"
    assert more["count"] == body["issues_total"] - MAX_LISTED
    assert all(issue["kind"] != "more" for issue in body["issues"][:-1])
    assert "CHF 17.00" not in body["text"]  # every invented amount is cut, listed or not


def test_a_text_within_the_cap_lists_every_issue(client):
    body = post(client, "/api/v1/verify", {"facts": FACTS, "text": "CHF 800.00"}).json()
    assert body["issues_total"] == len(body["issues"]) >= 1
    assert all(issue["kind"] != "more" for issue in body["issues"])


def test_a_batch_of_control_character_floods_stays_small(client):
    item = {"facts": FACTS, "text": "\x01\x02\x1b" * 6_600 + " CHF 1.00" * 10}
    response = post(client, "/api/v1/verify/batch", {"items": [item] * 8})
    assert response.status_code == 200
    results = response.json()["results"]
    assert all(len(result["issues"]) <= MAX_LISTED + 1 for result in results)
    # Each item: its text (20,000 characters at most, escaped up to 6 bytes each) and its lists.
    assert len(response.content) < 8 * (6 * 20_000 + 2 * (MAX_LISTED + 1) * 1_000)


def test_a_catalog_of_more_aliases_than_the_cap_is_400_on_the_catalog(client):
    from safety.request import MAX_ALIASES, MAX_CATALOG_ALIASES

    rooms = MAX_CATALOG_ALIASES // MAX_ALIASES + 1
    catalog = {
        "rooms": [
            {"name": f"Room {n}", "aliases": [f"Alias {n} {a}" for a in range(MAX_ALIASES)]}
            for n in range(rooms)
        ]
    }
    response = post(client, "/api/v1/verify", {"facts": FACTS, "text": "x", "catalog": catalog})
    assert response.status_code == 400
    assert "catalog" in response.json()["extra"]["fields"]
    within = {"rooms": catalog["rooms"][: rooms - 1]}
    response = post(client, "/api/v1/verify", {"facts": FACTS, "text": "x", "catalog": within})
    assert response.status_code == 200
