"""Where to cut when an invented value goes: the value's phrase, its clause, or its sentence.

The cut is the smallest unit that leaves no trace of the value and touches no fact that stays:
a sentence or list line of its own goes whole; a clause ("; lunch is served at 12:30") goes when
the rest of the sentence keeps the facts; otherwise the value goes with the word that introduced
it ("at 12:15", "and 18.02.2026").
"""

from __future__ import annotations

import threading
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from functools import cached_property
from typing import Literal, overload

from safety.lang import LANGS
from safety.lang.calendar_words import MONTH_NAMES
from safety.lang.name_words import ARTICLES, PREPOSITIONS
from safety.lang.pack import ClauseWords
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern
from safety.sentences import sentence_breaks

Span = tuple[int, int]


def _clause_words(field: Callable[[ClauseWords], tuple[str, ...]]) -> str:
    """One field of the packs' clause words, every language's, as one alternation."""
    return "|".join(word for lang in LANGS for word in field(LANGUAGES[lang].clauses))


# A clause's start: punctuation and a conjunction, or a conjunction alone (the packs' words).
_CLAUSE_BREAK = compile_pattern(
    r"\s*(?:[;,]|\s[–—]\s|\s-\s)\s*(?:(?:"
    + _clause_words(lambda words: words.clause_openers)
    + r")\s+)?|\s+(?:"
    + _clause_words(lambda words: words.clause_conjunctions)
    + r")\s+"
)
# The word that introduced a value, and what qualifies it after it ("per person").
_LEAD_WORD = compile_pattern(
    r"(?:\s|^)(?:" + _clause_words(lambda words: words.lead_words) + r")\s*$",
)
_TRAILING_QUALIFIER = compile_pattern(
    r"\s*(?:" + _clause_words(lambda words: words.trailing_qualifiers) + r")\b\.?"
)
_WORD = compile_pattern(r"\w+")
_LIST_MARKER = compile_pattern(r"[ \t]*(?:[-*•]|\d+[.)])[ \t]+")  # matched at a line's start


def removal_span(
    text: str,
    value: Span,
    kept: Sequence[Span],
    *,
    name: bool = False,
    names: Sequence[Span] = (),
) -> Span:
    """The span to delete so that the value at `value` disappears cleanly.

    A `name` (a room or term) joined to the sentence with a bare "and" leaves the one word that
    closes the sentence: "im Raum Seeblick und im Raum Kubus statt" loses "und im Raum Kubus".
    A name that closes its sentence takes the sentence when the sentence keeps nothing but
    `names` (the kept spans that are names) or holds the name as its object: "Salon Rose has a
    stage." goes whole, where cutting "stage" alone would leave "Salon Rose has.".

    The calls for the values of one text (the same str object) share what was found in it, so
    that cutting thousands of values out of one long sentence takes time linear in the text and
    the values, not the sentence's length once per value.
    """
    return _removals(text).span(value, kept, name=name, names=names)


def clause_span(text: str, value: Span, kept: Sequence[Span]) -> Span | None:
    """The sentence, brackets or clause around `value` that hold none of `kept`, the smallest
    that removal_span would cut, or None when only a phrase would do: what a statement (a claim)
    goes with, since its phrase alone would leave a sentence without its verb or object."""
    return _removals(text).span(value, kept, phrase=False)


def _removals(text: str) -> _Removals:
    removals = getattr(_latest, "removals", None)
    if removals is None or removals.text is not text:
        removals = _latest.removals = _Removals(text)
    return removals


