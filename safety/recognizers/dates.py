"""Dates in replies and client messages, in en, de, fr and it, with the form each was written in.

`recognize_dates(text, reference=None)` returns one DateMention per date, sorted by start and
never overlapping, whatever mix of the four languages the text uses. Each mention carries:

* `value`, and `year_stated` False when the year was not written;
* `stated_weekday` when a weekday name stands before the date ("Samstag, 8. August 2026"), with
  the weekday inside the span, so a contradicting weekday is replaced together with the date;
* `style`, the form it was written in, for safety.formatters.dates.format_date: formatting
  `value` with it gives back `text` (for absolute dates; see below);
* `lang`, from the month and weekday words, ordinal suffixes ("8th", "1er", "1°", "8.") and the
  word just before the date ("am", "le", "il"); None for purely numeric forms.

Absolute forms, found with or without a reference day:
  08.08.2026, 8.8.26, 2026-08-08, 15/02/2026, 31-Oct-74, 31 10 1974, 15.2. and "am 15.2",
  15/02 (year-less; needs a two-digit part or a cue word, so "1/2" stays a fraction and "24/7"
  is never a date), unambiguous US order (10/31/2026) and, with `month_first` (an en-US text),
  every slashed or dashed numeric date month first (4/12/2038 is 12 April), 8 August 2026, 8th August, 8. August 2026,
  the 8th of August 2026, August 8th, 2026, Aug. 8, le 1er août, l'8 agosto, 1° agosto,
  abbreviated months (Aug., févr., Okt.), the day as an ordinal word when a year follows
  ("the first of March 2026", "erster März 2026", "premier mars 2026", "March third, 2026"),
  each optionally after a weekday ("Saturday, 8 August 2026", "Samstag, den 8. August 2026",
  "le samedi 8 août", "Friday, the 11th of December"). The article before a date ("le", "am",
  "the", "l'") is left outside the span. A year directly after the day and month is always part
  of the mention, so "14 March 2026" is never read as a year-less "14 March".

Every absolute date holds a number, so the pattern only ever starts at digits and finds the
names before them by look-behind: that keeps a 100-word reply at about a hundred microseconds.
The price is that an ordinal word without any number ("the first of March") is only read with
a reference day, where the pattern also starts at words.

Ranges give two mentions, the first taking month and year from the second: "24–25 June 2026",
"24-25.6.2026", "du 24 au 25 juin 2027", "dal 24 al 25 giugno", "vom 24. bis 25. Juni",
"between the 13th and the 15th of July", "July 13-15". Two full dates joined by a range word
("14.10. bis 15.10.2018", "13 juillet au 15 juillet 2026") share the second one's year.

Year-less dates take the year of their next occurrence on or after `reference`, or the current
year when no reference is given. A stated weekday never changes that year: "Friday, 18 July" in
a year where 18 July is a Thursday keeps the year and reports the contradiction
(`weekday_contradicts`), which is what a booking check needs.

With a reference day (client messages, benchmarks) relative expressions are resolved as well;
without one they are not reported. Their style is "", so a corrector writes the canonical form.
  today, tomorrow, day after tomorrow, yesterday and their de/fr/it words ("hier" is left out,
    it is German for "here");
  a weekday name: alone, the first one after the reference day; "this/coming Friday",
    "nächsten/kommenden Freitag", "samedi prochain": the same; English "next Friday" and Italian
    "venerdì prossimo": Friday of the following calendar week (Duckling's reading: "next
    Wednesday" on Tuesday 2013-02-12 is 2013-02-20); "last Friday", "letzten Freitag",
    "vendredi dernier", "venerdì scorso": the last one before; "Friday of next/this/last week",
    "Freitag nächste Woche", "mardi de la semaine prochaine", "Friday after next",
    "übernächsten Freitag", "lundi en huit/en quinze", "Mittwoch in 2 Wochen";
  counts: "in 3 days", "in drei Tagen", "dans 3 jours", "tra 3 giorni", "a week ago",
    "vor 2 Wochen", "il y a trois mois", "3 giorni fa", "3 years from today", "3 fridays from now"
    (the words of CLDR's relative-time patterns and a few more, the count in digits, an article
    or number words read whole, up to 999 units);
  a day of the month after a cue ("le 2", "am 15ten", "the 1st", "il 19", "Tuesday the 19th",
    "du 13 au 18"): its next occurrence on or after the reference day, and only when
    punctuation or a time follows, so "the 3rd floor" and "le 2e étage" stay numbers;
  "20th of next month", "the first Monday of October", "letzter Tag im Oktober 2015",
    "il terzo giorno di ottobre".

Not dates: booking references (EV-2026-1016, 2027-0408-17), phone numbers, postcodes, bare
years, times (18.30 Uhr), prices (CHF 12.50, Fr. 8.10.), percentages, floors ("2. Stock"),
"24/7". Holidays, weeks, months and other periods ("end of the month") are out of scope.

The text is scanned with safety.patterns.scan, so a text too long to scan in time raises
safety.patterns.TextTooComplex.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import NamedTuple, TypeVar

import regex

from safety.formatters.dates import quote_literal, without_accents
from safety.lang import LANGS, Lang
from safety.lang import calendar_words as words
from safety.lang import relative_date_words as rel
from safety.lang.range_words import DATE_RANGE_CONNECTORS
from safety.mentions import DateMention
from safety.numbers import NUMBER_WORDS_PATTERN, parse_number_words
from safety.patterns import compile_pattern, scan
from safety.recognizers.neighbour_days import with_neighbour_days
from safety.text import trie_alternation

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


def _fold(word: str) -> str:
    # lower(), not casefold(): "dreißigst" and "dreissigst" are different spellings to keep.
    return word.lower().replace("’", "'")


def _add_sense(senses: dict[str, list[WordSense]], word: str, sense: WordSense) -> None:
    senses.setdefault(_fold(word), []).append(sense)
    plain = without_accents(word)
    if plain != word:
        senses.setdefault(_fold(plain), []).append(sense._replace(canonical=plain, plain=True))


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


def _ordinal_word_senses() -> dict[str, list[tuple[Lang, int, bool]]]:
    senses: dict[str, list[tuple[Lang, int, bool]]] = {}
    for lang in LANGS:
        for day, word in words.ORDINAL_DAY_WORDS[lang].items():
            senses.setdefault(_fold(word), []).append((lang, day, False))
        for day, word in words.ORDINAL_DAY_WORD_ALTERNATES[lang].items():
            senses.setdefault(_fold(word), []).append((lang, day, True))
    return senses


ORDINAL_WORD_SENSES = _ordinal_word_senses()

ALL_LANGS: frozenset[Lang] = frozenset(LANGS)
# Words inside a date's span, and the word just before it, that tell its language.
SPAN_WORD_LANGS: dict[str, frozenset[Lang]] = {
    "the": frozenset({"en"}),
    "of": frozenset({"en"}),
    "den": frozenset({"de"}),
    "der": frozenset({"de"}),
    "de": frozenset({"fr"}),
    "d'": frozenset({"fr"}),
    "di": frozenset({"it"}),
    "del": frozenset({"it"}),
}
CONTEXT_WORD_LANGS: dict[str, frozenset[Lang]] = {
    **dict.fromkeys(
        ("on", "from", "for", "by", "until", "till", "the", "of", "and", "to"), frozenset({"en"})
    ),
    **dict.fromkeys(
        ("am", "vom", "bis", "den", "für", "ab", "zum", "und", "seit"), frozenset({"de"})
    ),
    **dict.fromkeys(
        ("le", "du", "au", "dès", "pour", "et", "jusqu'au", "depuis"), frozenset({"fr"})
    ),
    **dict.fromkeys(
        ("il", "dal", "al", "del", "l'", "dell'", "per", "entro", "e", "dall'"), frozenset({"it"})
    ),
}
SUFFIX_LANGS: dict[str, frozenset[Lang]] = {
    **dict.fromkeys(("st", "nd", "rd", "th"), frozenset({"en"})),
    **dict.fromkeys(("er", "e", "ème", "eme", "ère"), frozenset({"fr"})),
    **dict.fromkeys(("°", "º"), frozenset({"it"})),
    **dict.fromkeys((".", "te", "ten", "ter"), frozenset({"de"})),
}


_V = TypeVar("_V")


def _folded_keys(table: Mapping[str, _V]) -> dict[str, _V]:
    return {" ".join(_fold(key).split()): value for key, value in table.items()}


DAY_OFFSETS: dict[str, tuple[int, Lang]] = _folded_keys(rel.DAY_OFFSET_WORDS)
WEEKDAY_RULES_BEFORE: dict[str, rel.WeekdayRule] = _folded_keys(rel.WEEKDAY_WORDS_BEFORE)
WEEKDAY_RULES_AFTER: dict[str, rel.WeekdayRule] = _folded_keys(rel.WEEKDAY_WORDS_AFTER)

# Words before a bare day/month like "2/3" that make it a date rather than a fraction.
NUMERIC_DATE_CUES = frozenset({"le", "il", "am", "on", "du", "dal", "vom", "au", "al", "bis"})
# Words before "9.10." that make it a clock time.
TIME_CUES = frozenset({"um", "gegen", "at", "à", "alle", "ore", "dalle"})
CURRENCY_MARKERS = ("chf", "fr.", "sfr.", "eur", "usd", "€", "$")
# --------------------------------------------------------------------------------------------
# Candidate pattern


def word_alternation(words_to_match: Iterable[str], *, for_lookbehind: bool = False) -> str:
    """A regex alternation of `words_to_match`, matched case-insensitively, as a prefix tree; or,
    for a look-behind (which the engine matches right to left), as a suffix tree."""
    return trie_alternation({w.lower() for w in words_to_match}, suffixes=for_lookbehind)


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
_weekday_two_letter = {_fold(w) for w in words.WEEKDAY_ABBREVIATIONS_NEEDING_PUNCTUATION}
_en_ordinals = set(words.ORDINAL_DAY_WORDS["en"].values())
_de_ordinals = set(words.ORDINAL_DAY_WORDS["de"].values()) | set(
    words.ORDINAL_DAY_WORD_ALTERNATES["de"].values()
)
_de_ordinal_forms = {
    stem + ending for stem in _de_ordinals for ending in words.GERMAN_ORDINAL_ENDINGS
}


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
    return rf"(?:(?<!\w)(?:{separated}|{comma_only})(?:(?:den|der|the){GAP})?)"


MONTH = _month_pattern()
MONTH_BEHIND = _month_pattern(for_lookbehind=True)
MONTH_FULL = rf"(?:{word_alternation(_month_full)}(?!\w))"
WEEKDAY = _weekday_pattern()
WEEKDAY_FULL = rf"(?:{word_alternation(_weekday_full)}(?!\w))"

DAY = r"(?:3[01]|[12]\d|0?[1-9])(?!\d)"
DAY_SHAPE = r"\d\d?(?!\d)"  # cheaper than DAY, for the look-ahead tests; DAY itself comes after
MONTH_NUMBER = r"(?:1[0-2]|0?[1-9])(?!\d)"
YEAR4 = r"(?:19|20)\d\d(?!\d)"
DAY_SUFFIX = r"(?:(?-i:st|nd|rd|th|ème|eme|ère|er|ten|ter|te|e)(?!\w)|[°º]|\.(?!\d))"
EN_DAY_SUFFIX = r"(?:(?-i:st|nd|rd|th)(?!\w))"
EN_ORDINAL_WORD = rf"(?:{word_alternation(_en_ordinals)}(?!\w))"
OTHER_ORDINAL_WORD = rf"(?:{word_alternation(_de_ordinal_forms | {'premier', 'primo'})}(?!\w))"
EN_ORDINAL_WORD_BEHIND = rf"(?:{word_alternation(_en_ordinals, for_lookbehind=True)})"
OTHER_ORDINAL_WORD_BEHIND = (
    rf"(?:{word_alternation(_de_ordinal_forms | {'premier', 'primo'}, for_lookbehind=True)})"
)

START = r"(?<![\w.,/+\-:])(?<!\d['’])"
END = r"(?![\w/]|[.,\-:]\d)"
# The weekday before a date, found looking back from its first digit: "Samstag, den ",
# "Friday, the ", "le samedi ", "Mo., ".
WEEKDAY_BEFORE = _weekday_before_pattern()
# A two-digit year only counts when no word or number follows: "am 18. Juli 14 Uhr" is a time.
YEAR_AFTER_NAME = (
    rf"(?:,?{GAP}|,)(?P<year>{YEAR4}(?![\w]|[.,:]\d)|\d\d(?!\d|{OPT_GAP}[\w:%]|[.,:'’]\d))"
)
# "and", "und", "et", "e" only join a range after "between", "zwischen", "entre", "tra":
# "between the 13th and the 15th of July". The look-behind runs only after such a word matched.
BETWEEN_BEFORE_AND = (
    rf"(?<=(?<!\w)(?:between|zwischen|entre|tra|fra){GAP}(?:(?:the|le|il|dem){GAP})?"
    rf"\d\d?(?:[^\W\d]{{1,3}}|[.°º])?{OPT_GAP}(?:and|und|et|e))"
)
CONNECTOR = (
    rf"(?:[-–—]|/(?<=\./)"
    rf"|(?:to|till|until|thru|through|bis(?:{GAP}(?:zum|am))?|au|jusqu['’]au|al)(?!\w)"
    rf"|(?:or|oder|ou|o)(?!\w)|(?:and|und|et|e)(?!\w){BETWEEN_BEFORE_AND})"
)
RANGE_ARTICLE = rf"(?:(?:the|le|il|den|dem|zum)(?!\w){GAP})"

WEEKDAY_PREFIX = rf"(?P<wd>{WEEKDAY})(?:,{OPT_GAP}|{GAP})(?:(?:den|der|the)(?!\w){GAP})?"
RANGE_HEAD = (
    rf"(?:(?P<hday>{DAY})(?P<hord>{DAY_SUFFIX})?{OPT_GAP}{CONNECTOR}{OPT_GAP}{RANGE_ARTICLE}?"
    rf"(?:{WEEKDAY_PREFIX})?)"
)

# Day-first forms share their first number, so it is matched once: (?P<day>DAY) then one of these.
AFTER_DAY_VERBAL = (
    rf"(?P<ord>{DAY_SUFFIX})?{OPT_GAP}(?:(?:of|de|di|del){GAP}|d['’])?"
    rf"(?P<mname>{MONTH})(?:{YEAR_AFTER_NAME})?"
)
AFTER_DAY_NUMERIC = rf"(?P<sep>[./-])(?P<mon>\d{{1,2}})(?P=sep)(?P<year>{YEAR4}|\d\d(?!\d)){END}"
AFTER_DAY_MONTH_ABBREVIATION = (
    rf"(?P<sep2>[/-])(?P<mname>{MONTH})(?P=sep2)(?P<year>{YEAR4}|\d\d(?!\d)){END}"
)
AFTER_DAY_DOTTED_MONTH = rf"\.(?P<mon>{MONTH_NUMBER})\.(?![\w.]|[-–]\d)"
AFTER_DAY_SLASHED_MONTH = r"/(?P<mon>\d{1,2})(?![\w/%]|[.,:]\d)"
AFTER_DAY_AFTER_AM = (
    rf"(?<=(?<!\w)[Aa]m{GAP}\d{{1,2}})\.(?P<mon>{MONTH_NUMBER})(?![\w.,:]|{OPT_GAP}(?:Uhr|h)(?!\w))"
)
AFTER_DAY_SPACED = (
    rf"(?<![\d+]{SP}\d|[\d+]{SP}\d\d){SP}(?P<mon>{MONTH_NUMBER}){SP}(?P<year>{YEAR4})(?!{SP}?\d)"
)
DAY_FIRST_BODY = (
    rf"(?P<day>{DAY})(?:{AFTER_DAY_VERBAL}|{AFTER_DAY_NUMERIC}|{AFTER_DAY_DOTTED_MONTH}"
    rf"|{AFTER_DAY_SLASHED_MONTH}|{AFTER_DAY_AFTER_AM}|{AFTER_DAY_MONTH_ABBREVIATION}"
    rf"|{AFTER_DAY_SPACED})"
)
ISO = (
    rf"(?P<year>{YEAR4})(?P<isosep>[-/])(?P<mon>{MONTH_NUMBER})(?P=isosep)(?P<day>{DAY})"
    rf"(?![\w/]|[-.,:]\d)"
)
# What may follow a day number in any day-first form: the cheap test that keeps the engine from
# trying every form at every number ("40 guests", "18:00").
_DAY_JOINING_WORDS = (
    "of de di del to till until thru through bis au al and und et e or oder ou o".split()
)
# One prefix tree for every word that may follow a day: cheaper than one tree per kind. As a
# test only, it lets "set" and "ago" through without their dot; the forms check them properly.
_WORD_AFTER_DAY = (
    rf"{word_alternation({*_month_full, *_month_short, *_DAY_JOINING_WORDS})}(?!\w)"
    r"|jusqu['’]au(?!\w)|d['’]"
)
# A one-letter test before the word lists: most words after a number ("guests", "Personen")
# fail it at once.
_FIRST_LETTERS_AFTER_DAY = "".join(
    sorted({word[0] for word in (*_month_full, *_month_short, *_DAY_JOINING_WORDS, "jusqu")})
)
DAY_CONTINUES = (
    rf"(?={DAY_SHAPE}(?:[./-]\d"
    rf"|(?:(?-i:st|nd|rd|th|er|e|ème|eme|ère|te|ten|ter)(?!\w)|[.°º])?{OPT_GAP}"
    rf"(?:\d|[-–—/]|(?=[{_FIRST_LETTERS_AFTER_DAY}])(?:{_WORD_AFTER_DAY}))))"
)
AFTER_MONTH_FIRST_DAY = rf"(?!\w|[.,:]\d|{OPT_GAP}(?:[:.]\d|h(?!\w)|uhr(?!\w)|[ap]\.?m\.?(?!\w)|%))"
MONTH_FIRST_TAIL = (
    rf"(?:{OPT_GAP}(?:[-–—]|(?:to|thru|through|till|until|bis)(?!\w)){OPT_GAP}(?:the{GAP})?"
    rf"(?P<tday>{DAY})(?P<tord>{EN_DAY_SUFFIX})?{AFTER_MONTH_FIRST_DAY})"
)
# The first look-behind only asks for a letter that can end a month name, or a dot, before the
# number, with fixed widths that the engine checks faster than a repetition.
_MONTH_LAST_LETTERS = "".join(sorted({name[-1] for name in _month_full | _month_short}))
MONTH_BEFORE = (
    rf"(?<=[{_MONTH_LAST_LETTERS}.]|[{_MONTH_LAST_LETTERS}.]{SP}|[{_MONTH_LAST_LETTERS}.]{SP}{SP}"
    rf"|the{SP})"
    rf"(?<=(?<!\w){WEEKDAY_BEFORE}?(?P<mname>{MONTH_BEHIND}){OPT_GAP}(?:the{GAP})?)"
)
ORDINAL_WORD_AND_MONTH_BEFORE = (
    rf"(?<=(?<!\w){WEEKDAY_BEFORE}?(?:(?P<dword>{EN_ORDINAL_WORD_BEHIND}){GAP}of"
    rf"|(?P<dword>{OTHER_ORDINAL_WORD_BEHIND})(?:{GAP}di)?){GAP}(?P<mname>{MONTH_BEHIND}),?{GAP}"
    rf"|(?<!\w){WEEKDAY_BEFORE}?(?P<mname>{MONTH_BEHIND}){GAP}(?:the{GAP})?"
    rf"(?P<dword>{EN_ORDINAL_WORD_BEHIND}),?{GAP})"
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
    rf"(?P<k_absolute>)(?<!\w)(?:(?P<pwd>{WEEKDAY})(?:,{OPT_GAP}|{GAP})(?:the{GAP})?)?"
    rf"(?:(?:(?P<dword>{EN_ORDINAL_WORD}){GAP}of|(?P<dword>{OTHER_ORDINAL_WORD})(?:{GAP}di)?){GAP}"
    rf"(?P<mname>{MONTH})(?:{YEAR_AFTER_NAME})?"
    rf"|(?P<mname>{MONTH}){GAP}(?:the{GAP})?(?P<dword>{EN_ORDINAL_WORD})"
    rf"(?:,?{GAP}(?P<year>{YEAR4})(?![\w]|[.,:]\d))?)"
)
CUE_BEFORE_DAY = rf"(?<=(?<!\w)(?:le|am|the|il|on){GAP})"
# A range of bare days needs a word that makes it one: "du 13 au 18", "dal 3 al 5", "vom 3. bis
# 5.", "between the 3rd and the 5th"; "from 9 to 17" is a time.
CUE_BEFORE_DAY_RANGE = (
    rf"(?<=(?<!\w)(?:du|dal|vom|entre{GAP}le|tra{GAP}il|tra|between{GAP}the|zwischen{GAP}dem){GAP})"
)
FOLLOWS_DAY_ONLY = (
    rf"(?={OPT_GAP}(?:$|[.,;:!?)\n]|(?:à|a|vers|at|um|alle|ore|dès|ab|from|gegen|so)(?!\w)))"
)
DAY_ONLY_SUFFIX = r"(?:(?-i:st|nd|rd|th|er|ten|te|e)(?!\w)|[°º])"
DAY_ONLY = (
    rf"(?P<k_day_only>){START}"
    rf"(?:(?<={WEEKDAY_BEFORE})(?:{RANGE_HEAD})?|{CUE_BEFORE_DAY_RANGE}{RANGE_HEAD}|{CUE_BEFORE_DAY})"
    rf"(?:(?P<day>{DAY})(?P<ord>{DAY_ONLY_SUFFIX})?"
    rf"|(?<=on{GAP}the{GAP})(?P<dword>{EN_ORDINAL_WORD}))"
    rf"{FOLLOWS_DAY_ONLY}"
)
DAY_OFFSET = (
    rf"(?P<k_day_offset>)(?<!\w)(?P<offset_word>{word_alternation(rel.DAY_OFFSET_WORDS)})(?!\w)"
)
MAX_UNIT_COUNT = 999
# A count of units: up to three digits, an article, or cardinal number words ("twenty-one",
# "einundzwanzig", "vingt et un", "ventuno"), never the tail of longer words ("-one").
NUMBER = (
    rf"(?:\d{{1,3}}(?!\d)|(?<![\w\-])(?:{NUMBER_WORDS_PATTERN}|{word_alternation(rel.ONE_WORDS)}(?!\w)))"
)
UNIT = rf"(?:{word_alternation(rel.UNIT_WORDS)}(?!\w))"
COUNT_OFFSET = (
    rf"(?P<k_count>)(?<!\w)(?:(?P<count_before>{word_alternation(rel.OFFSET_WORDS_BEFORE)}){GAP}"
    rf"(?P<count>{NUMBER}){GAP}(?P<unit>{UNIT})"
    rf"|(?P<count>{NUMBER}){GAP}(?P<unit>{UNIT}){GAP}"
    rf"(?P<count_after>{word_alternation(rel.OFFSET_WORDS_AFTER)})(?!\w))"
)
_weekday_plurals = [name + "s" for name in words.WEEKDAY_NAMES["en"]]
COUNTED_WEEKDAYS = (
    rf"(?P<k_counted_weekdays>)(?<!\w)(?P<wcount>{NUMBER}){GAP}"
    rf"(?P<wplural>{word_alternation(_weekday_plurals)})"
    rf"{GAP}(?P<wdirection>from{GAP}now|ago|back|hence)(?!\w)"
)
WEEKS_AFTER_WEEKDAY = rf"(?:in|vor){GAP}{NUMBER}{GAP}(?:wochen|woche|weeks|week)(?!\w)"
RELATIVE_WEEKDAY = (
    rf"(?P<k_weekday>)(?<!\w)(?:(?P<before>{word_alternation(rel.WEEKDAY_WORDS_BEFORE)}){GAP})?"
    rf"(?P<rwd>{WEEKDAY_FULL})(?!(?:,{OPT_GAP}|{GAP})(?:(?:den|der|the|le|il){GAP})?(?:\d|{MONTH}))"
    rf"(?:{GAP}(?P<after>{word_alternation(rel.WEEKDAY_WORDS_AFTER)}(?!\w)|{WEEKS_AFTER_WEEKDAY}))?"
)
MONTH_DAY_OF_RELATIVE_MONTH = (
    rf"(?P<k_month_day>)(?<!\w)(?P<mday>{DAY})(?:{EN_DAY_SUFFIX})?{GAP}(?:day{GAP})?of{GAP}"
    rf"(?P<month_phrase>{word_alternation(rel.MONTH_OFFSET_PHRASES)})(?!\w)"
)
POSITION = (
    rf"(?:{word_alternation(rel.ORDINAL_POSITION_WORDS)}(?!\w)|\d(?:st|nd|rd|th|ème|eme|e|°|º))"
)
POSITION_IN_MONTH = (
    rf"(?P<k_position>)(?<!\w)(?P<position>{POSITION}){GAP}(?:(?P<from_end>last){GAP})?"
    rf"(?P<unit_word>{WEEKDAY_FULL}|{word_alternation(rel.POSITION_DAY_WORDS)}(?!\w))"
    rf"{GAP}(?:of|in|im|de|du|d['’]|di|del{GAP}mese{GAP}di|dell['’]|del){OPT_GAP}"
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

# --------------------------------------------------------------------------------------------
# Public API


def recognize_dates(
    text: str, *, reference: dt.date | None = None, month_first: bool = False
) -> list[DateMention]:
    """Every date mentioned in `text`, sorted by start and non-overlapping (see module doc).
    `month_first`: the text's locale writes numeric dates month first (en-US: 4/12/2038 is
    12 April; see safety.lang.detection.writes_month_first)."""
    pattern = ABSOLUTE_PATTERN if reference is None else WITH_RELATIVE_PATTERN
    context = _Context(text, reference, month_first)
    mentions: list[DateMention] = []
    for match in scan(pattern, text):
        for mention in _mentions_of(_Found(match, text), context):
            # Names found by look-behind may reach into the date before ("8 August 20 guests").
            if not mentions or mention.start >= mentions[-1].end:
                mentions.append(mention)
    mentions = _share_range_years(mentions, text)
    # "la veille du 13 février" is the 12th where a message is read against its day (intake);
    # a reply keeps the date it writes, which may be the event's beside a deadline before it.
    return mentions if reference is None else with_neighbour_days(text, mentions)


class _Found:
    """The groups that took part in one match, by name: several forms share group names."""

    __slots__ = ("spans", "text")

    def __init__(self, match: regex.Match[str], text: str) -> None:
        regs = match.regs  # every group's span at once: cheaper than asking per name
        spans = {name: regs[index] for name, index in _group_indexes(match.re) if regs[index][0] >= 0}
        spans["date"] = regs[0]
        self.spans = spans
        self.text = text

    def has(self, name: str) -> bool:
        return name in self.spans

    def group(self, name: str = "date") -> str | None:
        span = self.spans.get(name)
        return None if span is None else self.text[span[0] : span[1]]

    def written(self, name: str = "date") -> str:
        """The text of a group the match holds (KeyError for one it does not)."""
        start, end = self.spans[name]
        return self.text[start:end]

    def start(self, name: str = "date") -> int:
        return self.spans[name][0]

    def end(self, name: str = "date") -> int:
        return self.spans[name][1]


@lru_cache(maxsize=4)
def _group_indexes(pattern: regex.Pattern[str]) -> tuple[tuple[str, int], ...]:
    return tuple(pattern.groupindex.items())


# --------------------------------------------------------------------------------------------
# From a match to mentions


@dataclass(frozen=True)
class _Context:
    text: str
    reference: dt.date | None
    month_first: bool = False

    @property
    def base_day(self) -> dt.date:
        return self.reference or dt.date.today()


class _Piece:
    """One field of a mention's style, at its place in the text; a month or weekday name keeps
    its readings, since the field depends on the language the mention turns out to be in."""

    __slots__ = ("start", "end", "field", "name")

    def __init__(self, start: int, end: int, field: str, name: _NameToken | None = None) -> None:
        self.start, self.end, self.field, self.name = start, end, field, name


class _NameToken(NamedTuple):
    """What a written month or weekday name says, whatever language it is read in."""

    number: int
    langs: frozenset[Lang]
    fields: dict[Lang, str]  # the style field, with its markers, in each language it belongs to


@lru_cache(maxsize=4096)
def _name_token(written: str, is_weekday: bool) -> _NameToken | None:
    senses = (WEEKDAY_SENSES if is_weekday else MONTH_SENSES).get(_fold(written.rstrip(".")))
    if not senses:
        return None
    fields: dict[Lang, str] = {}
    for sense in senses:
        fields.setdefault(sense.lang, _name_field(written, sense))
    return _NameToken(senses[0].number, frozenset(fields), fields)


class _DateParts:
    """What a match says about one date before its year is settled."""

    __slots__ = (
        "start",
        "end",
        "day",
        "month",
        "year",
        "weekday",
        "pieces",
        "lang_hints",
        "has_words",
    )

    def __init__(
        self, start: int, end: int, month: int | None = None, year: int | None = None
    ) -> None:
        self.start, self.end = start, end
        self.day = 0
        self.month, self.year = month, year
        self.weekday: int | None = None
        self.pieces: list[_Piece] = []
        self.lang_hints: list[frozenset[Lang]] = []
        self.has_words = False  # a month, weekday or ordinal word: the mention has a language


def _mentions_of(match: _Found, context: _Context) -> list[DateMention]:
    if match.has("k_absolute"):
        return _absolute_mentions(match, context)
    if match.has("k_day_only"):
        return _day_only_mentions(match, context)
    value = _relative_value(match, context.base_day)
    if value is None:
        return []
    return [_relative_mention(match, value)]


def _absolute_mentions(match: _Found, context: _Context) -> list[DateMention]:
    has_tail = match.has("tday")
    has_head = match.has("hday")
    # A weekday before the first number belongs to the range's first day when there is one.
    weekday_group = "wd" if has_head else "pwd"
    body = _body_parts(
        match, context.text, with_year=not has_tail, weekday_group=weekday_group,
        month_first=context.month_first,
    )
    if body is None:
        return []
    found = [body]
    if has_head:
        head = _head_parts(match, body)
        if head is None:
            return []
        found.insert(0, head)
    if has_tail:
        found.append(_tail_parts(match, body))
    year_stated = match.has("year")
    if year_stated:
        for parts in found:
            parts.year = body.year
    elif not _settle_inferred_year(found, context):
        return []
    _order_range(found)
    mentions = [_mention(parts, year_stated, context.text) for parts in found]
    return [m for m in mentions if m is not None]


def _body_parts(
    match: _Found, text: str, *, with_year: bool, weekday_group: str, month_first: bool = False
) -> _DateParts | None:
    start = _first_start(match, (weekday_group, "day", "dword", "mname", "year"))
    end = match.end() if with_year else _end_of_first_day(match)
    parts = _DateParts(start, end)
    if match.has(weekday_group) and not _add_weekday(parts, match, weekday_group):
        return None
    if not _add_day(parts, match, "day", "ord", "dword"):
        return None
    if match.has("mname"):
        if not _add_month_name(parts, match):
            return None
    else:
        _add_numeric_month(parts, match, month_first)
        if not _plausible_numeric(parts, match, text):
            return None
    if match.has("year"):
        parts.year = _year_value(match.written("year"))
        if with_year:
            parts.pieces.append(_year_piece(match))
    return parts


def _end_of_first_day(match: _Found) -> int:
    for name in ("ord", "day", "dword"):
        if match.has(name):
            return match.end(name)
    return match.end()


def _add_weekday(parts: _DateParts, match: _Found, group: str) -> bool:
    token = _name_token(match.group(group), True)
    if token is None:
        return False
    parts.weekday = token.number
    parts.lang_hints.append(token.langs)
    parts.has_words = True
    parts.pieces.append(_Piece(match.start(group), match.end(group), "EEEE", token))
    return True


def _add_day(
    parts: _DateParts, match: _Found, day: str, suffix: str, word: str | None = None
) -> bool:
    if word is not None and match.has(word):
        return _add_ordinal_word_day(parts, match, word)
    digits = match.written(day)
    parts.day = int(digits)
    padded = len(digits) == 2 and digits[0] == "0"
    parts.pieces.append(_Piece(match.start(day), match.end(day), "dd" if padded else "d"))
    written = match.group(suffix)
    if written:
        parts.lang_hints.append(SUFFIX_LANGS.get(written.lower(), ALL_LANGS))
        parts.pieces.append(
            _Piece(match.start(suffix), match.end(suffix), _day_suffix_field(written, parts.day))
        )
    return True


def _day_suffix_field(written: str, day: int) -> str:
    if written in ("st", "nd", "rd", "th") and written == words.english_ordinal_suffix(day):
        return "{th}"
    if day == 1 and written in ("er", "°", "º"):
        return "{" + written + "}"
    return _literal(written)


def _add_ordinal_word_day(parts: _DateParts, match: _Found, group: str) -> bool:
    written = match.written(group)
    folded = _fold(written)
    for stem_length in range(len(folded), 0, -1):
        senses = ORDINAL_WORD_SENSES.get(folded[:stem_length])
        ending = folded[stem_length:]
        if senses and (not ending or ending in words.GERMAN_ORDINAL_ENDINGS):
            lang, day, alternate = senses[0]
            table = words.ORDINAL_DAY_WORD_ALTERNATES if alternate else words.ORDINAL_DAY_WORDS
            markers = ("{alt}" if alternate else "") + _case_marker(
                written[:stem_length], table[lang][day]
            )
            parts.day = day
            parts.lang_hints.append(frozenset({lang}))
            parts.has_words = True
            start = match.start(group)
            parts.pieces.append(_Piece(start, start + stem_length, markers + "{word}"))
            return True
    return False


def _add_month_name(parts: _DateParts, match: _Found) -> bool:
    token = _name_token(match.group("mname"), False)
    if token is None:
        return False
    parts.month = token.number
    parts.lang_hints.append(token.langs)
    parts.has_words = True
    parts.pieces.append(_Piece(match.start("mname"), match.end("mname"), "MMMM", token))
    return True


def _add_numeric_month(parts: _DateParts, match: _Found, month_first: bool = False) -> None:
    digits = match.written("mon")
    day_piece = next(p for p in parts.pieces if p.field in ("d", "dd"))
    month_field = "MM" if len(digits) == 2 and digits[0] == "0" else "M"
    slashed = match.text[match.end("day") : match.start("mon")].strip() in ("/", "-")
    if parts.day <= 12 and (int(digits) > 12 or (month_first and slashed)):
        # Month-first order: unambiguous (10/31/2026), or the locale's own (en-US 4/12/2038);
        # the first number is the month.
        parts.day, parts.month = int(digits), parts.day
        day_piece.field, month_field = (
            day_piece.field.replace("d", "M"),
            month_field.replace("M", "d"),
        )
    else:
        parts.month = int(digits)
    parts.pieces.append(_Piece(match.start("mon"), match.end("mon"), month_field))


def _plausible_numeric(parts: _DateParts, match: _Found, text: str) -> bool:
    """Rejects numbers that only look like dates: fractions, "24/7", prices, clock times."""
    if parts.month is None or not 1 <= parts.month <= 12:
        return False
    if match.has("year"):
        return True
    day_start = match.start("day")
    if _word_before(text, match.start()) in TIME_CUES or _after_currency(text, day_start):
        return False
    numbers = text[day_start : match.end("mon")]
    if "/" in numbers:
        if numbers == "24/7":
            return False
        both_single_digits = len(numbers) == 3
        # A weekday named before it is a cue too: "Fri, 2/1".
        cued = match.has("pwd") or match.has("wd") or _word_before(text, match.start()) in NUMERIC_DATE_CUES
        if both_single_digits and not cued:
            return False
    return True


def _year_value(digits: str) -> int:
    year = int(digits)
    if len(digits) == 2:
        year += 2000 if year < 50 else 1900
    return year


def _year_piece(match: _Found) -> _Piece:
    digits = match.written("year")
    return _Piece(match.start("year"), match.end("year"), "y" if len(digits) == 4 else "yy")


def _head_parts(match: _Found, body: _DateParts) -> _DateParts | None:
    """The first day of a range like "24–25 June": its month and year are the second day's."""
    start = match.start("pwd") if match.has("pwd") else match.start("hday")
    end = match.end("hord") if match.has("hord") else match.end("hday")
    head = _DateParts(start, end, body.month, body.year)
    if match.has("pwd") and not _add_weekday(head, match, "pwd"):
        return None
    _add_day(head, match, "hday", "hord")
    return head


