"""French: the `LanguagePack` of fr."""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.fr import cardinals, intake, replies, wishes
from safety.lang.pack import (
    ApproximateCounts,
    CalendarWords,
    CountedNouns,
    LanguagePack,
    MailWords,
    NameRoles,
    NameWords,
    NegationWords,
    Negators,
    PeopleWords,
    WishWords,
    phrases,
    words,
)

_LOCALE = "fr_CH"


def _collectives(bases: tuple[int, ...]) -> dict[str, int]:
    """French forms a collective from the cardinal with "-aine" ("vingt" → "vingtaine", "dix" →
    "dizaine"); the cardinals are num2words'."""
    found: dict[str, int] = {}
    for value in bases:
        base = str(num2words(value, lang="fr")).removesuffix("e")
        found[(base[:-1] + "z" if base.endswith("x") else base) + "aine"] = value
    return found


def _number_words(number: int) -> tuple[str, ...]:
    """num2words' cardinal, with the forms it lacks: "une" for one (before "heure"), and "et un"
    hyphenated and feminine ("vingt-et-un", "vingt et une")."""
    if number == 1:
        return ("une", "un")
    word = str(num2words(number, lang="fr"))
    if word.endswith(" et un"):
        hyphenated = word.replace(" ", "-")
        return (word, hyphenated, f"{word}e", f"{hyphenated}e")
    return (word,)


def _plurals(word: str) -> Iterable[str]:
    """French regular plurals: "-s", "-x", "-aux"."""
    yield word + "s"
    if word.endswith(("au", "eu", "eau")):
        yield word + "x"
    if word.endswith("al"):
        yield word[:-2] + "aux"
    if word.endswith("ail"):
        yield word[:-3] + "aux"


