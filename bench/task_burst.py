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
import base64
import datetime as dt
import json
import os
import re
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from bench.enquiries import enquiries
from bench.project import PROJECT_ROOT, manage, project_run
from devtools.services import (
    ServiceUnavailable,
    redis_flushed,
    redis_server,
    redis_server_binary,
    redis_server_started,
    wait_until,
)

WORKER_PROCESSES = 2
VISIBILITY_TIMEOUT = 5  # seconds; far longer than one task, so no task is handed out twice alive
WORKER_START_SECONDS = 60
WORKER_READY = re.compile(r"@\S+ ready\.")
RECEIVED = re.compile(r"Task booking\.tasks\.reply_compose_task\[([0-9a-f-]+)\] received")
REQUEUED = re.compile(r"Queued again the replies whose task was lost: \[([\d, ]*)\]")
# A reply still pending this long after it was queued had its task lost (the worker died between
# taking it from the queue and recording it as unacknowledged) and is queued again; longer than
# a burst takes to drain, so a reply only waiting its turn is not.
REQUEUE_AFTER = 60


@dataclass
class Burst:
    """How a burst of reply tasks went."""

    tasks: int
    kills: int
    enqueue_seconds: float = 0.0
    drain_seconds: float = 0.0  # from the first worker's start to the last reply composed
    # Per worker: from its start to its "ready" line; part of the drain time.
    worker_start_seconds: list[float] = field(default_factory=list)
    statuses: Counter = field(default_factory=Counter)
    unacked_at_kills: list[int] = field(default_factory=list)
    queued_left: int = 0
    unacked_left: int = 0
    deliveries: Counter = field(default_factory=Counter)  # task id: times a worker received it
    requeued: list[int] = field(default_factory=list)  # replies whose task was lost, queued again

    @property
    def redelivered(self) -> int:
        return sum(count - 1 for count in self.deliveries.values())

    @property
    def none_lost(self) -> bool:
        return (
            self.statuses == Counter(ready=self.tasks)
            and self.queued_left == 0
            and self.unacked_left == 0
        )


def burst_messages(tasks: int) -> list[str]:
    year = dt.date.today().year + 1
    return [enquiry.text for enquiry in enquiries(tasks, year=year, seed=7)]


def project_env(database_url: str, redis_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "CELERY_BROKER_URL": redis_url,
        "CELERY_RESULT_BACKEND": redis_url,
        "CELERY_VISIBILITY_TIMEOUT": str(VISIBILITY_TIMEOUT),
        "CELERY_UNACKED_RESTORE_INTERVAL": "1",
        "FACTLOCK_REPLY_REQUEUE_AFTER": str(REQUEUE_AFTER),
        "FACTLOCK_REPLY_REQUEUE_INTERVAL": "1",
        "VERBALIZER_BACKEND": "template",
        "LOG_FORMAT": "text",
    }


def enqueue(env: dict[str, str], messages: list[str]) -> list[int]:
    """Queues the messages through POST /api/v1/replies; the ids of the pending replies."""
    output = project_run(env, "-m", "tests.booking.worker.enqueue", *messages, timeout=600)
    return json.loads(output.strip().splitlines()[-1])


def celery_command() -> list[str]:
    script = Path(sys.executable).with_name("celery")
    return [str(script)] if script.exists() else [sys.executable, "-m", "celery"]


PREFORK = ("--pool=prefork", f"--concurrency={WORKER_PROCESSES}")


