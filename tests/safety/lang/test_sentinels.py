"""A language's words live in its pack: a few sentinel words per language, grepped in the Python
files of safety/ and booking/ outside safety/lang/ (the packs and their topic views) and
verbalizer/phrases.py (the verbalizer's wording, which is outside both trees anyway)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

SENTINELS: dict[str, tuple[str, ...]] = {
    "en": ("fortnight", "midday", "attendees", "yeah", "okay"),
    "de": (
        "nächsten", "Personen", "Mittag", "morgen", "reservieren", "vormerken", "gerne",
        "Warteliste", "insgesamt", "eigentlich", "ohne", "bitte", "kostenlos", "Anzahlung",
        "spätestens", "Datum", "Uhrzeit", "Angebot", "Inbegriffen",
        "Saal", "Zimmer", "Seminarraum", "reserviert", "gebucht", "ausgebucht", "aber",
        "sowie", "zudem", "oder", "eigene", "während", "Obergeschoss", "Untergeschoss",
        "Teilnehmer", "Teilnehmerin", "prozent", "Kongresshaus", "Gasthof", "Seminarhotel",
        "Gasthaus", "deutsch", "englisch", "gegen", "Uhr",
    ),
    "fr": (
        "prochain", "personnes", "midi", "demain", "réserver", "courriel", "volontiers",
        "finalement", "plutôt", "sans", "acompte", "Inclus", "salle",
        "réservée", "tandis", "pendant", "propre", "convive", "pour cent",
        "allemand", "anglais", "dimanche", "dès", "heures", "hier",
    ),
    "it": (
        "persone", "prossimo", "mezzogiorno", "domani", "prenotare", "riservare", "volentieri",
        "indirizzo", "piuttosto", "magari", "senza", "caparra", "omaggio", "Prezzo",
        "Orario", "offerta", "importo", "sala", "stanza", "disponibile",
        "mentre", "entro", "durante", "proprio", "propria", "franchi",
        "svizzeri", "ospite", "coperto", "per cento", "Albergo", "Ristorante",
        "italiano", "tedesco", "inglese", "francese", "domenica", "verso", "ore",
    ),
}  # fmt: skip


def _holders() -> set[str]:
    pattern = re.compile(
        r"\b(?:"
        + "|".join(re.escape(word) for words in SENTINELS.values() for word in words)
        + r")\b",
        re.IGNORECASE,
    )
    found = set()
    for tree in ("safety", "booking"):
        for path in sorted((ROOT / tree).rglob("*.py")):
            relative = path.relative_to(ROOT).as_posix()
            if relative.startswith("safety/lang/") or "/migrations/" in relative:
                continue
            if pattern.search(path.read_text(encoding="utf-8")):
                found.add(relative)
    return found


def test_sentinel_words_stand_only_in_their_packs():
    assert _holders() == set()
