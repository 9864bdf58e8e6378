"""Italian words around a reply's form and values: what marks an answer as no reply of the
venue's, the wording of a missing people count, how a clock time is written in digits, the
articles that agree with a number, and the words that may start a value in a streamed reply."""

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
        r"\bmi dispiace,? ma non (?:posso|sono)",
        r"\bnon posso (?:aiutarl[aoi]|aiutarvi|prenotare|rispondere)",
        r"\bin quanto (?:IA|intelligenza artificiale)",
    ),
    as_client=(
        r"\bvorremmo (?:prenotare|riservare)\b",
        r"\bsaremo \d+",
        r"\bstiamo organizzando\b",
    ),
    introductions=(r"[Mm]i chiamo",),
    closings=(r"cordiali saluti", r"distinti saluti", r"saluti"),
    client_closings=(r"saluti", r"grazie", r"cordiali saluti"),
)

COUNT_WORDING = CountWording(
    label="Partecipanti",
    participants_sentence="La prenotazione è per {v}.",
    capacity_sentence="{subject} può ospitare {v}.",
    unnamed_room="La sala",
    per_item_words=(),
    per_item_between=(),
    labelling_words=words("nr numero n° tel telefono fax cap casella"),
    count_leads=words("per con attendiamo siamo saremo circa ca."),
    group_size_leads=words("per attendiamo aspettiamo accoglieremo accogliamo totale"),
    hour_cues=words("verso entro fino dopo prima"),
    not_hour_cues=words("le"),
    comma_scale_words=(),
)

TIME_STYLE = TimeStyle(
    natural_style="H",
    minute_separator=".",
    joined_hour_units=(),
    spaced_hour_units=(),
    whole_hour_units=(),
    unit_styles=("H' ore'",),
)

# The masculine articles change with the sound of the next word: "l'8 agosto" but "il 9
# agosto", "gli 80 ospiti" but "i 30 ospiti"; the feminine ones do not.
ARTICLES = ArticleAgreement(
    forms=(
        ("il", "l'"),
        ("del", "dell'"),
        ("al", "all'"),
        ("dal", "dall'"),
        ("nel", "nell'"),
        ("sul", "sull'"),
        ("i", "gli"),
        ("dei", "degli"),
        ("ai", "agli"),
        ("dai", "dagli"),
        ("nei", "negli"),
        ("sui", "sugli"),
    ),
    vowels="aeiouàèéìòóù",
)

VALUE_CUES = ValueCues(
    claim_cues=words(
        "gratis gratuito gratuita omaggio sconto codice caparra acconto confermato garantito"
    ),
    currency_words=words("chf eur fr franchi franco euro centesimi"),
    room_cues=words("sala terrazza"),
    time_words=sources.noon_and_midnight("it"),
)

CLAIMS = ClaimCues(
    discount=(
        r"scont[oi]",
        r"riduzion[ei]",
        r"ribass[oi]",
        r"codic[ei] (?:promozional[ei]|promo)",
        r"buon[oi] sconto",
    ),
    percent_words=(),
    percentage_only_words=("per cento",),
    less_words=("in meno",),
    free=(r"in omaggio", r"omaggio", r"senza (?:costi|costo|spese|supplemento)"),
    deposit=(r"accont[oi]", r"caparra", r"cauzione", r"deposito cauzionale"),
    confirmation=(r"garantisc\w*", r"conferm\w*"),
    fee=(r"supplement[oi]", r"sovrapprezz[oi]", r"maggiorazion[ei]", r"commission[ei]"),
    deadline=(r"termine ultimo", r"entro e non oltre", r"scadenz[ae]", r"al più tardi"),
    credentials=(
        r"(?:il\ssuo|il\stuo|i\ssuoi|i\stuoi)\s(?:numero|dati|codice)\s(?:della|di)\scarta",
        r"(?:la\ssua|la\stua)\spassword",
        r"(?:il\ssuo|il\stuo)\s(?:pin|codice\s(?:pin|di\ssicurezza))",
        r"numero\sdella\scarta\sdi\scredito",
    ),
    instructions=(
        r"bozz[ae]",
        r"marcator[ei]",
        r"riformul\w*",
        r"istruzion[ei]",
        r"messaggio di sistema",
        r"prompt di sistema",
    ),
    available=(r"liber[oaie]",),
    bookable=(r"liber[oaie]", r"prenot\w*", r"riserv\w*"),
    taken=(
        r"occupat[oaie]",
        r"al completo",
        r"già (?:prenotat|riservat)[oaie]",
        r"esaurit[oaie]",
    ),
    venue_nouns=("Albergo", "Ristorante"),
    cancellation=(r"cancellazion\w*", r"disdett\w*"),
)