@contextmanager
def celery_worker(
    env: dict[str, str], log: Path, pool: tuple[str, ...] = PREFORK
) -> Iterator[subprocess.Popen]:
    """A worker (by default prefork) in a process group of its own; stopped warm on leaving."""
    command = [
        *celery_command(),
        *("-A", "config", "worker", *pool),
        *("--loglevel=INFO", "-n", f"{log.stem}@%h"),
        *("--without-heartbeat", "--without-gossip", "--without-mingle"),
    ]
    with log.open("w") as output:
        worker = subprocess.Popen(
            command,
            cwd=PROJECT_ROOT,
            env=env,
            stdout=output,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            yield worker
        finally:
            if worker.poll() is None:
                # A warm shutdown: the main process lets its pool finish the running tasks (a
                # SIGTERM to the pool processes too would put their tasks back on the queue).
                worker.send_signal(signal.SIGTERM)
                try:
                    worker.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    os.killpg(worker.pid, signal.SIGKILL)
                    worker.wait()


def kill(worker: subprocess.Popen) -> None:
    """SIGKILL for the worker and its pool processes at once, as a lost machine would do."""
    os.killpg(worker.pid, signal.SIGKILL)
    worker.wait(timeout=10)


@contextmanager
def database_connection(database_url: str):
    """A DB-API connection to the project's database, SQLite or PostgreSQL."""
    if database_url.startswith("sqlite:///"):
        with closing(sqlite3.connect(database_url.removeprefix("sqlite:///"), timeout=20)) as c:
            yield c
        return
    import psycopg

    url = database_url.replace("postgres://", "postgresql://", 1)
    with psycopg.connect(url, autocommit=True) as connection:
        yield connection


def status_counts(database_url: str, ids: list[int]) -> Counter:
    id_list = ", ".join(str(int(reply_id)) for reply_id in ids)
    with database_connection(database_url) as connection:
        rows = connection.execute(
            f"SELECT status, COUNT(*) FROM booking_reply WHERE id IN ({id_list}) GROUP BY status"
        ).fetchall()
    return Counter(dict(rows))


def deliveries(logs: list[Path]) -> Counter:
    """How often each task was received by a worker, from the workers' logs."""
    return Counter(match.group(1) for log in logs for match in RECEIVED.finditer(log.read_text()))


def task_reply_id(message: bytes) -> int | None:
    """The reply id of a reply_compose_task message (Celery's message protocol 2); None for
    another task's message."""
    envelope = json.loads(message)
    if envelope["headers"]["task"] != "booking.tasks.reply_compose_task":
        return None
    args, _kwargs, _embed = json.loads(base64.b64decode(envelope["body"]))
    return args[0]


def reply_tasks_queued(broker) -> int:
    """Reply tasks waiting in the queue; the workers' own sweeps for lost tasks do not count."""
    return sum(task_reply_id(message) is not None for message in broker.lrange("celery", 0, -1))


def requeued(logs: list[Path]) -> list[int]:
    """The replies the workers queued again because their task was lost, from the workers' logs."""
    return [
        int(reply_id)
        for log in logs
        for match in REQUEUED.finditer(log.read_text())
        for reply_id in match.group(1).split(",")
        if reply_id.strip()
    ]


def worker_ready(log: Path) -> bool:
    return bool(WORKER_READY.search(log.read_text()))


@dataclass
class Drain:
    """The replies a burst waits for, where to look for them, and how long to wait."""

    env: dict[str, str]
    database_url: str
    ids: list[int]
    timeout: float

    def ready(self) -> int:
        return status_counts(self.database_url, self.ids)["ready"]

    def drained(self) -> bool:
        return status_counts(self.database_url, self.ids)["pending"] == 0


@contextmanager
def worker_started(drain: Drain, log: Path) -> Iterator[tuple[subprocess.Popen, float]]:
    """A worker, once it logged that it is ready; with the seconds that took."""
    started = time.perf_counter()
    with celery_worker(drain.env, log) as worker:
        wait_until(lambda: worker_ready(log) or worker.poll() is not None, WORKER_START_SECONDS)
        yield worker, time.perf_counter() - started


def worker_killed_at(drain: Drain, log: Path, ready: int, broker) -> tuple[float, int]:
    """Runs a worker until `ready` replies are ready, then kills it.

    Returns the worker's start time and the number of tasks unacknowledged at the kill.
    """
    with worker_started(drain, log) as (worker, start_seconds):
        wait_until(lambda: drain.ready() >= ready, drain.timeout, 0.2)
        unacked = broker.hlen("unacked")
        kill(worker)
    return start_seconds, unacked


def worker_until_drained(drain: Drain, log: Path, broker) -> float:
    """Runs a worker until no reply is pending and the broker holds no task taken and not
    acknowledged (a killed worker's, handed out again after the visibility timeout even when its
    reply was composed meanwhile); returns the worker's start time."""
    with worker_started(drain, log) as (_, start_seconds):
        wait_until(lambda: drain.drained() and broker.hlen("unacked") == 0, drain.timeout, 0.2)
    return start_seconds


def burst_run(
    *, tasks: int, kills: int, redis_url: str, workdir: Path, database_url: str | None = None
) -> Burst:
    """Queues `tasks` replies, drains them with a worker killed `kills` times on the way."""
    import redis

    database_url = database_url or f"sqlite:///{workdir / 'burst.sqlite3'}"
    env = project_env(database_url, redis_url)
    broker = redis.Redis.from_url(redis_url)
    redis_flushed(broker)
    manage(env, "migrate", "--noinput")
    manage(env, "seed_demo")
    result = Burst(tasks=tasks, kills=kills)

    started = time.perf_counter()
    ids = enqueue(env, burst_messages(tasks))
    result.enqueue_seconds = time.perf_counter() - started

    timeout = WORKER_START_SECONDS + (kills + 1) * VISIBILITY_TIMEOUT + REQUEUE_AFTER + tasks
    drain = Drain(env=env, database_url=database_url, ids=ids, timeout=timeout)
    logs = [workdir / f"worker{number}.log" for number in range(kills + 1)]
    started = time.perf_counter()
    for number, log in enumerate(logs[:-1], start=1):
        start_seconds, unacked = worker_killed_at(drain, log, tasks * number // (kills + 1), broker)
        result.worker_start_seconds.append(start_seconds)
        result.unacked_at_kills.append(unacked)
    result.worker_start_seconds.append(worker_until_drained(drain, logs[-1], broker))
    result.drain_seconds = time.perf_counter() - started

    result.statuses = status_counts(database_url, ids)
    result.queued_left = reply_tasks_queued(broker)
    result.unacked_left = broker.hlen("unacked")
    result.deliveries = deliveries(logs)
    result.requeued = requeued(logs)
    redis_flushed(broker)
    broker.close()
    return result


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
