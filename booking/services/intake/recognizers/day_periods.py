"""Day periods without a clock time in client messages, in en, de, fr and it at once: "in the
afternoon", "tomorrow evening", "am späten Nachmittag", "abends", "en début de soirée", "très tôt
le matin", "stasera", "after lunch", "nach der Arbeit".

Which words are periods, their bounds and the day offsets of compounds are the conventions of
safety.lang.day_period_words. Each mention's span covers the words read (the preposition and
qualifier with the noun: "in the afternoon", "en fin de matinée") but not a day word read by the
date recognizer ("tomorrow" in "tomorrow evening", "heute" in "heute Abend"), nor a date after the
noun ("du 15" in "matinée du 15 février").

A period beside a clock time ("alle 8 di sera", "tonight at 8") is read here too; the clock
time is recognize_times's, and which of the two a caller keeps is its own choice.

Not called by verify: a reply is never checked against a day period. It serves reading client
messages and the Duckling benchmark.

How it runs: the text is cut into words once, and every phrase of the four languages sits in one
table keyed by its words. Each phrase has an anchor, the word holding its period's noun
("evening", "soirée", "stasera"; not "in"), and a text is read only near one. At each word, the reading goes on only while the words so far begin
some phrase, and at most `_LONGEST` words; the longest phrase found wins, so the cost is linear
in the text. A weekday, month or
day word stands for itself and for the sentinel <day>, a number for <num>, so that one entry
covers "Monday evening" and "tomorrow evening".
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from functools import cache

from safety.lang import LANGS, Lang
from safety.lang.calendar_words import MONTH_NAMES, WEEKDAY_NAMES
from safety.lang.day_period_words import (
    DAY,
    EVENT_OF_WORDS,
    NUM,
    Period,
    Qualifier,
    heads,
    period_bounds,
    phrases,
    starts_next_day,
)
from safety.lang.relative_date_words import DAY_OFFSET_WORDS, FRENCH_YESTERDAY
from safety.mentions import DayPeriodMention
from safety.patterns import compile_pattern, scan

_WORD = compile_pattern(r"\d+|[^\W\d_]+(?:-[^\W\d_]+)*")


@dataclass(frozen=True, slots=True)
class _Entry:
    lang: Lang
    period: Period
    qualifier: Qualifier | None
    day_offset: int | None
    skip_left: int
    skip_right: int
    article_only: bool


def _words(text: str) -> list[str]:
    return [match.group() for match in scan(_WORD, text)]


def _phrase_words(written: str) -> list[str]:
    """A phrase's words as the text's words are cut, its sentinels kept whole."""
    words: list[str] = []
    for part in written.split():
        words.extend([part] if part in (DAY, NUM) else _words(part))
    return words


def _key_of(written: str) -> tuple[tuple[str, ...], int, int]:
    """A phrase's words as a key, and how many words at each end stand outside its span
    (written in brackets: "[<day>] evening", "matinée [du <num>]")."""
    left, body = ("", written)
    if written.startswith("["):
        left, _, body = written[1:].partition("]")
    body, _, right = body.partition("[")
    left_words, right_words = _phrase_words(left), _phrase_words(right.rstrip("]"))
    key = (*left_words, *_phrase_words(body), *right_words)
    return key, len(left_words), len(right_words)


def _plain(word: str) -> str:
    """The word without accents: "lunedi" for "lunedì"."""
    decomposed = unicodedata.normalize("NFD", word)
    return "".join(char for char in decomposed if not unicodedata.combining(char))


@cache
def _day_words() -> frozenset[str]:
    """Words naming a day or month, which may stand before a period ("Monday evening",
    "tomorrow evening", "15 febbraio mattina"): weekdays and months of every language, with and
    without accents, the one-word day offsets, and the French word for yesterday."""
    words = {FRENCH_YESTERDAY}
    for table in (WEEKDAY_NAMES, MONTH_NAMES):
        for lang in LANGS:
            for name in table[lang]:
                words.update({name.lower(), _plain(name.lower())})
    words.update(word for word in DAY_OFFSET_WORDS if " " not in word and "'" not in word)
    return frozenset(words)


@cache
def _anchors() -> frozenset[str]:
    """One word of every phrase: one holding a period's noun ("evening", "Montagabend",
    "stasera"), else the one naming fewest periods ("work", not "after"). A phrase can only be
    read around its anchor, so a text without any is left at once."""
    table, _ = _table()
    nouns = [noun for lang in LANGS for noun in heads(lang)]
    periods: dict[str, set[str]] = {}
    for key, entry in table.items():
        for word in key:
            periods.setdefault(word, set()).add(entry.period)

    def rank(word: str) -> tuple[bool, int]:
        return (not any(noun in word for noun in nouns), len(periods[word]))

    return frozenset(min((w for w in key if w not in (DAY, NUM)), key=rank) for key in table)


@cache
def _table() -> tuple[dict[tuple[str, ...], _Entry], frozenset[tuple[str, ...]]]:
    """Every phrase of every language by its words, and every beginning of a phrase (so that a
    reading stops at the first word no phrase continues with). The first language to write a
    phrase keeps it."""
    table: dict[tuple[str, ...], _Entry] = {}
    for lang in LANGS:
        for phrase in phrases(lang):
            key, left, right = _key_of(phrase.words)
            entry = _Entry(
                lang,
                phrase.period,
                phrase.qualifier,
                phrase.day_offset,
                left,
                right,
                phrase.article_only,
            )
            table.setdefault(key, entry)
    beginnings = frozenset(key[:size] for key in table for size in range(1, len(key)))
    return table, beginnings


_LONGEST = 8


def _sentinel(word: str) -> str:
    if word.isdigit():
        return NUM
    if word in _day_words():
        return DAY
    return word


def _candidates(
    words: list[str], sentinels: list[str], index: int, stop: int
) -> list[tuple[int, _Entry]]:
    """The phrases that begin at word `index` and end before `stop`, longest first. A day or a
    number stands for its sentinel at either end of a phrase ("Monday evening", "du 15")."""
    table, beginnings = _table()
    found: list[tuple[int, _Entry]] = []
    for first in dict.fromkeys((words[index], sentinels[index])):
        key: tuple[str, ...] = (first,)
        entry = table.get(key)
        if entry is not None:
            found.append((1, entry))
        for end in range(index + 1, stop):
            if key not in beginnings:
                break
            for last in dict.fromkeys((words[end], sentinels[end])):
                entry = table.get((*key, last))
                if entry is not None:
                    found.append((end - index + 1, entry))
            key = (*key, words[end])
    found.sort(key=lambda candidate: -candidate[0])
    return found


def _is_event(words: list[str], sentinels: list[str], after: int) -> bool:
    """ "la serata di gala", "la soirée de clôture": a "de"/"di" after the noun, not followed
    by a date."""
    if after >= len(words) or words[after] not in EVENT_OF_WORDS:
        return False
    following = sentinels[after + 1] if after + 1 < len(words) else ""
    return following not in (DAY, NUM)


def _mention(
    text: str, spans: list[tuple[int, int]], first: int, last: int, entry: _Entry
) -> DayPeriodMention | None:
    bounds = period_bounds(entry.lang, entry.period, entry.qualifier)
    if bounds is None:
        return None
    start, end = spans[first][0], spans[last][1]
    return DayPeriodMention(
        start=start,
        end=end,
        text=text[start:end],
        lang=entry.lang,
        start_time=bounds[0],
        end_time=bounds[1],
        period=entry.period,
        qualifier=entry.qualifier,
        day_offset=entry.day_offset,
        starts_next_day=starts_next_day(entry.lang, entry.period),
    )


def _reach(text: str, spans: list[tuple[int, int]]) -> list[int]:
    """For each word, the end (exclusive) of the words a phrase starting there may take: a
    phrase stops at punctuation ("Good morning, tomorrow evening") and after `_LONGEST` words."""
    reach = [0] * len(spans)
    end = len(spans)
    for index in range(len(spans) - 1, -1, -1):
        if index + 1 < len(spans):
            gap = text[spans[index][1] : spans[index + 1][0]]
            if gap.strip(" \t'’") and not (gap == ". " and text[spans[index][0]].isdigit()):
                end = index + 1
        reach[index] = min(end, index + _LONGEST)
    return reach


def recognize_day_periods(text: str) -> list[DayPeriodMention]:
    """Every day-period mention in `text`, in order and without overlaps."""
    # "İ" is the one letter whose lower case is two characters long; spans must stay aligned.
    lowered = text.replace("\u0130", "I").lower()
    matches = list(scan(_WORD, lowered))
    words = [match.group() for match in matches]
    anchors = _anchors()
    starts = {
        start
        for at, word in enumerate(words)
        if word in anchors
        for start in range(max(at - _LONGEST + 1, 0), at + 1)
    }
    if not starts:
        return []
    spans = [match.span() for match in matches]
    sentinels = [_sentinel(word) for word in words]
    reach = _reach(lowered, spans)
    found: list[DayPeriodMention] = []
    index = min(starts)
    while index < len(words):
        taken = 0
        candidates = _candidates(words, sentinels, index, reach[index]) if index in starts else []
        for size, entry in candidates:
            stop = index + size
            if entry.article_only and _is_event(words, sentinels, stop):
                continue
            mention = _mention(
                text, spans, index + entry.skip_left, stop - 1 - entry.skip_right, entry
            )
            if mention is not None:
                found.append(mention)
                taken = size
            break
        index += max(taken, 1)
    return found
