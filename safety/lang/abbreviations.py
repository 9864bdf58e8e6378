"""Abbreviations whose full stop ends no sentence, a closed list per language (safety.sentences).

Two classes, as written (a form capitalised at a sentence's start is read too: "Ca. 30"):

- TITLES stand before a name, a number or a word and never close a sentence, whatever follows:
  "Fr. 780.–", "Nr. 12", "Dr. Meier", "z.B. Salon Rose", "ca. 30", "M. Dupont", "Sig. Rossi".
- ABBREVIATIONS may close a sentence ("… tables, chairs etc. The room …"), so they end none only
  before a number or a word in lower case: "3 Sept. 2027", "6 p.m. on Friday", "Do. 8.8.".
  Months and weekdays come from safety.lang.calendar_words.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from safety.lang import LANGS, Lang
from safety.lang.calendar_words import (
    MONTH_ABBREVIATION_ALTERNATES,
    MONTH_ABBREVIATIONS,
    WEEKDAY_ABBREVIATION_ALTERNATES,
    WEEKDAY_ABBREVIATIONS,
)

_TITLES: dict[Lang, tuple[str, ...]] = {
    "en": (
        "Mr", "Mrs", "Ms", "Dr", "Prof", "St", "No", "Nos", "Nr", "Tel", "tel", "Ph", "approx",
        "ca", "incl", "excl", "e.g", "i.e", "cf", "vs", "resp", "Rd", "Ave", "Mt", "pp",
    ),
    "de": (
        "Fr", "Frs", "SFr", "sFr", "Hr", "Hrn", "Dr", "Prof", "St", "Nr", "Tel", "Str",
        "ca", "inkl", "exkl", "zzgl", "bzw", "z.B", "u.a", "d.h", "evtl", "ggf", "vgl", "gem",
        "mind", "Abs", "Mob", "p.P", "resp", "sog", "u.U", "z.T", "z.Hd",
    ),
    "fr": (
        "M", "MM", "Mme", "Mmes", "Mlle", "Dr", "Pr", "St", "Ste", "Tél", "tél", "env", "cf",
        "p.ex", "av", "bd", "Nº", "resp",
    ),
    "it": (
        "Sig", "Sigg", "Sig.ra", "Sig.na", "Dott", "Dott.ssa", "Prof", "Egr", "Gent", "Spett",
        "Tel", "tel", "nr", "Nr", "ca", "p.es", "escl", "incl",
    ),
}  # fmt: skip
_ABBREVIATIONS: dict[Lang, tuple[str, ...]] = {
    "en": (
        "etc",
        "a.m",
        "p.m",
        "hr",
        "hrs",
        "min",
        "mins",
        "max",
        "sec",
        "pcs",
        "Inc",
        "Ltd",
        "Co",
    ),
    "de": (
        "usw",
        "etc",
        "Std",
        "Min",
        "min",
        "max",
        "Mio",
        "Mrd",
        "Tsd",
        "Stk",
        "Pers",
        "Jh",
        "Chr",
    ),
    "fr": ("etc", "h", "mn", "min", "max", "pers", "hab", "Cie", "n"),
    "it": ("ecc", "min", "max", "sec", "pag", "pers", "n"),
}


def _calendar(lang: Lang) -> tuple[str, ...]:
    return (
        *MONTH_ABBREVIATIONS[lang],
        *MONTH_ABBREVIATION_ALTERNATES[lang].values(),
        *WEEKDAY_ABBREVIATIONS[lang],
        *WEEKDAY_ABBREVIATION_ALTERNATES[lang].values(),
    )


TITLES: Final = MappingProxyType({lang: frozenset(_TITLES[lang]) for lang in LANGS})
ABBREVIATIONS: Final = MappingProxyType(
    {lang: frozenset((*_ABBREVIATIONS[lang], *_calendar(lang))) for lang in LANGS}
)
# A reply may mix languages ("Fr. 780.–" in an English letter): every language's are read.
ALL_TITLES: Final = frozenset().union(*TITLES.values())
ALL_ABBREVIATIONS: Final = frozenset().union(*ABBREVIATIONS.values()) - ALL_TITLES
LONGEST: Final = max(len(word) for word in ALL_TITLES | ALL_ABBREVIATIONS)
