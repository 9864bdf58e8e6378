"""Words of relative date expressions in en, de, fr and it: "tomorrow", "nächsten Freitag",
"samedi prochain", "tra 3 giorni".

Only the date recognizer reads these, and only when it is given a reference day (client messages,
benchmarks); a reply is never checked against "tomorrow". The conventions follow Duckling's
corpus where it is consistent per language, except "next" + weekday (see WeekdayRule).
"""

from __future__ import annotations

from enum import Enum

from safety.lang import LANGS, Lang, sources

# Fixed words for a day counted from the reference day. "hier" (French "yesterday") is left out:
# it is the German word for "here".
DAY_OFFSET_WORDS: dict[str, tuple[int, Lang]] = {
    "today": (0, "en"),
    "heute": (0, "de"),
    "aujourd'hui": (0, "fr"),
    "aujourd’hui": (0, "fr"),
    "oggi": (0, "it"),
    "tomorrow": (1, "en"),
    "morgen": (1, "de"),
    "demain": (1, "fr"),
    "domani": (1, "it"),
    "day after tomorrow": (2, "en"),
    "übermorgen": (2, "de"),
    "après-demain": (2, "fr"),
    "après demain": (2, "fr"),
    "dopodomani": (2, "it"),
    "dopo domani": (2, "it"),
    "giorno dopo domani": (2, "it"),
    "yesterday": (-1, "en"),
    "gestern": (-1, "de"),
    "ieri": (-1, "it"),
    "day before yesterday": (-2, "en"),
    "vorgestern": (-2, "de"),
    "vorvorgestern": (-3, "de"),
    "avant-hier": (-2, "fr"),
    "avant hier": (-2, "fr"),
    "altroieri": (-2, "it"),
    "l'altro ieri": (-2, "it"),
    "l’altro ieri": (-2, "it"),
}
# The French word for "yesterday" left out above: a day word only before a day period ("hier
# soir"), where the intake's day periods read it.
FRENCH_YESTERDAY = "hier"


class WeekdayRule(Enum):
    """How a weekday name with a modifier picks its day, relative to the reference day."""

    UPCOMING = "upcoming"  # the first such weekday after the reference day
    # "this Friday": the reference day itself when it is that weekday, else the first one after
    THIS_OR_UPCOMING = "this_or_upcoming"
    NEXT_WEEK = "next_week"  # that weekday in the calendar week (Monday to Sunday) after this one
    THIS_WEEK = "this_week"  # that weekday in the reference day's calendar week, past or not
    PREVIOUS = "previous"  # the last such weekday before the reference day
    PREVIOUS_WEEK = "previous_week"  # that weekday in the calendar week before this one
    WEEK_AFTER_UPCOMING = "week_after_upcoming"  # "friday after next", "übernächsten Freitag"
    IN_EIGHT_DAYS = "in_eight_days"  # French "lundi en huit": from today or later, plus a week
    IN_FIFTEEN_DAYS = "in_fifteen_days"  # French "lundi en quinze": plus two weeks


