"""Day periods without a clock time in en, de, fr and it: "in the afternoon", "am späten
Nachmittag", "en début de soirée", "stasera", "after lunch".

Read by booking.services.intake.recognizers.day_periods (client messages and benchmarks only; replies are
never checked against a day period).

Where the words come from. The period names are CLDR's, through babel: the stand-alone names
("morning", "Nachmittag", "soir", "pomeriggio") are the heads, and the format names that stand
beside a time ("in the morning", "at night", "abends", "di sera") are read as written. What CLDR
lacks is hand-written below and kept small: French "nuit", the derived nouns of duration
("matinée", "soirée", "mattinata", "serata", "nottata", "journée", "giornata"), the words for
lunch, the fused compounds that carry their day ("tonight", "stasera", "domattina"), and the
grammar of each language: the prepositions and articles a period noun takes (by gender, with
French elision), and how early / mid / late is said.

Noun or period. A noun alone is no period: "Guten Morgen", "good evening", "buona serata" are
greetings, German "morgen" is tomorrow, "the night rate", "pro Nacht", "2 nuits" count stays and
"Mittagessen inklusive" is a meal. A noun is a period in a frame that makes it a time: after a
preposition ("in the afternoon", "am Abend", "dans la soirée", "nel pomeriggio"), a day
("tomorrow evening", "heute Abend", "lundi matin", "domani sera"), a demonstrative ("this
morning", "ce soir", "questa sera") or a qualifier ("early morning", "en fin de matinée"). The
German adverbs CLDR lists ("morgens", "abends", "nachts") and the fused compounds are periods
wherever they stand. The night takes a preposition or a day and never an article alone ("la
nuit", "die Nacht", "la notte" are as often a stay as a time). A meal word is a period only
after a preposition of time ("at lunch", "après le déjeuner", "a pranzo", "nach dem
Mittagessen").

Day offsets. A compound that names its day carries it: "tonight", "this evening", "ce soir",
"stasera", "stanotte", "cette nuit" are 0, "last night" is -1, "domattina" is 1. When a separate
day word names the day ("heute Abend", "tomorrow morning", "domani sera", "lundi matin"), the date
recognizer reads that word; the period's span leaves it out and its offset is None. The night of
a day is the one that follows its evening: "stanotte" and "domani notte" name the night after
today's and tomorrow's evening, so where the night's bounds lie after midnight (German, French,
Italian) they fall on the calendar day after the one named (`starts_next_day`).
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

from safety.lang import LANGS, Lang
from safety.lang.clock_words import CLDR_DAY_PERIOD_KINDS

Period = Literal[
    "morning",
    "afternoon",
    "evening",
    "night",
    "midday",
    "day",
    "before_lunch",
    "after_lunch",
    "after_work",
    "after_school",
]
Qualifier = Literal["early", "mid", "late"]
Bounds = tuple[dt.time, dt.time]


def _h(hour: int) -> dt.time:
    return dt.time(hour % 24)


def _every(start: int, end: int) -> dict[Lang, Bounds]:
    return {lang: (_h(start), _h(end)) for lang in LANGS}


def _each(
    *,
    en: tuple[int, int] | None = None,
    de: tuple[int, int],
    fr: tuple[int, int],
    it: tuple[int, int],
) -> dict[Lang, Bounds]:
    hours: dict[Lang, tuple[int, int] | None] = {"en": en, "de": de, "fr": fr, "it": it}
    return {lang: (_h(pair[0]), _h(pair[1])) for lang, pair in hours.items() if pair is not None}


# The bounds of each period and of its early, mid and late parts, per language: [start, end),
# an end of 00:00 being midnight at the end of the day.
#
# They follow the Duckling corpus (../shared/benchmarks/duckling, dim time_range) wherever its
# conventions are consistent: evening 18:00–24:00, afternoon 12:00–19:00, lunch 12:00–14:00, the
# morning from 00:00 (en), 03:00 (de) or 04:00 (fr, it) to noon, the Italian night 00:00–04:00,
# the English night as the evening it names ("tonight", "last night": 18:00–24:00), and the
# anchors before lunch 10:00–12:00, after lunch 13:00–17:00, after work 17:00–21:00, after school
# 15:00–21:00. Its parts are written in full in French (début / milieu / fin de matinée,
# d'après-midi, de soirée, de journée) and shared by every language, but for the English early
# morning, which starts with the English morning, and the English late night ("late last night",
# 21:00–24:00).
#
# Where the corpus says nothing, CLDR's day-period rules decide: the German night runs
# 00:00–05:00 and the French 00:00–04:00. CLDR ends the afternoon at 18:00; its German
# "Vormittag" (10:00–12:00) and "Mittag" (12:00–13:00) label clock times, so here Vormittag is
# the German morning and Mittag the lunch hours. The nights are split in halves, the middle of a
# night after midnight is 01:00–03:00 and the mid evening 20:00–22:00: this table's own choices.
# "day" has no bounds of its own: only its parts are periods ("en fin de journée").
PERIOD_BOUNDS: dict[tuple[Period, Qualifier | None], dict[Lang, Bounds]] = {
    ("morning", None): _each(en=(0, 12), de=(3, 12), fr=(4, 12), it=(4, 12)),
    ("morning", "early"): _each(en=(0, 9), de=(7, 9), fr=(7, 9), it=(7, 9)),
    ("morning", "mid"): _every(9, 11),
    ("morning", "late"): _every(10, 12),
    ("afternoon", None): _every(12, 19),
    ("afternoon", "early"): _every(12, 14),
    ("afternoon", "mid"): _every(14, 17),
    ("afternoon", "late"): _every(17, 19),
    ("evening", None): _every(18, 24),
    ("evening", "early"): _every(18, 21),
    ("evening", "mid"): _every(20, 22),
    ("evening", "late"): _every(21, 24),
    ("night", None): _each(en=(18, 24), de=(0, 5), fr=(0, 4), it=(0, 4)),
    ("night", "early"): _each(en=(18, 21), de=(0, 2), fr=(0, 2), it=(0, 2)),
    ("night", "mid"): _each(de=(1, 3), fr=(1, 3), it=(1, 3)),
    ("night", "late"): _each(en=(21, 24), de=(2, 5), fr=(2, 4), it=(2, 4)),
    ("day", "early"): _every(6, 10),
    ("day", "mid"): _every(11, 16),
    ("day", "late"): _every(17, 21),
    ("midday", None): _every(12, 14),
    ("before_lunch", None): _every(10, 12),
    ("after_lunch", None): _every(13, 17),
    ("after_work", None): _every(17, 21),
    ("after_school", None): _every(15, 21),
}


def period_bounds(lang: Lang, period: Period, qualifier: Qualifier | None) -> Bounds | None:
    """The convention's [start, end) for a period in a language. A part the table lacks (the
    middle of the English night, which ends at midnight) spans the whole period; the bare "day"
    has none."""
    whole = PERIOD_BOUNDS.get((period, None), {}).get(lang)
    if qualifier is None:
        return whole
    return PERIOD_BOUNDS.get((period, qualifier), {}).get(lang) or whole


def starts_next_day(lang: Lang, period: Period) -> bool:
    """True when the period is a night whose bounds lie after midnight, so that the night of a
    day falls on the calendar day after it."""
    bounds = period_bounds(lang, period, None)
    return period == "night" and bounds is not None and bounds[0] < _h(12)


@dataclass(frozen=True, slots=True)
class Head:
    """A word naming a period: its period, grammatical gender (m/f, for articles) and whether it
    is a period only with a qualifier ("journée": "en fin de journée", never "la journée")."""

    period: Period
    gender: Literal["m", "f"] = "m"
    qualified_only: bool = False


# CLDR's kinds are read as clock_words reads them, but German "Mittag" (afternoon1) is the lunch
# hours.
_CLDR_KIND_OVERRIDES: dict[tuple[Lang, str], Period] = {("de", "afternoon1"): "midday"}
# Genders CLDR does not give, for the articles; a noun not listed is masculine.
_FEMININE = frozenset({"nacht", "mattina", "sera", "notte"})


def cldr_period_names(lang: Lang, context: str, width: str) -> dict[str, Period]:
    """CLDR's names of the day periods in one context and width, lower case, the earliest
    kind first (French writes its night "matin", which stays the morning)."""
    from babel import Locale

    names: dict[str, Period] = {}
    for kind, name in Locale(lang).day_periods.get(context, {}).get(width, {}).items():
        period = _CLDR_KIND_OVERRIDES.get((lang, kind)) or CLDR_DAY_PERIOD_KINDS.get(kind)
        if period is not None:
            names.setdefault(name.lower().replace("’", "'"), period)
    return names


def _cldr_heads(lang: Lang) -> dict[str, Head]:
    """The stand-alone names: "morning", "Nachmittag", "soir", "pomeriggio" (the Italian come in
    the abbreviated width only)."""
    names = cldr_period_names(lang, "stand-alone", "wide") or cldr_period_names(
        lang, "stand-alone", "abbreviated"
    )
    return {
        name: Head(period, "f" if name in _FEMININE else "m")
        for name, period in names.items()
        if "." not in name
    }


# Nouns CLDR lacks: the French night, the nouns of a period's duration, the day (whose parts
# only are periods) and lunch.
_EXTRA_HEADS: dict[Lang, dict[str, Head]] = {
    "en": {
        "day": Head("day", qualified_only=True),
        "lunch": Head("midday"),
        "lunchtime": Head("midday"),
    },
    "de": {
        "tag": Head("day", qualified_only=True),
        "mittagessen": Head("midday"),
        "mittagszeit": Head("midday", "f"),
        "mittagspause": Head("midday", "f"),
    },
    "fr": {
        "nuit": Head("night", "f"),
        "matinée": Head("morning", "f"),
        "soirée": Head("evening", "f"),
        "journée": Head("day", "f", qualified_only=True),
        "déjeuner": Head("midday"),
    },
    "it": {
        "mattino": Head("morning"),
        "mattinata": Head("morning", "f"),
        "serata": Head("evening", "f"),
        "nottata": Head("night", "f"),
        "giornata": Head("day", "f", qualified_only=True),
        "pranzo": Head("midday"),
    },
}
# Meal and "day" nouns, which take no "-ish" ("lunchish" is no period of its own).
_MEAL_OR_DAY: frozenset[Period] = frozenset({"midday", "day"})


def heads(lang: Lang) -> dict[str, Head]:
    """Every noun naming a period in `lang`, CLDR's first."""
    return {**_cldr_heads(lang), **_EXTRA_HEADS[lang]}


