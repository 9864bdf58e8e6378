"""Rooms a reply names that are none of the facts': read from the cues any reply uses, "the X
room", "Room X", "in the X" and their kin in every language of the packs (`RoomCueWords`), and
from a name that opens its sentence as what is reserved ("The Pine Parlour is reserved").
safety.recognizers.terms adds them to a scan as foreign rooms.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Set
from dataclasses import dataclass

import regex

from safety.lang import LANGS
from safety.lang.address_words import is_street_word
from safety.lang.name_words import ARTICLES, FUNCTION_WORDS, PLACE_NOUNS, ROOM_NOUNS
from safety.lang.pack import RoomCueWords
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan, scan_at, search
from safety.recognizers.name_forms import Tokens
from safety.sentences import sentence_at
from safety.text import Openings, Runs, fold


@dataclass(frozen=True, slots=True)
class ForeignRoom:
    """A room-like name in the text that is none of the fact rooms."""

    start: int
    end: int
    text: str
    in_catalog: bool
    # Read only from where it stands (the subject of "… is reserved"): it may name the room the
    # facts lack, but is never cut as an invented room of its own.
    stand_in_only: bool = False


def cued_rooms(
    tokens: Tokens, taken: list[bool], term_keys: Set[tuple[str, ...]]
) -> Iterable[ForeignRoom]:
    """Rooms a cue names ("the X room", "Room X", "in the X") that are none
    of the names `term_keys` (the products' and features' words) and not an address."""
    text, keys, starts, ends = tokens.text, tokens.keys, tokens.starts, tokens.ends
    for match in _room_cues(tokens.runs):
        start, end, cue = _cued_room_span(match)
        first = bisect_left(starts, start)
        if first == len(starts) or starts[first] != start:
            continue
        last = first
        while last + 1 < len(tokens) and ends[last + 1] <= end:
            last += 1
        if ends[last] != end:
            continue
        # An article opens the name only before another word: "Room A" is named "A".
        while first <= last and (
            keys[first] in ROOM_NOUNS or (keys[first] in ARTICLES and first < last)
        ):
            cue = "after_noun" if keys[first] in ROOM_NOUNS else cue
            first += 1
        if first > last or any(taken[first : last + 1]):
            continue
        capital_noun = cue == "after_noun" and text[match.start()].isupper()
        if not tokens.words[first][0].isupper():
            continue  # "Room 204" is as often a number on a door as a room of the venue
        if first == last and len(tokens.words[first]) == 1 and not capital_noun:
            continue  # "Room A" is a room; "the room A projector" is not
        room_keys = tuple(keys[first : last + 1])
        if room_keys in term_keys or room_keys[0] in _NOT_ROOMS:
            continue
        if _is_address(tokens, first, last):
            continue  # "à la Seestrasse 12, 8002 Zürich": where the venue is, not a room
        start, end = starts[first], ends[last]
        if cue == "after_german_preposition" and not _GERMAN_PLACE_VERB.search(
            _sentence_around(text, start, end)
        ):
            continue
        feminine = cue == "after_german_preposition" and text.startswith(
            _GERMAN_FEMININE_CUES, match.start()
        )
        if match.group("article"):  # the article and the name stand for the room together
            start = match.start("article")
        stand_in = feminine or match.group("article") is not None
        yield ForeignRoom(start, end, text[start:end], False, stand_in_only=stand_in)


def subject_rooms(
    tokens: Tokens, taken: list[bool], found: list[ForeignRoom]
) -> Iterable[ForeignRoom]:
    """A name that opens a sentence as the subject of a booking's predicate: "The Pine
    Parlour is reserved for you", in any language of the packs."""
    text, starts, ends = tokens.text, tokens.starts, tokens.ends
    if search(_ALLOCATION, text) is None:
        return
    for match in _subject_room_matches(tokens.runs):
        start, end = match.span("name")
        first = bisect_left(starts, start)
        last = bisect_left(ends, end)
        if first >= len(starts) or last >= len(ends) or starts[first] != start:
            continue
        if any(taken[first : last + 1]) or tokens.keys[first] in _NOT_ROOMS:
            continue
        if any(room.start < end and start < room.end for room in found):
            continue
        if match.group("article") in _GERMAN_ARTICLES and first == last:
            continue  # German capitalises every noun: "Die Buchung ist bestätigt"
        yield ForeignRoom(start, end, text[start:end], False, stand_in_only=True)


