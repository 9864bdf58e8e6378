"""Random values in every field: the API answers 2xx or 4xx with the error shape, never 500."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.booking.factories import days_ahead

pytestmark = pytest.mark.django_db

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30)
    | st.sampled_from(["2027-02-30", "25:00", "09:00", "-1", "1e400", "0001-01-01", "9999-12-31"]),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3)
    ),
    max_leaves=6,
)

fuzz_settings = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def valid_body(venue) -> dict:
    return {
        "client": {"name": "Marco Rossi", "email": "m.rossi@ticino-tech.example"},
        "room": venue["room"].pk,
        "date": days_ahead(30).isoformat(),
        "start_time": "09:00",
        "end_time": "12:00",
        "participants": 20,
        "products": [venue["apero"].pk],
    }


def assert_handled(response) -> None:
    assert response.status_code < 500
    if response.status_code >= 400:
        assert set(response.json()) == {"message", "extra"}


@fuzz_settings
@given(
    field=st.sampled_from(["room", "date", "start_time", "end_time", "participants", "products"]),
    value=json_values,
)
def test_quote(api_client, venue, field, value):
    body = valid_body(venue) | {field: value}
    del body["client"]

    assert_handled(api_client.post("/api/v1/quote/", body, format="json"))


@fuzz_settings
@given(
    field=st.sampled_from(
        ["client", "room", "date", "start_time", "end_time", "participants", "products", "status"]
    ),
    value=json_values,
)
def test_event_create(staff_client, venue, field, value):
    assert_handled(
        staff_client.post("/api/v1/events/", valid_body(venue) | {field: value}, format="json")
    )


@fuzz_settings
@given(
    field=st.sampled_from(
        ["name", "capacity_min", "capacity_max", "features", "rates", "description"]
    ),
    value=json_values,
)
def test_room_create(staff_client, venue, field, value):
    body = {"name": "Seesicht", "capacity_max": 20} | {field: value}

    assert_handled(staff_client.post("/api/v1/rooms/", body, format="json"))


@fuzz_settings
@given(
    params=st.dictionaries(
        st.sampled_from(["date", "start_time", "end_time", "participants"]), st.text(max_size=20)
    )
)
def test_availability(api_client, venue, params):
    assert_handled(api_client.get("/api/v1/availability/", params))