RESTORING = RestoringWords(
    vat_basis=(
        r"\bIVA esclusa\b",
        r"\besclusa IVA\b",
        r"\bescl(?:\.|usa)? IVA\b",
        r"\bIVA non inclusa\b",
        r"\bal netto dell['’]IVA\b",
        # the same basis in a rephrasing's words
        r"\bIVA non (?:compresa|inclusa)\b",
        r"\b(?:più|senza|escluso|esclusa l['’]) ?IVA\b",
        r"\bal netto (?:di|della) IVA\b",
    ),
    requests=(
        r"\bpotrebbe\b",
        r"\bpuò indicarci\b",
        r"\bci (?:faccia|dica) sapere\b",
        r"\bper favore\b",
        r"\bla prego\b",
        r"\bci indichi\b",
        # polite requests of other forms: "Gentilmente ci comunichi la data."
        r"\bgentilmente\b",
        r"\bci comunichi\b",
        r"\bvorrebbe (?:indicarci|comunicarci)\b",
    ),
    request_words=words(
        """potrebbe indicarci indichi poter verificare disponibilità forse intendeva favore
        prego desiderata gentilmente comunichi vorrebbe comunicarci"""
    ),
    please=("per favore", "la prego"),
)

FACT_WORDING = FactWording(
    date_label="Data",
    date_sentences=("La data è il {v}.", "Le date sono {v}."),
    time_label="Orario",
    time_sentences=("L'orario è {v}.", "Gli orari sono {v}."),
    time_span_sentence="L'evento si svolge dalle {a} alle {b}.",
    price_label="Prezzo",
    amount_sentences=("L'importo è di {v}.", "Gli importi sono {v}."),
    priced_sentence="{subject} costa {v}.",
    room_label="Sala",
    room_sentences=("L'offerta riguarda la sala {v}.", "L'offerta comprende le sale {v}."),
    term_label="Incluso",
    term_sentences=("L'offerta comprende {v}.", "L'offerta comprende {v}."),
)

ROOM_CUES = RoomCueWords(
    noun_cues=("sala", "Sala"),
    article_cues=(),
    nouns_after_name=(),
    preposition_cues=("nel", "nella", "nello"),
    place_preposition_cues=(),
    town_place_cues=(),
    place_verbs=(),
    allocation=r"(?:è|è[ ]stata|è[ ]stato|sarà)[ ](?:riservat[ao]|prenotat[ao]|disponibile|confermat[ao]|liber[ao])",
    name_particles=("di", "del", "della", "degli", "dei"),
    subject_articles=("Il", "Lo"),
    nouns_after_subject=("sala",),
    noun_articles=(),
    not_room_words=words("signor signora"),
    articles_after_noun=("dei", "degli", "delle", "del", "della", "dello"),
)

CLAUSES = ClauseWords(
    coordinators=("e", "ma", "mentre"),
    clause_openers=("e", "ma", "mentre", "più"),
    clause_conjunctions=("ma",),
    lead_words=(
        "e",
        "o",
        "il",
        "alle ore",
        "dalle ore",
        "alle",
        "dalle",
        "entro il",
        "entro",
        "per",
        "di",
        "del",
        "a",
        "più",
    ),
    trailing_qualifiers=("a persona", "per persona"),
    joining_conjunctions=("o", "e"),
)

AMOUNTS = AmountWords(
    currency_words=MappingProxyType(
        {
            "franchi svizzeri": "CHF",
            "franco svizzero": "CHF",
            "franchi": "CHF",
            "euro": "EUR",
            "dollari": "USD",
            "sterline": "GBP",
        }
    ),
    per_person=(
        "a persona",
        "per persona",
        "a testa",
        "per ospite",
        "a partecipante",
        "per partecipante",
        "a coperto",
    ),
    per_person_after_slash=("persona",),
)

QUALIFIERS = QualifierWords(
    per_hour=("all'ora", "all’ora", "l'ora", "l’ora", "per ora", "orari"),
    per_hour_after_slash=("ora", "h"),
    per_day=("al giorno", "per giorno", "a notte", "per notte", "a giornata", "per giornata"),
    per_day_after_slash=("giorno", "notte"),
    multipliers=("due volte", "tre volte", "doppio", "triplo"),
    date_offsets=(
        r"(?:il\s+)?giorno\s+(?:dopo|prima)",
        r"(?:una?|due|tre|quattro|cinque|sei|sette|\d{1,2})\s+(?:giorni|giorno|settiman[ae])\s+"
        r"(?:dopo|prima)",
    ),
    time_offsets=(
        r"(?:un['’]\s*|una\s+|due\s+|tre\s+|dieci\s+|quindici\s+|venti\s+|trenta\s+|\d{1,3}\s+)"
        r"(?:ora|ore|minuti?)\s+(?:dopo|prima)(?:\s+(?:delle|dell['’]|della))?",
        r"mezz['’]ora\s+(?:dopo|prima)(?:\s+(?:delle|dell['’]|della))?",
    ),
    date_lead="",
    time_lead="alle",
    deadline_words=(
        "arrivare",
        "arrivate",
        "presentarsi",
        "presentatevi",
        "fino a",
        "entro",
        "al più tardi",
        "almeno",
        "non oltre",
    ),
    period_words=(
        "per",
        "durante",
        "in",
        "nel corso di",
        "da",
        "dal",
        "a partire da",
    ),
    zone_abbreviations={},
)
