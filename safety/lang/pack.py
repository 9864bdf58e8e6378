"""`LanguagePack`: everything the library knows of one language, in one frozen value.

Each language is a folder of `safety.lang` (`en/`, `de/`, `fr/`, `it/`) whose package exports one
`PACK`; `safety.lang.registry.LANGUAGES` maps each code to it. The topic modules of
`safety.lang` (calendar words, abbreviations, negation, …) are views: they build their tables from
the packs of the registry, so a language is one folder plus one registry line.

Words that CLDR or num2words hold are read from them (`safety.lang.sources`); a pack types only
what no library holds, and the spelling variants the libraries lack. No field has a default, so a
pack that forgets one is a type error (mypy) and a `TypeError` when built.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType
from typing import Literal

REACH_AFTER = 6  # words a negator reaches after itself
REACH_AFTER_VERB_LAST = 10  # in German, whose verb may stand at the clause's end


@dataclass(frozen=True, slots=True)
class CalendarWords:
    """Month and weekday names, their abbreviations (without their dot) and ordinal day words.
    Months are numbered from 1, weekdays from 0 = Monday as in `datetime.date.weekday()`."""

    month_names: tuple[str, ...]  # CLDR's wide names of the Swiss locale ("März")
    month_abbreviations: tuple[str, ...]  # CLDR's stand-alone abbreviations ("Mär", "janv")
    month_abbreviation_alternates: Mapping[int, str]  # a second short form ("Sept", "Mrz")
    # Short forms that are everyday words too ("set", "ago"): months only with their dot.
    month_abbreviations_needing_dot: frozenset[str]
    weekday_names: tuple[str, ...]
    weekday_abbreviations: tuple[str, ...]
    weekday_abbreviation_alternates: Mapping[int, str]  # "Tues", "Thurs"
    # Whether the weekday abbreviations are everyday words elsewhere ("Do", "So", "Di"): they
    # count only with a dot or a comma after them.
    weekday_abbreviations_need_punctuation: bool
    # Days of the month written as ordinal words (German: stems that take an ending).
    ordinal_day_words: Mapping[int, str]
    ordinal_day_word_alternates: Mapping[int, str]  # "dreißigst" beside the Swiss "dreissigst"
    ordinal_endings: tuple[str, ...]  # the endings a stem takes ("er", "en", …), or none
    # Besides month names, the words after a number with its dot that make it an ordinal, not a
    # sentence's end: short months CLDR lacks ("23. Sept"), floors ("im 2. Stock").
    ordinal_followers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Negators:
    """One language's negation words, as regular-expression alternatives (matched whole words,
    case-insensitive), and its classes of words that make a negation deny nothing
    (safety.lang.negation reads them)."""

    words: str  # negators on their own: "not", "kein\\w*"
    privatives: str  # words that say a thing is absent: "without", "ohne"
    courtesy: str  # hesitation, worry, trouble: a negation of these denies nothing
    focus: str  # "only": "not only" adds
    pending: str  # "yet" beside the negator: "not yet" settles nothing
    pending_late: str = ""  # "yet" anywhere in its reach: "not booked yet"
    reaches_back: str = ""  # negators that reach before themselves too (German "nicht")
    pairs: str = ""  # a discontinuous negator, written in full (French "ne … pas")
    endings: str = ""  # negators at a word's end: "n't" of "isn't", "can't"
    concord: str = ""  # negators that agree with one before them, not cancel it: "non … nessun"
    reach: int = REACH_AFTER  # words a negator reaches after itself


@dataclass(frozen=True, slots=True)
class NegationWords:
    negators: Negators
    clause_conjunctions: tuple[str, ...]  # words that open a clause: a negation stops there
    pending_before: bool  # the word for "yet" stands before the negator ("noch nicht")


@dataclass(frozen=True, slots=True)
class NameRoles:
    """Closed classes around the names of rooms and products (safety.lang.name_roles)."""

    booking_words: tuple[str, ...]  # "reserved", "reserviert", "réservée"
    including_words: tuple[str, ...]  # "includes", "umfasst", "comprend"
    product_labels: tuple[str, ...]  # "products", "Produkte", "prodotti"
    determiners: tuple[str, ...]  # "the", "unser", "notre", "questa"
    # Words that may stand between a verb and the name it books or lists: "for you", "auch",
    # "également", "per voi".
    between_words: tuple[str, ...]
    # Words after which a clause's subject or object follows, its participle at the end: an
    # auxiliary ("ist", "haben", "è"), a subject pronoun ("wir"), a subordinator ("dass", "que").
    verb_openers: tuple[str, ...]
    # Labels a room's or product's name follows as a field's value: "Room:", "Raum:", "Salle :".
    field_labels: tuple[str, ...]
    # Articles in two forms, (before a consonant, before a vowel), where a name put in a
    # translation's place opens with the other sound: "le forfait" → "l'Apéro-Paket".
    elisions: tuple[tuple[str, str], ...]
    vowels: str  # the letters of a vowel sound at a name's start, accented ones too


@dataclass(frozen=True, slots=True)
class NameWords:
    """Words around the names of rooms, products and features (safety.lang.name_words)."""

    articles: tuple[str, ...]
    definite_articles: tuple[str, ...]
    prepositions: tuple[str, ...]  # open a phrase a sentence can lose ("… in the Forum")
    size_words: tuple[str, ...]  # "big", "grosse", "petite", "piccola"
    place_nouns: tuple[str, ...]  # places that are no rooms of their own ("foyer", "parking")
    joining_words: tuple[str, ...]  # join the words of a translated name ("pausa caffè con dolci")
    room_nouns: tuple[str, ...]  # "room", "Saal", "salle", "sala"
    function_words: tuple[str, ...]  # capitalised, never a room's name ("Folgende", "This")
    # Words a room's name may begin or end with in a mention ("Raum Atelier 8"): a correction
    # keeps them.
    mention_room_cues: tuple[str, ...]
    # Words taken off a mention of a room before it is compared with the known names ("the
    # Atelier", "Raum Atelier").
    stripped_before_room_names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ApproximateCounts:
    """Counts that say they are approximate (safety.lang.approximate_counts)."""

    # Collective numerals, folded, and their value: "dozen", "vingtaine", "ventina".
    collective_numerals: Mapping[str, int]
    collective_adjectives: tuple[str, ...]  # "une bonne vingtaine", "una buona ventina"
    approximation_words: tuple[str, ...]  # before a number: "about", "etwa", "environ"


@dataclass(frozen=True, slots=True)
class PeopleWords:
    """Words around people counts (safety.lang.count_nouns): person nouns, the triggers and labels
    that introduce a count, and what a corrector writes for a missing one."""

    person_nouns: tuple[str, ...]  # "Gäste", "convives": the number before one counts people
    capacity_nouns: tuple[str, ...]  # "Room A (40 capacity)": a capacity, not a head count
    noun_adjectives: tuple[str, ...]  # between the number and the noun: "60 additional guests"
    capacity_triggers: tuple[str, ...]  # "up to", "bis zu", "jusqu'à", "fino a"
    group_triggers: tuple[str, ...]  # "group of", "Gruppe von"
    # Triggers that also introduce durations and distances ("up to 14 days").
    weak_triggers: tuple[str, ...]
    seating_words: tuple[str, ...]  # "seated", "debout"
    participant_labels: tuple[str, ...]  # "**Participants:** 24"
    capacity_labels: tuple[str, ...]  # "Kapazität:", "capienza massima:"
    participant_phrase_nouns: tuple[str, str]  # what a corrector inserts: singular, plural
    capacity_phrase: tuple[str, str, str]  # the capacity cue, the noun singular and plural
    venue_own_words: tuple[str, ...]  # "our", "unsere": the venue's own people
    own_group_words: tuple[str, ...]  # between the possessive and the number: "our team of 12"
    threshold_phrases: tuple[str, ...]  # a rule's threshold, not a group: "more than", "ab"
    rate_words: tuple[str, ...]  # after a count and its noun, a rate: "per", "pro", "par"


@dataclass(frozen=True, slots=True)
class CountedNouns:
    """What a noun after a number can count (safety.lang.noun_classes)."""

    # Things a reply counts that are not people, singular (and irregular plurals), by class:
    # time, money, measures, rooms, furniture, equipment, food, events, objects, transport, units.
    not_persons: tuple[str, ...]
    plurals: Callable[
        [str], Iterable[str]
    ]  # the regular plurals of a noun, by the language's rules
    uninflected_person_nouns: tuple[str, ...]  # count people without a plural ending: "staff"
    function_words: frozenset[str]  # end the noun phrase after a number: "30 and", "30 pour"
    partitives: tuple[str, ...]  # open a partitive after a number: "25 of our reps"
    prenominal_adjectives: tuple[str, ...]  # stand before a noun: "30 nouveaux membres"


@dataclass(frozen=True, slots=True)
class WishWords:
    """The words clients use for each wish category (safety.lang.wish_words): `<code>/wishes.py`
    of each pack."""

    words: Mapping[str, tuple[str, ...]]  # category -> the nouns, compounds, synonyms naming it
    labels: Mapping[str, str]  # category -> its name in the language
    cues: tuple[str, ...]  # before an article, introduce a wish: "with a", "avec un"
    not_wishes: tuple[str, ...]  # nouns of the booking itself: "a quote", "une salle"
    time_of_meal_before: tuple[str, ...]  # around a meal word, a time of day: "after lunch"
    meal_time_after: tuple[str, ...]  # "lunch time"
    own_before: tuple[str, ...]  # the client's own thing: "our sound engineer"
    phrase_ends: tuple[str, ...]  # end a wish's noun phrase: "a photo booth for the evening"
    own_words: tuple[str, ...]  # between an owner and the thing: "his own speakers"

    @classmethod
    def of(cls, module: ModuleType) -> WishWords:
        """The wish words a pack's `<code>/wishes.py` defines, by their names there (WORDS,
        LABELS, CUES, NOT_WISHES, TIME_OF_MEAL_BEFORE, MEAL_TIME_AFTER, OWN_BEFORE, PHRASE_ENDS,
        OWN_WORDS)."""
        return cls(**{name: getattr(module, name.upper()) for name in cls.__dataclass_fields__})


@dataclass(frozen=True, slots=True)
class MailWords:
    """What mail programs and writers put around a message that is context, not content
    (safety.lang.mail_context_words), as folded phrases (case and accents aside)."""

    attribution_verbs: tuple[str, ...]  # "On … X wrote:": "wrote", "hat geschrieben"
    sender_labels: tuple[str, ...]  # a quoted header's sender: "from", "von", "de", "da"
    header_labels: tuple[str, ...]  # its other labels: "sent", "betreff", "objet", "oggetto"
    date_or_subject_labels: tuple[str, ...]  # those giving its date or subject
    forward_openers: tuple[str, ...]  # open a forwarded or original message
    closing_formulas: tuple[str, ...]  # close a letter before its signature: "kind regards"
    postscripts: tuple[str, ...]  # open a postscript: "ps", "nachtrag"
    contact_labels: tuple[str, ...]  # open a contact line: "tel", "natel", "cellulare"
    # A message the reply refers to, before the date it was written: "enquiry of", "anfrage vom"
    message_references: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ReplyScreening:
    """What marks an answer as no reply of the venue's (safety.screening), as regular-expression
    alternatives in the order they are tried."""

    refusals: tuple[str, ...]  # a refusal or an apology for not helping, "as an AI"
    as_client: tuple[str, ...]  # the client's side, in the first person: "we would like to book"
    introductions: tuple[str, ...]  # open a self-introduction before a name: "my name is"
    closings: tuple[str, ...]  # a letter's closing formula, at a line's start: "kind regards"
    client_closings: tuple[str, ...]  # how a client's message ends before the signature


@dataclass(frozen=True, slots=True)
class CountWording:
    """How a people count is labelled and stated when it is missing (safety.kinds.counts), and
    the words around a number that make it no head count (safety.recognizers.counts)."""

    label: str  # the label of a list item with the group's size: "Participants"
    participants_sentence: str  # states the group's size, "{v}" its phrase
    capacity_sentence: str  # states what a room holds, "{subject}" and "{v}"
    unnamed_room: str  # the subject of a capacity that names no room: "The room"
    per_item_words: tuple[str, ...]  # before a number of people per table: "je", "jeweils"
    # Between a thing and a number of people per thing ("8 tables à 10"), unless a number
    # stands before it ("de 20 à 30": a range).
    per_item_between: tuple[str, ...]
    labelling_words: tuple[str, ...]  # a number after them labels something: "Nr. 12", "Tram 11"
    count_leads: tuple[str, ...]  # a head count follows them far more often than a postcode does
    # The group's size follows them when a number does: "for", "expect", "erwarten", "attendons".
    group_size_leads: tuple[str, ...]
    hour_cues: tuple[str, ...]  # before an hour, besides the clock words' cues: "to", "verso"
    # Clock cues that stand before head counts too ("le 20 volontarie", "around 30 consultants").
    not_hour_cues: tuple[str, ...]
    # Scale words a comma may follow inside a number ("one thousand, two hundred"): num2words'.
    comma_scale_words: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TimeStyle:
    """How the language writes a clock time in digits (safety.formatters.times), in the style
    grammar described there."""

    natural_style: str  # the digit form written without thinking: "h a", "H' Uhr'", "H'h'", "H"
    minute_separator: str  # between the hour and the minutes of the 24-hour clock: ":", "."
    # Hour units of a style (folded) that the minutes follow: at once ("h" of "18h30"), after a
    # space (the start of "heures": "9 heures 30"); and those that cannot carry minutes
    # ("o'clock": the language's natural style is written instead).
    joined_hour_units: tuple[str, ...]
    spaced_hour_units: tuple[str, ...]
    whole_hour_units: tuple[str, ...]
    # Digit styles with the language's hour unit a reply may write, beside the symbols' ("H'h'",
    # "h a") that safety.presence tries in every language.
    unit_styles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ArticleAgreement:
    """Articles whose form depends on the sound of the next word (safety.formatters.articles):
    Italian "il 9" but "l'8". Empty in a language whose articles do not."""

    forms: tuple[tuple[str, str], ...]  # (before a consonant, before a vowel): ("il", "l'")
    vowels: str  # the letters of a vowel sound, accented ones too


@dataclass(frozen=True, slots=True)
class ValueCues:
    """Words that may start a value or a claim in a reply being streamed (safety.stream): the
    sentence holding one waits until it is complete and checked."""

    claim_cues: tuple[str, ...]  # "free", "discount", "code", "deposit", "confirmed"
    currency_words: tuple[str, ...]  # "chf", "franc", "cents"
    room_cues: tuple[str, ...]  # "room", "hall", "terrace"
    time_words: tuple[str, ...]  # "noon", "midnight", "uhr"


@dataclass(frozen=True, slots=True)
class IntakeWords:
    """The words around a value or name in a client's message that change what it means for the
    request (booking.services.intake.cues): words are single words, phrases are written as the
    client writes them; the intake compares both folded (case and accents aside), word by word."""

    # Small words that may stand between a cue and what it applies to: "without the", "sans le".
    articles: tuple[str, ...]
    prepositions: tuple[str, ...]  # before a value: "on", "am", "à", "alle"
    place_prepositions: tuple[str, ...]  # before a room: "in", "im", "dans", "nel"
    politeness: tuple[str, ...]  # between a name and a cue after it: "please", "bitte"
    indefinite_articles: tuple[str, ...]
    definite_articles: tuple[str, ...]  # and the determiners that act as one: "this", "unsere"
    conjunctions: tuple[str, ...]  # "and", "oder", "ni", "né"
    room_nouns: tuple[str, ...]  # "room", "Saal", "salle", "sala"
    room_name_words: tuple[str, ...]  # make a capitalised phrase a room's name: "Hall", "Salon"
    legal_forms: tuple[str, ...]  # end a company's name: "Ltd", "GmbH", "Sàrl", "Sagl"
    function_words: tuple[str, ...]  # never begin a product name: "our", "diese", "votre"
    replaced_before: tuple[str, ...]  # phrases: the value after them is replaced ("instead of")
    negations: tuple[str, ...]  # phrases: "not", "nicht", "pas", "non"
    deadline_before: tuple[str, ...]  # phrases: a deadline for an answer ("by", "d'ici")
    proposals: tuple[str, ...]  # phrases: a negation that proposes ("why not")
    removal_before: tuple[str, ...]  # phrases: remove the names after them ("without")
    removal_after: tuple[str, ...]  # phrases: remove the name before them ("not needed")
    end_before: tuple[str, ...]  # phrases: the time after them is the end ("until", "bis")
    end_after: tuple[str, ...]  # phrases: a verb after a time that makes it the end ("beenden")
    break_before: tuple[str, ...]  # phrases: the time after them is a break's ("coffee break")
    earlier: tuple[str, ...]  # phrases after a length of time: "an hour earlier"
    later: tuple[str, ...]  # "eine Stunde später"
    half_words: tuple[str, ...]  # make a length half of its unit: "half an hour", "mezz'ora"
    start_words: tuple[str, ...]  # a shift moves the start alone: "start an hour earlier"
    time_hedges: tuple[str, ...]  # between an end label and its time: "Ende ca. 23:00"
    group_size_before: tuple[str, ...]  # phrases before a bare group size: "we'll be", "siamo"
    size_restated_before: tuple[str, ...]  # phrases restating the size: "let's say", "disons"
    group_of_us: tuple[str, ...]  # phrases after a bare number naming the group: "of us"
    group_size_hedges: tuple[str, ...]  # between such a cue and its number: "about", "jetzt"
    group_size_after: tuple[str, ...]  # phrases that may follow a group size: "instead", "sein"
    limit_before: tuple[str, ...]  # phrases before the most the group will be: "up to"
    measure_after: tuple[str, ...]  # after a number, a measure: "Uhr", "francs" ("o clock")
    next_week_before: tuple[str, ...]  # phrases before a weekday of next week: "next week"
    before_weekdays: tuple[str, ...]  # between "next week" and its weekday: "on", "am"
    # Before "de" and an hour, words that make it a clock time ("à partir de 9 h").
    before_of_clock: tuple[str, ...]
    # Everyday words a letter away from a catalog word ("state" and "stage"): never a
    # misspelled catalog name.
    common_words: tuple[str, ...]
    articles_before_values: tuple[str, ...]  # skipped before a value besides prepositions
    articles_before_breaks: tuple[str, ...]  # skipped before a break's time as well
    before_end_verbs: tuple[str, ...]  # between a time and a verb that makes it the end: "Uhr"
    hour_nouns: tuple[str, ...]  # an hour written as a length would be: "trois heures"
    of_before_hours: tuple[str, ...]  # "un atelier de trois heures": a length after a noun
    collective_links: tuple[str, ...]  # between a collective numeral and its noun: "of", "de"
    # A follow-up that gives one value (booking.services.intake.followup), single words:
    replacing: tuple[str, ...]  # around a bare value, say it replaces the old one: "instead"
    day_articles: tuple[str, ...]  # before a number, make it a day of the month: "the", "am"
    clock_prepositions: tuple[str, ...]  # before a number, make it a clock time: "at", "um"
    # A request to hold a room, and its contact (booking.services.intake.hold):
    hold_words: tuple[str, ...]  # words that ask for a hold: "reserve", "buchen", "option"
    not_yet: tuple[str, ...]  # phrases before a hold word that ask for none (yet): "not yet"
    name_cues: tuple[str, ...]  # phrases before the client's name: "my name is", "ich heisse"
    email_labels: tuple[str, ...]  # words that label an e-mail address: "e-mail", "address"
    waiting_list: tuple[str, ...]  # phrases naming the waiting list: "waiting list"
    yes_words: tuple[str, ...]  # words that say yes at a message's start: "yes", "ja", "oui"
    # Phrases asking for a reply in a language, by the language's code, in lower case:
    # "fr": ("in french",) in English, ("auf französisch", "auf franzoesisch", …) in German.
    language_requests: Mapping[str, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class DayRangeWords:
    """The words of a range of days written as number words in a client's message ("du treize au
    15 juillet", "from the third to the fifth of May"):
    booking.services.intake.recognizers.day_word_ranges."""

    openers: Mapping[str, bool]  # opener -> whether it holds an article: "from the", "du"
    connectors: tuple[str, ...]  # between the two days: "to", "bis", "au", "al"
    month_links: tuple[str, ...]  # between the last day and its month: "of", "de", "d'"
    digit_ordinal_suffixes: tuple[str, ...]  # after a day's digits: "5th", "1er", "3ten"


@dataclass(frozen=True, slots=True)
class ClaimCues:
    """The words of claims a reply may make that its draft does not (safety.claims), as
    regular-expression alternatives, matched whole words and case-insensitive."""

    discount: tuple[str, ...]  # "discount", "Rabatt", "remise", "sconto", promo codes
    percent_words: tuple[str, ...]  # after a number, a percentage, also in a discount's "20 % off"
    # After a number, a percentage the discount cue does not read before its `less_words`.
    percentage_only_words: tuple[str, ...]
    less_words: tuple[str, ...]  # after a percentage, a discount: "off", "weniger"
    free: tuple[str, ...]  # "free of charge", "kostenlos", "offert", "omaggio"
    deposit: tuple[str, ...]  # "deposit", "Anzahlung", "acompte", "caparra"
    confirmation: tuple[str, ...]  # "confirm", "bestätigt", "garanti", "confermato"
    fee: tuple[str, ...]  # "fee", "Gebühr", "frais", "supplemento"
    deadline: tuple[str, ...]  # "no later than", "spätestens", "au plus tard"
    credentials: tuple[str, ...]  # a request for a card's number or code, or a password
    instructions: tuple[str, ...]  # talk of drafts, markers, rephrasing or the system message
    available: tuple[str, ...]  # said of a room: "available", "frei", "disponible", "libero"
    bookable: tuple[str, ...]  # what a room is or is not: "available", "bookable", "buchbar"
    taken: tuple[str, ...]  # a room taken without a negation: "fully booked", "ausgebucht"
    # Before a capitalised name, another house than the venue ("Hotel Bellevue"); case counts.
    venue_nouns: tuple[str, ...]
    # The venue's cancellation terms: a "free" claim beside them is no extra ("Cancellation is
    # free up to 24 hours before").
    cancellation: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RestoringWords:
    """What a draft says beyond its values, that a rephrasing must keep (safety.restoring)."""

    vat_basis: tuple[str, ...]  # regex alternatives: prices without VAT, "excl. VAT", "HT"
    requests: tuple[str, ...]  # regex alternatives: a request to the client, "could you"
    request_words: tuple[str, ...]  # words of a request that say nothing of what it asks for
    please: tuple[str, ...]  # a bare "please", folded: no request of its own


@dataclass(frozen=True, slots=True)
class FactWording:
    """How a missing date, time, price, room or included term is labelled and stated
    (safety.kinds): the label of a list item ("Date") and the sentences for one value and for
    several, "{v}" the values."""

    date_label: str
    date_sentences: tuple[str, str]
    time_label: str
    time_sentences: tuple[str, str]
    time_span_sentence: str  # two missing times, the event's start "{a}" and end "{b}"
    price_label: str
    amount_sentences: tuple[str, str]
    priced_sentence: str  # the price "{v}" of a room or term "{subject}"
    room_label: str
    room_sentences: tuple[str, str]
    term_label: str  # the products and features the offer includes
    term_sentences: tuple[str, str]


@dataclass(frozen=True, slots=True)
class RoomCueWords:
    """The words around a room's name in a reply that are none of the facts' rooms
    (safety.recognizers.room_cues), as the reply writes them (case counts)."""

    noun_cues: tuple[str, ...]  # before the name: "Room A", "Raum Atelier", "la salle X"
    article_cues: tuple[str, ...]  # before the name and a room noun: "the Kubus room"
    nouns_after_name: tuple[str, ...]  # after the name: "the Kubus room", "der Kubus Saal"
    preposition_cues: tuple[str, ...]  # before the name: "in the X", "dans la X", "nel X"
    # Before the name only where the sentence speaks of using a place (`place_verbs`): "im X".
    place_preposition_cues: tuple[str, ...]
    # Of those, the ones that name a place of the town as often ("in der Altstadt"): such a
    # name may stand for the room the facts lack, never be cut as a room of its own.
    town_place_cues: tuple[str, ...]
    place_verbs: tuple[str, ...]  # "stattfinden", "zur Verfügung": the sentence uses a place
    # Regular-expression alternative (verbose): what a reply says of the room it offers, right
    # after its name ("is reserved", "ist gebucht").
    allocation: str
    name_particles: tuple[str, ...]  # regex alternatives: small words inside a name, "of the"
    subject_articles: tuple[str, ...]  # regex alternatives: open a sentence before the name
    nouns_after_subject: tuple[str, ...]  # between the name and `allocation`: "room", "Saal"
    # Articles before a capitalised word that may be any noun ("Die Buchung ist bestätigt"):
    # one word after them is no room's name.
    noun_articles: tuple[str, ...]
    not_room_words: tuple[str, ...]  # folded, never a room's name: titles, month names
    # Regex alternatives: a contracted article between a room noun and a translated name, "la
    # salle des Vignes", "la sala delle Vigne"; such a name only stands in for the room the facts
    # lack.
    articles_after_noun: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class ClauseWords:
    """The small words around a clause or a value that a cut takes along (safety.removal,
    safety.claim_cuts), as regular-expression alternatives, matched whole words."""

    # After a comma, open a clause of its own that a claim's cut may take: ", and", ", but".
    coordinators: tuple[str, ...]
    # After a semicolon, a dash or a comma, open a clause a removal may take: "; and", ", but".
    clause_openers: tuple[str, ...]
    clause_conjunctions: tuple[str, ...]  # open such a clause without punctuation: " and "
    lead_words: tuple[str, ...]  # introduce a value and go with it: "at 12:30", "um 12.15 Uhr"
    trailing_qualifiers: tuple[str, ...]  # follow a value and go with it: "per person", "Uhr"
    joining_conjunctions: tuple[str, ...]  # join a value to the one before it: "or", "bzw."


@dataclass(frozen=True, slots=True)
class AmountWords:
    """The words after an amount of money (safety.formatters.amounts, safety.recognizers.amounts),
    besides the currency names CLDR holds."""

    currency_words: Mapping[str, str]  # folded, and the currency's code: "franken": "CHF"
    per_person: tuple[str, ...]  # after an amount, it is per person: "per person", "pro Kopf"
    per_person_after_slash: tuple[str, ...]  # the same after a slash: "/guest", "/Gast"


@dataclass(frozen=True, slots=True)
class QualifierWords:
    """The closed classes of words that change what a value means (safety.qualifiers): the
    basis an amount is for, a multiplier, an offset counted from a date or a time. Phrases are
    plain text matched without regard to case; offsets are regular expressions that end right
    before the value."""

    per_hour: tuple[str, ...]  # after an amount: "per hour", "pro Stunde", "de l'heure"
    per_hour_after_slash: tuple[str, ...]  # after "/": "h", "Std."
    per_day: tuple[str, ...]  # after an amount: "per day", "per night", "pro Tag"
    per_day_after_slash: tuple[str, ...]  # after "/": "day", "Nacht"
    multipliers: tuple[str, ...]  # right before or after a value: "twice", "zweimal"
    # An offset from a date ("the day after", "am Tag nach dem"), from a time ("one hour
    # before", "eine Stunde vor"), with the word that leads such a value ("on", "at") and
    # replaces the offset; each offset may take the lead word before it along.
    date_offsets: tuple[str, ...]
    time_offsets: tuple[str, ...]
    date_lead: str
    time_lead: str
    # Before an offset, make it a deadline or an arrival that bounds something else ("up to 30
    # days before", "spätestens eine Stunde vor", "arrive 30 minutes before"): the value is not
    # restated, and the offset stays.
    deadline_words: tuple[str, ...]
    # Before an offset, make it a period or a span counted from the value ("for a week after",
    # "während zwei Tagen nach", "pendant une semaine après", "per una settimana dopo"): the
    # value is not restated either, and the offset stays.
    period_words: tuple[str, ...]
    # The language's own abbreviations of time zones and the abbreviation each stands for
    # ("MEZ": "CET").
    zone_abbreviations: Mapping[str, str]


# What a morpheme of a written number is (safety.numbers combines them by kind): a unit (0-9), a
# teen (10-19), a tens word, a tens word cut before a vowel (Italian "vent" of "ventuno"), the
# words for hundred and thousand, the connector ("and", "und", "et") and the article that means
# one ("a hundred").
NumberKind = Literal["unit", "teen", "tens", "elided_tens", "hundred", "thousand", "and", "article"]


@dataclass(frozen=True, slots=True)
class NumberWords:
    """Cardinal number words from 0 to 999 999 (safety.numbers): num2words' spelling and the
    variants it lacks.

    A number is written as `cardinal` spells it; each variant flag a caller asks for then
    transforms those words (given the number), in the order `variants` lists the flags. A written
    number is read by cutting it into `morphemes`, which the grammar of safety.numbers combines by
    their kind and value. Morphemes are num2words' words for 0 to 19, for the tens it writes in one
    word, and for hundred and thousand (`safety.lang.sources.number_morphemes`), and the spellings
    it lacks, which the pack types.
    """

    cardinal: Callable[[int], str]  # the spelling written when no flag asks for another
    variants: Mapping[str, Callable[[int, str], str]]  # flag -> transform, in the order applied
    count_variants: tuple[str, ...]  # the flags a count's words are matched against
    amount_variants: tuple[str, ...]  # an amount's (amounts are also said in hundreds)
    morphemes: Mapping[str, tuple[NumberKind, int]]  # written form -> kind and value
    plural_multipliers: frozenset[str]  # "cents", "mila": only after a number above one
    letter_folds: Mapping[str, str]  # letters read as others before cutting: "ß" as "ss"
    # Morphemes the number pattern does not take before these letters, where the cut is another
    # ("cento" before "tt": "centotto" is "cent" + "otto").
    guarded_morphemes: Mapping[str, str]


@dataclass(frozen=True, slots=True)
class LanguagePack:
    code: str  # ISO 639-1: "de"
    locale: str  # the Swiss locale whose CLDR names the library writes: "de_CH"
    name: str  # the language's name in itself, CLDR's: "Deutsch"
    english_name: str  # CLDR's English name: "German"
    calendar: CalendarWords
    # The cardinal words of a number, num2words' first, then the spellings it lacks: "dreissig"
    # beside "dreißig", "une" beside "un", "vingt-et-un" beside "vingt et un".
    number_words: Callable[[int], tuple[str, ...]]
    numbers: NumberWords  # cardinal numbers written and read: num2words' and the variants it lacks
    stopwords: frozenset[str]  # its most frequent short words: they tell a text's language
    # Abbreviations whose full stop ends no sentence (safety.lang.abbreviations): titles before a
    # name or number, and abbreviations that may also close a sentence. Calendar ones come from
    # `calendar`.
    titles: tuple[str, ...]
    abbreviations: tuple[str, ...]
    negation: NegationWords
    name_roles: NameRoles
    name_words: NameWords
    approximate_counts: ApproximateCounts
    people: PeopleWords
    counted_nouns: CountedNouns
    wishes: WishWords
    mail: MailWords
    street_words: tuple[str, ...]  # "rue", "via": words that make a name an address
    street_suffixes: tuple[str, ...]  # endings of compound street names ("Seestrasse")
    # The collective numeral for twelve, and its plural where it has one: "dozen", "douzaine(s)".
    dozen_words: tuple[str, ...]
    # The locales whose CLDR compact number forms a reply may carry ("€3.5m" is en_GB's), and
    # the scale words CLDR does not write: dotted and plural forms ("Mio.", "milliarde").
    compact_number_locales: tuple[str, ...]
    scale_words: Mapping[str, int]
    and_word: str  # joins the last of several values: "and", "und", "et", "e"
    missing_facts_opening: str  # opens a reply made of missing facts alone
    screening: ReplyScreening
    count_wording: CountWording
    time_style: TimeStyle
    article_agreement: ArticleAgreement
    value_cues: ValueCues
    intake: IntakeWords  # the words of a client's message that change what a value means
    day_ranges: DayRangeWords  # ranges of days written as number words
    claims: ClaimCues  # claims a reply may make that its draft does not
    restoring: RestoringWords  # what a draft says beyond its values
    fact_wording: FactWording  # how a missing date, time, price, room or term is stated
    room_cues: RoomCueWords  # the words around a room's name in a reply
    clauses: ClauseWords  # the small words a cut takes along with a clause or a value
    amounts: AmountWords  # the words after an amount of money
    qualifiers: QualifierWords  # the words that change what a right value means


def words(text: str) -> tuple[str, ...]:
    """The words of `text`, split on white space: how a pack writes a list of words."""
    return tuple(text.split())


def phrases(text: str) -> tuple[str, ...]:
    """The phrases of `text`, separated by "|", their white space made single: how a pack writes a
    list of phrases ("up to|a capacity of")."""
    return tuple(" ".join(phrase.split()) for phrase in text.split("|"))
