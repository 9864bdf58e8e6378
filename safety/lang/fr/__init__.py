"""French: the `LanguagePack` of fr."""

from __future__ import annotations

from safety.lang import sources
from safety.lang.pack import CalendarWords, LanguagePack, NameRoles, NegationWords, Negators

_LOCALE = "fr_CH"

PACK = LanguagePack(
    code="fr",
    locale=_LOCALE,
    name=sources.language_name("fr", in_language="fr"),
    english_name=sources.language_name("fr", in_language="en"),
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("fr"),
        month_abbreviation_alternates=sources.frozen({1: "jan", 2: "fév"}),
        month_abbreviations_needing_dot=frozenset(),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("fr"),
        weekday_abbreviation_alternates=sources.frozen({}),
        weekday_abbreviations_need_punctuation=False,
        # only the first of the month is written as a word ("le premier mars")
        ordinal_day_words=sources.frozen(sources.ordinal_words("fr", range(1, 2))),
        ordinal_day_word_alternates=sources.frozen({}),
        ordinal_endings=(),
    ),
    stopwords=frozenset(
        "le la les et pour est sont vous votre nous notre avec au aux du des un une à de dès".split()
    ),
    titles=(
        "M",
        "MM",
        "Mme",
        "Mmes",
        "Mlle",
        "Dr",
        "Pr",
        "St",
        "Ste",
        "Tél",
        "tél",
        "env",
        "cf",
        "p.ex",
        "av",
        "bd",
        "Nº",
        "resp",
    ),  # fmt: skip
    abbreviations=("etc", "h", "mn", "min", "max", "pers", "hab", "Cie", "n"),
    negation=NegationWords(
        negators=Negators(
            words=r"pas|jamais|rien|aucun\w*|impossible|non",
            privatives=r"sans|manqu\w*|dépourvu\w*",
            courtesy=r"hésit\w*|inquiét\w*|souci\w*|problèmes?|dérang\w*|gên\w*",
            focus=r"seulement|uniquement|simplement",
            pending=r"encore",
            concord=r"aucun\w*|rien|jamais|personne|nul(?:le)?",
            # "ne"/"n'" with up to three words, then the second half: "n'est pas", "ne vous
            # inquiétez pas", "n'y a plus"
            pairs=r"(?:ne\s+|n['’])(?:[\p{L}\p{M}'’-]+\s+){0,3}?(?:pas|plus|jamais|rien|guère|point)",
        ),
        clause_conjunctions=("mais", "tandis", "cependant", "toutefois", "pourtant"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=(
            "réservé",
            "réservée",
            "réservés",
            "réservées",
            "retenu",
            "retenue",
            "retenus",
            "retenues",
            "bloqué",
            "bloquée",
            "confirmé",
            "confirmée",
        ),  # fmt: skip
        including_words=(
            "comprend",
            "comprennent",
            "comprenant",
            "inclut",
            "incluent",
            "incluant",
        ),  # fmt: skip
        product_labels=("produits", "produit", "prestations", "options", "suppléments"),
        determiners=(
            "le",
            "la",
            "les",
            "l",
            "un",
            "une",
            "du",
            "de",
            "des",
            "d",
            "notre",
            "nos",
            "votre",
            "vos",
            "cette",
            "ce",
        ),  # fmt: skip
    ),
    street_words=(
        "rue",
        "av",
        "bd",
        "chemin",
        "ch",
        "route",
        "rte",
        "place",
        "ruelle",
        "impasse",
        "promenade",
        "esplanade",
    ),  # fmt: skip
    street_suffixes=(),
    dozen_words=("douzaine",),
    and_word="et",
    missing_facts_opening="Voici les détails de votre réservation.",
)
