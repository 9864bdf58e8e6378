import pytest

from tests.booking.factories import days_ahead, make_event, make_room

pytestmark = pytest.mark.django_db

URL = "/api/v1/availability/"


def query(**changes):
    return {
        "date": days_ahead(30).isoformat(),
        "start_time": "09:00",
        "end_time": "12:00",
        "participants": "12",
    } | changes


def test_lists_free_rooms_that_fit_with_their_rate(api_client, venue):
    atelier = make_room(
        "Atelier",
        capacity_min=4,
        capacity_max=16,
        rates={"full_day": ("650.00", "07:00", "23:59", None)},
    )
    make_room("Grosser Saal", capacity_min=50, capacity_max=300)

    response = api_client.get(URL, query())

    assert response.status_code == 200
    body = response.json()
    assert (body["date"], body["start_time"], body["end_time"], body["participants"]) == (
        days_ahead(30).isoformat(),
        "09:00",
        "12:00",
        12,
    )
    assert [(room["name"], room["rate"]) for room in body["rooms"]] == [
        ("Atelier", {"kind": "full_day", "price": "650.00"}),
        ("Salon Rose", {"kind": "half_day", "price": "800.00"}),
    ]
    assert body["rooms"][0]["id"] == atelier.pk
    assert (body["rooms"][0]["capacity_min"], body["rooms"][0]["capacity_max"]) == (4, 16)


def test_a_held_room_is_not_listed(api_client, venue):
    make_event(room=venue["room"], status="option", date=days_ahead(30), start="11:00", end="15:00")

    assert api_client.get(URL, query()).json()["rooms"] == []
    assert [
        room["name"]
        for room in api_client.get(URL, query(start_time="15:00", end_time="18:00")).json()["rooms"]
    ] == ["Salon Rose"]


@pytest.mark.parametrize(
    "changes,fields",
    [
        ({"date": "2027-02-30"}, {"date"}),
        ({"date": ""}, {"date"}),
        ({"start_time": "nine"}, {"start_time"}),
        ({"end_time": "08:00"}, {"end_time"}),
        ({"participants": "-3"}, {"participants"}),
        ({"participants": "ten"}, {"participants"}),
        ({"date": days_ahead(-2).isoformat()}, {"date"}),
    ],
)
def test_bad_queries_get_field_errors(api_client, venue, changes, fields):
    response = api_client.get(URL, query(**changes))

    assert response.status_code == 400
    assert set(response.json()["extra"]["fields"]) == fields


def test_missing_parameters_are_listed(api_client, db):
    response = api_client.get(URL)

    assert response.status_code == 400
    assert set(response.json()["extra"]["fields"]) == {
        "date",
        "start_time",
        "end_time",
        "participants",
    }
