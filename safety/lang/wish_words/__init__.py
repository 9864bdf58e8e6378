"""Wishes by category: a closed hospitality taxonomy and the words clients use for each category
in en, de, fr and it.

Every product and feature of a venue carries one category of `CATEGORIES` (staff set it in the
admin). A client's wish ("an apéro afterwards", "a mic", "Kaffee in der Pause", "avec vue sur le
lac") is read as a category through the table of the message's language, and through the
category reaches the venue's items of that category.

Each language keeps its own table in its pack (`safety/lang/<code>/wishes.py`, the pack's
`wishes`): `WORDS` maps a category to the nouns, compounds, synonyms and parts that name it
("mic" names `sound`), `LABELS` to the category's name in that language. Spellings without accents are read by folding; spellings of
umlauts as two letters ("Buehne", "Getraenke") are added here, so the tables hold each word once.
The tables keep out words that have another everyday sense in their language ("stage" in French
is a training course, "Essen" in German any meal).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Literal

from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES

Category = Literal[
    # catering and services (products)
    "apero",
    "coffee_break",
    "breakfast",
    "lunch",
    "dinner",
    "buffet",
    "drinks",
    "dessert",
    "technician",
    "decoration",
    "music",
    # equipment and properties (features)
    "projector",
    "screen",
    "sound",
    "stage",
    "flipchart",
    "whiteboard",
    "led_wall",
    "daylight",
    "terrace",
    "lake_view",
    "wheelchair_access",
    "parking",
    "wifi",
]

PRODUCT_CATEGORIES: tuple[Category, ...] = (
    "apero",
    "coffee_break",
    "breakfast",
    "lunch",
    "dinner",
    "buffet",
    "drinks",
    "dessert",
    "technician",
    "decoration",
    "music",
)
FEATURE_CATEGORIES: tuple[Category, ...] = (
    "projector",
    "screen",
    "sound",
    "stage",
    "flipchart",
    "whiteboard",
    "led_wall",
    "daylight",
    "terrace",
    "lake_view",
    "wheelchair_access",
    "parking",
    "wifi",
)
CATEGORIES: tuple[Category, ...] = (*PRODUCT_CATEGORIES, *FEATURE_CATEGORIES)

_TABLES = {lang: LANGUAGES[lang].wishes for lang in LANGS}

WORDS: Mapping[Lang, Mapping[str, tuple[str, ...]]] = {lang: _TABLES[lang].words for lang in LANGS}
LABELS: Mapping[Lang, Mapping[str, str]] = {lang: _TABLES[lang].labels for lang in LANGS}
# Words before an article that introduce a wish ("with a", "wir brauchen einen", "avec un").
CUES: Mapping[Lang, tuple[str, ...]] = {lang: _TABLES[lang].cues for lang in LANGS}
# Nouns of the booking itself, never a wish for an item ("a quote", "une salle", "un gruppo").
NOT_WISHES: Mapping[Lang, tuple[str, ...]] = {lang: _TABLES[lang].not_wishes for lang in LANGS}
# Around a meal word, a time of day rather than a wish: "after lunch", "lunch time".
TIME_OF_MEAL_BEFORE: Mapping[Lang, tuple[str, ...]] = {
    lang: _TABLES[lang].time_of_meal_before for lang in LANGS
}
MEAL_TIME_AFTER: Mapping[Lang, tuple[str, ...]] = {
    lang: _TABLES[lang].meal_time_after for lang in LANGS
}
# Before a wish word, the client's own thing ("our sound engineer", "unsere eigene Anlage").
OWN_BEFORE: Mapping[Lang, tuple[str, ...]] = {lang: _TABLES[lang].own_before for lang in LANGS}
MEAL_CATEGORIES: frozenset[str] = frozenset(
    {"breakfast", "lunch", "dinner", "coffee_break", "apero", "buffet"}
)

_TWO_LETTER_UMLAUTS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe",
                                     "Ü": "Ue", "ß": "ss"})  # fmt: skip


def spellings(phrase: str) -> tuple[str, ...]:
    """The phrase and its spelling with umlauts written as two letters ("Bühne", "Buehne")."""
    other = phrase.translate(_TWO_LETTER_UMLAUTS)
    return (phrase,) if other == phrase else (phrase, other)


def label(category: str, lang: Lang) -> str:
    """The category's name in `lang`: "apéro", "Kaffeepause", "vue sur le lac"."""
    return LABELS[lang].get(category, category.replace("_", " "))


@cache
def category_words(lang: Lang) -> tuple[tuple[str, Category], ...]:
    """Every (word or phrase, category) of `lang`'s table, each spelling once, longest first."""
    pairs: dict[str, Category] = {}
    for category, phrases in WORDS[lang].items():
        for phrase in phrases:
            for spelling in spellings(phrase):
                pairs.setdefault(spelling, category)  # type: ignore[arg-type]
    return tuple(sorted(pairs.items(), key=lambda pair: (-len(pair[0]), pair[0])))
