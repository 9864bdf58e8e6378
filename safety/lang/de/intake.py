"""German: the words of a client's message around its values and names, and of its ranges of
days written in words."""

from __future__ import annotations

from types import MappingProxyType

from safety.lang.pack import DayRangeWords, IntakeWords, phrases, words

WORDS = IntakeWords(
    articles=words("der die das den dem des ein eine einen einem einer"),
    prepositions=words("am um ab für von"),
    place_prepositions=words("in im ins zu zum zur"),
    politeness=words("bitte doch also dann"),
    indefinite_articles=words("ein eine einen einem einer"),
    definite_articles=words("der die das den dem diese unsere"),
    conjunctions=words("und oder noch"),
    room_nouns=words("raum saal zimmer seminarraum sitzungszimmer"),
    room_name_words=words("halle"),
    legal_forms=words("gmbh ag kg"),
    function_words=words(
        """dies diese dieses diesen ihr ihre ihren unser unsere unseren mein meine kein keine
        welches bitte"""
    ),
    replaced_before=phrases("statt|anstatt|anstelle|anstelle von"),
    negations=phrases("nicht"),
    deadline_before=phrases("bis|bis spätestens|spätestens|vor"),
    proposals=phrases("warum nicht|wieso nicht"),
    removal_before=phrases("ohne|kein|keine|keinen|keinem|verzichten auf"),
    removal_after=phrases(
        """streichen|weglassen|entfernen|nicht nötig|nicht notwendig|brauchen wir nicht|
        nicht mehr"""
    ),
    end_before=phrases("bis|endet|enden|beenden|aufhören|fertig|ende|schluss"),
    end_after=phrases("beenden|aufhören|fertig|enden|abschliessen|schliessen"),
    break_before=phrases("kaffeepause|mittagspause|znünipause"),
    earlier=phrases("früher"),
    later=phrases("später"),
    half_words=words("halbe halben"),
    start_words=words("anfangen beginnen beginn start starten anfang"),
    time_hedges=words("zirka etwa gegen"),
    group_size_before=phrases(
        """wir sind|sind wir|wir wären|wären wir|wir werden|werden wir|es werden|
        wie wäre es mit"""
    ),
    size_restated_before=phrases("sagen wir"),
    group_of_us=phrases("von uns"),
    group_size_hedges=words("zirka etwa ungefähr rund gut knapp jetzt nun neu doch"),
    group_size_after=phrases(
        """sein|insgesamt|jetzt|nun|neu|bitte|danke|statt|anstatt|erwachsene|kollegen|
        mitarbeitende"""
    ),
    limit_before=phrases("bis zu|für bis zu|platz für|raum für"),
    measure_after=words("uhr minuten fr franken prozent qm tische tage wochen"),
    next_week_before=phrases("nächste woche|kommende woche|nächster woche"),
    before_weekdays=words("am"),
    before_of_clock=(),
    common_words=words(
        """viel vier mein mann grund halt frei wahl lage wann blick hallo licht grad projekt punkte
        zimmer reich sicht standig studie wald sage halle szene grunde weisse halb rote grade
        freue dach mail strand solle serie sand salat salz steh rache lucke papiere stop freu
        wande bühnen beamter stande stade vieh pausen passe lupe steg aula"""
    ),
    articles_before_values=words("der den dem"),
    articles_before_breaks=(),
    before_end_verbs=words("uhr h sein zu"),
    hour_nouns=(),
    of_before_hours=(),
    collective_links=(),
    replacing=words(
        """doch nur lieber dann eher also ok okay sorry bitte und wie wäre es mit vielleicht sagen
        wir eigentlich nun neu jetzt halt ach machen geht auch der für insgesamt anfangen beginnen
        starten"""
    ),
    day_articles=words("am den dem der"),
    clock_prepositions=words("um ab von"),
    hold_words=words("reservieren reserviere reservierung buchen option vormerken festhalten"),
    not_yet=phrases("noch nicht|nicht|ohne"),
    name_cues=phrases("mein Name ist|ich heisse|ich heiße"),
    email_labels=words("e mail email adresse"),
    waiting_list=phrases("Warteliste"),
    yes_words=words("ja gerne bitte ok"),
    language_requests={
        "en": ("auf englisch",),
        "de": ("auf deutsch",),
        "fr": ("auf französisch", "auf franzoesisch", "auf franzosisch"),
        "it": ("auf italienisch",),
    },
)

DAY_RANGES = DayRangeWords(
    openers=MappingProxyType({"von": False, "vom": True, "zwischen": False, "zwischen dem": True}),
    connectors=phrases("bis|bis zum|bis am|und"),
    month_links=(),
    digit_ordinal_suffixes=words("ten te"),
)
