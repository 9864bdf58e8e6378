"""People counts in a reply: participants and room capacities, in digits or number words.

A number counts people when a person noun follows it ("30 guests", "sechzig Gäste",
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
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

import regex

from safety.formatters.counts import digits_style, words_style
from safety.lang import LANGS, Lang
from safety.lang.clock_words import DOT_TIME_CUES
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
from safety.lang.detection import detect_language
from safety.lang.noun_classes import ANY_FUNCTION_WORD
from safety.lang.number_scales import DOZEN_WORDS
from safety.lang.pack import CountWording
from safety.lang.registry import LANGUAGES
from safety.mentions import CountMention, TakenChars
from safety.numbers import MAX_AMOUNT_WORDS, number_word_surfaces, read_number_words
from safety.patterns import compile_pattern, scan, scan_at
from safety.recognizers.label_values import after_label, char_at, is_space
from safety.recognizers.noun_phrase import counted_after, is_thing
from safety.tables import labelled_cells
from safety.text import Openings, Runs, runs_of, spaced_char, trie_alternation

Unit = Literal["participants", "capacity"]
Role = Literal["label", "trigger", "noun"]

_MAX_COUNT = 100_000
_MAX_AMOUNT_WORDS = MAX_AMOUNT_WORDS  # amounts run longer than counts
_MAX_NUMBER_WORDS = 5  # "one hundred and twenty-five": longer spellings do not count people
_GROUPING_MARKS = frozenset("'’,\u202f")
# A count may not continue a word, a reference, a decimal or a range: "P2", "EV-2026", "2.5".
_NOT_BEFORE_DIGITS = frozenset(".,:'’/#+-–_")


def _packs_words(field: Callable[[CountWording], tuple[str, ...]]) -> frozenset[str]:
    """One field of the packs' count wording, in all their languages."""
    return frozenset(word for pack in LANGUAGES.values() for word in field(pack.count_wording))


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
        letter = f"[{first}{first.upper()}]" if first.upper() != first else spaced_char(first)
        tail = trie_alternation((e for e in endings if e), escape=spaced_char)
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


# A cue starts a word: "**Participants:** 24", "(capacity 40)", "bis zu 120 Gäste".
_CUE_ENDINGS = _cue_endings()
_CUE_PATTERN = compile_pattern(rf"\b(?P<cue>{_cue_pattern(_CUE_ENDINGS)})(?![\w])")
_CUE_OPENINGS = Openings(_cue_spellings(_CUE_ENDINGS))


def _cues(text: str) -> Iterator[regex.Match[str]]:
    """The cue matches of `text`, tried only where its runs of letters open a cue."""
    runs = runs_of(text)
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


def _digits_end(text: str, start: int) -> int | None:
    """End of a count in digits starting at `start` ("45", "1'200"), or None if malformed."""
    end = start
    while end < len(text) and text[end].isdigit() and end - start < 6:
        end += 1
    if end < len(text) and text[end].isdigit():
        return None
    grouped = char_at(text, end) in _GROUPING_MARKS and text[end + 1 : end + 4].isdigit()
    # German and Italian group thousands with a dot: "2.693 Gäste", "5.285 partecipanti";
    # a dot that another dot or digit follows is a date or a decimal ("12.05.", "2.6932").
    dotted = (
        char_at(text, end) == "." and text[end + 1 : end + 4].isdigit() and is_space(text, end + 4)
    )
    if end - start <= 3 and (grouped or dotted) and not char_at(text, end + 4).isdigit():
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


# No number word or noun is longer: a longer run of letters and hyphens is read as no word, so
# a text of "twenty-twenty-…" costs each look the same few steps.
_LONGEST_WORD = 64


def _word_end(text: str, start: int) -> int:
    end = start
    limit = min(len(text), start + _LONGEST_WORD + 1)
    while end < limit and (
        text[end].isalpha() or (text[end] in "-'’" and text[end + 1 : end + 2].isalpha())
    ):
        end += 1
    return start if end - start > _LONGEST_WORD else end


def _word_start(text: str, end: int) -> int:
    start = end
    limit = max(0, end - _LONGEST_WORD - 1)
    while start > limit and (
        text[start - 1].isalpha()
        or (text[start - 1] in "-'’" and text[start - 2 : start - 1].isalpha())
    ):
        start -= 1
    return end if end - start > _LONGEST_WORD else start


