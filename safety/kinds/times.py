"""Times of day: "18:00", "6 pm", "18 Uhr", "halb acht", "alle 18.30"."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import TYPE_CHECKING

from safety.facts import HardFacts, TimeFact
from safety.formatters.times import format_time
from safety.kinds.base import FactKind
from safety.lang import Lang
from safety.mentions import Mention, TimeMention
from safety.recognizers.times import recognize_times

if TYPE_CHECKING:
    from safety.kinds.comparison import TextMentions

_TWELVE_HOURS = 12 * 60


def _minutes(value: dt.time) -> int:
    return value.hour * 60 + value.minute


class TimeKind(FactKind[TimeMention, TimeFact]):
    fact_type = "time"
    in_order = True

    def facts(self, hard: HardFacts) -> Sequence[TimeFact]:
        return hard.times

    def encode(self, value: dt.time) -> str:
        return value.strftime("%H:%M")

    def decode(self, expected: str) -> dt.time:
        return dt.time.fromisoformat(expected)

    def states(self, mention: TimeMention, expected: str | None) -> bool:
        return self.encode(mention.value) == expected

    def recognize(self, text: str) -> list[TimeMention]:
        return recognize_times(text)

    def found_in(self, found: TextMentions) -> Sequence[TimeMention]:
        return [m for m in found.values.get(self.fact_type, []) if isinstance(m, TimeMention)]

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, TimeMention)

    def format(self, value: dt.time, style: str, lang: Lang) -> str:
        return format_time(value, style, lang)

    def equal(self, mention: TimeMention, fact: TimeFact) -> bool:
        if mention.value == fact.value:
            return True
        return mention.twelve_hour_ambiguous and (_minutes(mention.value) + _TWELVE_HOURS) % (
            2 * _TWELVE_HOURS
        ) == _minutes(fact.value)

    def closeness(self, mention: TimeMention, fact: TimeFact) -> float | None:
        gap = abs(_minutes(mention.value) - _minutes(fact.value))
        gap = min(gap, abs(gap - _TWELVE_HOURS))
        return -gap / 60


TIMES = TimeKind()
