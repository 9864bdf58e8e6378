"""French: the words of a client's message around its values and names, and of its ranges of
days written in words."""

from __future__ import annotations

from types import MappingProxyType

from safety.lang.pack import DayRangeWords, IntakeWords, phrases, words

WORDS = IntakeWords(
    articles=words("le la les l un une du de d des"),
    prepositions=words("le à dès"),
    place_prepositions=words("dans au à"),
    politeness=words("svp stp"),
    indefinite_articles=words("un une"),
    definite_articles=words("le la les l cette notre"),
    conjunctions=words("et ou ni"),
    room_nouns=words("salle"),
    room_name_words=words("salon"),
    legal_forms=words("sa sàrl"),
    function_words=words(
        "ce cet cette ces votre vos notre nos mon ma mes son sa ses quel quelle merci"
    ),
    replaced_before=phrases("au lieu|au lieu de|au lieu d'|plutôt que"),
    negations=phrases("pas"),
    deadline_before=phrases("d'ici|avant"),
    proposals=phrases("pourquoi pas"),
    removal_before=phrases("sans|pas besoin|enlever|retirer|supprimer|annuler"),
    removal_after=phrases("n'est plus nécessaire|pas nécessaire"),
    end_before=phrases(
        """jusqu|termine|terminer|terminons|terminerons|terminerait|finit|finir|finissons|
        finirons|finirait|finissent|fin"""
    ),
    end_after=(),
    break_before=phrases("pause|pause café|pause cafe|pause déjeuner|pause de midi"),
    earlier=phrases("plus tôt|en avance|avant"),
    later=phrases("plus tard|après"),
    half_words=words("demi"),
    start_words=words("commencer commencerait débuter début démarrer"),
    time_hedges=words("vers environ"),
    group_size_before=phrases(
        """nous serons|nous sommes|nous serions|on sera|on est|on serait|nous allons être|
        on va être|et si on était|nous ne serons que|nous serons finalement"""
    ),
    size_restated_before=phrases("disons|mettons"),
    group_of_us=phrases("d'entre nous"),
    group_size_hedges=words("environ approximativement presque quasi maintenant désormais"),
    group_size_after=phrases("au total|en tout|maintenant|merci|svp|stp|plutôt|adultes|collègues"),
    limit_before=phrases("jusqu'à|place pour|de la place pour"),
    measure_after=words("heures heure francs pourcent jours semaines"),
    next_week_before=phrases("la semaine prochaine|semaine prochaine|la prochaine semaine"),
    before_weekdays=words("le"),
    before_of_clock=words("partir compter autour alentours près environ lieu"),
    common_words=words(
        """mais tout parce cela place jours part selon passe donner matin peur serie jouer points
        role image nature mains pied large stade chat pont actes cent prete sale robe tort
        nulle mene mail vies pars paru sable placer stop chant sage banc roue logo malin peint
        porc pari lave lame char pare grade ment case cave cage plage plages salue saluer savon"""
    ),
    articles_before_values=words("l les"),
    articles_before_breaks=words("le les"),
    before_end_verbs=(),
    hour_nouns=words("heure heures"),
    of_before_hours=words("de d"),
    collective_links=words("de d"),
    replacing=words(
        """finalement plutôt seulement plutot alors ok bon pardon désolé svp stp et si en fait
        disons peut être mettons pour tout au commencer débuter démarrer"""
    ),
    day_articles=words("le"),
    clock_prepositions=words("à dès des"),
    hold_words=words("réserver réservez réservation bloquer option"),
    not_yet=phrases("pas encore|ne pas|sans"),
    name_cues=phrases("je m'appelle|je suis|mon nom est|nom"),
    email_labels=words("e mail courriel adresse"),
    waiting_list=phrases("liste d'attente"),
    yes_words=words("oui volontiers ok"),
    language_requests={
        "en": ("en anglais",),
        "de": ("en allemand",),
        "fr": ("en français", "en francais"),
        "it": ("en italien",),
    },
)

DAY_RANGES = DayRangeWords(
    openers=MappingProxyType({"du": True, "entre": False, "entre le": True}),
    connectors=phrases("au|jusqu'au|et|et le"),
    month_links=words("de d'"),
    digit_ordinal_suffixes=words("er e"),
)
