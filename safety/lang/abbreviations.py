"""Abbreviations whose full stop ends no sentence, a closed list per language (safety.sentences).

Two classes, as written (a form capitalised at a sentence's start is read too: "Ca. 30"):

- TITLES stand before a name, a number or a word and never close a sentence, whatever follows:
  "Fr. 780.–", "Nr. 12", "Dr. Meier", "z.B. Salon Rose", "ca. 30", "M. Dupont", "Sig. Rossi".
- ABBREVIATIONS may close a sentence ("… tables, chairs etc. The room …"), so they end none only
  before a number or a word in lower case: "3 Sept. 2027", "6 p.m. on Friday", "Do. 8.8.".
  Months and weekdays come from the packs' calendar words. Each language's lists are its pack's
(safety.lang.registry); this module is their view.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

from safety.lang import registry
from safety.lang.pack import LanguagePack


def _calendar(pack: LanguagePack) -> tuple[str, ...]:
    words = pack.calendar
    return (
        *words.month_abbreviations,
        *words.month_abbreviation_alternates.values(),
        *words.weekday_abbreviations,
        *words.weekday_abbreviation_alternates.values(),
    )


def titles_by_language(
    packs: Mapping[str, LanguagePack] | None = None,
) -> dict[str, frozenset[str]]:
    """Each language's titles, from `packs` (the registry's by default)."""
    packs = registry.LANGUAGES if packs is None else packs
    return {code: frozenset(pack.titles) for code, pack in packs.items()}


def abbreviations_by_language(
    packs: Mapping[str, LanguagePack] | None = None,
) -> dict[str, frozenset[str]]:
    """Each language's abbreviations and calendar abbreviations, from `packs` (the registry's by
    default)."""
    packs = registry.LANGUAGES if packs is None else packs
    return {
        code: frozenset((*pack.abbreviations, *_calendar(pack))) for code, pack in packs.items()
    }


TITLES: Final = MappingProxyType(titles_by_language())
ABBREVIATIONS: Final = MappingProxyType(abbreviations_by_language())
# A reply may mix languages ("Fr. 780.–" in an English letter): every language's are read.
ALL_TITLES: Final = frozenset().union(*TITLES.values())
ALL_ABBREVIATIONS: Final = frozenset().union(*ABBREVIATIONS.values()) - ALL_TITLES
LONGEST: Final = max(len(word) for word in ALL_TITLES | ALL_ABBREVIATIONS)
