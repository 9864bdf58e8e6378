"""A follow-up read against the conversation: what the last reply asked for or offered.

A message in a conversation often gives one value and little else: "40", "only 25", "finalement
50", "le 18 plutôt", "alle 10", "Make that the 18th, sorry". Read alone, such a message says
nothing or something else (a year-less "18th" is the next 18th from today); read against the
request the conversation holds, it changes one value and keeps the rest:

* a day without a month ("the 18th", "am 18.", "le 18", "il 18") is that day of the month the
  conversation holds;
* a bare number after a clock preposition ("at 10", "um 10", "à 10", "alle 10") is a start time;
* any other bare number is what the last reply asked for: the group size when it was missing,
  else the start time (an hour from 0 to 24) when that was missing; with nothing missing, a
  number is the group size (the value a follow-up most often changes), as the reply then states.

Words that only say the value replaces the old one ("instead", "only", "doch", "finalement",
"invece", "plutôt", "dann", "sorry") may stand around it.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from safety.patterns import compile_pattern

from .cues import GROUP_SIZE_HEDGES, MessageWords, _words

# Words around a bare value that only say it replaces the old one, and courtesy around it.
REPLACING = (
    _words(
        """instead only just rather actually then ok okay so well sorry please and what about how
    maybe perhaps let's lets make that it us we could can be go with
    doch nur lieber dann eher also ok okay sorry bitte und wie wäre es mit vielleicht sagen wir
    eigentlich nun neu jetzt halt ach machen geht auch lieber der
    finalement plutôt seulement plutot alors ok bon pardon désolé svp stp et si en fait fait
    disons peut être mettons
    invece solo soltanto piuttosto allora ok va bene scusi scusate scusa per favore e se magari
    diciamo facciamo
    for für pour per in total tutto totale insgesamt tout au en
    start begin starting beginning anfangen beginnen starten commencer débuter démarrer
    iniziare cominciare partire"""
    )
    | GROUP_SIZE_HEDGES
)
# Before a number: the day of a month ("the 18th", "am 18.", "le 18", "il 18").
DAY_ARTICLES = _words("the on am den dem der le il lo l")
# Before a number: a clock time ("at 10", "um 10", "à 10", "alle 10", "dalle 10").
CLOCK_PREPOSITIONS = _words("at um ab à a alle dalle ore from von dès des")
# A number alone or with an ordinal ending ("18", "18th", "1er", "18e"); digits in group 1.
_NUMBER = compile_pattern(r"(\d{1,5})(?:st|nd|rd|th|er|e|eme|ème|o)?")
_MEASURES = frozenset(":h%°/'’$€")
_MAX_GROUP = 10_000


@dataclass(frozen=True)
class BareValue:
    field: str  # "date", "start_time" or "participants"
    value: object


def day_in_held_month(day: int, held: dt.date) -> dt.date | None:
    """`day` of the month of `held`; None when that month has no such day."""
    try:
        return held.replace(day=day)
    except ValueError:
        return None


def bare_value(
    words: MessageWords, *, held_date: dt.date | None, missing: tuple[str, ...]
) -> BareValue | None:
    """The one value a message of one number means, or None when it is not such a message.

    `missing` lists the details the conversation still lacks ("date", "time", "participants"):
    what its last reply asked for.
    """
    numbers = [token for token in words.tokens if _NUMBER.fullmatch(token.key)]
    if len(numbers) != 1:
        return None
    number = numbers[0]
    digits = _NUMBER.fullmatch(number.key).group(1)  # type: ignore[union-attr]
    others = [t for t in words.tokens if t is not number]
    if any(t.key not in REPLACING | DAY_ARTICLES | CLOCK_PREPOSITIONS for t in others):
        return None
    value = int(digits)
    after = words.text[number.end : number.end + 2]
    if after[:1] in _MEASURES or (after[:1] in ".," and after[1:].isdigit()):
        return None  # "40%", "10:30", "12.50": a share, a time, a price
    before = words.word_before(number.start)
    before_key = before.key if before is not None else ""
    if before_key in DAY_ARTICLES or digits != number.key:
        if held_date is None or not 1 <= value <= 31:
            return None
        day = day_in_held_month(value, held_date)
        return BareValue("date", day) if day else None
    if before_key in CLOCK_PREPOSITIONS:
        return BareValue("start_time", dt.time(value % 24)) if value <= 24 else None
    if "participants" in missing or "time" not in missing:
        return BareValue("participants", value) if 1 <= value <= _MAX_GROUP else None
    if value <= 24:
        return BareValue("start_time", dt.time(value % 24))
    return None
