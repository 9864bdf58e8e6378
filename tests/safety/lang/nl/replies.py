"""Dutch words around a reply's form and values (a few, for the test-only pack)."""

from __future__ import annotations

from types import MappingProxyType

from safety.lang.pack import (
    AmountWords,
    ArticleAgreement,
    ClaimCues,
    ClauseWords,
    CountWording,
    FactWording,
    ReplyScreening,
    RestoringWords,
    RoomCueWords,
    TimeStyle,
    ValueCues,
    words,
)

SCREENING = ReplyScreening(
    refusals=(r"\bhet spijt me,? maar ik kan (?:u )?niet (?:helpen|boeken)",),
    as_client=(r"\bwij willen graag (?:boeken|reserveren)\b",),
    introductions=(r"[Ii]k ben", r"[Mm]ijn naam is"),
    closings=(r"met vriendelijke groet", r"groeten"),
    client_closings=(r"groeten", r"bedankt"),
)

COUNT_WORDING = CountWording(
    label="Deelnemers",
    participants_sentence="De boeking is voor {v}.",
    capacity_sentence="{subject} biedt plaats aan {v}.",
    unnamed_room="De zaal",
    per_item_words=words("per"),
    per_item_between=(),
    labelling_words=words("nr nummer tel telefoon"),
    count_leads=words("voor met verwachten zijn ongeveer"),
    group_size_leads=words("voor verwachten totaal"),
    hour_cues=words("om tot"),
    not_hour_cues=(),
    comma_scale_words=(),
)

TIME_STYLE = TimeStyle(
    natural_style="H' uur'",
    minute_separator=".",
    joined_hour_units=(),
    spaced_hour_units=(),
    whole_hour_units=(),
    unit_styles=("H' uur'",),
)

ARTICLES = ArticleAgreement(forms=(), vowels="")

VALUE_CUES = ValueCues(
    claim_cues=words("gratis korting code aanbetaling bevestigd"),
    currency_words=words("chf eur euro"),
    room_cues=words("zaal ruimte terras"),
    time_words=words("middag middernacht uur"),
)

CLAIMS = ClaimCues(
    discount=(r"korting\w*",),
    percent_words=("procent",),
    percentage_only_words=(),
    less_words=("korting",),
    free=(r"gratis", r"kosteloos"),
    deposit=(r"aanbetaling\w*", r"borg"),
    confirmation=(r"bevestig\w*", r"gegarandeerd"),
    fee=(r"kosten", r"toeslag\w*"),
    deadline=(r"uiterlijk",),
    credentials=(r"uw\s(?:kaartnummer|wachtwoord|pincode)",),
    instructions=(r"concept\w*", r"instructies?"),
    available=(r"beschikbaar", r"vrij"),
    bookable=(r"beschikbaar", r"boekbaar"),
    taken=(r"volgeboekt", r"bezet"),
    venue_nouns=("Hotel", "Restaurant"),
    cancellation=(r"annul\w*",),
)

RESTORING = RestoringWords(
    vat_basis=(r"\bexcl(?:\.|usief)? btw\b",),
    requests=(r"\bkunt u\b", r"\balstublieft\b"),
    request_words=words("kunt u alstublieft laten weten"),
    please=("alstublieft",),
)

FACT_WORDING = FactWording(
    date_label="Datum",
    date_sentences=("De datum is {v}.", "De data zijn {v}."),
    time_label="Tijd",
    time_sentences=("De tijd is {v}.", "De tijden zijn {v}."),
    time_span_sentence="Het evenement duurt van {a} tot {b}.",
    price_label="Prijs",
    amount_sentences=("Het bedrag is {v}.", "De bedragen zijn {v}."),
    priced_sentence="{subject} kost {v}.",
    room_label="Zaal",
    room_sentences=("Het aanbod geldt voor de zaal {v}.", "Het aanbod omvat de zalen {v}."),
    term_label="Inbegrepen",
    term_sentences=("Het aanbod omvat {v}.", "Het aanbod omvat {v}."),
)

ROOM_CUES = RoomCueWords(
    noun_cues=("zaal", "Zaal"),
    article_cues=("de", "het"),
    nouns_after_name=("zaal",),
    preposition_cues=("in de", "in het"),
    place_preposition_cues=(),
    town_place_cues=(),
    place_verbs=(),
    allocation=r"(?:is|wordt)[ ](?:gereserveerd|geboekt|beschikbaar|vrij)",
    name_particles=("van", "van[ ]de"),
    subject_articles=("De", "Het"),
    nouns_after_subject=("zaal",),
    noun_articles=(),
    not_room_words=words("meneer mevrouw"),
)

CLAUSES = ClauseWords(
    coordinators=("en", "maar"),
    clause_openers=("en", "maar", "ook"),
    clause_conjunctions=("en", "maar"),
    lead_words=("en", "of", "op", "om", "vanaf", "tot", "van", "voor"),
    trailing_qualifiers=("per persoon", "uur"),
    joining_conjunctions=("of", "en"),
)

AMOUNTS = AmountWords(
    currency_words=MappingProxyType({"frank": "CHF", "euro": "EUR"}),
    per_person=("per persoon", "p.p."),
    per_person_after_slash=("persoon",),
)
