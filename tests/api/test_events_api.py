import pytest

from booking.models import Client, Event
from tests.booking.factories import days_ahead, make_event, make_room

pytestmark = pytest.mark.django_db

URL = "/api/v1/events/"


def option_body(venue, **changes):
    body = {
        "client": {
            "name": "Marco Rossi",
            "email": "m.rossi@ticino-tech.example",
            "company": "Ticino Tech SA",
        },
        "room": venue["room"].pk,
        "date": days_ahead(60).isoformat(),
        "start_time": "18:00",
        "end_time": "23:00",
        "participants": 45,
        "products": [venue["apero"].pk],
        "notes": "Client evening",
    }
    return body | changes


def test_events_are_for_staff_only(api_client, member_client, venue):
    assert api_client.get(URL).status_code == 401
    assert member_client.get(URL).status_code == 403
    assert member_client.post(URL, option_body(venue), format="json").status_code == 403
    assert not Event.objects.exists()


def test_staff_place_an_option(staff_client, venue):
    response = staff_client.post(URL, option_body(venue), format="json")

    assert response.status_code == 201, response.json()
    body = response.json()
    event = Event.objects.get()
    assert body["id"] == event.pk
    assert body["status"] == "option"
    assert body["client"] == {
        "name": "Marco Rossi",
        "email": "m.rossi@ticino-tech.example",
        "company": "Ticino Tech SA",
    }
    assert body["room"] == {"id": venue["room"].pk, "name": "Salon Rose"}
    assert (body["start_time"], body["end_time"], body["participants"]) == ("18:00", "23:00", 45)
    assert body["products"] == [{"id": venue["apero"].pk, "name": "Apéro Package"}]


def test_an_overlapping_option_is_a_409(staff_client, venue):
    first = staff_client.post(URL, option_body(venue), format="json")
    second = staff_client.post(
        URL, option_body(venue, start_time="22:00", end_time="23:59"), format="json"
    )

    assert first.status_code == 201
    assert second.status_code == 409
    date = days_ahead(60).isoformat()
    assert second.json() == {
        "message": f"Salon Rose is already booked on {date} from 18:00 to 23:00.",
        "extra": {},
    }
    assert Event.objects.count() == 1


def test_a_lead_does_not_hold_the_room(staff_client, venue):
    lead = staff_client.post(URL, option_body(venue, status="lead"), format="json")
    option = staff_client.post(URL, option_body(venue), format="json")

    assert (lead.json()["status"], option.json()["status"]) == ("lead", "option")


def test_a_known_client_is_reused(staff_client, venue):
    email = venue["client"].email.upper()
    staff_client.post(
        URL, option_body(venue, client={"name": "L. Meier", "email": email}), format="json"
    )

    assert Client.objects.count() == 1
    assert Event.objects.get().client == venue["client"]


def test_confirm_and_cancel(staff_client, venue):
    event_id = staff_client.post(URL, option_body(venue), format="json").json()["id"]

    confirmed = staff_client.post(f"{URL}{event_id}/confirm/")
    confirmed_again = staff_client.post(f"{URL}{event_id}/confirm/")
    cancelled = staff_client.post(f"{URL}{event_id}/cancel/")

    assert confirmed.json()["status"] == "confirmed"
    assert confirmed_again.status_code == 409
    assert confirmed_again.json()["message"] == "A confirmed event cannot be confirmed."
    assert cancelled.json()["status"] == "cancelled"
    assert staff_client.post(f"{URL}999999/cancel/").status_code == 404


def test_confirming_a_lead_over_an_option_is_a_409(staff_client, venue):
    make_event(room=venue["room"], status="option", date=days_ahead(60), start="19:00", end="21:00")
    lead_id = staff_client.post(URL, option_body(venue, status="lead"), format="json").json()["id"]

    response = staff_client.post(f"{URL}{lead_id}/confirm/")

    assert response.status_code == 409
    assert Event.objects.get(pk=lead_id).status == "lead"


def test_list_filters_by_status_room_and_dates(staff_client, venue):
    atelier = make_room("Atelier", capacity_min=4, capacity_max=16)
    early = make_event(room=venue["room"], status="option", date=days_ahead(5))
    make_event(room=venue["room"], status="confirmed", date=days_ahead(6))
    late = make_event(room=atelier, status="option", date=days_ahead(50))

    def ids(query):
        return [event["id"] for event in staff_client.get(URL, query).json()]

    assert ids({"status": "option"}) == [early.pk, late.pk]
    assert ids({"status": "option", "room": atelier.pk}) == [late.pk]
    assert ids({"date_from": days_ahead(6).isoformat(), "date_to": days_ahead(49).isoformat()}) == [
        Event.objects.get(status="confirmed").pk
    ]
    bad = staff_client.get(URL, {"status": "maybe", "date_from": "2027-13-01"})
    assert bad.status_code == 400
    assert set(bad.json()["extra"]["fields"]) == {"status", "date_from"}


@pytest.mark.parametrize(
    "changes,field",
    [
        ({"client": {"name": "X", "email": "not-an-email"}}, "client"),
        ({"client": "Marco"}, "client"),
        ({"room": 12345}, "room"),
        ({"date": "2027-02-29"}, "date"),
        ({"end_time": "17:00"}, "end_time"),
        ({"participants": -1}, "participants"),
        ({"participants": 61}, "participants"),
        ({"status": "confirmed"}, "status"),
        ({"products": [None]}, "products"),
        ({"notes": "\x00"}, "notes"),
    ],
)
def test_bad_input_gets_field_errors(staff_client, venue, changes, field):
    response = staff_client.post(URL, option_body(venue, **changes), format="json")

    assert response.status_code == 400, response.json()
    assert list(response.json()["extra"]["fields"]) == [field]
    assert not Event.objects.exists()


def test_staff_give_an_option_its_last_day(staff_client, venue):
    last_day = days_ahead(10).isoformat()
    response = staff_client.post(URL, option_body(venue, option_until=last_day), format="json")

    assert response.status_code == 201, response.json()
    assert response.json()["option_until"] == last_day
    assert Event.objects.get().option_until.isoformat() == last_day
    # Without it the option holds until staff confirm or cancel it.
    other = staff_client.post(
        URL, option_body(venue, date=days_ahead(61).isoformat()), format="json"
    )
    assert other.json()["option_until"] is None


@pytest.mark.parametrize(
    "changes,message",
    [
        (
            {"status": "lead", "option_until": days_ahead(10).isoformat()},
            "Only an option holds the room until a day; a lead holds nothing.",
        ),
        (
            {"option_until": days_ahead(61).isoformat()},
            "An option cannot hold the room past the day of the event.",
        ),
    ],
)
def test_a_last_day_for_a_lead_or_past_the_event_is_a_400(staff_client, venue, changes, message):
    response = staff_client.post(URL, option_body(venue, **changes), format="json")

    assert response.status_code == 400
    assert response.json()["extra"]["fields"]["option_until"] == [message]
    assert not Event.objects.exists()
