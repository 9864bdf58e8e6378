"""Clock times in a reply, in English, German, French and Italian at once.

(In the examples, [de-clock] stands for the German word after an hour, [fr-hours] for the French
one, singular or plural, and [it-hours] for the Italian word before one: the clock words of the
packs, `safety.lang.clock_words`.)

Found, with the span covering the time itself (a cue such as "um", "at", "alle", "vers" stays
outside it):

* digits with minutes: "18:00", "9:30", "18.30 [de-clock]", "18:30h", "9h30", "18H00",
  "9 [de-clock] 30", "9 [fr-hours] 30"; "09.30" only after a cue ("um 9.30", "alle 9.30",
  "Zeit: 9.30") or as one end of a range, since a decimal alone is a number;
* an hour with a unit or marker: "18 [de-clock]", "18h", "18 h", "17 [fr-hours]", "6 pm", "6 p.m.",
  "6 PM", "3ish pm", "330 p.m.", "7 o'clock", and "3p" after a cue;
* a bare hour after a cue: "um 7", "ab 18", "at 3", "alle 18", "dalle [it-hours] 10", "per le 15",
  and "at 3 15";
* words: "noon", "midnight" and their de, fr and it words (the German noon only after a cue: "um",
  "ab", "bis"), "minuit", "mezzanotte", "minuit et quart", "half past nine", "a quarter to eight",
  "twenty past 3pm", "seven thirty p.m.", "at seven", "halb zehn", "Viertel nach drei",
  "dreiviertel acht", "zwanzig nach drei", "um acht", "acht [de-clock]",
  "neuf [fr-hours] et demie", "dix-huit [fr-hours]", "quinze [fr-hours] quinze",
  "onze [fr-hours] trois quarts", "nove e mezza", "le nove e mezza", "alle tre e venti", "all'una",
  "sei o'clock";
* a day period next to the time settles morning or evening: "8 [de-clock] abends",
  "3 in the afternoon", "8h du soir", "alle 3 del pomeriggio", "tonight at 8",
  "nachmittags um 1 [de-clock] 30"; a period after the time joins its span when it moves the hour
  ("8 [de-clock] abends" is 20:00);
* ranges give two mentions: "18:00–22:00", "18–22 [de-clock]", "von 9 bis 17 [de-clock]",
  "de 9h à 17h", "dalle 9 alle 17", "13:30 to 17:00", "from 6 to 10 pm" (the pm of the end applies
  to the start), "between 3:30pm and 6 pm", "tra le 9:30 e le 11:00".

Not times: durations ("24 hours", "48h", "15 Minuten", "dans 2 [fr-hours]", "takes 2 h"),
percentages, prices, dates ("11.10.2026", "bis 19. Juni"), phone numbers, references, decimals
without a cue, "24/7", street numbers, and a bare hour followed by a noun ("ab 18 Jahren",
"at 3 locations", "alle 18 ospiti").

Morning or evening (`twelve_hour_ambiguous`). Digits written on the 24-hour clock say which:
"18:00", "9:30", "7 [de-clock]", "7h", "9 [fr-hours]", "alle [it-hours] 9" are what they say, as a
Swiss reply means them. So do am/pm markers, day periods and hours above 12. A form spoken on the
12-hour clock leaves it open when its hour is 1 to 11: a bare hour after a cue ("um 7", "at 3",
"alle 9"), a number word ("halb acht", "half past nine", "at seven", "sieben [de-clock]",
"neuf [fr-hours] et demie", "alle sette") and "7 o'clock". Such a mention carries the literal
reading (halb acht → 07:30) and the flag; 12 ("halb eins", "alle 12") is read as noon. In a range
the other end usually settles it: "dalle 9 alle 17" is 09:00–17:00, "8am until 6" ends at 18:00,
"from 6 to 10 pm" starts at 18:00. An end before the start that would fall inside the next twelve
hours moves to the afternoon: "11:30-1:30" ends at 13:30, "22:00–1:00" stays 01:00.

`lang` is the language of the words the time is written with ([de-clock], [fr-hours], "pm", "halb")
or of the cue that makes digits a time ("um 7", "alle 9.30"); None for digits and symbols alone
("18:00", "18h"). `style` is the time's form for safety.formatters.times, so that
`format_time(m.value, m.style, m.lang)` gives back `m.text` for digit forms. An ambiguous or spoken
time gets the language's natural digit style instead, so a correction writes digits ("halb acht" →
"8.30 [de-clock]", "at 3" → "4 pm"); so does a time whose day period moved its hour
("8 [de-clock] abends" → "20 [de-clock]"), whose phrase is then part of the span.

How it runs: one regex pass over the lowered text finds every time written with digits. The word
forms are rare, and a pass per form would cost as much as the digit pass, so each runs only when
the text holds the words it needs (an hour word next to a cue, "halb", [fr-hours], "noon"...). The
patterns use bounded repetition only (`?`, `{0,2}`, word lists as tries), never `*` or `+`, and
every scan goes through safety.patterns.scan with its timeout.

The package: `reading` holds what every reader shares, `numeric` the forms in digits, `words`
the forms in words, `ranges` the two ends of a range read as one, and `forms` which forms a text
can hold; `recognize_times` runs them.
"""

