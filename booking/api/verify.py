"""POST /api/v1/verify: check an LLM draft against HardFacts and return the corrected text.

The facts travel with the request; booking.services.verification.verify_text reads and checks it.
"""

from __future__ import annotations

import logging
from typing import get_args

from drf_spectacular.utils import (
    OpenApiExample,
    PolymorphicProxySerializer,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.errors import ApplicationError
from booking.metrics import verify_observe
from booking.models import ApiKey
from booking.services.verification import verify_text
from safety.claims import ClaimKind
from safety.evidence import ROLES
from safety.report import Action, CaveatKind, IssueKind, IssueType, Reason
from safety.request import VerifyRequest
from safety.verification import MAX_LISTED
from safety.width import TextFormat

from .authentication import ApiKeyAuthentication
from .errors import application_error_of, error_body
from .schema import ErrorOutput
from .throttling import ClientIpRateThrottle, ItemsRateThrottle

logger = logging.getLogger(__name__)

MAX_BATCH_ITEMS = 100
BATCH_INVALID = "The batch is invalid."
BATCH_ITEMS = f"items must be a list of 1 to {MAX_BATCH_ITEMS} verify requests."
BATCH_ITEM_FAILED = "This item could not be checked; the others were."


def _choices(literal) -> list[str]:
    """The strings of a Literal, or of a union of Literals."""
    choices: list[str] = []
    for arg in get_args(literal):
        choices += _choices(arg) if get_args(arg) else [arg]
    return choices


def _role_field() -> serializers.ChoiceField:
    """The evidence role of an issue or a warning (safety.evidence), one field per serializer."""
    return serializers.ChoiceField(
        choices=list(ROLES),
        allow_null=True,
        required=False,
        help_text=(
            "Where `found` stands in the reply's layout, the evidence the issue rests on: "
            "table_cell, label (a labelled field), list_item, heading or sentence; null "
            "without a span."
        ),
    )


VerifyIssuesOutput = inline_serializer(
    "VerifyIssue",
    {
        "kind": serializers.ChoiceField(
            choices=[*_choices(IssueKind), "more"],
            help_text=f"more: the last entry when a text has over {MAX_LISTED} issues; `count` says how many are not listed.",
        ),
        "type": serializers.ChoiceField(choices=_choices(IssueType), allow_null=True),
        "found": serializers.CharField(allow_null=True),
        "expected": serializers.CharField(allow_null=True),
        "action": serializers.ChoiceField(choices=_choices(Action), allow_null=True),
        "reason": serializers.ChoiceField(choices=[*_choices(Reason), "more"]),
        "count": serializers.IntegerField(
            min_value=1, required=False, help_text="Only for kind more: the issues not listed."
        ),
        "span": serializers.ListField(
            child=serializers.IntegerField(min_value=0),
            min_length=2,
            max_length=2,
            allow_null=True,
            help_text="[start, end) of `found` in the submitted text; null for a missing fact.",
        ),
        "role": _role_field(),
        "fixed_span": serializers.ListField(
            child=serializers.IntegerField(min_value=0),
            min_length=2,
            max_length=2,
            allow_null=True,
            help_text=(
                "[start, end) in the returned text where the fix went: the replacement, the "
                "inserted fact, or an empty span where a cut was made; null when the text is "
                "unchanged or a fallback."
            ),
        ),
        "suggestions": serializers.ListField(
            child=serializers.CharField(),
            help_text="For a room or term name neither the facts nor the catalog hold: the closest known names.",
        ),
    },
    many=True,
)
VerifyWarningsOutput = inline_serializer(
    "VerifyWarning",
    {
        "kind": serializers.ChoiceField(
            choices=[*_choices(CaveatKind), "more"],
            help_text=(
                "unconfirmed: a fact present in a form or role not read with certainty; "
                "unverified: a statement nothing given confirms or refutes. Neither changes the "
                f"text or `ok`. more: the last entry when a text has over {MAX_LISTED} warnings."
            ),
        ),
        "type": serializers.ChoiceField(choices=_choices(IssueType), allow_null=True),
        "count": serializers.IntegerField(
            min_value=1, required=False, help_text="Only for kind more: the warnings not listed."
        ),
        "found": serializers.CharField(allow_null=True),
        "expected": serializers.CharField(allow_null=True),
        "span": serializers.ListField(
            child=serializers.IntegerField(min_value=0),
            min_length=2,
            max_length=2,
            allow_null=True,
            help_text="[start, end) of `found` in the submitted text.",
        ),
        "role": _role_field(),
        "reason": serializers.CharField(),
    },
    many=True,
)
_CatalogNameOutput: dict[str, serializers.Field] = {
    "name": serializers.CharField(),
    "aliases": serializers.ListField(child=serializers.CharField()),
}
VerifyCatalogOutput = inline_serializer(
    "VerifyCatalog",
    {
        "source": serializers.ChoiceField(
            choices=["request", "instance", "none"],
            help_text="request: the catalog the request sent; instance: this instance's venue.",
        ),
        "rooms": inline_serializer("VerifyCatalogRoom", _CatalogNameOutput, many=True),
        "terms": inline_serializer(
            "VerifyCatalogTerm",
            {**_CatalogNameOutput, "kind": serializers.ChoiceField(choices=["product", "feature"])},
            many=True,
        ),
        "venue": inline_serializer(
            "VerifyCatalogVenue",
            {
                "name": serializers.CharField(allow_blank=True),
                "other_names": serializers.ListField(child=serializers.CharField()),
                "address": serializers.CharField(allow_blank=True),
                "phone": serializers.CharField(allow_blank=True),
                "email": serializers.CharField(allow_blank=True),
                "website": serializers.CharField(allow_blank=True),
                "iban": serializers.CharField(allow_blank=True),
            },
            allow_null=True,
            help_text="The venue itself, whose name and contacts are no claim; null when unknown.",
        ),
    },
)
VerifyOutput = inline_serializer(
    "VerifyOutput",
    {
        "ok": serializers.BooleanField(),
        "text": serializers.CharField(),
        "corrected": serializers.BooleanField(),
        "fallback": serializers.BooleanField(),
        "issues": VerifyIssuesOutput,
        "warnings": VerifyWarningsOutput,
        "coverage": serializers.FloatField(
            min_value=0,
            max_value=1,
            help_text="Required facts the draft states right / required facts (1.0 when none is required).",
        ),
        "issues_total": serializers.IntegerField(
            min_value=0, help_text=f"All issues found; at most {MAX_LISTED} are listed."
        ),
        "warnings_total": serializers.IntegerField(
            min_value=0, help_text=f"All warnings; at most {MAX_LISTED} are listed."
        ),
        "facts_found": serializers.IntegerField(min_value=0),
        "facts_required": serializers.IntegerField(min_value=0),
        "catalog": VerifyCatalogOutput,
        "reference_day": serializers.DateField(
            allow_null=True,
            help_text="The day relative dates were read from (from `now` and `time_zone`); null without them.",
        ),
        "format": serializers.ChoiceField(
            choices=_choices(TextFormat),
            help_text="How the text was read: the request's `format`, or the one detected without it.",
        ),
    },
)
CLAIM_KINDS = _choices(ClaimKind)


class VerifyApi(APIView):
    """Anonymous callers are throttled per IP; a caller with `Authorization: Api-Key <key>` at its
    key's rate."""

    permission_classes = [AllowAny]
    authentication_classes = [ApiKeyAuthentication]
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
        body = verify_text(data=request.data)
        verify_observe(ok=body["ok"], corrected=body["corrected"], issues=body["issues"])
        log_verified(request, [body])
        return Response(body)


def caller_name(request) -> str:
    """The API key's name, or "anonymous"."""
    return request.auth.name if isinstance(request.auth, ApiKey) else "anonymous"


def log_verified(request, bodies: list[dict]) -> None:
    """One log line per call, naming the caller's key: the trail of who verified what."""
    logger.info(
        "verify answered for %s: %d text(s), %d corrected",
        caller_name(request),
        len(bodies),
        sum(1 for body in bodies if body.get("corrected")),
        extra={"api_key": caller_name(request), "texts": len(bodies)},
    )


VerifyBatchResult = PolymorphicProxySerializer(
    component_name="VerifyBatchResult",
    serializers=[
        inline_serializer(
            "VerifyBatchItemOk",
            {"status": serializers.ChoiceField(choices=[200]), **VerifyOutput.fields},
        ),
        inline_serializer(
            "VerifyBatchItemError",
            {
                "status": serializers.ChoiceField(
                    choices=[400, 413, 422, 500],
                    help_text="The status this item alone would have had.",
                ),
                "message": serializers.CharField(),
                "extra": serializers.DictField(
                    help_text='For invalid input: {"fields": {name: [messages]}}.'
                ),
            },
        ),
    ],
    resource_type_field_name=None,
    many=True,
)
VerifyBatchOutput = inline_serializer(
    "VerifyBatchOutput",
    {"results": VerifyBatchResult},
)
VerifyBatchInput = inline_serializer(
    "VerifyBatchInput",
    {
        "items": serializers.ListField(
            child=serializers.DictField(),
            min_length=1,
            max_length=MAX_BATCH_ITEMS,
            help_text="Up to 100 verify requests, each as POST /api/v1/verify takes it.",
        )
    },
)


class VerifyBatchApi(APIView):
    """Up to 100 verify requests in one call; each item counts against the caller's rate."""

    permission_classes = [AllowAny]
    authentication_classes = [ApiKeyAuthentication]
    throttle_classes = [ItemsRateThrottle]
    throttle_scope = "verify"
    max_items = MAX_BATCH_ITEMS

    @extend_schema(
        request=VerifyBatchInput,
        responses={200: VerifyBatchOutput, 413: ErrorOutput},
        examples=[
            OpenApiExample(
                "A good item and a bad one",
                value={
                    "items": [
                        {"facts": {"times": [{"value": "18:00"}]}, "text": "See you at 19:00."},
                        {"facts": {"dates": [{"value": "2026-02-31"}]}, "text": "x"},
                    ]
                },
                request_only=True,
            )
        ],
        summary="Verify up to 100 drafts in one call",
    )
    def post(self, request):
        data = request.data
        items = data.get("items") if isinstance(data, dict) else None
        if not isinstance(items, list) or not 1 <= len(items) <= MAX_BATCH_ITEMS:
            raise ApplicationError(BATCH_INVALID, fields={"items": [BATCH_ITEMS]})
        if set(data) != {"items"}:
            unknown = sorted(set(data) - {"items"})
            raise ApplicationError(
                BATCH_INVALID, fields={key: ["Unknown field."] for key in unknown}
            )
        results = [self._result(item) for item in items]
        log_verified(request, [result for result in results if result["status"] == 200])
        return Response({"results": results})

    @staticmethod
    def _result(item: object) -> dict:
        """One item's body with status 200, or the error it alone would have had."""
        try:
            body = verify_text(data=item)
        except Exception as exc:
            error = application_error_of(exc)
            if error is None:
                # One item that breaks the checker fails alone: the others still answer.
                logger.exception("verify batch item failed")
                return {"status": 500, "message": BATCH_ITEM_FAILED, "extra": {}}
            return {"status": error.status_code, **error_body(error)}
        verify_observe(ok=body["ok"], corrected=body["corrected"], issues=body["issues"])
        return {"status": 200, **body}
