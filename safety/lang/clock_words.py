"""Clock words in en, de, fr and it: hour and minute numbers, day periods, cue words.

The time recognizer reads these tables; keys are lower case. Hour words map to the hour they
name ("acht" → 8, "dix-huit" → 18); minute words to minutes ("twenty-five" → 25). Hyphenated
number words are listed with a space as well, since writers use both ("dix-huit", "dix huit").
The number words are each language pack's (num2words' and the spellings it lacks).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Literal

from safety.lang import Lang
from safety.lang.registry import LANGUAGES

DayPeriod = Literal["morning", "afternoon", "evening", "night"]
# CLDR's day-period kinds (babel's `Locale.day_periods` keys) as the four periods of the day.
CLDR_DAY_PERIOD_KINDS: dict[str, DayPeriod] = {
    "morning1": "morning",
    "morning2": "morning",
    "afternoon1": "afternoon",
    "afternoon2": "afternoon",
    "evening1": "evening",
    "night1": "night",
}


def _spelling(lang: Lang) -> Callable[[int], Iterable[str]]:
    return LANGUAGES[lang].number_words


def _with_space_variants(words: dict[str, int]) -> dict[str, int]:
    spaced = {word.replace("-", " "): value for word, value in words.items() if "-" in word}
    return {**words, **spaced}


def _table(spell: Callable[[int], Iterable[str]], numbers: range) -> dict[str, int]:
    return _with_space_variants({word: n for n in numbers for word in spell(n)})


HOUR_WORDS: dict[Lang, dict[str, int]] = {
    "en": _table(_spelling("en"), range(1, 13)),
    "de": _table(_spelling("de"), range(1, 25)),
    "fr": _table(_spelling("fr"), range(1, 25)),
    "it": _table(_spelling("it"), range(1, 25)),
}
# "ein Uhr" but "um eins": the short form only stands before "Uhr".
HOUR_WORDS_BEFORE_UHR: dict[str, int] = {"ein": 1}

MINUTE_WORDS: dict[Lang, dict[str, int]] = {
    "en": _table(_spelling("en"), range(1, 60)),
    "de": _table(_spelling("de"), range(1, 60)),
    "fr": _table(_spelling("fr"), range(1, 60)),
    "it": _table(_spelling("it"), range(1, 60)),
}

# Minutes named before "past/to" or "nach/vor": "twenty past nine", "zehn vor acht".
RELATIVE_MINUTE_WORDS: dict[str, int] = {
    "five": 5,
    "ten": 10,
    "twenty": 20,
    "twenty-five": 25,
    "twenty five": 25,
    "fünf": 5,
    "zehn": 10,
    "zwanzig": 20,
    "fünfundzwanzig": 25,
}

# Parts of an hour written after it: "neuf heures et demie", "nove e mezza", "midi moins le quart".
FRACTIONS_OF: dict[Lang, dict[str, int]] = {
    "fr": {
        "et quart": 15,
        "et demie": 30,
        "et demi": 30,
        "trois quarts": 45,
        "moins le quart": -15,
        "moins quart": -15,
    },
    "it": {
        "e un quarto": 15,
        "e mezza": 30,
        "e mezzo": 30,
        "e tre quarti": 45,
        "meno un quarto": -15,
        "meno quarto": -15,
    },
}
FRACTION_MINUTES: dict[str, int] = {**FRACTIONS_OF["fr"], **FRACTIONS_OF["it"]}

# Words that name one clock time on their own.
CLOCK_NOUNS: dict[str, tuple[Lang, int]] = {
    "noon": ("en", 12),
    "midday": ("en", 12),
    "mid day": ("en", 12),
    "mid-day": ("en", 12),
    "midnight": ("en", 0),
    "mittag": ("de", 12),
    "mitternacht": ("de", 0),
    "midi": ("fr", 12),
    "minuit": ("fr", 0),
    "mezzogiorno": ("it", 12),
    "mezzanotte": ("it", 0),
}

# A day period written next to a clock time settles morning or evening. These stand right after
# the time: "8 Uhr abends", "3 in the afternoon", "8h du soir", "alle 3 del pomeriggio".
PERIODS_AFTER_HOUR: dict[str, tuple[Lang, DayPeriod]] = {
    "in the morning": ("en", "morning"),
    "this morning": ("en", "morning"),
    "in the am": ("en", "morning"),
    "in the afternoon": ("en", "afternoon"),
    "in afternoon": ("en", "afternoon"),
    "this afternoon": ("en", "afternoon"),
    "in the pm": ("en", "afternoon"),
    "in the evening": ("en", "evening"),
    "this evening": ("en", "evening"),
    "tonight": ("en", "evening"),
    "at night": ("en", "night"),
    "morgens": ("de", "morning"),
    "früh": ("de", "morning"),
    "in der früh": ("de", "morning"),
    "am morgen": ("de", "morning"),
    "vormittags": ("de", "morning"),
    "am vormittag": ("de", "morning"),
    "nachmittags": ("de", "afternoon"),
    "mittags": ("de", "afternoon"),
    "am nachmittag": ("de", "afternoon"),
    "abends": ("de", "evening"),
    "am abend": ("de", "evening"),
    "nachts": ("de", "night"),
    "in der nacht": ("de", "night"),
    "du matin": ("fr", "morning"),
    "du mat": ("fr", "morning"),
    "ce matin": ("fr", "morning"),
    "de l'après-midi": ("fr", "afternoon"),
    "cet après-midi": ("fr", "afternoon"),
    "du soir": ("fr", "evening"),
    "ce soir": ("fr", "evening"),
    "dans la soirée": ("fr", "evening"),
    "de la nuit": ("fr", "night"),
    "di mattina": ("it", "morning"),
    "del mattino": ("it", "morning"),
    "della mattina": ("it", "morning"),
    "stamattina": ("it", "morning"),
    "di pomeriggio": ("it", "afternoon"),
    "del pomeriggio": ("it", "afternoon"),
    "di sera": ("it", "evening"),
    "della sera": ("it", "evening"),
    "di stasera": ("it", "evening"),
    "stasera": ("it", "evening"),
    "di notte": ("it", "night"),
    "della notte": ("it", "night"),
    "stanotte": ("it", "night"),
}
# Names of a part of a day. They settle a time written after them ("this afternoon at 3:20",
# "heute abend um 8", "Donnerstag Vormittag von 9 bis 11") or after a day ("at 5 tomorrow
# afternoon", "demain après-midi"), but a bare "evening" after a time is no part of it.
PERIOD_NOUNS: dict[str, tuple[Lang, DayPeriod]] = {
    "morning": ("en", "morning"),
    "afternoon": ("en", "afternoon"),
    "evening": ("en", "evening"),
    "night": ("en", "night"),
    "vormittag": ("de", "morning"),
    "nachmittag": ("de", "afternoon"),
    "abend": ("de", "evening"),
    "heute abend": ("de", "evening"),
    "nacht": ("de", "night"),
    "matin": ("fr", "morning"),
    "après-midi": ("fr", "afternoon"),
    "l'après-midi": ("fr", "afternoon"),
    "soir": ("fr", "evening"),
    "le soir": ("fr", "evening"),
    "mattina": ("it", "morning"),
    "questa mattina": ("it", "morning"),
    "pomeriggio": ("it", "afternoon"),
    "nel pomeriggio": ("it", "afternoon"),
    "oggi pomeriggio": ("it", "afternoon"),
    "sera": ("it", "evening"),
    "questa sera": ("it", "evening"),
    "la sera": ("it", "evening"),
    "notte": ("it", "night"),
}


def _cldr_day_periods() -> dict[str, tuple[Lang, DayPeriod]]:
    """The day periods CLDR writes after an hour ("1:40 nachm.", "9:43 du soir", "1 de l’ap.m.",
    "9 di sera"), from babel's data for each language and its Swiss locale."""
    from babel import Locale

    kinds = CLDR_DAY_PERIOD_KINDS
    found: dict[str, tuple[Lang, DayPeriod]] = {}
    languages: tuple[tuple[Lang, tuple[str, str]], ...] = (
        ("en", ("en", "en_CH")),
        ("de", ("de", "de_CH")),
        ("fr", ("fr", "fr_CH")),
        ("it", ("it", "it_CH")),
    )
    for lang, locales in languages:
        for name in locales:
            periods = Locale.parse(name).day_periods.get("format", {})
            # Midnight after twelve is the night's first hour: "12 Uhr Mitternacht", "12
            # midnight", "12 mezzanotte" (the wide names only: fr_CH's "min." is minutes too).
            for kind, written in periods.get("wide", {}).items():
                if kind == "midnight":
                    found.setdefault(written.lower(), (lang, "night"))
            for width in ("abbreviated", "wide"):
                for kind, written in periods.get(width, {}).items():
                    period = kinds.get(kind)
                    if period is None or written[:1].isupper():
                        continue  # "Morgen", "Abend": nouns, and "Morgen" is also tomorrow
                    for spelling in {written.lower(), written.lower().replace("’", "'")}:
                        # The earliest meaning wins: French "du matin" is morning and night alike.
                        found.setdefault(spelling, (lang, period))
    return found