@dataclass(frozen=True, slots=True)
class Phrase:
    """One way of writing a period: the words (lower case; in [brackets] those read but left out
    of the span, such as a day word the date recognizer reads), and what it means."""

    words: str
    period: Period
    qualifier: Qualifier | None = None
    day_offset: int | None = None
    # An article alone licenses it ("le soir", "la serata"): a following "de gala", "di
    # beneficenza" makes the noun an event, so only a date may follow such a "de".
    article_only: bool = False


# Sentinels in phrases: <day> is a weekday, month or day word ("tomorrow", "heute", "domani"),
# <num> a number written in digits.
DAY = "<day>"
NUM = "<num>"

# Words after an article-only period ("la serata", "le soir") that make it an event ("la serata
# di gala") unless a date follows them ("la serata del 15"): fr and it.
EVENT_OF_WORDS: frozenset[str] = frozenset({"de", "d", "du", "di", "del", "della"})

# Fused compounds that carry their day, and anchors that are periods of their own. Hand-written:
# CLDR names no such words.
_FIXED: dict[Lang, tuple[Phrase, ...]] = {
    "en": (
        Phrase("tonight", "night", day_offset=0),
        Phrase("tonite", "night", day_offset=0),
        Phrase("last night", "night", day_offset=-1),
        Phrase("late tonight", "night", "late", 0),
        Phrase("late tonite", "night", "late", 0),
        Phrase("late last night", "night", "late", -1),
        Phrase("early tonight", "night", "early", 0),
        Phrase("at night", "night"),
        Phrase("late at night", "night", "late"),
        Phrase("in the early hours", "morning", "early"),
        Phrase("in the small hours", "morning", "early"),
        Phrase("first thing in the morning", "morning", "early"),
        Phrase("after work", "after_work"),
        Phrase("after school", "after_school"),
    ),
    "de": (
        Phrase("nach der arbeit", "after_work"),
        Phrase("nach feierabend", "after_work"),
        Phrase("nach der schule", "after_school"),
        Phrase("in der früh", "morning"),
        Phrase("frühmorgens", "morning", "early"),
        Phrase("spätabends", "evening", "late"),
        Phrase("spätnachts", "night", "late"),
        Phrase("mitten in der nacht", "night", "mid"),
        Phrase("spät in der nacht", "night", "late"),
        Phrase(f"[{DAY}] früh", "morning"),
    ),
    "fr": (
        Phrase("après le travail", "after_work"),
        Phrase("après l'école", "after_school"),
        Phrase("en pleine nuit", "night", "mid"),
        Phrase("au milieu de la nuit", "night", "mid"),
        Phrase("tard dans la nuit", "night", "late"),
        Phrase("tard le soir", "evening", "late"),
        Phrase("en tout début de matinée", "morning", "early"),
        Phrase("au petit matin", "morning", "early"),
    ),
    "it": (
        Phrase("stamattina", "morning", day_offset=0),
        Phrase("stamani", "morning", day_offset=0),
        Phrase("stamane", "morning", day_offset=0),
        Phrase("stasera", "evening", day_offset=0),
        Phrase("stanotte", "night", day_offset=0),
        Phrase("domattina", "morning", day_offset=1),
        Phrase("dopo il lavoro", "after_work"),
        Phrase("dopo la scuola", "after_school"),
        Phrase("in prima serata", "evening", "early"),
        Phrase("di primo mattino", "morning", "early"),
        Phrase("di prima mattina", "morning", "early"),
        Phrase("la mattina presto", "morning", "early"),
        Phrase("presto la mattina", "morning", "early"),
        Phrase("in piena notte", "night", "mid"),
        Phrase("a notte fonda", "night", "late"),
        Phrase("a tarda notte", "night", "late"),
        Phrase("a tarda sera", "evening", "late"),
    ),
}


