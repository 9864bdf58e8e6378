"""/rooms/: the venue's rooms with features, rates and aliases. Anyone reads; staff write."""

from decimal import Decimal

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.models import Feature, Room, RoomRate
from booking.names import NAME_MAX_LENGTH
from booking.selectors.catalog import room_list
from booking.services.catalog import room_create, room_delete, room_update

from .fields import AliasOutput, LocalTimeField, NamedRef
from .permissions import ReadOrStaffModelPermission


class RateSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=RoomRate.Kind.choices)
    price = serializers.DecimalField(max_digits=10, decimal_places=2, min_value=Decimal("0"))
    covers_from = LocalTimeField()
    covers_until = LocalTimeField()
    max_hours = serializers.DecimalField(
        max_digits=3, decimal_places=1, min_value=Decimal("0.5"), required=False, allow_null=True
    )


class RoomOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    capacity_min = serializers.IntegerField()
    capacity_max = serializers.IntegerField()
    features = NamedRef(many=True)
    rates = RateSerializer(many=True)
    aliases = AliasOutput(many=True)


class RoomInput(serializers.Serializer):
    name = serializers.CharField(max_length=NAME_MAX_LENGTH, trim_whitespace=False)
    description = serializers.CharField(required=False, allow_blank=True)
    capacity_min = serializers.IntegerField(min_value=0, max_value=2**31 - 1, required=False)
    capacity_max = serializers.IntegerField(min_value=0, max_value=2**31 - 1)
    features = serializers.PrimaryKeyRelatedField(
        many=True, queryset=Feature.objects.all(), required=False
    )
    rates = RateSerializer(many=True, required=False)


def _room_response(room, status_code=status.HTTP_200_OK) -> Response:
    room = room_list().get(pk=room.pk)
    return Response(RoomOutput(room).data, status=status_code)


class RoomListApi(APIView):
    permission_classes = [ReadOrStaffModelPermission]
    permission_model = Room

    @extend_schema(responses=RoomOutput(many=True))
    def get(self, request):
        return Response(RoomOutput(room_list(), many=True).data)

    @extend_schema(request=RoomInput, responses={201: RoomOutput})
    def post(self, request):
        data = RoomInput(data=request.data)
        data.is_valid(raise_exception=True)
        room = room_create(**data.validated_data)
        return _room_response(room, status.HTTP_201_CREATED)


class RoomDetailApi(APIView):
    permission_classes = [ReadOrStaffModelPermission]
    permission_model = Room

    @extend_schema(responses=RoomOutput)
    def get(self, request, room_id: int):
        return Response(RoomOutput(get_object_or_404(room_list(), pk=room_id)).data)

    @extend_schema(request=RoomInput(partial=True), responses=RoomOutput)
    def patch(self, request, room_id: int):
        room = get_object_or_404(room_list(), pk=room_id)
        data = RoomInput(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        return _room_response(room_update(room=room, data=data.validated_data))

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, room_id: int):
        room_delete(room=get_object_or_404(room_list(), pk=room_id))
        return Response(status=status.HTTP_204_NO_CONTENT)