for _phrase, _meaning in _cldr_day_periods().items():
    PERIODS_AFTER_HOUR.setdefault(_phrase, _meaning)
# CLDR's twelve-hour German writes "2 Uhr PM"; "am" stays out, being German for "on the".
PERIODS_AFTER_HOUR.setdefault("pm", ("en", "afternoon"))
PERIODS_AFTER_HOUR.setdefault("p.m.", ("en", "afternoon"))

DAY_PERIODS: dict[str, tuple[Lang, DayPeriod]] = {**PERIODS_AFTER_HOUR, **PERIOD_NOUNS}
# Days between a time and its period: "at 5 tomorrow afternoon", "à 3 heures demain après-midi".
DAY_WORDS: frozenset[str] = frozenset(
    {"today", "tomorrow", "heute", "morgen", "aujourd'hui", "demain", "oggi", "domani"}
)

# Words right before a bare hour that make it a clock time ("um 7", "at 3", "alle 18"), with
# the language they show.
HOUR_CUES: dict[str, Lang] = {
    "um": "de",
    "ab": "de",
    "bis": "de",
    "gegen": "de",
    "at": "en",
    "@": "en",
    "from": "en",
    "until": "en",
    "till": "en",
    "around": "en",
    "alle": "it",
    "dalle": "it",
    "ore": "it",
    "verso le": "it",
    "per le": "it",
    "entro le": "it",
    "dopo le": "it",
    "fino alle": "it",
    "tra le": "it",
    "fra le": "it",
    "e le": "it",
    "prima delle": "it",
    "vers": "fr",
    "dès": "fr",
}
# Of those, the cues of a point in time, never of a span's start: a number after one opens no
# range of counted things ("alle 18 — 30 persone" is six o'clock, then thirty people).
POINT_HOUR_CUES: frozenset[str] = frozenset({"um", "at", "@", "alle", "ore"})
# Words after a bare hour that make it a clock time: "à 17 précises", "alle 9 in punto".
SHARP_WORDS: dict[str, Lang] = {
    "sharp": "en",
    "pünktlich": "de",
    "précises": "fr",
    "précise": "fr",
    "pile": "fr",
    "tapantes": "fr",
    "sonnantes": "fr",
    "precise": "it",
    "in punto": "it",
}
# Italian "le" also cues a spoken hour with its minutes or day period ("le nove e mezza", "le
# tre del pomeriggio"), but not digits: French "le 16" is a day.
WORD_HOUR_CUES: dict[str, Lang] = {**HOUR_CUES, "le": "it"}
# Cues that also mark "9.30" as a time; a decimal without one stays a number.
DOT_TIME_CUES: dict[str, Lang] = {
    **HOUR_CUES,
    "von": "de",
    "à": "fr",
    "dès": "fr",
    "vers": "fr",
    "jusqu'à": "fr",
    "by": "en",
    "le": "it",
}
# Field labels of summaries: "**Zeit:** 13.30 bis 17.00 Uhr", "Orario: 9.30".
TIME_LABELS: dict[str, Lang] = {
    "time": "en",
    "zeit": "de",
    "uhrzeit": "de",
    "heure": "fr",
    "horaire": "fr",
    "orario": "it",
    "ora": "it",
}

