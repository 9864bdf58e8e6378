"""The OpenAI-compatible proxy: a chat completion asked upstream, its reply verified and corrected.

A caller sends what it would send to OpenAI, plus an optional `factlock` key (its client's
`extra_body`) with the facts to hold the reply to:

    {"facts", "catalog", "locale", "claims", "now", "time_zone",
     "policy": "fix" | "block" | "report", "fallback": "<text>"}

The reply of each choice is verified as POST /api/v1/verify verifies a text (safety.verification).
`fix` sends the verified text; `block` sends the caller's `fallback` (or answers an error) for a
reply with any issue; `report` leaves the text as it came. A reply beyond repair (or, under
`block`, with an issue) is asked again once upstream, with what was wrong; then the policy's
fallback applies. Every reply is recorded as a `Reply` (channel "proxy", the API key's name) and
counted in the metrics.
"""

from __future__ import annotations

import inspect
import json
import logging
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Literal

import httpx
from pydantic import BaseModel, ConfigDict, Field
from pydantic import ValidationError as PydanticValidationError

from booking.metrics import PROXY_REPLIES, reply_observe
from booking.models import Reply
from booking.selectors.catalog import venue_catalog_recent
from core.request_id import current_request_id
from core.settings import factlock_settings
from safety.lang.detection import normalize_locale
from safety.request import VerifyRequest
from safety.stream import StreamVerifier
from safety.venue import VenueCatalog
from safety.verification import verification_body, verify_draft

logger = logging.getLogger(__name__)

Policy = Literal["fix", "block", "report"]
MAX_UPSTREAM_BYTES = 5_000_000
BLOCKED = "The reply was blocked: it states facts that are not the booking's."
# verify_draft takes the request's messages as the claims' source once the library reads it.
_TAKES_SOURCE = "source" in inspect.signature(verify_draft).parameters


class ProxyOptions(BaseModel):
    """The request's `factlock` key; the verify fields are checked as VerifyRequest checks them."""

    model_config = ConfigDict(extra="allow", frozen=True)

    policy: Policy = "fix"
    fallback: str | None = Field(default=None, max_length=20_000)


class ProxyError(Exception):
    """An answer in OpenAI's error shape: {"error": {"message", "type", "param", "code"}}."""

    def __init__(
        self, status: int, message: str, error_type: str, *, param: str | None = None, code=None
    ) -> None:
        super().__init__(message)
        self.status = status
        self.body = {
            "error": {"message": message, "type": error_type, "param": param, "code": code}
        }


@dataclass(frozen=True)
class ProxyRequest:
    body: dict[str, Any]  # what goes upstream: the request without `factlock`
    verify: VerifyRequest  # facts, locale, catalog, claims, now, time_zone (text unused)
    policy: Policy
    fallback: str | None
    catalog: VenueCatalog | None
    catalog_source: Literal["request", "instance", "none"]

    @property
    def messages(self) -> list[dict[str, Any]]:
        messages = self.body.get("messages")
        return messages if isinstance(messages, list) else []

    def source(self) -> str:
        """The request's messages as text: what the prompt said, so a claim it made is legit."""
        parts = []
        for message in self.messages:
            content = message.get("content") if isinstance(message, dict) else None
            if isinstance(content, str):
                parts.append(content)
            elif isinstance(content, list):
                parts += [p.get("text", "") for p in content if isinstance(p, dict)]
        return "\n".join(part for part in parts if part)

    def check(self, text: str) -> dict[str, Any]:
        """`text` verified: the verify API's response body."""
        return verification_body(verify_draft(text=text, **self._verify_args()))

    def stream_verifier(self) -> StreamVerifier:
        args = self._verify_args()
        args.pop("catalog_source")
        return StreamVerifier(**args)

    def _verify_args(self) -> dict[str, Any]:
        args: dict[str, Any] = {
            "facts": self.verify.facts,
            "locale": self.verify.locale,
            "catalog": self.catalog,
            "claims": self.verify.claims,
            "today": self.verify.reference_day(),
            "catalog_source": self.catalog_source,
        }
        if _TAKES_SOURCE:
            args["source"] = self.source()
        return args


