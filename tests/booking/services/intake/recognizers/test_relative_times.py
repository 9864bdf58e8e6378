"""Times and spans counted from now, rendered independently and read back.

Offsets ("in 2 hours", "vor zwanzig Minuten", "il y a trois heures", "tra ventuno giorni") are
CLDR's relative-time patterns through babel (the locale's date fields, long and short, and
babel.dates.format_timedelta), the count in digits or in num2words' words. Counted spans ("the
next 3 days", "les 2 dernières heures", "nelle ultime 24 ore") are written from hand-made
templates with the unit nouns of CLDR's duration patterns. Every expected moment is computed
here with plain timedelta arithmetic, never by the reader. Distractor sentences (durations,
counts of rooms, dates, clock times) must read nothing.
"""

from __future__ import annotations

import datetime as dt
import random
from zoneinfo import ZoneInfo

import babel
import babel.dates
import pytest
from num2words import num2words

from booking.services.intake.recognizers.relative_times import (
    recognize_counted_spans,
    recognize_relative_times,
)
from safety.lang.relative_time_words import TimeUnit

NOW = dt.datetime(2026, 8, 6, 14, 37)  # a Thursday
LANGS = ("en", "de", "fr", "it")
CASES_PER_CELL = 10

OFFSET_UNITS = {"minute": 1, "hour": 60, "day": 24 * 60, "week": 7 * 24 * 60}

FRAMES = {
    "en": [
        "Please call +41 44 668 18 00 {phrase}; the offer covers 20 % of the fee.",
        "{phrase} the 3 rooms on floor 2 are free for 45 participants.",
        "Reference EV-2026-1016: {phrase} we confirm the 2 rooms.",
    ],
    "de": [
        "Bitte rufen Sie 044 668 18 00 an, {phrase} bestätigen wir 3 Räume.",
        "{phrase} sind die 2 Räume im 3. Stock für 40 Personen frei.",
        "Referenz EV-2026-1016: {phrase} beginnt der Kurs in 8000 Zürich.",
    ],
    "fr": [
        "Appelez le 021 311 22 33 : {phrase} nous confirmons les 3 salles.",
        "{phrase} les 2 salles du 4e étage sont libres pour 30 personnes.",
        "Référence EV-2026-1016 : {phrase} la remise de 15 % s'applique.",
    ],
    "it": [
        "Chiamateci al 091 922 33 44: {phrase} confermiamo le 3 sale.",
        "{phrase} le 2 sale al 3° piano sono libere per 25 persone.",
        "Riferimento EV-2026-1016: {phrase} vale lo sconto del 10 %.",
    ],
}


def _framed(lang: str, phrase: str, index: int) -> tuple[str, str]:
    """The phrase in a sentence, capitalised where it opens it: (text, phrase as written)."""
    text = FRAMES[lang][index % len(FRAMES[lang])].format(phrase=phrase)
    if text.startswith(phrase):
        text = phrase[0].upper() + text[1:]
        phrase = text[: len(phrase)]
    return text, phrase


def _count_text(count: int, lang: str, in_words: bool) -> str:
    return num2words(count, lang=lang) if in_words else str(count)


# --------------------------------------------------------------------------------------------
# Offsets from CLDR's relative-time patterns


def _offset_phrase(lang: str, field: str, width: str, direction: str, count: int, words: bool):
    locale = babel.Locale(lang)
    patterns = dict(locale._data["date_fields"][field + width][direction])
    pattern = patterns.get(locale.plural_form(count), patterns["other"])
    return pattern.replace("{0}", _count_text(count, lang, words))


def _has_symbol(lang: str, field: str) -> bool:
    pattern = dict(babel.Locale(lang)._data["date_fields"][field]["future"])["other"]
    unit = pattern.partition("{0}")[2].replace("\xa0", " ").split()[0]
    return len(unit.rstrip(".")) < 3


