"""Day periods without a clock time (booking.services.intake.recognizers.day_periods).

Expectations are written by hand here (phrases, bounds, offsets) or rendered by babel (CLDR's
day-period names); none is computed by the code under test. Generated: every period phrase of a
language in every sentence frame is read exactly once, with its span, bounds, qualifier and day
offset; distractor sentences read nothing.
"""

from __future__ import annotations

import datetime as dt
import inspect

import pytest
from babel import Locale

from booking.services.intake.recognizers.day_periods import recognize_day_periods

# (phrase, period, qualifier, start, end, day_offset): the bounds of the convention documented in
# safety.lang.day_period_words, written out by hand.
PHRASES: dict[str, list[tuple[str, str, str | None, str, str, int | None]]] = {
    "en": [
        ("in the morning", "morning", None, "00:00", "12:00", None),
        ("in the afternoon", "afternoon", None, "12:00", "19:00", None),
        ("in the evening", "evening", None, "18:00", "00:00", None),
        ("during the night", "night", None, "18:00", "00:00", None),
        ("at night", "night", None, "18:00", "00:00", None),
        ("this morning", "morning", None, "00:00", "12:00", 0),
        ("this afternoon", "afternoon", None, "12:00", "19:00", 0),
        ("this evening", "evening", None, "18:00", "00:00", 0),
        ("tonight", "night", None, "18:00", "00:00", 0),
        ("tonite", "night", None, "18:00", "00:00", 0),
        ("last night", "night", None, "18:00", "00:00", -1),
        ("late tonight", "night", "late", "21:00", "00:00", 0),
        ("late last night", "night", "late", "21:00", "00:00", -1),
        ("early morning", "morning", "early", "00:00", "09:00", None),
        ("early in the morning", "morning", "early", "00:00", "09:00", None),
        ("in the early morning", "morning", "early", "00:00", "09:00", None),
        ("in the early hours", "morning", "early", "00:00", "09:00", None),
        ("first thing in the morning", "morning", "early", "00:00", "09:00", None),
        ("for the afternoon", "afternoon", None, "12:00", "19:00", None),
        ("mid-morning", "morning", "mid", "09:00", "11:00", None),
        ("late morning", "morning", "late", "10:00", "12:00", None),
        ("early afternoon", "afternoon", "early", "12:00", "14:00", None),
        ("in the early afternoon", "afternoon", "early", "12:00", "14:00", None),
        ("mid-afternoon", "afternoon", "mid", "14:00", "17:00", None),
        ("midafternoon", "afternoon", "mid", "14:00", "17:00", None),
        ("late in the afternoon", "afternoon", "late", "17:00", "19:00", None),
        ("in the late afternoon", "afternoon", "late", "17:00", "19:00", None),
        ("early evening", "evening", "early", "18:00", "21:00", None),
        ("late evening", "evening", "late", "21:00", "00:00", None),
        ("late this evening", "evening", "late", "21:00", "00:00", 0),
        ("late at night", "night", "late", "21:00", "00:00", None),
        ("early in the day", "day", "early", "06:00", "10:00", None),
        ("late in the day", "day", "late", "17:00", "21:00", None),
        ("at lunch", "midday", None, "12:00", "14:00", None),
        ("at lunchtime", "midday", None, "12:00", "14:00", None),
        ("over lunch", "midday", None, "12:00", "14:00", None),
        ("before lunch", "before_lunch", None, "10:00", "12:00", None),
        ("after lunch", "after_lunch", None, "13:00", "17:00", None),
        ("after work", "after_work", None, "17:00", "21:00", None),
        ("after school", "after_school", None, "15:00", "21:00", None),
    ],
    "de": [
        ("am Morgen", "morning", None, "03:00", "12:00", None),
        ("morgens", "morning", None, "03:00", "12:00", None),
        ("am Vormittag", "morning", None, "03:00", "12:00", None),
        ("vormittags", "morning", None, "03:00", "12:00", None),
        ("am Nachmittag", "afternoon", None, "12:00", "19:00", None),
        ("nachmittags", "afternoon", None, "12:00", "19:00", None),
        ("am Abend", "evening", None, "18:00", "00:00", None),
        ("abends", "evening", None, "18:00", "00:00", None),
        ("gegen Abend", "evening", None, "18:00", "00:00", None),
        ("im Laufe des Vormittags", "morning", None, "03:00", "12:00", None),
        ("im Laufe der Nacht", "night", None, "00:00", "05:00", None),
        ("in der Nacht", "night", None, "00:00", "05:00", None),
        ("nachts", "night", None, "00:00", "05:00", None),
        ("diesen Abend", "evening", None, "18:00", "00:00", 0),
        ("diese Nacht", "night", None, "00:00", "05:00", 0),
        ("am frühen Morgen", "morning", "early", "07:00", "09:00", None),
        ("frühmorgens", "morning", "early", "07:00", "09:00", None),
        ("früh am Morgen", "morning", "early", "07:00", "09:00", None),
        ("am späten Vormittag", "morning", "late", "10:00", "12:00", None),
        ("am frühen Nachmittag", "afternoon", "early", "12:00", "14:00", None),
        ("am späten Nachmittag", "afternoon", "late", "17:00", "19:00", None),
        ("am Spätnachmittag", "afternoon", "late", "17:00", "19:00", None),
        ("am frühen Abend", "evening", "early", "18:00", "21:00", None),
        ("spät am Abend", "evening", "late", "21:00", "00:00", None),
        ("spätabends", "evening", "late", "21:00", "00:00", None),
        ("mitten in der Nacht", "night", "mid", "01:00", "03:00", None),
        ("spät in der Nacht", "night", "late", "02:00", "05:00", None),
        ("am Mittag", "midday", None, "12:00", "14:00", None),
        ("mittags", "midday", None, "12:00", "14:00", None),
        ("zu Mittag", "midday", None, "12:00", "14:00", None),
        ("über Mittag", "midday", None, "12:00", "14:00", None),
        ("zur Mittagszeit", "midday", None, "12:00", "14:00", None),
        ("in der Mittagspause", "midday", None, "12:00", "14:00", None),
        ("beim Mittagessen", "midday", None, "12:00", "14:00", None),
        ("vor dem Mittagessen", "before_lunch", None, "10:00", "12:00", None),
        ("nach dem Mittagessen", "after_lunch", None, "13:00", "17:00", None),
        ("nach der Arbeit", "after_work", None, "17:00", "21:00", None),
        ("nach Feierabend", "after_work", None, "17:00", "21:00", None),
        ("früh am Tag", "day", "early", "06:00", "10:00", None),
    ],
    "fr": [
        ("le matin", "morning", None, "04:00", "12:00", None),
        ("dans la matinée", "morning", None, "04:00", "12:00", None),
        ("en matinée", "morning", None, "04:00", "12:00", None),
        ("ce matin", "morning", None, "04:00", "12:00", 0),
        ("l'après-midi", "afternoon", None, "12:00", "19:00", None),
        ("dans l'après-midi", "afternoon", None, "12:00", "19:00", None),
        ("cet après-midi", "afternoon", None, "12:00", "19:00", 0),
        ("le soir", "evening", None, "18:00", "00:00", None),
        ("ce soir", "evening", None, "18:00", "00:00", 0),
        ("dans la soirée", "evening", None, "18:00", "00:00", None),
        ("en soirée", "evening", None, "18:00", "00:00", None),
        ("chaque soir", "evening", None, "18:00", "00:00", None),
        ("tous les soirs", "evening", None, "18:00", "00:00", None),
        ("tous les après-midi", "afternoon", None, "12:00", "19:00", None),
        ("au cours de la matinée", "morning", None, "04:00", "12:00", None),
        ("durant la nuit", "night", None, "00:00", "04:00", None),
        ("au petit matin", "morning", "early", "07:00", "09:00", None),
        ("cette nuit", "night", None, "00:00", "04:00", 0),
        ("pendant la nuit", "night", None, "00:00", "04:00", None),
        ("tôt le matin", "morning", "early", "07:00", "09:00", None),
        ("très tôt le matin", "morning", "early", "07:00", "09:00", None),
        ("le matin très tôt", "morning", "early", "07:00", "09:00", None),
        ("en début de matinée", "morning", "early", "07:00", "09:00", None),
        ("en milieu de matinée", "morning", "mid", "09:00", "11:00", None),
        ("en fin de matinée", "morning", "late", "10:00", "12:00", None),
        ("en début d'après-midi", "afternoon", "early", "12:00", "14:00", None),
        ("au début de l'après-midi", "afternoon", "early", "12:00", "14:00", None),
        ("en milieu d'après-midi", "afternoon", "mid", "14:00", "17:00", None),
        ("au milieu de l'après-midi", "afternoon", "mid", "14:00", "17:00", None),
        ("en fin d'après-midi", "afternoon", "late", "17:00", "19:00", None),
        ("à la fin de l'après-midi", "afternoon", "late", "17:00", "19:00", None),
        ("en début de soirée", "evening", "early", "18:00", "21:00", None),
        ("au début de la soirée", "evening", "early", "18:00", "21:00", None),
        ("en fin de soirée", "evening", "late", "21:00", "00:00", None),
        ("tard le soir", "evening", "late", "21:00", "00:00", None),
        ("tard dans la soirée", "evening", "late", "21:00", "00:00", None),
        ("plus tard dans la soirée", "evening", None, "18:00", "00:00", None),
        ("tard dans la nuit", "night", "late", "02:00", "04:00", None),
        ("en début de journée", "day", "early", "06:00", "10:00", None),
        ("en milieu de journée", "day", "mid", "11:00", "16:00", None),
        ("à la fin de la journée", "day", "late", "17:00", "21:00", None),
        ("pendant le déjeuner", "midday", None, "12:00", "14:00", None),
        ("à l'heure du déjeuner", "midday", None, "12:00", "14:00", None),
        ("avant le déjeuner", "before_lunch", None, "10:00", "12:00", None),
        ("après déjeuner", "after_lunch", None, "13:00", "17:00", None),
        ("après le travail", "after_work", None, "17:00", "21:00", None),
    ],
    "it": [
        ("la mattina", "morning", None, "04:00", "12:00", None),
        ("al mattino", "morning", None, "04:00", "12:00", None),
        ("di mattina", "morning", None, "04:00", "12:00", None),
        ("in mattinata", "morning", None, "04:00", "12:00", None),
        ("nella mattinata", "morning", None, "04:00", "12:00", None),
        ("questa mattina", "morning", None, "04:00", "12:00", 0),
        ("stamattina", "morning", None, "04:00", "12:00", 0),
        ("domattina", "morning", None, "04:00", "12:00", 1),
        ("nel pomeriggio", "afternoon", None, "12:00", "19:00", None),
        ("di pomeriggio", "afternoon", None, "12:00", "19:00", None),
        ("questo pomeriggio", "afternoon", None, "12:00", "19:00", 0),
        ("la sera", "evening", None, "18:00", "00:00", None),
        ("alla sera", "evening", None, "18:00", "00:00", None),
        ("in serata", "evening", None, "18:00", "00:00", None),
        ("verso sera", "evening", None, "18:00", "00:00", None),
        ("stasera", "evening", None, "18:00", "00:00", 0),
        ("sta sera", "evening", None, "18:00", "00:00", 0),
        ("questa sera", "evening", None, "18:00", "00:00", 0),
        ("nella notte", "night", None, "00:00", "04:00", None),
        ("in nottata", "night", None, "00:00", "04:00", None),
        ("di notte", "night", None, "00:00", "04:00", None),
        ("stanotte", "night", None, "00:00", "04:00", 0),
        ("di primo mattino", "morning", "early", "07:00", "09:00", None),
        ("nel corso della serata", "evening", None, "18:00", "00:00", None),
        ("la sera tardi", "evening", "late", "21:00", "00:00", None),
        ("la mattina presto", "morning", "early", "07:00", "09:00", None),
        ("a metà mattinata", "morning", "mid", "09:00", "11:00", None),
        ("in tarda mattinata", "morning", "late", "10:00", "12:00", None),
        ("in fin di mattinata", "morning", "late", "10:00", "12:00", None),
        ("nel primo pomeriggio", "afternoon", "early", "12:00", "14:00", None),
        ("a metà pomeriggio", "afternoon", "mid", "14:00", "17:00", None),
        ("nel tardo pomeriggio", "afternoon", "late", "17:00", "19:00", None),
        ("in prima serata", "evening", "early", "18:00", "21:00", None),
        ("in tarda serata", "evening", "late", "21:00", "00:00", None),
        ("a notte fonda", "night", "late", "02:00", "04:00", None),
        ("in fin di giornata", "day", "late", "17:00", "21:00", None),
        ("a pranzo", "midday", None, "12:00", "14:00", None),
        ("all'ora di pranzo", "midday", None, "12:00", "14:00", None),
        ("prima di pranzo", "before_lunch", None, "10:00", "12:00", None),
        ("dopo pranzo", "after_lunch", None, "13:00", "17:00", None),
        ("dopo il pranzo", "after_lunch", None, "13:00", "17:00", None),
        ("dopo il lavoro", "after_work", None, "17:00", "21:00", None),
    ],
}

