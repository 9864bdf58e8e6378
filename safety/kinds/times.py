"""Times of day: "18:00", "6 pm", "18 [de-clock]", "halb acht", "alle 18.30"."""

from __future__ import annotations

import datetime as dt
import zoneinfo
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import regex
from pydantic import Field, field_serializer, field_validator

from safety.facts import FactList, FactModel, HardFacts, refuse_number
from safety.formatters.times import format_time
from safety.kinds.base import FactKind
from safety.kinds.dates import DATES
from safety.lang import LANGS, Lang
from safety.lang.clock_words import CLOCK_NOUN_NAMES, CLOCK_NOUNS
from safety.lang.range_words import DATE_RANGE_THROUGH
from safety.lang.registry import LANGUAGES
from safety.mentions import Mention, TimeMention
from safety.patterns import compile_pattern, search
from safety.presence import time_renderings
from safety.qualifiers import (
    offset_issue,
    offset_minutes,
    qualifier_issue,
    zone_after,
    zone_matches,
    zone_written,
)
from safety.recognizers.dates.patterns import WEEKDAY
from safety.recognizers.times import recognize_times
from safety.report import Issue
from safety.sentences import sentence_at

if TYPE_CHECKING:
    from safety.kinds.comparison import Comparison, TextMentions

# A span of weekdays ("Monday to Friday", "du lundi au vendredi", "dal lunedì al venerdì",
# "Mo–Fr"): the sentence states a weekly schedule, such as the venue's opening hours.
_WEEKDAY_SPAN = compile_pattern(
    rf"(?<!\w){WEEKDAY}[ \u00a0]{{0,2}}{DATE_RANGE_THROUGH}[ \u00a0]{{0,2}}{WEEKDAY}",
    regex.IGNORECASE,
)

_TWELVE_HOURS = 12 * 60


class TimeFact(FactModel):
    """A time of day, to the minute: `{"value": "18:00"}`, in the venue's local time or in
    `zone` (an IANA name, "Europe/London", or an offset from UTC, "UTC", "+02:00")."""

    value: dt.time
    zone: str | None = Field(default=None, max_length=64)

    @field_validator("zone")
    @classmethod
    def _known_zone(cls, zone: str | None) -> str | None:
        if zone is None or offset_minutes(zone) is not None:
            return zone
        try:
            zoneinfo.ZoneInfo(zone)
        except (ValueError, zoneinfo.ZoneInfoNotFoundError):
            raise ValueError(f"unknown time zone {zone!r}: an IANA name or +HH:MM") from None
        return zone

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

    def ignored(self, mention: TimeMention, comparison: Comparison) -> bool:
        """A time no fact equals, in a sentence that spans weekdays and holds no date nor a
        fact's time ("our office is open Monday to Friday from 8 to 17"), is a weekly schedule,
        no time of the booking: left as written, when every required time is stated elsewhere
        (so it cannot be one of them written wrongly)."""
        text = comparison.text
        begin, stop = sentence_at(text, mention.start, mention.end)
        if search(_WEEKDAY_SPAN, text[begin:stop]) is None:
            return False
        if any(begin <= m.start < stop for m in comparison.found.values.get("date", ())):
            return False
        facts = list(self.facts(comparison.facts))
        times = list(self.found_in(comparison.found))
        if any(begin <= m.start < stop and any(self.equal(m, f) for f in facts) for m in times):
            return False
        return all(any(self.equal(m, f) for m in times) for f in facts if f.required)

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

    def render(self, mention: TimeMention, fact: TimeFact, lang: Lang) -> str:
        """A time written as noon or midnight and corrected to the other is written with the
        other's noun, the rest as written ("12 noon" to "12 midnight", and so in every pack's
        words); corrected to any other time it is written in digits."""
        noun = _clock_noun_at_end(mention.text)
        if noun is not None and fact.value.minute == 0 and fact.value.hour in (0, 12):
            noun_lang, _ = CLOCK_NOUNS[noun.lower()]
            other = CLOCK_NOUN_NAMES.get((noun_lang, fact.value.hour))
            if other is not None:
                return mention.text[: len(mention.text) - len(noun)] + other
        return super().render(mention, fact, lang)

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

    def qualified(
        self, mention: TimeMention, fact: TimeFact, comparison: Comparison
    ) -> Issue | None:
        """The right time counted from ("one hour before 18:00") or written in another zone
        than the fact's ("18:00 UTC" for the venue's local time): the offset goes, the zone
        goes or becomes the fact's. A zone the fact's takes ("18:00 CEST" for a Swiss venue)
        stays."""
        text, expected = comparison.text, self.encode(fact.value)
        span = (mention.start, mention.end)
        zones: list[tuple[tuple[int, int], str]] = []
        zone = zone_after(text, mention.end)
        if zone is not None and not zone_matches(zone.meaning, fact.zone):
            written = ""
            if fact.zone is not None:
                dates = DATES.facts(comparison.facts)
                day = dates[0].value if len(dates) == 1 else None
                written = " " + zone_written(fact.zone, day)
            zones.append((zone.span, written))
        langs = (comparison.lang, mention.lang or comparison.lang)
        offset = offset_issue(self.fact_type, mention, expected, text, langs, "time", *zones)
        if offset is not None or not zones:
            return offset
        (where, written), *more = zones
        return qualifier_issue(self.fact_type, text, span, where, expected, written, *more)

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


def _clock_noun_at_end(written: str) -> str | None:
    """The clock noun a time ends with as written ("noon", "12 midnight"), or None."""
    last = written.rsplit(maxsplit=1)[-1] if written.strip() else ""
    return last if last.lower() in CLOCK_NOUNS else None


TIMES = TimeKind()