# After an address's house number: ", 8002 Zürich", " 8002 Zürich".
_POSTCODE_AFTER = compile_pattern(r",?[ \u00a0]\d{4,5}[ \u00a0]\p{Lu}")
_HOUSE_NUMBER = compile_pattern(r"\d{1,4}[a-zA-Z]?")


def _is_address(tokens: Tokens, first: int, last: int) -> bool:
    """Whether the words first..last name an address: a street word ("Seestrasse", "rue",
    "via") and a house number, or a house number before a postcode and a place."""
    words = tokens.words
    numbered = _HOUSE_NUMBER.fullmatch(words[last]) is not None
    following = last + 1 < len(tokens) and _HOUSE_NUMBER.fullmatch(words[last + 1]) is not None
    if not (numbered or following):
        return False
    if any(is_street_word(word) for word in words[first : last + 1]):
        return True
    end = tokens.ends[last + 1] if following and not numbered else tokens.ends[last]
    return _POSTCODE_AFTER.match(tokens.text, end) is not None


_NAME = r"(?:\p{Lu}[\p{L}\p{N}]*(?:[.’'-]\p{L}+)?|\p{N}{1,3})(?:[ \u00a0](?:\p{Lu}[\p{L}\p{N}]*|\p{N}{1,3}|[A-Z]\b)){0,3}"


def _room_cue_words(field: Callable[[RoomCueWords], tuple[str, ...]]) -> tuple[str, ...]:
    """One field of the packs' room cue words, every language's."""
    return tuple(word for lang in LANGS for word in field(LANGUAGES[lang].room_cues))


# The phrases that open a room cue, by the place of the name they cue.
_NOUN_CUES = _room_cue_words(lambda words: words.noun_cues)
# Before the name and a room noun: "the Kubus room".
_ARTICLE_CUES = _room_cue_words(lambda words: words.article_cues)
_NOUNS_AFTER_NAME = _room_cue_words(lambda words: words.nouns_after_name)
_PREPOSITION_CUES = _room_cue_words(lambda words: words.preposition_cues)
# Contracted articles between a room noun and a name (the pack's `articles_after_noun`): such
# a name only stands in for a room.
_ARTICLES_AFTER_NOUN = "|".join(_room_cue_words(lambda words: words.articles_after_noun))
# Prepositions that cue a room only where the sentence speaks of using a place (German "im X").
_GERMAN_PREPOSITION_CUES = _room_cue_words(lambda words: words.place_preposition_cues)
# Of those, the ones that name a place of the town as often ("in der Altstadt"): such a name may
# stand for the room the facts lack, never be cut as a room of its own.
_GERMAN_FEMININE_CUES = _room_cue_words(lambda words: words.town_place_cues)


def _cue_alternation(phrases: Iterable[str]) -> str:
    return "|".join(
        r"[ \u00a0]".join(regex.escape(word) for word in phrase.split()) for phrase in phrases
    )


_ROOM_CUE = compile_pattern(
    rf"""
    \b(?:{_cue_alternation(_NOUN_CUES)})(?:[ \u00a0]?:)?[ \u00a0]
      (?:(?P<article>{_ARTICLES_AFTER_NOUN})[ \u00a0])?(?P<after_noun>{_NAME})
    | \b(?:{_cue_alternation(_ARTICLE_CUES)})[ \u00a0](?P<before_noun>{_NAME})[ \u00a0](?:{_cue_alternation(_NOUNS_AFTER_NAME)})\b
    | \b(?:{_cue_alternation(_PREPOSITION_CUES)})[ \u00a0](?P<after_preposition>{_NAME})
    | \b(?:{_cue_alternation(_GERMAN_PREPOSITION_CUES)})[ \u00a0](?P<after_german_preposition>{_NAME})
    """,
    flags=regex.VERBOSE,
)
# What a reply says of the room it offers, right after the room's name: the predicates of
# allocation in every language of the packs ("is reserved").
_ALLOCATION_WORDS = "\n    | ".join(LANGUAGES[lang].room_cues.allocation for lang in LANGS)
_ALLOCATION = compile_pattern(rf"(?x)\b(?:{_ALLOCATION_WORDS})\b")
# A name's words, joined by the small words names take: "Salon des Pins".
_NAME_WITH_PARTICLES = (
    r"\p{Lu}[\p{L}\p{N}]*(?:[.’'-]\p{L}+)?"
    r"(?:[ \u00a0](?:(?:"
    + "|".join(_room_cue_words(lambda words: words.name_particles))
    + r")[ \u00a0])?"
    r"(?:\p{Lu}[\p{L}\p{N}]*|\p{N}{1,3})){0,3}"
)
_SUBJECT_ARTICLES = "|".join(_room_cue_words(lambda words: words.subject_articles))
_NOUNS_AFTER_SUBJECT = "|".join(_room_cue_words(lambda words: words.nouns_after_subject))
# The name opens its sentence, after an article: "The Pine Parlour is reserved".
_SUBJECT_ROOM = compile_pattern(
    rf"""(?x)
    (?:^|(?<=[.!?:][ \u00a0])|(?<=\n))
    (?P<article>{_SUBJECT_ARTICLES})[ \u00a0]?(?<=[ '’\u00a0])
    (?P<name>{_NAME_WITH_PARTICLES})
    (?:[ \u00a0](?:{_NOUNS_AFTER_SUBJECT}))?
    [ \u00a0](?:{_ALLOCATION_WORDS})\b
    """
)
# Articles before any capitalised noun: one word after them is no room's name.
_GERMAN_ARTICLES = _room_cue_words(lambda words: words.noun_articles)
# Every match of _SUBJECT_ROOM opens with its article, a whole run of letters: after the start, a
# space or a line break, and before a space or an apostrophe.
_SUBJECT_OPENINGS = Openings(
    tuple(
        dict.fromkeys(
            regex.sub(r"\[[^]]*\]", "", article)  # "L['’]": the run of letters "L"
            for article in _room_cue_words(lambda words: words.subject_articles)
        )
    )
)