def _offset_cases(lang: str, field: str, width: str, direction: str):
    rng = random.Random(f"{lang}{field}{width}{direction}")
    sign = 1 if direction == "future" else -1
    for index in range(CASES_PER_CELL):
        # A unit symbol ("2 h", "3 hr.") is written after digits only.
        in_words = index % 2 == 1 and not _has_symbol(lang, field + width)
        count = rng.randint(2, 99) if in_words else rng.randint(1, 99)
        phrase = _offset_phrase(lang, field, width, direction, count, in_words)
        text, written = _framed(lang, phrase, index)
        # A mention ends at the unit word: an abbreviation's dot may be the sentence's.
        written = written.removesuffix(".")
        minutes = sign * count * OFFSET_UNITS[field]
        yield text, written, NOW + dt.timedelta(minutes=minutes)


@pytest.mark.parametrize("direction", ["future", "past"])
@pytest.mark.parametrize("field", list(OFFSET_UNITS))
@pytest.mark.parametrize("lang", LANGS)
def test_cldr_relative_time_patterns_are_read_exactly(lang, field, direction):
    widths = ("", "-short") if field in ("hour", "minute") else ("",)
    for width in widths:
        for text, written, expected in _offset_cases(lang, field, width, direction):
            found = [(m.text, m.value) for m in recognize_relative_times(text, NOW)]
            assert found == [(written, expected)], text
            assert recognize_counted_spans(text, NOW) == [], text


@pytest.mark.parametrize("lang", LANGS)
def test_babel_format_timedelta_renderings_are_read_back(lang):
    for delta in [dt.timedelta(minutes=m) for m in range(2, 51, 7)] + [
        dt.timedelta(hours=h) for h in range(2, 21, 3)
    ]:
        for signed in (delta, -delta):
            for form in ("long", "short"):
                text = babel.dates.format_timedelta(
                    signed, add_direction=True, locale=lang, format=form
                )
                found = [m.value for m in recognize_relative_times(text, NOW)]
                assert found == [NOW + signed], text


def test_the_generator_renders_cldr_patterns():
    assert _offset_phrase("fr", "hour", "", "past", 2, True) == "il y a deux heures"
    assert _offset_phrase("it", "hour", "", "future", 1, False) == "tra 1 ora"
    assert _offset_phrase("de", "minute", "-short", "past", 21, True) == "vor einundzwanzig Min."


@pytest.mark.parametrize(
    ("text", "written", "value"),
    [
        ("Wir sind in einer Stunde da.", "in einer Stunde", dt.datetime(2026, 8, 6, 15, 37)),
        ("Risposta tra un'ora.", "tra un'ora", dt.datetime(2026, 8, 6, 15, 37)),
        ("Arrivée dans une heure.", "dans une heure", dt.datetime(2026, 8, 6, 15, 37)),
        ("Back in 2h, sorry.", "in 2h", dt.datetime(2026, 8, 6, 16, 37)),
        ("Is a week from now fine?", "a week from now", dt.datetime(2026, 8, 13, 14, 37)),
        ("Booked 2 fortnights ago.", "2 fortnights ago", dt.datetime(2026, 7, 9, 14, 37)),
        ("Confirm 10 days hence.", "10 days hence", dt.datetime(2026, 8, 16, 14, 37)),
        (
            "Réponse dans vingt-quatre heures.",
            "dans vingt-quatre heures",
            dt.datetime(2026, 8, 7, 14, 37),
        ),
    ],
)
def test_articles_elisions_and_english_after_words(text, written, value):
    [mention] = recognize_relative_times(text, NOW)
    assert (mention.text, mention.value) == (written, value)


@pytest.mark.parametrize(
    ("text", "written", "unit"),
    [
        ("We can start in a couple of hours.", "in a couple of hours", TimeUnit.HOUR),
        ("Wir melden uns in ein paar Stunden.", "in ein paar Stunden", TimeUnit.HOUR),
        ("Nous arrivons dans quelques minutes.", "dans quelques minutes", TimeUnit.MINUTE),
        ("Vi richiamo tra qualche ora.", "tra qualche ora", TimeUnit.HOUR),
        ("He called a few days ago.", "a few days ago", TimeUnit.DAY),
    ],
)
def test_a_vague_count_is_read_without_a_value(text, written, unit):
    [mention] = recognize_relative_times(text, NOW)
    assert (mention.text, mention.unit, mention.count, mention.value) == (written, unit, None, None)


