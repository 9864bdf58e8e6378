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
from safety.recognizers.terms import fold

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
    "plutôt que", "invece", "anziché",
)  # fmt: skip
NEGATIONS = _phrases("not", "nicht", "pas", "non")
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
    "finishing", "bis", "endet", "enden", "jusqu", "termine", "finit", "fino", "finisce",
    "termina", "finire",
)  # fmt: skip

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
        index = self._first_at_or_after(start) - 1
        position = start
        while index >= 0 and self._light(self.tokens[index].end, position):
            if self._phrase_ends_at(index, cues):
                return True
            if self.tokens[index].key not in skipping:
                return False
            position = self.tokens[index].start
            index -= 1
        return False

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

    def _phrase_ends_at(self, last: int, cues: frozenset[tuple[str, ...]]) -> bool:
        return any(
            last + 1 >= len(cue) and self._phrase_starts_at(last + 1 - len(cue), cue)
            for cue in cues
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
