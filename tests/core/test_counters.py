"""core.counters: an attempt in an open window is counted in two cache calls; a window that has
ended starts a new one, with nothing of the old one's count."""

import pytest
from django.core.cache import cache

from core.counters import count_attempt

WINDOW = 60


@pytest.fixture(autouse=True)
def _empty_cache(settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    cache.clear()
    yield
    cache.clear()


def test_attempts_in_a_window_count_up_and_share_its_end():
    assert count_attempt("t:a", WINDOW, 1_000.0) == (1, 1_060.0)
    assert count_attempt("t:a", WINDOW, 1_010.0) == (2, 1_060.0)
    assert count_attempt("t:a", WINDOW, 1_020.0, cost=3) == (5, 1_060.0)


def test_an_attempt_after_the_window_ends_starts_a_new_one():
    count_attempt("t:b", WINDOW, 1_000.0)
    count_attempt("t:b", WINDOW, 1_001.0)
    assert count_attempt("t:b", WINDOW, 1_060.0) == (1, 1_120.0)
    assert count_attempt("t:b", WINDOW, 1_061.0) == (2, 1_120.0)


def test_a_count_whose_end_is_gone_is_not_raised_twice():
    count_attempt("t:c", WINDOW, 1_000.0)
    cache.delete("t:c:ends")  # the end expired before the count
    count, ends = count_attempt("t:c", WINDOW, 1_010.0)
    assert (count, ends) == (2, 1_070.0)
    assert cache.get("t:c:count") == 2


class _Recording:
    """The cache, with the name of every call made through it recorded."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __getattr__(self, name: str):
        self.calls.append(name)
        return getattr(cache, name)


def test_an_open_window_takes_two_cache_calls(monkeypatch):
    count_attempt("t:d", WINDOW, 1_000.0)
    recording = _Recording()
    monkeypatch.setattr("core.counters.cache", recording)
    assert count_attempt("t:d", WINDOW, 1_001.0) == (2, 1_060.0)
    assert recording.calls == ["incr", "get"]
