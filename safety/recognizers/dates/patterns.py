"""The date pattern: absolute forms (numeric, with month and weekday names, ISO, ordinal words)
and, with a reference day, relative ones, built from the word tables as tries."""

from __future__ import annotations

from collections.abc import Iterable

import regex

from safety.lang import calendar_words as words
from safety.lang import clock_words as clock
from safety.lang import date_words as cues
from safety.lang import range_words as ranges
from safety.lang import relative_date_words as rel
from safety.numbers import NUMBER_WORDS_PATTERN
from safety.patterns import compile_pattern
from safety.recognizers.dates.words import (
    MONTH_SENSES,
    WEEKDAY_ABBREVIATION_NUMBERS,
    WEEKDAY_SENSES,
    WordSense,
    fold,
)
from safety.text import trie_alternation

# --------------------------------------------------------------------------------------------
# Candidate pattern


def word_alternation(words_to_match: Iterable[str], *, for_lookbehind: bool = False) -> str:
    """A regex alternation of `words_to_match`, matched case-insensitively, as a prefix tree; or,
    for a look-behind (which the engine matches right to left), as a suffix tree."""
    return trie_alternation({w.lower() for w in words_to_match}, suffixes=for_lookbehind)


def phrase_alternation(phrases: Iterable[str], *, for_lookbehind: bool = False) -> str:
    """Like `word_alternation`, for phrases: a space matches one to three spaces, an apostrophe
    either apostrophe; case is the pattern's (suffixes keep theirs)."""
    return f"(?:{trie_alternation(phrases, escape=_phrase_char, suffixes=for_lookbehind)})"


def _phrase_char(char: str) -> str:
    if char == " ":
        return GAP
    if char == "'":
        return "['’]"
    return regex.escape(char)


def _names(senses: dict[str, list[WordSense]], *, fields: set[str]) -> set[str]:
    return {key for key, entries in senses.items() if any(s.field in fields for s in entries)}


SP = r"[ \t\u00a0\u202f]"
GAP = SP + "{1,3}"
OPT_GAP = SP + "{0,3}"

_month_full = _names(MONTH_SENSES, fields={"MMMM"})
_month_short = _names(MONTH_SENSES, fields={"MMM"}) - _month_full
_month_short_free = _month_short - words.MONTH_ABBREVIATIONS_NEEDING_DOT
_weekday_full = _names(WEEKDAY_SENSES, fields={"EEEE"})
_weekday_short = _names(WEEKDAY_SENSES, fields={"EEE"}) - _weekday_full
_weekday_two_letter = {fold(w) for w in words.WEEKDAY_ABBREVIATIONS_NEEDING_PUNCTUATION}
_en_ordinals = set(words.ORDINAL_DAY_WORDS["en"].values())
_de_ordinals = set(words.ORDINAL_DAY_WORDS["de"].values()) | set(
    words.ORDINAL_DAY_WORD_ALTERNATES["de"].values()
)
_de_ordinal_forms = {
    stem + ending for stem in _de_ordinals for ending in words.GERMAN_ORDINAL_ENDINGS
}
# The other languages write only the first of the month as a word: "premier", "primo".
_other_ordinals = _de_ordinal_forms | {
    word for lang in ("fr", "it") for word in words.ORDINAL_DAY_WORDS[lang].values()
}
# The small words of a date, as patterns.
_ARTICLE_AFTER_WEEKDAY = phrase_alternation(cues.ARTICLES_AFTER_WEEKDAY)
_ARTICLE_AFTER_MONTH = phrase_alternation(cues.ARTICLES_AFTER_MONTH)
_ORDINAL_OF = {lang: phrase_alternation([word]) for lang, word in cues.ORDINAL_OF_WORDS.items()}


def _month_pattern(*, for_lookbehind: bool = False) -> str:
    """A month name or abbreviation ("Aug." with its dot; "set." and "ago." only with it)."""

    def alt(names: Iterable[str]) -> str:
        return word_alternation(names, for_lookbehind=for_lookbehind)

    # Inside a look-behind a letter check is cheaper than a look-ahead, and "Feb13" is allowed.
    end = r"(?![^\W\d_])" if for_lookbehind else r"(?!\w)"
    # Without its dot, "set" or "ago" is a month only before a year: "22 set 2016" (babel's
    # Italian writes it so), never "a set of" or "two days ago".
    before_year = "" if for_lookbehind else r"|(?=[\x20\u00a0](?:19|20)\d\d(?!\d))"
    return (
        rf"(?:{alt(_month_full)}{end}|{alt(_month_short_free)}{end}\.?"
        rf"|{alt(words.MONTH_ABBREVIATIONS_NEEDING_DOT)}(?:\.{before_year}))"
    )