# Words before a number with a unit that make it a duration: "takes 2 h", "dans 2 heures".
# "max. 2 h" is a limit on a duration, too.
DURATION_CUES: frozenset[str] = frozenset(
    "for in within takes take lasts last during dauert dauer während innert innerhalb pendant "
    "durant durée dure dans en durata dura per di da max max. maximum min. minimum mind. "
    "mindestens höchstens".split()
)
# Words after a number with a unit that make it a duration: "2 h de route", "24 h before",
# "1 h = CHF 100".
DURATION_FOLLOWERS: frozenset[str] = frozenset(
    "de d' of pro per par avant before ago later lang später vorher prima fa plus = /".split()
)
# Words before "9 heures" that make it a clock time rather than nine hours.
FRENCH_CLOCK_CUES: frozenset[str] = frozenset(
    "à a dès vers jusqu'à de entre et pour après avant environ heure: horaire:".split()
)
# Cues that also stand before a date: "ab 1.10.", "bis 3.11.", "dès le 2.12.".
CUES_BEFORE_DATES: frozenset[str] = frozenset(
    {"ab", "bis", "von", "gegen", "from", "until", "till", "by", "dès", "vers", "jusqu'à", "le"}
)
# What may follow a bare hour after an English cue ("at 3 on Friday", "until 6 and"); any other
# word makes it a count ("at 3 locations").
EN_WORDS_AFTER_HOUR: frozenset[str] = frozenset(
    """and or to till until on in at for with sharp tonight tomorrow today this that when where
    so we you i the your our please if as but then is are will onwards onward latest""".split()
)
# Nouns after a bare number that make it a count, not an hour ("alle 18 persone", "ab 20
# Prozent"). German nouns are also told by their capital letter.
NOUNS_AFTER_NUMBER: dict[Lang, frozenset[str]] = {
    "de": frozenset({"prozent", "mal", "minuten", "stunden", "tage", "jahre"}),
    "it": frozenset(
        """persone persona ospiti ospite partecipanti invitati posti sale sala giorni giorno ore
        ora minuti anni euro franchi chf fr volte tavoli camere metri km settimane mesi""".split()
    ),
}
# Nouns after the end of a range that make the range a count: "5–10 min", "6 to 10 guests".
NOUNS_AFTER_RANGE: frozenset[str] = frozenset(
    """min mins minute minutes minuten minuti hours hour stunden ore heures people persons guests
    participants personen gäste teilnehmende personnes invités persone ospiti partecipanti
    rooms tables km m chf fr franken francs franchi euro eur percent prozent""".split()
)
# Words after a number that keep it a time: "from 6 to 10 pm", "18–22 Uhr".
TIME_UNITS_AFTER_NUMBER: frozenset[str] = frozenset(
    {"am", "pm", "a", "p", "uhr", "h", "heure", "heures", "o'clock", "oclock", "o", "hrs"}
)
# Words after "am" that show the German "am" ("um 3 am Nachmittag"), not a.m.; capitalised
# nouns and digits show it too.
GERMAN_WORDS_AFTER_AM: frozenset[str] = frozenset(
    "nachmittag abend morgen vormittag mittag nächsten selben gleichen folgenden ersten "
    "letzten darauffolgenden".split()
)
# The units of an hour in digits: "18 Uhr", "18h"; after a day, they make its number an hour.
DIGIT_HOUR_UNITS: tuple[str, ...] = ("uhr", "h")

