"""Hostile input: every answer is a 4xx with {"message", "extra"} or a verified 200, never a 500,
and every recognizer finishes on 100 KB built to make regular expressions backtrack."""

import datetime as dt
import json
import threading
from collections.abc import Callable

import pytest
from django.urls import reverse

from devtools.hostile_texts import hostile_texts
from safety.lang.detection import detect_language
from safety.markers import defuse, has_marker_residue, mask, restore
from safety.patterns import TextTooComplex
from safety.recognizers.amounts import recognize_amounts
from safety.recognizers.counts import recognize_counts
from safety.recognizers.dates import recognize_dates
from safety.recognizers.terms import matcher_for
from safety.recognizers.times import recognize_times

pytestmark = pytest.mark.django_db

VERIFY, CHAT, QUOTE = "/api/v1/verify", "/api/v1/chat", "/api/v1/quote/"
FACTS = {
    "dates": [{"value": "2027-08-08"}],
    "times": [{"value": "18:00"}],
    "rooms": [{"value": "Salon Rose"}],
    "amounts": [{"value": "1250.00", "currency": "CHF"}],
    "counts": [{"value": 30, "unit": "participants"}],
}
DRAFT = "Salon Rose is yours on 8 August 2027 at 18:00 for 30 guests: CHF 1'250.00."


def assert_error(response, status: int) -> dict:
    assert response.status_code == status, response.content[:300]
    body = response.json()
    assert set(body) == {"message", "extra"}
    assert body["message"].strip()
    return body


def field_messages(response, status: int = 400) -> dict:
    return assert_error(response, status)["extra"]["fields"]


def post_raw(client, path: str, body: str | bytes):
    return client.generic("POST", path, body, content_type="application/json")


def verify(client, text: str = DRAFT, facts: dict = FACTS, **extra):
    return client.post(VERIFY, {"facts": facts, "text": text} | extra, format="json")


def chat(client, message: str):
    return client.post(CHAT, {"message": message}, format="json")


# --- malformed JSON and wrong types --------------------------------------------------------

MALFORMED = [
    '{"text": "a",',
    "not json",
    '{"text": NaN}',
    b"\xff\xfe{",
    "",
    "{'text': 'a'}",
    '{"a":1}{"b":2}',
]


@pytest.mark.parametrize("path", [VERIFY, CHAT, QUOTE])
@pytest.mark.parametrize("body", MALFORMED, ids=range(len(MALFORMED)))
def test_malformed_json_is_a_400(api_client, venue, path, body):
    assert_error(post_raw(api_client, path, body), 400)


@pytest.mark.parametrize(
    "change,field",
    [
        ({"facts": []}, "facts"),
        ({"facts": {"dates": "2027-08-08"}}, "facts.dates"),
        ({"facts": {"date": [{"value": "2027-08-08"}]}}, "facts.date"),
        ({"text": 42}, "text"),
        ({"text": None}, "text"),
        ({"locale": 7}, "locale"),
        ({"locale": "xx-YY"}, "locale"),
        ({"facts": {"counts": [{"value": "thirty"}]}}, "facts.counts.0.value"),
        ({"facts": {"amounts": [{"value": "12.345"}]}}, "facts.amounts.0.value"),
    ],
)
def test_verify_names_the_field_of_a_wrong_type(api_client, change, field):
    body = {"facts": FACTS, "text": DRAFT} | change

    assert field in field_messages(api_client.post(VERIFY, body, format="json"))


@pytest.mark.parametrize(
    "facts",
    [{"times": [{"value": 1800}]}, {"dates": [{"value": 0}]}, {"counts": [{"value": True}]}],
    ids=["time-as-seconds", "date-as-timestamp", "count-as-boolean"],
)
def test_a_number_or_boolean_where_a_fact_value_belongs_is_a_400(api_client, facts):
    response = verify(api_client, facts=facts)
    assert response.status_code == 400
    [(fact_type, _)] = facts.items()
    assert f"facts.{fact_type}.0.value" in field_messages(response)


