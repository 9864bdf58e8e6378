"""A waiting list from the chat, with the client's consent.

When nothing fits, the reply offers to put the client on the waiting list for the date and asks
for a name and an e-mail address (`ReplyPlan.waitlist_offered`, kept in the conversation's
`pending`). The next message consents (intake.hold.consents) when it gives an e-mail address,
names the list ("waiting list") or says yes ("yes", "sure" at its start; in any language of the
packs); with a name and an e-mail address (from it or an earlier message) the request is
recorded as a lead for staff (`lead_record`) on the room it asked for, else the smallest room
that holds the group and has every feature asked for. Nothing is recorded without consent.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from django.core.exceptions import ValidationError

from booking.errors import ApplicationError
from booking.models import Conversation, Event, Product, Room
from booking.services.chat_hold import chat_origin
from booking.services.clients import client_from_chat
from booking.services.events import lead_record
from booking.services.intake import BookingRequest
from booking.services.intake.turn import ConversationReading, TurnRead
from verbalizer.plan import ReplyPlan

NOTE = "Waiting list from the chat (conversation {id})."
LAST_MINUTE = dt.time(23, 59)


def chat_waitlist(
    *,
    conversation: Conversation,
    text: str,
    read: TurnRead,
    reading: ConversationReading,
    request: BookingRequest,
    plan: ReplyPlan,
) -> ReplyPlan:
    """`plan` with the waiting list joined (`waitlist_room`), asked again for the contact, or
    as it is when the last reply offered no waiting list or the message does not consent."""
    if not conversation.pending.get("waitlist") or not read.consents:
        return plan
    if Event.objects.filter(notes=NOTE.format(id=conversation.pk)).exists():
        return plan
    room = _room(request)
    if room is None or request.date is None or request.start_time is None:
        return plan
    if request.participants is None or plan.end_time is None:
        return plan
    contact = reading.contact(read)
    if not contact.name or not contact.email:
        return replace(plan, waitlist_offered=True)
    try:
        client = client_from_chat(name=contact.name, email=contact.email)
        lead_record(
            client=client,
            room=room,
            date=request.date,
            start_time=request.start_time,
            end_time=LAST_MINUTE if plan.end_time == dt.time(0) else plan.end_time,
            participants=request.participants,
            products=list(Product.objects.filter(name__in=request.products)),
            notes=NOTE.format(id=conversation.pk),
            origin=chat_origin(conversation, text),
        )
    except (ApplicationError, ValidationError):
        return replace(plan, waitlist_offered=True)
    return replace(
        plan,
        waitlist_room=room.name,
        waitlist_offered=False,
        free_days=(),
        without_wish=(),
        lacking_features=False,
        taken=(),
        why_taken=(),
    )


def _room(request: BookingRequest) -> Room | None:
    """The room asked for, else the smallest that holds the group with every feature asked."""
    if request.rooms:
        room = Room.objects.filter(name=request.rooms[0]).first()
        if room is not None:
            return room
    if request.participants is None:
        return None
    rooms = Room.objects.filter(
        capacity_min__lte=request.participants, capacity_max__gte=request.participants
    ).order_by("capacity_max", "name")
    for feature in request.features:
        rooms = rooms.filter(features__name=feature)
    return rooms.first()
