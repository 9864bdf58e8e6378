"""Two catalog names that the built-in glossary translates into each other (Seeblick and
Seesicht, both "lake view") stay two names: a correct reply naming both is not "corrected"."""

import pytest
from django.utils import timezone

from safety import AmountFact, HardFacts, RoomFact
from safety.verify import verify
from tests.booking.factories import make_room

URL = "/api/v1/chat"
YEAR = timezone.localdate().year + 1
# Pairs of names one glossary group holds, added next to each other to the catalog.
PAIRS = [("Seeblick", "Seesicht"), ("Bergblick", "Bergsicht"), ("Studio", "Atelier")]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_room_named_like_a_translation_of_another_is_offered_as_itself(
    api_client, demo_venue, lang
):
    make_room("Seeblick", capacity_min=4, capacity_max=20)
    message = {
        "en": f"A room for 15 people on 8 August {YEAR} from 18:00 to 22:00?",
        "de": f"Ein Raum für 15 Personen am 8. August {YEAR} von 18 bis 22 Uhr?",
        "fr": f"Une salle pour 15 personnes le 8 août {YEAR} de 18h à 22h ?",
        "it": f"Una sala per 15 persone l'8 agosto {YEAR} dalle 18 alle 22?",
    }[lang]

    body = api_client.post(URL, {"message": message}, format="json").json()

    assert body["verification"] == {"ok": True, "corrected": False, "fallback": False, "issues": []}
    lines = body["reply"].split("\n")
    assert sum(line.startswith("- Seeblick (") for line in lines) == 1
    assert sum(line.startswith("- Seesicht (") for line in lines) == 1

    # Asking for one of them by name gets that one.
    second = api_client.post(
        URL, {"message": "Seeblick", "conversation": body["conversation"]}, format="json"
    ).json()
    assert second["request"]["rooms"] == ["Seeblick"]
    third = api_client.post(
        URL, {"message": "Seesicht", "conversation": body["conversation"]}, format="json"
    ).json()
    assert third["request"]["rooms"] == ["Seesicht"]


@pytest.mark.parametrize(("first", "second"), PAIRS)
@pytest.mark.parametrize("order", [0, 1])
def test_verify_keeps_two_catalog_names_a_glossary_group_joins(first, second, order):
    names = (first, second) if order == 0 else (second, first)
    facts = HardFacts(
        rooms=[RoomFact(value=name) for name in names],
        amounts=[
            AmountFact(value="550.00", subject=names[0]),
            AmountFact(value="950.00", subject=names[1]),
        ],
    )
    text = f"{names[0]}: CHF 550.00\n{names[1]}: CHF 950.00"

    report = verify(facts, text, locale="en")

    assert report.ok, report.issues
