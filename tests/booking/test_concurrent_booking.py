"""Fifty simultaneous requests: for one slot exactly one option is placed, for fifty slots all are.

Each database runs the scenario in a subprocess against a fresh database of its own, so the
attempts really compete through the database's locks (see booking/services/slots.py): as threads
of one process, and as fifty forked processes. The second race books fifty different days of one
room at once and checks that no write is lost: every option placed is stored, as it was written.
"""

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parents[2]
ATTEMPTS = 50
POSTGRES_URL = os.environ.get(
    "FACTLOCK_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/test"
)

pytestmark = pytest.mark.slow
runners = pytest.mark.parametrize("runner", ["threads", "processes"])


def run_scenario(database_url: str, runner: str) -> dict:
    completed = subprocess.run(
        [
            sys.executable,
            *("-m", "tests.booking.concurrency.scenario", str(ATTEMPTS), "--runner", runner),
        ],
        cwd=PROJECT_ROOT,
        env={**os.environ, "DATABASE_URL": database_url},
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])


def assert_nothing_lost(race: dict) -> None:
    assert race["errors"] == []
    assert race["placed_not_stored"] == []
    assert race["stored_not_placed"] == []


def assert_one_slot_placed_once(result: dict) -> None:
    race = result["one_slot"]
    assert_nothing_lost(race)
    assert (race["placed"], race["conflicts"]) == (1, ATTEMPTS - 1)
    assert race["options_stored"] == 1


def assert_distinct_slots_all_placed(result: dict) -> None:
    race = result["distinct_slots"]
    assert_nothing_lost(race)
    assert (race["placed"], race["conflicts"]) == (ATTEMPTS, 0)
    assert race["options_stored"] == ATTEMPTS
    assert race["rows_as_written"]


@runners
def test_sqlite_one_slot_once_and_distinct_slots_all(tmp_path, runner):
    result = run_scenario(f"sqlite:///{tmp_path / 'concurrency.sqlite3'}", runner)

    assert (result["vendor"], result["runner"]) == ("sqlite", runner)
    assert_one_slot_placed_once(result)
    assert_distinct_slots_all_placed(result)


@pytest.fixture
def postgres_database_url():
    """A fresh PostgreSQL database for one run, dropped afterwards; skips if no server answers."""
    psycopg = pytest.importorskip("psycopg")
    url = POSTGRES_URL.replace("postgres://", "postgresql://", 1)
    try:
        admin = psycopg.connect(url, autocommit=True, connect_timeout=3)
    except psycopg.OperationalError as exc:
        pytest.skip(
            f"PostgreSQL not reachable at {POSTGRES_URL} (set FACTLOCK_TEST_POSTGRES_URL): {exc}"
        )
    name = f"factlock_concurrency_{uuid.uuid4().hex[:12]}"
    with admin:
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            yield url.rsplit("/", 1)[0] + f"/{name}"
        finally:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@runners
def test_postgresql_one_slot_once_and_distinct_slots_all(postgres_database_url, runner):
    result = run_scenario(postgres_database_url, runner)

    assert (result["vendor"], result["runner"]) == ("postgresql", runner)
    assert_one_slot_placed_once(result)
    assert_distinct_slots_all_placed(result)
