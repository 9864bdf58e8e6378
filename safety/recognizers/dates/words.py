"""The words dates are written with, read from safety.lang: month, weekday and ordinal senses, the
languages their words tell, and the relative-date tables keyed by their folded spelling."""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple, TypeVar

import babel

from safety.formatters.dates import without_accents
from safety.lang import LANGS, Lang
from safety.lang import calendar_words as words
from safety.lang import date_words as cues
from safety.lang import relative_date_words as rel

# --------------------------------------------------------------------------------------------
# Word tables


class WordSense(NamedTuple):
    """One reading of a month or weekday word: 'mar' is March in English and Tuesday in French."""

    lang: Lang
    number: int  # month 1..12 or weekday 0..6
    field: str  # style field: MMMM, MMM, EEEE or EEE
    canonical: str  # the table spelling this word stands for
    alternate: bool = False
    plain: bool = False  # written without the accents of `canonical`


def fold(word: str) -> str:
    # lower(), not casefold(): "dreißigst" and "dreissigst" are different spellings to keep.
    return word.lower().replace("’", "'")


def _add_sense(senses: dict[str, list[WordSense]], word: str, sense: WordSense) -> None:
    senses.setdefault(fold(word), []).append(sense)
    plain = without_accents(word)
    if plain != word:
        senses.setdefault(fold(plain), []).append(sense._replace(canonical=plain, plain=True))


def _name_senses(
    full: dict[Lang, tuple[str, ...]],
    abbreviations: dict[Lang, tuple[str, ...]],
    alternates: dict[Lang, dict[int, str]],
    fields: tuple[str, str],
    first_number: int,
) -> dict[str, list[WordSense]]:
    senses: dict[str, list[WordSense]] = {}
    full_field, short_field = fields
    for lang in LANGS:
        for index, name in enumerate(full[lang]):
            _add_sense(senses, name, WordSense(lang, index + first_number, full_field, name))
        for index, short in enumerate(abbreviations[lang]):
            if short != full[lang][index]:
                _add_sense(senses, short, WordSense(lang, index + first_number, short_field, short))
        for number, short in alternates[lang].items():
            _add_sense(senses, short, WordSense(lang, number, short_field, short, alternate=True))
    return senses


MONTH_SENSES = _name_senses(
    words.MONTH_NAMES,
    words.MONTH_ABBREVIATIONS,
    words.MONTH_ABBREVIATION_ALTERNATES,
    ("MMMM", "MMM"),
    1,
)
WEEKDAY_SENSES = _name_senses(
    words.WEEKDAY_NAMES,
    words.WEEKDAY_ABBREVIATIONS,
    words.WEEKDAY_ABBREVIATION_ALTERNATES,
    ("EEEE", "EEE"),
    0,
)


def _cldr_weekday_abbreviations() -> dict[str, int]:
    """CLDR's abbreviated weekday names of each language and its Swiss locale, in their format
    and stand-alone forms, lowercased and without their dot ("sat", "do", "mer", "gio"), with
    the weekday (0 = Monday) each stands for; a form two weekdays share is left out."""
    numbers: dict[str, set[int]] = {}
    for lang in LANGS:
        for locale in (lang, words.BABEL_LOCALES[lang]):
            days = babel.Locale.parse(locale).days
            for context in ("format", "stand-alone"):
                for number, name in days[context]["abbreviated"].items():
                    numbers.setdefault(fold(name.rstrip(".")), set()).add(number)
    return {name: next(iter(n)) for name, n in numbers.items() if len(n) == 1}


# Read as a weekday alone only where the date pattern allows it (see RELATIVE_WEEKDAY).
WEEKDAY_ABBREVIATION_NUMBERS: dict[str, int] = _cldr_weekday_abbreviations()


def _ordinal_word_senses() -> dict[str, list[tuple[Lang, int, bool]]]:
    senses: dict[str, list[tuple[Lang, int, bool]]] = {}
    for lang in LANGS:
        for day, word in words.ORDINAL_DAY_WORDS[lang].items():
            senses.setdefault(fold(word), []).append((lang, day, False))
        for day, word in words.ORDINAL_DAY_WORD_ALTERNATES[lang].items():
            senses.setdefault(fold(word), []).append((lang, day, True))
    return senses


ORDINAL_WORD_SENSES = _ordinal_word_senses()

ALL_LANGS: frozenset[Lang] = frozenset(LANGS)


def _languages_of(words_by_lang: Mapping[Lang, tuple[str, ...]]) -> dict[str, frozenset[Lang]]:
    """Each word of `words_by_lang` and the languages it tells."""
    langs: dict[str, set[Lang]] = {}
    for lang, written in words_by_lang.items():
        for word in written:
            langs.setdefault(word, set()).add(lang)
    return {word: frozenset(found) for word, found in langs.items()}


# Words inside a date's span, and the word just before it, that tell its language.
SPAN_WORD_LANGS = _languages_of(cues.SPAN_WORDS)
CONTEXT_WORD_LANGS = _languages_of(cues.CONTEXT_WORDS)
SUFFIX_LANGS = _languages_of(cues.SUFFIXES_TELLING_LANGUAGE)


_V = TypeVar("_V")


def _folded_keys(table: Mapping[str, _V]) -> dict[str, _V]:
    return {" ".join(fold(key).split()): value for key, value in table.items()}


DAY_OFFSETS: dict[str, tuple[int, Lang]] = _folded_keys(rel.DAY_OFFSET_WORDS)
WEEKDAY_RULES_BEFORE: dict[str, rel.WeekdayRule] = _folded_keys(rel.WEEKDAY_WORDS_BEFORE)
WEEKDAY_RULES_AFTER: dict[str, rel.WeekdayRule] = _folded_keys(rel.WEEKDAY_WORDS_AFTER)

# Words before a bare day/month like "2/3" that make it a date rather than a fraction.
NUMERIC_DATE_CUES = cues.NUMERIC_DATE_CUES
# Words before "9.10." that make it a clock time.
TIME_CUES = cues.CLOCK_CUES_BEFORE_DOTS
CURRENCY_MARKERS = ("chf", "fr.", "sfr.", "eur", "usd", "€", "$")


def normalise_phrase(phrase: str) -> str:
    return " ".join(fold(phrase).split())
