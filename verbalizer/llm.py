"""The LLM verbalizer: an OpenAI-compatible chat-completions server rephrases a masked draft.

Speaks the chat-completions protocol over httpx (`POST {base_url}/chat/completions` with
`{"model", "messages", "temperature", "max_tokens", "stop"}` and `Authorization: Bearer <key>`
when a key is set), so it works with OpenAI, vLLM, Ollama and llama.cpp servers alike.
`max_tokens` bounds the answer by the draft's length (a rephrasing is not much longer than its
draft), so a model that never stops ends long before its context limit.

Failures::

    VerbalizerError(category)
    ├── timeout        an attempt passed its deadline                       not retried
    ├── connection     the server could not be reached or dropped us        retried
    ├── http_error     HTTP 429 or 5xx                                      retried
    │                  any other status that is not 2xx (401, 400, 404 …)   not retried
    └── bad_response   not JSON, no choices, a choice without message       not retried
                       content, or a body over MAX_RESPONSE_BYTES

An empty or whitespace-only content is no failure: `rephrase` returns "" and the caller's policy
decides (the sandwich treats it as beyond repair).

Deadlines. `timeout` bounds one attempt as a whole: connecting, sending, waiting and reading the
body together, not each read, so a server that trickles a byte a second still ends the attempt
on time. The attempt runs in a worker thread and the caller stops waiting at the deadline; httpx's
own timeouts (set to the same value) and a clock check between body chunks make the worker end
too. Before each retry the call pauses `backoff` seconds, doubled each time and at most
MAX_BACKOFF_SECONDS. So one `rephrase` returns or raises within
`settings.worst_case_seconds` = (retries + 1) × timeout + the pauses: with the defaults
(timeout 20 s, one retry) 40.2 s. A timeout is never retried: a local server with one slot is
still generating the abandoned answer, so a second request would only queue behind it.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any, Literal, TypeVar

import httpx

from verbalizer.prompts import rephrase_messages

logger = logging.getLogger(__name__)

ErrorCategory = Literal["timeout", "http_error", "bad_response", "connection"]

MAX_BACKOFF_SECONDS = 2.0
MAX_RESPONSE_BYTES = 1_000_000
MAX_AUDIT_CHARS = 20_000
MIN_MAX_TOKENS = 256

T = TypeVar("T")


class VerbalizerError(Exception):
    """The LLM gave no usable answer; `category` says why, `attempts` how often it was asked."""

    def __init__(
        self,
        category: ErrorCategory,
        message: str,
        *,
        attempts: int,
        status: int | None = None,
        request_body: dict[str, Any] | None = None,
        response_body: str = "",
        latency_ms: int = 0,
    ) -> None:
        super().__init__(f"{category}: {message} (after {attempts} attempt{'s' * (attempts != 1)})")
        self.category = category
        self.attempts = attempts
        self.status = status  # the HTTP status of the last attempt, if it got one
        self.request_body = request_body
        self.response_body = response_body  # the last body received, cut to MAX_AUDIT_CHARS
        self.latency_ms = latency_ms


@dataclass(frozen=True, slots=True)
class LLMSettings:
    """How to reach the LLM. Build it from VERBALIZER_* and OPENAI_* settings (see docs/verbalizer.md)."""

    base_url: str  # up to and including the API version: "https://api.openai.com/v1"
    model: str
    api_key: str | None = field(default=None, repr=False)  # None or "": no Authorization header
    timeout: float = 20.0  # seconds for one attempt as a whole
    retries: int = 1  # further attempts after the first
    temperature: float = 0.2
    backoff: float = 0.2  # seconds before the first retry, doubled before each further one
    max_tokens: int = 1024  # the most an answer may take; less for a short draft (max_tokens_for)
    # Chat-template end tags a small model sometimes writes out as text instead of stopping.
    stop: tuple[str, ...] = ("<|im_end|>", "<|endoftext|>", "<end_of_turn>", "<|eot_id|>")

    def __post_init__(self) -> None:
        if not self.base_url.startswith(("http://", "https://")):
            raise ValueError(f"base_url must be an http(s) URL: {self.base_url!r}")
        if not self.model:
            raise ValueError("model must not be empty")
        if self.timeout <= 0:
            raise ValueError("timeout must be positive")
        if self.retries < 0:
            raise ValueError("retries must not be negative")
        if self.backoff < 0:
            raise ValueError("backoff must not be negative")
        if self.max_tokens < MIN_MAX_TOKENS:
            raise ValueError(f"max_tokens must be at least {MIN_MAX_TOKENS}")
        if not 0 <= self.temperature <= 2:
            raise ValueError("temperature must be between 0 and 2")
        if len(self.stop) > 4:
            raise ValueError("at most 4 stop sequences (the OpenAI API's limit)")

    def max_tokens_for(self, draft: str) -> int:
        """Tokens an answer to `draft` may take: about twice the draft's, at least MIN_MAX_TOKENS
        and at most `max_tokens`. A token is about three characters in en/de/fr/it."""
        return max(MIN_MAX_TOKENS, min(self.max_tokens, 2 * len(draft) // 3))

    @property
    def endpoint(self) -> str:
        return self.base_url.rstrip("/") + "/chat/completions"

    def pause_before(self, attempt: int) -> float:
        """Seconds to wait before attempt number `attempt` (1 is the first, which never waits)."""
        if attempt <= 1:
            return 0.0
        return min(self.backoff * 2 ** (attempt - 2), MAX_BACKOFF_SECONDS)

    @property
    def worst_case_seconds(self) -> float:
        """The longest one `rephrase` call can take, all attempts and pauses included."""
        attempts = self.retries + 1
        pauses = sum(self.pause_before(n) for n in range(2, attempts + 1))
        return attempts * self.timeout + pauses


@dataclass(frozen=True, slots=True)
class Rephrasing:
    text: str  # the rephrased draft, markers as the LLM wrote them; "" for an empty answer
    request_body: dict[str, Any]
    response_body: str  # as received, cut to MAX_AUDIT_CHARS
    model: str  # as the server names it, or the configured model
    latency_ms: int  # the whole call, retries included
    attempts: int


@dataclass(frozen=True, slots=True)
class _Received:
    status: int
    body: str


class _Failure(Exception):
    def __init__(
        self, category: ErrorCategory, message: str, *, status: int | None = None, body: str = ""
    ):
        super().__init__(message)
        self.category = category
        self.status = status
        self.body = body

    @property
    def retryable(self) -> bool:
        if self.category == "http_error":
            return self.status == 429 or (self.status or 0) >= 500
        # Not a timeout: the server is likely still generating the answer we stopped waiting for.
        return self.category == "connection"


class OpenAIVerbalizer:
    """Rephrases masked drafts through an OpenAI-compatible server. Thread-safe; close() when done."""

    def __init__(self, settings: LLMSettings) -> None:
        self.settings = settings
        self._client = httpx.Client(follow_redirects=False)

    @property
    def model(self) -> str:
        return self.settings.model

    def close(self) -> None:
        self._client.close()

    def __enter__(self) -> OpenAIVerbalizer:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def rephrase(
        self,
        draft: str,
        *,
        lang: str,
        example_marker: str,
        context: str | None = None,
        feedback: Iterable[str] | None = None,
    ) -> Rephrasing:
        """The LLM's rephrasing of `draft`; raises VerbalizerError when there is none to be had."""
        messages = rephrase_messages(
            draft, lang=lang, example_marker=example_marker, context=context, feedback=feedback
        )
        body: dict[str, Any] = {
            "model": self.settings.model,
            "messages": messages,
            "temperature": self.settings.temperature,
            "max_tokens": self.settings.max_tokens_for(draft),
        }
        if self.settings.stop:
            body["stop"] = list(self.settings.stop)
        return self._complete(body)

    def answer(self, messages: list[dict[str, str]], *, max_tokens: int) -> Rephrasing:
        """The model's answer to `messages` (the last one the user's), at temperature 0, with
        the same timeouts and retries as a rephrasing; raises VerbalizerError without one."""
        body: dict[str, Any] = {
            "model": self.settings.model,
            "messages": messages,
            "temperature": 0,
            "max_tokens": max_tokens,
        }
        return self._complete(body)

    def _complete(self, body: dict[str, Any]) -> Rephrasing:
        started = time.monotonic()
        payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
        attempt = 0
        while True:
            attempt += 1
            time.sleep(self.settings.pause_before(attempt))
            try:
                received = self._attempt(payload)
                text, model = _content_and_model(received, default_model=self.settings.model)
            except _Failure as failure:
                if failure.retryable and attempt <= self.settings.retries:
                    logger.warning(
                        "LLM attempt %d failed, retrying: %s %s", attempt, failure.category, failure
                    )
                    continue
                raise VerbalizerError(
                    failure.category,
                    str(failure),
                    attempts=attempt,
                    status=failure.status,
                    request_body=body,
                    response_body=audit_excerpt(failure.body),
                    latency_ms=_elapsed_ms(started),
                ) from failure
            return Rephrasing(
                text=text,
                request_body=body,
                response_body=audit_excerpt(received.body),
                model=model,
                latency_ms=_elapsed_ms(started),
                attempts=attempt,
            )

    def _attempt(self, payload: bytes) -> _Received:
        deadline = time.monotonic() + self.settings.timeout
        try:
            return _call_before(deadline, lambda: self._post(payload, deadline))
        except TimeoutError as exc:
            raise _Failure(
                "timeout", f"no complete answer within {self.settings.timeout:g} s"
            ) from exc
        except httpx.TimeoutException as exc:
            raise _Failure("timeout", f"{type(exc).__name__}: {exc}") from exc
        except httpx.DecodingError as exc:
            raise _Failure("bad_response", f"undecodable body: {exc}") from exc
        except httpx.HTTPError as exc:
            raise _Failure("connection", f"{type(exc).__name__}: {exc}") from exc

    def _post(self, payload: bytes, deadline: float) -> _Received:
        """One HTTP exchange; runs in a worker thread, so it must end by itself as well."""
        with self._client.stream(
            "POST",
            self.settings.endpoint,
            content=payload,
            headers=self._headers(),
            timeout=httpx.Timeout(max(deadline - time.monotonic(), 0.001)),
        ) as response:
            body = _read_body(response, deadline)
        if not response.is_success:
            raise _Failure(
                "http_error", f"HTTP {response.status_code}", status=response.status_code, body=body
            )
        return _Received(response.status_code, body)

    def _headers(self) -> dict[str, str]:
        headers = {"Content-Type": "application/json", "Accept": "application/json"}
        if self.settings.api_key:
            headers["Authorization"] = f"Bearer {self.settings.api_key}"
        return headers


