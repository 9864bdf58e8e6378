"""Request rates per client IP for the endpoints that do real work per call (chat, verify).

The rate of a view's `throttle_scope` comes from REST_FRAMEWORK["DEFAULT_THROTTLE_RATES"]
(FACTLOCK_CHAT_RATE, FACTLOCK_VERIFY_RATE). The client is its IP address, also when it is signed
in, so one machine cannot spread its calls over several accounts; behind a reverse proxy set
FACTLOCK_NUM_PROXIES so the address comes from X-Forwarded-For.
"""
from django.core.exceptions import ImproperlyConfigured
from rest_framework.settings import api_settings
from rest_framework.throttling import ScopedRateThrottle


class ClientIpRateThrottle(ScopedRateThrottle):
    def get_rate(self) -> str | None:
        # DRF reads the rates once, at import; read them per request so a settings change holds.
        try:
            return api_settings.DEFAULT_THROTTLE_RATES[self.scope]
        except KeyError as error:
            raise ImproperlyConfigured(f"No throttle rate for the scope {self.scope!r}") from error

    def get_cache_key(self, request, view) -> str:
        return self.cache_format % {"scope": self.scope, "ident": self.get_ident(request)}
