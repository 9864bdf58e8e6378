"""Guarded regular expressions: every scan of untrusted text runs with a timeout or is linear."""
from __future__ import annotations

from collections.abc import Iterator

import regex

SCAN_TIMEOUT_SECONDS = 0.5


class TextTooComplex(ValueError):
    """A scan of the text did not finish within the time limit."""


def compile_pattern(pattern: str, flags: int = 0) -> regex.Pattern[str]:
    return regex.compile(pattern, flags | regex.VERSION0)


def scan(pattern: regex.Pattern[str], text: str) -> Iterator[regex.Match[str]]:
    """Iterates over matches of `pattern` in `text`, raising TextTooComplex on timeout."""
    try:
        yield from pattern.finditer(text, timeout=SCAN_TIMEOUT_SECONDS)
    except TimeoutError as exc:
        raise TextTooComplex("text too complex to scan in time") from exc


_WORD_RUN = compile_pattern(r"[\p{L}\p{N}]+")


def word_runs(text: str) -> list[str]:
    """Every run of letters and digits in `text`, in text order.

    One repeated character class cannot backtrack, so this scan takes time linear in the text
    and runs without the timeout, whose clock reads would cost more than the scan itself.
    """
    return _WORD_RUN.findall(text)
