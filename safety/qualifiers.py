"""Qualifiers: the words beside a right value that change what it means.

A value may be written right and still state another fact: "CHF 1250.00 per hour" when the
amount is a total, "you pay CHF 1250.00 twice", "the day after 8 August", "18:00 UTC" when the
time is the venue's local time. Each reader here looks at the few characters beside one value
(never the whole text) and returns what qualifies it, from the closed classes of the language
packs (`QualifierWords`, the per-person words of `AmountWords`) and the international time zone
abbreviations below:

- a basis after an amount: "per person", "per hour", "/Std.", "par nuit" (`basis_after`);
- a multiplier right before or after an amount or a count: "twice", "2x", "× 2" (`multiplier`);
- an offset counted from a date or a time, right before it: "the day after", "eine Stunde vor"
  (`offset_before`), never a bare "before", "until" or "from", which bound the value instead;
- a time zone right after a time: "UTC", "MEZ", "GMT+1", "+02:00" (`zone_after`).
"""

from __future__ import annotations

import datetime as dt
import zoneinfo
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, cast

import regex

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.mentions import Mention
from safety.patterns import compile_pattern
from safety.report import Issue, IssueType

Basis = Literal["person", "hour", "day"]
Span = tuple[int, int]

_SPACES = " \u00a0\u202f\u2009"

# The bases an amount may be said to be for, the words of each, and their language.
_BASIS_WORDS: dict[Basis, dict[str, Lang | None]] = {"person": {}, "hour": {}, "day": {}}
_SLASH_WORDS: dict[Basis, dict[str, Lang | None]] = {"person": {}, "hour": {}, "day": {}}


def _add(table: dict[str, Lang | None], phrases: Iterable[str], lang: Lang | None) -> None:
    for phrase in phrases:
        key = phrase.casefold()
        table[key] = lang if table.get(key, lang) == lang else None


for _lang in LANGS:
    _pack = LANGUAGES[_lang]
    _add(_BASIS_WORDS["person"], _pack.amounts.per_person, _lang)
    _add(_SLASH_WORDS["person"], _pack.amounts.per_person_after_slash, _lang)
    _add(_BASIS_WORDS["hour"], _pack.qualifiers.per_hour, _lang)
    _add(_SLASH_WORDS["hour"], _pack.qualifiers.per_hour_after_slash, _lang)
    _add(_BASIS_WORDS["day"], _pack.qualifiers.per_day, _lang)
    _add(_SLASH_WORDS["day"], _pack.qualifiers.per_day_after_slash, _lang)
_add(_BASIS_WORDS["person"], ("pp", "p.p."), None)
_add(_SLASH_WORDS["person"], ("pax",), None)


def _longest_first(tables: dict[Basis, dict[str, Lang | None]]) -> list[tuple[str, Basis]]:
    return sorted(
        ((phrase, basis) for basis, table in tables.items() for phrase in table),
        key=lambda item: -len(item[0]),
    )


def _by_first_character(phrases: list[tuple[str, Basis]]) -> dict[str, list[tuple[str, Basis]]]:
    groups: dict[str, list[tuple[str, Basis]]] = {}
    for phrase, basis in phrases:
        groups.setdefault(phrase[0], []).append((phrase, basis))
    return groups


_BASIS_PHRASES = _by_first_character(_longest_first(_BASIS_WORDS))
_SLASH_PHRASES = _by_first_character(_longest_first(_SLASH_WORDS))


@dataclass(frozen=True, slots=True)
class Qualified:
    """What qualifies a value: where the qualifier stands (`span`, beside the value, the space
    between them included), what it says and in which language."""

    span: Span
    meaning: str
    lang: Lang | None = None


def basis_after(text: str, end: int) -> Qualified | None:
    """The basis written right after an amount that ends at `end`: "per hour", "/Std."."""
    position = end + 1 if end < len(text) and text[end] in _SPACES else end
    slash = text.startswith("/", position)
    if slash:
        position += 1
    head = text[position : position + 24].casefold()
    for phrase, basis in (_SLASH_PHRASES if slash else _BASIS_PHRASES).get(head[:1], ()):
        if head.startswith(phrase) and not head[len(phrase) : len(phrase) + 1].isalnum():
            table = (_SLASH_WORDS if slash else _BASIS_WORDS)[basis]
            return Qualified((end, position + len(phrase)), basis, table[phrase])
    return None


