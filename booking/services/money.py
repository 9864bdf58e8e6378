"""CHF arithmetic: cents, Swiss 5-Rappen rounding, and the VAT rate from settings."""

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

CENT = Decimal("0.01")
FIVE_RAPPEN = Decimal("0.05")


def to_cents(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def to_five_rappen(amount: Decimal) -> Decimal:
    """Round to the nearest 0.05 CHF, halves up (CHF 10.025 → 10.05, 10.024 → 10.00)."""
    steps = (amount / FIVE_RAPPEN).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    return (steps * FIVE_RAPPEN).quantize(CENT)


def vat_rate_percent() -> Decimal:
    """settings.FACTLOCK["VAT_RATE"], a percent string such as "8.1"."""
    raw = settings.FACTLOCK["VAT_RATE"]
    try:
        rate = Decimal(str(raw))
    except InvalidOperation:
        rate = None
    if rate is None or not rate.is_finite() or not Decimal("0") <= rate < Decimal("100"):
        raise ImproperlyConfigured(
            f'FACTLOCK["VAT_RATE"] must be a percent from 0 to below 100, not {raw!r}'
        )
    return rate
