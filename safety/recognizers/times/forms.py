"""Which forms a text can hold: each form's pattern runs only when the text holds the words it
needs (an hour word next to a cue, "halb", "heures", "noon"), since the word forms are rare."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import regex

from safety.lang.clock_words import (
    CLOCK_NOUNS,
    HOUR_WORDS,
    HOUR_WORDS_BEFORE_UHR,
    PERIODS_AFTER_HOUR,
    RELATIVE_MINUTE_WORDS,
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
    ITALIAN_ONE,
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
    {*RELATIVE_MINUTE_WORDS, "quarter", "half", "viertel", "minute", "minutes", "minuten"}
)
_EN_HOUR_TOKENS = _tokens_of(HOUR_WORDS["en"])
_EN_MARKER_TOKENS = _tokens_of({"am", "pm", "tonight"})
# The tokens after which "330 p.m." or "730 in the evening" may end, and the phrase to look for.
_COMPACT_TIME_TOKENS = {
    # "am" alone is left out: the German "am" is everywhere, and "1030 am" is rare.
    **{
        token: (f" {_bare(token).rstrip('.')}",)
        for token in _tokens_of({"pm", "a.m.", "p.m.", "a.m", "p.m"})
    },
    **{
        token: (f" in the {_bare(token)}",)
        for token in _tokens_of({"morning", "afternoon", "evening"})
    },
    **{token: (f" {_bare(token)}",) for token in _tokens_of({"tonight"})},
}
_EN_MARKER_PHRASES = (
    "a.m",
    "p.m",
    "a m",
    "p m",
    "clock",
    *(phrase for phrase, (lang, _) in PERIODS_AFTER_HOUR.items() if lang == "en" and " " in phrase),
)
_IT_HOUR_TOKENS = _tokens_of(HOUR_WORDS["it"])
# Hour words and the units that may follow them: "acht Uhr", "dix-huit heures", "sei o'clock".
_OCLOCK_SPELLINGS = ("o'clock", "o’clock", "oclock")
_UNIT_HOUR_WORDS: dict[str, tuple[str, ...]] = {}
for _words, _units in (
    ([*HOUR_WORDS["de"], *HOUR_WORDS_BEFORE_UHR], ("uhr",)),
    ([word.split()[-1] for word in HOUR_WORDS["fr"]], ("heure",)),
    ([*HOUR_WORDS["en"], *HOUR_WORDS["it"], *HOUR_WORDS["de"]], _OCLOCK_SPELLINGS),
):
    for _word in _words:
        _UNIT_HOUR_WORDS[_word] = (*_UNIT_HOUR_WORDS.get(_word, ()), *_units)


def _cued_hour_word_follows_cue(tokens: frozenset[str], lowered: str) -> bool:
    return any(
        f"{cue} {_bare(token)}" in lowered or f"{cue} ore {_bare(token)}" in lowered
        for token in tokens & _CUED_HOUR_TOKENS
        for cue in _CUES_BEFORE_HOUR_WORD[_bare(token)]
    )


def _relative_minutes_written(tokens: frozenset[str], lowered: str) -> bool:
    if not tokens.isdisjoint(_RELATIVE_MINUTE_TOKENS) or "quarter" in lowered:
        return True
    if "noon" in lowered or "midnight" in lowered:
        return True
    return any(
        _digit_before(lowered, f" {direction} ")
        for direction in tokens & {"past", "after", "nach", "vor"}
    )


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
        head = lowered[max(0, at - 8) : at].rstrip().removesuffix("ish")
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
    """ "nove e mezza", "tre e venti", "mezzogiorno meno un quarto"."""
    return any(
        f"{_bare(token)} e " in lowered or f"{_bare(token)} meno " in lowered
        for token in tokens & _IT_HOUR_TOKENS
    )


_CUED_HOUR_TOKENS = _tokens_of(_CUES_BEFORE_HOUR_WORD)
FORMS: tuple[_Form, ...] = (
    _Form(DIGIT_TIME, read_digit_time),
    _Form(CUED_HOUR_WORD, read_cued_hour_word, _CUED_HOUR_TOKENS, _cued_hour_word_follows_cue),
    _Form(
        RELATIVE_TIME,
        read_relative,
        frozenset({"past", "after", "nach", "vor", "to", "till", "from"}),
        _relative_minutes_written,
    ),
    _Form(GERMAN_PART_HOUR, read_german_part_hour, frozenset({"halb", "dreiviertel", "viertel"})),
    _Form(ENGLISH_HALF, read_english_half, frozenset({"half"}), _english_hour_present),
    _Form(CLOCK_NOUN, read_clock_noun, _tokens_of([*CLOCK_NOUNS, "mid"])),
    _Form(
        ITALIAN_ONE,
        read_italian_one,
        _tokens_of(f"{article}{mark}una" for article in ("", "all", "dall", "l") for mark in "'’"),
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