class _Removals:
    """What removal_span finds in one text, each part looked for once and then by bisection: the
    sentence ends of each line, the clause breaks of each sentence, the line breaks and brackets,
    the kept spans (by identity, when they are a tuple)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self._kept_by_id: dict[int, tuple[Sequence[Span], _KeptSpans]] = {}
        self._sentence_ends: dict[Span, _SentenceEnds] = {}
        self._clause_breaks: dict[Span, list[Span]] = {}
        self._line_content_ends: dict[int, int] = {}
        self._body_ends: dict[Span, int] = {}

    @overload
    def span(
        self,
        value: Span,
        kept: Sequence[Span],
        *,
        name: bool = False,
        names: Sequence[Span] = (),
        phrase: Literal[True] = True,
    ) -> Span: ...

    @overload
    def span(
        self,
        value: Span,
        kept: Sequence[Span],
        *,
        name: bool = False,
        names: Sequence[Span] = (),
        phrase: bool,
    ) -> Span | None: ...

    def span(
        self,
        value: Span,
        kept: Sequence[Span],
        *,
        name: bool = False,
        names: Sequence[Span] = (),
        phrase: bool = True,
    ) -> Span | None:
        spans = self._kept_spans(kept)
        sentence = self._sentence_bounds(*value)
        if not spans.any_within(sentence):
            return self._whole_sentence(sentence)
        bracket = self._bracket_bounds(sentence, value)
        if bracket and not spans.any_within(bracket):
            return bracket
        clause = self._clause_bounds(sentence, value)
        if clause and name and _ends_with_one_word(self.text, clause, value):
            clause = clause[0], value[1]
        if clause and not spans.any_within(clause):
            return clause
        if not phrase:
            return None
        if name and not clause and self._closes_sentence(sentence, value, spans, names):
            # A name that is what its sentence says ("Salon Rose has a stage."): cut alone it
            # would leave the sentence without its object ("Salon Rose has."), so the sentence
            # goes; a name it held and nothing else states is then missing and inserted.
            return self._whole_sentence(sentence)
        if name:
            value = self._with_articles_and_preposition(sentence, value)
        return _phrase_bounds(self.text, value)

    def _with_articles_and_preposition(self, sentence: Span, value: Span) -> Span:
        """The name's span with the articles and the one preposition right before it: "in the
        Forum", "über eine Bühne"."""
        words = list(_WORD.finditer(self.text, sentence[0], value[0]))
        start = value[0]
        while words and words[-1].group().casefold() in ARTICLES:
            start = words.pop().start()
        if words and words[-1].group().casefold() in PREPOSITIONS:
            start = words.pop().start()
        return start, value[1]

    def _closes_sentence(
        self, sentence: Span, value: Span, kept: _KeptSpans, names: Sequence[Span]
    ) -> bool:
        """Whether the name ends its sentence and the sentence says nothing else a cut must
        keep: it keeps only names, or the name is its object (no preposition before it)."""
        if self._sentence_body_end(sentence) > value[1]:
            return False
        values = [span for span in kept.within(sentence) if span not in set(names)]
        return not values or self._object_of_sentence(sentence, value)

    def _object_of_sentence(self, sentence: Span, value: Span) -> bool:
        """Whether a word that is no preposition stands right before the name, its articles
        aside: "has a stage." but not "in the Forum." or "Stage."."""
        words = _WORD.findall(self.text, sentence[0], value[0])
        while words and words[-1].casefold() in ARTICLES:
            words.pop()
        return bool(words) and words[-1].casefold() not in PREPOSITIONS

    def _kept_spans(self, kept: Sequence[Span]) -> _KeptSpans:
        if not isinstance(kept, tuple):  # a list may change between calls
            return _KeptSpans(kept)
        found = self._kept_by_id.get(id(kept))
        if found is None or found[0] is not kept:
            if len(self._kept_by_id) >= 8:
                self._kept_by_id.clear()
            found = self._kept_by_id[id(kept)] = kept, _KeptSpans(kept)
        return found[1]

    @cached_property
    def _newlines(self) -> list[int]:
        return _positions(self.text, "\n")

    @cached_property
    def _opens(self) -> list[int]:
        return _positions(self.text, "(")

    @cached_property
    def _closes(self) -> list[int]:
        return _positions(self.text, ")")

    def _line_bounds(self, start: int, end: int) -> Span:
        # As text.rfind("\n", 0, start) + 1 and text.find("\n", end), by bisection.
        before = bisect_left(self._newlines, start) - 1
        line_start = self._newlines[before] + 1 if before >= 0 else 0
        after = bisect_left(self._newlines, max(end, 0))
        line_end = self._newlines[after] if after < len(self._newlines) else len(self.text)
        return line_start, line_end

    def _sentence_bounds(self, start: int, end: int) -> Span:
        line = line_start, line_end = self._line_bounds(start, end)
        ends = self._sentence_ends.get(line)
        if ends is None:
            ends = self._sentence_ends[line] = _SentenceEnds(self.text, line_start, line_end)
        starts, stops = ends.through(end)
        # The sentence opens after the last end before the value and closes with the first end
        # after it; ends are in order and do not overlap.
        last_before = bisect_right(stops, start) - 1
        sentence_start = stops[last_before] if last_before >= 0 else line_start
        first_after = bisect_left(starts, end)
        if first_after < len(starts):
            return _skip_space(self.text, sentence_start, line_end), stops[first_after]
        return _skip_space(self.text, sentence_start, line_end), line_end

    def _whole_sentence(self, sentence: Span) -> Span:
        text = self.text
        line_start, line_end = self._line_bounds(*sentence)
        marker = _LIST_MARKER.match(text, line_start, line_end)
        content_start = marker.end() if marker else line_start
        if sentence[0] <= content_start and sentence[1] >= self._content_end(line_end):
            # The sentence is the whole line: the line goes, with its line break.
            if line_end < len(text):
                return line_start, line_end + 1
            return (line_start - 1 if line_start > 0 else line_start), line_end
        start, end = sentence
        if end < line_end and text[end : end + 1] == " ":
            return start, end + 1
        if start > line_start and text[start - 1] == " ":
            return start - 1, end
        return start, end

    def _content_end(self, line_end: int) -> int:
        """len(text[:line_end].rstrip()), without copying the text."""
        found = self._line_content_ends.get(line_end)
        if found is None:
            found = line_end
            while found > 0 and self.text[found - 1].isspace():
                found -= 1
            self._line_content_ends[line_end] = found
        return found

    def _clause_bounds(self, sentence: Span, value: Span) -> Span | None:
        breaks = self._clause_breaks.get(sentence)
        if breaks is None:
            found = _CLAUSE_BREAK.finditer(self.text, sentence[0], sentence[1])
            breaks = self._clause_breaks[sentence] = [(m.start(), m.end()) for m in found]
        # Breaks are in order and do not overlap: those before the value are a prefix.
        before = bisect_right(breaks, value[0], key=lambda b: b[1])
        if not before:
            return None  # cutting a leading clause would leave a sentence opening in lowercase
        after = bisect_left(breaks, value[1], key=lambda b: b[0])
        # Drop the clause together with the break that opened it.
        end = breaks[after][0] if after < len(breaks) else self._sentence_body_end(sentence)
        bracket = self._closing_bracket(breaks[before - 1][1], value, end)
        return breaks[before - 1][0], end if bracket is None else bracket

    def _sentence_body_end(self, sentence: Span) -> int:
        end = self._body_ends.get(sentence)
        if end is None:
            end = self._body_ends[sentence] = _sentence_body_end(self.text, sentence)
        return end

    def _bracket_bounds(self, sentence: Span, value: Span) -> Span | None:
        """The brackets around the value with the space before them: " (Apéro ab 18 [de-clock])"."""
        opened = _last(self._opens, sentence[0], value[0])
        if opened < 0 or _first(self._closes, opened, value[0]) >= 0:
            return None
        close = _first(self._closes, value[1], sentence[1])
        if close < 0 or _first(self._opens, value[1], close) >= 0:
            return None
        start = opened - 1 if opened > 0 and self.text[opened - 1] == " " else opened
        return start, close + 1

    def _closing_bracket(self, clause_start: int, value: Span, clause_end: int) -> int | None:
        """Where the clause ends when it started inside brackets: at the ")" that closes them."""
        opened = _last(self._opens, 0, value[0])
        if opened < 0 or _first(self._closes, opened, value[0]) >= 0 or opened >= clause_start:
            return None
        close = _first(self._closes, value[1], clause_end)
        return close if close >= 0 else None


