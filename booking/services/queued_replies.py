"""Replies for email-style channels: queued, composed by a task, re-verified while they wait.

A queued reply is a `Reply` in status pending; the task composes it (status ready: verified and
waiting to be sent), or marks it failed with the reason, so no reply stays pending for good. When
the catalog changes, every ready reply is verified again against facts built from the database
now, and composed anew if it no longer verifies.
"""

import datetime as dt
import logging
import uuid
from collections.abc import Callable, Sequence

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from booking.errors import ApplicationError
from booking.models import Conversation, Feature, Product, Reply, Room
from booking.selectors.catalog import venue_catalog
from booking.selectors.intake_catalog import intake_catalog
from booking.services.chat import (
    CONVERSATION_UNKNOWN,
    ConversationNotFound,
    chat_message_handle,
    venue_day,
)
from booking.services.intake import BookingRequest, message_read
from booking.services.replies import reply_compose
from booking.services.reply_plan import reply_plan_build
from safety.venue import VenueCatalog
from safety.verify import verify

logger = logging.getLogger(__name__)

REVERIFIED_NOTE = "Composed again: the catalog changed while the reply was waiting."
NOT_QUEUED = "Could not be queued: {error}"
NOT_COMPOSED = "Could not be composed: {error}"
REQUEUE_BATCH = 500

# (kind, old name, new name); kind is "room", "product" or "feature".
Rename = tuple[str, str, str]
_NAMED = {
    "room": (Room, "rooms"),
    "product": (Product, "products"),
    "feature": (Feature, "features"),
}


def reply_enqueue(
    *,
    text: str,
    locale: str | None = None,
    conversation_id: uuid.UUID | None = None,
    request_id: str = "",
) -> Reply:
    """Stores the message as a pending reply; reply_queue starts `reply_compose_task` on commit.

    A message without a conversation starts one here, so that its task, however often it runs,
    continues that one conversation.
    """
    if conversation_id is None:
        conversation = Conversation.objects.create()
    else:
        found = Conversation.objects.filter(pk=conversation_id).first()
        if found is None:
            raise ConversationNotFound(
                CONVERSATION_UNKNOWN, fields={"conversation": [CONVERSATION_UNKNOWN]}
            )
        conversation = found
    return Reply.objects.create(
        conversation=conversation,
        request_id=request_id,
        channel="email",
        status=Reply.Status.PENDING,
        queued_at=timezone.now(),
        lang=(locale or "")[:2],
        client_message=text,
        booking_request={"locale": locale, "received_at": timezone.now().isoformat()},
    )


def reply_queue_failed(*, record: Reply, error: Exception) -> Reply:
    """Marks a pending reply whose task could not be handed to the broker as failed."""
    return _failed(record, NOT_QUEUED.format(error=error))


def reply_queue(
    *,
    text: str,
    locale: str | None = None,
    conversation_id: uuid.UUID | None = None,
    request_id: str = "",
) -> Reply:
    """Stores the message as a pending reply (reply_enqueue) and, once that is committed, hands
    it to a worker; without a broker the task runs at once, so the reply may come back composed.
    A reply whose task cannot be queued is marked failed."""
    record = reply_enqueue(
        text=text, locale=locale, conversation_id=conversation_id, request_id=request_id
    )
    transaction.on_commit(lambda: _compose_later(record))
    record.refresh_from_db()
    return record


def _compose_later(record: Reply) -> None:
    from booking.tasks import reply_compose_queue  # the tasks module imports these services

    try:
        reply_compose_queue(record)
    except Exception as error:
        logger.exception("Reply %s could not be queued", record.pk)
        reply_queue_failed(record=record, error=error)


def queued_reply_compose(*, reply_id: int) -> Reply | None:
    """Composes a pending reply; a reply composed already is left as it is (tasks may rerun).

    No lock is held while the LLM works: a task delivered twice at once composes twice, and the
    second result, verified like the first, replaces it (the conversation keeps one exchange per
    reply). A reply that cannot be composed is marked failed with the reason.
    """
    record = Reply.objects.filter(pk=reply_id).first()
    if record is None or record.status != Reply.Status.PENDING:
        return record
    try:
        return _compose(record)
    except Exception as error:
        logger.exception("Queued reply %s could not be composed", reply_id)
        return _failed(record, NOT_COMPOSED.format(error=error))


def _compose(record: Reply) -> Reply:
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


class ReplyNotReady(ApplicationError):
    status_code = 409


class ReplyChanged(ApplicationError):
    status_code = 409


NOT_READY = "Only a ready reply can be sent; this one is {status}."
CHANGED = (
    "The facts changed since the reply was composed: it was composed anew. Read the new text "
    "and send it again."
)


def queued_reply_send(*, record: Reply) -> Reply:
    """Marks a ready reply sent once it still verifies against the facts of now.

    Sending an already sent reply changes nothing. A reply that no longer verifies (a booking or
    the catalog changed since, and no re-verification has run yet) is composed anew and not
    sent: ReplyChanged, so that a person reads the new text before it goes out.
    """
    if record.status == Reply.Status.SENT:
        return record
    if record.status != Reply.Status.READY:
        raise ReplyNotReady(NOT_READY.format(status=record.status))
    if _reverify(record, venue_catalog(), (), {}):
        raise ReplyChanged(CHANGED)
    Reply.objects.filter(pk=record.pk, status=Reply.Status.READY).update(status=Reply.Status.SENT)
    record.refresh_from_db()
    return record


