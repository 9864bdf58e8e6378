"""The words of the sentences that state missing facts, in en, de, fr and it: labels of list items,
one sentence per fact type ("The date is {v}.", "Das Datum ist der {v}."), and those of a priced
or counted subject. `{v}` is the value or values, `{subject}` a room or term, `{a}` and `{b}` the
two ends of a time span. safety.insertion writes them.
"""

from __future__ import annotations

from safety.lang import Lang

LABELS: dict[str, dict[Lang, str]] = {
    "date": {"en": "Date", "de": "Datum", "fr": "Date", "it": "Data"},
    "time": {"en": "Time", "de": "Zeit", "fr": "Heure", "it": "Orario"},
    "room": {"en": "Room", "de": "Raum", "fr": "Salle", "it": "Sala"},
    "amount": {"en": "Price", "de": "Preis", "fr": "Prix", "it": "Prezzo"},
    "count": {"en": "For", "de": "Für", "fr": "Pour", "it": "Per"},
    "term": {"en": "Included", "de": "Inbegriffen", "fr": "Inclus", "it": "Incluso"},
}
AND: dict[Lang, str] = {"en": "and", "de": "und", "fr": "et", "it": "e"}
OPENING: dict[Lang, str] = {
    "en": "Here are the details of your booking.",
    "de": "Hier sind die Angaben zu Ihrer Buchung.",
    "fr": "Voici les détails de votre réservation.",
    "it": "Ecco i dettagli della sua prenotazione.",
}

# Missing facts are stated as whole sentences of the reply's language, never as label fragments
# ("Price: A, B and C."): one sentence per fact type, or per priced or counted subject.
SENTENCES: dict[str, dict[Lang, tuple[str, str]]] = {  # (one value, several values)
    "date": {
        "en": ("The date is {v}.", "The dates are {v}."),
        "de": ("Das Datum ist der {v}.", "Die Daten sind {v}."),
        "fr": ("La date est le {v}.", "Les dates sont {v}."),
        "it": ("La data è il {v}.", "Le date sono {v}."),
    },
    "time": {
        "en": ("The time is {v}.", "The times are {v}."),
        "de": ("Die Uhrzeit ist {v} Uhr.", "Die Uhrzeiten sind {v}."),
        "fr": ("L'heure est {v}.", "Les heures sont {v}."),
        "it": ("L'orario è {v}.", "Gli orari sono {v}."),
    },
    "room": {
        "en": ("The offer is for the room {v}.", "The offer includes the rooms {v}."),
        "de": ("Das Angebot gilt für den Raum {v}.", "Das Angebot umfasst die Räume {v}."),
        "fr": ("L'offre concerne la salle {v}.", "L'offre comprend les salles {v}."),
        "it": ("L'offerta riguarda la sala {v}.", "L'offerta comprende le sale {v}."),
    },
    "term": {
        "en": ("The offer includes {v}.", "The offer includes {v}."),
        "de": ("Das Angebot umfasst {v}.", "Das Angebot umfasst {v}."),
        "fr": ("L'offre comprend {v}.", "L'offre comprend {v}."),
        "it": ("L'offerta comprende {v}.", "L'offerta comprende {v}."),
    },
    "amount": {
        "en": ("The amount is {v}.", "The amounts are {v}."),
        "de": ("Der Betrag beträgt {v}.", "Die Beträge sind {v}."),
        "fr": ("Le montant est de {v}.", "Les montants sont {v}."),
        "it": ("L'importo è di {v}.", "Gli importi sono {v}."),
    },
}
TIME_SPAN: dict[Lang, str] = {
    "en": "The event runs from {a} to {b}.",
    "de": "Der Anlass dauert von {a} bis {b} Uhr.",
    "fr": "L'événement a lieu de {a} à {b}.",
    "it": "L'evento si svolge dalle {a} alle {b}.",
}
PRICED: dict[Lang, str] = {
    "en": "{subject} costs {v}.",
    "de": "{subject} kostet {v}.",
    "fr": "{subject} coûte {v}.",
    "it": "{subject} costa {v}.",
}
PARTICIPANTS: dict[Lang, str] = {
    "en": "The booking is for {v}.",
    "de": "Die Buchung gilt für {v}.",
    "fr": "La réservation est pour {v}.",
    "it": "La prenotazione è per {v}.",
}
CAPACITY: dict[Lang, str] = {
    "en": "{subject} holds {v}.",
    "de": "{subject} bietet Platz für {v}.",
    "fr": "{subject} peut accueillir {v}.",
    "it": "{subject} può ospitare {v}.",
}
THE_ROOM: dict[
    Lang, tuple[str, str]
] = {  # the subject of a capacity without one: (en, capitalised)
    "en": ("The room", "The room"),
    "de": ("Der Raum", "Der Raum"),
    "fr": ("La salle", "La salle"),
    "it": ("La sala", "La sala"),
}
LIST_COUNT_LABELS: dict[Lang, str] = {
    "en": "Participants",
    "de": "Personen",
    "fr": "Participants",
    "it": "Partecipanti",
}
