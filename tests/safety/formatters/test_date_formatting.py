"""format_date: styles, Swiss locale names, markers, and the round trip with recognize_dates."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from safety.formatters.dates import StyleError, format_date, range_styles
from safety.recognizers.dates import recognize_dates

D = dt.date


@pytest.mark.parametrize(
    ("value", "style", "lang", "expected"),
    [
        (D(2026, 2, 14), "", "en", "14.02.2026"),
        (D(2026, 2, 14), "", "xx", "14.02.2026"),
        (D(2026, 8, 8), "dd.MM.y", "de", "08.08.2026"),
        (D(2026, 8, 8), "d.M.yy", "de", "8.8.26"),
        (D(2026, 8, 8), "y-MM-dd", "en", "2026-08-08"),
        (D(2027, 3, 19), "d. MMMM y", "de", "19. März 2027"),
        (D(2027, 3, 19), "EEEE, d. MMMM y", "de", "Freitag, 19. März 2027"),
        (D(2027, 3, 14), "EEEE', den 'd. MMMM y", "de", "Sonntag, den 14. März 2027"),
        (D(2026, 8, 8), "EEEE d MMMM y", "fr", "samedi 8 août 2026"),
        (D(2026, 12, 3), "EEEE d MMMM y", "it", "giovedì 3 dicembre 2026"),
        (D(2026, 8, 8), "EEEE, d MMMM y", "en", "Saturday, 8 August 2026"),
        (D(2026, 8, 8), "MMMM d{th}, y", "en", "August 8th, 2026"),
        (D(2026, 8, 1), "MMMM d{th}, y", "en", "August 1st, 2026"),
        (D(2026, 8, 2), "d{th} MMMM", "en", "2nd August"),
        (D(2026, 8, 3), "d{th} MMMM", "en", "3rd August"),
        (D(2026, 8, 11), "d{th} MMMM", "en", "11th August"),
        (D(2026, 8, 22), "d{th} MMMM", "en", "22nd August"),
        (
            D(2026, 12, 11),
            "EEEE', the 'd{th}' of 'MMMM y",
            "en",
            "Friday, the 11th of December 2026",
        ),
        (D(2026, 8, 1), "d{er} MMMM", "fr", "1er août"),
        (D(2026, 8, 2), "d{er} MMMM", "fr", "2 août"),
        (D(2026, 10, 1), "EEEE d{°} MMMM y", "it", "giovedì 1° ottobre 2026"),
        (D(2026, 10, 2), "EEEE d{°} MMMM y", "it", "venerdì 2 ottobre 2026"),
        (D(2026, 8, 8), "MMM{.} d, y", "en", "Aug. 8, 2026"),
        (D(2026, 5, 8), "MMM{.} d, y", "en", "May 8, 2026"),
        (D(2026, 9, 8), "{alt}MMM{.} d", "en", "Sept. 8"),
        (D(2026, 10, 3), "d. MMM{.}", "de", "3. Okt."),
        (D(2026, 2, 3), "d MMM{.} y", "fr", "3 févr. 2026"),
        (D(2026, 2, 16), "EEE, MMM d", "en", "Mon, Feb 16"),
        (D(2026, 2, 16), "EEE{.}, d.M.", "de", "Mo., 16.2."),
        (D(2026, 8, 8), "{Aa}EEEE d MMMM", "fr", "Samedi 8 août"),
        (D(2026, 8, 8), "{aa}EEEE, {aa}MMMM d", "en", "saturday, august 8"),
        (D(2026, 8, 8), "{AA}MMMM d", "en", "AUGUST 8"),
        (D(2026, 11, 16), "{plain}EEEE d MMMM", "it", "lunedi 16 novembre"),
        (D(2026, 2, 14), "d {plain}MMMM y", "fr", "14 fevrier 2026"),
        (D(2026, 3, 1), "{word}' of 'MMMM", "en", "first of March"),
        (D(2026, 3, 21), "MMMM {word}", "en", "March twenty-first"),
        (D(2026, 3, 1), "{word}'er 'MMMM", "de", "erster März"),
        (D(2026, 3, 30), "{alt}{word}'en 'MMMM", "de", "dreißigsten März"),
        (D(2026, 3, 1), "{word} MMMM", "fr", "premier mars"),
        (D(2026, 3, 2), "{word} MMMM", "fr", "2 mars"),
        (D(2026, 3, 1), "{word} MMMM", "it", "primo marzo"),
        (D(1974, 10, 31), "d-MMM-yy", "en", "31-Oct-74"),
        (D(2026, 10, 31), "M/d/y", "en", "10/31/2026"),
        (D(2026, 8, 8), "d 'o''clock' MMMM", "en", "8 o'clock August"),
    ],
)
def test_format_date(value, style, lang, expected):
    assert format_date(value, style, lang) == expected


def test_replacing_a_date_keeps_its_form_and_rewrites_the_weekday():
    mention = recognize_dates(
        "Gerne bestätigen wir den Seeblick für Donnerstag, 18. März 2027 um 12 Uhr."
    )[0]
    assert (
        format_date(D(2027, 3, 19), mention.style, mention.lang or "en") == "Freitag, 19. März 2027"
    )
    mention = recognize_dates("on Sunday, March 14th, 2027.")[0]
    assert (
        format_date(D(2027, 3, 22), mention.style, mention.lang or "en")
        == "Monday, March 22nd, 2027"
    )
    mention = recognize_dates("le jeudi 1er octobre 2026 dès")[0]
    assert (
        format_date(D(2026, 10, 2), mention.style, mention.lang or "en")
        == "vendredi 2 octobre 2026"
    )


@pytest.mark.parametrize("style", ["{nope}d", "dd.MM.y'", "dd.QQ.y"])
def test_malformed_styles_are_rejected(style):
    with pytest.raises(StyleError):
        format_date(D(2026, 1, 1), style, "en")


ROUND_TRIP_TEXTS = [
    "08.08.2026 8.8.26 2026-08-08 15/02/2026 10/31/2026 31-Oct-74",
    "Saturday, 8 August 2026; August 8th, 2026; the 8th of August 2026; Aug. 8; Sept. 8; 8 Sept",
    "SATURDAY, 8 AUGUST 2026 and saturday, august 8 and Mon, Feb 16 2026 and Tues, Feb 17 2026",
    "Samstag, den 8. August 2026; Mo., 16.2.; am 15.2. und 3. Okt. 2026; ersten August; Fr, 18. Juli",
    "le samedi 8 août 2026, le 1er août, Samedi 8 aout 2026, le 3 févr. 2027, premier mars 2027",
    "l'8 agosto 2026, sabato 8 agosto 2026, giovedì 1° ottobre 2026, lunedi 16 novembre 2026",
    "24–25 June 2026, du 24 au 25 juin 2027, vom 18. bis 19. Juni 2026, July 13-15, 2026",
]


@pytest.mark.parametrize("text", ROUND_TRIP_TEXTS)
def test_round_trip_on_written_forms(text):
    mentions = recognize_dates(text)
    assert mentions
    for mention in mentions:
        if not mention.weekday_contradicts:
            assert format_date(mention.value, mention.style, mention.lang or "en") == mention.text


def test_round_trip_on_every_date_of_the_development_corpus(shared_dir):
    checked = 0
    for line in (
        (shared_dir / "corpus" / "dev-verify.jsonl").read_text(encoding="utf-8").splitlines()
    ):
        for mention in recognize_dates(json.loads(line)["text"]):
            if mention.weekday_contradicts:
                continue
            assert format_date(mention.value, mention.style, mention.lang or "en") == mention.text
            checked += 1
    assert checked >= 160


@pytest.mark.parametrize(
    ("styles", "values", "expected"),
    [
        (("d", "d MMMM y"), (D(2026, 6, 23), D(2026, 6, 25)), ("d", "d MMMM y")),
        (("d", "d MMMM y"), (D(2026, 6, 30), D(2026, 7, 1)), ("d MMMM", "d MMMM y")),
        (("d", "d MMMM y"), (D(2026, 12, 31), D(2027, 1, 1)), ("d MMMM y", "d MMMM y")),
        (("d.", "d. MMMM y"), (D(2026, 6, 30), D(2026, 7, 1)), ("d. MMMM", "d. MMMM y")),
        (("d.", "d.MM.y"), (D(2026, 6, 30), D(2026, 7, 1)), ("d.MM.y", "d.MM.y")),
        (("MMMM d", "d, y"), (D(2026, 6, 23), D(2026, 6, 25)), ("MMMM d", "d, y")),
        (("MMMM d", "d, y"), (D(2026, 6, 30), D(2026, 7, 1)), ("MMMM d", "MMMM d, y")),
        (("MMMM d", "d, y"), (D(2026, 12, 31), D(2027, 1, 1)), ("MMMM d, y", "MMMM d, y")),
        (("d MMMM", "d MMMM y"), (D(2026, 12, 31), D(2027, 1, 1)), ("d MMMM y", "d MMMM y")),
        (
            ("EEEE d", "EEEE d MMMM y"),
            (D(2026, 6, 30), D(2026, 7, 1)),
            ("EEEE d MMMM", "EEEE d MMMM y"),
        ),
    ],
)
def test_range_styles_write_out_what_one_end_can_no_longer_borrow(styles, values, expected):
    assert range_styles(*styles, *values) == expected


def test_french_writes_the_first_of_a_named_month_as_an_ordinal():
    import datetime as dt

    from safety.formatters.dates import format_date

    assert format_date(dt.date(2027, 10, 1), "EEEE d MMMM y", "fr") == "vendredi 1er octobre 2027"
    assert format_date(dt.date(2027, 10, 2), "EEEE d MMMM y", "fr") == "samedi 2 octobre 2027"
    assert format_date(dt.date(2027, 10, 1), "dd.MM.y", "fr") == "01.10.2027"
