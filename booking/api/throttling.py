"""Request rates for the endpoints that do real work per call (chat, verify).

An anonymous caller is its IP address, also when it is signed in, so one machine cannot spread
its calls over several accounts; the rate of a view's `throttle_scope` comes from
REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"] (FACTLOCK_CHAT_RATE, FACTLOCK_VERIFY_RATE). Behind a
reverse proxy set FACTLOCK_NUM_PROXIES so the address comes from X-Forwarded-For.

A caller with an API key (booking.api.authentication) is its key, at the key's own rate, from
whatever addresses it calls.
"""

from typing import cast

from django.core.exceptions import ImproperlyConfigured
from rest_framework.settings import api_settings
from rest_framework.throttling import ScopedRateThrottle

from booking.models import ApiKey
from core.counters import count_attempt, uncount_attempt


class ClientIpRateThrottle(ScopedRateThrottle):
    """A caller's requests in a window from its first one, counted atomically before the request
    is judged (core.counters): of a parallel burst only the rate gets through. A refused request
    is taken back, so it costs nothing of the next window's allowance."""

    api_key: ApiKey | None = None
    cost = 1  # requests this one counts as
    _ends = 0.0

    def allow_request(self, request, view) -> bool:
        self.api_key = request.auth if isinstance(request.auth, ApiKey) else None
        self.scope = getattr(view, self.scope_attr, None)
        if not self.scope:
            return True
        self.rate = self.get_rate()
        self.num_requests, self.duration = self.parse_rate(self.rate)
        if self.num_requests is None or self.duration is None:
            return True
        self.key = self.get_cache_key(request, view)
        self.now = self.timer()
        count, self._ends = count_attempt(self.key, self.duration, self.now, self.cost)
        if count > self.num_requests:
            uncount_attempt(self.key, self.cost)
            return False
        return True

    def wait(self) -> float:
        return max(1.0, self._ends - self.now)

    def get_rate(self) -> str | None:
        if self.api_key is not None:
            return self.api_key.rate
        # DRF reads the rates once, at import; read them per request so a settings change holds.
        # Rates are strings ("30/minute"); DRF's stubs type them as numbers.
        rates = cast("dict[str | None, str | None]", api_settings.DEFAULT_THROTTLE_RATES)
        try:
            return rates[self.scope]
        except KeyError as error:
            raise ImproperlyConfigured(f"No throttle rate for the scope {self.scope!r}") from error

    def get_cache_key(self, request, view) -> str:
        ident = f"key-{self.api_key.pk}" if self.api_key is not None else self.get_ident(request)
        return self.cache_format % {"scope": self.scope, "ident": ident}


class ItemsRateThrottle(ClientIpRateThrottle):
    """Counts a batch as one request per item, against the same allowance as single requests: a
    caller at 120/minute verifies 120 texts a minute, one by one or in batches."""

    def allow_request(self, request, view) -> bool:
        self.cost = _item_count(request, getattr(view, "max_items", 1))
        return super().allow_request(request, view)


def _item_count(request, most: int) -> int:
    """The number of items the body holds (1 for a body that is no batch: the view refuses it)."""
    try:
        items = request.data.get("items") if isinstance(request.data, dict) else None
    except Exception:  # noqa: BLE001 - the view answers a malformed body with its own error
        return 1
    return min(max(len(items), 1), most) if isinstance(items, list) else 1
