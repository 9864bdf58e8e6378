"""The audit trail in the admin: replies and conversations, browsable and read-only."""

import datetime as dt

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.utils import timezone

from booking.models import Conversation, Message, Reply

pytestmark = pytest.mark.django_db

REPLIES_URL = "/admin/booking/reply/"
CONVERSATIONS_URL = "/admin/booking/conversation/"

WRONG_PRICE = {
    "kind": "wrong",
    "type": "amount",
    "found": "CHF 1'520.00",
    "expected": "1250.00",
    "action": "replace",
    "reason": "value",
}


def make_reply(**fields) -> Reply:
    values = {"lang": "en", "client_message": "Do you have a room for 30 people?"} | fields
    return Reply.objects.create(**values)


def staff_user(*permissions: str):
    user = get_user_model().objects.create_user(username="auditor", is_staff=True)
    user.user_permissions.set(Permission.objects.filter(codename__in=permissions))
    return user


@pytest.fixture
def auditor_client(client):
    client.force_login(staff_user("view_reply", "view_conversation", "view_message"))
    return client


def listed(response) -> list[str]:
    return [reply.client_message for reply in response.context["cl"].result_list]


@pytest.fixture
def replies(db):
    return {
        "fallback": make_reply(
            client_message="fallback",
            lang="de",
            fallback=True,
            ok=False,
            category=Reply.Category.SYSTEM_FALLBACK,
            status=Reply.Status.FAILED,
            request_id="3f2a9c0e5b7d4e1f",
        ),
        "corrected": make_reply(
            client_message="corrected",
            lang="fr",
            corrected=True,
            ok=False,
            channel="email",
            issues=[WRONG_PRICE],
        ),
        "clean": make_reply(client_message="clean", status=Reply.Status.READY),
    }


@pytest.mark.parametrize(
    "query,expected",
    [
        ({"category__exact": "SYSTEM FALLBACK"}, ["fallback"]),
        ({"lang": "fr"}, ["corrected"]),
        ({"fallback__exact": "1"}, ["fallback"]),
        ({"corrected__exact": "1"}, ["corrected"]),
        ({"ok__exact": "1"}, ["clean"]),
        ({"channel": "email"}, ["corrected"]),
        ({"status__exact": "ready"}, ["clean"]),
        ({"q": "corrected"}, ["corrected"]),
        ({"q": "3f2a9c0e5b7d4e1f"}, ["fallback"]),
    ],
)
def test_the_reply_list_filters(auditor_client, replies, query, expected):
    response = auditor_client.get(REPLIES_URL, query)

    assert response.status_code == 200
    assert listed(response) == expected


def test_the_reply_list_drills_down_by_day(auditor_client, replies):
    earlier = timezone.now() - dt.timedelta(days=3)
    Reply.objects.filter(pk=replies["clean"].pk).update(created_at=earlier)
    day = timezone.localtime(earlier)

    response = auditor_client.get(
        REPLIES_URL,
        {"created_at__year": day.year, "created_at__month": day.month, "created_at__day": day.day},
    )

    assert listed(response) == ["clean"]


def test_search_finds_the_final_text(auditor_client, replies):
    Reply.objects.filter(pk=replies["clean"].pk).update(final_text="See you at Salon Rose.")

    response = auditor_client.get(REPLIES_URL, {"q": "Salon Rose"})

    assert listed(response) == ["clean"]


def test_the_category_shows_in_brackets(auditor_client, replies):
    page = auditor_client.get(REPLIES_URL).content.decode()

    assert "[SYSTEM FALLBACK]" in page


