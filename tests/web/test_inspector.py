"""The inspector's pages, their export and their access rules, without a browser (its selectors:
tests/booking/selectors/test_inspector.py)."""

import json

import pytest
from django.contrib.auth import get_user_model

from booking.models import Reply
from booking.web.forms import EXAMPLE_FACTS
from tests.booking.factories import make_staff

WRONG_DATE = {
    "kind": "wrong",
    "type": "date",
    "found": "Monday, 9 August 2027",
    "expected": "2027-08-08",
}


@pytest.fixture
def staff(client, db):
    user = make_staff("staff", "view_reply", password="pw")
    client.force_login(user)
    return client


def test_the_chat_page_sets_the_csrf_cookie_and_speaks_the_chosen_language(client, db):
    response = client.get("/chat?lang=it")
    assert response.status_code == 200
    assert "csrftoken" in response.cookies
    assert b'<html lang="it">' in response.content
    assert client.get("/chat?lang=xx").content.count(b'<html lang="en">') == 1


@pytest.mark.parametrize("path", ["/inspector", "/inspector/try"])
def test_inspector_pages_are_for_staff_only(client, db, path):
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/?next=")
    get_user_model().objects.create_user(username="member", password="pw")
    client.login(username="member", password="pw")
    assert client.get(path).status_code == 302


def test_try_view_verifies_the_draft(staff):
    response = staff.post(
        "/inspector/try",
        {"facts": json.dumps(EXAMPLE_FACTS), "text": "On 8 August 2027 at 19:00.", "locale": "en"},
    )
    assert response.status_code == 200
    result = response.context["result"]
    assert result["corrected"] and "18:00" in result["text"]
    assert any(segment.kind == "wrong" for segment in result["segments"])


def test_try_view_reports_bad_facts_on_the_form(staff):
    response = staff.post("/inspector/try", {"facts": "{nope", "text": "x", "locale": "en"})
    assert response.context["result"] is None
    assert "Not valid JSON" in str(response.context["try_form"].errors["facts"])
    response = staff.post(
        "/inspector/try",
        {"facts": json.dumps({"dates": [{"value": "2027-02-31"}]}), "text": "x", "locale": "en"},
    )
    assert "dates.0.value" in str(response.context["try_form"].errors["facts"])


@pytest.mark.parametrize(
    ("path", "location"),
    [
        ("/", "/chat"),
        ("/?lang=de", "/chat?lang=de"),
        ("/chat/", "/chat"),
        ("/inspector/", "/inspector"),
    ],
)
def test_the_site_root_and_trailing_slashes_lead_to_the_pages(client, db, path, location):
    response = client.get(path)
    assert response.status_code == 302
    assert response["Location"] == location


def test_the_inspector_pages_through_older_replies_with_the_same_filters(staff):
    replies = [Reply.objects.create(lang="de", final_text=f"reply {n}") for n in range(32)]
    Reply.objects.create(lang="en", final_text="other language")

    first = staff.get("/inspector", {"lang": "de"})
    shown = [inspection.reply.pk for inspection in first.context["inspections"]]
    assert shown == [reply.pk for reply in reversed(replies[2:])]
    assert first.context["older_url"] == f"?lang=de&before={replies[2].pk}"

    older = staff.get("/inspector", {"lang": "de", "before": str(replies[2].pk)})
    assert [inspection.reply.pk for inspection in older.context["inspections"]] == [
        replies[1].pk,
        replies[0].pk,
    ]
    assert older.context["older_url"] is None
    assert older.context["newest_url"] == "?lang=de"
    assert b"Newest replies" in older.content


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"day": "0001-01-01"}, "day", "Use a date from 2000-01-01 to 2099-12-31."),
        ({"day": "9999-12-31"}, "day", "Use a date from 2000-01-01 to 2099-12-31."),
        ({"day": "2027-02-30"}, "day", "Enter a valid date."),
        ({"day": "x" * 10_000}, "day", "Enter a valid date."),
        ({"lang": "xx"}, "lang", "Select a valid choice."),
        ({"issue_type": "<script>"}, "issue_type", "Select a valid choice."),
        ({"before": "x'1"}, "before", "Enter a whole number."),
        ({"before": "9" * 30}, "before", "less than or equal to"),
        ({"before": "0"}, "before", "greater than or equal to 1"),
    ],
)
def test_filters_that_cannot_be_read_are_a_400_with_the_field_message(staff, query, field, message):
    Reply.objects.create(lang="de", final_text="only")

    response = staff.get("/inspector", query)

    assert response.status_code == 400
    assert message in " ".join(response.context["form"].errors[field])
    assert message.encode() in response.content or b"Select a valid choice" in response.content
    assert len(response.context["inspections"]) == 1  # the newest replies, unfiltered


