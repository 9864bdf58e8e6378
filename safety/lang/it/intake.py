"""Italian: the words of a client's message around its values and names, and of its ranges of
days written in words."""

from __future__ import annotations

from types import MappingProxyType

from safety.lang.pack import DayRangeWords, IntakeWords, phrases, words

WORDS = IntakeWords(
    articles=words(
        "il lo i gli uno una del della dello dei degli delle di dell dall all nell sull"
    ),
    prepositions=words("a alle ore dalle per il"),
    place_prepositions=words("a nel nella nello"),
    politeness=(),
    indefinite_articles=words("uno una"),
    definite_articles=words("il lo i gli questa nostra"),
    conjunctions=words("e o né"),
    room_nouns=words("sala stanza"),
    room_name_words=words("salone"),
    legal_forms=words("sagl spa srl"),
    function_words=words(
        "questo questa quel quella vostro vostra nostro nostra suo sua mio mia grazie"
    ),
    replaced_before=phrases(
        """invece di|invece del|invece della|invece dello|invece dell|invece dei|invece degli|
        invece delle|invece che|anziché"""
    ),
    negations=phrases("non"),
    deadline_before=phrases("entro|prima|prima di|prima della|prima del"),
    proposals=phrases("perché non"),
    removal_before=phrases(
        """senza|niente|nessun|nessuna|togliere|togliete|eliminare|annullare|non serve|
        non serve più|non ci serve"""
    ),
    removal_after=phrases("non serve|non serve più|non è necessario"),
    end_before=phrases(
        """fino|finisce|termina|terminare|terminiamo|termineremo|finire|finiamo|finiremo|
        finirebbe|fine"""
    ),
    end_after=(),
    break_before=phrases("pausa|pausa caffè|pausa caffe|pausa pranzo"),
    earlier=phrases("prima|più presto|in anticipo"),
    later=phrases("dopo|più tardi|in ritardo"),
    half_words=words("mezz mezza mezzo"),
    start_words=words("iniziare inizio cominciare cominciamo iniziamo"),
    time_hedges=words("verso"),
    group_size_before=phrases(
        "siamo in|saremo in|saremmo in|siamo|saremo|saremmo|fossimo in|fossimo"
    ),
    size_restated_before=phrases("diciamo|mettiamo"),
    group_of_us=phrases("di noi|tra di noi"),
    group_size_hedges=words("più ora adesso ormai"),
    group_size_after=phrases("in tutto|in totale|ora|adesso|grazie|invece|adulti|colleghi"),
    limit_before=phrases("fino a|posto per"),
    # "per cento" is read as its two words
    measure_after=words("ore ora minuti franchi per cento tavoli giorni settimane"),
    next_week_before=phrases(
        """la prossima settimana|prossima settimana|la settimana prossima|settimana prossima"""
    ),
    before_weekdays=words("il"),
    before_of_clock=(),
    common_words=words(
        """tutto parte vita sara visto meno punto sulle nulla paese state grandi figli paura stare
        pare sola sede studi testo natura lato pari scena parco passa visita cane natale lavora
        cina rosa stanza spalle buone scala ricco luca stadio piede visti addio seria impatto
        aperto aperti largo luci salva pieni stop cade vasta stando foglio grano sana formale
        righe salta rese affare sedi volante acceso strage salone parente sali saga palo palio
        palmo sedile tetti tette cera ceca pacco pareggio tento tatto lume pranzi"""
    ),
    articles_before_values=words("i"),
    articles_before_breaks=(),
    before_end_verbs=(),
    hour_nouns=(),
    of_before_hours=(),
    collective_links=words("di"),
    replacing=words(
        """invece solo soltanto piuttosto allora ok va bene scusi scusate scusa per favore e se
        magari diciamo facciamo tutto totale iniziare cominciare partire"""
    ),
    day_articles=words("il lo l"),
    clock_prepositions=words("a alle dalle ore"),
    hold_words=words(
        "prenotare prenotate prenotazione prenota riservare riservate opzione bloccare"
    ),
    not_yet=phrases("non ancora|non|senza"),
    name_cues=phrases("mi chiamo|sono|il mio nome è|nome"),
    email_labels=words("e mail email indirizzo"),
    waiting_list=phrases("lista d'attesa|lista di attesa"),
    yes_words=words("sì si volentieri certo ok"),
    language_requests={
        "en": ("in inglese",),
        "de": ("in tedesco",),
        "fr": ("in francese",),
        "it": ("in italiano",),
    },
)

DAY_RANGES = DayRangeWords(
    openers=MappingProxyType({"dal": True, "tra": False, "tra il": True, "fra il": True}),
    connectors=phrases("al|e|e il"),
    month_links=words("di del"),
    digit_ordinal_suffixes=(),
)