def _read_words(text: str, start: int, end: int, prefer: frozenset[Lang]) -> _Number | None:
    words = text[start:end]
    found = read_number_words(words.replace(", ", " "), prefer=sorted(prefer))
    if found is None:
        return None
    value, lang = found
    return _Number(start, end, value, words_style(words, value, lang), lang)


def _words_after(text: str, start: int, prefer: frozenset[Lang]) -> _Number | None:
    """The longest run of number words starting at `start`."""
    ends: list[int] = []
    position = start
    while len(ends) < _MAX_AMOUNT_WORDS:
        end = _word_end(text, position)
        if end == position:
            break
        ends.append(end)
        if not is_space(text, end):
            break
        position = end + 1
    for index in range(len(ends) - 1, -1, -1):
        end = ends[index]
        number = _read_words(text, start, end, prefer)
        if number is not None:
            if index + 1 == len(ends) == _MAX_AMOUNT_WORDS:
                return None  # longer than any count: read in part, it would be wrong
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


def _number_before(
    text: str, end: int, prefer: frozenset[Lang], most_words: int = _MAX_NUMBER_WORDS
) -> _Number | None:
    """The number that ends at `end`, in digits or words."""
    if end == 0:
        return None
    if text[end - 1].isdigit():
        start = end
        while (
            start > 0
            and (
                text[start - 1].isdigit()
                or text[start - 1] in _GROUPING_MARKS
                or text[start - 1] == "."
            )
            and end - start < 8
        ):
            start -= 1
        while start < end and not text[start].isdigit():
            start += 1
        if start and (text[start - 1].isalnum() or text[start - 1] in _NOT_BEFORE_DIGITS):
            return None
        number = _digits_after(text, start)
        return number if number is not None and number.end == end else None
    starts: list[int] = []
    position = end
    while len(starts) < most_words:
        start = _word_start(text, position)
        if start == position:
            break
        starts.append(start)
        if not is_space(text, start - 1):
            break
        position = start - 1
        if text[position - 1 : position] == "," and _word_before_is_scale(text, position - 1):
            position -= 1  # "one thousand, two hundred and fifty"
    for start in reversed(starts):
        number = _read_words(text, start, end, prefer)
        if number is not None:
            if _number_word_before(text, number.start):
                return None  # the number goes on before: read in part, it would be wrong
            return number
    return None


def _number_word_before(text: str, start: int) -> bool:
    """Whether a number word stands right before `start` ("four [thousand nine hundred]")."""
    if start < 2 or not is_space(text, start - 1):
        return False
    word = text[_word_start(text, start - 1) : start - 1].casefold()
    return bool(word) and (word in _NUMBER_SURFACES or read_number_words(word) is not None)


_SCALE_WORDS = _packs_words(lambda words: words.comma_scale_words)


def _word_before_is_scale(text: str, end: int) -> bool:
    return text[_word_start(text, end) : end].casefold() in _SCALE_WORDS


def number_words_before(text: str, end: int) -> tuple[int, int, Lang] | None:
    """The number written in words that ends at `end` ("fifteen hundred", "fünfhundert"): its
    start, value and language."""
    number = _number_before(text, end, frozenset(), _MAX_AMOUNT_WORDS)
    if number is None or number.lang is None:
        return None
    return number.start, number.value, number.lang


def _skip_adjective(text: str, end: int) -> int:
    """Moves `end` before an adjective such as "additional" in "60 additional guests"."""
    start = _word_start(text, end)
    if start < end and text[start:end].casefold() in _ADJECTIVES and is_space(text, start - 1):
        return start - 1
    return end


def _noun_after(text: str, end: int) -> str | None:
    """The person noun right after a number, if any: "120 Gäste", "60 additional guests"."""
    if not is_space(text, end):
        return None
    start = end + 1
    word_end = _word_end(text, start)
    if text[start:word_end].casefold() in _ADJECTIVES and is_space(text, word_end):
        start = word_end + 1
        word_end = _word_end(text, start)
    word = text[start:word_end].casefold()
    if char_at(text, word_end) == "." and word + "." in _NOUNS:
        return word + "."
    return word if word in _NOUNS and not char_at(text, word_end).isalnum() else None


def _next_word(text: str, end: int) -> str:
    """The word or sign right after a number, lower-cased; "" at the end of a clause."""
    rest = text[end : end + 24].lstrip(" \u00a0")
    if not rest or rest[0] in ".,;:!?)]\n*":
        return ""
    word_end = _word_end(rest, 0)
    if word_end == 0:
        return rest[0]
    word = rest[:word_end].casefold()
    return word + "." if char_at(rest, word_end) == "." and word + "." in NON_PERSON_UNITS else word


