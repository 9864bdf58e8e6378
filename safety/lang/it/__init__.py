"""Italian: the `LanguagePack` of it."""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.it import cardinals, intake, replies, wishes
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

_LOCALE = "it_CH"


def _collectives(bases: tuple[int, ...]) -> dict[str, int]:
    """Italian forms a collective from the tens with "-ina" ("venti" → "ventina"); the cardinals
    are num2words'. The forms the rule does not make ("decina", "dozzina") are listed."""
    return {str(num2words(value, lang="it"))[:-1] + "ina": value for value in bases}


def _number_words(number: int) -> tuple[str, ...]:
    """num2words' cardinal, with the forms it lacks: "una" for one (before "ora"), and "-tre"
    without its accent ("ventitre")."""
    if number == 1:
        return ("una", "uno")
    word = str(num2words(number, lang="it"))
    return (word, word.removesuffix("é") + "e") if word.endswith("tré") else (word,)


def _plurals(word: str) -> Iterable[str]:
    """Italian plurals, and those of the diminutives, which inflect alike ("tavolino",
    "tavolini", "salette")."""
    yield from _inflections(word)
    if word[-1:] in "aeio" and len(word) > 4:
        for suffix in ("ino", "ina", "etto", "etta"):
            small = word[:-1] + suffix
            yield small
            yield from _inflections(small)


def _inflections(word: str) -> Iterable[str]:
    if word.endswith("ca"):
        yield word[:-1] + "he"
    if word.endswith("ga"):
        yield word[:-1] + "he"
    if word.endswith(("co", "go")):
        yield word[:-1] + "hi"
        yield word[:-1] + "i"
    if word.endswith("io"):
        yield word[:-1]
    if word.endswith("o"):
        yield word[:-1] + "i"
    if word.endswith("a"):
        yield word[:-1] + "e"
        yield word[:-1] + "i"
    if word.endswith("e"):
        yield word[:-1] + "i"


