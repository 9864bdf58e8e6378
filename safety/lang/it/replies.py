"""Italian words around a reply's form and values: what marks an answer as no reply of the
venue's, the wording of a missing people count, how a clock time is written in digits, the
articles that agree with a number, and the words that may start a value in a streamed reply."""

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