def _weekday_pattern() -> str:
    """A weekday name or abbreviation; two-letter German ones only with a dot or comma after."""
    return (
        rf"(?:{word_alternation(_weekday_full)}(?!\w)"
        rf"|{word_alternation(_weekday_short - _weekday_two_letter)}(?!\w)\.?"
        rf"|{word_alternation(_weekday_two_letter)}(?:\.|(?=,)))"
    )


def _weekday_before_pattern() -> str:
    """A weekday and what separates it from the date, for a look-behind (no look-aheads inside,
    which make the engine slow there): "Samstag, den ", "Friday the ", "Mo., ", "Fr, "."""

    def alt(names: Iterable[str]) -> str:
        return word_alternation(names, for_lookbehind=True)

    names = (
        rf"{alt(_weekday_full)}|{alt(_weekday_short - _weekday_two_letter)}\.?"
        rf"|{alt(_weekday_two_letter)}\."
    )
    separated = rf"(?P<pwd>{names})(?:,{OPT_GAP}|{GAP})"
    comma_only = rf"(?P<pwd>{alt(_weekday_two_letter)}),{OPT_GAP}"
    return rf"(?:(?<!\w)(?:{separated}|{comma_only})(?:{_ARTICLE_AFTER_WEEKDAY}{GAP})?)"


MONTH = _month_pattern()
MONTH_BEHIND = _month_pattern(for_lookbehind=True)
MONTH_FULL = rf"(?:{word_alternation(_month_full)}(?!\w))"
WEEKDAY = _weekday_pattern()
WEEKDAY_FULL = rf"(?:{word_alternation(_weekday_full)}(?!\w))"

DAY = r"(?:3[01]|[12]\d|0?[1-9])(?!\d)"
DAY_SHAPE = r"\d\d?(?!\d)"  # cheaper than DAY, for the look-ahead tests; DAY itself comes after
MONTH_NUMBER = r"(?:1[0-2]|0?[1-9])(?!\d)"
YEAR4 = r"(?:19|20)\d\d(?!\d)"
_SUFFIX = phrase_alternation(cues.DAY_SUFFIXES)
DAY_SUFFIX = rf"(?:(?-i:{_SUFFIX})(?!\w)|[°º]|\.(?!\d))"
EN_DAY_SUFFIX = rf"(?:(?-i:{phrase_alternation(cues.ENGLISH_DAY_SUFFIXES)})(?!\w))"
EN_ORDINAL_WORD = rf"(?:{word_alternation(_en_ordinals)}(?!\w))"
OTHER_ORDINAL_WORD = rf"(?:{word_alternation(_other_ordinals)}(?!\w))"
EN_ORDINAL_WORD_BEHIND = rf"(?:{word_alternation(_en_ordinals, for_lookbehind=True)})"
OTHER_ORDINAL_WORD_BEHIND = rf"(?:{word_alternation(_other_ordinals, for_lookbehind=True)})"

START = r"(?<![\w.,/+\-:])(?<!\d['’])"
END = r"(?![\w/]|[.,\-:]\d)"
# The weekday before a date, found looking back from its first digit: "Samstag, den ",
# "Friday, the ", "le samedi ", "Mo., ".
WEEKDAY_BEFORE = _weekday_before_pattern()
# A two-digit year only counts when no word or number follows: "am 18. Juli 14 [de-clock]" is a
# time.
YEAR_AFTER_NAME = (
    rf"(?:,?{GAP}|,)(?P<year>{YEAR4}(?![\w]|[.,:]\d)|\d\d(?!\d|{OPT_GAP}[\w:%]|[.,:'’]\d))"
)
# The word for "and" joins two days before one month as a range's two ends are joined: "between
# the 13th and the 15th of July", "on 24 and 25 September", "am 24. und 25. September" (each day
# is read; the days between are not).
_AND = phrase_alternation(ranges.AND_WORDS)
CONNECTOR = (
    rf"(?:[-–—]|/(?<=\./)"
    rf"|{phrase_alternation(ranges.DAY_RANGE_THROUGH_WORDS)}(?!\w)"
    rf"|(?:{ranges.RANGE_OR})(?!\w)|{_AND}(?!\w))"
)
RANGE_ARTICLE = rf"(?:{phrase_alternation(ranges.DAY_RANGE_ARTICLES)}(?!\w){GAP})"

