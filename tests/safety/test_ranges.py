"""Ranges in corrected text (safety.ranges): a range stays a range when an end moves to another
month, year or half of the day, and a range that loses an invented end becomes one value."""

import pytest

from tests.safety.test_correction_grammar import corrected, dates

# -- date ranges ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("facts", "draft", "lang", "expected"),
    [
        (
            ("2026-06-30", "2026-07-01"),
            "Your retreat runs 24–25 June 2026.",
            "en",
            "Your retreat runs 30 June–1 July 2026.",
        ),
        (
            ("2026-06-23", "2026-06-25"),
            "Your retreat runs 24–25 June 2026.",
            "en",
            "Your retreat runs 23–25 June 2026.",
        ),
        (
            ("2026-06-24", "2026-07-01"),
            "Your retreat runs 24–25 June 2026.",
            "en",
            "Your retreat runs 24 June–1 July 2026.",
        ),
        (
            ("2026-07-24", "2026-07-25"),
            "Your retreat runs 24–25 June 2026.",
            "en",
            "Your retreat runs 24–25 July 2026.",
        ),
        (
            ("2026-06-30", "2026-07-01"),
            "Your retreat runs June 24–25, 2026.",
            "en",
            "Your retreat runs June 30–July 1, 2026.",
        ),
        (
            ("2026-12-31", "2027-01-01"),
            "Your party runs 30–31 December 2026.",
            "en",
            "Your party runs 31 December 2026–1 January 2027.",
        ),
        (
            ("2026-12-31", "2027-01-01"),
            "Your party runs December 30–31, 2026.",
            "en",
            "Your party runs December 31, 2026–January 1, 2027.",
        ),
        (
            ("2026-06-30", "2026-07-01"),
            "Ihr Seminar findet vom 24. bis 25. Juni 2026 statt.",
            "de",
            "Ihr Seminar findet vom 30. Juni bis 1. Juli 2026 statt.",
        ),
        (
            ("2026-06-30", "2026-07-01"),
            "Das Seminar findet vom 24.–25.06.2026 statt.",
            "de",
            "Das Seminar findet vom 30.06.2026–01.07.2026 statt.",
        ),
        (
            ("2026-06-30", "2026-07-02"),
            "Votre séminaire a lieu du 24 au 25 juin 2026.",
            "fr",
            "Votre séminaire a lieu du 30 juin au 2 juillet 2026.",
        ),
        (
            ("2026-06-23", "2026-06-25"),
            "Votre séminaire a lieu du 24 au 25 juin 2026.",
            "fr",
            "Votre séminaire a lieu du 23 au 25 juin 2026.",
        ),
        (
            ("2026-06-30", "2026-07-02"),
            "Il seminario si terrà dal 24 al 25 giugno 2026.",
            "it",
            "Il seminario si terrà dal 30 giugno al 2 luglio 2026.",
        ),
        (
            ("2026-07-31", "2026-08-08"),
            "Il seminario si terrà dal 31 luglio al 2 agosto 2026.",
            "it",
            "Il seminario si terrà dal 31 luglio all'8 agosto 2026.",
        ),
    ],
)
def test_a_range_moved_across_a_month_or_year_names_both_months(facts, draft, lang, expected):
    assert corrected(dates(*facts), draft, lang) == expected


