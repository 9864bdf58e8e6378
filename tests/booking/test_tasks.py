"""Replies as tasks, in the embedded default: no broker, so tasks run in-process (eagerly).

POST /api/v1/replies queues a reply and its task starts when the transaction commits; the tests
hold the commit callbacks to see the reply pending first. A change to the catalog re-verifies
the replies waiting to be sent.
"""

import datetime as dt
import uuid

import pytest
from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone
from rest_framework.authtoken.models import Token
from rest_framework.test import APIClient

from booking.models import Conversation, Message, Product, Reply, Room
from booking.services import queued_replies
from booking.services.catalog import room_update
from booking.services.events import option_place
from booking.services.queued_replies import (
    REVERIFIED_NOTE,
    replies_lost_requeue,
    replies_waiting_reverify,
)
from booking.services.rephrase_cache import (
    catalog_version,
    rephrase_cache_get,
    rephrase_cache_set,
)
from booking.tasks import replies_lost_requeue_task, reply_compose_task
from safety.facts import HardFacts
from tests.booking.factories import make_client, make_event, permissions_grant

URL = "/api/v1/replies"
YEAR = timezone.localdate().year + 1  # the demo venue's events lie in 2027; 8 August has none
APERO = (
    f"Hello, we are 30 people and would like a room on 8 August {YEAR} from 18:00 to 22:00, "
    "with the Apéro Package."
)
SALON_ROSE = f"Hello, is the Salon Rose free for 40 people on 8 August {YEAR} from 09:00 to 12:00?"
NOW = timezone.now().isoformat()
GROSSER_SAAL = f"Hello, we need a room for 200 people on 8 August {YEAR} from 09:00 to 17:00."

pytestmark = pytest.mark.django_db


