"""Writes a date in the form a mention was written in, so a corrected date keeps its style.

`format_date(value, style, lang)` renders `value` with the `style` the date recognizer stored on
the mention: "Donnerstag, 18. März 2027" corrected to 2027-03-19 becomes "Freitag, 19. März 2027",
"March 14th, 2027" becomes "March 15th, 2027", "le 1er août" becomes "le 2 août".

Style grammar (a babel/LDML date pattern plus a few markers for what babel cannot write):

    ""            the canonical form DD.MM.YYYY ("14.02.2026")
    d  dd         day of the month, "8" / "08"
    M  MM         month number, "8" / "08"
    MMM  MMMM     month abbreviation ("Aug", "févr") / month name ("August", "März", "août")
    y  yy         year, "2026" / "26"
    EEE  EEEE     weekday abbreviation ("Sat", "Mo") / weekday name ("Samstag", "sabato")
    'text'        literal text; '' is an apostrophe. Other characters that are not letters are
                  literal as they stand (", . / -" and spaces).
    {th}          English ordinal suffix of the day: st, nd, rd, th
    {er}  {°}  {º}  "er" (French) or "°"/"º" (Italian) after the first of the month, nothing
                  after other days: "1er août" but "2 août"
    {word}        the day as an ordinal word: "first", "erst" (German stem, the ending follows as
                  a literal), "premier"/"primo" for the first and digits for other days
    {.}           a dot after an abbreviation, left out where the abbreviation is the whole name
                  ("Aug." but "May")
    {Aa} {aa} {AA}  capitalised, lower-case or upper-case form of the next name field
    {plain}       the next name field without accents ("lunedi", "fevrier")
    {alt}         the alternate spelling of the next name field where it has one ("Sept",
                  "Tues", "dreißigst")

Names come from babel with the Swiss locales (en_CH, de_CH, fr_CH, it_CH); abbreviations and
ordinal words from safety.lang.calendar_words, the same tables the recognizer reads.
"""

from __future__ import annotations

import datetime as dt
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass, field

from babel.dates import format_date as babel_format_date

from safety.lang import LANGS, Lang
from safety.lang.calendar_words import (
    BABEL_LOCALES,
    MONTH_ABBREVIATION_ALTERNATES,
    MONTH_ABBREVIATIONS,
    MONTH_NAMES,
    ORDINAL_DAY_WORD_ALTERNATES,
    ORDINAL_DAY_WORDS,
    WEEKDAY_ABBREVIATION_ALTERNATES,
    WEEKDAY_ABBREVIATIONS,
    english_ordinal_suffix,
)

NAME_FIELDS = frozenset({"MMM", "MMMM", "EEE", "EEEE", "{word}"})
NUMERIC_FIELDS = frozenset({"d", "dd", "M", "MM", "y", "yy"})
CASE_MARKERS = frozenset({"{Aa}", "{aa}", "{AA}"})
SPELLING_MARKERS = frozenset({"{plain}", "{alt}"})
DAY_SUFFIX_MARKERS = frozenset({"{th}", "{er}", "{°}", "{º}"})
MARKERS = NAME_FIELDS | CASE_MARKERS | SPELLING_MARKERS | DAY_SUFFIX_MARKERS | {"{.}"}


class StyleError(ValueError):
    """A style string that does not follow the grammar in this module's docstring."""


def format_date(value: dt.date, style: str, lang: str) -> str:
    """Renders `value` in `style` (see the module docstring) with the names of `lang`."""
    if not style:
        return f"{value.day:02d}.{value.month:02d}.{value.year:04d}"
    language: Lang = lang if lang in LANGS else "en"
    writer = _PatternWriter(value, language)
    tokens = list(style_tokens(style))
    if language == "fr" and value.day == 1:
        tokens = _french_first_of_month(tokens)
    for token in tokens:
        writer.add(token)
    return babel_format_date(value, writer.pattern(), locale=BABEL_LOCALES[language])


def _french_first_of_month(tokens: list[str]) -> list[str]:
    """French writes the first of a named month as an ordinal: "1er octobre", never "1 octobre"."""
    if any(token in DAY_SUFFIX_MARKERS for token in tokens):
        return tokens
    for index, token in enumerate(tokens[:-2]):
        if token == "d" and tokens[index + 1] == " " and tokens[index + 2].startswith("MMM"):
            return [*tokens[: index + 1], "{er}", *tokens[index + 1 :]]
    return tokens


