"""One meaning for relative days, shared by the intake and the library (safety): "next Friday",
"nächsten Freitag", "vendredi prochain", "venerdì prossimo" are Friday of next week in every
language and on every day; "this Friday" is today or the coming one; a weekday alone on that
weekday is asked back (today or a week later)."""

import datetime as dt

from babel.dates import get_day_names
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.recognizers.relative_dates import recognize_relative_dates

from .reading import read

NEXT = {"en": "A room next {day}?", "de": "Ein Raum nächsten {day}?",
        "fr": "Une salle {day} prochain ?", "it": "Una sala {day} prossimo?"}  # fmt: skip
THIS = {"en": "A room this {day}?", "de": "Ein Raum diesen {day}?",
        "fr": "Une salle ce {day} ?", "it": "Una sala questo {day}?"}  # fmt: skip
ALONE = {"en": "A room on {day}?", "de": "Ein Raum am {day}?",
         "fr": "Une salle {day} ?", "it": "Una sala {day}?"}  # fmt: skip


def day_name(lang: str, weekday: int) -> str:
    name = get_day_names("wide", locale=lang)[weekday]
    return name.capitalize() if lang in ("en", "de") else name


def library_date(text: str, today: dt.date) -> dt.date:
    [mention] = recognize_relative_dates(text, today=today)
    return mention.value


days = st.dates(dt.date(2026, 1, 1), dt.date(2028, 12, 31))


@settings(max_examples=120, deadline=None)
@given(lang=st.sampled_from(sorted(NEXT)), today=days, weekday=st.integers(0, 6))
def test_next_weekday_is_that_day_of_next_week_in_the_intake_and_the_library(lang, today, weekday):
    text = NEXT[lang].format(day=day_name(lang, weekday))
    next_monday = today + dt.timedelta(days=7 - today.weekday())
    expected = next_monday + dt.timedelta(days=weekday)
    assert read(text, received_on=today).update.date == expected
    assert library_date(text, today) == expected


@settings(max_examples=120, deadline=None)
@given(lang=st.sampled_from(sorted(THIS)), today=days, weekday=st.integers(0, 6))
def test_this_weekday_is_today_or_the_coming_one_in_the_intake_and_the_library(
    lang, today, weekday
):
    text = THIS[lang].format(day=day_name(lang, weekday))
    expected = today + dt.timedelta(days=(weekday - today.weekday()) % 7)
    assert read(text, received_on=today).update.date == expected
    assert library_date(text, today) == expected


@settings(max_examples=120, deadline=None)
@given(lang=st.sampled_from(sorted(ALONE)), today=days, weekday=st.integers(0, 6))
def test_a_weekday_alone_is_the_coming_one_or_asked_back_on_that_day(lang, today, weekday):
    text = ALONE[lang].format(day=day_name(lang, weekday))
    intake = read(text, received_on=today)
    if weekday == today.weekday():
        assert intake.update.date is None
        assert intake.unclear == (("date", "date_weekday_today"),)
    else:
        expected = today + dt.timedelta(days=(weekday - today.weekday()) % 7)
        assert intake.update.date == expected
        assert library_date(text, today) == expected
