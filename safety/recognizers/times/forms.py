"""Which forms a text can hold: each form's pattern runs only when the text holds the words it
needs (an hour word next to a cue, "halb", "[fr-hours]", "noon"), since the word forms are rare."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import regex

from safety.lang.clock_words import (
    APPROXIMATE_HOUR_SUFFIX,
    CLOCK_NOUN_HEADS,
    CLOCK_NOUNS,
    CLOCK_NOUNS_AFTER_DIGIT_MINUTES,
    COMPACT_TIME_MARKERS,
    COMPACT_TIME_PERIOD_OPENER,
    COMPACT_TIME_PERIODS,
    DIRECTIONS_AFTER_MINUTES_NOUN,
    DIRECTIONS_BEFORE_AN_HOUR,
    ENGLISH_HALF_WORDS,
    GERMAN_HOUR_PARTS,
    HOUR_UNITS,
    HOUR_WORDS,
    HOUR_WORDS_BEFORE_UHR,
    ITALIAN_HOURS_WORD,
    ITALIAN_ONE,
    ITALIAN_ONE_ARTICLES,
    MARKER_PHRASES,
    MARKER_TOKENS,
    MINUTE_DIRECTIONS,
    MINUTE_NOUNS,
    MINUTES_ADDED,
    MINUTES_TAKEN,
    OCLOCK_SPELLINGS,
    PERIODS_AFTER_HOUR,
    QUARTER_WORDS,
    RELATIVE_MINUTE_PARTS,
    RELATIVE_MINUTE_WORDS,
    TONIGHT_WORDS,
    WORD_HOUR_CUES,
)
from safety.recognizers.times.numeric import (
    COMPACT_TIME,
    DIGIT_TIME,
    read_compact_time,
    read_digit_time,
)
from safety.recognizers.times.reading import Reader
from safety.recognizers.times.words import (
    CLOCK_NOUN,
    CUED_HOUR_WORD,
    ENGLISH_HALF,
    ENGLISH_HOUR_WORD,
    GERMAN_PART_HOUR,
    ITALIAN_FRACTION,
    ITALIAN_ONE_WITH_ARTICLE,
    RELATIVE_TIME,
    UNIT_AFTER_WORD,
    read_clock_noun,
    read_cued_hour_word,
    read_english_half,
    read_english_hour_word,
    read_german_part_hour,
    read_italian_fraction,
    read_italian_one,
    read_relative,
    read_unit_after_word,
)


@dataclass(frozen=True, slots=True)
class _Form:
    """A family of time forms: its pattern, its reader, and the words a text needs for it.

    The pattern runs on a text that holds one of `triggers` (if any) and for which
    `confirm(tokens, lowered)` holds, `tokens` being the text's words found in KNOWN_TOKENS.
    """

    pattern: regex.Pattern[str]
    read: Reader
    triggers: frozenset[str] = frozenset()
    confirm: Callable[[frozenset[str], str], bool] = lambda tokens, lowered: True


# -- which forms a text can hold -----------------------------------------------------------------
# Word forms are looked for only in texts holding their words. The text's tokens are split at
# whitespace, so each word is also listed with the punctuation that may follow it.

_TRAILING_PUNCTUATION = ("", ".", ",", ";", ":", "!", "?", ")")


def _tokens_of(words: Iterable[str]) -> frozenset[str]:
    return frozenset(word + mark for word in words for mark in _TRAILING_PUNCTUATION)


def _bare(token: str) -> str:
    return token.rstrip(".,;:!?)")


_CUES_BEFORE_HOUR_WORD: dict[str, tuple[str, ...]] = {}
for _lang in ("en", "de", "it"):
    _cues = tuple(cue for cue, cue_lang in WORD_HOUR_CUES.items() if cue_lang == _lang)
    for _word in HOUR_WORDS[_lang]:
        _CUES_BEFORE_HOUR_WORD[_word] = _CUES_BEFORE_HOUR_WORD.get(_word, ()) + _cues
_RELATIVE_MINUTE_TOKENS = frozenset(
    {
        *RELATIVE_MINUTE_WORDS,
        *(part for part in RELATIVE_MINUTE_PARTS if " " not in part),
        *MINUTE_NOUNS["en"],
        *MINUTE_NOUNS["de"],
    }
)
_EN_HOUR_TOKENS = _tokens_of(HOUR_WORDS["en"])
_EN_MARKER_TOKENS = _tokens_of({*MARKER_TOKENS, *TONIGHT_WORDS})
# The tokens after which "330 p.m." or "730 in the evening" may end, and the phrase to look for.
_COMPACT_TIME_TOKENS = {
    # "am" alone is left out: the German "am" is everywhere, and "1030 am" is rare.
    **{token: (f" {_bare(token).rstrip('.')}",) for token in _tokens_of(set(COMPACT_TIME_MARKERS))},
    **{
        token: (f" {COMPACT_TIME_PERIOD_OPENER} {_bare(token)}",)
        for token in _tokens_of(set(COMPACT_TIME_PERIODS))
    },
    **{token: (f" {_bare(token)}",) for token in _tokens_of(set(TONIGHT_WORDS))},
}
_EN_MARKER_PHRASES = (
    *MARKER_PHRASES,
    *(phrase for phrase, (lang, _) in PERIODS_AFTER_HOUR.items() if lang == "en" and " " in phrase),
)
_IT_HOUR_TOKENS = _tokens_of(HOUR_WORDS["it"])
# Hour words and the units that may follow them: "acht [de-clock]", "dix-huit [fr-hours]",
# "sei o'clock".
_UNIT_HOUR_WORDS: dict[str, tuple[str, ...]] = {}
for _words, _units in (
    ([*HOUR_WORDS["de"], *HOUR_WORDS_BEFORE_UHR], HOUR_UNITS["de"]),
    # The singular unit stands inside its plural: the French hour word with or without its "s".
    ([word.split()[-1] for word in HOUR_WORDS["fr"]], HOUR_UNITS["fr"][:1]),
    ([*HOUR_WORDS["en"], *HOUR_WORDS["it"], *HOUR_WORDS["de"]], OCLOCK_SPELLINGS),
):
    for _word in _words:
        _UNIT_HOUR_WORDS[_word] = (*_UNIT_HOUR_WORDS.get(_word, ()), *_units)


def _cued_hour_word_follows_cue(tokens: frozenset[str], lowered: str) -> bool:
    return any(
        f"{cue} {_bare(token)}" in lowered
        or f"{cue} {ITALIAN_HOURS_WORD} {_bare(token)}" in lowered
        for token in tokens & _CUED_HOUR_TOKENS
        for cue in _CUES_BEFORE_HOUR_WORD[_bare(token)]
    )


def _relative_minutes_written(tokens: frozenset[str], lowered: str) -> bool:
    if not tokens.isdisjoint(_RELATIVE_MINUTE_TOKENS) or _any_in(QUARTER_WORDS, lowered):
        return True
    if _any_in(CLOCK_NOUNS_AFTER_DIGIT_MINUTES, lowered):
        return True
    return any(
        _digit_before(lowered, f" {direction} ") for direction in tokens & _ANY_MINUTES_DIRECTIONS
    )


def _any_in(words: Iterable[str], lowered: str) -> bool:
    return any(word in lowered for word in words)


def _digit_before(lowered: str, needle: str) -> bool:
    at = lowered.find(needle)
    while at > 0:
        if lowered[at - 1].isdigit():
            return True
        at = lowered.find(needle, at + 1)
    return False


def _english_hour_present(tokens: frozenset[str], lowered: str) -> bool:
    return not tokens.isdisjoint(_EN_HOUR_TOKENS)


def _english_marker_present(tokens: frozenset[str], lowered: str) -> bool:
    if not tokens.isdisjoint(_EN_MARKER_TOKENS):
        return True
    return any(marker in lowered for marker in _EN_MARKER_PHRASES)


def _compact_time_possible(tokens: frozenset[str], lowered: str) -> bool:
    """ "330 p.m.", "730 in the evening": three or four digits right before a marker or period."""
    return any(
        _compact_digits_before(lowered, phrase)
        for token in tokens & _COMPACT_TIME_TOKENS.keys()
        for phrase in _COMPACT_TIME_TOKENS[token]
    )


def _compact_digits_before(lowered: str, marker: str) -> bool:
    at = lowered.find(marker)
    while at >= 3:
        head = lowered[max(0, at - 8) : at].rstrip().removesuffix(APPROXIMATE_HOUR_SUFFIX)
        if head[-1:].isdigit():
            number = head.split()[-1]
            if number.isdigit() and len(number) in (3, 4) and 1 <= int(number[:-2]) <= 12:
                return True
        at = lowered.find(marker, at + 1)
    return False


def _unit_follows_hour_word(tokens: frozenset[str], lowered: str) -> bool:
    return any(
        f"{token} {unit}" in lowered
        for token in tokens & _UNIT_HOUR_WORDS.keys()
        for unit in _UNIT_HOUR_WORDS[token]
    )


def _italian_fraction_follows(tokens: frozenset[str], lowered: str) -> bool:
    """ "nove e mezza", "tre e venti", "dodici meno un quarto"."""
    return any(
        f"{_bare(token)} {joiner} " in lowered
        for token in tokens & _IT_HOUR_TOKENS
        for joiner in (MINUTES_ADDED["it"], MINUTES_TAKEN["it"])
    )


_CUED_HOUR_TOKENS = _tokens_of(_CUES_BEFORE_HOUR_WORD)
# Directions that take any minutes ("20 nach 3"): a digit before one lets the relative form run.
_ANY_MINUTES_DIRECTIONS = frozenset(MINUTE_DIRECTIONS) - {
    *DIRECTIONS_BEFORE_AN_HOUR,
    *DIRECTIONS_AFTER_MINUTES_NOUN,
}
FORMS: tuple[_Form, ...] = (
    _Form(DIGIT_TIME, read_digit_time),
    _Form(CUED_HOUR_WORD, read_cued_hour_word, _CUED_HOUR_TOKENS, _cued_hour_word_follows_cue),
    _Form(
        RELATIVE_TIME,
        read_relative,
        frozenset(MINUTE_DIRECTIONS),
        _relative_minutes_written,
    ),
    _Form(
        GERMAN_PART_HOUR,
        read_german_part_hour,
        frozenset(part.split()[-1] for part in GERMAN_HOUR_PARTS),
    ),
    _Form(ENGLISH_HALF, read_english_half, frozenset(ENGLISH_HALF_WORDS), _english_hour_present),
    _Form(CLOCK_NOUN, read_clock_noun, _tokens_of([*CLOCK_NOUNS, *CLOCK_NOUN_HEADS])),
    _Form(
        ITALIAN_ONE_WITH_ARTICLE,
        read_italian_one,
        _tokens_of(
            f"{article}{mark}{ITALIAN_ONE}"
            for article in ("", *ITALIAN_ONE_ARTICLES)
            for mark in "'’"
        ),
    ),
    _Form(ENGLISH_HOUR_WORD, read_english_hour_word, _EN_HOUR_TOKENS, _english_marker_present),
    _Form(COMPACT_TIME, read_compact_time, frozenset(_COMPACT_TIME_TOKENS), _compact_time_possible),
    _Form(
        UNIT_AFTER_WORD,
        read_unit_after_word,
        frozenset(_UNIT_HOUR_WORDS),
        _unit_follows_hour_word,
    ),
    _Form(ITALIAN_FRACTION, read_italian_fraction, _IT_HOUR_TOKENS, _italian_fraction_follows),
)
# Every token a trigger or a confirmation looks at.
KNOWN_TOKENS = frozenset().union(
    *(form.triggers for form in FORMS),
    _RELATIVE_MINUTE_TOKENS,
    _EN_MARKER_TOKENS,
    _EN_HOUR_TOKENS,
    _IT_HOUR_TOKENS,
)
