"""French words around a reply's form and values: what marks an answer as no reply of the
venue's, the wording of a missing people count, how a clock time is written in digits, and the
words that may start a value in a streamed reply."""

from __future__ import annotations

from types import MappingProxyType

from safety.lang import sources
from safety.lang.pack import (
    AmountWords,
    ArticleAgreement,
    ClaimCues,
    ClauseWords,
    CountWording,
    FactWording,
    QualifierWords,
    ReplyScreening,
    RestoringWords,
    RoomCueWords,
    TimeStyle,
    ValueCues,
    words,
)

SCREENING = ReplyScreening(
    refusals=(
        r"\bje (?:suis désolée?|regrette),? mais je ne (?:peux|suis)",
        r"\bje ne peux pas (?:vous aider|vous réserver|réserver|répondre)",
        r"\ben tant qu['’](?:IA|intelligence artificielle)",
    ),
    as_client=(
        r"\bnous (?:souhaitons|souhaiterions|voudrions|aimerions) réserver\b",
        r"\bnous serons \d+",
        r"\bnous (?:organisons|prévoyons) (?:un|une)\b",
    ),
    introductions=(r"[Jj]e suis", r"[Jj]e m'appelle"),
    closings=(
        r"meilleures salutations",
        r"cordialement",
        r"bien à vous",
        r"salutations distinguées",
    ),
    client_closings=(r"merci", r"cordialement", r"salutations", r"bien à vous"),
)

COUNT_WORDING = CountWording(
    label="Participants",
    participants_sentence="La réservation est pour {v}.",
    capacity_sentence="{subject} peut accueillir {v}.",
    unnamed_room="La salle",
    per_item_words=(),
    per_item_between=words("à"),
    labelling_words=words("no numéro n° tel téléphone fax case"),
    count_leads=words("pour avec attendons sommes serons environ total"),
    group_size_leads=words("pour attendons accueillerons accueillons total"),
    hour_cues=(),
    not_hour_cues=(),
    comma_scale_words=(),
)

TIME_STYLE = TimeStyle(
    natural_style="H'h'",
    minute_separator="h",
    joined_hour_units=words("h"),
    spaced_hour_units=words("heure"),
    whole_hour_units=(),
    unit_styles=("H' heures'",),
)

ARTICLES = ArticleAgreement(forms=(), vowels="")

VALUE_CUES = ValueCues(
    claim_cues=words(
        "gratuit gratuite gratuits offert offerte rabais remise code acompte confirmé garanti"
    ),
    currency_words=words("chf eur fr franc francs euro euros dollar dollars centimes"),
    room_cues=words("salle salon terrasse suite"),
    time_words=sources.noon_and_midnight("fr"),
)

CLAIMS = ClaimCues(
    discount=(
        r"remises?",
        r"réductions?",
        r"rabais",
        r"ristournes?",
        r"codes? promo(?:tionnel)?s?",
        r"bons? de réduction",
    ),
    percent_words=(),
    percentage_only_words=("pour cent",),
    less_words=("de moins",),
    free=(
        r"gratuit\w*",
        r"(?-i:offert(?:e|s|es)?)",
        r"sans (?:frais|supplément|coût)",
        r"à titre gracieux",
    ),
    deposit=(r"acomptes?", r"arrhes", r"caution", r"dépôt de garantie", r"versement anticipé"),
    confirmation=(r"garanti\w*",),
    fee=(r"frais", r"suppléments?", r"surcoûts?", r"commissions?"),
    deadline=(r"date limite", r"au plus tard", r"délai\w*"),
    credentials=(
        r"(?:votre|vos|ton|tes)\s(?:numéro|numéros|données|coordonnées)\sde\scarte",
        r"(?:votre|ton)\s(?:mot\sde\spasse|code\s(?:pin|confidentiel|de\ssécurité)|cryptogramme)",
        r"numéro\sde\s(?:votre\s)?carte\s(?:bancaire|de\scrédit)",
    ),
    instructions=(
        r"brouillons?",
        r"marqueurs?",
        r"reformul\w*",
        r"consignes?",
        r"message système",
        r"invite système",
    ),
    available=(r"disponib\w*", r"libres?"),
    bookable=(r"disponib\w*", r"libres?", r"réserv\w*"),
    taken=(
        r"indisponibles?",
        r"(?:est|sont) complète?s?",
        r"occupée?s?",
        r"déjà réservée?s?",
    ),
    venue_nouns=("Hôtel", "Restaurant"),
    cancellation=(r"annul\w*",),
)

