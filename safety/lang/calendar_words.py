"""Month and weekday names, their abbreviations and ordinal day words in each language: a view of
the calendar words of the language packs (safety.lang.registry), keyed by language.

One table serves both directions: the date recognizer reads these words and the date formatter
writes them, so whatever is recognised can be written back the same way. Full names are the
Swiss locales' names (en_CH, de_CH, fr_CH, it_CH: "März", lowercase French and Italian names),
read from CLDR through babel by the packs. Abbreviations are stored without their dot. Months are
numbered from 1, weekdays from 0 = Monday as in `datetime.date.weekday()`.
"""

from __future__ import annotations

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES

_CALENDARS = {lang: LANGUAGES[lang].calendar for lang in LANGS}

BABEL_LOCALES: dict[Lang, str] = {lang: LANGUAGES[lang].locale for lang in LANGS}
MONTH_NAMES: dict[Lang, tuple[str, ...]] = {
    lang: words.month_names for lang, words in _CALENDARS.items()
}
# The usual short form of each month; equal to the full name where nobody shortens it ("May").
MONTH_ABBREVIATIONS: dict[Lang, tuple[str, ...]] = {
    lang: words.month_abbreviations for lang, words in _CALENDARS.items()
}
# A second short form some writers use for a few months ("Sept.", "Mrz", "fév").
MONTH_ABBREVIATION_ALTERNATES: dict[Lang, dict[int, str]] = {
    lang: dict(words.month_abbreviation_alternates) for lang, words in _CALENDARS.items()
}
# Short forms that are also everyday words ("we set 8 tables", "3 days ago"): they only count as
# months when written with their dot.
MONTH_ABBREVIATIONS_NEEDING_DOT: frozenset[str] = frozenset().union(
    *(words.month_abbreviations_needing_dot for words in _CALENDARS.values())
)
WEEKDAY_NAMES: dict[Lang, tuple[str, ...]] = {
    lang: words.weekday_names for lang, words in _CALENDARS.items()
}
WEEKDAY_ABBREVIATIONS: dict[Lang, tuple[str, ...]] = {
    lang: words.weekday_abbreviations for lang, words in _CALENDARS.items()
}
WEEKDAY_ABBREVIATION_ALTERNATES: dict[Lang, dict[int, str]] = {
    lang: dict(words.weekday_abbreviation_alternates) for lang, words in _CALENDARS.items()
}
# German two-letter weekday abbreviations ("Do", "So", "Di") are everyday words in English and
# Italian; they only count when a dot or a comma follows ("Do., 8.8.", "Fr, 18. Juli").
WEEKDAY_ABBREVIATIONS_NEEDING_PUNCTUATION: frozenset[str] = frozenset(
    word
    for words in _CALENDARS.values()
    if words.weekday_abbreviations_need_punctuation
    for word in words.weekday_abbreviations
)
# Days of the month written as ordinal words. German entries are stems that take an ending
# ("erst" + "er"/"en"/"e"); French and Italian only write the first of the month as a word.
ORDINAL_DAY_WORDS: dict[Lang, dict[int, str]] = {
    lang: dict(words.ordinal_day_words) for lang, words in _CALENDARS.items()
}
# Spelling with ß instead of the Swiss ss.
ORDINAL_DAY_WORD_ALTERNATES: dict[Lang, dict[int, str]] = {
    lang: dict(words.ordinal_day_word_alternates) for lang, words in _CALENDARS.items()
}
GERMAN_ORDINAL_ENDINGS: tuple[str, ...] = LANGUAGES["de"].calendar.ordinal_endings


def english_ordinal_suffix(day: int) -> str:
    """'st', 'nd', 'rd' or 'th' for a day of the month: 1st, 2nd, 3rd, 11th, 22nd."""
    if day % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
