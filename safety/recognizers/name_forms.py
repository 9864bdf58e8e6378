"""How a room, product or feature name may be written: its folded words, its aliases and
translations (the glossary and the hospitality lexicon), German compounds read by their parts, and
near misses of its words. safety.recognizers.terms finds names with these forms;
`translated_phrases` finds one name translated word by word on its own (safety.kinds.names).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import TYPE_CHECKING

from rapidfuzz.distance import Levenshtein

from safety.lang.glossary import PHRASE_GROUPS, WORD_GROUPS
from safety.lang.hospitality_lexicon import LEXICON_GROUPS
from safety.lang.name_words import ARTICLES, JOINING_WORDS, PREPOSITIONS
from safety.lang.noun_classes import GERMAN_COMPOUND_LINKS
from safety.text import fold, runs_of, word_runs

if TYPE_CHECKING:
    from safety.kinds.base import NameKind

# What may stand between the words of one name: a space, a hyphen, a dot, an apostrophe.
_LIGHT_SEPARATORS = frozenset({" ", "\u00a0", "-", ".", "'", "’", "_", "/", " - ", " – "})
# What stands between a word and the "s" of an English genitive.
_GENITIVE = ("'", "’")
MIN_FUZZY_LENGTH = 5
MAX_LENGTH_GAP = 2  # a near miss is at most this many letters longer or shorter


# Replies repeat their words from one to the next; remembering the folded form of short words
# saves most of the folding, and leaving long ones out bounds the memory that costs.
_fold_short_word = lru_cache(maxsize=16384)(fold)
_LONGEST_REMEMBERED_WORD = 32


class Tokens:
    """The runs of letters and digits of one text with their folded keys, indexed by token number."""

    def __init__(self, text: str) -> None:
        self.runs = runs_of(text)
        self.text, self.words, self.starts, self.ends = (
            text,
            self.runs.words,
            self.runs.starts,
            self.runs.ends,
        )
        words = self.words
        if max(map(len, words), default=0) <= _LONGEST_REMEMBERED_WORD:
            self.keys = list(map(_fold_short_word, words))  # the usual text: every word remembered
        else:
            self.keys = [
                _fold_short_word(word) if len(word) <= _LONGEST_REMEMBERED_WORD else fold(word)
                for word in words
            ]

    def __len__(self) -> int:
        return len(self.words)

    def capitalized(self, i: int) -> bool:
        word = self.words[i]
        return word[:1].isupper() or word.isdigit()

    def joined(self, first: int, last: int) -> bool:
        """True when only light separators stand between tokens `first` to `last`."""
        text, starts, ends = self.text, self.starts, self.ends
        return all(text[ends[j] : starts[j + 1]] in _LIGHT_SEPARATORS for j in range(first, last))

    def genitive(self, j: int) -> bool:
        """Token `j` is the "s" of an English genitive: "the winemaker's platter"."""
        return (
            self.keys[j] == "s"
            and j > 0
            and self.text[self.ends[j - 1] : self.starts[j]] in _GENITIVE
        )

    def same_spelling(self, first: int, last: int, name: Name) -> bool:
        """Written as the canonical name, letter for letter; only the case may differ."""
        written = self.text[self.starts[first] : self.ends[last]]
        return written.casefold() == name.canonical.casefold()


def _word_keys(text: str) -> tuple[str, ...]:
    return tuple(fold(word) for word in word_runs(text))


_ALL_WORD_GROUPS = (*WORD_GROUPS, *LEXICON_GROUPS)


def _build_word_groups() -> dict[str, frozenset[int]]:
    groups: dict[str, set[int]] = {}
    for index, group in enumerate(_ALL_WORD_GROUPS):
        for word in group:
            keys = _word_keys(word)
            if len(keys) == 1:
                groups.setdefault(keys[0], set()).add(index)
    return {word: frozenset(ids) for word, ids in groups.items()}


def _build_phrase_partners() -> dict[tuple[str, ...], frozenset[tuple[str, ...]]]:
    partners: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    # A word group holds phrases too: "bord du lac", and "bien-être", one word of two runs.
    with_phrases = (g for g in _ALL_WORD_GROUPS if any(len(_word_keys(w)) > 1 for w in g))
    for group in (*PHRASE_GROUPS, *with_phrases):
        keyed = {_word_keys(phrase) for phrase in group}
        for key in keyed:
            partners.setdefault(key, set()).update(keyed - {key})
    return {key: frozenset(values) for key, values in partners.items()}


def _build_group_members(groups: Mapping[str, frozenset[int]]) -> dict[int, frozenset[str]]:
    members: dict[int, set[str]] = {}
    for word, ids in groups.items():
        for group in ids:
            members.setdefault(group, set()).add(word)
    return {group: frozenset(words) for group, words in members.items()}


def _build_phrase_members(
    groups: Mapping[str, frozenset[int]],
) -> dict[str, frozenset[tuple[str, ...]]]:
    """Each single word with the translations of it that take several words, their joining
    words left out: "arve" → ("stone", "pine"), "tageslicht" → ("lumiere", "jour")."""
    phrases: dict[int, set[tuple[str, ...]]] = {}
    for index, group in enumerate(_ALL_WORD_GROUPS):
        for word in group:
            keys = tuple(k for k in _word_keys(word) if k not in JOINING_WORDS)
            if len(keys) > 1:
                phrases.setdefault(index, set()).add(keys)
    members: dict[str, set[tuple[str, ...]]] = {}
    for word, ids in groups.items():
        for index in ids:
            members.setdefault(word, set()).update(phrases.get(index, ()))
    return {word: frozenset(keys) for word, keys in members.items() if keys}


_WORD_GROUPS = _build_word_groups()
_GROUP_MEMBERS = _build_group_members(_WORD_GROUPS)
_PHRASE_PARTNERS = _build_phrase_partners()
_PHRASE_MEMBERS = _build_phrase_members(_WORD_GROUPS)
# Each such phrase with one word that translates it: ("stone", "pine") → "arve".
_PHRASE_WORDS = {
    phrase: word
    for word, phrases in sorted(_PHRASE_MEMBERS.items(), reverse=True)
    for phrase in phrases
}


@dataclass(frozen=True, slots=True)
class Name:
    """A canonical room or term with the token forms that stand for it."""

    canonical: str
    kind: NameKind
    keys: tuple[str, ...]
    aliases: tuple[tuple[str, ...], ...]
    # The keys with each German compound split into words of the lexicon ("technikpaket" →
    # "technik", "paket"): the forms a translation is read against, word by word.
    parts: tuple[tuple[str, ...], ...] = ()

    @property
    def is_room(self) -> bool:
        return self.kind == "room"

    @property
    def distinctive_keys(self) -> tuple[str, ...]:
        return tuple(k for k in self.keys if len(k) >= 3 and not k.isdigit() and k not in ARTICLES)


def make_name(canonical: str, kind: NameKind, extra_aliases: Iterable[str] = ()) -> Name:
    keys = _word_keys(canonical)
    aliases = set(_PHRASE_PARTNERS.get(keys, ()))
    aliases.update(k for k in (_word_keys(a) for a in extra_aliases) if k)
    if len(keys) > 1 and keys[0] in ARTICLES:
        aliases.add(keys[1:])  # "au Petit Salon" names "Le Petit Salon"
    aliases.discard(keys)
    return Name(canonical, kind, keys, tuple(sorted(aliases, key=len, reverse=True)), _parts(keys))


def _parts(keys: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The words a translation of a name is read against, where they differ from its keys: the
    keys without the small words that join them, which a translation writes in its own language
    ("terrazza", "lago" for "Terrazza di Lago", written "Terrasse de Lac"), and with every German
    compound split into words of the lexicon."""
    content = tuple(key for key in keys if key not in JOINING_WORDS) or keys
    return tuple(v for v in _part_variants(_split_compounds(content)) if v != keys)