def _tail_parts(match: _Found, body: _DateParts) -> _DateParts:
    """The last day of a month-first range like "July 13-15, 2026", holding the year if any."""
    tail = _DateParts(match.start("tday"), match.end(), body.month)
    _add_day(tail, match, "tday", "tord")
    if match.has("year"):
        tail.pieces.append(_year_piece(match))
    return tail


def _settle_inferred_year(found: list[_DateParts], context: _Context) -> bool:
    """Gives year-less dates the year of the last one's next occurrence (see module doc)."""
    last = found[-1]
    if last.month is None:
        return False
    year = _next_year_of(last.month, last.day, context)
    if year is None:
        return False
    for parts in found:
        parts.year = year
    return True


def _order_range(found: list[_DateParts]) -> None:
    """Moves a range's first day into the month before when it would come after the last one."""
    last = found[-1]
    for parts in found[:-1]:
        if parts.month is None or parts.year is None or last.month is None:
            continue
        if (parts.month, parts.day) > (last.month, last.day):
            parts.year, parts.month = _shift_month(parts.year, parts.month, -1)


def _next_year_of(month: int, day: int, context: _Context) -> int | None:
    base = context.base_day
    for year in range(base.year, base.year + 9):
        try:
            candidate = dt.date(year, month, day)
        except ValueError:
            continue
        if context.reference is None or candidate >= context.reference:
            return year
    return None


