"""French cardinal number words: num2words', and the variants it lacks.

- "ch"      Swiss septante, huitante, nonante (for soixante-dix, quatre-vingts, quatre-vingt-dix)
- "be"      Belgian septante and nonante, but quatre-vingts
- "reform"  the 1990 spelling, hyphens everywhere: vingt-et-un, deux-cent-trente
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.pack import NumberWords

_AND = "et"
# The Swiss and Belgian tens, which num2words lacks, and the older Swiss "octante".
_REGIONAL_TENS = {70: "septante", 80: "huitante", 90: "nonante"}
_OLDER_TENS = {"octante": 80}


def _cardinal(number: int) -> str:
    return str(num2words(number, lang="fr"))


def _regional(number: int) -> str:
    """The regional words of 70 to 99: "septante et un", "nonante-deux"."""
    tens, unit = divmod(number, 10)
    tens_word = _REGIONAL_TENS[tens * 10]
    if not unit:
        return tens_word
    if unit == 1:
        return f"{tens_word} {_AND} {_cardinal(1)}"
    return f"{tens_word}-{_cardinal(unit)}"


def _regional_phrases(tens: tuple[int, ...]) -> dict[str, str]:
    """num2words' words of the numbers of `tens` (70, 80, 90) and their regional words; eighty
    before "mille" too, where num2words writes it without its "s"."""
    phrases = {
        _cardinal(number): _regional(number) for ten in tens for number in range(ten, ten + 10)
    }
    if 80 in tens:
        phrases[_cardinal(80_000).rsplit(" ", 1)[0]] = _regional(80)
    return phrases


def _replace_phrases(words: str, phrases: Mapping[str, str]) -> str:
    """`words` with each whole phrase of `phrases` replaced, the longest first."""
    tokens = words.split(" ")
    longest = max(phrase.count(" ") for phrase in phrases) + 1
    out: list[str] = []
    at = 0
    while at < len(tokens):
        for size in range(min(longest, len(tokens) - at), 0, -1):
            phrase = " ".join(tokens[at : at + size])
            if phrase in phrases:
                out.append(phrases[phrase])
                at += size
                break
        else:
            out.append(tokens[at])
            at += 1
    return " ".join(out)


_SWISS = MappingProxyType(_regional_phrases((70, 80, 90)))
_BELGIAN = MappingProxyType(_regional_phrases((70, 90)))


NUMBERS = NumberWords(
    cardinal=_cardinal,
    variants=MappingProxyType(
        {
            "ch": lambda number, words: _replace_phrases(words, _SWISS),
            "be": lambda number, words: _replace_phrases(words, _BELGIAN),
            "reform": lambda number, words: words.replace(" ", "-"),
        }
    ),
    count_variants=("ch", "reform"),
    amount_variants=("ch", "reform", "be"),
    morphemes=MappingProxyType(
        {
            **sources.number_morphemes("fr"),
            "zero": ("unit", 0),
            "une": ("unit", 1),
            "vingts": ("tens", 20),  # of "quatre-vingts"
            **{word: ("tens", value) for value, word in _REGIONAL_TENS.items()},
            **{word: ("tens", value) for word, value in _OLDER_TENS.items()},
            _AND: ("and", 0),
        }
    ),
    plural_multipliers=sources.plural_scale_words("fr"),
    letter_folds=MappingProxyType({}),
    guarded_morphemes=MappingProxyType({}),
)
