"""The server: the behaviours by name, the HTTP side, `MisbehavingServer` and the command line."""

from __future__ import annotations

import argparse
import json
import random
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from verbalizer.prompts import CLIENT_MESSAGE_HEADING

from .drafts import (
    DEFAULT_MODEL,
    DEFAULT_TRANSLATIONS,
    MAX_REQUEST_BYTES,
    Mutation,
    RecordedRequest,
    Rewrite,
    _Job,
    detect_language,
)
from .obey import (
    obey,
)
from .rewrites import (
    change_amount,
    change_count,
    change_date,
    change_time,
    drop_block,
    drop_marker,
    drop_statement,
    duplicate_marker,
    echo,
    faithful,
    foreign_script,
    invent_marker,
    invent_sentence,
    mangle_marker,
    placeholder,
    refuse,
    sign_as_client,
    translate_term,
    with_opening,
)
from .transport import (
    _error_body,
    respond_answer,
    respond_empty,
    respond_garbage,
    respond_hang,
    respond_http_400,
    respond_http_429,
    respond_http_500,
    respond_trickle,
    respond_wrong_shape,
)


@dataclass(frozen=True, slots=True)
class Behaviour:
    name: str
    variants: tuple[str, ...] = ()
    rewrite: Callable[[_Job], Rewrite] | None = None
    respond: Callable[[_Handler, _Job], None] | None = None
    any_variant: bool = False  # translate_term: the variant is free text, the name to write


BEHAVIOURS: dict[str, Behaviour] = {
    b.name: b
    for b in (
        Behaviour("faithful", rewrite=faithful),
        Behaviour("change_date", ("day", "month"), rewrite=change_date),
        Behaviour("change_time", rewrite=change_time),
        Behaviour("change_amount", rewrite=change_amount),
        Behaviour("change_count", rewrite=change_count),
        Behaviour("drop_marker", rewrite=drop_marker),
        Behaviour(
            "mangle_marker",
            ("spaces", "brackets", "lowercase", "stripped", "split"),
            rewrite=mangle_marker,
        ),
        Behaviour("duplicate_marker", rewrite=duplicate_marker),
        Behaviour("invent_marker", ("same_tag", "other_tag"), rewrite=invent_marker),
        Behaviour("translate_term", rewrite=translate_term, any_variant=True),
        Behaviour("invent_sentence", ("price", "date", "discount"), rewrite=invent_sentence),
        Behaviour("obey", rewrite=obey),
        Behaviour("echo", rewrite=echo),
        Behaviour("refuse", rewrite=refuse),
        Behaviour("placeholder", rewrite=placeholder),
        Behaviour("sign_as_client", rewrite=sign_as_client),
        Behaviour("foreign_script", rewrite=foreign_script),
        Behaviour("drop_block", rewrite=drop_block),
        Behaviour("drop_statement", ("basis", "question"), rewrite=drop_statement),
        Behaviour("http_500", respond=respond_http_500),
        Behaviour("http_429", respond=respond_http_429),
        Behaviour("http_400", respond=respond_http_400),
        Behaviour("hang", respond=respond_hang),
        Behaviour("trickle", respond=respond_trickle),
        Behaviour("garbage", ("html", "truncated"), respond=respond_garbage),
        Behaviour(
            "wrong_shape",
            ("no_choices", "empty_choices", "no_content"),
            respond=respond_wrong_shape,
        ),
        Behaviour("empty", ("empty", "blank"), respond=respond_empty),
        Behaviour("answer", respond=respond_answer, any_variant=True),
        Behaviour("stream_break", rewrite=faithful),
    )
}

# A mix for a person pointing Factlock at the server: mostly fact errors, some outages.
DEFAULT_MIX: dict[str, float] = {
    "faithful": 4,
    **dict.fromkeys(
        (
            "change_date change_time change_amount change_count drop_marker mangle_marker "
            "duplicate_marker invent_marker translate_term invent_sentence obey http_500"
        ).split(),
        1.0,
    ),
    **dict.fromkeys("http_429 garbage wrong_shape empty".split(), 0.5),
    **dict.fromkeys("hang trickle".split(), 0.2),
}


def parse_behaviour(spec: str) -> tuple[Behaviour, str | None]:
    """The behaviour and variant of a spec, "name" or "name:variant" (variant None: not given)."""
    name, colon, variant = spec.partition(":")
    behaviour = BEHAVIOURS.get(name.strip())
    if behaviour is None:
        raise ValueError(f"unknown behaviour {name!r}; known: {', '.join(BEHAVIOURS)}")
    if not colon:
        return behaviour, None
    if not behaviour.any_variant and variant not in behaviour.variants:
        raise ValueError(
            f"{name} has no variant {variant!r}; it has: {', '.join(behaviour.variants) or 'none'}"
        )
    return behaviour, variant