def test_the_change_page_shows_every_stage(auditor_client):
    reply = make_reply(
        draft="Salon Rose is free on 8 August 2026.",
        plan={"lang": "en", "date": "2026-08-08", "hold_room": "Salon Rose"},
        llm_request=[{"role": "user", "content": "Rephrase: {{ROOM_1}} is free."}],
        llm_response=[{"choices": [{"message": {"content": "{{ROOM_1}} awaits you."}}]}],
        restored="Salon Rose awaits you.",
        markers={
            "counts": {"restored": 1, "missing": 0},
            "restored": ["Salon Rose"],
            "missing": [],
        },
        issues=[WRONG_PRICE],
        final_text="Salon Rose awaits you at CHF 1'250.00.",
        timings={"llm": 812, "safety": 35},
        model="gpt-4o-mini",
        corrected=True,
        ok=False,
    )

    response = auditor_client.get(f"{REPLIES_URL}{reply.pk}/change/")
    page = response.content.decode()

    assert response.status_code == 200
    for text in (
        "Salon Rose is free on 8 August 2026.",
        "&quot;hold_room&quot;: &quot;Salon Rose&quot;",
        "&quot;role&quot;: &quot;user&quot;",
        "{{ROOM_1}} awaits you.",
        "Salon Rose awaits you.",
        "<td>CHF 1&#x27;520.00 → 1250.00</td>",
        "<td>replace</td>",
        "<td>restored</td><td>1</td><td>Salon Rose</td>",
        "Salon Rose awaits you at CHF 1&#x27;250.00.",
        "<td>llm</td><td>812</td>",
        "gpt-4o-mini",
    ):
        assert text in page, text
    assert 'name="_save"' not in page


def test_staff_cannot_add_or_change_replies_even_with_the_permissions(client):
    reply = make_reply()
    client.force_login(staff_user("view_reply", "add_reply", "change_reply", "delete_reply"))

    add = client.get(f"{REPLIES_URL}add/")
    change = client.post(f"{REPLIES_URL}{reply.pk}/change/", {"lang": "de"})
    delete = client.post(f"{REPLIES_URL}{reply.pk}/delete/", {"post": "yes"})

    assert (add.status_code, change.status_code, delete.status_code) == (403, 403, 403)
    assert Reply.objects.get(pk=reply.pk).lang == "en"


def test_superusers_may_delete_but_not_add(admin_client):
    reply = make_reply()

    add = admin_client.get(f"{REPLIES_URL}add/")
    delete = admin_client.post(f"{REPLIES_URL}{reply.pk}/delete/", {"post": "yes"})

    assert add.status_code == 403
    assert delete.status_code == 302
    assert not Reply.objects.exists()


def test_staff_without_the_view_permission_see_nothing(client):
    make_reply()
    client.force_login(staff_user())

    assert client.get(REPLIES_URL).status_code == 403


def test_a_conversation_shows_its_messages_and_links_its_replies(auditor_client):
    conversation = Conversation.objects.create(locale="de", request={"participants": 30})
    Message.objects.create(conversation=conversation, author="client", text="Haben Sie Platz?")
    Message.objects.create(conversation=conversation, author="venue", text="Ja, Salon Rose.")
    reply = make_reply(conversation=conversation, lang="de")

    response = auditor_client.get(f"{CONVERSATIONS_URL}{conversation.pk}/change/")
    page = response.content.decode()

    assert response.status_code == 200
    assert "Haben Sie Platz?" in page and "Ja, Salon Rose." in page
    assert f'href="{REPLIES_URL}{reply.pk}/change/"' in page
    assert "&quot;participants&quot;: 30" in page
    assert 'name="messages-0-text"' not in page


def test_the_conversation_list_counts_messages_and_replies(auditor_client):
    conversation = Conversation.objects.create(locale="fr")
    Message.objects.create(conversation=conversation, author="client", text="Bonjour")
    make_reply(conversation=conversation)
    make_reply(conversation=conversation)

    response = auditor_client.get(CONVERSATIONS_URL)
    (row,) = response.context["cl"].result_list

    assert (row.message_count, row.reply_count) == (1, 2)


def test_superusers_delete_conversations_and_replies_through_the_services(
    admin_client, monkeypatch
):
    import booking.admin_replies as admin_replies

    conversation = Conversation.objects.create()
    Message.objects.create(conversation=conversation, author="client", text="Hello")
    reply = make_reply()
    deleted = []
    for name in ("conversation_delete", "reply_delete"):
        real = getattr(admin_replies, name)
        monkeypatch.setattr(
            admin_replies,
            name,
            lambda real=real, name=name, **kw: deleted.append(name) or real(**kw),
        )

    admin_client.post(
        CONVERSATIONS_URL,
        {"action": "delete_selected", "_selected_action": [conversation.pk], "post": "yes"},
    )
    admin_client.post(f"{REPLIES_URL}{reply.pk}/delete/", {"post": "yes"})

    assert deleted == ["conversation_delete", "reply_delete"]
    assert not Conversation.objects.exists() and not Message.objects.exists()
    assert not Reply.objects.exists()
