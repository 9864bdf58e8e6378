"""CHF arithmetic: cents, Swiss 5-Rappen rounding, and the VAT rate from settings."""

from decimal import ROUND_HALF_UP, Decimal

from core.settings import factlock_settings

CENT = Decimal("0.01")
FIVE_RAPPEN = Decimal("0.05")


def to_cents(amount: Decimal) -> Decimal:
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def to_five_rappen(amount: Decimal) -> Decimal:
    """Round to the nearest 0.05 CHF, halves up (CHF 10.025 → 10.05, 10.024 → 10.00)."""
    steps = (amount / FIVE_RAPPEN).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    return (steps * FIVE_RAPPEN).quantize(CENT)


def vat_rate_percent() -> Decimal:
    """FACTLOCK["VAT_RATE"] as a percent (8.1), checked by core.settings."""
    return factlock_settings().vat_rate