@pytest.mark.parametrize(
    ("facts", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested deeper than 32 levels"),
        ('{"counts": [{"value": ' + "[" * 990 + "]" * 990 + "}]}", "nested deeper than 32 levels"),
        ('{"counts": [{"value": ' + "4" * 4_301 + "}]}", "more than 100 digits"),
        ('{"counts": [{"value": -' + "4" * 101 + "}]}", "more than 100 digits"),
        ('{"counts": [{"value": NaN}]}', "NaN is not a JSON number"),
        ('{"rooms": [{"value": "\\ud800"}]}', "lone surrogate"),
        ('{"dates": [{"value": "0001-01-01"}], "times": 1}', "times"),
    ],
    ids=["nested-100000", "nested-990", "digits-4301", "digits-101", "nan", "surrogate", "type"],
)
def test_facts_the_server_cannot_use_are_a_400_on_the_form(staff, facts, message):
    response = staff.post("/inspector/try", {"facts": facts, "text": "x", "locale": "en"})

    assert response.status_code == 400
    assert response.context["result"] is None
    assert message in str(response.context["try_form"].errors["facts"])


def outcome_replies():
    return {
        "ok": Reply.objects.create(lang="en", final_text="as written"),
        "corrected": Reply.objects.create(lang="en", final_text="fixed", corrected=True, ok=False),
        "fallback": Reply.objects.create(
            lang="en", final_text="draft", corrected=True, fallback=True, ok=False
        ),
        "not_understood": Reply.objects.create(
            lang="en", final_text="asked back", not_understood=True
        ),
    }


@pytest.mark.parametrize(
    ("outcome", "expected"),
    [
        ("ok", {"ok", "not_understood"}),
        ("corrected", {"corrected"}),
        ("fallback", {"fallback"}),
        ("not_understood", {"not_understood"}),
    ],
)
def test_the_outcome_filter(staff, outcome, expected):
    replies = outcome_replies()

    response = staff.get("/inspector", {"outcome": outcome})

    assert response.status_code == 200
    shown = {inspection.reply.pk for inspection in response.context["inspections"]}
    assert shown == {replies[name].pk for name in expected}


def test_the_outcome_filter_is_kept_by_paging_and_export(staff):
    corrected = [
        Reply.objects.create(lang="de", final_text=f"fixed {n}", corrected=True) for n in range(31)
    ]
    Reply.objects.create(lang="de", final_text="as written")

    first = staff.get("/inspector", {"outcome": "corrected"})
    assert first.context["older_url"] == f"?outcome=corrected&before={corrected[1].pk}"
    older = staff.get("/inspector", {"outcome": "corrected", "before": str(corrected[1].pk)})
    assert [i.reply.pk for i in older.context["inspections"]] == [corrected[0].pk]
    assert older.context["export_url"] == "/inspector/export.csv?outcome=corrected"
    assert b'href="/inspector/export.csv?outcome=corrected"' in older.content


def test_an_unknown_outcome_is_a_400_with_the_field_message(staff):
    response = staff.get("/inspector", {"outcome": "great"})
    assert response.status_code == 400
    assert "Select a valid choice" in " ".join(response.context["form"].errors["outcome"])


TURN = {
    "nothing_read": False,
    "asked_back": [{"detail": "end", "reason": "end_before_start"}],
    "unknown": ["Orangrie"],
    "rooms_note": "",
    "rooms": [
        {
            "name": "Salon Rose",
            "offered": True,
            "reason": "fits",
            "capacity_min": 10,
            "capacity_max": 60,
            "price": "1200.00",
            "rate_kind": "evening",
            "features": ["projector"],
        },
        {
            "name": "Atelier",
            "offered": False,
            "reason": "too_small",
            "capacity_min": 4,
            "capacity_max": 16,
        },
        {
            "name": "Dachterrasse",
            "offered": False,
            "reason": "booked",
            "capacity_min": 20,
            "capacity_max": 120,
            "booked_from": "18:00",
            "booked_until": "23:30",
        },
        {
            "name": "Seesicht",
            "offered": False,
            "reason": "lacks",
            "capacity_min": 4,
            "capacity_max": 20,
            "features": ["stage", "parking"],
        },
    ],
}
SENT = "Hello,\n\nSalon Rose (up to 60 people): CHF 1,200.00 (evening rate)\n\nKind regards"


