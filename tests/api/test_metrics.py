"""/metrics: Prometheus text, moved by reply_observe and by the verification API.

The registry is global to the process, so tests compare values before and after, never totals.
"""

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from booking.metrics import reply_observe

# (Who may read /metrics is tested in tests/test_deployment.py.)


@pytest.fixture(autouse=True)
def metrics_open_to_this_machine(settings):
    settings.METRICS_NETWORKS = ["127.0.0.1/32"]


PROJECT_ROOT = Path(__file__).resolve().parents[2]

FACTS = {"amounts": [{"value": "1250.00", "currency": "CHF"}], "times": [{"value": "18:00"}]}
WRONG_PRICE = {
    "kind": "wrong",
    "type": "amount",
    "found": "CHF 1'520.00",
    "expected": "1250.00",
    "action": "replace",
    "reason": "value",
}
MISSING_TIME = {
    "kind": "missing",
    "type": "time",
    "found": None,
    "expected": "18:00",
    "action": "insert",
    "reason": "absent",
}


def parse(text: str) -> dict[tuple[str, frozenset], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def scrape(client) -> dict[tuple[str, frozenset], float]:
    return parse(client.get("/metrics").content.decode())


def value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def delta(before: dict, after: dict, name: str, **labels: str) -> float:
    return value(after, name, **labels) - value(before, name, **labels)


def observe_reply(**overrides) -> None:
    arguments = {
        "channel": "chat",
        "lang": "de",
        "issues": [WRONG_PRICE, MISSING_TIME],
        "corrected": True,
        "fallback": False,
        "fallback_reason": "",
        "retries": 1,
        "markers": {"restored": 2, "recovered": 1, "missing": 0, "duplicated": 0, "foreign": 1},
        "llm_seconds": [0.8, 1.3],
        "llm_errors": ["timeout"],
        "safety_seconds": 0.04,
    } | overrides
    reply_observe(**arguments)


def test_metrics_are_served_as_prometheus_text(client):
    response = client.get("/metrics")

    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain")
    text = response.content.decode()
    for family in (
        "factlock_replies_total counter",
        "factlock_issues_total counter",
        "factlock_corrections_total counter",
        "factlock_rephrase_retries_total counter",
        "factlock_fallbacks_total counter",
        "factlock_markers_total counter",
        "factlock_llm_call_seconds histogram",
        "factlock_llm_errors_total counter",
        "factlock_safety_seconds histogram",
        "factlock_verify_requests_total counter",
    ):
        assert f"# TYPE {family}" in text
    assert "no-cache" in response["Cache-Control"]


def test_metrics_refuse_anything_but_get(client):
    assert client.post("/metrics").status_code == 405


def test_a_corrected_reply_moves_its_counters(client):
    before = scrape(client)
    observe_reply()
    after = scrape(client)

    assert (
        delta(
            before, after, "factlock_replies_total", channel="chat", lang="de", outcome="corrected"
        )
        == 1
    )
    assert (
        delta(before, after, "factlock_issues_total", source="reply", kind="wrong", type="amount")
        == 1
    )
    assert (
        delta(before, after, "factlock_issues_total", source="reply", kind="missing", type="time")
        == 1
    )
    assert (
        delta(
            before,
            after,
            "factlock_corrections_total",
            source="reply",
            action="replace",
            type="amount",
        )
        == 1
    )
    assert (
        delta(
            before,
            after,
            "factlock_corrections_total",
            source="reply",
            action="insert",
            type="time",
        )
        == 1
    )
    assert delta(before, after, "factlock_rephrase_retries_total") == 1
    assert delta(before, after, "factlock_markers_total", outcome="restored") == 2
    assert delta(before, after, "factlock_markers_total", outcome="recovered") == 1
    assert delta(before, after, "factlock_markers_total", outcome="foreign") == 1
    assert delta(before, after, "factlock_markers_total", outcome="missing") == 0
    assert delta(before, after, "factlock_llm_call_seconds_count") == 2
    assert delta(before, after, "factlock_llm_call_seconds_sum") == pytest.approx(2.1)
    assert delta(before, after, "factlock_llm_call_seconds_bucket", le="1.0") == 1
    assert delta(before, after, "factlock_llm_errors_total", category="timeout") == 1
    assert delta(before, after, "factlock_safety_seconds_count") == 1


def test_a_fallback_counts_its_reason_and_no_corrections(client):
    before = scrape(client)
    observe_reply(fallback=True, fallback_reason="beyond_repair", retries=0)
    after = scrape(client)

    assert (
        delta(
            before, after, "factlock_replies_total", channel="chat", lang="de", outcome="fallback"
        )
        == 1
    )
    assert delta(before, after, "factlock_fallbacks_total", reason="beyond_repair") == 1
    assert (
        delta(
            before,
            after,
            "factlock_corrections_total",
            source="reply",
            action="replace",
            type="amount",
        )
        == 0
    )
    assert delta(before, after, "factlock_rephrase_retries_total") == 0


def test_a_clean_reply_counts_as_ok(client):
    before = scrape(client)
    observe_reply(issues=[], corrected=False, retries=0, llm_errors=[], channel="email", lang="it")
    after = scrape(client)

    assert (
        delta(before, after, "factlock_replies_total", channel="email", lang="it", outcome="ok")
        == 1
    )
    assert (
        delta(
            before, after, "factlock_replies_total", channel="email", lang="it", outcome="corrected"
        )
        == 0
    )


@pytest.mark.django_db
def test_a_verification_moves_the_verify_counters(client):
    draft = "The total is CHF 1'520.00, from 18:00."
    before = scrape(client)
    response = client.post(
        "/api/v1/verify",
        json.dumps({"facts": FACTS, "text": draft, "locale": "en"}),
        content_type="application/json",
    )
    after = scrape(client)

    assert response.status_code == 200
    assert delta(before, after, "factlock_verify_requests_total", ok="false", corrected="true") == 1
    assert (
        delta(before, after, "factlock_issues_total", source="verify", kind="wrong", type="amount")
        == 1
    )
    assert (
        delta(
            before,
            after,
            "factlock_corrections_total",
            source="verify",
            action="replace",
            type="amount",
        )
        == 1
    )


@pytest.mark.django_db
def test_a_refused_verification_is_not_counted(client):
    before = scrape(client)
    client.post("/api/v1/verify", json.dumps({"facts": {}}), content_type="application/json")
    after = scrape(client)

    assert (
        sum(
            delta(before, after, "factlock_verify_requests_total", ok=ok, corrected=corrected)
            for ok in ("true", "false")
            for corrected in ("true", "false")
        )
        == 0
    )


OBSERVE_ONE_REPLY = """
import sys
from booking.metrics import exposition_registry, reply_observe
from prometheus_client import generate_latest
reply_observe(channel="chat", lang="fr", issues=[], corrected=False, fallback=False,
              fallback_reason="", retries=0, markers={}, llm_seconds=[0.5], llm_errors=[],
              safety_seconds=0.01)
if "--print" in sys.argv:
    sys.stdout.write(generate_latest(exposition_registry()).decode())
"""


def test_multiprocess_mode_adds_up_every_process(tmp_path):
    """Two worker processes each observe a reply; either one's scrape shows both."""
    environment = os.environ | {"PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}

    def run(*arguments: str) -> str:
        command = [sys.executable, "-c", textwrap.dedent(OBSERVE_ONE_REPLY), *arguments]
        done = subprocess.run(
            command, cwd=PROJECT_ROOT, env=environment, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    run()
    samples = parse(run("--print"))

    assert value(samples, "factlock_replies_total", channel="chat", lang="fr", outcome="ok") == 2
    assert value(samples, "factlock_llm_call_seconds_count") == 2
