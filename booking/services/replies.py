"""Composing a reply: the template's draft, the LLM's rephrasing through the safety sandwich, the audit.

With the template backend the draft is the reply (verified all the same). With an LLM backend
the draft goes through `safety.sandwich`: masked names, rephrasing, restoring, verify, correct,
one re-ask with feedback, and the draft itself as the fallback. Every reply is stored as a
`Reply` audit record with each stage, and counted in the metrics.
"""

import time
from dataclasses import replace
from typing import TypedDict

from booking import metrics
from booking.models import Conversation, Reply
from booking.selectors.catalog import venue_catalog
from booking.services.rephrase_cache import rephrase_cache_get, rephrase_cache_set
from booking.services.reply_plan import PlannedReply
from booking.services.verbalizers import llm_verbalizer
from core.settings import factlock_settings
from safety.correct import fact_statement
from safety.facts import HardFacts
from safety.lang import Lang
from safety.sandwich import (
    Policy,
    SandwichOutcome,
    sandwich,
    verified_draft,
)
from safety.verify import verify
from verbalizer.plan_json import plan_to_json
from verbalizer.rephraser import LlmCalls, rephraser
from verbalizer.template import last_resort, render


def reply_compose(
    *,
    planned: PlannedReply,
    booking_request: dict,
    channel: str = "chat",
    conversation: Conversation | None = None,
    client_message: str = "",
    request_id: str = "",
    timings: dict[str, float] | None = None,
    record: Reply | None = None,
) -> Reply:
    """Composes, verifies and records a reply; `record` is a queued reply to fill in."""
    started = time.perf_counter()
    plan = planned.plan
    facts = plan.facts()
    draft = render(plan)
    drafted = time.perf_counter()
    calls = LlmCalls()
    outcome, model = _outcome(facts, draft, plan.lang, client_message, calls)
    outcome = _readable_last_resort(outcome, facts, plan.lang)
    finished = time.perf_counter()
    llm_ms = sum(calls.seconds) * 1000
    stage_ms = {
        **(timings or {}),
        "draft_ms": (drafted - started) * 1000,
        "llm_ms": llm_ms,
        "safety_ms": max(0.0, (finished - drafted) * 1000 - llm_ms),
    }
    stage_ms["total_ms"] = sum((timings or {}).values()) + (finished - started) * 1000
    record = _record(
        outcome,
        planned=planned,
        facts=facts,
        draft=draft,
        booking_request=booking_request,
        channel=channel,
        conversation=conversation,
        client_message=client_message,
        request_id=request_id,
        model=model,
        calls=calls,
        timings=stage_ms,
        into=record,
    )
    _observe(record, outcome, calls, stage_ms["safety_ms"] / 1000)
    return record


def verification_of(record: Reply) -> dict:
    """The public verification report of a reply: {"ok", "corrected", "fallback", "issues"}."""
    return {
        "ok": record.ok,
        "corrected": record.corrected,
        "fallback": record.fallback,
        "issues": [issue for issue in record.issues if issue.get("attempt") == record.retries],
    }


def _readable_last_resort(outcome: SandwichOutcome, facts: HardFacts, lang: str) -> SandwichOutcome:
    """The fact statement of last resort (one run-on sentence of values) written as a short letter
    with one line per fact, when that verifies."""
    if outcome.text != fact_statement(facts, outcome.final.lang):
        return outcome
    letter = last_resort(facts, outcome.final.lang)
    checked = verify(facts, letter, locale=lang, catalog=venue_catalog())
    if not checked.ok:
        return outcome
    return replace(outcome, text=letter, final=checked)


class _Seen(TypedDict):
    """Everything the LLM sees: the key of its answer in the cache (rephrase_cache.py)."""

    draft: str
    facts: HardFacts
    lang: str
    model: str
    client_message: str


