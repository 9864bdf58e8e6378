"""What a verifier may know about the venue beyond one reply's facts."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal

from rapidfuzz import fuzz, process, utils

CatalogTermKind = Literal["product", "feature"]

# Below this similarity (0–100, rapidfuzz WRatio on folded case) a catalog name is no suggestion.
SUGGESTION_CUTOFF = 60
MAX_SUGGESTIONS = 3


@dataclass(frozen=True, slots=True)
class VenueDetails:
    """The venue itself: its name and other names, its address and the ways to reach and pay it.
    A reply that names them says what the venue says of itself: no other house, no invented
    contact (safety.claims)."""

    name: str = ""
    other_names: tuple[str, ...] = ()
    address: str = ""
    phone: str = ""
    email: str = ""
    website: str = ""
    iban: str = ""

    def lines(self) -> list[str]:
        """Every detail given, one a line: what a reply may repeat."""
        given = (self.name, *self.other_names, self.address, self.phone, self.email)
        return [line for line in (*given, self.website, self.iban) if line]


@dataclass(frozen=True)
class VenueCatalog:
    """Every room, product and feature of the venue and the aliases staff gave any of them.

    With a catalog, a room of the venue that the facts do not name is an invented room wherever
    it appears, cue or not, and so is a product or feature of the venue written exactly (or by
    one of its aliases) that the facts do not name; aliases make translations the venue uses
    recognisable. With `room_features`, a feature said of a room that lacks it is a wrong claim.
    """

    rooms: tuple[str, ...] = ()
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    terms: tuple[tuple[str, CatalogTermKind], ...] = ()  # (name, "product" | "feature")
    # Each room's features by name: what a reply may say a room has (safety.claims).
    room_features: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # The venue's own name, address and contacts, when known.
    venue: VenueDetails | None = None

    def __post_init__(self) -> None:
        """Every name in NFC, as the text is read (safety.width): "Apéro" typed with a combining
        accent is the same name as "Apéro" typed with "é"."""
        if all(map(_is_nfc, self.names())) and all(
            _is_nfc(name) and all(map(_is_nfc, values))
            for mapping in (self.aliases, self.room_features)
            for name, values in mapping.items()
        ):
            return
        set_field = object.__setattr__
        set_field(self, "rooms", tuple(map(_nfc, self.rooms)))
        set_field(self, "terms", tuple((_nfc(name), kind) for name, kind in self.terms))
        for attribute in ("aliases", "room_features"):
            mapping: Mapping[str, tuple[str, ...]] = getattr(self, attribute)
            composed = {_nfc(name): tuple(map(_nfc, values)) for name, values in mapping.items()}
            set_field(self, attribute, composed)

    def alias_items(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return tuple(sorted((name, tuple(values)) for name, values in self.aliases.items()))

    def names(self) -> tuple[str, ...]:
        """Every canonical name: the rooms, then the terms."""
        return (*self.rooms, *(name for name, _ in self.terms))

    def suggestions(self, written: str, *, rooms_only: bool = False) -> tuple[str, ...]:
        """The catalog names closest to `written`, best first: what an unknown name may have meant."""
        return closest_names(written, self.rooms if rooms_only else self.names())


def _is_nfc(text: str) -> bool:
    return unicodedata.is_normalized("NFC", text)


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def shown_name(name: str, alias: str) -> str:
    """A catalog name as a reply shows it with the alias staff gave it in the reply's language:
    the name first, so it stays the name the venue and the client share, the alias in brackets,
    "Seesicht (Vue sur le lac)". Verification reads the whole as the name when the alias is the
    name's own (an alias of another name in the brackets is a wrong name)."""
    return f"{name} ({alias})"


def closest_names(written: str, names: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Up to MAX_SUGGESTIONS of `names` most similar to `written`, best first, none below
    SUGGESTION_CUTOFF; ties keep the order of `names`."""
    unique = list(dict.fromkeys(names))
    if not written.strip() or not unique:
        return ()
    found = process.extract(
        written,
        unique,
        scorer=fuzz.WRatio,
        processor=utils.default_process,
        score_cutoff=SUGGESTION_CUTOFF,
        limit=MAX_SUGGESTIONS,
    )
    return tuple(name for name, _, _ in found)