# Frames of a period noun, per language: {h} is the noun; the other fields are articles and
# prepositions agreeing with it (see _agreeing). Each frame with its qualifier and day offset.
Frame = tuple[str, Qualifier | None, int | None]

_EN_FRAMES: tuple[Frame, ...] = (
    ("in the {h}", None, None),
    ("during the {h}", None, None),
    ("throughout the {h}", None, None),
    ("for the {h}", None, None),
    ("all {h}", None, None),
    ("every {h}", None, None),
    ("this {h}", None, 0),
    (f"[{DAY}] {{h}}", None, None),
    ("{h} [of the]", None, None),
    ("early {h}", "early", None),
    ("early in the {h}", "early", None),
    ("in the early {h}", "early", None),
    ("early this {h}", "early", 0),
    ("mid-{h}", "mid", None),
    ("mid {h}", "mid", None),
    ("mid{h}", "mid", None),
    ("in the mid-{h}", "mid", None),
    ("in the middle of the {h}", "mid", None),
    ("late {h}", "late", None),
    ("late in the {h}", "late", None),
    ("in the late {h}", "late", None),
    ("late this {h}", "late", 0),
    ("later in the {h}", None, None),
    ("later this {h}", None, 0),
)
_EN_NIGHT_FRAMES: tuple[Frame, ...] = (
    ("in the {h}", None, None),
    ("during the {h}", None, None),
    ("through the {h}", None, None),
    (f"[{DAY}] {{h}}", None, None),
    ("in the middle of the {h}", "mid", None),
    ("late in the {h}", "late", None),
)
_EN_MEAL_FRAMES: tuple[Frame, ...] = (
    ("at {h}", None, None),
    ("during {h}", None, None),
    ("over {h}", None, None),
    ("around {h}", None, None),
    (f"[{DAY}] {{h}}", None, None),
)
_EN_DAY_FRAMES: tuple[Frame, ...] = (
    ("early in the {h}", "early", None),
    ("in the middle of the {h}", "mid", None),
    ("late in the {h}", "late", None),
    ("at the end of the {h}", "late", None),
)