def _outcome(
    facts: HardFacts, draft: str, lang: Lang, client_message: str, calls: LlmCalls
) -> tuple[SandwichOutcome, str]:
    catalog = venue_catalog()
    verbalizer = llm_verbalizer()
    if verbalizer is None:
        return verified_draft(facts, draft, lang=lang, catalog=catalog), ""
    model = verbalizer.model
    # Everything the LLM sees is in the key, the client's message too (rephrase_cache.py).
    seen = _Seen(
        draft=draft,
        facts=facts,
        lang=lang,
        model=f"{model}@{verbalizer.settings.base_url}",
        client_message=client_message,
    )
    cached = rephrase_cache_get(**seen)
    if cached is not None:
        outcome = verified_draft(facts, cached, lang=lang, catalog=catalog)
        if outcome.report.ok:
            return outcome, model

    rephrase = rephraser(verbalizer, lang=lang, client_message=client_message, calls=calls)
    policy = Policy(
        max_wrong_share=factlock_settings().max_wrong_share,
        retries=factlock_settings().rephrase_retries,
    )
    outcome = sandwich(
        facts,
        draft,
        facts.names(),
        rephrase,
        lang=lang,
        catalog=catalog,
        policy=policy,
        client_message=client_message,
    )
    if not outcome.fallback and outcome.final.ok:
        rephrase_cache_set(**seen, text=outcome.text)
    return outcome, model


def _issues(outcome: SandwichOutcome) -> list[dict]:
    if not outcome.attempts:
        return [{"attempt": 0, **issue.as_dict()} for issue in outcome.report.issues]
    issues = []
    for number, attempt in enumerate(outcome.attempts):
        if attempt.report is not None:
            issues += [{"attempt": number, **issue.as_dict()} for issue in attempt.report.issues]
    return issues


def _record(
    outcome: SandwichOutcome,
    *,
    planned: PlannedReply,
    facts: HardFacts,
    draft: str,
    booking_request: dict,
    channel: str,
    conversation: Conversation | None,
    client_message: str,
    request_id: str,
    model: str,
    calls: LlmCalls,
    timings: dict[str, float],
    into: Reply | None,
) -> Reply:
    last = outcome.attempts[-1] if outcome.attempts else None
    values = dict(
        conversation=conversation,
        request_id=request_id,
        channel=channel,
        lang=planned.plan.lang,
        client_message=client_message,
        booking_request=booking_request,
        facts=facts.model_dump(mode="json"),
        plan=plan_to_json(planned.plan),
        draft=draft,
        llm_request=calls.requests,
        llm_response=calls.responses,
        restored=(last.restored or "") if last else "",
        markers=last.markers.as_dict() if last and last.markers else {},
        issues=_issues(outcome),
        final_text=outcome.text,
        ok=not outcome.fallback and outcome.report.ok,
        corrected=outcome.corrected,
        fallback=outcome.fallback,
        retries=outcome.retries,
        category=Reply.Category.SYSTEM_FALLBACK if outcome.fallback else planned.category,
        model=model,
        timings={name: round(value, 3) for name, value in timings.items()},
        error="; ".join([*calls.errors, planned.problem] if planned.problem else calls.errors),
    )
    if into is None:
        return Reply.objects.create(**values)
    for name, value in values.items():
        setattr(into, name, value)
    if into.status != Reply.Status.SENT:
        into.status = Reply.Status.READY
    into.save()
    return into


def _observe(
    record: Reply, outcome: SandwichOutcome, calls: LlmCalls, safety_seconds: float
) -> None:
    last = outcome.attempts[-1] if outcome.attempts else None
    metrics.reply_observe(
        channel=record.channel,
        lang=record.lang,
        issues=record.issues,
        corrected=record.corrected,
        fallback=record.fallback,
        fallback_reason=_fallback_reason(outcome) if outcome.fallback else "",
        retries=record.retries,
        markers=last.markers.counts() if last and last.markers else {},
        llm_seconds=calls.seconds,
        llm_errors=calls.errors,
        safety_seconds=safety_seconds,
    )


def _fallback_reason(outcome: SandwichOutcome) -> str:
    last = outcome.attempts[-1]
    if last.output is None:
        return "llm_error"
    if not last.output.strip():
        return "empty"
    return "beyond_repair"
