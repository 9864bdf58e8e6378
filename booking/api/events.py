"""/events/ (staff only): list and read events, place an option or a lead, confirm, cancel."""

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.models import Event, Room
from booking.models.events import OPTION_PAST_EVENT
from booking.selectors.events import event_list
from booking.services.clients import client_get_or_create
from booking.services.events import event_cancel, event_confirm, lead_record, option_place

from .fields import BoundedDateField, LocalTimeField, NamedRef, ProductIdsField, participants_field
from .permissions import StaffModelPermission

OPTION_UNTIL_LEAD = "Only an option holds the room until a day; a lead holds nothing."

# The largest id a database column holds; a larger filter value overflowed SQLite's INTEGER (500).
ID_MAX = 2**63 - 1


class ClientSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=200)
    email = serializers.EmailField(max_length=254)
    company = serializers.CharField(max_length=200, required=False, allow_blank=True, default="")


class EventOutput(serializers.Serializer):
    id = serializers.IntegerField()
    status = serializers.CharField()
    client = ClientSerializer()
    room = NamedRef()
    date = serializers.DateField()
    start_time = LocalTimeField()
    end_time = LocalTimeField()
    participants = serializers.IntegerField()
    products = NamedRef(many=True)
    notes = serializers.CharField()
    option_until = serializers.DateField(allow_null=True)
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()


class EventCreateInput(serializers.Serializer):
    STATUSES = [Event.Status.OPTION, Event.Status.LEAD]

    client = ClientSerializer()
    room = serializers.PrimaryKeyRelatedField(queryset=Room.objects.all())
    date = BoundedDateField()
    start_time = LocalTimeField()
    end_time = LocalTimeField()
    participants = participants_field()
    products = ProductIdsField()
    notes = serializers.CharField(required=False, allow_blank=True, default="")
    status = serializers.ChoiceField(
        choices=STATUSES,
        default=Event.Status.OPTION,
        help_text="option holds the room (409 if it is taken); lead only records the inquiry.",
    )
    option_until = BoundedDateField(
        required=False,
        allow_null=True,
        default=None,
        help_text=(
            "An option only: the last day it holds the room, then it is released (a lead). "
            "Not after the event's date. Omitted: held until confirmed or cancelled."
        ),
    )

    def validate(self, attrs: dict) -> dict:
        until = attrs.get("option_until")
        if until is not None and attrs.get("status") != Event.Status.OPTION:
            raise serializers.ValidationError({"option_until": [OPTION_UNTIL_LEAD]})
        if until is not None and until > attrs["date"]:
            raise serializers.ValidationError({"option_until": [OPTION_PAST_EVENT]})
        return attrs


class EventFilterInput(serializers.Serializer):
    status = serializers.ChoiceField(choices=Event.Status.choices, required=False)
    room = serializers.IntegerField(min_value=1, max_value=ID_MAX, required=False)
    date_from = BoundedDateField(required=False)
    date_to = BoundedDateField(required=False)


def _event_response(event, status_code=status.HTTP_200_OK) -> Response:
    return Response(EventOutput(event_list().get(pk=event.pk)).data, status=status_code)


class EventListApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Event

    @extend_schema(parameters=[EventFilterInput], responses=EventOutput(many=True))
    def get(self, request):
        filters = EventFilterInput(data=request.query_params)
        filters.is_valid(raise_exception=True)
        given = filters.validated_data
        events = event_list(
            status=given.get("status"),
            room_id=given.get("room"),
            date_from=given.get("date_from"),
            date_to=given.get("date_to"),
        )
        return Response(EventOutput(events, many=True).data)

    @extend_schema(request=EventCreateInput, responses={201: EventOutput})
    def post(self, request):
        data = EventCreateInput(data=request.data)
        data.is_valid(raise_exception=True)
        given = dict(data.validated_data)
        client = client_get_or_create(**given.pop("client"))
        until = given.pop("option_until")
        if given.pop("status") == Event.Status.OPTION:
            event = option_place(client=client, until=until, **given)
        else:
            event = lead_record(client=client, **given)
        return _event_response(event, status.HTTP_201_CREATED)


class EventDetailApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Event

    @extend_schema(responses=EventOutput)
    def get(self, request, event_id: int):
        return Response(EventOutput(get_object_or_404(event_list(), pk=event_id)).data)


class EventConfirmApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Event
    permission_actions = {"POST": "change"}

    @extend_schema(request=None, responses=EventOutput)
    def post(self, request, event_id: int):
        event = event_confirm(event=get_object_or_404(Event, pk=event_id))
        return _event_response(event)


class EventCancelApi(APIView):
    permission_classes = [StaffModelPermission]
    permission_model = Event
    permission_actions = {"POST": "change"}

    @extend_schema(request=None, responses=EventOutput)
    def post(self, request, event_id: int):
        event = event_cancel(event=get_object_or_404(Event, pk=event_id))
        return _event_response(event)
