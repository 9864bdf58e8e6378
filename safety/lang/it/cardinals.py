"""Italian cardinal number words: num2words', with a final "-tré" always accented and 18 as
"diciotto" after "cento" ("centodiciotto"; num2words writes "centodicotto"), and the variants.

- "noaccent"  trentatre (for trentatré)
- "apocope"   ventun, before a noun (for ventuno)
"""

from __future__ import annotations

from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.pack import NumberWords

_THREE = str(num2words(3, lang="it"))  # "tre"
_ACCENTED_THREE = "tré"
_ONE = str(num2words(1, lang="it"))  # "uno"
_EIGHTEEN = str(num2words(18, lang="it"))  # "diciotto"
_EIGHTEEN_AS_NUM2WORDS_CUTS_IT = "dicotto"
_HUNDRED = sources.scale_words_of("it", 100)[0]  # "cento"


def cardinal(number: int) -> str:
    """num2words' cardinal, its "dicotto" written "diciotto", and "-tre" at the end accented
    unless it is three alone."""
    words = str(num2words(number, lang="it"))
    words = words.replace(_EIGHTEEN_AS_NUM2WORDS_CUTS_IT, _EIGHTEEN)
    words = _without_accent(number, words)
    if words.endswith(_THREE) and words != _THREE:
        words = words.removesuffix(_THREE) + _ACCENTED_THREE
    return words


def _without_accent(number: int, words: str) -> str:
    if words.endswith(_ACCENTED_THREE):
        return words.removesuffix(_ACCENTED_THREE) + _THREE
    return words


def _apocope(number: int, words: str) -> str:
    return words[:-1] if words.endswith(_ONE) and words != _ONE else words


_MORPHEMES = sources.number_morphemes("it")

NUMBERS = NumberWords(
    cardinal=cardinal,
    variants=MappingProxyType({"noaccent": _without_accent, "apocope": _apocope}),
    count_variants=("noaccent", "apocope"),
    amount_variants=("noaccent", "apocope"),
    morphemes=MappingProxyType(
        {
            **_MORPHEMES,
            "un": ("unit", 1),
            "una": ("unit", 1),
            _ACCENTED_THREE: ("unit", 3),
            # num2words' 118, "centodicotto", read as it writes it
            _EIGHTEEN_AS_NUM2WORDS_CUTS_IT: ("unit", 18),
            "nulla": ("unit", 0),
            # the tens cut before a vowel: "vent" of "ventuno", "trent" of "trentotto"
            **{
                word[:-1]: ("elided_tens", value)
                for word, (kind, value) in _MORPHEMES.items()
                if kind == "tens"
            },
            _HUNDRED[:-1]: ("hundred", 100),  # "cento" cut before a vowel: "centotto"
        }
    ),
    plural_multipliers=sources.plural_scale_words("it"),
    letter_folds=MappingProxyType({}),
    guarded_morphemes=MappingProxyType({_HUNDRED: "tt"}),  # "centotto" is "cent" + "otto"
)