def basis_phrase(basis: Basis, lang: Lang) -> str:
    """How a reply in `lang` writes a basis after an amount: the pack's first phrase."""
    pack = LANGUAGES[lang]
    phrases = {
        "person": pack.amounts.per_person,
        "hour": pack.qualifiers.per_hour,
        "day": pack.qualifiers.per_day,
    }[basis]
    return phrases[0] if phrases else ""


# -- multipliers -----------------------------------------------------------------------------

# A factor is one digit: "30 x CHF 45.00" is a count times a price, no multiplier.
_FACTOR = r"[2-9]"
_TIMES_SIGN = r"[x×X]"
_MULTIPLIER_WORDS = "|".join(
    sorted(
        {regex.escape(w) for lang in LANGS for w in LANGUAGES[lang].qualifiers.multipliers},
        key=len,
        reverse=True,
    )
)
# Before the value: "twice ", "2x ", "2 × "; after it: " twice", " x2", " × 2" (a factor not
# followed by a word: "CHF 45.00 x 3 guests" counts the guests). A multiplied value followed by
# "=" is a worked sum ("2 x CHF 625.00 = CHF 1250.00"), not a claim.
_MULTIPLIER_BEFORE = compile_pattern(
    rf"(?<![\w.,'’])(?:(?:{_MULTIPLIER_WORDS})|{_FACTOR}[ \u00a0]?{_TIMES_SIGN})[ \u00a0]+\Z",
    regex.IGNORECASE | regex.REVERSE,
)
_MULTIPLIER_AFTER = compile_pattern(
    rf"[ \u00a0]+(?:(?:{_MULTIPLIER_WORDS})(?!\w)|{_TIMES_SIGN}[ \u00a0]?{_FACTOR}"
    rf"(?![\d.,]\d|\d|\s+\w))",
    regex.IGNORECASE,
)
_WORKED_SUM = compile_pattern(r"[ \u00a0]*=")


def multiplier(text: str, start: int, end: int, *, after: bool = True) -> Qualified | None:
    """A multiplier written right before the value at `start`, or (with `after`) right after
    the value that ends at `end`."""
    window = text[max(0, start - 16) : start]
    before = _MULTIPLIER_BEFORE.search(window)
    if before is not None and not _WORKED_SUM.match(text, end):
        begin = start - len(window) + before.start()
        return Qualified((begin, start), before.group().strip())
    if after:
        found = _MULTIPLIER_AFTER.match(text, end)
        if found is not None and not _WORKED_SUM.match(text, found.end()):
            return Qualified((end, found.end()), found.group().strip())
    return None


# -- offsets ---------------------------------------------------------------------------------

OffsetOf = Literal["date", "time"]


def _offset_pattern(lang: Lang, of: OffsetOf) -> regex.Pattern[str] | None:
    words = LANGUAGES[lang].qualifiers
    offsets = words.date_offsets if of == "date" else words.time_offsets
    if not offsets:
        return None
    lead = words.date_lead if of == "date" else words.time_lead
    leading = rf"(?:{regex.escape(lead)}\s+)?" if lead else ""
    # An elided article ("l'8 agosto") stays with the value.
    return compile_pattern(
        rf"(?<!\w){leading}(?:{'|'.join(offsets)})\s+(?:l['’])?\Z",
        regex.IGNORECASE | regex.REVERSE,
    )


_OFFSETS: dict[tuple[Lang, OffsetOf], regex.Pattern[str]] = {
    (lang, of): pattern
    for lang in LANGS
    for of in ("date", "time")
    if (pattern := _offset_pattern(lang, of)) is not None
}
_ELIDED = compile_pattern(r"l['’]\Z", regex.IGNORECASE)
_DEADLINES: dict[Lang, regex.Pattern[str]] = {
    lang: compile_pattern(
        rf"(?<!\w)(?:{'|'.join(regex.escape(w) for w in words)})\s+\Z",
        regex.IGNORECASE | regex.REVERSE,
    )
    for lang in LANGS
    if (
        words := (
            *LANGUAGES[lang].qualifiers.deadline_words,
            *LANGUAGES[lang].qualifiers.period_words,
        )
    )
}