# Sentence frames a client writes a period in; {p} is the period.
FRAMES: dict[str, tuple[str, ...]] = {
    "en": (
        "{p}",
        "We would like to arrive {p}.",
        "Could the tasting take place {p}?",
        "{P} would suit the whole group, thanks",
        "Hello, is a visit possible {p} for 12 people?",
    ),
    "de": (
        "{p}",
        "Wir möchten {p} anreisen.",
        "Wäre die Besichtigung {p} möglich?",
        "{P} passt uns gut, danke",
        "Guten Tag, geht es {p} für 12 Personen?",
    ),
    "fr": (
        "{p}",
        "Nous aimerions arriver {p}.",
        "La dégustation est-elle possible {p} ?",
        "{P} nous conviendrait, merci",
        "Bonjour, une visite {p} pour 12 personnes ?",
    ),
    "it": (
        "{p}",
        "Vorremmo arrivare {p}.",
        "La degustazione è possibile {p}?",
        "{P} andrebbe bene, grazie",
        "Buongiorno, una visita {p} per 12 persone?",
    ),
}


def _renderings() -> list[tuple[str, str, str, tuple]]:
    cases = []
    for lang, phrases in PHRASES.items():
        for phrase in phrases:
            for frame in FRAMES[lang]:
                text = frame.format(p=phrase[0], P=phrase[0][:1].upper() + phrase[0][1:])
                cases.append((lang, text, phrase[0], phrase))
    return cases


