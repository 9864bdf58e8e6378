"""The inspector's selectors: the corrections of a reply, the names put back, filters and counts."""

import datetime as dt
import json

import pytest
from django.utils import timezone

from booking.models import Reply
from booking.selectors.inspector import (
    InspectorFilters,
    correction_segments,
    daily_counts,
    replies_inspected,
    restored_term_spans,
)

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