def _counts_without_noun(text: str, end: int, cue: str, lang: Lang) -> bool:
    """Whether the number after a trigger or label counts people although no listed noun
    follows: the end of the clause, a seating word, or any noun that counts people ("bis zu 40
    Azubis"); after a strong cue, anything but a noun of things ("capacity 40 (seated)")."""
    following = _next_word(text, end)
    counted = counted_after(text, end, lang)
    if cue in _WEAK_TRIGGERS:
        return following == "" or following in SEATING_WORDS or counted == "person"
    if counted == "thing":
        return False
    return following not in NON_PERSON_UNITS and not following[:1].isdigit()


def _column_counts(text: str, lang: Lang) -> Iterator[CountMention]:
    """Counts in a table's cells under a count label: "| Guests |" over "| 24 |", an HTML
    `<th>Guests</th>` above or before `<td>24</td>`. The cell holds the number alone, or with a
    noun that counts people. A column of several rows lists a value per row (the rooms and the
    guests each seats), none of them the booking's: it is not read."""
    if "|" not in text and "<" not in text:
        return
    for cell in labelled_cells(text):
        cue = " ".join(cell.header.casefold().split())
        if cell.rows != 1 or cue not in _LABELS:
            continue
        start = cell.start
        while start < cell.end and (text[start] in "* " or is_space(text, start)):
            start += 1
        number = _number_after(text, start)
        if number is None or number.end > cell.end:
            continue
        noun = _noun_after(text, number.end)
        rest = text[number.end : cell.end]
        if rest.replace("*", " ").strip() and (noun is None or rest.split()[0].casefold() != noun):
            continue
        mention = _mention(_Reading(number, cue, "label", noun), text, lang)
        if mention is not None:
            yield mention


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
        value_start = after_label(text, end)
        number = _number_after(text, value_start) if value_start is not None else None
        if number is not None:
            return _Reading(number, cue, "label", _noun_after(text, number.end))
    if cue in _TRIGGERS and is_space(text, end):
        number = _number_after(text, end + 1, _CUE_LANGUAGES.get(cue, frozenset()))
        if number is not None:
            return _Reading(number, cue, "trigger", _noun_after(text, number.end))
    if cue in _NOUNS and is_space(text, start - 1):
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
    """ "8 Tische à 10 Gäste", "je 10 Gäste": a number of people per table, not the group.
    "de 20 à 30 invités" is a range: its "à" follows a number."""
    words = text[max(0, start - 40) : start].split()
    if not words:
        return False
    last = words[-1].casefold()
    if last in _PER_ITEM_WORDS:
        return True
    return (
        last in _PER_ITEM_BETWEEN
        and len(words) > 1
        and not any(char.isdigit() for char in words[-2])
    )


_PER_ITEM_WORDS = _packs_words(lambda words: words.per_item_words)
_PER_ITEM_BETWEEN = _packs_words(lambda words: words.per_item_between)


def _mention(reading: _Reading, text: str, lang: Lang) -> CountMention | None:
    number = reading.number
    if reading.noun is None and not _counts_without_noun(text, number.end, reading.cue, lang):
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


def recognize_counts(
    text: str, lang: Lang | None = None, *, infer: bool = True
) -> list[CountMention]:
    """People counts in text order; each span covers only the number.

    `lang`, the language the text is written in, tells where the head of the noun phrase after
    a number stands (safety.recognizers.noun_phrase); without it, the text's own language.
    Without `infer`, only counts a cue or a listed noun introduces: a caller with no count to
    check saves the look at every number's noun.
    """
    guessed = lang is None
    lang = lang or detect_language(text)
    mentions: dict[int, CountMention] = {}
    for match in _cues(text):
        cue = " ".join(match.group("cue").casefold().split())
        reading = _read_cue(text, match.start(), match.end(), cue)
        if reading is None or reading.number.start in mentions:
            continue
        mention = _mention(reading, text, lang)
        if mention is not None:
            mentions[mention.start] = mention
    for mention in _column_counts(text, lang):
        mentions.setdefault(mention.start, mention)
    if not infer:
        return sorted(mentions.values(), key=lambda m: m.start)
    read = TakenChars(len(text))
    for mention in mentions.values():
        read.add(mention.start, mention.end)
    for mention in _counts_by_noun(text, lang, guessed):
        if read.free(mention.start, mention.end):
            mentions[mention.start] = mention
    return sorted(mentions.values(), key=lambda m: m.start)


