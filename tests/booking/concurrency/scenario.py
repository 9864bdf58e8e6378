"""Fires simultaneous option requests at one room and time; prints how they ended as JSON.

Run by test_concurrent_booking.py in its own process, against a fresh, empty database named by
DATABASE_URL (SQLite file or PostgreSQL). Not a test module itself: it needs a real database that
many threads can connect to at once, which the in-memory test database is not.

    DATABASE_URL=sqlite:////tmp/x.sqlite3 python -m tests.booking.concurrency.scenario 40
"""

import datetime as dt
import json
import os
import sys
import threading

import django


def main(attempts: int) -> dict:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()

    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    from booking.errors import BookingConflict
    from booking.models import Client, Event, Room
    from booking.services.events import option_place

    call_command("migrate", verbosity=0)
    room = Room.objects.create(name="Salon Rose", capacity_min=1, capacity_max=60)
    client = Client.objects.create(name="Laura Meier", email="laura.meier@alpenbank.example")
    date = timezone.localdate() + dt.timedelta(days=30)
    # Every pair of these windows overlaps, so at most one request may win.
    windows = [(dt.time(9), dt.time(12)), (dt.time(11), dt.time(14)), (dt.time(10), dt.time(13))]

    start_together = threading.Barrier(attempts)
    outcomes: list[str] = []

    def attempt(number: int) -> None:
        start_time, end_time = windows[number % len(windows)]
        try:
            start_together.wait(timeout=30)
            option_place(
                client=client,
                room=room,
                date=date,
                start_time=start_time,
                end_time=end_time,
                participants=20,
            )
            outcomes.append("placed")
        except BookingConflict:
            outcomes.append("conflict")
        except Exception as exc:  # reported, so the test shows what went wrong
            outcomes.append(f"{type(exc).__name__}: {exc}")
        finally:
            connection.close()

    threads = [threading.Thread(target=attempt, args=(number,)) for number in range(attempts)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()

    return {
        "vendor": connection.vendor,
        "placed": outcomes.count("placed"),
        "conflicts": outcomes.count("conflict"),
        "errors": [outcome for outcome in outcomes if outcome not in ("placed", "conflict")],
        "options_stored": Event.objects.filter(status=Event.Status.OPTION).count(),
    }


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else 40)))
