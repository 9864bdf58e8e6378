"""Clock times in a reply, in English, German, French and Italian at once.

Found, with the span covering the time itself (a cue such as "um", "at", "alle", "dès" stays
outside it):

* digits with minutes: "18:00", "9:30", "18.30 Uhr", "18:30h", "9h30", "18H00", "9 Uhr 30",
  "9 heures 30"; "09.30" only after a cue ("um 9.30", "alle 9.30", "Zeit: 9.30") or as one end
  of a range, since a decimal alone is a number;
* an hour with a unit or marker: "18 Uhr", "18h", "18 h", "17 heures", "6 pm", "6 p.m.",
  "6 PM", "3ish pm", "330 p.m.", "7 o'clock", and "3p" after a cue;
* a bare hour after a cue: "um 7", "ab 18", "at 3", "alle 18", "dalle ore 10", "verso le 15",
  and "at 3 15";
* words: "noon", "midnight", "Mittag" (after um/gegen/ab/bis), "midi", "minuit",
  "mezzogiorno", "mezzanotte", "midi et quart", "half past nine", "a quarter to eight",
  "twenty past 3pm", "seven thirty p.m.", "at seven", "halb zehn", "Viertel nach drei",
  "dreiviertel acht", "zwanzig nach drei", "um acht", "acht Uhr", "neuf heures et demie",
  "dix-huit heures", "quinze heures quinze", "onze heures trois quarts", "nove e mezza",
  "le nove e mezza", "alle tre e venti", "all'una", "sei o'clock";
* a day period next to the time settles morning or evening: "8 Uhr abends", "3 in the
  afternoon", "8h du soir", "alle 3 del pomeriggio", "tonight at 8", "nachmittags um 1 Uhr 30";
  a period after the time joins its span when it moves the hour ("8 Uhr abends" is 20:00);
* ranges give two mentions: "18:00–22:00", "18–22 Uhr", "von 9 bis 17 Uhr", "de 9h à 17h",
  "dalle 9 alle 17", "13:30 to 17:00", "from 6 to 10 pm" (the pm of the end applies to the
  start), "between 3:30pm and 6 pm", "tra le 9:30 e le 11:00".

Not times: durations ("24 hours", "48h", "15 Minuten", "dans 2 heures", "takes 2 h"),
percentages, prices, dates ("11.10.2026", "bis 19. Juni"), phone numbers, references, decimals
without a cue, "24/7", street numbers, and a bare hour followed by a noun ("ab 18 Jahren",
"at 3 locations", "alle 18 persone").

Morning or evening (`twelve_hour_ambiguous`). Digits written on the 24-hour clock say which:
"18:00", "9:30", "7 Uhr", "7h", "9 heures", "alle ore 9" are what they say, as a Swiss reply
means them. So do am/pm markers, day periods and hours above 12. A form spoken on the 12-hour
clock leaves it open when its hour is 1 to 11: a bare hour after a cue ("um 7", "at 3",
"alle 9"), a number word ("halb acht", "half past nine", "at seven", "sieben Uhr",
"neuf heures et demie", "alle sette") and "7 o'clock". Such a mention carries the literal reading
(halb acht → 07:30) and the flag; 12 ("halb eins", "alle 12") is read as noon. In a range the
other end usually settles it: "dalle 9 alle 17" is 09:00–17:00, "8am until 6" ends at 18:00,
"from 6 to 10 pm" starts at 18:00. An end before the start that would fall inside the next
twelve hours moves to the afternoon: "11:30-1:30" ends at 13:30, "22:00–1:00" stays 01:00.

`lang` is the language of the words the time is written with ("Uhr", "heures", "pm", "halb")
or of the cue that makes digits a time ("um 7", "alle 9.30"); None for digits and symbols alone
("18:00", "18h"). `style` is the time's form for safety.formatters.times, so that
`format_time(m.value, m.style, m.lang)` gives back `m.text` for digit forms. An ambiguous or
spoken time gets the language's natural digit style instead, so a correction writes digits
("halb acht" → "8.30 Uhr", "at 3" → "4 pm"); so does a time whose day period moved its hour
("8 Uhr abends" → "20 Uhr"), whose phrase is then part of the span.

How it runs: one regex pass over the lowered text finds every time written with digits. The
word forms are rare, and a pass per form would cost as much as the digit pass, so each runs only
when the text holds the words it needs (an hour word next to a cue, "halb", "heures", "noon"...).
The patterns use bounded repetition only (`?`, `{0,2}`, word lists as tries), never `*` or `+`,
and every scan goes through safety.patterns.scan with its timeout.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import pairwise

import regex

from safety.formatters.times import natural_style
from safety.lang import Lang
from safety.lang.calendar_words import MONTH_ABBREVIATIONS, MONTH_NAMES
from safety.lang.clock_words import (
    CLOCK_NOUNS,
    CUES_BEFORE_DATES,
    DAY_PERIODS,
    DAY_WORDS,
    DOT_TIME_CUES,
    DURATION_CUES,
    DURATION_FOLLOWERS,
    EN_WORDS_AFTER_HOUR,
    FRACTION_MINUTES,
    FRENCH_CLOCK_CUES,
    GERMAN_WORDS_AFTER_AM,
    HOUR_CUES,
    HOUR_WORDS,
    HOUR_WORDS_BEFORE_UHR,
    MINUTE_WORDS,
    NOUNS_AFTER_NUMBER,
    NOUNS_AFTER_RANGE,
    PERIOD_NOUNS,
    PERIODS_AFTER_HOUR,
    RELATIVE_MINUTE_WORDS,
    SHARP_WORDS,
    TIME_LABELS,
    TIME_UNITS_AFTER_NUMBER,
    WORD_HOUR_CUES,
    DayPeriod,
)
from safety.lang.range_words import TIME_RANGE_CONNECTORS, TIME_RANGE_OPENERS
from safety.mentions import TimeMention
from safety.patterns import compile_pattern, scan
from safety.recognizers.noun_phrase import counted_after
from safety.text import trie_alternation

_SP = r"[ \t\u00a0\u202f]"


def _alternation(words: Iterable[str]) -> str:
    """A regex matching any of `words`, built as a trie so a failing position fails fast.

    Matching it is linear in the word length; "'" matches either apostrophe.
    """
    plain = (word.replace("’", "'") for word in words)
    return f"(?:{trie_alternation(plain, escape=_trie_char)})"


def _trie_char(char: str) -> str:
    if char == " ":
        return _SP
    if char == "'":
        return "['’]"
    return regex.escape(char)


def _compile(pattern: str) -> regex.Pattern[str]:
    # Patterns are written in lower case and run on a lowered copy of the text: faster than
    # ignoring case.
    return compile_pattern(pattern, regex.VERBOSE)


_MARKER = rf"(?:[ap]\.{_SP}?m\.?|[ap]{_SP}?m)(?!\w)"
_OCLOCK = rf"o['’]?{_SP}?clock(?!\w)"
_FR_MINUTE = _alternation(MINUTE_WORDS["fr"])
_IT_MINUTE = _alternation(MINUTE_WORDS["it"])
_DE_MINUTE = _alternation(MINUTE_WORDS["de"])
_EN_MINUTE = _alternation(MINUTE_WORDS["en"])
_EN_HOUR = _alternation(HOUR_WORDS["en"])
_DE_HOUR_12 = _alternation(word for word, hour in HOUR_WORDS["de"].items() if hour <= 12)
_NOUNS = _alternation(CLOCK_NOUNS)
_FR_TAIL = (
    rf"(?:et{_SP}(?:quart|demie?)|moins{_SP}(?:le{_SP})?quart|moins{_SP}{_FR_MINUTE}"
    rf"|trois{_SP}quarts|et{_SP}{_FR_MINUTE}{_SP}minutes|{_FR_MINUTE}(?:{_SP}minutes)?)(?!\w)"
)
_IT_TAIL = (
    rf"(?:e{_SP}(?:mezza|mezzo|un{_SP}quarto|tre{_SP}quarti|[0-5]\d(?!\d)|{_IT_MINUTE})"
    rf"|meno{_SP}(?:un{_SP})?quarto|meno{_SP}{_IT_MINUTE})(?!\w)"
)
_PERIOD_AHEAD = rf"(?={_SP}{_alternation(PERIODS_AFTER_HOUR)}(?!\w))"
_DAY_PERIOD_AHEAD = rf"(?={_SP}{_alternation(DAY_WORDS)}{_SP}{_alternation(PERIOD_NOUNS)}(?!\w))"
_RANGE_AHEAD = (
    rf"(?={_SP}{{0,2}}(?:[-–—/]|{_alternation(TIME_RANGE_CONNECTORS - {'-', '–', '—', '/'})}(?!\w))"
    rf"{_SP}{{0,2}}\d)"
)
_CUE_BEHIND = rf"(?<=(?<!\w){_alternation(HOUR_CUES)}{_SP}{{1,2}}\d{{1,2}})"
_SHARP_AHEAD = rf"(?={_SP}{_alternation(SHARP_WORDS)}(?!\w))"
_SHARP_AFTER = _compile(_SHARP_AHEAD)

# "18:00", "9.30", "18 Uhr", "9h30", "17 heures", "6 pm", "7 o'clock", "9 e mezza", and a bare
# hour after a cue ("um 7"), before a day period ("8 tonight") or opening a range ("18–22 Uhr").
_DIGIT_TIME = _compile(
    rf"""
    \b(?P<hour>\d{{1,2}})(?!\d)
    (?:(?P<separator>[:.])(?P<minute>[0-5]\d)(?(?<=:\d\d)(?::00(?!\d|[.,:]\d))?)(?!\d|[.,:]\d))?
    (?:
      (?P<tail>
        {_SP}?(?:
            (?P<uhr>uhr)(?!\w)(?:{_SP}(?P<uhr_minute>[0-5]\d)(?!\d|[.,:]\d))?
          | (?P<h>h)(?:(?P<h_minute>[0-5]\d)|(?<={_SP}h){_SP}(?P<h_minute>[0-5]\d)(?!\d|[.,:]\d))?(?!\w)
          | (?P<heures>heures?)(?!\w)
            (?:{_SP}(?P<heures_minute>[0-5]\d)(?!\d)|{_SP}(?P<heures_words>{_FR_TAIL}))?
          | (?P<oclock>{_OCLOCK})(?:{_SP}?(?P<oclock_marker>{_MARKER}))?
          | (?:ish{_SP}?)?(?P<marker>{_MARKER})
          | (?(separator)(?!)|(?<={_SP})(?P<it_tail>{_IT_TAIL}))  # "19:00 e 23:00": two times
          | (?P<spaced_minute>[0-5]\d)(?![\w.,:'’/-])
            (?<=(?<!\w)(?:at|@|alle){_SP}{{1,2}}\d{{1,2}}{_SP}\d\d)
        )
        | (?P<letter_marker>[ap])(?!\w)
      )
      | (?(minute)(?!\w)|(?!))
      | (?!\w)(?![.,:'’/]\d)
        (?:{_CUE_BEHIND}|{_RANGE_AHEAD}|{_PERIOD_AHEAD}|{_DAY_PERIOD_AHEAD}|{_SHARP_AHEAD})
    )
    """
)
# "330 p.m.", "730 in the evening": hour and minutes without a separator, only with a marker
# or a day period, since a bare "1030" reads as a number or a year.
_COMPACT_TIME = _compile(
    rf"""
    \b(?P<hour>\d{{1,2}})(?P<minute>[0-5]\d)(?!\d)(?P<ish>ish)?
    (?:{_SP}?(?P<marker>{_MARKER})|{_PERIOD_AHEAD})
    """
)

_CUED_HOUR_WORDS = _alternation([*HOUR_WORDS["en"], *HOUR_WORDS["de"], *HOUR_WORDS["it"], "l'una"])
# "at seven", "at three twenty pm", "um acht Uhr", "alle sette", "dalle tre e venti".
_CUED_HOUR_WORD = _compile(
    rf"""
    \b(?P<cue>{_alternation(WORD_HOUR_CUES)}){_SP}{{1,2}}(?P<ore>ore{_SP})?
    (?P<hour_word>{_CUED_HOUR_WORDS})(?!\w)
    (?:[ -](?P<minute_word>{_EN_MINUTE})(?!\w))?
    (?:{_SP}(?P<uhr>uhr)(?!\w)(?:{_SP}(?P<uhr_minute>[0-5]\d(?!\d)|{_DE_MINUTE}(?!\w)))?
      | {_SP}(?P<it_tail>{_IT_TAIL})
      | {_SP}?(?P<marker>{_MARKER}|{_OCLOCK}))?
    """
)

_RELATIVE_MINUTE_WORDS = _alternation(
    [*RELATIVE_MINUTE_WORDS, "quarter", "a quarter", "half", "viertel"]
)
_RELATIVE_MINUTES = rf"(?:{_RELATIVE_MINUTE_WORDS}|\d{{1,2}}(?:{_SP}minut(?:es?|en))?)"
_HOUR_REFERENCE = (
    rf"(?:\d{{1,2}}(?!\d)(?:{_SP}?{_MARKER}|{_SP}?uhr(?!\w)|h(?!\w)|(?!\w|[.,:]\d))"
    rf"|(?:{_EN_HOUR}|{_DE_HOUR_12})(?!\w)(?:{_SP}?{_MARKER}|{_SP}uhr(?!\w)|{_SP}{_OCLOCK})?"
    rf"|{_NOUNS}(?!\w))"
)
# "half past nine", "a quarter to eight", "twenty past 3pm", "Viertel nach drei", "fünf vor halb
# acht", "20 nach 3". The pass stops at the direction word and looks back for the minutes.
_RELATIVE_TIME = _compile(
    rf"""
    \b(?:
        (?P<direction>past|after|nach|vor)
        (?<=(?<![\w.,:'’])(?P<minutes>{_RELATIVE_MINUTES}){_SP}(?:past|after|nach|vor))
      | (?P<direction>to|till)
        (?<=(?<![\w.,:'’])(?P<minutes>{_RELATIVE_MINUTE_WORDS}|\d{{1,2}}{_SP}minutes?)
            {_SP}(?:to|till))
      | (?P<direction>to|till)
        (?<=(?<![\w.,:'’])(?P<minutes>\d{{1,2}}){_SP}(?:to|till))(?={_SP}(?:noon|midnight))
      | (?P<direction>from)(?<=(?<![\w.,:'’])(?P<minutes>\d{{1,2}}{_SP}minutes?){_SP}from)
    )
    {_SP}(?P<half>halb{_SP})?(?P<hour>{_HOUR_REFERENCE})
    """
)
# "halb acht" (7:30), "dreiviertel acht" (7:45).
_GERMAN_PART_HOUR = _compile(
    rf"""
    \b(?P<part>halb|dreiviertel|drei{_SP}viertel){_SP}
    (?P<hour>\d{{1,2}}(?!\d)|{_DE_HOUR_12}(?!\w))(?:{_SP}uhr(?!\w))?
    """
)
# British "half three" (3:30).
_ENGLISH_HALF = _compile(rf"\bhalf{_SP}(?P<hour>{_EN_HOUR})(?!\w)")
_CLOCK_NOUN = _compile(rf"\b(?P<noun>{_NOUNS})(?!\w)(?:{_SP}(?P<tail>{_FR_TAIL}|{_IT_TAIL}))?")
_ITALIAN_ONE = _compile(rf"\b(?P<article>all|dall|l)['’]una(?!\w)(?:{_SP}(?P<tail>{_IT_TAIL}))?")
# "six pm", "seven thirty p.m.", "seven o'clock", "eight tonight".
_ENGLISH_HOUR_WORD = _compile(
    rf"""
    \b(?P<hour>{_EN_HOUR})(?:[ -](?P<minute>{_EN_MINUTE}))?(?!\w)
    (?:{_SP}?(?P<marker>{_MARKER}|{_OCLOCK})|{_PERIOD_AHEAD})
    """
)
# "acht Uhr", "dix-huit heures", "neuf heures et demie", "sei o'clock": the hour word stands
# before the unit.
_UNIT_AFTER_WORD = _compile(
    rf"""
    (?<=[^\W\d_]{_SP})(?P<unit>uhr|heures?|{_OCLOCK})(?!\w)
    (?:{_SP}(?P<tail>{_FR_TAIL}|[0-5]\d(?!\d)|{_DE_MINUTE}(?!\w)))?
    """
)
# "nove e mezza", "tre e un quarto": the hour word stands before.
_ITALIAN_FRACTION = _compile(rf"(?<=[^\W\d_]{_SP})(?P<fraction>{_IT_TAIL})")

_MONTH_WORDS = frozenset(
    name.lower()
    for table in (MONTH_NAMES, MONTH_ABBREVIATIONS)
    for names in table.values()
    for name in names
)
_STRIP = '*_()[]{}«»"“”„'
_PERIOD_LAST_WORDS = frozenset(phrase.split()[-1] for phrase in DAY_PERIODS)


@dataclass(slots=True)
class _Reading:
    """One clock time as read from the text, before ranges are joined."""

    start: int
    end: int
    hour: int  # 0–23
    minute: int
    style: str
    lang: Lang | None
    ambiguous: bool = False
    weak: bool = False  # a decimal or bare hour that only counts as one end of a range
    settled: bool = False  # morning or evening is fixed: am/pm, a clock noun
    marker: str | None = None  # "am"/"pm" written with the time
    period: DayPeriod | None = None
    twelve_hour_digits: str | None = None  # hour digits that may take a range end's marker
    minute_separator: str = ""  # ":" or "." when twelve_hour_digits had minutes
    bare: bool = False  # digits with neither unit nor minutes
    leading_cue: str = ""  # a cue inside the span: "all'una"

    @property
    def minutes_of_day(self) -> int:
        return self.hour * 60 + self.minute


Reader = Callable[[regex.Match[str], str], "_Reading | None"]


@dataclass(frozen=True, slots=True)
class _Form:
    """A family of time forms: its pattern, its reader, and the words a text needs for it.

    The pattern runs on a text that holds one of `triggers` (if any) and for which
    `confirm(tokens, lowered)` holds, `tokens` being the text's words found in _KNOWN_TOKENS.
    """

    pattern: regex.Pattern[str]
    read: Reader
    triggers: frozenset[str] = frozenset()
    confirm: Callable[[frozenset[str], str], bool] = lambda tokens, lowered: True


def recognize_times(text: str) -> list[TimeMention]:
    """Every clock-time mention in `text`, sorted by position and without overlaps."""
    # "İ" is the one letter whose lower case is two characters long; spans must stay aligned.
    lowered = text.replace("\u0130", "I").lower()
    tokens = _KNOWN_TOKENS.intersection(lowered.split())
    readings: list[_Reading] = []
    for form in _FORMS:
        if form.triggers and tokens.isdisjoint(form.triggers):
            continue
        if not form.confirm(tokens, lowered):
            continue
        for match in scan(form.pattern, lowered):
            reading = form.read(match, text)
            if reading is not None:
                readings.append(_with_day_period(reading, text))
    readings = _with_bare_range_ends(_without_overlaps(readings), text)
    _join_ranges(readings, text)
    return _mentions(readings, text)


def _without_overlaps(readings: list[_Reading]) -> list[_Reading]:
    """Keeps the longer of two readings that overlap ("um 20" inside "um 20 nach 3")."""
    kept: list[_Reading] = []
    for reading in sorted(readings, key=lambda r: (r.start, r.start - r.end)):
        if kept and reading.start < kept[-1].end:
            if reading.end - reading.start > kept[-1].end - kept[-1].start:
                kept[-1] = reading
            continue
        kept.append(reading)
    return kept


# -- readers, one per form ----------------------------------------------------------------------


def _read_digit_time(match: regex.Match[str], text: str) -> _Reading | None:
    """ "18:00", "9.30", "18 Uhr", "9h30", "17 heures", "6 pm", "7 o'clock", "um 7"."""
    start = match.start("hour")
    if _inside_number(text, start):
        return None
    hour_text, separator = match.group("hour"), match.group("separator") or ""
    reading = _Reading(
        start, match.end(), int(hour_text), int(match.group("minute") or 0), "", None
    )
    tail = _written(match, text, "tail")
    if tail is None:
        return _read_cued_digits(reading, hour_text, separator, text)
    shown = _hour_token(hour_text, separator, twelve_hour=False) + (
        f"{separator}mm" if separator else ""
    )
    if match.group("uhr") is not None:
        return _read_unit(reading, match, "uhr_minute", "de", shown, text)
    if match.group("h") is not None:
        return _read_unit(reading, match, "h_minute", None, shown, text)
    if match.group("heures") is not None:
        return _read_heures(reading, match, shown, _cue_before(text, start), text)
    if match.group("oclock") is not None:
        marker = _written(match, text, "oclock_marker")
        return _twelve_hour(reading, hour_text, separator, tail, marker)
    if match.group("spaced_minute") is not None:
        return _read_spaced_minutes(reading, hour_text, match.group("spaced_minute"), text)
    marker = _written(match, text, "marker") or _written(match, text, "letter_marker")
    if marker is None:
        return _read_italian_tail(
            reading, match.group("it_tail"), separator, _cue_before(text, start)
        )
    if _is_german_am(marker, text, reading.end) or reading.hour > 12:
        reading.end = match.start("tail")  # "um 19:30 am Freitag": the German "am"
        return _read_cued_digits(reading, hour_text, separator, text)
    if match.group("letter_marker") and not separator and not _cued_or_after_connector(text, start):
        return None  # "7a" alone is too thin
    return _twelve_hour(reading, hour_text, separator, tail, marker)


def _cued_or_after_connector(text: str, start: int) -> bool:
    return _cue_before(text, start) is not None or _previous_word(text, start) in TIME_RANGE_CONNECTORS


def _read_spaced_minutes(
    reading: _Reading, hour_text: str, minute_text: str, text: str
) -> _Reading | None:
    """ "at 3 15", "alle 9 30": hour and minutes apart, after a cue."""
    reading.minute = int(minute_text)
    if not _valid(reading.hour, reading.minute) or reading.hour == 24:
        return None
    cue = _cue_before(text, reading.start)
    reading.lang = cue[1] if cue else None
    reading.style = _hour_token(hour_text, "", twelve_hour=False) + " mm"
    reading.ambiguous = 1 <= reading.hour <= 11
    return reading


def _read_cued_digits(
    reading: _Reading, hour_text: str, separator: str, text: str
) -> _Reading | None:
    """ "18:00" as it stands; "9.30" and a bare hour only through a cue or a range ("um 9.30",
    "alle 18", the "9" of "9–11 Uhr")."""
    cue = None if separator == ":" else _cue_before(text, reading.start)
    reading.lang = cue[1] if cue else None
    if separator:
        return _read_decimal_time(reading, hour_text, separator, cue, text)
    return _read_bare_hour(reading, hour_text, cue, text)


def _read_decimal_time(
    reading: _Reading,
    hour_text: str,
    separator: str,
    cue: tuple[str, Lang | None] | None,
    text: str,
) -> _Reading | None:
    """ "18:00", "9:30", "um 9.30": a dot time needs a cue or a range partner."""
    if not _valid(reading.hour, reading.minute) or _reads_as_date(reading, separator, cue, text):
        return None
    reading.style = _hour_token(hour_text, separator, twelve_hour=False) + f"{separator}mm"
    reading.weak = separator == "." and cue is None
    if reading.hour <= 12:
        reading.twelve_hour_digits, reading.minute_separator = hour_text, separator
    reading.hour %= 24
    return reading


def _read_bare_hour(
    reading: _Reading, hour_text: str, cue: tuple[str, Lang | None] | None, text: str
) -> _Reading | None:
    """ "um 7", "alle 18", "at 3", "8 tonight", or the "9" of "9–11 Uhr"."""
    sharp = _SHARP_AFTER.match(text, reading.end) is not None
    if not _valid(reading.hour, 0) or (not sharp and _followed_by_noun(text, reading.end, cue)):
        return None
    if _opens_counted_range(reading, text, cue):
        return None
    cued = cue is not None and cue[0] in HOUR_CUES
    reading.weak = not cued and not sharp and not _period_follows(text, reading.end)
    reading.style = _hour_token(hour_text, "", twelve_hour=False)
    reading.bare = True
    reading.ambiguous = (
        not (cued and cue is not None and cue[0] == "ore") and 1 <= reading.hour <= 11
    )
    if reading.hour <= 12:
        reading.twelve_hour_digits = hour_text
    reading.hour %= 24
    return reading


def _opens_counted_range(reading: _Reading, text: str, cue: tuple[str, Lang | None] | None) -> bool:
    """ "from 6 to 10 guests": the bare "6" counts guests."""
    found = _number_after_connector(text, reading.end, len(text))
    return found is not None and _range_end_counts_something(
        text, found[2], cue[1] if cue else None
    )


def _read_unit(
    reading: _Reading,
    match: regex.Match[str],
    minute_group: str,
    lang: Lang | None,
    shown: str,
    text: str,
) -> _Reading | None:
    """ "18 Uhr", "9 Uhr 30", "18h", "9h30", "18 h", "18:30h": the 24-hour clock."""
    tail = _written(match, text, "tail") or ""
    unit_minute = match.group(minute_group)
    if unit_minute is not None:
        if match.group("separator"):
            return None
        reading.minute = int(unit_minute)
        tail = tail[: match.start(minute_group) - match.start("tail")]
    is_h = minute_group == "h_minute"
    if is_h and (reading.hour >= 24 or _is_duration(text, reading.start, reading.end)):
        return None
    if not _valid(reading.hour, reading.minute):
        return None
    reading.hour %= 24
    reading.lang = lang
    reading.style = shown + _literal(tail) + ("mm" if unit_minute is not None else "")
    return reading


def _read_heures(
    reading: _Reading,
    match: regex.Match[str],
    shown: str,
    cue: tuple[str, Lang | None] | None,
    text: str,
) -> _Reading | None:
    """ "17 heures", "9 heures 30", "9 heures et demie"."""
    reading.lang = "fr"
    words, digits = match.group("heures_words"), match.group("heures_minute")
    if not _french_hour_is_clock(reading, bool(words or digits), cue, text):
        return None
    if digits is not None:
        reading.minute = int(digits)
        reading.style = (
            shown + _literal(text[match.start("tail") : match.start("heures_minute")]) + "mm"
        )
    elif words is not None:
        offset = _fraction_minutes(words, "fr")
        if offset is None:
            return None
        _add_minutes(reading, offset)
        reading.style = natural_style("fr")
        # "3 heures et demie" is spoken on the twelve-hour clock as often as not.
        reading.ambiguous = 1 <= reading.hour <= 12 and reading.period is None
    else:
        reading.style = shown + _literal(_written(match, text, "tail") or "")
    return reading if _valid(reading.hour, reading.minute) else None


def _twelve_hour(
    reading: _Reading,
    hour_text: str,
    separator: str,
    tail: str,
    marker: str | None,
    minute_digits: bool = False,
) -> _Reading | None:
    """ "6 pm", "6:30 p.m.", "3p", "7 o'clock", "3 oclock pm"; "330 pm" with `minute_digits`."""
    if not 1 <= reading.hour <= 12:
        return None
    reading.lang = "en"
    shown = _hour_token(hour_text, separator, twelve_hour=True) + (
        f"{separator}mm" if separator or minute_digits else ""
    )
    if marker is None:  # "7 o'clock": spoken on the 12-hour clock
        reading.ambiguous = reading.hour != 12
        reading.style = shown + _literal(tail)
        return reading
    reading.marker = "pm" if marker.strip().lower().startswith("p") else "am"
    reading.hour = reading.hour % 12 + (12 if reading.marker == "pm" else 0)
    reading.settled = True
    written_before_marker = tail[: tail.lower().rfind(marker.lower())]
    reading.style = shown + _literal(written_before_marker) + _marker_token(marker)
    return reading


def _read_italian_tail(
    reading: _Reading, tail: str, separator: str, cue: tuple[str, Lang | None] | None
) -> _Reading | None:
    """ "9 e mezza", "alle 3 e 20", "3 e un quarto"."""
    offset = _fraction_minutes(tail, "it")
    if separator or offset is None:
        return None
    if _normalized(tail) not in FRACTION_MINUTES and cue is None:
        return None  # "3 e 20" without "alle" reads as two numbers
    return _spoken(reading, reading.hour, offset, "it")


def _read_compact_time(match: regex.Match[str], text: str) -> _Reading | None:
    """ "330 p.m.", "3:30ish pm", "730 in the evening"."""
    hour_text = match.group("hour")
    reading = _Reading(
        match.start(), match.end(), int(hour_text), int(match.group("minute")), "", "en"
    )
    marker = _written(match, text, "marker")
    if marker is None:
        return reading if 1 <= reading.hour <= 12 else None  # the day period follows
    tail = text[match.end("minute") : match.end()]
    return _twelve_hour(reading, hour_text, "", tail, marker, minute_digits=True)


def _read_cued_hour_word(match: regex.Match[str], text: str) -> _Reading | None:
    """ "at seven", "at three twenty pm", "um acht Uhr", "alle sette", "dalle tre e venti"."""
    cue = _normalized(match.group("cue"))
    lang = WORD_HOUR_CUES[cue]
    word = _normalized(match.group("hour_word"))
    hour = 1 if word.endswith("'una") else HOUR_WORDS[lang].get(word)
    if hour is None:
        return None  # an hour word of another language than its cue
    offset = _cued_word_minutes(match, lang)
    marker = match.group("marker")
    if offset is None or (marker is not None and lang != "en"):
        return None
    reading = _Reading(match.start("hour_word"), match.end(), hour, 0, "", lang)
    if marker is not None and "clock" not in marker:
        reading.marker = "pm" if marker.startswith("p") else "am"
        reading.hour = hour % 12 + (12 if reading.marker == "pm" else 0)
        reading.minute, reading.settled = offset, True
        reading.style = natural_style("en")
        return reading
    if reading.end == match.end("hour_word"):
        if _followed_by_noun(text, reading.end, (cue, lang)):
            return None
        if cue == "le" and _period_after(text, reading.end) is None:
            return None  # "le tre sale" are three rooms; "le tre del pomeriggio" is a time
    return _spoken(reading, hour, offset, lang)


def _cued_word_minutes(match: regex.Match[str], lang: Lang) -> int | None:
    """Minutes written after a cued hour word, in the cue's language; None if they do not fit."""
    minute_word, uhr, it_tail = (
        match.group("minute_word"),
        match.group("uhr"),
        match.group("it_tail"),
    )
    if minute_word is not None:
        return MINUTE_WORDS["en"][_normalized(minute_word)] if lang == "en" else None
    if uhr is not None:
        minute_text = match.group("uhr_minute")
        if lang != "de":
            return None
        return 0 if minute_text is None else _fraction_minutes(minute_text, "de")
    if it_tail is not None:
        return _fraction_minutes(it_tail, "it") if lang == "it" else None
    return 0


def _read_relative(match: regex.Match[str], text: str) -> _Reading | None:
    """ "half past nine", "a quarter to eight", "Viertel nach drei", "fünf vor halb acht"."""
    direction = match.group("direction")
    if direction in ("to", "till") and _previous_word(text, match.start("minutes")) in (
        "from",
        "between",
    ):
        return None  # "from ten to twelve" is a range, not 11:50
    minutes = _relative_minutes(match.group("minutes"))
    reference = _hour_reference(match.group("hour"))
    if minutes is None or reference is None:
        return None
    hour, marker, on_24_hour_clock = reference
    offset = minutes if direction in ("past", "after", "nach", "from") else -minutes
    if match.group("half"):
        offset -= 30
    lang: Lang = "de" if direction in ("nach", "vor") else "en"
    reading = _Reading(match.start("minutes"), match.end(), hour, 0, "", lang)
    if marker is None:
        return _spoken(reading, hour, offset, lang, on_24_hour_clock)
    reading.marker, reading.settled = marker, True
    reading.hour = hour % 12 + (12 if marker == "pm" else 0)
    _add_minutes(reading, offset)
    reading.style = natural_style(lang)
    return reading


def _read_german_part_hour(match: regex.Match[str], text: str) -> _Reading | None:
    """ "halb acht" is 7:30, "dreiviertel acht" 7:45."""
    hour = _hour_value(match.group("hour"), "de")
    if hour is None:
        return None
    offset = -30 if match.group("part") == "halb" else -15
    return _spoken(_Reading(match.start(), match.end(), hour, 0, "", "de"), hour, offset, "de")


def _read_english_half(match: regex.Match[str], text: str) -> _Reading | None:
    """British "half three" is 3:30."""
    hour = HOUR_WORDS["en"][_normalized(match.group("hour"))]
    return _spoken(_Reading(match.start(), match.end(), hour, 0, "", "en"), hour, 30, "en")


def _read_clock_noun(match: regex.Match[str], text: str) -> _Reading | None:
    """ "noon", "midnight", "midi et quart", "minuit trois", "mezzogiorno meno un quarto"."""
    word = _normalized(match.group("noun"))
    lang, hour = CLOCK_NOUNS[word]
    start = match.start()
    if word == "midi" and _after_apres(text, start):
        return None  # "l'après-midi" is the afternoon
    if word == "mittag" and _previous_word(text, start) not in ("um", "gegen", "ab", "bis"):
        return None  # "zu Mittag", "heute Mittag" name the lunch break
    reading = _Reading(start, match.end(), hour, 0, natural_style(lang), lang, settled=True)
    tail = match.group("tail")
    offset = _fraction_minutes(tail, lang) if tail is not None and lang in ("fr", "it") else None
    if offset is None:
        reading.end = match.end("noun")
    else:
        _add_minutes(reading, offset)
    return reading


def _read_italian_one(match: regex.Match[str], text: str) -> _Reading | None:
    """ "all'una", "dall'una e mezza": the article is part of the span."""
    tail = match.group("tail")
    offset = 0 if tail is None else _fraction_minutes(tail, "it")
    if offset is None:
        return None
    reading = _spoken(_Reading(match.start(), match.end(), 1, 0, "", "it"), 1, offset, "it")
    if reading is not None:
        reading.leading_cue = {"all": "alle", "dall": "dalle", "l": "le"}[match.group("article")]
    return reading


def _read_english_hour_word(match: regex.Match[str], text: str) -> _Reading | None:
    """ "six pm", "seven thirty p.m.", "seven o'clock", "eight tonight"."""
    hour = HOUR_WORDS["en"][_normalized(match.group("hour"))]
    minute_word = match.group("minute")
    minute = MINUTE_WORDS["en"][_normalized(minute_word)] if minute_word else 0
    reading = _Reading(match.start(), match.end(), hour, minute, "", "en")
    marker = match.group("marker")
    if marker is not None and "clock" not in marker:
        reading.marker = "pm" if marker.startswith("p") else "am"
        reading.hour = hour % 12 + (12 if reading.marker == "pm" else 0)
        reading.style, reading.settled = natural_style("en"), True
        return reading
    return _spoken(reading, hour, minute, "en")


def _read_unit_after_word(match: regex.Match[str], text: str) -> _Reading | None:
    """ "acht Uhr", "dix-huit heures", "neuf heures et demie", "sei o'clock" (an hour word of
    any language before "o'clock" is an English clock time)."""
    unit = match.group("unit")
    lang: Lang = "de" if unit == "uhr" else "fr" if unit.startswith("heure") else "en"
    word_langs: tuple[Lang, ...] = ("en", "it", "de") if lang == "en" else (lang,)
    found = next(
        (
            found
            for word_lang in word_langs
            if (found := _hour_word_before(text, match.start(), word_lang))
        ),
        None,
    )
    if found is None:
        return None
    hour, start = found
    reading = _Reading(start, match.end(), hour, 0, "", lang)
    tail = match.group("tail") if lang != "en" else None
    offset = 0 if tail is None else _fraction_minutes(tail, lang)
    if offset is None:
        reading.end = match.end("unit")
        offset = 0
    if lang == "fr" and not _french_hour_is_clock(
        reading, tail is not None, _cue_before(text, start), text
    ):
        return None
    return _spoken(reading, hour, offset, lang)


def _read_italian_fraction(match: regex.Match[str], text: str) -> _Reading | None:
    """ "nove e mezza", "tre e un quarto": the hour word stands before."""
    found = _hour_word_before(text, match.start(), "it")
    offset = _fraction_minutes(match.group("fraction"), "it")
    if found is None or offset is None or _followed_by_noun(text, match.end(), ("e", "it")):
        return None
    hour, start = found
    return _spoken(_Reading(start, match.end(), hour, 0, "", "it"), hour, offset, "it")


# -- which forms a text can hold -----------------------------------------------------------------
# Word forms are looked for only in texts holding their words. The text's tokens are split at
# whitespace, so each word is also listed with the punctuation that may follow it.

_TRAILING_PUNCTUATION = ("", ".", ",", ";", ":", "!", "?", ")")


def _tokens_of(words: Iterable[str]) -> frozenset[str]:
    return frozenset(word + mark for word in words for mark in _TRAILING_PUNCTUATION)


def _bare(token: str) -> str:
    return token.rstrip(".,;:!?)")


_CUES_BEFORE_HOUR_WORD: dict[str, tuple[str, ...]] = {}
for _lang in ("en", "de", "it"):
    _cues = tuple(cue for cue, cue_lang in WORD_HOUR_CUES.items() if cue_lang == _lang)
    for _word in HOUR_WORDS[_lang]:
        _CUES_BEFORE_HOUR_WORD[_word] = _CUES_BEFORE_HOUR_WORD.get(_word, ()) + _cues
_RELATIVE_MINUTE_TOKENS = frozenset(
    {*RELATIVE_MINUTE_WORDS, "quarter", "half", "viertel", "minute", "minutes", "minuten"}
)
_EN_HOUR_TOKENS = _tokens_of(HOUR_WORDS["en"])
_EN_MARKER_TOKENS = _tokens_of({"am", "pm", "tonight"})
# The tokens after which "330 p.m." or "730 in the evening" may end, and the phrase to look for.
_COMPACT_TIME_TOKENS = {
    # "am" alone is left out: the German "am" is everywhere, and "1030 am" is rare.
    **{
        token: (f" {_bare(token).rstrip('.')}",)
        for token in _tokens_of({"pm", "a.m.", "p.m.", "a.m", "p.m"})
    },
    **{
        token: (f" in the {_bare(token)}",)
        for token in _tokens_of({"morning", "afternoon", "evening"})
    },
    **{token: (f" {_bare(token)}",) for token in _tokens_of({"tonight"})},
}
_EN_MARKER_PHRASES = (
    "a.m",
    "p.m",
    "a m",
    "p m",
    "clock",
    *(phrase for phrase, (lang, _) in PERIODS_AFTER_HOUR.items() if lang == "en" and " " in phrase),
)
_IT_HOUR_TOKENS = _tokens_of(HOUR_WORDS["it"])
# Hour words and the units that may follow them: "acht Uhr", "dix-huit heures", "sei o'clock".
_OCLOCK_SPELLINGS = ("o'clock", "o’clock", "oclock")
_UNIT_HOUR_WORDS: dict[str, tuple[str, ...]] = {}
for _words, _units in (
    ([*HOUR_WORDS["de"], *HOUR_WORDS_BEFORE_UHR], ("uhr",)),
    ([word.split()[-1] for word in HOUR_WORDS["fr"]], ("heure",)),
    ([*HOUR_WORDS["en"], *HOUR_WORDS["it"], *HOUR_WORDS["de"]], _OCLOCK_SPELLINGS),
):
    for _word in _words:
        _UNIT_HOUR_WORDS[_word] = (*_UNIT_HOUR_WORDS.get(_word, ()), *_units)


def _cued_hour_word_follows_cue(tokens: frozenset[str], lowered: str) -> bool:
    return any(
        f"{cue} {_bare(token)}" in lowered or f"{cue} ore {_bare(token)}" in lowered
        for token in tokens & _CUED_HOUR_TOKENS
        for cue in _CUES_BEFORE_HOUR_WORD[_bare(token)]
    )


def _relative_minutes_written(tokens: frozenset[str], lowered: str) -> bool:
    if not tokens.isdisjoint(_RELATIVE_MINUTE_TOKENS) or "quarter" in lowered:
        return True
    if "noon" in lowered or "midnight" in lowered:
        return True
    return any(
        _digit_before(lowered, f" {direction} ")
        for direction in tokens & {"past", "after", "nach", "vor"}
    )


def _digit_before(lowered: str, needle: str) -> bool:
    at = lowered.find(needle)
    while at > 0:
        if lowered[at - 1].isdigit():
            return True
        at = lowered.find(needle, at + 1)
    return False


def _english_hour_present(tokens: frozenset[str], lowered: str) -> bool:
    return not tokens.isdisjoint(_EN_HOUR_TOKENS)


def _english_marker_present(tokens: frozenset[str], lowered: str) -> bool:
    if not tokens.isdisjoint(_EN_MARKER_TOKENS):
        return True
    return any(marker in lowered for marker in _EN_MARKER_PHRASES)


def _compact_time_possible(tokens: frozenset[str], lowered: str) -> bool:
    """ "330 p.m.", "730 in the evening": three or four digits right before a marker or period."""
    return any(
        _compact_digits_before(lowered, phrase)
        for token in tokens & _COMPACT_TIME_TOKENS.keys()
        for phrase in _COMPACT_TIME_TOKENS[token]
    )


def _compact_digits_before(lowered: str, marker: str) -> bool:
    at = lowered.find(marker)
    while at >= 3:
        head = lowered[max(0, at - 8) : at].rstrip().removesuffix("ish")
        if head[-1:].isdigit():
            number = head.split()[-1]
            if number.isdigit() and len(number) in (3, 4) and 1 <= int(number[:-2]) <= 12:
                return True
        at = lowered.find(marker, at + 1)
    return False


def _unit_follows_hour_word(tokens: frozenset[str], lowered: str) -> bool:
    return any(
        f"{token} {unit}" in lowered
        for token in tokens & _UNIT_HOUR_WORDS.keys()
        for unit in _UNIT_HOUR_WORDS[token]
    )


def _italian_fraction_follows(tokens: frozenset[str], lowered: str) -> bool:
    """ "nove e mezza", "tre e venti", "mezzogiorno meno un quarto"."""
    return any(
        f"{_bare(token)} e " in lowered or f"{_bare(token)} meno " in lowered
        for token in tokens & _IT_HOUR_TOKENS
    )


_CUED_HOUR_TOKENS = _tokens_of(_CUES_BEFORE_HOUR_WORD)
_FORMS: tuple[_Form, ...] = (
    _Form(_DIGIT_TIME, _read_digit_time),
    _Form(_CUED_HOUR_WORD, _read_cued_hour_word, _CUED_HOUR_TOKENS, _cued_hour_word_follows_cue),
    _Form(
        _RELATIVE_TIME,
        _read_relative,
        frozenset({"past", "after", "nach", "vor", "to", "till", "from"}),
        _relative_minutes_written,
    ),
    _Form(_GERMAN_PART_HOUR, _read_german_part_hour, frozenset({"halb", "dreiviertel", "viertel"})),
    _Form(_ENGLISH_HALF, _read_english_half, frozenset({"half"}), _english_hour_present),
    _Form(_CLOCK_NOUN, _read_clock_noun, _tokens_of([*CLOCK_NOUNS, "mid"])),
    _Form(
        _ITALIAN_ONE,
        _read_italian_one,
        _tokens_of(f"{article}{mark}una" for article in ("", "all", "dall", "l") for mark in "'’"),
    ),
    _Form(_ENGLISH_HOUR_WORD, _read_english_hour_word, _EN_HOUR_TOKENS, _english_marker_present),
    _Form(
        _COMPACT_TIME, _read_compact_time, frozenset(_COMPACT_TIME_TOKENS), _compact_time_possible
    ),
    _Form(
        _UNIT_AFTER_WORD,
        _read_unit_after_word,
        frozenset(_UNIT_HOUR_WORDS),
        _unit_follows_hour_word,
    ),
    _Form(_ITALIAN_FRACTION, _read_italian_fraction, _IT_HOUR_TOKENS, _italian_fraction_follows),
)
# Every token a trigger or a confirmation looks at.
_KNOWN_TOKENS = frozenset().union(
    *(form.triggers for form in _FORMS),
    _RELATIVE_MINUTE_TOKENS,
    _EN_MARKER_TOKENS,
    _EN_HOUR_TOKENS,
    _IT_HOUR_TOKENS,
)


# -- shared reading steps ------------------------------------------------------------------------


def _spoken(
    reading: _Reading, hour: int, offset: int, lang: Lang, on_24_hour_clock: bool = False
) -> _Reading | None:
    """A time named by an hour and the minutes after or before it, as people say it.

    Its morning or evening is open unless the hour is written on the 24-hour clock ("Viertel
    nach 3 Uhr") or is 12 or above; "halb eins" and "quarter to one" are read after noon.
    """
    if not 0 <= hour <= 24:
        return None
    reading.hour, reading.minute = hour % 24, 0
    _add_minutes(reading, offset)
    if not on_24_hour_clock and reading.hour == 0 and hour == 1:
        reading.hour = 12
    # Around twelve too: "halb zwölf" is 11:30 or 23:30, "twelve o'clock" noon or midnight.
    reading.ambiguous = not on_24_hour_clock and (1 <= reading.hour <= 12 or hour == 12)
    reading.lang = lang
    reading.style = reading.style or natural_style(lang)
    return reading


def _with_day_period(reading: _Reading, text: str) -> _Reading:
    """Applies a day period written right after the time, or before its cue."""
    if reading.settled:
        return reading
    after = _period_after(text, reading.end)
    if after is not None:
        end, (lang, period) = after
        hour = reading.hour
        _apply_period(reading, period)
        if reading.hour != hour:  # "8 Uhr abends" is rewritten whole: "20 Uhr"
            reading.end, reading.lang, reading.style = end, lang, natural_style(lang)
        return reading
    if not 1 <= reading.hour <= 12:
        return reading  # no day period makes 18:00 anything else
    before = _period_before(text, reading.start) or _period_after_day(text, reading.end)
    if before is not None:
        hour = reading.hour
        _apply_period(reading, before)
        if reading.hour != hour and reading.twelve_hour_digits is not None:
            _write_on_twelve_hour_clock(reading)
    return reading


def _write_on_twelve_hour_clock(reading: _Reading) -> None:
    """ "tonight at 8:30" read as 20:30 keeps its digits: the style turns to "h:mm"."""
    assert reading.twelve_hour_digits is not None
    separator = reading.minute_separator
    reading.style = _hour_token(reading.twelve_hour_digits, separator, twelve_hour=True)
    reading.style += f"{separator}mm" if separator else ""


def _apply_period(reading: _Reading, period: DayPeriod) -> None:
    hour = reading.hour
    if period in ("afternoon", "evening"):
        hour = hour + 12 if 1 <= hour <= 11 else hour
    elif period == "night":  # "11 at night" is 23:00, "2 Uhr nachts" stays 02:00
        hour = hour + 12 if 6 <= hour <= 11 else (0 if hour == 12 else hour)
    elif hour == 12 and reading.bare:  # "this morning at 12"
        hour = 0
    reading.hour, reading.period, reading.ambiguous = hour, period, False


def _with_bare_range_ends(readings: list[_Reading], text: str) -> list[_Reading]:
    """Adds the bare hour that ends a range after a time: the "10" of "from 6 to 10"."""
    ends = []
    for index, first in enumerate(readings):
        if first.weak:
            continue
        limit = readings[index + 1].start if index + 1 < len(readings) else len(text)
        end = _bare_range_end(first, text, limit)
        if end is not None:
            ends.append(end)
    return sorted([*readings, *ends], key=lambda r: r.start) if ends else readings


_DASHES = frozenset("-–—/")


def _connector_opening(written: str) -> str | None:
    """The range connector `written` starts with ("–", "bis", "e le"), if any."""
    if written[:1] in _DASHES:
        return written[0]
    lowered = written[:12].lower().replace("’", "'")
    for connector in _CONNECTORS_BY_FIRST_WORD.get(
        lowered.split(None, 1)[0] if lowered else "", ()
    ):
        if lowered.startswith(connector):
            return connector
    return None


def _bare_range_end(first: _Reading, text: str, limit: int) -> _Reading | None:
    found = _number_after_connector(text, first.end, limit)
    if found is None:
        return None
    connector, start, end = found
    if _range_end_counts_something(text, end, first.lang):
        return None
    reading = _Reading(start, end, int(text[start:end]), 0, "", first.lang)
    return _read_bare_hour(reading, text[start:end], (connector, first.lang), text)


def _number_after_connector(text: str, end: int, limit: int) -> tuple[str, int, int] | None:
    """A range connector and a bare number of one or two digits right after `end`."""
    following = text[end : min(limit, end + 16)]
    stripped = following.lstrip()
    connector = _connector_opening(stripped)
    if connector is None:
        return None
    after = stripped[len(connector) :]
    digits = after.lstrip()
    if len(after) - len(digits) > 2:
        return None
    count = 2 if len(digits) > 1 and digits[:2].isdigit() else 1 if digits[:1].isdigit() else 0
    tail = digits[count : count + 2]
    if not count or tail[:1].isalnum() or (tail[:1] in ".,:'’/" and tail[1:2].isdigit()):
        return None
    start = end + len(following) - len(digits)
    return connector, start, start + count


def _range_end_counts_something(text: str, end: int, lang: Lang | None) -> bool:
    """ "from 6 to 10 guests", "5–10 min": the range counts, it tells no time."""
    word = _first_word(text[end : end + 20].lstrip()).lower()
    if word in TIME_UNITS_AFTER_NUMBER:
        return False
    return word in NOUNS_AFTER_RANGE or _followed_by_noun(text, end, ("", lang) if lang else None)


def _join_ranges(readings: list[_Reading], text: str) -> None:
    """Pairs the two ends of "X–Y", "von X bis Y", "de X à Y", "dalle X alle Y"."""
    for first, second in pairwise(readings):
        if second.start - first.end > 12:
            continue
        if first.weak and second.weak:
            continue  # "14.30–16.00" alone may be two prices; a cue, label or unit tells
        connector = _normalized(f"{text[first.end : second.start]} {second.leading_cue}")
        if connector not in TIME_RANGE_CONNECTORS:
            continue
        if first.weak and not _may_open_range(_previous_word(text, first.start), connector):
            continue
        first.weak = second.weak = False
        _share_marker(first, second)
        _settle_pair(first, second, text)


def _could_be_day_and_month(reading: _Reading) -> bool:
    return 1 <= reading.minute <= 12 and 1 <= reading.hour <= 31


def _may_open_range(previous_word: str, connector: str) -> bool:
    if previous_word in DURATION_CUES:
        return False
    openers = TIME_RANGE_OPENERS.get(connector)
    return openers is None or previous_word in openers


def _share_marker(first: _Reading, second: _Reading) -> None:
    """ "from 6 to 10 pm", "3:30-6 p.m.": the end's am/pm or day period holds for the start."""
    if first.marker or first.period or first.twelve_hour_digits is None:
        return
    if second.marker:
        hour = first.hour % 12 + (12 if second.marker == "pm" else 0)
        if second.marker == "pm" and hour * 60 + first.minute > second.minutes_of_day:
            hour -= 12  # "11 to 2 pm" starts before noon
        first.hour, first.ambiguous = hour, False
        _write_on_twelve_hour_clock(first)
        first.lang = first.lang or second.lang
    elif second.period:
        _apply_period(first, second.period)


def _settle_pair(first: _Reading, second: _Reading, text: str) -> None:
    """Chooses the readings that make the shortest forward range."""
    if first.ambiguous or second.ambiguous:
        options = sorted(
            ((b - a) % 1440 or 1440, a, b) for a in _candidates(first) for b in _candidates(second)
        )
        if len(options) > 1 and options[0][0] == options[1][0]:
            return
        _, a, b = options[0]
        first.hour, second.hour = a // 60, b // 60
        first.ambiguous = second.ambiguous = False
        return
    later = second.minutes_of_day + 720
    if second.minutes_of_day < first.minutes_of_day < later and 1 <= second.hour <= 11:
        # "11:30-1:30" ends in the afternoon; "09:00", its hour written with a leading zero, is
        # on the 24-hour clock and stays in the morning.
        if not (second.marker or second.period or text.startswith("0", second.start)):
            second.hour += 12


def _candidates(reading: _Reading) -> list[int]:
    own = reading.minutes_of_day
    return [own, (own + 720) % 1440] if reading.ambiguous else [own]


def _mentions(readings: list[_Reading], text: str) -> list[TimeMention]:
    mentions: list[TimeMention] = []
    last_end = -1
    for r in readings:
        if r.weak or r.start < last_end:
            continue
        mentions.append(
            TimeMention(
                start=r.start,
                end=r.end,
                text=text[r.start : r.end],
                lang=r.lang,
                style=_final_style(r),
                value=dt.time(r.hour % 24, r.minute),
                twelve_hour_ambiguous=r.ambiguous,
            )
        )
        last_end = r.end
    return mentions


def _final_style(reading: _Reading) -> str:
    """A spoken or open time is written back in digits; "all'una" keeps its article."""
    style = natural_style(reading.lang) if reading.ambiguous else reading.style
    return _literal(f"{reading.leading_cue} ") + style if reading.leading_cue else style


# -- small helpers ------------------------------------------------------------------------------


def _written(match: regex.Match[str], text: str, group: str) -> str | None:
    """A group as written in the original text (the pattern runs on a lowered copy)."""
    start = match.start(group)
    return None if start < 0 else text[start : match.end(group)]


def _hour_token(hour_text: str, separator: str, twelve_hour: bool) -> str:
    """ "H"/"HH" or "h"/"hh" as the hour was written; colon times keep two digits ("09:30")."""
    padded = len(hour_text) == 2 and (hour_text[0] == "0" or (separator == ":" and not twelve_hour))
    letter = "h" if twelve_hour else "H"
    return letter * 2 if padded else letter


def _literal(written: str) -> str:
    if any(char.isalpha() or char == "'" for char in written):
        return "'" + written.replace("'", "''") + "'"
    return written


def _marker_token(written: str) -> str:
    marker = written.strip()
    if "." in marker:
        return "A.M." if marker[0].isupper() else "a.m."
    return "A" if marker[0].isupper() else "a"


def _inside_number(text: str, start: int) -> bool:
    """ "+41", the "50" of "12.50", the "980" of "1'980": part of a longer number."""
    before = text[max(0, start - 2) : start]
    return before[-1:] == "+" or (
        len(before) == 2 and before[1] in ".,:'’/" and before[0].isdigit()
    )


def _valid(hour: int, minute: int) -> bool:
    return 0 <= hour <= 24 and 0 <= minute <= 59 and not (hour == 24 and minute)


def _add_minutes(reading: _Reading, offset: int) -> None:
    total = (reading.hour * 60 + reading.minute + offset) % 1440
    reading.hour, reading.minute = divmod(total, 60)


def _normalized(written: str) -> str:
    return " ".join(written.lower().replace("’", "'").split())


def _clean(token: str) -> str:
    return token.strip(_STRIP).lower().replace("’", "'")


def _tokens_before(text: str, pos: int, limit: int) -> list[tuple[str, int]]:
    """Up to `limit` whitespace-separated tokens ending before `pos`, nearest first."""
    window_start = max(0, pos - 64)
    window = text[window_start:pos]
    tokens = window.split()
    if window_start and tokens and not window[0].isspace() and not text[window_start - 1].isspace():
        tokens = tokens[1:]  # the window cut a word in two
    found: list[tuple[str, int]] = []
    end = len(window)
    for token in reversed(tokens[-limit:]):
        end = window.rfind(token, 0, end)
        found.append((token, window_start + end))
    return found


def _words_before(text: str, pos: int, count: int) -> list[str]:
    """Up to `count` words before `pos`, nearest first, lowered and without quotes or brackets."""
    return [_clean(word) for word in text[max(0, pos - 40) : pos].split()[: -count - 1 : -1]]


def _previous_word(text: str, pos: int) -> str:
    words = _words_before(text, pos, 1)
    return words[0] if words else ""


def _first_word(written: str) -> str:
    end = 0
    while end < len(written) and (written[end].isalpha() or written[end] in "'’-"):
        end += 1
    return written[:end]


def _cue_before(text: str, pos: int) -> tuple[str, Lang | None] | None:
    """The cue word or field label right before a time ("um", "alle ore", "Zeit:"), if any."""
    if pos and not text[pos - 1].isspace():
        return None
    words = _words_before(text, pos, 2)
    if not words:
        return None
    if len(words) == 2 and (pair := f"{words[1]} {words[0]}") in DOT_TIME_CUES:
        return pair, DOT_TIME_CUES[pair]
    nearest = words[0]
    if nearest in DOT_TIME_CUES:
        return nearest, DOT_TIME_CUES[nearest]
    if nearest.endswith(":") and nearest[:-1] in TIME_LABELS:
        return nearest[:-1], TIME_LABELS[nearest[:-1]]
    return None


def _followed_by_noun(text: str, end: int, cue: tuple[str, Lang | None] | None) -> bool:
    """True when what follows a bare hour shows it counts something ("ab 18 Jahren")."""
    rest = text[end : end + 40].lstrip(" \t\u00a0\u202f")
    if not rest:
        return False
    first = rest[0]
    if first in "%°'’" or first.isdigit():
        return True
    if first == ".":
        after_dot = rest[1:].lstrip()
        return after_dot[:1].isdigit() or _first_word(after_dot).lower() in _MONTH_WORDS
    if first == "-":
        return rest[1:2].isalpha()  # "a 5-minute walk"
    if not first.isalpha():
        return False
    word = _first_word(rest)
    lower = word.lower()
    if lower in _MONTH_WORDS:
        return True
    lang = cue[1] if cue else None
    if lang == "en":
        return lower not in EN_WORDS_AFTER_HOUR
    if lang == "de":
        return word[0].isupper() or lower in NOUNS_AFTER_NUMBER["de"]
    if lang in ("fr", "it"):
        # "vers 20 personnes", "alle 18 persone", "dès 3 salles": any noun phrase counts.
        return lower in NOUNS_AFTER_NUMBER.get(lang, ()) or counted_after(text, end, lang) is not None
    return False


def _reads_as_date(
    reading: _Reading, separator: str, cue: tuple[str, Lang | None] | None, text: str
) -> bool:
    """ "ab 1.10." is the first of October; "um 18.10." at the end of a sentence stays a time."""
    if separator != "." or text[reading.end : reading.end + 1] != ".":
        return False
    if text[reading.end + 1 : reading.end + 3].lstrip()[:1].isdigit():
        return True
    return _could_be_day_and_month(reading) and (cue is None or cue[0] in CUES_BEFORE_DATES)


def _is_duration(text: str, start: int, end: int) -> bool:
    """ "takes 2 h", "dans 2 heures", "2 h de route": an amount of time, not a clock time;
    "2 h de l'après-midi" is a clock time."""
    if _previous_word(text, start) in DURATION_CUES:
        return True
    if _period_after(text, end) is not None:
        return False
    following = text[end : end + 20].split(None, 1)
    if not following:
        return False
    word = _first_word(following[0]).lower().replace("’", "'") or following[0]
    return word in DURATION_FOLLOWERS or word.startswith("d'")


def _french_hour_is_clock(
    reading: _Reading, has_minutes: object, cue: tuple[str, Lang | None] | None, text: str
) -> bool:
    """ "à 9 heures" and "dix-huit heures" are clock times; "deux heures de route" is not."""
    if _is_duration(text, reading.start, reading.end) or reading.hour >= 24:
        return False
    if has_minutes or _period_after(text, reading.end) is not None:
        return True
    previous = _previous_word(text, reading.start)
    if previous == "de" and not _opens_french_range(text, reading.end):
        # "une formation de 2 heures", "un trajet de 3 heures": a length, unless a range
        # follows ("de 9 heures à 12 heures") or "de" closes a cue ("à partir de 9 heures").
        return _words_before(text, reading.start, 2)[1:2] in (["partir"], ["près"])
    if cue is not None or previous in FRENCH_CLOCK_CUES:
        return True
    return reading.hour >= 13


def _opens_french_range(text: str, end: int) -> bool:
    following = text[end : end + 16].split(None, 1)
    return bool(following) and _first_word(following[0]).lower().replace("’", "'") in (
        "à",
        "a",
        "jusqu'à",
        "-",
        "–",
    )


def _is_german_am(marker: str, text: str, end: int) -> bool:
    """ "um 3 am Nachmittag", "9 am Freitag": the German "am", not a.m."""
    if marker.strip() != "am":
        return False
    following = text[end : end + 20].lstrip()
    word = _first_word(following)
    return following[:1].isdigit() or (
        bool(word) and (word[0].isupper() or word.lower() in GERMAN_WORDS_AFTER_AM)
    )


def _fraction_minutes(written: str, lang: Lang) -> int | None:
    """Minutes after (or before, negative) the hour: "et demie" 30, "meno un quarto" -15."""
    words = _normalized(written)
    if words in FRACTION_MINUTES:
        return FRACTION_MINUTES[words]
    table = MINUTE_WORDS[lang]
    if lang == "fr":
        if words.startswith("moins "):
            minutes = table.get(words[6:])
            return -minutes if minutes else None
        words = words.removeprefix("et ").removesuffix(" minutes")
    elif lang == "it":
        if words.startswith("meno "):
            minutes = table.get(words[5:])
            return -minutes if minutes else None
        words = words.removeprefix("e ")
    if words.isdigit():
        return int(words) if int(words) < 60 else None
    return table.get(words)


def _relative_minutes(written: str) -> int | None:
    words = _normalized(written).removeprefix("a ")
    if words in ("quarter", "viertel"):
        return 15
    if words == "half":
        return 30
    if words in RELATIVE_MINUTE_WORDS:
        return RELATIVE_MINUTE_WORDS[words]
    number = words.split()[0]
    return int(number) if number.isdigit() and int(number) < 60 else None


def _hour_reference(written: str) -> tuple[int, str | None, bool] | None:
    """The hour of "past three", "nach 3 Uhr", "to noon": hour, am/pm, written on 24-hour clock."""
    words = _normalized(written)
    if words in CLOCK_NOUNS:
        return CLOCK_NOUNS[words][1], None, True
    digits = len(words) - len(words.lstrip("0123456789"))
    if digits:
        hour, rest = int(words[:digits]), words[digits:].strip()
    else:
        first, _, rest = words.partition(" ")
        found = HOUR_WORDS["en"].get(first) or HOUR_WORDS["de"].get(first)
        if found is None:
            return None
        hour = found
    if rest[:1] in ("a", "p"):
        return (hour, "pm" if rest[0] == "p" else "am", False) if 1 <= hour <= 12 else None
    return (hour, None, bool(digits) and rest in ("uhr", "h")) if hour <= 24 else None


def _hour_value(written: str, lang: Lang) -> int | None:
    words = _normalized(written)
    if words.isdigit():
        return int(words) if int(words) <= 24 else None
    return HOUR_WORDS[lang].get(words)


def _after_apres(text: str, start: int) -> bool:
    before = text[max(0, start - 7) : start].lower()
    return before.endswith(("-", "après ", "apres "))


def _hour_word_before(text: str, pos: int, lang: Lang) -> tuple[int, int] | None:
    """The hour word ending right before `pos` ("dix-huit", "vingt et une", "l'una")."""
    tokens = _tokens_before(text, pos, 3)
    table = HOUR_WORDS[lang]
    for count in (3, 2, 1):
        if len(tokens) < count:
            continue
        words = " ".join(token for token, _ in reversed(tokens[:count]))
        lead = len(words) - len(words.lstrip(_STRIP))
        candidate = _normalized(words[lead:])
        if lang == "it" and candidate.endswith("'una"):
            return 1, tokens[count - 1][1] + lead
        hour = table.get(candidate) or (
            HOUR_WORDS_BEFORE_UHR.get(candidate) if lang == "de" else None
        )
        if hour is not None:
            return hour, tokens[count - 1][1] + lead
    return None


def _by_first_word(phrases: Iterable[str]) -> dict[str, tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        table[phrase.split()[0]] = (*table.get(phrase.split()[0], ()), phrase)
    return table


_PERIODS_BY_FIRST_WORD = _by_first_word(PERIODS_AFTER_HOUR)
_CONNECTORS_BY_FIRST_WORD = _by_first_word(TIME_RANGE_CONNECTORS - _DASHES)
_NOUNS_BY_FIRST_WORD = _by_first_word(DAY_PERIODS)


def _period_after(text: str, end: int) -> tuple[int, tuple[Lang, DayPeriod]] | None:
    """A day period right after a time ("abends", "in the evening"): its end and meaning."""
    found = _phrase_after(text, end, _PERIODS_BY_FIRST_WORD)
    return None if found is None else (found[0], PERIODS_AFTER_HOUR[found[1]])


def _period_follows(text: str, end: int) -> bool:
    return _period_after(text, end) is not None or _period_after_day(text, end) is not None


def _period_after_day(text: str, end: int) -> DayPeriod | None:
    """A day and its period after a time: "at 5 tomorrow afternoon", "9 domani sera"."""
    following = text[end : end + 16].lstrip()
    day = following.split(None, 1)[0].lower() if following else ""
    if day not in DAY_WORDS:
        return None
    found = _phrase_after(
        text, text.index(following[: len(day)], end) + len(day), _NOUNS_BY_FIRST_WORD
    )
    return None if found is None else DAY_PERIODS[found[1]][1]


def _phrase_after(
    text: str, end: int, phrases_by_first_word: dict[str, tuple[str, ...]]
) -> tuple[int, str] | None:
    """The first of a table's phrases that follows `end` after a space: its end and the phrase."""
    following = text[end : end + 24]
    if not following[:1].isspace():
        return None
    rest = following.lstrip()
    lowered = rest.lower().replace("’", "'")
    written = lowered.split(None, 1)[0] if lowered else ""
    first_word = written.rstrip(".,;:!?)")
    # An abbreviation keeps its dot: "nachm.", "vorm.".
    phrases = phrases_by_first_word.get(first_word, ()) + phrases_by_first_word.get(written.rstrip(",;:!?)"), ())
    for phrase in phrases:
        if lowered.startswith(phrase) and not lowered[len(phrase) : len(phrase) + 1].isalpha():
            return end + len(following) - len(rest) + len(phrase), phrase
    return None


def _period_before(text: str, start: int) -> DayPeriod | None:
    """A day period before a time's cue: "this afternoon at 3:20", "heute abend um 8"."""
    words = _words_before(text, start, 3)
    if words and (words[0] in DOT_TIME_CUES or words[0] == "@"):
        words = words[1:]
    if not words or words[0] not in _PERIOD_LAST_WORDS:
        return None
    if len(words) > 1 and (found := DAY_PERIODS.get(f"{words[1]} {words[0]}")):
        return found[1]
    found = DAY_PERIODS.get(words[0])
    return found[1] if found else None
