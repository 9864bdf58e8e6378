"""Words of relative date expressions in en, de, fr and it: "tomorrow", "nächsten Freitag",
"samedi prochain", "tra 3 giorni".

Only the date recognizer reads these, and only when it is given a reference day (client messages,
benchmarks); a reply is never checked against "tomorrow". The conventions follow Duckling's
corpus where it is consistent per language (see WeekdayRule).
"""
from __future__ import annotations

from enum import Enum

from safety.lang import Lang

# Fixed words for a day counted from the reference day. "hier" (French "yesterday") is left out:
# it is the German word for "here".
DAY_OFFSET_WORDS: dict[str, tuple[int, Lang]] = {
    "today": (0, "en"), "heute": (0, "de"), "aujourd'hui": (0, "fr"), "aujourd’hui": (0, "fr"),
    "oggi": (0, "it"),
    "tomorrow": (1, "en"), "morgen": (1, "de"), "demain": (1, "fr"), "domani": (1, "it"),
    "day after tomorrow": (2, "en"), "übermorgen": (2, "de"), "après-demain": (2, "fr"),
    "après demain": (2, "fr"), "dopodomani": (2, "it"), "dopo domani": (2, "it"),
    "giorno dopo domani": (2, "it"),
    "yesterday": (-1, "en"), "gestern": (-1, "de"), "ieri": (-1, "it"),
    "day before yesterday": (-2, "en"), "vorgestern": (-2, "de"), "vorvorgestern": (-3, "de"),
    "avant-hier": (-2, "fr"), "avant hier": (-2, "fr"), "altroieri": (-2, "it"),
    "l'altro ieri": (-2, "it"), "l’altro ieri": (-2, "it"),
}


class WeekdayRule(Enum):
    """How a weekday name with a modifier picks its day, relative to the reference day."""

    UPCOMING = "upcoming"  # the first such weekday after the reference day
    NEXT_WEEK = "next_week"  # that weekday in the calendar week (Monday to Sunday) after this one
    THIS_WEEK = "this_week"  # that weekday in the reference day's calendar week, past or not
    PREVIOUS = "previous"  # the last such weekday before the reference day
    PREVIOUS_WEEK = "previous_week"  # that weekday in the calendar week before this one
    WEEK_AFTER_UPCOMING = "week_after_upcoming"  # "friday after next", "übernächsten Freitag"
    IN_EIGHT_DAYS = "in_eight_days"  # French "lundi en huit": from today or later, plus a week
    IN_FIFTEEN_DAYS = "in_fifteen_days"  # French "lundi en quinze": plus two weeks


# Words before a weekday name. English "next Friday" is Friday of next week and German
# "nächsten Freitag" the next Friday: both as Duckling reads them.
WEEKDAY_WORDS_BEFORE: dict[str, WeekdayRule] = {
    "next": WeekdayRule.NEXT_WEEK, "this": WeekdayRule.UPCOMING, "coming": WeekdayRule.UPCOMING,
    "this coming": WeekdayRule.UPCOMING, "upcoming": WeekdayRule.UPCOMING,
    "last": WeekdayRule.PREVIOUS, "past": WeekdayRule.PREVIOUS, "previous": WeekdayRule.PREVIOUS,
    "last week's": WeekdayRule.PREVIOUS_WEEK, "next week's": WeekdayRule.NEXT_WEEK,
    "nächsten": WeekdayRule.UPCOMING, "nächster": WeekdayRule.UPCOMING,
    "nächste": WeekdayRule.UPCOMING, "kommenden": WeekdayRule.UPCOMING,
    "kommender": WeekdayRule.UPCOMING, "diesen": WeekdayRule.UPCOMING,
    "dieser": WeekdayRule.UPCOMING, "diese": WeekdayRule.UPCOMING,
    "letzten": WeekdayRule.PREVIOUS, "letzter": WeekdayRule.PREVIOUS,
    "vergangenen": WeekdayRule.PREVIOUS, "vergangener": WeekdayRule.PREVIOUS,
    "übernächsten": WeekdayRule.WEEK_AFTER_UPCOMING, "übernächster": WeekdayRule.WEEK_AFTER_UPCOMING,
    "ce": WeekdayRule.UPCOMING,
    "questo": WeekdayRule.UPCOMING, "questa": WeekdayRule.UPCOMING,
    "prossimo": WeekdayRule.NEXT_WEEK, "prossima": WeekdayRule.NEXT_WEEK,
    "scorso": WeekdayRule.PREVIOUS, "scorsa": WeekdayRule.PREVIOUS,
    "ultimo": WeekdayRule.PREVIOUS, "ultima": WeekdayRule.PREVIOUS,
}

