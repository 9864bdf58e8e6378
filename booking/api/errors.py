"""Maps every error to a 4xx JSON body with field messages, in one place.

Shape: {"message": "...", "extra": {}} and, for invalid input, {"extra": {"fields": {name: [..]}}}.

    booking.errors.ApplicationError          its own status (400, 409, 413, 422; the tree is in
                                             booking/errors.py), message and fields
    safety.patterns.TextTooComplex           422 TextNotCheckable: a scan did not finish in time
    django RequestDataTooBig                 413 PayloadTooLarge: the body is past the upload limit
    django IntegrityError                    409 DataConflict: a constraint caught two writers
    django ValidationError                   400, its messages as fields (as DRF's ValidationError)
    django Http404, PermissionDenied         404, 403 (as DRF's NotFound, PermissionDenied)
    DRF APIException                         its status; ValidationError with its fields
    anything else                            not handled here: a server error
"""

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.core.exceptions import RequestDataTooBig
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import IntegrityError
from django.http import Http404
from rest_framework import exceptions
from rest_framework.response import Response
from rest_framework.serializers import as_serializer_error
from rest_framework.settings import api_settings
from rest_framework.views import exception_handler as drf_exception_handler

from booking.errors import (
    BODY_TOO_LARGE,
    DATA_CONFLICT,
    TEXT_TOO_COMPLEX,
    ApplicationError,
    DataConflict,
    PayloadTooLarge,
    TextNotCheckable,
)
from safety.patterns import TextTooComplex

VALIDATION_FAILED = "Validation error"


def application_error_of(exc: Exception) -> ApplicationError | None:
    """The application error `exc` is answered as, or None for one DRF answers itself."""
    if isinstance(exc, ApplicationError):
        return exc
    if isinstance(exc, TextTooComplex):
        return TextNotCheckable(TEXT_TOO_COMPLEX)
    if isinstance(exc, RequestDataTooBig):
        # Django would answer with its HTML page for a bad request.
        return PayloadTooLarge(BODY_TOO_LARGE)
    if isinstance(exc, IntegrityError):
        # A database constraint caught what validation missed, e.g. two requests creating the
        # same name at once. The state of the data, not the server, is at fault.
        return DataConflict(DATA_CONFLICT)
    return None


def error_body(error: ApplicationError) -> dict:
    return {"message": error.message, "extra": error.extra}


def _as_drf_exception(exc: Exception) -> Exception:
    if isinstance(exc, DjangoValidationError):
        return exceptions.ValidationError(as_serializer_error(exc))
    if isinstance(exc, Http404):
        return exceptions.NotFound()
    if isinstance(exc, DjangoPermissionDenied):
        return exceptions.PermissionDenied()
    return exc


def _field_errors(detail) -> dict:
    if isinstance(detail, dict):
        return detail
    return {api_settings.NON_FIELD_ERRORS_KEY: detail if isinstance(detail, list) else [detail]}


def exception_handler(exc, context):
    error = application_error_of(exc)
    if error is not None:
        return Response(error_body(error), status=error.status_code)

    exc = _as_drf_exception(exc)
    response = drf_exception_handler(exc, context)
    if response is None:
        return None
    if isinstance(exc, exceptions.ValidationError):
        response.data = {
            "message": VALIDATION_FAILED,
            "extra": {"fields": _field_errors(exc.detail)},
        }
    else:
        detail = exc.detail if isinstance(exc, exceptions.APIException) else str(exc)
        response.data = {"message": str(detail), "extra": {}}
    return response