def _mention(parts: _DateParts, year_stated: bool, text: str) -> DateMention | None:
    if parts.month is None or parts.year is None:
        return None
    try:
        value = dt.date(parts.year, parts.month, parts.day)
    except ValueError:
        return None
    lang = _mention_lang(parts, text)
    style = _style(text, parts, lang)
    return DateMention(
        start=parts.start,
        end=parts.end,
        text=text[parts.start : parts.end],
        lang=lang,
        style=style,
        value=value,
        stated_weekday=parts.weekday,
        year_stated=year_stated,
    )


def _mention_lang(parts: _DateParts, text: str) -> Lang | None:
    if not parts.has_words:
        return None
    candidates = ALL_LANGS
    for hint in parts.lang_hints:
        narrowed = candidates & hint
        if narrowed:
            candidates = narrowed
    if len(candidates) > 1:
        for word in _span_words(text[parts.start : parts.end]):
            narrowed = candidates & SPAN_WORD_LANGS.get(word, candidates)
            if narrowed:
                candidates = narrowed
    if len(candidates) > 1:
        context = CONTEXT_WORD_LANGS.get(_word_before(text, parts.start), candidates)
        candidates = candidates & context or candidates
    return next(lang for lang in LANGS if lang in candidates)


def _style(text: str, parts: _DateParts, lang: Lang | None) -> str:
    out: list[str] = []
    position = parts.start
    for piece in sorted(parts.pieces, key=_piece_start):
        out.append(_literal(text[position : piece.start]))
        if piece.name is None:
            out.append(piece.field)
        else:
            fields = piece.name.fields
            out.append(fields[lang] if lang in fields else next(iter(fields.values())))
        position = piece.end
    out.append(_literal(text[position : parts.end]))
    return "".join(out)


