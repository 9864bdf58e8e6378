"""Room, product and feature names: exact mentions, altered ones, and rooms the facts do not name.

A name is found as written ("Punkt.Null", case aside), as a spacing or punctuation variant
("Punkt Null"), as an alias or translation ("roof terrace" for "Dachterrasse", "Bühne" for
"stage"), word by word translated ("Blaue Lounge" for "Lounge Bleue", "classic menu" for
"Menu Classique"), misspelled ("Seeblik"), or with one of its words swapped ("Forum 3" for
"Forum 2", "Flying Buffet" for "Flying Dinner"). Everything but the first form is an altered
mention that the corrector restores to the canonical name.

Rooms the facts do not name are found from the venue's catalog when one is given, and from cues
any reply uses: "the X room", "im Raum X", "la salle X", "la sala X", "in the X", "X is reserved".
"""

from __future__ import annotations

import hashlib
import threading
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import permutations
from typing import Literal, cast

import regex
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from safety.lang.address_words import is_street_word
from safety.lang.glossary import PHRASE_GROUPS, WORD_GROUPS
from safety.lang.hospitality_lexicon import LEXICON_GROUPS
from safety.lang.name_words import (
    ARTICLES,
    DEFINITE_ARTICLES,
    FUNCTION_WORDS,
    JOINING_WORDS,
    PLACE_NOUNS,
    PREPOSITIONS,
    ROOM_NOUNS,
    SIZE_WORDS,
)
from safety.mentions import TermMention
from safety.patterns import compile_pattern, scan, scan_at, search
from safety.sentences import sentence_at
from safety.text import Openings, Runs, fold, runs_of, word_runs

NameKind = Literal["room", "product", "feature"]

