"""The public verify contract: request validation and the response body, shared by every caller.

    request  {"facts": HardFacts, "text": "<draft>", "locale": "en" | "de" | "fr" | "it" | "de-CH"}
    response {"ok", "text", "corrected", "fallback", "issues": [{"kind", "type", "found",
              "expected", "action", "reason"}]}

`ok` is true only when the draft needed no change, and then `text` is the draft byte for byte.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from safety.catalog import VenueCatalog
from safety.correct import Repair, repair
from safety.facts import HardFacts
from safety.language import normalize_locale

DEFAULT_MAX_TEXT_CHARS = 20_000


class VerifyRequest(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    facts: HardFacts
    text: str
    locale: str | None = Field(default=None, max_length=35)

    @field_validator("locale")
    @classmethod
    def _supported_locale(cls, value: str | None) -> str | None:
        if value is not None and normalize_locale(value) is None:
            raise ValueError("locale must be en, de, fr or it, or a tag such as de-CH")
        return value

    @field_validator("text")
    @classmethod
    def _no_nul(cls, value: str) -> str:
        if "\x00" in value:
            raise ValueError("text must not contain NUL characters")
        return value


def response_body(outcome: Repair) -> dict[str, Any]:
    return {
        "ok": outcome.report.ok,
        "text": outcome.text,
        "corrected": outcome.corrected,
        "fallback": outcome.fallback,
        "issues": [issue.as_dict() for issue in outcome.issues],
    }


def verify_request(request: VerifyRequest, catalog: VenueCatalog | None = None) -> dict[str, Any]:
    outcome = repair(request.facts, request.text, locale=request.locale, catalog=catalog)
    return response_body(outcome)
