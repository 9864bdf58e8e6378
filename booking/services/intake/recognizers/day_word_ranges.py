"""Ranges of days written as number words in client messages: "du treize au 15 juillet", "dal tre
al cinque maggio", "entre le 13 et le dix-huit", "vom dritten bis fünften Mai", "from the third to
the fifth of May".

`recognize_day_word_ranges(text, reference)` returns two DateMentions per such range, the first
and the last day, where at least one end is written in words. A cardinal ("treize", "cinque",
"dix-huit") is read by safety.numbers.parse_number_words, an ordinal ("dritten", "fifth",
"premier") from the ordinal day words of safety.lang.calendar_words; only days 1 to 31 count.

A number word is a day only where nothing else can be meant:
* after a date-range opener ("from", "between", "vom", "zwischen", "du", "entre", "dal", "tra")
  and before a connector ("to", "and", "bis", "au", "et", "al", "e"), and
* with a month after the range ("… 15 juillet", "… fifth of May"), or, without one, after an
  opener that holds an article ("du", "vom", "dal", "entre le", "from the", "between the"), with
  the other end written in digits and the range ending the sentence ("entre le 13 et le
  dix-huit."): "from three to five people", "zwischen drei und fünf Gästen" and the Italian for
  "from three to five per cent" read nothing.

Without a year, the range's first day is its next occurrence on or after `reference`; the last
day follows it (in the next month when its number is smaller: "du trente au deux juin" is 30 May
to 2 June). Number words written in several words ("vingt et un", "twenty one") are not read:
"et" and "e" are connectors here.

It is read for client messages and benchmarks only, like the named days, and not by verify.
"""

from __future__ import annotations

import datetime as dt

import regex

from safety.lang import LANGS, Lang
from safety.lang.calendar_words import GERMAN_ORDINAL_ENDINGS
from safety.lang.registry import LANGUAGES
from safety.mentions import DateMention
from safety.numbers import parse_number_words
from safety.patterns import scan
from safety.recognizers.dates.patterns import MONTH
from safety.recognizers.dates.words import MONTH_SENSES, ORDINAL_WORD_SENSES, fold

# opener → (language, holds an article), connectors and month links: the packs' day range words
_WORDS = {lang: LANGUAGES[lang].day_ranges for lang in LANGS}
_OPENERS: dict[str, tuple[Lang, bool]] = {
    opener: (lang, with_article)
    for lang, words in _WORDS.items()
    for opener, with_article in words.openers.items()
}
_CONNECTORS = [word for words in _WORDS.values() for word in words.connectors]
_MONTH_LINKS = [word for words in _WORDS.values() for word in words.month_links]
_SP = r"[ \t\u00a0]{1,3}"
# A day: digits with an ordinal suffix, or one word of letters, possibly hyphenated
# ("dix-huit", "twenty-first"): bounded, and tried only after an opener.
_DAY = r"(?:\d{1,2}(?:\L<suffixes>|\.|°|º)?(?!\w)|[^\W\d_]{2,24}(?:-[^\W\d_]{1,12}){0,2}(?![\w-]))"


def _phrases(words: list[str]) -> str:
    return "|".join(
        regex.escape(w).replace(r"\ ", _SP).replace("'", "['’]")
        for w in sorted(words, key=len, reverse=True)
    )


# Between the last day and its month: "of", "de", "di" before a space, "d'" before none.
_ELIDED = [link for link in _MONTH_LINKS if link.endswith("'")]
_MONTH_LINK = (
    rf"(?:{_phrases([w for w in _MONTH_LINKS if w not in _ELIDED])}){_SP}|{_phrases(_ELIDED)}"
)
_RANGE = regex.compile(
    rf"(?<![\w'’])(?P<opener>{_phrases(list(_OPENERS))}){_SP}(?P<first>{_DAY}){_SP}"
    rf"(?P<connector>{_phrases(_CONNECTORS)}){_SP}(?P<last>{_DAY})"
    rf"(?:{_SP}(?:{_MONTH_LINK})?(?P<month>{MONTH})"
    rf"(?:{_SP}(?P<year>(?:19|20)\d\d)(?!\d))?)?"
    rf"(?P<ends>[ \t\u00a0]*(?:$|[.;!?)\n]))?",
    regex.IGNORECASE | regex.VERSION0,
    suffixes=[word for words in _WORDS.values() for word in words.digit_ordinal_suffixes],
)
_MAX_DAY = 31