PACK = LanguagePack(
    code="fr",
    locale=_LOCALE,
    name=sources.language_name("fr", in_language="fr"),
    english_name=sources.language_name("fr", in_language="en"),
    number_words=_number_words,
    numbers=cardinals.NUMBERS,
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("fr"),
        month_abbreviation_alternates=sources.frozen({1: "jan", 2: "fév", 7: "juill"}),
        month_abbreviations_needing_dot=frozenset(),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("fr"),
        weekday_abbreviation_alternates=sources.frozen({}),
        weekday_abbreviations_need_punctuation=False,
        # only the first of the month is written as a word ("le premier mars")
        ordinal_day_words=sources.frozen(sources.ordinal_words("fr", range(1, 2))),
        ordinal_day_word_alternates=sources.frozen({}),
        ordinal_endings=(),
        ordinal_followers=(),
    ),
    stopwords=frozenset(
        "le la les et pour est sont vous votre nous notre avec au aux du des un une à de dès".split()
    ),
    titles=words("M MM Mme Mmes Mlle Dr Pr St Ste Tél tél env cf p.ex av bd Nº resp"),
    abbreviations=words("etc h mn min max pers hab Cie n"),
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
        clause_conjunctions=words("mais tandis cependant toutefois pourtant"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=words(
            """réservé réservée réservés réservées retenu retenue retenus retenues bloqué bloquée
            confirmé confirmée réserver réservation disponible"""
        ),
        including_words=words("comprend comprennent comprenant inclut incluent incluant"),
        product_labels=words("produits produit prestations options suppléments"),
        determiners=words("le la les l un une du de des d notre nos votre vos cette ce"),
        between_words=words("pour vous te également aussi déjà"),
        verb_openers=words("est sont sera seront a ont avons été que qu nous"),
        field_labels=words("salle espace produit"),
        elisions=(("la", "l'"), ("le", "l'"), ("du", "de l'"), ("au", "à l'"), ("ce", "cet")),
        vowels="aeiouAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜàâäéèêëîïôöùûü",
    ),
    name_words=NameWords(
        articles=words("le la les l un une du au aux"),
        definite_articles=words("le la les l"),
        prepositions=words(
            "dans en sur sous avec sans pour par chez près de du des au aux à vers dont"
        ),
        size_words=words("grand grande petit petite"),
        place_nouns=words(
            "vestiaire jardin entrée accueil hall réception parking garage gare arrêt"
        ),
        joining_words=words("de d du des à au aux pour avec"),
        room_nouns=words("salle"),
        function_words=words("ce cette quel quelle votre notre"),
        mention_room_cues=words("salle"),
        stripped_before_room_names=words("salle la le"),
    ),
    approximate_counts=ApproximateCounts(
        collective_numerals=MappingProxyType(_collectives((10, 12, 15, 20, 30, 40, 50, 60, 100))),
        collective_adjectives=words("bonne petite"),
        approximation_words=words("environ approximativement presque quasi près"),
    ),
    people=PeopleWords(
        person_nouns=words(
            """personnes personne pers. invités invité invitées participants participant
            participantes convives hôtes visiteurs couverts délégués délégué déléguées déléguée
            congressistes"""
        ),
        capacity_nouns=(),
        noun_adjectives=(),
        capacity_triggers=phrases("jusqu'à|jusqu’à|capacité de|capacité|au maximum|au plus"),
        group_triggers=phrases("groupe de"),
        weak_triggers=phrases("jusqu'à|jusqu’à|au maximum|au plus"),
        seating_words=words("assises assis debout"),
        participant_labels=phrases(
            """participants|personnes|invités|convives|nombre de participants|
            nombre de personnes|nombre d'invités|nombre de convives|groupe|effectif"""
        ),
        capacity_labels=phrases("capacité|capacité maximale"),
        participant_phrase_nouns=("personne", "personnes"),
        capacity_phrase=("jusqu'à", "personne", "personnes"),
        venue_own_words=words("notre nos"),
        own_group_words=words("équipe de d'"),
        threshold_phrases=phrases("plus de|au moins|moins de|à partir de|au-delà de|minimum"),
        rate_words=words("par chaque"),
    ),
    counted_nouns=CountedNouns(
        not_persons=words(
            """seconde minute min heure h jour journée nuit nuitée semaine week-end weekend mois an année
            midi minuit
            décennie siècle fois matin matinée après-midi soir soirée trimestre semestre saison
            franc fr chf eur euro centime cent dollar livre pourcent pour-cent pourcentage point
            million milliard
            mètre kilomètre centimètre millimètre km m cm mm m2 m² kilo kilogramme gramme litre l dl cl
            ml degré tonne watt
            salle chambre pièce étage niveau espace zone terrasse salon lieu site bâtiment maison suite
            studio aile bureau foyer galerie jardin balcon local
            table chaise place siège banc rangée rang fauteuil tabouret pupitre estrade mange-debout
            projecteur vidéoprojecteur beamer écran micro microphone haut-parleur enceinte tableau
            paperboard flipchart ordinateur portable moniteur télévision caméra câble adaptateur lampe
            lumière spot scène prise
            plat menu assiette portion bouteille verre tasse boisson café pain canapé tranche sandwich
            repas déjeuner dîner petit-déjeuner brunch buffet pause collation dessert entrée cocktail
            bière vin fût plateau carafe mets amuse-bouche service apéritif apéro tournée
            session atelier réunion événement séminaire conférence cours leçon présentation exposé
            module jeu match visite activité option forfait offre devis variante alternative
            programme étape question réponse exemple raison
            page document fichier pièce-jointe photo image diapositive copie exemplaire langue couleur
            version étoile avis prix récompense véhicule voiture bus car tram train ligne quai sortie
            arrêt parking clé carte badge billet bon cadeau boîte sac fleur bougie ballon décoration
            affiche bannière panneau lettre courriel appel lit
            groupe équipe famille couple paire entreprise société département délégation classe ménage
            lot unité précises précise pile tapantes sonnantes
            serviette nappe couverture oreiller coussin parapluie couvert fourchette couteau cuillère bol
            vase cintre casier drap
            yeux travaux chevaux journaux locaux tableaux bureaux plateaux cadeaux gâteaux niveaux lieux
            jeux feux"""
        ),
        plurals=_plurals,
        uninflected_person_nouns=words("personnes gens"),
        function_words=frozenset(
            (
                *words(
                    """le la les l un une des du de d au aux et ou mais ni car donc or pour par avec sans
                    sous sur dans en à vers chez entre pendant avant après depuis dès jusqu jusque contre
                    selon comme que qui quoi dont où si ne pas plus moins très trop aussi encore déjà
                    seulement est sont était étaient être sera seront serons serez a ont avait avaient
                    avoir aura auront peut peuvent pourrait doit doivent nous vous ils elles il elle on
                    leur leurs notre nos votre vos ce cet cette ces tout tous toute toutes chaque environ
                    près presque exactement au total plus ou moins heures h"""
                ),
                # adverbs and courtesies that follow a number in a short message ("30 bitte")
                *words(
                    """plutôt alors puis finalement merci svp stp pardon peut-être aussi encore
                    maintenant aujourd'hui demain ce soir plus tard bientôt précisément environ"""
                ),
            )
        ),
        partitives=phrases("de nos|de vos|de mes|de leurs|de ces|des|d'entre"),
        prenominal_adjectives=words(
            """nouveaux nouvelles nouveau jeunes grands grandes petits petites autres premiers
            premières derniers dernières bons bonnes vrais vraies vieux vieilles beaux belles
            futurs futures anciens anciennes chers chères heureux heureuses seuls seules
            différents différentes divers diverses nombreux nombreuses principaux"""
        ),
    ),
    wishes=WishWords.of(wishes),
    mail=MailWords(
        attribution_verbs=phrases("a ecrit|ecrit"),
        sender_labels=phrases("de|expediteur"),
        header_labels=phrases("envoye|a|objet|sujet|repondre a"),
        date_or_subject_labels=phrases("envoye|objet|sujet"),
        forward_openers=phrases(
            """message transfere|debut du message reexpedie|debut du message transfere|
            message d origine|message original"""
        ),
        closing_formulas=phrases(
            """cordialement|bien cordialement|meilleures salutations|sinceres salutations|
            salutations|bien a vous|merci|merci beaucoup|merci d avance|belle journee|
            bonne journee"""
        ),
        postscripts=phrases("ps|p s|pps|p p s|nb|n b"),
        contact_labels=phrases(
            """portable|telephone portable|tel portable|ligne directe|adresse"""
        ),
        message_references=phrases(
            """demande du|message du|courriel du|mail du|e mail du|lettre du|appel du"""
        ),
    ),
    street_words=words("rue av bd chemin ch route rte place ruelle impasse promenade esplanade"),
    street_suffixes=(),
    dozen_words=words("douzaine douzaines"),
    compact_number_locales=("fr", "fr_CH"),
    scale_words=MappingProxyType({"milliard": 1_000_000_000}),
    and_word="et",
    missing_facts_opening="Voici les détails de votre réservation.",
    screening=replies.SCREENING,
    count_wording=replies.COUNT_WORDING,
    time_style=replies.TIME_STYLE,
    article_agreement=replies.ARTICLES,
    value_cues=replies.VALUE_CUES,
    intake=intake.WORDS,
    day_ranges=intake.DAY_RANGES,
    claims=replies.CLAIMS,
    restoring=replies.RESTORING,
    fact_wording=replies.FACT_WORDING,
    room_cues=replies.ROOM_CUES,
    clauses=replies.CLAUSES,
    amounts=replies.AMOUNTS,
    qualifiers=replies.QUALIFIERS,
)
