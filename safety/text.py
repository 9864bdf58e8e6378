"""Text as the recognizers read it: folded words, runs of letters and digits, word lists as regex
tries, and spans merged.

The runs of a text are found once and shared by the recognizers. Names are compared run by run,
and the room and people-count cues ("the X room", "bis zu 120", "30 guests") open with one of a
few words: looking those words up among the runs and trying a cue's pattern there only
(`patterns.scan_at`) costs far less than trying it at every position.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache
from itertools import accumulate

import regex

from safety.patterns import compile_pattern

# -- folding ---------------------------------------------------------------------------------------


def fold(text: str) -> str:
    """Case- and accent-insensitive form used to compare words."""
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("’", "'")


# -- runs of letters and digits --------------------------------------------------------------------

# One repeated character class, or a single one, cannot backtrack: the scans below take time
# linear in the text and run without the timeout, whose clock reads would cost more than they do.
_WORD_RUN = compile_pattern(r"([\p{L}\p{N}]+)")
_OTHER_NUMBER = compile_pattern(r"\p{No}")


def word_runs(text: str) -> list[str]:
    """Every run of letters and digits in `text`, in text order."""
    runs: list[str] = _WORD_RUN.findall(text)
    return runs


def runs_and_gaps(text: str) -> list[str]:
    """`text` cut into what lies before the first run of letters and digits, that run, what lies
    between it and the next, and so on: the runs are the odd items, and the items join to `text`."""
    return _WORD_RUN.split(text)


def has_other_number(text: str) -> bool:
    """Whether `text` holds a number sign such as "²" or "½".

    It is the one kind of character in a run of letters and digits that is no word character
    to \\b and \\w, so where it stands a word boundary may fall inside a run.
    """
    return _OTHER_NUMBER.search(text) is not None


class Runs:
    """The runs of letters and digits of one text, as parallel lists indexed by run number."""

    __slots__ = ("text", "words", "starts", "ends", "_boundary_inside_a_run")

    def __init__(self, text: str, earlier: Runs | None = None) -> None:
        """`earlier`, the runs of a text that `text` was edited from, saves finding again the runs
        outside the edited part; the result is the same either way."""
        self.text = text
        self.words, self.starts, self.ends = (
            _runs(text) if earlier is None else _runs_after_edit(text, earlier)
        )
        self._boundary_inside_a_run = has_other_number(text)

    def __len__(self) -> int:
        return len(self.words)

    def openings(self, cues: Openings) -> list[int] | None:
        """The numbers of the runs where one of `cues` may open, in text order.

        None when a word boundary may fall inside a run ("²the"), where a cue may open too: the
        caller then scans the whole text.
        """
        if self._boundary_inside_a_run:
            return None
        words, follow = self.words, cues.follow
        last = len(words) - 1
        return [
            i
            for i, word in enumerate(words)
            if word in follow
            and ((after := follow[word]) is None or (i < last and words[i + 1] in after))
        ]


class Openings:
    """How a set of cue phrases opens: each first run of letters and the runs that may follow it.

    A pattern whose every match begins at a word boundary (\\b) with one of these phrases, each
    run written in full, can match only where `Runs.openings` points.
    """

    def __init__(self, phrases: Iterable[str]) -> None:
        follow: dict[str, set[str] | None] = {}
        for phrase in phrases:
            runs = word_runs(phrase)
            if not runs or not phrase.startswith(runs[0]):
                raise ValueError(f"a cue must open with a letter or digit: {phrase!r}")
            if len(runs) == 1 or follow.get(runs[0], set()) is None:
                follow[runs[0]] = None  # the run may be the whole cue: anything may follow
            else:
                follow.setdefault(runs[0], set()).add(runs[1])  # type: ignore[union-attr]
        self.follow = {
            word: None if after is None else frozenset(after) for word, after in follow.items()
        }


_Runs = tuple[list[str], list[int], list[int]]
_latest: Runs | None = None
_ALIKE_ENDS = 16  # texts that open or close with this many characters in common share runs


@lru_cache(maxsize=8)
def runs_of(text: str) -> Runs:
    """The runs of `text`, remembered for the recognizers that read the same text after another.

    A corrected reply is verified right after its draft: the runs of the text read last are
    reused where the two agree.
    """
    global _latest
    earlier = _latest
    if earlier is not None and not _alike(earlier.text, text):
        earlier = None
    _latest = runs = Runs(text, earlier)
    return runs


def _alike(one: str, other: str) -> bool:
    return one[:_ALIKE_ENDS] == other[:_ALIKE_ENDS] or one[-_ALIKE_ENDS:] == other[-_ALIKE_ENDS:]


def _runs(text: str, offset: int = 0) -> _Runs:
    """The runs of `text` with their starts and ends, counted from `offset`."""
    pieces = runs_and_gaps(text)
    bounds = list(accumulate(map(len, pieces), initial=offset))[1:]  # where each piece ends
    return pieces[1::2], bounds[:-1:2], bounds[1::2]


def _runs_after_edit(text: str, earlier: Runs) -> _Runs:
    """The runs of `text`: those of `earlier` where the two texts agree, found anew in between.

    A run is kept when the character after it lies in the common beginning, or the one before
    it in the common end: a run and its bounds depend on nothing else.
    """
    old = earlier.text
    head = _common_prefix(old, text)
    tail = _common_suffix(old, text, min(len(old), len(text)) - head)
    kept_head = bisect_left(earlier.ends, head)  # the runs that end before the first change
    kept_tail = bisect_right(earlier.starts, len(old) - tail)  # the first run that begins after it
    shift = len(text) - len(old)
    start = earlier.ends[kept_head - 1] if kept_head else 0
    stop = earlier.starts[kept_tail] + shift if kept_tail < len(earlier.starts) else len(text)
    words, starts, ends = _runs(text[start:stop], start)
    return (
        earlier.words[:kept_head] + words + earlier.words[kept_tail:],
        earlier.starts[:kept_head] + starts + [at + shift for at in earlier.starts[kept_tail:]],
        earlier.ends[:kept_head] + ends + [at + shift for at in earlier.ends[kept_tail:]],
    )


def _common_prefix(one: str, other: str) -> int:
    low, high = 0, min(len(one), len(other))
    while low < high:
        middle = (low + high + 1) // 2
        if one[:middle] == other[:middle]:
            low = middle
        else:
            high = middle - 1
    return low


def _common_suffix(one: str, other: str, limit: int) -> int:
    low, high = 0, limit
    while low < high:
        middle = (low + high + 1) // 2
        if one[len(one) - middle :] == other[len(other) - middle :]:
            low = middle
        else:
            high = middle - 1
    return low


# -- word lists as regex tries ---------------------------------------------------------------------

# A node of a trie: each next character with the node it leads to; "" marks the end of a word.
_Trie = dict[str, "_Trie"]


def trie_alternation(
    words: Iterable[str], *, escape: Callable[[str], str] = regex.escape, suffixes: bool = False
) -> str:
    """A regex matching any of `words`, built as a trie so a failing position fails fast; each
    character written by `escape`. The trie has no quantifiers beyond "?" on a word that may end
    or go on: matching it is linear in the word length.

    With `suffixes` the tree is one of suffixes, for a look-behind (which the engine matches
    right to left)."""
    root: _Trie = {}
    for word in words:
        node = root
        for char in reversed(word) if suffixes else word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_pattern(root, escape, suffixes)


def spaced_char(char: str) -> str:
    """A character of a trie as a pattern, where a space matches a no-break space too."""
    return r"[\x20\u00a0]" if char == " " else regex.escape(char)


def _trie_pattern(node: _Trie, escape: Callable[[str], str], suffixes: bool) -> str:
    branches = [
        _trie_pattern(child, escape, suffixes) + escape(char)
        if suffixes
        else escape(char) + _trie_pattern(child, escape, suffixes)
        for char, child in sorted(node.items())
        if char
    ]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if "" in node:  # a word ends here; a longer one may go on
        return (body if len(branches) > 1 else "(?:" + body + ")") + "?"
    return body


# -- spans -----------------------------------------------------------------------------------------


def merge_spans(spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """`spans` in text order, those that overlap or touch joined into one."""
    merged: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
        else:
            merged.append((start, end))
    return merged
