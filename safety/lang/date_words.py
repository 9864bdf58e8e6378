"""The small words around dates in en, de, fr and it: the articles and prepositions between a
weekday, a day and a month ("Samstag, den 8.", "the 8th of August", "8 d'agosto"), the ordinal
suffixes of a day ("8th", "1er", "15ten", "1°"), the cues that make a bare day a date ("le 2",
"am 15ten", "il 19"), and the preposition a date takes in place of a relative day ("on", "am").

The date recognizer (safety.recognizers.dates) builds its patterns from these; the words of ranges
are safety.lang.range_words', those of relative dates safety.lang.relative_date_words'. Phrases
are written with one space, which a pattern reads as any short run of spaces; an apostrophe
stands for either apostrophe.
"""

from __future__ import annotations

from safety.lang import Lang

# Ordinal suffixes after a day number, case-sensitive: "8th", "1er", "2e", "15ten", "3te".
ENGLISH_DAY_SUFFIXES: tuple[str, ...] = ("st", "nd", "rd", "th")
DAY_SUFFIXES: tuple[str, ...] = (
    *ENGLISH_DAY_SUFFIXES,
    *("ème", "eme", "ère", "er"),  # fr
    *("ten", "ter", "te"),  # de
    "e",  # fr
)
# After a day alone ("le 2e.", "am 15ten,"): the ones that stand there.
DAY_ONLY_SUFFIXES: tuple[str, ...] = (*ENGLISH_DAY_SUFFIXES, "er", "ten", "te", "e")
# After a position in a month ("the 1st Monday", "le 2ème mardi").
POSITION_SUFFIXES: tuple[str, ...] = (*ENGLISH_DAY_SUFFIXES, "ème", "eme", "e")
# After a bare number a client's follow-up gives as a day ("18th", "1er", "18e", "3o"), in the
# order a pattern tries them.
FOLLOW_UP_DAY_SUFFIXES: tuple[str, ...] = (*ENGLISH_DAY_SUFFIXES, "er", "e", "eme", "ème", "o")
# After a day written before its month's name ("8. August", "1er mars", "1° maggio", "3rd May").
DAY_BEFORE_MONTH_MARKS: tuple[str, ...] = (".", "er", "º", "°", *ENGLISH_DAY_SUFFIXES)

# Between a weekday and its date: "Samstag, den 8. August", "Friday the 11th".
ARTICLES_AFTER_WEEKDAY: tuple[str, ...] = ("den", "der", "the")
# Between a weekday and a day or month that makes it part of a date: "vendredi le 12".
ARTICLES_BEFORE_DAY: tuple[str, ...] = (*ARTICLES_AFTER_WEEKDAY, "le", "il")
# Between a month and its day: "August the 8th".
ARTICLES_AFTER_MONTH: tuple[str, ...] = ("the",)
# Between a day and its month: "8th of August", "8 de agosto", "8 di agosto", "8 del mese".
OF_WORDS: tuple[str, ...] = ("of", "de", "di", "del")
ELIDED_OF_WORDS: tuple[str, ...] = ("d'",)
# Between an ordinal word and its month: "the first of March", "primo di marzo".
ORDINAL_OF_WORDS: dict[Lang, str] = {"en": "of", "it": "di"}
# Before a day and month in digits that makes "15.2" a date, not a decimal: "am 15.2".
NUMERIC_DAY_CUES: tuple[str, ...] = ("am",)

# A day of the month alone after one of these: "le 2", "am 15ten", "the 1st", "il 19", "on 3".
DAY_CUES: tuple[str, ...] = ("le", "am", "the", "il", "on")
# "on the first": an ordinal word alone, after these.
ORDINAL_WORD_DAY_CUES: tuple[str, ...] = ("on the",)
# What may follow a day alone besides punctuation: a clock cue ("le 2 à 18h", "am 3. um 9").
CLOCK_CUES_AFTER_DAY: tuple[str, ...] = (
    *("at", "from"),
    *("um", "ab", "gegen", "so"),
    *("à", "a", "vers", "dès"),
    *("alle", "ore"),
)