def recognize_day_word_ranges(text: str, reference: dt.date) -> list[DateMention]:
    """The first and last day of every range whose days are written in words (see module doc)."""
    mentions: list[DateMention] = []
    for match in scan(_RANGE, text):
        found = _range_mentions(match, reference)
        if found and (not mentions or found[0].start >= mentions[-1].end):
            mentions.extend(found)
    return mentions


def _range_mentions(match: regex.Match[str], reference: dt.date) -> list[DateMention]:
    first, first_is_word = _day(match.group("first"))
    last, last_is_word = _day(match.group("last"))
    if first is None or last is None or not (first_is_word or last_is_word):
        return []
    lang, with_article = _OPENERS[" ".join(match.group("opener").lower().split())]
    if match.group("month") is None:
        digits_around = not (first_is_word and last_is_word)
        if not (with_article and digits_around and match.group("ends") is not None):
            return []
        days = _days_without_month(first, last, reference)
    else:
        month = _month_number(match.group("month"))
        year = int(match.group("year")) if match.group("year") else None
        days = _days_in_month(first, last, month, year, reference) if month else None
    if days is None:
        return []
    year_stated = match.group("year") is not None
    end = match.end("year") if year_stated else match.end("month") if match.group("month") else 0
    last_end = end or match.end("last")
    return [
        DateMention(
            start=match.start("first"),
            end=match.end("first"),
            text=match.group("first"),
            lang=lang,
            value=days[0],
            year_stated=year_stated,
        ),
        DateMention(
            start=match.start("last"),
            end=last_end,
            text=match.string[match.start("last") : last_end],
            lang=lang,
            value=days[1],
            year_stated=year_stated,
        ),
    ]


def _day(written: str) -> tuple[int | None, bool]:
    """The day a range end names, and whether it is written in words."""
    digits = written.rstrip(".°º")
    digits = digits[:2] if digits[:2].isdigit() else digits[:1] if digits[:1].isdigit() else ""
    if digits:
        value = int(digits)
        return (value if 1 <= value <= _MAX_DAY else None), False
    folded = fold(written)
    word_value = _ordinal(folded)
    if word_value is None:
        word_value = parse_number_words(folded)
    in_month = word_value is not None and 1 <= word_value <= _MAX_DAY
    return (word_value if in_month else None), True


def _ordinal(folded: str) -> int | None:
    """The day an ordinal word names: "fifth", "dritten", "premier", "primo"."""
    candidates = [folded] + [
        folded[: -len(ending)] for ending in GERMAN_ORDINAL_ENDINGS if folded.endswith(ending)
    ]
    for candidate in candidates:
        senses = ORDINAL_WORD_SENSES.get(candidate)
        if senses:
            return senses[0][1]
    return None


def _month_number(written: str) -> int | None:
    senses = MONTH_SENSES.get(fold(written.rstrip(".")))
    return senses[0].number if senses else None


def _days_in_month(
    first: int, last: int, month: int, year: int | None, reference: dt.date
) -> tuple[dt.date, dt.date] | None:
    """The range's two days in `month` (the first in the month before when its number is
    larger), in `year` or in the first year whose first day is on or after `reference`."""
    years = [year] if year is not None else [reference.year, reference.year + 1]
    for candidate in years:
        try:
            end = dt.date(candidate, month, last)
            start_month = end.replace(day=1) - dt.timedelta(days=1) if first > last else end
            start = start_month.replace(day=first)
        except ValueError:
            return None
        if year is not None or start >= reference:
            return start, end
    return None


def _days_without_month(
    first: int, last: int, reference: dt.date
) -> tuple[dt.date, dt.date] | None:
    """The next first day on or after `reference`, and the last day after it."""
    month_start = reference.replace(day=1)
    for _ in range(3):
        try:
            start = month_start.replace(day=first)
        except ValueError:
            start = None
        if start is not None and start >= reference:
            following = (start.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
            try:
                end = start.replace(day=last) if last >= first else following.replace(day=last)
            except ValueError:
                return None
            return start, end
        month_start = (month_start.replace(day=28) + dt.timedelta(days=4)).replace(day=1)
    return None


__all__ = ["recognize_day_word_ranges"]
