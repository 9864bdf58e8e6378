"""Staff changes to the catalog: rooms (with their rates), features and products."""

from collections.abc import Iterable, Mapping
from typing import Any

from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import ProtectedError

from booking.errors import STILL_IN_USE, ApplicationError, StillInUse
from booking.models import Alias, Feature, Product, Room, RoomRate

RATES_INVALID = "The rates are not valid."
ROOM_FIELDS = ("name", "description", "capacity_min", "capacity_max")
FEATURE_FIELDS = ("name", "description", "category")
PRODUCT_FIELDS = ("name", "description", "price", "pricing", "category")


def _save_validated(instance: models.Model, data: Mapping[str, Any], fields: Iterable[str]):
    for field in fields:
        if field in data:
            setattr(instance, field, data[field])
    instance.full_clean()
    instance.save()
    return instance


def _delete_unless_in_use(instance: Room | Product) -> None:
    try:
        instance.delete()
    except ProtectedError as exc:
        raise StillInUse(STILL_IN_USE.format(name=instance.name)) from exc


def _room_rates_replace(*, room: Room, rates: Iterable[Mapping[str, Any]]) -> None:
    room.rates.all().delete()
    problems = []
    for number, rate_data in enumerate(rates, start=1):
        rate = RoomRate(room=room, **rate_data)
        try:
            rate.full_clean()
        except ValidationError as exc:
            for messages in exc.message_dict.values():
                problems += [f"Rate {number} ({rate.kind}): {message}" for message in messages]
            continue
        rate.save()
    if problems:
        raise ApplicationError(RATES_INVALID, fields={"rates": problems})


@transaction.atomic
def room_create(
    *,
    name: str,
    capacity_max: int,
    capacity_min: int = 1,
    description: str = "",
    features: Iterable[Feature] = (),
    rates: Iterable[Mapping[str, Any]] = (),
) -> Room:
    room = Room(
        name=name, description=description, capacity_min=capacity_min, capacity_max=capacity_max
    )
    room.full_clean()
    room.save()
    room.features.set(features)
    _room_rates_replace(room=room, rates=rates)
    return room


@transaction.atomic
def room_update(*, room: Room, data: Mapping[str, Any]) -> Room:
    """Change the given fields; "features" and "rates", when given, replace the current ones."""
    room = _save_validated(room, data, ROOM_FIELDS)
    if "features" in data:
        room.features.set(data["features"])
    if "rates" in data:
        _room_rates_replace(room=room, rates=data["rates"])
    return room


@transaction.atomic
def room_delete(*, room: Room) -> None:
    _delete_unless_in_use(room)


@transaction.atomic
def feature_create(*, name: str, description: str = "", category: str = "") -> Feature:
    data = {"name": name, "description": description, "category": category}
    return _save_validated(Feature(), data, FEATURE_FIELDS)


@transaction.atomic
def feature_update(*, feature: Feature, data: Mapping[str, Any]) -> Feature:
    return _save_validated(feature, data, FEATURE_FIELDS)


@transaction.atomic
def feature_delete(*, feature: Feature) -> None:
    feature.delete()


@transaction.atomic
def product_create(
    *, name: str, price, pricing: str, description: str = "", category: str = ""
) -> Product:
    data = {
        "name": name,
        "price": price,
        "pricing": pricing,
        "description": description,
        "category": category,
    }
    return _save_validated(Product(), data, PRODUCT_FIELDS)


@transaction.atomic
def product_update(*, product: Product, data: Mapping[str, Any]) -> Product:
    return _save_validated(product, data, PRODUCT_FIELDS)


@transaction.atomic
def product_delete(*, product: Product) -> None:
    _delete_unless_in_use(product)


# The admin's forms fill in a room, feature or product (new or changed) and its aliases and
# rates, validated by the forms; these store them.


@transaction.atomic
def room_save(*, room: Room, features: Iterable[Feature] | None = None) -> Room:
    """Stores `room` as filled in; `features`, when given, replace its features."""
    room = _save_validated(room, {}, ())
    if features is not None:
        room.features.set(features)
    return room


@transaction.atomic
def feature_save(*, feature: Feature) -> Feature:
    return _save_validated(feature, {}, ())


@transaction.atomic
def product_save(*, product: Product) -> Product:
    return _save_validated(product, {}, ())


@transaction.atomic
def catalog_details_save(
    *, saved: Iterable[Alias | RoomRate], deleted: Iterable[Alias | RoomRate] = ()
) -> None:
    """Deletes and stores aliases and room rates, as the admin's inline rows list them."""
    for detail in deleted:
        detail.delete()
    for detail in saved:
        _save_validated(detail, {}, ())