def _hhmm(value: dt.time) -> str:
    return f"{value:%H:%M}"


@pytest.mark.parametrize(("lang", "text", "written", "expected"), _renderings())
def test_rendered_period_is_read_exactly(lang, text, written, expected):
    _, period, qualifier, start, end, offset = expected
    mentions = recognize_day_periods(text)
    assert len(mentions) == 1, mentions
    mention = mentions[0]
    assert mention.text.lower() == written.lower()
    assert text[mention.start : mention.end] == mention.text
    assert (mention.period, mention.qualifier, mention.day_offset, mention.lang) == (
        period,
        qualifier,
        offset,
        lang,
    )
    assert (_hhmm(mention.start_time), _hhmm(mention.end_time)) == (start, end)


def test_a_part_without_bounds_spans_the_whole_period():
    # The English night ends at midnight; the convention gives it no middle part.
    (mention,) = recognize_day_periods("We land in the middle of the night")
    assert (mention.text, mention.qualifier) == ("in the middle of the night", "mid")
    assert (mention.start_time, mention.end_time) == (dt.time(18), dt.time(0))


# A day word before the period is read by the date recognizer: the span leaves it out.
DAY_BEFORE = [
    ("tomorrow evening", "evening", "evening"),
    ("Monday morning", "morning", "morning"),
    ("yesterday afternoon", "afternoon", "afternoon"),
    ("Friday night", "night", "night"),
    ("tomorrow lunch", "lunch", "midday"),
    ("heute Abend", "Abend", "evening"),
    ("morgen Abend", "Abend", "evening"),
    ("gestern Nacht", "Nacht", "night"),
    ("Samstag Nachmittag", "Nachmittag", "afternoon"),
    ("heute Morgen", "Morgen", "morning"),
    ("morgen früh", "früh", "morning"),
    ("morgen Mittag", "Mittag", "midday"),
    ("demain soir", "soir", "evening"),
    ("hier soir", "soir", "evening"),
    ("lundi matin", "matin", "morning"),
    ("samedi après-midi", "après-midi", "afternoon"),
    ("domani sera", "sera", "evening"),
    ("ieri sera", "sera", "evening"),
    ("lunedì mattina", "mattina", "morning"),
    ("lunedi mattina", "mattina", "morning"),
    ("oggi pomeriggio", "pomeriggio", "afternoon"),
    ("domani notte", "notte", "night"),
    ("domani a pranzo", "a pranzo", "midday"),
]


