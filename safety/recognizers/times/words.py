"""Clock times written with words: "noon", "midnight", "half past nine", "halb zehn", "Viertel
nach drei", "neuf [fr-hours] et demie", "le nove e mezza", "all'una", "at seven". The words are
safety.lang.clock_words'."""

from __future__ import annotations

import regex

from safety.formatters.times import natural_style
from safety.lang import Lang
from safety.lang.clock_words import (
    CLOCK_NOUN_HOUR,
    CLOCK_NOUNS,
    CLOCK_NOUNS_AFTER_DIGIT_MINUTES,
    DIRECTIONS_AFTER_MINUTES_NOUN,
    DIRECTIONS_BEFORE_AN_HOUR,
    ENGLISH_HALF_WORDS,
    GERMAN_HALF,
    GERMAN_HOUR_PARTS,
    HOUR_UNIT_LANGS,
    HOUR_UNITS,
    HOUR_WORDS,
    ITALIAN_HOUR_ARTICLE,
    ITALIAN_HOURS_WORD,
    ITALIAN_NOUN_PREPOSITIONS,
    ITALIAN_ONE,
    ITALIAN_ONE_AFTER_A_CUE,
    ITALIAN_ONE_ARTICLES,
    MINUTE_DIRECTIONS,
    MINUTE_NOUNS,
    MINUTE_WORDS,
    MINUTES_ADDED,
    NOUN_AFTERNOON_PREFIXES,
    NOUN_CUES,
    RANGE_WORDS_BEFORE_MINUTES,
    RELATIVE_MINUTE_PARTS,
    RELATIVE_MINUTE_WORDS,
    WORD_HOUR_CUES,
)
from safety.recognizers.times.reading import (
    DE_HOUR_12,
    DE_MINUTE,
    EN_HOUR,
    EN_MINUTE,
    FR_TAIL,
    IT_TAIL,
    MARKER,
    NOUNS,
    OCLOCK,
    PERIOD_AHEAD,
    SP,
    Reading,
    add_minutes,
    after_one_of,
    alternation,
    compile_lowered,
    cue_before,
    followed_by_noun,
    fraction_minutes,
    french_hour_is_clock,
    hour_reference,
    hour_value,
    hour_word_before,
    is_oclock,
    meridiem,
    normalized,
    period_after,
    relative_minutes,
    spoken_time,
    word_before,
)

_CUED_HOUR_WORDS = alternation(
    [*HOUR_WORDS["en"], *HOUR_WORDS["de"], *HOUR_WORDS["it"], ITALIAN_ONE_AFTER_A_CUE]
)
_UHR = alternation(HOUR_UNITS["de"])
# "at seven", "at three twenty pm", "um acht [de-clock]", "alle sette", "dalle tre e venti".
CUED_HOUR_WORD = compile_lowered(
    rf"""
    \b(?P<cue>{alternation(WORD_HOUR_CUES)}){SP}{{1,2}}
    (?P<hours_word>{alternation([ITALIAN_HOURS_WORD])}{SP})?
    (?P<hour_word>{_CUED_HOUR_WORDS})(?!\w)
    (?:[ -](?P<minute_word>{EN_MINUTE})(?!\w))?
    (?:{SP}(?P<de_unit>{_UHR})(?!\w)(?:{SP}(?P<de_unit_minute>[0-5]\d(?!\d)|{DE_MINUTE}(?!\w)))?
      | {SP}(?P<it_tail>{IT_TAIL})
      | {SP}?(?P<marker>{MARKER}|{OCLOCK}))?
    """
)

