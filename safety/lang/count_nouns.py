"""Words around people counts in en, de, fr and it: person nouns, triggers, labels, and units.

A number counts people when a person noun follows it ("45 Gäste"), a trigger introduces it
("group of 45", "bis zu 120") or a label names it ("**Participants:** 24"). Capacity triggers
and labels ("up to", "Kapazität") make the count a capacity. Words that measure something else
("48 hours", "3 rooms", "30 %") stop a trigger or label from counting the number after it.

Each language's words are its pack's `people` (safety.lang.registry); this module is their view.
The units and year words below still mix the languages in one list each.
"""

from __future__ import annotations

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES

_PEOPLE = {lang: LANGUAGES[lang].people for lang in LANGS}

PERSON_NOUNS: dict[Lang, tuple[str, ...]] = {
    lang: words.person_nouns for lang, words in _PEOPLE.items()
}
# Nouns that make the number a capacity rather than a head count: "Room A (40 capacity)".
CAPACITY_NOUNS: frozenset[str] = frozenset(
    noun for words in _PEOPLE.values() for noun in words.capacity_nouns
)

# Words that may stand between the number and the noun: "60 additional guests".
NOUN_ADJECTIVES: tuple[str, ...] = tuple(
    word for words in _PEOPLE.values() for word in words.noun_adjectives
)

CAPACITY_TRIGGERS: dict[Lang, tuple[str, ...]] = {
    lang: words.capacity_triggers for lang, words in _PEOPLE.items()
}
GROUP_TRIGGERS: dict[Lang, tuple[str, ...]] = {
    lang: words.group_triggers for lang, words in _PEOPLE.items()
}
# Triggers that also introduce durations and distances ("up to 14 days"): the number after them
# counts people only with a person noun, a seating word or the end of the clause behind it.
WEAK_TRIGGERS: frozenset[str] = frozenset(
    trigger for words in _PEOPLE.values() for trigger in words.weak_triggers
)
SEATING_WORDS: frozenset[str] = frozenset(
    word for words in _PEOPLE.values() for word in words.seating_words
)

PARTICIPANT_LABELS: dict[Lang, tuple[str, ...]] = {
    lang: words.participant_labels for lang, words in _PEOPLE.items()
}
CAPACITY_LABELS: dict[Lang, tuple[str, ...]] = {
    lang: words.capacity_labels for lang, words in _PEOPLE.items()
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
    lang: words.participant_phrase_nouns for lang, words in _PEOPLE.items()
}
CAPACITY_PHRASES: dict[Lang, tuple[str, str, str]] = {
    lang: words.capacity_phrase for lang, words in _PEOPLE.items()
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
    word for words in _PEOPLE.values() for word in words.venue_own_words
)

# What may stand between the possessive and the number: "our team of 12", "notre équipe de 8".
OWN_GROUP_WORDS: frozenset[str] = frozenset(
    word for words in _PEOPLE.values() for word in words.own_group_words
)


# Words that make the count after them a threshold of a rule, not the size of a group: "groups
# of more than 20 people", "ab 20 Personen", "à partir de 20 personnes", "oltre 20 persone".
THRESHOLD_PHRASES: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _PEOPLE.values() for phrase in words.threshold_phrases
)
# Words after a count and its noun that make it a rate: "1 Person pro 2 m²", "1 guest per table"
# (Italian "per" is "for": "26 partecipanti per la cena" is the group).
RATE_WORDS: dict[Lang, frozenset[str]] = {
    lang: frozenset(words.rate_words) for lang, words in _PEOPLE.items()
}
