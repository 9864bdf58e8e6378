"""The language data the packs read from libraries rather than type: CLDR's calendar names,
language names and relative-time and duration patterns through babel's public API, ordinal words
through num2words."""

from __future__ import annotations

from collections.abc import Mapping, MutableMapping
from types import MappingProxyType
from typing import Any, cast

from babel import Locale, localedata
from babel.dates import get_day_names, get_month_names, get_period_names
from num2words import num2words

from safety.lang.pack import NumberKind


def month_names(locale: str) -> tuple[str, ...]:
    """CLDR's wide month names of `locale`, January first."""
    names = get_month_names("wide", locale=locale)
    return tuple(names[month] for month in range(1, 13))


def weekday_names(locale: str) -> tuple[str, ...]:
    """CLDR's wide weekday names of `locale`, Monday first."""
    names = get_day_names("wide", locale=locale)
    return tuple(names[weekday] for weekday in range(7))


def month_abbreviations(locale: str) -> tuple[str, ...]:
    """CLDR's stand-alone abbreviated month names of `locale`, without their dot."""
    names = get_month_names("abbreviated", context="stand-alone", locale=locale)
    return tuple(names[month].removesuffix(".") for month in range(1, 13))


def weekday_abbreviations(locale: str) -> tuple[str, ...]:
    """CLDR's stand-alone abbreviated weekday names of `locale`, without their dot."""
    names = get_day_names("abbreviated", context="stand-alone", locale=locale)
    return tuple(names[weekday].removesuffix(".") for weekday in range(7))


def language_name(code: str, *, in_language: str) -> str:
    """CLDR's name of the language `code`, written in `in_language`."""
    return str(Locale(code).get_display_name(in_language))


def _cldr_data(locale: str) -> localedata.LocaleDataDict:
    """CLDR's data of `locale`, read with babel's public loader, its aliases resolved."""
    data = cast("MutableMapping[str | int | None, Any]", localedata.load(locale))
    return localedata.LocaleDataDict(data)


def relative_time_patterns(locale: str, field: str) -> dict[str, dict[str, str]]:
    """CLDR's relative-time patterns of a date field of `locale` ("day", "hour-short"), by
    direction ("future", "past") and plural category: {"future": {"one": "in {0} Tag", …}, …}.
    A direction CLDR leaves out is empty."""
    fields = _cldr_data(locale)["date_fields"][field]
    return {direction: dict(fields.get(direction) or {}) for direction in ("future", "past")}


def duration_patterns(locale: str, unit: str) -> tuple[dict[str, str], ...]:
    """CLDR's unit patterns of a duration ("hour", "day") of `locale`, one table per width, by
    plural category, without the "per" pattern: ({"one": "{0} Stunde", …}, {"one": "{0} Std.",
    …}, …)."""
    widths = _cldr_data(locale)["unit_patterns"][f"duration-{unit}"]
    return tuple(
        {category: pattern for category, pattern in dict(styles).items() if category != "per"}
        for styles in widths.values()
    )


def ordinal_words(lang: str, days: range) -> dict[int, str]:
    """num2words' ordinal word for each of `days` ("first", "erste", "premier")."""
    return {day: str(num2words(day, lang=lang, to="ordinal")) for day in days}


def swiss_spelling(word: str) -> str:
    """The Swiss spelling of a German word: "ss" for "ß" (a variant num2words lacks)."""
    return word.replace("ß", "ss")


def german_ordinal_stems(days: range) -> tuple[dict[int, str], dict[int, str]]:
    """German ordinal day stems that take an ending ("erst" + "er"), in Swiss spelling, and the
    spelling with "ß" where it differs ("dreißigst")."""
    stems = {day: word.removesuffix("e") for day, word in ordinal_words("de", days).items()}
    swiss = {day: swiss_spelling(stem) for day, stem in stems.items()}
    return swiss, {day: stem for day, stem in stems.items() if stem != swiss[day]}


def frozen(mapping: Mapping[int, str]) -> Mapping[int, str]:
    """A read-only copy of `mapping`, for a frozen pack."""
    return MappingProxyType(dict(mapping))


def scale_names(lang: str, powers: tuple[int, ...] = (3, 6)) -> tuple[str, ...]:
    """num2words' names of the scales 10**power ("thousand", "million"): the last word of its
    cardinal of each."""
    return tuple(str(num2words(10**power, lang=lang)).split()[-1] for power in powers)


def noon_and_midnight(locale: str) -> tuple[str, ...]:
    """CLDR's wide names of noon and midnight in `locale`, lower-cased, those it has ("midi",
    "minuit"; German names midnight alone)."""
    names = get_period_names("wide", "format", locale=locale)
    return tuple(names[period].lower() for period in ("noon", "midnight") if period in names)


def number_morphemes(lang: str) -> dict[str, tuple[NumberKind, int]]:
    """num2words' words of `lang` that written numbers are cut into: those of 0 to 19 (a unit or
    a teen, hyphenated ones whole: "dix-sept"), of the tens it writes in one word ("vingt", not
    "soixante-dix"), and of hundred and thousand, their form after two too ("cents", "mila").
    A scale's word is its cardinal after two without the two ("two hundred" → "hundred")."""
    morphemes: dict[str, tuple[NumberKind, int]] = {}
    for number in range(20):
        morphemes[str(num2words(number, lang=lang))] = ("unit" if number < 10 else "teen", number)
    for tens in range(20, 100, 10):
        word = str(num2words(tens, lang=lang))
        if not any(mark in word for mark in " -"):
            morphemes[word] = ("tens", tens)
    scales: tuple[tuple[int, NumberKind], ...] = ((100, "hundred"), (1000, "thousand"))
    for scale, kind in scales:
        for word in scale_words_of(lang, scale):
            morphemes[word] = (kind, scale)
    return morphemes


def scale_words_of(lang: str, scale: int) -> tuple[str, ...]:
    """num2words' word for `scale` (100, 1000) on its own, and after a number above one where it
    differs: ("hundred",), ("cent", "cents"), ("mille", "mila")."""
    two = str(num2words(2, lang=lang))
    after_two = str(num2words(2 * scale, lang=lang)).removeprefix(two).strip(" -")
    alone = str(num2words(scale, lang=lang))
    return (after_two,) if alone.endswith(after_two) else (alone, after_two)


def plural_scale_words(lang: str) -> frozenset[str]:
    """The scale words num2words writes after a number above one only: "cents", "mila"."""
    return frozenset(word for scale in (100, 1000) for word in scale_words_of(lang, scale)[1:])