from __future__ import annotations

import datetime as dt

from safety.formatters.times import natural_style
from safety.lang.clock_words import HOUR_CUES, TIME_LABELS
from safety.mentions import TimeMention
from safety.patterns import scan
from safety.recognizers.times.forms import FORMS, KNOWN_TOKENS
from safety.recognizers.times.numeric import with_bare_range_ends
from safety.recognizers.times.ranges import join_ranges
from safety.recognizers.times.reading import (
    BARE_HOUR_STYLES,
    Reading,
    cue_before,
    pattern_literal,
    with_day_period,
)
from safety.tables import labelled_cells

_MARKUP = "<>*|_"
_MARKUP_AS_SPACE = str.maketrans(_MARKUP, " " * len(_MARKUP))


def recognize_times(text: str) -> list[TimeMention]:
    """Every clock-time mention in `text`, sorted by position and without overlaps."""
    # "İ" is the one letter whose lower case is two characters long; spans must stay aligned.
    lowered = text.replace("\u0130", "I").lower()
    tokens = KNOWN_TOKENS.intersection(lowered.split())
    if any(mark in lowered for mark in _MARKUP):
        # "noon</li>", "**noon**": a word in markup is a word too
        tokens |= KNOWN_TOKENS.intersection(lowered.translate(_MARKUP_AS_SPACE).split())
    readings: list[Reading] = []
    for form in FORMS:
        if form.triggers and tokens.isdisjoint(form.triggers):
            continue
        if not form.confirm(tokens, lowered):
            continue
        for match in scan(form.pattern, lowered):
            reading = form.read(match, text)
            if reading is not None:
                readings.append(with_day_period(reading, text))
    readings = with_bare_range_ends(_without_overlaps(readings), text)
    _label_cells(readings, text)
    join_ranges(readings, text)
    return _mentions(readings, text)


def _label_cells(readings: list[Reading], text: str) -> None:
    """A dotted time that opens a table cell under or after a time label is labelled as after
    the label's colon: "<th>Time</th><td>18.30</td>", a column "Time" over one row."""
    if not any(r.weak for r in readings) or ("|" not in text and "<" not in text):
        return
    for cell in labelled_cells(text):
        label = " ".join(cell.header.casefold().split())
        if cell.rows != 1 or label not in TIME_LABELS:
            continue
        start = cell.start
        while start < cell.end and text[start] in " *\u00a0":
            start += 1
        for reading in readings:
            if reading.start == start and reading.end <= cell.end and reading.weak:
                reading.weak, reading.lang = False, TIME_LABELS[label]


def _without_overlaps(readings: list[Reading]) -> list[Reading]:
    """Keeps the longer of two readings that overlap ("um 20" inside "um 20 nach 3")."""
    kept: list[Reading] = []
    for reading in sorted(readings, key=lambda r: (r.start, r.start - r.end)):
        if kept and reading.start < kept[-1].end:
            if reading.end - reading.start > kept[-1].end - kept[-1].start:
                kept[-1] = reading
            continue
        kept.append(reading)
    return kept


def _mentions(readings: list[Reading], text: str) -> list[TimeMention]:
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
                style=_final_style(r, text),
                value=dt.time(r.hour % 24, r.minute),
                twelve_hour_ambiguous=r.ambiguous,
            )
        )
        last_end = r.end
    return mentions


def _final_style(reading: Reading, text: str) -> str:
    """A spoken or open time is written back in digits; "all'una" keeps its article. An hour
    in digits alone reads as one only after a cue ("alle 17"): where none stands before it
    ("5 di pomeriggio" alone, after a label), it is written with its minutes."""
    style = natural_style(reading.lang) if reading.ambiguous else reading.style
    if reading.leading_cue:
        return pattern_literal(f"{reading.leading_cue} ") + style
    if style in BARE_HOUR_STYLES and not reading.in_range:  # a range's ends cue each other
        cue = cue_before(text, reading.start)
        if cue is None or cue[0] not in HOUR_CUES:
            return "H:mm"
    return style


__all__ = ["recognize_times"]
