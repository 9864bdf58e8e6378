"""The FACTLOCK settings block, typed and checked: `factlock_settings()` is the one way to read it.

config/settings.py fills `FACTLOCK` from the environment; this module turns it into a frozen
`FactlockSettings`, refusing a value out of range with ImproperlyConfigured that names the key.
The core app reads it once at start-up, so a bad value stops the server before it serves; a
settings change (a test's `settings` fixture) is read again on the next call.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any, Literal, get_args

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from safety.lang import Lang
from safety.lang.detection import normalize_locale
from verbalizer.llm import MIN_MAX_TOKENS

VerbalizerBackend = Literal["template", "openai"]


@dataclass(frozen=True)
class FactlockSettings:
    vat_rate: Decimal  # percent, 0 <= rate < 100, added on top of catalog prices
    verify_max_text_chars: int
    default_event_hours: int
    default_language: Lang
    chat_max_message_chars: int
    chat_max_turns: int
    chat_holds_per_address: int
    chat_holds_per_email: int
    verbalizer_backend: VerbalizerBackend
    openai_base_url: str
    openai_api_key: str
    verbalizer_model: str
    verbalizer_timeout: float
    verbalizer_retries: int
    verbalizer_temperature: float
    verbalizer_max_tokens: int
    upstream_base_url: str
    upstream_api_key: str
    upstream_timeout: float
    max_wrong_share: float
    rephrase_retries: int
    rephrase_cache_seconds: int
    verify_catalog_seconds: int
    reply_requeue_interval_seconds: int
    reply_requeue_after_seconds: int
    option_release_interval_seconds: int


def _vat_rate(raw: Any) -> Decimal:
    try:
        rate = Decimal(str(raw))
    except InvalidOperation:
        rate = None
    if rate is None or not rate.is_finite() or not Decimal("0") <= rate < Decimal("100"):
        raise ValueError(f"must be a percent from 0 to below 100, not {raw!r}")
    return rate


def _language(raw: Any) -> Lang:
    lang = normalize_locale(raw) if isinstance(raw, str) else None
    if lang is None:
        raise ValueError(f"must be a language replies are written in (en, de, fr, it), not {raw!r}")
    return lang


def _backend(raw: Any) -> VerbalizerBackend:
    if raw not in get_args(VerbalizerBackend):
        raise ValueError(f"must be 'template' or 'openai', not {raw!r}")
    return raw


def _text(raw: Any) -> str:
    if not isinstance(raw, str):
        raise ValueError(f"must be a string, not {raw!r}")
    return raw


def _url(raw: Any) -> str:
    if not isinstance(raw, str) or not raw.startswith(("http://", "https://")):
        raise ValueError(f"must be an http(s) URL, not {raw!r}")
    return raw


def _whole(low: int, high: int | None = None) -> Callable[[Any], int]:
    def read(raw: Any) -> int:
        if isinstance(raw, bool) or not isinstance(raw, int) or raw < low or (high and raw > high):
            bounds = f"from {low} to {high}" if high else f"of at least {low}"
            raise ValueError(f"must be a whole number {bounds}, not {raw!r}")
        return raw

    return read


def _number(
    low: float, high: float | None = None, *, above: bool = False
) -> Callable[[Any], float]:
    def read(raw: Any) -> float:
        value = raw if isinstance(raw, int | float) and not isinstance(raw, bool) else None
        if (
            value is None
            or value != value  # NaN
            or (value <= low if above else value < low)
            or (high is not None and value > high)
        ):
            bounds = f"above {low}" if above else f"from {low}"
            bounds += f" to {high}" if high is not None else ""
            raise ValueError(f"must be a number {bounds}, not {raw!r}")
        return float(value)

    return read


_READERS: Mapping[str, Callable[[Any], Any]] = {
    "VAT_RATE": _vat_rate,
    "VERIFY_MAX_TEXT_CHARS": _whole(1),
    "DEFAULT_EVENT_HOURS": _whole(1, 24),
    "DEFAULT_LANGUAGE": _language,
    "CHAT_MAX_MESSAGE_CHARS": _whole(1),
    "CHAT_MAX_TURNS": _whole(1),
    "CHAT_HOLDS_PER_ADDRESS": _whole(0),
    "CHAT_HOLDS_PER_EMAIL": _whole(0),
    "VERBALIZER_BACKEND": _backend,
    "OPENAI_BASE_URL": _text,
    "OPENAI_API_KEY": _text,
    "VERBALIZER_MODEL": _text,
    "VERBALIZER_TIMEOUT": _number(0, above=True),
    "VERBALIZER_RETRIES": _whole(0),
    "VERBALIZER_TEMPERATURE": _number(0, 2),
    "VERBALIZER_MAX_TOKENS": _whole(MIN_MAX_TOKENS),
    "UPSTREAM_BASE_URL": _url,
    "UPSTREAM_API_KEY": _text,
    "UPSTREAM_TIMEOUT": _number(0, above=True),
    "MAX_WRONG_SHARE": _number(0, 1),
    "REPHRASE_RETRIES": _whole(0),
    "REPHRASE_CACHE_SECONDS": _whole(0),
    "VERIFY_CATALOG_SECONDS": _whole(0),
    "REPLY_REQUEUE_INTERVAL_SECONDS": _whole(0),
    "REPLY_REQUEUE_AFTER_SECONDS": _whole(0),
    "OPTION_RELEASE_INTERVAL_SECONDS": _whole(0),
}


def settings_from(raw: Mapping[str, Any]) -> FactlockSettings:
    """`raw` (a FACTLOCK dict) checked; ImproperlyConfigured lists every key missing, unknown or
    out of range."""
    values: dict[str, Any] = {}
    problems = [f'FACTLOCK["{key}"] is unknown' for key in raw if key not in _READERS]
    for key, read in _READERS.items():
        if key not in raw:
            problems.append(f'FACTLOCK["{key}"] is missing')
            continue
        try:
            values[key.lower()] = read(raw[key])
        except ValueError as error:
            problems.append(f'FACTLOCK["{key}"] {error}')
    if problems:
        raise ImproperlyConfigured("; ".join(problems))
    return FactlockSettings(**values)


_read: tuple[Mapping[str, Any], FactlockSettings] | None = None


def factlock_settings() -> FactlockSettings:
    """settings.FACTLOCK, checked; parsed again only when the setting is another dict."""
    global _read
    raw = settings.FACTLOCK
    read = _read
    if read is not None and read[0] is raw:
        return read[1]
    parsed = settings_from(raw)
    _read = (raw, parsed)
    return parsed
