"""Reading a client message as the intake tests do: on Tuesday 9 March 2027 at the venue, against
the demo venue's catalog read from its files (fixtures/demo), without a database.

tests/booking/selectors/test_intake_catalog.py checks that the catalog read here is the one the
chat reads once the demo venue is loaded.
"""

import datetime as dt
import json
from decimal import Decimal
from functools import cache
from pathlib import Path

from booking.names import same_name
from booking.services.intake import CatalogName, IntakeCatalog, message_read
from booking.services.intake.catalog import NameKind, rate_windows_of

TUESDAY = dt.date(2027, 3, 9)
DEMO = Path(__file__).resolve().parents[4] / "fixtures" / "demo"


def read(text: str, **options):
    return message_read(
        text=text,
        received_on=options.pop("received_on", TUESDAY),
        catalog=options.pop("catalog", None) or demo_catalog(),
        **options,
    )


def _rows(name: str) -> list[dict]:
    return json.loads((DEMO / name).read_text(encoding="utf-8"))


@cache
def demo_catalog() -> IntakeCatalog:
    """The demo venue's names, aliases and rate windows as loading it stores them: features,
    rooms and products in that order, an alias the same as one loaded before left out."""
    loaded: list[tuple[NameKind, dict]] = [
        *(("feature", row) for row in _rows("features.json")),
        *(("room", row) for row in _rows("rooms.json")),
        *(("product", row) for row in _rows("products.json")),
    ]
    kept: list[tuple[str, str, str]] = []  # (lang, name, alias), in the order loaded
    for _, row in loaded:
        for alias in row.get("aliases", []):
            if not any(same_name(alias["text"], text) for _, _, text in kept):
                kept.append((alias.get("lang", ""), row["name"], alias["text"]))
    names = [
        CatalogName(
            row["name"],
            kind,
            tuple(sorted(text for _, name, text in kept if name == row["name"])),
            row.get("category", "") if kind != "room" else "",
        )
        for wanted in ("room", "feature", "product")
        for kind, row in sorted(loaded, key=lambda pair: pair[1]["name"])
        if kind == wanted
    ]
    rates = [
        (
            rate["kind"],
            dt.time.fromisoformat(rate["covers_from"]),
            dt.time.fromisoformat(rate["covers_until"]),
            Decimal(rate["max_hours"]) if rate.get("max_hours") else None,
        )
        for kind, row in loaded
        if kind == "room"
        for rate in row.get("rates", [])
        if rate["kind"] in ("half_day", "evening")
    ]
    return IntakeCatalog(
        names=tuple(names),
        windows=rate_windows_of(rates),
        aliases_by_lang=tuple(row for row in kept if row[0]),
    )
