"""Which language the chat answers a message in.

* A `locale` the caller gives (the API's field, the page's language) decides.
* A client who asks for a language by name ("in English please"), in that language or in any
  other of the four (the packs' `IntakeWords.language_requests`), gets it.
* A follow-up keeps the conversation's language: a short line shares too few words with any
  language to tell ("E se fossimo in 25?", "40", "ok"), so only a message with clearly more words
  of another language (three or more, two more than of the conversation's) changes it.
* A message in a language the venue does not answer in (Spanish, Portuguese, Dutch) is answered
  in the conversation's language, else the venue's default (`default`, the caller's setting),
  with a one-line note naming the languages the venue answers in.
"""

from __future__ import annotations

from dataclasses import dataclass

import regex

from safety.lang import LANGS, Lang
from safety.lang.detection import language_scores, normalize_locale
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan

# "In French, please": each language's phrases asking for one, every pack's.
_ASKED = {
    lang: "|".join(
        regex.escape(phrase)
        for asker in LANGS
        for phrase in LANGUAGES[asker].intake.language_requests.get(lang, ())
    )
    for lang in LANGS
}
_ASKED_PATTERN = compile_pattern(
    "|".join(rf"(?P<{lang}>\b(?:{words})\b)" for lang, words in _ASKED.items()),
)
_CLEAR_LEAD = 2
_CLEAR_WORDS = 3


@dataclass(frozen=True)
class ReplyLanguage:
    lang: Lang
    unsupported: bool = False  # the message is in a language the venue does not answer in


def reply_language(
    *, text: str, locale: str | None, conversation_lang: str, default: Lang
) -> ReplyLanguage:
    given = normalize_locale(locale)
    if given:
        return ReplyLanguage(given)
    asked = _asked_for(text)
    if asked:
        return ReplyLanguage(asked)
    held = normalize_locale(conversation_lang)
    scores = language_scores(text)
    best = max(LANGS, key=lambda lang: scores[lang])
    if scores["other"] >= _CLEAR_LEAD and scores["other"] > scores[best]:
        return ReplyLanguage(held or default, unsupported=True)
    if held is None:
        return ReplyLanguage(best if scores[best] else default)
    if scores[best] >= _CLEAR_WORDS and scores[best] >= scores[held] + _CLEAR_LEAD:
        return ReplyLanguage(best)
    return ReplyLanguage(held)


def _asked_for(text: str) -> Lang | None:
    for match in scan(_ASKED_PATTERN, text.casefold()):
        for lang in LANGS:
            if match.group(lang):
                return lang
    return None
