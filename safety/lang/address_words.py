"""Words that make a name an address, not a room: "Seestrasse 12", "rue du Lac 3", "via Roma 5".

A closed list per language. German street names end in one of the suffixes ("Seestrasse",
"Bahnhofplatz"); the others open with a word of their own ("rue", "via", "avenue"). Each language's words are its pack's (safety.lang.registry).
"""

from __future__ import annotations

from typing import Final

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES

GERMAN_STREET_SUFFIXES: Final = LANGUAGES["de"].street_suffixes
STREET_WORDS: Final = frozenset(word for lang in LANGS for word in LANGUAGES[lang].street_words)


def is_street_word(word: str) -> bool:
    """Whether `word` names a street: one of STREET_WORDS, or a German compound ending in a
    street suffix ("Seestrasse", "Bahnhofplatz")."""
    folded = word.casefold()
    return folded in STREET_WORDS or (len(folded) > 5 and folded.endswith(GERMAN_STREET_SUFFIXES))
