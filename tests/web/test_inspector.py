"""The inspector's diff and counts, and the pages' access rules, without a browser."""

import datetime as dt
import json

import pytest
from django.contrib.auth import get_user_model
from django.utils import timezone

from booking.models import Reply
from booking.selectors.inspector import (
    InspectorFilters,
    correction_segments,
    daily_counts,
    replies_inspected,
    restored_term_spans,
)
from booking.web.forms import EXAMPLE_FACTS
from tests.booking.factories import make_staff

WRONG_DATE = {
    "kind": "wrong",
    "type": "date",
    "found": "Monday, 9 August 2027",
    "expected": "2027-08-08",
}


def changes(segments):
    return [
        (segment.kind, segment.old, segment.text) for segment in segments if segment.kind != "same"
    ]


def test_a_replaced_date_is_one_change_tied_to_its_issue():
    segments = correction_segments(
        "Thank you for Monday, 9 August 2027.", "Thank you for Sunday, 8 August 2027.", [WRONG_DATE]
    )
    assert changes(segments) == [("wrong", "Monday, 9", "Sunday, 8")]
    assert segments[1].issue == WRONG_DATE
    assert "".join(segment.text for segment in segments) == "Thank you for Sunday, 8 August 2027."


def test_numbers_are_replaced_whole():
    segments = correction_segments("Total: CHF 2'250.00 at 19:00", "Total: CHF 1'250.00 at 18:00")
    assert changes(segments) == [("wrong", "2'250.00", "1'250.00"), ("wrong", "19:00", "18:00")]


def test_insertions_and_removals_carry_their_issues():
    missing = {"kind": "missing", "type": "room", "found": None, "expected": "Punkt.Null"}
    invented = {"kind": "invented", "type": "amount", "found": "CHF 500.00", "expected": None}
    inserted = correction_segments("Hello.", "Hello. Your room: Punkt.Null.", [missing])
    assert changes(inserted) == [("inserted", "", " Your room: Punkt.Null.")]
    assert inserted[-1].issue == missing
    removed = correction_segments("Hello. A deposit of CHF 500.00 is due.", "Hello.", [invented])
    assert changes(removed) == [("removed", "", " A deposit of CHF 500.00 is due.")]
    assert removed[-1].issue == invented


def test_line_breaks_that_only_change_form_are_no_correction():
    assert changes(correction_segments("Hello,\r\n\r\nbye", "Hello,\n\nbye")) == []


def llm_reply(content: str, restored: str, missing: list[str]) -> Reply:
    body = {"choices": [{"message": {"role": "assistant", "content": content}}]}
    return Reply(
        restored=restored,
        final_text=restored,
        llm_response=[json.dumps(body)],
        markers={"restored": ["Salon Rose"], "missing": missing, "recovered": []},
    )


def test_a_name_put_back_for_a_dropped_marker_is_a_restored_term():
    reply = llm_reply(
        "- (up to 30 people)\n- {{QHG-VITUZ}} (up to 60 people)",
        "- Punkt.Null (up to 30 people)\n- Salon Rose (up to 60 people)",
        ["Punkt.Null"],
    )
    spans = restored_term_spans(reply)
    assert [reply.restored[start:end] for start, end in spans] == ["Punkt.Null"]
    segments = correction_segments(reply.restored, reply.final_text, [], spans)
    assert changes(segments) == [("restored", "", "Punkt.Null")]


def test_names_restored_from_exact_markers_are_not_marked():
    reply = llm_reply("- {{QHG-VITUZ}} (up to 60 people)", "- Salon Rose (up to 60 people)", [])
    assert restored_term_spans(reply) == []


@pytest.mark.django_db
def test_filters_and_daily_counts():
    today = timezone.localdate()
    Reply.objects.create(lang="en", final_text="a", issues=[{"attempt": 0, **WRONG_DATE}])
    Reply.objects.create(lang="de", final_text="b", issues=[])
    old = Reply.objects.create(lang="de", final_text="c", issues=[])
    Reply.objects.filter(pk=old.pk).update(created_at=timezone.now() - dt.timedelta(days=3))

    assert [i.reply.lang for i in replies_inspected(InspectorFilters(issue_type="date"))] == ["en"]
    assert len(replies_inspected(InspectorFilters(lang="de"))) == 2
    assert len(replies_inspected(InspectorFilters(day=today))) == 2
    assert replies_inspected(InspectorFilters(issue_kind="missing")) == []

    days = daily_counts(days=7, last_day=today)
    assert len(days) == 7 and days[-1].day == today
    assert (days[-1].replies, days[-1].issues) == (2, {"date": 1})
    assert days[-4].replies == 1


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
    [("/", "/chat"), ("/?lang=de", "/chat?lang=de"), ("/chat/", "/chat"), ("/inspector/", "/inspector")],
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
