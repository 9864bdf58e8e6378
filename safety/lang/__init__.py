"""The languages replies are read and written in, and their data: calendar words, clock words,
number words, nouns, glossaries, and the short words that tell a text's language (detection)."""

from __future__ import annotations

from typing import Literal

Lang = Literal["en", "de", "fr", "it"]
LANGS: tuple[Lang, ...] = ("en", "de", "fr", "it")
