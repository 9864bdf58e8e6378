"""Italian: the `LanguagePack` of it."""

from __future__ import annotations

from safety.lang import sources
from safety.lang.pack import CalendarWords, LanguagePack, NameRoles, NegationWords, Negators

_LOCALE = "it_CH"

PACK = LanguagePack(
    code="it",
    locale=_LOCALE,
    name=sources.language_name("it", in_language="it"),
    english_name=sources.language_name("it", in_language="en"),
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
    titles=(
        "Sig",
        "Sigg",
        "Sig.ra",
        "Sig.na",
        "Dott",
        "Dott.ssa",
        "Prof",
        "Egr",
        "Gent",
        "Spett",
        "Tel",
        "tel",
        "nr",
        "Nr",
        "ca",
        "p.es",
        "escl",
        "incl",
    ),  # fmt: skip
    abbreviations=("ecc", "min", "max", "sec", "pag", "pers", "n"),
    negation=NegationWords(
        negators=Negators(
            words=r"non|no|nessun\w*|niente|nulla|mai più|impossibil\w*|neanche|nemmeno|neppure",
            privatives=r"senza|manca\w*|privo|priva|privi|prive|sprovvist\w*",
            courtesy=r"esit\w*|preoccup\w*|problem[ai]|disturb\w*|fastidi\w*",
            focus=r"solo|soltanto|solamente|unicamente",
            pending=r"ancora",
            concord=r"nessun\w*|niente|nulla|mai",
        ),
        clause_conjunctions=("ma", "mentre", "però", "tuttavia", "invece", "sebbene"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=(
            "riservato",
            "riservata",
            "riservati",
            "riservate",
            "prenotato",
            "prenotata",
            "prenotati",
            "prenotate",
            "bloccato",
            "bloccata",
            "confermato",
            "confermata",
        ),  # fmt: skip
        including_words=(
            "comprende",
            "comprendono",
            "include",
            "includono",
            "incluso",
            "inclusa",
            "compreso",
            "compresa",
        ),  # fmt: skip
        product_labels=("prodotti", "prodotto", "servizi", "extra", "opzioni"),
        determiners=(
            "il",
            "lo",
            "la",
            "gli",
            "i",
            "l",
            "un",
            "una",
            "uno",
            "del",
            "della",
            "dello",
            "dei",
            "degli",
            "delle",
            "nostro",
            "nostra",
            "vostro",
            "vostra",
            "questo",
            "questa",
        ),  # fmt: skip
    ),
    street_words=(
        "via",
        "viale",
        "piazza",
        "piazzale",
        "corso",
        "vicolo",
        "largo",
        "lungolago",
    ),  # fmt: skip
    street_suffixes=(),
    dozen_words=("dozzina",),
    and_word="e",
    missing_facts_opening="Ecco i dettagli della sua prenotazione.",
)
