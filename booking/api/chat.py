"""POST /api/v1/chat: a client's message in, a verified reply and the booking request out."""

import unicodedata

from drf_spectacular.utils import OpenApiExample, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.throttling import BaseThrottle
from rest_framework.views import APIView

from booking.services.chat import ChatTurn, chat_message_handle
from booking.services.chat_language import aliases_shown
from booking.services.intake import BookingRequest
from booking.services.replies import verification_of
from core.settings import factlock_settings
from safety.lang.detection import normalize_locale

from .schema import ErrorOutput
from .throttling import ClientIpRateThrottle

LOCALE_UNSUPPORTED = "locale must be en, de, fr or it, or a tag such as de-CH."
MESSAGE_TOO_LONG = "message is longer than {limit} characters."
NUL_REFUSED = "message must not contain NUL characters."


class UuidStringField(serializers.UUIDField):
    """A UUID written as a string. DRF's own field also reads a number as one, so that `false`
    and `0` named the conversation 00000000-0000-0000-0000-000000000000."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class ChatInput(serializers.Serializer):
    message = serializers.CharField(trim_whitespace=True)
    locale = serializers.CharField(required=False, allow_null=True, allow_blank=True, max_length=35)
    conversation = UuidStringField(
        required=False, allow_null=True, help_text="From an earlier answer; 404 if unknown."
    )

    def validate_message(self, value: str) -> str:
        limit = factlock_settings().chat_max_message_chars
        if len(value) > limit:
            raise serializers.ValidationError(MESSAGE_TOO_LONG.format(limit=limit))
        if "\x00" in value:
            raise serializers.ValidationError(NUL_REFUSED)
        # Read as a person reads it: "Cafe\u0301" is "Café" (a product written with a combining
        # accent was not found).
        return unicodedata.normalize("NFC", value)

    def validate_locale(self, value: str | None) -> str | None:
        if value and normalize_locale(value) is None:
            raise serializers.ValidationError(LOCALE_UNSUPPORTED)
        return value or None


def names_shown(request: BookingRequest, lang: str) -> dict[str, str]:
    """The request's rooms, products and features that have an alias in the reply's language,
    each with that alias: the page shows "Beamer" where the request holds "projector"."""
    shown = dict(aliases_shown(lang))
    held = (*request.rooms, *request.products, *request.features)
    return {name: shown[name] for name in held if name in shown}


def chat_response_body(turn: ChatTurn) -> dict:
    return {
        "conversation": str(turn.conversation.pk),
        "reply": turn.reply.final_text,
        "request": turn.request.as_dict(),
        "names": names_shown(turn.request, turn.reply.lang),
        "facts": turn.reply.facts,
        "verification": verification_of(turn.reply),
    }


class ChatApi(APIView):
    permission_classes = [AllowAny]
    throttle_classes = [ClientIpRateThrottle]
    throttle_scope = "chat"

    @extend_schema(
        request=ChatInput,
        responses={
            200: inline_serializer(
                "ChatOutput",
                {
                    "conversation": serializers.UUIDField(),
                    "reply": serializers.CharField(),
                    "request": serializers.DictField(),
                    "names": serializers.DictField(child=serializers.CharField()),
                    "facts": serializers.DictField(),
                    "verification": serializers.DictField(),
                },
            ),
            404: ErrorOutput,
            409: ErrorOutput,
            422: ErrorOutput,
        },
        examples=[
            OpenApiExample(
                "An enquiry",
                value={
                    "message": "Hello, do you have a room for 30 people on 8 August 2027 at 18:00?"
                },
                request_only=True,
            )
        ],
        summary="Answer a client's message with a verified reply",
    )
    def post(self, request):
        data = ChatInput(data=request.data)
        data.is_valid(raise_exception=True)
        # A message whose scan does not finish in time (TextTooComplex) is a 422 (api/errors.py).
        turn = chat_message_handle(
            text=data.validated_data["message"],
            locale=data.validated_data.get("locale"),
            conversation_id=data.validated_data.get("conversation"),
            request_id=getattr(request, "request_id", ""),
            client_address=BaseThrottle().get_ident(request),
        )
        return Response(chat_response_body(turn))
