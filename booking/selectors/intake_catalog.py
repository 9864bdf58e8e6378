"""The catalog a chat turn reads a client's message against, read once per turn."""

from booking.selectors.catalog import catalog_names
from booking.selectors.rate_windows import rate_windows
from booking.services.intake.catalog import IntakeCatalog


def intake_catalog() -> IntakeCatalog:
    """Every room, feature and product name with its aliases, and the venue's rate windows, read
    fresh in five queries."""
    return IntakeCatalog(names=catalog_names(), windows=rate_windows())
