"""What the HTTP request path adds to the library's own work, per POST /api/v1/verify request.

In one process, on a scratch SQLite database with the demo venue, with the settings gunicorn
serves with (DEBUG off, the verify throttle on at a rate the run cannot reach, the log line of
every verify call written at INFO, to a null stream), each corpus case is checked two ways, one
after the other, over several passes:

- the library: the body read as a `safety.request.VerifyRequest` and checked by
  `safety.verification.verify_request` against the instance's catalog, as the view does;
- the request path: the same body posted through Django's WSGI handler, as gunicorn calls it
  (middleware, URL resolution, DRF's parser, authentication, throttle, the view, the metrics,
  the log line and the JSON rendering), read back to the last byte.

Every response must be 200 and carry the same body the library returned. Printed, in wall-clock
and in processor time: the medians over passes of each case's time, their means and medians over
the corpus, and the difference of the means: what the request path adds per request; beside
them, the time of GET /api/v1/health through the same handler, the floor of any request. The target
(0.5 ms) is judged on processor time, which other processes on a shared machine do not inflate. `--profile N` then
runs N requests under cProfile and prints where the time goes beyond the library.

    python -m bench.http_path [--passes 15] [--profile 0]
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import logging
import os
import pstats
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench.load import CORPUS, HEALTH, UNTHROTTLED_RATE, VERIFY, corpus_bodies
from devtools.project import django_in_process

TARGET_ADDED_MS = 0.5
SERVER_SETTINGS = {
    "DEBUG": "false",
    "ALLOWED_HOSTS": "127.0.0.1",
    "FACTLOCK_VERIFY_RATE": UNTHROTTLED_RATE,
    "CELERY_BROKER_URL": "",
    "LOG_LEVEL": "INFO",
}


def environ_of(body: bytes, path: str = VERIFY) -> dict[str, object]:
    """The WSGI environ of a POST of `body` to `path` (a GET without a body), as gunicorn builds
    it."""
    return {
        "REQUEST_METHOD": "POST" if body else "GET",
        "PATH_INFO": path,
        "SCRIPT_NAME": "",
        "QUERY_STRING": "",
        "CONTENT_TYPE": "application/json",
        "CONTENT_LENGTH": str(len(body)),
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "8000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "REMOTE_ADDR": "127.0.0.1",
        "HTTP_HOST": "127.0.0.1",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": False,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }


def _unwritten(data: bytes) -> None:
    raise AssertionError("Django writes a response by returning it, not through write()")


def http_caller(path: str = VERIFY) -> Callable[[bytes], tuple[str, bytes]]:
    """A function posting one body to `path` through Django's WSGI handler (a GET for an empty
    one): the status and the body."""
    from django.core.handlers.wsgi import WSGIHandler

    handler = WSGIHandler()
    status: list[str] = []

    def start_response(
        line: str, headers: list[tuple[str, str]], exc_info: object = None
    ) -> Callable[[bytes], object]:
        status[:] = [line]
        return _unwritten

    def call(body: bytes) -> tuple[str, bytes]:
        response = handler(environ_of(body, path), start_response)
        try:
            content = b"".join(response)
        finally:
            response.close()
        return status[0], content

    return call


def library_caller() -> Callable[[bytes], dict[str, object]]:
    """A function checking one body with the library alone: the body read as a VerifyRequest
    and verified against the instance's catalog, read once beforehand."""
    from booking.selectors.catalog import venue_catalog
    from safety.request import VerifyRequest
    from safety.verification import verify_request

    instance_catalog = venue_catalog()

    def call(body: bytes) -> dict[str, object]:
        request = VerifyRequest.model_validate(json.loads(body))
        catalog = instance_catalog if request.catalog is None else None
        return verify_request(request, catalog, catalog_source="instance")

    return call


def timed(function: Callable[[bytes], object], body: bytes) -> tuple[float, float]:
    """Seconds of wall-clock time and of processor time of one call."""
    started, processor = time.perf_counter(), time.process_time()
    function(body)
    return time.perf_counter() - started, time.process_time() - processor


@dataclass(frozen=True)
class Times:
    """Each case's median over the passes, in milliseconds: wall-clock and processor time."""

    wall: list[float]
    processor: list[float]

    @classmethod
    def of(cls, samples: list[list[tuple[float, float]]]) -> Times:
        return cls(
            [statistics.median(wall for wall, _ in case) * 1000 for case in samples],
            [statistics.median(cpu for _, cpu in case) * 1000 for case in samples],
        )


