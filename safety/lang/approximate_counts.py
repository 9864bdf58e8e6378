"""Collective numerals: counts that say they are approximate, in en, de, fr and it ("a dozen",
"ein Dutzend", "une vingtaine", "una ventina").

French forms a collective from the cardinal with "-aine" ("vingt" → "vingtaine", "trente" →
"trentaine", "dix" → "dizaine"), Italian the tens with "-ina" ("venti" → "ventina", "trenta" →
"trentina"); the cardinals come from num2words, so the spelling is the language's, and the few
forms the rule does not make ("decina", "dozzina", "centinaio", "dozen", "Dutzend") are listed.
A reader takes the collective after an indefinite article as its cardinal value, and marks it
approximate: a reply that states it says it is approximate.
"""

from __future__ import annotations

from num2words import num2words

from safety.lang import Lang
from safety.text import fold

# The cardinals French makes collectives of ("une quinzaine", "une centaine").
_FRENCH_BASES = (10, 12, 15, 20, 30, 40, 50, 60, 100)
# The tens Italian makes collectives of with "-ina" ("una ventina" … "una novantina"), and 15.
_ITALIAN_BASES = (15, 20, 30, 40, 50, 60, 70, 80, 90)
_LISTED: dict[str, tuple[int, Lang]] = {
    "dozen": (12, "en"),
    "dutzend": (12, "de"),
    "decina": (10, "it"),
    "dozzina": (12, "it"),
    "centinaio": (100, "it"),
}


def _french(value: int) -> str:
    base = str(num2words(value, lang="fr")).removesuffix("e")
    return (base[:-1] + "z" if base.endswith("x") else base) + "aine"


def _italian(value: int) -> str:
    return str(num2words(value, lang="it"))[:-1] + "ina"


def _collectives() -> dict[str, tuple[int, Lang]]:
    found: dict[str, tuple[int, Lang]] = dict(_LISTED)
    found |= {_french(value): (value, "fr") for value in _FRENCH_BASES}
    found |= {_italian(value): (value, "it") for value in _ITALIAN_BASES}
    return found


# Folded collective numeral -> (value, language).
COLLECTIVE_NUMERALS: dict[str, tuple[int, Lang]] = _collectives()

# Adjectives between the article and the collective: "une bonne vingtaine", "une petite
# trentaine", "una buona ventina".
COLLECTIVE_ADJECTIVES: frozenset[str] = frozenset({"bonne", "petite", "buona", "good"})

# Words before a number that make it approximate: "about 20", "etwa zwanzig", "environ 40",
# "circa 25", "più o meno 30".
APPROXIMATION_WORDS: frozenset[str] = frozenset(
    fold(word)
    for word in """about around approximately roughly circa ca approx some
    etwa ungefähr rund zirka gegen knapp
    environ approximativement presque quasi près
    pressappoco meno incirca""".split()
)
