"""Runs every benchmark and prints its figures: python -m bench (or make bench)."""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = (
    "bench.corpus_accuracy",
    "bench.generated",
    "bench.duckling_dates",
    "bench.duckling_times",
    "bench.duckling_numbers",
    "bench.duckling_languages",
    "bench.latency",
    "bench.sandwich",
    "bench.load",
    "bench.task_burst",
)


def main() -> int:
    status = 0
    for name in BENCHMARKS:
        print(f"\n===== {name} =====", flush=True)
        module = importlib.import_module(name)
        status |= int(bool(module.main([]) if _takes_argv(module.main) else module.main()))
    return status


def _takes_argv(function) -> bool:
    return function.__code__.co_argcount > 0


if __name__ == "__main__":
    sys.exit(main())
