"""The words around a value or name that change what it means for the request.

A name after "without" is removed rather than asked for; a value after "instead of" is the one
being replaced; a time after "until" is the end; and so on in every language of the packs (their
`IntakeWords`). Cues are compared as folded words (case and accents aside), so "Without",
"without" and "WITHOUT" are one cue.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property

from safety.lang import LANGS
from safety.lang.pack import IntakeWords
from safety.lang.registry import LANGUAGES
from safety.mail_context import keys_of
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


def _phrases(*written: str) -> frozenset[tuple[str, ...]]:
    return frozenset(keys_of(phrase) for phrase in written)


def _words(text: str) -> frozenset[str]:
    return frozenset(fold(word) for word in text.split())


def _of_every_pack(field: Callable[[IntakeWords], tuple[str, ...]]) -> tuple[str, ...]:
    """The words or phrases of one field of the packs' intake words, every language's."""
    return tuple(word for lang in LANGS for word in field(LANGUAGES[lang].intake))


def _cue_words(field: Callable[[IntakeWords], tuple[str, ...]]) -> frozenset[str]:
    return frozenset(fold(word) for word in _of_every_pack(field))


def _cue_phrases(field: Callable[[IntakeWords], tuple[str, ...]]) -> frozenset[tuple[str, ...]]:
    return _phrases(*_of_every_pack(field))


# The words of each cue are the packs' (safety.lang.pack.IntakeWords), every language's at once:
# a message is read in whichever language it mixes.

# Words that may stand between a cue and what it applies to: "without the", "pas de", "nicht
# am", "instead of at".
ARTICLES = _cue_words(lambda words: words.articles)
PREPOSITIONS = _cue_words(lambda words: words.prepositions)
# Prepositions of place that may stand between a cue and a room: "statt in der Dachterrasse".
PLACE_PREPOSITIONS = _cue_words(lambda words: words.place_prepositions)
# Words that may stand between a name and a cue after it: "the projector, please, remove it".
POLITENESS = _cue_words(lambda words: words.politeness)
INDEFINITE_ARTICLES = _cue_words(lambda words: words.indefinite_articles)
DEFINITE_ARTICLES = _cue_words(lambda words: words.definite_articles)
CONJUNCTIONS = _cue_words(lambda words: words.conjunctions)
ROOM_NOUNS = _cue_words(lambda words: words.room_nouns)
# Words that make a capitalised phrase the name of a room: "Blue Room", "Grand Salon".
ROOM_WORDS = ROOM_NOUNS | _cue_words(lambda words: words.room_name_words)
# The legal forms that end a company's name: "Atelier Blau GmbH".
LEGAL_FORMS = _cue_words(lambda words: words.legal_forms)
# Articles, pronouns and other small words that never begin a product name ("our package").
FUNCTION_WORDS = ARTICLES | _cue_words(lambda words: words.function_words)

# Before a date, time, count or name: the one being replaced, not the one asked for.
REPLACED_BEFORE = _cue_phrases(lambda words: words.replaced_before)
# A bare "invece" ("sarebbe possibile invece il 14?") means "instead": the value after it is the
# new one, as after "instead" or "after all".
NEGATIONS = _cue_phrases(lambda words: words.negations)
# Before a period: a deadline for an answer, not when the event is ("let us know by the end of
# the week", "by the end of the month").
DEADLINE_BEFORE = _cue_phrases(lambda words: words.deadline_before)
# A negation that proposes rather than removes: "why not the Seesicht?".
PROPOSALS = _cue_phrases(lambda words: words.proposals)
# Before a name, reaching the names listed after it: "without the projector and the stage".
REMOVAL_BEFORE = NEGATIONS | _cue_phrases(lambda words: words.removal_before)
REMOVAL_AFTER = _cue_phrases(lambda words: words.removal_after)
# Before a time: the end of the event.
END_BEFORE = _cue_phrases(lambda words: words.end_before)
# After a time: a verb that makes it the end ("wir möchten um 18 [de-clock] beenden", "um 17:00
# fertig sein", "um 18 [de-clock] aufhören").
END_AFTER = _cue_phrases(lambda words: words.end_after)
# Before a time: a break inside the event, which is neither its start nor its end ("coffee
# break at 10:30", "Kaffeepause um 10:30", "pause café à 10h30", "pausa caffè alle 10:30").
BREAK_BEFORE = _cue_phrases(lambda words: words.break_before)
# After a length of time: which way a follow-up moves the time held ("an hour earlier", "eine
# Stunde später", "une heure plus tôt", "un'ora prima"); -1 earlier, +1 later.
SHIFT_AFTER: dict[tuple[str, ...], int] = {
    **dict.fromkeys(_cue_phrases(lambda words: words.earlier), -1),
    **dict.fromkeys(_cue_phrases(lambda words: words.later), 1),
}
# Words before a length of time that make it half of the unit ("half an hour", "eine halbe
# Stunde", "une demi-heure", "mezz'ora", "mezzora").
HALF_WORDS = _cue_words(lambda words: words.half_words)
# In a shift, the field it moves: "start an hour earlier" moves the start alone.
START_WORDS = _cue_words(lambda words: words.start_words)
# Words of approximation between an end label and its time: "Ende ca. 23:00", "fin vers 23 h".
TIME_HEDGES = _cue_words(lambda words: words.time_hedges)

# Before a bare number: the size of the group ("make it 40", "wir sind 25", "nous serons 12",
# "siamo in 20"). The number counts people only when nothing that measures follows it.
GROUP_SIZE_BEFORE = _cue_phrases(lambda words: words.group_size_before)
# Before a number that restates the size just given, and so replaces it: "about thirty, let's
# say 32", "etwa dreissig, sagen wir 32", "une trentaine, disons 32", "una trentina, diciamo 32".
SIZE_RESTATED_BEFORE = _cue_phrases(lambda words: words.size_restated_before)
# After a bare number that names the group by itself: "17 of us", "zu zwölft von uns".
GROUP_OF_US = _cue_phrases(lambda words: words.group_of_us)
# Words between such a cue and its number: "wir sind ca. 25", "we'll be about 40", "wir sind
# jetzt 40".
GROUP_SIZE_HEDGES = _cue_words(lambda words: words.group_size_hedges)
# What may follow the number of a group size without turning it into a price, time or thing:
# "make it 40 instead", "wir werden 25 sein", "we'll be 12 of us".
GROUP_SIZE_AFTER = _cue_phrases(lambda words: words.group_size_after)
# Before a number: the most the group will be ("Platz für 40 am 8. August", "up to 40").
LIMIT_BEFORE = _cue_phrases(lambda words: words.limit_before)
# After a number: a measure that makes it no group size ("bis zu 22 [de-clock]",
# "jusqu'à 3 [fr-hours]").
MEASURE_AFTER = _cue_words(lambda words: words.measure_after)
# Before a weekday: the one of next week ("next week Friday", "nächste Woche Freitag").
NEXT_WEEK_BEFORE = _cue_phrases(lambda words: words.next_week_before)
# Between "next week" and its weekday: "next week on Friday", "nächste Woche am Freitag".
BEFORE_WEEKDAYS = _cue_words(lambda words: words.before_weekdays)
# Before "de" and an hour, words that make it a clock time ("à partir de 9 h", "autour de 9 h")
# rather than a length ("un atelier de trois [fr-hours]").
CLOCK_BEFORE_DE = _cue_words(lambda words: words.before_of_clock)

# Everyday words a letter away from a catalog word ("state" and "stage", "parco" and "palco"):
# written, they mean themselves, never a misspelled catalog name.
COMMON_WORDS = _cue_words(lambda words: words.common_words)

# A follow-up that gives one value (booking.services.intake.followup): words around it that
# only say it replaces the old one, and courtesy around it.
REPLACING_WORDS = _cue_words(lambda words: words.replacing)
# Before a number: the day of a month ("the 18th", "le 18").
DAY_ARTICLES = _cue_words(lambda words: words.day_articles)
# Before a number: a clock time ("at 10", "alle 10").
CLOCK_PREPOSITIONS = _cue_words(lambda words: words.clock_prepositions)

# A request to hold a room, and its contact (booking.services.intake.hold).
HOLD_WORDS = _cue_words(lambda words: words.hold_words)
# Before a hold word: the client does not ask for it (yet).
NOT_YET = NEGATIONS | _cue_phrases(lambda words: words.not_yet)
NAME_CUES = _cue_phrases(lambda words: words.name_cues)
EMAIL_LABELS = _cue_words(lambda words: words.email_labels)
# Consent to the waiting list the last reply offered (booking.services.chat_waitlist).
WAITING_LIST = _cue_phrases(lambda words: words.waiting_list)
YES = _cue_words(lambda words: words.yes_words)

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