PACK = LanguagePack(
    code="it",
    locale=_LOCALE,
    name=sources.language_name("it", in_language="it"),
    english_name=sources.language_name("it", in_language="en"),
    number_words=_number_words,
    numbers=cardinals.NUMBERS,
    calendar=CalendarWords(
        month_names=sources.month_names(_LOCALE),
        month_abbreviations=sources.month_abbreviations("it"),
        # the longer short forms Italian writers use beside CLDR's ("17 sett. 2027", "3 genn.")
        month_abbreviation_alternates=sources.frozen({1: "genn", 2: "febbr", 5: "magg", 9: "sett"}),
        # "we set 8 tables", "3 days ago": months only with their dot
        month_abbreviations_needing_dot=frozenset({"set", "ago"}),
        weekday_names=sources.weekday_names(_LOCALE),
        weekday_abbreviations=sources.weekday_abbreviations("it"),
        weekday_abbreviation_alternates=sources.frozen({}),
        weekday_abbreviations_need_punctuation=False,
        # only the first of the month is written as a word ("il primo marzo")
        ordinal_day_words=sources.frozen(sources.ordinal_words("it", range(1, 2))),
        ordinal_day_word_alternates=sources.frozen({}),
        ordinal_endings=(),
        ordinal_followers=(),
    ),
    stopwords=frozenset(
        "il lo la gli le e per è sono lei suo sua noi nostro con alle al del della un una di dalle".split()
    ),
    titles=words(
        "Sig Sigg Sig.ra Sig.na Dott Dott.ssa Prof Prof.ssa Egr Gent Gent.mo Gent.ma Egr.io Spett Tel tel nr Nr ca p.es escl incl"
    ),
    abbreviations=words("ecc min max sec pag pers n"),
    negation=NegationWords(
        negators=Negators(
            words=r"non|no|nessun\w*|niente|nulla|mai più|impossibil\w*|neanche|nemmeno|neppure",
            privatives=r"senza|manca\w*|privo|priva|privi|prive|sprovvist\w*",
            courtesy=r"esit\w*|preoccup\w*|problem[ai]|disturb\w*|fastidi\w*",
            focus=r"solo|soltanto|solamente|unicamente",
            pending=r"ancora",
            concord=r"nessun\w*|niente|nulla|mai",
        ),
        clause_conjunctions=words("ma mentre però tuttavia invece sebbene"),
        pending_before=False,
    ),
    name_roles=NameRoles(
        booking_words=words(
            """riservato riservata riservati riservate prenotato prenotata prenotati prenotate
            bloccato bloccata confermato confermata riservare prenotare prenotazione disponibile"""
        ),
        including_words=words(
            "comprende comprendono include includono incluso inclusa compreso compresa"
        ),
        product_labels=words("prodotti prodotto servizi extra opzioni"),
        determiners=words(
            """il lo la gli i l un una uno del della dello dei degli delle nostro nostra vostro
            vostra questo questa"""
        ),
        between_words=words("per voi lei te anche inoltre già"),
        verb_openers=words("è sono sarà saranno ha hanno abbiamo stato stata che"),
        field_labels=words("sala spazio prodotto"),
        elisions=(
            ("la", "l'"),
            ("il", "l'"),
            ("lo", "l'"),
            ("della", "dell'"),
            ("del", "dell'"),
            ("alla", "all'"),
            ("al", "all'"),
            ("nella", "nell'"),
            ("nel", "nell'"),
            ("sulla", "sull'"),
            ("sul", "sull'"),
            ("dalla", "dall'"),
            ("dal", "dall'"),
            ("una", "un'"),
        ),
        vowels="aeiouAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜàâäéèêëîïôöùûü",
    ),
    name_words=NameWords(
        articles=words("il lo gli i al alla del della nel nella"),
        definite_articles=words("il lo gli"),
        prepositions=words(
            """in nel nella nei nelle nello negli con senza per da dal dalla dai su sul sulla
            presso di del della dei a al alla ai tra fra"""
        ),
        size_words=words("piccola piccolo"),
        place_nouns=words(
            """guardaroba giardino ingresso reception atrio terrazza parcheggio autosilo
            autorimessa garage stazione fermata"""
        ),
        joining_words=words("di del della dello dei degli delle da dal a al alla per con"),
        room_nouns=words("sala"),
        function_words=words("questa questo quale vostra nostra"),
        mention_room_cues=words("sala stanza"),
        stripped_before_room_names=words("sala il"),
    ),
    approximate_counts=ApproximateCounts(
        collective_numerals=MappingProxyType(
            {
                **_collectives((15, 20, 30, 40, 50, 60, 70, 80, 90)),
                "decina": 10,
                "dozzina": 12,
                "centinaio": 100,
            }
        ),
        collective_adjectives=words("buona"),
        approximation_words=words("pressappoco meno incirca"),
    ),
    people=PeopleWords(
        person_nouns=words(
            """persone persona ospiti ospite partecipanti partecipante invitati invitate commensali
            coperti visitatori delegati delegato delegate congressisti"""
        ),
        capacity_nouns=(),
        noun_adjectives=(),
        capacity_triggers=phrases(
            "fino a|fino ad|capienza di|capienza|massimo|al massimo|un massimo di"
        ),
        group_triggers=phrases("gruppo di"),
        weak_triggers=phrases("fino a|fino ad|massimo|al massimo"),
        seating_words=words("seduti seduto"),
        participant_labels=phrases(
            """partecipanti|persone|ospiti|invitati|numero di partecipanti|numero di persone|
            numero di ospiti|gruppo|numero partecipanti|numero ospiti|coperti"""
        ),
        capacity_labels=phrases("capienza|capienza massima"),
        participant_phrase_nouns=("partecipante", "partecipanti"),
        capacity_phrase=("fino a", "persona", "persone"),
        venue_own_words=words("nostro nostra nostri nostre"),
        own_group_words=words("squadra personale di"),
        threshold_phrases=phrases("più di|oltre|almeno|meno di|a partire da|sopra i|minimo"),
        rate_words=words("ogni"),
    ),
    counted_nouns=CountedNouns(
        not_persons=words(
            """secondo minuto min ora giorno giornata notte pernottamento settimana fine-settimana weekend
            mezzogiorno mezzanotte
            mese anno decennio secolo volta mattina mattinata pomeriggio sera serata trimestre semestre
            stagione
            franco fr chf eur euro centesimo dollaro sterlina percento percentuale punto
            milione miliardo mln
            metro chilometro centimetro millimetro km m cm mm m2 m² chilo chilogrammo grammo litro l dl
            cl ml grado tonnellata watt
            sala stanza camera piano livello spazio zona terrazza salone salotto luogo sede edificio casa
            suite studio ala ufficio foyer galleria giardino balcone locale
            tavolo tavola sedia posto panca fila poltrona sgabello leggio podio
            proiettore beamer schermo microfono altoparlante cassa lavagna flipchart computer portatile
            monitor televisore telecamera cavo adattatore lampada luce faro palco presa
            portata piatto menù menu porzione bottiglia bicchiere tazza bevanda caffè pane tartina fetta
            panino pasto pranzo cena colazione brunch buffet pausa spuntino dolce dessert antipasto
            aperitivo cocktail birra vino botte vassoio caraffa stuzzichino giro
            sessione workshop laboratorio riunione evento seminario conferenza corso lezione
            presentazione modulo gioco partita visita attività opzione pacchetto offerta preventivo
            variante alternativa programma tappa passo domanda risposta esempio motivo
            pagina documento file allegato foto immagine diapositiva copia esemplare lingua colore
            versione stella recensione premio veicolo auto macchina autobus pullman tram treno linea
            binario uscita fermata parcheggio chiave carta badge biglietto buono regalo scatola borsa
            fiore candela palloncino decorazione manifesto striscione cartello lettera email chiamata
            letto
            gruppo squadra famiglia coppia paio azienda società reparto delegazione classe nucleo
            lotto unità precise punto
            poster scanner router printer container flyer banner folder timer sticker computer tablet
            notebook gadget pass voucher ticket coupon kit smartphone display monitor mouse tag slot
            turno fase round ciclo
            asciugamano tovagliolo tovaglia coperta cuscino ombrello posata forchetta coltello cucchiaio
            ciotola vaso gruccia armadietto lenzuolo
            uova paia mani"""
        ),
        plurals=_plurals,
        uninflected_person_nouns=words("gente persone bambini uomini donne"),
        function_words=frozenset(
            (
                *words(
                    """il lo la i gli le l un uno una un' del dello della dei degli delle di da dal dallo
                    dalla dai dagli dalle a al allo alla ai agli alle in nel nello nella nei negli nelle
                    su sul sullo sulla sui sugli sulle con per tra fra e ed o od ma né che chi cui dove
                    se non più meno molto troppo anche ancora già solo soltanto è sono era erano essere
                    sarà saranno saremo sarete ha hanno aveva avevano avere avrà avranno può possono
                    potrebbe deve devono noi voi loro lui lei ci vi si nostro nostra nostri nostre vostro
                    vostra vostri vostre questo questa questi queste quello quella quelli quelle tutto
                    tutti tutte ogni circa quasi esattamente totale ore verso"""
                ),
                # adverbs and courtesies that follow a number in a short message ("30 bitte")
                *words(
                    """invece allora poi piuttosto grazie prego scusa scusate forse anche ancora ora
                    adesso oggi domani stasera dopo presto circa insieme sempre bene così qui"""
                ),
            )
        ),
        partitives=phrases(
            """dei nostri|delle nostre|dei vostri|delle vostre|dei miei|dei loro|dei|degli|delle|
            tra i|fra i"""
        ),
        prenominal_adjectives=words(
            """nuovi nuove altri altre primi prime ultimi ultime grandi piccoli piccole vecchi
            vecchie bei belle begli buoni buone veri vere futuri future ex cari care diversi
            diverse vari varie numerosi numerose principali soli sole"""
        ),
    ),
    wishes=WishWords.of(wishes),
    mail=MailWords(
        attribution_verbs=phrases("ha scritto|scrive"),
        sender_labels=phrases("da"),
        header_labels=phrases("inviato|data|oggetto|rispondi a|inviato il"),
        date_or_subject_labels=phrases("inviato|data|oggetto|inviato il"),
        forward_openers=phrases(
            """messaggio inoltrato|inizio messaggio inoltrato|messaggio originale"""
        ),
        closing_formulas=phrases(
            """cordiali saluti|distinti saluti|saluti|un saluto|grazie|grazie mille|
            grazie in anticipo|a presto"""
        ),
        postscripts=phrases("ps|p s|pps|p p s|nb|n b"),
        contact_labels=phrases("telefono|cellulare|cel|indirizzo"),
        message_references=phrases(
            """richiesta del|messaggio del|mail del|e mail del|email del|lettera del|
            telefonata del"""
        ),
    ),
    street_words=words("via viale piazza piazzale corso vicolo largo lungolago"),
    street_suffixes=(),
    dozen_words=words("dozzina dozzine"),
    compact_number_locales=("it", "it_CH"),
    scale_words=MappingProxyType({"mln.": 1_000_000, "miliardo": 1_000_000_000}),
    and_word="e",
    missing_facts_opening="Ecco i dettagli della sua prenotazione.",
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
