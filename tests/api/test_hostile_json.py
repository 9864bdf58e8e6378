"""Text the JSON decoder reads but the server cannot use (lone surrogates, integers of thousands
of digits, NaN), and digits of every Unicode style: a 400 with the reason, or a verified 200,
never a 500."""

import datetime as dt

import pytest
from django.core.exceptions import ValidationError

from booking.models import Event
from tests.api.test_hostile_input import CHAT, QUOTE, VERIFY, assert_error, chat, post_raw, verify

pytestmark = pytest.mark.django_db


# --- text the JSON decoder reads but the server cannot use --------------------------------------

JSON_PATHS = [VERIFY, CHAT, QUOTE, "/api/v1/events/", "/api/v1/rooms/"]
SURROGATE_BODIES = {
    "message": '{"message": "\\ud800 hello"}',
    "text": '{"text": "See you \\udfff", "facts": {}}',
    "low-high": '{"text": "\\udc00\\ud800", "facts": {}}',
    "key": '{"\\ud83d": 1}',
    "nested": '{"facts": {"rooms": [{"value": "Salon \\ud800"}]}, "text": "x"}',
}


@pytest.mark.parametrize("path", JSON_PATHS)
@pytest.mark.parametrize("body", SURROGATE_BODIES.values(), ids=SURROGATE_BODIES)
def test_a_lone_surrogate_anywhere_in_a_body_is_a_400(staff_client, venue, path, body):
    message = assert_error(post_raw(staff_client, path, body), 400)["message"]

    assert "lone surrogate" in message


@pytest.mark.parametrize("path", JSON_PATHS)
@pytest.mark.parametrize("digits", [101, 4_301, 100_000])
def test_an_integer_of_thousands_of_digits_is_a_400(staff_client, venue, path, digits):
    body = (
        '{"participants": ' + "9" * digits + ', "facts": {"counts": [{"value": 1}]}, "text": "x"}'
    )

    message = assert_error(post_raw(staff_client, path, body), 400)["message"]

    assert "more than 100 digits" in message


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_no_numbers(api_client, constant):
    body = '{"facts": {"counts": [{"value": ' + constant + '}]}, "text": "x"}'

    assert constant in assert_error(post_raw(api_client, VERIFY, body), 400)["message"]


# Digits of every style Unicode has: the decimal digits of other scripts, and styled ones
# (superscript, subscript, circled, parenthesized, full stop, dingbat) that int() cannot read.
DIGIT_STYLES = {
    "superscript": "⁰¹²³⁴⁵⁶⁷⁸⁹",
    "subscript": "₀₁₂₃₄₅₆₇₈₉",
    "circled": "⓪①②③④⑤⑥⑦⑧⑨",
    "parenthesized": "0⑴⑵⑶⑷⑸⑹⑺⑻⑼",
    "full stop": "🄀⒈⒉⒊⒋⒌⒍⒎⒏⒐",
    "dingbat": "0➀➁➂➃➄➅➆➇➈",
    "mathematical bold": "𝟎𝟏𝟐𝟑𝟒𝟓𝟔𝟕𝟖𝟗",
    "full-width": "０１２３４５６７８９",
    "arabic-indic": "٠١٢٣٤٥٦٧٨٩",
    "devanagari": "०१२३४५६७८९",
}
DIGIT_PLACES = [
    "Salon Rose for {} people, please.",
    "We are {} guests on 8 August 2027 at 18:00.",
    "Price: CHF {}.00 for 30 guests.",
    "On {}.08.2027 at 18:00.",
    "At {}:00 on 8 August 2027.",
    "{} Personen am {}. August um {} Uhr.",
]


def styled(number: int, style: str) -> str:
    return "".join(DIGIT_STYLES[style][int(digit)] for digit in str(number))


@pytest.mark.parametrize("style", DIGIT_STYLES)
@pytest.mark.parametrize("place", DIGIT_PLACES)
def test_digits_of_any_style_are_never_a_server_error(api_client, venue, style, place):
    """Verify and chat answer 200 or a 4xx with a message; what the styled digits mean is the
    recognizers' business, not crashing on them is the server's."""
    text = place.replace("{}", styled(40, style), 1).replace("{}", styled(8, style), 1)
    text = text.replace("{}", styled(18, style))

    for response in (verify(api_client, text), chat(api_client, text)):
        if response.status_code != 200:
            assert_error(response, response.status_code)
            assert 400 <= response.status_code < 500


# --- dates out of the booking range -----------------------------------------------------------

OUT_OF_RANGE_DATES = ["9999-12-31", "0001-01-01", "1999-12-31", "2100-01-01"]
DATE_MESSAGE = "Use a date from 2000-01-01 to 2099-12-31."


def booking_body(venue, date: str) -> dict:
    return {
        "client": {"name": "Sophie Dubois", "email": "sophie@example.ch"},
        "room": venue["room"].pk,
        "date": date,
        "start_time": "18:00",
        "end_time": "22:00",
        "participants": 20,
    }


def date_requests(client, venue, date: str):
    yield client.post("/api/v1/events/", booking_body(venue, date), format="json"), "date"
    yield client.post(QUOTE, booking_body(venue, date), format="json"), "date"
    query = {"date": date, "start_time": "18:00", "end_time": "22:00", "participants": 20}
    yield client.get("/api/v1/availability/", query), "date"
    yield client.get("/api/v1/events/", {"date_from": date}), "date_from"
    yield client.get("/api/v1/events/", {"date_to": date}), "date_to"


@pytest.mark.parametrize("date", OUT_OF_RANGE_DATES)
def test_a_date_out_of_the_booking_range_is_a_400_on_its_field(staff_client, venue, date):
    for response, field in date_requests(staff_client, venue, date):
        assert assert_error(response, 400)["extra"]["fields"][field] == [DATE_MESSAGE]


@pytest.mark.parametrize("date", ["2000-01-01", "2099-12-31"])
def test_the_ends_of_the_booking_range_are_read(staff_client, venue, date):
    for response, field in date_requests(staff_client, venue, date):
        if response.status_code != 200 and response.status_code != 201:  # 2000: in the past
            assert DATE_MESSAGE not in assert_error(response, 400)["extra"]["fields"][field]


@pytest.mark.parametrize("date", OUT_OF_RANGE_DATES)
def test_an_event_out_of_the_range_is_refused_by_its_model(venue, date):
    event = Event(
        client=venue["client"],
        room=venue["room"],
        date=dt.date.fromisoformat(date),
        start_time=dt.time(18),
        end_time=dt.time(22),
        participants=20,
    )
    with pytest.raises(ValidationError) as refused:
        event.full_clean()
    assert refused.value.message_dict["date"] == [DATE_MESSAGE]