# -- the words the clock-time patterns are built from (safety.recognizers.times) ------------------

# The unit after an hour, by the language it shows: "acht Uhr", "neuf heures". English writes
# "o'clock" (with or without its apostrophe, in one word or two).
HOUR_UNITS: dict[Lang, tuple[str, ...]] = {"de": ("uhr",), "fr": ("heure", "heures")}
HOUR_UNIT_LANGS: dict[str, Lang] = {
    unit: lang for lang, units in HOUR_UNITS.items() for unit in units
}
# The hour's symbol after digits, in German and French alike: "18h", "9h30", "18 h".
HOUR_SYMBOL = "h"
# After a number, German words that make it an hour: "Fr. 9 Uhr", "Fr. 9 bis 17" (a weekday's
# hours, no price in francs).
GERMAN_WORDS_AFTER_AN_HOUR: tuple[str, ...] = (*HOUR_UNITS["de"], "bis")
# Cues after which an hour and its minutes may stand apart: "at 3 15", "@ 3 15", "alle 9 30".
SPACED_MINUTE_CUES: tuple[str, ...] = ("at", "@", "alle")
OCLOCK_SPELLINGS: tuple[str, ...] = ("o'clock", "o’clock", "oclock")
OCLOCK_SPACED_SPELLINGS: tuple[str, ...] = ("o clock", "o' clock")
# The English markers of the twelve-hour clock, as single tokens and as the phrases they may be
# part of ("3 p.m", "3 a m", "seven o'clock").
MARKER_TOKENS: tuple[str, ...] = ("am", "pm")
MARKER_PHRASES: tuple[str, ...] = ("a.m", "p.m", "a m", "p m", "clock")
# The tokens after which a compact time ("330 p.m.", "730 in the evening") may end.
COMPACT_TIME_MARKERS: tuple[str, ...] = ("pm", "a.m.", "p.m.", "a.m", "p.m")
COMPACT_TIME_PERIODS: tuple[str, ...] = ("morning", "afternoon", "evening")
COMPACT_TIME_PERIOD_OPENER = "in the"  # "730 in the evening"
TONIGHT_WORDS: tuple[str, ...] = ("tonight",)
# The English suffix of an approximate hour, before its marker: "3ish pm", "3:30ish pm".
APPROXIMATE_HOUR_SUFFIX = "ish"