@pytest.mark.parametrize(
    "body,field",
    [
        ({"message": ["Hello"]}, "message"),
        ({"message": "Hello", "locale": ["en"]}, "locale"),
        ({"message": "Hello", "conversation": False}, "conversation"),
        ({"message": "Hello", "conversation": 0}, "conversation"),
        ({"message": "Hello", "conversation": "not-a-uuid"}, "conversation"),
    ],
)
def test_chat_names_the_field_of_a_wrong_type(api_client, venue, body, field):
    assert field in field_messages(api_client.post(CHAT, body, format="json"))


# --- sizes -----------------------------------------------------------------------------------

MEGABYTE_TEXT = "Salon Rose am 8. August 2027. " * 35_000


def test_a_megabyte_text_for_verify_is_a_413_on_text(api_client):
    assert "text" in field_messages(verify(api_client, MEGABYTE_TEXT), 413)


def test_a_megabyte_message_for_chat_is_a_400_on_message(api_client, venue):
    fields = field_messages(chat(api_client, MEGABYTE_TEXT))

    assert fields["message"] == ["message is longer than 5000 characters."]


@pytest.mark.parametrize("path", [VERIFY, CHAT, QUOTE])
def test_a_body_past_the_upload_limit_is_a_413_in_the_error_shape(
    api_client, venue, path, settings
):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 100_000
    body = json.dumps({"facts": {}, "text": "a" * 200_000, "message": "a" * 200_000})

    assert_error(post_raw(api_client, path, body), 413)


# --- nesting ---------------------------------------------------------------------------------


def nested(levels: int, inner: str = "1") -> str:
    return "[" * levels + inner + "]" * levels


@pytest.mark.parametrize("path", [VERIFY, CHAT, QUOTE, "/api/v1/events/", "/api/v1/rooms/"])
@pytest.mark.parametrize(
    "body",
    [nested(10_000), '{"a":' * 10_000 + "1" + "}" * 10_000, '{"facts": ' + nested(10_000) + "}"],
    ids=["array", "object", "inside-a-field"],
)
def test_json_nested_ten_thousand_levels_is_a_400(staff_client, venue, path, body):
    response = post_raw(staff_client, path, body)

    assert (
        assert_error(response, 400)["message"] == "JSON parse error - nested deeper than 32 levels."
    )


@pytest.mark.parametrize("levels", [33, 900, 990])
def test_json_nested_below_the_decoders_limit_is_a_400_too(api_client, levels):
    body = '{"facts": {"dates": ' + nested(levels) + '}, "text": "x"}'

    assert_error(post_raw(api_client, VERIFY, body), 400)


def test_the_deepest_real_request_is_read(api_client):
    assert verify(api_client).status_code == 200


# --- impossible values -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "facts,field",
    [
        ({"dates": [{"value": "31.02.2026"}]}, "facts.dates.0.value"),
        ({"dates": [{"value": "2026-02-31"}]}, "facts.dates.0.value"),
        ({"dates": [{"value": "2026-13-01"}]}, "facts.dates.0.value"),
        ({"times": [{"value": "25:61"}]}, "facts.times.0.value"),
        ({"times": [{"value": "24:00"}]}, "facts.times.0.value"),
        ({"counts": [{"value": -3}]}, "facts.counts.0.value"),
        ({"amounts": [{"value": "-10.00"}]}, "facts.amounts.0.value"),
        ({"amounts": [{"value": "1e400"}]}, "facts.amounts.0.value"),
        ({"amounts": [{"value": "NaN"}]}, "facts.amounts.0.value"),
        ({"rooms": [{"value": " Salon Rose"}]}, "facts.rooms.0.value"),
        ({"rooms": [{"value": "{{KVX-DEXAK}}"}]}, "facts.rooms.0.value"),
        ({"amounts": [{"value": "10.00", "subject": "Nowhere"}]}, "facts"),
    ],
)
def test_impossible_facts_are_a_400_naming_the_field(api_client, facts, field):
    assert field in field_messages(verify(api_client, facts=facts))


