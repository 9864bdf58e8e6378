"""Dates named by the day next to a written one: "the day after 13 February" (14 February),
"am Tag vor dem 1. März", "la veille du 13 février", "il giorno dopo il 4 giugno".

Read with a reference day only (client messages, benchmarks), where the written date alone would
be a wrong value of the request: the mention takes the words before it into its span and holds
the day they name, with the canonical style. A reply is read without them: "we invoice the day
before 13 February" names the event's date beside a deadline. The words are
safety.lang.relative_date_words.NEIGHBOUR_DAY_PHRASES.
"""

from __future__ import annotations

import dataclasses
import datetime as dt

import regex

from safety.lang.relative_date_words import NEIGHBOUR_DAY_PHRASES
from safety.mentions import DateMention
from safety.patterns import compile_pattern, search

_WINDOW = 40  # longer than every phrase with the spaces around it
_PHRASES = "|".join(
    regex.escape(phrase).replace(r"\ ", r"[\x20\u00a0]+").replace("'", "['’]")
    for phrase in sorted(NEIGHBOUR_DAY_PHRASES, key=len, reverse=True)
)
_PHRASE_BEFORE = compile_pattern(
    rf"(?<![\w'’-])(?P<phrase>{_PHRASES})[\x20\u00a0]*\Z", regex.IGNORECASE
)
_BY_KEY = {
    " ".join(p.split()).replace("’", "'"): offset for p, offset in NEIGHBOUR_DAY_PHRASES.items()
}


def with_neighbour_days(text: str, mentions: list[DateMention]) -> list[DateMention]:
    """`mentions` with each date that such words precede turned into the day they name."""
    if not mentions:
        return mentions
    result = []
    for mention in mentions:
        window_start = max(0, mention.start - _WINDOW)
        found = search(_PHRASE_BEFORE, text[window_start : mention.start])
        if found is None:
            result.append(mention)
            continue
        key = " ".join(found.group("phrase").lower().split()).replace("’", "'")
        offset = _BY_KEY.get(key)
        try:
            value = mention.value + dt.timedelta(days=offset) if offset is not None else None
        except OverflowError:
            value = None
        if value is None:
            result.append(mention)
            continue
        start = window_start + found.start("phrase")
        result.append(
            dataclasses.replace(
                mention,
                start=start,
                text=text[start : mention.end],
                value=value,
                style="",
                stated_weekday=None,
            )
        )
    return result


__all__ = ["with_neighbour_days"]
