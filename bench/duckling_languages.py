"""The Duckling date and time rows per language, each row scored once, as the issue's target
(at least 0.80 exact per language) reads them.

Run: .venv/bin/python -m bench.duckling_languages

A `date` or `date_range` row is scored by bench.duckling_dates, a `time` or `time_range` row by
bench.duckling_times, with their conventions and extractors; a `datetime` row counts as exact
only when both its date (bench.duckling_dates) and its clock time (bench.duckling_times) are.
Latent rows are left out, as in both benches.
"""

from __future__ import annotations

from collections import Counter

from bench import duckling_dates, duckling_times
from bench.duckling_common import load_rows
from safety.lang import LANGS

TARGET = 0.80


def exact_by_language() -> dict[str, tuple[int, int]]:
    """(exact rows, rows) per language."""
    rows: Counter[str] = Counter()
    exact: Counter[str] = Counter()
    for lang in LANGS:
        for dim in ("date", "date_range"):
            for row in load_rows(lang, dim):
                rows[lang] += 1
                exact[lang] += duckling_dates.EXTRACTORS[dim](row) == row["expected"]
        for dim in ("time", "time_range"):
            for row in load_rows(lang, dim):
                rows[lang] += 1
                exact[lang] += duckling_times._EXTRACTORS[dim](row) == row["expected"]
        for row in load_rows(lang, "datetime"):
            rows[lang] += 1
            exact[lang] += (
                duckling_dates.EXTRACTORS["datetime"](row) == row["expected"]
                and duckling_times._EXTRACTORS["datetime"](row) == row["expected"]
            )
    return {lang: (exact[lang], rows[lang]) for lang in LANGS}


def main() -> int:
    print("\nDuckling dates and times per language (each row once)")
    print(f"{'lang':<6}{'rows':>6}{'exact':>8}{'rate':>8}   target >= {TARGET:.2f}")
    for lang, (exact, rows) in exact_by_language().items():
        verdict = "met" if exact / rows >= TARGET else "NOT met"
        print(f"{lang:<6}{rows:>6}{exact:>8}{exact / rows:>8.1%}   {verdict}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
