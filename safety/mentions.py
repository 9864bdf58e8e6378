"""Mentions: one fact-like value found in a text, with its span and the form it was written in.

Recognizers return mentions; the verifier compares them with HardFacts; the corrector re-renders a
wrong one with `style`, so a replacement keeps the form the writer used ("8. August 2026" stays a
long German date). `style` is opaque outside the formatter of its fact type.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from safety.lang import Lang
from safety.lang.day_period_words import Period, Qualifier


@dataclass(frozen=True, slots=True, kw_only=True)
class Mention:
    start: int
    end: int
    text: str
    lang: Lang | None = None
    style: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class DateMention(Mention):
    value: dt.date
    stated_weekday: int | None = None  # 0 = Monday; the weekday written next to the date, if any
    year_stated: bool = True  # False for "14 March": the year in `value` was inferred

    @property
    def weekday_contradicts(self) -> bool:
        return self.stated_weekday is not None and self.stated_weekday != self.value.weekday()


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeMention(Mention):
    value: dt.time
    # True for forms that do not tell morning from evening ("halb acht", "at seven o'clock"):
    # `value` is the morning reading and the same clock time twelve hours later is as likely.
    twelve_hour_ambiguous: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DayPeriodMention(Mention):
    """A part of a day written without a clock time: "in the afternoon", "am späten Abend",
    "en début de soirée", "stasera". `start_time` to `end_time` is the period by the convention
    of safety.lang.day_period_words ([start, end), end 00:00 being midnight at the end of the
    day); `day_offset` is the day a fused compound names (0 "tonight", 1 "domattina", -1 "last
    night"), None when no such word does; `starts_next_day` marks a night whose bounds lie after
    midnight, on the calendar day after the one named."""

    start_time: dt.time
    end_time: dt.time
    period: Period
    qualifier: Qualifier | None = None
    day_offset: int | None = None
    starts_next_day: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class AmountMention(Mention):
    value: Decimal
    currency: str = "CHF"
    per_person: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CountMention(Mention):
    value: int
    unit: Literal["participants", "capacity"] = "participants"
    # True when only the noun after the number says it counts people, a noun no list names
    # ("22 consultants"): the verifier trusts such a count to confirm a fact, not to contradict one.
    inferred: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TermMention(Mention):
    """A room, product or feature name; `value` is the canonical name it stands for."""

    value: str
    kind: Literal["room", "product", "feature"]
    exact: bool = True  # False when written as a translation, paraphrase or misspelling


class TakenChars:
    """The characters of a text that a mention already stands on: a check and a mark cost the
    mention's length, however many mentions the text holds."""

    def __init__(self, length: int) -> None:
        self._chars = bytearray(length)

    def add(self, start: int, end: int) -> None:
        end = min(end, len(self._chars))
        self._chars[start:end] = b"\x01" * max(end - start, 0)

    def free(self, start: int, end: int) -> bool:
        return self._chars.find(1, start, end) == -1
