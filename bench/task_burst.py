"""A burst of queued replies through a real Redis and real Celery workers: drained, none lost.

Queues replies through POST /api/v1/replies (client enquiries in en/de/fr/it; the template
backend, so each task is the intake, the facts, the template and the verify, without an LLM)
while no worker runs, then starts a worker (prefork pool, 2 processes) and times how long the
queue takes to drain. With a kill, the worker is killed (SIGKILL, its whole process group) once
its share of the replies is ready, and a new one is started: the tasks the dead worker had taken
were never acknowledged, so Redis hands them out again after the visibility timeout (a few seconds
here). Counted at the end: replies ready, failed and pending (all must be ready), messages left in
the queue and unacknowledged, and how many tasks were delivered more than once. The runs without
and with a kill take turns (three of each by default, each on a database of its own); printed at
the end are the median drain time of each and their ratio.

The Django side runs in subprocesses on a scratch SQLite file (or --database-url). Redis is a
server of our own on a free port when `redis-server` is there (or can be installed as root),
else the one at FACTLOCK_TEST_REDIS_URL, whose database is emptied before and after.

    python -m bench.task_burst [--tasks 1000] [--rounds 3] [--database-url URL]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from devtools.services import (
    ServiceUnavailable,
    redis_server,
    redis_server_binary,
    redis_server_started,
)
from devtools.task_burst import Burst, burst_run


@contextmanager
def redis_for_the_bench(workdir: Path) -> Iterator[str]:
    """A Redis server of our own when we can have one; else the tests' Redis database."""
    try:
        binary = redis_server_binary()
    except ServiceUnavailable:
        with redis_server(workdir) as url:
            yield url
        return
    with redis_server_started(binary, workdir) as url:
        yield url


def report(result: Burst) -> str:
    statuses = ", ".join(f"{status} {count}" for status, count in sorted(result.statuses.items()))
    kills = f"{result.kills} kill" + ("" if result.kills == 1 else "s")
    at_kill = f", unacked at the kill {result.unacked_at_kills}" if result.kills else ""
    return (
        f"{result.tasks} tasks, {kills}: drained in {result.drain_seconds:.1f} s,"
        f" {result.tasks / result.drain_seconds:.0f} tasks/s"
        f" (workers starting {sum(result.worker_start_seconds):.1f} s of it; enqueued in"
        f" {result.enqueue_seconds:.1f} s); {statuses}; left in the queue {result.queued_left},"
        f" unacked {result.unacked_left}; delivered twice {result.redelivered}{at_kill};"
        f" lost and queued again {len(result.requeued)};"
        f" none lost: {'yes' if result.none_lost else 'NO'}"
    )


def bursts_run(args: argparse.Namespace, redis_url: str, scratch: Path) -> list[Burst]:
    """Without and with a kill, taking turns, `args.rounds` times; each on a database of its own."""
    results = []
    for number in range(args.rounds):
        for kills in (0, 1):
            workdir = scratch / f"round{number}-kills{kills}"
            workdir.mkdir()
            result = burst_run(
                tasks=args.tasks,
                kills=kills,
                redis_url=redis_url,
                workdir=workdir,
                database_url=args.database_url,
            )
            print(report(result), flush=True)
            results.append(result)
    return results


def summary_print(results: list[Burst]) -> None:
    def median_drain(kills: int) -> float:
        return statistics.median(r.drain_seconds for r in results if r.kills == kills)

    without, with_kill = median_drain(0), median_drain(1)
    lost = sum(result.tasks - result.statuses["ready"] for result in results)
    print(
        f"median drain of {results[0].tasks} tasks: {without:.1f} s without a kill,"
        f" {with_kill:.1f} s with one ({with_kill / without:.2f}x); replies not ready over all"
        f" {len(results)} runs: {lost}"
    )


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tasks", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=3, help="runs without and with a kill")
    parser.add_argument(
        "--database-url", help="an empty scratch database, shared by the runs (not emptied)"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    with tempfile.TemporaryDirectory() as directory:
        scratch = Path(directory)
        try:
            with redis_for_the_bench(scratch / "redis") as redis_url:
                results = bursts_run(args, redis_url, scratch)
        except ServiceUnavailable as reason:
            print(f"no Redis server: {reason}; skipping")
            return 0
    summary_print(results)
    return 0 if all(result.none_lost for result in results) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
