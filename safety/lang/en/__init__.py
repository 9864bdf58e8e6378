"""English: the `LanguagePack` of en."""

from __future__ import annotations

from safety.lang import sources
from safety.lang.pack import CalendarWords, LanguagePack, NameRoles, NegationWords, Negators

_LOCALE = "en_CH"

PACK = LanguagePack(
    code="en",
    locale=_LOCALE,
    name=sources.language_name("en", in_language="en"),
    english_name=sources.language_name("en", in_language="en"),
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("en"),
        month_abbreviation_alternates=sources.frozen({9: "Sept"}),
        month_abbreviations_needing_dot=frozenset(),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("en"),
        weekday_abbreviation_alternates=sources.frozen({1: "Tues", 3: "Thurs"}),
        weekday_abbreviations_need_punctuation=False,
        ordinal_day_words=sources.frozen(sources.ordinal_words("en", range(1, 32))),
        ordinal_day_word_alternates=sources.frozen({}),
        ordinal_endings=(),
    ),
    stopwords=frozenset(
        "the and for is are you your we our of to with at on in will be this from".split()
    ),
    titles=(
        "Mr",
        "Mrs",
        "Ms",
        "Dr",
        "Prof",
        "St",
        "No",
        "Nos",
        "Nr",
        "Tel",
        "tel",
        "Ph",
        "approx",
        "ca",
        "incl",
        "excl",
        "e.g",
        "i.e",
        "cf",
        "vs",
        "resp",
        "Rd",
        "Ave",
        "Mt",
        "pp",
    ),  # fmt: skip
    abbreviations=(
        "etc",
        "a.m",
        "p.m",
        "hr",
        "hrs",
        "min",
        "mins",
        "max",
        "sec",
        "pcs",
        "Inc",
        "Ltd",
        "Co",
    ),  # fmt: skip
    negation=NegationWords(
        negators=Negators(
            words=r"not|no|never|none|nothing|nobody|neither|nor|cannot|unable|impossible",
            privatives=r"without|lacks?|lacking|missing",
            endings=r"n['’]t",
            courtesy=r"hesitat\w*|worr\w*|problems?|trouble\w*|bother\w*|inconvenien\w*",
            focus=r"only|just|merely|solely",
            pending=r"yet",
            pending_late=r"yet",
        ),
        clause_conjunctions=("but", "while", "whereas", "however", "although"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=("reserved", "booked", "held", "blocked", "confirmed"),
        including_words=(
            "includes",
            "include",
            "including",
            "included",
            "comprises",
            "comprise",
            "contains",
            "contain",
        ),  # fmt: skip
        product_labels=("products", "product", "extras", "options", "services", "add-ons"),
        determiners=("the", "a", "an", "our", "your", "this"),
    ),
    street_words=("street", "road", "avenue", "lane", "square", "drive", "boulevard", "way"),
    street_suffixes=(),
    dozen_words=("dozen",),
    and_word="and",
    missing_facts_opening="Here are the details of your booking.",
)