_DE_FRAMES: tuple[Frame, ...] = (
    ("im laufe {des} {h}{s}", None, None),
    ("{am} {h}", None, None),
    ("gegen {h}", None, None),
    ("{jeden} {h}", None, None),
    ("{diesen} {h}", None, 0),
    (f"[{DAY}] {{h}}", None, None),
    ("{am} frühen {h}", "early", None),
    ("früh {am} {h}", "early", None),
    ("am früh{h}", "early", None),
    ("{am} späten {h}", "late", None),
    ("spät {am} {h}", "late", None),
    ("am spät{h}", "late", None),
)
_DE_MEAL_FRAMES: tuple[Frame, ...] = (
    ("zu {h}", None, None),
    ("über {h}", None, None),
    ("{am} {h}", None, None),
    ("beim {h}", None, None),
    ("zur {h}", None, None),
    ("um die {h}", None, None),
    ("in der {h}", None, None),
    (f"[{DAY}] {{h}}", None, None),
)
_DE_DAY_FRAMES: tuple[Frame, ...] = (
    ("früh am {h}", "early", None),
    ("am frühen {h}", "early", None),
    ("mitten am {h}", "mid", None),
    ("spät am {h}", "late", None),
    ("am ende des {h}es", "late", None),
)

_FR_FRAMES: tuple[Frame, ...] = (
    ("{le} {h}", None, None),
    ("dans {le} {h}", None, None),
    ("pendant {le} {h}", None, None),
    ("durant {le} {h}", None, None),
    ("au cours {du} {h}", None, None),
    ("{tous} {h}{s}", None, None),
    ("en {h}", None, None),
    ("{au} {h}", None, None),
    ("chaque {h}", None, None),
    ("{ce} {h}", None, 0),
    (f"[{DAY}] {{h}}", None, None),
    (f"{{h}} [du {NUM}]", None, None),
    (f"{{h}} [du {DAY}]", None, None),
    ("en début {de} {h}", "early", None),
    ("début {de} {h}", "early", None),
    ("au début {du} {h}", "early", None),
    ("tôt {le} {h}", "early", None),
    ("très tôt {le} {h}", "early", None),
    ("{le} {h} tôt", "early", None),
    ("{le} {h} très tôt", "early", None),
    ("tôt dans {le} {h}", "early", None),
    ("en milieu {de} {h}", "mid", None),
    ("milieu {de} {h}", "mid", None),
    ("au milieu {du} {h}", "mid", None),
    ("en fin {de} {h}", "late", None),
    ("fin {de} {h}", "late", None),
    ("à la fin {du} {h}", "late", None),
    ("tard dans {le} {h}", "late", None),
    ("plus tard dans {le} {h}", None, None),
)
_FR_NIGHT_FRAMES: tuple[Frame, ...] = (
    ("dans {le} {h}", None, None),
    ("pendant {le} {h}", None, None),
    ("durant {le} {h}", None, None),
    ("au cours {du} {h}", None, None),
    ("{ce} {h}", None, 0),
    (f"[{DAY}] {{h}}", None, None),
)
_FR_MEAL_FRAMES: tuple[Frame, ...] = (
    ("pendant {le} {h}", None, None),
    ("à l'heure {du} {h}", None, None),
    ("au moment {du} {h}", None, None),
    ("au moment de {h}", None, None),
)
_FR_DAY_FRAMES: tuple[Frame, ...] = tuple(
    frame for frame in _FR_FRAMES if frame[1] is not None and "{le} {h} " not in frame[0] + " "
)