def _piece_start(piece: _Piece) -> int:
    return piece.start


def _name_field(written: str, sense: WordSense) -> str:
    """The style field for a written month or weekday, with case, accent and dot markers."""
    letters = written.rstrip(".") if sense.field in ("MMM", "EEE") else written
    markers = ("{plain}" if sense.plain else "") + ("{alt}" if sense.alternate else "")
    markers += _case_marker(letters, sense.canonical)
    dot = "{.}" if sense.field in ("MMM", "EEE") and written.endswith(".") else ""
    return markers + sense.field + dot


def _case_marker(written: str, canonical: str) -> str:
    if written == canonical:
        return ""
    if written == canonical.lower():
        return "{aa}"
    if written == canonical.upper():
        return "{AA}"
    if written == canonical[:1].upper() + canonical[1:]:
        return "{Aa}"
    return ""


@lru_cache(maxsize=1024)
def _literal(gap: str) -> str:
    if not gap:
        return ""
    if not gap.strip(" ,.-/–—"):
        return gap
    return quote_literal(gap)


def _span_words(span: str) -> Iterator[str]:
    for raw in span.replace(",", " ").split():
        word = _fold(raw)
        if word.startswith("d'"):
            yield "d'"
        elif word.isalpha():
            yield word


def _word_before(text: str, start: int) -> str:
    """The word right before `start`, folded; an elided article keeps its apostrophe ("l'")."""
    window = text[max(0, start - 24) : start]
    stripped = window.rstrip(" \t\u00a0\u202f")
    if stripped == window and not stripped.endswith(("'", "’")):
        return ""
    tokens = stripped.split()
    return _fold(tokens[-1]) if tokens else ""


