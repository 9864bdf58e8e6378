"""How long an option holds its room, and releasing the options whose time has run out.

An option placed from the chat holds its room for the venue's `option_days` (the admin's
*Venue*), never past the day before the event: the reply states that day, and staff see it on
the event. When the day is over and staff have neither confirmed nor cancelled the option, it
is released: it becomes a lead (the request stays for staff, the room is free again) and its
notes say when and why.
"""

import datetime as dt

from django.db import transaction

from booking.models import Event, Venue
from booking.models.venue import OPTION_DAYS_DEFAULT, VENUE_ID

RELEASED_NOTE = "Option released: it was held until {until:%Y-%m-%d} and not confirmed."


def option_until(*, event_date: dt.date, today: dt.date) -> dt.date:
    """The last day an option placed `today` for an event on `event_date` holds its room."""
    venue = Venue.objects.filter(pk=VENUE_ID).only("option_days").first()
    days = venue.option_days if venue is not None else OPTION_DAYS_DEFAULT
    return max(today, min(today + dt.timedelta(days=days), event_date - dt.timedelta(days=1)))


def options_expired_release(*, today: dt.date) -> list[int]:
    """Options held until a day before `today` become leads; returns their ids. Safe to rerun."""
    released = []
    expired = Event.objects.filter(status=Event.Status.OPTION, option_until__lt=today)
    for pk in expired.values_list("pk", flat=True):
        with transaction.atomic():
            event = Event.objects.select_for_update().get(pk=pk)
            if event.status != Event.Status.OPTION or event.option_until is None:
                continue  # confirmed or cancelled meanwhile
            if event.option_until >= today:
                continue  # staff extended it meanwhile
            note = RELEASED_NOTE.format(until=event.option_until)
            event.status = Event.Status.LEAD
            event.notes = f"{event.notes}\n{note}" if event.notes else note
            event.save(update_fields=["status", "notes", "updated_at"])
            released.append(event.pk)
    return released
