"""People counts rendered as the writer wrote the number, or as a short phrase to insert.

A count style describes only the number token, since a corrector replaces just that:

    "digits"              45
    "digits'"             1'200 (the grouping mark follows "digits": ' ’ , or a narrow space)
    "words-en"            forty-five
    "words-fr+ch+cap"     Septante   (flags as in safety.numbers.VARIANTS, plus "cap" for a
                                      capital first letter)

An empty style or "words" without a language falls back to digits and to the `lang` argument.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations

from safety.lang import LANGS, Lang
from safety.lang.count_nouns import CAPACITY_PHRASES, PARTICIPANT_PHRASE_NOUNS
from safety.numbers import MAX_WORD_NUMBER, VARIANTS, format_number_words

DIGITS = "digits"
WORDS = "words"
CAPITALIZED = "cap"


def digits_style(number: str) -> str:
    """The style of a count written in digits ("1'200" → "digits'")."""
    marks = [ch for ch in number if not ch.isdigit()]
    return DIGITS + (marks[0] if marks else "")


def words_style(
    words: str, value: int, lang: Lang, variants: Mapping[Lang, tuple[str, ...]] = VARIANTS
) -> str:
    """The style of a count written in words: the variant flags that reproduce `words` exactly
    (an amount's words are matched against AMOUNT_VARIANTS)."""
    flags = variants[lang]
    for size in range(len(flags) + 1):
        for chosen in combinations(flags, size):
            rendered = format_number_words(value, lang, chosen)
            if rendered == words:
                return "+".join((f"{WORDS}-{lang}", *chosen))
            if rendered[:1].upper() + rendered[1:] == words:
                return "+".join((f"{WORDS}-{lang}", *chosen, CAPITALIZED))
    return f"{WORDS}-{lang}"


def _words(value: int, style: str, lang: str) -> str:
    head, *flags = style.split("+")
    words_lang = head.partition("-")[2] or lang
    if words_lang not in LANGS:
        words_lang = "en"
    variants = [flag for flag in flags if flag != CAPITALIZED]
    words = format_number_words(value, words_lang, variants)
    return words[:1].upper() + words[1:] if CAPITALIZED in flags else words


def format_count(value: int, style: str, lang: str) -> str:
    """The number token for `value` in `style`: digits, or words in the style's language."""
    if style.startswith(WORDS) and 0 <= value <= MAX_WORD_NUMBER:
        return _words(value, style, lang)
    mark = style[len(DIGITS) :] if style.startswith(DIGITS) else ""
    return f"{value:,}".replace(",", mark) if mark and value >= 1000 else str(value)


def format_count_phrase(value: int, unit: str, lang: str) -> str:
    """A short canonical phrase for a missing count, in the pack's words: "60 participants",
    "up to 120 people"."""
    language: Lang = lang if lang in LANGS else "en"
    if unit == "capacity":
        cue, singular, plural = CAPACITY_PHRASES[language]
        return f"{cue} {value} {singular if value == 1 else plural}"
    singular, plural = PARTICIPANT_PHRASE_NOUNS[language]
    return f"{value} {singular if value == 1 else plural}"
