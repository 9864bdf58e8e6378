"""A real Celery worker on a real Redis server: a task whose worker is killed is not lost.

The worker and the test share a database, so the Django side runs in subprocesses on a SQLite
file: migrate and seed the demo venue, queue replies through POST /api/v1/replies while no
worker runs, start a worker and kill it (SIGKILL) while it waits for the LLM's answer to the
first reply, start another. The LLM is the misbehaving loopback server, trickling faithful
answers so that each task takes a couple of seconds. The killed task was never acknowledged;
the Redis transport hands it out again once its visibility timeout has passed (a few seconds
here, CELERY_VISIBILITY_TIMEOUT), and every reply ends ready and verified.
"""

import datetime as dt
import os
import sqlite3
import time
from collections import Counter
from contextlib import closing
from pathlib import Path

import pytest

from devtools import task_burst
from devtools.misbehaving_server import OPENINGS, MisbehavingServer
from devtools.project import manage
from devtools.services import redis_flushed, wait_until
from devtools.task_burst import enqueue, kill, reply_tasks_queued

PROJECT_ROOT = Path(__file__).resolve().parents[2]
YEAR = dt.date.today().year + 1  # the demo venue's events lie in 2027; 8 August has none
MESSAGES = [
    f"Hello, do you have a room for {people} people on 8 August {YEAR} from 18:00 to 22:00?"
    for people in (12, 24, 36, 48)
]
VISIBILITY_TIMEOUT = 5  # seconds; longer than one task, or a slow task would be handed out twice
TRICKLE_SECONDS = 0.0015  # per byte of the LLM's answer: about two seconds per reply
WORKER_START_SECONDS = 30
ALL_DONE_SECONDS = 45

pytestmark = [pytest.mark.celery_worker, pytest.mark.slow]


@pytest.fixture
def redis_db(redis_url):
    import redis

    client = redis.Redis.from_url(redis_url)
    redis_flushed(client)
    yield client
    redis_flushed(client)
    client.close()


@pytest.fixture
def llm():
    with MisbehavingServer(mix=["trickle"], trickle_seconds=TRICKLE_SECONDS) as server:
        yield server


@pytest.fixture
def database(tmp_path) -> Path:
    return tmp_path / "worker.sqlite3"


@pytest.fixture
def project_env(database, redis_url, llm) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{database}",
        "CELERY_BROKER_URL": redis_url,
        "CELERY_RESULT_BACKEND": redis_url,
        "CELERY_VISIBILITY_TIMEOUT": str(VISIBILITY_TIMEOUT),
        "CELERY_UNACKED_RESTORE_INTERVAL": "1",
        "VERBALIZER_BACKEND": "openai",
        "OPENAI_BASE_URL": llm.base_url,
        "OPENAI_API_KEY": "test-key",
        "VERBALIZER_TIMEOUT": "30",
        "VERBALIZER_RETRIES": "0",
        "LOG_FORMAT": "text",
    }


def celery_worker(env: dict[str, str], log: Path):
    """One worker process (solo pool: the task runs in it)."""
    return task_burst.celery_worker(env, log, pool=("--pool=solo",))


def replies(database: Path, ids: list[int]) -> dict[int, sqlite3.Row]:
    with closing(sqlite3.connect(database, timeout=20)) as connection:
        connection.row_factory = sqlite3.Row
        rows = connection.execute(
            "SELECT id, status, final_text, ok, fallback, error FROM booking_reply"
            f" WHERE id IN ({', '.join('?' * len(ids))})",
            ids,
        ).fetchall()
    return {row["id"]: row for row in rows}


def statuses(database: Path, ids: list[int]) -> list[str]:
    return [row["status"] for row in replies(database, ids).values()]


def composed(database: Path, ids: list[int]) -> list[str]:
    """The statuses of the replies that are no longer pending (ready, or failed)."""
    return [status for status in statuses(database, ids) if status != "pending"]


def message_of(request) -> str:
    """The client's message an LLM request was for (the prompt quotes it for context)."""
    prompt = "\n".join(message["content"] for message in request.messages)
    return next(message for message in MESSAGES if message in prompt)


def test_a_task_whose_worker_is_killed_is_composed_by_the_next_worker(
    project_env, database, redis_db, llm, tmp_path
):
    manage(project_env, "migrate", "--noinput")
    manage(project_env, "seed_demo")
    ids = enqueue(project_env, MESSAGES)
    assert composed(database, ids) == []

    with celery_worker(project_env, tmp_path / "first.log") as first:
        wait_until(lambda: llm.requests or composed(database, ids), WORKER_START_SECONDS)
        assert llm.requests and not composed(database, ids), (tmp_path / "first.log").read_text()
        time.sleep(0.5)  # well inside the first answer's two seconds
        kill(first)

    # Killed in the middle of its task: nothing composed, one task delivered and not acknowledged.
    assert composed(database, ids) == []
    assert redis_db.hlen("unacked") == 1
    killed = message_of(llm.requests[0])

    with celery_worker(project_env, tmp_path / "second.log"):
        wait_until(lambda: len(composed(database, ids)) == len(ids), ALL_DONE_SECONDS, 0.5)
        assert statuses(database, ids) == ["ready"] * len(ids), (
            tmp_path / "second.log"
        ).read_text()

    for row in replies(database, ids).values():
        assert (row["ok"], row["fallback"], row["error"]) == (1, 0, ""), dict(row)
        assert OPENINGS["en"] in row["final_text"]  # the LLM's text, verified
    asked = Counter(message_of(request) for request in llm.requests)
    assert asked == Counter(MESSAGES) + Counter([killed])  # the killed task twice, none else
    assert redis_db.hlen("unacked") == 0
    assert reply_tasks_queued(redis_db) == 0
