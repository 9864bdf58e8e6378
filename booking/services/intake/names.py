"""The rooms, products and features a client message names, and the names it uses that the
catalog does not have.

Names are found by the safety terms recognizer, built from the catalog's canonical names and
aliases. What it reports as an altered name is only taken for a catalog name when the words
written correspond to the name or one of its aliases word by word (same word, a small
misspelling, or a glossary translation: a German declined form, "Apéro-Paket", "Rose Salon"). A name
that merely shares a word with a catalog name ("the Blue Room", "Room
Sonnenblick", "Gold Package") is an unknown name, never a fact, and comes with the closest
catalog names as suggestions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from typing import Literal

from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

from safety.lang import Lang
from safety.lang.glossary import PHRASE_GROUPS, WORD_GROUPS
from safety.lang.noun_classes import INFLECTION_ENDINGS
from safety.mail_context import keys_of
from safety.mentions import TermMention
from safety.recognizers.terms import NameMatcher, matcher_for
from safety.text import fold

from .catalog import CatalogName
from .cues import (
    ARTICLES,
    COMMON_WORDS,
    CONJUNCTIONS,
    DEFINITE_ARTICLES,
    FUNCTION_WORDS,
    INDEFINITE_ARTICLES,
    LEGAL_FORMS,
    PLACE_PREPOSITIONS,
    PROPOSALS,
    REMOVAL_AFTER,
    REMOVAL_BEFORE,
    REPLACED_BEFORE,
    ROOM_NOUNS,
    ROOM_WORDS,
    MessageWords,
)

UnknownKind = Literal["room", "term"]
Keys = tuple[str, ...]

MAX_SUGGESTIONS = 3
SUGGESTION_MIN_SCORE = 60
_MAX_WORDS_COMPARED = 4
_MAX_MODIFIER_WORDS = 2
_MAX_COMPANY_WORDS = 3
# Nouns that name an offer when a name stands beside them: "the Gold package", "le forfait Or".
_OFFER_NOUNS = frozenset(
    fold(word) for group in WORD_GROUPS if {"package", "menu"} & group for word in group
)
_LANGS_NAMING_AFTER_NOUN: frozenset[Lang] = frozenset({"fr", "it"})


@dataclass(frozen=True)
class UnknownName:
    """A name the client uses that matches nothing in the catalog."""

    written: str
    kind: UnknownKind
    suggestions: tuple[str, ...] = ()


@dataclass(frozen=True)
class StatedNames:
    rooms: tuple[str, ...] = ()
    products: tuple[str, ...] = ()
    features: tuple[str, ...] = ()
    rooms_removed: tuple[str, ...] = ()
    products_removed: tuple[str, ...] = ()
    features_removed: tuple[str, ...] = ()
    unknown: tuple[UnknownName, ...] = ()
    # Where the message writes catalog names: wishes are read around them (intake.wishes).
    spans: tuple[tuple[int, int], ...] = ()
    unknown_spans: tuple[tuple[int, int, str], ...] = ()  # where each unknown name stands
    wishes: tuple = ()  # intake.wishes.Wish, each wish in the client's words

    @property
    def said_any(self) -> bool:
        """Whether the message names anything, known or not, asked for or removed."""
        return any(
            (self.rooms, self.products, self.features, self.rooms_removed,
             self.products_removed, self.features_removed, self.unknown, self.wishes)
        )  # fmt: skip


@dataclass(frozen=True)
class _Said:
    """One name in the message: a catalog name (`name` set) or an unknown one."""

    start: int
    end: int
    written: str
    kind: Literal["room", "product", "feature", "term"]
    name: CatalogName | None = None


def stated_names(words: MessageWords, catalog: Sequence[CatalogName], lang: Lang) -> StatedNames:
    said = _names_said(words, catalog, lang)
    removed = _removed(words, said)
    asked = [s for s, gone in zip(said, removed, strict=True) if not gone]
    dropped = [s for s, gone in zip(said, removed, strict=True) if gone]
    return StatedNames(
        rooms=_canonical(asked, "room"),
        products=_canonical(asked, "product"),
        features=_canonical(asked, "feature"),
        rooms_removed=_canonical(dropped, "room"),
        products_removed=_canonical(dropped, "product"),
        features_removed=_canonical(dropped, "feature"),
        unknown=_unknown(asked, catalog),
        spans=tuple((s.start, s.end) for s in said if s.name is not None),
        unknown_spans=tuple((s.start, s.end, s.written) for s in asked if s.name is None),
    )


def suggestions_for(written: str, catalog: Sequence[CatalogName]) -> tuple[str, ...]:
    """The products and features closest to `written`, best first (at most three)."""
    return _suggestions(written, "term", catalog)


# -- finding names --------------------------------------------------------------------------------


def _names_said(words: MessageWords, catalog: Sequence[CatalogName], lang: Lang) -> list[_Said]:
    lookup = _lookup(tuple(catalog))
    found = _matcher(lookup).scan(words.text)
    said: list[_Said] = []
    for mention in found.mentions:
        entry = lookup[(mention.value, mention.kind)]
        if mention.kind == "room" and _common_noun(words, mention, entry):
            continue
        if _in_company_name(words, mention):
            continue
        if mention.exact or _corresponds(mention.text, entry):
            said.append(_Said(mention.start, mention.end, mention.text, entry.kind, entry))
        else:
            kind: UnknownKind = "room" if entry.kind == "room" else "term"
            said.append(_unknown_said(words, mention.start, mention.end, kind))
    for room in found.foreign_rooms:
        said.append(_unknown_said(words, room.start, room.end, "room"))
    said = [s for s in said if s.name is not None or _reads_as_a_name(s, words, catalog)]
    taken = [(s.start, s.end) for s in said]
    said.extend(_offer_names(words, taken, lang))
    return sorted(said, key=lambda s: s.start)


def _lookup(catalog: tuple[CatalogName, ...]) -> dict[tuple[str, str], CatalogName]:
    """Each name the matcher looks for, with the catalog entry it stands for.

    A room's aliases of several words are looked for as names of their own as well, so that
    "the roof terrace" is found as written: the matcher takes an alias for a room only when it is
    capitalised, to keep "salon" in running text from being "Salon Rose".
    """
    lookup: dict[tuple[str, str], CatalogName] = {(e.name, e.kind): e for e in catalog}
    for entry in catalog:
        if entry.kind == "room":
            for alias in entry.aliases:
                if len(keys_of(alias)) > 1:
                    lookup.setdefault((alias, "room"), entry)
    return lookup


def _matcher(lookup: dict[tuple[str, str], CatalogName]) -> NameMatcher:
    aliases: dict[str, tuple[str, ...]] = {}
    for entry in lookup.values():
        aliases[entry.name] = entry.aliases
    return matcher_for(tuple(lookup), (), tuple(sorted(aliases.items())))


def _common_noun(words: MessageWords, mention: TermMention, entry: CatalogName) -> bool:
    """Whether a room's name is written as an ordinary word: "un atelier", "with lake view"."""
    before = words.word_before(mention.start)
    if before is not None and before.key in INDEFINITE_ARTICLES:
        return True
    if mention.value == entry.name or any(ch.isupper() for ch in mention.text):
        return False
    return before is None or before.key not in DEFINITE_ARTICLES