def test_hours_are_elapsed_time_across_a_clock_change():
    zurich = ZoneInfo("Europe/Zurich")
    before_change = dt.datetime(2026, 3, 29, 1, 30, tzinfo=zurich)  # clocks go 02:00 -> 03:00
    [mention] = recognize_relative_times("in 2 hours", before_change)
    assert mention.value == dt.datetime(2026, 3, 29, 4, 30, tzinfo=zurich)
    [mention] = recognize_relative_times("in 1 day", before_change)
    assert mention.value == dt.datetime(2026, 3, 30, 1, 30, tzinfo=zurich)


# --------------------------------------------------------------------------------------------
# Counted spans from hand-written templates

# {n}: the count; {u}: the plural unit noun of CLDR's duration patterns ({d}: German dative,
# the noun of CLDR's "in {0} Tagen"). Gender picks the agreeing adjective form.
SPAN_TEMPLATES = {
    "en": {
        1: ["the next {n} {u}", "over the coming {n} {u}", "the following {n} {u}"],
        -1: ["the last {n} {u}", "in the past {n} {u}", "the previous {n} {u}"],
    },
    "de": {
        1: ["die nächsten {n} {u}", "in den kommenden {n} {d}", "die folgenden {n} {u}"],
        -1: ["die letzten {n} {u}", "in den vergangenen {n} {d}"],
    },
    "fr": {
        1: ["les {n} prochain{f}s {u}", "les {n} {u} suivant{f}s"],
        -1: ["les {n} derni{r}s {u}", "les {n} {u} passé{f}s", "les {n} {u} précédent{f}s"],
    },
    "it": {
        1: ["i prossim{i} {n} {u}", "nei prossim{i} {n} {u}", "i {n} {u} successiv{i}"],
        -1: ["gli ultim{i} {n} {u}", "le scors{i} {n} {u}", "i {n} {u} passat{i}"],
    },
}
FEMININE = {"fr": {"hour", "minute", "week"}, "it": {"hour", "week"}}
SPAN_UNITS = {
    "minute": dt.timedelta(minutes=1),
    "hour": dt.timedelta(hours=1),
    "day": dt.timedelta(days=1),
    "week": dt.timedelta(weeks=1),
}


def _plural_noun(lang: str, field: str, dative: bool) -> str:
    data = babel.Locale(lang)._data
    if dative:
        pattern = dict(data["date_fields"][field]["future"])["other"]
    else:
        styles = data["unit_patterns"][f"duration-{field}"]
        pattern = dict(styles["long"]).get("other") or dict(styles["short"])["other"]
    _, _, tail = pattern.partition("{0}")
    return tail.replace("\xa0", " ").split()[0]


def _span_phrase(lang: str, template: str, field: str, count_text: str) -> str:
    feminine = field in FEMININE.get(lang, ())
    return template.format(
        n=count_text,
        u=_plural_noun(lang, field, dative=False),
        d=_plural_noun(lang, field, dative=True),
        f="e" if feminine else "",
        r="ère" if feminine else "er",
        i="e" if feminine else "i",
    )


def _expected_span(field: str, direction: int, count: int) -> tuple[dt.datetime, dt.datetime]:
    """The whole units next to the current one, written out for each unit."""
    if field == "minute":
        current = NOW.replace(second=0)
    elif field == "hour":
        current = NOW.replace(minute=0)
    elif field == "day":
        current = dt.datetime(NOW.year, NOW.month, NOW.day)
    else:
        current = dt.datetime(NOW.year, NOW.month, NOW.day) - dt.timedelta(days=NOW.weekday())
    step = SPAN_UNITS[field]
    if direction > 0:
        return current + step, current + step * (count + 1)
    return current - step * count, current