def _after_currency(text: str, start: int) -> bool:
    before = text[max(0, start - 6) : start].rstrip().casefold()
    return before.endswith(CURRENCY_MARKERS)


# --------------------------------------------------------------------------------------------
# Day of the month alone (reference only)


def _day_only_mentions(match: _Found, context: _Context) -> list[DateMention]:
    assert context.reference is not None
    has_head = match.has("hday")
    weekday_group = "wd" if has_head or match.has("wd") else "pwd"
    start = _first_start(match, (weekday_group, "day", "dword"))
    parts = _DateParts(start, match.end())
    if match.has(weekday_group) and not _add_weekday(parts, match, weekday_group):
        return []
    if not _add_day(parts, match, "day", "ord", "dword"):
        return []
    parts.month, parts.year = _next_month_with_day(parts.day, context.reference)
    found = [parts]
    if has_head:
        head = _head_parts(match, parts)
        if head is None:
            return []
        found.insert(0, head)
    _order_range(found)
    mentions = [_mention(p, False, context.text) for p in found]
    return [m for m in mentions if m is not None]


def _first_start(match: _Found, groups: tuple[str, ...]) -> int:
    spans = match.spans
    return min([spans[name][0] for name in groups if name in spans])


def _next_month_with_day(day: int, reference: dt.date) -> tuple[int, int]:
    year, month = reference.year, reference.month
    if day < reference.day:
        year, month = _shift_month(year, month, 1)
    while True:
        try:
            dt.date(year, month, day)
            return month, year
        except ValueError:
            year, month = _shift_month(year, month, 1)


