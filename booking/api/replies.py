"""/replies/: replies composed as background tasks, for email-style channels (staff only).

POST a message and get 202 with the reply's status URL; the reply is composed, verified and
left ready to send. GET the status URL for the reply and its verification report: `status` is
pending, then ready (or failed, with `error`). POST to its send/ URL once the reply went out:
`status` becomes sent, unless the reply no longer verifies against today's facts (409; it was
composed anew for a person to read).
"""

from django.shortcuts import get_object_or_404
from django.urls import reverse
from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.models import Reply
from booking.services.queued_replies import queued_reply_send, reply_queue
from booking.services.replies import verification_of

from .chat import ChatInput
from .permissions import StaffModelPermission
from .schema import ErrorOutput

COMPOSED = (Reply.Status.READY, Reply.Status.SENT)

ReplyStatusOutput = inline_serializer(
    "ReplyStatusOutput",
    {
        "id": serializers.IntegerField(),
        "status": serializers.ChoiceField(choices=Reply.Status.choices),
        "status_url": serializers.CharField(),
        "conversation": serializers.UUIDField(allow_null=True),
        "reply": serializers.CharField(allow_null=True),
        "request": serializers.DictField(allow_null=True),
        "facts": serializers.DictField(allow_null=True),
        "verification": serializers.DictField(allow_null=True),
        "error": serializers.CharField(allow_null=True),
    },
)


def reply_status_body(record: Reply, request) -> dict:
    composed = record.status in COMPOSED
    return {
        "id": record.pk,
        "status": record.status,
        "status_url": request.build_absolute_uri(reverse("reply-detail", args=[record.pk])),
        "conversation": str(record.conversation_id) if record.conversation_id else None,
        "reply": record.final_text if composed else None,
        "request": record.booking_request if composed else None,
        "facts": record.facts if composed else None,
        "verification": verification_of(record) if composed else None,
        "error": record.error if record.status == Reply.Status.FAILED else None,
    }


class ReplyListApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Reply

    @extend_schema(
        request=ChatInput,
        responses={202: ReplyStatusOutput, 404: ErrorOutput},
        summary="Queue a reply",
    )
    def post(self, request):
        data = ChatInput(data=request.data)
        data.is_valid(raise_exception=True)
        record = reply_queue(
            text=data.validated_data["message"],
            locale=data.validated_data.get("locale"),
            conversation_id=data.validated_data.get("conversation"),
            request_id=getattr(request, "request_id", ""),
        )
        body = reply_status_body(record, request)
        return Response(
            body, status=status.HTTP_202_ACCEPTED, headers={"Location": body["status_url"]}
        )


class ReplySendApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Reply
    permission_actions = {"POST": "change"}

    @extend_schema(
        request=None,
        responses={200: ReplyStatusOutput, 404: ErrorOutput, 409: ErrorOutput},
        summary="Mark a ready reply sent, once it still verifies",
    )
    def post(self, request, reply_id: int):
        record = queued_reply_send(record=get_object_or_404(Reply, pk=reply_id))
        return Response(reply_status_body(record, request))


class ReplyDetailApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Reply

    @extend_schema(responses={200: ReplyStatusOutput}, summary="A queued reply and its status")
    def get(self, request, reply_id: int):
        record = get_object_or_404(Reply, pk=reply_id)
        return Response(reply_status_body(record, request))
