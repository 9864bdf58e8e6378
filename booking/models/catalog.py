"""The venue's canonical catalog: features, rooms with their rates, and products."""

import datetime as dt
from decimal import Decimal

from django.core.exceptions import ValidationError
from django.core.validators import MinValueValidator
from django.db import models
from django.db.models import F, Q

from booking.names import (
    NAME_MAX_LENGTH,
    NAME_TAKEN,
    name_constraints,
    name_in_use,
    validate_canonical_name,
)
from safety.lang.wish_words import FEATURE_CATEGORIES, PRODUCT_CATEGORIES, label

CAPACITY_MIN_ABOVE_MAX = "Must not be smaller than the minimum capacity."
PRICE_NEGATIVE = "Prices must not be negative."
RATE_WINDOW_EMPTY = "Must be after the start of the window the rate covers."


def chf_field(**options) -> models.DecimalField:
    return models.DecimalField(
        max_digits=10, decimal_places=2, validators=[MinValueValidator(Decimal("0"))], **options
    )


class CanonicalNameModel(models.Model):
    """A catalog entry whose name is a canonical term replies are checked against."""

    kind_label = "Entry"

    name = models.CharField(max_length=NAME_MAX_LENGTH, validators=[validate_canonical_name])
    description = models.TextField(blank=True)

    class Meta:
        abstract = True
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name

    def clean(self) -> None:
        super().clean()
        others = type(self)._default_manager.exclude(pk=self.pk)
        if self.name and name_in_use(others, field="name", value=self.name):
            raise ValidationError(
                {"name": NAME_TAKEN.format(kind=self.kind_label, name=self.name)}, code="unique"
            )


def category_field(categories: tuple[str, ...]) -> models.CharField:
    """The wish category of a product or feature (safety.lang.wish_words): a client's "a mic"
    or "an apéro afterwards" reaches the venue's items of that category. Empty: no category yet,
    flagged in the admin; such an item is found by its name and aliases only."""
    return models.CharField(
        max_length=32,
        blank=True,
        choices=[(category, label(category, "en")) for category in categories],
        help_text="What clients call it in their own words: wishes of this category reach it.",
    )


class Feature(CanonicalNameModel):
    """Equipment or a property of a room: "projector", "wheelchair access"."""

    kind_label = "Feature"

    category = category_field(FEATURE_CATEGORIES)

    class Meta(CanonicalNameModel.Meta):
        constraints = name_constraints(prefix="feature")


class Room(CanonicalNameModel):
    kind_label = "Room"

    capacity_min = models.PositiveIntegerField(
        default=1, help_text="Smallest group the room is booked for."
    )
    capacity_max = models.PositiveIntegerField(help_text="Largest group the room holds.")
    features = models.ManyToManyField(Feature, blank=True, related_name="rooms")

    class Meta(CanonicalNameModel.Meta):
        constraints = [
            *name_constraints(prefix="room"),
            models.CheckConstraint(
                condition=Q(capacity_min__gte=0) & Q(capacity_max__gte=F("capacity_min")),
                name="room_capacity_range",
                violation_error_message=CAPACITY_MIN_ABOVE_MAX,
            ),
        ]

    def clean(self) -> None:
        super().clean()
        if (
            self.capacity_min is not None
            and self.capacity_max is not None
            and self.capacity_max < self.capacity_min
        ):
            raise ValidationError({"capacity_max": CAPACITY_MIN_ABOVE_MAX})

    def fits(self, participants: int) -> bool:
        return self.capacity_min <= participants <= self.capacity_max


class RoomRate(models.Model):
    """What a room costs for one kind of booking, and which hours that kind covers.

    A quote uses the cheapest rate whose window holds the booking's start and end and whose
    max_hours (if set) is not exceeded, so a 09:00–12:00 booking gets the half-day rate and a
    09:00–17:00 booking the full-day rate.
    """

    class Kind(models.TextChoices):
        FULL_DAY = "full_day", "full day"
        HALF_DAY = "half_day", "half day"
        EVENING = "evening", "evening"

    room = models.ForeignKey(Room, on_delete=models.CASCADE, related_name="rates")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    price = chf_field(help_text="CHF, VAT excluded.")
    covers_from = models.TimeField(default=dt.time(7, 0))
    covers_until = models.TimeField(default=dt.time(23, 59))
    max_hours = models.DecimalField(
        max_digits=3,
        decimal_places=1,
        null=True,
        blank=True,
        validators=[MinValueValidator(Decimal("0.5"))],
        help_text="Longest booking this rate applies to; empty for no limit.",
    )

    class Meta:
        ordering = ["room__name", "price"]
        constraints = [
            models.UniqueConstraint(
                fields=["room", "kind"],
                name="roomrate_one_per_kind",
                violation_error_message="This room already has a rate of this kind.",
            ),
            models.CheckConstraint(
                condition=Q(price__gte=0),
                name="roomrate_price_not_negative",
                violation_error_message=PRICE_NEGATIVE,
            ),
            models.CheckConstraint(
                condition=Q(covers_until__gt=F("covers_from")),
                name="roomrate_window_not_empty",
                violation_error_message=RATE_WINDOW_EMPTY,
            ),
            models.CheckConstraint(
                condition=Q(max_hours__isnull=True) | Q(max_hours__gt=0),
                name="roomrate_max_hours_positive",
            ),
            models.CheckConstraint(
                condition=Q(kind__in=["full_day", "half_day", "evening"]),
                name="roomrate_kind_known",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.room} – {self.get_kind_display()}: CHF {self.price}"

    def clean(self) -> None:
        super().clean()
        if self.covers_from and self.covers_until and self.covers_until <= self.covers_from:
            raise ValidationError({"covers_until": RATE_WINDOW_EMPTY})


class Product(CanonicalNameModel):
    """Catering or a service sold with a room: "Apéro Package", "Kaffeepause"."""

    kind_label = "Product"

    class Pricing(models.TextChoices):
        PER_PERSON = "per_person", "per person"
        FLAT = "flat", "flat"

    price = chf_field(help_text="CHF, VAT excluded.")
    pricing = models.CharField(max_length=16, choices=Pricing.choices, default=Pricing.PER_PERSON)
    category = category_field(PRODUCT_CATEGORIES)

    class Meta(CanonicalNameModel.Meta):
        constraints = [
            *name_constraints(prefix="product"),
            models.CheckConstraint(
                condition=Q(price__gte=0),
                name="product_price_not_negative",
                violation_error_message=PRICE_NEGATIVE,
            ),
            models.CheckConstraint(
                condition=Q(pricing__in=["per_person", "flat"]), name="product_pricing_known"
            ),
        ]
