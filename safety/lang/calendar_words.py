"""Month and weekday names, their abbreviations and ordinal day words in en, de, fr and it.

One table serves both directions: the date recognizer reads these words and the date formatter
writes them, so whatever is recognised can be written back the same way. Full names are the
Swiss locales' names (en_CH, de_CH, fr_CH, it_CH: "März", lowercase French and Italian names);
a test keeps them equal to babel's. Abbreviations are stored without their dot. Months are
numbered from 1, weekdays from 0 = Monday as in `datetime.date.weekday()`.
"""

from __future__ import annotations

from safety.lang import Lang

BABEL_LOCALES: dict[Lang, str] = {"en": "en_CH", "de": "de_CH", "fr": "fr_CH", "it": "it_CH"}

MONTH_NAMES: dict[Lang, tuple[str, ...]] = {
    "en": (
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ),
    "de": (
        "Januar",
        "Februar",
        "März",
        "April",
        "Mai",
        "Juni",
        "Juli",
        "August",
        "September",
        "Oktober",
        "November",
        "Dezember",
    ),
    "fr": (
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ),
    "it": (
        "gennaio",
        "febbraio",
        "marzo",
        "aprile",
        "maggio",
        "giugno",
        "luglio",
        "agosto",
        "settembre",
        "ottobre",
        "novembre",
        "dicembre",
    ),
}

# The usual short form of each month; equal to the full name where nobody shortens it ("May").
MONTH_ABBREVIATIONS: dict[Lang, tuple[str, ...]] = {
    "en": ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"),
    "de": ("Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"),
    "fr": (
        "janv",
        "févr",
        "mars",
        "avr",
        "mai",
        "juin",
        "juil",
        "août",
        "sept",
        "oct",
        "nov",
        "déc",
    ),
    "it": ("gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"),
}

# A second short form some writers use for a few months ("Sept.", "Mrz", "fév").
MONTH_ABBREVIATION_ALTERNATES: dict[Lang, dict[int, str]] = {
    "en": {9: "Sept"},
    "de": {3: "Mrz", 9: "Sept"},
    "fr": {1: "jan", 2: "fév"},
    "it": {},
}

# Short forms that are also everyday words ("we set 8 tables", "3 days ago"): they only count as
# months when written with their dot.
MONTH_ABBREVIATIONS_NEEDING_DOT: frozenset[str] = frozenset({"set", "ago"})

WEEKDAY_NAMES: dict[Lang, tuple[str, ...]] = {
    "en": ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"),
    "de": ("Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    "it": ("lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"),
}

WEEKDAY_ABBREVIATIONS: dict[Lang, tuple[str, ...]] = {
    "en": ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"),
    "de": ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"),
    "fr": ("lun", "mar", "mer", "jeu", "ven", "sam", "dim"),
    "it": ("lun", "mar", "mer", "gio", "ven", "sab", "dom"),
}

WEEKDAY_ABBREVIATION_ALTERNATES: dict[Lang, dict[int, str]] = {
    "en": {1: "Tues", 3: "Thurs"},
    "de": {},
    "fr": {},
    "it": {},
}

# German two-letter weekday abbreviations ("Do", "So", "Di") are everyday words in English and
# Italian; they only count when a dot or a comma follows ("Do., 8.8.", "Fr, 18. Juli").
WEEKDAY_ABBREVIATIONS_NEEDING_PUNCTUATION: frozenset[str] = frozenset(WEEKDAY_ABBREVIATIONS["de"])

# Days of the month written as ordinal words. German entries are stems that take an ending
# ("erst" + "er"/"en"/"e"); French and Italian only write the first of the month as a word.
ORDINAL_DAY_WORDS: dict[Lang, dict[int, str]] = {
    "en": dict(
        enumerate(
            (
                "first",
                "second",
                "third",
                "fourth",
                "fifth",
                "sixth",
                "seventh",
                "eighth",
                "ninth",
                "tenth",
                "eleventh",
                "twelfth",
                "thirteenth",
                "fourteenth",
                "fifteenth",
                "sixteenth",
                "seventeenth",
                "eighteenth",
                "nineteenth",
                "twentieth",
                "twenty-first",
                "twenty-second",
                "twenty-third",
                "twenty-fourth",
                "twenty-fifth",
                "twenty-sixth",
                "twenty-seventh",
                "twenty-eighth",
                "twenty-ninth",
                "thirtieth",
                "thirty-first",
            ),
            start=1,
        )
    ),
    "de": dict(
        enumerate(
            (
                "erst",
                "zweit",
                "dritt",
                "viert",
                "fünft",
                "sechst",
                "siebt",
                "acht",
                "neunt",
                "zehnt",
                "elft",
                "zwölft",
                "dreizehnt",
                "vierzehnt",
                "fünfzehnt",
                "sechzehnt",
                "siebzehnt",
                "achtzehnt",
                "neunzehnt",
                "zwanzigst",
                "einundzwanzigst",
                "zweiundzwanzigst",
                "dreiundzwanzigst",
                "vierundzwanzigst",
                "fünfundzwanzigst",
                "sechsundzwanzigst",
                "siebenundzwanzigst",
                "achtundzwanzigst",
                "neunundzwanzigst",
                "dreissigst",
                "einunddreissigst",
            ),
            start=1,
        )
    ),
    "fr": {1: "premier"},
    "it": {1: "primo"},
}

# Spelling with ß instead of the Swiss ss.
ORDINAL_DAY_WORD_ALTERNATES: dict[Lang, dict[int, str]] = {
    "en": {},
    "de": {30: "dreißigst", 31: "einunddreißigst"},
    "fr": {},
    "it": {},
}

GERMAN_ORDINAL_ENDINGS: tuple[str, ...] = ("er", "en", "es", "em", "e")


def english_ordinal_suffix(day: int) -> str:
    """'st', 'nd', 'rd' or 'th' for a day of the month: 1st, 2nd, 3rd, 11th, 22nd."""
    if day % 100 in (11, 12, 13):
        return "th"
    return {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