@pytest.mark.parametrize(("text", "span", "period"), DAY_BEFORE)
def test_day_word_stays_outside_the_span(text, span, period):
    mentions = recognize_day_periods(f"Ok for {text}, thanks")
    assert [(m.text, m.period, m.day_offset) for m in mentions] == [(span, period, None)]


def test_german_weekday_compounds():
    got = [(m.text, m.period) for m in recognize_day_periods("Montagabend oder sonntagmorgens")]
    assert got == [("Montagabend", "evening"), ("sonntagmorgens", "morning")]


def test_babel_format_names_are_read():
    """CLDR's names that stand beside a time, rendered by babel, read as periods where they
    stand alone (French "du matin" is left to the clock-time reader)."""
    kinds = {
        "morning1": "morning",
        "morning2": "morning",
        "afternoon2": "afternoon",
        "evening1": "evening",
        "night1": "night",
    }
    for lang in ("en", "de", "it"):
        for kind, name in Locale(lang).day_periods["format"]["wide"].items():
            if kind not in kinds:
                continue
            mentions = recognize_day_periods(f"ok {name} ok")
            assert [(m.text, m.period) for m in mentions] == [(name, kinds[kind])], (lang, kind)


def test_hand_written_expectations():
    (evening,) = recognize_day_periods("Nella serata di domani, se possibile.")
    assert (evening.text, evening.period, evening.day_offset) == ("Nella serata", "evening", None)
    (night,) = recognize_day_periods("Arriviamo stanotte")
    assert night.starts_next_day and night.day_offset == 0
    assert (night.start_time, night.end_time) == (dt.time(0), dt.time(4))
    (tonight,) = recognize_day_periods("See you tonight")
    assert not tonight.starts_next_day
    (morning,) = recognize_day_periods("la matinée du 15 février")
    assert morning.text == "la matinée"
    (afternoon,) = recognize_day_periods("the afternoon of the 12th")
    assert afternoon.text == "afternoon"
    (late,) = recognize_day_periods("lundi fin d'après-midi")
    assert (late.text, late.qualifier) == ("fin d'après-midi", "late")
    got = recognize_day_periods("Un peu plus tard dans l'après-midi")
    assert [(m.period, m.qualifier) for m in got] == [("afternoon", None)]
    two = recognize_day_periods("Check-in in the afternoon, dinner in the evening.")
    assert [m.period for m in two] == ["afternoon", "evening"]