def style_tokens(style: str) -> Iterator[str]:
    """Splits a style into fields ("EEEE"), markers ("{th}"), quoted literals and single
    characters."""
    index = 0
    while index < len(style):
        char = style[index]
        if char.isascii() and char.isalpha():
            end = index
            while end < len(style) and style[end] == char:
                end += 1
            yield style[index:end]
            index = end
        elif char == "{":
            end = style.find("}", index)
            if end < 0 or style[index : end + 1] not in MARKERS:
                raise StyleError(f"unknown marker in date style {style!r}")
            yield style[index : end + 1]
            index = end + 1
        elif char == "'":
            end = _end_of_quote(style, index)
            yield style[index:end]
            index = end
        else:
            yield char
            index += 1


def quote_literal(text: str) -> str:
    """`text` as a literal of a style or babel pattern."""
    if text == "'":
        return "''"
    return "'" + text.replace("'", "''") + "'"


def _unquote(token: str) -> str:
    return "'" if token == "''" else token[1:-1].replace("''", "'")


def _end_of_quote(style: str, start: int) -> int:
    if style.startswith("''", start):
        return start + 2
    index = start + 1
    while index < len(style):
        if style[index] == "'":
            if style.startswith("''", index):
                index += 2
                continue
            return index + 1
        index += 1
    raise StyleError(f"unterminated quote in date style {style!r}")


@dataclass
class _PatternWriter:
    """Turns style tokens into one babel pattern, writing names that babel lacks as literals."""

    value: dt.date
    lang: Lang
    parts: list[tuple[bool, str]] = field(default_factory=list)  # (is_literal, text)
    modifiers: set[str] = field(default_factory=set)
    last_abbreviation_shortened: bool = False

    def pattern(self) -> str:
        # Adjacent literals are quoted together: "'a''b'" would read as "a'b".
        pattern: list[str] = []
        literal: list[str] = []
        for is_literal, text in self.parts:
            if is_literal:
                literal.append(text)
                continue
            if literal:
                pattern.append(quote_literal("".join(literal)))
                literal.clear()
            pattern.append(text)
        if literal:
            pattern.append(quote_literal("".join(literal)))
        return "".join(pattern)

    def add(self, token: str) -> None:
        if token in CASE_MARKERS or token in SPELLING_MARKERS:
            self.modifiers.add(token)
        elif token in NAME_FIELDS:
            self.parts.append((True, self._name(token)))
            self.modifiers.clear()
        elif token in DAY_SUFFIX_MARKERS:
            self.parts.append((True, self._day_suffix(token)))
        elif token == "{.}":
            self.parts.append((True, "." if self.last_abbreviation_shortened else ""))
        elif token.startswith("'"):
            self.parts.append((True, _unquote(token)))
        elif token in NUMERIC_FIELDS:
            self.parts.append((False, token))
        elif not token.isalpha():
            self.parts.append((True, token))
        else:
            raise StyleError(f"unknown field {token!r} in date style")

    def _name(self, field_token: str) -> str:
        alternate = "{alt}" in self.modifiers
        if field_token == "MMMM":
            text = babel_format_date(self.value, "MMMM", locale=BABEL_LOCALES[self.lang])
        elif field_token == "EEEE":
            text = babel_format_date(self.value, "EEEE", locale=BABEL_LOCALES[self.lang])
        elif field_token == "MMM":
            text = _month_abbreviation(self.value.month, self.lang, alternate)
            self.last_abbreviation_shortened = text != MONTH_NAMES[self.lang][self.value.month - 1]
        elif field_token == "EEE":
            text = _weekday_abbreviation(self.value.weekday(), self.lang, alternate)
            self.last_abbreviation_shortened = True
        else:
            text = _ordinal_day_word(self.value.day, self.lang, alternate)
        if "{plain}" in self.modifiers:
            text = without_accents(text)
        return _apply_case(text, self.modifiers)

    def _day_suffix(self, marker: str) -> str:
        if marker == "{th}":
            return english_ordinal_suffix(self.value.day)
        return marker[1:-1] if self.value.day == 1 else ""


