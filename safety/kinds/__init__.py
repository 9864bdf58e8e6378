"""The fact types, one FactKind each (safety.kinds.base): dates, times, amounts, counts, rooms
and terms, and the registry every other module reads them from.

A kind registered here is a list of HardFacts, a type verify compares (reading its values with
its recognizer, when it has one) and a type whose missing facts the inserted sentences state.
Adding a fact type is adding its module and registering its kind: below for the library's own,
with `register` for one defined elsewhere (it then comes after these in every order).
"""

from __future__ import annotations

from typing import Any

from safety.facts import FactType, hold, release
from safety.kinds.amounts import AMOUNTS
from safety.kinds.base import FactKind
from safety.kinds.counts import COUNTS
from safety.kinds.dates import DATES
from safety.kinds.names import ROOMS, TERMS
from safety.kinds.times import TIMES
from safety.mentions import Mention

AnyKind = FactKind[Any, Any]

# In the order verify reports their issues.
KINDS: list[AnyKind] = [DATES, TIMES, AMOUNTS, COUNTS, ROOMS, TERMS]

# The kinds whose values recognizers read, in the order they take a text's characters: a mention
# over characters an earlier kind's mention (or a name) took is left out.
VALUE_KINDS: list[AnyKind] = [AMOUNTS, DATES, TIMES, COUNTS]

# In the order the sentences (and list items) that state missing facts come.
INSERTED_KINDS: list[AnyKind] = [DATES, TIMES, ROOMS, COUNTS, TERMS, AMOUNTS]

# HardFacts holds their lists in the order of its public JSON shape.
for _kind in (DATES, TIMES, ROOMS, AMOUNTS, COUNTS, TERMS):
    hold(_kind.holding)

_BY_TYPE: dict[FactType, AnyKind] = {kind.fact_type: kind for kind in KINDS}


def register(kind: AnyKind, *, reads_values: bool = True) -> None:
    """Makes `kind` a fact type of the library, after the others in every order: HardFacts holds
    its facts, verify compares them (with `reads_values`, the values its `find` reads where no
    other kind's mention is), and missing ones are stated in its sentences."""
    if kind.fact_type in _BY_TYPE:
        raise ValueError(f"a kind of type {kind.fact_type!r} is registered already")
    hold(kind.holding)
    KINDS.append(kind)
    if reads_values:
        VALUE_KINDS.append(kind)
    INSERTED_KINDS.append(kind)
    _BY_TYPE[kind.fact_type] = kind


def unregister(kind: AnyKind) -> None:
    """Takes a kind that `register` added out of the library again."""
    for kinds in (KINDS, VALUE_KINDS, INSERTED_KINDS):
        if kind in kinds:
            kinds.remove(kind)
    del _BY_TYPE[kind.fact_type]
    release(kind.holding)


def kind_of(fact_type: FactType) -> AnyKind:
    """The kind of a fact type."""
    return _BY_TYPE[fact_type]


def is_name(fact_type: str) -> bool:
    """Whether `fact_type` (an issue's type) is that of a registered kind of names: False for
    a value's type and for a claim."""
    return any(kind.is_name for kind in KINDS if kind.fact_type == fact_type)


def kind_of_mention(mention: Mention) -> AnyKind:
    """The kind a mention is one of."""
    return next(kind for kind in KINDS if kind.owns(mention))


__all__ = [
    "AMOUNTS",
    "COUNTS",
    "DATES",
    "INSERTED_KINDS",
    "KINDS",
    "ROOMS",
    "TERMS",
    "TIMES",
    "VALUE_KINDS",
    "FactKind",
    "is_name",
    "kind_of",
    "kind_of_mention",
    "register",
    "unregister",
]
