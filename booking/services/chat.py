"""The chat flow: a client's message in, a verified reply out, the conversation's request kept.

message ─▶ intake (deterministic extraction) ─▶ merge into the conversation's request
        ─▶ facts builder (availability, quote, from the database now) ─▶ reply_compose
"""

import datetime as dt
import time
import uuid
from dataclasses import dataclass, replace

from django.db import transaction
from django.utils import timezone

from booking.errors import ApplicationError
from booking.models import Conversation, Message, Reply
from booking.selectors.intake_catalog import intake_catalog
from booking.services.chat_hold import chat_hold
from booking.services.chat_language import aliases_shown, default_language
from booking.services.chat_review import turn_not_understood, turn_review
from booking.services.chat_waitlist import chat_waitlist
from booking.services.intake import BookingRequest, request_merge
from booking.services.intake.turn import ConversationReading, read_turn
from booking.services.options import options_expired_release
from booking.services.replies import reply_compose
from booking.services.reply_plan import reply_plan_build
from booking.services.wishes import wish_choices, wishes_help, wishes_missing, wishes_pending
from core.settings import factlock_settings
from verbalizer.plan import HoldState, ReplyPlan

CONVERSATION_UNKNOWN = "No conversation with this id."


class ConversationNotFound(ApplicationError):
    status_code = 404


@dataclass(frozen=True)
class ChatTurn:
    conversation: Conversation
    request: BookingRequest
    reply: Reply


def chat_message_handle(
    *,
    text: str,
    locale: str | None = None,
    conversation_id: uuid.UUID | None = None,
    received_at: dt.datetime | None = None,
    request_id: str = "",
    channel: str = "chat",
    client_address: str = "",
    record: Reply | None = None,
) -> ChatTurn:
    """`record` is a reply queued for this message (email-style channels), filled in here."""
    received_at = received_at or timezone.now()
    today = venue_day(received_at)
    started = time.perf_counter()
    conversation = _conversation(conversation_id)
    _turns_left(conversation)
    held = BookingRequest.from_dict(conversation.request)
    # What the earlier messages said, kept turn by turn: they are not read again.
    reading = ConversationReading.from_dict(conversation.reading)
    catalog = intake_catalog()  # the turn's one read of the catalog
    turn = read_turn(  # the turn's one read of the message
        text=text,
        received_on=today,
        catalog=catalog,
        default_lang=default_language(),
        locale=locale,
        conversation_lang=conversation.locale,
        held=held,
    )
    language = turn.language
    lang = language.lang
    intake, _ = wishes_help(turn.intake)
    request = request_merge(held, intake.update)
    request, unclear = _ends_after_start(request, intake.unclear)
    read = time.perf_counter()
    follow_up = channel == "chat" and held != BookingRequest()
    read_none = (
        intake.update.is_empty
        and not intake.unknown
        and not intake.wishes
        and not turn.about_a_hold
    )
    changed = _changed(held, request, intake.update.as_dict())
    pending = wishes_pending(
        conversation.pending.get("wishes", []),
        intake.wishes,
        request,
        declined={*intake.update.products_removed, *intake.update.features_removed},
    )
    # Options held past their last day free their rooms before rooms are offered (a worker's
    # timer does it too; without a broker this is what releases them).
    options_expired_release(today=today)
    planned = reply_plan_build(
        request=request,
        lang=lang,
        today=today,
        unknown=[(name.written, name.suggestions) for name in intake.unknown],
        unclear=unclear,
        follow_up=follow_up,
        changed=changed,
        not_understood=follow_up and read_none,
        language_note=language.unsupported,
        wish_choices=wish_choices(pending),
        wishes_missing=wishes_missing(intake.wishes),
        participants_approximate="participants" in intake.approximate,
        window_assumed=intake.window,
    )
    if channel == "chat" and follow_up and not planned.plan.not_understood:
        waitlist = chat_waitlist(
            conversation=conversation,
            text=text,
            read=turn,
            reading=reading,
            request=request,
            plan=planned.plan,
        )
        planned = replace(planned, plan=waitlist)
    if channel == "chat" and follow_up and not planned.plan.not_understood:
        hold = chat_hold(
            conversation=conversation,
            text=text,
            read=turn,
            reading=reading,
            request=request,
            plan=planned.plan,
            today=today,
            client_address=client_address,
        )
        if hold.state is not None and not planned.plan.waitlist_room:
            until = hold.event.option_until if hold.event and hold.state == "option" else None
            planned = replace(
                planned, plan=_with_hold(planned.plan, hold.state, hold.room, until=until)
            )
    planned = replace(
        planned, plan=replace(planned.plan, shown=aliases_shown(lang, catalog.aliases_by_lang))
    )
    planned_at = time.perf_counter()
    reply = reply_compose(
        planned=planned,
        booking_request=request.as_dict(),
        channel=channel,
        conversation=conversation,
        client_message=text,
        request_id=request_id,
        timings={"intake_ms": (read - started) * 1000, "plan_ms": (planned_at - read) * 1000},
        record=record,
    )
    review = turn_review(
        plan=planned.plan,
        unclear=unclear,
        unknown=[name.written for name in intake.unknown],
        nothing_read=read_none and not unclear,
        wishes=[wish.as_dict() for wish in intake.wishes],
        context=intake.context_read,
    )
    conversation.pending = {"wishes": pending, "waitlist": planned.plan.waitlist_offered}
    _remember(conversation, request, lang, text, reply, review, reading.after(turn))
    return ChatTurn(conversation, request, reply)