# A translation is read against at most this many words (see translates), and a name against
# at most this many readings of its parts.
_MOST_PART_WORDS = 4
_MOST_PART_VARIANTS = 8


def _part_variants(split: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The words of a name, then the same with one word read as a translation of several words,
    or several words as a translation of one: "arvenstube" is ("stone", "pine", "stube") besides
    ("arven", "stube"), so that "Stone Pine Parlour" is read whole and not as "Pine Parlour" after
    a stray "Stone"; "Stone Pine Parlour" is ("arve", "parlour") besides, so that "Salon
    d'Arolle" is read as it. Longest first: the finder keeps the first reading that fits."""
    variants = [split]
    in_phrase: set[int] = set()
    for i in range(len(split)):
        for size in (2, 3):
            word = _PHRASE_WORDS.get(split[i : i + size])
            if word is not None:
                variants.append((*split[:i], word, *split[i + size :]))
                in_phrase.update(range(i, i + size))
    for i, part in enumerate(split):
        if i in in_phrase:
            continue  # "pine" of "stone pine" is read with it, not as a phrase of its own
        for phrase in sorted(_PHRASE_MEMBERS.get(part, ())):
            variants.append((*split[:i], *phrase, *split[i + 1 :]))
    fitting = [variant for variant in variants if len(variant) <= _MOST_PART_WORDS]
    return tuple(sorted(fitting[:_MOST_PART_VARIANTS], key=len, reverse=True))


SHORTEST_PART = 3


def _split_compounds(keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys with every word the lexicon does not know, but whose parts it does, split."""
    split: list[str] = []
    for key in keys:
        split.extend(compound_parts(key) or (key,))
    return tuple(split)


@lru_cache(maxsize=4096)
def compound_parts(key: str) -> tuple[str, ...] | None:
    """ "technikpaket" → ("technik", "paket"); "kaffeepausenpaket" → three parts; None when the
    word is known whole or no split leaves only known words."""
    if key in _WORD_GROUPS or len(key) < 2 * SHORTEST_PART or not key.isalpha():
        return None
    for cut in range(len(key) - SHORTEST_PART, SHORTEST_PART - 1, -1):
        head, tail = key[:cut], key[cut:]
        if tail not in _WORD_GROUPS:
            continue
        for link in GERMAN_COMPOUND_LINKS:
            if link and not head.endswith(link):
                continue
            stem = head[: len(head) - len(link)] if link else head
            if len(stem) < SHORTEST_PART:
                continue
            if stem in _WORD_GROUPS:
                return (stem, tail)
            inner = compound_parts(stem)
            if inner is not None:
                return (*inner, tail)
    return None


def _groups(key: str) -> frozenset[int]:
    return _WORD_GROUPS.get(key, frozenset())


def translations_of(key: str) -> frozenset[str]:
    """The key and every word that shares a glossary group with it."""
    return frozenset({key}.union(*(_GROUP_MEMBERS[group] for group in _groups(key))))


@lru_cache(maxsize=65536)
def near_miss(word: str, key: str) -> bool:
    if len(key) < MIN_FUZZY_LENGTH or abs(len(word) - len(key)) > MAX_LENGTH_GAP or word == key:
        return False
    if (word.startswith(key) or key.startswith(word)) and min(len(word), len(key)) >= 4:
        return True  # "salone" for "salon"; but "for" is no "Forum"
    return Levenshtein.distance(word, key, score_cutoff=2) <= (1 if len(key) < 8 else 2)


@lru_cache(maxsize=65536)
def words_match(word: str, key: str) -> bool:
    return word == key or bool(_groups(word) & _groups(key)) or near_miss(word, key)


MOST_JOINING_WORDS = 2


def translates(window: Sequence[str], keys: Sequence[str]) -> bool:
    """True when the words in `window`, in any order, each translate one word of `keys`."""
    if len(window) != len(keys) or len(keys) > 4:
        return False
    return any(
        all(words_match(w, k) for w, k in zip(window, order, strict=True))
        for order in permutations(keys)
    )


# Small words a translation joins a name's words with, in any of the four languages: "Terrasse
# du lac", "terrazza sul lago", "Terrasse am See", "terrace by the lake".
_TRANSLATION_JOINERS = JOINING_WORDS | ARTICLES | PREPOSITIONS


def _build_modifier_forms() -> dict[str, frozenset[tuple[str, ...]]]:
    """Each word that a group of the lexicon writes as a phrase of small words around it ("am
    see"), with the other members of that group, their small words left out: "see" is also
    "lakeside", ("bord", "lac") and ("riva", "lago"), and so are "lake", "lac" and "lago", so that "the lakeside terrace", "la
    terrasse au bord du lac" and "la terrazza in riva al lago" translate a name of a lake and a
    terrace."""
    forms: dict[str, set[tuple[str, ...]]] = {}
    for group in _ALL_WORD_GROUPS:
        reduced = {
            word: tuple(key for key in _word_keys(word) if key not in _TRANSLATION_JOINERS)
            for word in group
        }
        for word, keys in reduced.items():
            if len(keys) == 1 and len(_word_keys(word)) > 1:
                forms.setdefault(keys[0], set()).update(
                    other for member, other in reduced.items() if member != word and other
                )
    # The same for every word that translates it: "lake", "lac" and "lago" as "see".
    for word, others in list(forms.items()):
        for translation in translations_of(word):
            forms.setdefault(translation, set()).update(others)
    return {word: frozenset(others) for word, others in forms.items() if others}


_MODIFIER_FORMS = _build_modifier_forms()


def _with_modifier_forms(variants: Sequence[tuple[str, ...]]) -> list[tuple[str, ...]]:
    """The variants, then each with one word written as the phrase a lexicon group gives it."""
    extra: list[tuple[str, ...]] = []
    for variant in variants:
        for i, part in enumerate(variant):
            for form in sorted(_MODIFIER_FORMS.get(part, ())):
                longer = (*variant[:i], *form, *variant[i + 1 :])
                if len(longer) <= _MOST_PART_WORDS and longer not in variants:
                    extra.append(longer)
    return [*variants, *extra]


def translated_phrases(
    text: str, canonical: str, kind: NameKind, taken: Sequence[tuple[int, int]] = ()
) -> list[tuple[int, int]]:
    """Spans where `canonical` stands translated word by word (the glossary, the hospitality
    lexicon, German compounds split into their words), capitalised or not, its words joined by
    up to two small words: "La Terrasse du lac" and "la terrazza sul lago" for "Seeterrasse". A
    probable translation: the name only where it stands in the name's role (safety.kinds.names).
    Spans overlapping `taken` are left out. Linear in the text for one name."""
    name = make_name(canonical, kind)
    tokens = Tokens(text)
    keys = tokens.keys
    free = [
        not any(s < tokens.ends[i] and tokens.starts[i] < e for s, e in taken)
        for i in range(len(tokens))
    ]
    found: list[tuple[int, int]] = []
    for variant in _with_modifier_forms((name.keys, *name.parts)):
        size = len(variant)
        if size < 2 or size > 4:
            continue
        for span in _translated_compounds(tokens, free, variant, name.keys):
            if span not in found:
                found.append(span)
        for first in range(len(tokens)):
            if not free[first] or not any(words_match(keys[first], k) for k in variant):
                continue
            chosen = _translation_window(tokens, first, variant, free)
            if chosen is None:
                continue
            window = [keys[j] for j in chosen]
            if window != list(name.keys) and translates(window, variant):
                span = (tokens.starts[first], tokens.ends[chosen[-1]])
                if span not in found:
                    found.append(span)
    return found


def _translated_compounds(
    tokens: Tokens, free: list[bool], variant: Sequence[str], own: Sequence[str]
) -> Iterator[tuple[int, int]]:
    """Single words that are a German compound of the name's words translated: "Weinbergsaal"
    for a name of a vineyard and a hall, "Winzerteller" for "Winzerplatte" (split as names are)."""
    for i, key in enumerate(tokens.keys):
        if not free[i] or key in own or len(key) < 2 * SHORTEST_PART:
            continue
        parts = compound_parts(key)
        if parts is not None and len(parts) == len(variant) and translates(parts, variant):
            yield tokens.starts[i], tokens.ends[i]


def _translation_window(
    tokens: Tokens, first: int, variant: Sequence[str], free: list[bool]
) -> list[int] | None:
    chosen = [first]
    joining = 0
    j = first
    while len(chosen) < len(variant):
        j += 1
        if j >= len(tokens) or not free[j] or not tokens.joined(j - 1, j):
            return None
        key = tokens.keys[j]
        if any(words_match(key, k) for k in variant):
            chosen.append(j)
        elif tokens.genitive(j):
            continue  # "the winemaker's platter": the English genitive joins a name's words
        elif key in _TRANSLATION_JOINERS and joining < MOST_JOINING_WORDS:
            joining += 1
        else:
            return None
    return chosen
