"""Log records with the request id, written as JSON lines or as plain text (LOG_FORMAT)."""

from __future__ import annotations

import json
import logging
from datetime import UTC, datetime

from django.core.exceptions import ImproperlyConfigured

from core.request_id import current_request_id

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s] %(message)s"
LOG_FORMATS = ("json", "text")

# Attributes every LogRecord has; anything else on a record came from `extra=`.
_PLAIN_RECORD = logging.LogRecord("", logging.INFO, "", 0, "", (), None)
RECORD_ATTRIBUTES = frozenset(vars(_PLAIN_RECORD)) | {"message", "asctime", "request_id"}
# Django's request logs pass the request object itself; its method and path are in the message.
UNLOGGED_EXTRAS = frozenset({"request"})


class RequestIdFilter(logging.Filter):
    """Adds `request_id` to every record: the current request's, or "" outside a request."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", ""):
            record.request_id = current_request_id() or _id_of_logged_request(record)
        return True


def _id_of_logged_request(record: logging.LogRecord) -> str:
    # Django logs 4xx/5xx responses after the middleware has returned, passing the request along.
    return getattr(getattr(record, "request", None), "request_id", "")


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request_id and the extra fields."""

    def format(self, record: logging.LogRecord) -> str:
        return json.dumps(self.fields(record), ensure_ascii=False, default=str)

    def fields(self, record: logging.LogRecord) -> dict[str, object]:
        fields: dict[str, object] = {
            "time": _utc_time(record.created),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": getattr(record, "request_id", ""),
        }
        fields |= extra_fields(record)
        if record.exc_info:
            fields["exc_info"] = self.formatException(record.exc_info)
        if record.stack_info:
            fields["stack_info"] = self.formatStack(record.stack_info)
        return fields


def _utc_time(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, tz=UTC).isoformat(timespec="milliseconds")


def extra_fields(record: logging.LogRecord) -> dict[str, object]:
    return {
        name: value
        for name, value in vars(record).items()
        if name not in RECORD_ATTRIBUTES and name not in UNLOGGED_EXTRAS
    }


def console_formatter(log_format: str) -> logging.Formatter:
    """The formatter for LOG_FORMAT; used from the LOGGING setting."""
    if log_format == "json":
        return JsonFormatter()
    if log_format == "text":
        return logging.Formatter(TEXT_FORMAT)
    choices = " or ".join(LOG_FORMATS)
    raise ImproperlyConfigured(f"LOG_FORMAT must be {choices}, not {log_format!r}.")
