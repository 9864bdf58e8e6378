"""POST /api/v1/verify: check an LLM draft against HardFacts and return the corrected text.

Stateless: the facts travel with the request; the venue's own catalog is not consulted, so any
booking assistant can call it.
"""
from __future__ import annotations

from typing import get_args

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from pydantic import ValidationError as PydanticValidationError
from rest_framework import serializers, status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.errors import ApplicationError
from booking.metrics import verify_observe
from safety.contract import VerifyRequest, verify_request
from safety.patterns import TextTooComplex
from safety.report import Action, IssueKind, IssueType, Reason

from .schema import ErrorOutput
from .throttling import ClientIpRateThrottle

INVALID_REQUEST = "The verify request is invalid."
TEXT_TOO_LONG = "text is longer than {limit} characters."
TEXT_TOO_COMPLEX = "text could not be checked in time."


class PayloadTooLarge(ApplicationError):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE


class TextNotCheckable(ApplicationError):
    status_code = status.HTTP_422_UNPROCESSABLE_ENTITY


def max_text_chars() -> int:
    return int(settings.FACTLOCK["VERIFY_MAX_TEXT_CHARS"])


def pydantic_field_errors(error: PydanticValidationError) -> dict[str, list[str]]:
    fields: dict[str, list[str]] = {}
    for item in error.errors(include_url=False):
        name = ".".join(str(part) for part in item["loc"]) or "non_field_errors"
        fields.setdefault(name, []).append(item["msg"])
    return fields


def parse_verify_request(data: object) -> VerifyRequest:
    if isinstance(data, dict) and isinstance(data.get("text"), str) and len(data["text"]) > max_text_chars():
        raise PayloadTooLarge(TEXT_TOO_LONG.format(limit=max_text_chars()), fields={"text": [TEXT_TOO_LONG.format(limit=max_text_chars())]})
    try:
        return VerifyRequest.model_validate(data)
    except PydanticValidationError as error:
        raise ApplicationError(INVALID_REQUEST, fields=pydantic_field_errors(error)) from error


def _choices(literal) -> list[str]:
    """The strings of a Literal, or of a union of Literals."""
    choices: list[str] = []
    for arg in get_args(literal):
        choices += _choices(arg) if get_args(arg) else [arg]
    return choices


VerifyIssuesOutput = inline_serializer(
    "VerifyIssue",
    {
        "kind": serializers.ChoiceField(choices=_choices(IssueKind)),
        "type": serializers.ChoiceField(choices=_choices(IssueType)),
        "found": serializers.CharField(allow_null=True),
        "expected": serializers.CharField(allow_null=True),
        "action": serializers.ChoiceField(choices=_choices(Action)),
        "reason": serializers.ChoiceField(choices=_choices(Reason)),
    },
    many=True,
)
VerifyOutput = inline_serializer(
    "VerifyOutput",
    {
        "ok": serializers.BooleanField(),
        "text": serializers.CharField(),
        "corrected": serializers.BooleanField(),
        "fallback": serializers.BooleanField(),
        "issues": VerifyIssuesOutput,
    },
)


class VerifyApi(APIView):
    permission_classes = [AllowAny]
    authentication_classes: list = []
    throttle_classes = [ClientIpRateThrottle]
    throttle_scope = "verify"

    @extend_schema(
        request=VerifyRequest,
        responses={200: VerifyOutput, 413: ErrorOutput, 422: ErrorOutput},
        examples=[
            OpenApiExample(
                "A wrong time",
                value={
                    "facts": {"dates": [{"value": "2026-08-08"}], "times": [{"value": "18:00"}]},
                    "text": "See you on 8 August 2026 at 19:00.",
                    "locale": "en",
                },
                request_only=True,
            )
        ],
        summary="Verify and correct a draft against its facts",
    )
    def post(self, request):
        try:
            data = request.data
        except RequestDataTooBig as error:
            raise PayloadTooLarge(str(error)) from error
        verify = parse_verify_request(data)
        try:
            body = verify_request(verify)
        except TextTooComplex as error:
            raise TextNotCheckable(TEXT_TOO_COMPLEX) from error
        verify_observe(ok=body["ok"], corrected=body["corrected"], issues=body["issues"])
        return Response(body)