def _reads_as_a_name(said: _Said, words: MessageWords, catalog: Sequence[CatalogName]) -> bool:
    """Whether a name the catalog lacks is worth telling the client about.

    A room needs a room word ("room Lumière", "Blue Room", "Grand Salon") with more than a
    number beside it ("Room 204" is an office), or an article and a word of a room's name ("the
    Punkt Eins"), so that "Assistant to the CEO", "Piazza Grande 1" or "Best, Rose Meier" are no
    rooms. A term needs two words or more ("Gold Package"): one word near a term's ("étage") is
    chance.
    """
    keys = keys_of(said.written)
    if said.kind != "room":
        return len(keys) > 1
    rest = [key for key in keys if key not in ROOM_NOUNS]
    if any(key in ROOM_WORDS for key in keys):
        return not all(key.isdigit() for key in rest)
    before = words.word_before(said.start)
    if before is None or before.key not in DEFINITE_ARTICLES | PLACE_PREPOSITIONS:
        return False
    return not _room_name_words(catalog).isdisjoint(keys)


def _room_name_words(catalog: Sequence[CatalogName]) -> frozenset[str]:
    return frozenset(
        key
        for entry in catalog
        if entry.kind == "room"
        for key in keys_of(entry.name)
        if len(key) >= 3 and not key.isdigit()
    )


