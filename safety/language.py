"""Which of en, de, fr, it a text is written in, from its most frequent short words."""
from __future__ import annotations

from safety.mentions import LANGS, Lang
from safety.patterns import compile_pattern, scan

_WORD = compile_pattern(r"\p{L}+")
_STOPWORDS: dict[Lang, frozenset[str]] = {
    "en": frozenset("the and for is are you your we our of to with at on in will be this from".split()),
    "de": frozenset("der die das und für ist sind sie ihr ihre wir unser mit am um im den dem ein eine zu von".split()),
    "fr": frozenset("le la les et pour est sont vous votre nous notre avec au aux du des un une à de dès".split()),
    "it": frozenset("il lo la gli le e per è sono lei suo sua noi nostro con alle al del della un una di dalle".split()),
}


def normalize_locale(locale: str | None) -> Lang | None:
    """'de-CH' → 'de'; None or an unsupported tag → None."""
    if not locale:
        return None
    primary = locale.replace("_", "-").split("-", 1)[0].lower()
    return primary if primary in LANGS else None  # type: ignore[return-value]


def language_counts(text: str) -> dict[Lang, int]:
    """How many of each language's most frequent short words the text's first 400 words hold."""
    counts = dict.fromkeys(LANGS, 0)
    for index, match in enumerate(scan(_WORD, text)):
        if index > 400:
            break
        word = match.group().lower()
        for lang in LANGS:
            if word in _STOPWORDS[lang]:
                counts[lang] += 1
    return counts


def detect_language(text: str, default: Lang = "en") -> Lang:
    counts = language_counts(text)
    best = max(LANGS, key=lambda lang: counts[lang])
    return best if counts[best] else default