# Words after a weekday name ("samedi prochain", "Friday after next", "Mittwoch dieser Woche").
WEEKDAY_WORDS_AFTER: dict[str, WeekdayRule] = {
    "after next": WeekdayRule.WEEK_AFTER_UPCOMING,
    "this week": WeekdayRule.THIS_WEEK, "of this week": WeekdayRule.THIS_WEEK,
    "next week": WeekdayRule.NEXT_WEEK, "of next week": WeekdayRule.NEXT_WEEK,
    "of the following week": WeekdayRule.NEXT_WEEK, "of the coming week": WeekdayRule.NEXT_WEEK,
    "last week": WeekdayRule.PREVIOUS_WEEK, "of last week": WeekdayRule.PREVIOUS_WEEK,
    "from last week": WeekdayRule.PREVIOUS_WEEK, "of the previous week": WeekdayRule.PREVIOUS_WEEK,
    "dieser woche": WeekdayRule.THIS_WEEK, "diese woche": WeekdayRule.THIS_WEEK,
    "nächste woche": WeekdayRule.NEXT_WEEK, "nächster woche": WeekdayRule.NEXT_WEEK,
    "der nächsten woche": WeekdayRule.NEXT_WEEK, "der kommenden woche": WeekdayRule.NEXT_WEEK,
    "kommende woche": WeekdayRule.NEXT_WEEK,
    "letzte woche": WeekdayRule.PREVIOUS_WEEK, "der letzten woche": WeekdayRule.PREVIOUS_WEEK,
    "der vergangenen woche": WeekdayRule.PREVIOUS_WEEK, "vergangene woche": WeekdayRule.PREVIOUS_WEEK,
    "nach dem nächsten": WeekdayRule.WEEK_AFTER_UPCOMING,
    "prochain": WeekdayRule.UPCOMING, "qui vient": WeekdayRule.UPCOMING,
    "suivant": WeekdayRule.NEXT_WEEK, "d'après": WeekdayRule.NEXT_WEEK, "d’après": WeekdayRule.NEXT_WEEK,
    "la semaine prochaine": WeekdayRule.NEXT_WEEK, "de la semaine prochaine": WeekdayRule.NEXT_WEEK,
    "la semaine suivante": WeekdayRule.NEXT_WEEK, "de la semaine suivante": WeekdayRule.NEXT_WEEK,
    "la semaine d'après": WeekdayRule.NEXT_WEEK, "de la semaine d'après": WeekdayRule.NEXT_WEEK,
    "la semaine d’après": WeekdayRule.NEXT_WEEK, "de la semaine d’après": WeekdayRule.NEXT_WEEK,
    "cette semaine": WeekdayRule.THIS_WEEK, "de cette semaine": WeekdayRule.THIS_WEEK,
    "dernier": WeekdayRule.PREVIOUS, "passé": WeekdayRule.PREVIOUS,
    "la semaine dernière": WeekdayRule.PREVIOUS_WEEK, "de la semaine dernière": WeekdayRule.PREVIOUS_WEEK,
    "la semaine passée": WeekdayRule.PREVIOUS_WEEK, "de la semaine passée": WeekdayRule.PREVIOUS_WEEK,
    "en huit": WeekdayRule.IN_EIGHT_DAYS, "en 8": WeekdayRule.IN_EIGHT_DAYS,
    "en quinze": WeekdayRule.IN_FIFTEEN_DAYS, "en 15": WeekdayRule.IN_FIFTEEN_DAYS,
    "prossimo": WeekdayRule.NEXT_WEEK, "prossima": WeekdayRule.NEXT_WEEK,
    "scorso": WeekdayRule.PREVIOUS, "scorsa": WeekdayRule.PREVIOUS,
    "dopo": WeekdayRule.UPCOMING,
    "di questa settimana": WeekdayRule.THIS_WEEK, "questa settimana": WeekdayRule.THIS_WEEK,
    "della prossima settimana": WeekdayRule.NEXT_WEEK, "della settimana prossima": WeekdayRule.NEXT_WEEK,
    "prossima settimana": WeekdayRule.NEXT_WEEK, "settimana prossima": WeekdayRule.NEXT_WEEK,
    "della scorsa settimana": WeekdayRule.PREVIOUS_WEEK, "della settimana scorsa": WeekdayRule.PREVIOUS_WEEK,
}

NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14,
    "fifteen": 15, "twenty": 20, "thirty": 30,
    "ein": 1, "eine": 1, "einer": 1, "einem": 1, "einen": 1, "zwei": 2, "drei": 3, "vier": 4,
    "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8, "neun": 9, "zehn": 10, "elf": 11,
    "zwölf": 12, "vierzehn": 14, "fünfzehn": 15, "zwanzig": 20, "dreissig": 30, "dreißig": 30,
    "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7,
    "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "quatorze": 14, "quinze": 15,
    "vingt": 20, "trente": 30,
    "uno": 1, "una": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6, "sette": 7,
    "otto": 8, "nove": 9, "dieci": 10, "undici": 11, "dodici": 12, "quattordici": 14,
    "quindici": 15, "venti": 20, "trenta": 30,
}


