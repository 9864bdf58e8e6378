"""Correct never harms correct text: a clean reply with any sentence of numbers that are no facts
(addresses, directions, phones, references, floors, areas, deposits, the venue's own staff) goes
through repair byte for byte."""

import json
from pathlib import Path

import pytest

from safety.correct import repair
from safety.facts import HardFacts

DISTRACTORS = {
    "en": [
        "Our address is Seestrasse 12, 8002 Zürich.",
        "Take tram 11 or bus 33 to the stop Bürkliplatz; we are on the 3rd floor.",
        "Call us at +41 44 123 45 67 or 044 123 45 67.",
        "Your reference is EV-2026-1016.",
        "Parking P2 has 120 spaces.",
        "The building was renovated in 2018 and has 4 meeting rooms.",
        "A 30% deposit is due 14 days before the event.",
        "The walk from the station takes 5 minutes.",
        "We have been hosting events since 1998.",
        "Wi-Fi is available 24/7.",
        "The terrace measures 120 m² and offers 3 lounge areas.",
        "Room 204 is next to the lift.",
        "Prices include 8.1% VAT.",
        "Our team of 12 staff will take care of you.",
        "There are 2 cloakrooms and 6 restrooms.",
        "We remain at your disposal for any question about the technical set up of the Room.",
    ],
    "de": [
        "Unsere Adresse: Seestrasse 12, 8002 Zürich.",
        "Nehmen Sie das Tram 11 oder den Bus 33; wir sind im 3. Stock.",
        "Telefon +41 44 123 45 67.",
        "Ihre Referenz lautet EV-2026-1016.",
        "Das Parkhaus P2 hat 120 Plätze.",
        "Das Haus wurde 2018 renoviert und bietet 4 Seminarräume.",
        "Eine Anzahlung von 30 % ist 14 Tage vorher fällig.",
        "Der Fussweg vom Bahnhof dauert 5 Minuten.",
        "Die Terrasse misst 120 m² und hat 3 Loungebereiche.",
        "Die Preise verstehen sich exkl. 8,1 % MwSt.",
        "Es gibt 2 Garderoben und 6 Toiletten.",
        "Unsere 15 Mitarbeitenden freuen sich auf Sie.",
        "Für Fragen zur Technik im Raum stehen wir Ihnen jederzeit gerne zur Verfügung.",
        "Im Saal gibt es Tageslicht.",
    ],
    "fr": [
        "Notre adresse : rue du Lac 12, 1003 Lausanne.",
        "Prenez le tram 11 ou le bus 33 ; nous sommes au 3e étage.",
        "Téléphone : +41 21 123 45 67.",
        "Votre référence : EV-2026-1016.",
        "Le parking P2 compte 120 places.",
        "Le bâtiment a été rénové en 2018 et dispose de 4 salles de réunion.",
        "Un acompte de 30 % est dû 14 jours avant.",
        "La gare est à 5 minutes à pied.",
        "La terrasse mesure 120 m² et offre 3 espaces lounge.",
        "Il y a 2 vestiaires et 6 toilettes.",
        "Notre équipe de 8 personnes s'occupe de tout.",
        "Nous restons à votre disposition pour la technique de la Salle.",
    ],
    "it": [
        "Il nostro indirizzo: Via Lago 12, 6900 Lugano.",
        "Prendete il tram 11 o il bus 33; siamo al 3° piano.",
        "Telefono +41 91 123 45 67.",
        "Il vostro riferimento: EV-2026-1016.",
        "Il parcheggio P2 ha 120 posti.",
        "L'edificio è stato rinnovato nel 2018 e offre 4 sale riunioni.",
        "Un acconto del 30% è dovuto 14 giorni prima.",
        "La stazione dista 5 minuti a piedi.",
        "La terrazza misura 120 m² e offre 3 aree lounge.",
        "Ci sono 2 guardaroba e 6 bagni.",
        "Restiamo a disposizione per la tecnica nella Sala.",
    ],
}


def clean_cases(shared: Path) -> list[dict]:
    lines = (shared / "corpus" / "dev-verify.jsonl").read_text(encoding="utf-8").splitlines()
    return [case for case in map(json.loads, lines) if case["expect"]["ok"]]


@pytest.mark.parametrize("where", ["before", "after"])
def test_a_clean_reply_with_distractor_sentences_goes_through_repair_unchanged(shared_dir, where):
    damaged = []
    for case in clean_cases(shared_dir):
        facts = HardFacts.model_validate(case["facts"])
        for sentence in DISTRACTORS[case["lang"]]:
            text = (
                f"{sentence}\n\n{case['text']}"
                if where == "before"
                else f"{case['text']}\n\n{sentence}"
            )
            outcome = repair(facts, text, locale=case["lang"])
            if outcome.text != text or not outcome.report.ok:
                damaged.append(
                    (
                        case["id"],
                        sentence,
                        [(i.kind, i.type, i.found) for i in outcome.report.issues],
                    )
                )
    assert damaged == []
