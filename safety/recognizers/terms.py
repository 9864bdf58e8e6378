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

import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import permutations
from typing import Literal, NamedTuple

import regex
from rapidfuzz.distance import Levenshtein

from safety.lang.glossary import PHRASE_GROUPS, WORD_GROUPS
from safety.mentions import TermMention
from safety.patterns import compile_pattern, scan, word_spans

NameKind = Literal["room", "product", "feature"]

_TOKEN = compile_pattern(r"[\p{L}\p{N}]+")
# What may stand between the words of one name: a space, a hyphen, a dot, an apostrophe.
_LIGHT_SEPARATORS = frozenset({" ", "\u00a0", "-", ".", "'", "’", "_", "/", " - ", " – "})
_ARTICLES = frozenset(
    "the a an der die das den dem des ein eine le la les l un une du au aux il lo gli i al alla del della nel nella".split()
)
# Common venue places that read like names after a preposition but are no rooms of their own.
_PLACE_NOUNS = frozenset(
    """foyer lobby entrance reception restaurant bar garden terrace hotel garderobe eingang empfang
    eingangsbereich garten terrasse haus restaurant bistro keller erdgeschoss obergeschoss
    untergeschoss dachgeschoss preis voraus anschluss rahmen namen freien vorfeld anhang detail
    zentrum bereich angebot laufe fall hinblick auftrag moment allgemeinen sommer winter frühling
    herbst haupthaus nebenraum vestiaire jardin entrée accueil hall réception guardaroba giardino
    ingresso reception atrio terrazza""".split()
)
_MIN_FUZZY_LENGTH = 5
_MAX_LENGTH_GAP = 2  # a near miss is at most this many letters longer or shorter


def fold(text: str) -> str:
    """Case- and accent-insensitive form used to compare words."""
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).replace("’", "'")


# Replies repeat their words from one to the next; remembering the folded form of short words
# saves most of the folding, and leaving long ones out bounds the memory that costs.
_fold_short_word = lru_cache(maxsize=16384)(fold)
_LONGEST_REMEMBERED_WORD = 32


class Token(NamedTuple):
    start: int
    end: int
    text: str
    key: str

    @property
    def capitalized(self) -> bool:
        return self.text[:1].isupper() or self.text.isdigit()


def tokenize(text: str) -> list[Token]:
    tokens = []
    for start, end in word_spans(text):
        word = text[start:end]
        key = _fold_short_word(word) if end - start <= _LONGEST_REMEMBERED_WORD else fold(word)
        tokens.append(Token(start, end, word, key))
    return tokens


def _word_keys(text: str) -> tuple[str, ...]:
    return tuple(fold(m.group()) for m in _TOKEN.finditer(text))


def _build_word_groups() -> dict[str, frozenset[int]]:
    groups: dict[str, set[int]] = {}
    for index, group in enumerate(WORD_GROUPS):
        for word in group:
            keys = _word_keys(word)
            if len(keys) == 1:
                groups.setdefault(keys[0], set()).add(index)
    return {word: frozenset(ids) for word, ids in groups.items()}


def _build_phrase_partners() -> dict[tuple[str, ...], frozenset[tuple[str, ...]]]:
    partners: dict[tuple[str, ...], set[tuple[str, ...]]] = {}
    for group in (*PHRASE_GROUPS, *(g for g in WORD_GROUPS if any(" " in w for w in g))):
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


_WORD_GROUPS = _build_word_groups()
_GROUP_MEMBERS = _build_group_members(_WORD_GROUPS)
_PHRASE_PARTNERS = _build_phrase_partners()


@dataclass(frozen=True, slots=True)
class Name:
    """A canonical room or term with the token forms that stand for it."""

    canonical: str
    kind: NameKind
    keys: tuple[str, ...]
    aliases: tuple[tuple[str, ...], ...]

    @property
    def is_room(self) -> bool:
        return self.kind == "room"

    @property
    def distinctive_keys(self) -> tuple[str, ...]:
        return tuple(k for k in self.keys if len(k) >= 3 and not k.isdigit() and k not in _ARTICLES)


def make_name(canonical: str, kind: NameKind, extra_aliases: Iterable[str] = ()) -> Name:
    keys = _word_keys(canonical)
    aliases = set(_PHRASE_PARTNERS.get(keys, ()))
    aliases.update(k for k in (_word_keys(a) for a in extra_aliases) if k)
    if len(keys) > 1 and keys[0] in _ARTICLES:
        aliases.add(keys[1:])  # "au Petit Salon" names "Le Petit Salon"
    aliases.discard(keys)
    return Name(canonical, kind, keys, tuple(sorted(aliases, key=len, reverse=True)))


