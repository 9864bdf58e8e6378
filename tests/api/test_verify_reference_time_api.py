"""POST /api/v1/verify with `now` and `time_zone`: relative dates checked as the dates they are."""

import json

import pytest

pytestmark = pytest.mark.django_db

# Thursday, 6 August 2026, in Zurich. Tomorrow is Friday 7 August; "next Friday", "nächsten
# Freitag", "vendredi prochain" and "venerdì prossimo" (Friday of the following week, in every
# language, as the chat reads them) are 14 August.
NOW = "2026-08-06T09:30:00+02:00"
FRIDAY = {"dates": [{"value": "2026-08-07"}], "times": [{"value": "18:00"}]}
NEXT_WEEK_FRIDAY = {"dates": [{"value": "2026-08-14"}], "times": [{"value": "18:00"}]}


def post(client, body):
    return client.post("/api/v1/verify", json.dumps(body), content_type="application/json")


RIGHT = [
    ("en", FRIDAY, "See you tomorrow at 18:00."),
    ("en", FRIDAY, "See you on Friday at 18:00."),
    ("en", NEXT_WEEK_FRIDAY, "See you next Friday at 18:00."),
    ("de", FRIDAY, "Wir sehen uns morgen um 18:00 Uhr."),
    ("de", NEXT_WEEK_FRIDAY, "Wir sehen uns nächsten Freitag um 18:00 Uhr."),
    ("fr", FRIDAY, "À demain, 18h00."),
    ("fr", NEXT_WEEK_FRIDAY, "Rendez-vous vendredi prochain à 18h00."),
    ("it", FRIDAY, "A domani alle 18:00."),
    ("it", NEXT_WEEK_FRIDAY, "Ci vediamo venerdì prossimo alle 18:00."),
]


@pytest.mark.parametrize(("locale", "facts", "text"), RIGHT)
def test_a_relative_date_that_is_the_fact_confirms_it(client, locale, facts, text):
    body = post(
        client,
        {"facts": facts, "text": text, "locale": locale, "now": NOW, "time_zone": "Europe/Zurich"},
    ).json()
    assert body["ok"] is True and body["text"] == text, body["issues"]
    assert body["reference_day"] == "2026-08-06"
    assert body["coverage"] == 1.0


@pytest.mark.parametrize(("locale", "facts", "text"), RIGHT)
def test_without_a_reference_time_the_relative_date_is_not_a_date(client, locale, facts, text):
    body = post(client, {"facts": facts, "text": text, "locale": locale}).json()
    assert body["ok"] is False and body["reference_day"] is None
    assert [(i["kind"], i["type"]) for i in body["issues"]] == [("missing", "date")]


@pytest.mark.parametrize(
    ("locale", "text", "relative", "replacement"),
    [
        ("en", "See you tomorrow at 18:00.", "tomorrow", "on 08.08.2026"),
        ("de", "Wir sehen uns morgen um 18:00 Uhr.", "morgen", "am 08.08.2026"),
        ("de", "Bis morgen um 18:00 Uhr.", "morgen", "08.08.2026"),
        ("fr", "Rendez-vous vendredi prochain à 18h00.", "vendredi prochain", "le 08.08.2026"),
        ("it", "Ci vediamo domani alle 18:00.", "domani", "il 08.08.2026"),
        ("it", "A domani alle 18:00.", "domani", "08.08.2026"),
        ("en", "See you on Friday at 18:00.", "Friday", "08.08.2026"),
    ],
)
def test_a_relative_date_that_is_another_day_is_wrong_and_replaced(
    client, locale, text, relative, replacement
):
    # The facts say Saturday 8 August; "tomorrow" on Thursday is Friday.
    facts = {"dates": [{"value": "2026-08-08"}], "times": [{"value": "18:00"}]}
    body = post(client, {"facts": facts, "text": text, "locale": locale, "now": NOW}).json()
    assert body["ok"] is False
    [issue] = body["issues"]
    assert (issue["kind"], issue["type"], issue["found"], issue["expected"]) == (
        "wrong",
        "date",
        relative,
        "2026-08-08",
    )
    start, end = issue["span"]
    assert text[start:end] == relative
    fixed_start, fixed_end = issue["fixed_span"]
    assert body["text"][fixed_start:fixed_end] == replacement
    assert body["text"] == text[:start] + replacement + text[end:]


def test_the_time_zone_decides_the_day(client):
    # 23:30 UTC on 5 August is already 6 August in Zurich: "tomorrow" is the 7th there, the 6th in UTC.
    late = "2026-08-05T23:30:00+00:00"
    text = "See you tomorrow at 18:00."
    in_zurich = post(
        client, {"facts": FRIDAY, "text": text, "now": late, "time_zone": "Europe/Zurich"}
    ).json()
    in_utc = post(client, {"facts": FRIDAY, "text": text, "now": late}).json()
    assert (in_zurich["ok"], in_zurich["reference_day"]) == (True, "2026-08-06")
    assert (in_utc["ok"], in_utc["reference_day"]) == (False, "2026-08-05")


def test_a_time_zone_alone_reads_from_the_current_day(client):
    body = post(client, {"facts": {}, "text": "Hello.", "time_zone": "Europe/Zurich"}).json()
    assert body["reference_day"] is not None


@pytest.mark.parametrize(
    ("extra", "field"),
    [
        ({"now": "2026-08-06T09:30:00"}, "now"),
        ({"now": "tomorrow"}, "now"),
        ({"now": 12}, "now"),
        ({"now": NOW, "time_zone": "Mars/Olympus"}, "time_zone"),
        ({"time_zone": "../../etc/passwd"}, "time_zone"),
        ({"time_zone": "x" * 65}, "time_zone"),
        ({"now": "0001-01-01T00:00:00+00:00"}, "now"),
        ({"now": "0001-01-01T00:00:00+00:00", "time_zone": "America/New_York"}, "now"),
        ({"now": "9999-12-31T23:59:59-12:00", "time_zone": "Pacific/Kiritimati"}, "now"),
        ({"now": "1899-12-31T23:59:59+00:00"}, "now"),
        ({"now": "2100-01-01T00:00:00+00:00"}, "now"),
    ],
)
def test_a_bad_reference_time_gets_400(client, extra, field):
    response = post(client, {"facts": {}, "text": "x", **extra})
    assert response.status_code == 400
    assert field in response.json()["extra"]["fields"]


def test_the_schema_describes_the_reference_time(client):
    schema = client.get("/api/v1/schema/").content.decode()
    for name in ("time_zone", "reference_day", "Europe/Zurich"):
        assert name in schema


@pytest.mark.parametrize("now", ["1900-01-01T00:00:00+14:00", "2099-12-31T23:59:59-12:00"])
def test_the_ends_of_the_allowed_years_are_read_in_any_zone(client, now):
    for zone in ("Pacific/Kiritimati", "Etc/GMT+12", "Europe/Zurich"):
        response = post(client, {"facts": {}, "text": "Hello.", "now": now, "time_zone": zone})
        assert response.status_code == 200, response.content
