"""Latency of verify+correct per reply, beside a plain regex check and dateparser's date search.

All three run on the same 100-word replies (each corpus draft topped up to 100 words with
neutral sentences, which add no fact and no issue) in one process. A warm-up pass over every
reply comes first, untimed; then each round times the three checks one after the other, so
machine noise hits them alike. Printed per check: p50 and p99 of the wall-clock time per reply,
the median over rounds of each round's own p50 and p99 (steadier on a shared machine than the
pooled figures), the mean, and p50 and p99 of processor time, which other processes on a busy
machine do not inflate: a wall-clock p99 far above the processor-time p99 is the machine's. The
targets are judged on wall-clock time, and on processor time beside it. Then the ratios, and
where Factlock's time goes: the stages of one verify, each timed alone on the same replies.

    python -m bench.latency [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from safety.correct import correct, repair
from safety.facts import HardFacts
from safety.lang import Lang
from safety.recognizers.amounts import recognize_amounts
from safety.recognizers.counts import recognize_counts
from safety.recognizers.dates import recognize_dates
from safety.recognizers.times import recognize_times
from safety.text import Runs
from safety.verify import _name_matcher, verify

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dev-verify.jsonl"
FILLER = {
    "en": "We look forward to welcoming you and your team and remain at your disposal for any question about the programme the catering or the technical set up of the room.",
    "de": "Wir freuen uns darauf Sie und Ihr Team bei uns begrüssen zu dürfen und stehen Ihnen für Fragen zum Programm zur Verpflegung oder zur Technik im Raum jederzeit gerne zur Verfügung.",
    "fr": "Nous nous réjouissons de vous accueillir avec votre équipe et restons à votre disposition pour toute question sur le programme la restauration ou la technique de la salle.",
    "it": "Siamo lieti di accogliere lei e il suo team e restiamo a disposizione per qualsiasi domanda sul programma sul catering o sulla tecnica della sala riservata per voi.",
}
WORDS_PER_REPLY = 100
TARGET_P50_MS = 0.8  # issue 22: deciding edits in one pass and re-checking only what changed
TARGET_P99_MS = 5.0

_NAIVE = re.compile(r"\b\d{2}\.\d{2}\.\d{4}\b|\bCHF\s?\d[\d']*(?:\.\d{2})?|\b\d{2}:\d{2}\b")

Reply = tuple[HardFacts, str, Lang]


def hundred_word_reply(text: str, lang: str) -> str:
    words = text.split()
    filler = FILLER[lang].split()
    while len(words) < WORDS_PER_REPLY:
        words += filler[: WORDS_PER_REPLY - len(words)]
    return " ".join(words[:WORDS_PER_REPLY]).rstrip(".") + "."


def load_replies() -> list[Reply]:
    replies = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        facts = HardFacts.model_validate(case["facts"])
        replies.append((facts, hundred_word_reply(case["text"], case["lang"]), case["lang"]))
    return replies


def naive_regex_check(facts: HardFacts, text: str, lang: str) -> bool:
    """The approach Factlock replaces: a few regexes for one format of each fact."""
    found = set(_NAIVE.findall(text))
    wanted = {f.value.strftime("%d.%m.%Y") for f in facts.dates} | {
        f.value.strftime("%H:%M") for f in facts.times
    }
    return wanted <= found


def dateparser_search(facts: HardFacts, text: str, lang: str) -> object:
    from dateparser.search import search_dates

    return search_dates(text, languages=[lang])


def factlock(facts: HardFacts, text: str, lang: str) -> object:
    return repair(facts, text, locale=lang)


# The stages of one verify, and the correction of a draft that needs one, each on its own.
# Names and counts read the same runs of letters, found once per text inside verify; timed
# alone, each finds them itself.
STAGES: dict[str, Callable[[HardFacts, str, Lang], object]] = {
    "verify (whole)": lambda facts, text, lang: verify(facts, text, locale=lang),
    "  runs of letters": lambda facts, text, lang: Runs(text),
    "  names (with runs)": lambda facts, text, lang: _name_matcher(facts, None).scan(text),
    "  amounts": lambda facts, text, lang: recognize_amounts(text),
    "  dates": lambda facts, text, lang: recognize_dates(text),
    "  times": lambda facts, text, lang: recognize_times(text),
    "  counts (with runs)": lambda facts, text, lang: recognize_counts(text, lang),
}


class Samples:
    """Wall-clock and CPU milliseconds per call, kept per round."""

    def __init__(self) -> None:
        self.wall: list[list[float]] = []
        self.cpu: list[float] = []

    def time_round(self, check: Callable, replies: list[Reply]) -> None:
        wall = []
        for facts, text, lang in replies:
            cpu_started = time.thread_time()
            started = time.perf_counter()
            check(facts, text, lang)
            wall.append((time.perf_counter() - started) * 1000)
            self.cpu.append((time.thread_time() - cpu_started) * 1000)
        self.wall.append(wall)

    @property
    def pooled(self) -> list[float]:
        return [sample for round_ in self.wall for sample in round_]

    def median_of_rounds(self, share: float) -> float:
        return statistics.median(percentile(round_, share) for round_ in self.wall)


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def warm_up(checks: dict[str, tuple[Callable, list[Reply]]]) -> None:
    """One untimed pass: imports, compiled patterns and the matchers of every set of names."""
    for check, replies in checks.values():
        for reply in replies:
            check(*reply)


def measure(checks: dict[str, tuple[Callable, list[Reply]]], rounds: int) -> dict[str, Samples]:
    results = {name: Samples() for name in checks}
    for _ in range(rounds):
        for name, (check, replies) in checks.items():
            results[name].time_round(check, replies)
    return results


def _verdict(p50: float, p99: float) -> str:
    return "met" if p50 <= TARGET_P50_MS and p99 <= TARGET_P99_MS else "NOT met"


def print_table(title: str, results: dict[str, Samples]) -> None:
    print(title)
    print(
        f"{'':<26}{'n':>6}{'p50 ms':>9}{'p99 ms':>9}{'p50 med':>9}{'p99 med':>9}{'mean ms':>9}{'p50 cpu':>9}{'p99 cpu':>9}"
    )
    for name, samples in results.items():
        pooled = samples.pooled
        print(
            f"{name:<26}{len(pooled):>6}{percentile(pooled, 0.5):>9.3f}{percentile(pooled, 0.99):>9.3f}"
            f"{samples.median_of_rounds(0.5):>9.3f}{samples.median_of_rounds(0.99):>9.3f}"
            f"{statistics.fmean(pooled):>9.3f}{percentile(samples.cpu, 0.5):>9.3f}{percentile(samples.cpu, 0.99):>9.3f}"
        )


def print_stages(replies: list[Reply], rounds: int) -> None:
    reports = {text: verify(facts, text, locale=lang) for facts, text, lang in replies}
    needing_correction = [(f, t, lang) for f, t, lang in replies if not reports[t].ok]
    checks = {name: (stage, replies) for name, stage in STAGES.items()}
    checks["correct (drafts with issues)"] = (
        lambda facts, text, lang: correct(facts, text, reports[text]),
        needing_correction,
    )
    warm_up(checks)
    results = measure(checks, rounds)
    print(
        f"\nWhere Factlock's time goes: each stage alone ({len(needing_correction)} drafts need correcting)"
    )
    print(f"{'':<30}{'p50 ms':>9}{'p99 ms':>9}{'mean ms':>9}")
    for name, samples in results.items():
        pooled = samples.pooled
        print(
            f"{name:<30}{percentile(pooled, 0.5):>9.3f}{percentile(pooled, 0.99):>9.3f}{statistics.fmean(pooled):>9.3f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--dateparser-replies",
        type=int,
        default=40,
        help="dateparser is slow; time it on fewer replies",
    )
    args = parser.parse_args(argv)
    if not CORPUS.exists():
        print(f"shared corpus not found at {CORPUS}; skipping")
        return 0
    replies = load_replies()
    checks = {
        "factlock verify+correct": (factlock, replies),
        "plain regex baseline": (naive_regex_check, replies),
        "dateparser search_dates": (dateparser_search, replies[: args.dateparser_replies]),
    }
    warm_up(checks)
    results = measure(checks, args.rounds)
    print_table(
        f"\nLatency per {WORDS_PER_REPLY}-word reply ({len(replies)} replies, {args.rounds} rounds after a warm-up pass;"
        f" dateparser on the first {args.dateparser_replies})",
        results,
    )
    ours = results["factlock verify+correct"]
    p50, p99 = percentile(ours.pooled, 0.5), percentile(ours.pooled, 0.99)
    print(
        f"p50 ratios: factlock / plain regex = {p50 / percentile(results['plain regex baseline'].pooled, 0.5):.1f}x, "
        f"dateparser / factlock = {percentile(results['dateparser search_dates'].pooled, 0.5) / p50:.1f}x"
    )
    cpu_p50, cpu_p99 = percentile(ours.cpu, 0.5), percentile(ours.cpu, 0.99)
    print(
        f"targets: factlock p50 <= {TARGET_P50_MS:g} ms, p99 <= {TARGET_P99_MS:g} ms: {_verdict(p50, p99)} in wall-clock"
        f" time, {_verdict(cpu_p50, cpu_p99)} in processor time"
    )
    print_stages(replies, args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
