"""Facts put back into a reply that left them out (safety.insertion): in the reply's own form, such
as one more item of its labelled list."""

import pytest

from tests.safety.test_correction_grammar import corrected

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
    facts = {
        "dates": [{"value": "2027-03-11"}],
        "times": [{"value": "12:00"}],
        "rooms": [{"value": "Atelier 3"}],
    }
    assert corrected(facts, draft, lang) == expected


def test_a_missing_count_in_a_labelled_list_gets_a_label_of_its_own():
    facts = {
        "dates": [{"value": "2027-03-11"}],
        "rooms": [{"value": "Atelier 3"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
    draft = "- **Datum:** 11. März 2027\n- **Raum:** Atelier 3"
    assert (
        corrected(facts, draft, "de")
        == "- **Datum:** 11. März 2027\n- **Raum:** Atelier 3\n- **Personen:** 24"
    )


FIELD_FACTS = {
    "dates": [{"value": "2027-06-18"}],
    "rooms": [{"value": "Panorama"}],
    "counts": [{"value": 32}],
}


@pytest.mark.parametrize(
    ("draft", "lang", "expected"),
    [
        (
            "Date: 18.06.2027\nParticipants: 32",
            "en",
            "Date: 18.06.2027\nParticipants: 32\nRoom: Panorama",
        ),
        (
            "Date : 18.06.2027\nParticipants : 32",
            "fr",
            "Date : 18.06.2027\nParticipants : 32\nSalle : Panorama",
        ),
        (
            "Datum: 18.06.2027\nTeilnehmende: 32\n\nFreundliche Grüsse",
            "de",
            "Datum: 18.06.2027\nTeilnehmende: 32\nRaum: Panorama\n\nFreundliche Grüsse",
        ),
    ],
)
def test_a_missing_fact_joins_a_block_of_fields_as_one_more_field(draft, lang, expected):
    assert corrected(FIELD_FACTS, draft, lang) == expected


def test_one_line_with_a_colon_is_no_block_of_fields():
    draft = "Note: the date is 18.06.2027.\nWe expect 32 people."
    assert corrected(FIELD_FACTS, draft, "en") == (
        "Note: the date is 18.06.2027.\nWe expect 32 people. The offer is for the room Panorama."
    )
