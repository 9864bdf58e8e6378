"""Transport behaviours: error statuses, a hang, a trickle, garbage and bodies of the wrong shape."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .drafts import (
    _Job,
)
from .rewrites import (
    with_opening,
)

if TYPE_CHECKING:
    from .server import _Handler


# -- transport behaviours --------------------------------------------------------------------------


def _error_body(message: str, error_type: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": error_type, "param": None, "code": None}}


def respond_http_500(handler: _Handler, job: _Job) -> None:
    handler.send_json(
        500, _error_body("The server had an error while processing your request.", "server_error")
    )


def respond_http_429(handler: _Handler, job: _Job) -> None:
    handler.send_json(
        429, _error_body("Rate limit reached.", "rate_limit_error"), {"Retry-After": "0"}
    )


def respond_http_400(handler: _Handler, job: _Job) -> None:
    handler.send_json(400, _error_body("Invalid request.", "invalid_request_error"))


def respond_hang(handler: _Handler, job: _Job) -> None:
    handler.owner.stopping.wait(handler.owner.hang_seconds)
    handler.close_connection = True


def respond_trickle(handler: _Handler, job: _Job) -> None:
    content = with_opening(job.draft, job.lang)
    handler.owner.record_content(job.number, content)
    body = json.dumps(handler.owner.completion(content)).encode("utf-8")
    head = (
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    ).encode("ascii")
    handler.close_connection = True
    for byte in head + body:
        if handler.owner.stopping.wait(handler.owner.trickle_seconds):
            return
        handler.wfile.write(bytes([byte]))


def respond_garbage(handler: _Handler, job: _Job) -> None:
    if job.variant == "truncated":
        body = json.dumps(handler.owner.completion(job.draft))
        handler.send_bytes(200, body[: len(body) // 2].encode("utf-8"), "application/json")
    else:
        page = "<html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>"
        handler.send_bytes(200, page.encode("utf-8"), "text/html")


def respond_wrong_shape(handler: _Handler, job: _Job) -> None:
    payload = handler.owner.completion(job.draft)
    if job.variant == "no_choices":
        del payload["choices"]
        payload["result"] = job.draft
    elif job.variant == "empty_choices":
        payload["choices"] = []
    else:
        del payload["choices"][0]["message"]["content"]
    handler.send_json(200, payload)


def respond_empty(handler: _Handler, job: _Job) -> None:
    content = "" if job.variant == "empty" else " \n\t "
    handler.owner.record_content(job.number, content)
    handler.send_json(200, handler.owner.completion(content))


def respond_answer(handler: _Handler, job: _Job) -> None:
    """`answer:<text>`: the model's whole answer is <text>, as given (a JSON choice, say)."""
    handler.owner.record_content(job.number, job.variant)
    handler.send_json(200, handler.owner.completion(job.variant))
