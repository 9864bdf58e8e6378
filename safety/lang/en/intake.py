"""English: the words of a client's message around its values and names, and of its ranges of
days written in words."""

from __future__ import annotations

from types import MappingProxyType

from safety.lang.pack import DayRangeWords, IntakeWords, phrases, words

WORDS = IntakeWords(
    articles=words("the a an any of"),
    prepositions=words("on at for from"),
    place_prepositions=words("in into"),
    politeness=words("please"),
    indefinite_articles=words("a an"),
    definite_articles=words("the this our"),
    conjunctions=words("and or nor"),
    room_nouns=words("room"),
    room_name_words=words("hall lounge"),
    legal_forms=words("ltd inc llc plc"),
    function_words=words(
        "this that these those your our my their his her its which what some each every no please"
    ),
    replaced_before=phrases("instead of|rather than"),
    negations=phrases("not"),
    deadline_before=phrases("by|before|until|till"),
    proposals=phrases("why not"),
    removal_before=phrases(
        """without|no|remove|drop|cancel|skip|minus|no longer|no longer need|don't need|
        do not need|don't want|do not want|no need for"""
    ),
    removal_after=phrases("not needed|no longer needed|is not needed|isn't needed"),
    end_before=phrases(
        """until|till|untill|end|ends|ending|finish|finishes|finishing|finished|done by|
        be done by|wrap up|wrap up by"""
    ),
    end_after=(),
    break_before=phrases("break|coffee break|lunch break|tea break"),
    earlier=phrases("earlier"),
    later=phrases("later"),
    half_words=words("half"),
    start_words=words("start starting begin beginning"),
    time_hedges=words("about around approximately ca circa"),
    group_size_before=phrases(
        """make it|make that|we are|we're|we will be|we'll be|we would be|we'd be|there will be|
        what about|how about"""
    ),
    size_restated_before=phrases("let's say|say"),
    group_of_us=phrases("of us"),
    group_size_hedges=words("about around approximately roughly some now ca circa"),
    group_size_after=phrases(
        """instead|now|then|in total|total|altogether|in all|of us|please|thanks|thank you|
        adults|colleagues|employees"""
    ),
    limit_before=phrases("up to|for up to|room for|space for"),
    # "o'clock" is read as its two words
    measure_after=words(
        "h hours hour minutes min chf eur euro percent m2 sqm m tables days weeks o clock"
    ),
    next_week_before=phrases("next week"),
    before_weekdays=words("on"),
    before_of_clock=(),
    common_words=words(
        """state states stake stare stale sage staged stating staring stand stands star start
        stay steps stop place plate plates space room role rose rise wall walk well will want
        wind ward want white great large gross grant grade gran half hall hill hell sale salt
        salad sail seal mail main maid part park pack packing pork care case came cake cave cape
        cage luck lane late lake like chat chart char cent print point paint pink project projects
        protector prosecutor projection delight worship beaver bearer launch bread break breaks
        stem debut nature image flowers lights classical confidence declaration deportation"""
    ),
    articles_before_values=words("the"),
    articles_before_breaks=(),
    before_end_verbs=(),
    hour_nouns=(),
    of_before_hours=(),
    collective_links=words("of"),
    replacing=words(
        """instead only just rather actually then ok okay so well sorry please and what about how
        maybe perhaps let's lets make that it us we could can be go with for in total start begin
        starting beginning"""
    ),
    day_articles=words("the on"),
    clock_prepositions=words("at from"),
    hold_words=words("reserve reservation book hold option"),
    not_yet=phrases("no need to|don't|do not|not yet|without"),
    name_cues=phrases("my name is|name is|name|I am|I'm|this is"),
    email_labels=words("e mail email mail address"),  # "e-mail" is two words
    waiting_list=phrases("waiting list|waitlist|wait list"),
    yes_words=words("yes yeah sure please ok okay"),
    language_requests={
        "en": ("in english",),
        "de": ("in german",),
        "fr": ("in french",),
        "it": ("in italian",),
    },
)

DAY_RANGES = DayRangeWords(
    openers=MappingProxyType(
        {"from": False, "from the": True, "between": False, "between the": True}
    ),
    connectors=phrases("to|to the|till|until|through|and|and the"),
    month_links=words("of"),
    digit_ordinal_suffixes=words("st nd rd th"),
)
