"""/availability/: which rooms fit a group and are free at a time, with the rate that applies."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.services.availability import availability_list

from .fields import BoundedDateField, LocalTimeField, NamedRef, participants_field


class AvailabilityInput(serializers.Serializer):
    date = BoundedDateField()
    start_time = LocalTimeField()
    end_time = LocalTimeField()
    participants = participants_field()


class RateOutput(serializers.Serializer):
    kind = serializers.CharField()
    price = serializers.DecimalField(max_digits=10, decimal_places=2)


class AvailableRoomOutput(serializers.Serializer):
    id = serializers.IntegerField(source="room.id")
    name = serializers.CharField(source="room.name")
    capacity_min = serializers.IntegerField(source="room.capacity_min")
    capacity_max = serializers.IntegerField(source="room.capacity_max")
    features = NamedRef(source="room.features.all", many=True)
    rate = RateOutput(allow_null=True, help_text="null when no rate of the room covers the hours")


class AvailabilityOutput(AvailabilityInput):
    rooms = AvailableRoomOutput(many=True)


class AvailabilityApi(APIView):
    permission_classes = []

    @extend_schema(parameters=[AvailabilityInput], responses=AvailabilityOutput)
    def get(self, request):
        query = AvailabilityInput(data=request.query_params)
        query.is_valid(raise_exception=True)
        rooms = availability_list(**query.validated_data)
        return Response(AvailabilityOutput({**query.validated_data, "rooms": rooms}).data)