class _SentenceEnds:
    """The sentence ends of one line, found as far as they are asked for."""

    def __init__(self, text: str, line_start: int, line_end: int) -> None:
        self._matches = sentence_breaks(text, line_start, line_end)
        self.starts: list[int] = []
        self.stops: list[int] = []
        self._done = False

    def through(self, end: int) -> tuple[list[int], list[int]]:
        """The ends found so far, the first one at or after `end` among them if there is one."""
        while not self._done and (not self.starts or self.starts[-1] < end):
            found = next(self._matches, None)
            if found is None:
                self._done = True
            else:
                self.starts.append(found[0])
                self.stops.append(found[1])
        return self.starts, self.stops


class _KeptSpans:
    """Whether any kept span touches a span (lies in it, or crosses its edge: "Friday, 3 Sept.
    2027" crosses the clause break after "Friday", and a cut of the clause would take half of
    it): by bisection over the spans sorted by start when there are many, else one by one."""

    _FEW = 16

    def __init__(self, kept: Sequence[Span]) -> None:
        self._kept = kept
        if len(kept) <= self._FEW:
            return
        spans = sorted(kept)
        self._starts = [start for start, _ in spans]
        # The greatest end among the spans up to each index.
        self._greatest_end = [end for _, end in spans]
        for index in range(1, len(spans)):
            self._greatest_end[index] = max(
                self._greatest_end[index], self._greatest_end[index - 1]
            )

    def within(self, span: Span) -> list[Span]:
        return [(start, end) for start, end in self._kept if span[0] <= start and end <= span[1]]

    def any_within(self, span: Span) -> bool:
        """Whether a kept span overlaps `span` (an empty kept span counts inside it)."""
        if len(self._kept) <= self._FEW:
            return any(_overlaps((start, end), span) for start, end in self._kept)
        index = bisect_left(self._starts, span[1]) - 1  # the spans that start before its end
        return index >= 0 and self._greatest_end[index] > span[0]


