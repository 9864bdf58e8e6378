"""Reading the catalog: rooms, features, products, with what their API shape needs."""

from django.db.models import QuerySet

from booking.models import Feature, Product, Room


def room_list() -> QuerySet[Room]:
    return Room.objects.prefetch_related("features", "rates", "aliases")


def feature_list() -> QuerySet[Feature]:
    return Feature.objects.prefetch_related("aliases")


def product_list() -> QuerySet[Product]:
    return Product.objects.prefetch_related("aliases")
