"""The harness of a burst of queued replies through a real Redis and real Celery workers.

Used by bench/task_burst.py (the timed burst of a thousand replies, with and without a killed
worker) and by tests/booking/test_task_burst.py and test_celery_worker.py (a hundred, and a task
lost between the queue and the worker): replies queued through POST /api/v1/replies while no
worker runs, a worker started (prefork pool, 2 processes), killed with SIGKILL once its share is
ready, and a new one that drains the rest; then what is left counted (replies ready, failed and
pending, messages queued and unacknowledged, deliveries per task, replies queued again).
"""

from __future__ import annotations

import base64
import datetime as dt
import json
import os
import re
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from devtools.enquiries import enquiries
from devtools.project import PROJECT_ROOT, manage, project_run
from devtools.services import (
    redis_flushed,
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