# Words before a weekday name. "next" and a weekday is that day of next week in all four
# languages ("next Friday", "nächsten Freitag", "vendredi prochain", "venerdì prossimo"), as the
# chat reads a client's message and the reply states the date (weekday and all), so the library
# and the chat give one meaning; "coming"/"kommenden"/"qui vient" is the first one after today.
# Duckling's corpus reads German "nächsten" and French "prochain" as the coming one, so
# bench.duckling_dates counts its rows "nächsten mittwoch" and "mercredi prochain" as misses.
WEEKDAY_WORDS_BEFORE: dict[str, WeekdayRule] = {
    "next": WeekdayRule.NEXT_WEEK,
    "this": WeekdayRule.THIS_OR_UPCOMING,
    "coming": WeekdayRule.UPCOMING,
    "this coming": WeekdayRule.UPCOMING,
    "upcoming": WeekdayRule.UPCOMING,
    "last": WeekdayRule.PREVIOUS,
    "past": WeekdayRule.PREVIOUS,
    "previous": WeekdayRule.PREVIOUS,
    "last week's": WeekdayRule.PREVIOUS_WEEK,
    "next week's": WeekdayRule.NEXT_WEEK,
    "nächsten": WeekdayRule.NEXT_WEEK,
    "nächster": WeekdayRule.NEXT_WEEK,
    "nächste": WeekdayRule.NEXT_WEEK,
    "kommenden": WeekdayRule.UPCOMING,
    "kommender": WeekdayRule.UPCOMING,
    "diesen": WeekdayRule.THIS_OR_UPCOMING,
    "dieser": WeekdayRule.THIS_OR_UPCOMING,
    "diese": WeekdayRule.THIS_OR_UPCOMING,
    "letzten": WeekdayRule.PREVIOUS,
    "letzter": WeekdayRule.PREVIOUS,
    "vergangenen": WeekdayRule.PREVIOUS,
    "vergangener": WeekdayRule.PREVIOUS,
    "übernächsten": WeekdayRule.WEEK_AFTER_UPCOMING,
    "übernächster": WeekdayRule.WEEK_AFTER_UPCOMING,
    "ce": WeekdayRule.THIS_OR_UPCOMING,
    "questo": WeekdayRule.THIS_OR_UPCOMING,
    "questa": WeekdayRule.THIS_OR_UPCOMING,
    "prossimo": WeekdayRule.NEXT_WEEK,
    "prossima": WeekdayRule.NEXT_WEEK,
    "scorso": WeekdayRule.PREVIOUS,
    "scorsa": WeekdayRule.PREVIOUS,
    "ultimo": WeekdayRule.PREVIOUS,
    "ultima": WeekdayRule.PREVIOUS,
}

# Words after a weekday name ("samedi prochain", "Friday after next", "Mittwoch dieser Woche").
WEEKDAY_WORDS_AFTER: dict[str, WeekdayRule] = {
    "after next": WeekdayRule.WEEK_AFTER_UPCOMING,
    "this week": WeekdayRule.THIS_WEEK,
    "of this week": WeekdayRule.THIS_WEEK,
    "next week": WeekdayRule.NEXT_WEEK,
    "of next week": WeekdayRule.NEXT_WEEK,
    "of the following week": WeekdayRule.NEXT_WEEK,
    "of the coming week": WeekdayRule.NEXT_WEEK,
    "last week": WeekdayRule.PREVIOUS_WEEK,
    "of last week": WeekdayRule.PREVIOUS_WEEK,
    "from last week": WeekdayRule.PREVIOUS_WEEK,
    "of the previous week": WeekdayRule.PREVIOUS_WEEK,
    "dieser woche": WeekdayRule.THIS_WEEK,
    "diese woche": WeekdayRule.THIS_WEEK,
    "nächste woche": WeekdayRule.NEXT_WEEK,
    "nächster woche": WeekdayRule.NEXT_WEEK,
    "der nächsten woche": WeekdayRule.NEXT_WEEK,
    "der kommenden woche": WeekdayRule.NEXT_WEEK,
    "kommende woche": WeekdayRule.NEXT_WEEK,
    "letzte woche": WeekdayRule.PREVIOUS_WEEK,
    "der letzten woche": WeekdayRule.PREVIOUS_WEEK,
    "der vergangenen woche": WeekdayRule.PREVIOUS_WEEK,
    "vergangene woche": WeekdayRule.PREVIOUS_WEEK,
    "nach dem nächsten": WeekdayRule.WEEK_AFTER_UPCOMING,
    "prochain": WeekdayRule.NEXT_WEEK,
    "qui vient": WeekdayRule.UPCOMING,
    "suivant": WeekdayRule.NEXT_WEEK,
    "d'après": WeekdayRule.NEXT_WEEK,
    "d’après": WeekdayRule.NEXT_WEEK,
    "la semaine prochaine": WeekdayRule.NEXT_WEEK,
    "de la semaine prochaine": WeekdayRule.NEXT_WEEK,
    "la semaine suivante": WeekdayRule.NEXT_WEEK,
    "de la semaine suivante": WeekdayRule.NEXT_WEEK,
    "la semaine d'après": WeekdayRule.NEXT_WEEK,
    "de la semaine d'après": WeekdayRule.NEXT_WEEK,
    "la semaine d’après": WeekdayRule.NEXT_WEEK,
    "de la semaine d’après": WeekdayRule.NEXT_WEEK,
    "cette semaine": WeekdayRule.THIS_WEEK,
    "de cette semaine": WeekdayRule.THIS_WEEK,
    "dernier": WeekdayRule.PREVIOUS,
    "passé": WeekdayRule.PREVIOUS,
    "la semaine dernière": WeekdayRule.PREVIOUS_WEEK,
    "de la semaine dernière": WeekdayRule.PREVIOUS_WEEK,
    "la semaine passée": WeekdayRule.PREVIOUS_WEEK,
    "de la semaine passée": WeekdayRule.PREVIOUS_WEEK,
    "en huit": WeekdayRule.IN_EIGHT_DAYS,
    "en 8": WeekdayRule.IN_EIGHT_DAYS,
    "en quinze": WeekdayRule.IN_FIFTEEN_DAYS,
    "en 15": WeekdayRule.IN_FIFTEEN_DAYS,
    "prossimo": WeekdayRule.NEXT_WEEK,
    "prossima": WeekdayRule.NEXT_WEEK,
    "scorso": WeekdayRule.PREVIOUS,
    "scorsa": WeekdayRule.PREVIOUS,
    "dopo": WeekdayRule.UPCOMING,
    "di questa settimana": WeekdayRule.THIS_WEEK,
    "questa settimana": WeekdayRule.THIS_WEEK,
    "della prossima settimana": WeekdayRule.NEXT_WEEK,
    "della settimana prossima": WeekdayRule.NEXT_WEEK,
    "prossima settimana": WeekdayRule.NEXT_WEEK,
    "settimana prossima": WeekdayRule.NEXT_WEEK,
    "della scorsa settimana": WeekdayRule.PREVIOUS_WEEK,
    "della settimana scorsa": WeekdayRule.PREVIOUS_WEEK,
}

