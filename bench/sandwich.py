"""What the safety sandwich adds to each reply, beside the LLM call it wraps.

Runs client enquiries in four languages through the whole chat flow (intake, facts from the
database, template draft, masking, the LLM call, restoring, verify, correct) against the loopback
OpenAI-compatible server, once answering faithfully and once misbehaving on every kind of fact.
Per reply it reports the LLM call and the rest of the work, from each reply's audit timings, as
p50 and p99 in milliseconds. The loopback LLM answers in about a millisecond; a hosted LLM takes
hundreds, so the sandwich's share of a real reply is far smaller than here.

    python -m bench.sandwich [--replies 200]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from devtools.enquiries import enquiries
from devtools.misbehaving_server import MisbehavingServer
from devtools.project import django_in_process

TEXT_FAULTS = (
    "faithful", "change_date", "change_time", "change_amount", "change_count", "drop_marker",
    "mangle_marker", "duplicate_marker", "invent_marker", "translate_term", "invent_sentence",
)  # fmt: skip
STAGES = ("llm_ms", "safety_ms", "intake_ms", "plan_ms", "draft_ms", "total_ms")


def _run(count: int, server: MisbehavingServer, faults: tuple[str, ...]) -> dict[str, list[float]]:
    from django.utils import timezone

    from booking.services.chat import chat_message_handle

    timings: dict[str, list[float]] = {stage: [] for stage in STAGES}
    fallbacks = 0
    for number, enquiry in enumerate(enquiries(count, year=timezone.localdate().year + 2, seed=5)):
        server.clear_script()
        server.script(faults[number % len(faults)], "faithful")
        reply = chat_message_handle(text=enquiry.text).reply
        fallbacks += reply.fallback
        for stage in STAGES:
            timings[stage].append(float(reply.timings.get(stage, 0.0)))
    timings["fallbacks"] = [float(fallbacks)]
    return timings


def _percentile(samples: list[float], share: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _print(label: str, timings: dict[str, list[float]]) -> None:
    replies = len(timings["total_ms"])
    print(f"\n{label}: {replies} replies, {int(timings['fallbacks'][0])} fell back to the template")
    print(f"  {'stage':<12}{'p50 ms':>10}{'p99 ms':>10}")
    for stage in STAGES:
        print(
            f"  {stage:<12}{statistics.median(timings[stage]):>10.2f}{_percentile(timings[stage], 0.99):>10.2f}"
        )
    added = [total - llm for total, llm in zip(timings["total_ms"], timings["llm_ms"], strict=True)]
    print(f"  {'added':<12}{statistics.median(added):>10.2f}{_percentile(added, 0.99):>10.2f}"
          "   (everything but the LLM call)")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=200)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch, MisbehavingServer(seed=5) as server:
        django_in_process(
            Path(scratch) / "bench.sqlite3",
            VERBALIZER_BACKEND="openai",
            OPENAI_BASE_URL=server.base_url,
            OPENAI_API_KEY="bench",
            VERBALIZER_RETRIES="0",
            FACTLOCK_REPHRASE_CACHE_SECONDS="0",
        )
        _run(8, server, ("faithful",))  # warm-up: imports, caches, connections
        faithful = _run(args.replies, server, ("faithful",))
        misbehaving = _run(args.replies, server, TEXT_FAULTS)
    _print("faithful LLM", faithful)
    _print("misbehaving LLM (every kind of fact changed in turn)", misbehaving)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
