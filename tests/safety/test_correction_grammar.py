"""Corrected text that reads right: Italian articles agree with the new number, and a wrong room
keeps the word that introduced it. Ranges: test_ranges.py; facts put back: test_insertion.py."""

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
        (
            "2026-08-09",
            "La sala è riservata per l'8 agosto 2026.",
            "La sala è riservata per il 9 agosto 2026.",
        ),
        (
            "2026-08-08",
            "La sala è riservata per il 9 agosto 2026.",
            "La sala è riservata per l'8 agosto 2026.",
        ),
        (
            "2026-08-11",
            "La sala è riservata per il 9 agosto 2026.",
            "La sala è riservata per l'11 agosto 2026.",
        ),
        ("2026-08-09", "L'8 agosto 2026 la sala è vostra.", "Il 9 agosto 2026 la sala è vostra."),
        ("2026-08-08", "Il 9 agosto 2026 la sala è vostra.", "L'8 agosto 2026 la sala è vostra."),
        (
            "2026-08-09",
            "Il menu dell'8 agosto 2026 è confermato.",
            "Il menu del 9 agosto 2026 è confermato.",
        ),
        (
            "2026-08-08",
            "Il menu del 9 agosto 2026 è confermato.",
            "Il menu dell'8 agosto 2026 è confermato.",
        ),
        ("2026-08-09", "Vi aspettiamo all'8 agosto 2026.", "Vi aspettiamo al 9 agosto 2026."),
        (
            "2026-08-11",
            "La sala è libera dal 9 agosto 2026.",
            "La sala è libera dall'11 agosto 2026.",
        ),
        (
            "2026-08-09",
            "La sala è libera dall'8 agosto 2026.",
            "La sala è libera dal 9 agosto 2026.",
        ),
        (
            "2026-08-10",
            "Confermiamo lunedì, l'8 agosto 2026.",
            "Confermiamo lunedì, il 10 agosto 2026.",
        ),
        (
            "2026-08-18",
            "La sala è riservata per il 9 agosto 2026.",
            "La sala è riservata per il 18 agosto 2026.",
        ),
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


# -- names ------------------------------------------------------------------------------------


def test_a_wrong_room_keeps_the_word_that_introduced_it():
    facts = {"rooms": [{"value": "Atelier 3"}], "dates": [{"value": "2027-04-08"}]}
    draft = "Der Raum Atelier 8 ist am 8. April 2027 für Sie reserviert."
    assert (
        corrected(facts, draft, "de")
        == "Der Raum Atelier 3 ist am 8. April 2027 für Sie reserviert."
    )