# What may stand between the words of one name: a space, a hyphen, a dot, an apostrophe.
_LIGHT_SEPARATORS = frozenset({" ", "\u00a0", "-", ".", "'", "’", "_", "/", " - ", " – "})
# Between a name and an alias shown after it, and after the alias: "Seesicht (Vue sur le lac)".
_BRACKET_OPENS = regex.compile(r"[ \u00a0]{0,3}\([ \u00a0]{0,3}")
_BRACKET_CLOSES = regex.compile(r"[ \u00a0]{0,3}\)")
_MIN_FUZZY_LENGTH = 5
_MAX_LENGTH_GAP = 2  # a near miss is at most this many letters longer or shorter


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
        self.keys = [
            _fold_short_word(word) if len(word) <= _LONGEST_REMEMBERED_WORD else fold(word)
            for word in self.words
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


# A translation is read against at most this many words (see _translates), and a name against
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


# What joins the parts of a German compound: "Tagungs-pauschale", "Blumen-dekoration".
_LINKS = ("", "s", "es", "n", "en", "e", "-")
_SHORTEST_PART = 3


def _split_compounds(keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys with every word the lexicon does not know, but whose parts it does, split."""
    split: list[str] = []
    for key in keys:
        split.extend(_compound_parts(key) or (key,))
    return tuple(split)


@lru_cache(maxsize=4096)
def _compound_parts(key: str) -> tuple[str, ...] | None:
    """ "technikpaket" → ("technik", "paket"); "kaffeepausenpaket" → three parts; None when the
    word is known whole or no split leaves only known words."""
    if key in _WORD_GROUPS or len(key) < 2 * _SHORTEST_PART or not key.isalpha():
        return None
    for cut in range(len(key) - _SHORTEST_PART, _SHORTEST_PART - 1, -1):
        head, tail = key[:cut], key[cut:]
        if tail not in _WORD_GROUPS:
            continue
        for link in _LINKS:
            if link and not head.endswith(link):
                continue
            stem = head[: len(head) - len(link)] if link else head
            if len(stem) < _SHORTEST_PART:
                continue
            if stem in _WORD_GROUPS:
                return (stem, tail)
            inner = _compound_parts(stem)
            if inner is not None:
                return (*inner, tail)
    return None


@dataclass(frozen=True, slots=True)
class ForeignRoom:
    """A room-like name in the text that is none of the fact rooms."""

    start: int
    end: int
    text: str
    in_catalog: bool
    # Read only from where it stands (the subject of "… is reserved"): it may name the room the
    # facts lack, but is never cut as an invented room of its own.
    stand_in_only: bool = False


@dataclass(slots=True)
class TermScan:
    mentions: list[TermMention] = field(default_factory=list)
    foreign_rooms: list[ForeignRoom] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class _Candidate:
    first: int  # token indices, inclusive
    last: int
    name: Name
    exact: bool
    span: tuple[int, int] | None = None  # characters, when they reach beyond the tokens


# Each word of a text that stands for name keys, with those keys.
_Hits = dict[str, set[str]]


class _KeyHits:
    """Which keys of a set of names each word stands for: itself, a translation or a near miss.

    Built once per set of names, so that the finders below visit only the tokens of a text that
    can stand for a word of some name instead of comparing every token with every name.
    """

    def __init__(self, names: Sequence[Name]) -> None:
        keys = {key for name in names for key in name.keys}
        keys |= {key for name in names for variant in name.parts for key in variant}
        self._by_word: dict[str, set[str]] = {}
        for key in keys:
            for word in _translations_of(key):
                self._by_word.setdefault(word, set()).add(key)
        self._fuzzy_keys = tuple(sorted(key for key in keys if len(key) >= _MIN_FUZZY_LENGTH))

    def of_text(self, words: set[str]) -> _Hits:
        """Each of `words` that stands for a name key, with the keys it stands for."""
        hits = {word: set(self._by_word[word]) for word in words & self._by_word.keys()}
        if self._fuzzy_keys:
            candidates = list(words)
            for key in self._fuzzy_keys:
                # Every near miss is within two edits; the exact test runs on those only.
                close = process.extract(
                    key,
                    candidates,
                    scorer=Levenshtein.distance,
                    score_cutoff=_MAX_LENGTH_GAP,
                    limit=None,
                )
                for word, _, _ in close:
                    if _near_miss(word, key):
                        hits.setdefault(word, set()).add(key)
        return hits


# A near miss (_near_miss) is at most two edits, so of a word cut into three pieces one piece
# stands unchanged in the other word, shifted by at most two letters.
_PIECES = 3


@lru_cache(maxsize=256)
def _pieces(length: int) -> tuple[tuple[int, int], ...]:
    """Where the pieces of a word of `length` letters start and end."""
    cuts = [length * k // _PIECES for k in range(_PIECES + 1)]
    return tuple(zip(cuts, cuts[1:], strict=False))


class _OwnerIndex:
    """The catalog's names by their words' pieces: which names an alias may equal or nearly
    equal, found with a bounded number of look-ups per word of the alias.

    A word equals a name's word, or is a near miss of it (at most two edits apart, the name's
    word of at least _MIN_FUZZY_LENGTH letters, see _near_miss), only if it shares with it the
    whole word, or one of the three pieces of the name's word at the same place give or take two
    letters. The index offers every name that shares this at every word; the caller runs the
    exact test on those (tests/safety/test_terms.py proves it offers every one the test accepts).
    """

    def __init__(self, owners: Mapping[tuple[str, ...], Name]) -> None:
        self._owners = list(owners.items())
        self._by_code: dict[tuple[int, int, int, int, str], set[int]] = {}
        # The lengths of the names' words at each place of a name of each size.
        self._lengths: dict[tuple[int, int], set[int]] = {}
        for number, (keys, _) in enumerate(self._owners):
            for position, word in enumerate(keys):
                self._lengths.setdefault((len(keys), position), set()).add(len(word))
                for code in self._codes_of(len(keys), position, word):
                    self._by_code.setdefault(code, set()).add(number)

    @staticmethod
    def _codes_of(size: int, position: int, word: str) -> Iterator[tuple[int, int, int, int, str]]:
        yield (size, position, -1, len(word), word)
        if len(word) >= _MIN_FUZZY_LENGTH:
            for piece, (start, end) in enumerate(_pieces(len(word))):
                yield (size, position, piece, len(word), word[start:end])

    def _codes_near(
        self, size: int, position: int, word: str
    ) -> Iterator[tuple[int, int, int, int, str]]:
        """The codes of every word of a name that `word` may equal or nearly equal."""
        lengths = self._lengths.get((size, position), set())
        if len(word) in lengths:
            yield (size, position, -1, len(word), word)
        low = max(_MIN_FUZZY_LENGTH, len(word) - _MAX_LENGTH_GAP)
        for length in lengths.intersection(range(low, len(word) + _MAX_LENGTH_GAP + 1)):
            for piece, (start, end) in enumerate(_pieces(length)):
                # An edit belongs to the piece of the letter it stands before (the last piece
                # when it is at the end): the first piece unchanged stands where it stood, the
                # last one unchanged ends the word, one between is shifted by the edits before.
                if piece == 0:
                    shifts: Iterable[int] = (0,)
                elif piece == _PIECES - 1:
                    shifts = (len(word) - length,)
                else:
                    # Shifted by s with |s| + |gap - s| <= 2 edits, gap the lengths' difference.
                    gap = len(word) - length
                    slack = (_MAX_LENGTH_GAP - abs(gap)) // 2
                    shifts = range(min(0, gap) - slack, max(0, gap) + slack + 1)
                for shift in shifts:
                    first = start + shift
                    if first >= 0 and first + end - start <= len(word):
                        yield (size, position, piece, length, word[first : first + end - start])

    def candidates(self, keys: tuple[str, ...]) -> list[tuple[tuple[str, ...], Name]]:
        """The names whose words each share a piece with the word of `keys` at the same place."""
        found: set[int] | None = None
        for position, word in enumerate(keys):
            by_code = self._by_code
            here: set[int] = set()
            for code in self._codes_near(len(keys), position, word):
                owners = by_code.get(code)
                if owners:
                    here |= owners
            found = here if found is None else found & here
            if not found:
                return []
        return [self._owners[number] for number in sorted(found or ())]


class NameMatcher:
    """Finds the mentions of a set of names in texts. Build once per set of names."""

    def __init__(self, names: Sequence[Name], catalog_rooms: Sequence[Name] = ()) -> None:
        self.names = tuple(names)
        self.catalog_rooms = tuple(
            n for n in catalog_rooms if n.keys not in {m.keys for m in names}
        )
        # Each catalog name's own words: a glossary translation or alias of one name that equals
        # or nearly equals another name ("Seesicht" as a translation of "Seeblick") is no form of
        # it, so two catalog names never read as each other.
        self._owners: dict[tuple[str, ...], Name] = {
            name.keys: name for name in (*self.names, *self.catalog_rooms) if name.keys
        }
        self._owner_index = _OwnerIndex(self._owners)
        self._forms: dict[str, list[tuple[tuple[str, ...], Name, bool]]] = {}
        for name in (*self.names, *self.catalog_rooms):
            for keys, canonical_form in ((name.keys, True), *((a, False) for a in name.aliases)):
                if not keys:  # a name without letters or digits ("★★★") has no word to start from
                    continue
                if not canonical_form and self._names_another(keys, name):
                    continue
                self._forms.setdefault(keys[0], []).append((keys, name, canonical_form))
        for forms in self._forms.values():
            # Longest first; a canonical name before an alias of the same words.
            forms.sort(key=lambda form: (len(form[0]), form[2]), reverse=True)
        # Each alias's words and the name they stand for: a name shown with one of them in
        # brackets ("Seesicht (Vue sur le lac)") is read as one mention (see _shown).
        self._alias_owners: dict[tuple[str, ...], set[Name]] = {}
        for forms in self._forms.values():
            for keys, name, canonical_form in forms:
                if not canonical_form:
                    self._alias_owners.setdefault(keys, set()).add(name)
        self._longest_alias = max(map(len, self._alias_owners), default=0)
        self._literal_patterns = [
            (
                name,
                compile_pattern(
                    rf"(?<![\p{{L}}\p{{N}}]){regex.escape(name.canonical)}(?![\p{{L}}\p{{N}}])",
                    regex.IGNORECASE,
                ),
            )
            for name in (*self.names, *self.catalog_rooms)
            if not name.canonical.replace(" ", "").isalnum()
        ]
        self._key_hits = _KeyHits(self.names)

    def _names_another(self, keys: tuple[str, ...], name: Name) -> bool:
        """Whether `keys` are, or nearly are, the words of a catalog name other than `name`.

        Only the names the index offers are compared (see _OwnerIndex): a catalog's aliases are
        checked in time linear in their number, not against every name of the catalog."""
        alive = [
            other_keys
            for other_keys, other in self._owner_index.candidates(keys)
            if other is not name and other.canonical != name.canonical
        ]
        for position, word in enumerate(keys):
            if not alive:
                return False
            # Equal or a near miss is at most two edits: the edit distance, computed for all
            # the candidates at once, leaves the few the exact test runs on.
            close = process.extract(
                word,
                [other_keys[position] for other_keys in alive],
                scorer=Levenshtein.distance,
                score_cutoff=_MAX_LENGTH_GAP,
                limit=None,
            )
            alive = [
                alive[index]
                for _, _, index in close
                if word == alive[index][position] or _near_miss(word, alive[index][position])
            ]
        return bool(alive)

    def scan(self, text: str) -> TermScan:
        tokens = Tokens(text)
        taken = [False] * len(tokens)
        found: list[_Candidate] = []
        self._take(found, taken, self._shown(tokens))
        self._take(found, taken, self._literal(tokens))
        self._take(found, taken, self._exact_and_aliases(tokens))
        hits = self._key_hits.of_text(set(tokens.keys))
        # Only tokens that stand for a name word and are not taken yet can start a fuzzy candidate.
        open_hits = (
            [i for i, key in enumerate(tokens.keys) if key in hits and not taken[i]] if hits else []
        )
        if open_hits:
            self._take(found, taken, self._translations(tokens, taken, hits, open_hits))
            self._take(found, taken, self._misspellings(tokens, taken, hits, open_hits))
            self._take(found, taken, self._swapped_words(tokens, taken, found, hits, open_hits))
        result = TermScan()
        for candidate in sorted(found, key=lambda c: c.first):
            start, end = candidate.span or (
                tokens.starts[candidate.first],
                tokens.ends[candidate.last],
            )
            if candidate.name in self.catalog_rooms:
                result.foreign_rooms.append(ForeignRoom(start, end, text[start:end], True))
            else:
                result.mentions.append(
                    TermMention(
                        start=start,
                        end=end,
                        text=text[start:end],
                        value=candidate.name.canonical,
                        kind=candidate.name.kind,
                        exact=candidate.exact,
                    )
                )
        result.foreign_rooms.extend(self._cued_rooms(tokens, taken))
        result.foreign_rooms.extend(self._subject_rooms(tokens, taken, result.foreign_rooms))
        result.foreign_rooms.sort(key=lambda r: r.start)
        return result

    @staticmethod
    def _take(found: list[_Candidate], taken: list[bool], candidates: Iterable[_Candidate]) -> None:
        """Keeps each candidate whose tokens no earlier one took, and takes its tokens."""
        for candidate in candidates:
            if not any(taken[candidate.first : candidate.last + 1]):
                found.append(candidate)
                for i in range(candidate.first, candidate.last + 1):
                    taken[i] = True

    # -- finders, strongest first -------------------------------------------------------------
    # Each yields its candidates lazily: a candidate is checked against the tokens that the ones
    # before it took.

    def _shown(self, tokens: Tokens) -> Iterator[_Candidate]:
        """A name as written followed by an alias in brackets, as replies show a name with the
        translation staff gave it ("Seesicht (Vue sur le lac)", see safety.venue.shown_name):
        the name itself when the alias is its own, an altered mention of it when the alias
        stands for another name ("Seesicht (terrasse sur le toit)")."""
        if not self._alias_owners:
            return
        keys, text = tokens.keys, tokens.text
        for i in [i for i, key in enumerate(keys) if key in self._forms]:
            for form, name, canonical_form in self._forms[keys[i]]:
                last = i + len(form) - 1
                if not canonical_form or last + 1 >= len(keys) or tuple(keys[i : last + 1]) != form:
                    continue
                if not tokens.joined(i, last) or not tokens.same_spelling(i, last, name):
                    continue
                if not _BRACKET_OPENS.fullmatch(text[tokens.ends[last] : tokens.starts[last + 1]]):
                    continue
                closed = self._alias_in_brackets(tokens, last + 1, name.kind)
                if closed is None:
                    continue
                alias_last, owners, end = closed
                yield _Candidate(i, alias_last, name, name in owners, (tokens.starts[i], end))
                break

    def _alias_in_brackets(
        self, tokens: Tokens, first: int, kind: NameKind
    ) -> tuple[int, set[Name], int] | None:
        """The alias of a `kind` name whose words start at token `first` and end before a closing
        bracket: its last token, the names it stands for, and where it ends."""
        keys, text = tokens.keys, tokens.text
        for last in range(first, min(first + self._longest_alias, len(keys))):
            owners = {
                name
                for name in self._alias_owners.get(tuple(keys[first : last + 1]), ())
                if name.kind == kind
            }
            if not owners or not tokens.joined(first, last):
                continue
            after = text[
                tokens.ends[last] : tokens.starts[last + 1] if last + 1 < len(keys) else len(text)
            ]
            closing = _BRACKET_CLOSES.match(after)
            if closing is not None:
                return last, owners, tokens.ends[last] + closing.end()
        return None

    def _literal(self, tokens: Tokens) -> Iterator[_Candidate]:
        """The canonical name as written, case aside, punctuation included ("Room B (Large)")."""
        for name, pattern in self._literal_patterns:
            for match in scan(pattern, tokens.text):
                first = bisect_right(tokens.ends, match.start())
                last = bisect_left(tokens.starts, match.end()) - 1
                if first < len(tokens) and last >= 0 and first <= last:
                    yield _Candidate(first, last, name, True, match.span())

    def _exact_and_aliases(self, tokens: Tokens) -> Iterator[_Candidate]:
        keys = tokens.keys
        for i in [i for i, key in enumerate(keys) if key in self._forms]:
            for form, name, canonical_form in self._forms[keys[i]]:
                last = i + len(form) - 1
                if last >= len(keys) or not tokens.joined(i, last):
                    continue
                if all(keys[i + j] == form[j] for j in range(len(form))):
                    if name.is_room and not canonical_form and not tokens.capitalized(i):
                        # "salon" in running text is a word, not the room "Salon Rose"; an alias of
                        # several words after a definite article ("la terrasse sur le toit") is.
                        if form != name.keys[1:] and not _lower_case_alias_names(form, keys, i):
                            continue
                    exact = canonical_form and tokens.same_spelling(i, last, name)
                    if not canonical_form and form == name.keys[1:]:
                        exact = True  # the name without its leading article
                    yield _Candidate(i, last, name, exact)
                    break

    def _translations(
        self, tokens: Tokens, taken: list[bool], hits: _Hits, open_hits: list[int]
    ) -> Iterator[_Candidate]:
        """A name of several words, each written translated or misspelled, in any order, with
        the small words a language joins them with ("déjeuner d'affaires", "pacchetto tecnico"
        for "Technikpaket", read by its parts)."""
        keys = tokens.keys
        for name in self.names:
            for variant in (name.keys, *name.parts):
                size = len(variant)
                if size < 2:
                    continue
                name_keys = frozenset(variant)
                relevant = [i for i in open_hits if not hits[keys[i]].isdisjoint(name_keys)]
                if len(relevant) < size:
                    continue
                relevant_set = set(relevant)
                for i in relevant:
                    chosen = _window(tokens, i, size, relevant_set, taken)
                    if chosen is None:
                        continue
                    window = [keys[j] for j in chosen]
                    if self._names_another(tuple(window), name):
                        continue
                    if window != list(name.keys) and _translates(window, variant):
                        if name.is_room and not all(tokens.capitalized(j) for j in chosen):
                            continue
                        yield _Candidate(i, chosen[-1], name, False)

    def _misspellings(
        self, tokens: Tokens, taken: list[bool], hits: _Hits, open_hits: list[int]
    ) -> Iterator[_Candidate]:
        """A one-word name written translated or misspelled ("Seeblik")."""
        for name in self.names:
            if len(name.keys) != 1 or len(name.keys[0]) < _MIN_FUZZY_LENGTH:
                continue
            key = name.keys[0]
            for i in open_hits:
                word = tokens.keys[i]
                if taken[i] or word == key or (name.is_room and not tokens.capitalized(i)):
                    continue
                if key in hits[word] and not self._names_another((word,), name):
                    yield _Candidate(i, i, name, False)

    def _swapped_words(
        self,
        tokens: Tokens,
        taken: list[bool],
        found: list[_Candidate],
        hits: _Hits,
        open_hits: list[int],
    ) -> Iterator[_Candidate]:
        """A name-like phrase sharing a distinctive word with a name but not equal to it."""
        named = {c.name for c in found if c.exact}
        for name in self.names:
            if len(name.keys) < 2 or (not name.is_room and name in named):
                continue
            distinctive = frozenset(name.distinctive_keys)
            for i in open_hits:
                word = tokens.keys[i]
                if taken[i] or not tokens.capitalized(i) or word.isdigit():
                    continue
                if hits[word].isdisjoint(distinctive):
                    continue
                first, last = _name_like_phrase(tokens, i, taken)
                if last > first and _names_something(
                    tokens, first, last, i, hits[word] & distinctive
                ):
                    yield _Candidate(first, last, name, False)

    def _cued_rooms(self, tokens: Tokens, taken: list[bool]) -> Iterable[ForeignRoom]:
        text, keys, starts, ends = tokens.text, tokens.keys, tokens.starts, tokens.ends
        term_keys = {n.keys for n in self.names if not n.is_room}
        for match in _room_cues(tokens.runs):
            start, end, cue = _cued_room_span(match)
            first = bisect_left(starts, start)
            if first == len(starts) or starts[first] != start:
                continue
            last = first
            while last + 1 < len(tokens) and ends[last + 1] <= end:
                last += 1
            if ends[last] != end:
                continue
            # An article opens the name only before another word: "Room A" is named "A".
            while first <= last and (
                keys[first] in ROOM_NOUNS or (keys[first] in ARTICLES and first < last)
            ):
                cue = "after_noun" if keys[first] in ROOM_NOUNS else cue
                first += 1
            if first > last or any(taken[first : last + 1]):
                continue
            capital_noun = cue == "after_noun" and text[match.start()].isupper()
            if not tokens.words[first][0].isupper():
                continue  # "Room 204" is as often a number on a door as a room of the venue
            if first == last and len(tokens.words[first]) == 1 and not capital_noun:
                continue  # "Room A" is a room; "the room A projector" is not
            room_keys = tuple(keys[first : last + 1])
            if room_keys in term_keys or room_keys[0] in _NOT_ROOMS:
                continue
            if _is_address(tokens, first, last):
                continue  # "à la Seestrasse 12, 8002 Zürich": where the venue is, not a room
            start, end = starts[first], ends[last]
            if cue == "after_german_preposition" and not _GERMAN_PLACE_VERB.search(
                _sentence_around(text, start, end)
            ):
                continue
            feminine = cue == "after_german_preposition" and text.startswith(
                _GERMAN_FEMININE_CUES, match.start()
            )
            yield ForeignRoom(start, end, text[start:end], False, stand_in_only=feminine)

    def _subject_rooms(
        self, tokens: Tokens, taken: list[bool], found: list[ForeignRoom]
    ) -> Iterable[ForeignRoom]:
        """A name that opens a sentence as the subject of a booking's predicate: "The Pine
        Parlour is reserved for you", "La Salle Arolle est réservée", "Il Salotto è riservato"."""
        text, starts, ends = tokens.text, tokens.starts, tokens.ends
        if search(_ALLOCATION, text) is None:
            return
        for match in scan(_SUBJECT_ROOM, text):
            start, end = match.span("name")
            first = bisect_left(starts, start)
            last = bisect_left(ends, end)
            if first >= len(starts) or last >= len(ends) or starts[first] != start:
                continue
            if any(taken[first : last + 1]) or tokens.keys[first] in _NOT_ROOMS:
                continue
            if any(room.start < end and start < room.end for room in found):
                continue
            if match.group("article") in _GERMAN_ARTICLES and first == last:
                continue  # German capitalises every noun: "Die Buchung ist bestätigt"
            yield ForeignRoom(start, end, text[start:end], False, stand_in_only=True)


# After an address's house number: ", 8002 Zürich", " 8002 Zürich".
_POSTCODE_AFTER = compile_pattern(r",?[ \u00a0]\d{4,5}[ \u00a0]\p{Lu}")
_HOUSE_NUMBER = compile_pattern(r"\d{1,4}[a-zA-Z]?")


def _is_address(tokens: Tokens, first: int, last: int) -> bool:
    """Whether the words first..last name an address: a street word ("Seestrasse", "rue",
    "via") and a house number, or a house number before a postcode and a place."""
    words = tokens.words
    numbered = _HOUSE_NUMBER.fullmatch(words[last]) is not None
    following = last + 1 < len(tokens) and _HOUSE_NUMBER.fullmatch(words[last + 1]) is not None
    if not (numbered or following):
        return False
    if any(is_street_word(word) for word in words[first : last + 1]):
        return True
    end = tokens.ends[last + 1] if following and not numbered else tokens.ends[last]
    return _POSTCODE_AFTER.match(tokens.text, end) is not None


def _groups(key: str) -> frozenset[int]:
    return _WORD_GROUPS.get(key, frozenset())


def _translations_of(key: str) -> frozenset[str]:
    """The key and every word that shares a glossary group with it."""
    return frozenset({key}.union(*(_GROUP_MEMBERS[group] for group in _groups(key))))


@lru_cache(maxsize=65536)
def _near_miss(word: str, key: str) -> bool:
    if len(key) < _MIN_FUZZY_LENGTH or abs(len(word) - len(key)) > _MAX_LENGTH_GAP or word == key:
        return False
    if (word.startswith(key) or key.startswith(word)) and min(len(word), len(key)) >= 4:
        return True  # "salone" for "salon"; but "for" is no "Forum"
    return Levenshtein.distance(word, key, score_cutoff=2) <= (1 if len(key) < 8 else 2)


@lru_cache(maxsize=65536)
def _words_match(word: str, key: str) -> bool:
    return word == key or bool(_groups(word) & _groups(key)) or _near_miss(word, key)


_MOST_JOINING_WORDS = 2


def _window(
    tokens: Tokens, first: int, size: int, words: set[int], taken: list[bool]
) -> list[int] | None:
    """The tokens from `first` on that make `size` words of a name, with at most two joining
    words between them, every token free and joined to the last by a light separator."""
    chosen = [first]
    joining = 0
    j = first
    while len(chosen) < size:
        j += 1
        if j >= len(tokens) or taken[j] or not tokens.joined(j - 1, j):
            return None
        if j in words:
            chosen.append(j)
        elif tokens.keys[j] in JOINING_WORDS and joining < _MOST_JOINING_WORDS:
            joining += 1
        else:
            return None
    return chosen if not taken[first] else None


def _translates(window: Sequence[str], keys: Sequence[str]) -> bool:
    """True when the words in `window`, in any order, each translate one word of `keys`."""
    if len(window) != len(keys) or len(keys) > 4:
        return False
    return any(
        all(_words_match(w, k) for w, k in zip(window, order, strict=True))
        for order in permutations(keys)
    )


def _lower_case_alias_names(form: tuple[str, ...], keys: Sequence[str], start: int) -> bool:
    """An alias of several words in lower case names its room after a definite article, unless
    its words are only a room noun and a size ("la sala grande" is any big room)."""
    if len(form) < 2 or start == 0 or keys[start - 1] not in DEFINITE_ARTICLES:
        return False
    return any(word not in ROOM_NOUNS and word not in SIZE_WORDS for word in form)


def _names_something(tokens: Tokens, first: int, last: int, anchor: int, shared: Set[str]) -> bool:
    """Whether a phrase that shares only a room noun with a name ("Raum" for "Saal") holds a word
    of its own besides it: "Kleiner Saal" does, "Folgender Raum" and "Raum Ihnen" do not."""
    if not shared <= ROOM_NOUNS:
        return True
    others = [tokens.keys[j] for j in range(first, last + 1) if j != anchor]
    return any(key not in FUNCTION_WORDS for key in others)


def _name_like_phrase(tokens: Tokens, anchor: int, taken: list[bool]) -> tuple[int, int]:
    first = last = anchor
    while first > 0 and not taken[first - 1] and tokens.joined(first - 1, first):
        if not tokens.capitalized(first - 1) or tokens.keys[first - 1] in ARTICLES:
            break
        first -= 1
    while last + 1 < len(tokens) and not taken[last + 1] and tokens.joined(last, last + 1):
        if not tokens.capitalized(last + 1):
            break
        last += 1
    return first, last


_NAME = r"(?:\p{Lu}[\p{L}\p{N}]*(?:[.’'-]\p{L}+)?|\p{N}{1,3})(?:[ \u00a0](?:\p{Lu}[\p{L}\p{N}]*|\p{N}{1,3}|[A-Z]\b)){0,3}"
# The phrases that open a room cue, by the place of the name they cue.
_NOUN_CUES = (
    "room",
    "Room",
    "hall",
    "Hall",
    "Raum",
    "Saal",
    "salle",
    "Salle",
    "sala",
    "Sala",
    "Zimmer",
    "Seminarraum",
    "Sitzungszimmer",
)
_ARTICLE_CUES = ("the", "die", "den", "der")  # before the name and a room noun: "the Kubus room"
_NOUNS_AFTER_NAME = ("room", "Room", "hall", "Hall", "Raum", "Saal", "Suite", "suite")
_PREPOSITION_CUES = (
    "in the",
    "to the",
    "into the",
    "at the",
    "dans la",
    "dans le",
    "à la",
    "au",
    "nel",
    "nella",
    "nello",
)
_GERMAN_PREPOSITION_CUES = ("im", "ins", "in der", "in die")
# "in der X" names a room as often as a place of the town ("in der Altstadt"): such a name may
# stand for the room the facts lack, never be cut as a room of its own.
_GERMAN_FEMININE_CUES = ("in der", "in die")


def _cue_alternation(phrases: Iterable[str]) -> str:
    return "|".join(
        r"[ \u00a0]".join(regex.escape(word) for word in phrase.split()) for phrase in phrases
    )


_ROOM_CUE = compile_pattern(
    rf"""
    \b(?:{_cue_alternation(_NOUN_CUES)})(?:[ \u00a0]?:)?[ \u00a0](?P<after_noun>{_NAME})
    | \b(?:{_cue_alternation(_ARTICLE_CUES)})[ \u00a0](?P<before_noun>{_NAME})[ \u00a0](?:{_cue_alternation(_NOUNS_AFTER_NAME)})\b
    | \b(?:{_cue_alternation(_PREPOSITION_CUES)})[ \u00a0](?P<after_preposition>{_NAME})
    | \b(?:{_cue_alternation(_GERMAN_PREPOSITION_CUES)})[ \u00a0](?P<after_german_preposition>{_NAME})
    """,
    flags=regex.VERBOSE,
)
# What a reply says of the room it offers, right after the room's name: the predicates of
# allocation in four languages ("is reserved", "ist gebucht", "est réservée", "è disponibile").
_ALLOCATION_WORDS = r"""
    (?:is|has[ ]been|was)[ ](?:now[ ])?(?:reserved|booked|confirmed|available|yours|free|held)
    | (?:ist|wird|wurde|steht)(?:[ ][^\s!?,;:]+){0,6}?[ ]
      (?:reserviert|gebucht|bestätigt|frei|verfügbar|zur[ ]Verfügung)
    | (?:est|a[ ]été|sera)[ ](?:bien[ ])?(?:réservée?|disponible|confirmée?|libre|à[ ]vous)
    | (?:è|è[ ]stata|è[ ]stato|sarà)[ ](?:riservat[ao]|prenotat[ao]|disponibile|confermat[ao]|liber[ao])
"""
_ALLOCATION = compile_pattern(rf"(?x)\b(?:{_ALLOCATION_WORDS})\b")
# A name's words, joined by the small words names take: "Salon des Pins", "Sala degli Specchi".
_NAME_WITH_PARTICLES = (
    r"\p{Lu}[\p{L}\p{N}]*(?:[.’'-]\p{L}+)?"
    r"(?:[ \u00a0](?:(?:de|des|du|de[ ]la|di|del|della|degli|dei|of|of[ ]the|von|vom|am)[ \u00a0])?"
    r"(?:\p{Lu}[\p{L}\p{N}]*|\p{N}{1,3})){0,3}"
)
# The name opens its sentence, after an article: "The Pine Parlour is reserved".
_SUBJECT_ROOM = compile_pattern(
    rf"""(?x)
    (?:^|(?<=[.!?:][ \u00a0])|(?<=\n))
    (?P<article>The|Die|Der|Das|Le|La|L['’]|Il|Lo)[ \u00a0]?(?<=[ '’\u00a0])
    (?P<name>{_NAME_WITH_PARTICLES})
    (?:[ \u00a0](?:room|hall|suite|lounge|Raum|Saal|salle|sala))?
    [ \u00a0](?:{_ALLOCATION_WORDS})\b
    """
)
_GERMAN_ARTICLES = ("Die", "Der", "Das")
_ROOM_CUE_OPENINGS = Openings(
    (*_NOUN_CUES, *_ARTICLE_CUES, *_PREPOSITION_CUES, *_GERMAN_PREPOSITION_CUES)
)


def _room_cues(runs: Runs) -> Iterator[regex.Match[str]]:
    """The room cue matches of a text, tried only where a cue opens and a name may follow it."""
    openings = runs.openings(_ROOM_CUE_OPENINGS)
    if openings is None:
        return scan(_ROOM_CUE, runs.text)
    return scan_at(
        _ROOM_CUE, runs.text, [runs.starts[i] for i in openings if _may_open_room_cue(runs, i)]
    )


def _may_open_room_cue(runs: Runs, i: int) -> bool:
    """Whether the run `i`, the first word of a room cue, is followed as every such cue needs."""
    words, end = runs.words, runs.ends[i]
    if runs.text[end : end + 1] not in (" ", "\u00a0", ":"):  # "Salle : X", "Room: X"
        return False
    # The name opens with a capital or a digit, one or two runs after the cue's first one.
    if all(word[0].islower() for word in words[i + 1 : i + 3]):
        return False
    # After an article, a room noun follows the name, which spans at most five runs.
    return words[i] not in _ARTICLE_CUES or any(
        word in _NOUNS_AFTER_NAME for word in words[i + 2 : i + 7]
    )


# A German "im X" names a room only where the sentence speaks of using a place.
_GERMAN_PLACE_VERB = compile_pattern(
    r"\b(?:statt|stattfinden|findet|reserviert|gebucht|bestätigt|nutzen|benutzen|befindet|ausweichen|verschieben|zur Verfügung|erwarten|empfangen|begrüssen|begrüßen)\b"
)
_NOT_ROOMS = (
    FUNCTION_WORDS
    | frozenset(fold(word) for word in PLACE_NOUNS)
    | frozenset(
        """januar februar marz april mai juni juli august september oktober november dezember
    signor signora herr frau monsieur madame mr mrs ms dr
    chf eur usd gbp sfr""".split()  # "Saal CHF 5.00" is a price after a room's name
    )
)


def _cued_room_span(match: regex.Match[str]) -> tuple[int, int, str]:
    for group in ("after_noun", "before_noun", "after_preposition", "after_german_preposition"):
        if match.group(group):
            start, end = match.span(group)
            return start, end, group
    raise AssertionError("the room cue pattern always captures a name")


def _sentence_around(text: str, start: int, end: int) -> str:
    """The sentence around a cue, from the last ";" before it if that is nearer."""
    begin, stop = sentence_at(text, start, end)
    return text[max(begin, text.rfind(";", begin, start) + 1) : stop]


# Compiled matchers by the hash of what they were built from: at most this many, holding at
# most this many names and aliases together (a catalog of 500 rooms with 50 aliases each is
# 25,500), the least recently used dropped first.
MATCHER_CACHE_ENTRIES = 256
MATCHER_CACHE_NAMES = 250_000
_matchers: OrderedDict[bytes, tuple[NameMatcher, int]] = OrderedDict()
_matchers_held = 0
_matchers_lock = threading.Lock()


def matcher_for(
    names: tuple[tuple[str, str], ...],
    catalog_rooms: tuple[str, ...] = (),
    aliases: tuple[tuple[str, tuple[str, ...]], ...] = (),
) -> NameMatcher:
    """A matcher for the given (name, kind) pairs, catalog rooms and staff aliases, compiled once
    per content and kept in a bounded cache."""
    global _matchers_held
    digest = hashlib.blake2b(
        repr((names, catalog_rooms, aliases)).encode("utf-8", "surrogatepass"), digest_size=20
    ).digest()
    with _matchers_lock:
        held = _matchers.get(digest)
        if held is not None:
            _matchers.move_to_end(digest)
            return held[0]
    extra: Mapping[str, tuple[str, ...]] = dict(aliases)
    matcher = NameMatcher(
        [make_name(value, cast(NameKind, kind), extra.get(value, ())) for value, kind in names],
        [make_name(room, "room", extra.get(room, ())) for room in catalog_rooms],
    )
    weight = 1 + len(names) + len(catalog_rooms) + sum(len(values) for _, values in aliases)
    if weight > MATCHER_CACHE_NAMES:
        return matcher
    with _matchers_lock:
        if digest not in _matchers:
            _matchers[digest] = (matcher, weight)
            _matchers_held += weight
        while len(_matchers) > MATCHER_CACHE_ENTRIES or _matchers_held > MATCHER_CACHE_NAMES:
            _, (_, dropped) = _matchers.popitem(last=False)
            _matchers_held -= dropped
    return matcher


def matchers_cached() -> tuple[int, int]:
    """How many matchers the cache holds, and how many names and aliases they hold together."""
    with _matchers_lock:
        return len(_matchers), _matchers_held


# Small words a translation joins a name's words with, in any of the four languages: "Terrasse
# du lac", "terrazza sul lago", "Terrasse am See", "terrace by the lake".
_TRANSLATION_JOINERS = JOINING_WORDS | ARTICLES | PREPOSITIONS


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
    for variant in (name.keys, *name.parts):
        size = len(variant)
        if size < 2 or size > 4:
            continue
        for first in range(len(tokens)):
            if not free[first] or not any(_words_match(keys[first], k) for k in variant):
                continue
            chosen = _translation_window(tokens, first, variant, free)
            if chosen is None:
                continue
            window = [keys[j] for j in chosen]
            if window != list(name.keys) and _translates(window, variant):
                span = (tokens.starts[first], tokens.ends[chosen[-1]])
                if span not in found:
                    found.append(span)
    return found


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
        if any(_words_match(key, k) for k in variant):
            chosen.append(j)
        elif key in _TRANSLATION_JOINERS and joining < _MOST_JOINING_WORDS:
            joining += 1
        else:
            return None
    return chosen
