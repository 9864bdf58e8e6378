"""/api/v1/openai/: an OpenAI-compatible endpoint that verifies and corrects what it passes on.

`POST chat/completions` and `GET models`, with a Factlock API key as `Authorization: Bearer`, so
the official `openai` client works with `base_url=".../api/v1/openai"`. Every error is in OpenAI's
shape, `{"error": {"message", "type", "param", "code"}}`. The work is booking.services.proxy's.
"""

from __future__ import annotations

from django.http import HttpResponseBase, JsonResponse, StreamingHttpResponse
from drf_spectacular.utils import extend_schema
from rest_framework import exceptions
from rest_framework.authentication import get_authorization_header
from rest_framework.permissions import AllowAny
from rest_framework.views import APIView

from booking.models import ApiKey
from booking.selectors.api_keys import api_key_for
from booking.services.proxy import (
    ProxyError,
    completion,
    proxy_request_parse,
    stream,
    upstream_models,
)

from .authentication import ApiKeyAuthentication
from .throttling import ClientIpRateThrottle

MISSING = "Send a Factlock API key as 'Authorization: Bearer <key>'."


class BearerApiKeyAuthentication(ApiKeyAuthentication):
    """A Factlock API key sent as `Authorization: Bearer <key>` (what OpenAI clients send)."""

    def authenticate(self, request):
        words = get_authorization_header(request).split()
        if not words or words[0].lower() != b"bearer":
            raise exceptions.NotAuthenticated(MISSING)
        if len(words) != 2:
            raise exceptions.AuthenticationFailed(MISSING)
        try:
            raw = words[1].decode("ascii")
        except UnicodeDecodeError as error:
            raise exceptions.AuthenticationFailed("The API key is not valid.") from error
        api_key = api_key_for(raw)
        if api_key is None:
            raise exceptions.AuthenticationFailed("The API key is not valid.")
        if not api_key.active:
            raise exceptions.PermissionDenied("The API key is disabled.")
        return None, api_key

    def authenticate_header(self, request) -> str:
        return "Bearer"


_TYPES = {
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    405: "invalid_request_error",
    415: "invalid_request_error",
    429: "rate_limit_error",
}


class _OpenAiView(APIView):
    permission_classes = [AllowAny]
    authentication_classes = [BearerApiKeyAuthentication]
    throttle_classes = [ClientIpRateThrottle]
    throttle_scope = "verify"

    def handle_exception(self, exc):
        if isinstance(exc, ProxyError):
            return JsonResponse(exc.body, status=exc.status)
        if isinstance(exc, exceptions.APIException):
            status = 401 if isinstance(exc, exceptions.NotAuthenticated) else exc.status_code
            detail = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
            error_type = _TYPES.get(status, "invalid_request_error")
            response = JsonResponse(
                {"error": {"message": detail, "type": error_type, "param": None, "code": None}},
                status=status,
            )
            wait = getattr(exc, "wait", None)
            if wait:
                response["Retry-After"] = str(int(wait) + 1)
            return response
        return super().handle_exception(exc)

    @staticmethod
    def key_name(request) -> str:
        return request.auth.name if isinstance(request.auth, ApiKey) else "anonymous"


class OpenAiModelsApi(_OpenAiView):
    @extend_schema(exclude=True)
    def get(self, request):
        status, body = upstream_models()
        return JsonResponse(body, status=status)


class OpenAiChatCompletionsApi(_OpenAiView):
    """OpenAI's chat completions, the reply verified against the `factlock` facts (docs/proxy.md)."""

    @extend_schema(exclude=True)
    def post(self, request) -> HttpResponseBase:
        try:
            data = request.data
        except exceptions.ParseError as error:
            raise ProxyError(400, "The body is not valid JSON.", "invalid_request_error") from error
        parsed = proxy_request_parse(data)
        if data.get("stream") is True:
            events = StreamingHttpResponse(
                stream(parsed, self.key_name(request)), content_type="text/event-stream"
            )
            events["Cache-Control"] = "no-cache"
            events["X-Accel-Buffering"] = "no"
            return events
        outcome = completion(parsed, self.key_name(request))
        response = JsonResponse(outcome.body, status=outcome.status)
        for name, value in outcome.headers.items():
            response[name] = value
        return response
