"""The proxy streams under the production server docs/proxy.md names: gunicorn with gthread
workers. Events arrive one by one, before the reply is whole, and join to the verified text."""

from __future__ import annotations

import json
import os
from pathlib import Path

import httpx
import pytest

from devtools.gunicorn import gunicorn_threads
from devtools.misbehaving_server import MisbehavingServer
from devtools.project import manage

FACTS = {"times": [{"value": "18:00"}]}
REPLY = "It is a pleasure to help you. " * 6 + "See you at 19:00."


@pytest.mark.slow
def test_a_stream_through_gunicorn_threads_comes_in_pieces_and_corrected(tmp_path: Path):
    with MisbehavingServer(stream_seconds=0.01, stream_chunk_chars=8) as upstream:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{tmp_path / 'proxy.sqlite3'}",
            "DEBUG": "false",
            "ALLOWED_HOSTS": "127.0.0.1",
            "CELERY_BROKER_URL": "",
            "LOG_LEVEL": "WARNING",
            "FACTLOCK_UPSTREAM_BASE_URL": upstream.base_url,
        }
        manage(env, "migrate", "--noinput")
        key = manage(env, "apikey_create", "Gunicorn", "--rate", "600/minute").strip()
        upstream.script(f"answer:{REPLY}")
        with gunicorn_threads(env, tmp_path / "gunicorn.log") as base_url:
            pieces = []
            with httpx.stream(
                "POST",
                f"{base_url}/api/v1/openai/chat/completions",
                json={
                    "model": "m",
                    "messages": [{"role": "user", "content": "When?"}],
                    "stream": True,
                    "factlock": {"facts": FACTS, "locale": "en"},
                },
                headers={"Authorization": f"Bearer {key}"},
                timeout=30,
            ) as response:
                for line in response.iter_lines():
                    if line.startswith("data: {"):
                        for choice in json.loads(line[6:]).get("choices") or []:
                            if (choice.get("delta") or {}).get("content"):
                                pieces.append(choice["delta"]["content"])

    assert "".join(pieces) == REPLY.replace("19:00", "18:00")
    assert len(pieces) > 5  # prose went out as it came, not in one piece at the end