# Articles that count one unit ("in a week", "vor einem Monat", "il y a un an", "tra una
# settimana"). Other counts are cardinal number words, read by safety.numbers.
ONE_WORDS: frozenset[str] = frozenset("a an one ein eine einer einem einen un une uno una".split())


class Unit(Enum):
    DAY = "day"
    WEEK = "week"
    FORTNIGHT = "fortnight"
    MONTH = "month"
    YEAR = "year"


# Units counted in weeks.
UNIT_WEEKS: dict[Unit, int] = {Unit.WEEK: 1, Unit.FORTNIGHT: 2}

# Unit words beside CLDR's (read below): plurals CLDR's patterns do not use, and "fortnight".
_LISTED_UNIT_WORDS: dict[str, tuple[Unit, Lang]] = {
    "fortnight": (Unit.FORTNIGHT, "en"),
    "fortnights": (Unit.FORTNIGHT, "en"),
    "tage": (Unit.DAY, "de"),
    "monate": (Unit.MONTH, "de"),
    "jahre": (Unit.YEAR, "de"),
    "année": (Unit.YEAR, "fr"),
    "années": (Unit.YEAR, "fr"),
}

# Words that put a count of units into the future or the past: "in 3 days", "vor 2 Wochen",
# "il y a trois mois", "2 giorni fa", "a week hence". CLDR's own are read below; these are the
# others.
_LISTED_OFFSET_WORDS_BEFORE: dict[str, int] = {"fra": 1}
_LISTED_OFFSET_WORDS_AFTER: dict[str, int] = {
    "back": -1,
    "hence": 1,
    "from now": 1,
    "from today": 1,
    "later": 1,
}

_CLDR_UNIT_FIELDS = {"day": Unit.DAY, "week": Unit.WEEK, "month": Unit.MONTH, "year": Unit.YEAR}


