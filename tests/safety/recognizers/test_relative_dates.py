"""safety.recognizers.relative_dates: relative mentions beside absolute ones, and the reference day."""

import datetime as dt

import pytest

from safety.recognizers.relative_dates import is_time_zone, recognize_relative_dates, reference_day

THURSDAY = dt.date(2026, 8, 6)


@pytest.mark.parametrize(
    ("text", "written", "value"),
    [
        ("See you tomorrow.", "tomorrow", dt.date(2026, 8, 7)),
        ("See you next Friday.", "next Friday", dt.date(2026, 8, 14)),
        ("See you on Saturday.", "Saturday", dt.date(2026, 8, 8)),
        ("Bis morgen.", "morgen", dt.date(2026, 8, 7)),
        ("Bis übermorgen.", "übermorgen", dt.date(2026, 8, 8)),
        ("Wir sehen uns nächsten Freitag.", "nächsten Freitag", dt.date(2026, 8, 14)),
        ("À demain.", "demain", dt.date(2026, 8, 7)),
        ("À vendredi prochain.", "vendredi prochain", dt.date(2026, 8, 14)),
        ("A domani.", "domani", dt.date(2026, 8, 7)),
        ("Ci vediamo venerdì prossimo.", "venerdì prossimo", dt.date(2026, 8, 14)),
        ("Call me in 3 days.", "in 3 days", dt.date(2026, 8, 9)),
    ],
)
def test_a_relative_mention_is_the_date_it_is_on_the_reference_day(text, written, value):
    [mention] = recognize_relative_dates(text, today=THURSDAY)
    assert (text[mention.start : mention.end], mention.value) == (written, value)
    assert mention.year_stated


@pytest.mark.parametrize(
    ("text", "style"),
    [
        ("See you tomorrow.", "'on' dd.MM.y"),
        ("Wir sehen uns morgen.", "'am' dd.MM.y"),
        ("Rendez-vous demain.", "'le' dd.MM.y"),
        ("Ci vediamo domani.", "'il' dd.MM.y"),
        ("See you on Friday.", ""),
        ("Bis morgen.", ""),
        ("À demain.", ""),
    ],
)
def test_a_relative_mention_is_rewritten_after_on_unless_a_word_introduces_it(text, style):
    [mention] = recognize_relative_dates(text, today=THURSDAY)
    assert mention.style == style


@pytest.mark.parametrize(
    "text",
    [
        "See you on 8 August 2026.",
        "Am Samstag, 8. August 2026.",
        "Le 08.08.2026.",
        "The 3rd floor.",
        "Within 48 hours.",
        "Hello.",
    ],
)
def test_absolute_dates_and_numbers_are_no_relative_mentions(text):
    assert recognize_relative_dates(text, today=THURSDAY) == []


def test_reference_day_follows_the_time_zone():
    late = dt.datetime(2026, 8, 5, 23, 30, tzinfo=dt.UTC)
    assert reference_day(late) == dt.date(2026, 8, 5)
    assert reference_day(late, "Europe/Zurich") == dt.date(2026, 8, 6)
    assert reference_day(late, "America/New_York") == dt.date(2026, 8, 5)
    with pytest.raises(ValueError):
        reference_day(dt.datetime(2026, 8, 5, 12, 0))


@pytest.mark.parametrize(
    ("name", "known"),
    [
        ("Europe/Zurich", True),
        ("UTC", True),
        ("Mars/Olympus", False),
        ("../etc/passwd", False),
        ("", False),
    ],
)
def test_only_iana_zones_are_time_zones(name, known):
    assert is_time_zone(name) is known