def _shift_month(year: int, month: int, months: int) -> tuple[int, int]:
    index = year * 12 + month - 1 + months
    return index // 12, index % 12 + 1


# --------------------------------------------------------------------------------------------
# Relative expressions (reference only)


def _relative_mention(match: _Found, value: dt.date) -> DateMention:
    return DateMention(
        start=match.start(),
        end=match.end(),
        text=match.written(),
        lang=_relative_lang(match),
        style="",
        value=value,
        stated_weekday=None,
        year_stated=False,
    )


def _relative_lang(match: _Found) -> Lang | None:
    """The language of the word that names the day, the unit or the weekday."""
    if match.has("k_day_offset"):
        return DAY_OFFSETS[_normalise_phrase(match.written("offset_word"))][1]
    if match.has("unit"):
        return rel.UNIT_WORDS[_fold(match.written("unit"))][1]
    if match.has("k_counted_weekdays") or match.has("k_month_day"):
        return "en"
    for group in ("rwd", "unit_word"):
        word = _fold(match.group(group) or "")
        senses = WEEKDAY_SENSES.get(word)
        if senses:
            return senses[0].lang
        if word in rel.POSITION_DAY_WORDS:
            return rel.POSITION_DAY_WORDS[word]
    return None


def _relative_value(match: _Found, reference: dt.date) -> dt.date | None:
    if match.has("k_day_offset"):
        return _day_offset_value(match, reference)
    if match.has("k_weekday"):
        return _weekday_value(match, reference)
    if match.has("k_count"):
        return _count_offset_value(match, reference)
    if match.has("k_counted_weekdays"):
        return _counted_weekdays_value(match, reference)
    if match.has("k_month_day"):
        return _month_day_value(match, reference)
    if match.has("k_position"):
        return _position_in_month_value(match, reference)
    return None


