"""The venue itself: its name, other names, address and contacts, one row (the admin's *Venue*).

What a reply may say of the venue without a fact: thanking the client "for choosing Hotel
Lärchenhof" names no other house, and the venue's phone, e-mail, website and IBAN are no invented
contacts (safety.venue.VenueDetails, read by verify through the instance's catalog).
"""

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models

VENUE_ID = 1  # the one row
OPTION_DAYS_DEFAULT = 7
OPTION_DAYS_MAX = 90


class Venue(models.Model):
    name = models.CharField(max_length=200, blank=True)
    other_names = models.TextField(
        blank=True, help_text="Other names the venue goes by, one a line (Hotel Lärchenhof, …)."
    )
    address = models.TextField(
        blank=True, help_text="As replies write it, e.g. Seestrasse 12, 8002 Zürich."
    )
    phone = models.CharField(max_length=64, blank=True)
    email = models.EmailField(blank=True)
    website = models.CharField(max_length=500, blank=True)
    iban = models.CharField("IBAN", max_length=64, blank=True)
    option_days = models.PositiveSmallIntegerField(
        default=OPTION_DAYS_DEFAULT,
        validators=[MinValueValidator(1), MaxValueValidator(OPTION_DAYS_MAX)],
        help_text=(
            "How many days an option placed from the chat holds its room before it is released "
            "(never past the day before the event)."
        ),
    )

    class Meta:
        verbose_name = "venue"
        verbose_name_plural = "venue"
        constraints = [
            models.CheckConstraint(condition=models.Q(id=VENUE_ID), name="venue_one_row")
        ]

    def __str__(self) -> str:
        return self.name or "The venue"

    def other_name_list(self) -> tuple[str, ...]:
        return tuple(line.strip() for line in self.other_names.splitlines() if line.strip())