def _span_cases(lang: str, field: str, direction: int):
    rng = random.Random(f"span{lang}{field}{direction}")
    templates = SPAN_TEMPLATES[lang][direction]
    for index in range(CASES_PER_CELL):
        in_words = index % 2 == 1
        count = rng.randint(2, 60)
        phrase = _span_phrase(
            lang, templates[index % len(templates)], field, _count_text(count, lang, in_words)
        )
        text, written = _framed(lang, phrase, index)
        yield text, written, _expected_span(field, direction, count)


def _span_core(written: str) -> str:
    """The words of the span without the article or preposition before it."""
    for lead in (
        "over the ", "in the ", "the ", "in den ", "die ", "les ", "nei ", "gli ", "le ", "i ",
        "Over the ", "In the ", "The ", "In den ", "Die ", "Les ", "Nei ", "Gli ", "Le ", "I ",
    ):  # fmt: skip
        if written.startswith(lead):
            return written[len(lead) :]
    return written


@pytest.mark.parametrize("direction", [1, -1])
@pytest.mark.parametrize("field", list(SPAN_UNITS))
@pytest.mark.parametrize("lang", LANGS)
def test_counted_spans_are_read_exactly(lang, field, direction):
    for text, written, (first, until) in _span_cases(lang, field, direction):
        found = [(m.text, m.first, m.until) for m in recognize_counted_spans(text, NOW)]
        assert found == [(_span_core(written), first, until)], text
        assert recognize_relative_times(text, NOW) == [], text


def test_the_span_generator_agrees_in_gender_and_case():
    assert _span_phrase("fr", "les {n} derni{r}s {u}", "hour", "2") == "les 2 dernières heures"
    assert _span_phrase("fr", "les {n} prochain{f}s {u}", "day", "3") == "les 3 prochains jours"
    assert _span_phrase("it", "gli ultim{i} {n} {u}", "hour", "24") == "gli ultime 24 ore"
    assert _span_phrase("de", "in den kommenden {n} {d}", "day", "drei") == (
        "in den kommenden drei Tagen"
    )
    assert _expected_span("hour", 1, 3) == (
        dt.datetime(2026, 8, 6, 15, 0),
        dt.datetime(2026, 8, 6, 18, 0),
    )


@pytest.mark.parametrize(
    ("text", "first_day", "last_day"),
    [
        # Tuesday 12 February 2013, 04:30.
        ("over the next 4 days", dt.date(2013, 2, 13), dt.date(2013, 2, 16)),
        ("during the past 3 days", dt.date(2013, 2, 9), dt.date(2013, 2, 11)),
        ("pour les 4 prochains jours", dt.date(2013, 2, 13), dt.date(2013, 2, 16)),
        ("per i prossimi cinque giorni", dt.date(2013, 2, 13), dt.date(2013, 2, 17)),
        ("in den nächsten vier Tagen", dt.date(2013, 2, 13), dt.date(2013, 2, 16)),
        ("the next 2 weeks", dt.date(2013, 2, 18), dt.date(2013, 3, 3)),
    ],
)
def test_spans_of_days_name_their_first_and_last_day(text, first_day, last_day):
    [span] = recognize_counted_spans(text, dt.datetime(2013, 2, 12, 4, 30))
    assert (span.first_day, span.last_day) == (first_day, last_day)


@pytest.mark.parametrize(
    ("text", "first", "until"),
    [
        ("the next 5 hours", dt.datetime(2013, 2, 12, 5), dt.datetime(2013, 2, 12, 10)),
        ("the next 6 minutes", dt.datetime(2013, 2, 12, 4, 31), dt.datetime(2013, 2, 12, 4, 37)),
        ("nelle ultime 30 ore", dt.datetime(2013, 2, 10, 22), dt.datetime(2013, 2, 12, 4)),
    ],
)
def test_spans_of_hours_and_minutes_start_after_the_current_unit(text, first, until):
    [span] = recognize_counted_spans(text, dt.datetime(2013, 2, 12, 4, 30))
    assert (span.first, span.until) == (first, until)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Call me within the next hour.", dt.datetime(2013, 2, 12, 5)),
        ("Nella prossima ora vi richiamiamo.", dt.datetime(2013, 2, 12, 5)),
        ("In der letzten Stunde kam nichts.", dt.datetime(2013, 2, 12, 3)),
    ],
)
def test_an_hour_named_alone_after_next_or_last_counts_one(text, first):
    [span] = recognize_counted_spans(text, dt.datetime(2013, 2, 12, 4, 30))
    assert (span.count, span.first, span.until) == (1, first, first + dt.timedelta(hours=1))


