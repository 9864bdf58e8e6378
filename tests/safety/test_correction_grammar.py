"""Corrected text that reads right: Italian articles agree with the new number, ranges stay
ranges when an end moves to another month, year or half of the day, and a range that loses an
invented end becomes a single date."""
import pytest

from safety.correct import repair
from safety.facts import HardFacts


def corrected(facts: dict, draft: str, lang: str) -> str:
    outcome = repair(HardFacts.model_validate(facts), draft, locale=lang)
    assert not outcome.fallback, outcome.text
    assert outcome.final.ok, outcome.final.issues
    return outcome.text


def dates(*values: str) -> dict:
    return {"dates": [{"value": value} for value in values]}


# -- Italian articles -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "draft", "expected"),
    [
        ("2026-08-09", "La sala è riservata per l'8 agosto 2026.", "La sala è riservata per il 9 agosto 2026."),
        ("2026-08-08", "La sala è riservata per il 9 agosto 2026.", "La sala è riservata per l'8 agosto 2026."),
        ("2026-08-11", "La sala è riservata per il 9 agosto 2026.", "La sala è riservata per l'11 agosto 2026."),
        ("2026-08-09", "L'8 agosto 2026 la sala è vostra.", "Il 9 agosto 2026 la sala è vostra."),
        ("2026-08-08", "Il 9 agosto 2026 la sala è vostra.", "L'8 agosto 2026 la sala è vostra."),
        ("2026-08-09", "Il menu dell'8 agosto 2026 è confermato.", "Il menu del 9 agosto 2026 è confermato."),
        ("2026-08-08", "Il menu del 9 agosto 2026 è confermato.", "Il menu dell'8 agosto 2026 è confermato."),
        ("2026-08-09", "Vi aspettiamo all'8 agosto 2026.", "Vi aspettiamo al 9 agosto 2026."),
        ("2026-08-11", "La sala è libera dal 9 agosto 2026.", "La sala è libera dall'11 agosto 2026."),
        ("2026-08-09", "La sala è libera dall'8 agosto 2026.", "La sala è libera dal 9 agosto 2026."),
        ("2026-08-10", "Confermiamo lunedì, l'8 agosto 2026.", "Confermiamo lunedì, il 10 agosto 2026."),
        ("2026-08-18", "La sala è riservata per il 9 agosto 2026.", "La sala è riservata per il 18 agosto 2026."),
    ],
)
def test_an_italian_article_agrees_with_the_corrected_day(fact, draft, expected):
    assert corrected(dates(fact), draft, "it") == expected


def test_an_italian_date_range_takes_elided_articles_on_both_ends():
    draft = "La sala è riservata dal 9 al 10 agosto 2026."
    facts = dates("2026-08-08", "2026-08-10")
    assert corrected(facts, draft, "it") == "La sala è riservata dall'8 al 10 agosto 2026."


@pytest.mark.parametrize(
    ("value", "draft", "expected"),
    [
        (80, "La cena per i 30 ospiti è confermata.", "La cena per gli 80 ospiti è confermata."),
        (30, "La cena per gli 80 ospiti è confermata.", "La cena per i 30 ospiti è confermata."),
        (11, "Il prezzo dei 12 partecipanti è fisso.", "Il prezzo degli 11 partecipanti è fisso."),
        (40, "Il prezzo degli 8 partecipanti è fisso.", "Il prezzo dei 40 partecipanti è fisso."),
        (80, "Offriamo un aperitivo ai 30 ospiti.", "Offriamo un aperitivo agli 80 ospiti."),
        (80, "La cena per le 30 persone è confermata.", "La cena per le 80 persone è confermata."),
    ],
)
def test_an_italian_plural_article_agrees_with_the_corrected_count(value, draft, expected):
    facts = {"counts": [{"value": value, "unit": "participants"}]}
    assert corrected(facts, draft, "it") == expected