# Words between the minutes and the hour of a relative time, their language and direction:
# "twenty past nine", "zehn vor acht", "a quarter to eight", "10 minutes from noon".
MINUTE_DIRECTIONS: dict[str, tuple[Lang, int]] = {
    "past": ("en", 1),
    "after": ("en", 1),
    "nach": ("de", 1),
    "vor": ("de", -1),
    "to": ("en", -1),
    "till": ("en", -1),
    "from": ("en", 1),
}
# Those that take minutes in digits only with the minutes noun ("10 minutes to eight") or before
# a clock noun ("10 to noon"), and those that take them only with the noun ("10 minutes from").
DIRECTIONS_BEFORE_AN_HOUR: tuple[str, ...] = ("to", "till")
DIRECTIONS_AFTER_MINUTES_NOUN: tuple[str, ...] = ("from",)
CLOCK_NOUNS_AFTER_DIGIT_MINUTES: tuple[str, ...] = ("noon", "midnight")
# Before "ten to twelve", these make it a range ("from ten to twelve"), not 11:50.
RANGE_WORDS_BEFORE_MINUTES: tuple[str, ...] = ("from", "between")
# Parts of an hour named before a direction: "a quarter past", "half past", "Viertel nach".
RELATIVE_MINUTE_PARTS: dict[str, int] = {"quarter": 15, "a quarter": 15, "half": 30, "viertel": 15}
# A part whose mere presence (even inside punctuation) lets the relative forms run.
QUARTER_WORDS: tuple[str, ...] = ("quarter",)
# The noun of minutes after a count, by language: "10 minutes past", "zehn Minuten nach".
MINUTE_NOUNS: dict[Lang, tuple[str, ...]] = {
    "en": ("minute", "minutes"),
    "de": ("minuten",),
    "fr": ("minutes",),
}

