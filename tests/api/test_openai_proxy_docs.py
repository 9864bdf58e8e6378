"""docs/proxy.md's ten-line example runs against the proxy and prints what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from booking.services.api_keys import api_key_create
from devtools.misbehaving_server import MisbehavingServer

DOC = Path(__file__).resolve().parents[2] / "docs" / "proxy.md"


def example() -> str:
    text = DOC.read_text(encoding="utf-8")
    return re.search(r"## Ten lines.*?```python\n(.*?)```", text, re.S).group(1)


def test_the_example_takes_at_most_ten_lines():
    assert len(example().strip().splitlines()) <= 10


def test_the_example_prints_what_its_comments_say(settings, live_server, transactional_db):
    code = example()
    expected = [m.group(1) for m in re.finditer(r"print\(.*\)  # (.*)$", code, re.M)]
    with MisbehavingServer() as upstream:
        settings.FACTLOCK = {
            **settings.FACTLOCK,
            "UPSTREAM_BASE_URL": upstream.base_url,
            "UPSTREAM_API_KEY": "",
        }
        _, key = api_key_create(name="Docs", rate="6000/minute")
        upstream.script(*["answer:See you on 9 June 2027 at 19:00."] * 2)
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(
                code,
                {"BASE_URL": f"{live_server.url}/api/v1/openai", "FACTLOCK_KEY": key, "MODEL": "m"},
            )

    assert printed.getvalue().splitlines() == expected
    assert len(expected) == 2


pytestmark = pytest.mark.filterwarnings("ignore::ResourceWarning")