def _day_offset_value(match: _Found, reference: dt.date) -> dt.date | None:
    written = match.written("offset_word")
    if written == "Morgen" and not _starts_sentence(match.text, match.start()):
        return None  # the noun "Morgen" (morning): "Guten Morgen", "am Morgen"
    return reference + dt.timedelta(days=DAY_OFFSETS[_normalise_phrase(written)][0])


def _starts_sentence(text: str, start: int) -> bool:
    before = text[:start].rstrip(" \t\u00a0")
    return not before or before[-1] in ".!?:\n"


def _weekday_value(match: _Found, reference: dt.date) -> dt.date | None:
    weekday = WEEKDAY_SENSES[_fold(match.written("rwd"))][0].number
    after = match.group("after")
    if after and _fold(after).split()[0] in ("in", "vor"):
        weeks = _number_in(after)
        if weeks is None:
            return None
        sign = 1 if _fold(after).startswith("in") else -1
        return _weekday_by_rule(weekday, rel.WeekdayRule.UPCOMING, reference) + dt.timedelta(
            weeks=sign * weeks
        )
    rule = rel.WeekdayRule.UPCOMING
    if match.has("before"):
        rule = WEEKDAY_RULES_BEFORE[_normalise_phrase(match.written("before"))]
    if after:
        rule = WEEKDAY_RULES_AFTER.get(_normalise_phrase(after), rule)
    return _weekday_by_rule(weekday, rule, reference)


def _normalise_phrase(phrase: str) -> str:
    return " ".join(_fold(phrase).split())


def _number_in(phrase: str) -> int | None:
    """The count of "in 2 Wochen", "vor drei Wochen": the words between the first and the last."""
    return _count_value(" ".join(_fold(phrase).split()[1:-1]))


