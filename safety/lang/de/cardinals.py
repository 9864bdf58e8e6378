"""German cardinal number words: num2words' in Swiss spelling ("dreissig"), and the variants.

- "sz"    dreißig (num2words' own spelling)
- "bare"  hundertzwanzig, tausendfünfhundert (for einhundertzwanzig, eintausendfünfhundert)
"""

from __future__ import annotations

from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.pack import NumberWords

_ONE = "ein"  # the form of one before a scale word
_ONE_ALONE = str(num2words(1, lang="de"))  # "eins"
_HUNDRED, _THOUSAND = (sources.scale_words_of("de", scale)[0] for scale in (100, 1000))
# The words num2words writes with "ß", in Swiss spelling and in its own ("dreissig": "dreißig").
_WITH_SZ = {
    sources.swiss_spelling(word): word
    for word in sources.number_morphemes("de")
    if sources.swiss_spelling(word) != word
}


def cardinal(number: int) -> str:
    """num2words' cardinal in Swiss spelling, and with "ein" before "tausend" where it writes
    "eins" (301 000: "dreihunderteinstausend")."""
    words = str(num2words(number, lang="de")).replace(_ONE_ALONE + _THOUSAND, _ONE + _THOUSAND)
    return sources.swiss_spelling(words)


def _sz(number: int, words: str) -> str:
    for swiss, word in _WITH_SZ.items():
        words = words.replace(swiss, word)
    return words


def _bare(number: int, words: str) -> str:
    """Hundred and thousand without the one before them: "hundertzwanzig" ("einhundertzwanzig"
    stands for one hundred only, "einhunderteintausend" keeps its second "ein")."""
    if number // 1000 == 1:
        words = words.removeprefix(_ONE)
    return words.replace(_ONE + _HUNDRED, _HUNDRED)


NUMBERS = NumberWords(
    cardinal=cardinal,
    variants=MappingProxyType({"sz": _sz, "bare": _bare}),
    count_variants=("sz", "bare"),
    amount_variants=("sz", "bare"),
    morphemes=MappingProxyType(
        {
            **sources.number_morphemes("de"),
            **{swiss: sources.number_morphemes("de")[word] for swiss, word in _WITH_SZ.items()},
            _ONE: ("unit", 1),
            "eine": ("unit", 1),
            "einen": ("unit", 1),
            "und": ("and", 0),
        }
    ),
    plural_multipliers=sources.plural_scale_words("de"),
    letter_folds=MappingProxyType({"ß": "ss"}),
    guarded_morphemes=MappingProxyType({}),
)