def _cldr_count_phrases() -> tuple[dict[str, tuple[Unit, Lang]], dict[str, int], dict[str, int]]:
    """Unit words and the words before or after a count, read from CLDR's relative-time patterns
    of each language and plural form ("in {0} Tagen", "il y a {0} jours", "{0} giorni fa"): the
    unit is the word after the count, the rest of the pattern says future or past."""
    units: dict[str, tuple[Unit, Lang]] = {}
    before: dict[str, int] = {}
    after: dict[str, int] = {}
    for lang in LANGS:
        for field, unit in _CLDR_UNIT_FIELDS.items():
            patterns = sources.relative_time_patterns(lang, field)
            for direction, sign in (("future", 1), ("past", -1)):
                for pattern in patterns[direction].values():
                    head, _, tail = pattern.partition("{0}")
                    unit_word, *rest = tail.lower().split()
                    units[unit_word] = (unit, lang)
                    if head.strip():
                        before[" ".join(head.lower().split())] = sign
                    if rest:
                        after[" ".join(rest)] = sign
    return units, before, after


_CLDR_UNITS, _CLDR_BEFORE, _CLDR_AFTER = _cldr_count_phrases()
UNIT_WORDS: dict[str, tuple[Unit, Lang]] = {**_LISTED_UNIT_WORDS, **_CLDR_UNITS}
OFFSET_WORDS_BEFORE: dict[str, int] = {**_LISTED_OFFSET_WORDS_BEFORE, **_CLDR_BEFORE}
OFFSET_WORDS_AFTER: dict[str, int] = {**_LISTED_OFFSET_WORDS_AFTER, **_CLDR_AFTER}

# "the first Monday of October", "letzter Tag im Oktober", "le premier mercredi du mois prochain".
ORDINAL_POSITION_WORDS: dict[str, int] = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "last": -1,
    "erster": 1,
    "erste": 1,
    "ersten": 1,
    "zweiter": 2,
    "zweite": 2,
    "zweiten": 2,
    "dritter": 3,
    "dritte": 3,
    "dritten": 3,
    "vierter": 4,
    "vierte": 4,
    "vierten": 4,
    "fünfter": 5,
    "fünfte": 5,
    "fünften": 5,
    "letzter": -1,
    "letzte": -1,
    "letzten": -1,
    "premier": 1,
    "première": 1,
    "deuxième": 2,
    "troisième": 3,
    "quatrième": 4,
    "cinquième": 5,
    "dernier": -1,
    "dernière": -1,
    "primo": 1,
    "prima": 1,
    "secondo": 2,
    "seconda": 2,
    "terzo": 3,
    "terza": 3,
    "quarto": 4,
    "quarta": 4,
    "quinto": 5,
    "quinta": 5,
    "ultimo": -1,
    "ultima": -1,
}

POSITION_DAY_WORDS: dict[str, Lang] = {"day": "en", "tag": "de", "jour": "fr", "giorno": "it"}

# "this month", "du mois prochain": months counted from the reference day's month.
MONTH_OFFSET_PHRASES: dict[str, int] = {
    "this month": 0,
    "the month": 0,
    "the current month": 0,
    "current month": 0,
    "next month": 1,
    "the next month": 1,
    "the following month": 1,
    "last month": -1,
    "the last month": -1,
    "the previous month": -1,
    "previous month": -1,
    "ce mois": 0,
    "ce mois-ci": 0,
    "mois prochain": 1,
    "du mois prochain": 1,
    "mois dernier": -1,
    "du mois dernier": -1,
    "diesen monat": 0,
    "dieses monats": 0,
    "nächsten monat": 1,
    "nächsten monats": 1,
    "letzten monat": -1,
    "letzten monats": -1,
    "questo mese": 0,
    "mese prossimo": 1,
    "prossimo mese": 1,
    "mese scorso": -1,
    "scorso mese": -1,
}

# Words right before a date that name the day next to it: "the day after 13 February" is the
# 14th, "la veille du 1er mars" the last day of February. Days counted from another day that the
# text does not write as a date ("le lendemain" alone) are left unread.
NEIGHBOUR_DAY_PHRASES: dict[str, int] = {
    "the day after": 1,
    "the day after the": 1,
    "the day before": -1,
    "the day before the": -1,
    "tag nach dem": 1,
    "tag vor dem": -1,
    "vortag des": -1,
    "vortag vom": -1,
    "lendemain du": 1,
    "surlendemain du": 2,
    "veille du": -1,
    "avant-veille du": -2,
    "giorno dopo il": 1,
    "giorno prima del": -1,
    "giorno prima dell'": -1,
    "giorno dopo l'": 1,
    "indomani del": 1,
    "vigilia del": -1,
}
