"""English words around a reply's form and values: what marks an answer as no reply of the
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
    group_size_leads=words("for expect expecting welcome welcoming total"),
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
    unit_styles=(),
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

CLAIMS = ClaimCues(
    discount=(
        r"discount\w*",
        r"rebates?",
        r"price reduction",
        r"reduced price",
        r"promo(?:tion(?:al)?)?[ -]?codes?",
        r"coupon(?:[ -]?codes?)?",
        r"voucher[ -]?codes?",
    ),
    percent_words=("percent", "per cent"),
    percentage_only_words=(),
    less_words=("off",),
    free=(
        r"free of charge",
        r"for free",
        r"at no (?:extra |additional )?(?:cost|charge)",
        r"no (?:extra |additional )?charge",
        r"complimentary",
        r"on the house",
        r"(?<!-)free (?!(?:for|to|on|at|from|in|of|and|or|until|till|during|between|the|this|that"
        r"|these|those|all|throughout|as|if|when|then|now|again|rooms?|spaces?|dates?|times?"
        r"|slots?|days?|evenings?|mornings?|afternoons?|cancell?ations?|too|also|either)\b)\p{L}+",
    ),
    deposit=(r"deposits?", r"down payment", r"advance payment", r"pre-?payment"),
    confirmation=(r"confirm\w*", r"guarantee\w*"),
    fee=(
        r"fees?",
        r"surcharges?",
        r"service charges?",
        r"booking charges?",
        r"cleaning charges?",
    ),
    deadline=(r"deadlines?", r"due date", r"no later than", r"at the latest"),
    credentials=(
        r"(?:your|the client's|the guest's)\s(?:(?:credit|debit|bank|payment)\s)?card"
        r"(?:'s)?\s(?:numbers?|details|data|codes?|CVV|CVC|security codes?)",
        r"(?:your|the)\s(?:(?:credit|debit)\s)?card\s?(?:number|CVV|CVC)s?",
        r"(?:your|the)\s(?:CVV|CVC|CVV2|PIN)(?:\s(?:code|number))?",
        r"your\s(?:(?:online|account|login|e-?banking|bank)\s)?(?:password|passcode|login details)",
        r"(?:credit|debit)\s?card\snumbers?",
    ),
    instructions=(
        r"drafts?",
        r"markers?",
        r"rephras\w*",
        r"instructions?",
        r"system (?:prompt|message)",
    ),
    available=(r"availab\w*", r"free", r"yours"),
    bookable=(r"availab\w*", r"free(?! of charge)", r"book(?:ed|ing|able)?", r"reserv\w*"),
    taken=(
        r"unavailable",
        r"fully booked",
        r"booked up",
        r"already (?:booked|reserved|taken)",
        r"occupied",
    ),
    venue_nouns=("Hotel", "Restaurant", "Resort"),
    cancellation=(r"cancel\w*",),
)

RESTORING = RestoringWords(
    vat_basis=(
        r"\bexcl(?:\.|uding|udes?)? (?:of )?VAT\b",
        r"\bVAT (?:excluded|not included)\b",
        # the same basis in a rephrasing's words
        r"\bexclusive of VAT\b",
        r"\b(?:plus|before|net of|without) VAT\b",
        r"\bVAT (?:is )?not included\b",
    ),
    requests=(
        r"\b(?:could|can|would) you\b",
        r"\blet us know\b",
        r"\bplease (?:tell|send|confirm|share)\b",
        r"\bplease\b",
        # polite requests without "please": "Kindly provide us with the date."
        r"\bkindly\b",
        r"\bprovide us with\b",
        r"\bwe would be grateful if you\b",
    ),
    request_words=words(
        "could would please tell know share send confirm that check availability perhaps maybe "
        "kindly provide grateful"
    ),
    please=("please",),
)

FACT_WORDING = FactWording(
    date_label="Date",
    date_sentences=("The date is {v}.", "The dates are {v}."),
    time_label="Time",
    time_sentences=("The time is {v}.", "The times are {v}."),
    time_span_sentence="The event runs from {a} to {b}.",
    price_label="Price",
    amount_sentences=("The amount is {v}.", "The amounts are {v}."),
    priced_sentence="{subject} costs {v}.",
    room_label="Room",
    room_sentences=("The offer is for the room {v}.", "The offer includes the rooms {v}."),
    term_label="Included",
    term_sentences=("The offer includes {v}.", "The offer includes {v}."),
)

ROOM_CUES = RoomCueWords(
    noun_cues=("room", "Room", "hall", "Hall"),
    article_cues=("the",),
    nouns_after_name=("room", "Room", "hall", "Hall", "Suite", "suite"),
    preposition_cues=("in the", "to the", "into the", "at the"),
    place_preposition_cues=(),
    town_place_cues=(),
    place_verbs=(),
    allocation=r"(?:is|has[ ]been|was)[ ](?:now[ ])?(?:reserved|booked|confirmed|available|yours|free|held)",
    name_particles=("of", "of[ ]the"),
    subject_articles=("The",),
    nouns_after_subject=("room", "hall", "suite", "lounge"),
    noun_articles=(),
    not_room_words=words("mr mrs ms dr"),
)

CLAUSES = ClauseWords(
    coordinators=("and", "but", "while", "whereas"),
    clause_openers=("and", "but", "while", "also"),
    clause_conjunctions=("and", "but", "plus"),
    lead_words=("and", "or", "on", "at", "by", "from", "until", "of", "for"),
    trailing_qualifiers=("per person", "per guest"),
    joining_conjunctions=("or", "and"),
)

AMOUNTS = AmountWords(
    currency_words=MappingProxyType(
        {
            "swiss francs": "CHF",
            "swiss franc": "CHF",
            "euros": "EUR",
            "euro": "EUR",
            "dollars": "USD",
            "dollar": "USD",
            "pounds": "GBP",
        }
    ),
    per_person=(
        "per person",
        "per head",
        "per guest",
        "per participant",
        "per attendee",
        "per pax",
        "a head",
    ),
    per_person_after_slash=("Person", "guest", "head"),
)

QUALIFIERS = QualifierWords(
    per_hour=("per hour", "an hour", "a hour", "hourly"),
    per_hour_after_slash=("hour", "hr", "h"),
    per_day=("per day", "a day", "per night", "a night", "daily", "nightly"),
    per_day_after_slash=("day", "night"),
    multipliers=("twice", "two times", "three times", "double", "triple"),
    date_offsets=(
        r"the\s+day\s+(?:after|before)(?:\s+the)?",
        r"(?:one|a|two|three|four|five|six|seven|\d{1,2})\s+(?:days?|nights?|weeks?)\s+"
        r"(?:after|before|prior\s+to)(?:\s+the)?",
    ),
    time_offsets=(
        r"(?:one|an?|two|three|four|five|ten|fifteen|twenty|thirty|forty-five|\d{1,3})\s+"
        r"(?:hours?|minutes?|mins?\.?)\s+(?:after|before|prior\s+to)",
        r"half\s+an\s+hour\s+(?:after|before|prior\s+to)",
    ),
    date_lead="on",
    time_lead="at",
    deadline_words=(
        "arrive",
        "be there",
        "be here",
        "come",
        "up to",
        "until",
        "by",
        "no later than",
        "not later than",
        "at the latest",
        "at least",
        "latest",
    ),
    period_words=(
        "for",
        "within",
        "during",
        "in",
        "over",
        "from",
        "since",
        "starting",
    ),
    zone_abbreviations={},
)
