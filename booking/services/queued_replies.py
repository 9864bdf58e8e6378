"""Replies for email-style channels: queued, composed by a task, re-verified while they wait.

A queued reply is a `Reply` in status pending; the task composes it (status ready: verified and
waiting to be sent). When the catalog changes, every ready reply is verified again against facts
built from the database now, and composed anew if it no longer verifies.
"""

import datetime as dt
import uuid

from django.utils import timezone

from booking.models import Conversation, Reply
from booking.selectors.catalog import venue_catalog
from booking.services.chat import (
    CONVERSATION_UNKNOWN,
    ConversationNotFound,
    chat_message_handle,
)
from booking.services.intake import BookingRequest
from booking.services.replies import reply_compose
from booking.services.reply_plan import reply_plan_build
from safety.verify import verify

REVERIFIED_NOTE = "Composed again: the catalog changed while the reply was waiting."


def reply_enqueue(
    *, text: str, locale: str | None = None, conversation_id: uuid.UUID | None = None
) -> Reply:
    """Stores the message as a pending reply; the caller starts `reply_compose_task` on commit."""
    conversation = None
    if conversation_id is not None:
        conversation = Conversation.objects.filter(pk=conversation_id).first()
        if conversation is None:
            raise ConversationNotFound(
                CONVERSATION_UNKNOWN, fields={"conversation": [CONVERSATION_UNKNOWN]}
            )
    return Reply.objects.create(
        conversation=conversation,
        channel="email",
        status=Reply.Status.PENDING,
        lang=(locale or "")[:2],
        client_message=text,
        booking_request={"locale": locale, "received_at": timezone.now().isoformat()},
    )


def queued_reply_compose(*, reply_id: int) -> Reply | None:
    """Composes a pending reply; a reply composed already is left as it is (tasks may rerun).

    No lock is held while the LLM works: a task delivered twice composes twice, and the second
    result, verified like the first, replaces it.
    """
    record = Reply.objects.filter(pk=reply_id).first()
    if record is None or record.status != Reply.Status.PENDING:
        return record
    queued = record.booking_request  # until composed, it holds what the message came with
    turn = chat_message_handle(
        text=record.client_message,
        locale=queued.get("locale"),
        conversation_id=record.conversation_id,
        received_at=dt.datetime.fromisoformat(queued["received_at"]),
        request_id=record.request_id,
        channel=record.channel,
        record=record,
    )
    return turn.reply


def replies_waiting_reverify() -> int:
    """Verifies every ready reply against today's facts; returns how many were composed anew."""
    composed = 0
    catalog = venue_catalog()
    for record in Reply.objects.filter(status=Reply.Status.READY):
        request = BookingRequest.from_dict(record.booking_request)
        planned = reply_plan_build(request=request, lang=record.lang, today=timezone.localdate())
        if verify(planned.plan.facts(), record.final_text, locale=record.lang, catalog=catalog).ok:
            continue
        reply_compose(
            planned=planned,
            booking_request=record.booking_request,
            channel=record.channel,
            conversation=record.conversation,
            client_message=record.client_message,
            request_id=record.request_id,
            record=record,
        )
        record.error = "; ".join(filter(None, [record.error, REVERIFIED_NOTE]))
        record.save(update_fields=["error"])
        composed += 1
    return composed
