"""Serializer fields and small output shapes shared by the booking API modules."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from booking.bounds import DATE_MAX, DATE_MIN, DATE_OUT_OF_RANGE, date_out_of_range
from booking.models import Product
from booking.models.events import PARTICIPANTS_MAX

TIME_NOT_WHOLE_MINUTE = "Use HH:MM in the venue's local time, without seconds or time zone."
PRODUCTS_REPEATED = "Each product may be listed once."
# Products on one quote or event: a list longer than this is refused before any query.
PRODUCTS_MAX = 100
PRODUCTS_NOT_A_LIST = "products must be a list of product ids."
PRODUCTS_TOO_MANY = f"List at most {PRODUCTS_MAX} products."
PRODUCT_ID_INVALID = "Each product id must be a whole number from 1 to 2147483647."
ID_MAX = 2_147_483_647


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
        # Shape and length first, then one query for the whole list (40,000 ids made 40,000
        # queries before the list was refused).
        if isinstance(data, str) or not hasattr(data, "__iter__") or isinstance(data, dict):
            raise serializers.ValidationError(PRODUCTS_NOT_A_LIST)
        ids = list(data)
        if len(ids) > PRODUCTS_MAX:
            raise serializers.ValidationError(PRODUCTS_TOO_MANY)
        keys = []
        for value in ids:
            if isinstance(value, bool) or not isinstance(value, int | str):
                raise serializers.ValidationError(PRODUCT_ID_INVALID)
            try:
                key = int(value)
            except ValueError:
                raise serializers.ValidationError(PRODUCT_ID_INVALID) from None
            if not 1 <= key <= ID_MAX:
                raise serializers.ValidationError(PRODUCT_ID_INVALID)
            keys.append(key)
        if len(set(keys)) != len(keys):
            raise serializers.ValidationError(PRODUCTS_REPEATED)
        found = Product.objects.in_bulk(keys)
        unknown = [key for key in keys if key not in found]
        if unknown:
            raise serializers.ValidationError(f'Invalid pk "{unknown[0]}" - object does not exist.')
        return [found[key] for key in keys]


def participants_field(**kwargs) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=1, max_value=PARTICIPANTS_MAX, **kwargs)


class AliasOutput(serializers.Serializer):
    text = serializers.CharField()
    lang = serializers.CharField()


class NamedRef(serializers.Serializer):
    """How one object points at another in output: its id and canonical name."""

    id = serializers.IntegerField()
    name = serializers.CharField()
