"""Celery tasks: thin wrappers around services. Without a broker they run in-process.

Both tasks may run more than once for one message (a worker killed mid-task has its message
delivered again), so the services behind them are safe to rerun.
"""

import datetime as dt

from celery import shared_task
from celery.signals import worker_ready
from django.utils import timezone

from booking.models import Reply
from booking.services.options import options_expired_release
from booking.services.queued_replies import (
    queued_reply_compose,
    replies_lost_requeue,
    replies_waiting_reverify,
)
from core.request_id import request_id_bound
from core.settings import factlock_settings


@shared_task
def reply_compose_task(reply_id: int, request_id: str = "") -> str:
    with request_id_bound(request_id):
        record = queued_reply_compose(reply_id=reply_id)
    return record.status if record else "missing"


def reply_compose_queue(record: Reply) -> None:
    reply_compose_task.delay(record.pk, request_id=record.request_id)


@shared_task(ignore_result=True)
def replies_lost_requeue_task() -> list[int]:
    after = dt.timedelta(seconds=factlock_settings().reply_requeue_after_seconds)
    return replies_lost_requeue(older_than=after, requeue=reply_compose_queue)


@worker_ready.connect
def lost_replies_sweep_schedule(sender, **kwargs) -> None:
    """Each worker queues the sweep for lost reply tasks every REPLY_REQUEUE_INTERVAL_SECONDS."""
    interval = factlock_settings().reply_requeue_interval_seconds
    if interval > 0:
        sender.timer.call_repeatedly(interval, replies_lost_requeue_task.delay)


@shared_task(ignore_result=True)
def options_expired_release_task() -> list[int]:
    return options_expired_release(today=timezone.localdate())


@worker_ready.connect
def options_release_schedule(sender, **kwargs) -> None:
    """Each worker releases the options held past their last day every
    OPTION_RELEASE_INTERVAL_SECONDS."""
    interval = factlock_settings().option_release_interval_seconds
    if interval > 0:
        sender.timer.call_repeatedly(interval, options_expired_release_task.delay)


@shared_task
def replies_waiting_reverify_task(
    renames: list[list[str]] | None = None, days: list[str] | None = None
) -> int:
    """`renames` lists [kind, old name, new name] of the catalog names changed, in order; `days`
    (ISO dates) limits the replies to those for these days, None meaning every reply."""
    return replies_waiting_reverify(
        renames=[(kind, old, new) for kind, old, new in renames or ()],
        days=None if days is None else [dt.date.fromisoformat(day) for day in days],
    )
