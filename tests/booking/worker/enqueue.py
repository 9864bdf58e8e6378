"""Queues replies through POST /api/v1/replies as a staff user, in a process of its own.

    python -m tests.booking.worker.enqueue MESSAGE [MESSAGE ...]

Run by tests/booking/test_celery_worker.py against the database and broker in DATABASE_URL and
CELERY_BROKER_URL. Prints the ids of the queued replies as a JSON list.
"""

import json
import os
import sys

import django


def staff_client():
    from django.contrib.auth import get_user_model
    from rest_framework.authtoken.models import Token
    from rest_framework.test import APIClient

    from tests.booking.factories import permissions_grant

    user, _ = get_user_model().objects.get_or_create(
        username="worker-test", defaults={"is_staff": True}
    )
    permissions_grant(user)
    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.get_or_create(user=user)[0].key}")
    return client


def enqueue(messages: list[str]) -> list[int]:
    client = staff_client()
    ids = []
    for message in messages:
        response = client.post("/api/v1/replies", {"message": message}, format="json")
        body = response.json()
        if response.status_code != 202 or body["status"] != "pending":
            raise SystemExit(f"not queued: {response.status_code} {body}")
        ids.append(body["id"])
    return ids


if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()
    print(json.dumps(enqueue(sys.argv[1:])))
