"""What a negation negates, in en, de, fr and it: the negators of each language, the words each
one reaches, and the negations that deny nothing.

A negator is a word ("not", "nicht", "non", "kein…", "aucun…"), a contraction ("n't"), a French
pair ("ne … pas", "n'est plus", "ne … jamais"), or a word that says a thing is absent ("without",
"ohne", "sans", "senza": a privative). French "ne" alone is no negator ("ne … que" is "only", and
Italian "ne" is "of it"), nor "plus" alone ("de plus" is "moreover"), nor Italian "mai" alone
(French "mai" is May).

Scope: a negator reaches the words after it, at most REACH_AFTER of them, and a German "nicht"
also up to REACH_BEFORE words before it ("Zögern Sie nicht", "wir buchen den Raum nicht"); a
French pair reaches the verb it stands around. A reach stops at a clause that opens: a
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

A negation beside a word for "yet" ("not yet", "noch nicht", "pas encore", "non ancora") is
pending: it denies, but settles nothing ("not booked yet" is no refusal).
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

import regex

from safety.lang import LANGS, Lang
from safety.patterns import compile_pattern, scan

Span = tuple[int, int]

REACH_AFTER = 6  # words a negator reaches after itself
REACH_AFTER_VERB_LAST = 10  # in German, whose verb may stand at the clause's end
REACH_BEFORE = 3  # words a German "nicht" reaches before itself
HEAD_WORDS = 3  # words read for the negation's head: its verb or noun
_PENDING_NEAR = 3  # words after a negator (one before) where "yet" makes it pending
_CANCEL_NEAR = 2  # words after a negator where a second one cancels it


@dataclass(frozen=True, slots=True)
class Negators:
    """One language's negation words, as regular-expression alternatives (matched whole words,
    case-insensitive), and its classes of words that make a negation deny nothing."""

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


NEGATORS: dict[Lang, Negators] = {
    "en": Negators(
        words=r"not|no|never|none|nothing|nobody|neither|nor|cannot|unable|impossible",
        privatives=r"without|lacks?|lacking|missing",
        endings=r"n['’]t",
        courtesy=r"hesitat\w*|worr\w*|problems?|trouble\w*|bother\w*|inconvenien\w*",
        focus=r"only|just|merely|solely",
        pending=r"yet",
        pending_late=r"yet",
    ),
    "de": Negators(
        words=r"nicht|kein\w*|nie|niemals|nichts|nirgends|weder|unmöglich\w*",
        privatives=r"ohne|fehl\w*",
        courtesy=r"zöger\w*|sorgen?|problem\w*|umständ\w*|mühe",
        focus=r"nur|bloss|bloß|lediglich|allein",
        pending=r"noch",
        reaches_back=r"nicht",
        # the verb closes the clause: "können wir den Raum Salon Rose nicht für Sie reservieren"
        reach=REACH_AFTER_VERB_LAST,
    ),
    "fr": Negators(
        words=r"pas|jamais|rien|aucun\w*|impossible|non",
        privatives=r"sans|manqu\w*|dépourvu\w*",
        courtesy=r"hésit\w*|inquiét\w*|souci\w*|problèmes?|dérang\w*|gên\w*",
        focus=r"seulement|uniquement|simplement",
        pending=r"encore",
        concord=r"aucun\w*|rien|jamais|personne|nul(?:le)?",
        # "ne"/"n'" with up to three words, then the second half: "n'est pas", "ne vous
        # inquiétez pas", "n'y a plus"
        pairs=r"(?:ne\s+|n['’])(?:[\p{L}\p{M}'’-]+\s+){0,3}?(?:pas|plus|jamais|rien|guère|point)",
    ),
    "it": Negators(
        words=r"non|no|nessun\w*|niente|nulla|mai più|impossibil\w*|neanche|nemmeno|neppure",
        privatives=r"senza|manca\w*|privo|priva|privi|prive|sprovvist\w*",
        courtesy=r"esit\w*|preoccup\w*|problem[ai]|disturb\w*|fastidi\w*",
        focus=r"solo|soltanto|solamente|unicamente",
        pending=r"ancora",
        concord=r"nessun\w*|niente|nulla|mai",
    ),
}

# Words that open a new clause: a negation before one does not reach past it.
CLAUSE_CONJUNCTIONS: dict[Lang, tuple[str, ...]] = {
    "en": ("but", "while", "whereas", "however", "although"),
    "de": ("aber", "jedoch", "während", "sondern", "obwohl"),
    "fr": ("mais", "tandis", "cependant", "toutefois", "pourtant"),
    "it": ("ma", "mentre", "però", "tuttavia", "invece", "sebbene"),
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
    token: regex.Pattern[str]  # groups: barrier, word
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
    conjunctions = "|".join(word for lang in langs for word in CLAUSE_CONJUNCTIONS[lang])
    return _Patterns(
        negator=compile_pattern("|".join(parts), regex.IGNORECASE),
        token=compile_pattern(
            rf"(?P<barrier>[;!?\n–—]|(?<!\d)\.(?=\s|\Z)|\b(?:{conjunctions})\b)"
            r"|(?P<word>[\p{L}\p{M}\p{N}]+)",
            regex.IGNORECASE,
        ),
        courtesy=_whole(_alternatives(langs, "courtesy")),
        focus=_whole(_alternatives(langs, "focus")),
        pending=_whole(_alternatives(langs, "pending")),
        pending_late=_whole(late) if (late := _alternatives(langs, "pending_late")) else None,
        negative=_whole(f"{_alternatives(langs, 'words')}|{_alternatives(langs, 'privatives')}"),
        privative=_whole(_alternatives(langs, "privatives")),
        concord=_whole(concord) if (concord := _alternatives(langs, "concord")) else None,
    )


@dataclass(frozen=True, slots=True)
class _Token:
    start: int
    end: int
    text: str
    barrier: bool


@dataclass(frozen=True, slots=True)
class _Found:
    negation: Negation
    cancels: bool  # its first words hold another negator or a privative
    near_end: int  # where those first words end


@dataclass(frozen=True, slots=True)
class NegationReading:
    """The negations of one text, read once: which words each reaches is then looked up by
    bisection, so reading a thousand mentions stays linear in the text."""

    negations: tuple[Negation, ...]  # by position
    _starts: tuple[int, ...]  # each negation's start
    _token_starts: tuple[int, ...]
    _covering: tuple[tuple[int, ...], ...]  # per word token: the negations that reach it

    def negation_of(
        self, span: Span, within: Span, *, privative: bool = True, pending: bool = True
    ) -> Negation | None:
        """The negation, standing within `within` (a clause or sentence), that reaches the word
        at `span`; privatives and pending negations only when asked for."""
        at = bisect_right(self._token_starts, span[0]) - 1
        if at < 0:
            return None
        for index in self._covering[at]:
            negation = self.negations[index]
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


def read_negations(text: str, langs: tuple[Lang, ...] = LANGS) -> NegationReading:
    """The negations of `text` that deny something, with the words each reaches; courtesy, focus
    and double negations left out. `langs`: the languages whose negators are read (all four by
    default: an answer's language is not always known, and no negator of one is a common word
    of another)."""
    patterns = _patterns(langs)
    tokens = [
        _Token(match.start(), match.end(), match.group(), match.group("barrier") is not None)
        for match in scan(patterns.token, text)
    ]
    starts = [token.start for token in tokens]
    found = [_found(match, tokens, starts, patterns) for match in scan(patterns.negator, text)]
    kept = _without_double_negations([item for item in found if item is not None])
    covering: list[list[int]] = [[] for _ in tokens]
    for index, negation in enumerate(kept):
        low = bisect_left(starts, negation.reach[0])
        high = bisect_left(starts, negation.reach[1])
        for at in range(low, high):
            covering[at].append(index)
    return NegationReading(
        tuple(kept),
        tuple(negation.span[0] for negation in kept),
        tuple(starts),
        tuple(tuple(indexes) for indexes in covering),
    )


def _found(
    match: regex.Match[str], tokens: list[_Token], starts: list[int], patterns: _Patterns
) -> _Found | None:
    """One negator with its reach, or None when it denies nothing (courtesy, focus)."""
    start, end = match.span()
    first = bisect_left(starts, start)
    last = bisect_left(starts, end)  # the first token after the negator
    after = _words(tokens, last, 1, NEGATORS[_language(match)].reach)
    before = _words(tokens, first - 1, -1, REACH_BEFORE) if match.group("back") else ()
    inner = tuple(range(first + 1, last - 1)) if match.group("pair") else ()
    head = (*inner, *after[:HEAD_WORDS], *before)
    if any(_is(patterns.courtesy, tokens[at].text) for at in head):
        return None
    if after and _is(patterns.focus, tokens[after[0]].text):
        return None
    near = (*after[:_PENDING_NEAR], *_words(tokens, first - 1, -1, 1))
    late = patterns.pending_late
    pending = any(_is(patterns.pending, tokens[at].text) for at in near) or (
        late is not None and any(_is(late, tokens[at].text) for at in after)
    )
    reach_start = tokens[before[-1]].start if before else start
    reach_end = tokens[after[-1]].end if after else end
    privative = _is(patterns.privative, match.group())
    negation = Negation((start, end), (reach_start, reach_end), privative, pending)
    near_words = after[:_CANCEL_NEAR]
    cancels = any(
        _is(patterns.negative, tokens[at].text) and not _agrees(patterns, tokens[at].text)
        for at in near_words
    )
    return _Found(negation, cancels, tokens[near_words[-1]].end if near_words else end)


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


def _words(tokens: list[_Token], at: int, step: int, count: int) -> tuple[int, ...]:
    """Up to `count` word tokens from `at` on in direction `step`, stopping at a barrier."""
    taken: list[int] = []
    while 0 <= at < len(tokens) and len(taken) < count and not tokens[at].barrier:
        taken.append(at)
        at += step
    return tuple(taken)


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
    "REACH_BEFORE",
    "Negation",
    "NegationReading",
    "Negators",
    "read_negations",
]
