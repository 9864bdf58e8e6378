"""Room, product and feature names: exact mentions, altered ones, and rooms the facts do not name.

A name is found as written ("Punkt.Null", case aside), as a spacing or punctuation variant
("Punkt Null"), as an alias or translation ("roof terrace" for "Dachterrasse", "Bühne" for
"stage"), word by word translated ("Blaue Lounge" for "Lounge Bleue", "classic menu" for
"Menu Classique"), misspelled ("Seeblik"), or with one of its words swapped ("Forum 3" for
"Forum 2", "Flying Buffet" for "Flying Dinner"). Everything but the first form is an altered
mention that the corrector restores to the canonical name.

Rooms the facts do not name are found from the venue's catalog when one is given, and from cues
any reply uses: "the X room", "Room X", "in the X", "X is reserved" (safety.recognizers.room_cues).
"""

from __future__ import annotations

import hashlib
import threading
from bisect import bisect_left, bisect_right
from collections import OrderedDict
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, cast

import regex
from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from safety.lang.name_words import (
    ARTICLES,
    DEFINITE_ARTICLES,
    FUNCTION_WORDS,
    JOINING_WORDS,
    ROOM_NOUNS,
    SIZE_WORDS,
)
from safety.mentions import TermMention
from safety.patterns import compile_pattern, scan
from safety.recognizers.name_forms import (
    MAX_LENGTH_GAP,
    MIN_FUZZY_LENGTH,
    MOST_JOINING_WORDS,
    SHORTEST_PART,
    Name,
    Tokens,
    compound_parts,
    make_name,
    near_miss,
    translates,
    translations_of,
)
from safety.recognizers.room_cues import ForeignRoom, cued_rooms, subject_rooms

if TYPE_CHECKING:
    from safety.kinds.base import NameKind

# Between a name and an alias shown after it, and after the alias: "Seesicht (Vue sur le lac)".
_BRACKET_OPENS = regex.compile(r"[ \u00a0]{0,3}\([ \u00a0]{0,3}")
_BRACKET_CLOSES = regex.compile(r"[ \u00a0]{0,3}\)")


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
_Hits = dict[str, frozenset[str]]


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
            for word in translations_of(key):
                self._by_word.setdefault(word, set()).add(key)
        self._fuzzy_keys = tuple(sorted(key for key in keys if len(key) >= MIN_FUZZY_LENGTH))
        # The keys each word seen so far stands for (empty for most): a word's keys depend on the
        # word alone, and replies repeat their words, a corrected reply those of its draft.
        self._known: dict[str, frozenset[str]] = {}

    def of_text(self, words: set[str]) -> _Hits:
        """Each of `words` that stands for a name key, with the keys it stands for."""
        known = self._known
        if len(known) > _KNOWN_WORDS:
            known.clear()
        hits: _Hits = {}
        new: list[str] = []
        for word in words:
            keys = known.get(word)
            if keys is None:
                new.append(word)
            elif keys:
                hits[word] = keys
        if not new:
            return hits
        found = {word: set(self._by_word.get(word, ())) for word in new}
        if self._fuzzy_keys:
            for key in self._fuzzy_keys:
                # Every near miss is within two edits; the exact test runs on those only.
                close = process.extract(
                    key,
                    new,
                    scorer=Levenshtein.distance,
                    score_cutoff=MAX_LENGTH_GAP,
                    limit=None,
                )
                for word, _, _ in close:
                    if near_miss(word, key):
                        found[word].add(key)
        for word, stands_for in found.items():
            known[word] = frozen = frozenset(stands_for)
            if frozen:
                hits[word] = frozen
        return hits


# The words whose keys a set of names remembers, at most, then it starts afresh: a reply's words
# and its correction's, and those of the next replies, but little memory for every matcher held.
_KNOWN_WORDS = 1024


