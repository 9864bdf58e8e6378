"""Times of day: "18:00", "6 pm", "18 [de-clock]", "halb acht", "alle 18.30"."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from pydantic import field_serializer, field_validator

from safety.facts import FactList, FactModel, HardFacts, refuse_number
from safety.formatters.times import format_time
from safety.kinds.base import FactKind
from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.mentions import Mention, TimeMention
from safety.presence import time_renderings
from safety.recognizers.times import recognize_times
from safety.report import Issue

if TYPE_CHECKING:
    from safety.kinds.comparison import TextMentions

_TWELVE_HOURS = 12 * 60


class TimeFact(FactModel):
    """A time of day, to the minute: `{"value": "18:00"}`."""

    value: dt.time

    @field_validator("value", mode="before")
    @classmethod
    def _hh_mm(cls, raw: object) -> object:
        refuse_number(raw, "HH:MM")
        if isinstance(raw, str) and len(raw) <= 5 and ":" in raw:
            hours, _, minutes = raw.partition(":")
            if hours.isdigit() and minutes.isdigit() and len(minutes) == 2:
                return (
                    dt.time(int(hours), int(minutes))
                    if int(hours) < 24 and int(minutes) < 60
                    else raw
                )
        return raw

    @field_validator("value")
    @classmethod
    def _whole_minutes(cls, value: dt.time) -> dt.time:
        return value.replace(second=0, microsecond=0, tzinfo=None)

    @field_serializer("value", when_used="json")
    def _as_hh_mm(self, value: dt.time) -> str:
        return f"{value:%H:%M}"


# How a missing time is labelled and stated: the packs' wording. Two missing times are the
# event's start and end (TIME_SPAN).
LABEL: Mapping[Lang, str] = {lang: LANGUAGES[lang].fact_wording.time_label for lang in LANGS}
SENTENCES: Mapping[Lang, tuple[str, str]] = {  # (one time, several)
    lang: LANGUAGES[lang].fact_wording.time_sentences for lang in LANGS
}
TIME_SPAN: Mapping[Lang, str] = {
    lang: LANGUAGES[lang].fact_wording.time_span_sentence for lang in LANGS
}


def _minutes(value: dt.time) -> int:
    return value.hour * 60 + value.minute


class TimeKind(FactKind[TimeMention, TimeFact]):
    fact_type = "time"
    holding = FactList("times", TimeFact)
    in_order = True
    label = LABEL
    sentences = SENTENCES

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

    def renderings(self, fact: TimeFact) -> Sequence[str]:
        return time_renderings(fact.value)

    def format(self, value: dt.time, style: str, lang: Lang) -> str:
        return format_time(value, style, lang)

    def missing_sentences(
        self, hard: HardFacts, issues: Sequence[Issue], lang: Lang, stated: set[int]
    ) -> list[str]:
        """Two missing times as the span they are: "The event runs from 18:00 to 22:00."."""
        if len(issues) != 2:
            return super().missing_sentences(hard, issues, lang, stated)
        first, second = sorted(issues, key=lambda issue: issue.expected or "")
        start, end = (
            self.missing_text(hard, issue.expected or "", lang, list_item=False, stated=stated)
            for issue in (first, second)
        )
        return [TIME_SPAN[lang].format(a=start, b=end)]

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
