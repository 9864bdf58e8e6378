"""Texts built to make the recognizers' regular expressions backtrack, and how long each takes.

    python -m bench.hostile_input [--size 100000] [--repair-sizes 5000,20000]
                                  [--corrector-sizes 5000,10000,20000]

For every recognizer and hostile text of `--size` characters: the seconds it took and whether it
answered or gave up (TextTooComplex, the scans' time limit). Then verify and repair of the
slowest kinds of text at the API's sizes (the chat's 5,000 and verify's 20,000 characters).
Then the corrector's shapes: a reply with the facts and hundreds of invented values, in one
sentence, in many, in brackets and lists; the median seconds of repair at each size and the
ratio from one size to the next (about 2 for twice the text when the time is linear, 4 when
quadratic). The texts are devtools/hostile_texts.py's: tests/api/test_hostile_input.py runs them and asserts that each call
finishes; tests/safety/test_hostile_correction.py checks what the corrector makes of them.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import time
from collections.abc import Callable

from devtools.hostile_texts import (
    CORRECTOR_SHAPES,
    SIZE,
    SLOW_FOR_REPAIR,
    corrector_text,
    hostile_texts,
    repair_facts,
)


def recognizers() -> dict[str, Callable[[str], object]]:
    from safety.lang.detection import detect_language
    from safety.markers import defuse, mask, restore
    from safety.recognizers.amounts import recognize_amounts
    from safety.recognizers.counts import recognize_counts
    from safety.recognizers.dates import recognize_dates
    from safety.recognizers.terms import matcher_for
    from safety.recognizers.times import recognize_times

    names = (("Salon Rose", "room"), ("Punkt.Null", "room"), ("Apéro Package", "product"))
    masked = mask("Salon Rose", names, tag="KVX")
    return {
        "amounts": recognize_amounts,
        "dates": recognize_dates,
        "relative dates": lambda text: recognize_dates(text, reference=dt.date(2027, 1, 1)),
        "times": recognize_times,
        "counts": recognize_counts,
        "names": matcher_for(names).scan,
        "marker restore": lambda text: restore(text, masked),
        "defuse": defuse,
        "language": detect_language,
    }


def timed(call: Callable[[str], object], text: str) -> tuple[float, str]:
    from safety.patterns import TextTooComplex

    started = time.perf_counter()
    try:
        call(text)
        outcome = "answered"
    except TextTooComplex:
        outcome = "too complex"
    return time.perf_counter() - started, outcome


def recognizer_table(size: int) -> list[str]:
    texts = hostile_texts(size)
    lines = [
        f"recognizer        max s  text of the max      median s  gave up ({len(texts)} texts of {size:,} chars)"
    ]
    for name, call in recognizers().items():
        runs = {text_name: timed(call, text) for text_name, text in texts.items()}
        slowest = max(runs, key=lambda text_name: runs[text_name][0])
        seconds = sorted(elapsed for elapsed, _ in runs.values())
        gave_up = sum(outcome == "too complex" for _, outcome in runs.values())
        lines.append(
            f"{name:16} {runs[slowest][0]:6.2f}  {slowest:20} {seconds[len(seconds) // 2]:8.3f}  {gave_up}"
        )
    return lines


def repair_table(sizes: list[int]) -> list[str]:
    from safety.correct import repair
    from safety.verify import verify

    facts = repair_facts()
    lines = ["text                " + "".join(f"verify {s:>6,}  repair {s:>6,}  " for s in sizes)]
    for name in SLOW_FOR_REPAIR:
        cells = []
        for size in sizes:
            text = hostile_texts(size)[name]
            cells.append(f"{timed(lambda t: verify(facts, t, locale='en'), text)[0]:13.2f}")
            cells.append(f"{timed(lambda t: repair(facts, t, locale='en'), text)[0]:14.2f}  ")
        lines.append(f"{name:20}" + "".join(cells))
    return lines


def corrector_table(sizes: list[int], runs: int = 3) -> list[str]:
    """Median seconds of repair per shape and size, and the ratio of each size's time to the
    previous size's."""
    from safety.correct import repair

    facts = repair_facts()
    header = "".join(
        f"  repair {size:>6,}" + ("   ratio" if i else "") for i, size in enumerate(sizes)
    )
    lines = [f"corrector shape (median of {runs})" + " " * 9 + header]
    for name in CORRECTOR_SHAPES:
        medians = []
        for size in sizes:
            text = corrector_text(name, size)
            seconds = [timed(lambda t: repair(facts, t, locale="en"), text)[0] for _ in range(runs)]
            medians.append(statistics.median(seconds))
        cells = [f"{medians[0]:15.3f}"]
        for previous, current in zip(medians, medians[1:], strict=False):
            cells.append(f"{current:15.3f}{current / previous:8.1f}")
        lines.append(f"{name:36}" + "".join(cells))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=SIZE)
    parser.add_argument("--repair-sizes", default="5000,20000")
    parser.add_argument("--corrector-sizes", default="5000,10000,20000")
    parser.add_argument(
        "--only-corrector", action="store_true", help="print the corrector's table alone"
    )
    args = parser.parse_args(argv)
    if not args.only_corrector:
        print("\n".join(recognizer_table(args.size)), flush=True)
        print()
        print(
            "\n".join(repair_table([int(size) for size in args.repair_sizes.split(",")])),
            flush=True,
        )
        print()
    print("\n".join(corrector_table([int(size) for size in args.corrector_sizes.split(",")])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