WEEKDAY_PREFIX = rf"(?P<wd>{WEEKDAY})(?:,{OPT_GAP}|{GAP})(?:{_ARTICLE_AFTER_WEEKDAY}(?!\w){GAP})?"
RANGE_HEAD = (
    rf"(?:(?P<hday>{DAY})(?P<hord>{DAY_SUFFIX})?{OPT_GAP}{CONNECTOR}{OPT_GAP}{RANGE_ARTICLE}?"
    rf"(?:{WEEKDAY_PREFIX})?)"
)

# Day-first forms share their first number, so it is matched once: (?P<day>DAY) then one of these.
AFTER_DAY_VERBAL = (
    rf"(?P<ord>{DAY_SUFFIX})?{OPT_GAP}"
    rf"(?:{phrase_alternation(cues.OF_WORDS)}{GAP}|{phrase_alternation(cues.ELIDED_OF_WORDS)})?"
    rf"(?P<mname>{MONTH})(?:{YEAR_AFTER_NAME})?"
)
AFTER_DAY_NUMERIC = rf"(?P<sep>[./-])(?P<mon>\d{{1,2}})(?P=sep)(?P<year>{YEAR4}|\d\d(?!\d)){END}"
AFTER_DAY_MONTH_ABBREVIATION = (
    rf"(?P<sep2>[/-])(?P<mname>{MONTH})(?P=sep2)(?P<year>{YEAR4}|\d\d(?!\d)){END}"
)
AFTER_DAY_DOTTED_MONTH = rf"\.(?P<mon>{MONTH_NUMBER})\.(?![\w.]|[-–]\d)"
AFTER_DAY_SLASHED_MONTH = r"/(?P<mon>\d{1,2})(?![\w/%]|[.,:]\d)"
_CLOCK_UNIT = phrase_alternation(clock.DIGIT_HOUR_UNITS)
AFTER_DAY_AFTER_AM = (
    rf"(?<=(?<!\w){phrase_alternation(cues.NUMERIC_DAY_CUES)}{GAP}\d{{1,2}})"
    rf"\.(?P<mon>{MONTH_NUMBER})(?![\w.,:]|{OPT_GAP}{_CLOCK_UNIT}(?!\w))"
)
# "Date: 24.01" in a labelled field or a table cell: the day and month alone, the field's end
# after them (reading.plausible_numeric asks for a date label before the day).
AFTER_DAY_LABELLED = rf"\.(?P<mon>{MONTH_NUMBER})(?P<lcell>)(?=[ \t\u00a0]*(?:$|\n|<|\*\*|\|))"
AFTER_DAY_SPACED = (
    rf"(?<![\d+]{SP}\d|[\d+]{SP}\d\d){SP}(?P<mon>{MONTH_NUMBER}){SP}(?P<year>{YEAR4})(?!{SP}?\d)"
)
DAY_FIRST_BODY = (
    rf"(?P<day>{DAY})(?:{AFTER_DAY_VERBAL}|{AFTER_DAY_NUMERIC}|{AFTER_DAY_DOTTED_MONTH}"
    rf"|{AFTER_DAY_SLASHED_MONTH}|{AFTER_DAY_AFTER_AM}|{AFTER_DAY_LABELLED}"
    rf"|{AFTER_DAY_MONTH_ABBREVIATION}"
    rf"|{AFTER_DAY_SPACED})"
)
ISO = (
    rf"(?P<year>{YEAR4})(?P<isosep>[-/])(?P<mon>{MONTH_NUMBER})(?P=isosep)(?P<day>{DAY})"
    rf"(?![\w/]|[-.,:]\d)"
)
# What may follow a day number in any day-first form: the cheap test that keeps the engine from
# trying every form at every number ("40 guests", "18:00").
# Single words (an apostrophe's word aside: "jusqu'au", "d'") and the first word of phrases.
_joining = {
    phrase.split()[0]
    for phrase in (*cues.OF_WORDS, *ranges.DAY_RANGE_THROUGH_WORDS, *ranges.AND_WORDS)
}
_DAY_JOINING_WORDS = (*sorted(w for w in _joining if "'" not in w), *ranges.OR_WORDS)
_ELIDED_JOINING_WORDS = sorted(
    {w for w in _joining if "'" in w} | set(cues.ELIDED_OF_WORDS), key=lambda w: w.endswith("'")
)
# One prefix tree for every word that may follow a day: cheaper than one tree per kind. As a
# test only, it lets "set" and "ago" through without their dot; the forms check them properly.
_WORD_AFTER_DAY = (
    rf"{word_alternation({*_month_full, *_month_short, *_DAY_JOINING_WORDS})}(?!\w)|"
    + "|".join(
        phrase_alternation([word]) + ("" if word.endswith("'") else r"(?!\w)")
        for word in _ELIDED_JOINING_WORDS
    )
)
# A one-letter test before the word lists: most words after a number ("guests", "people")
# fail it at once.
_FIRST_LETTERS_AFTER_DAY = "".join(
    sorted(
        {word[0] for word in (*_month_full, *_month_short, *_DAY_JOINING_WORDS)}
        | {word[0] for word in _ELIDED_JOINING_WORDS if not word.endswith("'")}
    )
)
DAY_CONTINUES = (
    rf"(?={DAY_SHAPE}(?:[./-]\d"
    rf"|(?:(?-i:{_SUFFIX})(?!\w)|[.°º])?{OPT_GAP}"
    rf"(?:\d|[-–—/]|(?=[{_FIRST_LETTERS_AFTER_DAY}])(?:{_WORD_AFTER_DAY}))))"
)
_MERIDIEM = rf"[{''.join(clock.MERIDIEM_LETTERS)}]\.?{regex.escape(clock.MERIDIEM_LAST_LETTER)}\.?"
AFTER_MONTH_FIRST_DAY = (
    rf"(?!\w|[.,:]\d|{OPT_GAP}(?:[:.]\d|{_CLOCK_UNIT}(?!\w)|{_MERIDIEM}(?!\w)|%))"
)
MONTH_FIRST_TAIL = (
    rf"(?:{OPT_GAP}(?:[-–—]|{phrase_alternation(ranges.MONTH_FIRST_THROUGH_WORDS)}(?!\w))"
    rf"{OPT_GAP}(?:{_ARTICLE_AFTER_MONTH}{GAP})?"
    rf"(?P<tday>{DAY})(?P<tord>{EN_DAY_SUFFIX})?{AFTER_MONTH_FIRST_DAY})"
)
# The first look-behind only asks for a letter that can end a month name, or a dot, before the
# number, with fixed widths that the engine checks faster than a repetition.
_MONTH_LAST_LETTERS = "".join(sorted({name[-1] for name in _month_full | _month_short}))
_ARTICLE_AFTER_MONTH_BEHIND = phrase_alternation(cues.ARTICLES_AFTER_MONTH, for_lookbehind=True)
MONTH_BEFORE = (
    rf"(?<=[{_MONTH_LAST_LETTERS}.]|[{_MONTH_LAST_LETTERS}.]{SP}|[{_MONTH_LAST_LETTERS}.]{SP}{SP}"
    rf"|{_ARTICLE_AFTER_MONTH_BEHIND}{SP})"
    rf"(?<=(?<!\w){WEEKDAY_BEFORE}?(?P<mname>{MONTH_BEHIND}){OPT_GAP}"
    rf"(?:{_ARTICLE_AFTER_MONTH_BEHIND}{GAP})?)"
)
ORDINAL_WORD_AND_MONTH_BEFORE = (
    rf"(?<=(?<!\w){WEEKDAY_BEFORE}?(?:(?P<dword>{EN_ORDINAL_WORD_BEHIND}){GAP}{_ORDINAL_OF['en']}"
    rf"|(?P<dword>{OTHER_ORDINAL_WORD_BEHIND})(?:{GAP}{_ORDINAL_OF['it']})?){GAP}"
    rf"(?P<mname>{MONTH_BEHIND}),?{GAP}"
    rf"|(?<!\w){WEEKDAY_BEFORE}?(?P<mname>{MONTH_BEHIND}){GAP}"
    rf"(?:{_ARTICLE_AFTER_MONTH_BEHIND}{GAP})?(?P<dword>{EN_ORDINAL_WORD_BEHIND}),?{GAP})"
)

