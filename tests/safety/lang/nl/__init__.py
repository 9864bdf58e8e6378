"""Dutch, a test-only fifth pack: calendar words from babel, ordinals from num2words, and a few
words typed here. It shows that a language is this one folder plus one line in the registry."""

from __future__ import annotations

from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
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
from tests.safety.lang.nl import replies

_LOCALE = "nl_NL"

PACK = LanguagePack(
    code="nl",
    locale=_LOCALE,
    name=sources.language_name("nl", in_language="nl"),
    english_name=sources.language_name("nl", in_language="en"),
    number_words=lambda number: (str(num2words(number, lang="nl")),),
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("nl"),
        month_abbreviation_alternates=sources.frozen({}),
        month_abbreviations_needing_dot=frozenset(),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("nl"),
        weekday_abbreviation_alternates=sources.frozen({}),
        weekday_abbreviations_need_punctuation=True,
        ordinal_day_words=sources.frozen(sources.ordinal_words("nl", range(1, 32))),
        ordinal_day_word_alternates=sources.frozen({}),
        ordinal_endings=(),
    ),
    stopwords=frozenset(words("de het een en van voor met wij ons onze u uw is zijn")),
    titles=words("dhr mevr dr prof nr tel ca incl excl bijv"),
    abbreviations=words("enz min max pers"),
    negation=NegationWords(
        negators=Negators(
            words=r"niet|geen|nooit|niets|niemand",
            privatives=r"zonder",
            courtesy=r"aarzel\w*|zorgen|probleem",
            focus=r"alleen|slechts",
            pending=r"nog",
        ),
        clause_conjunctions=words("maar terwijl hoewel echter"),
        pending_before=True,
    ),
    name_roles=NameRoles(
        booking_words=words("gereserveerd geboekt bevestigd"),
        including_words=words("omvat bevat inclusief"),
        product_labels=words("producten opties diensten"),
        determiners=words("de het een onze uw deze dit"),
    ),
    name_words=NameWords(
        articles=words("de het een"),
        definite_articles=words("de het"),
        prepositions=words("in op aan met zonder van voor bij naar"),
        size_words=words("groot grote klein kleine"),
        place_nouns=words("foyer ingang receptie tuin terras"),
        joining_words=words("met van"),
        room_nouns=words("zaal kamer ruimte"),
        function_words=words("deze dit die dat onze uw"),
    ),
    approximate_counts=ApproximateCounts(
        collective_numerals=MappingProxyType({"dozijn": 12}),
        collective_adjectives=words("goed"),
        approximation_words=words("ongeveer circa rond"),
    ),
    people=PeopleWords(
        person_nouns=words("personen persoon gasten gast deelnemers deelnemer"),
        capacity_nouns=words("capaciteit"),
        noun_adjectives=words("extra verwachte"),
        capacity_triggers=phrases("tot|maximaal|capaciteit van"),
        group_triggers=phrases("groep van"),
        weak_triggers=phrases("tot|maximaal"),
        seating_words=words("zittend staand"),
        participant_labels=phrases("deelnemers|personen|gasten|aantal personen"),
        capacity_labels=phrases("capaciteit|maximale capaciteit"),
        participant_phrase_nouns=("persoon", "personen"),
        capacity_phrase=("tot", "persoon", "personen"),
        venue_own_words=words("ons onze"),
        own_group_words=words("team personeel van"),
        threshold_phrases=phrases("meer dan|minstens|minder dan|vanaf"),
        rate_words=words("per elke"),
    ),
    counted_nouns=CountedNouns(
        not_persons=words("uur minuut dag week maand jaar euro frank meter zaal tafel stoel"),
        plurals=lambda word: (word + "en", word + "s"),
        uninflected_person_nouns=words("mensen personeel"),
        function_words=frozenset(words("de het een en of voor van met in op tot om per")),
        partitives=phrases("van onze|van de|van uw"),
        prenominal_adjectives=words("nieuwe andere"),
    ),
    wishes=WishWords(
        words=MappingProxyType({"projector": words("beamer projector"), "lunch": words("lunch")}),
        labels=MappingProxyType({"projector": "beamer", "lunch": "lunch"}),
        cues=phrases("met een|we hebben een"),
        not_wishes=words("offerte zaal"),
        time_of_meal_before=words("na voor"),
        meal_time_after=words("tijd pauze"),
        own_before=words("onze eigen"),
    ),
    mail=MailWords(
        attribution_verbs=phrases("schreef|heeft geschreven"),
        sender_labels=phrases("van"),
        header_labels=phrases("verzonden|datum|aan|onderwerp"),
        date_or_subject_labels=phrases("verzonden|datum|onderwerp"),
        forward_openers=phrases("doorgestuurd bericht|oorspronkelijk bericht"),
        closing_formulas=phrases("met vriendelijke groet|groeten|bedankt"),
        postscripts=phrases("ps|nb"),
        contact_labels=phrases("tel|telefoon|mobiel|adres"),
    ),
    street_words=words("straat laan plein weg"),
    street_suffixes=words("straat laan plein weg gracht kade"),
    dozen_words=words("dozijn"),
    compact_number_locales=("nl",),
    scale_words=MappingProxyType({"mln.": 1_000_000, "mld.": 1_000_000_000}),
    and_word="en",
    missing_facts_opening="Hier zijn de gegevens van uw boeking.",
    screening=replies.SCREENING,
    count_wording=replies.COUNT_WORDING,
    time_style=replies.TIME_STYLE,
    article_agreement=replies.ARTICLES,
    value_cues=replies.VALUE_CUES,
)