def without_accents(text: str) -> str:
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize(
        "NFC", "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    )


def _apply_case(text: str, modifiers: set[str]) -> str:
    if "{aa}" in modifiers:
        return text.lower()
    if "{AA}" in modifiers:
        return text.upper()
    if "{Aa}" in modifiers:
        return text[:1].upper() + text[1:]
    return text


def _month_abbreviation(month: int, lang: Lang, alternate: bool) -> str:
    if alternate and month in MONTH_ABBREVIATION_ALTERNATES[lang]:
        return MONTH_ABBREVIATION_ALTERNATES[lang][month]
    return MONTH_ABBREVIATIONS[lang][month - 1]


def _weekday_abbreviation(weekday: int, lang: Lang, alternate: bool) -> str:
    if alternate and weekday in WEEKDAY_ABBREVIATION_ALTERNATES[lang]:
        return WEEKDAY_ABBREVIATION_ALTERNATES[lang][weekday]
    return WEEKDAY_ABBREVIATIONS[lang][weekday]


def _ordinal_day_word(day: int, lang: Lang, alternate: bool) -> str:
    if alternate and day in ORDINAL_DAY_WORD_ALTERNATES[lang]:
        return ORDINAL_DAY_WORD_ALTERNATES[lang][day]
    return ORDINAL_DAY_WORDS[lang].get(day, str(day))


# -- ranges ----------------------------------------------------------------------------------------

DAY_FIELDS = frozenset({"d", "dd", "{word}"})
MONTH_FIELDS = frozenset({"M", "MM", "MMM", "MMMM"})
YEAR_FIELDS = frozenset({"y", "yy"})
_YEAR_SEPARATORS = frozenset({" ", ",", "' '", "', '"})


def has_month(style: str) -> bool:
    return any(token in MONTH_FIELDS for token in style_tokens(style))


def has_month_name(style: str) -> bool:
    return any(token in ("MMM", "MMMM") for token in style_tokens(style))


def has_year(style: str) -> bool:
    return any(token in YEAR_FIELDS for token in style_tokens(style))


def range_styles(
    first_style: str, second_style: str, first: dt.date, second: dt.date
) -> tuple[str, str]:
    """Styles for the two ends of a written range whose dates are now `first` and `second`.

    A range lends the later end's month and year to the earlier one ("24–25 June 2026",
    "du 24 au 25 juin") or, month first, the earlier end's month to the later one
    ("June 24–25, 2026"). An end keeps its short style while the other can still lend it what it
    lacks; otherwise it shows its own month, and its own year when the years differ or the month
    is a number: "30 June–1 July 2026", "31 December 2026–1 January 2027", "30.06.2026–1.07.2026".
    """
    same_year = first.year == second.year
    same_month = same_year and first.month == second.month
    first_alone, second_alone = standalone_range_styles(first_style, second_style)
    if not has_month(first_style) and has_month(second_style):
        if same_month:
            return first_style, second_style
        # A numeric day and month without a year ("30.06.") reads as anything; it keeps the year.
        short = same_year and has_month_name(second_style)
        return (without_year(first_alone) if short else first_alone), second_style
    if has_month(first_style) and not has_month(second_style):
        if same_month:
            return first_style, second_style
        return (first_style if same_year else first_alone), second_alone
    if not has_year(first_style) and has_year(second_style) and not same_year:
        return first_alone, second_style
    return first_style, second_style


def standalone_range_styles(first_style: str, second_style: str) -> tuple[str, str]:
    """The style each end of a range needs to stand on its own: the month and year it borrowed
    from the other end written out."""
    first, second = list(style_tokens(first_style)), list(style_tokens(second_style))
    if not has_month(first_style) and has_month(second_style):
        before, day, _ = _split_at_day(first)
        _, _, after = _split_at_day(second)
        return "".join(before + day + after), second_style
    if has_month(first_style) and not has_month(second_style):
        before, _, _ = _split_at_day(first)
        month_part = _from_first_month(before)
        _, day, after = _split_at_day(second)
        return first_style + year_suffix(second_style), "".join(month_part + day + after)
    if not has_year(first_style):
        return first_style + year_suffix(second_style), second_style
    return first_style, second_style


def year_suffix(style: str) -> str:
    """The year field of a style with the separators before it (", y" in "MMMM d, y")."""
    tokens = list(style_tokens(style))
    start, end = _year_bounds(tokens)
    return "".join(tokens[start:end])


def without_year(style: str) -> str:
    tokens = list(style_tokens(style))
    start, end = _year_bounds(tokens)
    return "".join(tokens[:start] + tokens[end:])


def _year_bounds(tokens: list[str]) -> tuple[int, int]:
    year = next((i for i, token in enumerate(tokens) if token in YEAR_FIELDS), None)
    if year is None:
        return len(tokens), len(tokens)
    start = year
    while start > 0 and tokens[start - 1] in _YEAR_SEPARATORS:
        start -= 1
    return start, year + 1


def _split_at_day(tokens: list[str]) -> tuple[list[str], list[str], list[str]]:
    """The tokens before the day field, the day with its suffix ("d{th}", "d."), and the rest."""
    day = next((i for i, token in enumerate(tokens) if token in DAY_FIELDS), None)
    if day is None:
        return tokens, [], []
    end = day + 1
    while end < len(tokens) and (tokens[end] in DAY_SUFFIX_MARKERS or tokens[end] == "."):
        end += 1
    return tokens[:day], tokens[day:end], tokens[end:]


def _from_first_month(tokens: list[str]) -> list[str]:
    """The month field, with the markers that shape it, and what follows it up to the day."""
    month = next((i for i, token in enumerate(tokens) if token in MONTH_FIELDS), None)
    if month is None:
        return tokens
    while month > 0 and tokens[month - 1] in CASE_MARKERS | SPELLING_MARKERS:
        month -= 1
    return tokens[month:]