_IT_FRAMES: tuple[Frame, ...] = (
    ("{il} {h}", None, None),
    ("{al} {h}", None, None),
    ("{nel} {h}", None, None),
    ("in {h}", None, None),
    ("di {h}", None, None),
    ("verso {h}", None, None),
    ("ogni {h}", None, None),
    ("durante {il} {h}", None, None),
    ("nel corso {del} {h}", None, None),
    ("{il} {h} tardi", "late", None),
    ("{questo} {h}", None, 0),
    ("sta {h}", None, 0),
    (f"[{DAY}] {{h}}", None, None),
    (f"{{h}} [del {NUM}]", None, None),
    (f"{{h}} [di {DAY}]", None, None),
    (f"{{h}} [di {NUM}]", None, None),
    ("{il} {h} presto", "early", None),
    ("nel primo {h}", "early", None),
    ("in prima {h}", "early", None),
    ("a inizio {h}", "early", None),
    ("all'inizio {del} {h}", "early", None),
    ("a metà {h}", "mid", None),
    ("in tarda {h}", "late", None),
    ("nel tardo {h}", "late", None),
    ("in fin di {h}", "late", None),
    ("a fine {h}", "late", None),
    ("in fine {h}", "late", None),
    ("alla fine {del} {h}", "late", None),
)
_IT_NIGHT_FRAMES: tuple[Frame, ...] = (
    ("{nel} {h}", None, None),
    ("in {h}", None, None),
    ("di {h}", None, None),
    ("durante {il} {h}", None, None),
    ("nel corso {del} {h}", None, None),
    ("{questo} {h}", None, 0),
    ("sta {h}", None, 0),
    (f"[{DAY}] {{h}}", None, None),
    (f"{{h}} [di {DAY}]", None, None),
)
_IT_MEAL_FRAMES: tuple[Frame, ...] = (
    ("a {h}", None, None),
    ("all'ora di {h}", None, None),
    ("durante {il} {h}", None, None),
    (f"[{DAY}] a {{h}}", None, None),
)
_IT_DAY_FRAMES: tuple[Frame, ...] = tuple(
    frame for frame in _IT_FRAMES if frame[1] is not None and "presto" not in frame[0]
)

