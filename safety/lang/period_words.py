"""Words that name a period instead of a day, in en, de, fr and it: parts of a month ("early
March", "Mitte März", "fin avril", "la prima quindicina di maggio"), parts of a week ("beginning
of next week", "Ende dieser Woche", "en milieu de semaine"), weekends and seasons, and the days
each covers.

Month and weekday names are not listed here: the period reader takes them from
safety.lang.calendar_words (CLDR's names). Only booking.services.intake.recognizers.periods reads these
tables, and only for client messages: a reply is never checked against a period.

CONVENTIONS is the one place that says which days a period covers; the rest maps words to it.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from safety.lang import Lang


class Days(NamedTuple):
    """The first and last day a part covers (inclusive): days of the month (None = the month's
    last day) or weekdays (0 = Monday)."""

    first: int
    last: int | None


# --------------------------------------------------------------------------------------------
# The conventions (Duckling's corpus where it is consistent; see the module doc)

CONVENTIONS: Final[dict[str, Days]] = {
    # Parts of a month, in days of the month.
    "month_early": Days(1, 10),  # early / beginning / Anfang / début / inizio
    "month_mid": Days(11, 20),  # mid / middle / Mitte / mi- / milieu / metà
    "month_late": Days(21, None),  # late / end / Ende / fin / fine
    "month_first_half": Days(1, 14),  # first half or fortnight / première quinzaine
    "month_second_half": Days(15, None),  # second half or fortnight / deuxième quinzaine
    # Parts of a week, in weekdays of the calendar week (Monday to Sunday).
    "week_early": Days(0, 2),  # beginning of the week: Monday to Wednesday
    "week_mid": Days(2, 3),  # middle of the week: Wednesday and Thursday
    "week_late": Days(4, 6),  # end of the week: Friday to Sunday
    "week_all": Days(0, 6),  # all week, the whole week
    "week_workdays": Days(0, 4),  # "en semaine", "unter der Woche": Monday to Friday
    # A weekend: Friday evening to Monday morning; as dates, Friday to Sunday of its week.
    "weekend": Days(4, 6),
}
# A weekend as clock times: from Friday at this hour to the Monday after at midnight.
WEEKEND_STARTS_AT_HOUR: Final = 18

# Astronomical seasons of the northern hemisphere, by the first day of each: the usual dates of
# the equinoxes and solstices in Central European time (20 March, 21 June, 23 September,
# 21 December). A season ends the day before the next one starts: spring 20 March – 20 June,
# summer 21 June – 22 September, autumn 23 September – 20 December, winter 21 December –
# 19 March of the year after.
SEASON_STARTS: Final[dict[str, tuple[int, int]]] = {
    "spring": (3, 20),
    "summer": (6, 21),
    "autumn": (9, 23),
    "winter": (12, 21),
}

# --------------------------------------------------------------------------------------------
# Words


class PartWord(NamedTuple):
    part: str  # "early", "mid", "late", "first_half", "second_half"
    lang: Lang


def _parts(lang: Lang, table: dict[str, str]) -> dict[str, PartWord]:
    return {word: PartWord(part, lang) for word, part in table.items()}


# The word for a part of a month or week, before what it is a part of: "end of", "Ende",
# "fin de", "fine". Articles belong to the entry ("the end", "la fin") so the span holds them.
PART_WORDS: Final[dict[str, PartWord]] = {
    **_parts(
        "en",
        {
            "early": "early",
            "beginning": "early",
            "the beginning": "early",
            "start": "early",
            "the start": "early",
            "mid": "mid",
            "middle": "mid",
            "the middle": "mid",
            "late": "late",
            "end": "late",
            "the end": "late",
            "first half": "first_half",
            "the first half": "first_half",
            "second half": "second_half",
            "the second half": "second_half",
            "first fortnight": "first_half",
            "the first fortnight": "first_half",
            "second fortnight": "second_half",
            "the second fortnight": "second_half",
        },
    ),
    **_parts(
        "de",
        {
            "anfang": "early",
            "beginn": "early",
            "mitte": "mid",
            "ende": "late",
            "erste hälfte": "first_half",
            "die erste hälfte": "first_half",
            "ersten hälfte": "first_half",
            "der ersten hälfte": "first_half",
            "zweite hälfte": "second_half",
            "die zweite hälfte": "second_half",
            "zweiten hälfte": "second_half",
            "der zweiten hälfte": "second_half",
        },
    ),
    **_parts(
        "fr",
        {
            "début": "early",
            "le début": "early",
            "mi": "mid",
            "milieu": "mid",
            "le milieu": "mid",
            "fin": "late",
            "la fin": "late",
            "première quinzaine": "first_half",
            "la première quinzaine": "first_half",
            "deuxième quinzaine": "second_half",
            "la deuxième quinzaine": "second_half",
            "seconde quinzaine": "second_half",
            "la seconde quinzaine": "second_half",
            "première moitié": "first_half",
            "la première moitié": "first_half",
            "seconde moitié": "second_half",
            "la seconde moitié": "second_half",
            "deuxième moitié": "second_half",
            "la deuxième moitié": "second_half",
        },
    ),
    **_parts(
        "it",
        {
            "inizio": "early",
            "l'inizio": "early",
            "primi": "early",
            "metà": "mid",
            "la metà": "mid",
            "fine": "late",
            "la fine": "late",
            "prima quindicina": "first_half",
            "la prima quindicina": "first_half",
            "seconda quindicina": "second_half",
            "la seconda quindicina": "second_half",
            "prima metà": "first_half",
            "la prima metà": "first_half",
            "seconda metà": "second_half",
            "la seconda metà": "second_half",
        },
    ),
}

# English part words written straight before a month or week ("late May", "early next week");
# the others need "of" ("the end of May").
PARTS_BEFORE_A_NAME: Final[frozenset[str]] = frozenset({"early", "mid", "late"})

# Words between a part and what it is a part of: "end of", "fin du", "Anfang des", "fine di".
# The hyphen joins "mid-March", "mi-décembre".
PART_LINKS: Final[frozenset[str]] = frozenset(
    {
        "of",
        "of the",
        "in",
        "des",
        "der",
        "im",
        "vom",
        "de",
        "de la",
        "du",
        "d'",
        "di",
        "del",
        "della",
        "dell'",
        "-",
    }
)

# German compounds of a part with "Monat" or "Woche": "Monatsende", "Wochenmitte". The month or
# week is the reference day's. ("Wochenende" is the weekend, in WEEKEND_NOUNS.)
COMPOUND_PARTS: Final[dict[str, tuple[str, str]]] = {
    "monatsanfang": ("month", "early"),
    "monatsbeginn": ("month", "early"),
    "monatsmitte": ("month", "mid"),
    "monatsende": ("month", "late"),
    "wochenanfang": ("week", "early"),
    "wochenbeginn": ("week", "early"),
    "wochenmitte": ("week", "mid"),
    "midweek": ("week", "mid"),
    "mid-week": ("week", "mid"),
    "finemese": ("month", "late"),
}

MONTH_NOUNS: Final[dict[str, Lang]] = {
    "month": "en",
    "monats": "de",
    "monat": "de",
    "mois": "fr",
    "mese": "it",
}
WEEK_NOUNS: Final[dict[str, Lang]] = {
    "week": "en",
    "woche": "de",
    "semaine": "fr",
    "settimana": "it",
}
WEEKEND_NOUNS: Final[dict[str, Lang]] = {
    "weekend": "en",
    "week-end": "en",
    "week end": "en",
    "wochenende": "de",
    "fine settimana": "it",
    "finesettimana": "it",
    "fine-settimana": "it",
}
SEASON_NOUNS: Final[dict[str, tuple[str, Lang]]] = {
    "spring": ("spring", "en"),
    "summer": ("summer", "en"),
    "autumn": ("autumn", "en"),
    "fall": ("autumn", "en"),
    "winter": ("winter", "en"),
    "frühling": ("spring", "de"),
    "frühjahr": ("spring", "de"),
    "sommer": ("summer", "de"),
    "herbst": ("autumn", "de"),
    "printemps": ("spring", "fr"),
    "été": ("summer", "fr"),
    "automne": ("autumn", "fr"),
    "hiver": ("winter", "fr"),
    "primavera": ("spring", "it"),
    "estate": ("summer", "it"),
    "autunno": ("autumn", "it"),
    "inverno": ("winter", "it"),
}

# Words before a month, week, weekend or season noun that count it from the reference day:
# 0 this one, 1 the next, -1 the last. Articles alone ("the week", "la semaine") are 0.
MODIFIERS_BEFORE: Final[dict[str, int]] = {
    "the": 0,
    "this": 0,
    "current": 0,
    "the current": 0,
    "coming": 1,
    "the coming": 1,
    "upcoming": 1,
    "the upcoming": 1,
    "next": 1,
    "the next": 1,
    "following": 1,
    "the following": 1,
    "last": -1,
    "the last": -1,
    "past": -1,
    "the past": -1,
    "this past": -1,
    "previous": -1,
    "the previous": -1,
    "der": 0,
    "des": 0,
    "die": 0,
    "das": 0,
    "dieser": 0,
    "dieses": 0,
    "diesen": 0,
    "diese": 0,
    "nächste": 1,
    "nächster": 1,
    "nächsten": 1,
    "nächstes": 1,
    "der nächsten": 1,
    "des nächsten": 1,
    "das nächste": 1,
    "kommende": 1,
    "kommender": 1,
    "kommenden": 1,
    "kommendes": 1,
    "der kommenden": 1,
    "des kommenden": 1,
    "das kommende": 1,
    "letzte": -1,
    "letzter": -1,
    "letzten": -1,
    "letztes": -1,
    "der letzten": -1,
    "des letzten": -1,
    "das letzte": -1,
    "vergangene": -1,
    "vergangener": -1,
    "vergangenen": -1,
    "vergangenes": -1,
    "der vergangenen": -1,
    "des vergangenen": -1,
    "das vergangene": -1,
    "la": 0,
    "le": 0,
    "l'": 0,
    "ce": 0,
    "cet": 0,
    "cette": 0,
    "il": 0,
    "lo": 0,
    "questo": 0,
    "questa": 0,
    "quest'": 0,
    "prossimo": 1,
    "prossima": 1,
    "il prossimo": 1,
    "la prossima": 1,
    "scorso": -1,
    "scorsa": -1,
    "lo scorso": -1,
    "la scorsa": -1,
    "ultimo": -1,
    "l'ultimo": -1,
}
# The same, after the noun: "la semaine prochaine", "il mese scorso", "l'été dernier".
MODIFIERS_AFTER: Final[dict[str, int]] = {
    "prochain": 1,
    "prochaine": 1,
    "dernier": -1,
    "dernière": -1,
    "suivant": 1,
    "suivante": 1,
    "passé": -1,
    "passée": -1,
    "prossimo": 1,
    "prossima": 1,
    "scorso": -1,
    "scorsa": -1,
    "passato": -1,
    "passata": -1,
    "-ci": 0,
}
# Modifiers that do not make a weekend or a season a period by themselves: an article alone
# ("the weekend rate", "la semaine") names no particular one.
ARTICLES: Final[frozenset[str]] = frozenset(
    {"the", "der", "des", "die", "das", "la", "le", "l'", "il", "lo"}
)
# Prepositions that make a bare weekend or season the coming one: "at the weekend", "am
# Wochenende", "in summer", "im Sommer", "en été", "in estate", "d'été".
PERIOD_PREPOSITIONS: Final[frozenset[str]] = frozenset(
    {
        "at the",
        "on the",
        "over the",
        "during the",
        "in",
        "in the",
        "am",
        "übers",
        "über das",
        "im",
        "en",
        "au",
        "pendant le",
        "cet",
        "nel",
        "durante il",
    }
)

# The whole or the rest of the reference day's week.
WHOLE_WEEK_PHRASES: Final[dict[str, tuple[str, Lang]]] = {
    "all week": ("week_all", "en"),
    "the whole week": ("week_all", "en"),
    "all the week": ("week_all", "en"),
    "the entire week": ("week_all", "en"),
    "die ganze woche": ("week_all", "de"),
    "toute la semaine": ("week_all", "fr"),
    "tutta la settimana": ("week_all", "it"),
    "during the week": ("week_workdays", "en"),
    "unter der woche": ("week_workdays", "de"),
    "en semaine": ("week_workdays", "fr"),
    "rest of the week": ("week_rest", "en"),
    "the rest of the week": ("week_rest", "en"),
    "rest of this week": ("week_rest", "en"),
    "rest der woche": ("week_rest", "de"),
    "den rest der woche": ("week_rest", "de"),
    "reste de la semaine": ("week_rest", "fr"),
    "le reste de la semaine": ("week_rest", "fr"),
    "resto della settimana": ("week_rest", "it"),
    "il resto della settimana": ("week_rest", "it"),
}

# "the last weekend of October", "le premier week-end de septembre", "das erste Wochenende im
# Mai", "il primo weekend di giugno": the weekend whose Saturday is the Nth of the month.
WEEKEND_IN_MONTH_LINKS: Final[frozenset[str]] = frozenset(
    {"of", "in", "im", "in the month of", "de", "d'", "du mois de", "di", "del mese di", "a", "ad"}
)
# "the weekend of 10 April", "das Wochenende vom 10. April", "le week-end du 10 avril", "il
# weekend del 10 aprile": the weekend of that date's week.
WEEKEND_OF_DATE_LINKS: Final[frozenset[str]] = frozenset(
    {"of", "of the", "vom", "des", "du", "del", "dell'", "di"}
)

# A length of time from a written date: "for 10 days from 18 Dec", "18 Dec for 10 days",
# "für 10 Tage ab dem 18. Dezember", "pour 10 jours à partir du 18 décembre", "per 10 giorni
# dal 18 dicembre". The span is that many days (or weeks) counted from the date, inclusive.
LENGTH_BEFORE_COUNT: Final[frozenset[str]] = frozenset({"for", "für", "pour", "per"})
LENGTH_UNITS: Final[dict[str, int]] = {
    "day": 1,
    "days": 1,
    "week": 7,
    "weeks": 7,
    "tag": 1,
    "tage": 1,
    "tagen": 1,
    "woche": 7,
    "wochen": 7,
    "jour": 1,
    "jours": 1,
    "semaine": 7,
    "semaines": 7,
    "giorno": 1,
    "giorni": 1,
    "settimana": 7,
    "settimane": 7,
}
FROM_BEFORE_DATE: Final[frozenset[str]] = frozenset(
    {
        "from",
        "from the",
        "starting",
        "starting on",
        "starting from",
        "beginning",
        "ab",
        "ab dem",
        "vom",
        "à partir du",
        "à partir de",
        "à compter du",
        "dès le",
        "du",
        "dal",
        "a partire dal",
        "a partire da",
        "a partire dall'",
        "dall'",
    }
)

# The language of each compound of COMPOUND_PARTS.
COMPOUND_LANGS: Final[dict[str, Lang]] = {
    **dict.fromkeys(
        (
            "monatsanfang",
            "monatsbeginn",
            "monatsmitte",
            "monatsende",
            "wochenanfang",
            "wochenbeginn",
            "wochenmitte",
        ),
        "de",
    ),
    "midweek": "en",
    "mid-week": "en",
    "finemese": "it",
}
# A month's noun and its link before a month's name: "fin du mois de mars", "a fine mese di
# marzo", "Ende des Monats März". One ending in an apostrophe takes the name without a space.
MONTH_OF_LINKS: Final[frozenset[str]] = frozenset({"mois de", "mois d'", "mese di", "monats"})
# Articles before the position of a weekend in a month: "the last weekend of October".
WEEKEND_IN_MONTH_ARTICLES: Final[frozenset[str]] = frozenset({"the", "le", "il", "das", "l'"})
# Articles between "for 10 days from" and its date: "for 10 days from the 18th".
LENGTH_DATE_ARTICLES: Final[frozenset[str]] = frozenset({"the", "le", "il"})
# Articles between "the weekend of" and its date: "the weekend of the 10th".
WEEKEND_DATE_ARTICLES: Final[frozenset[str]] = frozenset({"the"})
# Stems of the modifiers that name the next weekend or season to come, this week's weekend
# included: "the coming weekend", "kommendes Wochenende".
COMING_STEMS: Final[tuple[str, ...]] = ("coming", "kommend")
