"""The chat's language (read by the intake: booking.services.intake.language) and the aliases a
reply shows in it."""

from __future__ import annotations

from collections.abc import Iterable

from booking.models import Alias
from core.settings import factlock_settings
from safety.lang import Lang
from safety.text import fold, word_runs

AliasRow = tuple[str, str, str]  # (lang, name, alias), in the order staff entered the aliases


def default_language() -> Lang:
    return factlock_settings().default_language


def alias_rows() -> tuple[AliasRow, ...]:
    """Every alias staff gave a language, with its room, product or feature name, in one query."""
    rows = (
        Alias.objects.exclude(lang="")
        .order_by("pk")
        .values_list("lang", "text", "room__name", "product__name", "feature__name")
    )
    return tuple(
        (lang, room or product or feature, alias)
        for lang, alias, room, product, feature in rows
        if room or product or feature
    )


def aliases_shown(lang: str, rows: Iterable[AliasRow] | None = None) -> tuple[tuple[str, str], ...]:
    """(name, alias) for each room, product and feature that staff gave an alias in `lang`:
    the reply shows the name with it. Of several aliases in one language, the first staff
    entered; an alias of the name's own words is not shown. `rows` are the turn's alias rows
    (alias_rows()), read again when not given."""
    shown: dict[str, str] = {}
    for row_lang, name, alias in alias_rows() if rows is None else rows:
        # An alias of the name's own words ("Rose Salon" for "Salon Rose") tells nothing more.
        if row_lang == lang and _words(alias) != _words(name):
            shown.setdefault(name, alias)
    return tuple(shown.items())


def _words(name: str) -> frozenset[str]:
    return frozenset(word_runs(fold(name)))
