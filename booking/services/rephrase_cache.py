"""Verified rephrasings, kept so the same LLM request need not be sent twice.

A cached rephrasing is served only for a request identical to the one that produced it: the key
holds everything the LLM saw — the draft, the facts, the language, the model and the server it
runs on, the client's message sent along as context, and the rules of the system message — and
the catalog's version, which any change to a room, feature, product or alias bumps, dropping
every cached rephrasing at once. A client whose message talks the LLM into adding a sentence can
therefore only ever get that sentence back for the very same message; no other enquiry with the
same draft is served from it. Only texts that verified (claims check included) are stored, and a
cached text is verified again before it is used.
"""

import hashlib
import json
from typing import cast

from django.core.cache import cache

from core.settings import factlock_settings
from safety.facts import HardFacts
from verbalizer.prompts import rephrase_messages

_VERSION_KEY = "factlock:catalog-version"
# The prompt's fixed part: a changed system message or context heading is a different request.
_PROMPT = json.dumps(
    rephrase_messages("", lang="en", example_marker="{{X}}", context="."), ensure_ascii=False
)


def catalog_version() -> int:
    # With a default, get_or_set returns a value: the stored one or the default just stored.
    return cast(int, cache.get_or_set(_VERSION_KEY, 1, timeout=None))


def catalog_version_bump() -> None:
    try:
        cache.incr(_VERSION_KEY)
    except ValueError:
        cache.set(_VERSION_KEY, 2, timeout=None)


def _key(*, draft: str, facts: HardFacts, lang: str, model: str, client_message: str) -> str:
    material = json.dumps(
        [draft, facts.model_dump(mode="json"), lang, model, client_message, _PROMPT],
        sort_keys=True,
        ensure_ascii=False,
    )
    digest = hashlib.sha256(material.encode("utf-8", "surrogatepass")).hexdigest()
    return f"factlock:rephrasing:{catalog_version()}:{digest}"


def rephrase_cache_get(
    *, draft: str, facts: HardFacts, lang: str, model: str, client_message: str
) -> str | None:
    return cache.get(
        _key(draft=draft, facts=facts, lang=lang, model=model, client_message=client_message)
    )


def rephrase_cache_set(
    *, draft: str, facts: HardFacts, lang: str, model: str, client_message: str, text: str
) -> None:
    seconds = factlock_settings().rephrase_cache_seconds
    if seconds > 0:
        key = _key(draft=draft, facts=facts, lang=lang, model=model, client_message=client_message)
        cache.set(key, text, timeout=seconds)
