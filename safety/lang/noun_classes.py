"""What a noun after a number can count, for the head-count rule of safety.recognizers.counts.

A number followed by a plural noun counts people unless that noun counts something else. The
things a reply counts that are not people form a closed set of classes, listed here by class in
four languages: time, money, measures, rooms and spaces, furniture and seating, equipment, food
and drink, events and programme items, documents and other objects, transport, and the units
that hold people without being people (groups, teams, tables, couples). Plurals are derived from
the singulars by each language's regular rules and listed only where they are irregular; German
compounds are read by their last part ("Seminarräume" ends in "räume", "Gehminuten" in
"minuten"), so a compound needs no entry of its own.

Beside them: the function words of each language, which end the noun phrase after a number
("30 and", "30 pour", "30 alle"), the adjectives that may stand before a noun in French and
Italian ("nouveaux", "nuovi"), and the nouns that count people without a plural ending
("staff", "people", "Leute", "gente").

The words and plural rules are each language pack's `counted_nouns` (safety.lang.registry); this
module is their view.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from safety.lang import LANGS, Lang
from safety.lang.calendar_words import (
    MONTH_ABBREVIATION_ALTERNATES,
    MONTH_ABBREVIATIONS,
    MONTH_NAMES,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAY_NAMES,
)
from safety.lang.registry import LANGUAGES

_NOUNS = {lang: LANGUAGES[lang].counted_nouns for lang in LANGS}

# Nouns that count people though they do not end like a plural, or end like one only in
# another language: "20 staff", "30 Leute", "40 gente".
UNINFLECTED_PERSON_NOUNS: frozenset[str] = frozenset(
    noun for nouns in _NOUNS.values() for noun in nouns.uninflected_person_nouns
)

# -- words that end the noun phrase after a number ----------------------------------------------

# With the adverbs and courtesies that follow a number in a short message ("il 18 invece",
# "30 bitte", "18 then"), and German determiners in every case and gender ("ihren", "unserem").
FUNCTION_WORDS: dict[Lang, frozenset[str]] = {
    lang: nouns.function_words for lang, nouns in _NOUNS.items()
}

# Every language's: a small word of any of them says nothing is counted ("18 bis 22").
ANY_FUNCTION_WORD: frozenset[str] = frozenset().union(*FUNCTION_WORDS.values())

# The words that open a partitive after a number: "25 of our reps", "zwanzig unserer Azubis",
# "25 de nos membres", "25 dei nostri soci". Possessive and definite determiners, by language.
PARTITIVES: dict[Lang, frozenset[tuple[str, ...]]] = {
    lang: frozenset(tuple(phrase.split()) for phrase in nouns.partitives)
    for lang, nouns in _NOUNS.items()
}

# Adjectives that stand before a noun in French and Italian: "30 nouveaux membres".
PRENOMINAL_ADJECTIVES: dict[Lang, frozenset[str]] = {
    lang: frozenset(nouns.prenominal_adjectives)
    for lang, nouns in _NOUNS.items()
    if nouns.prenominal_adjectives
}


# -- derived forms ---------------------------------------------------------------------------------

_ABBREVIATIONS = frozenset("chf eur usd gbp std min hrs pcs pct stk sqm".split())


def _with_plurals(
    words: str, plurals: Callable[[str], Iterable[str]], shortest: int = 1
) -> frozenset[str]:
    """Each word of at least `shortest` letters and its regular plurals; abbreviations ("km",
    "eur") have no plural."""
    forms: set[str] = set()
    for word in words.split():
        word = word.casefold()
        if len(word) < shortest:
            continue
        forms.add(word)
        if len(word) >= 3 and word.isalpha() and word not in _ABBREVIATIONS:
            forms.update(plurals(word))
    return frozenset(forms)


NOT_PERSONS: dict[Lang, frozenset[str]] = {
    lang: _with_plurals(" ".join(nouns.not_persons), nouns.plurals)
    for lang, nouns in _NOUNS.items()
}
_CALENDAR_WORDS = frozenset(
    word.casefold()
    for table in (MONTH_NAMES, MONTH_ABBREVIATIONS, WEEKDAY_NAMES, WEEKDAY_ABBREVIATIONS)
    for words in table.values()
    for word in words
) | frozenset(
    word.casefold()
    for alternates in MONTH_ABBREVIATION_ALTERNATES.values()
    for word in alternates.values()
)
# Every language's: a reply mixes them ("30 Workshops", "12 slides"); months and weekdays too,
# a day of the month before its name being no count ("15 ottobre").
ANY_NOT_PERSON: frozenset[str] = frozenset().union(*NOT_PERSONS.values()) | _CALENDAR_WORDS
# German compounds are read by their last part; a part shorter than this is too often the
# tail of an unrelated word ("Gäste" ends in "äste").
COMPOUND_PART_MIN = 4
GERMAN_COMPOUND_PARTS: frozenset[str] = _with_plurals(
    " ".join(_NOUNS["de"].not_persons), _NOUNS["de"].plurals, COMPOUND_PART_MIN
)

# How a word after a number shows its number (safety.recognizers.noun_phrase): English nouns that
# end like a plural of people ("businessmen", "salespeople", "townsfolk"), and endings of English
# singulars that end in "s" ("class", "campus", "analysis", "famous", "client's"); Italian vowels,
# after which a word is no loan, and endings of Italian verbs ("avrebbe", "partecipare").
ENGLISH_PERSON_PLURAL_ENDINGS: tuple[str, ...] = ("men", "people", "folk")
ENGLISH_SINGULAR_ENDINGS: tuple[str, ...] = ("ss", "us", "is", "ous", "'s", "’s")
ITALIAN_VOWELS: frozenset[str] = frozenset("aeiouàèéìíòóù")
ITALIAN_VERB_ENDINGS: tuple[str, ...] = ("ebbe", "ebbero", "are", "ere", "ire", "erebbe")
# Endings of declension and number in en, de, fr and it: "stages", and the German, French and
# Italian endings.
INFLECTION_ENDINGS: tuple[str, ...] = ("en", "er", "es", "em", "e", "n", "s", "a", "i", "o")
# What joins the parts of a German compound: "Tagungs-pauschale", "Blumen-dekoration".
GERMAN_COMPOUND_LINKS: tuple[str, ...] = ("", "s", "es", "n", "en", "e", "-")
