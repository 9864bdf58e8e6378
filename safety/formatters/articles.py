"""Articles that agree with a corrected number: Italian "l'8 agosto" but "il 9 agosto", "gli 80
ospiti" but "i 30 ospiti".

An article that fits the old number can be wrong for the new one, and it stands outside the
mention, so the corrector widens its edit over the article and writes the form that fits. The
forms are the language packs' (`ArticleAgreement`): only the Italian masculine articles change
with the sound of the next word; "le 30 camere" stays as it is, and French, German and English
articles do not depend on the number at all.
"""

from __future__ import annotations

import regex

from safety.lang.name_roles import ELISIONS, VOWELS
from safety.lang.registry import LANGUAGES
from safety.numbers import MAX_WORD_NUMBER, format_number_words
from safety.patterns import compile_pattern

_AGREEMENTS = {
    code: pack.article_agreement for code, pack in LANGUAGES.items() if pack.article_agreement.forms
}
# Each form, its pair (before a consonant, before a vowel) and the pair's language.
_PAIR_OF = {
    form: (pair, code)
    for code, agreement in _AGREEMENTS.items()
    for pair in agreement.forms
    for form in pair
}
_LONGEST_ARTICLE = max((len(form) for form in _PAIR_OF), default=0) + 1  # and the space after


def _articles(pattern: str, articles: list[str]) -> regex.Pattern[str] | None:
    """`pattern` with the named list `articles`; None without any."""
    return compile_pattern(pattern, articles=articles) if articles else None


# Full forms stand before a space, by language; elided forms before an apostrophe, in any.
_FULL_ARTICLES = {
    code: _articles(
        r"(?i)(?<![\w'’])(\L<articles>) $",
        [form for pair in agreement.forms for form in pair if not form.endswith("'")],
    )
    for code, agreement in _AGREEMENTS.items()
}
_ELIDED_ARTICLE = _articles(
    r"(?i)(?<![\w'’])(\L<articles>)['’]$", [form[:-1] for form in _PAIR_OF if form.endswith("'")]
)
_LEADING_NUMBER = compile_pattern(r"\d[\d'’\u202f\u2009]*")


def with_agreeing_article(text: str, start: int, replacement: str, lang: str) -> tuple[int, str]:
    """The edit (start, replacement) widened over an article before `start` when the article has
    to change for the replacement's first word; unchanged otherwise."""
    window_start = max(0, start - _LONGEST_ARTICLE - 1)
    window = text[window_start:start]
    match = _ELIDED_ARTICLE.search(window) if _ELIDED_ARTICLE is not None else None
    written = match.group(1) + "'" if match else None
    full = _FULL_ARTICLES.get(lang)
    if match is None and full is not None:
        match = full.search(window)
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


def starts_with_vowel_sound(words: str, lang: str = "it") -> bool:
    """Whether a reading of `words` in `lang` opens with a vowel: in Italian "8" (otto), "11"
    (undici), "80" (ottanta), "ottanta"; not "1" (il 1° agosto, il primo) nor "18" (diciotto)."""
    agreement = _AGREEMENTS.get(lang)
    vowels = agreement.vowels if agreement is not None else ""
    number = _LEADING_NUMBER.match(words)
    if number is None:
        return bool(words) and words[:1].lower() in vowels
    digits = "".join(ch for ch in number.group() if ch.isdigit())
    value = int(digits)
    if value == 1 or value > MAX_WORD_NUMBER:
        return False
    return format_number_words(value, lang)[0] in vowels


def _apostrophe(text: str) -> str:
    return "’" if "’" in text and "'" not in text else "'"


def agreeing_article(article: str, following: str) -> str:
    """`article` ("il", "dal", "i", ...) in the form that fits the word `following`."""
    found = _PAIR_OF.get(article.lower())
    if found is None:
        return article
    pair, lang = found
    form = pair[1] if starts_with_vowel_sound(following, lang) else pair[0]
    return form[0].upper() + form[1:] if article[:1].isupper() else form


# Names: each language's articles before a consonant and before a vowel (safety.lang.name_roles),
# longest written form first, so that "de l'" is read before "l'".
_NAME_FORMS = {
    lang: sorted(((form, pair) for pair in pairs for form in pair), key=lambda item: -len(item[0]))
    for lang, pairs in ELISIONS.items()
}


def name_with_agreeing_article(text: str, start: int, name: str, lang: str) -> tuple[int, str]:
    """The edit (start, name) widened over the article before `start` when a name put there opens
    with the other sound than what stood there: "le forfait apéritif" → "l'Apéro-Paket", "a aperitif
    package" → "an Apéro-Paket". An elided article before a name that opens with a consonant
    takes the first form the language lists for it (French and Italian put the feminine first,
    the gender of their room noun). German articles, and any article before a name of the same
    sound, stay as written."""
    forms = _NAME_FORMS.get(lang)
    if not forms or not name:
        return start, name
    vowel = name[0] in VOWELS[lang]
    window = text[max(0, start - 8) : start].replace("’", "'")
    for form, (before_consonant, before_vowel) in forms:
        written = form if form.endswith("'") else form + " "
        if not window.lower().endswith(written):
            continue
        at = start - len(written)
        if at > 0 and (text[at - 1].isalnum() or text[at - 1] in "'’"):
            continue
        wanted = before_vowel if vowel else before_consonant
        if wanted == form:
            return start, name
        if text[at : at + 1].isupper():
            wanted = wanted[0].upper() + wanted[1:]
        wanted = wanted[:-1] + _apostrophe(text) if wanted.endswith("'") else wanted + " "
        return at, wanted + name
    return start, name
