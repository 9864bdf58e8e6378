"""Builders for a small, known venue that booking tests compute expected values from."""

import datetime as dt
from decimal import Decimal

from django.utils import timezone

from booking.models import Client, Event, Feature, Product, Room, RoomRate

# Salon Rose's rates: half day (up to 5 h, 07:00–18:00), full day, evening (from 17:00).
SALON_ROSE_RATES = {
    "half_day": ("800.00", "07:00", "18:00", "5"),
    "full_day": ("1400.00", "07:00", "23:59", None),
    "evening": ("1200.00", "17:00", "23:59", None),
}


def days_ahead(days: int) -> dt.date:
    return timezone.localdate() + dt.timedelta(days=days)


def time(text: str) -> dt.time:
    return dt.time.fromisoformat(text)


def make_room(
    name: str = "Salon Rose",
    capacity_min: int = 10,
    capacity_max: int = 60,
    rates: dict | None = None,
    features: tuple[Feature, ...] = (),
) -> Room:
    room = Room.objects.create(name=name, capacity_min=capacity_min, capacity_max=capacity_max)
    room.features.set(features)
    for kind, (price, covers_from, covers_until, max_hours) in (rates or SALON_ROSE_RATES).items():
        RoomRate.objects.create(
            room=room,
            kind=kind,
            price=Decimal(price),
            covers_from=time(covers_from),
            covers_until=time(covers_until),
            max_hours=Decimal(max_hours) if max_hours else None,
        )
    return room


def make_product(name: str, price: str, pricing: str = Product.Pricing.PER_PERSON) -> Product:
    return Product.objects.create(name=name, price=Decimal(price), pricing=pricing)


def make_client(email: str = "laura.meier@alpenbank.example") -> Client:
    return Client.objects.create(name="Laura Meier", email=email, company="Alpenbank AG")


def make_event(
    *,
    room: Room,
    status: str,
    date: dt.date,
    start: str = "09:00",
    end: str = "17:00",
    participants: int = 20,
    client: Client | None = None,
) -> Event:
    return Event.objects.create(
        client=client or Client.objects.first() or make_client(),
        room=room,
        date=date,
        start_time=time(start),
        end_time=time(end),
        participants=participants,
        status=status,
    )


def permissions_grant(user, *codenames: str) -> None:
    """Gives `user` the booking app's permissions named ("view_reply", "add_event"), or all of
    them when none is named: what an administrator ticks in the admin for a staff account."""
    from django.contrib.auth.models import Permission

    permissions = Permission.objects.filter(content_type__app_label="booking")
    if codenames:
        permissions = permissions.filter(codename__in=codenames)
    user.user_permissions.add(*permissions)


def make_staff(
    username: str = "staff", *codenames: str, password: str | None = None, every: bool = False
):
    """A staff account with the booking app's permissions named (none), or `every` one."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.create_user(username=username, password=password, is_staff=True)
    if codenames or every:
        permissions_grant(user, *codenames)
    return user
