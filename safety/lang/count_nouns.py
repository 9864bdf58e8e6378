"""Words around people counts in en, de, fr and it: person nouns, triggers, labels, and units.

A number counts people when a person noun follows it ("45 Gäste"), a trigger introduces it
("group of 45", "bis zu 120") or a label names it ("**Participants:** 24"). Capacity triggers
and labels ("up to", "Kapazität") make the count a capacity. Words that measure something else
("48 hours", "3 rooms", "30 %") stop a trigger or label from counting the number after it.
"""

from __future__ import annotations

from safety.lang import Lang

PERSON_NOUNS: dict[Lang, tuple[str, ...]] = {
    "en": (
        "people",
        "persons",
        "person",
        "guests",
        "guest",
        "participants",
        "participant",
        "attendees",
        "attendee",
        "delegates",
        "delegate",
        "pax",
        "visitors",
        "diners",
    ),
    "de": (
        "Personen",
        "Person",
        "Pers.",
        "TN",
        "Teiln.",
        "Gäste",
        "Gästen",
        "Gast",
        "Teilnehmende",
        "Teilnehmenden",
        "Teilnehmer",
        "Teilnehmern",
        "Teilnehmerinnen",
        "TeilnehmerInnen",
        "Besucher",
        "Besucherinnen",
        "Besuchende",
        "Leute",
        "Gedecke",
        "Sitzplätze",
    ),
    "fr": (
        "personnes",
        "personne",
        "pers.",
        "invités",
        "invité",
        "invitées",
        "participants",
        "participant",
        "participantes",
        "convives",
        "hôtes",
        "visiteurs",
        "couverts",
    ),
    "it": (
        "persone",
        "persona",
        "ospiti",
        "ospite",
        "partecipanti",
        "partecipante",
        "invitati",
        "invitate",
        "commensali",
        "coperti",
        "visitatori",
    ),
}
# Nouns that make the number a capacity rather than a head count: "Room A (40 capacity)".
CAPACITY_NOUNS: frozenset[str] = frozenset({"capacity", "sitzplätze"})

# Words that may stand between the number and the noun: "60 additional guests".
NOUN_ADJECTIVES: tuple[str, ...] = (
    "additional",
    "extra",
    "more",
    "expected",
    "confirmed",
    "registered",
    "invited",
    "adult",
    "seated",
    "standing",
    "weitere",
    "weiteren",
    "zusätzliche",
    "zusätzlichen",
    "erwartete",
    "erwarteten",
    "angemeldete",
    "angemeldeten",
    "erwachsene",
)

CAPACITY_TRIGGERS: dict[Lang, tuple[str, ...]] = {
    "en": (
        "up to",
        "a capacity of",
        "capacity of",
        "capacity",
        "a maximum of",
        "maximum of",
        "maximum",
        "max.",
        "max",
        "seats",
        "holds",
        "accommodates",
    ),
    "de": ("bis zu", "Kapazität von", "Kapazität", "maximal", "höchstens", "Platz für"),
    "fr": ("jusqu'à", "jusqu’à", "capacité de", "capacité", "au maximum", "au plus"),
    "it": (
        "fino a",
        "fino ad",
        "capienza di",
        "capienza",
        "massimo",
        "al massimo",
        "un massimo di",
    ),
}
GROUP_TRIGGERS: dict[Lang, tuple[str, ...]] = {
    "en": ("group of", "party of", "team of"),
    "de": ("Gruppe von", "Gruppe mit"),
    "fr": ("groupe de",),
    "it": ("gruppo di",),
}
# Triggers that also introduce durations and distances ("up to 14 days"): the number after them
# counts people only with a person noun, a seating word or the end of the clause behind it.
WEAK_TRIGGERS: frozenset[str] = frozenset(
    {
        "up to",
        "maximum",
        "max.",
        "max",
        "bis zu",
        "maximal",
        "höchstens",
        "jusqu'à",
        "jusqu’à",
        "au maximum",
        "au plus",
        "fino a",
        "fino ad",
        "massimo",
        "al massimo",
        "holds",
    }
)
SEATING_WORDS: frozenset[str] = frozenset(
    {
        "seated",
        "standing",
        "sitzend",
        "stehend",
        "assises",
        "assis",
        "debout",
        "seduti",
        "seduto",
        "in",
    }
)

