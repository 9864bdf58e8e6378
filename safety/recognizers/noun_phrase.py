"""What the noun phrase right after a number counts: people, things, or nothing said.

The rule is by inversion: a number followed by a plural noun counts people unless the noun is
one of the closed classes of things a reply counts (safety.lang.noun_classes). So "22
consultants", "septante adhérents", "28 Azubis", "15 bénévoles", "40 tesserati", "12 board
directors" count people without any of those nouns being listed, while "3 rooms", "4
Seminarräume", "48 hours", "2 [fr-hours]", "14 giorni" and "10 tables" count things.

Where the head of the phrase stands depends on the language:

    en  modifiers first, the head is the first word that ends like a plural ("12 board
        directors", "3 spacious rooms");
    de  lower-case adjectives first, the head is the first capitalised word ("28 neue Azubis"),
        read by its last part when it is a compound ("Seminarräume");
    fr  the head comes first, after an adjective that stands before nouns ("30 nouveaux
        membres"), and ends in -s or -x;
    it  the same, with plurals in -i or -e ("40 tesserati", "25 nuovi soci").

A function word, a digit, punctuation or the end of the text closes the phrase: "30 and",
"30 pour", "12 of them" say nothing of what is counted.
"""

from __future__ import annotations

from typing import Literal

from safety.lang import Lang
from safety.lang.noun_classes import (
    ANY_FUNCTION_WORD,
    ANY_NOT_PERSON,
    COMPOUND_PART_MIN,
    ENGLISH_PERSON_PLURAL_ENDINGS,
    ENGLISH_SINGULAR_ENDINGS,
    FUNCTION_WORDS,
    GERMAN_COMPOUND_PARTS,
    ITALIAN_VERB_ENDINGS,
    ITALIAN_VOWELS,
    PARTITIVES,
    PRENOMINAL_ADJECTIVES,
    UNINFLECTED_PERSON_NOUNS,
)

Counted = Literal["person", "thing"]

_PHRASE_WORDS = 3
_SPACES = (" ", "\u00a0", "\u202f")


def _words_after(text: str, end: int, skip: int = 0) -> list[str]:
    """Up to three words after `end` (and the `skip` words before them), each one space after
    the last: "consultants", "board"."""
    words: list[str] = []
    position = end
    while len(words) < _PHRASE_WORDS + skip:
        if position >= len(text) or text[position] not in _SPACES:
            break
        start = position + 1
        stop = start
        while stop < len(text) and (
            text[stop].isalpha()
            or (text[stop] in "-'’" and stop + 1 < len(text) and text[stop + 1].isalpha())
        ):
            stop += 1
        if stop == start:
            break
        words.append(text[start:stop])
        if stop < len(text) and text[stop] not in _SPACES:
            break  # punctuation closes the phrase after this word
        position = stop
    return words[skip:] if len(words) > skip else []


def _partitive_length(words: list[str], lang: Lang) -> int:
    """How many words open a partitive after a number, "of our" in "25 of our sales reps",
    "de nos", "dei nostri", "unserer": the count is of the noun phrase after them."""
    folded = [word.casefold() for word in words[:2]]
    for length in (2, 1):
        if tuple(folded[:length]) in PARTITIVES[lang] and len(words) > length:
            return length
    return 0


def _elided(word: str) -> bool:
    """A word opened by an elided article or preposition ("l'Alpenblick", "dell'hotel", "d'un"):
    a noun phrase with its own article, so no count's noun."""
    for mark in ("'", "’"):
        at = word.find(mark)
        if 0 < at <= 5:
            return True
    return False


def _is_function_word(word: str, lang: Lang) -> bool:
    folded = word.casefold()
    return folded in FUNCTION_WORDS[lang] or (len(folded) <= 2 and folded in ANY_FUNCTION_WORD)


