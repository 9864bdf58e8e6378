"""Clock times written with digits: "18:00", "18.30 [de-clock]", "9h30", "6 pm", "17 [fr-hours]"
([de-clock] and [fr-hours]: the German and French clock words of the packs), a bare hour after a
cue ("um 7", "alle 18"), and the bare end of a range ("von 9 bis 17 [de-clock]")."""

from __future__ import annotations

import regex

from safety.formatters.times import natural_style
from safety.lang import Lang
from safety.lang.clock_words import (
    APPROXIMATE_HOUR_SUFFIX,
    FRACTION_MINUTES,
    HOUR_CUES,
    HOUR_SYMBOL,
    HOUR_UNITS,
    ITALIAN_HOURS_WORD,
    POINT_HOUR_CUES,
    SPACED_MINUTE_CUES,
)
from safety.lang.range_words import TIME_RANGE_CONNECTORS
from safety.recognizers.times.ranges import number_after_connector, range_end_counts_something
from safety.recognizers.times.reading import (
    CUE_BEHIND,
    DAY_PERIOD_AHEAD,
    FR_TAIL,
    IT_TAIL,
    MARKER,
    OCLOCK,
    PERIOD_AHEAD,
    RANGE_AHEAD,
    SHARP_AFTER,
    SHARP_AHEAD,
    SP,
    Reading,
    add_minutes,
    alternation,
    compile_lowered,
    cue_before,
    followed_by_noun,
    fraction_minutes,
    french_hour_is_clock,
    group_as_written,
    hour_token,
    inside_number,
    is_duration,
    is_german_am,
    marker_token,
    normalized,
    pattern_literal,
    period_follows,
    reads_as_date,
    spoken_time,
    valid,
    word_before,
)

_APPROXIMATE = regex.escape(APPROXIMATE_HOUR_SUFFIX)
_DE_UNIT = alternation(HOUR_UNITS["de"])
_FR_UNIT = alternation(HOUR_UNITS["fr"])
_SYMBOL = regex.escape(HOUR_SYMBOL)
_SPACED_MINUTE_CUES = alternation(SPACED_MINUTE_CUES)
# "18:00", "9.30", "18 [de-clock]", "9h30", "17 [fr-hours]", "6 pm", "7 o'clock", "9 e mezza", and a
# bare hour after a cue ("um 7"), before a day period ("8 tonight") or opening a range
# ("18–22 [de-clock]").
DIGIT_TIME = compile_lowered(
    rf"""
    \b(?P<hour>\d{{1,2}})(?!\d)
    (?:(?P<separator>[:.])(?P<minute>[0-5]\d)(?(?<=:\d\d)(?::00(?!\d|[.,:]\d))?)(?!\d|[.,:]\d))?
    (?:
      (?P<tail>
        {SP}?(?:
            (?P<de_unit>{_DE_UNIT})(?!\w)(?:{SP}(?P<de_unit_minute>[0-5]\d)(?!\d|[.,:]\d))?
          | (?P<h>{_SYMBOL})
            (?:(?P<h_minute>[0-5]\d)|(?<={SP}{_SYMBOL}){SP}(?P<h_minute>[0-5]\d)(?!\d|[.,:]\d))?(?!\w)
          | (?P<fr_unit>{_FR_UNIT})(?!\w)
            (?:{SP}(?P<fr_unit_minute>[0-5]\d)(?!\d)|{SP}(?P<fr_unit_words>{FR_TAIL}))?
          | (?P<oclock>{OCLOCK})(?:{SP}?(?P<oclock_marker>{MARKER}))?
          | (?:{_APPROXIMATE}{SP}?)?(?P<marker>{MARKER})
          | (?(separator)(?!)|(?<={SP})(?P<it_tail>{IT_TAIL}))  # "19:00 e 23:00": two times
          | (?P<spaced_minute>[0-5]\d)(?![\w.,:'’/-])
            (?<=(?<!\w){_SPACED_MINUTE_CUES}{SP}{{1,2}}\d{{1,2}}{SP}\d\d)
        )
        | (?P<letter_marker>[ap])(?!\w)
      )
      | (?(minute)(?!\w)|(?!))
      | (?!\w)(?![.,:'’/]\d)
        (?:{CUE_BEHIND}|{RANGE_AHEAD}|{PERIOD_AHEAD}|{DAY_PERIOD_AHEAD}|{SHARP_AHEAD})
    )
    """
)
# "330 p.m.", "730 in the evening": hour and minutes without a separator, only with a marker
# or a day period, since a bare "1030" reads as a number or a year.
COMPACT_TIME = compile_lowered(
    rf"""
    \b(?P<hour>\d{{1,2}})(?P<minute>[0-5]\d)(?!\d)(?P<ish>{_APPROXIMATE})?
    (?:{SP}?(?P<marker>{MARKER})|{PERIOD_AHEAD})
    """
)


# -- readers, one per form ----------------------------------------------------------------------