def test_a_french_date_keeps_its_article():
    draft = "La salle est réservée le 8 août 2026."
    assert corrected(dates("2026-08-11"), draft, "fr") == "La salle est réservée le 11 août 2026."


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
            "Das Seminar findet vom 30.06.2026–1.07.2026 statt.",
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
        ("2026-06-25", "Your retreat runs 24–25 June 2026.", "en", "Your retreat runs 25 June 2026."),
        ("2026-06-24", "Your retreat runs 24–25 June 2026.", "en", "Your retreat runs 24 June 2026."),
        ("2026-06-24", "We expect you from 24 to 25 June 2026.", "en", "We expect you on 24 June 2026."),
        ("2026-06-24", "Ihr Seminar findet vom 24. bis 25. Juni 2026 statt.", "de", "Ihr Seminar findet am 24. Juni 2026 statt."),
        ("2026-06-25", "Ihr Seminar findet vom 24. bis 25. Juni 2026 statt.", "de", "Ihr Seminar findet am 25. Juni 2026 statt."),
        ("2026-06-24", "Votre séminaire a lieu du 24 au 25 juin 2026.", "fr", "Votre séminaire a lieu le 24 juin 2026."),
        ("2026-06-24", "Il seminario si terrà dal 24 al 25 giugno 2026.", "it", "Il seminario si terrà il 24 giugno 2026."),
        ("2026-06-11", "Il seminario si terrà dall'11 al 12 giugno 2026.", "it", "Il seminario si terrà l'11 giugno 2026."),
    ],
)
def test_a_range_with_an_invented_end_becomes_the_one_date(fact, draft, lang, expected):
    assert corrected(dates(fact), draft, lang) == expected


# -- time ranges ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("facts", "draft", "expected"),
    [
        (("10:00", "13:00"), "The room is yours from 10 to 11 am.", "The room is yours from 10 to 1 pm."),
        (("09:00", "11:00"), "The room is yours from 8 to 11 am.", "The room is yours from 9 to 11 am."),
        (("18:00", "23:00"), "The room is yours from 7 to 11 pm.", "The room is yours from 6 to 11 pm."),
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


# -- names ------------------------------------------------------------------------------------


def test_a_wrong_room_keeps_the_word_that_introduced_it():
    facts = {"rooms": [{"value": "Atelier 3"}], "dates": [{"value": "2027-04-08"}]}
    draft = "Der Raum Atelier 8 ist am 8. April 2027 für Sie reserviert."
    assert corrected(facts, draft, "de") == "Der Raum Atelier 3 ist am 8. April 2027 für Sie reserviert."


# -- inserted facts ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("draft", "lang", "expected"),
    [
        (
            "Summary:\n\n- **Date:** 11 March 2027\n- **Room:** Atelier 3\n\nKind regards",
            "en",
            "Summary:\n\n- **Date:** 11 March 2027\n- **Room:** Atelier 3\n- **Time:** 12:00\n\nKind regards",
        ),
        (
            "- **Datum:** 11. März 2027\n- **Raum:** Atelier 3",
            "de",
            "- **Datum:** 11. März 2027\n- **Raum:** Atelier 3\n- **Zeit:** 12:00",
        ),
        (
            "- Date : 11 mars 2027\n- Salle : Atelier 3",
            "fr",
            "- Date : 11 mars 2027\n- Salle : Atelier 3\n- Heure : 12:00",
        ),
        (
            "* Data: 11 marzo 2027;\n* Sala: Atelier 3;",
            "it",
            "* Data: 11 marzo 2027;\n* Sala: Atelier 3;\n* Orario: 12:00;",
        ),
    ],
)
def test_a_missing_fact_joins_a_labelled_list_as_one_more_item(draft, lang, expected):
    facts = {"dates": [{"value": "2027-03-11"}], "times": [{"value": "12:00"}], "rooms": [{"value": "Atelier 3"}]}
    assert corrected(facts, draft, lang) == expected


def test_a_missing_count_in_a_labelled_list_gets_a_label_of_its_own():
    facts = {"dates": [{"value": "2027-03-11"}], "rooms": [{"value": "Atelier 3"}], "counts": [{"value": 24, "unit": "participants"}]}
    draft = "- **Datum:** 11. März 2027\n- **Raum:** Atelier 3"
    assert corrected(facts, draft, "de") == "- **Datum:** 11. März 2027\n- **Raum:** Atelier 3\n- **Personen:** 24"
