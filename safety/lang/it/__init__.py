"""Italian: the `LanguagePack` of it."""

from __future__ import annotations

from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.pack import (
    ApproximateCounts,
    CalendarWords,
    LanguagePack,
    NameRoles,
    NameWords,
    NegationWords,
    Negators,
    PeopleWords,
    phrases,
    words,
)

_LOCALE = "it_CH"


def _collectives(bases: tuple[int, ...]) -> dict[str, int]:
    """Italian forms a collective from the tens with "-ina" ("venti" → "ventina"); the cardinals
    are num2words'. The forms the rule does not make ("decina", "dozzina") are listed."""
    return {str(num2words(value, lang="it"))[:-1] + "ina": value for value in bases}


def _number_words(number: int) -> tuple[str, ...]:
    """num2words' cardinal, with the forms it lacks: "una" for one (before "ora"), and "-tre"
    without its accent ("ventitre")."""
    if number == 1:
        return ("una", "uno")
    word = str(num2words(number, lang="it"))
    return (word, word.removesuffix("é") + "e") if word.endswith("tré") else (word,)


PACK = LanguagePack(
    code="it",
    locale=_LOCALE,
    name=sources.language_name("it", in_language="it"),
    english_name=sources.language_name("it", in_language="en"),
    number_words=_number_words,
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("it"),
        month_abbreviation_alternates=sources.frozen({}),
        # "we set 8 tables", "3 days ago": months only with their dot
        month_abbreviations_needing_dot=frozenset({"set", "ago"}),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("it"),
        weekday_abbreviation_alternates=sources.frozen({}),
        weekday_abbreviations_need_punctuation=False,
        # only the first of the month is written as a word ("il primo marzo")
        ordinal_day_words=sources.frozen(sources.ordinal_words("it", range(1, 2))),
        ordinal_day_word_alternates=sources.frozen({}),
        ordinal_endings=(),
    ),
    stopwords=frozenset(
        "il lo la gli le e per è sono lei suo sua noi nostro con alle al del della un una di dalle".split()
    ),
    titles=words(
        "Sig Sigg Sig.ra Sig.na Dott Dott.ssa Prof Egr Gent Spett Tel tel nr Nr ca p.es escl incl"
    ),
    abbreviations=words("ecc min max sec pag pers n"),
    negation=NegationWords(
        negators=Negators(
            words=r"non|no|nessun\w*|niente|nulla|mai più|impossibil\w*|neanche|nemmeno|neppure",
            privatives=r"senza|manca\w*|privo|priva|privi|prive|sprovvist\w*",
            courtesy=r"esit\w*|preoccup\w*|problem[ai]|disturb\w*|fastidi\w*",
            focus=r"solo|soltanto|solamente|unicamente",
            pending=r"ancora",
            concord=r"nessun\w*|niente|nulla|mai",
        ),
        clause_conjunctions=words("ma mentre però tuttavia invece sebbene"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=words(
            """riservato riservata riservati riservate prenotato prenotata prenotati prenotate
            bloccato bloccata confermato confermata"""
        ),
        including_words=words(
            "comprende comprendono include includono incluso inclusa compreso compresa"
        ),
        product_labels=words("prodotti prodotto servizi extra opzioni"),
        determiners=words(
            """il lo la gli i l un una uno del della dello dei degli delle nostro nostra vostro
            vostra questo questa"""
        ),
    ),
    name_words=NameWords(
        articles=words("il lo gli i al alla del della nel nella"),
        definite_articles=words("il lo gli"),
        prepositions=words(
            """in nel nella nei nelle nello negli con senza per da dal dalla dai su sul sulla
            presso di del della dei a al alla ai tra fra"""
        ),
        size_words=words("piccola piccolo"),
        place_nouns=words("guardaroba giardino ingresso reception atrio terrazza"),
        joining_words=words("di del della dello dei degli delle da dal a al alla per con"),
        room_nouns=words("sala"),
        function_words=words("questa questo quale vostra nostra"),
    ),
    approximate_counts=ApproximateCounts(
        collective_numerals=MappingProxyType(
            {
                **_collectives((15, 20, 30, 40, 50, 60, 70, 80, 90)),
                "decina": 10,
                "dozzina": 12,
                "centinaio": 100,
            }
        ),
        collective_adjectives=words("buona"),
        approximation_words=words("pressappoco meno incirca"),
    ),
    people=PeopleWords(
        person_nouns=words(
            """persone persona ospiti ospite partecipanti partecipante invitati invitate commensali
            coperti visitatori"""
        ),
        capacity_nouns=(),
        noun_adjectives=(),
        capacity_triggers=phrases(
            "fino a|fino ad|capienza di|capienza|massimo|al massimo|un massimo di"
        ),
        group_triggers=phrases("gruppo di"),
        weak_triggers=phrases("fino a|fino ad|massimo|al massimo"),
        seating_words=words("seduti seduto"),
        participant_labels=phrases(
            """partecipanti|persone|ospiti|invitati|numero di partecipanti|numero di persone|
            numero di ospiti"""
        ),
        capacity_labels=phrases("capienza|capienza massima"),
        participant_phrase_nouns=("partecipante", "partecipanti"),
        capacity_phrase=("fino a", "persona", "persone"),
        venue_own_words=words("nostro nostra nostri nostre"),
        own_group_words=words("squadra personale di"),
        threshold_phrases=phrases("più di|oltre|almeno|meno di|a partire da|sopra i|minimo"),
        rate_words=words("ogni"),
    ),
    street_words=words("via viale piazza piazzale corso vicolo largo lungolago"),
    street_suffixes=(),
    dozen_words=words("dozzina"),
    and_word="e",
    missing_facts_opening="Ecco i dettagli della sua prenotazione.",
)
