"""Fires simultaneous option requests at the database; prints how they ended as JSON.

Two races, each with every attempt released at once by a barrier:

- one slot: all attempts want one room at overlapping times, so exactly one may win;
- distinct slots: all attempts want the same room on a day of their own, so all must win, and
  every row must be stored as its attempt wrote it (no write lost under the room lock).

The attempts run as threads or as forked processes (`--runner`), each with its own connection.
Run by test_concurrent_booking.py in its own process, against a fresh, empty database named by
DATABASE_URL (SQLite file or PostgreSQL). Not a test module itself: it needs a real database that
many connections can use at once, which the in-memory test database is not.

    DATABASE_URL=sqlite:////tmp/x.sqlite3 python -m tests.booking.concurrency.scenario 50 --runner processes
"""

import argparse
import datetime as dt
import json
import multiprocessing
import os
import queue
import threading
import time
from collections.abc import Callable

import django

BARRIER_SECONDS = 60
RESULT_SECONDS = 120
RUNNERS = ("threads", "processes")
# Every pair of these windows overlaps, so at most one request for them may win.
OVERLAPPING_WINDOWS = [
    (dt.time(9), dt.time(12)),
    (dt.time(11), dt.time(14)),
    (dt.time(10), dt.time(13)),
]

# (outcome, event id): outcome is "placed", "conflict" or the error that was raised.
Outcome = tuple[str, int | None]


def attempt_option(booking: dict, start_together) -> Outcome:
    """One request: wait for the others, then place the option. Closes its connection."""
    from django.db import connection

    from booking.errors import BookingConflict
    from booking.services.events import option_place

    try:
        start_together.wait(timeout=BARRIER_SECONDS)
        return "placed", option_place(**booking).pk
    except BookingConflict:
        return "conflict", None
    except Exception as exc:  # reported, so the test shows what went wrong
        return f"{type(exc).__name__}: {exc}", None
    finally:
        connection.close()


def race_in_threads(bookings: list[dict]) -> list[Outcome]:
    start_together = threading.Barrier(len(bookings))
    outcomes: list[Outcome] = []

    def attempt(booking: dict) -> None:
        outcomes.append(attempt_option(booking, start_together))

    threads = [threading.Thread(target=attempt, args=(booking,)) for booking in bookings]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def race_in_processes(bookings: list[dict]) -> list[Outcome]:
    from django.db import connections

    # Forked children must open connections of their own, not share the parent's.
    connections.close_all()
    context = multiprocessing.get_context("fork")
    start_together = context.Barrier(len(bookings))
    results = context.Queue()

    def attempt(booking: dict) -> None:
        results.put(attempt_option(booking, start_together))

    processes = [context.Process(target=attempt, args=(booking,)) for booking in bookings]
    for process in processes:
        process.start()
    outcomes = [results_get(results) for _ in processes]
    for process in processes:
        process.join(timeout=RESULT_SECONDS)
    return outcomes


def results_get(results) -> Outcome:
    try:
        return tuple(results.get(timeout=RESULT_SECONDS))
    except queue.Empty:
        return "no result: the process ended without reporting", None


def race_summary(outcomes: list[Outcome], room, seconds: float) -> dict:
    """How the attempts ended, beside what the database holds for the room afterwards."""
    from booking.models import Event

    placed_ids = {event_id for outcome, event_id in outcomes if outcome == "placed"}
    stored = Event.objects.filter(room=room, status=Event.Status.OPTION)
    stored_ids = set(stored.values_list("pk", flat=True))
    return {
        "placed": sum(outcome == "placed" for outcome, _ in outcomes),
        "conflicts": sum(outcome == "conflict" for outcome, _ in outcomes),
        "errors": [outcome for outcome, _ in outcomes if outcome not in ("placed", "conflict")],
        "options_stored": len(stored_ids),
        "placed_not_stored": sorted(placed_ids - stored_ids),
        "stored_not_placed": sorted(stored_ids - placed_ids),
        "rows": sorted(
            [event.date.isoformat(), event.participants, event.notes]
            for event in stored.order_by("pk")
        ),
        "seconds": round(seconds, 3),
    }


def one_slot_bookings(attempts: int, client, room, date: dt.date) -> list[dict]:
    return [
        booking_of(
            client, room, date, *OVERLAPPING_WINDOWS[number % len(OVERLAPPING_WINDOWS)], number
        )
        for number in range(attempts)
    ]


def distinct_slot_bookings(attempts: int, client, room, first_date: dt.date) -> list[dict]:
    return [
        booking_of(
            client, room, first_date + dt.timedelta(days=number), dt.time(9), dt.time(12), number
        )
        for number in range(attempts)
    ]


def booking_of(client, room, date, start_time, end_time, number: int) -> dict:
    """A request whose row says which attempt wrote it (participants and notes)."""
    return {
        "client": client,
        "room": room,
        "date": date,
        "start_time": start_time,
        "end_time": end_time,
        "participants": 1 + number % 60,
        "notes": f"attempt {number}",
    }


def expected_rows(bookings: list[dict]) -> list[list]:
    return sorted(
        [booking["date"].isoformat(), booking["participants"], booking["notes"]]
        for booking in bookings
    )


def timed_race(race: Callable[[list[dict]], list[Outcome]], bookings: list[dict], room) -> dict:
    started = time.perf_counter()
    outcomes = race(bookings)
    return race_summary(outcomes, room, time.perf_counter() - started)


def main(attempts: int, runner: str) -> dict:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
    django.setup()

    from django.core.management import call_command
    from django.db import connection
    from django.utils import timezone

    from booking.models import Client, Room

    call_command("migrate", verbosity=0)
    one_slot_room = Room.objects.create(name="Salon Rose", capacity_min=1, capacity_max=60)
    distinct_slots_room = Room.objects.create(name="Atelier", capacity_min=1, capacity_max=60)
    client = Client.objects.create(name="Laura Meier", email="laura.meier@alpenbank.example")
    first_date = timezone.localdate() + dt.timedelta(days=30)
    race = race_in_threads if runner == "threads" else race_in_processes

    one_slot = timed_race(
        race, one_slot_bookings(attempts, client, one_slot_room, first_date), one_slot_room
    )
    distinct = distinct_slot_bookings(attempts, client, distinct_slots_room, first_date)
    distinct_slots = timed_race(race, distinct, distinct_slots_room)
    distinct_slots["rows_as_written"] = distinct_slots.pop("rows") == expected_rows(distinct)
    one_slot.pop("rows")
    return {
        "vendor": connection.vendor,
        "runner": runner,
        "attempts": attempts,
        "one_slot": one_slot,
        "distinct_slots": distinct_slots,
    }


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("attempts", type=int, nargs="?", default=50)
    parser.add_argument("--runner", choices=RUNNERS, default="threads")
    return parser.parse_args()


if __name__ == "__main__":
    options = arguments()
    print(json.dumps(main(options.attempts, options.runner)))
