"""A draft verified against its facts: the one path of POST /api/v1/verify and the inspector's
try form.

The input is a verify request as JSON (safety.request.VerifyRequest). The venue's names come
from the request's `catalog` when it sends one, else from this instance's catalog, as the chat
reads it.
"""

from __future__ import annotations

from pydantic import ValidationError as PydanticValidationError

from booking.errors import TEXT_TOO_LONG, ApplicationError, PayloadTooLarge
from booking.selectors.catalog import venue_catalog_recent
from core.settings import factlock_settings
from safety.request import VerifyRequest
from safety.verification import verify_request

INVALID_REQUEST = "The verify request is invalid."
NON_FIELD_ERRORS = "non_field_errors"  # the name of an error about the request as a whole


def verify_request_parse(data: object) -> VerifyRequest:
    """`data` read as a verify request. Raises PayloadTooLarge for a text past
    FACTLOCK["VERIFY_MAX_TEXT_CHARS"] (before reading the rest), ApplicationError with a message
    per field (dotted paths, "facts.dates.0.value") for anything else it cannot read."""
    limit = factlock_settings().verify_max_text_chars
    for field in ("text", "source"):
        if isinstance(data, dict) and isinstance(data.get(field), str) and len(data[field]) > limit:
            message = TEXT_TOO_LONG.format(limit=limit).replace("text", field, 1)
            raise PayloadTooLarge.for_field(field, message)
    try:
        return VerifyRequest.model_validate(data)
    except PydanticValidationError as error:
        raise ApplicationError(INVALID_REQUEST, fields=_field_errors(error)) from error


def verify_text(*, data: object) -> dict:
    """The verify API's response body for `data`. Raises what verify_request_parse raises, and
    safety.patterns.TextTooComplex when a scan of the text does not finish in time."""
    request = verify_request_parse(data)
    catalog = venue_catalog_recent() if request.catalog is None else None
    return verify_request(request, catalog, catalog_source="instance")


def _field_errors(error: PydanticValidationError) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for item in error.errors(include_url=False):
        name = ".".join(str(part) for part in item["loc"]) or NON_FIELD_ERRORS
        fields.setdefault(name, []).append(item["msg"])
    return fields