def _weekday_by_rule(weekday: int, rule: rel.WeekdayRule, reference: dt.date) -> dt.date:
    monday = reference - dt.timedelta(days=reference.weekday())
    days_ahead = (weekday - reference.weekday()) % 7
    upcoming = reference + dt.timedelta(days=days_ahead or 7)
    if rule is rel.WeekdayRule.NEXT_WEEK:
        return monday + dt.timedelta(days=7 + weekday)
    if rule is rel.WeekdayRule.THIS_WEEK:
        return monday + dt.timedelta(days=weekday)
    if rule is rel.WeekdayRule.PREVIOUS:
        return reference - dt.timedelta(days=(reference.weekday() - weekday) % 7 or 7)
    if rule is rel.WeekdayRule.PREVIOUS_WEEK:
        return monday - dt.timedelta(days=7 - weekday)
    if rule is rel.WeekdayRule.WEEK_AFTER_UPCOMING:
        return upcoming + dt.timedelta(days=7)
    if rule is rel.WeekdayRule.IN_EIGHT_DAYS:
        return reference + dt.timedelta(days=days_ahead + 7)
    if rule is rel.WeekdayRule.IN_FIFTEEN_DAYS:
        return reference + dt.timedelta(days=days_ahead + 14)
    return upcoming


def _count_value(written: str) -> int | None:
    folded = _fold(written)
    if folded.isdigit():
        return int(folded)
    if folded in rel.ONE_WORDS:
        return 1
    value = parse_number_words(folded)
    # Counts beyond a thousand units name no day a booking needs, and may leave the calendar.
    return value if value is not None and value <= MAX_UNIT_COUNT else None


def _count_offset_value(match: _Found, reference: dt.date) -> dt.date | None:
    before, after = match.group("count_before"), match.group("count_after")
    if bool(before) == bool(after):
        return None
    if before:
        direction = rel.OFFSET_WORDS_BEFORE[_normalise_phrase(before)]
    else:
        direction = rel.OFFSET_WORDS_AFTER[_normalise_phrase(after or "")]
    count = _count_value(match.written("count"))
    if count is None:
        return None
    unit = rel.UNIT_WORDS[_fold(match.written("unit"))][0]
    return _add_units(reference, direction * count, unit)


def _add_units(reference: dt.date, count: int, unit: rel.Unit) -> dt.date | None:
    if unit is rel.Unit.DAY:
        return reference + dt.timedelta(days=count)
    if unit is rel.Unit.WEEK:
        return reference + dt.timedelta(weeks=count)
    if unit is rel.Unit.FORTNIGHT:
        return reference + dt.timedelta(weeks=2 * count)
    months = count * (12 if unit is rel.Unit.YEAR else 1)
    year, month = _shift_month(reference.year, reference.month, months)
    for day in range(reference.day, 0, -1):
        try:
            return dt.date(year, month, day)
        except ValueError:
            continue
    return None


def _counted_weekdays_value(match: _Found, reference: dt.date) -> dt.date | None:
    count = _count_value(match.written("wcount"))
    if not count:
        return None
    weekday = WEEKDAY_SENSES[_fold(match.written("wplural")[:-1])][0].number
    if _fold(match.written("wdirection")).startswith(("from", "hence")):
        first = _weekday_by_rule(weekday, rel.WeekdayRule.UPCOMING, reference)
        return first + dt.timedelta(weeks=count - 1)
    last = _weekday_by_rule(weekday, rel.WeekdayRule.PREVIOUS, reference)
    return last - dt.timedelta(weeks=count - 1)


def _month_day_value(match: _Found, reference: dt.date) -> dt.date | None:
    offset = rel.MONTH_OFFSET_PHRASES[_normalise_phrase(match.written("month_phrase"))]
    year, month = _shift_month(reference.year, reference.month, offset)
    try:
        return dt.date(year, month, int(match.written("mday")))
    except ValueError:
        return None


def _position_in_month_value(match: _Found, reference: dt.date) -> dt.date | None:
    year, month = _month_of_position_phrase(match, reference)
    position = _position_number(match.written("position"))
    if position is None:
        return None
    if match.has("from_end"):
        position = -position
    unit_word = _fold(match.written("unit_word"))
    if unit_word in rel.POSITION_DAY_WORDS:
        return _nth_day_of_month(year, month, position)
    weekday = WEEKDAY_SENSES[unit_word][0].number
    return _nth_weekday_of_month(year, month, weekday, position)


def _month_of_position_phrase(match: _Found, reference: dt.date) -> tuple[int, int]:
    if match.has("pmonth_phrase"):
        offset = rel.MONTH_OFFSET_PHRASES[_normalise_phrase(match.written("pmonth_phrase"))]
        return _shift_month(reference.year, reference.month, offset)
    month = MONTH_SENSES[_fold(match.written("pmonth"))][0].number
    if match.has("pyear"):
        return int(match.written("pyear")), month
    return (reference.year if month >= reference.month else reference.year + 1), month


def _position_number(written: str) -> int | None:
    folded = _fold(written)
    if folded in rel.ORDINAL_POSITION_WORDS:
        return rel.ORDINAL_POSITION_WORDS[folded]
    return int(folded[0]) if folded[:1].isdigit() else None


def _nth_day_of_month(year: int, month: int, position: int) -> dt.date | None:
    next_year, next_month = _shift_month(year, month, 1)
    length = (dt.date(next_year, next_month, 1) - dt.timedelta(days=1)).day
    day = position if position > 0 else length + position + 1
    return dt.date(year, month, day) if 1 <= day <= length else None


def _nth_weekday_of_month(year: int, month: int, weekday: int, position: int) -> dt.date | None:
    first = dt.date(year, month, 1)
    first_match = first + dt.timedelta(days=(weekday - first.weekday()) % 7)
    matches = [first_match + dt.timedelta(weeks=k) for k in range(5)]
    matches = [d for d in matches if d.month == month]
    index = position - 1 if position > 0 else len(matches) + position
    return matches[index] if 0 <= index < len(matches) else None


# --------------------------------------------------------------------------------------------
# Ranges written as two full dates


def _share_range_years(mentions: list[DateMention], text: str) -> list[DateMention]:
    """A year-less date joined to a dated one by a range word takes the same year."""
    for index in range(len(mentions) - 1):
        first, second = mentions[index], mentions[index + 1]
        if first.year_stated or not second.year_stated or not first.style or not second.style:
            continue
        if _normalise_phrase(text[first.end : second.start]) not in DATE_RANGE_CONNECTORS:
            continue
        year = second.value.year
        if (first.value.month, first.value.day) > (second.value.month, second.value.day):
            year -= 1
        try:
            mentions[index] = replace(first, value=first.value.replace(year=year), year_stated=True)
        except ValueError:
            continue
    return mentions
