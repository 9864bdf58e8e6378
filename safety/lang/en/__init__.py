"""English: the `LanguagePack` of en."""

from __future__ import annotations

from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.pack import (
    ApproximateCounts,
    CalendarWords,
    LanguagePack,
    NameRoles,
    NameWords,
    NegationWords,
    Negators,
    PeopleWords,
    phrases,
    words,
)

_LOCALE = "en_CH"


def _number_words(number: int) -> tuple[str, ...]:
    """num2words' cardinal, and with a space for its hyphen ("twenty one")."""
    word = str(num2words(number, lang="en"))
    return (word, word.replace("-", " ")) if "-" in word else (word,)


PACK = LanguagePack(
    code="en",
    locale=_LOCALE,
    name=sources.language_name("en", in_language="en"),
    english_name=sources.language_name("en", in_language="en"),
    number_words=_number_words,
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
    titles=words(
        """Mr Mrs Ms Dr Prof St No Nos Nr Tel tel Ph approx ca incl excl e.g i.e cf vs resp Rd Ave
        Mt pp"""
    ),
    abbreviations=words("etc a.m p.m hr hrs min mins max sec pcs Inc Ltd Co"),
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
        clause_conjunctions=words("but while whereas however although"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=words("reserved booked held blocked confirmed"),
        including_words=words(
            "includes include including included comprises comprise contains contain"
        ),
        product_labels=words("products product extras options services add-ons"),
        determiners=words("the a an our your this"),
    ),
    name_words=NameWords(
        articles=words("the a an"),
        definite_articles=words("the"),
        prepositions=words(
            """in on at with without from for by near next beside inside into to of via including
            plus"""
        ),
        size_words=words("big large great main small little"),
        place_nouns=words("foyer lobby entrance reception restaurant bar garden terrace hotel"),
        joining_words=words("of for with"),
        room_nouns=words("room hall"),
        function_words=words("this that which our your their the these those every each"),
    ),
    approximate_counts=ApproximateCounts(
        collective_numerals=MappingProxyType({"dozen": 12}),
        collective_adjectives=words("good"),
        approximation_words=words("about around approximately roughly circa ca approx some"),
    ),
    people=PeopleWords(
        person_nouns=words(
            """people persons person guests guest participants participant attendees attendee
            delegates delegate pax visitors diners"""
        ),
        capacity_nouns=words("capacity"),
        noun_adjectives=words(
            "additional extra more expected confirmed registered invited adult seated standing"
        ),
        capacity_triggers=phrases(
            """up to|a capacity of|capacity of|capacity|a maximum of|maximum of|maximum|max.|max|
            seats|holds|accommodates"""
        ),
        group_triggers=phrases("group of|party of|team of"),
        weak_triggers=phrases("up to|maximum|max.|max|holds"),
        seating_words=words("seated standing in"),
        participant_labels=phrases(
            """participants|guests|people|persons|attendees|delegates|pax|headcount|group size|
            number of guests|number of participants|number of people|number of attendees"""
        ),
        capacity_labels=phrases("capacity|max. capacity|maximum capacity"),
        participant_phrase_nouns=("participant", "participants"),
        capacity_phrase=("up to", "person", "people"),
        venue_own_words=words("our"),
        own_group_words=words("team staff crew of"),
        threshold_phrases=phrases(
            "more than|over|above|at least|fewer than|less than|under|below|min.|minimum"
        ),
        rate_words=words("per each every"),
    ),
    street_words=words("street road avenue lane square drive boulevard way"),
    street_suffixes=(),
    dozen_words=words("dozen"),
    and_word="and",
    missing_facts_opening="Here are the details of your booking.",
)