def offset_before(text: str, start: int, of: OffsetOf, langs: Iterable[Lang]) -> Qualified | None:
    """An offset counted from the date or time at `start` and written right before it ("the day
    after 8 August", "one hour before 18:00"); `meaning` is what replaces it: the language's
    lead word for such a value and a space, or nothing."""
    window = text[max(0, start - 48) : start]
    for lang in langs:
        pattern = _OFFSETS.get((lang, of))
        found = pattern.search(window) if pattern is not None else None
        if found is None:
            continue
        elided = _ELIDED.search(found.group())
        stop = start - (len(elided.group()) if elided is not None else 0)
        words = LANGUAGES[lang].qualifiers
        lead = words.date_lead if of == "date" else words.time_lead
        begin = start - len(window) + found.start()
        deadline = _DEADLINES.get(lang)
        if deadline is not None and deadline.search(text, max(0, begin - 24), begin):
            # "up to 30 days before 8 August", "for a week after": a deadline or a period, no
            # restated date
            return None
        return Qualified((begin, stop), f"{lead} " if lead else "", lang)
    return None


# -- time zones ------------------------------------------------------------------------------

# International abbreviations of time zones and their offsets from UTC in minutes.
ZONE_OFFSETS: dict[str, int] = {
    "UTC": 0,
    "GMT": 0,
    "WET": 0,
    "WEST": 60,
    "BST": 60,
    "CET": 60,
    "CEST": 120,
    "EET": 120,
    "EEST": 180,
    "EST": -300,
    "EDT": -240,
    "CST": -360,
    "CDT": -300,
    "MST": -420,
    "MDT": -360,
    "PST": -480,
    "PDT": -420,
    "JST": 540,
}
# The packs' own abbreviations ("MEZ") and the international one each stands for ("CET").
_LOCAL_ABBREVIATIONS: dict[str, str] = {
    word: meaning
    for lang in LANGS
    for word, meaning in LANGUAGES[lang].qualifiers.zone_abbreviations.items()
}
_ABBREVIATIONS = "|".join(sorted({*ZONE_OFFSETS, *_LOCAL_ABBREVIATIONS}, key=len, reverse=True))
_OFFSET = r"[+\-−]\d{1,2}(?::?\d{2})?"
# A bare offset is written with a plus and four digits ("+02:00"); "18:00-22:00" is a range.
_ZONE_AFTER = compile_pattern(
    rf"(?:[ \u00a0]?\(?)(?P<zone>(?:UTC|GMT)(?:[ \u00a0]?{_OFFSET})?|(?:{_ABBREVIATIONS})(?!\w)"
    rf"|\+\d{{2}}:?\d{{2}}(?!\d))\)?(?![\w+])"
)
_OFFSET_PARTS = compile_pattern(r"(?P<sign>[+\-−])(?P<hours>\d{1,2})(?::?(?P<minutes>\d{2}))?")
# The zone a time without one is read in: the venue's local time, central European.
LOCAL_ZONE = "Europe/Zurich"
# The days whose offsets and abbreviations stand for a zone's winter and summer time.
_SEASONS = (dt.datetime(2026, 1, 15, 12), dt.datetime(2026, 7, 15, 12))


def zone_after(text: str, end: int) -> Qualified | None:
    """A time zone written right after the time that ends at `end`: "UTC", "MEZ", "GMT+1",
    "+02:00", bracketed or not; `meaning` is the zone as written, without brackets."""
    found = _ZONE_AFTER.match(text, end)
    if found is None:
        return None
    if found.group().startswith(("(", " (", "\u00a0(")) != found.group().endswith(")"):
        return None
    return Qualified((end, found.end()), found.group("zone"))


def offset_minutes(written: str) -> int | None:
    """The offset from UTC, in minutes, of a written zone: "UTC" 0, "MEZ" 60, "GMT+2" 120,
    "+02:00" 120; None for a name no table holds."""
    abbreviation = _LOCAL_ABBREVIATIONS.get(written, written)
    if abbreviation in ZONE_OFFSETS:
        return ZONE_OFFSETS[abbreviation]
    parts = _OFFSET_PARTS.search(written)
    if parts is None or not written.startswith(("UTC", "GMT", "+", "-", "−")):
        return None
    minutes = int(parts.group("hours")) * 60 + int(parts.group("minutes") or 0)
    return -minutes if parts.group("sign") in "-−" else minutes


