"""Reading the catalog: rooms, features, products, with what their API shape needs."""

import time

from django.db.models import QuerySet

from booking.models import Alias, Feature, Product, Room, Venue
from booking.models.venue import VENUE_ID
from booking.services.intake.catalog import CatalogName
from core.settings import factlock_settings
from safety import NameKind
from safety.recognizers.terms import matcher_for
from safety.venue import VenueCatalog, VenueDetails


def room_list() -> QuerySet[Room]:
    return Room.objects.prefetch_related("features", "rates", "aliases")


def feature_list() -> QuerySet[Feature]:
    return Feature.objects.prefetch_related("aliases")


def product_list() -> QuerySet[Product]:
    return Product.objects.prefetch_related("aliases")


def catalog_names() -> tuple[CatalogName, ...]:
    """Every room, feature and product name with its aliases, read fresh in four queries.

    Rooms come first, then features, then products, each sorted by name.
    """
    aliases: dict[tuple[NameKind, int], list[str]] = {}
    rows = Alias.objects.order_by("text").values_list("text", "room_id", "feature_id", "product_id")
    for text, room_id, feature_id, product_id in rows:
        kind, target_id = _alias_target(room_id, feature_id, product_id)
        aliases.setdefault((kind, target_id), []).append(text)
    names: list[CatalogName] = []
    for target_id, name in Room.objects.order_by("name").values_list("id", "name"):
        names.append(CatalogName(name, "room", tuple(aliases.get(("room", target_id), ()))))
    items: tuple[tuple[NameKind, type[Feature] | type[Product]], ...] = (
        ("feature", Feature),
        ("product", Product),
    )
    for kind, model in items:
        for target_id, name, category in model.objects.order_by("name").values_list(
            "id", "name", "category"
        ):
            found = tuple(aliases.get((kind, target_id), ()))
            names.append(CatalogName(name, kind, found, category))
    return tuple(names)


def venue_details() -> VenueDetails | None:
    """The venue's own name, other names, address and contacts (the admin's *Venue*), or None
    when staff have given none."""
    venue = Venue.objects.filter(pk=VENUE_ID).first()
    if venue is None:
        return None
    return VenueDetails(
        name=venue.name,
        other_names=venue.other_name_list(),
        address=venue.address,
        phone=venue.phone,
        email=venue.email,
        website=venue.website,
        iban=venue.iban,
    )


def venue_catalog() -> VenueCatalog:
    """The venue as the verifier knows it: every room, product and feature, the aliases of every
    name, the features of every room, and the venue's own name and contacts."""
    names = catalog_names()
    aliases: dict[str, tuple[str, ...]] = {}
    for entry in names:
        if entry.aliases:
            aliases[entry.name] = (*aliases.get(entry.name, ()), *entry.aliases)
    rooms = tuple(entry.name for entry in names if entry.kind == "room")
    terms = tuple((entry.name, entry.kind) for entry in names if entry.kind != "room")
    return VenueCatalog(
        rooms=rooms,
        aliases=aliases,
        terms=terms,
        room_features=room_features(),
        venue=venue_details(),
    )


def room_features() -> dict[str, tuple[str, ...]]:
    """Every room's feature names, sorted, in one query; a room without features has ()."""
    features: dict[str, list[str]] = {
        name: [] for name in Room.objects.values_list("name", flat=True)
    }
    pairs = Room.features.through.objects.values_list("room__name", "feature__name")
    for room, feature in pairs.order_by("room__name", "feature__name"):
        features.setdefault(room, []).append(feature)
    return {room: tuple(names) for room, names in features.items()}


_remembered: tuple[float, int, VenueCatalog] | None = None  # (when, catalog version, catalog)


def venue_catalog_recent() -> VenueCatalog:
    """venue_catalog(), read again once FACTLOCK["VERIFY_CATALOG_SECONDS"] have passed in this
    process or the catalog version (bumped by every catalog change) moved: what the verify API
    reads per request, so a request does not pay the catalog's four queries."""
    global _remembered
    seconds = factlock_settings().verify_catalog_seconds
    if seconds <= 0:
        return venue_catalog()
    from booking.services.rephrase_cache import catalog_version

    version, now = catalog_version(), time.monotonic()
    remembered = _remembered
    if remembered is not None and remembered[1] == version and now - remembered[0] < seconds:
        return remembered[2]
    catalog = venue_catalog()
    _remembered = (now, version, catalog)
    return catalog


def _alias_target(
    room_id: int | None, feature_id: int | None, product_id: int | None
) -> tuple[NameKind, int]:
    if room_id is not None:
        return "room", room_id
    if feature_id is not None:
        return "feature", feature_id
    return "product", product_id  # type: ignore[return-value]


def names_confusable_with(text: str, *, own: str) -> list[str]:
    """The other catalog names that `text` (a new name or alias of `own`) would read as: the
    same words, a glossary translation ("Seeblick" and "Seesicht") or a small misspelling.
    Replies stay verified either way (the matcher keeps catalog names apart), but clients and
    staff may confuse them."""
    others = tuple((entry.name, entry.kind) for entry in catalog_names() if entry.name != own)
    if not others or not text.strip():
        return []
    found = matcher_for(others).scan(text).mentions
    return list(
        dict.fromkeys(
            mention.value
            for mention in found
            if mention.start == 0 and mention.end == len(text) and mention.value != own
        )
    )


_LANGS = ("en", "de", "fr", "it")


def aliases_missing(item: Room | Feature | Product) -> tuple[str, ...]:
    """The languages `item` has no alias in, when more than one: the name itself is written in
    one language, so a single language without an alias is taken to be the name's own."""
    have = set(item.aliases.exclude(lang="").values_list("lang", flat=True))
    missing = tuple(lang for lang in _LANGS if lang not in have)
    return missing if len(missing) > 1 else ()


def aliases_repeated(item: Room | Feature | Product) -> list[tuple[str, str]]:
    """(language, the alias shown) for each language in which `item` has several aliases."""
    first: dict[str, str] = {}
    repeated: dict[str, str] = {}
    for text, lang in item.aliases.exclude(lang="").order_by("pk").values_list("text", "lang"):
        if lang in first:
            repeated[lang] = first[lang]
        first.setdefault(lang, text)
    return list(repeated.items())
