"""Servers the tests and benches need beside Python: find one running, or start one, or say why not.

Redis: the server at FACTLOCK_TEST_REDIS_URL (default: redis://127.0.0.1:6379) when it answers,
on a database of its own. The variable names one (under pytest-xdist, its number plus the
worker's); the default picks the first of databases 14 down to 1 that no other test run has
claimed, so two runs at once never flush each other's queues. When nothing answers at the default
address, a `redis-server` of our own is
started on a free port, after installing it with apt-get when it is missing and we are root.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/14"
REDIS_URL_VARIABLE = "FACTLOCK_TEST_REDIS_URL"
APT_SECONDS = 600
START_SECONDS = 10


class ServiceUnavailable(Exception):
    """The service cannot be had here; the message says why (a test skips with it)."""


def redis_answers(url: str) -> bool:
    import redis

    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=1, socket_timeout=2).ping())
    except redis.RedisError:
        return False


@contextmanager
def redis_server(workdir: Path) -> Iterator[str]:
    """Yields the URL of a Redis database the tests may flush; raises ServiceUnavailable."""
    url = os.environ.get(REDIS_URL_VARIABLE, DEFAULT_REDIS_URL)
    if REDIS_URL_VARIABLE in os.environ:
        url = _worker_database(url, os.environ.get("PYTEST_XDIST_WORKER", ""))
    if redis_answers(url):
        if REDIS_URL_VARIABLE in os.environ:
            yield url
        else:
            with redis_database_claimed(url) as claimed_url:
                yield claimed_url
        return
    if REDIS_URL_VARIABLE in os.environ:
        raise ServiceUnavailable(f"Redis does not answer at {REDIS_URL_VARIABLE}={url}")
    with redis_server_started(redis_server_binary(), workdir) as started_url:
        yield started_url


def _worker_database(url: str, worker: str) -> str:
    """The database a pytest-xdist worker (`gw0`, `gw1`, …) takes of the one the variable names:
    that number plus the worker's, so the processes of one run never flush each other's queues."""
    if not worker.startswith("gw") or not worker[2:].isdigit():
        return url
    base, _, database = url.rpartition("/") if url.count("/") > 2 else (url, "", "0")
    number = int(database) if database.isdigit() else 0
    return f"{base}/{number + int(worker[2:])}"


_CLAIM_KEY = "factlock:test-run"
_CLAIM_SECONDS = 3600


@contextmanager
def redis_database_claimed(url: str) -> Iterator[str]:
    """The URL of a database of the server at `url` that this run has to itself until it ends."""
    import redis

    base = url.rsplit("/", 1)[0] if url.count("/") > 2 else url
    # Each pytest-xdist worker starts from a database of its own (gw0 at 14, gw1 at 13, …), so
    # the workers of one run never meet on one even if a claim were lost.
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    index = int(worker[2:]) % 14 if worker.startswith("gw") and worker[2:].isdigit() else 0
    for number in [*range(14 - index, 0, -1), *range(14, 14 - index, -1)]:
        candidate = f"{base}/{number}"
        client = redis.Redis.from_url(candidate)
        if client.set(_CLAIM_KEY, os.getpid(), nx=True, ex=_CLAIM_SECONDS):
            try:
                yield candidate
            finally:
                client.delete(_CLAIM_KEY)
                client.close()
            return
        client.close()
    raise ServiceUnavailable(f"every Redis database of {base} is claimed by another test run")


def redis_flushed(client) -> None:
    """Empties a test run's Redis database, keeping the run's claim on it."""
    claim = client.get(_CLAIM_KEY)
    client.flushdb()
    if claim is not None:
        client.set(_CLAIM_KEY, claim, ex=_CLAIM_SECONDS)


def redis_server_binary() -> str:
    binary = shutil.which("redis-server")
    if binary is None:
        apt_install("redis-server")
        binary = shutil.which("redis-server")
    if binary is None:
        raise ServiceUnavailable("redis-server is not installed and could not be installed")
    return binary


def apt_install(package: str) -> None:
    """Installs a Debian package when we may (root, apt-get present); refreshes the lists once."""
    if os.geteuid() != 0 or shutil.which("apt-get") is None:
        raise ServiceUnavailable(
            f"{package} is not installed (install it, e.g. `apt-get install -y {package}`, "
            f"or point {REDIS_URL_VARIABLE} at a running Redis)"
        )
    environment = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    install = ["apt-get", "install", "-y", "--no-install-recommends", package]
    for command in (install, ["apt-get", "update"], install):
        completed = subprocess.run(
            command, env=environment, capture_output=True, text=True, timeout=APT_SECONDS
        )
        if completed.returncode == 0 and command is install and shutil.which(package):
            return
    raise ServiceUnavailable(f"apt-get could not install {package}: {completed.stderr[-500:]}")


@contextmanager
def redis_server_started(binary: str, workdir: Path) -> Iterator[str]:
    port = free_port()
    workdir.mkdir(parents=True, exist_ok=True)
    command = [
        binary,
        "--bind",
        "127.0.0.1",
        "--port",
        str(port),
        "--save",
        "",
        "--appendonly",
        "no",
    ]
    server = subprocess.Popen(
        command, cwd=workdir, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    url = f"redis://127.0.0.1:{port}/14"
    try:
        wait_until(lambda: redis_answers(url) or server.poll() is not None, START_SECONDS)
        if server.poll() is not None or not redis_answers(url):
            raise ServiceUnavailable(f"{binary} did not start on port {port}")
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until(condition, seconds: float, interval: float = 0.1) -> bool:
    """Polls `condition` until it holds or `seconds` pass; returns whether it held."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(interval)
    return bool(condition())
