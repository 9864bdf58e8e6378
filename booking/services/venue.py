"""The venue's own name, address and contacts: every write to Venue goes through here."""

from __future__ import annotations

from django.db import transaction

from booking.models import Venue
from booking.models.venue import VENUE_ID

VENUE_FIELDS = (
    "name",
    "other_names",
    "address",
    "phone",
    "email",
    "website",
    "iban",
    "option_days",
)


@transaction.atomic
def venue_update(**fields: str | int) -> Venue:
    """The venue's one row with `fields` (any of VENUE_FIELDS) written, made when there is none."""
    unknown = set(fields) - set(VENUE_FIELDS)
    if unknown:
        raise TypeError(f"not a venue field: {', '.join(sorted(unknown))}")
    venue = Venue.objects.select_for_update().filter(pk=VENUE_ID).first() or Venue(pk=VENUE_ID)
    for field, value in fields.items():
        setattr(venue, field, value.strip() if isinstance(value, str) else value)
    venue.full_clean()
    venue.save()
    return venue
