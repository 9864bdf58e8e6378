"""Runs every benchmark and prints its figures: python -m bench (or make bench)."""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = (
    "bench.corpus_accuracy",
    "bench.generated",
    "bench.wishes",
    "bench.practical_info",
    "bench.layouts",
    "bench.names",
    "bench.turns",
    "bench.duckling_dates",
    "bench.duckling_times",
    "bench.duckling_numbers",
    "bench.duckling_languages",
    "bench.latency",
    "bench.sandwich",
    "bench.proxy",
    "bench.http_path",
    "bench.load",
    "bench.task_burst",
    "bench.worst_cases",
)


def main() -> int:
    """Every benchmark in turn. A missed target is reported in the summary at the end, not as a
    failure of the command: the figures are for reading, the tests are the gate."""
    missed = []
    for name in BENCHMARKS:
        print(f"\n===== {name} =====", flush=True)
        module = importlib.import_module(name)
        if module.main([]) if _takes_argv(module.main) else module.main():
            missed.append(name)
    print("\n===== summary =====")
    if missed:
        print("targets missed in: " + ", ".join(missed) + " (their figures above say which)")
    else:
        print("every target met")
    return 0


def _takes_argv(function) -> bool:
    return function.__code__.co_argcount > 0


if __name__ == "__main__":
    sys.exit(main())
