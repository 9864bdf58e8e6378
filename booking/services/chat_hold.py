"""Holding a room from the chat: the client asks, gives a name and an e-mail address, and the
room is held as an option (the events service, with its row lock) or, when it was taken in the
meantime, recorded as a lead for staff. Staff see the event in the admin; its notes name the
conversation.

A hold is read only in a follow-up, once the conversation holds a complete request and rooms were
offered: a first message that says "book" (or its word in another language) asks what is free.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass
from typing import TypedDict

from django.core.exceptions import ValidationError
from django.db import transaction

from booking.errors import ApplicationError
from booking.models import Client, Conversation, Event, Product, Reply, Room
from booking.services.clients import client_from_chat
from booking.services.events import ChatOrigin, lead_record, option_place
from booking.services.intake import BookingRequest
from booking.services.intake.hold import Contact
from booking.services.intake.turn import ConversationReading, TurnRead
from booking.services.options import option_until
from core.counters import count_attempt, uncount_attempt
from core.settings import factlock_settings
from verbalizer.plan import HoldState, ReplyPlan

NOTE = "Held from the chat (conversation {id})."
LAST_MINUTE = dt.time(23, 59)


@dataclass(frozen=True)
class Hold:
    state: HoldState | None  # None: nothing about a hold in this turn
    room: str = ""
    event: Event | None = None


class _EventDetails(TypedDict):
    """What option_place and lead_record take: the same event, held or only recorded."""

    client: Client
    room: Room
    date: dt.date
    start_time: dt.time
    end_time: dt.time
    participants: int
    products: list[Product]
    notes: str
    origin: ChatOrigin


def chat_hold(
    *,
    conversation: Conversation,
    text: str,
    read: TurnRead,
    reading: ConversationReading,
    request: BookingRequest,
    plan: ReplyPlan,
    today: dt.date,
    client_address: str = "",
) -> Hold:
    """What the turn does about a hold: nothing, ask which room or for the contact, hold the room
    as an option (until the venue's option days have passed, counted from `today`), or record a
    lead when the room asked for is not free."""
    if Event.objects.filter(notes=NOTE.format(id=conversation.pk)).exists():
        return Hold(None)
    if not reading.messages:
        return Hold(None)  # a first message asks what is free
    # The earlier messages are not read again: the conversation's reading holds what they said.
    asked = read.asks_to_hold or reading.hold_asked
    if not asked:
        return Hold(None)
    offered = [offer.name for offer in plan.offers]
    named = [name for name in request.rooms if Room.objects.filter(name=name).exists()]
    if not named and len(offered) > 1:
        return Hold("ask_room")
    chosen = named[0] if named else (offered[0] if offered else "")
    if not chosen:
        return Hold(None)
    contact = reading.contact(read)
    if not contact.name or not contact.email:
        return Hold("ask_contact", room=chosen)
    room = Room.objects.get(name=chosen)
    if request.date is None:
        return Hold(None)  # no day asked for yet: nothing to hold
    return _placed(
        conversation,
        request,
        plan,
        room,
        contact,
        text,
        free=chosen in offered,
        until=option_until(event_date=request.date, today=today),
        client_address=client_address,
    )


def chat_origin(conversation: Conversation, text: str) -> ChatOrigin:
    """The conversation, the wishes its turns read (each in the client's words, latest reading
    last) and the client's last message, for the event staff see."""
    wishes: dict[str, dict] = {}
    turns = Reply.objects.filter(conversation=conversation).order_by("pk")
    for turn in turns.values_list("turn", flat=True):
        for wish in (turn or {}).get("wishes", []):
            wishes[wish["category"] or wish["written"]] = wish
    return ChatOrigin(conversation=conversation, client_message=text, wishes=list(wishes.values()))


HOLDS_WINDOW = 24 * 3600  # seconds: the options caps count per day


def _holds_left(client_address: str, email: str) -> bool:
    """Counts one more option against the client's address and e-mail address (atomically, see
    core.counters) and says whether both stay within FACTLOCK_CHAT_HOLDS_PER_ADDRESS and
    FACTLOCK_CHAT_HOLDS_PER_EMAIL for the day; an option refused is not counted."""
    limits = factlock_settings()
    now = time.time()
    keys = [
        (f"factlock:chat-holds:address:{client_address}", limits.chat_holds_per_address),
        (f"factlock:chat-holds:email:{email.casefold()}", limits.chat_holds_per_email),
    ]
    counted = []
    for key, limit in keys:
        count, _ = count_attempt(key, HOLDS_WINDOW, now)
        counted.append(key)
        if count > limit:
            for done in counted:
                uncount_attempt(done)
            return False
    return True


def _placed(
    conversation: Conversation,
    request: BookingRequest,
    plan: ReplyPlan,
    room: Room,
    contact: Contact,
    text: str,
    *,
    free: bool,
    until: dt.date,
    client_address: str = "",
) -> Hold:
    """An option on the room when it is free (the lock decides a race), else a lead for staff."""
    assert request.date and request.start_time and request.participants and plan.end_time
    # The end the reply states (the standard length when none was given); midnight is 23:59.
    end_time = LAST_MINUTE if plan.end_time == dt.time(0) else plan.end_time
    try:
        client = client_from_chat(name=contact.name, email=contact.email)
    except ValidationError:
        return Hold("ask_contact", room=room.name)
    details: _EventDetails = {
        "client": client,
        "room": room,
        "date": request.date,
        "start_time": request.start_time,
        "end_time": end_time,
        "participants": request.participants,
        "products": list(Product.objects.filter(name__in=request.products)),
        "notes": NOTE.format(id=conversation.pk),
        "origin": chat_origin(conversation, text),
    }
    with transaction.atomic():
        # The conversation's row, locked until the hold is stored: of parallel "reserve" turns
        # one places it, the others find it here (a room lock alone lets turns that chose
        # different rooms each place one).
        list(Conversation.objects.select_for_update().filter(pk=conversation.pk).values_list("pk"))
        if Event.objects.filter(notes=details["notes"]).exists():
            return Hold(None)
        if free and not _holds_left(client_address, contact.email):
            # Past the day's options for this address or e-mail: staff get the request, and no
            # room is held (one address could otherwise block every room and day in hours).
            try:
                return Hold("passed_on", room=room.name, event=lead_record(**details))
            except (ApplicationError, ValidationError):
                return Hold(None)
        if free:
            try:
                return Hold("option", room=room.name, event=option_place(**details, until=until))
            except (ApplicationError, ValidationError):
                pass  # taken between the offer and the hold
        try:
            return Hold("lead", room=room.name, event=lead_record(**details))
        except (ApplicationError, ValidationError):
            return Hold(None)  # the group does not fit the room: the reply says why already