@dataclass(frozen=True, slots=True)
class ForeignRoom:
    """A room-like name in the text that is none of the fact rooms."""

    start: int
    end: int
    text: str
    in_catalog: bool


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


class _KeyHits:
    """Which keys of a set of names each word stands for: itself, a translation or a near miss.

    Built once per set of names, so that the finders below visit only the tokens of a text that
    can stand for a word of some name instead of comparing every token with every name.
    """

    def __init__(self, names: Sequence[Name]) -> None:
        keys = {key for name in names for key in name.keys}
        self._by_word: dict[str, set[str]] = {}
        for key in keys:
            for word in _translations_of(key):
                self._by_word.setdefault(word, set()).add(key)
        fuzzy = [key for key in keys if len(key) >= _MIN_FUZZY_LENGTH]
        lengths = {len(key) + shift for key in fuzzy for shift in range(-_MAX_LENGTH_GAP, _MAX_LENGTH_GAP + 1)}
        self._fuzzy_by_length = {
            length: tuple(key for key in fuzzy if abs(len(key) - length) <= _MAX_LENGTH_GAP) for length in lengths
        }

    def of_text(self, tokens: Sequence[Token]) -> dict[str, frozenset[str]]:
        """Each token word of the text that stands for a name key, with the keys it stands for."""
        hits = {}
        for word in {token.key for token in tokens}:
            keys = self._by_word.get(word, set()) | {
                key for key in self._fuzzy_by_length.get(len(word), ()) if _near_miss(word, key)
            }
            if keys:
                hits[word] = frozenset(keys)
        return hits


