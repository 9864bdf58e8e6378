"""API keys for service callers of the verify API: a name, a hashed key, a rate, on or off."""

import re

from django.core.exceptions import ValidationError
from django.db import models

RATE_PATTERN = re.compile(r"^(?P<count>[1-9][0-9]{0,8})/(?P<period>second|minute|hour|day)$")
RATE_INVALID = (
    "Write the rate as a number of requests per second, minute, hour or day: 6000/minute."
)
KEY_PREFIX_LENGTH = 8


def validate_rate(value: str) -> None:
    if not RATE_PATTERN.match(value or ""):
        raise ValidationError(RATE_INVALID, code="rate")


class ApiKey(models.Model):
    """A service caller's key. Only its SHA-256 is stored; the key itself is shown once, when it is
    made (`manage.py apikey_create`). `prefix`, the key's first characters, finds it quickly and
    tells keys apart in the admin."""

    name = models.CharField(max_length=100, unique=True)
    prefix = models.CharField(max_length=KEY_PREFIX_LENGTH, db_index=True, editable=False)
    key_hash = models.CharField(max_length=64, unique=True, editable=False)
    rate = models.CharField(
        max_length=20,
        validators=[validate_rate],
        help_text="Requests this key may make, e.g. 6000/minute (per second, minute, hour or day).",
    )
    active = models.BooleanField(default=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ("name",)
        verbose_name = "API key"

    def __str__(self) -> str:
        return self.name