def test_a_turn_shows_what_was_understood_the_rooms_and_the_text_sent(staff):
    request = {
        "date": "2027-08-08",
        "start_time": "18:00",
        "end_time": None,
        "participants": 30,
        "rooms": [],
        "products": [],
        "features": ["projector"],
    }
    Reply.objects.create(
        lang="en",
        final_text=SENT,
        draft=SENT,
        booking_request=request,
        turn=TURN,
        not_understood=True,
    )

    response = staff.get("/inspector")

    inspection = response.context["inspections"][0]
    assert ("participants", "30") in inspection.understood
    assert ("end_time", "") in inspection.understood
    assert ("features", "projector") in inspection.understood
    assert [(room.name, room.offered, room.why) for room in inspection.rooms] == [
        ("Salon Rose", True, "free, holds up to 60, has projector; CHF 1200.00 (evening rate)"),
        ("Atelier", False, "too small: holds 16"),
        ("Dachterrasse", False, "booked from 18:00 to 23:30"),
        ("Seesicht", False, "lacks stage, parking"),
    ]
    assert inspection.asked_back == [
        "end: the end before the start",
        "not in the catalog: Orangrie",
    ]
    html = response.content.decode()
    assert "<td>too small: holds 16</td>" in html
    assert '<pre class="text sent-text">Hello,\n\nSalon Rose (up to 60 people)' in html
    assert "not understood</span>" in html


def test_a_turn_without_rooms_weighed_says_why(staff):
    Reply.objects.create(
        lang="en", final_text="x", turn={**TURN, "rooms": [], "rooms_note": "hold"}
    )
    response = staff.get("/inspector")
    assert b"The turn was about holding a room: no rooms were offered." in response.content


def csv_of(response) -> list[list[str]]:
    import csv
    import io

    body = b"".join(response.streaming_content).decode()
    return list(csv.reader(io.StringIO(body)))


def test_the_export_streams_the_filtered_replies_as_csv(staff):
    replies = outcome_replies()
    Reply.objects.create(lang="de", final_text="other language", corrected=True)
    Reply.objects.filter(pk=replies["corrected"].pk).update(
        turn=TURN, booking_request={"participants": 30}, client_message="Für 30?"
    )

    response = staff.get("/inspector/export.csv", {"outcome": "corrected", "lang": "en"})

    assert response.status_code == 200
    assert response.streaming
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"].startswith('attachment; filename="factlock-replies-')
    header, *rows = csv_of(response)
    assert header[:6] == ["id", "created_at", "channel", "status", "lang", "outcome"]
    assert [row[0] for row in rows] == [str(replies["corrected"].pk)]
    row = dict(zip(header, rows[0], strict=True))
    assert row["outcome"] == "corrected"
    assert row["client_message"] == "Für 30?"
    assert json.loads(row["understood"]) == {"participants": 30}
    assert row["rooms_offered"] == "Salon Rose"
    assert row["rooms_not_offered"].startswith("Atelier: too small: holds 16; Dachterrasse: booked")
    assert row["asked_back"] == "end: the end before the start; not in the catalog: Orangrie"
    assert row["sent_text"] == "fixed"


def test_the_export_ignores_the_page_and_applies_issue_filters(staff):
    dated = [
        Reply.objects.create(lang="en", final_text=f"r{n}", issues=[{"attempt": 0, **WRONG_DATE}])
        for n in range(3)
    ]
    Reply.objects.create(lang="en", final_text="clean")

    response = staff.get(
        "/inspector/export.csv", {"issue_type": "date", "before": str(dated[1].pk)}
    )

    _, *rows = csv_of(response)
    assert [row[0] for row in rows] == [str(reply.pk) for reply in reversed(dated)]
    assert rows[0][-2] == "wrong date: Monday, 9 August 2027 → 2027-08-08"


@pytest.mark.parametrize(
    "written", ['=HYPERLINK("http://x")', "+41 1", "-2+3", "@SUM(A1)", "\tx", "\r=1+1"]
)
def test_export_cells_a_spreadsheet_would_read_as_formulas_are_neutralised(staff, written):
    Reply.objects.create(lang="en", final_text="ok", client_message=written)

    _, row = csv_of(staff.get("/inspector/export.csv"))

    assert row[8] == "'" + written


def test_export_cells_that_only_contain_such_characters_later_stay_as_written(staff):
    Reply.objects.create(lang="en", final_text="ok", client_message="Price 2-3 = fine @ 18:00")
    _, row = csv_of(staff.get("/inspector/export.csv"))
    assert row[8] == "Price 2-3 = fine @ 18:00"


def test_the_export_needs_the_permission_to_view_replies(client, db):
    response = client.get("/inspector/export.csv")
    assert response.status_code == 302
    assert response["Location"].startswith("/admin/login/?next=")
    make_staff("nosy", password="pw")
    client.login(username="nosy", password="pw")
    assert client.get("/inspector/export.csv").status_code == 403


def test_export_filters_that_cannot_be_read_are_a_400_naming_the_field(staff):
    response = staff.get("/inspector/export.csv", {"day": "2027-02-30", "outcome": "x"})
    assert response.status_code == 400
    body = response.content.decode()
    assert "day: Enter a valid date." in body
    assert "outcome: Select a valid choice." in body
