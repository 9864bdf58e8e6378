import pytest

from tests.booking.factories import days_ahead, make_event

pytestmark = pytest.mark.django_db

URL = "/api/v1/quote/"


def request_body(venue, **changes):
    body = {
        "room": venue["room"].pk,
        "date": days_ahead(40).isoformat(),
        "start_time": "09:00",
        "end_time": "17:00",
        "participants": 23,
        "products": [venue["apero"].pk, venue["technik"].pk],
    }
    return body | changes


def test_quotes_lines_vat_and_rounded_total_as_decimal_strings(api_client, venue):
    response = api_client.post(URL, request_body(venue), format="json")

    assert response.status_code == 200, response.data
    body = response.json()
    # 1400.00 + 23 × 24.50 (563.50) + 350.00 = 2313.50; VAT 8.1 % = 187.39; 2500.89 → 2500.90.
    assert [
        (line["name"], line["quantity"], line["unit_price"], line["amount"])
        for line in body["lines"]
    ] == [
        ("Salon Rose", 1, "1400.00", "1400.00"),
        ("Apéro Package", 23, "24.50", "563.50"),
        ("Technikpauschale", 1, "350.00", "350.00"),
    ]
    assert body["subtotal"] == "2313.50"
    assert body["vat"] == {"description": "VAT 8.1%", "rate": "8.1", "amount": "187.39"}
    assert body["rounding"] == "0.01"
    assert body["total"] == "2500.90"
    assert body["currency"] == "CHF"
    assert body["prices_include_vat"] is False
    assert body["rate_kind"] == "full_day"
    assert body["available"] is True
    assert body["room"] == {"id": venue["room"].pk, "name": "Salon Rose"}
    assert (body["start_time"], body["end_time"], body["participants"]) == ("09:00", "17:00", 23)


def test_half_day_with_coffee_break(api_client, venue):
    body = request_body(
        venue,
        start_time="13:30",
        end_time="17:30",
        participants=17,
        products=[venue["kaffeepause"].pk],
    )

    response = api_client.post(URL, body, format="json")

    # 800.00 + 17 × 9.80 (166.60) = 966.60; VAT 78.2946 → 78.29; 1044.89 → 1044.90.
    assert response.json()["lines"][1]["amount"] == "166.60"
    assert (response.json()["vat"]["amount"], response.json()["total"]) == ("78.29", "1044.90")


def test_says_when_the_room_is_taken(api_client, venue):
    make_event(
        room=venue["room"], status="confirmed", date=days_ahead(40), start="16:00", end="22:00"
    )

    response = api_client.post(URL, request_body(venue), format="json")

    assert response.status_code == 200
    assert response.json()["available"] is False


@pytest.mark.parametrize(
    "changes,field",
    [
        ({"room": 999_999}, "room"),
        ({"room": "Salon Rose"}, "room"),
        ({"room": 10**30}, "room"),
        ({"products": [999_999]}, "products"),
        ({"products": "1"}, "products"),
        ({"products": {"1": 1}}, "products"),
        ({"products": [1.5]}, "products"),
        ({"products": [True]}, "products"),
        ({"products": [None]}, "products"),
        ({"products": ["x"]}, "products"),
        ({"products": [0]}, "products"),
        ({"products": [10**30]}, "products"),
        ({"date": "2027-02-30"}, "date"),
        ({"date": "tomorrow"}, "date"),
        ({"start_time": "25:00"}, "start_time"),
        ({"start_time": "09:00+02:00"}, "start_time"),
        ({"end_time": "08:00"}, "end_time"),
        ({"participants": -5}, "participants"),
        ({"participants": 0}, "participants"),
        ({"participants": 2.5}, "participants"),
        ({"participants": True}, "participants"),
        ({"participants": 10**12}, "participants"),
        ({"participants": 500}, "participants"),
    ],
)
def test_bad_input_gets_field_errors(api_client, venue, changes, field):
    response = api_client.post(URL, request_body(venue, **changes), format="json")

    assert response.status_code == 400
    assert response.json()["message"]
    assert list(response.json()["extra"]["fields"]) == [field]


def test_repeated_products_are_refused(api_client, venue):
    body = request_body(venue, products=[venue["apero"].pk, venue["apero"].pk])

    response = api_client.post(URL, body, format="json")

    assert response.status_code == 400
    assert response.json()["extra"]["fields"] == {"products": ["Each product may be listed once."]}


def test_a_date_in_the_past_is_refused(api_client, venue):
    response = api_client.post(
        URL, request_body(venue, date=days_ahead(-1).isoformat()), format="json"
    )

    assert response.status_code == 400
    assert response.json()["extra"]["fields"] == {"date": ["Must not be in the past."]}


def test_missing_fields_are_listed(api_client, venue):
    response = api_client.post(URL, {}, format="json")

    assert response.status_code == 400
    assert set(response.json()["extra"]["fields"]) == {
        "room",
        "date",
        "start_time",
        "end_time",
        "participants",
    }


def _product_queries(queries) -> int:
    return sum(1 for query in queries if 'FROM "booking_product"' in query["sql"])


def test_a_list_past_the_cap_is_refused_before_any_product_query(api_client, venue):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from booking.api.fields import PRODUCTS_MAX, PRODUCTS_TOO_MANY

    for size in (PRODUCTS_MAX + 1, 40_000):
        body = request_body(venue, products=list(range(1, size + 1)))
        with CaptureQueriesContext(connection) as queries:
            response = api_client.post(URL, body, format="json")
        assert response.status_code == 400
        assert response.json()["extra"]["fields"] == {"products": [PRODUCTS_TOO_MANY]}
        assert _product_queries(queries.captured_queries) == 0


def test_the_products_of_a_list_are_read_in_one_query(api_client, venue):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from booking.api.fields import PRODUCTS_MAX

    products = [venue["apero"].pk, venue["technik"].pk]
    with CaptureQueriesContext(connection) as queries:
        response = api_client.post(URL, request_body(venue, products=products), format="json")
    assert response.status_code == 200
    # The quote reads its products' prices once more; the field itself reads them once.
    assert _product_queries(queries.captured_queries) <= 2
    unknown = list(range(10**6, 10**6 + PRODUCTS_MAX))
    with CaptureQueriesContext(connection) as queries:
        response = api_client.post(URL, request_body(venue, products=unknown), format="json")
    assert response.status_code == 400
    assert _product_queries(queries.captured_queries) == 1
