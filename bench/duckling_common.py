"""Loads the Duckling corpus rows (../shared/benchmarks/duckling) and prints per-file scores."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

DUCKLING_DIR = Path(__file__).resolve().parent.parent.parent / "shared" / "benchmarks" / "duckling"


@dataclass
class Score:
    """Counts for one (language, dimension) file: rows in scope and rows extracted exactly."""

    lang: str
    dim: str
    total: int = 0
    in_scope: int = 0
    exact: int = 0
    exact_in_scope: int = 0
    misses: list[tuple[str, object, object]] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.exact / self.total if self.total else 0.0

    @property
    def rate_in_scope(self) -> float:
        return self.exact_in_scope / self.in_scope if self.in_scope else 0.0


def load_rows(lang: str, dim: str, *, include_latent: bool = False) -> list[dict]:
    path = DUCKLING_DIR / f"{lang}-{dim}.jsonl"
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]
    return [row for row in rows if include_latent or not row.get("latent")]


def reference_of(row: dict) -> dt.datetime:
    return dt.datetime.fromisoformat(row["reference"])


def score_file(
    lang: str,
    dim: str,
    extract: Callable[[dict], object],
    in_scope: Callable[[dict], bool],
) -> Score:
    """`extract(row)` returns a value comparable with row["expected"]; `in_scope(row)` says
    whether the row is a form the recognizer claims to cover."""
    score = Score(lang, dim)
    for row in load_rows(lang, dim):
        score.total += 1
        scoped = in_scope(row)
        score.in_scope += scoped
        got = extract(row)
        if got == row["expected"]:
            score.exact += 1
            score.exact_in_scope += scoped
        elif scoped:
            score.misses.append((row["text"], row["expected"], got))
    return score


def print_scores(title: str, scores: Iterable[Score], *, show_misses: int = 0) -> None:
    scores = list(scores)
    print(f"\n{title}")
    print(f"{'file':<18}{'rows':>6}{'exact':>8}{'rate':>8}{'scope':>8}{'exact':>8}{'rate':>8}")
    for s in scores:
        print(
            f"{s.lang + '-' + s.dim:<18}{s.total:>6}{s.exact:>8}{s.rate:>8.1%}"
            f"{s.in_scope:>8}{s.exact_in_scope:>8}{s.rate_in_scope:>8.1%}"
        )
        for text, expected, got in s.misses[:show_misses]:
            print(f"    miss {text!r}: expected {expected}, got {got}")
    total = sum(s.total for s in scores)
    exact = sum(s.exact for s in scores)
    scope = sum(s.in_scope for s in scores)
    exact_scope = sum(s.exact_in_scope for s in scores)
    print(
        f"{'all':<18}{total:>6}{exact:>8}{(exact / total if total else 0):>8.1%}"
        f"{scope:>8}{exact_scope:>8}{(exact_scope / scope if scope else 0):>8.1%}"
    )