@pytest.mark.parametrize(
    "change,field",
    [
        ({"participants": -4}, "participants"),
        ({"participants": 0}, "participants"),
        ({"date": "2027-02-30"}, "date"),
        ({"date": "31.02.2027"}, "date"),
        ({"start_time": "18:00:30"}, "start_time"),
        ({"start_time": "18:00+02:00"}, "start_time"),
        ({"room": -1}, "room"),
        ({"products": [-1]}, "products"),
    ],
)
def test_impossible_booking_values_are_a_400_naming_the_field(api_client, venue, change, field):
    body = {
        "room": venue["room"].pk,
        "date": "2027-06-10",
        "start_time": "18:00",
        "end_time": "23:00",
        "participants": 40,
    } | change

    assert field in field_messages(api_client.post(QUOTE, body, format="json"))


def test_an_id_past_the_database_range_is_a_400_not_an_overflow(staff_client):
    fields = field_messages(staff_client.get("/api/v1/events/", {"room": 2**64}))

    assert "room" in fields


# --- control characters, scripts, markers ----------------------------------------------------

CONTROL = "".join(chr(c) for c in range(1, 32)) + "\x7f\u200b\u200e\u202e\u2028\u2029\ufeff"


def test_nul_is_refused_with_a_field_message(api_client, venue):
    assert "text" in field_messages(verify(api_client, DRAFT + "\x00"))
    assert "message" in field_messages(chat(api_client, "Hello\x00"))


@pytest.mark.parametrize(
    "text",
    [
        CONTROL + DRAFT + CONTROL,
        DRAFT.replace(" ", "\u202f"),
        DRAFT.replace("Salon", "Sаlon"),  # a Cyrillic а
        "Зал Salon Rose 8 August 2027 ١٨:٠٠ ３０ Gäste CHF 1'250.00 会议室 مرحبا",
        "Salon Rose \u202eon 8 August 2027\u202c at 18:00 for 30 guests: CHF 1'250.00.",
        "{{KVX-DEXAK}} {{ABC-VAKUB}} [[KVX_VITUZ]] «KVX-KOTEV» }}{{ " + DRAFT,
    ],
    ids=["control", "narrow-spaces", "homoglyph", "mixed-scripts", "bidi-override", "markers"],
)
def test_odd_characters_get_a_verified_text_back(api_client, text):
    response = verify(api_client, text)

    assert response.status_code == 200
    body = response.json()
    again = verify(api_client, body["text"])
    assert again.json()["ok"], again.json()["issues"]


@pytest.mark.parametrize(
    "message",
    [
        "Hello, {{KVX-DEXAK}} for 30 people on 9 June 2027 at 18:00 please.",
        "Hallo, }}{{ABC-VAKUB}}{{ Raum für 30 Personen am 9. Juni 2027 um 18 Uhr.",
        "[[kvx_dexak]] «QRT-VITUZ» <<KVX-KOTEV>> DEXAK VITUZ, a room for 12 on 9 June 2027",
        CONTROL + "Bonjour, une salle pour 12 personnes le 9 juin 2027 à 9h.",
        "Зал для 12 человек 9 June 2027 ١٨:٠٠ ３０ 会议室",
    ],
    ids=["marker", "braces", "other-brackets", "control", "mixed-scripts"],
)
def test_chat_replies_to_marker_like_and_odd_messages_without_residue(
    api_client, demo_venue, message
):
    response = chat(api_client, message)

    assert response.status_code == 200
    body = response.json()
    assert not has_marker_residue(body["reply"])
    assert "DEXAK" not in body["reply"] and "VAKUB" not in body["reply"]


# --- a scan that takes too long ----------------------------------------------------------------


def test_a_text_whose_scan_times_out_is_a_422(api_client, demo_venue, monkeypatch):
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 0.0)

    assert assert_error(verify(api_client), 422)["message"] == "text could not be checked in time."
    assert assert_error(chat(api_client, "A room for 30 on 9 June 2027"), 422)