def _overlaps(kept: Span, span: Span) -> bool:
    start, end = kept
    if start == end:
        return span[0] <= start <= span[1]
    return start < span[1] and end > span[0]


def _positions(text: str, char: str) -> list[int]:
    found, index = [], text.find(char)
    while index >= 0:
        found.append(index)
        index = text.find(char, index + 1)
    return found


def _first(positions: list[int], start: int, end: int) -> int:
    """text.find(char, start, end) for the sorted positions of char in text."""
    index = bisect_left(positions, start)
    return positions[index] if index < len(positions) and positions[index] < end else -1


def _last(positions: list[int], start: int, end: int) -> int:
    """text.rfind(char, start, end) for the sorted positions of char in text."""
    index = bisect_left(positions, end) - 1
    return positions[index] if index >= 0 and positions[index] >= start else -1


def _skip_space(text: str, index: int, limit: int) -> int:
    while index < limit and text[index] in " \t":
        index += 1
    return index


# What removal_span found in the text it was last called for, per thread (_SentenceEnds reads
# on as asked, so that one must not be shared).
_latest = threading.local()


def _ends_with_one_word(text: str, clause: Span, value: Span) -> bool:
    """Whether a clause opened by a bare conjunction has one word left after the value."""
    opening = _skip_whitespace(text, clause[0], value[0])
    if opening < value[0] and text[opening] in (",", ";", "–", "—", "-"):
        return False
    # One word: whitespace, a run of other characters, whitespace, and the clause's end.
    index = _skip_whitespace(text, value[1], clause[1])
    if index == clause[1]:
        return False
    while index < clause[1] and not text[index].isspace():
        index += 1
    return _skip_whitespace(text, index, clause[1]) == clause[1]


def _skip_whitespace(text: str, index: int, limit: int) -> int:
    while index < limit and text[index].isspace():
        index += 1
    return index


def _sentence_body_end(text: str, sentence: Span) -> int:
    end = sentence[1]
    while end > sentence[0] and text[end - 1] in ".!?\n ":
        end -= 1
    return end


def _phrase_bounds(text: str, value: Span) -> Span:
    start, end = value
    lead = _LEAD_WORD.search(text, max(0, start - 16), start)
    if lead:
        start = lead.start()
        start = _with_joining_conjunction(text, start)
    qualifier = _TRAILING_QUALIFIER.match(text, end)
    if qualifier:
        end = qualifier.end()
    if text[end : end + 1] == ")" and text[start - 1 : start] == "(":
        start, end = start - 1, end + 1
    return start, end


def _with_joining_conjunction(text: str, start: int) -> int:
    """Where the cut starts when "or", "und", "ou" joins the value's phrase to another value:
    "on 8 August or on 9 August" loses "or on 9 August", not only "on 9 August"."""
    conjunction = _JOINING_CONJUNCTION.search(text, max(0, start - 8), start)
    if conjunction is None:
        return start
    before = text[max(0, conjunction.start() - 24) : conjunction.start()].rstrip(" ,").split()
    if before and (before[-1][-1].isdigit() or before[-1].casefold() in _MONTH_WORDS):
        return conjunction.start()
    return start


_JOINING_CONJUNCTION = compile_pattern(
    r"(?:\s|^)(?:" + _clause_words(lambda words: words.joining_conjunctions) + r")\s*$"
)
_MONTH_WORDS = frozenset(month.casefold() for names in MONTH_NAMES.values() for month in names)


def tidy_join(text: str, at: int) -> str:
    """Repairs the seam a cut left at `at`: doubled spaces, a space before punctuation, ", ."."""
    left, right = text[:at], text[at:]
    if (
        left.endswith((" ", "\t"))
        and right.startswith((" ", "\t", ".", ",", ";", ")", "\n"))
        or (left.endswith(" ") and not right)
    ):
        left = left.rstrip(" \t")
    if left.endswith(("(", " (")) and right.startswith(")"):
        left, right = left.rstrip("( "), right[1:]
    if right.startswith((",", ";")) and (left.endswith((",", ";", ":", "(")) or not left.strip()):
        right = right[1:].lstrip(" ")
    if left.endswith((",", ";")) and right.startswith((".", "!", "?", "\n", ")")):
        left = left[:-1]
    if left.endswith((":",)) and right.startswith((".", "\n")):
        left = left[:-1]
    if left and not left.endswith((" ", "\n", "(")) and right and right[0].isalnum():
        left += " "
    return left + right
