"""Periods named instead of days, rendered and read back exactly: parts of a month and of a
week, weekends, seasons and lengths from a date, in en, de, fr and it.

Month names and dates are rendered by babel (CLDR), the part phrases are written here by hand,
and every expected first and last day is computed here with the standard library's calendar
from the conventions stated below (those of safety.lang.period_words): early = days 1–10, mid =
11–20, late = 21–last, first and second fortnight = 1–14 and 15–last; a week's beginning is
Monday–Wednesday, its middle Wednesday–Thursday, its end Friday–Sunday; a weekend is Friday–
Sunday; seasons start on 20 March, 21 June, 23 September and 21 December.
"""

from __future__ import annotations

import calendar
import datetime as dt
import random

import pytest
from babel.dates import format_date

from booking.services.intake.recognizers.periods import recognize_periods

LANGS = ("en", "de", "fr", "it")
LOCALES = {"en": "en_GB", "de": "de_CH", "fr": "fr_CH", "it": "it_CH"}
REFERENCES = (dt.date(2026, 11, 25), dt.date(2027, 3, 9), dt.date(2028, 2, 10), dt.date(2027, 8, 1))

MONTH_PART_DAYS = {
    "early": (1, 10),
    "mid": (11, 20),
    "late": (21, None),
    "first_half": (1, 14),
    "second_half": (15, None),
}
WEEK_PART_DAYS = {"early": (0, 2), "mid": (2, 3), "late": (4, 6)}


def _elided(article: str, month: str) -> str:
    """French "de" and Italian "di" before a month: "d'avril", "di aprile"."""
    if article == "de" and month[0] in "aeiouéè":
        return f"d'{month}"
    return f"{article} {month}"


# How each language writes a part of a month named by `m`, by part.
MONTH_PARTS: dict[str, dict[str, list[str]]] = {
    "en": {
        "early": ["early {m}", "in early {m}"],
        "mid": ["mid-{m}", "mid {m}", "the middle of {m}"],
        "late": ["late {m}", "the end of {m}", "at the end of {m}"],
        "first_half": ["the first half of {m}", "the first fortnight of {m}"],
        "second_half": ["the second half of {m}", "the second fortnight of {m}"],
    },
    "de": {
        "early": ["Anfang {m}", "Anfang des Monats {m}"],
        "mid": ["Mitte {m}"],
        "late": ["Ende {m}"],
        "first_half": ["in der ersten Hälfte des Monats {m}", "die erste Hälfte im {m}"],
        "second_half": ["die zweite Hälfte im {m}"],
    },
    "fr": {
        "early": ["début {m}", "au début du mois {de_m}"],
        "mid": ["mi-{m}", "à la mi-{m}"],
        "late": ["fin {m}", "à la fin du mois {de_m}"],
        "first_half": ["la première quinzaine {de_m}"],
        "second_half": ["la deuxième quinzaine {de_m}", "la seconde quinzaine {de_m}"],
    },
    "it": {
        "early": ["inizio {m}", "all'inizio di {m}", "ai primi di {m}"],
        "mid": ["metà {m}", "a metà {m}"],
        "late": ["fine {m}", "alla fine di {m}"],
        "first_half": ["la prima quindicina di {m}", "la prima metà di {m}"],
        "second_half": ["la seconda quindicina di {m}"],
    },
}

# Sentences around a period, with numbers that state no date.
FRAMES = {
    "en": [
        "We are 30 people and would like a room {p}.",
        "{P} would suit us; please call 044 668 18 00.",
        "Is the room on floor 2 free {p}? Reference EV-2026-1016.",
    ],
    "de": [
        "Wir sind 30 Personen und möchten {p} kommen.",
        "{P} wäre ideal, bitte rufen Sie 044 668 18 00 an.",
        "Ist der Raum im 2. Stock {p} frei? Referenz EV-2026-1016.",
    ],
    "fr": [
        "Nous sommes 30 personnes et aimerions venir {p}.",
        "{P} nous conviendrait, appelez le 021 311 22 33.",
        "La salle du 2e étage est-elle libre {p} ? Référence EV-2026-1016.",
    ],
    "it": [
        "Siamo 30 persone e vorremmo venire {p}.",
        "{P} andrebbe bene, chiamate lo 091 922 33 44.",
        "La sala al 2° piano è libera {p}? Riferimento EV-2026-1016.",
    ],
}


