"""Holidays and other named days in client messages: "Christmas", "Heiligabend", "la Toussaint",
"Ferragosto", "Pfingstmontag", "Easter 2027", "three days after Easter", "le lendemain de Noël".

`recognize_named_days(text, reference)` returns one DateMention per named day. A name without a
year is its next occurrence on or after `reference`; with a year after it ("Christmas 2027"),
that year's. It is read for client messages (intake) and benchmarks only, never by verify: a reply
that offers "our Christmas menu" or "Easter brunch" states no date.

Where the names come from. The `holidays` library is the authority: every name it gives, in each
language it has, to the public (and the other day-like) holidays of the calendars listed in
safety.lang.named_days.HOLIDAY_CALENDARS. A feast is also known by its short name where the
library's name is "<feast> Day", "<feast> Sunday", or the French and Italian for "day of <feast>"
and "Sunday of <feast>" (safety.lang.named_days.FEAST_DAY_FORMS): "Christmas", "Easter",
"Pâques", "Pentecoste". The
short name is kept when it is a possessive ("New Year's", "Valentine's") or when the library
names another day after the feast, its eve or a weekday ("Christmas Eve", "Lundi de Pâques"),
which is what makes a feast's name stand alone; "Assumption" (of "Assumption Day") is not kept.
safety.lang.named_days.EXTRA_NAMED_DAYS adds the few named days the library lacks.

One name, one date. A name is dated by the first calendar level that has it: Switzerland's
national calendar, then the other countries' national calendars, then the subdivisions' (cantons,
Länder). Where two calendars of that level give it different dates it is not read at all ("Labor
Day" is 1 May in Europe and in September in the US). A name that does not fall on one day in
every year (a bridge day, an "observed" holiday) is not read either.

What is not a date. A name that names an event or a thing is read as nothing:
* English puts the modifier first: a named day followed by a lowercase word that is not a
  function word or a part of the day ("morning") is part of a compound ("Christmas menu",
  "Easter eggs", "Valentine's dinner");
* French and Italian put it after "de"/"di": "le menu de Noël", "il pranzo di Pasqua", "the week
  of Easter" read nothing, while "le jour de Noël", "il giorno di Natale" are the day;
* German writes such compounds as one word ("Weihnachtsfeier", "Osterbrunch"), and a hyphen joins
  them in any language ("Christmas-themed", "Oster-Brunch"): neither is a name here;
* "after Easter", "vor Weihnachten" without a count of days is a period, not a day: nothing;
* an English possessive short name ("Mother's", "Women's") and a name that opens with a
  function word ("May Day") are read only with their capital: "my mother's", "may day".

Counts of days around a name: "three days after Easter", "2 Tage vor Weihnachten", "trois jours
après Pâques", "tre giorni prima di Natale", "the day after Christmas", "le lendemain de Noël",
and weekdays counted from it: "the third Tuesday after Christmas 2014" (13 January 2015),
"dritter Dienstag nach Weihnachten", "terzo martedì dopo Natale".

The text is scanned linearly once for its words, then each word is looked up in a table of the
names' first words.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from dataclasses import dataclass
from functools import cache, lru_cache

import babel
import holidays

from safety.lang import Lang
from safety.lang.calendar_words import WEEKDAY_NAMES
from safety.lang.named_days import (
    ARTICLES_BEFORE_A_NAME,
    DAY_WORDS_BEFORE_OF,
    DAYS_AFTER_WORDS,
    ENGLISH_WORDS_AFTER_A_DAY,
    EVE_WORDS,
    EXTRA_NAMED_DAYS,
    FEAST_DAY_FORMS,
    HOLIDAY_CALENDARS,
    MOVABLE_NAME_WORDS,
    NEXT_DAY_WORDS,
    OF_WORDS,
    ONE_DAY_ARTICLES,
    Fixed,
    HolidayCalendar,
    NamedDayRule,
    NthWeekday,
    SameDayAs,
)
from safety.lang.relative_date_words import ONE_WORDS, ORDINAL_POSITION_WORDS, UNIT_WORDS, Unit
from safety.mentions import DateMention
from safety.numbers import parse_number_words
from safety.patterns import compile_pattern, scan
from safety.text import fold

# One repeated class: linear.
_WORD = compile_pattern(r"[\p{L}\p{N}]+")
# The years a name must fall on exactly one day in, each, to be read as a day.
_SAMPLE_YEARS = (2026, 2027, 2028, 2029)
_FIRST_YEAR, _LAST_YEAR = 1900, 2099
_MAX_DAYS_AROUND = 366
_JOINING = frozenset(" \u00a0'’-.,")
_MAX_JOIN = 3
# Words that count one day: "the day after", "a day after".
_ONE_DAY = ONE_WORDS | ONE_DAY_ARTICLES
_DAY_UNITS = frozenset(fold(w) for w, (unit, _) in UNIT_WORDS.items() if unit is Unit.DAY)
_WEEKDAYS: dict[Lang, frozenset[str]] = {
    lang: frozenset(fold(name) for name in names) for lang, names in WEEKDAY_NAMES.items()
}
_ANY_WEEKDAY: dict[str, int] = {
    fold(name): number for names in WEEKDAY_NAMES.values() for number, name in enumerate(names)
}
# Parts of the day may follow a day's name ("Christmas Eve evening", "Easter Sunday morning"):
# CLDR's English day periods, stand-alone ("morning", "noon", "night").
_DAY_PERIODS = frozenset(
    fold(word)
    for period in babel.Locale("en").day_periods["stand-alone"]["wide"].values()
    for word in period.split()
)
_ORDINAL_POSITIONS = {fold(word): n for word, n in ORDINAL_POSITION_WORDS.items()}

# ------------------------------------------------------------------------- where dates come from


@dataclass(frozen=True)
class _LibraryDay:
    """The day `name` of one calendar of the holidays library."""

    country: str
    subdivision: str | None
    language: str
    categories: tuple[str, ...]
    name: str

    def date_in(self, year: int) -> dt.date | None:
        days = _calendar_year(
            self.country, self.subdivision, self.language, self.categories, year
        ).get(self.name)
        return days[0] if days and len(days) == 1 else None


@dataclass(frozen=True)
class _RuleDay:
    """A named day of safety.lang.named_days.EXTRA_NAMED_DAYS."""

    rule: Fixed | NthWeekday

    def date_in(self, year: int) -> dt.date | None:
        rule = self.rule
        if isinstance(rule, Fixed):
            return dt.date(year, rule.month, rule.day)
        first = dt.date(year, rule.month, 1)
        return first + dt.timedelta(days=(rule.weekday - first.weekday()) % 7 + 7 * (rule.nth - 1))


_DaySource = _LibraryDay | _RuleDay


@dataclass(frozen=True)
class _Name:
    words: tuple[str, ...]
    lang: Lang
    source: _DaySource
    # Read only when written with a capital: an English possessive of a common noun
    # ("Mother's", "Women's" against "my mother's") or a name that opens with a function word
    # ("May Day" against "may day").
    capital: bool = False


@lru_cache(maxsize=2048)
def _calendar_year(
    country: str, subdivision: str | None, language: str, categories: tuple[str, ...], year: int
) -> dict[str, list[dt.date]]:
    """Every name of one calendar in `year`, with the days it falls on."""
    calendar = holidays.country_holidays(
        country, subdiv=subdivision, years=year, language=language, categories=categories
    )
    days: dict[str, list[dt.date]] = defaultdict(list)
    for day, names in sorted(calendar.items()):
        for name in str(names).split("; "):
            days[name].append(day)
    return dict(days)


def _words(text: str) -> tuple[str, ...]:
    return tuple(fold(m.group()) for m in _WORD.finditer(text))


def _library_names(calendar: HolidayCalendar, subdivision: str | None) -> list[_Name]:
    """The names of one calendar that fall on one day in each sample year."""
    categories = tuple(
        c
        for c in calendar.categories
        if c in _calendar_class(calendar.country).supported_categories
    )
    found: list[_Name] = []
    for language, lang in calendar.languages.items():
        per_year = [
            _calendar_year(calendar.country, subdivision, language, categories, year)
            for year in _SAMPLE_YEARS
        ]
        for name in per_year[0]:
            words = _words(name)
            if MOVABLE_NAME_WORDS & set(words) or any(len(y.get(name, ())) != 1 for y in per_year):
                continue
            source = _LibraryDay(calendar.country, subdivision, language, categories, name)
            capital = lang == "en" and words[0] in ENGLISH_WORDS_AFTER_A_DAY
            found.append(_Name(words, lang, source, capital))
    return found


@cache
def _calendar_class(country: str) -> type[holidays.HolidayBase]:
    return type(holidays.country_holidays(country))


def _levels() -> list[list[_Name]]:
    """The library's names by precedence: Swiss national, other national, subdivisions."""
    swiss: list[_Name] = []
    national: list[_Name] = []
    regional: list[_Name] = []
    for calendar in HOLIDAY_CALENDARS:
        (swiss if calendar.country == "CH" else national).extend(_library_names(calendar, None))
        if calendar.subdivisions:
            for subdivision in _calendar_class(calendar.country).subdivisions:
                regional.extend(_library_names(calendar, subdivision))
    return [swiss, national, regional]