DISTRACTORS = [
    "Good morning Mrs Keller, good afternoon and good evening to all",
    "Have a nice evening and a good night!",
    "The night rate is CHF 120 and we stay 3 nights.",
    "Is the nightclub open? The morning paper is at the desk.",
    "Lunch is served in the garden; lunch included in the package.",
    "Afternoon tea for 12, evening dress required.",
    "We need one night in a double room.",
    "Guten Morgen Frau Keller, guten Abend und gute Nacht.",
    "Morgen kommen 20 Personen, bis morgen!",
    "Mittagessen inklusive, Abendessen um 19 Uhr.",
    "Der Preis pro Nacht beträgt 140 CHF, eine Nacht im Doppelzimmer.",
    "Es ist noch zu früh für eine Zusage.",
    "Guten Morgen, morgen kommen wir.",
    "Bonjour, bonsoir, bonne soirée et bonne nuit.",
    "La nuit coûte 120 €, deux nuits minimum.",
    "Le déjeuner est inclus dans le forfait.",
    "La soirée de gala aura lieu dans la grande salle.",
    "Ce sera parfait, il sera là.",
    "Buongiorno, buonasera, buona serata e buona notte.",
    "Il pranzo è incluso; il prezzo per notte è 120 CHF.",
    "La serata di gala è confermata.",
    "Una notte in camera doppia, due notti in totale.",
]


@pytest.mark.parametrize("text", DISTRACTORS)
def test_distractor_reads_nothing(text):
    assert recognize_day_periods(text) == []


def test_verify_does_not_read_day_periods():
    import safety.recognizers.times as times
    import safety.verify as verify

    assert "day_periods" not in inspect.getsource(verify)
    assert "day_periods" not in inspect.getsource(times)


def test_night_bounds_follow_cldr_rules_where_the_corpus_is_silent():
    """German and French nights: CLDR's night1 rule, read from babel."""
    for lang, text in (("de", "in der Nacht"), ("fr", "pendant la nuit")):
        (rule,) = Locale(lang).day_period_rules[None]["night1"]
        (mention,) = recognize_day_periods(text)
        seconds = [t.hour * 3600 + t.minute * 60 for t in (mention.start_time, mention.end_time)]
        assert seconds == [rule["from"], rule["before"]]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("dans l’après-midi", "dans l’après-midi"),
        ("all’ora di pranzo", "all’ora di pranzo"),
        ("AM SPÄTEN NACHMITTAG", "AM SPÄTEN NACHMITTAG"),
        ("İn the evening", "İn the evening"),
        ("Le matin, nous servons le petit-déjeuner", "Le matin"),
    ],
)
def test_written_forms(text, expected):
    assert [m.text for m in recognize_day_periods(text)] == [expected]


@pytest.mark.parametrize(
    "text", ["Freitag, Abend", "après le petit-déjeuner", "La soirée d'entreprise"]
)
def test_punctuation_and_other_nouns_read_nothing(text):
    assert recognize_day_periods(text) == []
