"""Access rules outside the API: who may scrape /metrics, and how often a client may fail to sign
in to the admin.

Both read the client's IP the way the API's throttling does (DRF's `get_ident`, which honours
FACTLOCK_NUM_PROXIES): the connection's address, or behind N proxies the N-th address from the end
of X-Forwarded-For, so a client cannot name its own address.
"""

from __future__ import annotations

import functools
import hmac
import ipaddress
import time

from django.conf import settings
from django.http import HttpResponse
from rest_framework.throttling import BaseThrottle

from core.counters import count_attempt, uncount_attempt

METRICS_REFUSED = (
    "/metrics is for the monitoring server: send Authorization: Bearer <FACTLOCK_METRICS_TOKEN>, "
    "or scrape from a network in FACTLOCK_METRICS_NETWORKS.\n"
)
LOGIN_THROTTLED = "Too many failed sign-ins from your address. Try again in {seconds} seconds.\n"
PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def client_ip(request) -> str:
    return BaseThrottle().get_ident(request)


def _bearer_token(request) -> str:
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" else ""


def metrics_allowed(request) -> bool:
    """A request with the metrics token, or from an allowed network."""
    expected = settings.METRICS_TOKEN
    given = _bearer_token(request)
    if expected and given and hmac.compare_digest(given.encode(), expected.encode()):
        return True
    try:
        address = ipaddress.ip_address(client_ip(request).strip())
    except ValueError:
        return False
    return any(
        address in ipaddress.ip_network(network, strict=False)
        for network in settings.METRICS_NETWORKS
    )


def metrics_guarded(view):
    """403 with the rule for any caller without the token outside the allowed networks."""

    @functools.wraps(view)
    def guarded(request, *args, **kwargs):
        if not metrics_allowed(request):
            return HttpResponse(METRICS_REFUSED, status=403, content_type="text/plain")
        return view(request, *args, **kwargs)

    return guarded


def _rate(text: str) -> tuple[int, int]:
    """ "10/hour" → (10, 3600)."""
    count, _, period = text.partition("/")
    return int(count), PERIODS[period.strip()[:1]]


def login_throttled(view):
    """At most ADMIN_LOGIN_FAILURES failed sign-ins per client IP in a window; then 429 with
    Retry-After until the window ends. A successful sign-in (a redirect) is not counted."""

    @functools.wraps(view)
    def throttled(request, *args, **kwargs):
        if request.method != "POST":
            return view(request, *args, **kwargs)
        limit, window = _rate(settings.ADMIN_LOGIN_FAILURES)
        key = f"factlock:admin-login-failures:{client_ip(request)}"
        now = time.time()
        # Counted before the password is checked, atomically: of a parallel burst only `limit`
        # attempts are checked; a sign-in that succeeds is taken back afterwards.
        failures, ends = count_attempt(key, window, now)
        if failures > limit:
            seconds = max(1, int(ends - now))
            response = HttpResponse(
                LOGIN_THROTTLED.format(seconds=seconds), status=429, content_type="text/plain"
            )
            response["Retry-After"] = str(seconds)
            return response
        response = view(request, *args, **kwargs)
        if response.status_code == 302:  # signed in: not a failure
            uncount_attempt(key)
        return response

    return throttled