# The first three letters of every number word: a run of letters that opens otherwise is no
# number, and is not read as one.
NUMBER_OPENINGS = frozenset(word[:3] for word in number_word_surfaces())
# Words after which a number labels something instead of counting: "Tram 11", "Nr. 12".
_LABELLING_WORDS = _packs_words(lambda words: words.labelling_words)


def _number_run(runs: Runs, index: int) -> bool:
    word = runs.words[index]
    if word.isdigit():
        return word.isascii() and len(word) <= 6
    return len(word) >= 2 and word[:3].casefold() in NUMBER_OPENINGS and _is_number_word(word)


@lru_cache(maxsize=4096)
def _is_number_word(word: str) -> bool:
    """Whether `word` alone, or as the last word of a longer number, is a number word
    ("zwanzig", "hundred", "cents", the "un" of "trente et un")."""
    folded = word.casefold()
    return folded in _NUMBER_SURFACES or read_number_words(folded) is not None


_NUMBER_SURFACES = frozenset(number_word_surfaces())


_RUN_IS_NUMBER: dict[str, bool] = {}


def _number_runs(runs: Runs) -> list[int]:
    """The indices of the runs that are numbers, remembered by word across texts."""
    known = _RUN_IS_NUMBER
    if len(known) > 20_000:
        known.clear()
    words = runs.words
    flags = list(map(known.get, words))
    for i, flag in enumerate(flags):
        if flag is None:
            flags[i] = known[words[i]] = _number_run(runs, i)
    return [i for i, flag in enumerate(flags) if flag]


def _counted_after(
    text: str, end: int, lang: Lang, guessed: bool, *, loans: bool = True
) -> str | None:
    """What the phrase after a number counts; in a text whose language was only guessed (a short
    client message: "Aspettiamo 6 viaggiatori"), by any language's rule that finds no thing."""
    counted = counted_after(text, end, lang, loans=loans)
    if counted is not None or not guessed:
        return counted
    readings = {
        counted_after(text, end, other, head_first=True) for other in LANGS if other != lang
    }
    return "person" if readings == {"person"} or readings == {"person", None} else None


def _counts_by_noun(text: str, lang: Lang, guessed: bool = False) -> Iterator[CountMention]:
    """Numbers followed by a noun that counts people, no cue needed: "22 consultants"."""
    runs = runs_of(text)
    words, ends = runs.words, runs.ends
    last = len(words) - 1
    for i in _number_runs(runs):
        if i < last and _continues_number(text, runs, i, lang):
            continue  # "twenty two": read from the last word of the number
        if not is_space(text, ends[i]):
            continue
        # Digits are read in the text's language: what follows them is asked first, as it
        # rules out most numbers of a reply (dates, prices, times) at the least cost.
        digits = words[i].isdigit()
        if digits and _counted_after(text, ends[i], lang, guessed) != "person":
            continue
        number = _number_before(text, ends[i], frozenset((lang,)), _MAX_AMOUNT_WORDS)
        if number is None or number.value < 2 or number.value > _MAX_COUNT:
            continue
        if _before_dozen(runs, i):  # "two dozen guests": 24
            dozens = _dozens(text, runs, i, number, lang, guessed)
            if dozens is not None:
                yield dozens
            continue
        if number.lang is None and number.style == "digits" and _postcode_like(text, number):
            continue  # a postcode before a place name: "Seestrasse 12, 8001 Zürich"
        if _labelled(text, number.start) or _per_item(text, number.start) or _is_year(text, number):
            continue
        if _after_clock_cue(text, number.start):
            continue  # "dalle 9 alle 17 servirebbe": an hour, whatever word follows
        if (
            not digits
            and _counted_after(
                text,
                number.end,
                number.lang or lang,
                guessed and number.lang is None,
                loans=number.lang in (None, lang),
            )
            != "person"
        ):
            continue
        yield CountMention(
            start=number.start,
            end=number.end,
            text=text[number.start : number.end],
            lang=number.lang or lang,
            style=number.style,
            value=number.value,
            unit="participants",
            inferred=True,
        )


# The collective numeral for twelve, singular and plural, in every language.
_DOZEN_WORDS = frozenset(word for words in DOZEN_WORDS.values() for word in words)
_MOST_DOZENS = 12


def _before_dozen(runs: Runs, index: int) -> bool:
    after = index + 1
    return after < len(runs.words) and runs.words[after].casefold() in _DOZEN_WORDS