def read_digit_time(match: regex.Match[str], text: str) -> Reading | None:
    """ "18:00", "9.30", "18 [de-clock]", "9h30", "17 [fr-hours]", "6 pm", "7 o'clock", "um 7"."""
    start = match.start("hour")
    if inside_number(text, start):
        return None
    hour_text, separator = match.group("hour"), match.group("separator") or ""
    reading = Reading(start, match.end(), int(hour_text), int(match.group("minute") or 0), "", None)
    tail = group_as_written(match, text, "tail")
    if tail is None:
        return _read_cued_digits(reading, hour_text, separator, text)
    shown = hour_token(hour_text, separator, twelve_hour=False) + (
        f"{separator}mm" if separator else ""
    )
    if match.group("de_unit") is not None:
        return _read_unit(reading, match, "de_unit_minute", "de", shown, text)
    if match.group("h") is not None:
        return _read_unit(reading, match, "h_minute", None, shown, text)
    if match.group("fr_unit") is not None:
        return _read_heures(reading, match, shown, cue_before(text, start), text)
    if match.group("oclock") is not None:
        marker = group_as_written(match, text, "oclock_marker")
        return _twelve_hour(reading, hour_text, separator, tail, marker)
    if match.group("spaced_minute") is not None:
        return _read_spaced_minutes(reading, hour_text, match.group("spaced_minute"), text)
    marker = group_as_written(match, text, "marker") or group_as_written(
        match, text, "letter_marker"
    )
    if marker is None:
        return _read_italian_tail(
            reading, match.group("it_tail"), separator, cue_before(text, start)
        )
    if is_german_am(marker, text, reading.end) or reading.hour > 12:
        reading.end = match.start("tail")  # "um 19:30 am Freitag": the German "am"
        return _read_cued_digits(reading, hour_text, separator, text)
    if match.group("letter_marker") and not separator and not _cued_or_after_connector(text, start):
        return None  # "7a" alone is too thin
    return _twelve_hour(reading, hour_text, separator, tail, marker)


def _cued_or_after_connector(text: str, start: int) -> bool:
    return cue_before(text, start) is not None or word_before(text, start) in TIME_RANGE_CONNECTORS


def _read_spaced_minutes(
    reading: Reading, hour_text: str, minute_text: str, text: str
) -> Reading | None:
    """ "at 3 15", "alle 9 30": hour and minutes apart, after a cue."""
    reading.minute = int(minute_text)
    if not valid(reading.hour, reading.minute) or reading.hour == 24:
        return None
    cue = cue_before(text, reading.start)
    reading.lang = cue[1] if cue else None
    reading.style = hour_token(hour_text, "", twelve_hour=False) + " mm"
    reading.ambiguous = 1 <= reading.hour <= 11
    return reading


def _read_cued_digits(
    reading: Reading, hour_text: str, separator: str, text: str
) -> Reading | None:
    """ "18:00" as it stands; "9.30" and a bare hour only through a cue or a range ("um 9.30",
    "alle 18", the "9" of "9–11 [de-clock]")."""
    cue = None if separator == ":" else cue_before(text, reading.start)
    reading.lang = cue[1] if cue else None
    if separator:
        return _read_decimal_time(reading, hour_text, separator, cue, text)
    return _read_bare_hour(reading, hour_text, cue, text)


def _read_decimal_time(
    reading: Reading,
    hour_text: str,
    separator: str,
    cue: tuple[str, Lang | None] | None,
    text: str,
) -> Reading | None:
    """ "18:00", "9:30", "um 9.30": a dot time needs a cue or a range partner."""
    if not valid(reading.hour, reading.minute) or reads_as_date(reading, separator, cue, text):
        return None
    reading.style = hour_token(hour_text, separator, twelve_hour=False) + f"{separator}mm"
    reading.weak = separator == "." and cue is None
    if reading.hour <= 12:
        reading.twelve_hour_digits, reading.minute_separator = hour_text, separator
    reading.hour %= 24
    return reading


def _read_bare_hour(
    reading: Reading, hour_text: str, cue: tuple[str, Lang | None] | None, text: str
) -> Reading | None:
    """ "um 7", "alle 18", "at 3", "8 tonight", or the "9" of "9–11 [de-clock]"."""
    sharp = SHARP_AFTER.match(text, reading.end) is not None
    if not valid(reading.hour, 0) or (not sharp and followed_by_noun(text, reading.end, cue)):
        return None
    if (cue is None or cue[0] not in POINT_HOUR_CUES) and _opens_counted_range(reading, text, cue):
        return None
    cued = cue is not None and cue[0] in HOUR_CUES
    reading.weak = not cued and not sharp and not period_follows(text, reading.end)
    reading.style = hour_token(hour_text, "", twelve_hour=False)
    reading.bare = True
    reading.ambiguous = (
        not (cued and cue is not None and cue[0] == ITALIAN_HOURS_WORD) and 1 <= reading.hour <= 11
    )
    if reading.hour <= 12:
        reading.twelve_hour_digits = hour_text
    reading.hour %= 24
    return reading


def _opens_counted_range(reading: Reading, text: str, cue: tuple[str, Lang | None] | None) -> bool:
    """ "from 6 to 10 guests": the bare "6" counts guests."""
    found = number_after_connector(text, reading.end, len(text))
    return found is not None and range_end_counts_something(text, found[2], cue[1] if cue else None)


