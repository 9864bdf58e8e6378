"""Named days: where the holidays library's names come from, and the named days it lacks.

The recognizer (booking.services.intake.recognizers.named_days) reads holiday names from the `holidays`
library, the authoritative source of public holidays, in every language it has for the countries
whose clients write in en, de, fr or it. This module says which calendars those are, and lists
the few widely used named days that are no public holiday anywhere the library covers ("Silvester"
in German, "Ferragosto", Valentine's day in de/fr/it, Mother's day outside the US) or that it only
names in another form ("Ostern" beside its "Ostersonntag").
"""

from __future__ import annotations

from dataclasses import dataclass

from safety.lang import Lang


@dataclass(frozen=True)
class HolidayCalendar:
    """One country's calendar in the holidays library, in its languages that we read.

    `languages` maps the library's language code to ours. `subdivisions`: also read the
    calendars of every subdivision (canton, Land, nation of the UK), whose names are widely
    known there ("Sechseläuten", "Reformationstag"); the province patrons of Italy are left out,
    their names are mostly those of squares, churches and hotels ("San Marco", "Santa Lucia").
    """

    country: str
    languages: dict[str, Lang]
    categories: tuple[str, ...] = ("public",)
    subdivisions: bool = False


# Read in this order of precedence: Switzerland first (the venue's country), then the countries
# whose languages we serve. See the recognizer for how a name that two calendars date
# differently is settled.
HOLIDAY_CALENDARS: tuple[HolidayCalendar, ...] = (
    HolidayCalendar(
        "CH",
        {"de": "de", "fr": "fr", "it": "it", "en_US": "en"},
        ("public", "half_day", "optional", "de_facto"),
        subdivisions=True,
    ),
    HolidayCalendar("LI", {"de": "de", "en_US": "en"}, ("public", "bank")),
    HolidayCalendar("DE", {"de": "de", "en_US": "en"}, ("public", "catholic"), subdivisions=True),
    HolidayCalendar("AT", {"de": "de", "en_US": "en"}, ("public", "bank"), subdivisions=True),
    HolidayCalendar("FR", {"fr": "fr", "en_US": "en"}),
    HolidayCalendar("IT", {"it_IT": "it", "en_US": "en"}),
    HolidayCalendar("GB", {"en_GB": "en"}, subdivisions=True),
    HolidayCalendar("US", {"en_US": "en"}, ("public", "unofficial")),
)

# Categories never read: school holidays are weeks-long periods, not days.
# Names the library gives to days that move with the year's calendar, not with a feast: a bridge
# day or a holiday moved to a weekday is no day a client names.
MOVABLE_NAME_WORDS: frozenset[str] = frozenset(
    {"observed", "bridge", "bruckentag", "pont", "ponte", "substitute", "ersatz"}
)

# The words that make a name the eve of a feast ("Christmas Eve", "veille de Noël", "vigilia di
# Natale"): a feast that has an eve or a weekday named after it ("Easter Monday", "lundi de
# Pâques") is known by its short name alone ("Christmas", "Pâques", "Pentecoste").
EVE_WORDS: frozenset[str] = frozenset({"eve", "veille", "vigilia", "vorabend"})


@dataclass(frozen=True)
class Fixed:
    """The same day every year."""

    month: int
    day: int


@dataclass(frozen=True)
class NthWeekday:
    """The `nth` `weekday` (0 = Monday) of `month`: Mother's day is the 2nd Sunday of May."""

    month: int
    weekday: int
    nth: int


@dataclass(frozen=True)
class SameDayAs:
    """Another name for a day the holidays library names (in any of its languages)."""

    name: str


NamedDayRule = Fixed | NthWeekday | SameDayAs

