"""Closed word classes of what a question to the client asks for, per language: the date, the start
time, the end time, the number of people. A question the model rephrased ("An welchem Tag findet
Ihr Anlass statt?") asks for what the draft's ("teilen Sie uns bitte noch das Datum mit") asks for
when it names the same details, whatever its other words.

They belong in the language packs (safety/lang/<code>/), beside the labels for missing facts; they
live here until the packs hold them. Words that tell no detail apart ("when", "wann", "quand",
"quando" ask for a date or a time) are in no class.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache

import regex

from safety.lang import Lang
from safety.patterns import compile_pattern, scan

Detail = str  # "date", "time", "end", "participants" or "contact"

DETAILS: Mapping[Detail, Mapping[Lang, tuple[str, ...]]] = {
    "date": {
        "en": ("date", "day", "which day"),
        "de": ("datum", "tag", "welchem tag", "termin"),
        "fr": ("date", "jour", "quel jour"),
        "it": ("data", "giorno", "quale giorno", "che giorno"),
    },
    "time": {
        "en": ("time", "start time", "starting time", "what time", "start", "begin", "starts", "o'clock"),
        "de": ("uhrzeit", "zeit", "beginn", "startzeit", "wie viel uhr", "beginnen", "beginnt", "anfangen"),
        "fr": ("heure", "horaire", "début", "commence", "commencer", "quelle heure"),
        "it": ("orario", "ora", "inizio", "iniziare", "inizia", "che ora"),
    },
    "end": {
        "en": ("end", "end time", "finish", "ends", "finishes"),
        "de": ("endzeit", "ende", "enden", "endet"),
        "fr": ("fin", "heure de fin", "terminer", "termine", "finir", "finit"),
        "it": ("fine", "orario di fine", "finire", "finisce", "terminare", "termina"),
    },
    "participants": {
        "en": ("people", "persons", "guests", "participants", "attendees", "how many", "number of"),
        "de": ("personen", "gäste", "teilnehmende", "teilnehmer", "teilnehmenden", "anzahl", "wie viele"),
        "fr": ("personnes", "participants", "invités", "nombre", "combien"),
        "it": ("persone", "partecipanti", "ospiti", "invitati", "numero", "quanti", "quante"),
    },
    # how the venue reaches the client: asked before a room is held as an option
    "contact": {
        "en": ("name", "e-mail", "email", "e-mail address", "phone number"),
        "de": ("namen", "name", "e-mail", "e-mail-adresse", "telefonnummer"),
        "fr": ("nom", "e-mail", "adresse e-mail", "courriel", "numéro de téléphone"),
        "it": ("nome", "e-mail", "indirizzo e-mail", "numero di telefono"),
    },
}  # fmt: skip


@cache
def _pattern(detail: Detail, lang: str) -> regex.Pattern[str] | None:
    words = DETAILS[detail].get(lang)  # type: ignore[call-overload]
    if not words:
        return None
    ordered = sorted(words, key=len, reverse=True)
    alternation = "|".join(regex.escape(w).replace(r"\ ", r"\s+") for w in ordered)
    return compile_pattern(rf"(?<!\w)(?:{alternation})(?!\w)", regex.IGNORECASE)


def asked_details(sentence: str, lang: str) -> frozenset[Detail]:
    """The details `sentence` names; the end time alone when it names the end (its "time" is the
    end's)."""
    found = set()
    for detail in DETAILS:
        pattern = _pattern(detail, lang)
        if pattern is not None and next(iter(scan(pattern, sentence)), None) is not None:
            found.add(detail)
    if "end" in found:
        found.discard("time")
    return frozenset(found)


__all__ = ["DETAILS", "Detail", "asked_details"]
