"""Many simultaneous requests for one room and time: exactly one option is placed.

Each database runs the scenario in a subprocess against a fresh database of its own, so the threads
really compete through the database's locks (see booking/services/slots.py).
"""

import json
import os
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parents[2]
ATTEMPTS = 40
POSTGRES_URL = os.environ.get(
    "FACTLOCK_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/test"
)

pytestmark = pytest.mark.slow


def run_scenario(database_url: str) -> dict:
    completed = subprocess.run(
        [sys.executable, "-m", "tests.booking.concurrency.scenario", str(ATTEMPTS)],
        cwd=PROJECT_ROOT,
        env={**os.environ, "DATABASE_URL": database_url},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert completed.returncode == 0, completed.stderr
    return json.loads(completed.stdout.strip().splitlines()[-1])


def assert_exactly_one_placed(result: dict) -> None:
    assert result["errors"] == []
    assert (result["placed"], result["conflicts"]) == (1, ATTEMPTS - 1)
    assert result["options_stored"] == 1


def test_sqlite_places_exactly_one_option(tmp_path):
    result = run_scenario(f"sqlite:///{tmp_path / 'concurrency.sqlite3'}")

    assert result["vendor"] == "sqlite"
    assert_exactly_one_placed(result)


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


def test_postgresql_places_exactly_one_option(postgres_database_url):
    result = run_scenario(postgres_database_url)

    assert result["vendor"] == "postgresql"
    assert_exactly_one_placed(result)