# Every absolute date holds a number, so the pattern only starts at digits; names before the
# number are found by look-behinds. Each form first checks cheaply, looking ahead, that the number
# can start it; look-behinds, which cost this engine the most, come after.
ABSOLUTE_MONTH_FIRST = (
    rf"(?P<k_absolute>)(?={DAY_SHAPE}{EN_DAY_SUFFIX}?{AFTER_MONTH_FIRST_DAY}){MONTH_BEFORE}"
    rf"(?P<day>{DAY})(?P<ord>{EN_DAY_SUFFIX})?{AFTER_MONTH_FIRST_DAY}"
    rf"{MONTH_FIRST_TAIL}?(?:,?{GAP}(?P<year>{YEAR4})(?![\w]|[.,:]\d))?"
)
ABSOLUTE_DAY_FIRST = (
    rf"(?P<k_absolute>){DAY_CONTINUES}{START}(?:(?<={WEEKDAY_BEFORE}))?"
    rf"(?:{RANGE_HEAD})?{DAY_FIRST_BODY}"
)
ABSOLUTE_ISO = rf"(?P<k_absolute>)(?=(?:19|20)\d\d[-/]\d){START}(?:(?<={WEEKDAY_BEFORE}))?{ISO}"
ABSOLUTE_ORDINAL_WORD = (
    rf"(?P<k_absolute>)(?=(?:19|20)\d\d(?!\d)){ORDINAL_WORD_AND_MONTH_BEFORE}(?P<year>{YEAR4})"
    rf"(?![\w]|[.,:]\d)"
)
# A four-digit year starts only the ISO and ordinal-word forms, a one- or two-digit day the others.
ABSOLUTE_FORMS = (
    rf"(?:(?=(?:19|20)\d\d(?!\d))(?:{ABSOLUTE_ISO}|{ABSOLUTE_ORDINAL_WORD})"
    rf"|(?=\d\d?(?!\d))(?:{ABSOLUTE_DAY_FIRST}|{ABSOLUTE_MONTH_FIRST}))"
)
# A number that starts no date is passed over whole ("18:00", "1'800.00", "2027-0408"), so the
# engine does not try again at each of its digits.
NUMBER_RUN = r"\d[\d.,:'’]{0,30}"
# Clock times, amounts and percentages ("18:00", "1'800", "8%", "9h30") are passed over first.
NOT_A_DAY = r"\d{1,4}(?:[:'’%]|h\d)"
ABSOLUTE = rf"(?=\d)(?:(?={NOT_A_DAY}){NUMBER_RUN}(*SKIP)(*FAIL)|{ABSOLUTE_FORMS}|{NUMBER_RUN}(*SKIP)(*FAIL))"