def _with_short_forms(names: list[_Name], every_name: list[_Name]) -> list[_Name]:
    """`names` and the short names of the feasts among them (see the module doc)."""
    siblings: dict[Lang, list[tuple[str, ...]]] = defaultdict(list)
    for name in every_name:
        siblings[name.lang].append(name.words)
    short = []
    for name in names:
        for lang, head, tail in FEAST_DAY_FORMS:
            words = name.words
            if name.lang != lang or len(words) <= len(head) + len(tail):
                continue
            if words[: len(head)] != head or words[len(words) - len(tail) :] != tail:
                continue
            feast = words[len(head) : len(words) - len(tail)]
            if _possessive(name, feast):
                short.append(_Name(feast, lang, name.source, capital=True))
            elif _has_named_neighbour(feast, lang, siblings[lang]):
                short.append(_Name(feast, lang, name.source, name.capital))
    return names + short


def _possessive(name: _Name, feast: tuple[str, ...]) -> bool:
    source = name.source
    written = source.name if isinstance(source, _LibraryDay) else ""
    return feast[-1] == "s" or written.replace("’", "'").split(" Day")[0].endswith("s'")


def _has_named_neighbour(feast: tuple[str, ...], lang: Lang, names: list[tuple[str, ...]]) -> bool:
    """Whether a name of `lang` is the feast's eve or a weekday named after it."""
    markers = _WEEKDAYS[lang] | EVE_WORDS
    size = len(feast)
    for words in names:
        for index in range(len(words) - size + 1):
            if words[index : index + size] == feast:
                rest = set(words[:index] + words[index + size :])
                if rest and rest <= markers | OF_WORDS:
                    return True
    return False


