"""What a negation negates, in en, de, fr and it: the negators of each language, the words each
one reaches, and the negations that deny nothing.

A negator is a word ("not", "nicht", "non", "kein…", "aucun…"), a contraction ("n't"), a French
pair ("ne … pas", "n'est plus", "ne … jamais"), or a word that says a thing is absent ("without",
"ohne", "sans", "senza": a privative). French "ne" alone is no negator ("ne … que" is "only", and
Italian "ne" is "of it"), nor "plus" alone ("de plus" is "moreover"), nor Italian "mai" alone
(French "mai" is May).

Scope: a negator reaches the words after it, at most REACH_AFTER of them (REACH_AFTER_VERB_LAST
in German, whose verb may close the clause: "können wir den Raum Salon Rose nicht für Sie
reservieren"), and a German "nicht" also up to REACH_BEFORE words before it ("Zögern Sie nicht",
"wir buchen den Raum nicht"); a French pair reaches the verb it stands around. A reach stops at a clause that opens: a
conjunction ("but", "aber", "sondern", "mais", "ma" …), a semicolon, a dash, or a sentence's end.
A comma or a colon does not stop it ("no projector, stage or LED wall", "nicht über folgende
Ausstattung: Bühne"); a caller that reads clauses asks only for the negators its clause holds.

Negations that deny nothing of what they stand beside, read as classes of words, not phrases:

- courtesy: the negator's head (the verb it stands around, or the first words it reaches) is a
  word of hesitation, worry or trouble: "don't hesitate", "zögern Sie nicht", "n'hésitez pas",
  "non esiti", "no problem", "keine Sorge", "pas de souci", "nessun problema", "non si preoccupi";
- focus: the negator is followed by a word for "only": "not only … but also", "nicht nur",
  "pas seulement", "non solo" adds, it does not deny;
- double negation: a negator whose first words hold another negator or a privative cancels it
  and is cancelled: "not impossible", "nicht ohne", "pas sans", "non è impossibile".

A negation beside a word for "yet" ("not yet", "noch nicht", "pas encore", "non ancora"; English
"yet" anywhere it reaches: "not booked yet") is pending: it denies, but settles nothing.

Negative concord is no double negation: Italian "non … nessun", "non … niente" and French
"n'… aucun", "ne … jamais" deny once.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

import regex

from safety.lang import LANGS, Lang
from safety.lang.pack import REACH_AFTER, REACH_AFTER_VERB_LAST, Negators
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan

Span = tuple[int, int]

REACH_BEFORE = 3  # words a German "nicht" reaches before itself
HEAD_WORDS = 3  # words read for the negation's head: its verb or noun
_PENDING_NEAR = 3  # words after a negator (one before, in German) where "yet" makes it pending
_CANCEL_NEAR = 2  # words after a negator where a second one cancels it


NEGATORS: dict[Lang, Negators] = {lang: LANGUAGES[lang].negation.negators for lang in LANGS}

_BARRIER_MARKS = frozenset(";!?\n–—.")  # the token pattern's marks, each a token of its own
# Languages whose word for "yet" stands before the negator ("noch nicht"), not after it.
_PENDING_BEFORE = frozenset(lang for lang in LANGS if LANGUAGES[lang].negation.pending_before)
_LONGEST_REACH = max(negators.reach for negators in NEGATORS.values())

# Words that open a new clause: a negation before one does not reach past it.
CLAUSE_CONJUNCTIONS: dict[Lang, tuple[str, ...]] = {
    lang: LANGUAGES[lang].negation.clause_conjunctions for lang in LANGS
}


@dataclass(frozen=True, slots=True)
class Negation:
    """A negator as written (`span`) and the words it reaches (`reach`, the negator included)."""

    span: Span
    reach: Span
    privative: bool = False  # "without": says a thing is absent
    pending: bool = False  # "not yet": denies but settles nothing


@dataclass(frozen=True, slots=True)
class _Patterns:
    negator: regex.Pattern[str]  # groups: pair (French), back (German), one per language
    token: regex.Pattern[str]  # a word, or a mark that ends a clause
    conjunctions: frozenset[str]  # words that open a clause, casefolded: barriers too
    courtesy: regex.Pattern[str]
    focus: regex.Pattern[str]
    pending: regex.Pattern[str]
    pending_late: regex.Pattern[str] | None
    negative: regex.Pattern[str]  # a negator or a privative, as a whole token
    privative: regex.Pattern[str]
    concord: regex.Pattern[str] | None


def _alternatives(langs: tuple[Lang, ...], field: str) -> str:
    return "|".join(
        getattr(NEGATORS[lang], field) for lang in langs if getattr(NEGATORS[lang], field)
    )


def _whole(alternatives: str) -> regex.Pattern[str]:
    return compile_pattern(rf"\A(?:{alternatives})\Z", regex.IGNORECASE)


@lru_cache(maxsize=8)
def _patterns(langs: tuple[Lang, ...]) -> _Patterns:
    pairs = _alternatives(langs, "pairs")
    back = _alternatives(langs, "reaches_back")
    parts = [rf"(?P<pair>\b{pairs}\b)"] if pairs else []
    if back:
        parts.append(rf"(?P<back>\b(?:{back})\b)")
    for lang in langs:
        negators = NEGATORS[lang]
        ending = rf"|(?:{negators.endings})\b" if negators.endings else ""
        parts.append(rf"(?P<{lang}>\b(?:{negators.words}|{negators.privatives})\b{ending})")
    return _Patterns(
        negator=compile_pattern("|".join(parts), regex.IGNORECASE),
        token=compile_pattern(r"[;!?\n–—]|(?<!\d)\.(?=\s|\Z)|[\p{L}\p{M}\p{N}]+"),
        conjunctions=frozenset(word for lang in langs for word in CLAUSE_CONJUNCTIONS[lang]),
        courtesy=_whole(_alternatives(langs, "courtesy")),
        focus=_whole(_alternatives(langs, "focus")),
        pending=_whole(_alternatives(langs, "pending")),
        pending_late=_whole(late) if (late := _alternatives(langs, "pending_late")) else None,
        negative=_whole(f"{_alternatives(langs, 'words')}|{_alternatives(langs, 'privatives')}"),
        privative=_whole(_alternatives(langs, "privatives")),
        concord=_whole(concord) if (concord := _alternatives(langs, "concord")) else None,
    )


@dataclass(frozen=True, slots=True)
class _Found:
    negation: Negation
    cancels: bool  # its first words hold another negator or a privative
    near_end: int  # where those first words end


@dataclass(frozen=True, slots=True)
class NegationReading:
    """The negations of one text, read once. A negation reaches a bounded number of words, so
    the few that may reach a word are found by bisection: reading a thousand mentions stays
    linear in the text."""

    negations: tuple[Negation, ...]  # by position
    _starts: tuple[int, ...]  # each negation's start

    def negation_of(
        self, span: Span, within: Span, *, privative: bool = True, pending: bool = True
    ) -> Negation | None:
        """The negation, standing within `within` (a clause or sentence), that reaches the word
        at `span`; privatives and pending negations only when asked for."""
        at = bisect_right(self._starts, span[0])
        # each negator is a word at least: no more than a reach's words of them stand between
        # the word and one that reaches it
        low, high = max(0, at - _LONGEST_REACH - 1), min(len(self.negations), at + REACH_BEFORE + 1)
        for negation in self.negations[low:high]:
            if not negation.reach[0] <= span[0] < negation.reach[1]:
                continue
            if not within[0] <= negation.span[0] < within[1]:
                continue
            if (negation.privative and not privative) or (negation.pending and not pending):
                continue
            return negation
        return None

    def says_no(self, within: Span) -> bool:
        """Whether a negator that is no privative stands within `within`."""
        low, high = bisect_left(self._starts, within[0]), bisect_left(self._starts, within[1])
        return any(not negation.privative for negation in self.negations[low:high])


@lru_cache(maxsize=16)
def read_negations(text: str, langs: tuple[Lang, ...] = LANGS) -> NegationReading:
    """The negations of `text` that deny something, with the words each reaches; courtesy, focus
    and double negations left out. `langs`: the languages whose negators are read (all four by
    default: an answer's language is not always known, and no negator of one is a common word
    of another). Kept for the last few texts: claims read an answer and its draft many ways."""
    patterns = _patterns(langs)
    matches = list(scan(patterns.negator, text))
    if not matches:
        return NegationReading((), ())  # the usual sentence: no word read
    words = _Words.of(text, patterns)
    found = [_found(match, words, patterns) for match in matches]
    kept = _without_double_negations([item for item in found if item is not None])
    return NegationReading(tuple(kept), tuple(negation.span[0] for negation in kept))


@dataclass(frozen=True, slots=True)
class _Words:
    """A text's tokens, once: where each starts and ends, and what it is. A token is a word, or a
    barrier: a mark that ends a clause, or a conjunction that opens one (told when read)."""

    starts: list[int]
    ends: list[int]
    words: list[str]
    conjunctions: frozenset[str]

    @classmethod
    def of(cls, text: str, patterns: _Patterns) -> _Words:
        matches = list(scan(patterns.token, text))
        return cls(
            [match.start() for match in matches],
            [match.end() for match in matches],
            [match.group() for match in matches],
            patterns.conjunctions,
        )

    def run(self, at: int, step: int, count: int) -> list[int]:
        """Up to `count` indexes of words from `at` on in direction `step`, up to a barrier."""
        taken: list[int] = []
        while 0 <= at < len(self.words) and len(taken) < count and not self._barrier(at):
            taken.append(at)
            at += step
        return taken

    def text(self, at: int) -> str:
        return self.words[at]

    def _barrier(self, at: int) -> bool:
        word = self.words[at]
        return word in _BARRIER_MARKS or word.casefold() in self.conjunctions


def _found(match: regex.Match[str], words: _Words, patterns: _Patterns) -> _Found | None:
    """One negator with its reach, or None when it denies nothing (courtesy, focus)."""
    start, end = match.span()
    first = bisect_left(words.starts, start)  # the negator's first token ("t" of "don't")
    last = bisect_left(words.starts, end)  # the first token after it
    lang = _language(match)
    after = words.run(last, 1, NEGATORS[lang].reach)
    before = words.run(first - 1, -1, REACH_BEFORE) if match.group("back") else []
    inner = words.run(first + 1, 1, last - first - 2) if match.group("pair") else []
    head = [*inner, *after[:HEAD_WORDS], *before]
    if any(_is(patterns.courtesy, words.text(at)) for at in head):
        return None
    if after and _is(patterns.focus, words.text(after[0])):
        return None
    near = [
        *after[:_PENDING_NEAR],
        *(words.run(first - 1, -1, 1) if lang in _PENDING_BEFORE else []),
    ]
    late = patterns.pending_late
    pending = any(_is(patterns.pending, words.text(at)) for at in near) or (
        late is not None and any(_is(late, words.text(at)) for at in after)
    )
    reach_start = words.starts[before[-1]] if before else start
    reach_end = words.ends[after[-1]] if after else end
    privative = _is(patterns.privative, match.group())
    negation = Negation((start, end), (reach_start, reach_end), privative, pending)
    near_words = after[:_CANCEL_NEAR]
    cancels = any(
        _is(patterns.negative, words.text(at)) and not _agrees(patterns, words.text(at))
        for at in near_words
    )
    return _Found(negation, cancels, words.ends[near_words[-1]] if near_words else end)


def _language(match: regex.Match[str]) -> Lang:
    """The language whose negator `match` is: the group it matched in."""
    if match.group("pair"):
        return "fr"
    if match.group("back"):
        return "de"
    return next(lang for lang in LANGS if lang in match.re.groupindex and match.group(lang))


def _agrees(patterns: _Patterns, word: str) -> bool:
    """Whether `word` is a negator of negative concord: "non ha nessun", "n'a jamais" deny once."""
    return patterns.concord is not None and _is(patterns.concord, word)


def _is(pattern: regex.Pattern[str], word: str) -> bool:
    return pattern.match(word) is not None  # one anchored word: linear


def _without_double_negations(found: list[_Found]) -> list[Negation]:
    """The negations left when each one whose first words hold another is dropped with it:
    "not impossible", "nicht ohne", "pas sans" say yes."""
    dropped: set[int] = set()
    for index, item in enumerate(found):
        if not item.cancels or index in dropped:
            continue
        end = item.negation.span[1]
        for other in range(index + 1, len(found)):
            start = found[other].negation.span[0]
            if start >= item.near_end:
                break
            if start >= end:
                dropped.update((index, other))
                break
    return [item.negation for index, item in enumerate(found) if index not in dropped]


__all__ = [
    "CLAUSE_CONJUNCTIONS",
    "NEGATORS",
    "REACH_AFTER",
    "REACH_AFTER_VERB_LAST",
    "REACH_BEFORE",
    "Negation",
    "NegationReading",
    "Negators",
    "read_negations",
]
