"""Verified rephrasings, kept so the same draft need not go to the LLM twice.

Keyed by draft, facts, language and model, and by the catalog's version: any change to a room,
feature, product or alias bumps the version, which drops every cached rephrasing at once. Only
texts that verified are stored, and a cached text is verified again before it is used.
"""

import hashlib
import json

from django.conf import settings
from django.core.cache import cache

from safety.facts import HardFacts

_VERSION_KEY = "factlock:catalog-version"


def catalog_version() -> int:
    return cache.get_or_set(_VERSION_KEY, 1, timeout=None)


def catalog_version_bump() -> None:
    try:
        cache.incr(_VERSION_KEY)
    except ValueError:
        cache.set(_VERSION_KEY, 2, timeout=None)


def _key(*, draft: str, facts: HardFacts, lang: str, model: str) -> str:
    material = json.dumps(
        [draft, facts.model_dump(mode="json"), lang, model], sort_keys=True, ensure_ascii=False
    )
    digest = hashlib.sha256(material.encode()).hexdigest()
    return f"factlock:rephrasing:{catalog_version()}:{digest}"


def rephrase_cache_get(*, draft: str, facts: HardFacts, lang: str, model: str) -> str | None:
    return cache.get(_key(draft=draft, facts=facts, lang=lang, model=model))


def rephrase_cache_set(*, draft: str, facts: HardFacts, lang: str, model: str, text: str) -> None:
    seconds = settings.FACTLOCK["REPHRASE_CACHE_SECONDS"]
    if seconds > 0:
        cache.set(_key(draft=draft, facts=facts, lang=lang, model=model), text, timeout=seconds)