# Before / after lunch: the meal nouns after these words.
_LUNCH_ANCHORS: dict[Lang, tuple[tuple[str, Period], ...]] = {
    "en": (("before {h}", "before_lunch"), ("after {h}", "after_lunch")),
    "de": (("vor {dem} {h}", "before_lunch"), ("nach {dem} {h}", "after_lunch")),
    "fr": (
        ("avant {h}", "before_lunch"),
        ("avant {le} {h}", "before_lunch"),
        ("après {h}", "after_lunch"),
        ("après {le} {h}", "after_lunch"),
    ),
    "it": (
        ("prima di {h}", "before_lunch"),
        ("prima {del} {h}", "before_lunch"),
        ("dopo {h}", "after_lunch"),
        ("dopo {il} {h}", "after_lunch"),
    ),
}

_FRAMES: dict[Lang, dict[str, tuple[Frame, ...]]] = {
    "en": {"period": _EN_FRAMES, "night": _EN_NIGHT_FRAMES, "midday": _EN_MEAL_FRAMES},
    "de": {"period": _DE_FRAMES, "night": _DE_FRAMES, "midday": _DE_MEAL_FRAMES},
    "fr": {"period": _FR_FRAMES, "night": _FR_NIGHT_FRAMES, "midday": _FR_MEAL_FRAMES},
    "it": {"period": _IT_FRAMES, "night": _IT_NIGHT_FRAMES, "midday": _IT_MEAL_FRAMES},
}
_DAY_FRAMES: dict[Lang, tuple[Frame, ...]] = {
    "en": _EN_DAY_FRAMES,
    "de": _DE_DAY_FRAMES,
    "fr": _FR_DAY_FRAMES,
    "it": _IT_DAY_FRAMES,
}


def _french_plural(word: str) -> str:
    """The ending of a French noun's plural: "soirs", "matinées"; "après-midi" does not change."""
    return "" if word.endswith(("s", "x", "z", "-midi")) else "s"


def _elides(word: str) -> bool:
    return word[:1] in "aeéèêiouh"


