"""The catalog a chat turn reads a client's message against, read once per turn."""

from booking.selectors.catalog import catalog_names
from booking.selectors.rate_windows import rate_windows
from booking.services.intake.catalog import IntakeCatalog


def intake_catalog() -> IntakeCatalog:
    """Every room, feature and product name with its aliases, the venue's rate windows and the
    aliases by language, read fresh in six queries."""
    from booking.services.chat_language import alias_rows

    return IntakeCatalog(
        names=catalog_names(), windows=rate_windows(), aliases_by_lang=alias_rows()
    )