@pytest.mark.parametrize(
    ("fact", "draft", "lang", "expected"),
    [
        (
            "2026-06-25",
            "Your retreat runs 24–25 June 2026.",
            "en",
            "Your retreat runs 25 June 2026.",
        ),
        (
            "2026-06-24",
            "Your retreat runs 24–25 June 2026.",
            "en",
            "Your retreat runs 24 June 2026.",
        ),
        (
            "2026-06-24",
            "We expect you from 24 to 25 June 2026.",
            "en",
            "We expect you on 24 June 2026.",
        ),
        (
            "2026-06-24",
            "Ihr Seminar findet vom 24. bis 25. Juni 2026 statt.",
            "de",
            "Ihr Seminar findet am 24. Juni 2026 statt.",
        ),
        (
            "2026-06-25",
            "Ihr Seminar findet vom 24. bis 25. Juni 2026 statt.",
            "de",
            "Ihr Seminar findet am 25. Juni 2026 statt.",
        ),
        (
            "2026-06-24",
            "Votre séminaire a lieu du 24 au 25 juin 2026.",
            "fr",
            "Votre séminaire a lieu le 24 juin 2026.",
        ),
        (
            "2026-06-24",
            "Il seminario si terrà dal 24 al 25 giugno 2026.",
            "it",
            "Il seminario si terrà il 24 giugno 2026.",
        ),
        (
            "2026-06-11",
            "Il seminario si terrà dall'11 al 12 giugno 2026.",
            "it",
            "Il seminario si terrà l'11 giugno 2026.",
        ),
    ],
)
def test_a_range_with_an_invented_end_becomes_the_one_date(fact, draft, lang, expected):
    assert corrected(dates(fact), draft, lang) == expected


# -- time ranges ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("facts", "draft", "expected"),
    [
        (
            ("10:00", "13:00"),
            "The room is yours from 10 to 11 am.",
            "The room is yours from 10 to 1 pm.",
        ),
        (
            ("09:00", "11:00"),
            "The room is yours from 8 to 11 am.",
            "The room is yours from 9 to 11 am.",
        ),
        (
            ("18:00", "23:00"),
            "The room is yours from 7 to 11 pm.",
            "The room is yours from 6 to 11 pm.",
        ),
    ],
)
def test_a_twelve_hour_range_keeps_its_single_day_period(facts, draft, expected):
    assert corrected({"times": [{"value": v} for v in facts]}, draft, "en") == expected


@pytest.mark.parametrize(
    ("draft", "lang", "expected"),
    [
        (
            "Ihr Seminar beginnt am 12.09.2026 von 18.30 bis 23 Uhr.",
            "de",
            "Ihr Seminar beginnt am 12.09.2026 um 18.30 Uhr.",
        ),
        (
            "Ihr Seminar beginnt am 12.09.2026 von 17 bis 18.30 Uhr.",
            "de",
            "Ihr Seminar beginnt am 12.09.2026 um 18.30 Uhr.",
        ),
        (
            "Your seminar is on 12.09.2026 from 6:30 to 11 pm.",
            "en",
            "Your seminar is on 12.09.2026 at 6:30 pm.",
        ),
        (
            "Your seminar is on 12.09.2026, 6:30–11 pm.",
            "en",
            "Your seminar is on 12.09.2026, 6:30 pm.",
        ),
        (
            "Votre séminaire a lieu le 12.09.2026 de 18h30 à 23h.",
            "fr",
            "Votre séminaire a lieu le 12.09.2026 à 18h30.",
        ),
        (
            "Il seminario si terrà il 12.09.2026 dalle 18.30 alle 23.",
            "it",
            "Il seminario si terrà il 12.09.2026 alle 18.30.",
        ),
        (
            "Ci vediamo il 12.09.2026 tra le 18.30 e le 23.",
            "it",
            "Ci vediamo il 12.09.2026 alle 18.30.",
        ),
        (
            "Rendez-vous le 12.09.2026 entre 18h30 et 23h.",
            "fr",
            "Rendez-vous le 12.09.2026 à 18h30.",
        ),
        (
            "Wir sehen uns am 12.09.2026 zwischen 18.30 und 23 Uhr.",
            "de",
            "Wir sehen uns am 12.09.2026 um 18.30 Uhr.",
        ),
    ],
)
def test_a_time_range_with_an_invented_end_becomes_the_one_time(draft, lang, expected):
    facts = {"dates": [{"value": "2026-09-12"}], "times": [{"value": "18:30"}]}
    assert corrected(facts, draft, lang) == expected
