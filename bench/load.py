"""Throughput and latency of POST /api/v1/verify and /verify/batch under load, beside a bare
DRF endpoint.

Starts gunicorn on loopback (a free port, 2 sync workers) on a scratch SQLite database with the
demo venue, and drives it at a fixed concurrency with `wrk` (Debian's package; `make wrk`
installs it, as root) or, without it, an asyncio/httpx generator, which
spends more processor time per request than wrk and so shows a smaller gap between the two.
Each round loads GET /api/v1/health (Django's middleware and DRF, nothing else) and POST
/api/v1/verify with the shared corpus's cases (facts, draft and locale, one case after another),
and POST /api/v1/verify/batch with the same cases, BATCH_ITEMS to a batch, for the same time each
and taking turns at going first, so all see the same machine. Printed: requests per second
(texts per second for the batch), p50 and p99 latency in milliseconds, the medians over rounds,
and the ratios of verify and batch to health. The verify throttle is raised for the run (FACTLOCK_VERIFY_RATE).
Every corpus body is posted once first and must get 200.

    python -m bench.load [--rounds 3] [--seconds 10] [--connections 4] [--generator wrk|python]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import httpx

from devtools.gunicorn import gunicorn_serving
from devtools.project import PROJECT_ROOT, manage

CORPUS = PROJECT_ROOT.parent / "shared" / "corpus" / "dev-verify.jsonl"
HEALTH = "/api/v1/health"
VERIFY = "/api/v1/verify"
BATCH = "/api/v1/verify/batch"
BATCH_ITEMS = 10
WORKERS = 2
REQUEST_TIMEOUT_SECONDS = 10
# A per-second rate: DRF's throttle keeps every request time within the period, so a per-minute
# rate high enough for the run would make each request copy a list of tens of thousands of them.
UNTHROTTLED_RATE = "1000000/second"


@dataclass(frozen=True)
class Load:
    """One endpoint loaded for a while: what came back and how fast."""

    endpoint: str
    requests: int
    seconds: float
    p50_ms: float
    p99_ms: float
    failures: int  # connection errors, timeouts and answers other than 2xx

    @property
    def per_second(self) -> float:
        return self.requests / self.seconds


def corpus_bodies() -> list[bytes]:
    """The corpus cases as verify requests: facts, draft and locale, without the expectations."""
    bodies = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        body = {"facts": case["facts"], "text": case["text"], "locale": case["lang"]}
        bodies.append(json.dumps(body, ensure_ascii=False).encode())
    return bodies


def batch_bodies(bodies: list[bytes]) -> list[bytes]:
    """The corpus bodies, BATCH_ITEMS to a batch request."""
    items = [json.loads(body) for body in bodies]
    return [
        json.dumps({"items": items[start : start + BATCH_ITEMS]}, ensure_ascii=False).encode()
        for start in range(0, len(items), BATCH_ITEMS)
    ]


def server_env(database_url: str) -> dict[str, str]:
    return {
        **os.environ,
        "DATABASE_URL": database_url,
        "DEBUG": "false",
        "ALLOWED_HOSTS": "127.0.0.1",
        "FACTLOCK_VERIFY_RATE": UNTHROTTLED_RATE,
        "CELERY_BROKER_URL": "",
        "LOG_LEVEL": "WARNING",
    }


@contextmanager
def gunicorn(env: dict[str, str], log: Path) -> Iterator[str]:
    """gunicorn serving the project on a free loopback port; yields its base URL."""
    with gunicorn_serving(env, log, workers=WORKERS) as base_url:
        yield base_url


def verify_statuses(base_url: str, bodies: list[bytes], path: str = VERIFY) -> dict[int, int]:
    """Posts every body once (which also warms both workers up); counts the statuses."""
    counts: dict[int, int] = {}
    headers = {"Content-Type": "application/json"}
    with httpx.Client(base_url=base_url, timeout=REQUEST_TIMEOUT_SECONDS) as client:
        for body in bodies:
            status = client.post(path, content=body, headers=headers).status_code
            counts[status] = counts.get(status, 0) + 1
    return counts


# --- wrk --------------------------------------------------------------------------------------

WRK_DONE = """
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'RESULT {"requests": %d, "duration_us": %d, "failures": %d, "p50_us": %d, "p99_us": %d}\\n',
    summary.requests, summary.duration,
    errors.connect + errors.read + errors.write + errors.status + errors.timeout,
    latency:percentile(50), latency:percentile(99)))
