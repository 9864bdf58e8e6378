"""gunicorn serving the project on loopback: for the load and proxy benches and the proxy's
deployment test."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx

from devtools.project import PROJECT_ROOT
from devtools.services import free_port

HEALTH = "/api/v1/health"
START_SECONDS = 60


@contextmanager
def gunicorn_serving(
    env: dict[str, str], log: Path, *, workers: int = 1, threads: int | None = None
) -> Iterator[str]:
    """gunicorn serving the project on a free loopback port (sync workers, or gthread ones with
    `threads`); yields its base URL and stops it after."""
    port = free_port()
    command = [
        *(sys.executable, "-m", "gunicorn", "config.wsgi"),
        *("--bind", f"127.0.0.1:{port}", "--workers", str(workers)),
        *(("--worker-class", "gthread", "--threads", str(threads)) if threads else ()),
        *("--timeout", "60", "--error-logfile", str(log)),
    ]
    with log.with_suffix(".out").open("w") as output:
        server = subprocess.Popen(
            command, cwd=PROJECT_ROOT, env=env, stdout=output, stderr=subprocess.STDOUT
        )
        base_url = f"http://127.0.0.1:{port}"
        try:
            _wait_until_serving(base_url, server, log)
            yield base_url
        finally:
            server.send_signal(signal.SIGTERM)
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


@contextmanager
def gunicorn_threads(env: dict[str, str], log: Path, threads: int = 4) -> Iterator[str]:
    """gunicorn with one gthread worker: what docs/proxy.md names for streaming."""
    with gunicorn_serving(env, log, threads=threads) as base_url:
        yield base_url


def _wait_until_serving(base_url: str, server: subprocess.Popen, log: Path) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline and server.poll() is None:
        try:
            if httpx.get(base_url + HEALTH, timeout=2).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"gunicorn did not serve {base_url}{HEALTH}:\n{log.read_text()[-2000:]}")
