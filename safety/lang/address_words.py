"""Words that make a name an address, not a room: "Seestrasse 12", "rue du Lac 3", "via Roma 5".

A closed list per language. German street names end in one of the suffixes ("Seestrasse",
"Bahnhofplatz"); the others open with a word of their own ("rue", "via", "avenue").
"""

from __future__ import annotations

from typing import Final

GERMAN_STREET_SUFFIXES: Final = (
    "strasse", "straße", "gasse", "weg", "platz", "allee", "quai", "ring", "rain", "halde",
    "steig", "graben", "markt", "ufer", "promenade", "chaussee",
)  # fmt: skip
STREET_WORDS: Final = frozenset(
    {
        # en
        "street", "road", "avenue", "lane", "square", "drive", "boulevard", "way",
        # de (as words of their own: "Untere Zäune", "Am Platz")
        "strasse", "straße", "gasse", "weg", "platz", "allee", "quai",
        # fr
        "rue", "av", "bd", "chemin", "ch", "route", "rte", "place",
        "ruelle", "impasse", "promenade", "esplanade",
        # it
        "via", "viale", "piazza", "piazzale", "corso", "vicolo", "largo", "lungolago",
    }
)  # fmt: skip


def is_street_word(word: str) -> bool:
    """Whether `word` names a street: one of STREET_WORDS, or a German compound ending in a
    street suffix ("Seestrasse", "Bahnhofplatz")."""
    folded = word.casefold()
    return folded in STREET_WORDS or (len(folded) > 5 and folded.endswith(GERMAN_STREET_SUFFIXES))