# Named days the library lacks, by language. Mother's day is the second Sunday of May in
# Switzerland, Germany, Austria, Italy and the US; France keeps another rule, so "fête des mères"
# is not listed.
EXTRA_NAMED_DAYS: dict[Lang, dict[str, NamedDayRule]] = {
    # English: the library's US calendar has Valentine's day, Halloween and Mother's day.
    "en": {},
    "de": {
        "Heiligabend": Fixed(12, 24),
        "Heiliger Abend": Fixed(12, 24),
        "Silvester": Fixed(12, 31),
        "Ostern": SameDayAs("Ostersonntag"),
        "Pfingsten": SameDayAs("Pfingstsonntag"),
        "Valentinstag": Fixed(2, 14),
        "Halloween": Fixed(10, 31),
        "Muttertag": NthWeekday(5, 6, 2),
    },
    "fr": {
        "Saint-Sylvestre": Fixed(12, 31),
        "Saint-Valentin": Fixed(2, 14),
        "Halloween": Fixed(10, 31),
        "réveillon de Noël": Fixed(12, 24),
    },
    "it": {
        "San Silvestro": Fixed(12, 31),
        "San Valentino": Fixed(2, 14),
        "festa degli innamorati": Fixed(2, 14),
        "Ferragosto": Fixed(8, 15),
        "Befana": Fixed(1, 6),
        "Halloween": Fixed(10, 31),
        "festa della mamma": NthWeekday(5, 6, 2),
        "Pentecoste": SameDayAs("Domenica di Pentecoste"),
    },
}

# Words that count days before or after a named day: "three days after Easter", "zwei Tage vor
# Weihnachten", "trois jours après Pâques", "tre giorni prima di Natale", "the day after
# Christmas". The day unit words themselves come from CLDR (safety.lang.relative_date_words).
DAYS_AFTER_WORDS: dict[str, int] = {
    "after": 1,
    "before": -1,
    "nach": 1,
    "vor": -1,
    "apres": 1,
    "avant": -1,
    "dopo": 1,
    "prima": -1,
}
# The one-word neighbours of a named day: "le lendemain de Noël", "l'indomani di Natale".
NEXT_DAY_WORDS: dict[str, int] = {"lendemain": 1, "indomani": 1, "surlendemain": 2}

# Words after which a named day is not a date but the name of an event or a thing: "our Christmas
# menu", "Easter eggs" (en: a noun after the name), "le menu de Noël", "il pranzo di Pasqua"
# (fr/it: the name after "de"/"di" and a noun). A named day read after "de"/"di"/"of" needs one
# of these day words before it: "le jour de Noël", "il giorno di Natale", "the day of Easter".
# Articles between a count of days and the name: "avant la Toussaint", "after the Easter
# weekend" (a compound anyway).
ARTICLES_BEFORE_A_NAME: frozenset[str] = frozenset({"the", "la", "le", "l", "il", "lo"})
# Besides "one" ("a", "ein", "un"), words before the day unit that count one day: "the day
# after", "am Tag nach", "le jour après", "il giorno dopo", "al giorno".
ONE_DAY_ARTICLES: frozenset[str] = frozenset({"the", "am", "le", "il", "l", "al"})
OF_WORDS: frozenset[str] = frozenset({"of", "de", "d", "du", "des", "di", "del", "dell", "della"})
# The holidays library's names of a feast's main day, as (language, leading words, trailing
# words), folded: "Easter Sunday", the French and Italian "day of" and "Sunday of".
FEAST_DAY_FORMS: tuple[tuple[Lang, tuple[str, ...], tuple[str, ...]], ...] = (
    ("en", (), ("day",)),
    ("en", (), ("sunday",)),
    ("fr", ("jour", "de"), ()),
    ("fr", ("dimanche", "de"), ()),
    ("it", ("giorno", "di"), ()),
    ("it", ("domenica", "di"), ()),
)
DAY_WORDS_BEFORE_OF: frozenset[str] = frozenset(
    {"day", "jour", "journee", "giorno", "giornata", "veille", "lendemain", "vigilia", "indomani"}
)
# English words that may follow a named day that is a date: closed classes only (prepositions,
# conjunctions, pronouns, auxiliary and modal verbs, adverbs of time). Any other lowercase word
# makes the name a modifier of an English compound ("Christmas menu", "Easter eggs").
ENGLISH_WORDS_AFTER_A_DAY: frozenset[str] = frozenset(
    """a about after and around as at be before but by during for from i if in including is it
    its or on or please so than that the then this through till to too until was we were what
    when where which while will with would could can should may might shall you they he she our
    my your their us me them has have had does do did am are been being not also only just
    already again still this next last each every all both either neither nor yet ok okay
    instead rather""".split()
)
