"""A conversation holds once, also when its "reserve" messages arrive in parallel and name
different rooms (each room's lock alone let up to 3 options through). Against PostgreSQL only:
`make test-postgres`, or DATABASE_URL=postgres://… for this file; SQLite serializes writers."""

import threading

import pytest
from django.db import connection
from rest_framework.test import APIClient

from booking.models import Event
from booking.services.chat_hold import NOTE
from tests.api.chat_turns import OPENING, URL
from tests.conftest import DEMO_VENUE

pytestmark = pytest.mark.django_db(transaction=True)

ROOMS = ["Salon Rose", "Dachterrasse", "Grosser Saal"]


def test_parallel_reserve_messages_place_one_hold():
    if connection.vendor != "postgresql":
        pytest.skip("parallel connections need PostgreSQL (make test-postgres)")
    from booking.services.demo_venue import demo_venue_load

    demo_venue_load(directory=DEMO_VENUE)
    client = APIClient(REMOTE_ADDR="198.51.100.30")
    opened = client.post(URL, {"message": OPENING["en"]}, format="json").json()
    conversation = opened["conversation"]
    contact = "My name is Laura Meier, laura.meier@example.ch"
    client.post(URL, {"message": contact, "conversation": conversation}, format="json")
    messages = [f"Could you reserve the {room} for us?" for room in ROOMS * 2]
    start = threading.Barrier(len(messages))
    statuses: list[int] = []

    def reserve(message: str) -> None:
        try:
            start.wait(timeout=30)
            body = {"message": message, "conversation": conversation}
            own = APIClient(REMOTE_ADDR="198.51.100.30")
            statuses.append(own.post(URL, body, format="json").status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=reserve, args=(m,)) for m in messages]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)

    assert statuses and all(status in (200, 409) for status in statuses), statuses
    held = Event.objects.filter(notes=NOTE.format(id=conversation))
    assert held.count() == 1, list(held.values_list("room__name", "status"))
