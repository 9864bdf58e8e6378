"""Words around the names of rooms, products and features in en, de, fr and it: articles, size
words, the small words a translated name is joined with, room nouns, and words that are never a
room's name. safety.recognizers.terms reads names with them. A view of the language packs'
`name_words` (safety.lang.registry).
"""

from __future__ import annotations

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES

_WORDS = [LANGUAGES[lang].name_words for lang in LANGS]

ARTICLES: frozenset[str] = frozenset(word for words in _WORDS for word in words.articles)

DEFINITE_ARTICLES: frozenset[str] = frozenset(
    word for words in _WORDS for word in words.definite_articles
)

# Prepositions that open a phrase a sentence can lose and still stand ("… in the Forum").
PREPOSITIONS: frozenset[str] = frozenset(word for words in _WORDS for word in words.prepositions)

SIZE_WORDS: frozenset[str] = frozenset(word for words in _WORDS for word in words.size_words)

# Common venue places that read like names after a preposition but are no rooms of their own.
PLACE_NOUNS: frozenset[str] = frozenset(word for words in _WORDS for word in words.place_nouns)

# Small words that join the words of a name in a translation: "déjeuner d'affaires", "pausa
# caffè con dolci", "décoration de table".
JOINING_WORDS: frozenset[str] = frozenset(word for words in _WORDS for word in words.joining_words)

ROOM_NOUNS: frozenset[str] = frozenset(word for words in _WORDS for word in words.room_nouns)

# Capitalised at a sentence's start, or always in German: words that never make a room's name.
FUNCTION_WORDS: frozenset[str] = frozenset(
    word for words in _WORDS for word in words.function_words
)
