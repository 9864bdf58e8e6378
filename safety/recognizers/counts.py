"""People counts in a reply: participants and room capacities, in digits or number words.

A number counts people when a person noun follows it ("30 guests", "sechzig Personen",
"quarantacinque partecipanti"), when a trigger introduces it ("group of 45", "bis zu 120",
"jusqu'à 150", "capacity 40") or when a label names it ("**Participants:** 24"). Capacity cues
("up to", "Kapazität", "fino a", "max.") give unit "capacity". The span covers only the number,
so a corrector can replace it and keep the noun.

Numbers that measure something else stay out: "3 rooms", "2. Stock", "48 hours", "30% deposit",
years, references, street and tram numbers, "Forum 2", "3-course menu", phone numbers, amounts,
dates and times.

The scan looks for the cue words only, which are rare, and tries the cue pattern only where a
run of letters opens a cue; the number next to a cue is then read in Python, so number words
cost nothing where no cue is.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Literal

import regex

from safety.formatters.counts import digits_style, words_style
from safety.lang.count_nouns import (
    CAPACITY_LABELS,
    CAPACITY_NOUNS,
    CAPACITY_TRIGGERS,
    GROUP_TRIGGERS,
    NON_PERSON_UNITS,
    NOUN_ADJECTIVES,
    PARTICIPANT_LABELS,
    PERSON_NOUNS,
    SEATING_WORDS,
    WEAK_TRIGGERS,
    YEAR_CONTEXT_WORDS,
    noun_languages,
)
from safety.mentions import CountMention, Lang
from safety.numbers import read_number_words
from safety.patterns import compile_pattern, scan, scan_at
from safety.recognizers.words import Openings, words_of

Unit = Literal["participants", "capacity"]
Role = Literal["label", "trigger", "noun"]

_MAX_COUNT = 100_000
_MAX_NUMBER_WORDS = 5  # "one hundred and twenty-five": longer spellings do not count people
_GROUPING_MARKS = frozenset("'’,\u202f")
# A count may not continue a word, a reference, a decimal or a range: "P2", "EV-2026", "2.5".
_NOT_BEFORE_DIGITS = frozenset(".,:'’/#+-–_")


def _folded(phrases: Iterable[str]) -> frozenset[str]:
    return frozenset(" ".join(p.casefold().split()) for p in phrases)


def _flatten(table: dict[Lang, tuple[str, ...]]) -> list[str]:
    return [phrase for phrases in table.values() for phrase in phrases]


def _cue_languages() -> dict[str, frozenset[Lang]]:
    languages: dict[str, set[Lang]] = {}
    for table in (CAPACITY_TRIGGERS, GROUP_TRIGGERS, PARTICIPANT_LABELS, CAPACITY_LABELS):
        for lang, phrases in table.items():
            for phrase in phrases:
                languages.setdefault(" ".join(phrase.casefold().split()), set()).add(lang)
    return {phrase: frozenset(langs) for phrase, langs in languages.items()}


_NOUNS = _folded(_flatten(PERSON_NOUNS)) | CAPACITY_NOUNS
_LABELS = _folded(_flatten(PARTICIPANT_LABELS) + _flatten(CAPACITY_LABELS))
_TRIGGERS = _folded(_flatten(CAPACITY_TRIGGERS) + _flatten(GROUP_TRIGGERS))
_CAPACITY_CUES = _folded(_flatten(CAPACITY_TRIGGERS) + _flatten(CAPACITY_LABELS))
_WEAK_TRIGGERS = _folded(WEAK_TRIGGERS)
_ADJECTIVES = _folded(NOUN_ADJECTIVES)
_CUE_LANGUAGES = _cue_languages()


def _trie_pattern(words: Iterable[str]) -> str:
    """An alternation of `words` factored by common prefixes, so each position is tried once."""
    root: dict[str, dict] = {}
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:
        branches = [_escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        alternation = "|".join(branches)
        if "" in node:  # a word ends here; a longer one may go on
            return f"(?:{alternation})?"
        return alternation if len(branches) == 1 else f"(?:{alternation})"

    return emit(root)


def _escape(ch: str) -> str:
    if ch == " ":
        return r"[\x20\u00a0]"
    return "\\" + ch if ch in r".^$*+?{}[]\|()#'-" else ch


def _cue_endings() -> dict[str, set[str]]:
    """Every cue phrase, by its first letter in lower case: what may follow that letter."""
    phrases = _flatten(PERSON_NOUNS) + _flatten(PARTICIPANT_LABELS) + _flatten(CAPACITY_LABELS)
    phrases += _flatten(CAPACITY_TRIGGERS) + _flatten(GROUP_TRIGGERS) + sorted(CAPACITY_NOUNS)
    endings: dict[str, set[str]] = {}
    for phrase in phrases:
        for spelling in (phrase, phrase.lower()):
            endings.setdefault(spelling[0].lower(), set()).add(spelling[1:])
    return endings


def _first_letters(first: str) -> set[str]:
    """The letters a cue may open with: "[pP]ersonen" covers both capitalisations."""
    return set(first + first.upper()) if first.upper() != first else {first}


def _cue_pattern(endings_by_first: dict[str, set[str]]) -> str:
    """All cue words in one trie per first letter."""
    branches = []
    for first, endings in sorted(endings_by_first.items()):
        letter = f"[{first}{first.upper()}]" if first.upper() != first else _escape(first)
        tail = _trie_pattern(e for e in endings if e)
        branches.append(letter + (f"(?:{tail})?" if "" in endings else tail))
    return "(?:" + "|".join(branches) + ")"


def _cue_spellings(endings_by_first: dict[str, set[str]]) -> list[str]:
    """Every way the cue pattern lets a cue be written, spaces aside."""
    return [
        letter + ending
        for first, endings in endings_by_first.items()
        for letter in _first_letters(first)
        for ending in endings
    ]


# A cue starts a word: "**Participants:** 24", "(capacity 40)", "bis zu 120 Personen".
_CUE_ENDINGS = _cue_endings()
_CUE_PATTERN = compile_pattern(rf"\b(?P<cue>{_cue_pattern(_CUE_ENDINGS)})(?![\w])")
_CUE_OPENINGS = Openings(_cue_spellings(_CUE_ENDINGS))


def _cues(text: str) -> Iterator[regex.Match[str]]:
    """The cue matches of `text`, tried only where its runs of letters open a cue."""
    runs = words_of(text)
    openings = runs.openings(_CUE_OPENINGS)
    if openings is None:
        return scan(_CUE_PATTERN, text)
    return scan_at(_CUE_PATTERN, text, [runs.starts[i] for i in openings])


@dataclass(frozen=True, slots=True)
class _Number:
    start: int
    end: int
    value: int
    style: str
    lang: Lang | None  # the language of number words; None for digits


def _char(text: str, index: int) -> str:
    """The character at `index`, or "" outside the text."""
    return text[index] if 0 <= index < len(text) else ""


def _is_space(text: str, index: int) -> bool:
    return _char(text, index) in (" ", "\u00a0")


def _digits_end(text: str, start: int) -> int | None:
    """End of a count in digits starting at `start` ("45", "1'200"), or None if malformed."""
    end = start
    while end < len(text) and text[end].isdigit() and end - start < 6:
        end += 1
    if end < len(text) and text[end].isdigit():
        return None
    grouped = _char(text, end) in _GROUPING_MARKS and text[end + 1 : end + 4].isdigit()
    if end - start <= 3 and grouped and not _char(text, end + 4).isdigit():
        end += 4
    return end


def _ends_cleanly(text: str, end: int) -> bool:
    """No ordinal, percent, decimal, time, range or compound follows: "1st", "30%", "3-course"."""
    following = text[end : end + 2]
    if not following:
        return True
    first = following[0]
    if first.isalnum() or first in "%°/_":
        return False
    second = following[1:2]
    if first in ".,:'’" and second.isdigit():
        return False
    return not (first in "-–" and second.isalnum())


def _digits_after(text: str, start: int) -> _Number | None:
    end = _digits_end(text, start)
    if end is None or not _ends_cleanly(text, end):
        return None
    number = text[start:end]
    return _Number(
        start,
        end,
        # a digit of any style ("⁴⁰" too, which int() refuses) by its value
        int("".join(str(unicodedata.digit(ch)) for ch in number if ch.isdigit())),
        digits_style(number),
        None,
    )


def _word_end(text: str, start: int) -> int:
    end = start
    while end < len(text) and (
        text[end].isalpha() or (text[end] in "-'’" and text[end + 1 : end + 2].isalpha())
    ):
        end += 1
    return end


def _word_start(text: str, end: int) -> int:
    start = end
    while start > 0 and (
        text[start - 1].isalpha()
        or (text[start - 1] in "-'’" and text[start - 2 : start - 1].isalpha())
    ):
        start -= 1
    return start


def _read_words(text: str, start: int, end: int, prefer: frozenset[Lang]) -> _Number | None:
    words = text[start:end]
    found = read_number_words(words, prefer=sorted(prefer))
    if found is None:
        return None
    value, lang = found
    return _Number(start, end, value, words_style(words, value, lang), lang)


def _words_after(text: str, start: int, prefer: frozenset[Lang]) -> _Number | None:
    """The longest run of number words starting at `start`."""
    ends = []
    position = start
    while len(ends) < _MAX_NUMBER_WORDS:
        end = _word_end(text, position)
        if end == position:
            break
        ends.append(end)
        if not _is_space(text, end):
            break
        position = end + 1
    for end in reversed(ends):
        number = _read_words(text, start, end, prefer)
        if number is not None:
            return number
    return None


def _number_after(text: str, start: int, prefer: frozenset[Lang] = frozenset()) -> _Number | None:
    if start >= len(text):
        return None
    if text[start].isdigit():
        return _digits_after(text, start)
    if text[start].isalpha():
        return _words_after(text, start, prefer)
    return None


def _number_before(text: str, end: int, prefer: frozenset[Lang]) -> _Number | None:
    """The number that ends at `end`, in digits or words."""
    if end == 0:
        return None
    if text[end - 1].isdigit():
        start = end
        while (
            start > 0
            and (text[start - 1].isdigit() or text[start - 1] in _GROUPING_MARKS)
            and end - start < 8
        ):
            start -= 1
        while start < end and not text[start].isdigit():
            start += 1
        if start and (text[start - 1].isalnum() or text[start - 1] in _NOT_BEFORE_DIGITS):
            return None
        number = _digits_after(text, start)
        return number if number is not None and number.end == end else None
    starts = []
    position = end
    while len(starts) < _MAX_NUMBER_WORDS:
        start = _word_start(text, position)
        if start == position:
            break
        starts.append(start)
        if not _is_space(text, start - 1):
            break
        position = start - 1
    for start in reversed(starts):
        number = _read_words(text, start, end, prefer)
        if number is not None:
            return number
    return None


def _skip_adjective(text: str, end: int) -> int:
    """Moves `end` before an adjective such as "additional" in "60 additional guests"."""
    start = _word_start(text, end)
    if start < end and text[start:end].casefold() in _ADJECTIVES and _is_space(text, start - 1):
        return start - 1
    return end


def _noun_after(text: str, end: int) -> str | None:
    """The person noun right after a number, if any: "120 Personen", "60 additional guests"."""
    if not _is_space(text, end):
        return None
    start = end + 1
    word_end = _word_end(text, start)
    if text[start:word_end].casefold() in _ADJECTIVES and _is_space(text, word_end):
        start = word_end + 1
        word_end = _word_end(text, start)
    word = text[start:word_end].casefold()
    if _char(text, word_end) == "." and word + "." in _NOUNS:
        return word + "."
    return word if word in _NOUNS and not _char(text, word_end).isalnum() else None


def _next_word(text: str, end: int) -> str:
    """The word or sign right after a number, lower-cased; "" at the end of a clause."""
    rest = text[end : end + 24].lstrip(" \u00a0")
    if not rest or rest[0] in ".,;:!?)]\n*":
        return ""
    word_end = _word_end(rest, 0)
    if word_end == 0:
        return rest[0]
    word = rest[:word_end].casefold()
    return word + "." if _char(rest, word_end) == "." and word + "." in NON_PERSON_UNITS else word


def _counts_without_noun(text: str, end: int, cue: str) -> bool:
    """Whether the number after a trigger or label counts people although no noun follows."""
    following = _next_word(text, end)
    if cue in _WEAK_TRIGGERS:
        return following == "" or following in SEATING_WORDS
    return following not in NON_PERSON_UNITS and not following[:1].isdigit()


def _after_label(text: str, end: int) -> int | None:
    """Where the value after a label and its colon starts: "Participants:** 24"."""
    position = end
    for expected in (" ", "**", " "):
        if text.startswith(expected, position) or (expected == " " and _is_space(text, position)):
            position += len(expected)
    if _char(text, position) != ":":
        return None
    position += 1
    if text.startswith("**", position):
        position += 2
    while _is_space(text, position) and position - end < 8:
        position += 1
    if text.startswith("**", position):
        position += 2
    return position


def _is_year(text: str, number: _Number) -> bool:
    if (
        number.lang is not None
        or not 1900 <= number.value <= 2100
        or number.end - number.start != 4
    ):
        return False
    words = (
        text[max(0, number.start - 14) : number.start]
        .casefold()
        .replace(",", " ")
        .replace(".", " ")
        .split()
    )
    return bool(words) and words[-1] in YEAR_CONTEXT_WORDS


@dataclass(frozen=True, slots=True)
class _Reading:
    number: _Number
    cue: str
    role: Role
    noun: str | None


def _read_cue(text: str, start: int, end: int, cue: str) -> _Reading | None:
    """The count a cue introduces or follows, trying it as a label, a trigger and a noun."""
    if cue in _LABELS:
        value_start = _after_label(text, end)
        number = _number_after(text, value_start) if value_start is not None else None
        if number is not None:
            return _Reading(number, cue, "label", _noun_after(text, number.end))
    if cue in _TRIGGERS and _is_space(text, end):
        number = _number_after(text, end + 1, _CUE_LANGUAGES.get(cue, frozenset()))
        if number is not None:
            return _Reading(number, cue, "trigger", _noun_after(text, number.end))
    if cue in _NOUNS and _is_space(text, start - 1):
        number = _number_before(text, _skip_adjective(text, start - 1), noun_languages(cue))
        if number is not None:
            return _Reading(number, cue, "noun", cue)
    return None


def _unit(reading: _Reading) -> Unit:
    if reading.role != "noun" and reading.cue in _CAPACITY_CUES:
        return "capacity"
    return "capacity" if reading.noun in CAPACITY_NOUNS else "participants"


def _language(reading: _Reading) -> Lang | None:
    if reading.number.lang is not None:
        return reading.number.lang
    for langs in (
        noun_languages(reading.noun) if reading.noun else frozenset(),
        _CUE_LANGUAGES.get(reading.cue, frozenset()),
    ):
        if len(langs) == 1:
            return next(iter(langs))
    return None


def _per_item(text: str, start: int) -> bool:
    """ "8 Tische à 10 Personen", "je 10 Personen": a number of people per table, not the group.
    "de 20 à 30 personnes" is a range: its "à" follows a number."""
    words = text[max(0, start - 40) : start].split()
    if not words:
        return False
    last = words[-1].casefold()
    if last in _PER_ITEM_WORDS:
        return True
    return last == "à" and len(words) > 1 and not any(char.isdigit() for char in words[-2])


_PER_ITEM_WORDS = frozenset({"je", "jeweils"})


def _mention(reading: _Reading, text: str) -> CountMention | None:
    number = reading.number
    if reading.noun is None and not _counts_without_noun(text, number.end, reading.cue):
        return None
    if _per_item(text, number.start):
        return None
    if _is_year(text, number) or not 0 < number.value <= _MAX_COUNT:
        return None
    if number.lang is not None and number.value == 1:
        return None  # "one", "ein", "un" are articles far more often than counts
    return CountMention(
        start=number.start,
        end=number.end,
        text=text[number.start : number.end],
        lang=_language(reading),
        style=number.style,
        value=number.value,
        unit=_unit(reading),
    )


def recognize_counts(text: str) -> list[CountMention]:
    """People counts in text order; each span covers only the number."""
    mentions: dict[int, CountMention] = {}
    for match in _cues(text):
        cue = " ".join(match.group("cue").casefold().split())
        reading = _read_cue(text, match.start(), match.end(), cue)
        if reading is None or reading.number.start in mentions:
            continue
        mention = _mention(reading, text)
        if mention is not None:
            mentions[mention.start] = mention
    return sorted(mentions.values(), key=lambda m: m.start)
