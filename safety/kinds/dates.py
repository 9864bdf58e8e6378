"""Dates: "8 August 2026", "Sa., 8.8.26", "le 8 août", and with the day of writing "tomorrow"."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from pydantic import field_validator

from safety.facts import FactList, FactModel, HardFacts, refuse_number
from safety.formatters.dates import format_date
from safety.kinds.base import FactKind
from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.mentions import DateMention, Mention
from safety.presence import date_renderings
from safety.qualifiers import offset_issue
from safety.recognizers.dates import recognize_dates
from safety.recognizers.relative_dates import recognize_relative_dates
from safety.report import Issue

if TYPE_CHECKING:
    from safety.kinds.comparison import Comparison, TextMentions


class DateFact(FactModel):
    """A date the reply must state: `{"value": "2026-08-08"}`."""

    value: dt.date

    @field_validator("value", mode="before")
    @classmethod
    def _iso_date(cls, raw: object) -> object:
        return refuse_number(raw, "YYYY-MM-DD")


# How a missing date is labelled and stated: the packs' wording.
LABEL: Mapping[Lang, str] = {lang: LANGUAGES[lang].fact_wording.date_label for lang in LANGS}
SENTENCES: Mapping[Lang, tuple[str, str]] = {  # (one date, several)
    lang: LANGUAGES[lang].fact_wording.date_sentences for lang in LANGS
}


class DateKind(FactKind[DateMention, DateFact]):
    fact_type = "date"
    holding = FactList("dates", DateFact)
    in_order = True
    label = LABEL
    sentences = SENTENCES

    def encode(self, value: dt.date) -> str:
        return value.isoformat()

    def decode(self, expected: str) -> dt.date:
        return dt.date.fromisoformat(expected)

    def states(self, mention: DateMention, expected: str | None) -> bool:
        return mention.value.isoformat() == expected

    def recognize(self, text: str) -> list[DateMention]:
        return recognize_dates(text)

    def find(
        self,
        text: str,
        *,
        facts: HardFacts,
        lang: Lang | None,
        today: dt.date | None,
        month_first: bool = False,
    ) -> list[DateMention]:
        dates = recognize_dates(text, month_first=month_first)
        if today is not None:  # "tomorrow", "next Friday": dates once the day of writing is known
            relative = recognize_relative_dates(
                text, today=today, absolute=dates, month_first=month_first
            )
            dates = sorted([*dates, *relative], key=lambda mention: mention.start)
        return dates

    def found_in(self, found: TextMentions) -> Sequence[DateMention]:
        return [m for m in found.values.get(self.fact_type, []) if isinstance(m, DateMention)]

    def owns(self, mention: Mention) -> bool:
        return isinstance(mention, DateMention)

    def renderings(self, fact: DateFact) -> Sequence[str]:
        return date_renderings(fact.value)

    def format(self, value: dt.date, style: str, lang: Lang) -> str:
        return format_date(value, style, lang)

    def equal(self, mention: DateMention, fact: DateFact) -> bool:
        if mention.year_stated and not _two_digit_year(mention):
            return mention.value == fact.value
        same_day = (mention.value.month, mention.value.day) == (fact.value.month, fact.value.day)
        if mention.year_stated:  # "24.01.50" states 1950 or 2050 alike: the year's last digits
            return same_day and mention.value.year % 100 == fact.value.year % 100
        return same_day

    def closeness(self, mention: DateMention, fact: DateFact) -> float | None:
        a, b = mention.value, fact.value
        same_year = a.year % 100 == b.year % 100 if _two_digit_year(mention) else a.year == b.year
        shared = (a.day == b.day) + (a.month == b.month) + (same_year or not mention.year_stated)
        swapped = a.day == b.month and a.month == b.day
        return shared + 0.5 * swapped + 0.25 * (mention.stated_weekday == b.weekday())

    def contradiction(self, mention: DateMention, fact: DateFact, lang: Lang) -> Issue | None:
        """The right date beside a weekday that contradicts it: both are written anew.

        "Friday, June 4" is right for 4 June 2027, whatever year the text's date was taken to be
        in."""
        if mention.stated_weekday is None:
            return None
        day = fact.value if not mention.year_stated else mention.value
        if mention.stated_weekday == day.weekday():
            return None
        return Issue(
            "wrong",
            "date",
            mention.text,
            self.encode(fact.value),
            (mention.start, mention.end),
            self.render(mention, fact, lang),
            reason="weekday",
        )

    def qualified(
        self, mention: DateMention, fact: DateFact, comparison: Comparison
    ) -> Issue | None:
        """The right date counted from ("the day after 8 August", "le lendemain du 8 août"):
        another day is meant, and the offset goes."""
        langs = (comparison.lang, mention.lang or comparison.lang)
        expected = self.encode(fact.value)
        return offset_issue(self.fact_type, mention, expected, comparison.text, langs, "date")


DATES = DateKind()


def _two_digit_year(mention: DateMention) -> bool:
    """Whether the year is written with its last two digits ("24.01.50", "1/27/58")."""
    return "yy" in mention.style and "yyy" not in mention.style
