"""Italian articles that agree with a corrected number: "l'8 agosto" but "il 9 agosto", "gli 80
ospiti" but "i 30 ospiti".

An article that fits the old number can be wrong for the new one, and it stands outside the
mention, so the corrector widens its edit over the article and writes the form that fits. Only
the masculine articles change with the sound of the next word; "le 30 persone" stays as it is,
and French, German and English articles do not depend on the number at all.
"""

from __future__ import annotations

from safety.numbers import MAX_WORD_NUMBER, format_number_words
from safety.patterns import compile_pattern

# (before a consonant, before a vowel)
_ARTICLE_FORMS: tuple[tuple[str, str], ...] = (
    ("il", "l'"),
    ("del", "dell'"),
    ("al", "all'"),
    ("dal", "dall'"),
    ("nel", "nell'"),
    ("sul", "sull'"),
    ("i", "gli"),
    ("dei", "degli"),
    ("ai", "agli"),
    ("dai", "dagli"),
    ("nei", "negli"),
    ("sui", "sugli"),
)
_PAIR_OF = {form: pair for pair in _ARTICLE_FORMS for form in pair}
_LONGEST_ARTICLE = max(len(form) for form in _PAIR_OF) + 1  # and the space after a full form

_FULL_ARTICLE = compile_pattern(
    r"(?i)(?<![\w'’])(" + "|".join(f for f in _PAIR_OF if not f.endswith("'")) + r") $"
)
_ELIDED_ARTICLE = compile_pattern(r"(?i)(?<![\w'’])(l|dell|all|dall|nell|sull)['’]$")
_LEADING_NUMBER = compile_pattern(r"\d[\d'’\u202f\u2009]*")
_VOWELS = frozenset("aeiouàèéìòóù")


def with_agreeing_article(text: str, start: int, replacement: str, lang: str) -> tuple[int, str]:
    """The edit (start, replacement) widened over an Italian article before `start` when the
    article has to change for the replacement's first word; unchanged otherwise."""
    window_start = max(0, start - _LONGEST_ARTICLE - 1)
    window = text[window_start:start]
    match = _ELIDED_ARTICLE.search(window)
    written = match.group(1) + "'" if match else None
    if match is None and lang == "it":
        match = _FULL_ARTICLE.search(window)
        written = match.group(1) if match else None
    if match is None or written is None:
        return start, replacement
    article = agreeing_article(written, replacement)
    if article == written:
        return start, replacement
    if article.endswith("'"):
        article = article[:-1] + _apostrophe(text)
    else:
        article += " "
    return window_start + match.start(), article + replacement


def starts_with_vowel_sound(words: str) -> bool:
    """Whether an Italian reading of `words` opens with a vowel: "8" (otto), "11" (undici),
    "80" (ottanta), "ottanta"; not "1" (il 1° agosto, il primo) nor "18" (diciotto)."""
    number = _LEADING_NUMBER.match(words)
    if number is None:
        return words[:1].lower() in _VOWELS
    digits = "".join(ch for ch in number.group() if ch.isdigit())
    value = int(digits)
    if value == 1 or value > MAX_WORD_NUMBER:
        return False
    return format_number_words(value, "it")[0] in _VOWELS


def _apostrophe(text: str) -> str:
    return "’" if "’" in text and "'" not in text else "'"


def agreeing_article(article: str, following: str) -> str:
    """`article` ("il", "dal", "i", ...) in the form that fits the Italian word `following`."""
    pair = _PAIR_OF.get(article.lower())
    if pair is None:
        return article
    form = pair[1] if starts_with_vowel_sound(following) else pair[0]
    return form[0].upper() + form[1:] if article[:1].isupper() else form
