"""German, in its Swiss spelling ("ss" for "ß", read in both): the `LanguagePack` of de."""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.de import cardinals, intake, replies, wishes
from safety.lang.pack import (
    REACH_AFTER_VERB_LAST,
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

_LOCALE = "de_CH"
_ORDINAL_STEMS, _ORDINAL_STEMS_WITH_SZ = sources.german_ordinal_stems(range(1, 32))


def _number_words(number: int) -> tuple[str, ...]:
    """num2words' cardinal in Swiss spelling ("dreissig"), and its own where they differ."""
    word = str(num2words(number, lang="de"))
    swiss = sources.swiss_spelling(word)
    return (swiss, word) if swiss != word else (word,)


def _plurals(word: str) -> Iterable[str]:
    """German plural endings; umlauted plurals are listed with the nouns."""
    yield word + "e"
    yield word + "n"
    yield word + "en"
    yield word + "s"


# German determiners and possessives in every case and gender, derived from their stems by the
# strong endings: "ihren", "unserem", "keinen", "jedem", "solche" are determiners like "ihre".
_GERMAN_DETERMINERS = tuple(
    stem + ending
    for stem in words(
        "mein dein sein ihr unser euer eur kein ein dies jen jed welch manch solch all"
    )
    for ending in ("", "e", "en", "em", "er", "es")
)


PACK = LanguagePack(
    code="de",
    locale=_LOCALE,
    name=sources.language_name("de", in_language="de"),
    english_name=sources.language_name("de", in_language="en"),
    number_words=_number_words,
    numbers=cardinals.NUMBERS,
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("de"),
        month_abbreviation_alternates=sources.frozen({3: "Mrz", 9: "Sept"}),
        month_abbreviations_needing_dot=frozenset(),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("de"),
        weekday_abbreviation_alternates=sources.frozen({}),
        weekday_abbreviations_need_punctuation=True,
        ordinal_day_words=sources.frozen(_ORDINAL_STEMS),
        ordinal_day_word_alternates=sources.frozen(_ORDINAL_STEMS_WITH_SZ),
        ordinal_endings=words("er en es em e"),
        ordinal_followers=words("sept mrz stock etage og ug obergeschoss untergeschoss"),
    ),
    stopwords=frozenset(
        "der die das und für ist sind sie ihr ihre wir unser mit am um im den dem ein eine zu von".split()
    ),
    titles=words(
        """Fr Frs SFr sFr Hr Hrn Dr Prof St Nr Tel Str ca inkl exkl zzgl bzw z.B u.a d.h evtl ggf
        vgl gem mind Abs Mob p.P resp sog u.U z.T z.Hd"""
    ),
    abbreviations=words("usw etc Std Min min max Mio Mrd Tsd Stk Pers Jh Chr"),
    negation=NegationWords(
        negators=Negators(
            words=r"nicht|kein\w*|nie|niemals|nichts|nirgends|weder|unmöglich\w*",
            privatives=r"ohne|fehl\w*",
            courtesy=r"zöger\w*|sorgen?|problem\w*|umständ\w*|mühe",
            focus=r"nur|bloss|bloß|lediglich|allein",
            pending=r"noch",
            reaches_back=r"nicht",
            # the verb closes the clause: "können wir den Raum Salon Rose nicht für Sie
            # reservieren"
            reach=REACH_AFTER_VERB_LAST,
        ),
        clause_conjunctions=words("aber jedoch während sondern obwohl"),
        pending_before=True,
    ),
    name_roles=NameRoles(
        booking_words=words(
            """reserviert gebucht vorgemerkt blockiert bestätigt reservieren buchen reservation
            reservierung buchung verfügbar verfügung"""
        ),
        including_words=words(
            "umfasst umfassen beinhaltet beinhalten enthält enthalten inklusive inbegriffen"
        ),
        product_labels=words("produkte produkt leistungen zusatzleistungen extras optionen"),
        determiners=words(
            """der die das den dem des ein eine einen einem einer unser unsere unseren ihr ihre
            ihren"""
        ),
        between_words=words("für sie ihnen dich euch auch zudem ausserdem bereits gerne gern"),
        verb_openers=words(
            "ist sind wird werden wurde wurden hat haben habe hatten wir dass steht stehen"
        ),
        field_labels=words("raum saal produkt"),
        elisions=(),  # German articles do not change before a name's first sound
        vowels="",
    ),
    # as words of their own: "Untere Zäune", "Am Platz"
    name_words=NameWords(
        articles=words("der die das den dem des ein eine"),
        definite_articles=words("der die das den dem"),
        prepositions=words(
            """im in am an auf aus bei mit ohne von vom zu zum zur für samt inklusive neben nach
            über unter"""
        ),
        size_words=words("grosse grosser grossen klein kleine kleiner"),
        place_nouns=words(
            """garderobe eingang empfang eingangsbereich garten terrasse haus restaurant bistro
            keller erdgeschoss obergeschoss untergeschoss dachgeschoss preis voraus anschluss
            rahmen namen freien vorfeld anhang detail zentrum bereich angebot laufe fall
            hinblick auftrag moment allgemeinen sommer winter frühling herbst haupthaus
            nebenraum parkhaus tiefgarage parkplatz garage bahnhof haltestelle"""
        ),
        joining_words=words("mit"),
        room_nouns=words("raum saal zimmer seminarraum sitzungszimmer"),
        function_words=words(
            """folgender folgende folgendes folgenden dieser diese dieses diesen diesem welcher
            welche welches welchen welchem jeder jede jedes jeden ihnen sie ihr ihre ihrem ihren
            ihrer ihres unser unsere unseren unserem euer eure der die das den dem des ein eine
            einen einem einer kein keine keinen jener jene"""
        ),
        mention_room_cues=words("raum saal zimmer"),
        stripped_before_room_names=words("raum saal der die das"),
    ),
    approximate_counts=ApproximateCounts(
        collective_numerals=MappingProxyType({"dutzend": 12}),
        collective_adjectives=(),
        approximation_words=words("etwa ungefähr rund zirka gegen knapp"),
    ),
    people=PeopleWords(
        person_nouns=words(
            """Personen Person Pers. TN Teiln. Gäste Gästen Gast Teilnehmende Teilnehmenden
            Teilnehmer Teilnehmern Teilnehmerinnen TeilnehmerInnen Besucher Besucherinnen
            Besuchende Leute Gedecke Sitzplätze Delegierte Delegierten"""
        ),
        capacity_nouns=words("sitzplätze"),
        noun_adjectives=words(
            """weitere weiteren zusätzliche zusätzlichen erwartete erwarteten angemeldete
            angemeldeten erwachsene"""
        ),
        capacity_triggers=phrases("bis zu|Kapazität von|Kapazität|maximal|höchstens|Platz für"),
        group_triggers=phrases("Gruppe von|Gruppe mit"),
        weak_triggers=phrases("bis zu|maximal|höchstens"),
        seating_words=words("sitzend stehend"),
        participant_labels=phrases(
            """Personen|Gäste|Teilnehmende|Teilnehmer|Teilnehmerzahl|Personenzahl|Gästezahl|
            Gruppengrösse|Gruppengröße|Anzahl Personen|Anzahl Gäste|Anzahl Teilnehmende|Gruppe|
            Gästeanzahl|Teilnehmeranzahl|Personenanzahl"""
        ),
        capacity_labels=phrases("Kapazität|max. Kapazität|Maximale Kapazität"),
        participant_phrase_nouns=("Person", "Personen"),
        capacity_phrase=("bis zu", "Person", "Personen"),
        venue_own_words=words("unser unsere unseren unserem unserer"),
        own_group_words=words("personal mitarbeitende von"),
        threshold_phrases=phrases(
            "ab|mehr als|über|mindestens|weniger als|unter|min.|minimum|höchstens"
        ),
        rate_words=words("pro je"),
    ),
    counted_nouns=CountedNouns(
        not_persons=words(
            """sekunde minute min stunde std tag nacht woche wochenende monat jahr jahrzehnt jahrhundert mal
            mittag mitternacht nachm vorm abends morgens nachmittags vormittags
            abend morgen vormittag nachmittag halbtag quartal semester saison übernachtung
            franken fr chf eur euro rappen cent dollar pfund prozent punkt
            million millionen milliarde mio mrd
            meter kilometer zentimeter millimeter quadratmeter km m cm mm qm m2 m² kilogramm kilo gramm
            liter l dl cl ml grad tonne watt
            raum zimmer saal halle etage stock stockwerk geschoss ebene bereich terrasse lounge
            gebäude haus standort location lokal büro foyer galerie garten balkon suite studio flügel
            tisch stuhl sitzplatz platz bank reihe stehtisch sofa sessel hocker rednerpult podium
            beamer projektor leinwand bildschirm mikrofon mikro lautsprecher flipchart whiteboard
            pinnwand laptop monitor fernseher kamera kabel adapter lampe licht scheinwerfer bühne
            drucker steckdose moderationskoffer
            gang menü gericht teller portion flasche glas tasse getränk kaffee brot canapé häppchen stück
            stk scheibe brötchen mahlzeit mittagessen abendessen frühstück brunch buffet pause snack
            dessert vorspeise hauptgang apéro apero cocktail bier wein fass platte tablett karaffe krug
            runde
            sitzung workshop meeting veranstaltung anlass seminar konferenz kurs lektion präsentation
            vortrag modul spiel führung tour aktivität option paket angebot offerte variante alternative
            programm programmpunkt termin traktandum schritt frage antwort beispiel grund
            seite dokument datei anhang foto bild folie kopie exemplar sprache farbe version stern
            bewertung auszeichnung fahrzeug auto bus car tram zug linie gleis ausgang haltestelle
            parkplatz schlüssel karte badge ticket gutschein geschenk box tasche blume kerze ballon
            dekoration plakat banner schild brief mail anruf bett
            gruppe team familie paar firma abteilung delegation klasse haushalt einheit set satz
            pünktlich
            handtuch serviette tischtuch decke kissen schirm besteck gabel messer löffel schale tasse vase
            kleiderbügel schliessfach bettwäsche laken
            räume säle hallen stöcke stühle sitzplätze plätze bänke tische sofas nächte tage monate jahre
            male abende gänge gerichte gläser getränke brote stücke mahlzeiten vorträge anlässe gründe
            anhänge bilder häuser büros gärten flügel leinwände pinnwände fässer pläne züge ausgänge
            schlüssel geschenke blumen kerzen briefe betten gruppen teams familien paare firmen klassen
            haushalte sätze menüs apéros buffets autos fotos busse"""
        ),
        plurals=_plurals,
        uninflected_person_nouns=words("leute personen mitglieder kinder"),
        function_words=frozenset(
            (
                *words(
                    """der die das den dem des ein eine einer eines einem einen und oder aber sondern denn
                    für von zu zum zur mit bei nach aus an am auf in im um über unter vor hinter neben
                    zwischen durch gegen ohne bis seit ab je pro à als wie wenn dass ob weil da so auch
                    noch schon nur sehr nicht kein keine ist sind war waren sein wird werden wurde würde
                    hat haben hatte kann können könnte soll sollen muss müssen darf dürfen möchte möchten
                    wir ihr sie er es ich uns euch ihnen man unser unsere ihre dies diese dieser dieses
                    jene alle jeder jede jedes mehr weniger etwa ca rund circa insgesamt gesamt total
                    uhr plus minus statt anstatt beziehungsweise bzw"""
                ),
                # adverbs and courtesies that follow a number in a short message ("30 bitte")
                *words(
                    """stattdessen statt dann doch lieber bitte danke sorry vielleicht eher auch wieder
                    jetzt heute morgen abends später bald spätestens genau ungefähr"""
                ),
                *_GERMAN_DETERMINERS,
            )
        ),
        partitives=phrases(
            """unserer|ihrer|eurer|meiner|deiner|seiner|der|dieser|von den|von unseren|von ihren"""
        ),
        prenominal_adjectives=(),
    ),
    wishes=WishWords.of(wishes),
    mail=MailWords(
        attribution_verbs=phrases("schrieb|schreibt|hat geschrieben"),
        sender_labels=phrases("von|absender"),
        header_labels=phrases("gesendet|datum|an|betreff|antwort an|kopie"),
        date_or_subject_labels=phrases("gesendet|datum|betreff"),
        forward_openers=phrases(
            """weitergeleitete nachricht|anfang der weitergeleiteten nachricht|
            ursprungliche nachricht|originalnachricht"""
        ),
        closing_formulas=phrases(
            """gruss|grusse|liebe grusse|viele grusse|beste grusse|freundliche grusse|
            mit freundlichen grussen|mit besten grussen|herzliche grusse|danke|vielen dank|
            besten dank|lg|mfg"""
        ),
        postscripts=phrases("ps|p s|pps|p p s|nb|n b|nachtrag"),
        contact_labels=phrases("""telefon|telefonnummer|handy|natel|mobil|tel direkt|adresse"""),
        message_references=phrases(
            """anfrage vom|nachricht vom|mail vom|e mail vom|schreiben vom|brief vom|
            zuschrift vom|anruf vom|telefonat vom"""
        ),
    ),
    street_words=words("strasse straße gasse weg platz allee quai"),
    street_suffixes=words(
        """strasse straße gasse weg platz allee quai ring rain halde steig graben markt ufer
        promenade chaussee"""
    ),
    dozen_words=words("dutzend"),
    compact_number_locales=("de", "de_CH"),
    scale_words=MappingProxyType(
        {"mio.": 1_000_000, "mrd.": 1_000_000_000, "milliarde": 1_000_000_000}
    ),
    and_word="und",
    missing_facts_opening="Hier sind die Angaben zu Ihrer Buchung.",
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