def _month_name(lang: str, month: int) -> str:
    return format_date(dt.date(2027, month, 1), "MMMM", locale=LOCALES[lang])


def _next_year_of(month: int, reference: dt.date) -> int:
    return reference.year if month >= reference.month else reference.year + 1


def _month_span(year: int, month: int, part: str) -> tuple[dt.date, dt.date]:
    first, last = MONTH_PART_DAYS[part]
    last_day = last or calendar.monthrange(year, month)[1]
    return dt.date(year, month, first), dt.date(year, month, last_day)


def _in_frame(frame: str, phrase: str) -> tuple[str, int]:
    text = frame.replace("{P}", phrase[0].upper() + phrase[1:]).replace("{p}", phrase)
    return text, text.index("{") if "{" in text else text.lower().index(phrase.lower())


def _only_period(text: str, reference: dt.date):
    found = recognize_periods(text, reference)
    assert len(found) == 1, (text, found)
    mention = found[0]
    assert text[mention.start : mention.end] == mention.text
    return mention


def _month_part_cases():
    rng = random.Random(11)
    cases = []
    for lang in LANGS:
        for part, phrasings in MONTH_PARTS[lang].items():
            for phrasing in phrasings:
                for month in range(1, 13):
                    name = _month_name(lang, month)
                    with_year = rng.random() < 0.3
                    year_text = f" {rng.choice((2027, 2028))}" if with_year else ""
                    m = name + year_text
                    phrase = phrasing.format(m=m, de_m=_elided("de", m))
                    reference = rng.choice(REFERENCES)
                    frame = rng.choice(FRAMES[lang])
                    cases.append((lang, phrase, frame, reference, part, month, year_text))
    return cases


@pytest.mark.parametrize(
    ("lang", "phrase", "frame", "reference", "part", "month", "year_text"), _month_part_cases()
)
def test_parts_of_a_named_month_read_back(lang, phrase, frame, reference, part, month, year_text):
    text, _ = _in_frame(frame, phrase)
    year = int(year_text) if year_text else _next_year_of(month, reference)

    mention = _only_period(text, reference)

    assert (mention.start_date, mention.end_date) == _month_span(year, month, part)
    assert mention.kind == "month_part"
    assert phrase.lower().endswith(mention.text.lower())


# Parts of the reference day's month, the next and the last, as each language writes them.
RELATIVE_MONTH_PARTS = [
    ("en", "at the end of the month", "late", 0),
    ("en", "the beginning of next month", "early", 1),
    ("en", "the middle of last month", "mid", -1),
    ("de", "Ende des Monats", "late", 0),
    ("de", "Monatsende", "late", 0),
    ("de", "Anfang nächsten Monats", "early", 1),
    ("de", "Mitte des nächsten Monats", "mid", 1),
    ("fr", "en fin de mois", "late", 0),
    ("fr", "à la fin du mois", "late", 0),
    ("fr", "au début du mois prochain", "early", 1),
    ("fr", "à la mi-mois", "mid", 0),
    ("it", "a fine mese", "late", 0),
    ("it", "all'inizio del mese prossimo", "early", 1),
    ("it", "a metà del mese scorso", "mid", -1),
]


@pytest.mark.parametrize(("lang", "phrase", "part", "offset"), RELATIVE_MONTH_PARTS)
@pytest.mark.parametrize("reference", REFERENCES)
def test_parts_of_the_month_count_from_the_reference(lang, phrase, part, offset, reference):
    text, _ = _in_frame(FRAMES[lang][0], phrase)
    index = reference.year * 12 + reference.month - 1 + offset
    year, month = divmod(index, 12)

    mention = _only_period(text, reference)

    assert (mention.start_date, mention.end_date) == _month_span(year, month + 1, part)