# Words inside a date's span ("the 8th of August", "le 8 d'août"), and the word just before it
# ("on", "am", "dès", "entro"), that tell the date's language.
SPAN_WORDS: dict[Lang, tuple[str, ...]] = {
    "en": ("the", "of"),
    "de": ("den", "der"),
    "fr": ("de", "d'"),
    "it": ("di", "del"),
}
CONTEXT_WORDS: dict[Lang, tuple[str, ...]] = {
    "en": ("on", "from", "for", "by", "until", "till", "the", "of", "and", "to"),
    "de": ("am", "vom", "bis", "den", "für", "ab", "zum", "und", "seit"),
    "fr": ("le", "du", "au", "dès", "pour", "et", "jusqu'au", "depuis"),
    "it": ("il", "dal", "al", "del", "l'", "dell'", "per", "entro", "e", "dall'"),
}
# The suffixes after a day's digits that tell the date's language: "8th", "1er", "1°", "3.".
SUFFIXES_TELLING_LANGUAGE: dict[Lang, tuple[str, ...]] = {
    "en": ("st", "nd", "rd", "th"),
    "fr": ("er", "e", "ème", "eme", "ère"),
    "it": ("°", "º"),
    "de": (".", "te", "ten", "ter"),
}
# Words before a bare day/month like "2/3" that make it a date rather than a fraction.
NUMERIC_DATE_CUES: frozenset[str] = frozenset(
    {"le", "il", "am", "on", "du", "dal", "vom", "au", "al", "bis"}
)
# Words before "9.10." that make it a clock time.
CLOCK_CUES_BEFORE_DOTS: frozenset[str] = frozenset(
    {"um", "gegen", "at", "à", "alle", "ore", "dalle"}
)

# A count of weekdays from today: "3 fridays from now", "2 mondays ago".
COUNTED_WEEKDAY_DIRECTIONS: dict[str, int] = {"from now": 1, "hence": 1, "ago": -1, "back": -1}
# The plural ending of an English weekday name: "fridays".
ENGLISH_PLURAL_ENDING = "s"
# Weeks counted from a weekday: "Mittwoch in 2 Wochen", "Friday in 3 weeks".
WEEKS_FROM_A_WEEKDAY: dict[str, int] = {"in": 1, "vor": -1}
WEEK_WORDS: tuple[str, ...] = ("wochen", "woche", "weeks", "week")
# "the 20th day of next month", "Friday 12 of August": the day, and "of" before a month.
DAY_OF_WORDS: tuple[str, ...] = ("day",)
MONTH_OF_WORDS: tuple[str, ...] = ("of",)
# "the last Monday of October": the word that counts from the month's end.
FROM_THE_END_WORDS: tuple[str, ...] = ("last",)
# Between a position and its month: "of", "im", "du", "del mese di".
POSITION_OF_WORDS: tuple[str, ...] = (
    *("of", "in"),
    "im",
    *("de", "du", "d'"),
    *("di", "del mese di", "dell'", "del"),
)

# Day words that are nouns too ("Guten Morgen", "am Morgen"): a day only when capitalised at a
# sentence's start, or written in lower case.
DAY_WORDS_ALSO_NOUNS: frozenset[str] = frozenset({"Morgen"})

# A date written in place of "tomorrow" or "next Friday" needs the preposition those words do
# without: "See you tomorrow" becomes "See you on 07.08.2026", "bis morgen" stays "bis 07.08.2026".
ON_A_DAY: dict[Lang, str] = {"en": "on", "de": "am", "fr": "le", "it": "il"}
# The words before a date that already introduce it.
BEFORE_A_DATE: frozenset[str] = frozenset(
    "on by from until till for before after since of the this next "
    "am an bis ab vom zum seit für vor nach ab dem den "
    "le du au à a dès depuis jusqu'au avant après pour de "
    "il del dal al entro da fino per prima dopo di".split()
)
