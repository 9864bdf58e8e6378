"""Maps every error to a 4xx JSON body with field messages.

Shape: {"message": "...", "extra": {}} and, for invalid input, {"extra": {"fields": {name: [..]}}}.
Service errors (booking.errors.ApplicationError) carry their own status: 400, or 409 for conflicts.
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

from booking.errors import ApplicationError

VALIDATION_FAILED = "Validation error"
INTEGRITY_CONFLICT = "The change conflicts with existing data."
BODY_TOO_LARGE = "The request body is larger than the server accepts."


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
    if isinstance(exc, ApplicationError):
        return Response({"message": exc.message, "extra": exc.extra}, status=exc.status_code)
    if isinstance(exc, IntegrityError):
        # A database constraint caught what validation missed, e.g. two requests creating the
        # same name at once. The state of the data, not the server, is at fault.
        return Response({"message": INTEGRITY_CONFLICT, "extra": {}}, status=409)
    if isinstance(exc, RequestDataTooBig):
        # Django would answer with its HTML page for a bad request.
        return Response({"message": BODY_TOO_LARGE, "extra": {}}, status=413)

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
