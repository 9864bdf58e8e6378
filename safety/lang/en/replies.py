"""English words around a reply's form and values: what marks an answer as no reply of the
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
        r"\bI(?:'m| am) (?:sorry|afraid),? (?:but )?I (?:can(?:not|'t)|am unable|won't)",
        r"\bI (?:can(?:not|'t)|am unable to) (?:help|assist|book|reserve|provide|fulfil)",
        r"\bas an AI\b",
    ),
    as_client=(
        r"\bwe(?: would|'d) like to (?:book|reserve|request)\b",
        r"\bcould we (?:book|reserve)\b",
        r"\bwe (?:are|will be) (?:a group of )?\d+ (?:people|persons|guests)\b",
        r"\bwe are planning (?:a|an|our)\b",
    ),
    introductions=(r"[Mm]y name is", r"I am", r"I'm"),
    closings=(
        r"kind regards",
        r"best regards",
        r"warm regards",
        r"regards",
        r"best wishes",
        r"sincerely",
        r"yours sincerely",
    ),
    client_closings=(r"regards", r"wishes", r"sincerely", r"thanks", r"thank you", r"cheers"),
)

COUNT_WORDING = CountWording(
    label="Participants",
    participants_sentence="The booking is for {v}.",
    capacity_sentence="{subject} holds {v}.",
    unnamed_room="The room",
    per_item_words=(),
    per_item_between=(),
    labelling_words=words("no number phone tel fax"),
    count_leads=words("for with expect are about circa total"),
    hour_cues=words("to"),
    not_hour_cues=words("around"),
    comma_scale_words=sources.scale_names("en"),
)

TIME_STYLE = TimeStyle(
    natural_style="h a",
    minute_separator=":",
    joined_hour_units=(),
    spaced_hour_units=(),
    whole_hour_units=words("clock"),
)

ARTICLES = ArticleAgreement(forms=(), vowels="")

VALUE_CUES = ValueCues(
    claim_cues=words(
        "free discount discounts code codes promo voucher deposit confirmed guaranteed"
    ),
    currency_words=words(
        "chf eur usd gbp franc francs euro euros dollar dollars pound pounds sterling cents"
    ),
    room_cues=words("room rooms hall terrace lounge suite"),
    time_words=sources.noon_and_midnight("en"),
)