@pytest.mark.parametrize(
    "text",
    [
        "We are free over the next few days.",
        "Wir melden uns in den nächsten paar Wochen.",
        "Nelle prossime settimane vi scriviamo.",
        "Les prochains jours sont complets.",
    ],
)
def test_a_span_with_a_vague_count_or_none_has_no_value(text):
    [span] = recognize_counted_spans(text, NOW)
    assert (span.count, span.first, span.until) == (None, None, None)


# --------------------------------------------------------------------------------------------
# Distractors

DISTRACTORS = [
    "The programme has 2 hours of workshop and 1 hour of lunch.",
    "A 3-day seminar for 20 people in 2 rooms.",
    "The last 2 rooms on floor 3 are booked.",
    "We need the last 2 days of the course in room 4.",
    "Nächste Woche ist der Raum frei.",
    "Das Seminar dauert 3 Stunden, Beginn um 14 Uhr.",
    "Die letzten 2 Tage des Kurses finden in Raum 5 statt.",
    "La formation dure 2 heures, à 14 h 30, salle 3.",
    "Comptez deux heures de route depuis Lausanne.",
    "La semaine prochaine, la salle est libre.",
    "La formazione di 3 ore inizia alle 9.",
    "Le ultime 2 sale del piano sono occupate.",
    "Il 2 ottobre alle 14:30 per 12 persone.",
    "The price is 1.5 hours at CHF 90 per hour.",
    "Two hours later we serve dinner.",
    "See you next week at 10:00.",
    "We booked it at the last minute.",
    "Réservé à la dernière minute, la semaine dernière.",
]


# Counts these readers do not add up or do not read: nothing is better than the first part alone.
COMPOUNDS_AND_FRACTIONS = [
    "We are there in 2 hours and a half.",
    "Wir sind in 1,5 Stunden da.",
    "Nous arrivons dans 1 h 30.",
    "Back in 1h30 with the keys.",
    "Arriviamo tra 2 ore e mezza.",
    "Arriviamo tra 2 ore e 30 minuti.",
    "Die Anfrage kam vor 2 Tagen und 3 Stunden.",
    "Wir sind in einer halben Stunde da.",
]


@pytest.mark.parametrize("text", COMPOUNDS_AND_FRACTIONS)
def test_compound_and_fractional_counts_give_no_wrong_time(text):
    assert recognize_relative_times(text, NOW) == []


@pytest.mark.parametrize("text", DISTRACTORS)
def test_durations_counts_and_dates_are_no_relative_times(text):
    assert recognize_relative_times(text, NOW) == []
    assert recognize_counted_spans(text, NOW) == []


@pytest.mark.parametrize("lang", LANGS)
def test_frames_alone_read_nothing(lang):
    for frame in FRAMES[lang]:
        text = frame.format(phrase="")
        assert recognize_relative_times(text, NOW) == []
        assert recognize_counted_spans(text, NOW) == []


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("in 2 minutes", "en"),
        ("dans 2 minutes", "fr"),
        ("in 2 Stunden", "de"),
        ("3 ore fa", "it"),
        ("il y a 3 h", "fr"),
        ("the last 2 minutes", "en"),
        ("les 2 dernières minutes", "fr"),
    ],
)
def test_the_language_is_the_one_words_and_unit_share(text, lang):
    found = recognize_relative_times(text, NOW) + recognize_counted_spans(text, NOW)
    assert [mention.lang for mention in found] == [lang]