def is_thing(word: str) -> bool:
    """Whether `word` names something a reply counts that is not people ("Räume", "[fr-hours]")."""
    folded = word.casefold()
    if folded in ANY_NOT_PERSON:
        return True
    if folded in UNINFLECTED_PERSON_NOUNS:
        return False
    if word[:1].isupper() and len(folded) > COMPOUND_PART_MIN:
        return any(
            folded[i:] in GERMAN_COMPOUND_PARTS
            for i in range(1, len(folded) - COMPOUND_PART_MIN + 1)
        )
    return False


def _is_acronym(word: str) -> bool:
    return len(word) <= 4 and word.isupper() and word.casefold() not in UNINFLECTED_PERSON_NOUNS


def _en_plural(word: str) -> bool:
    folded = word.casefold()
    if folded in UNINFLECTED_PERSON_NOUNS or folded.endswith(ENGLISH_PERSON_PLURAL_ENDINGS):
        return True
    return (
        len(folded) >= 3 and folded.endswith("s") and not folded.endswith(ENGLISH_SINGULAR_ENDINGS)
    )


def _plural_in(word: str, lang: Lang, *, loans: bool = True) -> bool:
    folded = word.casefold()
    if folded in UNINFLECTED_PERSON_NOUNS:
        return True
    if lang == "fr":
        return len(folded) >= 3 and folded[-1] in "sxz"
    if lang == "it":
        # "-ebbe", "-ebbero", "-are", "-ere", "-ire": verbs ("servirebbe", "arrivare").
        # An Italian noun ends in a vowel; one that does not is a loan, the same in the plural:
        # "5 manager", "20 designer", "12 coach", "8 chef".
        loan = loans and folded[-1] not in ITALIAN_VOWELS and len(folded) >= 3
        return (
            len(folded) >= 3
            and (folded[-1] in "ie" or loan)
            and not folded.endswith(ITALIAN_VERB_ENDINGS)
        )
    return _en_plural(word)


def counted_after(
    text: str, end: int, lang: Lang, *, head_first: bool = False, loans: bool = True
) -> Counted | None:
    """What the phrase after a number ending at `end` counts, in a text written in `lang`.

    With `head_first`, only a phrase whose first word is its head counts ("6 viaggiatori"):
    for reading a text by the rules of a language it may not be written in. Without `loans`,
    an Italian phrase's head must end like an Italian plural: a number word of Italian in
    another language's text ("a deposit is due within") is no loan noun's count."""
    words = _words_after(text, end)
    partitive = _partitive_length(words, lang)
    if partitive:
        words = _words_after(text, end, skip=partitive)
    if head_first:
        words = words[:1]
        if words and words[0].casefold() in ANY_FUNCTION_WORD:
            return None  # "18 bis 22": a small word of any language says nothing is counted
    if not words or _is_function_word(words[0], lang) or _elided(words[0]):
        return None
    if lang == "de":
        return _german(words)
    if lang == "en":
        return _english(words)
    return _romance(words, lang, loans=loans and not head_first)


def _english(words: list[str]) -> Counted | None:
    for word in words:
        if _is_function_word(word, "en") or _is_acronym(word):
            return None
        if _en_plural(word):
            return "thing" if is_thing(word) else "person"
        if word.casefold() in ("x", "×"):
            return "thing"
    return None


def _german(words: list[str]) -> Counted | None:
    for word in words:
        if _is_function_word(word, "de") or _is_acronym(word):
            return None
        if is_thing(word):
            return "thing"
        if word[:1].isupper():
            return "person"
    return None


def _romance(words: list[str], lang: Lang, *, loans: bool = True) -> Counted | None:
    adjectives = PRENOMINAL_ADJECTIVES.get(lang, frozenset())
    for word in words:
        if _is_function_word(word, lang) or _is_acronym(word):
            return None
        if is_thing(word):
            return "thing"
        if word.casefold() in adjectives:
            continue
        return "person" if _plural_in(word, lang, loans=loans) else None
    return None
