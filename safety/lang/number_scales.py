"""Scale words after a number ("CHF 2.3 million", "1,2 Mio. Franken", "€3.5m", "3,5 M CHF",
"2,5 Mln CHF"): CLDR's compact number formats for each language and its Swiss and British
locales (babel's `Locale.compact_decimal_formats`), short and long, plus the spellings writers
use beside them."""

from __future__ import annotations

import re

from babel import Locale

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES

# The locales whose compact forms a reply may carry: each language, its Swiss locale, and the
# British English that writes "€3.5m" and "CHF4.9bn" (the packs' `compact_number_locales`).
_LOCALES = tuple(name for lang in LANGS for name in LANGUAGES[lang].compact_number_locales)
# Spellings CLDR does not write: the dotted and plural forms writers use (the packs' own).
_WRITTEN: dict[str, int] = {
    word: scale for lang in LANGS for word, scale in LANGUAGES[lang].scale_words.items()
}
# Thousands are read by the amount pattern itself ("$10k", "CHF 1.5K"), and a scale of more than
# a billion is no venue's price.
_SMALLEST, _LARGEST = 1_000_000, 1_000_000_000


def _cldr_scales() -> dict[str, int]:
    scales: dict[str, int] = {}
    for name in _LOCALES:
        locale = Locale.parse(name)
        for formats in (locale.compact_decimal_formats, locale.compact_currency_formats):
            for by_count in formats.values():
                for patterns in by_count.values():
                    for magnitude, pattern in patterns.items():
                        written = pattern.pattern.split(";")[0]
                        digits = written.count("0")
                        word = re.sub(r"[0#.,¤'\s]+", " ", written).strip().casefold()
                        if not word or not digits:
                            continue
                        scale = int(magnitude) // 10 ** (digits - 1)
                        if _SMALLEST <= scale <= _LARGEST:
                            scales.setdefault(word, scale)
    return scales


SCALES: dict[str, int] = {**_cldr_scales(), **_WRITTEN}
# One-letter scales stand for a length or a weight as well ("CHF 5 m"?): after a number they
# scale it only when written against it ("€3.5m", "CHF4.9m") or in CLDR's capital ("3,5 M CHF").
ONE_LETTER_SCALES = frozenset(word for word in SCALES if len(word) == 1)


# The collective number word for twelve, a closed class of each language ("a dozen guests",
# "ein Dutzend Gäste", "une douzaine de personnes", "una dozzina di persone"): a rendering of the
# count 12 that no digit shows.
DOZEN_WORDS: dict[str, tuple[str, ...]] = {lang: LANGUAGES[lang].dozen_words for lang in LANGS}
# Between a scale word and the currency it counts, as a pattern (verbose, spaces written
# "\x20"): "2 millions de francs", "1 million d'euros", "2 milioni di franchi".
SCALE_CURRENCY_LINK = r"de\x20|d'|di\x20"