WEEK_PARTS = {
    "en": {
        "early": ["the beginning of {w}", "early {w}", "at the start of {w}"],
        "mid": ["the middle of {w}"],
        "late": ["the end of {w}", "at the end of {w}", "late {w}"],
    },
    "de": {
        "early": ["Anfang {w}"],
        "mid": ["Mitte {w}"],
        "late": ["Ende {w}"],
    },
    "fr": {
        "early": ["en début de {w}", "au début de {w}"],
        "mid": ["en milieu de {w}", "au milieu de {w}"],
        "late": ["en fin de {w}", "à la fin de {w}"],
    },
    "it": {
        "early": ["all'inizio {w}", "a inizio {w}"],
        "mid": ["a metà {w}"],
        "late": ["alla fine {w}"],
    },
}
WEEKS = {
    "en": {0: ["this week", "the week"], 1: ["next week", "the following week"], -1: ["last week"]},
    "de": {
        0: ["dieser Woche", "der Woche"],
        1: ["nächster Woche", "der nächsten Woche"],
        -1: ["letzter Woche"],
    },
    "fr": {
        0: ["semaine", "la semaine"],
        1: ["la semaine prochaine", "semaine prochaine"],
        -1: ["la semaine dernière"],
    },
    "it": {
        0: ["della settimana", "di questa settimana"],
        1: ["della prossima settimana", "della settimana prossima"],
        -1: ["della settimana scorsa"],
    },
}


def _week_part_cases():
    rng = random.Random(5)
    cases = []
    for lang in LANGS:
        for part, phrasings in WEEK_PARTS[lang].items():
            for phrasing in phrasings:
                for offset, weeks in WEEKS[lang].items():
                    for week in weeks:
                        reference = dt.date(2027, 3, 1) + dt.timedelta(days=rng.randrange(120))
                        frame = rng.choice(FRAMES[lang])
                        phrase = phrasing.format(w=week)
                        cases.append((lang, phrase, frame, reference, part, offset))
    return cases


@pytest.mark.parametrize(
    ("lang", "phrase", "frame", "reference", "part", "offset"), _week_part_cases()
)
def test_parts_of_a_week_read_back(lang, phrase, frame, reference, part, offset):
    text, _ = _in_frame(frame, phrase)
    monday = reference - dt.timedelta(days=calendar.weekday(*reference.timetuple()[:3]))
    monday += dt.timedelta(days=7 * offset)
    first, last = WEEK_PART_DAYS[part]

    mention = _only_period(text, reference)

    assert mention.start_date == monday + dt.timedelta(days=first)
    assert mention.end_date == monday + dt.timedelta(days=last)
    assert mention.kind == "week_part"


WEEKENDS = {
    "en": {
        0: ["this weekend", "this week-end", "at the weekend"],
        1: ["next weekend"],
        -1: ["last weekend", "this past weekend"],
    },
    "de": {
        0: ["dieses Wochenende", "am Wochenende"],
        1: ["nächstes Wochenende"],
        -1: ["letztes Wochenende"],
    },
    "fr": {0: ["ce week-end"], 1: ["le week-end prochain"], -1: ["le week-end dernier"]},
    "it": {
        0: ["questo weekend", "questo fine settimana", "questo finesettimana"],
        1: ["il prossimo weekend", "il weekend prossimo"],
        -1: ["lo scorso weekend"],
    },
}


