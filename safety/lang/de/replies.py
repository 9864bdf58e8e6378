"""German words around a reply's form and values: what marks an answer as no reply of the
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
    phrases,
    words,
)

SCREENING = ReplyScreening(
    refusals=(
        r"\b(?:es tut mir leid|leider),? (?:aber )?(?:ich|wir) (?:kann|können) (?:Ihnen )?"
        r"(?:dabei |bei dieser Anfrage )?nicht (?:helfen|weiterhelfen|buchen|reservieren)",
        r"\b(?:ich kann|kann ich) Ihnen (?:dabei |hier |bei dieser Anfrage )?(?:leider )?nicht"
        r" (?:helfen|weiterhelfen)",
        r"\bals (?:eine )?KI\b",
    ),
    as_client=(
        r"\bwir möchten (?:gerne? )?(?:[^\s!?]+ ){0,8}(?:reservieren|buchen|anfragen)\b",
        r"\bwir (?:sind|werden) (?:zu )?\d+ Personen\b",
        r"\bwir planen (?:ein|eine|einen)\b",
    ),
    introductions=(r"[Ii]ch bin", r"[Mm]ein Name ist"),
    closings=(
        r"freundliche gr(?:ü|ue)(?:ss|ß)e",
        r"mit freundlichen gr(?:ü|ue)(?:ss|ß)en",
        r"beste gr(?:ü|ue)(?:ss|ß)e",
        r"herzliche gr(?:ü|ue)(?:ss|ß)e",
        r"liebe gr(?:ü|ue)(?:ss|ß)e",
    ),
    client_closings=(r"gr(?:ü|ue)(?:ss|ß)e?n?", r"gruss", r"danke"),
)

COUNT_WORDING = CountWording(
    label="Personen",
    participants_sentence="Die Buchung gilt für {v}.",
    capacity_sentence="{subject} bietet Platz für {v}.",
    unnamed_room="Der Raum",
    per_item_words=words("je jeweils"),
    per_item_between=(),
    labelling_words=words("nr nummer tel telefon fax plz postfach"),
    count_leads=words("für mit erwarten sind ca. ca etwa rund insgesamt total"),
    group_size_leads=words("für erwarten begrüssen begrüßen insgesamt total"),
    hour_cues=(),
    not_hour_cues=(),
    comma_scale_words=(),
)

TIME_STYLE = TimeStyle(
    natural_style="H' Uhr'",
    minute_separator=".",
    joined_hour_units=(),
    spaced_hour_units=(),
    whole_hour_units=(),
    unit_styles=("H' Uhr'", "HH' Uhr'", "H.mm' Uhr'"),
)

ARTICLES = ArticleAgreement(forms=(), vowels="")

VALUE_CUES = ValueCues(
    claim_cues=words(
        "gratis kostenlos kostenfrei rabatt code gutschein anzahlung bestätigt garantiert"
    ),
    currency_words=words("chf eur fr sfr franken euro rappen"),
    room_cues=words("raum saal halle terrasse lounge suite salon"),
    # CLDR names no noon in German: its word, and that of the clock
    time_words=(*sources.noon_and_midnight("de"), "mittag", "uhr"),
)

CLAIMS = ClaimCues(
    discount=(
        r"\p{L}*rabatt\p{L}*",
        r"erm[äa]ss?igung\w*",
        r"ermäßigung\w*",
        r"\p{L}*nachlass",
        r"skonto",
        r"gutschein\w*",
    ),
    percent_words=("prozent",),
    percentage_only_words=(),
    less_words=("weniger", "günstiger"),
    free=(
        r"kostenlos\w*",
        r"kostenfrei\w*",
        r"gratis",
        r"umsonst",
        r"unentgeltlich\w*",
        r"ohne (?:Aufpreis|Aufschlag|Zusatzkosten|Kosten)",
    ),
    deposit=(r"anzahlung\w*", r"vorauszahlung\w*", r"vorauskasse", r"kaution"),
    confirmation=(r"bestätig\w*", r"zugesichert"),
    fee=(r"\p{L}*gebühr(?:en)?", r"zuschl(?:ag|äge)\w*", r"aufpreis"),
    deadline=(r"spätestens", r"stichtag", r"frist\w*"),
    credentials=(
        r"(?:ihre?n?|deine?n?)\s(?:\p{L}*karten(?:nummer|daten|prüfnummer)|prüfnummer|pin"
        r"|(?:online-|e-banking-|bank-)?(?:passwort|kennwort|zugangsdaten))",
        r"\p{L}*kartennummer\w*",
    ),
    instructions=(
        r"entw(?:urf|ürfe)\w*",
        r"markierung\w*",
        r"umformulier\w*",
        r"anweisung\w*",
        r"instruktion\w*",
        r"systemnachricht\w*",
        r"system-?prompt\w*",
    ),
    available=(r"verfügbar\w*", r"frei"),
    bookable=(
        r"verfügbar\w*",
        r"frei",
        r"buchbar",
        r"buchen",
        r"gebucht",
        r"reservier\w*",
    ),
    taken=(
        r"ausgebucht",
        r"belegt",
        r"besetzt",
        r"(?:bereits|schon) (?:gebucht|reserviert|vergeben)",
    ),
    venue_nouns=("Hotel", "Restaurant", "Gasthof", "Gasthaus", "Seminarhotel", "Kongresshaus"),
    cancellation=(r"stornier\w*", r"storno\w*"),
)

RESTORING = RestoringWords(
    vat_basis=(
        r"\bexkl(?:\.|usive)? MwSt",
        r"\bzuz(?:ü|ue)glich (?:der )?(?:MwSt|Mehrwertsteuer)",
        r"\bohne MwSt",
        # the same basis in a rephrasing's words
        r"\b(?:zzgl\.?|plus|exkl(?:\.|usive)?|ohne) (?:der )?(?:MwSt|Mehrwertsteuer)",
        r"\b(?:MwSt\.?|Mehrwertsteuer) (?:nicht inbegriffen|nicht inklusive|nicht enthalten)",
    ),
    requests=(
        r"\bteilen Sie uns\b",
        r"\bnennen Sie uns\b",
        r"\bgeben Sie uns\b",
        r"\bmitteilen\b",
        r"\bbitte\b",
        r"\bk(?:ö|oe)nnten Sie\b",
        r"\bD(?:ü|ue)rfen wir Sie\b",
        r"\bwissen lassen\b",
        # polite requests of other forms: "Wir bitten Sie, uns das Datum zu nennen."
        r"\bwir bitten Sie\b",
        r"\bw(?:ä|ae)ren Sie so freundlich\b",
    ),
    request_words=words(
        """können könnten dürfen teilen nennen geben mitteilen bitte noch damit prüfen
        verfügbarkeit vielleicht meinten gewünschte bitten wären freundlich"""
    ),
    please=("bitte",),
)

FACT_WORDING = FactWording(
    date_label="Datum",
    date_sentences=("Das Datum ist der {v}.", "Die Daten sind {v}."),
    time_label="Zeit",
    time_sentences=("Die Uhrzeit ist {v} Uhr.", "Die Uhrzeiten sind {v}."),
    time_span_sentence="Der Anlass dauert von {a} bis {b} Uhr.",
    price_label="Preis",
    amount_sentences=("Der Betrag beträgt {v}.", "Die Beträge sind {v}."),
    priced_sentence="{subject} kostet {v}.",
    room_label="Raum",
    room_sentences=("Das Angebot gilt für den Raum {v}.", "Das Angebot umfasst die Räume {v}."),
    term_label="Inbegriffen",
    term_sentences=("Das Angebot umfasst {v}.", "Das Angebot umfasst {v}."),
)

ROOM_CUES = RoomCueWords(
    noun_cues=("Raum", "Saal", "Zimmer", "Seminarraum", "Sitzungszimmer"),
    article_cues=("die", "den", "der"),
    nouns_after_name=("Raum", "Saal"),
    preposition_cues=(),
    place_preposition_cues=("im", "ins", "in der", "in die"),
    town_place_cues=("in der", "in die"),
    place_verbs=phrases(
        """statt|stattfinden|findet|reserviert|gebucht|bestätigt|nutzen|benutzen|befindet|
        ausweichen|verschieben|zur Verfügung|erwarten|empfangen|begrüssen|begrüßen"""
    ),
    allocation=r"""(?:ist|wird|wurde|steht)(?:[ ][^\s!?,;:]+){0,6}?[ ]
      (?:reserviert|gebucht|bestätigt|frei|verfügbar|zur[ ]Verfügung)""",
    name_particles=("von", "vom", "am"),
    subject_articles=("Die", "Der", "Das"),
    nouns_after_subject=("Raum", "Saal"),
    noun_articles=("Die", "Der", "Das"),
    not_room_words=words(
        """januar februar marz april mai juni juli august september oktober november dezember
        herr frau"""
    ),
)

CLAUSES = ClauseWords(
    coordinators=("und", "aber", "sowie", "doch"),
    clause_openers=("und", "aber", "sowie", "zudem"),
    clause_conjunctions=("und", "aber", "sowie", "zuzüglich", r"zzgl\."),
    lead_words=(
        "und",
        "oder",
        "am",
        "um",
        "ab",
        "bis",
        "von",
        "zu",
        "für",
        r"zzgl\.",
        r"inkl\.",
    ),
    trailing_qualifiers=("pro Person", "pro Gast", r"p\.\s?P\.", "Uhr"),
    joining_conjunctions=("oder", "und", r"bzw\."),
)

AMOUNTS = AmountWords(
    currency_words=MappingProxyType({"franken": "CHF", "euro": "EUR"}),
    per_person=(
        "pro Person",
        "pro Kopf",
        "pro Gast",
        "pro Teilnehmer",
        "pro Teilnehmerin",
        "pro Teilnehmende",
        "pro Teilnehmenden",
        "je Person",
        "p.P.",
        "p. P.",
    ),
    per_person_after_slash=("Person", "pers.", "Kopf", "Gast"),
)

QUALIFIERS = QualifierWords(
    per_hour=("pro Stunde", "je Stunde", "die Stunde", "stündlich"),
    per_hour_after_slash=("Std.", "Std", "Stunde", "h"),
    per_day=("pro Tag", "je Tag", "pro Nacht", "je Nacht", "pro Übernachtung", "täglich"),
    per_day_after_slash=("Tag", "Nacht"),
    multipliers=("zweimal", "zwei Mal", "dreimal", "doppelt", "dreifach"),
    date_offsets=(
        r"(?:(?:einen|eine|zwei|drei|vier|fünf|sechs|sieben|\d{1,2})\s+)?"
        r"(?:Tage?|Wochen?)\s+(?:nach|vor)(?:\s+dem)?",
    ),
    time_offsets=(
        r"(?:eine|einer|zwei|drei|vier|fünf|zehn|fünfzehn|zwanzig|dreissig|dreißig|\d{1,3})\s+"
        r"(?:Stunden?|Minuten?|Min\.)\s+(?:nach|vor)",
        r"eine\s+halbe\s+Stunde\s+(?:nach|vor)",
    ),
    date_lead="am",
    time_lead="um",
    deadline_words=(
        "Eintreffen",
        "eintreffen",
        "bis",
        "bis zu",
        "spätestens",
        "mindestens",
        "bis spätestens",
    ),
    period_words=(
        "für",
        "innerhalb",
        "während",
        "in",
        "über",
        "ab",
        "seit",
    ),
    zone_abbreviations={"MEZ": "CET", "MESZ": "CEST", "WEZ": "WET", "WESZ": "WEST", "OEZ": "EET"},
)
