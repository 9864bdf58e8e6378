"""Absent means absent: before a required fact is `missing`, every rendering of it is looked for.

A recognizer confirms a value in the roles it knows ("for 20 guests", "at 18:00", "CHF 1'250").
A writer puts values in others too: a count after a courtesy possessive ("Ihre 20 Gäste"), a
label over a job noun ("Group: 18 analysts"), "a dozen", a time before a preposition the reader
does not expect, a time alone in a table cell. Inserting the fact there would state it twice.

So for a required fact nothing confirmed, the text is searched for every rendering its kind can
produce, in every language the library writes: digits with each grouping mark, number words
(safety.numbers, every variant), the collective word for twelve and the other collective
numerals ("une trentaine", "una ventina"), clock times in each style the time formatter writes,
amounts with each grouping and decimal mark, dates in every CLDR format of
the four Swiss locales. A rendering that stands on its own (not inside a value another
recognizer read, a link or a longer number) makes the fact present but `unconfirmed`: a caveat,
and nothing inserted. Each rendering is a literal found with `str.find`: linear in the text for a
bounded number of renderings.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from functools import lru_cache
from itertools import combinations

import regex
from babel.dates import format_date as babel_format_date
from babel.dates import format_skeleton

from safety.formatters.times import format_time
from safety.lang import LANGS, Lang
from safety.lang.approximate_counts import COLLECTIVE_NUMERALS
from safety.lang.calendar_words import MONTH_ABBREVIATIONS, MONTH_NAMES
from safety.lang.noun_classes import ANY_FUNCTION_WORD, ANY_NOT_PERSON
from safety.lang.number_scales import DOZEN_WORDS
from safety.lang.range_words import DATE_RANGE_THROUGH, RANGE_OR_AND
from safety.lang.registry import LANGUAGES
from safety.numbers import MAX_WORD_NUMBER, VARIANTS, format_number_words
from safety.patterns import compile_pattern, scan
from safety.text import fold, word_runs

# Marks a number's thousands are grouped with, and the marks its decimals follow.
_GROUPING = ("", "'", "\u2019", ",", ".", " ", "\u00a0", "\u202f")
_DECIMAL = (".", ",")
_ROUND = (".–", ".-", ",–", ",-", ".—")
# Clock styles of the time formatter (safety.formatters.times) that carry a unit or minutes, the
# packs' styles with their hour units among them: a bare hour ("18") says nothing by itself.
_TIME_STYLES = (
    "HH:mm",
    "H:mm",
    "HH.mm",
    "H.mm",
    "H'h'mm",
    "HH'h'mm",
    "H'h'",
    "HH'h'",
    "H' h'",
    *(style for lang in LANGS for style in LANGUAGES[lang].time_style.unit_styles),
    "h a",
    "ha",
    "h:mm a",
    "h:mma",
    "h a.m.",
    "h:mm a.m.",
    "h A",
    "h:mm A",
)
_DATE_FORMATS = ("short", "medium", "long", "full")
_DATE_SKELETONS = ("dMMMM", "dMMM", "MMMMd", "MMMd", "yMd", "dMy", "EEEEdMMMM", "EEEdMMM")
_SWISS = {lang: LANGUAGES[lang].locale for lang in LANGS}  # the packs' Swiss locales
_NUMERIC_DAY_MONTH = ("Md", "MMdd")
# Besides the Swiss ones: the month-first American and the slashed British forms.
_NUMERIC_DAY_MONTH_LOCALES = ("en_US", "en_GB", "fr_FR", "it_IT", "de_DE")
# Characters that join a number to a longer one: "20" in "8020", "1.20", "20:00", "+41 20".
_JOINING = frozenset(".,:'’/#+-–_")
# Spaces a writer (or CLDR) puts inside a value: no-break, narrow no-break, thin. A rendering is
# looked for with each of them read as a plain space ("18\u00a0h" is "18 h"); one for one, so a
# span found is a span of the text as written.
_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2009": " "})


def count_renderings(value: int) -> tuple[str, ...]:
    return _count_renderings(value)


@lru_cache(maxsize=1024)
def _count_renderings(value: int) -> tuple[str, ...]:
    forms = set(_grouped_digits(value))
    if 2 <= value <= MAX_WORD_NUMBER:  # "one"/"un"/"uno" is an article as often as a number
        forms.update(_number_words(value))
    if value == 12:
        forms.update(word for words in DOZEN_WORDS.values() for word in words)
    dozens, rest = divmod(value, 12)
    if not rest and 2 <= dozens <= _MOST_DOZENS:  # "two dozen", "deux douzaines"
        for lang in LANGS:
            forms.update(
                f"{number} {word}"
                for number in _number_words_in(dozens, lang)
                for word in DOZEN_WORDS[lang]
            )
    # A collective numeral states the value as approximate: "une vingtaine", "una trentina".
    forms.update(word for word, (number, _) in COLLECTIVE_NUMERALS.items() if number == value)
    return _longest_first(forms)


_MOST_DOZENS = 12


def _number_words_in(value: int, lang: Lang) -> set[str]:
    flags = VARIANTS[lang]
    return {
        format_number_words(value, lang, chosen)
        for size in range(len(flags) + 1)
        for chosen in combinations(flags, size)
    }


def time_renderings(value: dt.time) -> tuple[str, ...]:
    return _time_renderings(value)


@lru_cache(maxsize=1024)
def _time_renderings(value: dt.time) -> tuple[str, ...]:
    forms = {format_time(value, style, lang) for style in _TIME_STYLES for lang in LANGS}
    return _longest_first(form for form in forms if not form.isdigit())


def amount_renderings(value: Decimal) -> tuple[str, ...]:
    return _amount_renderings(value)


@lru_cache(maxsize=1024)
def _amount_renderings(value: Decimal) -> tuple[str, ...]:
    whole = int(value)
    cents = f"{value:.2f}".rpartition(".")[2]
    forms: set[str] = set()
    for number in _grouped_digits(whole):
        forms.update(number + mark + cents for mark in _DECIMAL)
        if cents == "00":
            forms.add(number)
            forms.update(number + mark for mark in _ROUND)
    return _longest_first(forms)


def date_renderings(value: dt.date) -> tuple[str, ...]:
    return _date_renderings(value)


@lru_cache(maxsize=1024)
def _date_renderings(value: dt.date) -> tuple[str, ...]:
    forms: set[str] = set()
    for locale in _SWISS.values():
        forms.update(babel_format_date(value, format=f, locale=locale) for f in _DATE_FORMATS)
        forms.update(format_skeleton(s, value, locale=locale) for s in _DATE_SKELETONS)
    for locale in (*_SWISS.values(), *_NUMERIC_DAY_MONTH_LOCALES):
        # The day and month alone in digits ("24.01.", "24/01", "1/24"): the recognizer reads
        # them only after a cue, so in a table cell or after a label they are present but
        # unconfirmed.
        forms.update(format_skeleton(s, value, locale=locale) for s in _NUMERIC_DAY_MONTH)
    return _longest_first(forms)


def _grouped_digits(value: int) -> set[str]:
    plain = str(value)
    if value < 1000:
        return {plain}
    return {f"{value:,}".replace(",", mark) for mark in _GROUPING}


def _number_words(value: int) -> set[str]:
    return {form for lang in LANGS for form in _number_words_in(value, lang)}


def _longest_first(forms: Iterable[str]) -> tuple[str, ...]:
    return tuple(
        sorted(
            {form.lower().translate(_SPACES) for form in forms if form},
            key=lambda f: (-len(f), f),
        )
    )


def rendering_span(
    text: str,
    forms: Sequence[str],
    taken: Sequence[tuple[int, int]],
    accept: Callable[[str, int, int], bool] | None = None,
) -> tuple[int, int] | None:
    """Where one of `forms` (lower case, longest first) stands on its own in `text`: not inside
    a word, a longer number or one of the `taken` spans (values other recognizers read, links).
    With `accept`, only a rendering it accepts (text, start, end). None when no rendering is
    there."""
    lowered = text.lower()
    if len(lowered) != len(text):  # a letter whose lower case is longer: read as written
        lowered = text
    lowered = lowered.translate(_SPACES)
    for form in forms:
        at = lowered.find(form)
        while at != -1:
            end = at + len(form)
            if (
                _stands_alone(lowered, at, end)
                and not any(start < end and at < stop for start, stop in taken)
                and (accept is None or accept(text, at, end))
            ):
                return at, end
            at = lowered.find(form, at + 1)
    return None


def counts_people(text: str, start: int, end: int) -> bool:
    """A number that may count the group: not one of things ("23 hours", "33 Mikrofone", the
    closed classes of safety.lang.noun_classes) nor a percentage ("42 %")."""
    rest = text[end : end + 40].lstrip(" \u00a0\u202f")
    if rest.startswith("%"):
        return False
    # The phrase ends at a punctuation mark or a line: "for 24, CHF 1,860" counts no francs.
    stop = next((i for i, char in enumerate(rest) if char in _PHRASE_ENDS), len(rest))
    words = [fold(word) for word in word_runs(rest[:stop])]
    # The noun after the small words of a partitive: "a dozen of the", "une douzaine de".
    noun = next((word for word in words[:3] if word not in ANY_FUNCTION_WORD), None)
    return noun is None or noun not in ANY_NOT_PERSON


# Marks that end the phrase a number opens: after one, no noun of it follows.
_PHRASE_ENDS = frozenset(",;:!?()[]|•·\n\r\t")


def _stands_alone(text: str, start: int, end: int) -> bool:
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    if before.isalnum() or after.isalnum():
        return False
    if not (text[start].isdigit() or text[end - 1].isdigit()):
        return True
    # A number joined to digits by a mark or a space is part of a longer one (a phone number,
    # a decimal, a time, a reference).
    if before in _JOINING or (before == " " and text[start - 2 : start - 1].isdigit()):
        return False
    after_next = text[end + 1 : end + 2]
    if after in _JOINING and after_next.isdigit():
        return False
    return not (after == " " and after_next.isdigit())


def coordinated_day_span(
    text: str, value: dt.date, taken: Sequence[tuple[int, int]]
) -> tuple[int, int] | None:
    """Where the day of `value` stands coordinated with a later day that carries the month (and
    the year): the "14" of "les 14 et 15 octobre 2027", "il 14 e il 15 ottobre", "am 14. und
    15. Oktober 2027", "Thursday 14 and Friday 15 October". The month must be the date's, and a
    year after it the date's year. None when no such day stands free of `taken`."""
    for match in scan(_coordinated_days(value.day, value.month), text):
        start, end = match.span("day")
        year = match.group("year")
        if year is not None and int(year) != value.year:
            continue
        if any(s < end and start < e for s, e in taken):
            continue
        return start, end
    return None


