"""German words around a reply's form and values: what marks an answer as no reply of the
venue's, the wording of a missing people count, how a clock time is written in digits, and the
words that may start a value in a streamed reply."""

from __future__ import annotations

from safety.lang import sources
from safety.lang.pack import (
    ArticleAgreement,
    CountWording,
    ReplyScreening,
    TimeStyle,
    ValueCues,
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
