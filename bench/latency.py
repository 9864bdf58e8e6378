"""Latency of verify+correct per reply, beside a plain regex check and dateparser's date search.

All three run on the same 100-word replies (each corpus draft topped up with neutral prose to
100 words) in one process, one after the other, so machine noise hits them alike. Prints p50 and
p99 in milliseconds and the ratios.

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

from safety.correct import repair
from safety.facts import HardFacts

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dev-verify.jsonl"
FILLER = {
    "en": "We look forward to welcoming you and your team and remain at your disposal for any question about the programme the catering or the technical set up of the room",
    "de": "Wir freuen uns darauf Sie und Ihr Team bei uns begrüssen zu dürfen und stehen Ihnen für Fragen zum Programm zur Verpflegung oder zur Technik im Raum jederzeit gerne zur Verfügung",
    "fr": "Nous nous réjouissons de vous accueillir avec votre équipe et restons à votre disposition pour toute question sur le programme la restauration ou la technique de la salle",
    "it": "Siamo lieti di accogliere lei e il suo team e restiamo a disposizione per qualsiasi domanda sul programma sul catering o sulla tecnica della sala riservata per voi",
}
WORDS_PER_REPLY = 100

_NAIVE = re.compile(r"\b\d{2}\.\d{2}\.\d{4}\b|\bCHF\s?\d[\d']*(?:\.\d{2})?|\b\d{2}:\d{2}\b")


def hundred_word_reply(text: str, lang: str) -> str:
    words = text.split()
    filler = FILLER[lang].split()
    while len(words) < WORDS_PER_REPLY:
        words += filler[: WORDS_PER_REPLY - len(words)]
    return " ".join(words[:WORDS_PER_REPLY]) + "."


def load_replies() -> list[tuple[HardFacts, str, str]]:
    replies = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        facts = HardFacts.model_validate(case["facts"])
        replies.append((facts, hundred_word_reply(case["text"], case["lang"]), case["lang"]))
    return replies


def naive_regex_check(facts: HardFacts, text: str, lang: str) -> bool:
    """The approach Factlock replaces: a few regexes for one format of each fact."""
    found = set(_NAIVE.findall(text))
    wanted = {f.value.strftime("%d.%m.%Y") for f in facts.dates} | {f.value.strftime("%H:%M") for f in facts.times}
    return wanted <= found


def dateparser_search(facts: HardFacts, text: str, lang: str) -> object:
    from dateparser.search import search_dates

    return search_dates(text, languages=[lang])


def factlock(facts: HardFacts, text: str, lang: str) -> object:
    return repair(facts, text, locale=lang)


def timings(check: Callable, replies, rounds: int) -> list[float]:
    samples = []
    for _ in range(rounds):
        for facts, text, lang in replies:
            started = time.perf_counter()
            check(facts, text, lang)
            samples.append((time.perf_counter() - started) * 1000)
    return samples


def percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--dateparser-replies", type=int, default=40, help="dateparser is slow; time it on fewer replies")
    args = parser.parse_args(argv)
    if not CORPUS.exists():
        print(f"shared corpus not found at {CORPUS}; skipping")
        return 0
    replies = load_replies()
    for check in (factlock, naive_regex_check):  # warm caches and imports
        timings(check, replies[:5], 1)
    dateparser_search(*replies[0])
    results = {
        "factlock verify+correct": timings(factlock, replies, args.rounds),
        "plain regex baseline": timings(naive_regex_check, replies, args.rounds),
        "dateparser search_dates": timings(dateparser_search, replies[: args.dateparser_replies], 1),
    }
    print(f"\nLatency per {WORDS_PER_REPLY}-word reply ({len(replies)} replies, {args.rounds} rounds)")
    print(f"{'':<26}{'n':>7}{'p50 ms':>10}{'p99 ms':>10}{'mean ms':>10}")
    for name, samples in results.items():
        print(
            f"{name:<26}{len(samples):>7}{percentile(samples, 0.5):>10.3f}{percentile(samples, 0.99):>10.3f}"
            f"{statistics.fmean(samples):>10.3f}"
        )
    ours = percentile(results["factlock verify+correct"], 0.5)
    print(
        f"p50 ratios: factlock / plain regex = {ours / percentile(results['plain regex baseline'], 0.5):.1f}x, "
        f"dateparser / factlock = {percentile(results['dateparser search_dates'], 0.5) / ours:.1f}x"
    )
    print("targets: factlock p50 <= 1 ms, p99 <= 5 ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