@lru_cache(maxsize=512)
def _coordinated_days(day: int, month: int) -> regex.Pattern[str]:
    names = {
        fold(name)
        for table in (MONTH_NAMES, MONTH_ABBREVIATIONS)
        for lang_names in table.values()
        for name in (lang_names[month - 1],)
    }
    months = "|".join(sorted((regex.escape(name) for name in names), key=len, reverse=True))
    joiner = rf"(?:,|{RANGE_OR_AND}|{DATE_RANGE_THROUGH})"
    # Up to two words between the joiner and the next day: an article, a weekday ("et le
    # vendredi 15"); bounded gaps and repetitions throughout: linear.
    return compile_pattern(
        rf"(?<![\d.,:/'’])(?P<day>0?{day})(?:\.|er|°|º)?(?!\d)"
        rf"[ \u00a0]{{1,3}}{joiner}[ \u00a0]{{1,3}}(?:[\p{{L}}]{{1,12}}\.?,?[ \u00a0]{{1,3}}){{0,2}}"
        rf"\d{{1,2}}(?:\.|er|°|º)?[ \u00a0]{{1,3}}(?:{months})(?![\p{{L}}])\.?"
        rf"(?:[ \u00a0]{{1,3}}(?P<year>\d{{4}}))?",
        regex.IGNORECASE,
    )
