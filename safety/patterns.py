"""Guarded regular expressions: every scan of untrusted text runs with a timeout or is linear."""

from __future__ import annotations

import time
from collections.abc import Collection, Iterable, Iterator
from typing import Any

import regex

SCAN_TIMEOUT_SECONDS = 0.5


class TextTooComplex(ValueError):
    """A scan of the text did not finish within the time limit."""


def compile_pattern(
    pattern: str, flags: int = 0, **named_lists: Collection[str]
) -> regex.Pattern[str]:
    """`pattern` compiled; `named_lists` are the lists of words it names as `\\L<name>`. An empty
    list would match the empty string, so it is refused."""
    empty = [name for name, words in named_lists.items() if not words]
    if empty:
        raise ValueError(f"empty named lists: {', '.join(empty)}")
    lists: dict[str, Any] = dict(named_lists)  # the stub types no named list
    return regex.compile(pattern, flags | regex.VERSION0, **lists)


def scan(pattern: regex.Pattern[str], text: str) -> Iterator[regex.Match[str]]:
    """Iterates over matches of `pattern` in `text`, raising TextTooComplex on timeout.

    The matches are all found first, so the time limit counts the scan alone: what the caller
    does with each match (and a busy process's garbage collection meanwhile) never runs it out.
    """
    try:
        matches = list(pattern.finditer(text, timeout=SCAN_TIMEOUT_SECONDS))
    except TimeoutError as exc:
        raise TextTooComplex("text too complex to scan in time") from exc
    yield from matches


def search(pattern: regex.Pattern[str], text: str) -> regex.Match[str] | None:
    """The first match of `pattern` in `text`, or None, raising TextTooComplex on timeout."""
    try:
        return pattern.search(text, timeout=SCAN_TIMEOUT_SECONDS)
    except TimeoutError as exc:
        raise TextTooComplex("text too complex to scan in time") from exc


def scan_at(
    pattern: regex.Pattern[str], text: str, starts: Iterable[int]
) -> Iterator[regex.Match[str]]:
    """The matches of `pattern` that begin at one of `starts`, given in ascending order.

    Leftmost first and without overlaps, like scan(), and within the same time limit in all (of
    processor time from the first call on, as the regex module counts it), so when `pattern` can
    begin only at those places the two find the same matches: a pattern that opens with one of a
    few words is tried where those words stand instead of everywhere.
    """
    deadline = time.process_time() + SCAN_TIMEOUT_SECONDS
    resume = 0
    for start in starts:
        if start < resume:
            continue
        try:
            match = pattern.match(text, start, timeout=max(deadline - time.process_time(), 0.0))
        except TimeoutError as exc:
            raise TextTooComplex("text too complex to scan in time") from exc
        if match is not None:
            yield match
            resume = max(match.end(), start + 1)
