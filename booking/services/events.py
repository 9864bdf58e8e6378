"""Creating events and moving them through lead → option → confirmed, or cancelled."""

import datetime as dt
from collections.abc import Iterable
from dataclasses import dataclass, field

from django.db import transaction

from booking.errors import STATUS_CHANGE_REFUSED, StatusChangeRefused
from booking.models import Client, Conversation, Event, EventProduct, Product, Room
from booking.slot import Slot

from .slots import booking_request_check, room_lock, slot_ensure_free


@dataclass(frozen=True)
class ChatOrigin:
    """Where an event held from the chat came from, for staff: the conversation, the client's
    wishes in their words (what each was read as) and the client's last message. Such an event
    is flagged as new in the admin until staff open it."""

    conversation: Conversation
    client_message: str = ""
    wishes: list[dict] = field(default_factory=list)


def _event_create(
    *,
    status: str,
    client: Client,
    room: Room,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    participants: int,
    products: Iterable[Product],
    notes: str,
    origin: ChatOrigin | None = None,
    until: dt.date | None = None,
) -> Event:
    event = Event(
        status=status,
        client=client,
        room=room,
        date=date,
        start_time=start_time,
        end_time=end_time,
        participants=participants,
        notes=notes,
        option_until=until,
    )
    if origin is not None:
        event.conversation = origin.conversation
        event.client_message = origin.client_message
        event.wishes = origin.wishes
        event.seen_by_staff = False
    event.full_clean()
    event.save()
    event.products.set(products)
    return event


@transaction.atomic
def option_place(
    *,
    client: Client,
    room: Room,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    participants: int,
    products: Iterable[Product] = (),
    notes: str = "",
    origin: ChatOrigin | None = None,
    until: dt.date | None = None,
) -> Event:
    """Hold the room for the client; raises BookingConflict if anything holds it already.
    `until`: the last day the option holds the room (booking.services.options releases it
    after that day); None holds it until staff confirm or cancel it."""
    booking_request_check(
        room=room, date=date, start_time=start_time, end_time=end_time, participants=participants
    )
    room = room_lock(room=room)
    slot_ensure_free(slot=Slot(room=room, date=date, start_time=start_time, end_time=end_time))
    return _event_create(
        status=Event.Status.OPTION,
        client=client,
        room=room,
        date=date,
        start_time=start_time,
        end_time=end_time,
        participants=participants,
        products=products,
        notes=notes,
        origin=origin,
        until=until,
    )


@transaction.atomic
def lead_record(
    *,
    client: Client,
    room: Room,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    participants: int,
    products: Iterable[Product] = (),
    notes: str = "",
    origin: ChatOrigin | None = None,
) -> Event:
    """Record an inquiry without holding the room; it is checked for conflicts when confirmed."""
    booking_request_check(
        room=room, date=date, start_time=start_time, end_time=end_time, participants=participants
    )
    return _event_create(
        status=Event.Status.LEAD,
        client=client,
        room=room,
        date=date,
        start_time=start_time,
        end_time=end_time,
        participants=participants,
        products=products,
        notes=notes,
        origin=origin,
    )


def _refuse(event: Event, action: str) -> StatusChangeRefused:
    return StatusChangeRefused(
        STATUS_CHANGE_REFUSED.format(status=event.get_status_display(), action=action)
    )


@transaction.atomic
def event_confirm(*, event: Event) -> Event:
    """Confirm a lead or an option. A lead did not hold the room, so it is checked now."""
    room_lock(room=event.room)
    event = Event.objects.select_for_update().get(pk=event.pk)
    if event.status not in (Event.Status.LEAD, Event.Status.OPTION):
        raise _refuse(event, "confirmed")
    if event.status == Event.Status.LEAD:
        slot_ensure_free(slot=Slot.of_event(event), exclude_event_id=event.pk)
    event.status = Event.Status.CONFIRMED
    event.save(update_fields=["status", "updated_at"])
    return event


@transaction.atomic
def event_cancel(*, event: Event) -> Event:
    """Cancel an event in any state but cancelled; its room becomes free at once."""
    event = Event.objects.select_for_update().get(pk=event.pk)
    if event.status == Event.Status.CANCELLED:
        raise _refuse(event, "cancelled")
    event.status = Event.Status.CANCELLED
    event.save(update_fields=["status", "updated_at"])
    return event


@transaction.atomic
def event_save(*, event: Event) -> Event:
    """Stores an event as staff filled it in (the admin, new or changed). The room is locked and,
    for an event that holds it, the slot checked free: raises BookingConflict."""
    room_lock(room=event.room)
    if event.status in Event.HOLDING_STATUSES and event.end_time > event.start_time:
        slot_ensure_free(slot=Slot.of_event(event), exclude_event_id=event.pk)
    event.full_clean()
    event.save()
    return event


@transaction.atomic
def event_products_save(
    *, saved: Iterable[EventProduct], deleted: Iterable[EventProduct] = ()
) -> None:
    """Deletes and stores an event's product lines, as the admin's inline rows list them."""
    for line in deleted:
        line.delete()
    for line in saved:
        line.full_clean()
        line.save()


@transaction.atomic
def event_delete(*, event: Event) -> None:
    event.delete()


def event_seen(*, event: Event) -> Event:
    """Staff have seen an event held from the chat: it is no longer flagged as new."""
    if not event.seen_by_staff:
        event.seen_by_staff = True
        event.save(update_fields=["seen_by_staff", "updated_at"])
    return event