@lru_cache(maxsize=1)
def _index() -> dict[str, list[_Name]]:
    """Every readable name, by its first word, longest first."""
    levels = _levels()
    every = [name for level in levels for name in level]
    decided: dict[tuple[str, ...], _Name | None] = {}
    for level in levels:
        by_words: dict[tuple[str, ...], list[_Name]] = defaultdict(list)
        for name in _with_short_forms(level, every):
            if name.words not in decided:
                by_words[name.words].append(name)
        for words, candidates in by_words.items():
            dates = {tuple(c.source.date_in(y) for y in _SAMPLE_YEARS) for c in candidates}
            decided[words] = candidates[0] if len(dates) == 1 else None
    for lang, extras in EXTRA_NAMED_DAYS.items():
        for written, rule in extras.items():
            source = _extra_source(rule, decided)
            if source is not None and decided.get(_words(written)) is None:
                decided[_words(written)] = _Name(_words(written), lang, source)
    index: dict[str, list[_Name]] = defaultdict(list)
    for found in decided.values():
        if found is not None:
            index[found.words[0]].append(found)
    for names in index.values():
        names.sort(key=lambda n: -len(n.words))
    return dict(index)


def _extra_source(
    rule: NamedDayRule, decided: dict[tuple[str, ...], _Name | None]
) -> _DaySource | None:
    if isinstance(rule, SameDayAs):
        same = decided.get(_words(rule.name))
        return same.source if same is not None else None
    return _RuleDay(rule)


