"""The chat page's own words in each language the chat speaks."""

from dataclasses import asdict

from django.utils.translation.trans_real import parse_accept_lang_header

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES as PACKS
from verbalizer.phrases import PAGE_WORDINGS

# Each language the chat speaks, by its name in itself (CLDR's, through the language packs),
# capitalised as a menu item: "English", "Français".
LANGUAGES = {lang: PACKS[lang].name[:1].upper() + PACKS[lang].name[1:] for lang in LANGS}
DEFAULT_LANGUAGE = "en"

# The chat page's own words in each language: the verbalizer's page wording.
CHAT_LABELS: dict[str, dict[str, str]] = {
    lang: asdict(wording) for lang, wording in PAGE_WORDINGS.items()
}


_MAX_HEADER_CHARS = 500


def language_chosen(requested: str | None, accept_language: str = "") -> str:
    """The page's language: `?lang=` when it names one, else the browser's first supported
    language in its Accept-Language header ("fr-CH,fr;q=0.9,en;q=0.8" → fr), else the default."""
    if requested in LANGUAGES:
        return requested
    for tag, _quality in parse_accept_lang_header(accept_language[:_MAX_HEADER_CHARS]):
        primary = tag.split("-", 1)[0].lower()
        if primary in LANGUAGES:
            return primary
    return DEFAULT_LANGUAGE