class NameMatcher:
    """Finds the mentions of a set of names in texts. Build once per set of names."""

    def __init__(self, names: Sequence[Name], catalog_rooms: Sequence[Name] = ()) -> None:
        self.names = tuple(names)
        self.catalog_rooms = tuple(n for n in catalog_rooms if n.keys not in {m.keys for m in names})
        self._forms: dict[str, list[tuple[tuple[str, ...], Name, bool]]] = {}
        for name in (*self.names, *self.catalog_rooms):
            for keys, canonical_form in ((name.keys, True), *((a, False) for a in name.aliases)):
                self._forms.setdefault(keys[0], []).append((keys, name, canonical_form))
        for forms in self._forms.values():
            forms.sort(key=lambda form: len(form[0]), reverse=True)
        self._literal_patterns = [
            (name, compile_pattern(rf"(?<![\p{{L}}\p{{N}}]){regex.escape(name.canonical)}(?![\p{{L}}\p{{N}}])", regex.IGNORECASE))
            for name in (*self.names, *self.catalog_rooms)
            if not name.canonical.replace(" ", "").isalnum()
        ]
        self._key_hits = _KeyHits(self.names)

    def scan(self, text: str) -> TermScan:
        tokens = tokenize(text)
        taken = [False] * len(tokens)
        found: list[_Candidate] = []
        hits = self._key_hits.of_text(tokens)
        hit_positions = [i for i, token in enumerate(tokens) if token.key in hits]
        for candidates in (
            self._literal(text, tokens),
            self._exact_and_aliases(text, tokens),
            self._translations(text, tokens, taken, hits, hit_positions),
            self._misspellings(tokens, taken, hits, hit_positions),
            self._swapped_words(text, tokens, taken, found, hits, hit_positions),
        ):
            for candidate in candidates:
                if not any(taken[candidate.first : candidate.last + 1]):
                    found.append(candidate)
                    for i in range(candidate.first, candidate.last + 1):
                        taken[i] = True
        result = TermScan()
        for candidate in sorted(found, key=lambda c: c.first):
            start, end = candidate.span or (tokens[candidate.first].start, tokens[candidate.last].end)
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
        result.foreign_rooms.extend(self._cued_rooms(text, tokens, taken))
        result.foreign_rooms.sort(key=lambda r: r.start)
        return result

    # -- finders, strongest first -------------------------------------------------------------
    # Each yields its candidates lazily: a candidate is checked against the tokens that the ones
    # before it took.

    def _literal(self, text, tokens):
        """The canonical name as written, case aside, punctuation included ("Room B (Large)")."""
        for name, pattern in self._literal_patterns:
            for match in scan(pattern, text):
                first = next((i for i, t in enumerate(tokens) if t.end > match.start()), None)
                last = max((i for i, t in enumerate(tokens) if t.start < match.end()), default=None)
                if first is not None and last is not None and first <= last:
                    yield _Candidate(first, last, name, True, match.span())

    def _exact_and_aliases(self, text, tokens):
        for i, token in enumerate(tokens):
            for keys, name, canonical_form in self._forms.get(token.key, ()):
                last = i + len(keys) - 1
                if last >= len(tokens) or not _joined(text, tokens, i, last):
                    continue
                if all(tokens[i + j].key == keys[j] for j in range(len(keys))):
                    if name.is_room and not canonical_form and not tokens[i].capitalized:
                        # "salon" in running text is a word, not the room "Salon Rose".
                        if keys != name.keys[1:]:
                            continue
                    exact = canonical_form and _same_spelling(text, tokens, i, last, name)
                    if not canonical_form and keys == name.keys[1:]:
                        exact = True  # the name without its leading article
                    yield _Candidate(i, last, name, exact)
                    break

    def _translations(self, text, tokens, taken, hits, hit_positions):
        """A name of several words, each written translated or misspelled, in any order."""
        for name in self.names:
            size = len(name.keys)
            if size < 2:
                continue
            keys = frozenset(name.keys)
            relevant = [i for i in hit_positions if hits[tokens[i].key] & keys]
            relevant_set = set(relevant)
            for i in relevant:
                last = i + size - 1
                if not all(j in relevant_set for j in range(i + 1, last + 1)) or any(taken[i : last + 1]):
                    continue
                if not _joined(text, tokens, i, last):
                    continue
                window = [t.key for t in tokens[i : last + 1]]
                if window != list(name.keys) and _translates(window, name.keys):
                    if name.is_room and not all(t.capitalized for t in tokens[i : last + 1]):
                        continue
                    yield _Candidate(i, last, name, False)

    def _misspellings(self, tokens, taken, hits, hit_positions):
        """A one-word name written translated or misspelled ("Seeblik")."""
        for name in self.names:
            if len(name.keys) != 1 or len(name.keys[0]) < _MIN_FUZZY_LENGTH:
                continue
            key = name.keys[0]
            for i in hit_positions:
                token = tokens[i]
                if taken[i] or token.key == key or (name.is_room and not token.capitalized):
                    continue
                if key in hits[token.key]:
                    yield _Candidate(i, i, name, False)

    def _swapped_words(self, text, tokens, taken, found, hits, hit_positions):
        """A name-like phrase sharing a distinctive word with a name but not equal to it."""
        named = {c.name for c in found if c.exact}
        for name in self.names:
            if len(name.keys) < 2 or (not name.is_room and name in named):
                continue
            distinctive = frozenset(name.distinctive_keys)
            for i in hit_positions:
                token = tokens[i]
                if taken[i] or not token.capitalized or token.key.isdigit():
                    continue
                if not hits[token.key] & distinctive:
                    continue
                first, last = _name_like_phrase(text, tokens, i, taken)
                if last > first:
                    yield _Candidate(first, last, name, False)

    def _cued_rooms(self, text, tokens, taken) -> Iterable[ForeignRoom]:
        term_keys = {n.keys for n in self.names if not n.is_room}
        starts: dict[int, int] | None = None
        for match in scan(_ROOM_CUE, text):
            start, end, cue = _cued_room_span(match)
            if starts is None:
                starts = {t.start: i for i, t in enumerate(tokens)}
            first = starts.get(start)
            if first is None:
                continue
            last = first
            while last + 1 < len(tokens) and tokens[last + 1].end <= end:
                last += 1
            if tokens[last].end != end:
                continue
            while first <= last and (tokens[first].key in _ARTICLES or tokens[first].key in _ROOM_NOUNS):
                cue = "after_noun" if tokens[first].key in _ROOM_NOUNS else cue
                first += 1
            if first > last or any(taken[first : last + 1]) or not tokens[first].text[0].isupper():
                continue
            keys = tuple(t.key for t in tokens[first : last + 1])
            if keys in term_keys or keys[0] in _NOT_ROOMS:
                continue
            start, end = tokens[first].start, tokens[last].end
            if cue == "after_german_preposition" and not _GERMAN_PLACE_VERB.search(
                _sentence_around(text, start, end)
            ):
                continue
            yield ForeignRoom(start, end, text[start:end], False)


def _joined(text: str, tokens: list[Token], first: int, last: int) -> bool:
    return all(text[tokens[j].end : tokens[j + 1].start] in _LIGHT_SEPARATORS for j in range(first, last))


def _same_spelling(text: str, tokens: list[Token], first: int, last: int, name: Name) -> bool:
    written = text[tokens[first].start : tokens[last].end]
    return fold(written) == fold(name.canonical)


def _groups(key: str) -> frozenset[int]:
    return _WORD_GROUPS.get(key, frozenset())