# -- the HTTP side ---------------------------------------------------------------------------------


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # stop() must not wait for a hanging answer
    allow_reuse_address = True
    owner: MisbehavingServer


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _HTTPServer

    @property
    def owner(self) -> MisbehavingServer:
        return self.server.owner

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in two writes; without this, Nagle's algorithm holds the body.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.owner.connection_opened(self.connection)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.owner.connection_closed(self.connection)

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self.send_json(200, self.owner.models())
        else:
            self.send_json(404, _error_body(f"no route {self.path}", "invalid_request_error"))

    def do_POST(self) -> None:
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._discard_body()
            self.send_json(404, _error_body(f"no route {self.path}", "invalid_request_error"))
            return
        try:
            self.owner.answer(self)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up; nothing to answer

    def read_json(self) -> dict[str, Any] | None:
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_REQUEST_BYTES:
            self.close_connection = True
            return None
        try:
            payload = json.loads(self.rfile.read(length) or b"null")
        except ValueError:
            return None
        return payload if isinstance(payload, dict) else None

    def _discard_body(self) -> None:
        self.rfile.read(min(int(self.headers.get("Content-Length") or 0), MAX_REQUEST_BYTES))

    def send_json(
        self, status: int, payload: object, headers: Mapping[str, str] | None = None
    ) -> None:
        self.send_bytes(
            status,
            json.dumps(payload, ensure_ascii=False).encode("utf-8"),
            "application/json",
            headers,
        )

    def send_bytes(
        self, status: int, body: bytes, content_type: str, headers: Mapping[str, str] | None = None
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def send_stream(
        self, owner: MisbehavingServer, content: str, model: object, *, cut: bool = False
    ) -> None:
        """`content` as Server-Sent Events in OpenAI's chunk format, `stream_chunk_chars` at a
        time, `stream_seconds` apart, then `data: [DONE]`; with `cut`, the connection drops
        after the first half of the content."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        completion = owner.completion("", model)
        base = {key: completion[key] for key in ("id", "created", "model")}
        size = owner.stream_chunk_chars
        pieces = [content[i : i + size] for i in range(0, len(content), size)]
        if cut:
            pieces = pieces[: max(1, len(pieces) // 2)]
        events = [{"role": "assistant", "content": ""}] + [{"content": p} for p in pieces]
        for number, delta in enumerate(events):
            if number and owner.stream_seconds and owner.stopping.wait(owner.stream_seconds):
                return
            chunk = {
                **base,
                "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": delta, "finish_reason": None}],
            }
            self._event(json.dumps(chunk, ensure_ascii=False))
        if cut:
            return
        last = {
            **base,
            "object": "chat.completion.chunk",
            "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
        }
        self._event(json.dumps(last))
        self._event("[DONE]")

    def _event(self, data: str) -> None:
        self.wfile.write(f"data: {data}\n\n".encode())
        self.wfile.flush()

    def log_message(self, format: str, *args: object) -> None:
        pass  # requests are recorded in the server's log instead


class MisbehavingServer:
    """The server, on 127.0.0.1 in a background thread; a context manager that starts and stops it.

    `mix` is None (no draws: faithful when the script is empty), a list of behaviour specs drawn
    alike, or a mapping of spec → weight. Draws use a generator seeded with (seed, request
    number), so the same seed gives the same answers to the same requests in any thread order.
    """

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        seed: int = 0,
        mix: Mapping[str, float] | Iterable[str] | None = None,
        translations: Iterable[str] = DEFAULT_TRANSLATIONS,
        api_key: str | None = None,
        model: str = DEFAULT_MODEL,
        hang_seconds: float = 60.0,
        trickle_seconds: float = 0.2,
        stream_seconds: float = 0.0,
        stream_chunk_chars: int = 4,
        on_answer: Callable[[RecordedRequest, list[Mutation]], None] | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.seed = seed
        self.mix = _weighted(mix)
        self.translations = tuple(translations)
        self.api_key = api_key
        self.model = model
        self.hang_seconds = hang_seconds
        self.trickle_seconds = trickle_seconds
        self.stream_seconds = stream_seconds
        self.stream_chunk_chars = stream_chunk_chars
        self.on_answer = on_answer
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._script: deque[str] = deque()
        self._count = 0
        self._requests: list[RecordedRequest] = []
        self._mutations: list[Mutation] = []
        self._connections: set[socket.socket] = set()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle

    def start(self) -> MisbehavingServer:
        self._httpd = _HTTPServer((self.host, self.port), _Handler)
        self._httpd.owner = self
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="misbehaving-server",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        self.stopping.set()
        self._httpd.shutdown()
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None

    def __enter__(self) -> MisbehavingServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    # -- what the test sets and reads

    def script(self, *behaviours: str) -> None:
        """Queues behaviours ("change_date", "mangle_marker:split") for the next requests."""
        for spec in behaviours:
            parse_behaviour(spec)
        with self._lock:
            self._script.extend(behaviours)

    def clear_script(self) -> None:
        """Drops behaviours queued but not used (a first answer that verified needs no second)."""
        with self._lock:
            self._script.clear()

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    @property
    def mutations(self) -> list[Mutation]:
        with self._lock:
            return list(self._mutations)

    def mutations_of(self, request: int) -> list[Mutation]:
        return [mutation for mutation in self.mutations if mutation.request == request]

    # -- answering

    def answer(self, handler: _Handler) -> None:
        body = handler.read_json() or {}
        messages = body.get("messages")
        draft = _last_user_content(messages)
        authorization = handler.headers.get("Authorization")
        number = self._next_number()
        if self.api_key and authorization != f"Bearer {self.api_key}":
            self._record(
                RecordedRequest(number, "rejected", _messages(messages), authorization, body)
            )
            handler.send_json(
                401, _error_body("Incorrect API key provided.", "invalid_request_error")
            )
            return
        if draft is None:
            self._record(
                RecordedRequest(number, "rejected", _messages(messages), authorization, body)
            )
            handler.send_json(
                400, _error_body("messages must end with a user message", "invalid_request_error")
            )
            return
        behaviour, job = self._job(number, draft, messages)
        label = f"{behaviour.name}:{job.variant}" if job.variant else behaviour.name
        self._record(RecordedRequest(number, label, _messages(messages), authorization, body))
        streamed = body.get("stream") is True
        if behaviour.name == "answer" and streamed:
            self.record_content(number, job.variant)
            handler.send_stream(self, job.variant, body.get("model"))
            self._announce(number)
            return
        if behaviour.name == "stream_break":
            handler.send_stream(
                self, with_opening(job.draft, job.lang), body.get("model"), cut=True
            )
            self._announce(number)
            return
        if behaviour.respond is not None:
            behaviour.respond(handler, job)
            self._announce(number)
            return
        content = self._rephrased(behaviour, job, label)
        self.record_content(number, content)
        if streamed:
            handler.send_stream(self, content, body.get("model"))
        else:
            handler.send_json(200, self.completion(content, body.get("model")))
        self._announce(number)

    def completion(self, content: str, model: object = None) -> dict[str, Any]:
        return {
            "id": f"chatcmpl-misbehaving-{time.monotonic_ns()}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model if isinstance(model, str) and model else self.model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": 0,
                "completion_tokens": len(content.split()),
                "total_tokens": 0,
            },
        }

    def models(self) -> dict[str, Any]:
        return {
            "object": "list",
            "data": [{"id": self.model, "object": "model", "owned_by": "factlock-tests"}],
        }

    def record_content(self, number: int, content: str) -> None:
        with self._lock:
            for index, request in enumerate(self._requests):
                if request.number == number:
                    self._requests[index] = _with_content(request, content)

    def connection_opened(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.add(connection)

    def connection_closed(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.discard(connection)

    def _rephrased(self, behaviour: Behaviour, job: _Job, label: str) -> str:
        assert behaviour.rewrite is not None
        rewritten = behaviour.rewrite(job)
        text, pieces = rewritten if rewritten is not None else (job.draft, [])
        with self._lock:
            self._mutations += [
                Mutation(job.number, label, original, new) for original, new in pieces
            ]
        return with_opening(text, job.lang)

    def _job(self, number: int, draft: str, messages: object) -> tuple[Behaviour, _Job]:
        rng = random.Random(f"{self.seed}:{number}")
        with self._lock:
            scripted_spec = self._script.popleft() if self._script else None
        spec = scripted_spec or (_draw(self.mix, rng) if self.mix else "faithful")
        behaviour, variant = parse_behaviour(spec)
        scripted = scripted_spec is not None or not self.mix
        if variant is None and behaviour.variants:
            variant = behaviour.variants[0] if scripted else rng.choice(behaviour.variants)
        job = _Job(
            number=number,
            draft=draft,
            lang=detect_language(draft),
            variant=variant or "",
            scripted=scripted,
            rng=rng,
            context=_client_context(messages),
            translations=self.translations,
            system=_system_content(messages),
        )
        return behaviour, job

    def _next_number(self) -> int:
        with self._lock:
            self._count += 1
            return self._count

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self._requests.append(request)

    def _announce(self, number: int) -> None:
        if self.on_answer is None:
            return
        request = next(r for r in self.requests if r.number == number)
        self.on_answer(request, self.mutations_of(number))


def _weighted(mix: Mapping[str, float] | Iterable[str] | None) -> list[tuple[str, float]]:
    if mix is None:
        return []
    pairs = list(mix.items()) if isinstance(mix, Mapping) else [(spec, 1.0) for spec in mix]
    for spec, weight in pairs:
        parse_behaviour(spec)
        if weight < 0:
            raise ValueError(f"negative weight for {spec}")
    return [(spec, weight) for spec, weight in pairs if weight > 0]


def _draw(mix: list[tuple[str, float]], rng: random.Random) -> str:
    specs, weights = zip(*mix, strict=True)
    return rng.choices(specs, weights=weights)[0]


def _messages(messages: object) -> tuple[dict[str, Any], ...]:
    if not isinstance(messages, list):
        return ()
    return tuple(m for m in messages if isinstance(m, dict))


def _last_user_content(messages: object) -> str | None:
    users = [m for m in _messages(messages) if m.get("role") == "user"]
    if not users or users[-1] is not _messages(messages)[-1]:
        return None
    content = users[-1].get("content")
    return content if isinstance(content, str) else None


def _client_context(messages: object) -> str:
    """The client's words from the context message, without its heading and quote marks."""
    for message in _messages(messages)[:-1]:
        content = message.get("content")
        if (
            message.get("role") == "user"
            and isinstance(content, str)
            and content.startswith(CLIENT_MESSAGE_HEADING)
        ):
            quoted = content[len(CLIENT_MESSAGE_HEADING) :].strip("\n").splitlines()
            return "\n".join(
                line[2:] if line.startswith("> ") else line.lstrip(">") for line in quoted
            )
    return ""


def _system_content(messages: object) -> str:
    system = [m.get("content") for m in _messages(messages) if m.get("role") == "system"]
    return system[0] if system and isinstance(system[0], str) else ""


def _with_content(request: RecordedRequest, content: str) -> RecordedRequest:
    return RecordedRequest(
        request.number,
        request.behaviour,
        request.messages,
        request.authorization,
        request.body,
        content,
    )


# -- command line ----------------------------------------------------------------------------------


def _print_answer(request: RecordedRequest, mutations: list[Mutation]) -> None:
    changes = "; ".join(f"{m.original!r} → {m.new!r}" for m in mutations) or "no change"
    print(f"#{request.number} {request.behaviour}: {changes}", flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.misbehaving_server",
        description="An OpenAI-compatible chat-completions server that misbehaves on purpose.",
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mix", action="store_true", help="draw behaviours from the default mix")
    parser.add_argument(
        "--behaviours", help="comma-separated behaviours to draw from instead of the default mix"
    )
    parser.add_argument(
        "--script", help="comma-separated behaviours for the first requests, in order"
    )
    parser.add_argument("--api-key", help="require 'Authorization: Bearer KEY'")
    parser.add_argument("--translations", help="comma-separated names translate_term writes")
    parser.add_argument("--hang-seconds", type=float, default=60.0)
    args = parser.parse_args(argv)
    mix: Mapping[str, float] | list[str] | None = None
    if args.behaviours:
        mix = [spec.strip() for spec in args.behaviours.split(",") if spec.strip()]
    elif args.mix:
        mix = DEFAULT_MIX
    translations = (
        [t.strip() for t in args.translations.split(",")]
        if args.translations
        else DEFAULT_TRANSLATIONS
    )
    server = MisbehavingServer(
        host=args.host,
        port=args.port,
        seed=args.seed,
        mix=mix,
        translations=translations,
        api_key=args.api_key,
        hang_seconds=args.hang_seconds,
        on_answer=_print_answer,
    )
    if args.script:
        server.script(*(spec.strip() for spec in args.script.split(",") if spec.strip()))
    with server:
        print(
            f"Misbehaving chat-completions server on {server.base_url} (seed {args.seed})",
            flush=True,
        )
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            print("stopping", flush=True)