@lru_cache(maxsize=256)
def zone_forms(zone: str) -> tuple[frozenset[str], frozenset[int]]:
    """The abbreviations and offsets (minutes) a fact's zone takes in winter and summer: an IANA
    name's ("Europe/Zurich": CET, CEST; 60, 120), or a fixed offset's ("+02:00": 120)."""
    fixed = offset_minutes(zone)
    if fixed is not None:
        return frozenset({"UTC", "GMT"} if fixed == 0 else ()), frozenset({fixed})
    info = zoneinfo.ZoneInfo(zone)
    names = {info.tzname(day) or "" for day in _SEASONS}
    offsets = set()
    for day in _SEASONS:
        delta = info.utcoffset(day)
        offsets.add(int(delta.total_seconds() // 60) if delta is not None else 0)
    if 0 in offsets and names <= {"UTC", "GMT"}:
        names |= {"UTC", "GMT"}
    return frozenset(names), frozenset(offsets)


def zone_matches(written: str, zone: str | None) -> bool:
    """Whether a zone written after a time is the fact's zone (the venue's local zone when the
    fact names none): an abbreviation the zone takes ("MEZ", "CEST" for Europe/Zurich), or an
    offset it has ("+01:00")."""
    names, offsets = zone_forms(zone or LOCAL_ZONE)
    abbreviation = _LOCAL_ABBREVIATIONS.get(written, written)
    if abbreviation in ZONE_OFFSETS:
        return abbreviation in names or (
            not _is_named(zone) and ZONE_OFFSETS[abbreviation] in offsets
        )
    minutes = offset_minutes(written)
    return minutes is not None and minutes in offsets


def _is_named(zone: str | None) -> bool:
    return zone is None or offset_minutes(zone) is None


def zone_written(zone: str, day: dt.date | None) -> str:
    """How a reply writes a fact's zone after a time: "UTC", "UTC+02:00", the abbreviation an
    IANA zone takes on `day` (or the one it always takes), or else its name."""
    minutes = offset_minutes(zone)
    if minutes is not None:
        if minutes == 0:
            return "UTC"
        sign = "-" if minutes < 0 else "+"
        return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"
    info = zoneinfo.ZoneInfo(zone)
    if day is not None:
        return info.tzname(dt.datetime.combine(day, dt.time(12))) or zone
    names = {info.tzname(season) for season in _SEASONS}
    return (names.pop() or zone) if len(names) == 1 else zone


def qualifier_issue(
    fact_type: str,
    text: str,
    value: Span,
    qualifier: Span,
    expected: str,
    written: str,
    *more: tuple[Span, str],
) -> Issue:
    """The issue of a right value at `value` beside a wrong qualifier at `qualifier`: the two
    together are found, and the qualifier's place takes `written` (nothing, or the right one);
    `more` are further qualifiers of the same value and what takes their places."""
    edits = sorted([(qualifier, written), *more])
    start = min(value[0], edits[0][0][0])
    end = max(value[1], edits[-1][0][1])
    replacement, at = "", start
    for (begin, stop), new in edits:
        replacement += text[at:begin] + new
        at = stop
    replacement += text[at:end]
    return Issue(
        "wrong",
        cast(IssueType, fact_type),
        text[start:end],
        expected,
        (start, end),
        replacement,
        reason="qualifier",
    )


def offset_issue(
    fact_type: str,
    mention: Mention,
    expected: str,
    text: str,
    langs: Iterable[Lang],
    of: OffsetOf,
    *more: tuple[Span, str],
) -> Issue | None:
    """The issue of a right date or time counted from ("the day after 8 August", "one hour
    before 18:00"): the offset goes, the lead word ("on", "at") in its place; `more` are
    further qualifiers of the value, corrected with it (qualifier_issue)."""
    offset = offset_before(text, mention.start, of, dict.fromkeys(langs))
    if offset is None:
        return None
    value = (mention.start, mention.end)
    return qualifier_issue(fact_type, text, value, offset.span, expected, offset.meaning, *more)