def replies_lost_requeue(
    *,
    older_than: dt.timedelta,
    requeue: Callable[[Reply], None],
    limit: int = REQUEUE_BATCH,
) -> list[int]:
    """Queues again the replies still pending `older_than` after they were queued; their ids.

    Their task was lost on the way (its worker died after taking it from the queue, before the
    broker recorded it as unacknowledged). A reply is claimed by moving its `queued_at` forward,
    so two workers sweeping at once queue it once; a task that was only slow runs twice, which
    composing allows.
    """
    now = timezone.now()
    stale = Reply.objects.filter(
        Q(queued_at__lt=now - older_than)
        | Q(queued_at__isnull=True, created_at__lt=now - older_than),
        status=Reply.Status.PENDING,
    ).order_by("queued_at", "pk")
    requeued = []
    for record in stale[:limit]:
        claimed = Reply.objects.filter(
            pk=record.pk, status=Reply.Status.PENDING, queued_at=record.queued_at
        ).update(queued_at=now)
        if claimed:
            requeue(record)
            requeued.append(record.pk)
    if requeued:
        logger.warning("Queued again the replies whose task was lost: %s", requeued)
    return requeued


def _failed(record: Reply, error: str) -> Reply:
    """Only a reply still pending is marked failed: one composed meanwhile keeps its text."""
    Reply.objects.filter(pk=record.pk, status=Reply.Status.PENDING).update(
        status=Reply.Status.FAILED, error=error
    )
    record.refresh_from_db()
    return record


def replies_waiting_reverify(
    *, renames: Sequence[Rename] = (), days: Sequence[dt.date] | None = None
) -> int:
    """Verifies ready replies against today's facts; returns how many were composed anew.

    `renames` are the catalog names renamed since the replies were composed, in order: a waiting
    reply's booking request holds names, and a renamed room or product stays asked for. `days`
    limits the replies to those whose request is for one of these days; None takes every one.
    """
    catalog = venue_catalog()
    names_now = _catalog_names_now() if renames else {}
    waiting = Reply.objects.filter(status=Reply.Status.READY)
    if days is not None:
        waiting = waiting.filter(booking_request__date__in=[day.isoformat() for day in days])
    composed = 0
    for record in waiting.order_by("pk"):
        try:
            composed += _reverify(record, catalog, renames, names_now)
        except Exception:
            logger.exception("Waiting reply %s could not be verified again", record.pk)
    return composed


def _reverify(
    record: Reply,
    catalog: VenueCatalog,
    renames: Sequence[Rename],
    names_now: dict[str, set[str]],
) -> bool:
    booking_request = _renamed(record.booking_request, renames, names_now)
    planned = reply_plan_build(
        request=BookingRequest.from_dict(booking_request),
        lang=record.lang,
        today=timezone.localdate(),
        unknown=_unknown_names(record, renames),
    )
    if verify(planned.plan.facts(), record.final_text, locale=record.lang, catalog=catalog).ok:
        if booking_request != record.booking_request:
            record.booking_request = booking_request
            record.save(update_fields=["booking_request"])
        return False
    reply_compose(
        planned=planned,
        booking_request=booking_request,
        channel=record.channel,
        conversation=record.conversation,
        client_message=record.client_message,
        request_id=record.request_id,
        record=record,
    )
    record.error = "; ".join(filter(None, [record.error, REVERIFIED_NOTE]))
    record.save(update_fields=["error"])
    return True


def _unknown_names(record: Reply, renames: Sequence[Rename]) -> list[tuple[str, list[str]]]:
    """The names in the client's message the catalog lacks, with today's closest names.

    A name the client wrote that has since been renamed is not unknown: it is asked for under
    its new name.
    """
    intake = message_read(
        text=record.client_message,
        received_on=venue_day(record.created_at),
        catalog=intake_catalog(),
        locale=record.lang,
    )
    renamed = {old.casefold() for _, old, _ in renames}
    return [
        (name.written, list(name.suggestions))
        for name in intake.unknown
        if name.written.casefold() not in renamed
    ]


def _catalog_names_now() -> dict[str, set[str]]:
    return {
        kind: set(model._default_manager.values_list("name", flat=True))
        for kind, (model, _) in _NAMED.items()
    }


def _renamed(
    booking_request: dict, renames: Sequence[Rename], names_now: dict[str, set[str]]
) -> dict:
    """The request with each renamed name replaced by its name now.

    A name whose rename led nowhere that exists now (its transaction was rolled back) is kept.
    """
    if not renames:
        return booking_request
    renamed = dict(booking_request)
    for kind, (_, key) in _NAMED.items():
        if booking_request.get(key):
            renamed[key] = [
                _name_now(name, kind, renames, names_now[kind]) for name in booking_request[key]
            ]
    return renamed


def _name_now(name: str, kind: str, renames: Sequence[Rename], existing: set[str]) -> str:
    current = name
    for renamed_kind, old, new in renames:
        if renamed_kind == kind and current == old:
            current = new
    return current if current in existing else name
