"""POST /api/v1/chat with a holiday, a period or a weekday abbreviation for the day: a holiday is
its date (the reply states the weekday and date it resolved to), a period is asked back."""

import pytest

from .chat_turns import ask

HOLIDAYS = {
    "en": ("A room for 20 people on Christmas Eve from 18:00 to 23:00, please.", "24 December"),
    "de": ("Einen Raum für 20 Personen an Silvester von 19 bis 24 Uhr bitte.", "31. Dezember"),
    "fr": ("Une salle pour 20 personnes à la Saint-Sylvestre de 19 h à minuit.", "31 décembre"),
    "it": ("Una sala per 20 persone a San Silvestro dalle 19 a mezzanotte.", "31 dicembre"),
}


@pytest.mark.parametrize("lang", HOLIDAYS)
def test_a_holiday_is_the_date_it_names(api_client, demo_venue, lang):
    message, written = HOLIDAYS[lang]
    answer = ask(api_client, message, no_fallback=True)
    assert answer["request"]["date"][5:] in ("12-24", "12-31")
    assert written in answer["reply"]
    assert answer["request"]["participants"] == 20


def test_a_period_is_asked_back_with_the_times_kept(api_client, demo_venue):
    answer = ask(api_client, "A room for 20 people at the end of March, 18:00-23:00.")
    assert answer["request"]["date"] is None
    assert (answer["request"]["start_time"], answer["request"]["end_time"]) == ("18:00", "23:00")
    assert "period rather than a day" in answer["reply"]


def test_a_weekday_abbreviation_before_the_times_is_the_coming_weekday(api_client, demo_venue):
    answer = ask(api_client, "A room for 20 people sat. 18:00-23:00")
    assert answer["request"]["date"] is not None
    assert "Saturday" in answer["reply"]
