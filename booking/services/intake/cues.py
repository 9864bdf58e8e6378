"""The words around a value or name that change what it means for the request.

A name after "without", "ohne", "sans" or "senza" is removed rather than asked for; a value after
"instead of", "statt", "au lieu de" or "invece di" is the one being replaced; a time after
"until", "bis", "jusqu'à" or "fino alle" is the end. Cues are compared as folded words (case and
accents aside), so "Ohne", "ohne" and "OHNE" are one cue.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from safety.patterns import compile_pattern, scan
from safety.text import fold

_WORD = compile_pattern(r"[\p{L}\p{N}]+")


@dataclass(frozen=True, slots=True)
class Word:
    """A run of letters and digits, with its folded form for comparing (case and accents aside)."""

    start: int
    end: int
    text: str
    key: str

    @property
    def capitalized(self) -> bool:
        return self.text[:1].isupper()


def words_of(text: str) -> list[Word]:
    return [Word(m.start(), m.end(), m.group(), fold(m.group())) for m in scan(_WORD, text)]


def keys_of(text: str) -> tuple[str, ...]:
    return tuple(word.key for word in words_of(text))


def _phrases(*written: str) -> frozenset[tuple[str, ...]]:
    return frozenset(keys_of(phrase) for phrase in written)


def _words(text: str) -> frozenset[str]:
    return frozenset(fold(word) for word in text.split())


# Words that may stand between a cue and what it applies to: "without the", "ohne den", "sans
# le", "senza il", "pas de", "nicht am", "instead of at".
ARTICLES = _words(
    """the a an any of der die das den dem des ein eine einen einem einer le la les l un une du
    de d des il lo i gli uno una del della dello dei degli delle di dell dall all nell sull"""
)
PREPOSITIONS = _words("on at for from am um ab für von le à a alle ore dalle per il dès")
# Prepositions of place that may stand between a cue and a room: "statt in der Dachterrasse".
PLACE_PREPOSITIONS = _words("in im ins into dans au à a nel nella nello zu zum zur")
# Words that may stand between a name and a cue after it: "den Beamer bitte streichen".
POLITENESS = _words("please bitte doch also dann svp stp")
INDEFINITE_ARTICLES = _words("a an ein eine einen einem einer un une uno una")
DEFINITE_ARTICLES = _words(
    """the this our der die das den dem diese unsere le la les l cette notre il lo i gli
    questa nostra"""
)
CONJUNCTIONS = _words("and or nor und oder noch et ou ni e o né")
ROOM_NOUNS = _words("room raum saal salle sala zimmer seminarraum sitzungszimmer stanza")
# Words that make a capitalised phrase the name of a room: "Blue Room", "Grand Salon".
ROOM_WORDS = ROOM_NOUNS | _words("hall halle salon salone lounge")
# The legal forms that end a company's name: "Atelier Blau GmbH".
LEGAL_FORMS = _words("gmbh ag sa sàrl ltd inc llc plc kg sagl spa srl")
# Articles, pronouns and other small words that never begin a product name ("our package").
FUNCTION_WORDS = ARTICLES | _words(
    """this that these those your our my their his her its which what some each every no
    dies diese dieses diesen ihr ihre ihren unser unsere unseren mein meine kein keine welches
    ce cet cette ces votre vos notre nos mon ma mes son sa ses quel quelle
    questo questa quel quella vostro vostra nostro nostra suo sua mio mia
    please bitte merci grazie"""
)

# Before a date, time, count or name: the one being replaced, not the one asked for.
REPLACED_BEFORE = _phrases(
    "instead of", "rather than", "statt", "anstatt", "anstelle", "anstelle von", "au lieu",
    "au lieu de", "au lieu d", "plutôt que", "invece di", "invece del", "invece della",
    "invece dello", "invece dell", "invece dei", "invece degli", "invece delle", "invece che",
    "anziché",
)  # fmt: skip
# A bare "invece" ("sarebbe possibile invece il 14?") means "instead": the value after it is the
# new one, as after "stattdessen", "finalement" or "instead".
NEGATIONS = _phrases("not", "nicht", "pas", "non")
# Before a period: a deadline for an answer, not when the event is ("let us know by the end of
# the week", "bis Ende Monat", "d'ici la fin du mois", "entro fine mese").
DEADLINE_BEFORE = _phrases(
    "by", "before", "until", "till", "bis", "bis spätestens", "spätestens", "vor", "d'ici",
    "d ici", "avant", "entro", "prima", "prima di", "prima della", "prima del",
)  # fmt: skip
# A negation that proposes rather than removes: "why not the Seesicht?".
PROPOSALS = _phrases("why not", "warum nicht", "wieso nicht", "pourquoi pas", "perché non")
# Before a name, reaching the names listed after it: "without the projector and the stage".
REMOVAL_BEFORE = NEGATIONS | _phrases(
    "without", "no", "remove", "drop", "cancel", "skip", "minus", "no longer", "no longer need",
    "don't need", "do not need", "don't want", "do not want", "no need for",
    "ohne", "kein", "keine", "keinen", "keinem", "verzichten auf",
    "sans", "pas besoin", "enlever", "retirer", "supprimer", "annuler",
    "senza", "niente", "nessun", "nessuna", "togliere", "togliete", "eliminare", "annullare",
    "non serve", "non serve più", "non ci serve",
)  # fmt: skip
REMOVAL_AFTER = _phrases(
    "not needed", "no longer needed", "is not needed", "isn't needed",
    "streichen", "weglassen", "entfernen", "nicht nötig", "nicht notwendig",
    "brauchen wir nicht", "nicht mehr", "n'est plus nécessaire", "pas nécessaire",
    "non serve", "non serve più", "non è necessario",
)  # fmt: skip
# Before a time: the end of the event.
END_BEFORE = _phrases(
    "until", "till", "untill", "end", "ends", "ending", "finish", "finishes",
    "finishing", "finished", "done by", "be done by", "wrap up", "wrap up by",
    "bis", "endet", "enden", "beenden", "aufhören", "fertig", "ende", "schluss",
    "jusqu", "termine", "terminer", "terminons", "terminerons", "terminerait", "finit", "finir",
    "finissons", "finirons", "finirait", "finissent", "fin",
    "fino", "finisce", "termina", "terminare", "terminiamo", "termineremo", "finire",
    "finiamo", "finiremo", "finirebbe", "fine",
)  # fmt: skip
# After a time: a verb that makes it the end ("wir möchten um 18 Uhr beenden", "um 17:00
# fertig sein", "um 18 Uhr aufhören").
END_AFTER = _phrases("beenden", "aufhören", "fertig", "enden", "abschliessen", "schliessen")
# Before a time: a break inside the event, which is neither its start nor its end ("coffee
# break at 10:30", "Kaffeepause um 10:30", "pause café à 10h30", "pausa caffè alle 10:30").
BREAK_BEFORE = _phrases(
    "break", "coffee break", "lunch break", "tea break", "pause", "kaffeepause",
    "mittagspause", "znünipause", "pause café", "pause cafe", "pause déjeuner",
    "pause de midi", "pausa", "pausa caffè", "pausa caffe", "pausa pranzo",
)  # fmt: skip
# After a length of time: which way a follow-up moves the time held ("an hour earlier", "eine
# Stunde später", "une heure plus tôt", "un'ora prima"); -1 earlier, +1 later.
SHIFT_AFTER: dict[tuple[str, ...], int] = {
    **dict.fromkeys(_phrases("earlier", "früher", "plus tôt", "prima", "più presto",
                             "in anticipo", "en avance", "avant"), -1),
    **dict.fromkeys(_phrases("later", "später", "plus tard", "dopo", "più tardi",
                             "in ritardo", "après"), 1),
}  # fmt: skip
# Words before a length of time that make it half of the unit ("half an hour", "eine halbe
# Stunde", "une demi-heure", "mezz'ora", "mezzora").
HALF_WORDS = _words("half halbe halben demi mezz mezza mezzo")
# In a shift, the field it moves: "start an hour earlier" moves the start alone.
START_WORDS = _words(
    """start starting begin beginning anfangen beginnen beginn start starten anfang commencer
    commencerait débuter début démarrer iniziare inizio cominciare cominciamo iniziamo"""
)
# Words of approximation between an end label and its time: "Ende ca. 23:00", "fin vers 23 h".
TIME_HEDGES = _words("about around approximately ca circa zirka etwa gegen vers environ verso")

# Before a bare number: the size of the group ("make it 40", "wir sind 25", "nous serons 12",
# "siamo in 20"). The number counts people only when nothing that measures follows it.
GROUP_SIZE_BEFORE = _phrases(
    "make it", "make that", "we are", "we re", "we will be", "we ll be", "we would be", "we d be",
    "there will be", "wir sind", "sind wir", "wir wären", "wären wir", "wir werden", "werden wir",
    "es werden", "nous serons", "nous sommes", "nous serions", "on sera", "on est", "on serait",
    "nous allons être", "on va être", "siamo in", "saremo in", "saremmo in", "siamo", "saremo",
    "saremmo", "fossimo in", "fossimo", "what about", "how about", "wie wäre es mit",
    "et si on était", "nous ne serons que", "nous serons finalement",
)  # fmt: skip
# Before a number that restates the size just given, and so replaces it: "about thirty, let's
# say 32", "etwa dreissig, sagen wir 32", "une trentaine, disons 32", "una trentina, diciamo 32".
SIZE_RESTATED_BEFORE = _phrases(
    "let s say", "say", "disons", "mettons", "sagen wir", "diciamo", "mettiamo",
)  # fmt: skip
# After a bare number that names the group by itself: "17 of us", "zu zwölft von uns".
GROUP_OF_US = _phrases("of us", "von uns", "d entre nous", "di noi", "tra di noi")
# Words between such a cue and its number: "wir sind ca. 25", "we'll be about 40", "wir sind
# jetzt 40".
GROUP_SIZE_HEDGES = _words(
    """about around approximately roughly some now ca circa zirka etwa ungefähr rund gut knapp
    jetzt nun neu doch environ approximativement presque quasi maintenant désormais più
    ora adesso ormai"""
)
# What may follow the number of a group size without turning it into a price, time or thing:
# "make it 40 instead", "wir werden 25 sein", "we'll be 12 of us".
GROUP_SIZE_AFTER = _phrases(
    "instead", "now", "then", "in total", "total", "altogether", "in all", "of us", "please",
    "thanks", "thank you", "adults", "colleagues", "employees", "sein", "insgesamt",
    "jetzt", "nun", "neu", "bitte", "danke", "statt", "anstatt", "erwachsene", "kollegen",
    "mitarbeitende", "au total", "en tout", "maintenant", "merci", "svp", "stp", "plutôt",
    "adultes", "collègues", "in tutto", "in totale", "ora", "adesso", "grazie", "invece",
    "adulti", "colleghi",
)  # fmt: skip
# Before a number: the most the group will be ("Platz für 40 am 8. August", "up to 40").
LIMIT_BEFORE = _phrases(
    "up to", "for up to", "room for", "space for", "bis zu", "für bis zu", "platz für",
    "raum für", "jusqu à", "jusqu a", "place pour", "de la place pour", "fino a", "posto per",
)  # fmt: skip
# After a number: a measure that makes it no group size ("bis zu 22 Uhr", "jusqu'à 3 heures").
MEASURE_AFTER = _words(
    """uhr h hours hour heures heure ore ora minutes minuten minuti min chf fr francs franken
    franchi eur euro percent prozent pourcent per cento m2 qm sqm m tables tische tavoli
    days tage jours giorni weeks wochen semaines settimane o clock"""
)
# Before a weekday: the one of next week ("next week Friday", "nächste Woche Freitag").
NEXT_WEEK_BEFORE = _phrases(
    "next week", "nächste woche", "kommende woche", "nächster woche", "la semaine prochaine",
    "semaine prochaine", "la prochaine semaine", "la prossima settimana", "prossima settimana",
    "la settimana prossima", "settimana prossima",
)  # fmt: skip
# Between "next week" and its weekday: "next week on Friday", "nächste Woche am Freitag".
BEFORE_WEEKDAYS = _words("on am le il")
# Before "de" and an hour, words that make it a clock time ("à partir de 9 h", "autour de 9 h")
# rather than a length ("un atelier de trois heures").
CLOCK_BEFORE_DE = _words("partir compter autour alentours près environ lieu")

# Everyday words a letter away from a catalog word ("state" and "stage", "parco" and "palco"):
# written, they mean themselves, never a misspelled catalog name.
COMMON_WORDS = _words(
    """state states stake stare stale sage staged stating staring stand stands star start
    stay steps stop place plate plates space room role rose rise wall walk well will want
    wind ward want white great large gross grant grade gran half hall hill hell sale salt
    salad sail seal mail main maid part park pack packing pork care case came cake cave cape
    cage luck lane late lake like chat chart char cent print point paint pink project projects
    protector prosecutor projection delight worship beaver bearer launch bread break breaks
    stem debut nature image flowers lights classical confidence declaration deportation
    viel vier mein mann grund halt frei wahl lage wann blick hallo licht grad projekt punkte
    zimmer reich sicht standig studie wald sage halle szene grunde weisse halb rote grade
    freue dach mail strand solle serie sand salat salz steh rache lucke papiere stop freu
    wande bühnen beamter stande stade vieh pausen passe lupe steg aula
    mais tout parce cela place jours part selon passe donner matin peur serie jouer points
    role image nature mains pied large stade chat pont actes cent prete sale robe tort
    nulle mene mail vies pars paru sable placer stop chant sage banc roue logo malin peint
    porc pari lave lame char pare grade ment case cave cage plage plages salue saluer savon
    tutto parte vita sara visto meno punto sulle nulla paese state grandi figli paura stare
    pare sola sede studi testo natura lato pari scena parco passa visita cane natale lavora
    cina rosa stanza spalle buone scala ricco luca stadio piede visti addio seria impatto
    aperto aperti largo luci salva pieni stop cade vasta stando foglio grano sana formale
    righe salta rese affare sedi volante acceso strage salone parente sali saga palo palio
    palmo sedile tetti tette cera ceca pacco pareggio tento tatto lume pranzi"""
)

_LIGHT_GAP = frozenset(" \t\u00a0'’")
_SENTENCE_ENDS = frozenset(".!?:;\n")


@dataclass(frozen=True)
class MessageWords:
    """A message's words, for asking what stands right before or after a span of it."""

    text: str

    @cached_property
    def tokens(self) -> list[Word]:
        return words_of(self.text)

    def cued_before(
        self, start: int, cues: frozenset[tuple[str, ...]], skipping: frozenset[str] = ARTICLES
    ) -> bool:
        """Whether one of `cues` ends right before `start`, maybe followed by `skipping` words."""
        return self.cue_start_before(start, cues, skipping) is not None

    def cue_start_before(
        self, start: int, cues: frozenset[tuple[str, ...]], skipping: frozenset[str] = ARTICLES
    ) -> int | None:
        """Where the cue that cued_before finds begins, or None without one."""
        index = self._first_at_or_after(start) - 1
        position = start
        while index >= 0 and self._light(
            # a skipped word may be abbreviated: "Ende ca. 23:00"
            self.tokens[index].end,
            position,
            "." if self.tokens[index].key in skipping else "",
        ):
            cue_length = self._phrase_length_ending_at(index, cues)
            if cue_length:
                return self.tokens[index + 1 - cue_length].start
            if self.tokens[index].key not in skipping:
                return None
            position = self.tokens[index].start
            index -= 1
        return None

    def cued_after(
        self, end: int, cues: frozenset[tuple[str, ...]], skipping: frozenset[str] = POLITENESS
    ) -> bool:
        """Whether one of `cues` starts right after `end`, maybe after `skipping` words."""
        index = self._first_at_or_after(end)
        position = end
        while index < len(self.tokens) and self._light(position, self.tokens[index].start):
            if any(self._phrase_starts_at(index, cue) for cue in cues):
                return True
            if self.tokens[index].key not in skipping:
                return False
            position = self.tokens[index].end
            index += 1
        return False

    def word_before(self, start: int) -> Word | None:
        """The word right before `start` when only spaces or an apostrophe stand between."""
        index = self._first_at_or_after(start) - 1
        if index >= 0 and self._light(self.tokens[index].end, start):
            return self.tokens[index]
        return None

    def word_after(self, end: int) -> Word | None:
        index = self._first_at_or_after(end)
        if index < len(self.tokens) and self._light(end, self.tokens[index].start):
            return self.tokens[index]
        return None

    def joined_by(self, end: int, start: int, words: frozenset[str]) -> bool:
        """Whether only commas, spaces and `words` stand between `end` and `start`."""
        position = end
        for token in self.tokens[self._first_at_or_after(end) :]:
            if token.start >= start:
                break
            if token.key not in words or not self._light(position, token.start, extra=","):
                return False
            position = token.end
        return self._light(position, start, extra=",")

    def starts_sentence(self, index: int) -> bool:
        if index == 0:
            return True
        between = self.text[self.tokens[index - 1].end : self.tokens[index].start]
        return any(ch in _SENTENCE_ENDS for ch in between)

    def light_between(self, first: int, second: int) -> bool:
        """Whether tokens `first` and `second` are neighbours with only a space or hyphen between."""
        between = self.text[self.tokens[first].end : self.tokens[second].start]
        return bool(between) and all(ch in " \u00a0-" for ch in between)

    def overlaps(self, index: int, spans: Iterable[tuple[int, int]]) -> bool:
        token = self.tokens[index]
        return any(start < token.end and token.start < end for start, end in spans)

    # -- helpers --------------------------------------------------------------------------------

    def _first_at_or_after(self, position: int) -> int:
        return bisect_left(self.tokens, position, key=lambda token: token.start)

    def _light(self, end: int, start: int, extra: str = "") -> bool:
        return all(ch in _LIGHT_GAP or ch in extra for ch in self.text[end:start])

    def _phrase_length_ending_at(self, last: int, cues: frozenset[tuple[str, ...]]) -> int:
        """The length in words of the longest cue that ends with token `last`; 0 for none."""
        return max(
            (
                len(cue)
                for cue in cues
                if last + 1 >= len(cue) and self._phrase_starts_at(last + 1 - len(cue), cue)
            ),
            default=0,
        )

    def _phrase_starts_at(self, first: int, cue: tuple[str, ...]) -> bool:
        if first + len(cue) > len(self.tokens):
            return False
        for offset, word in enumerate(cue):
            token = self.tokens[first + offset]
            if token.key != word:
                return False
            if offset and not self._light(self.tokens[first + offset - 1].end, token.start):
                return False
        return True