_RELATIVE_MINUTE_WORDS = alternation([*RELATIVE_MINUTE_WORDS, *RELATIVE_MINUTE_PARTS])
_MINUTES_NOUN = alternation([*MINUTE_NOUNS["en"], *MINUTE_NOUNS["de"]])
_EN_MINUTES_NOUN = alternation(MINUTE_NOUNS["en"])
_RELATIVE_MINUTES = rf"(?:{_RELATIVE_MINUTE_WORDS}|\d{{1,2}}(?:{SP}{_MINUTES_NOUN})?)"
_HOUR_REFERENCE = (
    rf"(?:\d{{1,2}}(?!\d)(?:{SP}?{MARKER}|{SP}?{_UHR}(?!\w)|h(?!\w)|(?!\w|[.,:]\d))"
    rf"|(?:{EN_HOUR}|{DE_HOUR_12})(?!\w)(?:{SP}?{MARKER}|{SP}{_UHR}(?!\w)|{SP}{OCLOCK})?"
    rf"|{NOUNS}(?!\w))"
)
_BEFORE_AN_HOUR = alternation(DIRECTIONS_BEFORE_AN_HOUR)
_AFTER_MINUTES_NOUN = alternation(DIRECTIONS_AFTER_MINUTES_NOUN)
_ANY_MINUTES_DIRECTION = alternation(
    set(MINUTE_DIRECTIONS) - {*DIRECTIONS_BEFORE_AN_HOUR, *DIRECTIONS_AFTER_MINUTES_NOUN}
)
# "half past nine", "a quarter to eight", "twenty past 3pm", "Viertel nach drei", "fünf vor halb
# acht", "20 nach 3". The pass stops at the direction word and looks back for the minutes.
RELATIVE_TIME = compile_lowered(
    rf"""
    \b(?:
        (?P<direction>{_ANY_MINUTES_DIRECTION})
        (?<=(?<![\w.,:'’])(?P<minutes>{_RELATIVE_MINUTES}){SP}{_ANY_MINUTES_DIRECTION})
      | (?P<direction>{_BEFORE_AN_HOUR})
        (?<=(?<![\w.,:'’])(?P<minutes>{_RELATIVE_MINUTE_WORDS}|\d{{1,2}}{SP}{_EN_MINUTES_NOUN})
            {SP}{_BEFORE_AN_HOUR})
      | (?P<direction>{_BEFORE_AN_HOUR})
        (?<=(?<![\w.,:'’])(?P<minutes>\d{{1,2}}){SP}{_BEFORE_AN_HOUR})
        (?={SP}{alternation(CLOCK_NOUNS_AFTER_DIGIT_MINUTES)})
      | (?P<direction>{_AFTER_MINUTES_NOUN})
        (?<=(?<![\w.,:'’])(?P<minutes>\d{{1,2}}{SP}{_EN_MINUTES_NOUN}){SP}{_AFTER_MINUTES_NOUN})
    )
    {SP}(?P<half>{alternation([GERMAN_HALF])}{SP})?(?P<hour>{_HOUR_REFERENCE})
    """
)
# "halb acht" (7:30), "dreiviertel acht" (7:45).
GERMAN_PART_HOUR = compile_lowered(
    rf"""
    \b(?P<part>{alternation(GERMAN_HOUR_PARTS)}){SP}
    (?P<hour>\d{{1,2}}(?!\d)|{DE_HOUR_12}(?!\w))(?:{SP}{_UHR}(?!\w))?
    """
)
# British "half three" (3:30).
ENGLISH_HALF = compile_lowered(rf"\b{alternation(ENGLISH_HALF_WORDS)}{SP}(?P<hour>{EN_HOUR})(?!\w)")
CLOCK_NOUN = compile_lowered(rf"\b(?P<noun>{NOUNS})(?!\w)(?:{SP}(?P<tail>{FR_TAIL}|{IT_TAIL}))?")
ITALIAN_ONE_WITH_ARTICLE = compile_lowered(
    rf"\b(?P<article>{alternation(ITALIAN_ONE_ARTICLES)})['’]{alternation([ITALIAN_ONE])}(?!\w)"
    rf"(?:{SP}(?P<tail>{IT_TAIL}))?"
)
# "six pm", "seven thirty p.m.", "seven o'clock", "eight tonight".
ENGLISH_HOUR_WORD = compile_lowered(
    rf"""
    \b(?P<hour>{EN_HOUR})(?:[ -](?P<minute>{EN_MINUTE}))?(?!\w)
    (?:{SP}?(?P<marker>{MARKER}|{OCLOCK})|{PERIOD_AHEAD})
    """
)
# "acht [de-clock]", "dix-huit [fr-hours]", "neuf [fr-hours] et demie", "sei o'clock": the hour word
# stands before the unit.
UNIT_AFTER_WORD = compile_lowered(
    rf"""
    (?<=[^\W\d_]{SP})(?P<unit>{alternation(HOUR_UNIT_LANGS)}|{OCLOCK})(?!\w)
    (?:{SP}(?P<tail>{FR_TAIL}|[0-5]\d(?!\d)|{DE_MINUTE}(?!\w)))?
    """
)
# "nove e mezza", "tre e un quarto": the hour word stands before.
ITALIAN_FRACTION = compile_lowered(rf"(?<=[^\W\d_]{SP})(?P<fraction>{IT_TAIL})")


