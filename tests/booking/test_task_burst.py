"""A hundred queued replies, a real Redis, a real Celery worker killed midway: none is lost.

The small version of bench/task_burst.py (1,000 replies, with and without a kill): the replies
are queued through POST /api/v1/replies while no worker runs, a worker (prefork, two processes,
the template backend) is killed with SIGKILL once half of them are ready, and a new one drains
the rest, the killed worker's unacknowledged tasks among them once their visibility timeout has
passed.
"""

from collections import Counter

import pytest

from bench.task_burst import burst_run

TASKS = 100

pytestmark = [pytest.mark.celery_worker, pytest.mark.slow]


def worker_logs(directory) -> str:
    return "\n".join(log.read_text()[-3000:] for log in sorted(directory.glob("worker*.log")))


def test_a_burst_drains_with_none_lost_when_the_worker_is_killed_midway(redis_url, tmp_path):
    result = burst_run(tasks=TASKS, kills=1, redis_url=redis_url, workdir=tmp_path)

    assert result.statuses == Counter(ready=TASKS), worker_logs(tmp_path)
    assert (result.queued_left, result.unacked_left) == (0, 0)
    # The kill caught tasks taken and not acknowledged; they were handed out again, none else.
    [unacked_at_kill] = result.unacked_at_kills
    assert unacked_at_kill >= 1
    assert 1 <= result.redelivered <= unacked_at_kill
    assert len(result.deliveries) == TASKS