def _read_body(response: httpx.Response, deadline: float) -> str:
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        if time.monotonic() > deadline:
            raise TimeoutError("the body did not arrive before the deadline")
        size += len(chunk)
        if size > MAX_RESPONSE_BYTES:
            raise _Failure(
                "bad_response",
                f"body longer than {MAX_RESPONSE_BYTES} bytes",
                status=response.status_code,
            )
        chunks.append(chunk)
    return b"".join(chunks).decode("utf-8", errors="replace")


def _call_before(deadline: float, call: Callable[[], T]) -> T:
    """`call()` in a daemon thread; TimeoutError if it has not returned by `deadline`.

    A blocked socket read cannot be interrupted from outside, so the caller stops waiting instead
    and leaves the thread to end on its own timeouts.
    """
    future: Future[T] = Future()

    def run() -> None:
        try:
            future.set_result(call())
        except BaseException as exc:  # handed to the caller, whatever it is
            future.set_exception(exc)

    threading.Thread(target=run, name="llm-attempt", daemon=True).start()
    return future.result(timeout=max(deadline - time.monotonic(), 0))


def _content_and_model(received: _Received, *, default_model: str) -> tuple[str, str]:
    """The message content of the first choice ("" when blank) and the model that wrote it."""
    try:
        payload = json.loads(received.body)
    except ValueError as exc:
        raise _Failure(
            "bad_response", "body is not JSON", status=received.status, body=received.body
        ) from exc
    choices = payload.get("choices") if isinstance(payload, dict) else None
    if not isinstance(choices, list) or not choices:
        raise _Failure(
            "bad_response", "no choices in the answer", status=received.status, body=received.body
        )
    content = _message_content(choices[0])
    if content is None:
        raise _Failure(
            "bad_response",
            "the first choice has no message content",
            status=received.status,
            body=received.body,
        )
    model = payload.get("model")
    return content.strip(), model if isinstance(model, str) and model else default_model


def _message_content(choice: object) -> str | None:
    message = choice.get("message") if isinstance(choice, dict) else None
    content = message.get("content") if isinstance(message, dict) else None
    if isinstance(content, list):  # content parts: [{"type": "text", "text": "..."}]
        texts = [part.get("text") for part in content if isinstance(part, dict)]
        return "".join(text for text in texts if isinstance(text, str))
    return content if isinstance(content, str) else None


def audit_excerpt(text: str, limit: int = MAX_AUDIT_CHARS) -> str:
    """`text` cut to `limit` characters, saying how much was left off."""
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… [{len(text) - limit} more characters]"


def _elapsed_ms(started: float) -> int:
    return round((time.monotonic() - started) * 1000)