def _agreeing(lang: Lang, word: str, head: Head) -> dict[str, str]:
    """The articles and prepositions that agree with a noun: French and Italian by gender and
    elision ("le soir", "la soirée", "l'après-midi"; "il pomeriggio", "la sera"), German by
    gender ("am Abend", "in der Nacht")."""
    feminine = head.gender == "f"
    if lang == "fr":
        plural = {"tous": "toutes les" if feminine else "tous les", "s": _french_plural(word)}
        if _elides(word):
            return {"le": "l'", "de": "d'", "du": "de l'", "au": "à l'", "ce": "cet", **plural}
        if feminine:
            return {"le": "la", "de": "de", "du": "de la", "au": "à la", "ce": "cette", **plural}
        return {"le": "le", "de": "de", "du": "du", "au": "au", "ce": "ce", **plural}
    if lang == "it":
        if feminine:
            return {"il": "la", "al": "alla", "nel": "nella", "del": "della", "questo": "questa"}
        return {"il": "il", "al": "al", "nel": "nel", "del": "del", "questo": "questo"}
    if lang == "de":
        if feminine:
            fields = {
                "am": "in der",
                "jeden": "jede",
                "diesen": "diese",
                "des": "der",
                "dem": "der",
            }
            return {**fields, "s": ""}
        fields = {"am": "am", "jeden": "jeden", "diesen": "diesen", "des": "des", "dem": "dem"}
        return {**fields, "s": "s"}
    return {}


def _rendered(frame: str, lang: Lang, word: str, head: Head) -> str:
    fields = _agreeing(lang, word, head)
    return frame.format(h=word, **fields).replace("' ", "'")


def _frames_of(lang: Lang, head: Head) -> tuple[Frame, ...]:
    if head.period == "day":
        return _DAY_FRAMES[lang]
    if head.period in ("midday", "night"):
        return _FRAMES[lang][head.period]
    return _FRAMES[lang]["period"]


def _derived_heads(lang: Lang) -> dict[str, Head]:
    """Forms derived by rule: English "-ish" ("afternoonish")."""
    derived: dict[str, Head] = {}
    if lang == "en":
        for word, head in heads(lang).items():
            if head.period not in _MEAL_OR_DAY:
                derived[f"{word}ish"] = head
    return derived


def _weekday_compounds() -> tuple[Phrase, ...]:
    """German "Montagabend", "Freitagnacht", "sonntagmorgens": weekday and period in one word."""
    from safety.lang.calendar_words import WEEKDAY_NAMES

    found: list[Phrase] = []
    for weekday in WEEKDAY_NAMES["de"]:
        for word, head in heads("de").items():
            if word not in _EXTRA_HEADS["de"]:
                found.append(Phrase(f"{weekday.lower()}{word}", head.period))
                found.append(Phrase(f"{weekday.lower()}{word}s", head.period))
    return tuple(found)


def _adverbs(lang: Lang) -> tuple[Phrase, ...]:
    """CLDR's format names that stand alone as periods: German "morgens", "abends", "nachts",
    and the phrases the other languages write beside a time ("in the morning", "at night",
    "di sera")."""
    phrases = []
    for name, period in cldr_period_names(lang, "format", "wide").items():
        if lang == "fr":
            continue  # "du matin", "du soir" qualify a time ("8h du soir"), not a day
        phrases.append(Phrase(name, period))
    return tuple(phrases)


def phrases(lang: Lang) -> tuple[Phrase, ...]:
    """Every phrase of `lang`: the frames of each head, the lunch anchors, the fixed words."""
    found: list[Phrase] = [*_FIXED[lang], *_adverbs(lang)]
    if lang == "de":
        found.extend(_weekday_compounds())
    all_heads = {**heads(lang), **_derived_heads(lang)}
    for word, head in all_heads.items():
        for frame, qualifier, offset in _frames_of(lang, head):
            if head.qualified_only and qualifier is None:
                continue
            article_only = frame in ("{le} {h}", "{il} {h}", "{au} {h}")
            found.append(
                Phrase(
                    _rendered(frame, lang, word, head), head.period, qualifier, offset, article_only
                )
            )
        if head.period == "midday":
            for frame, period in _LUNCH_ANCHORS[lang]:
                found.append(Phrase(_rendered(frame, lang, word, head), period))
    return tuple(found)
