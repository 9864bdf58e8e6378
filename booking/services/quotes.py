"""Price quotes: the room's rate plus products, VAT added on top, total rounded to 0.05 CHF.

All catalog prices are CHF excluding VAT. A quote shows the lines, their subtotal, the VAT line
(rate from FACTLOCK["VAT_RATE"], amount rounded to the cent), the 5-Rappen rounding
difference, and the total: subtotal + VAT + rounding = total.
"""

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from booking.errors import NO_RATE_COVERS, ApplicationError
from booking.models import Product, Room
from booking.selectors.availability import room_rate_for_window
from booking.selectors.events import events_holding_slot
from booking.slot import Slot

from .money import to_cents, to_five_rappen, vat_rate_percent
from .slots import booking_request_check

CURRENCY = "CHF"


@dataclass(frozen=True)
class QuoteLine:
    kind: str  # "room" or "product"
    name: str
    description: str
    quantity: int
    unit_price: Decimal
    amount: Decimal


@dataclass(frozen=True)
class Quote:
    room: Room
    date: dt.date
    start_time: dt.time
    end_time: dt.time
    participants: int
    rate_kind: str
    available: bool
    lines: list[QuoteLine]
    subtotal: Decimal
    vat_rate: Decimal
    vat: Decimal
    rounding: Decimal
    total: Decimal
    currency: str = CURRENCY
    prices_include_vat: bool = False


def _room_line(*, room: Room, start_time: dt.time, end_time: dt.time) -> tuple[QuoteLine, str]:
    rate = room_rate_for_window(room=room, start_time=start_time, end_time=end_time)
    if rate is None:
        message = NO_RATE_COVERS.format(
            room=room.name, start=f"{start_time:%H:%M}", end=f"{end_time:%H:%M}"
        )
        raise ApplicationError.for_field("end_time", message)
    line = QuoteLine(
        kind="room",
        name=room.name,
        description=f"{room.name}, {rate.get_kind_display()}",
        quantity=1,
        unit_price=rate.price,
        amount=rate.price,
    )
    return line, rate.kind


def _product_line(*, product: Product, participants: int) -> QuoteLine:
    per_person = product.pricing == Product.Pricing.PER_PERSON
    quantity = participants if per_person else 1
    return QuoteLine(
        kind="product",
        name=product.name,
        description=f"{product.name}, {product.get_pricing_display()}",
        quantity=quantity,
        unit_price=product.price,
        amount=to_cents(product.price * quantity),
    )


def quote_build(
    *,
    room: Room,
    date: dt.date,
    start_time: dt.time,
    end_time: dt.time,
    participants: int,
    products: Sequence[Product] = (),
) -> Quote:
    booking_request_check(
        room=room, date=date, start_time=start_time, end_time=end_time, participants=participants
    )
    room_line, rate_kind = _room_line(room=room, start_time=start_time, end_time=end_time)
    lines = [room_line]
    lines += [_product_line(product=product, participants=participants) for product in products]

    subtotal = sum((line.amount for line in lines), Decimal("0.00"))
    vat_rate = vat_rate_percent()
    vat = to_cents(subtotal * vat_rate / 100)
    total = to_five_rappen(subtotal + vat)
    slot = Slot(room=room, date=date, start_time=start_time, end_time=end_time)
    available = not events_holding_slot(slot=slot).exists()
    return Quote(
        room=room,
        date=date,
        start_time=start_time,
        end_time=end_time,
        participants=participants,
        rate_kind=rate_kind,
        available=available,
        lines=lines,
        subtotal=subtotal,
        vat_rate=vat_rate,
        vat=vat,
        rounding=total - subtotal - vat,
        total=total,
    )