def client_with_token(*, username: str, is_staff: bool) -> APIClient:
    user = get_user_model().objects.create_user(username=username, is_staff=is_staff)
    if is_staff:
        permissions_grant(user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


@pytest.fixture
def staff_client(db):
    return client_with_token(username="staff", is_staff=True)


@pytest.fixture
def member_client(db):
    return client_with_token(username="member", is_staff=False)


@pytest.fixture
def queue(staff_client, django_capture_on_commit_callbacks):
    """Queues a message through the API and runs its task; returns the reply's status body."""

    def queued(message: str, **extra) -> dict:
        with django_capture_on_commit_callbacks(execute=True):
            response = staff_client.post(URL, {"message": message, **extra}, format="json")
        assert response.status_code == 202, response.json()
        return staff_client.get(response.json()["status_url"]).json()

    return queued


def test_a_queued_reply_is_pending_then_ready_with_its_verification(
    staff_client, demo_venue, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks:
        response = staff_client.post(URL, {"message": APERO}, format="json")

    assert response.status_code == 202
    queued = response.json()
    assert queued["status"] == "pending"
    assert queued["reply"] is queued["verification"] is queued["error"] is None
    assert response["Location"] == queued["status_url"]
    assert queued["status_url"] == f"http://testserver/api/v1/replies/{queued['id']}/"
    assert staff_client.get(queued["status_url"]).json()["status"] == "pending"

    for callback in callbacks:
        callback()

    ready = staff_client.get(queued["status_url"]).json()
    assert ready["status"] == "ready"
    assert ready["verification"] == {
        "ok": True,
        "corrected": False,
        "fallback": False,
        "issues": [],
    }
    assert "Punkt.Null" in ready["reply"]
    assert "30 × CHF 24.50 = CHF 735.00" in ready["reply"]
    assert ready["request"]["products"] == ["Apéro Package"]
    assert {"value": "Apéro Package", "kind": "product", "required": True} in ready["facts"][
        "terms"
    ]
    assert uuid.UUID(ready["conversation"])
    record = Reply.objects.get(pk=queued["id"])
    assert (record.channel, record.request_id) == ("email", response["X-Request-ID"])


def test_the_list_url_takes_a_trailing_slash_too(queue, staff_client, demo_venue):
    response = staff_client.post(URL + "/", {"message": APERO}, format="json")

    assert response.status_code == 202


def test_a_reply_continues_a_conversation(queue, demo_venue):
    first = queue(APERO)

    second = queue("Could you make it 40 people?", conversation=first["conversation"])

    assert second["conversation"] == first["conversation"]
    assert second["request"]["participants"] == 40
    assert "40 × CHF 24.50 = CHF 980.00" in second["reply"]


@pytest.mark.parametrize("method", ["post", "get"])
def test_anonymous_callers_are_refused(api_client_anonymous, method):
    url = URL if method == "post" else "/api/v1/replies/1/"

    response = getattr(api_client_anonymous, method)(url, {"message": APERO}, format="json")

    assert response.status_code in (401, 403)
    assert not Reply.objects.exists()


@pytest.mark.parametrize("method", ["post", "get"])
def test_staff_only(member_client, method):
    url = URL if method == "post" else "/api/v1/replies/1/"

    response = getattr(member_client, method)(url, {"message": APERO}, format="json")

    assert response.status_code == 403
    assert not Reply.objects.exists()


@pytest.fixture
def api_client_anonymous():
    return APIClient()


def test_an_unknown_conversation_is_404(staff_client, demo_venue):
    response = staff_client.post(
        URL, {"message": APERO, "conversation": str(uuid.uuid4())}, format="json"
    )

    assert response.status_code == 404
    assert response.json() == {
        "message": "No conversation with this id.",
        "extra": {"fields": {"conversation": ["No conversation with this id."]}},
    }
    assert not Reply.objects.exists()


def test_an_unknown_reply_is_404(staff_client):
    assert staff_client.get("/api/v1/replies/999999/").status_code == 404


@pytest.mark.parametrize(
    ("body", "fields"),
    [
        ({}, {"message"}),
        ({"message": "   "}, {"message"}),
        ({"message": APERO, "locale": "tlh"}, {"locale"}),
        ({"message": APERO, "conversation": "not-a-uuid"}, {"conversation"}),
        ({"message": "x" * 5001}, {"message"}),
    ],
)
def test_bad_input_is_400_with_the_fields(staff_client, body, fields):
    response = staff_client.post(URL, body, format="json")

    assert response.status_code == 400
    assert set(response.json()["extra"]["fields"]) == fields
    assert not Reply.objects.exists()


def test_rerunning_the_compose_task_changes_nothing(queue, demo_venue):
    ready = queue(APERO)
    record = Reply.objects.get(pk=ready["id"])

    assert reply_compose_task.delay(record.pk).get() == "ready"

    again = Reply.objects.get(pk=record.pk)
    assert (again.final_text, again.timings, again.facts) == (
        record.final_text,
        record.timings,
        record.facts,
    )
    assert Message.objects.filter(conversation_id=ready["conversation"]).count() == 2


def test_the_compose_task_of_a_deleted_reply_does_nothing(db):
    assert reply_compose_task.delay(424242).get() == "missing"


def test_a_reply_that_cannot_be_composed_fails_with_the_reason(queue, demo_venue, monkeypatch):
    def broken(**_):
        raise RuntimeError("the planner broke")

    monkeypatch.setattr("booking.services.queued_replies.chat_message_handle", broken)

    failed = queue(APERO)

    assert failed["status"] == "failed"
    assert failed["error"] == "Could not be composed: the planner broke"
    assert failed["reply"] is failed["verification"] is None


def test_a_reply_whose_task_cannot_be_sent_fails_instead_of_waiting(queue, demo_venue, monkeypatch):
    def broker_down(*args, **kwargs):
        raise ConnectionRefusedError("Error 111 connecting to 127.0.0.1:6379")

    monkeypatch.setattr(reply_compose_task, "delay", broker_down)

    failed = queue(APERO)

    assert failed["status"] == "failed"
    assert failed["error"].startswith("Could not be queued: Error 111")


def test_a_reply_composed_twice_at_once_records_its_exchange_once(
    staff_client, demo_venue, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks():  # the task is not run: it is run twice below
        response = staff_client.post(URL, {"message": APERO}, format="json")
    queued = response.json()
    assert queued["status"] == "pending" and queued["conversation"]
    record = Reply.objects.get(pk=queued["id"])

    # Two deliveries of one task, each finding the reply pending before the other stored it.
    first, second = (Reply.objects.get(pk=record.pk) for _ in range(2))
    queued_replies._compose(first)
    queued_replies._compose(second)

    record.refresh_from_db()
    assert str(record.conversation_id) == queued["conversation"]
    messages = list(Message.objects.filter(conversation=record.conversation))
    assert [(m.author, m.text) for m in messages] == [
        ("client", APERO),
        ("venue", record.final_text),
    ]
    assert Conversation.objects.filter(replies__pk=record.pk).count() == 1


# -- sending a ready reply -------------------------------------------------------------------------


def send_url(reply: dict) -> str:
    return f"{URL}/{reply['id']}/send/"


def test_a_ready_reply_is_marked_sent_once(queue, staff_client, demo_venue):
    ready = queue(APERO)

    sent = staff_client.post(send_url(ready))
    again = staff_client.post(send_url(ready))

    assert (sent.status_code, sent.json()["status"]) == (200, "sent")
    assert sent.json()["reply"] == ready["reply"]
    assert (again.status_code, again.json()["status"]) == (200, "sent")
    assert Reply.objects.get(pk=ready["id"]).status == Reply.Status.SENT


def test_a_reply_whose_facts_changed_unseen_is_composed_anew_and_not_sent(
    queue, staff_client, demo_venue
):
    ready = queue(APERO)
    # A change the signals do not see (a bulk update), so no re-verification has run.
    Product.objects.filter(name="Apéro Package").update(price="26.50")

    refused = staff_client.post(send_url(ready))

    assert refused.status_code == 409
    assert "composed anew" in refused.json()["message"]
    recomposed = Reply.objects.get(pk=ready["id"])
    assert recomposed.status == Reply.Status.READY
    assert "30 × CHF 26.50 = CHF 795.00" in recomposed.final_text
    sent = staff_client.post(send_url(ready))
    assert (sent.status_code, sent.json()["status"]) == (200, "sent")
    assert sent.json()["reply"] == recomposed.final_text


def test_a_pending_reply_cannot_be_sent(
    staff_client, demo_venue, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks():
        pending = staff_client.post(URL, {"message": APERO}, format="json").json()

    response = staff_client.post(send_url(pending))

    assert response.status_code == 409
    assert response.json()["message"] == "Only a ready reply can be sent; this one is pending."


def test_sending_is_for_staff_and_known_replies(member_client, staff_client, db):
    assert member_client.post(f"{URL}/1/send/").status_code == 403
    assert staff_client.post(f"{URL}/424242/send/").status_code == 404


# -- a reply whose task was lost on the way is queued again ---------------------------------------


def pending_reply(minutes_ago: float, **fields) -> Reply:
    record = Reply.objects.create(
        status=Reply.Status.PENDING, lang="en", client_message=APERO, **fields
    )
    queued_at = timezone.now() - dt.timedelta(minutes=minutes_ago)
    Reply.objects.filter(pk=record.pk).update(queued_at=queued_at, created_at=queued_at)
    return record


def test_replies_pending_too_long_are_queued_again_once(db):
    lost = pending_reply(minutes_ago=11)
    waiting = pending_reply(minutes_ago=2)
    composed = pending_reply(minutes_ago=30)
    Reply.objects.filter(pk=composed.pk).update(status=Reply.Status.READY)
    requeued = []

    sweep = lambda: replies_lost_requeue(  # noqa: E731
        older_than=dt.timedelta(minutes=10), requeue=lambda record: requeued.append(record.pk)
    )

    assert sweep() == [lost.pk]
    assert requeued == [lost.pk]
    lost.refresh_from_db()
    assert timezone.now() - lost.queued_at < dt.timedelta(minutes=1)
    assert sweep() == []  # claimed: the next sweep leaves it to its new task
    assert Reply.objects.get(pk=waiting.pk).status == Reply.Status.PENDING


def test_a_pending_reply_from_before_queued_at_was_recorded_is_swept_by_its_age(db):
    old = pending_reply(minutes_ago=20)
    Reply.objects.filter(pk=old.pk).update(queued_at=None)

    assert replies_lost_requeue(older_than=dt.timedelta(minutes=10), requeue=lambda r: None) == [
        old.pk
    ]


def test_the_sweep_task_composes_a_lost_reply(demo_venue, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "REPLY_REQUEUE_AFTER_SECONDS": 60}
    lost = pending_reply(minutes_ago=5, booking_request={"locale": "en", "received_at": NOW})

    assert replies_lost_requeue_task.delay().get() == [lost.pk]

    lost.refresh_from_db()
    assert lost.status == Reply.Status.READY
    assert "30 × CHF 24.50 = CHF 735.00" in lost.final_text


# -- a catalog change re-verifies the replies waiting to be sent ----------------------------------

NO_INLINE_ROWS = {
    f"{prefix}-{key}": value
    for prefix in ("rates", "aliases")
    for key, value in (("TOTAL_FORMS", "0"), ("INITIAL_FORMS", "0"), ("MAX_NUM_FORMS", "1000"))
}


def admin_rename_product(admin_client, product: Product, name: str) -> None:
    form = {
        "name": name,
        "description": product.description,
        "price": str(product.price),
        "pricing": product.pricing,
    }
    response = admin_client.post(
        f"/admin/booking/product/{product.pk}/change/", form | NO_INLINE_ROWS
    )
    assert response.status_code == 302, response.content.decode()[:2000]


def test_renaming_a_product_in_the_admin_recomposes_the_replies_that_name_it(
    queue, demo_venue, admin_client, django_capture_on_commit_callbacks
):
    apero = queue(APERO)
    other = queue(GROSSER_SAAL)
    untouched = Reply.objects.get(pk=other["id"])

    with django_capture_on_commit_callbacks(execute=True):
        admin_rename_product(admin_client, Product.objects.get(name="Apéro Package"), "Apéro Royal")

    renamed = Reply.objects.get(pk=apero["id"])
    assert "Apéro Royal" in renamed.final_text
    assert "Apéro Package" not in renamed.final_text
    assert "30 × CHF 24.50 = CHF 735.00" in renamed.final_text
    assert renamed.booking_request["products"] == ["Apéro Royal"]
    assert (renamed.status, renamed.ok, renamed.fallback) == ("ready", True, False)
    assert renamed.category == ""  # the old name the client wrote is not an unknown name
    assert renamed.error == REVERIFIED_NOTE
    assert Reply.objects.get(pk=other["id"]).final_text == untouched.final_text
    assert Reply.objects.get(pk=other["id"]).error == untouched.error


def test_renaming_a_room_recomposes_the_replies_that_name_it(
    queue, demo_venue, django_capture_on_commit_callbacks
):
    salon = queue(SALON_ROSE)
    other = queue(GROSSER_SAAL)
    assert "Salon Rose" in salon["reply"] and "Salon Rose" not in other["reply"]

    with django_capture_on_commit_callbacks(execute=True):
        room_update(room=Room.objects.get(name="Salon Rose"), data={"name": "Salon Lumière"})

    renamed = Reply.objects.get(pk=salon["id"])
    assert "Salon Lumière" in renamed.final_text
    assert "Salon Rose" not in renamed.final_text
    assert renamed.booking_request["rooms"] == ["Salon Lumière"]
    assert (renamed.category, renamed.error) == ("", REVERIFIED_NOTE)
    assert Reply.objects.get(pk=other["id"]).final_text == other["reply"]
    assert REVERIFIED_NOTE not in Reply.objects.get(pk=other["id"]).error


def test_a_rename_whose_new_name_does_not_exist_changes_no_request(queue, demo_venue):
    apero = queue(APERO)

    composed = replies_waiting_reverify(renames=[("product", "Apéro Package", "Apéro Nowhere")])

    assert composed == 0
    assert Reply.objects.get(pk=apero["id"]).booking_request["products"] == ["Apéro Package"]


def test_a_sent_reply_is_not_composed_again(queue, demo_venue, django_capture_on_commit_callbacks):
    sent = queue(SALON_ROSE)
    Reply.objects.filter(pk=sent["id"]).update(status=Reply.Status.SENT)

    with django_capture_on_commit_callbacks(execute=True):
        room_update(room=Room.objects.get(name="Salon Rose"), data={"name": "Salon Lumière"})

    assert Reply.objects.get(pk=sent["id"]).final_text == sent["reply"]


def test_one_transaction_of_many_changes_re_verifies_once(
    demo_venue, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks:
        for product in Product.objects.all():
            product.description += "."
            product.save()

    assert len(callbacks) == 1


def test_renames_in_one_transaction_are_followed_in_order(
    queue, demo_venue, django_capture_on_commit_callbacks
):
    apero = queue(APERO)

    with django_capture_on_commit_callbacks(execute=True) as callbacks, transaction.atomic():
        product = Product.objects.get(name="Apéro Package")
        for name in ("Apéro Royal", "Apéro Impérial"):
            product.name = name
            product.save()

    assert len(callbacks) == 1
    assert callbacks[0].renames == [
        ["product", "Apéro Package", "Apéro Royal"],
        ["product", "Apéro Royal", "Apéro Impérial"],
    ]
    assert Reply.objects.get(pk=apero["id"]).booking_request["products"] == ["Apéro Impérial"]


# -- a booking changes what is free on its day ----------------------------------------------------

APERO_DAY = dt.date(YEAR, 8, 8)
NEXT_DAY_ENQUIRY = (
    f"Hello, do you have a room for 30 people on 9 August {YEAR} from 18:00 to 22:00?"
)


def test_a_room_booked_on_the_day_recomposes_the_replies_for_that_day_only(
    queue, demo_venue, django_capture_on_commit_callbacks
):
    apero = queue(APERO)
    next_day = queue(NEXT_DAY_ENQUIRY)
    assert "Here is our quote for Punkt.Null" in apero["reply"]
    assert "Punkt.Null" in next_day["reply"]

    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        option_place(
            client=make_client(email="events@example.com"),
            room=Room.objects.get(name="Punkt.Null"),
            date=APERO_DAY,
            start_time=dt.time(17),
            end_time=dt.time(23),
            participants=25,
        )

    assert [callback.days for callback in callbacks] == [{APERO_DAY.isoformat()}]
    recomposed = Reply.objects.get(pk=apero["id"])
    assert recomposed.error == REVERIFIED_NOTE
    assert "Punkt.Null" not in recomposed.final_text  # taken now: neither offered nor quoted
    assert "Apéro Package" in recomposed.final_text
    assert (recomposed.status, recomposed.fallback) == ("ready", False)
    untouched = Reply.objects.get(pk=next_day["id"])
    assert (untouched.final_text, untouched.error) == (next_day["reply"], "")


def test_a_booking_moved_to_another_day_re_verifies_both_days(
    demo_venue, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):
        event = make_event(room=Room.objects.get(name="Atelier"), status="option", date=APERO_DAY)
    transaction.get_connection().run_on_commit.clear()  # what a commit would have done

    with django_capture_on_commit_callbacks() as callbacks:
        event.date = APERO_DAY + dt.timedelta(days=3)
        event.save()

    assert [callback.days for callback in callbacks] == [
        {APERO_DAY.isoformat(), (APERO_DAY + dt.timedelta(days=3)).isoformat()}
    ]
    assert not callbacks[0].every_day


def test_a_catalog_change_with_a_booking_re_verifies_every_day(
    demo_venue, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks() as callbacks, transaction.atomic():
        make_event(room=Room.objects.get(name="Atelier"), status="option", date=APERO_DAY)
        room_update(room=Room.objects.get(name="Atelier"), data={"description": "Bright."})

    assert len(callbacks) == 1
    assert callbacks[0].every_day


def test_a_catalog_change_drops_cached_rephrasings(demo_venue, django_capture_on_commit_callbacks):
    facts = HardFacts(rooms=[{"value": "Salon Rose"}])
    cached = {
        "draft": "See you in {{ROOM-A}}.",
        "facts": facts,
        "lang": "en",
        "model": "m",
        "client_message": "",
    }
    rephrase_cache_set(**cached, text="We look forward to seeing you in Salon Rose.")
    version = catalog_version()
    assert rephrase_cache_get(**cached) is not None

    with django_capture_on_commit_callbacks(execute=True):
        room_update(room=Room.objects.get(name="Atelier"), data={"description": "Bright."})

    assert catalog_version() > version
    assert rephrase_cache_get(**cached) is None