# ------------------------------------------------------------------------------------ reading


@dataclass(frozen=True)
class _Word:
    start: int
    end: int
    folded: str


def recognize_named_days(text: str, reference: dt.date) -> list[DateMention]:
    """Every named day in `text`, as the day it names (see the module doc)."""
    words = [_Word(m.start(), m.end(), fold(m.group())) for m in scan(_WORD, text)]
    index = _index()
    mentions: list[DateMention] = []
    position = 0
    while position < len(words):
        found = _name_at(text, words, position, index)
        if found is None:
            position += 1
            continue
        name, last = found
        mention = _mention(text, words, position, last, name, reference)
        if mention is not None and (not mentions or mention.start >= mentions[-1].end):
            mentions.append(mention)
        position = last + 1
    return mentions


def mentions_a_named_day(text: str) -> bool:
    """Whether `text` holds the name of a day this reader knows, read as a date or not ("our
    Christmas menu" holds one): the scope of the reader, for benchmarks."""
    words = [_Word(m.start(), m.end(), fold(m.group())) for m in scan(_WORD, text)]
    index = _index()
    return any(_name_at(text, words, p, index) is not None for p in range(len(words)))


def _name_at(
    text: str, words: list[_Word], position: int, index: dict[str, list[_Name]]
) -> tuple[_Name, int] | None:
    """The longest name whose words start at `position`, and the position of its last word."""
    for name in index.get(words[position].folded, ()):
        last = position + len(name.words) - 1
        if last >= len(words):
            continue
        if all(
            words[position + k].folded == word and _joined(text, words, position + k)
            for k, word in enumerate(name.words)
            if k > 0
        ):
            return name, last
    return None


def _joined(text: str, words: list[_Word], position: int) -> bool:
    """Whether the word at `position` follows the one before within one name."""
    gap = text[words[position - 1].end : words[position].start]
    return 0 < len(gap) <= _MAX_JOIN and all(ch in _JOINING for ch in gap)


def _separated(text: str, before: _Word, after: _Word) -> bool:
    """Whether only spaces or an apostrophe stand between two words of a phrase."""
    gap = text[before.end : after.start]
    return 0 < len(gap) <= _MAX_JOIN and all(ch in " \u00a0'’" for ch in gap)


def _mention(
    text: str, words: list[_Word], first: int, last: int, name: _Name, reference: dt.date
) -> DateMention | None:
    if _in_compound(text, words, first, last, name.lang):
        return None
    if name.capital and not text[words[first].start].isupper():
        return None
    around = _days_around(text, words, first)
    if around is None:
        return None
    start = around.start
    if around == _Around(words[first].start) and _after_an_of(text, words, first):
        return None
    end = words[last].end
    year = _year_after(text, words, last)
    if year is not None:
        value = name.source.date_in(year)
        end = words[last + 1].end
    else:
        value = _next_on_or_after(name.source, reference)
    if value is None:
        return None
    return DateMention(
        start=start,
        end=end,
        text=text[start:end],
        lang=name.lang,
        value=around.day_from(value),
        year_stated=year is not None,
    )


def _next_on_or_after(source: _DaySource, reference: dt.date) -> dt.date | None:
    for year in (reference.year, reference.year + 1):
        day = source.date_in(year)
        if day is not None and day >= reference:
            return day
    return None


def _year_after(text: str, words: list[_Word], last: int) -> int | None:
    if last + 1 >= len(words) or not _separated(text, words[last], words[last + 1]):
        return None
    word = words[last + 1].folded
    if len(word) == 4 and word.isdigit() and _FIRST_YEAR <= int(word) <= _LAST_YEAR:
        return int(word)
    return None


def _in_compound(text: str, words: list[_Word], first: int, last: int, lang: Lang) -> bool:
    """Whether the name is part of a compound naming an event or a thing (see module doc)."""
    start, end = words[first].start, words[last].end
    if start >= 2 and text[start - 1] in "-‐" and text[start - 2].isalnum():
        return True
    if end + 1 < len(text) and text[end] in "-‐" and text[end + 1].isalnum():
        return True
    if lang != "en" or last + 1 >= len(words):
        return False
    following = words[last + 1]
    if text[words[last].end : following.start].strip(" \u00a0"):
        return False  # punctuation ends the name's phrase
    written = text[following.start : following.end]
    allowed = following.folded in ENGLISH_WORDS_AFTER_A_DAY or following.folded in _DAY_PERIODS
    return written[:1].islower() and not allowed


