"""Texts built to make the recognizers' regular expressions backtrack, and how long each takes.

    python -m bench.hostile_input [--size 100000] [--repair-sizes 5000,20000]
                                  [--corrector-sizes 5000,10000,20000]

For every recognizer and hostile text of `--size` characters: the seconds it took and whether it
answered or gave up (TextTooComplex, the scans' time limit). Then verify and repair of the
slowest kinds of text at the API's sizes (the chat's 5,000 and verify's 20,000 characters).
Then the corrector's shapes: a reply with the facts and hundreds of invented values, in one
sentence, in many, in brackets and lists; the median seconds of repair at each size and the
ratio from one size to the next (about 2 for twice the text when the time is linear, 4 when
quadratic). tests/api/test_hostile_input.py runs the same texts and asserts that each call
finishes; tests/safety/test_hostile_correction.py checks what the corrector makes of them.
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from safety.facts import HardFacts

SIZE = 100_000

# name -> the unit repeated to fill the text, or a callable building the whole text of a size.
_UNITS: dict[str, str | Callable[[int], str]] = {
    "digits": "1",
    "digits-and-spaces": "1 ",
    "dotted-ones": "1.",
    "dotted-pairs": "12.",
    "apostrophes": "1'",
    "commas": "1,",
    "colons": "1:",
    "dashes": "1-",
    "slashes": "1/",
    "narrow-spaces": "1\u202f",
    "chf": "CHF ",
    "chf-and-digit": "CHF 1 ",
    "fr-dot": "Fr. ",
    "dash-cents": "1.-- ",
    "thousands-k": "1k ",
    "month-words": "June juin Juni giugno ",
    "day-and-month": "1 June ",
    "impossible-dates": "31.02.2026 ",
    "iso-prefix": "2026-",
    "weekdays": "Monday ",
    "ordinals": "1st ",
    "uhr": "18 Uhr ",
    "h": "18h",
    "pm": "6 pm ",
    "ranges": "from 9 to ",
    "german-ranges": "von 9 bis ",
    "people": "40 people ",
    "personen": "Personen ",
    "number-words": "twenty-",
    "room-cues": "Raum ",
    "round-brackets": lambda size: "(" * (size // 2) + ")" * (size // 2),
    "square-brackets": lambda size: "[" * (size // 2) + "]" * (size // 2),
    "braces": lambda size: "{" * (size // 2) + "}" * (size // 2),
    "open-markers": "{{KVX-",
    "markers": "{{KVX-DEXAK}}",
    "alternating-case": "aBcD",
    "alternating-case-words": "SaLoN rOsE ",
    "spaces": " ",
    "newlines": "\n",
    "mixed-scripts": "Зал Salon 会议室 ٣٠ ",
    "superscripts": "²",
}

# The kinds of text whose verify and repair take longest (see docs/reliability.md).
SLOW_FOR_REPAIR = ("chf-and-digit", "day-and-month", "uhr", "pm", "people", "ranges")


# A reply that states every fact of repair_table's facts, then the unit repeated to fill the
# size (the middle), then the end: each shape holds hundreds of values no fact stands for.
_FACTS_SENTENCE = "Punkt.Null is reserved for 30 people on 8 August 2026 at 18:00 for CHF 1250.00"
CORRECTOR_SHAPES: dict[str, tuple[str, str, str]] = {
    # name: (opening, repeated unit, end)
    "one-sentence-dates": (_FACTS_SENTENCE, ", and also on 1 June", "."),
    "one-sentence-amounts": (_FACTS_SENTENCE, ", or CHF 310.00", "."),
    "one-sentence-phrases": (_FACTS_SENTENCE, " or on 1 June", "."),
    "one-sentence-ranges": (_FACTS_SENTENCE, ", or from 1 June to 2 June", "."),
    "one-sentence-wrong-times": (_FACTS_SENTENCE, ", doors at 19:00 on 1 June", "."),
    "short-sentences": (_FACTS_SENTENCE + ".", " We could also do 1 June.", ""),
    "brackets": (_FACTS_SENTENCE, " (or 1 June)", "."),
    "comma-list": (_FACTS_SENTENCE + ", other days: ", "1 June, ", "and 2 June."),
    "list-lines": (_FACTS_SENTENCE + ".\n", "- 1 June at CHF 310\n", ""),
    "paragraphs": ("Punkt.Null for 30 people.\n\n", "On 8 August 2026 maybe, 1 June.\n\n", ""),
    "day-and-month": ("", "1 June ", ""),
}


def corrector_text(name: str, size: int) -> str:
    opening, unit, end = CORRECTOR_SHAPES[name]
    if not opening and not end:
        return (unit * (size // len(unit) + 1))[:size]
    return opening + unit * max(1, (size - len(opening) - len(end)) // len(unit)) + end


def hostile_texts(size: int = SIZE) -> dict[str, str]:
    texts = {}
    for name, unit in _UNITS.items():
        if callable(unit):
            texts[name] = unit(size)
        else:
            texts[name] = (unit * (size // len(unit) + 1))[:size]
    return texts


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


def repair_facts() -> HardFacts:
    from safety.facts import HardFacts

    return HardFacts.model_validate(
        {
            "dates": [{"value": "2026-08-08"}],
            "times": [{"value": "18:00"}],
            "rooms": [{"value": "Punkt.Null"}],
            "amounts": [{"value": "1250.00"}],
            "counts": [{"value": 30}],
        }
    )


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