def read_cued_hour_word(match: regex.Match[str], text: str) -> Reading | None:
    """ "at seven", "at three twenty pm", "um acht [de-clock]", "alle sette",
    "dalle tre e venti"."""
    cue = normalized(match.group("cue"))
    lang = WORD_HOUR_CUES[cue]
    word = normalized(match.group("hour_word"))
    hour = 1 if word.endswith(f"'{ITALIAN_ONE}") else HOUR_WORDS[lang].get(word)
    if hour is None:
        return None  # an hour word of another language than its cue
    offset = _cued_word_minutes(match, lang)
    marker = match.group("marker")
    if offset is None or (marker is not None and lang != "en"):
        return None
    reading = Reading(match.start("hour_word"), match.end(), hour, 0, "", lang)
    if marker is not None and not is_oclock(marker):
        reading.marker = meridiem(marker)
        reading.hour = hour % 12 + (12 if reading.marker == "pm" else 0)
        reading.minute, reading.settled = offset, True
        reading.style = natural_style("en")
        return reading
    if reading.end == match.end("hour_word"):
        if followed_by_noun(text, reading.end, (cue, lang)):
            return None
        if cue == ITALIAN_HOUR_ARTICLE and period_after(text, reading.end) is None:
            return None  # "le tre sale" are three rooms; "le tre del pomeriggio" is a time
    return spoken_time(reading, hour, offset, lang)


def _cued_word_minutes(match: regex.Match[str], lang: Lang) -> int | None:
    """Minutes written after a cued hour word, in the cue's language; None if they do not fit."""
    minute_word, unit, it_tail = (
        match.group("minute_word"),
        match.group("de_unit"),
        match.group("it_tail"),
    )
    if minute_word is not None:
        return MINUTE_WORDS["en"][normalized(minute_word)] if lang == "en" else None
    if unit is not None:
        minute_text = match.group("de_unit_minute")
        if lang != "de":
            return None
        return 0 if minute_text is None else fraction_minutes(minute_text, "de")
    if it_tail is not None:
        return fraction_minutes(it_tail, "it") if lang == "it" else None
    return 0


def read_relative(match: regex.Match[str], text: str) -> Reading | None:
    """ "half past nine", "a quarter to eight", "Viertel nach drei", "fünf vor halb acht"."""
    direction = match.group("direction")
    if (
        direction in DIRECTIONS_BEFORE_AN_HOUR
        and word_before(text, match.start("minutes")) in RANGE_WORDS_BEFORE_MINUTES
    ):
        return None  # "from ten to twelve" is a range, not 11:50
    minutes = relative_minutes(match.group("minutes"))
    reference = hour_reference(match.group("hour"))
    if minutes is None or reference is None:
        return None
    hour, marker, on_24_hour_clock = reference
    lang, sign = MINUTE_DIRECTIONS[direction]
    offset = sign * minutes
    if match.group("half"):
        offset += GERMAN_HOUR_PARTS[GERMAN_HALF]
    reading = Reading(match.start("minutes"), match.end(), hour, 0, "", lang)
    if marker is None:
        return spoken_time(reading, hour, offset, lang, on_24_hour_clock)
    reading.marker, reading.settled = marker, True
    reading.hour = hour % 12 + (12 if marker == "pm" else 0)
    add_minutes(reading, offset)
    reading.style = natural_style(lang)
    return reading


def read_german_part_hour(match: regex.Match[str], text: str) -> Reading | None:
    """ "halb acht" is 7:30, "dreiviertel acht" 7:45."""
    hour = hour_value(match.group("hour"), "de")
    if hour is None:
        return None
    offset = GERMAN_HOUR_PARTS[normalized(match.group("part"))]
    return spoken_time(Reading(match.start(), match.end(), hour, 0, "", "de"), hour, offset, "de")


def read_english_half(match: regex.Match[str], text: str) -> Reading | None:
    """British "half three" is 3:30."""
    hour = HOUR_WORDS["en"][normalized(match.group("hour"))]
    return spoken_time(Reading(match.start(), match.end(), hour, 0, "", "en"), hour, 30, "en")


