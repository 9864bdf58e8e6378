from decimal import Decimal

import pytest
from django.core.exceptions import ImproperlyConfigured

from booking.services.money import to_five_rappen, vat_rate_percent


@pytest.mark.parametrize(
    "amount,rounded",
    [
        ("10.00", "10.00"),
        ("10.02", "10.00"),
        ("10.024", "10.00"),
        ("10.025", "10.05"),
        ("10.03", "10.05"),
        ("10.07", "10.05"),
        ("10.075", "10.10"),
        ("10.08", "10.10"),
        ("-0.03", "-0.05"),
    ],
)
def test_rounds_to_five_rappen_halves_up(amount, rounded):
    assert to_five_rappen(Decimal(amount)) == Decimal(rounded)
    assert str(to_five_rappen(Decimal(amount))) == rounded


@pytest.mark.parametrize("configured", ["abc", "-1", "100", "NaN", ""])
def test_refuses_a_nonsense_vat_rate(settings, configured):
    settings.FACTLOCK = {**settings.FACTLOCK, "VAT_RATE": configured}

    with pytest.raises(ImproperlyConfigured):
        vat_rate_percent()


def test_reads_the_vat_rate_as_a_percent(settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VAT_RATE": "2.6"}

    assert vat_rate_percent() == Decimal("2.6")