def _subject_room_matches(runs: Runs) -> Iterator[regex.Match[str]]:
    """The matches of _SUBJECT_ROOM, tried only where an article opens."""
    openings = runs.openings(_SUBJECT_OPENINGS)
    if openings is None:
        return scan(_SUBJECT_ROOM, runs.text)
    return scan_at(_SUBJECT_ROOM, runs.text, [runs.starts[i] for i in openings])


_ROOM_CUE_OPENINGS = Openings(
    (*_NOUN_CUES, *_ARTICLE_CUES, *_PREPOSITION_CUES, *_GERMAN_PREPOSITION_CUES)
)


def _room_cues(runs: Runs) -> Iterator[regex.Match[str]]:
    """The room cue matches of a text, tried only where a cue opens and a name may follow it."""
    openings = runs.openings(_ROOM_CUE_OPENINGS)
    if openings is None:
        return scan(_ROOM_CUE, runs.text)
    return scan_at(
        _ROOM_CUE, runs.text, [runs.starts[i] for i in openings if _may_open_room_cue(runs, i)]
    )


def _may_open_room_cue(runs: Runs, i: int) -> bool:
    """Whether the run `i`, the first word of a room cue, is followed as every such cue needs."""
    words, end = runs.words, runs.ends[i]
    if runs.text[end : end + 1] not in (" ", "\u00a0", ":"):  # "Room : X", "Room: X"
        return False
    # The name opens with a capital or a digit, one to three runs after the cue's first one (a
    # contracted article of two words may come between).
    if all(word[0].islower() for word in words[i + 1 : i + 4]):
        return False
    # After an article, a room noun follows the name, which spans at most five runs.
    return words[i] not in _ARTICLE_CUES or any(
        word in _NOUNS_AFTER_NAME for word in words[i + 2 : i + 7]
    )


# A German "im X" names a room only where the sentence speaks of using a place.
_GERMAN_PLACE_VERB = compile_pattern(
    r"\b(?:" + "|".join(_room_cue_words(lambda words: words.place_verbs)) + r")\b"
)
_NOT_ROOMS = (
    FUNCTION_WORDS
    | frozenset(fold(word) for word in PLACE_NOUNS)
    | frozenset(_room_cue_words(lambda words: words.not_room_words))
    | frozenset("chf eur usd gbp sfr".split())  # "Room CHF 5.00" is a price after a room's name
)


def _cued_room_span(match: regex.Match[str]) -> tuple[int, int, str]:
    for group in ("after_noun", "before_noun", "after_preposition", "after_german_preposition"):
        if match.group(group):
            start, end = match.span(group)
            return start, end, group
    raise AssertionError("the room cue pattern always captures a name")


def _sentence_around(text: str, start: int, end: int) -> str:
    """The sentence around a cue, from the last ";" before it if that is nearer."""
    begin, stop = sentence_at(text, start, end)
    return text[max(begin, text.rfind(";", begin, start) + 1) : stop]
