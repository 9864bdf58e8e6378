"""Words of times and spans counted from now, in en, de, fr and it: "in 2 hours", "vor zehn
Minuten", "il y a deux heures", "tra un'ora", "the next 3 days", "les 2 dernières heures",
"nelle ultime 24 ore".

The unit words and the words that put a count into the future or the past are read from CLDR
through babel: the relative-time patterns of each unit ("in {0} hours", "il y a {0} heures",
"{0} ore fa") and the unit patterns of durations ("{0} Stunden", "{0} Tage", "{0} hr"), in the
plural form CLDR gives for each count. babel does not carry CLDR's "next week"/"last week"
field names, so the adjectives of counted spans ("next", "nächsten", "prochains", "ultime") are
listed here with their gender and number forms. Only booking.services.intake.recognizers.relative_times reads
these; verify never does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from safety.lang import LANGS, Lang, sources
from safety.lang.relative_date_words import ONE_WORDS


class TimeUnit(Enum):
    MINUTE = "minute"
    HOUR = "hour"
    DAY = "day"
    WEEK = "week"
    FORTNIGHT = "fortnight"
    MONTH = "month"
    YEAR = "year"


# The units counted in whole days, and their length in days.
DAYS_IN_UNIT: dict[TimeUnit, int] = {TimeUnit.DAY: 1, TimeUnit.WEEK: 7, TimeUnit.FORTNIGHT: 14}
# The units whose spans start on a Monday.
WEEK_UNITS: frozenset[TimeUnit] = frozenset({TimeUnit.WEEK, TimeUnit.FORTNIGHT})


@dataclass(frozen=True)
class UnitWord:
    """A unit as a word: which unit, in which languages, and whether it is the singular form
    (CLDR's plural category "one"), the plural form, or both ("Std.", "min")."""

    unit: TimeUnit
    langs: frozenset[Lang]
    singular: bool
    plural: bool
    after_digits_only: bool = False  # a symbol, read only right after digits: "2h", "2 h", "3 hr."


_CLDR_FIELDS = {
    "minute": TimeUnit.MINUTE,
    "hour": TimeUnit.HOUR,
    "day": TimeUnit.DAY,
    "week": TimeUnit.WEEK,
    "month": TimeUnit.MONTH,
    "year": TimeUnit.YEAR,
}

# Unit words CLDR's patterns do not hold: English abbreviations, "fortnight", and forms of the
# year noun French uses beside "an".
_LISTED_UNITS: dict[str, tuple[TimeUnit, Lang, bool]] = {
    "hrs": (TimeUnit.HOUR, "en", False),
    "mins": (TimeUnit.MINUTE, "en", False),
    "fortnight": (TimeUnit.FORTNIGHT, "en", True),
    "fortnights": (TimeUnit.FORTNIGHT, "en", False),
    "année": (TimeUnit.YEAR, "fr", True),
    "années": (TimeUnit.YEAR, "fr", False),
}

# A unit symbol of one or two letters ("h", "hr", "j", "m", "a") is read only after digits ("2h",
# "dans 2 h"), and only for hours: "m" counts metres as often as minutes, "a" and "j" are words
# of their own. Narrow forms ("in 7m") are not read for minutes.
_SYMBOL_UNITS = frozenset({TimeUnit.HOUR})
_SHORTEST_WORD = 3


def _unit_word_of(pattern: str) -> str | None:
    """The word right after the count in a CLDR pattern: "in {0} Stunden" gives "stunden",
    "{0}h" gives "h"."""
    head, found, tail = pattern.partition("{0}")
    words = tail.replace("\xa0", " ").replace("\u202f", " ").split()
    if not found or not words:
        return None
    return words[0].lower().rstrip(".")


def _cldr_unit_patterns() -> list[tuple[str, TimeUnit, Lang, str]]:
    """(pattern, unit, language, plural category) of every relative-time and duration pattern
    CLDR gives for the units, long and short: "in {0} Stunden", "{0} hr", "{0}h"."""
    found: list[tuple[str, TimeUnit, Lang, str]] = []
    for lang in LANGS:
        for field, unit in _CLDR_FIELDS.items():
            for width in ("", "-short"):
                for patterns in sources.relative_time_patterns(lang, field + width).values():
                    for category, pattern in patterns.items():
                        found.append((pattern, unit, lang, category))
            for patterns in sources.duration_patterns(lang, field):
                for category, pattern in patterns.items():
                    found.append((pattern, unit, lang, category))
    return found


def _unit_words() -> dict[str, UnitWord]:
    merged: dict[str, tuple[TimeUnit, set[Lang], bool, bool, bool]] = {}

    def add(word: str, unit: TimeUnit, lang: Lang, singular: bool) -> None:
        symbol = len(word) < _SHORTEST_WORD
        if symbol and unit not in _SYMBOL_UNITS:
            return
        _, langs, one, other, _ = merged.get(word, (unit, set(), False, False, symbol))
        langs.add(lang)
        merged[word] = (unit, langs, one or singular, other or not singular, symbol)

    for pattern, unit, lang, category in _cldr_unit_patterns():
        word = _unit_word_of(pattern)
        if word:
            add(word, unit, lang, category == "one")
    for word, (unit, lang, singular) in _LISTED_UNITS.items():
        add(word, unit, lang, singular)
    return {
        word: UnitWord(unit, frozenset(langs), one, other, symbol)
        for word, (unit, langs, one, other, symbol) in merged.items()
    }


UNIT_WORDS: dict[str, UnitWord] = _unit_words()


def _cldr_offset_words() -> tuple[dict[str, int], dict[str, int], dict[str, set[Lang]]]:
    """The words before and after the count in CLDR's relative-time patterns of every unit:
    "in", "vor", "dans", "il y a", "tra" before; "ago", "fa" after. +1 is the future. The
    third table gives the languages of each phrase ("in" is English and German)."""
    before: dict[str, int] = {}
    after: dict[str, int] = {}
    langs: dict[str, set[Lang]] = {}
    for lang in LANGS:
        for field in _CLDR_FIELDS:
            patterns = sources.relative_time_patterns(lang, field)
            for direction, sign in (("future", 1), ("past", -1)):
                for pattern in patterns[direction].values():
                    head, _, tail = pattern.partition("{0}")
                    phrase = " ".join(head.lower().split())
                    if phrase:
                        before[phrase] = sign
                        langs.setdefault(phrase, set()).add(lang)
                    phrase = " ".join(tail.lower().split()[1:])
                    if phrase:
                        after[phrase] = sign
                        langs.setdefault(phrase, set()).add(lang)
    return before, after, langs


_CLDR_BEFORE, _CLDR_AFTER, _CLDR_LANGS = _cldr_offset_words()

# Beside CLDR's: Italian "fra" (a form of "tra"), English "hence" and "from now". "later" and
# "back" are left out: "two hours later" counts from a time said before, not from now.
OFFSET_WORDS_BEFORE: dict[str, int] = {**_CLDR_BEFORE, "fra": 1}
OFFSET_WORDS_AFTER: dict[str, int] = {**_CLDR_AFTER, "hence": 1, "from now": 1, "from today": 1}
OFFSET_WORD_LANGS: dict[str, frozenset[Lang]] = {
    **{phrase: frozenset(found) for phrase, found in _CLDR_LANGS.items()},
    "fra": frozenset({"it"}),
    "hence": frozenset({"en"}),
    "from now": frozenset({"en"}),
    "from today": frozenset({"en"}),
}

# Counts of one: articles and "one" (shared with the relative dates).
ONE_COUNT_WORDS: frozenset[str] = ONE_WORDS | frozenset({"un'", "un’"})

# Counts that state no number: "a couple of hours", "ein paar Tage", "quelques minutes",
# "qualche ora". A vague count is read (the phrase is a relative time) but gives no value: what
# "a few" means is the writer's, and a reader that guessed it would state a fact no one wrote.
# The flag says whether the unit after it is singular ("qualche ora").
VAGUE_COUNTS: dict[str, tuple[Lang, bool]] = {
    "a couple of": ("en", False),
    "a couple": ("en", False),
    "couple of": ("en", False),
    "a few": ("en", False),
    "few": ("en", False),
    "several": ("en", False),
    "ein paar": ("de", False),
    "paar": ("de", False),
    "einige": ("de", False),
    "einigen": ("de", False),
    "wenige": ("de", False),
    "wenigen": ("de", False),
    "mehrere": ("de", False),
    "mehreren": ("de", False),
    "quelques": ("fr", False),
    "plusieurs": ("fr", False),
    "qualche": ("it", True),
    "alcuni": ("it", False),
    "alcune": ("it", False),
    "pochi": ("it", False),
    "poche": ("it", False),
}


def _forms(sign: int, lang: Lang, words: str) -> dict[str, tuple[int, Lang]]:
    return {word: (sign, lang) for word in words.split()}


# Adjectives of counted spans that stand before the count or, without a count, before the unit:
# "the next 3 days", "die letzten zwei Stunden", "les 3 prochains jours", "les prochains jours",
# "gli ultimi due minuti". +1 is the units after now, -1 those before. Every gender and number
# form is listed, so a form that does not agree is still read as the same word.
SPAN_WORDS_BEFORE: dict[str, tuple[int, Lang]] = {
    **_forms(1, "en", "next coming upcoming following"),
    **_forms(-1, "en", "last past previous"),
    **_forms(1, "de", "nächste nächsten nächster kommende kommenden folgende folgenden"),
    **_forms(-1, "de", "letzte letzten letzter vergangene vergangenen vorige vorigen"),
    **_forms(1, "fr", "prochain prochains prochaine prochaines"),
    **_forms(-1, "fr", "dernier derniers dernière dernières"),
    **_forms(1, "it", "prossimo prossimi prossima prossime"),
    **_forms(-1, "it", "ultimo ultimi ultima ultime scorso scorsi scorsa scorse"),
}

# Adjectives after the unit: "les 3 heures suivantes", "i 2 minuti passati", "le 24 ore scorse".
SPAN_WORDS_AFTER: dict[str, tuple[int, Lang]] = {
    **_forms(1, "fr", "suivant suivants suivante suivantes"),
    **_forms(-1, "fr", "passé passés passée passées précédent précédents précédente précédentes"),
    **_forms(1, "it", "successivo successivi successiva successive seguente seguenti"),
    **_forms(-1, "it", "passato passati passata passate scorso scorsi scorsa scorse precedenti"),
}

# Words right after the unit that make the count a part of something named ("the last 2 days of
# the course", "die letzten 2 Stunden des Kurses", "dans deux heures de route", "le ultime 2 ore
# del corso"): a measure of that thing, not a time counted from now.
PARTITIVE_WORDS: frozenset[str] = frozenset(
    "of des der du de d' d’ del della dello dell' dell’ dei degli delle di".split()
)

# A count of units that goes on past the unit ("in 2 hours and a half", "tra 2 ore e mezza",
# "dans 1 h 30", "vor 2 Tagen und 3 Stunden") is a compound the readers do not add up: its first
# unit alone would be a wrong time. These are the words that join the next part, and the
# fractions that may follow them.
JOINING_WORDS: frozenset[str] = frozenset("and und et e y".split())
FRACTION_WORDS: frozenset[str] = frozenset(
    "half halbe halben halb quarter quarters viertel dreiviertel demie demi quart quarts "
    "mezza mezzo quarto quarti".split()
)