def _in_company_name(words: MessageWords, mention: TermMention) -> bool:
    """Whether a name begins a company's name: "on behalf of Atelier Blau GmbH"."""
    position = mention.end
    for _ in range(_MAX_COMPANY_WORDS):
        following = words.word_after(position)
        if following is None or not following.capitalized:
            return False
        if following.key in LEGAL_FORMS:
            return True
        position = following.end
    return False


def _unknown_said(words: MessageWords, start: int, end: int, kind: UnknownKind) -> _Said:
    if kind == "room":
        start, end = _with_room_noun(words, start, end)
    return _Said(start, end, words.text[start:end], kind)


def _with_room_noun(words: MessageWords, start: int, end: int) -> tuple[int, int]:
    """Widens a room name by the room noun written with it: "room Lumière", "Blue Room"."""
    before, after = words.word_before(start), words.word_after(end)
    if before is not None and before.key in ROOM_NOUNS:
        start = before.start
    elif after is not None and after.key in ROOM_NOUNS:
        end = after.end
    return start, end


def _offer_names(words: MessageWords, taken: list[tuple[int, int]], lang: Lang) -> list[_Said]:
    """Names written beside an offer noun that no catalog name matched: "the Gold package"."""
    found: list[_Said] = []
    tokens = words.tokens
    for index, token in enumerate(tokens):
        if token.key not in _OFFER_NOUNS or words.overlaps(index, taken):
            continue
        first = _modifiers_before(words, index, taken)
        last = index
        if first == index and lang in _LANGS_NAMING_AFTER_NOUN:
            last = _modifiers_after(words, index, taken)
        if first < last:
            start, end = tokens[first].start, tokens[last].end
            found.append(_Said(start, end, words.text[start:end], "term"))
    return found


def _modifiers_before(words: MessageWords, index: int, taken: list[tuple[int, int]]) -> int:
    first = index
    while first > 0 and index - first < _MAX_MODIFIER_WORDS:
        if not _is_modifier(words, first - 1, taken) or not words.light_between(first - 1, first):
            break
        first -= 1
    return first if first == index or not words.starts_sentence(first) else index


def _modifiers_after(words: MessageWords, index: int, taken: list[tuple[int, int]]) -> int:
    last = index
    while last + 1 < len(words.tokens) and last - index < _MAX_MODIFIER_WORDS:
        if not _is_modifier(words, last + 1, taken) or not words.light_between(last, last + 1):
            break
        last += 1
    return last


def _is_modifier(words: MessageWords, index: int, taken: list[tuple[int, int]]) -> bool:
    token = words.tokens[index]
    return (
        token.capitalized
        and not token.key.isdigit()
        and token.key not in FUNCTION_WORDS
        and not words.overlaps(index, taken)
    )


# -- trusting an altered name ---------------------------------------------------------------------


def _corresponds(written: str, entry: CatalogName) -> bool:
    """Whether `written` is one of the entry's forms, word for word, up to spelling."""
    keys = keys_of(written)
    return any(keys == form or _words_correspond(keys, form) for form in _forms(entry))


@lru_cache(maxsize=4096)
def _forms(entry: CatalogName) -> tuple[Keys, ...]:
    """The canonical name, its aliases, glossary translations, and the name without article."""
    forms = {keys_of(entry.name), *(keys_of(alias) for alias in entry.aliases)}
    for group in (*PHRASE_GROUPS, *WORD_GROUPS):
        grouped = {keys_of(phrase) for phrase in group}
        if grouped & forms:
            forms |= grouped
    canonical = keys_of(entry.name)
    if len(canonical) > 1 and canonical[0] in ARTICLES:
        forms.add(canonical[1:])
    return tuple(form for form in forms if form)


def _words_correspond(written: Keys, form: Keys) -> bool:
    if len(written) != len(form) or len(form) > _MAX_WORDS_COMPARED:
        return False
    return any(
        all(_same_word(w, f) for w, f in zip(written, order, strict=True))
        for order in permutations(form)
    )


@lru_cache(maxsize=65536)
def _same_word(written: str, canonical: str) -> bool:
    if written == canonical:
        return True
    if written.isdigit() or canonical.isdigit():
        return False  # "Forum 3" is another room than "Forum 2"
    if _word_groups(written) & _word_groups(canonical):
        return True
    if min(len(written), len(canonical)) < 4 or written[0] != canonical[0]:
        return False  # "étage" is no misspelled "stage"
    if written in COMMON_WORDS and not _inflected_alike(written, canonical):
        return False  # "state" is no misspelled "stage"; "grossen" is "Grosser" declined
    allowed = 1 if len(canonical) < 8 else 2
    return Levenshtein.distance(written, canonical, score_cutoff=allowed) <= allowed