def _read_unit(
    reading: Reading,
    match: regex.Match[str],
    minute_group: str,
    lang: Lang | None,
    shown: str,
    text: str,
) -> Reading | None:
    """ "18 [de-clock]", "9 [de-clock] 30", "18h", "9h30", "18 h", "18:30h": the 24-hour clock."""
    tail = group_as_written(match, text, "tail") or ""
    unit_minute = match.group(minute_group)
    if unit_minute is not None:
        if match.group("separator"):
            return None
        reading.minute = int(unit_minute)
        tail = tail[: match.start(minute_group) - match.start("tail")]
    is_h = minute_group == "h_minute"
    if is_h and (reading.hour >= 24 or is_duration(text, reading.start, reading.end)):
        return None
    if not valid(reading.hour, reading.minute):
        return None
    reading.hour %= 24
    reading.lang = lang
    reading.style = shown + pattern_literal(tail) + ("mm" if unit_minute is not None else "")
    return reading


def _read_heures(
    reading: Reading,
    match: regex.Match[str],
    shown: str,
    cue: tuple[str, Lang | None] | None,
    text: str,
) -> Reading | None:
    """ "17 [fr-hours]", "9 [fr-hours] 30", "9 [fr-hours] et demie"."""
    reading.lang = "fr"
    words, digits = match.group("fr_unit_words"), match.group("fr_unit_minute")
    if not french_hour_is_clock(reading, bool(words or digits), cue, text):
        return None
    if digits is not None:
        reading.minute = int(digits)
        reading.style = (
            shown
            + pattern_literal(text[match.start("tail") : match.start("fr_unit_minute")])
            + "mm"
        )
    elif words is not None:
        offset = fraction_minutes(words, "fr")
        if offset is None:
            return None
        hour = reading.hour
        add_minutes(reading, offset)
        reading.style = natural_style("fr")
        # "3 [fr-hours] et demie" is spoken on the twelve-hour clock as often as not; so is "1 heure
        # moins le quart", 0:45 or 12:45, judged by the hour written.
        reading.ambiguous = 1 <= hour <= 12 and reading.period is None
        if reading.ambiguous and reading.hour == 0:
            reading.hour = 12  # as "quarter to one" and "halb eins": read after noon
    else:
        reading.style = shown + pattern_literal(group_as_written(match, text, "tail") or "")
    return reading if valid(reading.hour, reading.minute) else None


def _twelve_hour(
    reading: Reading,
    hour_text: str,
    separator: str,
    tail: str,
    marker: str | None,
    minute_digits: bool = False,
) -> Reading | None:
    """ "6 pm", "6:30 p.m.", "3p", "7 o'clock", "3 oclock pm"; "330 pm" with `minute_digits`."""
    if not 1 <= reading.hour <= 12:
        return None
    reading.lang = "en"
    shown = hour_token(hour_text, separator, twelve_hour=True) + (
        f"{separator}mm" if separator or minute_digits else ""
    )
    if marker is None:  # "7 o'clock": spoken on the 12-hour clock
        reading.ambiguous = reading.hour != 12
        reading.style = shown + pattern_literal(tail)
        return reading
    reading.marker = "pm" if marker.strip().lower().startswith("p") else "am"
    reading.hour = reading.hour % 12 + (12 if reading.marker == "pm" else 0)
    reading.settled = True
    written_before_marker = tail[: tail.lower().rfind(marker.lower())]
    reading.style = shown + pattern_literal(written_before_marker) + marker_token(marker)
    return reading


def _read_italian_tail(
    reading: Reading, tail: str, separator: str, cue: tuple[str, Lang | None] | None
) -> Reading | None:
    """ "9 e mezza", "alle 3 e 20", "3 e un quarto"."""
    offset = fraction_minutes(tail, "it")
    if separator or offset is None:
        return None
    if normalized(tail) not in FRACTION_MINUTES and cue is None:
        return None  # "3 e 20" without "alle" reads as two numbers
    return spoken_time(reading, reading.hour, offset, "it")


def read_compact_time(match: regex.Match[str], text: str) -> Reading | None:
    """ "330 p.m.", "3:30ish pm", "730 in the evening"."""
    hour_text = match.group("hour")
    reading = Reading(
        match.start(), match.end(), int(hour_text), int(match.group("minute")), "", "en"
    )
    marker = group_as_written(match, text, "marker")
    if marker is None:
        return reading if 1 <= reading.hour <= 12 else None  # the day period follows
    tail = text[match.end("minute") : match.end()]
    return _twelve_hour(reading, hour_text, "", tail, marker, minute_digits=True)


def with_bare_range_ends(readings: list[Reading], text: str) -> list[Reading]:
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


def _bare_range_end(first: Reading, text: str, limit: int) -> Reading | None:
    found = number_after_connector(text, first.end, limit)
    if found is None:
        return None
    connector, start, end = found
    if range_end_counts_something(text, end, first.lang):
        return None
    reading = Reading(start, end, int(text[start:end]), 0, "", first.lang)
    return _read_bare_hour(reading, text[start:end], (connector, first.lang), text)