def _translations_of(key: str) -> frozenset[str]:
    """The key and every word that shares a glossary group with it."""
    return frozenset({key}.union(*(_GROUP_MEMBERS[group] for group in _groups(key))))


@lru_cache(maxsize=65536)
def _near_miss(word: str, key: str) -> bool:
    if len(key) < _MIN_FUZZY_LENGTH or abs(len(word) - len(key)) > _MAX_LENGTH_GAP or word == key:
        return False
    if word.startswith(key) or key.startswith(word):
        return True  # "salone" for "salon"
    return Levenshtein.distance(word, key, score_cutoff=2) <= (1 if len(key) < 8 else 2)


@lru_cache(maxsize=65536)
def _words_match(word: str, key: str) -> bool:
    return word == key or bool(_groups(word) & _groups(key)) or _near_miss(word, key)


def _translates(window: Sequence[str], keys: Sequence[str]) -> bool:
    """True when the words in `window`, in any order, each translate one word of `keys`."""
    if len(window) != len(keys) or len(keys) > 4:
        return False
    return any(all(_words_match(w, k) for w, k in zip(window, order, strict=True)) for order in permutations(keys))


def _name_like_phrase(text: str, tokens: list[Token], anchor: int, taken: list[bool]) -> tuple[int, int]:
    first = last = anchor
    while first > 0 and not taken[first - 1] and _joined(text, tokens, first - 1, first):
        previous = tokens[first - 1]
        if not previous.capitalized or previous.key in _ARTICLES:
            break
        first -= 1
    while last + 1 < len(tokens) and not taken[last + 1] and _joined(text, tokens, last, last + 1):
        following = tokens[last + 1]
        if not following.capitalized:
            break
        last += 1
    return first, last


_NAME = r"(?:\p{Lu}[\p{L}\p{N}]*(?:[.’'-]\p{L}+)?|\p{N}{1,3})(?:[ \u00a0](?:\p{Lu}[\p{L}\p{N}]*|\p{N}{1,3}|[A-Z]\b)){0,3}"
_ROOM_CUE = compile_pattern(
    rf"""
    \b(?:room|Raum|Saal|salle|sala|Zimmer|Seminarraum|Sitzungszimmer)[ \u00a0](?P<after_noun>{_NAME})
    | \b(?:the|die|den|der)[ \u00a0](?P<before_noun>{_NAME})[ \u00a0](?:room|Raum|Saal)\b
    | \b(?:(?:in|to|into|at)[ \u00a0]the|dans[ \u00a0]l[ae]|à[ \u00a0]la|au|nel|nella|nello)[ \u00a0](?P<after_preposition>{_NAME})
    | \b(?:im|ins)[ \u00a0](?P<after_german_preposition>{_NAME})
    """,
    flags=regex.VERBOSE,
)
# A German "im X" names a room only where the sentence speaks of using a place.
_GERMAN_PLACE_VERB = compile_pattern(
    r"\b(?:statt|stattfinden|findet|reserviert|gebucht|bestätigt|nutzen|benutzen|befindet|ausweichen|verschieben|zur Verfügung)\b"
)
_ROOM_NOUNS = frozenset("room raum saal salle sala zimmer seminarraum sitzungszimmer".split())
_NOT_ROOMS = frozenset(fold(word) for word in _PLACE_NOUNS) | frozenset(
    """januar februar marz april mai juni juli august september oktober november dezember
    signor signora herr frau monsieur madame mr mrs ms dr""".split()
)


def _cued_room_span(match: regex.Match[str]) -> tuple[int, int, str]:
    for group in ("after_noun", "before_noun", "after_preposition", "after_german_preposition"):
        if match.group(group):
            start, end = match.span(group)
            return start, end, group
    raise AssertionError("the room cue pattern always captures a name")


def _sentence_around(text: str, start: int, end: int) -> str:
    left = max(text.rfind(".", 0, start), text.rfind("\n", 0, start), text.rfind(";", 0, start))
    right = min((i for i in (text.find(".", end), text.find("\n", end)) if i != -1), default=len(text))
    return text[left + 1 : right]
@lru_cache(maxsize=256)
def matcher_for(
    names: tuple[tuple[str, NameKind], ...],
    catalog_rooms: tuple[str, ...] = (),
    aliases: tuple[tuple[str, tuple[str, ...]], ...] = (),
) -> NameMatcher:
    """A cached matcher for the given (name, kind) pairs, catalog rooms and staff aliases."""
    extra: Mapping[str, tuple[str, ...]] = dict(aliases)
    return NameMatcher(
        [make_name(value, kind, extra.get(value, ())) for value, kind in names],
        [make_name(room, "room", extra.get(room, ())) for room in catalog_rooms],
    )
