"""Which of en, de, fr, it a text is written in, from its most frequent short words (each
language pack's stopwords)."""

from __future__ import annotations

from functools import lru_cache

from babel import Locale, UnknownLocaleError

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan

_WORD = compile_pattern(r"\p{L}+")
_STOPWORDS: dict[Lang, frozenset[str]] = {lang: LANGUAGES[lang].stopwords for lang in LANGS}


# Short words of languages the venue does not answer in, so such a message is told apart from
# one in en, de, fr or it that shares a few words with it ("la", "de", "e").
_OTHER_STOPWORDS: frozenset[str] = frozenset(
    """el los las una unos para por con que del al es son está estamos somos queremos
    necesitamos hola gracias buenos buenas días tardes sala salón personas fecha
    não uma um os para com obrigado olá somos precisamos
    het een van voor met wij zijn ons onze graag hallo dank bedankt""".split()
)


def language_scores(text: str) -> dict[str, int]:
    """How many of the text's first words are short words of each language; "other" counts
    those of languages outside en, de, fr, it (Spanish, Portuguese, Dutch)."""
    counts = dict.fromkeys((*LANGS, "other"), 0)
    for index, match in enumerate(scan(_WORD, text)):
        if index > 400:
            break
        word = match.group().lower()
        for lang in LANGS:
            if word in _STOPWORDS[lang]:
                counts[lang] += 1
        if word in _OTHER_STOPWORDS:
            counts["other"] += 1
    return counts


def normalize_locale(locale: str | None) -> Lang | None:
    """'de-CH' → 'de'; None or an unsupported tag → None."""
    if not locale:
        return None
    primary = locale.replace("_", "-").split("-", 1)[0].lower()
    return primary if primary in LANGS else None


@lru_cache(maxsize=64)
def writes_month_first(locale: str | None) -> bool:
    """Whether `locale` writes numeric dates month first, as CLDR's short date pattern of the
    locale does ("en-US": M/d/yy). Only a locale with a region says so: a bare "en" is the
    venue's English, read day first like en-GB and the Swiss locales."""
    if not locale or normalize_locale(locale) is None:
        return False
    tag = locale.replace("-", "_")
    if "_" not in tag:
        return False
    try:
        pattern: str = Locale.parse(tag).date_formats["short"].pattern
    except (UnknownLocaleError, ValueError, TypeError):
        return False
    day, month = pattern.find("d"), pattern.find("M")
    return 0 <= month < day


def detect_language(text: str, default: Lang = "en") -> Lang:
    counts = language_scores(text)
    best = max(LANGS, key=lambda lang: counts[lang])
    return best if counts[best] else default
