"""Reading a client message as the intake tests do: on Tuesday 9 March 2027, 10:00 in Zurich."""

import datetime as dt
from zoneinfo import ZoneInfo

from booking.services.intake import message_read

ZURICH = ZoneInfo("Europe/Zurich")
TUESDAY = dt.datetime(2027, 3, 9, 10, 0, tzinfo=ZURICH)


def read(text: str, **options):
    return message_read(text=text, received_at=options.pop("received_at", TUESDAY), **options)