def read_clock_noun(match: regex.Match[str], text: str) -> Reading | None:
    """ "noon", "midnight", "minuit et quart", "minuit trois", "mezzanotte meno un quarto"."""
    word = normalized(match.group("noun"))
    lang, hour = CLOCK_NOUNS[word]
    start = match.start()
    if word in NOUN_AFTERNOON_PREFIXES and after_one_of(text, start, NOUN_AFTERNOON_PREFIXES[word]):
        return None  # French "l'après-…" is the afternoon
    twelve = _clock_noun_hour_before(text, start, lang)
    if twelve is not None:
        start = twelve  # "12 noon", "12 [de-clock] <noon>": the hour is the noun's
    elif word in NOUN_CUES and word_before(text, start) not in NOUN_CUES[word]:
        return None  # the German noun "zu …", "heute …" names the lunch break
    reading = Reading(start, match.end(), hour, 0, natural_style(lang), lang, settled=True)
    tail = match.group("tail")
    offset = fraction_minutes(tail, lang) if tail is not None and lang in ("fr", "it") else None
    if offset is None:
        reading.end = match.end("noun")
    else:
        add_minutes(reading, offset)
    if lang == "it" and twelve is None:
        preposition = word_before(text, start)
        cue = ITALIAN_NOUN_PREPOSITIONS.get(preposition)
        if (
            cue is not None
            and text[start - len(preposition) - 1 : start - 1].lower() == preposition
        ):
            # "a <midnight>" corrected to 23:00 reads "alle 23" (ITALIAN_NOUN_PREPOSITIONS)
            reading.start -= len(preposition) + 1
            reading.leading_cue = cue
    return reading


def _clock_noun_hour_before(text: str, start: int, lang: Lang) -> int | None:
    """Where "12" stands right before a clock noun, alone or with the language's hour word
    ("12 noon", "12 [de-clock] <noon>"); None when it does not."""
    before = text[max(0, start - 16) : start]
    if not before.endswith((" ", "\u00a0")):
        return None
    words = before.split()
    if words and words[-1].lower() in HOUR_UNITS.get(lang, ()):
        words = words[:-1]
    if not words or words[-1] != CLOCK_NOUN_HOUR:
        return None
    position = before.rfind(CLOCK_NOUN_HOUR, 0, len(before) - 1)
    at = start - len(before) + position
    if at > 0 and not text[at - 1].isspace():
        return None  # "1:12 noon", "x12"
    return at


def read_italian_one(match: regex.Match[str], text: str) -> Reading | None:
    """ "all'una", "dall'una e mezza": the article is part of the span."""
    tail = match.group("tail")
    offset = 0 if tail is None else fraction_minutes(tail, "it")
    if offset is None:
        return None
    reading = spoken_time(Reading(match.start(), match.end(), 1, 0, "", "it"), 1, offset, "it")
    if reading is not None:
        reading.leading_cue = ITALIAN_ONE_ARTICLES[match.group("article")]
    return reading


def read_english_hour_word(match: regex.Match[str], text: str) -> Reading | None:
    """ "six pm", "seven thirty p.m.", "seven o'clock", "eight tonight"."""
    hour = HOUR_WORDS["en"][normalized(match.group("hour"))]
    minute_word = match.group("minute")
    minute = MINUTE_WORDS["en"][normalized(minute_word)] if minute_word else 0
    reading = Reading(match.start(), match.end(), hour, minute, "", "en")
    marker = match.group("marker")
    if marker is not None and not is_oclock(marker):
        reading.marker = meridiem(marker)
        reading.hour = hour % 12 + (12 if reading.marker == "pm" else 0)
        reading.style, reading.settled = natural_style("en"), True
        return reading
    return spoken_time(reading, hour, minute, "en")


def read_unit_after_word(match: regex.Match[str], text: str) -> Reading | None:
    """ "acht [de-clock]", "dix-huit [fr-hours]", "neuf [fr-hours] et demie", "sei o'clock" (an
    hour word of any language before "o'clock" is an English clock time)."""
    unit = match.group("unit")
    lang: Lang = HOUR_UNIT_LANGS.get(unit, "en")
    word_langs: tuple[Lang, ...] = ("en", "it", "de") if lang == "en" else (lang,)
    found = next(
        (
            found
            for word_lang in word_langs
            if (found := hour_word_before(text, match.start(), word_lang))
        ),
        None,
    )
    if found is None:
        return None
    hour, start = found
    reading = Reading(start, match.end(), hour, 0, "", lang)
    tail = match.group("tail") if lang != "en" else None
    offset = 0 if tail is None else fraction_minutes(tail, lang)
    if offset is None:
        reading.end = match.end("unit")
        offset = 0
    if lang == "fr" and not french_hour_is_clock(
        reading, tail is not None, cue_before(text, start), text
    ):
        return None
    return spoken_time(reading, hour, offset, lang)


def read_italian_fraction(match: regex.Match[str], text: str) -> Reading | None:
    """ "nove e mezza", "tre e un quarto": the hour word stands before."""
    found = hour_word_before(text, match.start(), "it")
    offset = fraction_minutes(match.group("fraction"), "it")
    if (
        found is None
        or offset is None
        or followed_by_noun(text, match.end(), (MINUTES_ADDED["it"], "it"))
    ):
        return None
    hour, start = found
    return spoken_time(Reading(start, match.end(), hour, 0, "", "it"), hour, offset, "it")