# Only with a reference day: forms that start with a word, and a day of the month alone.
ORDINAL_WORD_DATE = (
    rf"(?P<k_absolute>)(?<!\w)(?:(?P<pwd>{WEEKDAY})(?:,{OPT_GAP}|{GAP})"
    rf"(?:{_ARTICLE_AFTER_WEEKDAY}{GAP})?)?"
    rf"(?:(?:(?P<dword>{EN_ORDINAL_WORD}){GAP}{_ORDINAL_OF['en']}"
    rf"|(?P<dword>{OTHER_ORDINAL_WORD})(?:{GAP}{_ORDINAL_OF['it']})?){GAP}"
    rf"(?P<mname>{MONTH})(?:{YEAR_AFTER_NAME})?"
    rf"|(?P<mname>{MONTH}){GAP}(?:{_ARTICLE_AFTER_MONTH}{GAP})?(?P<dword>{EN_ORDINAL_WORD})"
    rf"(?:,?{GAP}(?P<year>{YEAR4})(?![\w]|[.,:]\d))?)"
)
CUE_BEFORE_DAY = rf"(?<=(?<!\w){phrase_alternation(cues.DAY_CUES, for_lookbehind=True)}{GAP})"
# A range of bare days needs a word that makes it one (safety.lang.range_words).
CUE_BEFORE_DAY_RANGE = (
    rf"(?<=(?<!\w){phrase_alternation(ranges.DAY_RANGE_OPENERS, for_lookbehind=True)}{GAP})"
)
# What may follow a day alone: the end, punctuation that no digit follows ("Sa. 18:00" and "Fr.
# 12.50" hold an hour and a price, no day), or a clock cue.
_AFTER_A_DAY = rf"$|[.,;:!?)](?!\d)|\n|{phrase_alternation(cues.CLOCK_CUES_AFTER_DAY)}(?!\w)"
FOLLOWS_DAY_ONLY = rf"(?={OPT_GAP}(?:{_AFTER_A_DAY}))"
DAY_ONLY_SUFFIX = rf"(?:(?-i:{phrase_alternation(cues.DAY_ONLY_SUFFIXES)})(?!\w)|[°º])"
DAY_ONLY = (
    rf"(?P<k_day_only>){START}"
    rf"(?:(?<={WEEKDAY_BEFORE})(?:{RANGE_HEAD})?|{CUE_BEFORE_DAY_RANGE}{RANGE_HEAD}|{CUE_BEFORE_DAY})"
    rf"(?:(?P<day>{DAY})(?P<ord>{DAY_ONLY_SUFFIX})?"
    rf"|(?<={phrase_alternation(cues.ORDINAL_WORD_DAY_CUES, for_lookbehind=True)}{GAP})"
    rf"(?P<dword>{EN_ORDINAL_WORD}))"
    rf"{FOLLOWS_DAY_ONLY}"
)
DAY_OFFSET = (
    rf"(?P<k_day_offset>)(?<!\w)(?P<offset_word>{word_alternation(rel.DAY_OFFSET_WORDS)})(?!\w)"
)
# A count of units: up to three digits, an article, or cardinal number words ("twenty-one",
# "einundzwanzig", "vingt et un", "ventuno"), never the tail of longer words ("-one").
NUMBER = rf"(?:\d{{1,3}}(?!\d)|(?<![\w\-])(?:{NUMBER_WORDS_PATTERN}|{word_alternation(rel.ONE_WORDS)}(?!\w)))"
UNIT = rf"(?:{word_alternation(rel.UNIT_WORDS)}(?!\w))"
COUNT_OFFSET = (
    rf"(?P<k_count>)(?<!\w)(?:(?P<count_before>{word_alternation(rel.OFFSET_WORDS_BEFORE)}){GAP}"
    rf"(?P<count>{NUMBER}){GAP}(?P<unit>{UNIT})"
    rf"|(?P<count>{NUMBER}){GAP}(?P<unit>{UNIT}){GAP}"
    rf"(?P<count_after>{word_alternation(rel.OFFSET_WORDS_AFTER)})(?!\w))"
)
_weekday_plurals = [name + cues.ENGLISH_PLURAL_ENDING for name in words.WEEKDAY_NAMES["en"]]
COUNTED_WEEKDAYS = (
    rf"(?P<k_counted_weekdays>)(?<!\w)(?P<wcount>{NUMBER}){GAP}"
    rf"(?P<wplural>{word_alternation(_weekday_plurals)})"
    rf"{GAP}(?P<wdirection>{phrase_alternation(cues.COUNTED_WEEKDAY_DIRECTIONS)})(?!\w)"
)
WEEKS_AFTER_WEEKDAY = (
    rf"{phrase_alternation(cues.WEEKS_FROM_A_WEEKDAY)}{GAP}{NUMBER}{GAP}"
    rf"{phrase_alternation(cues.WEEK_WORDS)}(?!\w)"
)
# A weekday abbreviation alone is a weekday only with its dot and a lowercase word, punctuation or
# a clock time after it ("Sat. or Sun.?", "ven., sam.", "Sat. 18:00", "sam. 18h"; "Fr. 12.50" is a
# price), never after a number ("95 Fr. pro Person" is francs),
# or as the whole message ("sat", "gio", "Do."): "we sat down", "do you", "il mar" stay words,
# and so does one at the end of a sentence ("la mer.").
_WEEKDAY_ABBREVIATION = word_alternation(WEEKDAY_ABBREVIATION_NUMBERS)
WEEKDAY_ABBREVIATION_ALONE = (
    rf"(?<!\d|\d{GAP})(?P<rwd>{_WEEKDAY_ABBREVIATION})\.(?=[,;:?!)]|{GAP}(?-i:\p{{Ll}})"
    rf"|{GAP}\d{{1,2}}(?::\d\d|h(?:\d\d)?(?!\w)))"
    rf"|(?<=\A\s{{0,3}})(?P<rwd>{_WEEKDAY_ABBREVIATION})\.?(?=[\s?!.]{{0,3}}\Z)"
)
# A day of the month after a weekday: with its dot, ordinal suffix or month, or alone where a
# day alone may stand or before the other end of a range or an alternative ("Freitag, 12.",
# "Friday 12th", "vendredi 12 mars", "jeudi 15 à 8h", "samedi 13 au lundi 15"); "Samstag
# 18:00" and "Saturday, 30 people" hold none.
_DAY_NUMBER_AHEAD = (
    rf"\d{{1,2}}(?:[./]|{DAY_ONLY_SUFFIX}|{GAP}(?:{phrase_alternation(cues.MONTH_OF_WORDS)}{GAP})?{MONTH}"
    rf"|{OPT_GAP}(?:{_AFTER_A_DAY}"
    rf"|[–—-]|{ranges.DATE_RANGE_THROUGH}(?!\w)|(?:{ranges.RANGE_OR_AND})(?!\w)))"
)
RELATIVE_WEEKDAY = (
    rf"(?P<k_weekday>)(?<!\w)(?:(?P<before>{word_alternation(rel.WEEKDAY_WORDS_BEFORE)}){GAP})?"
    rf"(?:(?P<rwd>{WEEKDAY_FULL})|{WEEKDAY_ABBREVIATION_ALONE})"
    # a day or month after it makes it part of a date; a clock time does not ("Montag 10:00")
    rf"(?!(?:,{OPT_GAP}|{GAP})(?:{phrase_alternation(cues.ARTICLES_BEFORE_DAY)}{GAP})?"
    rf"(?:{_DAY_NUMBER_AHEAD}|{MONTH}))"
    rf"(?:{GAP}(?P<after>{word_alternation(rel.WEEKDAY_WORDS_AFTER)}(?!\w)|{WEEKS_AFTER_WEEKDAY}))?"
)
MONTH_DAY_OF_RELATIVE_MONTH = (
    rf"(?P<k_month_day>)(?<!\w)(?P<mday>{DAY})(?:{EN_DAY_SUFFIX})?{GAP}"
    rf"(?:{phrase_alternation(cues.DAY_OF_WORDS)}{GAP})?{phrase_alternation(cues.MONTH_OF_WORDS)}{GAP}"
    rf"(?P<month_phrase>{word_alternation(rel.MONTH_OFFSET_PHRASES)})(?!\w)"
)
POSITION = (
    rf"(?:{word_alternation(rel.ORDINAL_POSITION_WORDS)}(?!\w)"
    rf"|\d(?:{phrase_alternation(cues.POSITION_SUFFIXES)}|°|º))"
)
POSITION_IN_MONTH = (
    rf"(?P<k_position>)(?<!\w)(?P<position>{POSITION}){GAP}"
    rf"(?:(?P<from_end>{phrase_alternation(cues.FROM_THE_END_WORDS)}){GAP})?"
    rf"(?P<unit_word>{WEEKDAY_FULL}|{word_alternation(rel.POSITION_DAY_WORDS)}(?!\w))"
    rf"{GAP}{phrase_alternation(cues.POSITION_OF_WORDS)}{OPT_GAP}"
    rf"(?:(?P<pmonth>{MONTH_FULL})(?:{GAP}(?P<pyear>{YEAR4}))?"
    rf"|(?P<pmonth_phrase>{word_alternation(rel.MONTH_OFFSET_PHRASES)})(?!\w))"
)

FLAGS = regex.IGNORECASE
ABSOLUTE_PATTERN = compile_pattern(ABSOLUTE, FLAGS)
WITH_RELATIVE_PATTERN = compile_pattern(
    "|".join(
        (
            rf"(?<![\d.,:]|\d['’])(?=\d){ABSOLUTE_FORMS}",
            POSITION_IN_MONTH,
            MONTH_DAY_OF_RELATIVE_MONTH,
            ORDINAL_WORD_DATE,
            DAY_ONLY,
            COUNTED_WEEKDAYS,
            COUNT_OFFSET,
            DAY_OFFSET,
            RELATIVE_WEEKDAY,
        )
    ),
    FLAGS,
)
