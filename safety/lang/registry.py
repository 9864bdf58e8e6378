"""`LANGUAGES`: each language's code and its `LanguagePack`. A language is one folder of
`safety.lang` and one line here; the topic modules of `safety.lang` read the packs from here."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from safety.lang import de, en, fr, it
from safety.lang.pack import LanguagePack

LANGUAGES: Mapping[str, LanguagePack] = MappingProxyType(
    {
        "en": en.PACK,
        "de": de.PACK,
        "fr": fr.PACK,
        "it": it.PACK,
    }
)
