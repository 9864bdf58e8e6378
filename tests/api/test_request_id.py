"""The request id: taken from a safe X-Request-ID or generated, echoed back, carried by logs."""

import asyncio
import datetime as dt
import json
import logging
import re
import sys
from decimal import Decimal

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.http import HttpResponse
from django.test import RequestFactory

from core.logging import JsonFormatter, RequestIdFilter, console_formatter
from core.request_id import RequestIdMiddleware, current_request_id, request_id_bound

GENERATED = re.compile(r"[0-9a-f]{32}")

logger = logging.getLogger("factlock.tests")


@pytest.fixture
def request_ids(caplog):
    """caplog's records, with request ids added as the console handler adds them."""
    request_id_filter = RequestIdFilter()
    caplog.handler.addFilter(request_id_filter)
    yield caplog
    caplog.handler.removeFilter(request_id_filter)


def seen_by_view(**headers):
    """Runs the middleware around a view; returns the response and what the view saw."""
    seen = {}

    def view(request):
        seen["on_request"] = request.request_id
        seen["current"] = current_request_id()
        logger.info("handling", extra={"room": "Salon Rose"})
        return HttpResponse("ok")

    response = RequestIdMiddleware(view)(RequestFactory().get("/", headers=headers))
    return response, seen


@pytest.mark.django_db
def test_a_safe_request_id_makes_the_round_trip(client):
    response = client.get("/api/v1/rooms/", headers={"X-Request-ID": "req-42_a.B"})

    assert response["X-Request-ID"] == "req-42_a.B"


@pytest.mark.django_db
def test_a_request_without_an_id_gets_a_new_one(client):
    first = client.get("/api/v1/rooms/")["X-Request-ID"]
    second = client.get("/api/v1/rooms/")["X-Request-ID"]

    assert GENERATED.fullmatch(first) and GENERATED.fullmatch(second)
    assert first != second


@pytest.mark.parametrize(
    "unsafe",
    ["", "a" * 65, "two words", "id;drop", "<script>", "ümlaut", "line\nbreak", "a/b"],
)
def test_an_unsafe_request_id_is_replaced(unsafe):
    response, seen = seen_by_view(**{"X-Request-ID": unsafe})

    assert GENERATED.fullmatch(response["X-Request-ID"])
    assert seen["on_request"] == response["X-Request-ID"]


def test_the_longest_safe_id_is_kept():
    response, _ = seen_by_view(**{"X-Request-ID": "a" * 64})

    assert response["X-Request-ID"] == "a" * 64


def test_the_view_sees_the_id_on_the_request_and_as_the_current_one():
    response, seen = seen_by_view(**{"X-Request-ID": "abc"})

    assert seen == {"on_request": "abc", "current": "abc"}
    assert current_request_id() == ""


def test_the_middleware_also_serves_async_views():
    async def view(request):
        return HttpResponse(current_request_id())

    middleware = RequestIdMiddleware(view)
    response = asyncio.run(
        middleware(RequestFactory().get("/", headers={"X-Request-ID": "async-1"}))
    )

    assert response.content == b"async-1"
    assert response["X-Request-ID"] == "async-1"


def test_log_records_during_a_request_carry_its_id(request_ids):
    with request_ids.at_level(logging.INFO, logger="factlock.tests"):
        seen_by_view(**{"X-Request-ID": "log-me"})

    (record,) = [r for r in request_ids.records if r.name == "factlock.tests"]
    assert record.request_id == "log-me"
    assert record.room == "Salon Rose"


@pytest.mark.django_db
def test_djangos_error_log_carries_the_id_of_its_request(client, request_ids):
    with request_ids.at_level(logging.WARNING, logger="django.request"):
        client.get("/api/v1/rooms/999999/", headers={"X-Request-ID": "not-found-1"})

    (record,) = [r for r in request_ids.records if r.name == "django.request"]
    assert record.request_id == "not-found-1"


def test_records_outside_a_request_have_an_empty_id(request_ids):
    with request_ids.at_level(logging.INFO, logger="factlock.tests"):
        logger.info("startup")
        with request_id_bound("task-7"):
            logger.info("in a task")

    assert [r.request_id for r in request_ids.records] == ["", "task-7"]


def test_the_console_handler_adds_request_ids():
    handlers = logging.getLogger().handlers

    assert any(
        isinstance(log_filter, RequestIdFilter)
        for handler in handlers
        for log_filter in handler.filters
    )


def make_record(message="Reply %s sent", args=(7,), **extra) -> logging.LogRecord:
    record = logger.makeRecord(
        logger.name, logging.WARNING, __file__, 1, message, args, None, extra=extra
    )
    RequestIdFilter().filter(record)
    return record


def test_the_json_formatter_writes_one_object_per_line():
    with request_id_bound("json-1"):
        record = make_record(lang="de", amount=Decimal("1250.00"), issues=[{"kind": "wrong"}])

    line = JsonFormatter().format(record)
    fields = json.loads(line)

    assert "\n" not in line
    assert fields | {"time": None} == {
        "time": None,
        "level": "WARNING",
        "logger": "factlock.tests",
        "message": "Reply 7 sent",
        "request_id": "json-1",
        "lang": "de",
        "amount": "1250.00",
        "issues": [{"kind": "wrong"}],
    }
    assert dt.datetime.fromisoformat(fields["time"]).tzinfo is not None


def test_the_json_formatter_includes_the_traceback():
    try:
        raise ValueError("bad facts")
    except ValueError:
        record = logger.makeRecord(
            logger.name, logging.ERROR, __file__, 1, "failed", (), sys.exc_info()
        )

    fields = json.loads(JsonFormatter().format(record))

    assert "ValueError: bad facts" in fields["exc_info"]


def test_the_text_format_shows_the_request_id():
    with request_id_bound("text-1"):
        record = make_record()

    assert "WARNING factlock.tests [text-1] Reply 7 sent" in console_formatter("text").format(
        record
    )


def test_an_unknown_log_format_is_refused():
    with pytest.raises(ImproperlyConfigured, match="LOG_FORMAT must be json or text"):
        console_formatter("xml")
