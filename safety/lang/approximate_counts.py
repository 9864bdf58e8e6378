"""Collective numerals: counts that say they are approximate, in en, de, fr and it ("a dozen",
"ein Dutzend", "une vingtaine", "una ventina").

French forms a collective from the cardinal with "-aine" ("vingt" → "vingtaine", "trente" →
"trentaine", "dix" → "dizaine"), Italian the tens with "-ina" ("venti" → "ventina", "trenta" →
"trentina"); the cardinals come from num2words, so the spelling is the language's, and the few
forms the rule does not make ("decina", "dozzina", "centinaio", "dozen", "Dutzend") are listed.
A reader takes the collective after an indefinite article as its cardinal value, and marks it
approximate: a reply that states it says it is approximate. The words are the language packs'
(safety.lang.registry); this module is their view.
"""

from __future__ import annotations

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.text import fold

_COUNTS = {lang: LANGUAGES[lang].approximate_counts for lang in LANGS}

# Folded collective numeral -> (value, language).
COLLECTIVE_NUMERALS: dict[str, tuple[int, Lang]] = {
    word: (value, lang)
    for lang, counts in _COUNTS.items()
    for word, value in counts.collective_numerals.items()
}

# Adjectives between the article and the collective: "une bonne vingtaine", "une petite
# trentaine", "una buona ventina".
COLLECTIVE_ADJECTIVES: frozenset[str] = frozenset(
    word for counts in _COUNTS.values() for word in counts.collective_adjectives
)

# Words before a number that make it approximate: "about 20", "etwa zwanzig", "environ 40",
# "circa 25", "più o meno 30".
APPROXIMATION_WORDS: frozenset[str] = frozenset(
    fold(word) for counts in _COUNTS.values() for word in counts.approximation_words
)
