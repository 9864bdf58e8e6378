"""English cardinal number words: num2words' without its comma, and the variants it lacks.

- "space"     thirty five (for thirty-five)
- "noand"     one hundred twenty (for one hundred and twenty)
- "a"         a hundred, a thousand
- "hundreds"  fifteen hundred: 1100 to 9999 counted in hundreds, as amounts are said (not for
  2000, "two thousand", nor 1050, no "ten hundred")
- "comma"     one thousand, five hundred (num2words' own spelling)
"""

from __future__ import annotations

from types import MappingProxyType

from num2words import num2words

from safety.lang import sources
from safety.lang.pack import NumberWords

_HUNDRED = "hundred"
_THOUSAND = "thousand"
_AND = "and"


def cardinal(number: int) -> str:
    """num2words' cardinal without the comma it writes after "thousand"."""
    return str(num2words(number, lang="en")).replace(",", "")


def _in_hundreds(number: int) -> bool:
    return 1100 <= number <= 9999 and (number // 100) % 10 != 0


def _hundreds(number: int, words: str) -> str:
    if not _in_hundreds(number):
        return words
    head, rest = divmod(number, 100)
    said = f"{cardinal(head)} {_HUNDRED}"
    return f"{said} {_AND} {cardinal(rest)}" if rest else said


def _comma(number: int, words: str) -> str:
    if number % 1000 < 100:
        return words
    return words.replace(f" {_THOUSAND} ", f" {_THOUSAND}, ", 1)


def _with_article(number: int, words: str) -> str:
    one = cardinal(1)
    if words.startswith((f"{one} {_HUNDRED}", f"{one} {_THOUSAND}")):
        return "a" + words[len(one) :]
    return words


NUMBERS = NumberWords(
    cardinal=cardinal,
    variants=MappingProxyType(
        {
            "hundreds": _hundreds,
            "comma": _comma,
            "noand": lambda number, words: words.replace(f" {_AND} ", " "),
            "space": lambda number, words: words.replace("-", " "),
            "a": _with_article,
        }
    ),
    count_variants=("space", "noand", "a"),
    amount_variants=("space", "noand", "a", "hundreds", "comma"),
    morphemes=MappingProxyType(
        {
            **sources.number_morphemes("en"),
            "nought": ("unit", 0),
            "naught": ("unit", 0),
            "nil": ("unit", 0),
            _AND: ("and", 0),
            "a": ("article", 1),
        }
    ),
    plural_multipliers=sources.plural_scale_words("en"),
    letter_folds=MappingProxyType({}),
    guarded_morphemes=MappingProxyType({}),
)
