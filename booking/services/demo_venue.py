"""Loading the demo venue from fixtures/demo/: creates what is missing, never changes what exists.

Every record is found by its natural key (names and alias texts ignoring case, a rate by room and
kind, a client by email, an event by room, date, start time and client), so loading twice creates
nothing the second time and edits staff made in the admin survive a reload.
"""

import datetime as dt
import json
from collections import Counter
from decimal import Decimal
from pathlib import Path
from typing import Any

from django.db import transaction

from booking.models import Alias, Client, Event, Feature, Product, Room, RoomRate, Venue
from booking.names import same_name
from booking.slot import Slot

from .slots import slot_ensure_free
from .venue import venue_update

FIXTURE_FILES = ("features.json", "rooms.json", "products.json", "events.json")
VENUE_FILE = "venue.json"  # optional: the venue itself


def _read(directory: Path, filename: str) -> list[dict[str, Any]]:
    return json.loads((directory / filename).read_text(encoding="utf-8"))


class FixtureError(ValueError):
    """The fixture files contradict themselves, e.g. a room lists a feature that is not defined."""


def _find_by_name(model, name: str):
    return next((row for row in model.objects.all() if same_name(row.name, name)), None)


def _require_by_name(model, name: str):
    found = _find_by_name(model, name)
    if found is None:
        raise FixtureError(f"{model.kind_label} “{name}” is referred to but not defined")
    return found


def _create(instance, created: Counter):
    instance.full_clean()
    instance.save()
    created[type(instance).__name__] += 1
    return instance


def _aliases_add(target, aliases: list[dict[str, str]], created: Counter) -> None:
    target_field = type(target).__name__.lower()
    existing = list(Alias.objects.values_list("text", flat=True))
    for alias in aliases:
        if not any(same_name(alias["text"], text) for text in existing):
            alias_row = Alias(
                text=alias["text"], lang=alias.get("lang", ""), **{target_field: target}
            )
            _create(alias_row, created)


def _features_load(rows: list[dict[str, Any]], created: Counter) -> None:
    for row in rows:
        feature = _find_by_name(Feature, row["name"]) or _create(
            Feature(name=row["name"], description=row.get("description", "")), created
        )
        _category_fill(feature, row)
        _aliases_add(feature, row.get("aliases", []), created)


def _rooms_load(rows: list[dict[str, Any]], created: Counter) -> None:
    for row in rows:
        room = _find_by_name(Room, row["name"])
        if room is None:
            room = _create(
                Room(
                    name=row["name"],
                    description=row.get("description", ""),
                    capacity_min=row["capacity_min"],
                    capacity_max=row["capacity_max"],
                ),
                created,
            )
            room.features.set(_require_by_name(Feature, name) for name in row.get("features", []))
        for rate in row.get("rates", []):
            if not room.rates.filter(kind=rate["kind"]).exists():
                _create(
                    RoomRate(
                        room=room,
                        kind=rate["kind"],
                        price=Decimal(rate["price"]),
                        covers_from=dt.time.fromisoformat(rate["covers_from"]),
                        covers_until=dt.time.fromisoformat(rate["covers_until"]),
                        max_hours=Decimal(rate["max_hours"]) if rate.get("max_hours") else None,
                    ),
                    created,
                )
        _aliases_add(room, row.get("aliases", []), created)


def _products_load(rows: list[dict[str, Any]], created: Counter) -> None:
    for row in rows:
        product = _find_by_name(Product, row["name"]) or _create(
            Product(
                name=row["name"],
                description=row.get("description", ""),
                price=Decimal(row["price"]),
                pricing=row["pricing"],
            ),
            created,
        )
        _category_fill(product, row)
        _aliases_add(product, row.get("aliases", []), created)


def _category_fill(item: Feature | Product, row: dict[str, Any]) -> None:
    """Gives an item the venue's wish category when it has none yet; one staff set is kept."""
    category = row.get("category", "")
    if category and not item.category:
        item.category = category
        item.full_clean()
        item.save(update_fields=["category"])


def _events_load(rows: list[dict[str, Any]], created: Counter) -> None:
    for row in rows:
        client = Client.objects.filter(email__iexact=row["client"]["email"]).first()
        if client is None:
            client = _create(Client(**row["client"]), created)
        room = _require_by_name(Room, row["room"])
        date = dt.date.fromisoformat(row["date"])
        start_time = dt.time.fromisoformat(row["start_time"])
        end_time = dt.time.fromisoformat(row["end_time"])
        if Event.objects.filter(
            room=room, date=date, start_time=start_time, client=client
        ).exists():
            continue
        event = Event(
            client=client,
            room=room,
            date=date,
            start_time=start_time,
            end_time=end_time,
            participants=row["participants"],
            status=row["status"],
            notes=row.get("notes", ""),
        )
        if event.holds_room:
            slot_ensure_free(slot=Slot.of_event(event))
        _create(event, created)
        event.products.set(_require_by_name(Product, name) for name in row.get("products", []))


@transaction.atomic
def demo_venue_load(*, directory: Path) -> Counter:
    """Load the demo venue; returns how many records of each model were created."""
    created: Counter = Counter()
    features, rooms, products, events = (_read(directory, name) for name in FIXTURE_FILES)
    _features_load(features, created)
    _rooms_load(rooms, created)
    _products_load(products, created)
    _events_load(events, created)
    _venue_load(directory / VENUE_FILE, created)
    return created


def _venue_load(path: Path, created: Counter) -> None:
    """The venue's own name, address and contacts, unless staff have given them already."""
    if not path.exists() or Venue.objects.exclude(name="").exists():
        return
    venue_update(**json.loads(path.read_text(encoding="utf-8")))
    created["Venue"] += 1
