"""Prometheus metrics: what replies and verifications needed, and how long the LLM took.

Services report one finished reply with `reply_observe` and one verification with
`verify_observe`; `/metrics` serves everything in the Prometheus text format.

Under gunicorn with several workers, set PROMETHEUS_MULTIPROC_DIR to an empty directory before
the server starts: each worker then writes its values there and `/metrics` adds them up, whichever
worker answers the scrape (see docs/operations.md).
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping

from django.http import HttpRequest, HttpResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)

from safety.markers import MARKER_CLASSES, MarkerClass

MARKER_OUTCOMES = MARKER_CLASSES
UNKNOWN = "unknown"

REPLIES = Counter(
    "factlock_replies_total",
    "Replies sent, by outcome: ok (no correction), corrected, fallback (the draft was sent).",
    ["channel", "lang", "outcome"],
)
ISSUES = Counter(
    "factlock_issues_total",
    "Issues found in rephrasings (source=reply) and in verified drafts (source=verify).",
    ["source", "kind", "type"],
)
CORRECTIONS = Counter(
    "factlock_corrections_total",
    "Corrections applied to a text: a fact replaced, removed or inserted.",
    ["source", "action", "type"],
)
RETRIES = Counter(
    "factlock_rephrase_retries_total",
    "Rephrasings asked for again because the previous one was beyond repair.",
)
FALLBACKS = Counter(
    "factlock_fallbacks_total",
    "Replies that fell back to the verified draft, by reason.",
    ["reason"],
)
MARKERS = Counter(
    "factlock_markers_total",
    "Name markers after an LLM rephrasing, by outcome.",
    ["outcome"],
)
LLM_SECONDS = Histogram(
    "factlock_llm_call_seconds",
    "Duration of one LLM call, failed calls included.",
    buckets=(0.25, 0.5, 1, 2, 4, 8, 15, 30, 60),
)
LLM_ERRORS = Counter(
    "factlock_llm_errors_total",
    "Failed LLM calls, by category.",
    ["category"],
)
SAFETY_SECONDS = Histogram(
    "factlock_safety_seconds",
    "Duration of the safety sandwich for one reply (mask, rephrase, restore, verify, correct).",
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
)
VERIFY_REQUESTS = Counter(
    "factlock_verify_requests_total",
    "Answered POST /api/v1/verify requests, by whether the draft was ok and whether it was corrected.",
    ["ok", "corrected"],
)
PROXY_REPLIES = Counter(
    "factlock_proxy_replies_total",
    "Replies verified by the OpenAI-compatible proxy, by API key name, policy and outcome.",
    ["api_key", "policy", "outcome"],
)

for _outcome in MARKER_OUTCOMES:
    MARKERS.labels(outcome=_outcome)


def reply_observe(
    *,
    channel: str,
    lang: str,
    issues: list[dict],
    corrected: bool,
    fallback: bool,
    fallback_reason: str,
    retries: int,
    markers: Mapping[MarkerClass, int],
    llm_seconds: list[float],
    llm_errors: list[str],
    safety_seconds: float,
) -> None:
    """Records one finished reply. `issues` are Issue.as_dict() dicts of the rephrasing;
    `markers` counts marker outcomes; `llm_errors` holds one category per failed call."""
    outcome = reply_outcome(corrected=corrected, fallback=fallback)
    REPLIES.labels(channel=channel or UNKNOWN, lang=lang or UNKNOWN, outcome=outcome).inc()
    _count_issues("reply", issues)
    if corrected and not fallback:
        _count_corrections("reply", issues)
    if fallback:
        FALLBACKS.labels(reason=fallback_reason or UNKNOWN).inc()
    if retries:
        RETRIES.inc(retries)
    _count_markers(markers)
    _count_llm_calls(llm_seconds, llm_errors)
    SAFETY_SECONDS.observe(safety_seconds)


def verify_observe(*, ok: bool, corrected: bool, issues: list[dict]) -> None:
    """Records one answered verification; `issues` as in the response body."""
    VERIFY_REQUESTS.labels(ok=_label(ok), corrected=_label(corrected)).inc()
    _count_issues("verify", issues)
    if corrected:
        _count_corrections("verify", issues)


def reply_outcome(*, corrected: bool, fallback: bool) -> str:
    if fallback:
        return "fallback"
    return "corrected" if corrected else "ok"


def _count_issues(source: str, issues: Iterable[dict]) -> None:
    for issue in issues:
        ISSUES.labels(source=source, kind=_value(issue, "kind"), type=_value(issue, "type")).inc()


def _count_corrections(source: str, issues: Iterable[dict]) -> None:
    for issue in issues:
        CORRECTIONS.labels(
            source=source, action=_value(issue, "action"), type=_value(issue, "type")
        ).inc()


def _count_markers(markers: Mapping[MarkerClass, int]) -> None:
    for outcome, count in markers.items():
        if count:
            MARKERS.labels(outcome=outcome).inc(count)


def _count_llm_calls(seconds: Iterable[float], errors: Iterable[str]) -> None:
    for duration in seconds:
        LLM_SECONDS.observe(duration)
    for category in errors:
        LLM_ERRORS.labels(category=category or UNKNOWN).inc()


def _value(issue: dict, key: str) -> str:
    return str(issue.get(key) or UNKNOWN)


def _label(flag: bool) -> str:
    return "true" if flag else "false"


def exposition_registry() -> CollectorRegistry:
    """This process's registry, or in multiprocess mode one that adds up every worker's files."""
    if not _multiprocess_mode():
        return REGISTRY
    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    return registry


def _multiprocess_mode() -> bool:
    # The test prometheus_client itself makes when the metrics are created.
    return "PROMETHEUS_MULTIPROC_DIR" in os.environ or "prometheus_multiproc_dir" in os.environ


@never_cache
@require_GET
def metrics_view(request: HttpRequest) -> HttpResponse:
    return HttpResponse(generate_latest(exposition_registry()), content_type=CONTENT_TYPE_LATEST)
