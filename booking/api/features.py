"""/features/: equipment and properties rooms can have. Anyone reads; staff write."""

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.models import Feature
from booking.names import NAME_MAX_LENGTH
from booking.selectors.catalog import feature_list
from booking.services.catalog import feature_create, feature_delete, feature_update
from safety.lang.wish_words import FEATURE_CATEGORIES

from .fields import AliasOutput
from .permissions import ReadOrStaffModelPermission


class FeatureOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    category = serializers.CharField(help_text="The wish category; empty for none.")
    aliases = AliasOutput(many=True)


class FeatureInput(serializers.Serializer):
    name = serializers.CharField(max_length=NAME_MAX_LENGTH, trim_whitespace=False)
    description = serializers.CharField(required=False, allow_blank=True)
    category = serializers.ChoiceField(
        choices=[("", "none"), *((c, c) for c in FEATURE_CATEGORIES)],
        required=False,
        help_text="The wish category clients' own words reach it by (safety.lang.wish_words).",
    )


def _feature_response(feature, status_code=status.HTTP_200_OK) -> Response:
    return Response(FeatureOutput(feature_list().get(pk=feature.pk)).data, status=status_code)


class FeatureListApi(APIView):
    permission_classes = [ReadOrStaffModelPermission]
    permission_model = Feature

    @extend_schema(responses=FeatureOutput(many=True))
    def get(self, request):
        return Response(FeatureOutput(feature_list(), many=True).data)

    @extend_schema(request=FeatureInput, responses={201: FeatureOutput})
    def post(self, request):
        data = FeatureInput(data=request.data)
        data.is_valid(raise_exception=True)
        feature = feature_create(**data.validated_data)
        return _feature_response(feature, status.HTTP_201_CREATED)


class FeatureDetailApi(APIView):
    permission_classes = [ReadOrStaffModelPermission]
    permission_model = Feature

    @extend_schema(responses=FeatureOutput)
    def get(self, request, feature_id: int):
        return Response(FeatureOutput(get_object_or_404(feature_list(), pk=feature_id)).data)

    @extend_schema(request=FeatureInput(partial=True), responses=FeatureOutput)
    def patch(self, request, feature_id: int):
        feature = get_object_or_404(feature_list(), pk=feature_id)
        data = FeatureInput(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        return _feature_response(feature_update(feature=feature, data=data.validated_data))

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, feature_id: int):
        feature_delete(feature=get_object_or_404(feature_list(), pk=feature_id))
        return Response(status=status.HTTP_204_NO_CONTENT)
