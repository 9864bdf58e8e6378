"""English: the `LanguagePack` of en."""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.en import cardinals, intake, replies, wishes
from safety.lang.pack import (
    ApproximateCounts,
    CalendarWords,
    CountedNouns,
    LanguagePack,
    MailWords,
    NameRoles,
    NameWords,
    NegationWords,
    Negators,
    PeopleWords,
    WishWords,
    phrases,
    words,
)

_LOCALE = "en_CH"


def _number_words(number: int) -> tuple[str, ...]:
    """num2words' cardinal, and with a space for its hyphen ("twenty one")."""
    word = str(num2words(number, lang="en"))
    return (word, word.replace("-", " ")) if "-" in word else (word,)


def _plurals(word: str) -> Iterable[str]:
    """English regular plurals: "-s", "-es", "-ies", "-ves"."""
    yield word + "s"
    if word.endswith(("s", "x", "z", "ch", "sh")):
        yield word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        yield word[:-1] + "ies"
    if word.endswith("f"):
        yield word[:-1] + "ves"
    if word.endswith("fe"):
        yield word[:-2] + "ves"


PACK = LanguagePack(
    code="en",
    locale=_LOCALE,
    name=sources.language_name("en", in_language="en"),
    english_name=sources.language_name("en", in_language="en"),
    number_words=_number_words,
    numbers=cardinals.NUMBERS,
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
        ordinal_followers=(),
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
        booking_words=words(
            "reserved booked held blocked confirmed reserve booking reservation available"
        ),
        including_words=words(
            "includes include including included comprises comprise contains contain"
        ),
        product_labels=words("products product extras options services add-ons"),
        determiners=words("the a an our your this"),
        between_words=words("for you also too additionally already of"),
        verb_openers=words("is are was were has have had been be will that we"),
        field_labels=words("room venue space product"),
        elisions=(("a", "an"),),
        vowels="aeiouAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜàâäéèêëîïôöùûü",
    ),
    name_words=NameWords(
        articles=words("the a an"),
        definite_articles=words("the"),
        prepositions=words(
            """in on at with without from for by near next beside inside into to of via including
            plus"""
        ),
        size_words=words("big large great main small little"),
        place_nouns=words(
            """foyer lobby entrance reception restaurant bar garden terrace hotel parking garage
            station stop"""
        ),
        joining_words=words("of for with"),
        room_nouns=words("room hall"),
        function_words=words("this that which our your their the these those every each"),
        mention_room_cues=words("room"),
        stripped_before_room_names=words("the room"),
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
            number of guests|number of participants|number of people|number of attendees|group|
            party size|guest count|attendance"""
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
    counted_nouns=CountedNouns(
        not_persons=words(
            """second minute min mins hour hr hrs h day night week weekend month year decade century time
            noon midnight midday
            morning afternoon evening quarter semester season halfday half-day overnight
            franc francs fr chf eur euro usd gbp cent rappen dollar pound percent pct point
            million billion mio mln mrd
            m km cm mm m2 m² sqm metre meter kilometre kilometer foot feet inch mile kg g gram gramme
            litre liter l dl cl ml degree kilo tonne watt kw volt gb mb
            room hall floor level storey stories area space zone terrace lounge venue location site
            building house suite studio wing office foyer gallery garden balcony
            table chair seat place bench stand booth desk row sofa stool lectern podium
            projector beamer screen microphone mic flipchart whiteboard laptop monitor tv television
            camera cable adapter lamp light spotlight stage pinboard board printer socket plug
            course menu dish plate portion serving bottle glass cup drink coffee bread canape canapé
            piece pc pcs slice sandwich meal lunch dinner breakfast brunch buffet break snack dessert
            starter appetizer cocktail beer wine keg platter tray jug carafe round
            session workshop meeting event seminar conference class lesson presentation talk module
            game match tour activity option package offer proposal quote quotation variant
            alternative program programme agenda item step question answer example reason way
            page document file attachment photo picture image slide copy item point language colour
            color version star review award vehicle car bus tram train line platform gate exit stop
            parking space spot key card badge ticket voucher gift box bag flower candle balloon
            decoration poster banner sign letter email call night stay nights stays bed
            group team family couple pair company department delegation table class household
            hole lap set kit pack unit bundle lot hotel restaurant bar cafe shop museum
            x times sharp
            towel napkin tablecloth blanket pillow cushion umbrella cutlery fork knife spoon bowl mug
            vase candleholder coat hanger locker linen dish sheet"""
        ),
        plurals=_plurals,
        uninflected_person_nouns=words(
            """people persons staff crew personnel pax folk folks men women children kids police alumni"""
        ),
        function_words=frozenset(
            (
                *words(
                    """a an the and or but nor so yet for of to in on at by with from into onto about above
                    below over under between among through during before after until till since than as
                    per via vs versus up down out off this that these those it its it's is are was were be
                    been being am will would shall should can could may might must do does did done have
                    has had having not no yes all any each every some more most less least few many much
                    other another such only also just even still already again very too here there where
                    when while who whom whose which what why how if then else we you they he she us them
                    our your their his her my me i o'clock pm am a.m. p.m. plus minus around approximately
                    about roughly nearly almost exactly total altogether instead both either neither
                    each"""
                ),
                # adverbs and courtesies that follow a number in a short message ("30 bitte")
                *words(
                    """instead then only just please thanks thank sorry maybe perhaps rather also too
                    again now today tomorrow tonight yesterday later soon instead sharp latest"""
                ),
            )
        ),
        partitives=phrases(
            """of the|of our|of your|of my|of their|of his|of her|of these|of those"""
        ),
        prenominal_adjectives=(),
    ),
    wishes=WishWords.of(wishes),
    mail=MailWords(
        attribution_verbs=phrases("wrote|writes"),
        sender_labels=phrases("from"),
        header_labels=phrases("sent|date|to|cc|bcc|subject|reply to"),
        date_or_subject_labels=phrases("sent|date|subject"),
        forward_openers=phrases("""forwarded message|begin forwarded message|original message"""),
        closing_formulas=phrases(
            """regards|best|best regards|kind regards|warm regards|many thanks|thanks|thank you|
            thanks in advance|cheers|sincerely|yours sincerely|yours faithfully|all the best"""
        ),
        postscripts=phrases("ps|p s|pps|p p s|nb|n b"),
        contact_labels=phrases(
            """tel|tel nr|phone|telephone|mobile|mob|cell|fax|direct|office|email|e mail|mail|
            web|www|website|address"""
        ),
        message_references=phrases(
            """enquiry of|inquiry of|request of|email of|e mail of|mail of|message of|letter of|
            enquiry dated|inquiry dated|request dated|email dated|e mail dated|message dated|
            letter dated"""
        ),
    ),
    street_words=words("street road avenue lane square drive boulevard way"),
    street_suffixes=(),
    dozen_words=words("dozen"),
    compact_number_locales=("en", "en_CH", "en_GB"),
    scale_words=MappingProxyType({}),
    and_word="and",
    missing_facts_opening="Here are the details of your booking.",
    screening=replies.SCREENING,
    count_wording=replies.COUNT_WORDING,
    time_style=replies.TIME_STYLE,
    article_agreement=replies.ARTICLES,
    value_cues=replies.VALUE_CUES,
    intake=intake.WORDS,
    day_ranges=intake.DAY_RANGES,
    claims=replies.CLAIMS,
    restoring=replies.RESTORING,
    fact_wording=replies.FACT_WORDING,
    room_cues=replies.ROOM_CUES,
    clauses=replies.CLAUSES,
    amounts=replies.AMOUNTS,
    qualifiers=replies.QUALIFIERS,
)