# A near miss (near_miss) is at most two edits, so of a word cut into three pieces one piece
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
    word of at least MIN_FUZZY_LENGTH letters, see near_miss), only if it shares with it the
    whole word, or one of the three pieces of the name's word at the same place give or take two
    letters. The index offers every name that shares this at every word; the caller runs the
    exact test on those (tests/safety/recognizers/test_terms.py proves it offers every one the test accepts).
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
        if len(word) >= MIN_FUZZY_LENGTH:
            for piece, (start, end) in enumerate(_pieces(len(word))):
                yield (size, position, piece, len(word), word[start:end])

    def _codes_near(
        self, size: int, position: int, word: str
    ) -> Iterator[tuple[int, int, int, int, str]]:
        """The codes of every word of a name that `word` may equal or nearly equal."""
        lengths = self._lengths.get((size, position), set())
        if len(word) in lengths:
            yield (size, position, -1, len(word), word)
        low = max(MIN_FUZZY_LENGTH, len(word) - MAX_LENGTH_GAP)
        for length in lengths.intersection(range(low, len(word) + MAX_LENGTH_GAP + 1)):
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
                    slack = (MAX_LENGTH_GAP - abs(gap)) // 2
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
                score_cutoff=MAX_LENGTH_GAP,
                limit=None,
            )
            alive = [
                alive[index]
                for _, _, index in close
                if word == alive[index][position] or near_miss(word, alive[index][position])
            ]
        return bool(alive)

    def scan(self, text: str) -> TermScan:
        tokens = Tokens(text)
        taken = [False] * len(tokens)
        found: list[_Candidate] = []
        words = set(tokens.keys)
        forms = self._forms
        # The tokens a name or alias may open at, for the finders of written forms.
        openings = (
            [i for i, key in enumerate(tokens.keys) if key in forms]
            if not words.isdisjoint(forms)
            else []
        )
        self._take(found, taken, self._shown(tokens, openings))
        self._take(found, taken, self._literal(tokens))
        self._take(found, taken, self._exact_and_aliases(tokens, openings))
        hits = self._key_hits.of_text(words)
        # Only tokens that stand for a name word and are not taken yet can start a fuzzy candidate.
        open_hits = (
            [i for i, key in enumerate(tokens.keys) if key in hits and not taken[i]] if hits else []
        )
        compounds = _capitalised_compounds(tokens, taken)
        if open_hits or compounds:
            self._take(found, taken, self._translations(tokens, taken, hits, open_hits, compounds))
        if open_hits:
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
        term_keys = {n.keys for n in self.names if not n.is_room}
        result.foreign_rooms.extend(cued_rooms(tokens, taken, term_keys))
        result.foreign_rooms.extend(subject_rooms(tokens, taken, result.foreign_rooms))
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

    def _shown(self, tokens: Tokens, openings: list[int]) -> Iterator[_Candidate]:
        """A name as written followed by an alias in brackets, as replies show a name with the
        translation staff gave it ("Seesicht (Vue sur le lac)", see safety.venue.shown_name):
        the name itself when the alias is its own, an altered mention of it when the alias
        stands for another name ("Seesicht (terrasse sur le toit)")."""
        if not self._alias_owners:
            return
        keys, text = tokens.keys, tokens.text
        for i in openings:
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

    def _exact_and_aliases(self, tokens: Tokens, openings: list[int]) -> Iterator[_Candidate]:
        keys = tokens.keys
        for i in openings:
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
        self,
        tokens: Tokens,
        taken: list[bool],
        hits: _Hits,
        open_hits: list[int],
        compounds: list[tuple[int, tuple[str, ...]]],
    ) -> Iterator[_Candidate]:
        """A name of several words, each written translated or misspelled, in any order, with
        the small words a language joins them with ("déjeuner d'affaires", "pacchetto tecnico"
        for "Technikpaket", read by its parts), or as one German compound of the translated words
        ("Winzerteller" for "Winzerplatte")."""
        keys = tokens.keys
        for name in self.names:
            for variant in (name.keys, *name.parts):
                size = len(variant)
                if size < 2:
                    continue
                for i, parts in compounds:
                    if (
                        taken[i]
                        or len(parts) != size
                        or keys[i] in name.keys
                        or not translates(parts, variant)
                    ):
                        continue
                    if not self._names_another((keys[i],), name):
                        yield _Candidate(i, i, name, False)  # "Winzerteller" for "Winzerplatte"
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
                    if window != list(name.keys) and translates(window, variant):
                        if name.is_room and not all(tokens.capitalized(j) for j in chosen):
                            continue
                        yield _Candidate(i, chosen[-1], name, False)

    def _misspellings(
        self, tokens: Tokens, taken: list[bool], hits: _Hits, open_hits: list[int]
    ) -> Iterator[_Candidate]:
        """A one-word name written translated or misspelled ("Seeblik")."""
        for name in self.names:
            if len(name.keys) != 1 or len(name.keys[0]) < MIN_FUZZY_LENGTH:
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


def _capitalised_compounds(tokens: Tokens, taken: list[bool]) -> list[tuple[int, tuple[str, ...]]]:
    """The free capitalised words the lexicon knows only by their parts, with those parts: a
    German compound ("Trottenhalle" is "trotte", "halle") may translate a name of several words
    in one."""
    shortest = 2 * SHORTEST_PART
    # Each written word is looked at once, however often the text repeats it.
    parts_of = {}
    for word, key in dict(zip(tokens.words, tokens.keys, strict=True)).items():
        if len(word) >= shortest and word[:1].isupper():
            parts = compound_parts(key)
            if parts is not None:
                parts_of[word] = parts
    if not parts_of:
        return []
    return [
        (i, parts_of[word])
        for i, word in enumerate(tokens.words)
        if word in parts_of and not taken[i]
    ]


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
        elif tokens.genitive(j):
            continue  # "the winemaker's platter"
        elif tokens.keys[j] in JOINING_WORDS and joining < MOST_JOINING_WORDS:
            joining += 1
        else:
            return None
    return chosen if not taken[first] else None


def _lower_case_alias_names(form: tuple[str, ...], keys: Sequence[str], start: int) -> bool:
    """An alias of several words in lower case names its room after a definite article, unless
    its words are only a room noun and a size (an Italian "the big room" is any big room)."""
    if len(form) < 2 or start == 0 or keys[start - 1] not in DEFINITE_ARTICLES:
        return False
    return any(word not in ROOM_NOUNS and word not in SIZE_WORDS for word in form)


def _names_something(tokens: Tokens, first: int, last: int, anchor: int, shared: Set[str]) -> bool:
    """Whether a phrase that shares only a room noun with a name ("room" for "hall") holds a word
    of its own besides it: "Small Hall" does, "the following room" and "room for you" do not."""
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
        [make_name(value, cast("NameKind", kind), extra.get(value, ())) for value, kind in names],
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
