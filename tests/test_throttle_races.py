"""Throttles count an attempt before judging it, atomically: of a parallel burst only the limit
gets through (25 wrong admin passwords sent at once were all checked; the count was read before
the check and written after it). Run against the local-memory cache and against Redis."""

import threading
from types import SimpleNamespace

import pytest
from django.core.cache import cache, caches
from django.http import HttpResponse
from django.test import RequestFactory

from booking.api.throttling import ClientIpRateThrottle
from config.access import login_throttled
from core.counters import count_attempt

BURST = 25


@pytest.fixture(params=["locmem", "redis"])
def shared_cache(request, settings):
    if request.param == "redis":
        url = request.getfixturevalue("redis_url")
        settings.CACHES = {
            "default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}
        }
    else:
        settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    _emptied(request)
    yield request.param
    _emptied(request)
    _disconnect()


def _emptied(request) -> None:
    """The cache emptied; on Redis with redis_flushed, which keeps this run's claim on its
    database (cache.clear() would drop it, and another test process could take the database)."""
    if request.param != "redis":
        cache.clear()
        return
    import redis

    from devtools.services import redis_flushed

    client = redis.Redis.from_url(request.getfixturevalue("redis_url"))
    redis_flushed(client)
    client.close()


def _disconnect() -> None:
    """Closes this thread's connections to Redis: Django's cache never closes its pools."""
    client = getattr(caches["default"], "_cache", None)
    for pool in getattr(client, "_pools", {}).values():
        pool.disconnect()


def in_parallel(attempt, count: int = BURST) -> list:
    """Runs `attempt` in `count` threads released together; their results."""
    start = threading.Barrier(count)
    results: list = [None] * count

    def run(number: int) -> None:
        start.wait(timeout=30)
        try:
            results[number] = attempt(number)
        finally:
            _disconnect()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return results


def test_every_attempt_of_a_burst_gets_its_own_number(shared_cache):
    numbers = in_parallel(lambda _: count_attempt("race:numbers", 3600, 1_000.0)[0])
    assert sorted(numbers) == list(range(1, BURST + 1))


def test_a_parallel_burst_of_wrong_passwords_has_only_the_limit_checked(shared_cache, settings):
    settings.ADMIN_LOGIN_FAILURES = "3/hour"
    checked = []
    every_one_arrived = threading.Event()
    arrived = threading.Semaphore(0)

    @login_throttled
    def sign_in(request):
        # Holds each checked attempt until every attempt of the burst has arrived or been
        # refused: a count written after the check would let them all in here.
        checked.append(request)
        arrived.release()
        every_one_arrived.wait(timeout=30)
        return HttpResponse("the form again", status=200)

    factory = RequestFactory()

    def attempt(_):
        request = factory.post("/admin/login/", {"password": "guess"}, REMOTE_ADDR="198.51.100.7")
        response = sign_in(request)
        if response.status_code == 429:
            arrived.release()
        return response.status_code

    def release_when_all_arrived():
        for _ in range(BURST):
            arrived.acquire(timeout=30)
        every_one_arrived.set()

    releaser = threading.Thread(target=release_when_all_arrived)
    releaser.start()
    statuses = in_parallel(attempt)
    releaser.join(timeout=60)
    assert sorted(statuses) == [200] * 3 + [429] * (BURST - 3)
    assert len(checked) == 3


@pytest.mark.parametrize("scope", ["verify", "chat"])
def test_a_parallel_burst_gets_only_the_rate_through(shared_cache, settings, scope):
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"verify": "5/minute", "chat": "5/minute"},
    }
    view = SimpleNamespace(throttle_scope=scope)

    def attempt(_):
        request = RequestFactory().post("/api/v1/verify", REMOTE_ADDR="198.51.100.20")
        request.auth = None
        return ClientIpRateThrottle().allow_request(request, view)

    assert sorted(in_parallel(attempt)) == [False] * (BURST - 5) + [True] * 5