def _dozens(
    text: str, runs: Runs, index: int, number: _Number, lang: Lang, guessed: bool
) -> CountMention | None:
    """ "two dozen guests", and the same with each pack's words for a dozen: the number times
    twelve, its span the number and the collective, when what follows (past a partitive's small
    word, which French and Italian put before the noun) counts people."""
    if not is_space(text, runs.ends[index]) or number.value > _MOST_DOZENS:
        return None
    end = runs.ends[index + 1]
    if index + 2 < len(runs.words) and runs.words[index + 2].casefold() in ANY_FUNCTION_WORD:
        # The partitive's "de", "di", "of" goes with the collective: a number put in its place
        # takes the noun itself ("thirty guests", not "thirty of guests").
        if not is_space(text, end):
            return None
        end = runs.ends[index + 2]
    if _counted_after(text, end, number.lang or lang, guessed) != "person":
        return None
    return CountMention(
        start=number.start,
        end=end,
        text=text[number.start : end],
        lang=number.lang or lang,
        style=number.style,
        value=number.value * 12,
        unit="participants",
        inferred=True,
    )


# Words before an hour ("um", "alle", "vers", "at"): a number after them is a time of day,
# never a head count.
# Cues that stand before head counts too are left out: "le 20 volontarie", "around 30 consultants".
_NOT_HOUR_CUES = _packs_words(lambda words: words.not_hour_cues)
_CLOCK_CUES = frozenset(
    cue for cue in DOT_TIME_CUES if " " not in cue and cue not in _NOT_HOUR_CUES
) | _packs_words(lambda words: words.hour_cues)


def _after_clock_cue(text: str, start: int) -> bool:
    before = text[max(0, start - 20) : start].split()
    return bool(before) and before[-1].casefold().replace("’", "'") in _CLOCK_CUES


def _postcode_like(text: str, number: _Number) -> bool:
    """Four or five ungrouped digits where an address puts its postcode: after a comma, a line
    break, a country prefix ("CH-8004") or a street number, or before a capitalised word
    ("8001 Zürich", "6900 Lugano")."""
    if not 1000 <= number.value <= 99999:
        return False
    before = text[max(0, number.start - 12) : number.start].rstrip(" \u00a0")
    if not before or before[-1] in ",\n:;-(" or before[-1].isdigit():
        return True
    following = text[number.end + 1 : number.end + 30].split(None, 1)
    word = following[0].rstrip(".,;:!?)") if following else ""
    # Four or five digits before a capitalised word: a place ("aus 8400 Winterthur"); a head
    # count that large is written grouped ("1'200 Gäste") or with a listed noun.
    previous = before.split()[-1].casefold() if before.split() else ""
    if previous in _COUNT_LEADS:
        return False  # "für 1720 Helferinnen": a count after the words that lead one
    return word[:1].isupper() and number.end - number.start in (4, 5)


# Words a head count follows far more often than a postcode does.
_COUNT_LEADS = _packs_words(lambda words: words.count_leads)


def _continues_number(text: str, runs: Runs, i: int, lang: Lang) -> bool:
    """Whether the number word at run `i` goes on in the next run ("twenty two")."""
    if runs.words[i].isdigit() or runs.words[i + 1].isdigit() or not _number_run(runs, i + 1):
        return False
    if runs.starts[i + 1] - runs.ends[i] != 1:
        return False
    longer = _number_before(text, runs.ends[i + 1], frozenset((lang,)))
    return longer is not None and longer.start <= runs.starts[i]


def _labelled(text: str, start: int) -> bool:
    """Whether the number after a word labels it: "Tram 11", "Raum 4", "Nr. 12", "Forum 2"."""
    before = text[max(0, start - 40) : start].rstrip(" \u00a0")
    if len(before) == len(text[max(0, start - 40) : start]):
        return False  # no space: "P2", "EV-2026"
    words = before.split()
    word = words[-1].rstrip(".:") if words else ""
    folded = word.casefold()
    if len(folded) > 1 and (folded in _LABELLING_WORDS or is_thing(word)):
        return True
    # A capitalised word inside a sentence names what the number belongs to ("Forum 2").
    opens_sentence = (
        len(words) < 2
        or words[-2][-1:] in ".!?:;"
        or before.rfind("\n") > len(before) - len(word) - 2
    )
    if folded in ANY_FUNCTION_WORD:
        return False  # "Ihre 22 Azubis": German capitalises its pronouns of address
    return word[:1].isupper() and word.isalpha() and not opens_sentence