def venue_day(received_at: dt.datetime) -> dt.date:
    """The venue's day at `received_at`: an aware time in TIME_ZONE, a naive one as venue time."""
    if timezone.is_naive(received_at):
        return received_at.date()
    return timezone.localdate(received_at)


def _with_hold(
    plan: ReplyPlan, state: HoldState, room: str, *, until: dt.date | None = None
) -> ReplyPlan:
    """The plan of a turn about a hold; once the room is held (or the request passed to staff),
    the reply no longer offers rooms, and keeps the quote only for the room held."""
    if state in ("ask_room", "ask_contact"):
        return replace(plan, hold=state, hold_room=room)
    quote = plan.quote if plan.quote is not None and plan.quote.room == room else None
    return replace(
        plan,
        hold=state,
        hold_room=room,
        hold_until=until,
        offers=(),
        taken=(),
        why_taken=(),
        largest=None,
        lacking_features=False,
        quote=quote,
    )


_DETAILS = {
    "date": ("date",),
    "time": ("start_time", "end_time"),
    "participants": ("participants",),
    "rooms": ("rooms",),
    "products": ("products",),
    "features": ("features",),
}


def _changed(held: BookingRequest, request: BookingRequest, stated: dict) -> tuple[str, ...]:
    """The details a message stated or changed in the conversation's request ("we'll be 30"
    again is stated, and said back, though the request held 30 already)."""
    return tuple(
        detail
        for detail, fields in _DETAILS.items()
        if any(
            getattr(held, field) != getattr(request, field) or field in stated for field in fields
        )
    )


def _ends_after_start(
    request: BookingRequest, unclear: tuple[tuple[str, str], ...]
) -> tuple[BookingRequest, tuple[tuple[str, str], ...]]:
    """A new start at or after the end held from before ("start at 23:00" after 18:00–22:00)
    leaves no end: it is asked back, never moved by a guess. Midnight (00:00) ends any day."""
    start, end = request.start_time, request.end_time
    if start is None or end is None or end == dt.time(0) or end > start:
        return request, unclear
    if not any(detail == "end" for detail, _ in unclear):
        unclear = (*unclear, ("end", "end_before_new_start"))
    return replace(request, end_time=None), unclear


class ConversationTooLong(ApplicationError):
    status_code = 409


CONVERSATION_TOO_LONG = (
    "This conversation has reached its {limit} messages; please start a new one."
)


def _turns_left(conversation: Conversation) -> None:
    """Refuses a message past FACTLOCK_CHAT_MAX_TURNS client messages (409). A turn reads only
    its own message (the conversation keeps its request and reading), so the cap bounds what
    one conversation stores, not a turn's work."""
    limit = factlock_settings().chat_max_turns
    sent = Message.objects.filter(conversation=conversation, author=Message.Author.CLIENT).count()
    if sent >= limit:
        message = CONVERSATION_TOO_LONG.format(limit=limit)
        raise ConversationTooLong(message, fields={"conversation": [message]})


def _conversation(conversation_id: uuid.UUID | None) -> Conversation:
    if conversation_id is None:
        return Conversation.objects.create()
    conversation = Conversation.objects.filter(pk=conversation_id).first()
    if conversation is None:
        raise ConversationNotFound(
            CONVERSATION_UNKNOWN, fields={"conversation": [CONVERSATION_UNKNOWN]}
        )
    return conversation


@transaction.atomic
def _remember(
    conversation: Conversation,
    request: BookingRequest,
    lang: str,
    text: str,
    reply: Reply,
    review: dict,
    reading: ConversationReading,
) -> None:
    reply.turn = review
    reply.not_understood = turn_not_understood(review)
    reply.save(update_fields=["turn", "not_understood"])
    # Keyed by the reply: a queued reply composed twice records the client's message once, and
    # its later text replaces the earlier. The conversation's reading takes the message once.
    _, created = Message.objects.get_or_create(
        reply=reply,
        author=Message.Author.CLIENT,
        defaults={"conversation": conversation, "text": text},
    )
    conversation.request = request.as_dict()
    conversation.locale = lang
    fields = ["request", "locale", "pending", "updated_at"]
    if created:
        conversation.reading = reading.as_dict()
        fields.append("reading")
    conversation.save(update_fields=fields)
    Message.objects.update_or_create(
        reply=reply,
        author=Message.Author.VENUE,
        defaults={"conversation": conversation, "text": reply.final_text},
    )
