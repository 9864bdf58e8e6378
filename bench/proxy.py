"""The OpenAI-compatible proxy under gunicorn with threads, streaming from a paced loopback upstream.

Starts the loopback OpenAI-compatible test server (devtools.misbehaving_server), which streams each
answer STREAM_CHUNK_CHARS characters a chunk, STREAM_SECONDS apart, and gunicorn serving the
project (gthread workers, the production setting docs/proxy.md names) on a scratch SQLite database.
Each case of the project's verify fixtures is asked for, streamed, twice: from the upstream
directly and through the proxy (`POST /api/v1/openai/chat/completions`, `stream: true`, the case's
facts in `factlock`). Printed:

- time to first token added: the proxy's time to its first content minus the upstream's, p50 and
  p90 in milliseconds (target: p50 at most 20 ms);
- characters held back: `held_max` of each stream's report (the most the StreamVerifier held at
  one moment), median and max;
- identity: the share of streams whose joined text is the non-streamed verified text (verify's
  `text` for the same reply) byte for byte (target 1.000).

    python -m bench.proxy [--cases 40]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

import httpx

from bench.load import server_env
from devtools.gunicorn import gunicorn_threads
from devtools.misbehaving_server import MisbehavingServer
from devtools.project import PROJECT_ROOT, manage

STREAM_SECONDS = 0.01
STREAM_CHUNK_CHARS = 4
TTFT_TARGET_MS = 20.0
FIXTURES = PROJECT_ROOT / "fixtures" / "verify"


def cases(limit: int) -> list[dict]:
    found = [
        json.loads(line)
        for path in sorted(FIXTURES.glob("*.jsonl"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    step = max(1, len(found) // limit)
    return found[::step][:limit]


_HTTP = httpx.Client(timeout=30)  # one client for both sides: building one costs ~100 ms


def streamed(url: str, body: dict, headers: dict[str, str]) -> tuple[float, str, dict]:
    """(seconds to the first content, the joined content, the last chunk's factlock report)."""
    started = time.perf_counter()
    first = None
    text, report = "", dict[str, object]()
    with _HTTP.stream("POST", url, json=body, headers=headers) as response:
        for line in response.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            chunk = json.loads(line[6:])
            if "error" in chunk:
                raise RuntimeError(chunk["error"])
            for choice in chunk.get("choices") or []:
                piece = (choice.get("delta") or {}).get("content")
                if piece:
                    if first is None:
                        first = time.perf_counter() - started
                    text += piece
            report = chunk.get("factlock") or report
    return (first if first is not None else time.perf_counter() - started), text, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=40)
    args = parser.parse_args(argv)
    chosen = cases(args.cases)
    with (
        tempfile.TemporaryDirectory() as scratch_dir,
        MisbehavingServer(
            stream_seconds=STREAM_SECONDS, stream_chunk_chars=STREAM_CHUNK_CHARS
        ) as upstream,
    ):
        scratch = Path(scratch_dir)
        env = {
            **server_env(f"sqlite:///{scratch / 'bench.sqlite3'}"),
            "FACTLOCK_UPSTREAM_BASE_URL": upstream.base_url,
            "FACTLOCK_UPSTREAM_API_KEY": "",
        }
        manage(env, "migrate", "--noinput")
        key = manage(env, "apikey_create", "Bench", "--rate", "100000/minute").strip()
        with gunicorn_threads(env, scratch / "gunicorn.log") as base_url:
            rows = [
                run(mode, chosen, upstream, base_url, key) for mode in ("opening", "as_written")
            ]
    print(
        f"{len(chosen)} fixture replies, upstream streaming {STREAM_CHUNK_CHARS} characters every "
        f"{STREAM_SECONDS * 1000:.0f} ms; gunicorn, 1 gthread worker, 4 threads"
    )
    print("| replies | TTFT added p50 ms | p90 ms | held median | held max | identity |")
    print("| --- | --- | --- | --- | --- | --- |")
    missed = False
    for mode, (added, held, identity) in zip(("opening", "as_written"), rows, strict=True):
        added.sort()
        p50 = statistics.median(added)
        p90 = added[int(0.9 * (len(added) - 1))]
        label = MODES[mode]
        print(
            f"| {label} | {p50:.1f} | {p90:.1f} | {statistics.median(held):.0f} | {max(held)} "
            f"| {identity:.3f} |"
        )
        missed = missed or identity < 1.0 or (mode == "opening" and p50 > TTFT_TARGET_MS)
    print(
        f"targets: TTFT added p50 <= {TTFT_TARGET_MS:.0f} ms (replies that open with prose), identity 1.000"
    )
    return int(missed)


MODES = {
    "opening": "with a prose opening (the test server's faithful answer)",
    "as_written": "as written (most open with a value)",
}


def run(
    mode: str, chosen: list[dict], upstream: MisbehavingServer, base_url: str, key: str
) -> tuple[list[float], list[int], float]:
    added, held, same = [], [], 0
    for case in chosen:
        behaviour = "faithful" if mode == "opening" else f"answer:{case['text']}"
        message = [{"role": "user", "content": case["text"]}]
        upstream.script(behaviour)
        direct, _, _ = streamed(
            upstream.base_url + "/chat/completions",
            {"model": "m", "messages": message, "stream": True},
            {},
        )
        upstream.script(behaviour)
        factlock = {"facts": case["facts"], "locale": case.get("lang")}
        if case.get("catalog"):
            factlock["catalog"] = case["catalog"]
        proxied, text, report = streamed(
            base_url + "/api/v1/openai/chat/completions",
            {"model": "m", "messages": message, "stream": True, "factlock": factlock},
            {"Authorization": f"Bearer {key}"},
        )
        added.append((proxied - direct) * 1000)
        held.append(report.get("held_max", 0))
        same += text == report.get("text")
    return added, held, same / len(chosen)


if __name__ == "__main__":
    sys.exit(main())