_MIN_STEM_CHARS = 3


def _inflected_alike(first: str, second: str) -> bool:
    """Whether two words are one stem with other endings: "grossen" and "grosser"."""
    return not _stems(first).isdisjoint(_stems(second))


def _stems(word: str) -> frozenset[str]:
    return frozenset(
        {word}
        | {
            word[: -len(ending)]
            for ending in INFLECTION_ENDINGS
            if word.endswith(ending) and len(word) - len(ending) >= _MIN_STEM_CHARS
        }
    )


def _word_group_index() -> dict[str, frozenset[int]]:
    groups: dict[str, set[int]] = {}
    for index, group in enumerate(WORD_GROUPS):
        for word in group:
            groups.setdefault(fold(word), set()).add(index)
    return {word: frozenset(indexes) for word, indexes in groups.items()}


_GROUPS_OF_WORD = _word_group_index()


def _word_groups(word: str) -> frozenset[int]:
    """The glossary groups of words that translate each other ("blue", "blau", "bleu")."""
    return _GROUPS_OF_WORD.get(word, frozenset())


# -- removals ---------------------------------------------------------------------------------------


def _removed(words: MessageWords, said: list[_Said]) -> list[bool]:
    """Which names the message takes away: "without the projector and the stage",
    "instead of the Atelier", "Beamer und Bühne brauchen wir nicht".

    "without" and its kin reach the names listed after them, a cue after a name the names
    listed before it; "instead of" reaches only the name it stands before.
    """
    listed = CONJUNCTIONS | ARTICLES
    skipped = ARTICLES | PLACE_PREPOSITIONS
    replaced = [words.cued_before(s.start, REPLACED_BEFORE, skipped) for s in said]
    before = [
        words.cued_before(s.start, REMOVAL_BEFORE, skipped)
        and not words.cued_before(s.start, PROPOSALS, skipped)
        for s in said
    ]
    after = [words.cued_after(s.end, REMOVAL_AFTER) for s in said]
    for i in range(1, len(said)):
        if before[i - 1] and words.joined_by(said[i - 1].end, said[i].start, listed):
            before[i] = True
    for i in range(len(said) - 2, -1, -1):
        if after[i + 1] and words.joined_by(said[i].end, said[i + 1].start, listed):
            after[i] = True
    return [any(flags) for flags in zip(replaced, before, after, strict=True)]


# -- results ----------------------------------------------------------------------------------------


def _canonical(said: list[_Said], kind: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(s.name.name for s in said if s.name is not None and s.kind == kind))


def _unknown(said: list[_Said], catalog: Sequence[CatalogName]) -> tuple[UnknownName, ...]:
    unknown: dict[str, UnknownName] = {}
    for s in said:
        if s.name is None and fold(s.written) not in unknown:
            kind: UnknownKind = "room" if s.kind == "room" else "term"
            unknown[fold(s.written)] = UnknownName(
                s.written, kind, _suggestions(s.written, kind, catalog)
            )
    return tuple(unknown.values())


def _suggestions(
    written: str, kind: UnknownKind, catalog: Sequence[CatalogName]
) -> tuple[str, ...]:
    """The catalog names closest to `written`, best first: rooms for a room, else products and
    features; a name whose every form (canonical or alias) is far from it is left out."""
    query = tuple(k for k in keys_of(written) if not (kind == "room" and k in ROOM_NOUNS))
    scored = []
    for entry in catalog:
        if (entry.kind == "room") != (kind == "room"):
            continue
        score = max(_closeness(query, form) for form in _forms(entry))
        if score >= SUGGESTION_MIN_SCORE:
            scored.append((-score, entry.name))
    return tuple(name for _, name in sorted(scored)[:MAX_SUGGESTIONS])


def _closeness(written: Keys, form: Keys) -> float:
    """0–100: how well the words of each side find a close word on the other, on average."""
    if not written or not form:
        return 0.0
    return (_coverage(written, form) + _coverage(form, written)) / 2


def _coverage(words: Keys, others: Keys) -> float:
    return sum(max(_word_closeness(w, o) for o in others) for w in words) / len(words)


@lru_cache(maxsize=65536)
def _word_closeness(first: str, second: str) -> float:
    if first == second or _word_groups(first) & _word_groups(second):
        return 100.0
    return fuzz.ratio(first, second)