class Unit(Enum):
    DAY = "day"
    WEEK = "week"
    FORTNIGHT = "fortnight"
    MONTH = "month"
    YEAR = "year"


UNIT_WORDS: dict[str, tuple[Unit, Lang]] = {
    "day": (Unit.DAY, "en"), "days": (Unit.DAY, "en"), "week": (Unit.WEEK, "en"),
    "weeks": (Unit.WEEK, "en"), "fortnight": (Unit.FORTNIGHT, "en"),
    "fortnights": (Unit.FORTNIGHT, "en"), "month": (Unit.MONTH, "en"),
    "months": (Unit.MONTH, "en"), "year": (Unit.YEAR, "en"), "years": (Unit.YEAR, "en"),
    "tag": (Unit.DAY, "de"), "tage": (Unit.DAY, "de"), "tagen": (Unit.DAY, "de"),
    "woche": (Unit.WEEK, "de"), "wochen": (Unit.WEEK, "de"), "monat": (Unit.MONTH, "de"),
    "monate": (Unit.MONTH, "de"), "monaten": (Unit.MONTH, "de"), "jahr": (Unit.YEAR, "de"),
    "jahre": (Unit.YEAR, "de"), "jahren": (Unit.YEAR, "de"),
    "jour": (Unit.DAY, "fr"), "jours": (Unit.DAY, "fr"), "semaine": (Unit.WEEK, "fr"),
    "semaines": (Unit.WEEK, "fr"), "mois": (Unit.MONTH, "fr"), "an": (Unit.YEAR, "fr"),
    "ans": (Unit.YEAR, "fr"), "année": (Unit.YEAR, "fr"), "années": (Unit.YEAR, "fr"),
    "giorno": (Unit.DAY, "it"), "giorni": (Unit.DAY, "it"), "settimana": (Unit.WEEK, "it"),
    "settimane": (Unit.WEEK, "it"), "mese": (Unit.MONTH, "it"), "mesi": (Unit.MONTH, "it"),
    "anno": (Unit.YEAR, "it"), "anni": (Unit.YEAR, "it"),
}

# Words that put a count of units into the future or the past: "in 3 days", "vor 2 Wochen",
# "il y a trois mois", "2 giorni fa", "a week hence".
OFFSET_WORDS_BEFORE: dict[str, int] = {"in": 1, "dans": 1, "tra": 1, "fra": 1, "vor": -1, "il y a": -1}
OFFSET_WORDS_AFTER: dict[str, int] = {
    "ago": -1, "back": -1, "hence": 1, "from now": 1, "from today": 1, "later": 1, "fa": -1,
}

# "the first Monday of October", "letzter Tag im Oktober", "le premier mercredi du mois prochain".
ORDINAL_POSITION_WORDS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1,
    "erster": 1, "erste": 1, "ersten": 1, "zweiter": 2, "zweite": 2, "zweiten": 2,
    "dritter": 3, "dritte": 3, "dritten": 3, "vierter": 4, "vierte": 4, "vierten": 4,
    "fünfter": 5, "fünfte": 5, "fünften": 5, "letzter": -1, "letzte": -1, "letzten": -1,
    "premier": 1, "première": 1, "deuxième": 2, "troisième": 3, "quatrième": 4,
    "cinquième": 5, "dernier": -1, "dernière": -1,
    "primo": 1, "prima": 1, "secondo": 2, "seconda": 2, "terzo": 3, "terza": 3, "quarto": 4,
    "quarta": 4, "quinto": 5, "quinta": 5, "ultimo": -1, "ultima": -1,
}

POSITION_DAY_WORDS: dict[str, Lang] = {"day": "en", "tag": "de", "jour": "fr", "giorno": "it"}

# "this month", "du mois prochain": months counted from the reference day's month.
MONTH_OFFSET_PHRASES: dict[str, int] = {
    "this month": 0, "the month": 0, "the current month": 0, "current month": 0,
    "next month": 1, "the next month": 1, "the following month": 1,
    "last month": -1, "the last month": -1, "the previous month": -1, "previous month": -1,
    "ce mois": 0, "ce mois-ci": 0, "mois prochain": 1, "du mois prochain": 1, "mois dernier": -1,
    "du mois dernier": -1,
    "diesen monat": 0, "dieses monats": 0, "nächsten monat": 1, "nächsten monats": 1,
    "letzten monat": -1, "letzten monats": -1,
    "questo mese": 0, "mese prossimo": 1, "prossimo mese": 1, "mese scorso": -1, "scorso mese": -1,
}
