"""Counts of attempts in a window, kept in Django's cache and raised atomically.

A throttle that reads its count, lets the attempt through and writes the count afterwards lets
every attempt of a parallel burst through (25 wrong admin passwords sent at once were all
checked). Here the count is raised first, atomically (the cache's `add` and `incr`: one lock in
the local-memory cache, one command in Redis), and the attempt is judged by the number it got.
"""

from __future__ import annotations

from django.core.cache import cache


def count_attempt(key: str, window: int, now: float, cost: int = 1) -> tuple[int, float]:
    """Adds `cost` attempts to `key`'s window, atomically, before they are judged: the count with
    them, and when the window ends. A window starts at its first attempt and lasts `window`
    seconds."""
    ends_key, count_key = f"{key}:ends", f"{key}:count"
    counted = _count_in_open_window(ends_key, count_key, now, cost)
    if counted is not None:
        return counted
    for _ in range(3):
        cache.add(ends_key, now + window, timeout=window)
        cache.add(count_key, 0, timeout=window)
        ends = cache.get(ends_key)
        if ends is not None and now >= ends:
            # The cache kept the window past its end (its clock and `now` differ): a new one.
            cache.delete_many([ends_key, count_key])
            continue
        try:
            count = cache.incr(count_key, cost)
        except ValueError:  # the window ended between `add` and `incr`: start the next one
            continue
        return count, float(ends if ends is not None else now + window)
    # Still racing a window's end after three tries: count this attempt in a window of its own.
    return cost, now + window


def _count_in_open_window(
    ends_key: str, count_key: str, now: float, cost: int
) -> tuple[int, float] | None:
    """The count with `cost` more and the window's end, in two cache calls, when a window is open
    (every attempt after a window's first); None, with nothing counted, when none is."""
    try:
        count = cache.incr(count_key, cost)
    except ValueError:  # no window yet, or it has ended
        return None
    ends = cache.get(ends_key)
    if ends is None or now >= ends:
        # The window has ended (or its end expired first): take the attempt back, and count it
        # where windows are started.
        try:
            cache.decr(count_key, cost)
        except ValueError:
            pass
        return None
    return count, float(ends)


def uncount_attempt(key: str, cost: int = 1) -> None:
    """Takes back attempts that turned out not to count (a sign-in that succeeded)."""
    try:
        cache.decr(f"{key}:count", cost)
    except ValueError:  # the window has ended; nothing to take back
        pass
