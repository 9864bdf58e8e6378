"""Serializer fields and small output shapes shared by the booking API modules."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from booking.bounds import DATE_MAX, DATE_MIN, DATE_OUT_OF_RANGE, date_out_of_range
from booking.models import Product
from booking.models.events import PARTICIPANTS_MAX

TIME_NOT_WHOLE_MINUTE = "Use HH:MM in the venue's local time, without seconds or time zone."
PRODUCTS_REPEATED = "Each product may be listed once."


@extend_schema_field(
    {"type": "string", "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$", "example": "18:00"}
)
class LocalTimeField(serializers.TimeField):
    """A wall-clock time at the venue, "HH:MM"."""

    def __init__(self, **kwargs):
        super().__init__(format="%H:%M", **kwargs)

    def to_internal_value(self, value):
        # Django's time parser drops a UTC offset silently; an offset here is a mistake.
        if isinstance(value, str) and any(sign in value for sign in "+-Zz"):
            raise serializers.ValidationError(TIME_NOT_WHOLE_MINUTE)
        time = super().to_internal_value(value)
        if time.second or time.microsecond:
            raise serializers.ValidationError(TIME_NOT_WHOLE_MINUTE)
        return time


@extend_schema_field(
    {
        "type": "string",
        "format": "date",
        "example": "2027-06-10",
        "description": f"From {DATE_MIN:%Y-%m-%d} to {DATE_MAX:%Y-%m-%d}.",
    }
)
class BoundedDateField(serializers.DateField):
    """A date in booking.bounds' range: a year such as 9999 is a 400 on the field."""

    def to_internal_value(self, value):
        date = super().to_internal_value(value)
        if date_out_of_range(date):
            raise serializers.ValidationError(DATE_OUT_OF_RANGE)
        return date


class ProductIdsField(serializers.ManyRelatedField):
    """A list of product ids, each at most once; defaults to no products."""

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        child = serializers.PrimaryKeyRelatedField(queryset=Product.objects.all())
        super().__init__(child_relation=child, **kwargs)

    def to_internal_value(self, data):
        products = list(super().to_internal_value(data))
        if len({product.pk for product in products}) != len(products):
            raise serializers.ValidationError(PRODUCTS_REPEATED)
        return products


def participants_field(**kwargs) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=1, max_value=PARTICIPANTS_MAX, **kwargs)


class AliasOutput(serializers.Serializer):
    text = serializers.CharField()
    lang = serializers.CharField()


class NamedRef(serializers.Serializer):
    """How one object points at another in output: its id and canonical name."""

    id = serializers.IntegerField()
    name = serializers.CharField()
