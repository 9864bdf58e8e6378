"""/products/: catering and services with CHF prices (VAT excluded). Anyone reads; staff write."""

from decimal import Decimal

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.models import Product
from booking.names import NAME_MAX_LENGTH
from booking.selectors.catalog import product_list
from booking.services.catalog import product_create, product_delete, product_update
from safety.lang.wish_words import PRODUCT_CATEGORIES

from .fields import AliasOutput
from .permissions import ReadOrStaffModelPermission


class ProductOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    description = serializers.CharField()
    category = serializers.CharField(help_text="The wish category; empty for none.")
    price = serializers.DecimalField(max_digits=10, decimal_places=2)
    pricing = serializers.CharField()
    aliases = AliasOutput(many=True)


class ProductInput(serializers.Serializer):
    name = serializers.CharField(max_length=NAME_MAX_LENGTH, trim_whitespace=False)
    description = serializers.CharField(required=False, allow_blank=True)
    category = serializers.ChoiceField(
        choices=[("", "none"), *((c, c) for c in PRODUCT_CATEGORIES)],
        required=False,
        help_text="The wish category clients' own words reach it by (safety.lang.wish_words).",
    )
    price = serializers.DecimalField(max_digits=10, decimal_places=2, min_value=Decimal("0"))
    pricing = serializers.ChoiceField(choices=Product.Pricing.choices)


def _product_response(product, status_code=status.HTTP_200_OK) -> Response:
    return Response(ProductOutput(product_list().get(pk=product.pk)).data, status=status_code)


class ProductListApi(APIView):
    permission_classes = [ReadOrStaffModelPermission]
    permission_model = Product

    @extend_schema(responses=ProductOutput(many=True))
    def get(self, request):
        return Response(ProductOutput(product_list(), many=True).data)

    @extend_schema(request=ProductInput, responses={201: ProductOutput})
    def post(self, request):
        data = ProductInput(data=request.data)
        data.is_valid(raise_exception=True)
        product = product_create(**data.validated_data)
        return _product_response(product, status.HTTP_201_CREATED)


class ProductDetailApi(APIView):
    permission_classes = [ReadOrStaffModelPermission]
    permission_model = Product

    @extend_schema(responses=ProductOutput)
    def get(self, request, product_id: int):
        return Response(ProductOutput(get_object_or_404(product_list(), pk=product_id)).data)

    @extend_schema(request=ProductInput(partial=True), responses=ProductOutput)
    def patch(self, request, product_id: int):
        product = get_object_or_404(product_list(), pk=product_id)
        data = ProductInput(data=request.data, partial=True)
        data.is_valid(raise_exception=True)
        return _product_response(product_update(product=product, data=data.validated_data))

    @extend_schema(request=None, responses={204: None})
    def delete(self, request, product_id: int):
        product_delete(product=get_object_or_404(product_list(), pk=product_id))
        return Response(status=status.HTTP_204_NO_CONTENT)
