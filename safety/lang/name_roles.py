"""The roles a room's or product's name stands in, per language: closed word classes, a view of
the language packs' `name_roles` (safety.lang.registry).

A phrase that translates a name word by word ("La Terrasse du lac" for "Seeterrasse") is the
name only where it stands in the name's role: the subject or object of a booking verb ("… est
réservée", "Wir haben … reserviert"), the object of a verb that lists what an offer holds
("comprend …"), an item under a label of products, or a field's value after a label of its kind
("Raum: …"). Elsewhere it may describe the place ("a terrace by the lake"), and is left as
written.
"""

from __future__ import annotations

from collections.abc import Mapping

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES

_ROLES = [LANGUAGES[lang].name_roles for lang in LANGS]

# Participles and adjectives that say a room or product is booked for the client.
BOOKING_WORDS: frozenset[str] = frozenset(word for roles in _ROLES for word in roles.booking_words)

# Verbs (and their participles) after which an offer lists what it holds.
INCLUDING_WORDS: frozenset[str] = frozenset(
    word for roles in _ROLES for word in roles.including_words
)

# Labels over a list of products or extras: "Products:", "Produkte:", "Produits :", "Prodotti:".
PRODUCT_LABELS: frozenset[str] = frozenset(
    word for roles in _ROLES for word in roles.product_labels
)

# Labels a name follows as a field's value: "Room:", "Raum:", "Salle :", "Sala:".
FIELD_LABELS: frozenset[str] = frozenset(word for roles in _ROLES for word in roles.field_labels)

# Words that may stand between a verb and its object, or open a clause before its subject.
DETERMINERS: frozenset[str] = frozenset(word for roles in _ROLES for word in roles.determiners)

# Words that may stand between a verb and the name: "for you", "auch", "également", "per voi".
BETWEEN_WORDS: frozenset[str] = frozenset(word for roles in _ROLES for word in roles.between_words)

# Words after which a clause's subject or object stands with its participle after it: "ist",
# "haben", "wir", "dass", "que", "che".
VERB_OPENERS: frozenset[str] = frozenset(word for roles in _ROLES for word in roles.verb_openers)

# Each article with its form before a consonant and before a vowel, by language.
ELISIONS: Mapping[str, tuple[tuple[str, str], ...]] = {
    lang: LANGUAGES[lang].name_roles.elisions for lang in LANGS
}
VOWELS: Mapping[str, str] = {lang: LANGUAGES[lang].name_roles.vowels for lang in LANGS}
