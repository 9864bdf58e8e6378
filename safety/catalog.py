"""What a verifier may know about the venue beyond one reply's facts."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class VenueCatalog:
    """Every room of the venue and the aliases staff gave any room or term.

    With a catalog, a room of the venue that the facts do not name is an invented room wherever
    it appears, cue or not; aliases make translations the venue uses recognisable.
    """

    rooms: tuple[str, ...] = ()
    aliases: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def alias_items(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return tuple(sorted((name, tuple(values)) for name, values in self.aliases.items()))
