"""The words that the sentences stating missing facts share in en, de, fr and it: the word that
joins the last of several values, and the sentence that opens a reply made of them alone. Each
fact type's own sentences and list labels are its kind's (safety.kinds); safety.insertion
writes them.
"""

from __future__ import annotations

from safety.lang import Lang

AND: dict[Lang, str] = {"en": "and", "de": "und", "fr": "et", "it": "e"}
OPENING: dict[Lang, str] = {
    "en": "Here are the details of your booking.",
    "de": "Hier sind die Angaben zu Ihrer Buchung.",
    "fr": "Voici les détails de votre réservation.",
    "it": "Ecco i dettagli della sua prenotazione.",
}