# --- paths -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "path",
    [
        "/api/v1/rooms/abc/",
        "/api/v1/rooms/-1/",
        "/api/v1/events/x%0Ay/confirm/",
        "/api/v1/nothing/",
    ],
)
def test_an_unknown_path_under_the_api_is_a_404_in_the_error_shape(staff_client, path):
    for method in ("get", "post", "patch", "delete"):
        assert_error(getattr(staff_client, method)(path), 404)


def test_routes_still_reverse_with_the_catch_all_in_place():
    assert reverse("reply-detail", args=[3]) == "/api/v1/replies/3/"
    assert reverse("room-list") == "/api/v1/rooms/"


# --- recognizers on 100 KB built to backtrack -------------------------------------------------

TIME_LIMIT_SECONDS = 10
HOSTILE = hostile_texts(100_000)

NAMES = (("Salon Rose", "room"), ("Punkt.Null", "room"), ("Apéro Package", "product"))
MASKED = mask("Salon Rose", NAMES, tag="KVX")
MATCHER = matcher_for(NAMES)

# Each recognizer with a value written after the hostile part, and what it must read there.
RECOGNIZERS: dict[str, tuple[Callable, str, Callable]] = {
    "amounts": (recognize_amounts, "CHF 1'250.00", lambda found: found[-1].value == 1250),
    "dates": (
        recognize_dates,
        "8 August 2027",
        lambda found: found[-1].value == dt.date(2027, 8, 8),
    ),
    "relative dates": (
        lambda text: recognize_dates(text, reference=dt.date(2027, 1, 1)),
        "8 August 2027",
        lambda found: found[-1].value == dt.date(2027, 8, 8),
    ),
    "times": (recognize_times, "at 18:30", lambda found: found[-1].value == dt.time(18, 30)),
    "counts": (recognize_counts, "for 30 people", lambda found: found[-1].value == 30),
    "names": (MATCHER.scan, "Salon Rose", lambda found: found.mentions[-1].value == "Salon Rose"),
    "marker restore": (
        lambda text: restore(text, MASKED),
        "{{KVX-DEXAK}}",
        lambda found: found.text.endswith("Salon Rose.") and not has_marker_residue(found.text),
    ),
    "defuse": (defuse, "{{KVX-DEXAK}}", lambda found: not has_marker_residue(found)),
    "language": (
        detect_language,
        "Wir freuen uns auf Sie und Ihre Gäste.",
        lambda found: found in ("en", "de", "fr", "it"),
    ),
}


def run_bounded(call: Callable, text: str):
    """Runs `call(text)` in a thread; what it returned, or TextTooComplex if it gave up in time."""
    outcome: dict = {}

    def run() -> None:
        try:
            outcome["value"] = call(text)
        except TextTooComplex as error:
            outcome["value"] = error
        except BaseException as error:  # noqa: BLE001 - reported in the test's thread
            outcome["error"] = error

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(TIME_LIMIT_SECONDS)
    assert not thread.is_alive(), f"still running after {TIME_LIMIT_SECONDS} s"
    if "error" in outcome:
        raise outcome["error"]
    return outcome["value"]


@pytest.mark.parametrize("hostile", HOSTILE.values(), ids=HOSTILE.keys())
@pytest.mark.parametrize("recognizer", RECOGNIZERS.keys())
def test_every_recognizer_finishes_on_100_kb_built_to_backtrack(recognizer, hostile):
    call, needle, read_right = RECOGNIZERS[recognizer]

    found = run_bounded(call, f"{hostile}\n\n{needle}.")

    if not isinstance(found, TextTooComplex):
        assert read_right(found), recognizer


def test_verify_answers_hostile_texts_at_the_chat_limit(api_client):
    for name, hostile in HOSTILE.items():
        response = verify(api_client, hostile[:5_000] + " " + DRAFT)
        assert response.status_code in (200, 422), name
        if response.status_code == 200:
            assert verify(api_client, response.json()["text"]).json()["ok"], name