def proxy_request_parse(data: object) -> ProxyRequest:
    """The request read; ProxyError 400 naming the field (`factlock.facts.dates.0.value`)."""
    if not isinstance(data, dict):
        raise ProxyError(400, "The request body must be a JSON object.", "invalid_request_error")
    if not isinstance(data.get("messages"), list):
        raise ProxyError(
            400, "messages must be a list of messages.", "invalid_request_error", param="messages"
        )
    raw = data.get("factlock")
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise ProxyError(
            400, "factlock must be an object.", "invalid_request_error", param="factlock"
        )
    try:
        options = ProxyOptions.model_validate(
            {k: v for k, v in raw.items() if k in ("policy", "fallback")}
        )
        verify = VerifyRequest.model_validate(
            {
                "facts": {},
                **{k: v for k, v in raw.items() if k not in ("policy", "fallback")},
                "text": "",
            }
        )
    except PydanticValidationError as error:
        first = error.errors(include_url=False)[0]
        name = ".".join(["factlock", *(str(part) for part in first["loc"])])
        raise ProxyError(
            400, f"{name}: {first['msg']}", "invalid_request_error", param=name
        ) from error
    if verify.catalog is not None:
        catalog, source = verify.catalog.venue_catalog(), "request"
    else:
        catalog, source = venue_catalog_recent(), "instance"
    body = {key: value for key, value in data.items() if key != "factlock"}
    return ProxyRequest(body, verify, options.policy, options.fallback, catalog, source)  # type: ignore[arg-type]


# -- upstream ---------------------------------------------------------------------------------------


def _upstream_url(path: str) -> str:
    return factlock_settings().upstream_base_url.rstrip("/") + path


def _upstream_headers() -> dict[str, str]:
    key = factlock_settings().upstream_api_key
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if key:
        headers["Authorization"] = f"Bearer {key}"
    return headers


_shared: httpx.Client | None = None
_shared_lock = threading.Lock()


