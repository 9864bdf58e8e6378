"""Wishes in the client's own words: "an apéro afterwards", "a mic", "Kaffee in der Pause",
"avec vue sur le lac", read as categories of the closed taxonomy (safety.lang.wish_words) and,
through each category, as the venue's items of that category.

    wishes_read(words, catalog, lang, names) -> StatedNames with the wishes' items added

A wish whose category the venue has

- once: the item is taken, as if its name had been written;
- several times: the items are offered to choose from (`Wish.outcome == "choose"`), none taken;
- not at all: the reply says the venue has none (`"none"`).

A wish introduced like one ("with a photo booth", "wir brauchen einen Chor") whose words the
tables do not place is `"unplaced"`: it joins the names the catalog lacks, with the closest
catalog names as suggestions, so it is asked back and the turn is marked not understood. A wish
after "without" (or its word in another language) removes its items. A catalog name or alias written in
the message wins over the category its words also name ("Stehlunch" is that product, not every
lunch). A meal word naming a time of day ("after lunch", "bis zum Mittagessen", "après le
déjeuner", "dopo pranzo", "lunch time") is no wish.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Literal

from safety.lang import LANGS, Lang
from safety.lang.count_nouns import PERSON_NOUNS
from safety.lang.registry import LANGUAGES
from safety.lang.wish_words import (
    CUES,
    FEATURE_CATEGORIES,
    MEAL_CATEGORIES,
    MEAL_TIME_AFTER,
    NOT_WISHES,
    OWN_BEFORE,
    TIME_OF_MEAL_BEFORE,
    Category,
    category_words,
)
from safety.mail_context import keys_of
from safety.patterns import compile_pattern, scan
from safety.text import fold

from .catalog import CatalogName
from .cues import (
    ARTICLES,
    CONJUNCTIONS,
    FUNCTION_WORDS,
    INDEFINITE_ARTICLES,
    PLACE_PREPOSITIONS,
    PREPOSITIONS,
    PROPOSALS,
    REMOVAL_AFTER,
    REMOVAL_BEFORE,
    ROOM_WORDS,
    MessageWords,
)

Outcome = Literal["taken", "choose", "none", "unplaced"]
Keys = tuple[str, ...]

_QUOTED = compile_pattern(r"[\"“«„][^\"”»“\n]{1,300}[\"”»“]")
# Words that end a wish's noun phrase ("a photo booth for the evening"), and those between an
# owner and the thing ("his own speakers"): the packs'.
_PHRASE_ENDS = frozenset(word for lang in LANGS for word in LANGUAGES[lang].wishes.phrase_ends)
_OWN_WORDS = frozenset(word for lang in LANGS for word in LANGUAGES[lang].wishes.own_words)
_MAX_PHRASE_WORDS = 6
_MAX_UNPLACED_WORDS = 3
# A German compound is read by its head: "Firmenapéro", "Funkmikrofon", "Abendbuffet".
_MIN_HEAD_CHARS = 5
_COMPOUND_LANGS: frozenset[Lang] = frozenset({"de"})


@dataclass(frozen=True)
class Wish:
    """One wish as written, the category it was read as ("" when unplaced), what the venue has
    of it (`items`: (name, kind) pairs) and what was done with it."""

    written: str
    category: str
    outcome: Outcome
    items: tuple[tuple[str, str], ...] = ()
    removed: bool = False
    start: int = 0
    end: int = 0
    by_llm: bool = False  # placed by the optional LLM help (booking.services.wishes)

    def as_dict(self) -> dict:
        return {
            "written": self.written,
            "category": self.category,
            "outcome": self.outcome,
            "items": [name for name, _ in self.items],
            "removed": self.removed,
            "by_llm": self.by_llm,
        }


def wishes_read(words: MessageWords, catalog: Sequence[CatalogName], lang: Lang, names):
    """`names` (intake.names.StatedNames) with the wishes of the message: items taken added to
    its products and features (or to the removed ones), unplaced wishes to its unknown names,
    and every wish in `wishes`."""
    from .names import UnknownName, suggestions_for  # the names module reads no wishes

    # A name the catalog lacks is that wish when the wish's words hold the whole name ("WELCOME
    # DRINKS"); one with more words ("the Business Dinner") stays an unknown name, asked back.
    around = [(start, end) for start, end, _ in names.unknown_spans]
    found = [
        wish
        for wish in _wishes(words, catalog, lang, names.spans)
        if all(
            wish.start <= s and e <= wish.end for s, e in around if s < wish.end and wish.start < e
        )
    ]
    rooms, products, features = list(names.rooms), list(names.products), list(names.features)
    products_removed, features_removed = list(names.products_removed), list(names.features_removed)
    covered = {
        fold(written)
        for start, end, written in names.unknown_spans
        if any(w.start <= start and end <= w.end and w.outcome != "unplaced" for w in found)
    }
    unknown = [u for u in names.unknown if fold(u.written) not in covered]
    for wish in found:
        if wish.outcome == "unplaced":
            if not any(fold(u.written) == fold(wish.written) for u in unknown):
                unknown.append(
                    UnknownName(wish.written, "term", suggestions_for(wish.written, catalog))
                )
            continue
        if wish.removed:
            for name, kind in wish.items:
                (products_removed if kind == "product" else features_removed).append(name)
        elif wish.items and wish.items[0][1] == "room":
            rooms.extend(name for name, _ in wish.items)  # "the terrace": the room it defines
        elif wish.outcome == "taken":
            name, kind = wish.items[0]
            (products if kind == "product" else features).append(name)
    return replace(
        names,
        rooms=tuple(dict.fromkeys(rooms)),
        products=tuple(dict.fromkeys(products)),
        features=tuple(dict.fromkeys(features)),
        products_removed=tuple(dict.fromkeys(products_removed)),
        features_removed=tuple(dict.fromkeys(features_removed)),
        unknown=tuple(unknown),
        wishes=tuple(found),
    )


def _wishes(
    words: MessageWords,
    catalog: Sequence[CatalogName],
    lang: Lang,
    taken: Sequence[tuple[int, int]],
) -> list[Wish]:
    by_category = _items_by_category(tuple(catalog))
    # Quoted sentences are someone else's words ("please add “…with the aperitif”"): no wishes.
    taken = [*taken, *((m.start(), m.end()) for m in scan(_QUOTED, words.text))]
    placed = _placed(words, lang, taken)
    wishes: list[Wish] = []
    for start, end, category in placed:
        items = by_category.get(category, ())
        outcome: Outcome = "taken" if len(items) == 1 else "choose" if items else "none"
        if items and items[0][1] == "room":
            outcome = "taken"  # rooms asked for are weighed and offered as rooms are
        wishes.append(Wish(words.text[start:end], category, outcome, items, start=start, end=end))
    spans = [*taken, *((w.start, w.end) for w in wishes)]
    for start, end in _unplaced(words, lang, spans):
        wishes.append(Wish(words.text[start:end], "", "unplaced", start=start, end=end))
    wishes.sort(key=lambda wish: wish.start)
    removed = _removed(words, wishes)
    wishes = [replace(w, removed=gone) for w, gone in zip(wishes, removed, strict=True)]
    # One wish per category: "an apéro … the apéro" is one wish.
    unique: dict[str, Wish] = {}
    for wish in wishes:
        unique.setdefault(wish.category or "unplaced:" + fold(wish.written), wish)
    return list(unique.values())


@lru_cache(maxsize=8)
def _items_by_category(
    catalog: tuple[CatalogName, ...],
) -> dict[str, tuple[tuple[str, str], ...]]:
    """The venue's items of each category: its products and features of that category, else
    the rooms it defines ("Dachterrasse", "Lake View": a room whose name or alias the tables
    read as a feature's category is found by that feature, "the terrace")."""
    items: dict[str, list[tuple[str, str]]] = {}
    for entry in catalog:
        if entry.kind != "room" and entry.category:
            items.setdefault(entry.category, []).append((entry.name, entry.kind))
    defined = _room_defining_phrases()
    for entry in catalog:
        if entry.kind != "room":
            continue
        for category in dict.fromkeys(
            defined[keys] for keys in map(keys_of, (entry.name, *entry.aliases)) if keys in defined
        ):
            if category not in items or items[category][0][1] == "room":
                items.setdefault(category, []).append((entry.name, "room"))
    return {category: tuple(found) for category, found in items.items()}


@cache
def _room_defining_phrases() -> dict[Keys, Category]:
    """Every language's phrases of the feature categories, as folded word sequences."""
    phrases: dict[Keys, Category] = {}
    for lang in LANGS:
        for phrase, category in category_words(lang):
            if category in FEATURE_CATEGORIES:
                phrases.setdefault(keys_of(phrase), category)
    return phrases


# -- wishes the tables place ----------------------------------------------------------------------


@cache
def _table(lang: Lang) -> tuple[dict[Keys, Category], dict[str, Category]]:
    """`lang`'s phrases as folded word sequences, and its one-word nouns long enough to be the
    head of a compound."""
    phrases: dict[Keys, Category] = {}
    heads: dict[str, Category] = {}
    for phrase, category in category_words(lang):
        keys = keys_of(phrase)
        if keys:
            phrases.setdefault(keys, category)
        if len(keys) == 1 and len(keys[0]) >= _MIN_HEAD_CHARS:
            heads.setdefault(keys[0], category)
    return phrases, heads


@cache
def _phrases(lang: Lang, name: str) -> frozenset[Keys]:
    table = {"cues": CUES, "not_wishes": NOT_WISHES, "time_before": TIME_OF_MEAL_BEFORE,
             "time_after": MEAL_TIME_AFTER, "own": OWN_BEFORE}[name]  # fmt: skip
    return frozenset(keys_of(phrase) for phrase in table[lang])


def _placed(
    words: MessageWords, lang: Lang, taken: Sequence[tuple[int, int]]
) -> list[tuple[int, int, Category]]:
    phrases, heads = _table(lang)
    tokens = words.tokens
    found: list[tuple[int, int, Category]] = []
    index = 0
    while index < len(tokens):
        match = _match_at(words, index, phrases, heads if lang in _COMPOUND_LANGS else {})
        if match is None:
            index += 1
            continue
        length, category = match
        start, end = tokens[index].start, tokens[index + length - 1].end
        if (
            not any(s < end and start < e for s, e in taken)
            and not _meal_time(words, start, end, category, lang)
            and not _modifies_event_noun(words, index + length - 1, lang)
            and not words.cued_before(start, _phrases(lang, "own"), ARTICLES | _OWN_WORDS)
        ):
            found.append((start, end, category))
        index += length
    return found


def _match_at(
    words: MessageWords, index: int, phrases: dict[Keys, Category], heads: dict[str, Category]
) -> tuple[int, Category] | None:
    tokens = words.tokens
    for length in range(min(_MAX_PHRASE_WORDS, len(tokens) - index), 0, -1):
        if length > 1 and not all(
            _joined(words, i, i + 1) for i in range(index, index + length - 1)
        ):
            continue
        keys = tuple(token.key for token in tokens[index : index + length])
        if keys in phrases:
            return length, phrases[keys]
    key = tokens[index].key
    for cut in range(1, len(key) - _MIN_HEAD_CHARS + 1):
        if key[cut:] in heads:
            return 1, heads[key[cut:]]
    return None


def _joined(words: MessageWords, first: int, second: int) -> bool:
    """Neighbouring words of one phrase: a space, hyphen or apostrophe between."""
    between = words.text[words.tokens[first].end : words.tokens[second].start]
    return bool(between) and all(ch in " \u00a0-'’" for ch in between)


def _meal_time(words: MessageWords, start: int, end: int, category: str, lang: Lang) -> bool:
    """A meal word naming a time of day: "after lunch", "lunch time", "nach dem Zmittag"."""
    if category not in MEAL_CATEGORIES:
        return False
    skipping: frozenset[str] = frozenset()
    return words.cued_before(start, _phrases(lang, "time_before"), skipping) or words.cued_after(
        end, _phrases(lang, "time_after"), skipping
    )


def _modifies_event_noun(words: MessageWords, last: int, lang: Lang) -> bool:
    """A category word before a noun of the booking itself names the kind of event, not a
    wish: "a breakfast meeting", "a lunch break", "un déjeuner d'affaires" stays a wish."""
    tokens = words.tokens
    if last + 1 >= len(tokens) or not _joined(words, last, last + 1):
        return False
    return (tokens[last + 1].key,) in _phrases(lang, "not_wishes")


# -- wishes the tables do not place ---------------------------------------------------------------


def _unplaced(
    words: MessageWords, lang: Lang, spans: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Noun phrases introduced as a wish ("with a photo booth", "wir brauchen einen Chor")
    that no catalog name and no category covers."""
    tokens = words.tokens
    # Every language's cues and booking nouns: a short message's language is a guess.
    cues = frozenset().union(*(_phrases(each, "cues") for each in LANGS))
    not_wishes = frozenset().union(
        *(_phrases(each, "not_wishes") for each in LANGS),
        *({(noun,) for noun in _person_nouns(each)} for each in LANGS),
    )
    stops = FUNCTION_WORDS | CONJUNCTIONS | PREPOSITIONS | PLACE_PREPOSITIONS | _PHRASE_ENDS
    found: list[tuple[int, int]] = []
    for index, token in enumerate(tokens):
        if token.key not in INDEFINITE_ARTICLES or index + 1 >= len(tokens):
            continue
        if not (
            words.cued_before(token.start, cues, frozenset())
            or _listed_after(words, token.start, spans)
        ):
            continue
        first = index + 1
        if not _joined(words, index, first):
            continue
        last = first
        while (
            last + 1 < len(tokens)
            and last + 1 - first < _MAX_UNPLACED_WORDS
            and _joined(words, last, last + 1)
            and tokens[last + 1].key not in stops
            and not tokens[last + 1].key.isdigit()
        ):
            last += 1
        keys = tuple(t.key for t in tokens[first : last + 1])
        if keys[0] in stops or any(k.isdigit() for k in keys) or not keys[0].isalpha():
            continue
        if (keys[0],) in not_wishes or keys[0] in ROOM_WORDS:
            continue
        start, end = tokens[first].start, tokens[last].end
        if any(s < end and start < e for s, e in spans):
            continue
        found.append((start, end))
    return found


def _listed_after(words: MessageWords, start: int, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether an article follows a wish or name and a conjunction: "a dinner and a choir"."""
    return any(
        end < start
        and words.joined_by(end, start, CONJUNCTIONS)
        and words.text[end:start].strip(" ,\u00a0") != ""
        for _, end in spans
    )


@cache
def _person_nouns(lang: Lang) -> frozenset[str]:
    return frozenset(key for noun in PERSON_NOUNS[lang] for key in keys_of(noun)[:1])


# -- removals -------------------------------------------------------------------------------------


def _removed(words: MessageWords, wishes: list[Wish]) -> list[bool]:
    """Which wishes the message takes away: "without a mic", "no buffet";
    "without" reaches the wishes listed after it."""
    skipped = ARTICLES | PLACE_PREPOSITIONS
    before = [
        words.cued_before(w.start, REMOVAL_BEFORE, skipped)
        and not words.cued_before(w.start, PROPOSALS, skipped)
        for w in wishes
    ]
    after = [words.cued_after(w.end, REMOVAL_AFTER) for w in wishes]
    listed = CONJUNCTIONS | ARTICLES
    for i in range(1, len(wishes)):
        if before[i - 1] and words.joined_by(wishes[i - 1].end, wishes[i].start, listed):
            before[i] = True
    for i in range(len(wishes) - 2, -1, -1):
        if after[i + 1] and words.joined_by(wishes[i].end, wishes[i + 1].start, listed):
            after[i] = True
    return [b or a for b, a in zip(before, after, strict=True)]
