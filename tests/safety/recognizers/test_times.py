"""recognize_times: clock forms in en/de/fr/it, ranges, morning-or-evening flags, distractors."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.recognizers.times import recognize_times


def only(text: str):
    mentions = recognize_times(text)
    assert len(mentions) == 1, mentions
    return mentions[0]


def readings(text: str) -> list[tuple[str, str, bool]]:
    return [(m.text, f"{m.value:%H:%M}", m.twelve_hour_ambiguous) for m in recognize_times(text)]


# (text, span text, value, lang, twelve-hour ambiguous)
FORMS = [
    # digits on the 24-hour clock
    ("Your apéro starts at 18:00 sharp.", "18:00", "18:00", None, False),
    ("Doors open 9:30, see you then.", "9:30", "09:30", None, False),
    ("We open at 09:00.", "09:00", "09:00", None, False),
    ("um 09.30 beginnen wir", "09.30", "09:30", "de", False),
    ("Alle 9.30 serviremo il caffè.", "9.30", "09:30", "it", False),
    ("**Orario:** 9.30", "9.30", "09:30", "it", False),
    ("ab 18 Uhr reserviert", "18 Uhr", "18:00", "de", False),
    ("um 18.30 Uhr", "18.30 Uhr", "18:30", "de", False),
    ("ab 14:00 Uhr für Sie", "14:00 Uhr", "14:00", "de", False),
    ("um 9 Uhr 30 im Foyer", "9 Uhr 30", "09:30", "de", False),
    ("Wir starten um 7 Uhr.", "7 Uhr", "07:00", "de", False),
    ("dès 18h", "18h", "18:00", None, False),
    ("dès 18h00", "18h00", "18:00", None, False),
    ("à 9h30", "9h30", "09:30", None, False),
    ("L'accueil débutera à 9 h avec", "9 h", "09:00", None, False),
    ("le 2 mars à 5H", "5H", "05:00", None, False),
    ("18:30h - bitte pünktlich", "18:30h", "18:30", None, False),
    ("dès 17 heures.", "17 heures", "17:00", "fr", False),
    ("à 9 heures 30", "9 heures 30", "09:30", "fr", False),
    ("à 19 h 30", "19 h 30", "19:30", None, False),
    # the 12-hour clock with a marker
    ("from 6 pm", "6 pm", "18:00", "en", False),
    ("from 6pm", "6pm", "18:00", "en", False),
    ("at 6 PM", "6 PM", "18:00", "en", False),
    ("at 6:00 p.m.; the fee", "6:00 p.m.", "18:00", "en", False),
    ("doors at 8:00 a.m. for", "8:00 a.m.", "08:00", "en", False),
    ("from 11 am", "11 am", "11:00", "en", False),
    ("at 12 pm", "12 pm", "12:00", "en", False),
    ("at 12 am", "12 am", "00:00", "en", False),
    ("at 3:15p", "3:15p", "15:15", "en", False),
    ("around 3ish pm", "3ish pm", "15:00", "en", False),
    ("at 330 p.m.", "330 p.m.", "15:30", "en", False),
    ("at 3 o'clock pm", "3 o'clock pm", "15:00", "en", False),
    ("seven thirty p.m.", "seven thirty p.m.", "19:30", "en", False),
    ("at six pm", "six pm", "18:00", "en", False),
    # clock nouns
    ("at noon", "noon", "12:00", "en", False),
    ("at midday", "midday", "12:00", "en", False),
    ("until midnight", "midnight", "00:00", "en", False),
    ("um Mittag", "Mittag", "12:00", "de", False),
    ("bis Mitternacht", "Mitternacht", "00:00", "de", False),
    # CLDR's name of midnight after twelve (format_skeleton "Bh" of 00:00 in de_CH)
    ("startet 12 Uhr Mitternacht.", "12 Uhr Mitternacht", "00:00", "de", False),
    ("à midi.", "midi", "12:00", "fr", False),
    ("jusqu'à minuit", "minuit", "00:00", "fr", False),
    # Italian's plain preposition before a clock noun is part of the span ("alle 23" replaces it)
    ("a mezzogiorno.", "a mezzogiorno", "12:00", "it", False),
    ("fino a mezzanotte", "a mezzanotte", "00:00", "it", False),
    ("aperto da mezzogiorno", "da mezzogiorno", "12:00", "it", False),
    # twelve before a clock noun is the noun's hour
    ("ends at 12 noon.", "12 noon", "12:00", "en", False),
    ("ends at 12 midnight.", "12 midnight", "00:00", "en", False),
    ("endet um 12 Uhr Mittag.", "12 Uhr Mittag", "12:00", "de", False),
    ("finisce alle 12 mezzanotte", "12 mezzanotte", "00:00", "it", False),
    ("midi et quart", "midi et quart", "12:15", "fr", False),
    ("midi moins le quart", "midi moins le quart", "11:45", "fr", False),
    ("minuit trois", "minuit trois", "00:03", "fr", False),
    ("mezzogiorno meno un quarto", "mezzogiorno meno un quarto", "11:45", "it", False),
    # spoken forms: literal reading, morning or evening open
    ("from half past nine with", "half past nine", "09:30", "en", True),
    ("a quarter past 3pm", "a quarter past 3pm", "15:15", "en", False),
    ("a quarter to eight", "a quarter to eight", "07:45", "en", True),
    ("twenty past nine", "twenty past nine", "09:20", "en", True),
    ("a quarter to noon", "a quarter to noon", "11:45", "en", False),
    ("15 minutes past 3pm", "15 minutes past 3pm", "15:15", "en", False),
    ("at seven o'clock", "seven o'clock", "07:00", "en", True),
    ("at 7 o'clock", "7 o'clock", "07:00", "en", True),
    ("sei o'clock", "sei o'clock", "06:00", "en", True),
    ("half three", "half three", "03:30", "en", True),
    ("um halb acht mit", "halb acht", "07:30", "de", True),
    ("ab halb zehn mit", "halb zehn", "09:30", "de", True),
    ("um halb 4", "halb 4", "03:30", "de", True),
    ("halb eins", "halb eins", "12:30", "de", True),
    ("Viertel nach drei", "Viertel nach drei", "03:15", "de", True),
    ("Viertel vor acht", "Viertel vor acht", "07:45", "de", True),
    ("dreiviertel acht", "dreiviertel acht", "07:45", "de", True),
    ("zwanzig nach drei", "zwanzig nach drei", "03:20", "de", True),
    ("um 20 nach 3", "20 nach 3", "03:20", "de", True),
    ("fünf vor halb acht", "fünf vor halb acht", "07:25", "de", True),
    ("viertel vor 12", "viertel vor 12", "11:45", "de", True),
    ("um acht Uhr", "acht Uhr", "08:00", "de", True),
    ("um acht", "acht", "08:00", "de", True),
    ("achtzehn Uhr", "achtzehn Uhr", "18:00", "de", False),
    ("à neuf heures et demie", "neuf heures et demie", "09:30", "fr", True),
    ("dix-huit heures", "dix-huit heures", "18:00", "fr", False),
    ("à quinze heures quinze", "quinze heures quinze", "15:15", "fr", False),
    ("onze heures trois quarts", "onze heures trois quarts", "11:45", "fr", True),
    ("le nove e mezza", "nove e mezza", "09:30", "it", True),
    ("nove e mezza", "nove e mezza", "09:30", "it", True),
    ("alle tre e venti", "tre e venti", "03:20", "it", True),
    ("alle sette", "sette", "07:00", "it", True),
    ("dalle nove", "nove", "09:00", "it", True),
    ("all'una", "all'una", "01:00", "it", True),
    # a bare hour after a cue
    ("um 7", "7", "07:00", "de", True),
    ("um 15", "15", "15:00", "de", False),
    ("at 3", "3", "03:00", "en", True),
    ("at 12", "12", "12:00", "en", False),
    ("alle 18", "18", "18:00", "it", False),
    ("dalle 18.", "18", "18:00", "it", False),
    ("alle ore 18", "18", "18:00", "it", False),
    ("dalle ore 10.", "10", "10:00", "it", False),
    ("verso le 15", "15", "15:00", "it", False),
    ("alle 9", "9", "09:00", "it", True),
    ("alle 24", "24", "00:00", "it", False),
    ("at 3 15", "3 15", "03:15", "en", True),
]


@pytest.mark.parametrize(("text", "span", "value", "lang", "ambiguous"), FORMS)
def test_clock_forms(text, span, value, lang, ambiguous):
    mention = only(text)
    assert (mention.text, f"{mention.value:%H:%M}") == (span, value)
    assert mention.lang == lang
    assert mention.twelve_hour_ambiguous is ambiguous
    assert text[mention.start : mention.end] == mention.text


# A day period next to the time settles morning or evening.
DAY_PERIODS = [
    ("8 Uhr abends", "8 Uhr abends", "20:00"),
    ("1 Uhr mittags", "1 Uhr mittags", "13:00"),
    ("um 3 am Nachmittag", "3 am Nachmittag", "15:00"),
    ("halb vier am nachmittag", "halb vier am nachmittag", "15:30"),
    ("um 4 in der früh", "4 in der früh", "04:00"),  # part of the value, though it leaves it
    ("at 3 in the afternoon", "3 in the afternoon", "15:00"),
    ("3:15 in the afternoon", "3:15 in the afternoon", "15:15"),
    ("eight tonight", "eight tonight", "20:00"),
    ("at 11 at night", "11 at night", "23:00"),
    ("8h du soir", "8h du soir", "20:00"),
    ("3 heures du matin", "3 heures du matin", "03:00"),
    ("15:20 del pomeriggio", "15:20 del pomeriggio", "15:20"),
    ("8 heures ce soir", "8 heures ce soir", "20:00"),
    ("alle 3 del pomeriggio", "3 del pomeriggio", "15:00"),
    ("le tre di pomeriggio", "tre di pomeriggio", "15:00"),
    ("8 della sera", "8 della sera", "20:00"),
    ("at 730 in the evening", "730 in the evening", "19:30"),
    # before the cue, the time keeps its span
    ("tonight at 8", "8", "20:00"),
    ("this afternoon at 3:20", "3:20", "15:20"),
    ("heute abend um 8", "8", "20:00"),
    ("nachmittags um 1 Uhr 30", "1 Uhr 30", "13:30"),
    ("this morning at 10", "10", "10:00"),
    ("at 5 tomorrow afternoon", "5", "17:00"),
]


@pytest.mark.parametrize(("text", "span", "value"), DAY_PERIODS)
def test_day_period_settles_morning_or_evening(text, span, value):
    mention = only(text)
    assert (mention.text, f"{mention.value:%H:%M}", mention.twelve_hour_ambiguous) == (
        span,
        value,
        False,
    )


RANGES = [
    ("18:00–22:00", [("18:00", "18:00", False), ("22:00", "22:00", False)]),
    ("18:00-22:00", [("18:00", "18:00", False), ("22:00", "22:00", False)]),
    ("Zeit: 18–22 Uhr", [("18", "18:00", False), ("22 Uhr", "22:00", False)]),
    ("Seminar 9–12 Uhr", [("9", "09:00", False), ("12 Uhr", "12:00", False)]),
    ("from 6 to 10 pm", [("6", "18:00", False), ("10 pm", "22:00", False)]),
    ("3-4pm", [("3", "15:00", False), ("4pm", "16:00", False)]),
    ("3:30-6 p.m.", [("3:30", "15:30", False), ("6 p.m.", "18:00", False)]),
    ("from 11 to 2 pm", [("11", "11:00", False), ("2 pm", "14:00", False)]),
    ("8am until 6", [("8am", "08:00", False), ("6", "18:00", False)]),
    ("von 9 bis 17 Uhr", [("9", "09:00", False), ("17 Uhr", "17:00", False)]),
    ("13.30 bis 17.00 Uhr", [("13.30", "13:30", False), ("17.00 Uhr", "17:00", False)]),
    ("de 9h à 17h", [("9h", "09:00", False), ("17h", "17:00", False)]),
    ("de 9 à 17h", [("9", "09:00", False), ("17h", "17:00", False)]),
    ("entre 9h30 et 11h", [("9h30", "09:30", False), ("11h", "11:00", False)]),
    ("de 11h30 jusqu'à 1h30", [("11h30", "11:30", False), ("1h30", "13:30", False)]),
    ("dalle 9 alle 17", [("9", "09:00", False), ("17", "17:00", False)]),
    ("tra le 9:30 e le 11:00", [("9:30", "09:30", False), ("11:00", "11:00", False)]),
    ("13:30 to 17:00", [("13:30", "13:30", False), ("17:00", "17:00", False)]),
    ("between 3:30pm and 6 pm", [("3:30pm", "15:30", False), ("6 pm", "18:00", False)]),
    ("11:30-1:30", [("11:30", "11:30", False), ("1:30", "13:30", False)]),
    ("22:00–1:00", [("22:00", "22:00", False), ("1:00", "01:00", False)]),
    ("18:30h/19:00h", [("18:30h", "18:30", False), ("19:00h", "19:00", False)]),
    ("dalla mezzanotte alle 2", [("mezzanotte", "00:00", False), ("2", "02:00", False)]),
    # neither end says morning or evening
    ("from 6 to 10", [("6", "06:00", True), ("10", "10:00", True)]),
    ("dalle tre all'una", [("tre", "03:00", True), ("all'una", "01:00", True)]),
]


@pytest.mark.parametrize(("text", "expected"), RANGES)
def test_ranges_give_two_mentions(text, expected):
    assert readings(text) == expected


def test_range_start_takes_the_style_of_the_twelve_hour_clock():
    first, second = recognize_times("from 6 to 10 pm")
    assert (first.style, second.style) == ("h", "h a")


NOT_TIMES = [
    "Please confirm at least 48 hours in advance.",
    "Die Anreise dauert rund 15 Minuten.",
    "la gare est à 7 minutes à pied",
    "Disdetta gratuita fino a 14 giorni prima.",
    "The set-up takes about 2 hours.",
    "Das Aufbauen dauert 2 h.",
    "dans 2 heures",
    "deux heures de route",
    "within 24h",
    "CHF 2'150.00 inkl. 8,1 % MwSt.",
    "incl. 8.1% VAT",
    "a 30% deposit",
    "Der Apéro kostet CHF 12.50 pro Person.",
    "Total CHF 1'980.00 or CHF 1’980.–",
    "Preis: 45.– pro Person",
    "am 11.10.2026 reserviert",
    "am 8.8. um",
    "vom 18. bis 19. Juni",
    "ab 1.10.2026 geöffnet",
    "on 24–25 June 2027",
    "du 24 au 25 juin",
    "+41 41 555 27 80",
    "Sie erreichen uns unter 041 555 30 12.",
    "tel. 091 555 23 40",
    "reference EV-2026-1016",
    "Buchungsnummer 2027-0408-17",
    "TI-2027-0408",
    "open 24/7",
    "Haldenstrasse 12, 6006 Luzern",
    "Bus Nr. 24",
    "im Parkhaus P3",
    "Forum 2 is ready",
    "on the 3rd floor",
    "im 2. Stock",
    "au 2e étage",
    "version 2.10",
    "a ratio of 16:9",
    "4 Seminarräume",
    "since 2004",
    "ab 18 Jahren",
    "ab 20 Personen",
    "um 10 % erhöht",
    "at 3 locations",
    "at 12 per person",
    "alle 18 persone",
    "le tre sale",
    "tra 3 e 20 persone",
    "8–10 Personen",
    "from 6 to 10 guests",
    "dalle 10 alle 20 persone",
    "von 9 bis 12 Personen",
    "a 5–10 min walk",
    "rund um die Uhr",
    "eine Uhr kaufen",
    "Rate: 1 h = CHF 100",
    "Max. 2 h Parkzeit",
    "Preis 2.50-3.00",
    "We can host 10 to 12 guests",
    "from 1 to 3 October",
    "Gruppen von 10 bis 20 Personen",
    "We have 2 rooms at 3 different prices",
    "l'après-midi",
    "zu Mittag essen",
    "Mittagessen",
    "an afternoon break",
    "a 5-minute walk",
    "für alle 45 Teilnehmenden",
    "from 2026 on",
    "at 1030 guests",
]


@pytest.mark.parametrize("text", NOT_TIMES)
def test_numbers_that_are_no_clock_times(text):
    assert recognize_times(text) == []


def test_a_day_before_a_time_is_no_range():
    assert readings("le 16 à 18h") == [("18h", "18:00", False)]
    assert readings("vendredi 15 à 16h") == [("16h", "16:00", False)]


def test_a_counted_range_after_a_time_is_left_alone():
    assert readings("from 18:00 - 5 min walk") == [("18:00", "18:00", False)]


def test_german_am_is_no_marker():
    mention = only("um 19:30 am Freitag")
    assert (mention.text, mention.value) == ("19:30", dt.time(19, 30))


def test_upper_case_is_read():
    assert readings("AB 18 UHR") == [("18 UHR", "18:00", False)]


def test_a_letter_whose_lower_case_is_longer_keeps_spans_aligned():
    text = "İstanbul team, doors at 18:00."
    mention = only(text)
    assert text[mention.start : mention.end] == "18:00"


def test_mentions_are_sorted_and_apart():
    text = "Apéro ab 18 Uhr, Dinner um 19.30 Uhr, Dessert gegen halb zehn, Ende um Mitternacht."
    assert readings(text) == [
        ("18 Uhr", "18:00", False),
        ("19.30 Uhr", "19:30", False),
        ("halb zehn", "09:30", True),
        ("Mitternacht", "00:00", False),
    ]


def _times_in(case: dict) -> set[str]:
    return {fact["value"] for fact in case["facts"].get("times", [])}


def _matches(mention, value: str) -> bool:
    hour, minute = int(value[:2]), int(value[3:])
    hours = {mention.value.hour}
    if mention.twelve_hour_ambiguous:
        hours.add((mention.value.hour + 12) % 24)
    return mention.value.minute == minute and hour in hours


def test_every_time_of_the_development_corpus(shared_dir):
    """Every mention is a fact or a value the corpus marks as wrong or invented; every time
    fact of a case without a time error is found."""
    cases = [
        json.loads(line)
        for line in (shared_dir / "corpus" / "dev-verify.jsonl")
        .read_text(encoding="utf-8")
        .splitlines()
    ]
    for case in cases:
        mentions = recognize_times(case["text"])
        facts = _times_in(case)
        flagged = case["expect"].get("must_not_contain", [])
        for mention in mentions:
            assert any(_matches(mention, fact) for fact in facts) or any(
                mention.text in phrase for phrase in flagged
            ), (case["id"], mention)
        time_issue = any(issue["type"] == "time" for issue in case["expect"].get("issues", []))
        if not time_issue:
            for fact in case["facts"].get("times", []):
                if fact.get("required", True) or fact["value"] in case["text"]:
                    assert any(_matches(m, fact["value"]) for m in mentions), (case["id"], fact)


def test_the_half_eight_trap():
    mention = only("Ihr Seminar beginnt um halb acht mit einem Welcome Coffee.")
    assert mention.value == dt.time(7, 30)
    assert mention.twelve_hour_ambiguous


_PIECES = st.sampled_from(
    list("0123456789 :.-–hH'’apm")
    + [
        "Uhr",
        "um ",
        "at ",
        "alle ",
        "halb ",
        "acht",
        " heures",
        "noon",
        "bis ",
        " pm",
        " e mezza",
        "nove",
        "quarter past ",
        " tonight",
        " del pomeriggio",
        "İ",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=30).map("".join))
def test_never_raises_and_spans_slice_the_text(text):
    mentions = recognize_times(text)
    previous_end = -1
    for mention in mentions:
        assert text[mention.start : mention.end] == mention.text
        assert mention.start >= previous_end
        previous_end = mention.end


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_never_raises_on_any_text(text):
    for mention in recognize_times(text):
        assert text[mention.start : mention.end] == mention.text


def test_a_range_end_written_with_a_leading_zero_stays_on_the_24_hour_clock():
    assert [m.value for m in recognize_times("at 09:01 and 09:00")] == [dt.time(9, 1), dt.time(9)]
    assert [m.value for m in recognize_times("11:30-1:30")] == [dt.time(11, 30), dt.time(13, 30)]


@pytest.mark.parametrize("text", ["from 9 to 5", "from 9 to 11", "von 9 bis 5"])
def test_a_bare_range_end_at_the_texts_end_spans_only_its_digits(text):
    end = recognize_times(text)[-1]
    assert text[end.start : end.end] == end.text == text.rsplit(" ", 1)[1]
    assert end.end == len(text)


@pytest.mark.parametrize(
    "text,written",
    [
        ("L'apéritif est servi 12:20 du mat.", "12:20 du mat."),  # CLDR fr_CH "Bhm"
        ("We meet at 12:20 in the morning.", "12:20 in the morning"),
        ("Wir treffen uns um 12:20 Uhr morgens.", "12:20 Uhr morgens"),
        ("Ci vediamo alle 12:20 di mattina.", "12:20 di mattina"),
    ],
)
def test_twelve_with_a_morning_period_after_it_is_past_midnight(text, written):
    assert [(m.text, m.value) for m in recognize_times(text)] == [(written, dt.time(0, 20))]