end
"""


def lua_long_string(body: bytes) -> str:
    text = body.decode()
    level = 1
    while f"]{'=' * level}]" in text:
        level += 1
    return f"[{'=' * level}[{text}]{'=' * level}]"


def wrk_script(path: str, bodies: list[bytes]) -> str:
    """Lua for wrk: GET the path, or POST the bodies one after another; report as JSON."""
    if not bodies:
        return WRK_DONE
    return (
        "local bodies = {\n"
        + ",\n".join(lua_long_string(body) for body in bodies)
        + "\n}\nlocal index = 0\n"
        + "local headers = {['Content-Type'] = 'application/json'}\n"
        + "request = function()\n"
        + "  index = index % #bodies + 1\n"
        + f"  return wrk.format('POST', '{path}', headers, bodies[index])\n"
        + "end\n"
        + WRK_DONE
    )


def wrk_load(
    base_url: str, path: str, bodies: list[bytes], seconds: float, connections: int, scratch: Path
) -> Load:
    script = scratch / f"wrk{path.replace('/', '_')}.lua"
    script.write_text(wrk_script(path, bodies), encoding="utf-8")
    completed = subprocess.run(
        [
            *("wrk", "--threads", "2", "--connections", str(connections)),
            *("--duration", f"{seconds}s", "--timeout", f"{REQUEST_TIMEOUT_SECONDS}s"),
            *("--script", str(script), base_url + path),
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=seconds + 60,
    )
    line = next(line for line in completed.stdout.splitlines() if line.startswith("RESULT "))
    result = json.loads(line.removeprefix("RESULT "))
    return Load(
        endpoint=path,
        requests=result["requests"],
        seconds=result["duration_us"] / 1e6,
        p50_ms=result["p50_us"] / 1000,
        p99_ms=result["p99_us"] / 1000,
        failures=result["failures"],
    )


# --- Python generator -------------------------------------------------------------------------


async def python_load_async(
    base_url: str, path: str, bodies: list[bytes], seconds: float, connections: int
) -> Load:
    latencies: list[float] = []
    failures = 0
    started = time.perf_counter()
    deadline = started + seconds

    async def connection(client: httpx.AsyncClient, offset: int) -> None:
        nonlocal failures
        index = offset
        while time.perf_counter() < deadline:
            sent = time.perf_counter()
            try:
                if bodies:
                    body = bodies[index % len(bodies)]
                    response = await client.post(
                        path, content=body, headers={"Content-Type": "application/json"}
                    )
                else:
                    response = await client.get(path)
                latencies.append(time.perf_counter() - sent)
                failures += not response.is_success
            except httpx.TransportError:
                failures += 1
            index += connections

    limits = httpx.Limits(max_connections=connections)
    async with httpx.AsyncClient(
        base_url=base_url, timeout=REQUEST_TIMEOUT_SECONDS, limits=limits
    ) as client:
        await asyncio.gather(*(connection(client, offset) for offset in range(connections)))
    elapsed = time.perf_counter() - started
    latencies.sort()
    return Load(
        endpoint=path,
        requests=len(latencies),
        seconds=elapsed,
        p50_ms=percentile(latencies, 0.50) * 1000,
        p99_ms=percentile(latencies, 0.99) * 1000,
        failures=failures,
    )


def python_load(
    base_url: str, path: str, bodies: list[bytes], seconds: float, connections: int, scratch: Path
) -> Load:
    return asyncio.run(python_load_async(base_url, path, bodies, seconds, connections))


def percentile(ordered: list[float], share: float) -> float:
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


# --- the run ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Round:
    """One round: the bare endpoint, single verify requests, and batches."""

    health: Load
    verify: Load
    batch: Load

    @property
    def batch_texts_per_second(self) -> float:
        return self.batch.per_second * BATCH_ITEMS


def rounds_run(
    base_url: str, bodies: list[bytes], args: argparse.Namespace, scratch: Path
) -> list[Round]:
    load = wrk_load if args.generator == "wrk" else python_load
    batches = batch_bodies(bodies)
    results = []
    for number in range(args.rounds):
        runs = {
            HEALTH: lambda: load(base_url, HEALTH, [], args.seconds, args.connections, scratch),
            VERIFY: lambda: load(base_url, VERIFY, bodies, args.seconds, args.connections, scratch),
            BATCH: lambda: load(base_url, BATCH, batches, args.seconds, args.connections, scratch),
        }
        # Each endpoint goes first in turn, so a drift of the machine hits all of them.
        order = [HEALTH, VERIFY, BATCH]
        order = order[number % 3 :] + order[: number % 3]
        loads = {path: runs[path]() for path in order}
        result = Round(loads[HEALTH], loads[VERIFY], loads[BATCH])
        results.append(result)
        print(
            f"round {number + 1}: {row(result.health)}\n         {row(result.verify)}"
            f"\n         {row(result.batch)} = {result.batch_texts_per_second:.1f} texts/s",
            flush=True,
        )
    return results


def row(load: Load) -> str:
    return (
        f"{load.endpoint:<21} {load.per_second:8.1f} req/s  p50 {load.p50_ms:7.2f} ms"
        f"  p99 {load.p99_ms:7.2f} ms  ({load.requests} requests, {load.failures} failed)"
    )


def median_of(loads: list[Load], attribute: str) -> float:
    return statistics.median(getattr(load, attribute) for load in loads)


def summary_print(results: list[Round], args: argparse.Namespace) -> None:
    print(
        f"\nMedians over {args.rounds} rounds of {args.seconds} s each, {args.connections}"
        f" connections, {args.generator}, gunicorn with {WORKERS} sync workers:"
    )
    print(f"{'endpoint':<21} {'req/s':>8}  {'p50 ms':>8}  {'p99 ms':>8}  failed")
    for loads in (
        [r.health for r in results],
        [r.verify for r in results],
        [r.batch for r in results],
    ):
        print(
            f"{loads[0].endpoint:<21} {median_of(loads, 'per_second'):8.1f}"
            f"  {median_of(loads, 'p50_ms'):8.2f}  {median_of(loads, 'p99_ms'):8.2f}"
            f"  {sum(load.failures for load in loads)}"
        )
    texts = statistics.median(r.batch_texts_per_second for r in results)
    verify_share = statistics.median(r.verify.per_second / r.health.per_second for r in results)
    batch_share = statistics.median(r.batch_texts_per_second / r.health.per_second for r in results)
    p50 = statistics.median(r.verify.p50_ms / r.health.p50_ms for r in results)
    p99 = statistics.median(r.verify.p99_ms / r.health.p99_ms for r in results)
    print(f"batch of {BATCH_ITEMS}: {texts:.1f} texts/s")
    print(
        f"ratios (median of the rounds' own): verify / health throughput = {verify_share:.2f},"
        f" batch texts / health requests = {batch_share:.2f},"
        f" verify / health latency p50 = {p50:.1f}x, p99 = {p99:.1f}x"
    )


def generator_available(name: str) -> str:
    if name == "wrk" and shutil.which("wrk") is None:
        print("wrk not found (make bench installs it as root): using the Python generator")
        return "python"
    return name


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=10, help="per endpoint and round")
    parser.add_argument("--connections", type=int, default=4, help="requests in flight at once")
    parser.add_argument("--generator", choices=("wrk", "python"), default="wrk")
    parser.add_argument(
        "--database-url", help="an empty scratch database instead of a new SQLite file"
    )
    args = parser.parse_args(argv)
    args.generator = generator_available(args.generator)
    return args


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    if not CORPUS.exists():
        print(f"shared corpus not found at {CORPUS}; skipping")
        return 0
    bodies = corpus_bodies()
    with tempfile.TemporaryDirectory() as directory:
        scratch = Path(directory)
        env = server_env(args.database_url or f"sqlite:///{scratch / 'load.sqlite3'}")
        manage(env, "migrate", "--noinput")
        manage(env, "seed_demo")
        with gunicorn(env, scratch / "gunicorn.log") as base_url:
            statuses = verify_statuses(base_url, bodies)
            print(f"{len(bodies)} corpus cases posted once: statuses {statuses}")
            batched = verify_statuses(base_url, batch_bodies(bodies), BATCH)
            print(f"{len(batched)} batches posted once: statuses {batched}")
            if set(statuses) != {200} or set(batched) != {200}:
                return 1
            results = rounds_run(base_url, bodies, args, scratch)
    summary_print(results, args)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
