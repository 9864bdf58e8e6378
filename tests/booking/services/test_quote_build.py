from decimal import Decimal

import pytest

from booking.errors import ApplicationError
from booking.services.quotes import quote_build
from tests.booking.factories import days_ahead, make_event, make_product, time

pytestmark = pytest.mark.django_db


def quote(room, *, start, end, participants, products=(), date=None):
    return quote_build(
        room=room,
        date=date or days_ahead(20),
        start_time=time(start),
        end_time=time(end),
        participants=participants,
        products=list(products),
    )


def test_full_day_with_per_person_and_flat_products(salon_rose, apero_package, technikpauschale):
    result = quote(
        salon_rose,
        start="09:00",
        end="17:00",
        participants=23,
        products=[apero_package, technikpauschale],
    )

    # Room, full day: 1400.00. Apéro Package: 23 × 24.50 = 563.50. Technikpauschale: 350.00.
    # Subtotal 2313.50; VAT 8.1 % = 187.3935 → 187.39; 2500.89 rounds to 2500.90.
    assert result.rate_kind == "full_day"
    assert [(line.name, line.quantity, line.amount) for line in result.lines] == [
        ("Salon Rose", 1, Decimal("1400.00")),
        ("Apéro Package", 23, Decimal("563.50")),
        ("Technikpauschale", 1, Decimal("350.00")),
    ]
    assert result.subtotal == Decimal("2313.50")
    assert result.vat_rate == Decimal("8.1")
    assert result.vat == Decimal("187.39")
    assert result.rounding == Decimal("0.01")
    assert result.total == Decimal("2500.90")
    assert result.available is True


def test_evening_total_rounds_down_to_five_rappen(salon_rose):
    welcome_coffee = make_product("Welcome Coffee", "8.50")

    result = quote(
        salon_rose, start="18:00", end="23:00", participants=11, products=[welcome_coffee]
    )

    # Evening 1200.00 + 11 × 8.50 = 93.50 → 1293.50; VAT 104.7735 → 104.77; 1398.27 → 1398.25.
    assert result.rate_kind == "evening"
    assert result.subtotal == Decimal("1293.50")
    assert result.vat == Decimal("104.77")
    assert result.rounding == Decimal("-0.02")
    assert result.total == Decimal("1398.25")


def test_vat_rate_comes_from_settings(salon_rose, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VAT_RATE": "7.7"}

    result = quote(salon_rose, start="18:00", end="23:00", participants=11)

    # 1200.00 × 7.7 % = 92.40; 1292.40 is already a multiple of 0.05.
    assert (result.vat_rate, result.vat, result.rounding, result.total) == (
        Decimal("7.7"),
        Decimal("92.40"),
        Decimal("0.00"),
        Decimal("1292.40"),
    )


@pytest.mark.parametrize(
    "start,end,kind,price",
    [
        ("09:00", "12:00", "half_day", "800.00"),
        ("13:00", "18:00", "half_day", "800.00"),  # exactly 5 hours, window ends at 18:00
        ("13:00", "18:30", "full_day", "1400.00"),  # past the half-day window
        ("08:00", "13:30", "full_day", "1400.00"),  # 5.5 hours: too long for a half day
        ("17:00", "23:59", "evening", "1200.00"),
        ("16:30", "22:00", "full_day", "1400.00"),  # starts before the evening window
    ],
)
def test_picks_the_cheapest_rate_covering_the_hours(salon_rose, start, end, kind, price):
    result = quote(salon_rose, start=start, end=end, participants=20)

    assert (result.rate_kind, result.lines[0].amount) == (kind, Decimal(price))


def test_no_rate_covers_the_hours(salon_rose):
    with pytest.raises(ApplicationError) as raised:
        quote(salon_rose, start="06:00", end="09:00", participants=20)

    assert raised.value.extra == {
        "fields": {"end_time": ["Salon Rose has no rate covering 06:00–09:00."]}
    }


def test_says_when_the_room_is_taken(salon_rose):
    make_event(room=salon_rose, status="option", date=days_ahead(20), start="10:00", end="11:00")

    assert quote(salon_rose, start="09:00", end="12:00", participants=20).available is False


def test_refuses_a_group_too_large(salon_rose):
    with pytest.raises(ApplicationError) as raised:
        quote(salon_rose, start="09:00", end="12:00", participants=61)

    assert list(raised.value.extra["fields"]) == ["participants"]
