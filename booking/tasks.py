"""Celery tasks: thin wrappers around services. Without a broker they run in-process."""

from celery import shared_task

from booking.services.queued_replies import queued_reply_compose, replies_waiting_reverify


@shared_task(acks_late=True, autoretry_for=(ConnectionError,), retry_backoff=True, max_retries=5)
def reply_compose_task(reply_id: int) -> str:
    record = queued_reply_compose(reply_id=reply_id)
    return record.status if record else "missing"


@shared_task(acks_late=True)
def replies_waiting_reverify_task() -> int:
    return replies_waiting_reverify()