def same_answers(
    http: Callable[[bytes], tuple[str, bytes]],
    library: Callable[[bytes], dict[str, object]],
    bodies: list[bytes],
) -> list[str]:
    """Every case whose response is not 200 or differs from the library's body."""
    wrong = []
    for number, body in enumerate(bodies):
        status, content = http(body)
        expected = json.loads(json.dumps(library(body), default=str))
        if not status.startswith("200") or json.loads(content) != expected:
            wrong.append(f"case {number}: {status}")
    return wrong


def measure(
    http: Callable[[bytes], object],
    library: Callable[[bytes], object],
    bodies: list[bytes],
    passes: int,
) -> tuple[Times, Times]:
    """Each case's times over `passes`, the library's and the request path's; the two alternate
    which goes first, so a drift of the machine hits both."""
    library_times: list[list[tuple[float, float]]] = [[] for _ in bodies]
    http_times: list[list[tuple[float, float]]] = [[] for _ in bodies]
    for number in range(passes):
        for index, body in enumerate(bodies):
            if (number + index) % 2:
                library_times[index].append(timed(library, body))
                http_times[index].append(timed(http, body))
            else:
                http_times[index].append(timed(http, body))
                library_times[index].append(timed(library, body))
    return Times.of(library_times), Times.of(http_times)


def profile_print(http: Callable[[bytes], object], bodies: list[bytes], requests: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    for number in range(requests):
        http(bodies[number % len(bodies)])
    profiler.disable()
    stats = pstats.Stats(profiler).strip_dirs().sort_stats("cumulative")
    stats.print_stats(45)
    stats.sort_stats("tottime").print_stats(30)


def silenced_log() -> None:
    """The log handlers write to a null stream: each record is still formatted and written."""
    null = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the run
    for handler in logging.getLogger().handlers:
        if isinstance(handler, logging.StreamHandler):
            handler.setStream(null)


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passes", type=int, default=15, help="times each case is posted")
    parser.add_argument("--profile", type=int, default=0, help="requests to profile afterwards")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    if not CORPUS.exists():
        print(f"shared corpus not found at {CORPUS}; skipping")
        return 0
    bodies = corpus_bodies()
    with tempfile.TemporaryDirectory() as directory:
        django_in_process(Path(directory) / "http.sqlite3", **SERVER_SETTINGS)
        silenced_log()
        http, library = http_caller(), library_caller()
        wrong = same_answers(http, library, bodies)  # also the warm-up of both
        if wrong:
            print(f"{len(wrong)} of {len(bodies)} responses differ from the library's: {wrong[:5]}")
            return 1
        library_times, http_times = measure(http, library, bodies, args.passes)
        health = http_caller(HEALTH)
        health_times = Times.of([[timed(health, b"") for _ in range(args.passes)] for _ in bodies])
        if args.profile:
            profile_print(http, bodies, args.profile)
    print(f"{len(bodies)} corpus cases, each the median of {args.passes} passes, in one process:")
    added = {}
    for clock in ("wall", "processor"):
        library_ms, http_ms = getattr(library_times, clock), getattr(http_times, clock)
        added[clock] = statistics.fmean(http_ms) - statistics.fmean(library_ms)
        per_case = statistics.median(h - lib for h, lib in zip(http_ms, library_ms, strict=True))
        print(
            f"{clock + ' time':<15} library {statistics.fmean(library_ms):.3f} ms"
            f" (median {statistics.median(library_ms):.3f}),"
            f" request path {statistics.fmean(http_ms):.3f} ms"
            f" (median {statistics.median(http_ms):.3f}),"
            f" difference {added[clock]:.3f} ms (median of the cases' own {per_case:.3f})"
        )
    print(
        f"beside them, GET {HEALTH} (the same stack, no work behind it): processor time"
        f" {statistics.fmean(health_times.processor):.3f} ms,"
        f" wall-clock {statistics.fmean(health_times.wall):.3f} ms"
    )
    print(
        f"HTTP path adds {added['processor']:.3f} ms per request (target {TARGET_ADDED_MS}),"
        f" in processor time; {added['wall']:.3f} ms in wall-clock time"
    )
    return 0 if added["processor"] <= TARGET_ADDED_MS else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