PARTICIPANT_LABELS: dict[Lang, tuple[str, ...]] = {
    "en": (
        "participants",
        "guests",
        "people",
        "persons",
        "attendees",
        "delegates",
        "pax",
        "headcount",
        "group size",
        "number of guests",
        "number of participants",
        "number of people",
        "number of attendees",
    ),
    "de": (
        "Personen",
        "Gäste",
        "Teilnehmende",
        "Teilnehmer",
        "Teilnehmerzahl",
        "Personenzahl",
        "Gästezahl",
        "Gruppengrösse",
        "Gruppengröße",
        "Anzahl Personen",
        "Anzahl Gäste",
        "Anzahl Teilnehmende",
    ),
    "fr": (
        "participants",
        "personnes",
        "invités",
        "convives",
        "nombre de participants",
        "nombre de personnes",
        "nombre d'invités",
        "nombre de convives",
    ),
    "it": (
        "partecipanti",
        "persone",
        "ospiti",
        "invitati",
        "numero di partecipanti",
        "numero di persone",
        "numero di ospiti",
    ),
}
CAPACITY_LABELS: dict[Lang, tuple[str, ...]] = {
    "en": ("capacity", "max. capacity", "maximum capacity"),
    "de": ("Kapazität", "max. Kapazität", "Maximale Kapazität"),
    "fr": ("capacité", "capacité maximale"),
    "it": ("capienza", "capienza massima"),
}

# What a number after a trigger or label may measure instead of people.
NON_PERSON_UNITS: frozenset[str] = frozenset(
    """% percent prozent pour per chf fr fr. eur € $ £ franken francs franc franchi euro euros
    min minute minutes minuten minuti hour hours hrs h std stunde stunden heure heures ora ore
    day days tag tage tagen jour jours giorno giorni week weeks woche wochen semaine semaines
    settimana settimane month months monat monate mois mese mesi year years jahr jahre jahren
    an ans année années anno anni room rooms raum räume zimmer saal säle salle salles sala sale
    camera camere m m² m2 qm sqm km meter metres meters mètres metri uhr o'clock am pm a.m. p.m.
    floor floors stock étage étages piano piani table tables tisch tische tavolo tavoli
    course courses gänge gang plats portate bottles flaschen bouteilles bottiglie kg l cl dl
    x""".split()
)

# Words before a four-digit number that make it a year ("June 2026 guests", "since 1998").
YEAR_CONTEXT_WORDS: frozenset[str] = frozenset(
    """january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec januar jänner februar märz mai juni juli
    oktober dezember janvier février mars avril juin juillet août septembre octobre novembre
    décembre gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre
    dicembre in since year seit im jahr jahre depuis en année dal nel anno""".split()
)

# What a corrector inserts for a missing count: the participant noun (singular, plural) and the
# capacity cue with its noun (singular, plural).
PARTICIPANT_PHRASE_NOUNS: dict[Lang, tuple[str, str]] = {
    "en": ("participant", "participants"),
    "de": ("Person", "Personen"),
    "fr": ("personne", "personnes"),
    "it": ("partecipante", "partecipanti"),
}
CAPACITY_PHRASES: dict[Lang, tuple[str, str, str]] = {
    "en": ("up to", "person", "people"),
    "de": ("bis zu", "Person", "Personen"),
    "fr": ("jusqu'à", "personne", "personnes"),
    "it": ("fino a", "persona", "persone"),
}


def _languages_by_noun() -> dict[str, frozenset[Lang]]:
    languages: dict[str, set[Lang]] = {}
    for lang, nouns in PERSON_NOUNS.items():
        for noun in nouns:
            languages.setdefault(noun.casefold(), set()).add(lang)
    return {noun: frozenset(langs) for noun, langs in languages.items()}


_LANGUAGES_BY_NOUN = _languages_by_noun()


def noun_languages(noun: str) -> frozenset[Lang]:
    """The languages a person noun belongs to ("participants" is en and fr)."""
    return _LANGUAGES_BY_NOUN.get(noun.casefold(), frozenset())


# First person plural possessives: in a reply, the venue's own people ("our team of 12 staff",
# "unsere 15 Mitarbeitenden", "notre équipe de 8 personnes") are no head count of the booking.
VENUE_OWN_WORDS: frozenset[str] = frozenset(
    """our unser unsere unseren unserem unserer notre nos nostro nostra nostri nostre""".split()
)

# What may stand between the possessive and the number: "our team of 12", "notre équipe de 8".
OWN_GROUP_WORDS: frozenset[str] = frozenset(
    """team staff crew équipe squadra personale personal mitarbeitende of de von di d'""".split()
)


# Words that make the count after them a threshold of a rule, not the size of a group: "groups
# of more than 20 people", "ab 20 Personen", "à partir de 20 personnes", "oltre 20 persone".
THRESHOLD_PHRASES: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split())
    for phrase in """more than|over|above|at least|fewer than|less than|under|below|min.|minimum
    |ab|mehr als|über|mindestens|weniger als|unter|min.|minimum|höchstens
    |plus de|au moins|moins de|à partir de|au-delà de|minimum
    |più di|oltre|almeno|meno di|a partire da|sopra i|minimo""".split("|")
)
# Words after a count and its noun that make it a rate: "1 Person pro 2 m²", "1 guest per table"
# (Italian "per" is "for": "26 partecipanti per la cena" is the group).
RATE_WORDS: dict[Lang, frozenset[str]] = {
    "en": frozenset("per each every".split()),
    "de": frozenset("pro je".split()),
    "fr": frozenset("par chaque".split()),
    "it": frozenset("ogni".split()),
}
