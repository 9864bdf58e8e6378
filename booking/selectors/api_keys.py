"""Reading API keys."""

from __future__ import annotations

import hmac

from django.db.models import QuerySet

from booking.models import ApiKey
from booking.models.api_keys import KEY_PREFIX_LENGTH
from booking.services.api_keys import api_key_hash


def api_key_list() -> QuerySet[ApiKey]:
    return ApiKey.objects.order_by("name")


def api_key_for(raw: str) -> ApiKey | None:
    """The key whose hash `raw` has, active or not; None for a key nobody made."""
    if not raw or len(raw) > 200:
        return None
    digest = api_key_hash(raw)
    for api_key in ApiKey.objects.filter(prefix=raw[:KEY_PREFIX_LENGTH]):
        if hmac.compare_digest(api_key.key_hash, digest):
            return api_key
    return None
