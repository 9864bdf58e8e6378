"""Making, re-rating and disabling API keys: every write to ApiKey goes through here."""

from __future__ import annotations

import hashlib
import secrets

from django.db import transaction

from booking.models import ApiKey
from booking.models.api_keys import KEY_PREFIX_LENGTH

KEY_BYTES = 32


def api_key_hash(raw: str) -> str:
    """The stored form of a key: its SHA-256. A key is 32 random bytes, so a fast hash is safe."""
    return hashlib.sha256(raw.encode()).hexdigest()


@transaction.atomic
def api_key_create(*, name: str, rate: str) -> tuple[ApiKey, str]:
    """A new active key named `name`, and the key itself: shown to its owner once, never stored."""
    raw = secrets.token_urlsafe(KEY_BYTES)
    api_key = ApiKey(
        name=name, rate=rate, prefix=raw[:KEY_PREFIX_LENGTH], key_hash=api_key_hash(raw)
    )
    api_key.full_clean()
    api_key.save()
    return api_key, raw


@transaction.atomic
def api_key_update(
    *, api_key: ApiKey, rate: str | None = None, active: bool | None = None
) -> ApiKey:
    """Re-rates or disables (or enables) a key."""
    if rate is not None:
        api_key.rate = rate
    if active is not None:
        api_key.active = active
    api_key.full_clean()
    api_key.save(update_fields=["rate", "active"])
    return api_key