RESTORING = RestoringWords(
    vat_basis=(
        r"\bhors TVA\b",
        r"\bHT\b",
        # the same basis in a rephrasing's words
        r"\bhors taxes?\b",
        r"\bTVA (?:non (?:comprise|incluse)|en sus)\b",
        r"\b(?:plus|sans) TVA\b",
    ),
    requests=(
        r"\bpourriez-vous\b",
        r"\bpouvez-vous\b",
        r"\bmerci de nous\b",
        r"\bveuillez\b",
        # polite requests of other forms: "Nous vous prions de nous indiquer la date."
        r"\bnous vous prions de\b",
        r"\bauriez-vous l'amabilité\b",
    ),
    request_words=words(
        """pourriez pouvez merci indiquer veuillez afin vérifier disponibilité disponibilités
        peut-être pensiez souhaitée nous vous votre prions auriez amabilité"""
    ),
    please=(),
)

FACT_WORDING = FactWording(
    date_label="Date",
    date_sentences=("La date est le {v}.", "Les dates sont {v}."),
    time_label="Heure",
    time_sentences=("L'heure est {v}.", "Les heures sont {v}."),
    time_span_sentence="L'événement a lieu de {a} à {b}.",
    price_label="Prix",
    amount_sentences=("Le montant est de {v}.", "Les montants sont {v}."),
    priced_sentence="{subject} coûte {v}.",
    room_label="Salle",
    room_sentences=("L'offre concerne la salle {v}.", "L'offre comprend les salles {v}."),
    term_label="Inclus",
    term_sentences=("L'offre comprend {v}.", "L'offre comprend {v}."),
)

ROOM_CUES = RoomCueWords(
    noun_cues=("salle", "Salle"),
    article_cues=(),
    nouns_after_name=(),
    preposition_cues=("dans la", "dans le", "à la", "au"),
    place_preposition_cues=(),
    town_place_cues=(),
    place_verbs=(),
    allocation=r"(?:est|a[ ]été|sera)[ ](?:bien[ ])?(?:réservée?|disponible|confirmée?|libre|à[ ]vous)",
    name_particles=("de", "des", "du", "de[ ]la"),
    subject_articles=("Le", "La", "L['’]"),
    nouns_after_subject=("salle",),
    noun_articles=(),
    not_room_words=words("monsieur madame"),
    articles_after_noun=("des", "du", "de[ ]la"),
)

CLAUSES = ClauseWords(
    coordinators=("et", "mais", "tandis que"),
    clause_openers=("et", "mais", "plus"),
    clause_conjunctions=("et", "mais"),
    lead_words=("et", "ou", "le", "à", "dès", "de", "d'ici le", "jusqu'au", "pour", "plus"),
    trailing_qualifiers=("par personne", r"par pers\.", "h"),
    joining_conjunctions=("ou", "et"),
)

AMOUNTS = AmountWords(
    currency_words=MappingProxyType(
        {
            "francs suisses": "CHF",
            "franc suisse": "CHF",
            "francs": "CHF",
            "franc": "CHF",
            "euros": "EUR",
            "livres sterling": "GBP",
            "livres": "GBP",
        }
    ),
    per_person=(
        "par personne",
        "par pers.",
        "par convive",
        "par participant",
        "par invité",
        "par tête",
    ),
    per_person_after_slash=("Pers.", "personne"),
)

QUALIFIERS = QualifierWords(
    per_hour=("par heure", "de l'heure", "de l’heure", "l'heure", "l’heure", "horaire"),
    per_hour_after_slash=("heure", "h"),
    per_day=("par jour", "par nuit", "par nuitée", "la nuit", "la journée", "par journée"),
    per_day_after_slash=("jour", "nuit"),
    multipliers=("deux fois", "trois fois", "double", "triple"),
    date_offsets=(
        r"(?:le\s+)?lendemain\s+(?:du|de)",
        r"(?:la\s+)?veille\s+(?:du|de)",
        r"(?:une?|deux|trois|quatre|cinq|six|sept|\d{1,2})\s+(?:jours?|nuits?|semaines?)\s+"
        r"(?:après|avant)(?:\s+le)?",
    ),
    time_offsets=(
        r"(?:une|deux|trois|quatre|cinq|dix|quinze|vingt|trente|\d{1,3})\s+"
        r"(?:heures?|minutes?|min\.?)\s+(?:après|avant)",
        r"une\s+demi-heure\s+(?:après|avant)",
    ),
    date_lead="le",
    time_lead="à",
    deadline_words=(
        "arriver",
        "arrivez",
        "présenter",
        "présentez-vous",
        "jusqu'à",
        "jusqu’à",
        "au plus tard",
        "au moins",
        "au minimum",
    ),
    period_words=(
        "pour",
        "pendant",
        "durant",
        "dans",
        "sous",
        "dès",
        "depuis",
        "à partir de",
    ),
    zone_abbreviations={"HEC": "CET", "HAEC": "CEST", "HNEC": "CET"},
)