def _after_an_of(text: str, words: list[_Word], first: int) -> bool:
    """ "le menu de Noël", "il pranzo di Pasqua": the name after "de"/"di" and no day word."""
    if first < 2 or words[first - 1].folded not in OF_WORDS:
        return False
    if not _separated(text, words[first - 1], words[first]):
        return False
    return words[first - 2].folded not in DAY_WORDS_BEFORE_OF


@dataclass(frozen=True)
class _Around:
    """Where the day meant lies from the named day: `days` after it (before when negative), or
    the `nth` `weekday` after it (before when `nth` is negative); `start` of the mention."""

    start: int
    days: int = 0
    weekday: int | None = None
    nth: int = 0

    def day_from(self, named: dt.date) -> dt.date:
        if self.weekday is None:
            return named + dt.timedelta(days=self.days)
        step = 1 if self.nth > 0 else -1
        day = named + dt.timedelta(days=step)
        while day.weekday() != self.weekday:
            day += dt.timedelta(days=step)
        return day + dt.timedelta(weeks=self.nth - step)


def _days_around(text: str, words: list[_Word], first: int) -> _Around | None:
    """Where the day meant lies from the named day, for the words before the name: the day
    itself without a count, None for "after Easter" with no count of days."""
    own = _Around(words[first].start)
    position = first - 1
    position = _skip(text, words, position, ARTICLES_BEFORE_A_NAME)
    of_used = position >= 0 and words[position].folded in OF_WORDS
    if of_used:
        position = _skip(text, words, position, OF_WORDS)
    if position < 0:
        return own
    word = words[position].folded
    if of_used and word in NEXT_DAY_WORDS:
        return _Around(words[position].start, days=NEXT_DAY_WORDS[word])
    if word not in DAYS_AFTER_WORDS or not _linked(text, words, position, first):
        return own
    sign = DAYS_AFTER_WORDS[word]
    unit = position - 1
    if unit >= 1 and words[unit].folded in _ANY_WEEKDAY:
        return _nth_weekday(text, words, unit, sign)
    if unit < 0 or words[unit].folded not in _DAY_UNITS:
        return None
    count = _count_at(words, unit - 1)
    if count is None or not _separated(text, words[unit - 1], words[unit]):
        return None
    start = words[unit if words[unit - 1].folded in _ONE_DAY - ONE_WORDS else unit - 1].start
    return _Around(start, days=sign * count)


def _nth_weekday(text: str, words: list[_Word], unit: int, sign: int) -> _Around | None:
    """ "the third Tuesday after Christmas", "dritter Dienstag nach Weihnachten"."""
    nth = _ORDINAL_POSITIONS.get(words[unit - 1].folded)
    if nth is None or nth < 1 or not _separated(text, words[unit - 1], words[unit]):
        return None
    return _Around(words[unit - 1].start, weekday=_ANY_WEEKDAY[words[unit].folded], nth=sign * nth)


def _skip(text: str, words: list[_Word], position: int, skipped: frozenset[str]) -> int:
    if position >= 0 and words[position].folded in skipped:
        if _separated(text, words[position], words[position + 1]):
            return position - 1
    return position


def _linked(text: str, words: list[_Word], start: int, end: int) -> bool:
    return all(_separated(text, words[k], words[k + 1]) for k in range(start, end))


def _count_at(words: list[_Word], position: int) -> int | None:
    """The number of days written at `position`: digits, number words, or "the"/"a"."""
    if position < 0:
        return None
    word = words[position].folded
    if word in _ONE_DAY:
        return 1
    value = int(word) if word.isdigit() and len(word) <= 3 else parse_number_words(word)
    return value if value is not None and 1 <= value <= _MAX_DAYS_AROUND else None


__all__ = ["mentions_a_named_day", "recognize_named_days"]