# German parts of the next hour: "halb acht" is 7:30, "dreiviertel acht" 7:45; "fünf vor halb
# acht" counts from the half.
GERMAN_HOUR_PARTS: dict[str, int] = {"halb": -30, "dreiviertel": -15, "drei viertel": -15}
GERMAN_HALF = "halb"
# British "half three" is 3:30.
ENGLISH_HALF_WORDS: tuple[str, ...] = ("half",)
# Words that open a spoken time at a range's end: "von 9 bis halb sechs", "from 9 to a quarter".
SPOKEN_TIME_PARTS: frozenset[str] = frozenset({"halb", "viertel", "dreiviertel", "half", "quarter"})
# The first half of a clock noun written in two ("mid day").
CLOCK_NOUN_HEADS: tuple[str, ...] = ("mid",)
# Clock nouns that are also parts of other words or phrases: French "midi" after "après" is the
# afternoon; German "Mittag" is a clock time only after these cues ("um Mittag", not "zu Mittag").
NOUN_AFTERNOON_PREFIXES: dict[str, tuple[str, ...]] = {"midi": ("-", "après ", "apres ")}
NOUN_CUES: dict[str, tuple[str, ...]] = {"mittag": ("um", "gegen", "ab", "bis")}
# The hour a clock noun names may stand before it: "12 noon", "12 Uhr Mittag", "12 mezzanotte".
CLOCK_NOUN_HOUR = "12"
# Italian takes a plain preposition before a clock noun and the article with an hour in digits:
# "a mezzanotte", "alle 23". The preposition is part of the span, so the time it introduces is
# written back with the article its form needs.
ITALIAN_NOUN_PREPOSITIONS: dict[str, str] = {"a": "alle", "da": "dalle"}
# The noun each language names noon and midnight with, where a time written as one is corrected
# to the other: CLDR's names (babel) where it has them, else the first of CLOCK_NOUNS.


def _clock_noun_names() -> dict[tuple[Lang, int], str]:
    from babel import Locale

    names: dict[tuple[Lang, int], str] = {}
    for lang in ("en", "de", "fr", "it"):
        wide = Locale.parse(lang).day_periods.get("format", {}).get("wide", {})
        for kind, hour in (("noon", 12), ("midnight", 0)):
            if kind in wide:
                names[(lang, hour)] = wide[kind]
    for word, (lang, hour) in CLOCK_NOUNS.items():
        names.setdefault((lang, hour), word.capitalize() if lang == "de" else word)
    return names


CLOCK_NOUN_NAMES: dict[tuple[Lang, int], str] = _clock_noun_names()

# Minutes after an hour word, French and Italian: the word that adds them, the one that takes
# them away, and "minutes" after them ("neuf heures et dix minutes", "nove e dieci", "tre meno
# cinque").
MINUTES_ADDED: dict[Lang, str] = {"fr": "et", "it": "e"}
MINUTES_TAKEN: dict[Lang, str] = {"fr": "moins", "it": "meno"}
# Italian "one" after its article ("all'una", "dall'una", "l'una"): the article as written, and
# the cue a time written in digits takes in its place.
ITALIAN_ONE = "una"
ITALIAN_ONE_ARTICLES: dict[str, str] = {"all": "alle", "dall": "dalle", "l": "le"}
ITALIAN_ONE_AFTER_A_CUE = "l'una"  # "verso l'una"
ITALIAN_HOURS_WORD = "ore"  # "alle ore 9"
# The Italian article "le" cues a spoken hour only with minutes or a day period after it.
ITALIAN_HOUR_ARTICLE = "le"

# "il y a deux heures": two hours ago (the words before the number, nearest first).
FRENCH_AGO: tuple[str, ...] = ("a", "y")
# "à partir de 9 heures", "près de 9 heures": "de" closes a cue, the hour is a clock time.
FRENCH_CUES_ENDING_IN_DE: tuple[str, ...] = ("partir", "près")
FRENCH_LENGTH_WORD = "de"  # "une formation de 2 heures": a length
# After "de 9 heures", these open the range's other end: "de 9 heures à 12 heures".
FRENCH_RANGE_THROUGH: tuple[str, ...] = ("à", "a", "jusqu'à", "-", "–")
# The German "am" that is no a.m.: "um 3 am Nachmittag".
GERMAN_AM = "am"
# The markers of the twelve-hour clock ("a.m.", "p m", "PM"): their first letter and the marker
# each stands for, and the letter they end with.
MERIDIEM_LETTERS: dict[str, str] = {"a": "am", "p": "pm"}
MERIDIEM_LAST_LETTER = "m"
# An approximate hour before its marker: "3ish pm".
APPROXIMATE_HOUR_SUFFIX = "ish"