def _client() -> httpx.Client:
    """One client per process, shared by its threads: building one loads the TLS trust store,
    which costs more than a streamed reply's first words; its pool keeps connections open."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = httpx.Client(limits=httpx.Limits(max_keepalive_connections=20))
        return _shared


def _timeout() -> httpx.Timeout:
    return httpx.Timeout(factlock_settings().upstream_timeout)


def _error_from(response: httpx.Response) -> ProxyError:
    """The upstream's error with its status, in OpenAI's shape (its own body when it has one)."""
    try:
        payload = response.json()
    except ValueError:
        payload = None
    error = payload.get("error") if isinstance(payload, dict) else None
    if isinstance(error, dict) and isinstance(error.get("message"), str):
        failed = ProxyError(response.status_code, error["message"], str(error.get("type") or ""))
        failed.body = {"error": {"param": None, "code": None, **error}}
        return failed
    return ProxyError(
        response.status_code,
        f"The upstream server answered {response.status_code}.",
        "upstream_error",
    )


def _transport_error(error: httpx.HTTPError) -> ProxyError:
    if isinstance(error, httpx.TimeoutException):
        return ProxyError(504, "The upstream server did not answer in time.", "upstream_timeout")
    return ProxyError(502, "The upstream server could not be reached.", "upstream_error")


def upstream_models() -> tuple[int, dict[str, Any]]:
    """GET {upstream}/models, passed through."""
    try:
        response = _client().get(
            _upstream_url("/models"), headers=_upstream_headers(), timeout=_timeout()
        )
    except httpx.HTTPError as error:
        raise _transport_error(error) from error
    if response.status_code >= 400:
        raise _error_from(response)
    try:
        return response.status_code, response.json()
    except ValueError as error:
        raise ProxyError(502, "The upstream answered no JSON.", "upstream_error") from error


def _complete(body: dict[str, Any]) -> dict[str, Any]:
    try:
        response = _client().post(
            _upstream_url("/chat/completions"),
            json=body,
            headers=_upstream_headers(),
            timeout=_timeout(),
        )
    except httpx.HTTPError as error:
        raise _transport_error(error) from error
    if response.status_code >= 400:
        raise _error_from(response)
    try:
        payload = response.json()
    except ValueError as error:
        raise ProxyError(502, "The upstream answered no JSON.", "upstream_error") from error
    if not isinstance(payload, dict) or not isinstance(payload.get("choices"), list):
        raise ProxyError(502, "The upstream answered no choices.", "upstream_error")
    return payload


# -- non-streamed ----------------------------------------------------------------------------------


@dataclass
class ProxyOutcome:
    status: int
    body: dict[str, Any]
    headers: dict[str, str] = field(default_factory=dict)


def _content(choice: object) -> str | None:
    message = choice.get("message") if isinstance(choice, dict) else None
    content = message.get("content") if isinstance(message, dict) else None
    return content if isinstance(content, str) else None


def _feedback(report: dict[str, Any]) -> str:
    lines = [
        "Your reply stated facts that are not the booking's. Write it again, stating only these "
        "facts as given and nothing about prices, dates, times, rooms or numbers beyond them."
    ]
    for issue in report["issues"][:10]:
        found = f" '{issue['found']}'" if issue["found"] else ""
        expected = f" (the fact: {issue['expected']})" if issue["expected"] else ""
        lines.append(f"- {issue['kind']} {issue['type']}{found}{expected}")
    return "\n".join(lines)


def _needs_asking_again(report: dict[str, Any], policy: Policy) -> bool:
    if policy == "report":
        return False
    return bool(report["fallback"]) or (policy == "block" and not report["ok"])


def completion(request: ProxyRequest, api_key_name: str) -> ProxyOutcome:
    """The upstream's completion with each choice's content verified under the policy."""
    started = time.monotonic()
    body = {**request.body, "stream": False}
    body.pop("stream_options", None)
    asked = [body]
    answers = [_complete(body)]
    choices = answers[0]["choices"]
    reports: list[dict[str, Any] | None] = [
        request.check(content) if (content := _content(c)) is not None else None for c in choices
    ]
    first = reports[0] if reports else None
    if first is not None and len(choices) == 1 and _needs_asking_again(first, request.policy):
        again = {
            **body,
            "messages": [
                *request.messages,
                {"role": "assistant", "content": _content(choices[0])},
                {"role": "user", "content": _feedback(first)},
            ],
        }
        asked.append(again)
        try:
            second = _complete(again)
        except ProxyError:
            second = None
        if second is not None and second["choices"] and _content(second["choices"][0]) is not None:
            again_report = request.check(_content(second["choices"][0]) or "")
            if not _needs_asking_again(again_report, request.policy):
                answers.append(second)
                choices, reports = second["choices"], [again_report]
    payload = answers[-1]
    out_choices, blocked = [], False
    for choice, checked in zip(choices, reports, strict=True):
        if checked is None:
            out_choices.append(choice)
            continue
        text, _ = _under_policy(request, choice, checked)
        blocked = blocked or text is None
        out_choices.append({**choice, "message": {**choice["message"], "content": text}})
    reports_done = [r for r in reports if r is not None]
    summary = _summary(request, reports_done, retries=len(asked) - 1)
    _record(request, api_key_name, asked, answers, choices, reports_done, out_choices, started)
    if blocked and request.fallback is None:
        error = ProxyError(422, BLOCKED, "factlock_blocked", code="blocked")
        return ProxyOutcome(422, {**error.body, "factlock": summary}, _headers(summary))
    return ProxyOutcome(
        200, {**payload, "choices": out_choices, "factlock": summary}, _headers(summary)
    )


def _under_policy(
    request: ProxyRequest, choice: dict[str, Any], report: dict[str, Any]
) -> tuple[str | None, dict[str, Any]]:
    """The text a choice carries out under the policy (None: blocked without a fallback)."""
    written = _content(choice) or ""
    if request.policy == "report":
        return written, report
    if request.policy == "block":
        return (written if report["ok"] else request.fallback), report
    if report["fallback"] and request.fallback is not None:
        return request.fallback, report
    return report["text"], report


def _summary(
    request: ProxyRequest, reports: list[dict[str, Any]], *, retries: int
) -> dict[str, Any]:
    if not reports:  # no choice had text (tool calls only): nothing was checked
        return {
            "ok": True,
            "corrected": False,
            "issues": [],
            "warnings": [],
            "checked": False,
            "policy": request.policy,
            "retries": retries,
        }
    first = reports[0]
    summary = {**first, "policy": request.policy, "retries": retries}
    if len(reports) > 1:
        summary["choices"] = reports
    summary["ok"] = all(r["ok"] for r in reports)
    summary["corrected"] = any(r["corrected"] for r in reports)
    return summary


def _headers(summary: dict[str, Any]) -> dict[str, str]:
    return {
        "X-Factlock-Ok": "true" if summary["ok"] else "false",
        "X-Factlock-Corrected": "true" if summary["corrected"] else "false",
    }


def _record(
    request: ProxyRequest,
    api_key_name: str,
    asked: list[dict[str, Any]],
    answers: list[dict[str, Any]],
    choices: list[Any],
    reports: list[dict[str, Any]],
    out_choices: list[Any],
    started: float,
) -> None:
    """The audit record and the metrics of one proxied reply, as for a chat reply."""
    report = reports[0] if reports else None
    draft = _content(choices[0]) if choices else None
    final = _content(out_choices[0]) if out_choices else None
    lang = normalize_locale(request.verify.locale or "") or ""
    if report is not None and not lang:
        lang = ""
    issues = report["issues"] if report else []
    fallback = bool(report and report["fallback"])
    corrected = bool(report and report["corrected"])
    seconds = time.monotonic() - started
    Reply.objects.create(
        request_id=current_request_id() or "",
        channel="proxy",
        api_key=api_key_name,
        lang=lang,
        client_message=_last_user(request.messages),
        facts=request.verify.facts.model_dump(mode="json"),
        draft=draft or "",
        llm_request=asked,
        llm_response=answers,
        issues=issues,
        final_text=final or "",
        ok=bool(report is None or report["ok"]),
        corrected=corrected,
        fallback=fallback,
        retries=len(asked) - 1,
        model=str(answers[-1].get("model") or request.body.get("model") or "")[:200],
        timings={"total": round(seconds * 1000)},
    )
    reply_observe(
        channel="proxy",
        lang=lang,
        issues=issues,
        corrected=corrected,
        fallback=fallback,
        fallback_reason="beyond_repair" if fallback else "",
        retries=len(asked) - 1,
        markers={},
        llm_seconds=[],
        llm_errors=[],
        safety_seconds=seconds,
    )
    outcome = "fallback" if fallback else ("corrected" if corrected else "ok")
    PROXY_REPLIES.labels(api_key=api_key_name, policy=request.policy, outcome=outcome).inc()


def _last_user(messages: list[dict[str, Any]]) -> str:
    for message in reversed(messages):
        if isinstance(message, dict) and message.get("role") == "user":
            content = message.get("content")
            return content if isinstance(content, str) else json.dumps(content)
    return ""


# -- streamed --------------------------------------------------------------------------------------


def _event(payload: dict[str, Any] | str) -> bytes:
    data = payload if isinstance(payload, str) else json.dumps(payload, ensure_ascii=False)
    return f"data: {data}\n\n".encode()


def stream(request: ProxyRequest, api_key_name: str) -> Iterator[bytes]:
    """Server-Sent Events: the upstream's chunks with each choice's content as its StreamVerifier
    lets it go; the rest and the report (`factlock`) in the chunk that finishes; `[DONE]`.
    Closing the generator (the client went away) closes the upstream response."""
    started = time.monotonic()
    body = {**request.body, "stream": True}
    verifiers: dict[int, StreamVerifier] = {}
    finish_reasons: dict[int, str] = {}
    base: dict[str, Any] = {}
    after: list[dict[str, Any]] = []  # chunks without choices (usage): sent after the last
    done = False
    try:
        with _client().stream(
            "POST",
            _upstream_url("/chat/completions"),
            json=body,
            headers=_upstream_headers(),
            timeout=_timeout(),
        ) as response:
            if response.status_code >= 400:
                response.read()
                raise _error_from(response)
            for line in response.iter_lines():
                if not line.startswith("data:"):
                    continue
                data = line[5:].strip()
                if data == "[DONE]":
                    done = True
                    break
                chunk = json.loads(data)
                if "error" in chunk:
                    raise ProxyError(502, str(chunk["error"]), "upstream_error")
                base = {k: chunk[k] for k in ("id", "object", "created", "model") if k in chunk}
                if not chunk.get("choices"):
                    after.append(chunk)
                    continue
                for choice in chunk["choices"]:
                    index = choice.get("index", 0)
                    verifier = verifiers.setdefault(index, request.stream_verifier())
                    delta = choice.get("delta") or {}
                    piece = delta.get("content")
                    if isinstance(piece, str) and piece:
                        safe = verifier.feed(piece)
                        if request.policy == "report":
                            safe = piece  # the text goes as it came; the report follows
                        delta = {**delta, "content": safe}
                    if choice.get("finish_reason"):
                        finish_reasons[index] = choice["finish_reason"]
                        delta = {k: v for k, v in delta.items() if k != "content"}
                        if not delta:
                            continue
                    if delta.get("content") or set(delta) - {"content"}:
                        out = {**choice, "delta": delta, "finish_reason": None}
                        yield _event({**base, "choices": [out]})
            if not done:
                raise ProxyError(502, "The upstream stream broke off.", "upstream_error")
    except ProxyError as error:
        yield _event(error.body)
        return
    except (httpx.HTTPError, ValueError) as error:
        failed = ProxyError(502, "The upstream stream broke off.", "upstream_error")
        if isinstance(error, httpx.TimeoutException):
            failed = _transport_error(error)
        yield _event(failed.body)
        return
    reports, sent, rests = [], [], []
    for index in sorted(verifiers) or [0]:
        verifier = verifiers.setdefault(index, request.stream_verifier())
        out_before = verifier.text if request.policy != "report" else verifier.received
        rest = verifier.finish()
        report = verification_body(verifier.verification)
        report["stream_identical"] = verifier.identical
        report["held_max"] = verifier.max_held
        if request.policy == "report":
            rest = ""
        elif request.policy == "block" and not report["ok"]:
            rest = "\n\n" + request.fallback if request.fallback else ""
            report["blocked"] = True
        reports.append(report)
        sent.append(out_before + rest)
        rests.append((index, rest))
    # Recorded before the last events: a client may hang up as soon as it has them.
    drafts = [verifiers[index].verification.draft for index in sorted(verifiers)]
    _record(
        request,
        api_key_name,
        [body],
        [{"model": base.get("model", ""), "streamed": True, "contents": drafts}],
        [{"message": {"content": draft}} for draft in drafts],
        reports,
        [{"message": {"content": text}} for text in sent],
        started,
    )
    for index, rest in rests:
        if rest:
            delta = {"content": rest}
            yield _event(
                {**base, "choices": [{"index": index, "delta": delta, "finish_reason": None}]}
            )
    summary = _summary(request, reports, retries=0)
    finishing = [
        {"index": index, "delta": {}, "finish_reason": finish_reasons.get(index, "stop")}
        for index in sorted(verifiers) or [0]
    ]
    yield _event({**base, "choices": finishing, "factlock": summary})
    for chunk in after:
        yield _event(chunk)
    yield _event("[DONE]")
