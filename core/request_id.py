"""The request id: one id per HTTP request, carried by logs, audit records and Celery tasks.

A caller's X-Request-ID is reused when it is safe to write into logs and headers; otherwise a
fresh id is generated. The id lives in a context variable for the duration of the request, so
any code can read it with `current_request_id()` without being handed the request.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from asgiref.sync import iscoroutinefunction, markcoroutinefunction

REQUEST_ID_HEADER = "X-Request-ID"
_REQUEST_ID_META = "HTTP_" + REQUEST_ID_HEADER.upper().replace("-", "_")
SAFE_REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")

_request_id: ContextVar[str] = ContextVar("request_id", default="")


def current_request_id() -> str:
    """The id of the request being handled, or "" outside a request."""
    return _request_id.get()


@contextmanager
def request_id_bound(request_id: str) -> Iterator[str]:
    """Makes `request_id` current inside the block, e.g. in a Celery task given its caller's id."""
    token = _request_id.set(request_id)
    try:
        yield request_id
    finally:
        _request_id.reset(token)


def new_request_id() -> str:
    return uuid.uuid4().hex


def request_id_from_header(value: str | None) -> str:
    """The caller's id when it is safe to log and echo back, else a new one."""
    if value and SAFE_REQUEST_ID.fullmatch(value):
        return value
    return new_request_id()


class RequestIdMiddleware:
    """Sets `request.request_id` and the current id, and returns the id in X-Request-ID."""

    sync_capable = True
    async_capable = True

    def __init__(self, get_response):
        self.get_response = get_response
        self._is_async = iscoroutinefunction(self.get_response)
        if self._is_async:
            markcoroutinefunction(self)

    def __call__(self, request):
        if self._is_async:
            return self._acall(request)
        request_id = self._assign(request)
        with request_id_bound(request_id):
            response = self.get_response(request)
        response[REQUEST_ID_HEADER] = request_id
        return response

    async def _acall(self, request):
        request_id = self._assign(request)
        with request_id_bound(request_id):
            response = await self.get_response(request)
        response[REQUEST_ID_HEADER] = request_id
        return response

    @staticmethod
    def _assign(request) -> str:
        # META, not request.headers: the one header is read without building the whole mapping.
        request.request_id = request_id_from_header(request.META.get(_REQUEST_ID_META))
        return request.request_id
