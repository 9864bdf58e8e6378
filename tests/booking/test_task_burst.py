"""A hundred queued replies, a real Redis, a real Celery worker killed midway: none is lost.

The small version of bench/task_burst.py (its harness is devtools/task_burst.py) (1,000 replies, with and without a kill): the replies
are queued through POST /api/v1/replies while no worker runs, a worker (prefork, two processes,
the template backend) is killed with SIGKILL once half of them are ready, and a new one drains
the rest, the killed worker's unacknowledged tasks among them once their visibility timeout has
passed.
"""

from collections import Counter

import pytest

from devtools.project import manage
from devtools.services import redis_flushed, wait_until
from devtools.task_burst import (
    WORKER_PROCESSES,
    Drain,
    burst_messages,
    burst_run,
    enqueue,
    project_env,
    requeued,
    status_counts,
    task_reply_id,
    worker_started,
)

TASKS = 100

pytestmark = [pytest.mark.celery_worker, pytest.mark.slow]


def worker_logs(directory) -> str:
    return "\n".join(log.read_text()[-3000:] for log in sorted(directory.glob("worker*.log")))


def test_a_burst_drains_with_none_lost_when_the_worker_is_killed_midway(redis_url, tmp_path):
    result = burst_run(tasks=TASKS, kills=1, redis_url=redis_url, workdir=tmp_path)

    assert result.statuses == Counter(ready=TASKS), worker_logs(tmp_path)
    assert (result.queued_left, result.unacked_left) == (0, 0)
    # The kill caught tasks taken and not acknowledged; they were handed out again. (How many
    # is the broker's timing: on a busy machine a task still running when its visibility
    # timeout passes is handed out once more too, and finds its reply composed.)
    [unacked_at_kill] = result.unacked_at_kills
    assert unacked_at_kill >= 1
    assert result.redelivered >= 1
    # A task the kill caught between the queue and the worker's unacked record is lost to the
    # broker and never received; the sweep queued its reply again under a new task id, so each
    # reply's task was received under one id all the same. With a prefetch of one, each worker
    # process has at most one task in that window.
    assert len(result.deliveries) == TASKS
    assert len(result.requeued) <= WORKER_PROCESSES


def test_a_task_lost_between_the_queue_and_the_worker_is_queued_again(redis_url, tmp_path):
    import redis

    broker = redis.Redis.from_url(redis_url)
    redis_flushed(broker)
    database_url = f"sqlite:///{tmp_path / 'lost.sqlite3'}"
    env = project_env(database_url, redis_url) | {"FACTLOCK_REPLY_REQUEUE_AFTER": "2"}
    manage(env, "migrate", "--noinput")
    manage(env, "seed_demo")
    ids = enqueue(env, burst_messages(5))
    # One reply's message taken from the queue and never recorded as unacknowledged: what a
    # worker killed right after Redis answered its BRPOP leaves behind.
    lost = ids[2]
    [message] = [m for m in broker.lrange("celery", 0, -1) if task_reply_id(m) == lost]
    assert broker.lrem("celery", 1, message) == 1

    drain = Drain(env=env, database_url=database_url, ids=ids, timeout=60)
    log = tmp_path / "worker.log"
    with worker_started(drain, log):
        wait_until(drain.drained, drain.timeout, 0.2)

    assert status_counts(database_url, ids) == Counter(ready=5), log.read_text()[-3000:]
    assert lost in requeued([log])
    # A reply that waited for a slow worker start may have been queued again too; a task of it
    # left over (queued, or put back by the worker's stop) finds it composed and does nothing.
    left = [task_reply_id(message) for message in broker.lrange("celery", 0, -1)]
    assert {reply_id for reply_id in left if reply_id is not None} <= set(ids)
    assert broker.hlen("unacked") == 0
    redis_flushed(broker)
    broker.close()
