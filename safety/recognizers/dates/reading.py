"""What every reading of a date shares: the groups of one match (`Found`), the pieces a date's
style is built from, its parts, and the mention they make."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

import regex

from safety.formatters.dates import quote_literal
from safety.lang import LANGS, Lang
from safety.lang import calendar_words as words
from safety.lang.registry import LANGUAGES
from safety.mentions import DateMention
from safety.recognizers.dates.words import (
    ALL_LANGS,
    CONTEXT_WORD_LANGS,
    CURRENCY_MARKERS,
    MONTH_SENSES,
    NUMERIC_DATE_CUES,
    ORDINAL_WORD_SENSES,
    SPAN_WORD_LANGS,
    SUFFIX_LANGS,
    TIME_CUES,
    WEEKDAY_SENSES,
    WordSense,
    fold,
)

MAX_UNIT_COUNT = 999


class Found:
    """The groups that took part in one match, by name: several forms share group names."""

    __slots__ = ("spans", "text")

    def __init__(self, match: regex.Match[str], text: str) -> None:
        regs = match.regs  # every group's span at once: cheaper than asking per name
        spans = {
            name: regs[index] for name, index in _group_indexes(match.re) if regs[index][0] >= 0
        }
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
class Context:
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
    senses = (WEEKDAY_SENSES if is_weekday else MONTH_SENSES).get(fold(written.rstrip(".")))
    if not senses:
        return None
    fields: dict[Lang, str] = {}
    for sense in senses:
        fields.setdefault(sense.lang, _name_field(written, sense))
    return _NameToken(senses[0].number, frozenset(fields), fields)


class DateParts:
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


def add_weekday(parts: DateParts, match: Found, group: str) -> bool:
    token = _name_token(match.group(group), True)
    if token is None:
        return False
    parts.weekday = token.number
    parts.lang_hints.append(token.langs)
    parts.has_words = True
    parts.pieces.append(_Piece(match.start(group), match.end(group), "EEEE", token))
    return True


def add_day(parts: DateParts, match: Found, day: str, suffix: str, word: str | None = None) -> bool:
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


def _add_ordinal_word_day(parts: DateParts, match: Found, group: str) -> bool:
    written = match.written(group)
    folded = fold(written)
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


def add_month_name(parts: DateParts, match: Found) -> bool:
    token = _name_token(match.group("mname"), False)
    if token is None:
        return False
    parts.month = token.number
    parts.lang_hints.append(token.langs)
    parts.has_words = True
    parts.pieces.append(_Piece(match.start("mname"), match.end("mname"), "MMMM", token))
    return True


def add_numeric_month(parts: DateParts, match: Found, month_first: bool = False) -> None:
    digits = match.written("mon")
    day_piece = next(p for p in parts.pieces if p.field in ("d", "dd"))
    month_field = _numeric_padding(match.written("day"), digits)
    if day_piece.field == "d" and _shows_no_padding(match.written("day")):
        day_piece.field = "dd" if _numeric_padding(digits, match.written("day")) == "MM" else "d"
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


def _shows_no_padding(digits: str) -> bool:
    """Two digits from 10 on are written alike with and without a leading zero."""
    return len(digits) == 2 and digits[0] != "0"


def _numeric_padding(other: str, digits: str) -> str:
    """The month's field of a numeric date whose month is written `digits` and whose day is
    written `other` (or the day's, swapped): padded when a zero shows it; unpadded when one digit
    shows it; two digits from 10 on follow the other number, and CLDR's numeric dates (dd.MM.y,
    dd/MM/y) when neither shows it."""
    if len(digits) == 1:
        return "M"
    if digits[0] == "0":
        return "MM"
    return "M" if len(other) == 1 else "MM"


def plausible_numeric(parts: DateParts, match: Found, text: str) -> bool:
    """Rejects numbers that only look like dates: fractions, "24/7", prices, clock times."""
    if parts.month is None or not 1 <= parts.month <= 12:
        return False
    if match.has("year"):
        return True
    day_start = match.start("day")
    if _word_before(text, match.start()) in TIME_CUES or _after_currency(text, day_start):
        return False
    labelled = after_date_label(text, match.start())
    if match.has("lcell") and not labelled:
        return False  # "24.01" alone may be a number; under a date's label it is a date
    numbers = text[day_start : match.end("mon")]
    if "/" in numbers:
        if numbers == "24/7":
            return False
        both_single_digits = len(numbers) == 3
        # A weekday named before it is a cue too: "Fri, 2/1".
        cued = (
            match.has("pwd")
            or match.has("wd")
            or _word_before(text, match.start()) in NUMERIC_DATE_CUES
            or labelled
        )
        if both_single_digits and not cued:
            return False
    return True


def year_value(digits: str) -> int:
    year = int(digits)
    if len(digits) == 2:
        year += 2000 if year < 50 else 1900
    return year


def year_piece(match: Found) -> _Piece:
    digits = match.written("year")
    return _Piece(match.start("year"), match.end("year"), "y" if len(digits) == 4 else "yy")


def settle_inferred_year(found: list[DateParts], context: Context) -> bool:
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


def _next_year_of(month: int, day: int, context: Context) -> int | None:
    base = context.base_day
    for year in range(base.year, base.year + 9):
        try:
            candidate = dt.date(year, month, day)
        except ValueError:
            continue
        if context.reference is None or candidate >= context.reference:
            return year
    return None


def mention_of(parts: DateParts, year_stated: bool, text: str) -> DateMention | None:
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


def _mention_lang(parts: DateParts, text: str) -> Lang | None:
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


def _style(text: str, parts: DateParts, lang: Lang | None) -> str:
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
        word = fold(raw)
        if word.startswith("d'"):
            yield "d'"
        elif word.isalpha():
            yield word


_TAG = regex.compile(r"<[^<>\n]{0,40}>")
_DATE_LABELS = frozenset(fold(LANGUAGES[lang].fact_wording.date_label) for lang in LANGS)


def after_date_label(text: str, start: int) -> bool:
    """Whether a date's label stands before `start`, with its colon or its table cell's border,
    past emphasis and tags: "Date: 7/6", "**Date:** 24.01", "<strong>Date:</strong> 15.01",
    "| Date | 7/6 |"."""
    window = _TAG.sub(" ", text[max(0, start - 80) : start]).replace("*", " ").rstrip()
    if not window.endswith((":", "|")):
        return False
    words = window[:-1].split()
    return bool(words) and fold(words[-1]) in _DATE_LABELS


def _word_before(text: str, start: int) -> str:
    """The word right before `start`, folded; an elided article keeps its apostrophe ("l'")."""
    window = text[max(0, start - 24) : start]
    stripped = window.rstrip(" \t\u00a0\u202f")
    if stripped == window and not stripped.endswith(("'", "’")):
        return ""
    tokens = stripped.split()
    return fold(tokens[-1]) if tokens else ""


def _after_currency(text: str, start: int) -> bool:
    before = text[max(0, start - 6) : start].rstrip().casefold()
    return before.endswith(CURRENCY_MARKERS)


def first_start(match: Found, groups: tuple[str, ...]) -> int:
    spans = match.spans
    return min([spans[name][0] for name in groups if name in spans])


def next_month_with_day(day: int, reference: dt.date) -> tuple[int, int]:
    year, month = reference.year, reference.month
    if day < reference.day:
        year, month = shift_month(year, month, 1)
    while True:
        try:
            dt.date(year, month, day)
            return month, year
        except ValueError:
            year, month = shift_month(year, month, 1)


def shift_month(year: int, month: int, months: int) -> tuple[int, int]:
    index = year * 12 + month - 1 + months
    return index // 12, index % 12 + 1