@pytest.mark.parametrize(
    ("lang", "phrase", "offset"),
    [(lang, p, o) for lang in LANGS for o, phrases in WEEKENDS[lang].items() for p in phrases],
)
@pytest.mark.parametrize("days_after", range(0, 7))
def test_weekends_count_from_the_reference_week(lang, phrase, offset, days_after):
    reference = dt.date(2027, 3, 8) + dt.timedelta(days=days_after)  # Monday 8 March 2027 on
    friday = dt.date(2027, 3, 12) + dt.timedelta(days=7 * offset)
    text, _ = _in_frame(FRAMES[lang][days_after % 3], phrase)

    mention = _only_period(text, reference)

    assert (mention.start_date, mention.end_date) == (friday, friday + dt.timedelta(days=2))
    assert mention.kind == "weekend"


NTH_WEEKEND = {
    "en": ("the {n} weekend of {m}", {1: "first", 2: "second", 3: "third", -1: "last"}),
    "de": ("das {n} Wochenende im {m}", {1: "erste", 2: "zweite", 3: "dritte", -1: "letzte"}),
    "fr": ("le {n} week-end {de_m}", {1: "premier", 2: "deuxième", 3: "troisième", -1: "dernier"}),
    "it": ("il {n} weekend di {m}", {1: "primo", 2: "secondo", 3: "terzo", -1: "ultimo"}),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("month", range(1, 13))
@pytest.mark.parametrize("position", (1, 2, 3, -1))
def test_the_nth_weekend_of_a_month_is_the_one_of_its_nth_saturday(lang, month, position):
    reference = dt.date(2027, 3, 9)
    year = _next_year_of(month, reference)
    pattern, ordinals = NTH_WEEKEND[lang]
    name = _month_name(lang, month)
    phrase = pattern.format(n=ordinals[position], m=name, de_m=_elided("de", name))
    saturdays = [week[5] for week in calendar.monthcalendar(year, month) if week[5]]
    saturday = dt.date(year, month, saturdays[position - 1 if position > 0 else -1])

    mention = _only_period(_in_frame(FRAMES[lang][1], phrase)[0], reference)

    assert mention.start_date == saturday - dt.timedelta(days=1)
    assert mention.end_date == saturday + dt.timedelta(days=1)


WEEKEND_OF = {
    "en": "the weekend of {d}",
    "de": "das Wochenende vom {d}",
    "fr": "le week-end du {d}",
    "it": "il weekend del {d}",
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("offset", range(0, 60, 7))
def test_the_weekend_of_a_date_is_that_weeks(lang, offset):
    reference = dt.date(2027, 3, 9)
    day = reference + dt.timedelta(days=offset + offset // 7)
    written = format_date(day, "d MMMM yyyy", locale=LOCALES[lang])
    if lang == "de":
        written = format_date(day, "d. MMMM yyyy", locale=LOCALES[lang])
    friday = day - dt.timedelta(days=day.weekday()) + dt.timedelta(days=4)

    mention = _only_period(WEEKEND_OF[lang].format(d=written), reference)

    assert (mention.start_date, mention.end_date) == (friday, friday + dt.timedelta(days=2))


SEASONS = {
    "en": {
        "summer": "this summer",
        "winter": "this winter",
        "autumn": "in autumn",
        "spring": "this spring",
    },
    "de": {
        "summer": "diesen Sommer",
        "winter": "diesen Winter",
        "autumn": "im Herbst",
        "spring": "im Frühling",
    },
    "fr": {
        "summer": "cet été",
        "winter": "cet hiver",
        "autumn": "en automne",
        "spring": "ce printemps",
    },
    "it": {
        "summer": "quest'estate",
        "winter": "quest'inverno",
        "autumn": "in autunno",
        "spring": "questa primavera",
    },
}
SEASON_SPANS = {  # read on 10 February 2028: the winter under way, the others to come
    "summer": ("2028-06-21", "2028-09-22"),
    "winter": ("2027-12-21", "2028-03-19"),
    "autumn": ("2028-09-23", "2028-12-20"),
    "spring": ("2028-03-20", "2028-06-20"),
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("season", SEASON_SPANS)
def test_seasons_are_the_one_under_way_or_the_next(lang, season):
    mention = _only_period(
        _in_frame(FRAMES[lang][0], SEASONS[lang][season])[0], dt.date(2028, 2, 10)
    )

    first, last = SEASON_SPANS[season]
    assert (mention.start_date, mention.end_date) == (
        dt.date.fromisoformat(first),
        dt.date.fromisoformat(last),
    )
    assert mention.kind == "season"


@pytest.mark.parametrize(
    ("phrase", "first", "last"),
    [
        ("next summer", "2027-06-21", "2027-09-22"),
        ("last summer", "2026-06-21", "2026-09-22"),
        ("next winter", "2027-12-21", "2028-03-19"),
        ("il prossimo autunno", "2027-09-23", "2027-12-20"),
        ("l'été dernier", "2026-06-21", "2026-09-22"),
        ("letzten Winter", "2025-12-21", "2026-03-19"),
        ("Sommer 2029", "2029-06-21", "2029-09-22"),
    ],
)
def test_next_and_last_seasons(phrase, first, last):
    mention = _only_period(phrase, dt.date(2027, 3, 9))  # in winter 2026/27

    assert (mention.start_date.isoformat(), mention.end_date.isoformat()) == (first, last)


LENGTHS = {
    "en": ["{d} for {n} days", "for {n} days from {d}", "from {d} for {n} days"],
    "de": ["für {n} Tage ab dem {d}", "ab dem {d} für {n} Tage"],
    "fr": ["pour {n} jours à partir du {d}", "à partir du {d} pour {n} jours"],
    "it": ["per {n} giorni dal {d}", "dal {d} per {n} giorni"],
}
DATE_FORMATS = {"en": "d MMMM", "de": "d. MMMM", "fr": "d MMMM", "it": "d MMMM"}


@pytest.mark.parametrize(("lang", "pattern"), [(lang, p) for lang in LANGS for p in LENGTHS[lang]])
@pytest.mark.parametrize("count", (1, 3, 10, 21))
def test_a_length_from_a_date_counts_its_days_from_that_date(lang, pattern, count):
    reference = dt.date(2027, 3, 9)
    day = dt.date(2027, 12, 18)
    written = format_date(day, DATE_FORMATS[lang], locale=LOCALES[lang])
    text, _ = _in_frame(FRAMES[lang][0], pattern.format(d=written, n=count))

    mention = _only_period(text, reference)

    assert mention.start_date == day
    assert mention.end_date == day + dt.timedelta(days=count - 1)
    assert mention.kind == "length"


DISTRACTORS = [
    "We will stay until the end of the meeting.",
    "Please book a mid-size room for 20 people.",
    "Is there a weekend rate for 12 guests?",
    "The summer menu costs CHF 45 per person.",
    "In the middle of the room we need a projector.",
    "The end may come sooner than planned.",
    "Bis zum Ende der Veranstaltung bleiben 30 Personen.",
    "Der Anfang des Seminars ist um 9 Uhr.",
    "Wir brauchen die Mitte des Saals frei.",
    "À la fin du repas, nous voulons un café.",
    "Au début de la réunion, 15 personnes seront là.",
    "Le milieu de la salle reste libre.",
    "Alla fine della cena serviamo il caffè.",
    "All'inizio della riunione saremo in 20.",
    "Una sala a metà prezzo per 12 persone?",
    "The weekend package includes breakfast.",
    "L'estate è la nostra stagione preferita.",
]


@pytest.mark.parametrize("text", DISTRACTORS)
@pytest.mark.parametrize("reference", REFERENCES[:2])
def test_distractors_read_nothing(text, reference):
    assert recognize_periods(text, reference) == []


def test_a_long_text_reads_in_linear_time():
    # The chat's longest message, three times over: a scan that backtracks would run out of time.
    text = "the end of the " * 600 + "mi-" * 600 + "weekend " * 600
    assert recognize_periods(text, dt.date(2027, 3, 9)) == []
