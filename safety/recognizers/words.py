"""The runs of letters and digits of a text, found once and shared by the recognizers.

Names are compared run by run, and the room and people-count cues ("the X room", "bis zu 120",
"30 guests") open with one of a few words. Looking those words up among the runs and trying a
cue's pattern there only (`patterns.scan_at`) costs far less than trying it at every position.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import accumulate

from safety.patterns import has_other_number, runs_and_gaps, word_runs


class Words:
    """The runs of letters and digits of one text, as parallel lists indexed by run number."""

    __slots__ = ("text", "words", "starts", "ends", "_boundary_inside_a_run")

    def __init__(self, text: str) -> None:
        self.text = text
        pieces = runs_and_gaps(text)
        bounds = list(accumulate(map(len, pieces)))  # where each piece ends
        self.words = pieces[1::2]
        self.starts, self.ends = bounds[:-1:2], bounds[1::2]
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


@lru_cache(maxsize=8)
def words_of(text: str) -> Words:
    """The runs of `text`, remembered for the recognizers that read the same text after another."""
    return Words(text)
