"""/quote/: what a room and products cost for a group, with VAT and the rounded total."""

from drf_spectacular.utils import extend_schema
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.views import APIView

from booking.models import Room
from booking.services.quotes import quote_build

from .fields import BoundedDateField, LocalTimeField, NamedRef, ProductIdsField, participants_field


class QuoteInput(serializers.Serializer):
    room = serializers.PrimaryKeyRelatedField(queryset=Room.objects.all())
    date = BoundedDateField()
    start_time = LocalTimeField()
    end_time = LocalTimeField()
    participants = participants_field()
    products = ProductIdsField()


def _chf(**kwargs) -> serializers.DecimalField:
    return serializers.DecimalField(max_digits=12, decimal_places=2, **kwargs)


class QuoteLineOutput(serializers.Serializer):
    kind = serializers.ChoiceField(choices=["room", "product"])
    name = serializers.CharField()
    description = serializers.CharField()
    quantity = serializers.IntegerField()
    unit_price = _chf()
    amount = _chf()


class VatOutput(serializers.Serializer):
    description = serializers.SerializerMethodField()
    rate = serializers.DecimalField(
        source="vat_rate", max_digits=5, decimal_places=2, normalize_output=True
    )
    amount = _chf(source="vat")

    def get_description(self, quote) -> str:
        return f"VAT {quote.vat_rate.normalize():f}%"


class QuoteOutput(serializers.Serializer):
    room = NamedRef()
    date = serializers.DateField()
    start_time = LocalTimeField()
    end_time = LocalTimeField()
    participants = serializers.IntegerField()
    rate_kind = serializers.CharField()
    available = serializers.BooleanField(
        help_text="false when an option or confirmed event already holds the room then"
    )
    currency = serializers.CharField()
    prices_include_vat = serializers.BooleanField()
    lines = QuoteLineOutput(many=True)
    subtotal = _chf()
    vat = VatOutput(source="*")
    rounding = _chf(help_text="difference to the total rounded to 0.05 CHF")
    total = _chf()


class QuoteApi(APIView):
    permission_classes = []

    @extend_schema(request=QuoteInput, responses=QuoteOutput)
    def post(self, request):
        data = QuoteInput(data=request.data)
        data.is_valid(raise_exception=True)
        quote = quote_build(**data.validated_data)
        return Response(QuoteOutput(quote).data)
