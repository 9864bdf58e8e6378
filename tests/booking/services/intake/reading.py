"""Reading a client message as the intake tests do: on Tuesday 9 March 2027 at the venue, against
the demo venue's catalog."""

import datetime as dt

from booking.selectors.intake_catalog import intake_catalog
from booking.services.intake import message_read

TUESDAY = dt.date(2027, 3, 9)


def read(text: str, **options):
    return message_read(
        text=text,
        received_on=options.pop("received_on", TUESDAY),
        catalog=options.pop("catalog", None) or intake_catalog(),
        **options,
    )
