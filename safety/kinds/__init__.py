"""The fact types, one FactKind each (safety.kinds.base): dates, times, amounts, counts, rooms
and terms. Adding a fact type is adding its module and its kind to KINDS."""

from __future__ import annotations

from typing import Any

from safety.facts import FactType
from safety.kinds.amounts import AMOUNTS
from safety.kinds.base import FactKind
from safety.kinds.counts import COUNTS
from safety.kinds.dates import DATES
from safety.kinds.names import ROOMS, TERMS
from safety.kinds.times import TIMES
from safety.mentions import Mention

AnyKind = FactKind[Any, Any]

# In the order verify reports their issues.
KINDS: tuple[AnyKind, ...] = (DATES, TIMES, AMOUNTS, COUNTS, ROOMS, TERMS)

# The kinds whose values recognizers read, in the order they take a text's characters: a mention
# over characters an earlier kind's mention (or a name) took is left out.
VALUE_KINDS: tuple[AnyKind, ...] = (AMOUNTS, DATES, TIMES, COUNTS)

_BY_TYPE: dict[FactType, AnyKind] = {kind.fact_type: kind for kind in KINDS}


def kind_of(fact_type: FactType) -> AnyKind:
    """The kind of a fact type."""
    return _BY_TYPE[fact_type]


def kind_of_mention(mention: Mention) -> AnyKind:
    """The kind a mention is one of."""
    return next(kind for kind in KINDS if kind.owns(mention))


__all__ = [
    "AMOUNTS",
    "COUNTS",
    "DATES",
    "KINDS",
    "ROOMS",
    "TERMS",
    "TIMES",
    "VALUE_KINDS",
    "FactKind",
    "kind_of",
    "kind_of_mention",
]
