"""What every reader of clock times shares: a reading under way (`Reading`), the pattern pieces
and word alternations, the steps that settle morning or evening with a day period, and the
small helpers that look at the words around a time."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import regex

from safety.formatters.times import natural_style
from safety.lang import Lang
from safety.lang.calendar_words import MONTH_ABBREVIATIONS, MONTH_NAMES
from safety.lang.clock_words import (
    CLOCK_NOUNS,
    CUES_BEFORE_DATES,
    DAY_PERIODS,
    DAY_WORDS,
    DIGIT_HOUR_UNITS,
    DOT_TIME_CUES,
    DURATION_CUES,
    DURATION_FOLLOWERS,
    EN_WORDS_AFTER_HOUR,
    FRACTION_MINUTES,
    FRACTIONS_OF,
    FRENCH_AGO,
    FRENCH_CLOCK_CUES,
    FRENCH_CUES_ENDING_IN_DE,
    FRENCH_LENGTH_WORD,
    FRENCH_RANGE_THROUGH,
    GERMAN_AM,
    GERMAN_WORDS_AFTER_AM,
    HOUR_CUES,
    HOUR_WORDS,
    HOUR_WORDS_BEFORE_UHR,
    ITALIAN_ONE,
    MERIDIEM_LAST_LETTER,
    MERIDIEM_LETTERS,
    MINUTE_NOUNS,
    MINUTE_WORDS,
    MINUTES_ADDED,
    MINUTES_TAKEN,
    NOUNS_AFTER_NUMBER,
    OCLOCK_SPACED_SPELLINGS,
    OCLOCK_SPELLINGS,
    PERIOD_NOUNS,
    PERIODS_AFTER_HOUR,
    RELATIVE_MINUTE_PARTS,
    RELATIVE_MINUTE_WORDS,
    SHARP_WORDS,
    SPOKEN_TIME_PARTS,
    TIME_LABELS,
    DayPeriod,
)
from safety.lang.range_words import TIME_RANGE_CONNECTORS
from safety.patterns import compile_pattern
from safety.recognizers.noun_phrase import counted_after
from safety.text import trie_alternation

SP = r"[ \t\u00a0\u202f\u2009]"  # the spaces amounts are grouped with, too


def alternation(words: Iterable[str]) -> str:
    """A regex matching any of `words`, built as a trie so a failing position fails fast.

    Matching it is linear in the word length; "'" matches either apostrophe.
    """
    plain = (word.replace("’", "'") for word in words)
    return f"(?:{trie_alternation(plain, escape=_trie_char)})"


def _trie_char(char: str) -> str:
    if char == " ":
        return SP
    if char == "'":
        return "['’]"
    return regex.escape(char)


def compile_lowered(pattern: str) -> regex.Pattern[str]:
    # Patterns are written in lower case and run on a lowered copy of the text: faster than
    # ignoring case.
    return compile_pattern(pattern, regex.VERBOSE)


_MERIDIEM_FIRST = "".join(MERIDIEM_LETTERS)
_MERIDIEM_LAST = regex.escape(MERIDIEM_LAST_LETTER)
MARKER = (
    rf"(?:[{_MERIDIEM_FIRST}]\.{SP}?{_MERIDIEM_LAST}\.?|[{_MERIDIEM_FIRST}]{SP}?{_MERIDIEM_LAST})"
    r"(?!\w)"
)
OCLOCK = rf"{alternation((*OCLOCK_SPELLINGS, *OCLOCK_SPACED_SPELLINGS))}(?!\w)"
_OCLOCK_PATTERN = compile_lowered(OCLOCK)


def is_oclock(marker: str) -> bool:
    """Whether a marker written after an hour (lowered) is "o'clock" rather than am or pm."""
    return _OCLOCK_PATTERN.fullmatch(marker) is not None


def meridiem(marker: str) -> str:
    """ "am" or "pm", for a marker written after an hour (lowered): "p.m.", "a m", "pm"."""
    return MERIDIEM_LETTERS[marker[0]]


_FR_MINUTE = alternation(MINUTE_WORDS["fr"])
_IT_MINUTE = alternation(MINUTE_WORDS["it"])
DE_MINUTE = alternation(MINUTE_WORDS["de"])
EN_MINUTE = alternation(MINUTE_WORDS["en"])
EN_HOUR = alternation(HOUR_WORDS["en"])
DE_HOUR_12 = alternation(word for word, hour in HOUR_WORDS["de"].items() if hour <= 12)
NOUNS = alternation(CLOCK_NOUNS)
_FR_MINUTES_NOUN = alternation(MINUTE_NOUNS["fr"])
FR_TAIL = (
    rf"(?:{alternation(FRACTIONS_OF['fr'])}|{alternation([MINUTES_TAKEN['fr']])}{SP}{_FR_MINUTE}"
    rf"|{alternation([MINUTES_ADDED['fr']])}{SP}{_FR_MINUTE}{SP}{_FR_MINUTES_NOUN}"
    rf"|{_FR_MINUTE}(?:{SP}{_FR_MINUTES_NOUN})?)(?!\w)"
)
IT_TAIL = (
    rf"(?:{alternation(FRACTIONS_OF['it'])}"
    rf"|{alternation([MINUTES_ADDED['it']])}{SP}(?:[0-5]\d(?!\d)|{_IT_MINUTE})"
    rf"|{alternation([MINUTES_TAKEN['it']])}{SP}{_IT_MINUTE})(?!\w)"
)
PERIOD_AHEAD = rf"(?={SP}{alternation(PERIODS_AFTER_HOUR)}(?!\w))"
DAY_PERIOD_AHEAD = rf"(?={SP}{alternation(DAY_WORDS)}{SP}{alternation(PERIOD_NOUNS)}(?!\w))"
# A range's second end: in digits, or a spoken time ("von 9 bis halb sechs", "from 9 to noon").
_SPOKEN_TIME_OPENERS = alternation(
    SPOKEN_TIME_PARTS | set(CLOCK_NOUNS) | {word for words in HOUR_WORDS.values() for word in words}
)
RANGE_AHEAD = (
    rf"(?={SP}{{0,2}}(?:[-–—/]|{alternation(TIME_RANGE_CONNECTORS - {'-', '–', '—', '/'})}(?!\w))"
    rf"{SP}{{0,2}}(?:\d|{_SPOKEN_TIME_OPENERS}(?!\w)))"
)
# The cue may stand before the emphasis the hour opens with: "alle **18**".
CUE_BEHIND = rf"(?<=(?<!\w){alternation(HOUR_CUES)}{SP}{{1,2}}\*{{0,2}}\d{{1,2}})"
SHARP_AHEAD = rf"(?={SP}{alternation(SHARP_WORDS)}(?!\w))"
SHARP_AFTER = compile_lowered(SHARP_AHEAD)

_MONTH_WORDS = frozenset(
    name.lower()
    for table in (MONTH_NAMES, MONTH_ABBREVIATIONS)
    for names in table.values()
    for name in names
)
_STRIP = '*_()[]{}«»"“”„'
_PERIOD_LAST_WORDS = frozenset(phrase.split()[-1] for phrase in DAY_PERIODS)


@dataclass(slots=True)
class Reading:
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
    in_range: bool = False  # one end of a range ("von 9 bis 11"), its connector its cue

    @property
    def minutes_of_day(self) -> int:
        return self.hour * 60 + self.minute


Reader = Callable[[regex.Match[str], str], "Reading | None"]


# -- shared reading steps ------------------------------------------------------------------------


def spoken_time(
    reading: Reading, hour: int, offset: int, lang: Lang, on_24_hour_clock: bool = False
) -> Reading | None:
    """A time named by an hour and the minutes after or before it, as people say it.

    Its morning or evening is open unless the hour is written on the 24-hour clock ("Viertel
    nach 3 [de-clock]") or is 12 or above; "halb eins" and "quarter to one" are read after noon.
    """
    if not 0 <= hour <= 24:
        return None
    reading.hour, reading.minute = hour % 24, 0
    add_minutes(reading, offset)
    if not on_24_hour_clock and reading.hour == 0 and hour == 1:
        reading.hour = 12
    # Around twelve too: "halb zwölf" is 11:30 or 23:30, "twelve o'clock" noon or midnight.
    reading.ambiguous = not on_24_hour_clock and (1 <= reading.hour <= 12 or hour == 12)
    reading.lang = lang
    reading.style = reading.style or natural_style(lang)
    return reading


# Styles that write the hour's digits and nothing else.
BARE_HOUR_STYLES = frozenset({"H", "HH"})


def with_day_period(reading: Reading, text: str) -> Reading:
    """Applies a day period written right after the time, or before its cue."""
    if reading.settled:
        return reading
    after = period_after(text, reading.end)
    if after is not None:
        end, (lang, period) = after
        apply_period(reading, period, written_after=True)
        # The period is part of the time as written: "8 [de-clock] abends" and "11:16 du mat." are
        # rewritten whole ("20 [de-clock]", "17h30"), never leaving a period that contradicts the
        # value.
        reading.end, reading.lang, reading.style = end, lang, natural_style(lang)
        return reading
    if not 1 <= reading.hour <= 12:
        return reading  # no day period makes 18:00 anything else
    if reading.twelve_hour_digits is not None and reading.twelve_hour_digits.startswith("0"):
        return reading  # "08:00", its hour written with a leading zero, is on the 24-hour clock
    before = _period_before(text, reading.start) or _period_after_day(text, reading.end)
    if before is not None:
        hour = reading.hour
        apply_period(reading, before)
        if reading.hour != hour and reading.twelve_hour_digits is not None:
            write_on_twelve_hour_clock(reading)
    return reading


def write_on_twelve_hour_clock(reading: Reading) -> None:
    """ "tonight at 8:30" read as 20:30 keeps its digits: the style turns to "h:mm"."""
    assert reading.twelve_hour_digits is not None
    separator = reading.minute_separator
    reading.style = hour_token(reading.twelve_hour_digits, separator, twelve_hour=True)
    reading.style += f"{separator}mm" if separator else ""


def apply_period(reading: Reading, period: DayPeriod, *, written_after: bool = False) -> None:
    """`written_after`: the period follows the time, as on the twelve-hour clock, where twelve
    in the morning is the hour after midnight ("12:20 du mat." is 00:20, as CLDR writes it)."""
    hour = reading.hour
    if period in ("afternoon", "evening"):
        hour = hour + 12 if 1 <= hour <= 11 else hour
    elif period == "night":  # "11 at night" is 23:00, "2 [de-clock] nachts" stays 02:00
        hour = hour + 12 if 6 <= hour <= 11 else (0 if hour == 12 else hour)
    elif hour == 12 and (reading.bare or written_after):  # "this morning at 12", "12:20 du mat."
        hour = 0
    reading.hour, reading.period, reading.ambiguous = hour, period, False


def _could_be_day_and_month(reading: Reading) -> bool:
    return 1 <= reading.minute <= 12 and 1 <= reading.hour <= 31


# -- small helpers ------------------------------------------------------------------------------


def group_as_written(match: regex.Match[str], text: str, group: str) -> str | None:
    """A group as written in the original text (the pattern runs on a lowered copy)."""
    start = match.start(group)
    return None if start < 0 else text[start : match.end(group)]


def hour_token(hour_text: str, separator: str, twelve_hour: bool) -> str:
    """ "H"/"HH" or "h"/"hh" as the hour was written; colon times keep two digits ("09:30")."""
    padded = len(hour_text) == 2 and (hour_text[0] == "0" or (separator == ":" and not twelve_hour))
    letter = "h" if twelve_hour else "H"
    return letter * 2 if padded else letter


def pattern_literal(written: str) -> str:
    if any(char.isalpha() or char == "'" for char in written):
        return "'" + written.replace("'", "''") + "'"
    return written


def marker_token(written: str) -> str:
    marker = written.strip()
    if "." in marker:
        return "A.M." if marker[0].isupper() else "a.m."
    return "A" if marker[0].isupper() else "a"


def inside_number(text: str, start: int) -> bool:
    """ "+41", the "50" of "12.50", the "980" of "1'980": part of a longer number."""
    before = text[max(0, start - 2) : start]
    return before[-1:] == "+" or (
        len(before) == 2 and before[1] in ".,:'’/" and before[0].isdigit()
    )


def valid(hour: int, minute: int) -> bool:
    return 0 <= hour <= 24 and 0 <= minute <= 59 and not (hour == 24 and minute)


def add_minutes(reading: Reading, offset: int) -> None:
    total = (reading.hour * 60 + reading.minute + offset) % 1440
    reading.hour, reading.minute = divmod(total, 60)


def normalized(written: str) -> str:
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


def word_before(text: str, pos: int) -> str:
    words = _words_before(text, pos, 1)
    return words[0] if words else ""


def first_word_of(written: str) -> str:
    end = 0
    while end < len(written) and (written[end].isalpha() or written[end] in "'’-"):
        end += 1
    return written[:end]


def cue_before(text: str, pos: int) -> tuple[str, Lang | None] | None:
    """The cue word or field label right before a time ("um", "alle [it-hours]", "Zeit:"), if any; the
    markdown emphasis that opens on the time is skipped ("alle **18**")."""
    opened = pos
    while opened and pos - opened < 2 and text[opened - 1] == "*":
        opened -= 1
    if opened != pos and (not opened or not text[opened - 1].isspace()):
        return None  # "**18" inside a word, or a closing mark
    pos = opened
    if pos and not text[pos - 1].isspace():
        # "<strong>Ora:</strong><br>20.30": a tag right before the time may close a label.
        return _tagged_label_before(text, pos) if text[pos - 1] == ">" else None
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
    # A table's cell border or a tab stands for the label's colon ("| Time | 10.00 |").
    if nearest in TIME_LABELS and _tab_before(text, pos):
        return nearest, TIME_LABELS[nearest]
    if nearest == "|" and len(words) == 2 and words[1] in TIME_LABELS:
        return words[1], TIME_LABELS[words[1]]
    if ">" in nearest:
        return _tagged_label_before(text, pos)
    return None


# The most characters of markup (spaces, emphasis, tags) between a label, its colon and a time.
_MOST_MARKUP = 64


def _tagged_label_before(text: str, pos: int) -> tuple[str, Lang | None] | None:
    """A time label with tags closing around it or its colon: "<strong>Ora:</strong> 20.30",
    "<b>Zeit</b>: 9.30"."""
    colon = _back_over_markup(text, pos)
    if not colon or text[colon - 1] != ":":
        return None
    end = _back_over_markup(text, colon - 1)
    start = end
    while start and text[start - 1].isalpha():
        start -= 1
    label = text[start:end].lower()
    return (label, TIME_LABELS[label]) if label in TIME_LABELS else None


def _back_over_markup(text: str, pos: int) -> int:
    """Where the text before `pos` ends once spaces, emphasis and tags are passed."""
    start = pos
    while pos and start - pos < _MOST_MARKUP:
        char = text[pos - 1]
        if char in " \u00a0*_":
            pos -= 1
        elif char == ">" and (opening := text.rfind("<", max(0, pos - 40), pos - 1)) >= 0:
            pos = opening
        else:
            break
    return pos


def _tab_before(text: str, pos: int) -> bool:
    """Whether the spaces right before `pos` hold a tab ("Time<tab>10.00")."""
    while pos and text[pos - 1] in " \t":
        if text[pos - 1] == "\t":
            return True
        pos -= 1
    return False


def followed_by_noun(text: str, end: int, cue: tuple[str, Lang | None] | None) -> bool:
    """True when what follows a bare hour shows it counts something ("ab 18 Jahren")."""
    rest = text[end : end + 40].lstrip(" \t\u00a0\u202f")
    if not rest:
        return False
    first = rest[0]
    if first in "%°'’" or first.isdigit():
        return True
    if first == ".":
        after_dot = rest[1:].lstrip()
        return after_dot[:1].isdigit() or first_word_of(after_dot).lower() in _MONTH_WORDS
    if first == "-":
        return rest[1:2].isalpha()  # "a 5-minute walk"
    if not first.isalpha():
        return False
    word = first_word_of(rest)
    lower = word.lower()
    if lower in _MONTH_WORDS:
        return True
    if period_after(text, end) is not None:
        return False  # "Heure : 3 matin": a day period makes it an hour, nothing counted
    lang = cue[1] if cue else None
    if lang == "en":
        return lower not in EN_WORDS_AFTER_HOUR
    if lang == "de":
        return word[0].isupper() or lower in NOUNS_AFTER_NUMBER["de"]
    if lang in ("fr", "it"):
        # "vers 20 invités", "alle 18 ospiti": any noun phrase counts.
        return (
            lower in NOUNS_AFTER_NUMBER.get(lang, ()) or counted_after(text, end, lang) is not None
        )
    return False


def reads_as_date(
    reading: Reading, separator: str, cue: tuple[str, Lang | None] | None, text: str
) -> bool:
    """ "ab 1.10." is the first of October; "um 18.10." at the end of a sentence stays a time."""
    if separator != "." or text[reading.end : reading.end + 1] != ".":
        return False
    if text[reading.end + 1 : reading.end + 3].lstrip()[:1].isdigit():
        return True
    return _could_be_day_and_month(reading) and (cue is None or cue[0] in CUES_BEFORE_DATES)


def is_duration(text: str, start: int, end: int) -> bool:
    """ "takes 2 h", "dans 2 [fr-hours]", "2 h de route": an amount of time, not a clock time;
    "9 h du soir" is a clock time."""
    if word_before(text, start) in DURATION_CUES:
        return True
    if _words_before(text, start, 2) == list(FRENCH_AGO):
        return True  # "il y a deux [fr-hours]": two hours ago
    if period_after(text, end) is not None:
        return False
    following = text[end : end + 20].split(None, 1)
    if not following:
        return False
    word = first_word_of(following[0]).lower().replace("’", "'") or following[0]
    return word in DURATION_FOLLOWERS or word.startswith("d'")


def french_hour_is_clock(
    reading: Reading, has_minutes: object, cue: tuple[str, Lang | None] | None, text: str
) -> bool:
    """ "à 9 [fr-hours]" and "dix-huit [fr-hours]" are clock times; "deux [fr-hours] de route" is
    not."""
    if is_duration(text, reading.start, reading.end) or reading.hour >= 24:
        return False
    if has_minutes or period_after(text, reading.end) is not None:
        return True
    previous = word_before(text, reading.start)
    if previous == FRENCH_LENGTH_WORD and not _opens_french_range(text, reading.end):
        # "une formation de 2 [fr-hours]", "un trajet de 3 [fr-hours]": a length, unless a range
        # follows ("de 9 [fr-hours] à 12 [fr-hours]") or "de" closes a cue
        # ("à partir de 9 [fr-hours]").
        return _words_before(text, reading.start, 2)[1:2] in [
            [word] for word in FRENCH_CUES_ENDING_IN_DE
        ]
    if cue is not None or previous in FRENCH_CLOCK_CUES:
        return True
    return reading.hour >= 13


def _opens_french_range(text: str, end: int) -> bool:
    following = text[end : end + 16].split(None, 1)
    return (
        bool(following)
        and first_word_of(following[0]).lower().replace("’", "'") in FRENCH_RANGE_THROUGH
    )


def is_german_am(marker: str, text: str, end: int) -> bool:
    """ "um 3 am Nachmittag", "9 am Freitag": the German "am", not a.m."""
    if marker.strip() != GERMAN_AM:
        return False
    following = text[end : end + 20].lstrip()
    word = first_word_of(following)
    return following[:1].isdigit() or (
        bool(word) and (word[0].isupper() or word.lower() in GERMAN_WORDS_AFTER_AM)
    )


def fraction_minutes(written: str, lang: Lang) -> int | None:
    """Minutes after (or before, negative) the hour: "et demie" 30, "meno un quarto" -15."""
    words = normalized(written)
    if words in FRACTION_MINUTES:
        return FRACTION_MINUTES[words]
    table = MINUTE_WORDS[lang]
    if lang in MINUTES_TAKEN:
        taken = f"{MINUTES_TAKEN[lang]} "
        if words.startswith(taken):
            minutes = table.get(words[len(taken) :])
            return -minutes if minutes else None
        words = words.removeprefix(f"{MINUTES_ADDED[lang]} ")
        for noun in MINUTE_NOUNS.get(lang, ()):
            words = words.removesuffix(f" {noun}")
    if words.isdigit():
        return int(words) if int(words) < 60 else None
    return table.get(words)


def relative_minutes(written: str) -> int | None:
    words = normalized(written)
    if words in RELATIVE_MINUTE_PARTS:
        return RELATIVE_MINUTE_PARTS[words]
    if words in RELATIVE_MINUTE_WORDS:
        return RELATIVE_MINUTE_WORDS[words]
    number = words.split()[0]
    return int(number) if number.isdigit() and int(number) < 60 else None


def hour_reference(written: str) -> tuple[int, str | None, bool] | None:
    """The hour of "past three", "nach 3 [de-clock]", "to noon": hour, am/pm, written on 24-hour
    clock."""
    words = normalized(written)
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
    if rest[:1] in MERIDIEM_LETTERS:
        return (hour, meridiem(rest), False) if 1 <= hour <= 12 else None
    return (hour, None, bool(digits) and rest in DIGIT_HOUR_UNITS) if hour <= 24 else None


def hour_value(written: str, lang: Lang) -> int | None:
    words = normalized(written)
    if words.isdigit():
        return int(words) if int(words) <= 24 else None
    return HOUR_WORDS[lang].get(words)


def after_one_of(text: str, start: int, endings: tuple[str, ...]) -> bool:
    """Whether the text before `start` ends with one of `endings` (lower case, up to 7 chars)."""
    before = text[max(0, start - 7) : start].lower()
    return before.endswith(endings)


def hour_word_before(text: str, pos: int, lang: Lang) -> tuple[int, int] | None:
    """The hour word ending right before `pos` ("dix-huit", "vingt et une", "l'una")."""
    tokens = _tokens_before(text, pos, 3)
    table = HOUR_WORDS[lang]
    for count in (3, 2, 1):
        if len(tokens) < count:
            continue
        words = " ".join(token for token, _ in reversed(tokens[:count]))
        lead = len(words) - len(words.lstrip(_STRIP))
        candidate = normalized(words[lead:])
        if lang == "it" and candidate.endswith(f"'{ITALIAN_ONE}"):
            return 1, tokens[count - 1][1] + lead
        hour = table.get(candidate) or (
            HOUR_WORDS_BEFORE_UHR.get(candidate) if lang == "de" else None
        )
        if hour is not None:
            return hour, tokens[count - 1][1] + lead
    return None


def by_first_word(phrases: Iterable[str]) -> dict[str, tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        table[phrase.split()[0]] = (*table.get(phrase.split()[0], ()), phrase)
    return table


_PERIODS_BY_FIRST_WORD = by_first_word(PERIODS_AFTER_HOUR)
_NOUNS_BY_FIRST_WORD = by_first_word(DAY_PERIODS)


def period_after(text: str, end: int) -> tuple[int, tuple[Lang, DayPeriod]] | None:
    """A day period right after a time ("abends", "in the evening"): its end and meaning."""
    found = _phrase_after(text, end, _PERIODS_BY_FIRST_WORD)
    return None if found is None else (found[0], PERIODS_AFTER_HOUR[found[1]])


def period_follows(text: str, end: int) -> bool:
    return period_after(text, end) is not None or _period_after_day(text, end) is not None


def _period_after_day(text: str, end: int) -> DayPeriod | None:
    """A day and its period after a time: "at 5 tomorrow afternoon", "9 tomorrow evening"."""
    following = text[end : end + 16].lstrip()
    day = following.split(None, 1)[0].lower() if following else ""
    if day not in DAY_WORDS:
        return None
    found = _phrase_after(
        text, text.index(following[: len(day)], end) + len(day), _NOUNS_BY_FIRST_WORD
    )
    return None if found is None else DAY_PERIODS[found[1]][1]


_MARKUP_AFTER_WORD = ("<", "*", "|", "&")


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
    for markup in _MARKUP_AFTER_WORD:  # "abends</li>", "abends**": the word ends at the markup
        written = written.split(markup, 1)[0]
    first_word = written.rstrip(".,;:!?)")
    # An abbreviation keeps its dot: "nachm.", "vorm.".
    phrases = phrases_by_first_word.get(first_word, ()) + phrases_by_first_word.get(
        written.rstrip(",;:!?)"), ()
    )
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
