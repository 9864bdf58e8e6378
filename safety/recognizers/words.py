"""The runs of letters and digits of a text, found once and shared by the recognizers.

Names are compared run by run, and the room and people-count cues ("the X room", "bis zu 120",
"30 guests") open with one of a few words. Looking those words up among the runs and trying a
cue's pattern there only (`patterns.scan_at`) costs far less than trying it at every position.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable
from functools import lru_cache
from itertools import accumulate

from safety.patterns import has_other_number, runs_and_gaps, word_runs


class Words:
    """The runs of letters and digits of one text, as parallel lists indexed by run number."""

    __slots__ = ("text", "words", "starts", "ends", "_boundary_inside_a_run")

    def __init__(self, text: str, earlier: Words | None = None) -> None:
        """`earlier`, the runs of a text that `text` was edited from, saves finding again the runs
        outside the edited part; the result is the same either way."""
        self.text = text
        self.words, self.starts, self.ends = _runs(text) if earlier is None else _runs_after_edit(text, earlier)
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
            if word in follow and (follow[word] is None or (i < last and words[i + 1] in follow[word]))
        ]


class Openings:
    """How a set of cue phrases opens: each first run of letters and the runs that may follow it.

    A pattern whose every match begins at a word boundary (\\b) with one of these phrases, each
    run written in full, can match only where `Words.openings` points.
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
        self.follow = {word: None if after is None else frozenset(after) for word, after in follow.items()}


_Runs = tuple[list[str], list[int], list[int]]
_latest: Words | None = None
_ALIKE_ENDS = 16  # texts that open or close with this many characters in common share runs


@lru_cache(maxsize=8)
def words_of(text: str) -> Words:
    """The runs of `text`, remembered for the recognizers that read the same text after another.

    A corrected reply is verified right after its draft: the runs of the text read last are
    reused where the two agree.
    """
    global _latest
    earlier = _latest
    if earlier is not None and not _alike(earlier.text, text):
        earlier = None
    _latest = words = Words(text, earlier)
    return words


def _alike(one: str, other: str) -> bool:
    return one[:_ALIKE_ENDS] == other[:_ALIKE_ENDS] or one[-_ALIKE_ENDS:] == other[-_ALIKE_ENDS:]


def _runs(text: str, offset: int = 0) -> _Runs:
    """The runs of `text` with their starts and ends, counted from `offset`."""
    pieces = runs_and_gaps(text)
    bounds = list(accumulate(map(len, pieces), initial=offset))[1:]  # where each piece ends
    return pieces[1::2], bounds[:-1:2], bounds[1::2]


def _runs_after_edit(text: str, earlier: Words) -> _Runs:
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
