"""Claims about the offer, read against the database: a room the draft offers said to be
unavailable, a booking refused when the draft refuses none, a feature said of a room that lacks
it (see safety.claims for the kinds of claim, and what a negation denies).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator, Sequence
from functools import lru_cache

import regex

from safety.claim_kinds import (
    CLAUSE_BREAK,
    LISTING_CLAUSE_BREAK,
    Breaks,
    Claim,
    Span,
    contains,
    drafted_sentence,
    occurrences,
)
from safety.lang import LANGS
from safety.lang.hospitality_lexicon import LEXICON_GROUPS
from safety.lang.negation import NegationReading, read_negations
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan
from safety.recognizers.terms import NameMatcher, matcher_for
from safety.venue import VenueCatalog

_I = regex.IGNORECASE


def offer_claims(
    answer: str, draft: str, rooms: Sequence[str], catalog: VenueCatalog | None
) -> list[Claim]:
    """The answer's wrong claims about the offer: a room the draft offers said to be unavailable,
    a refusal to book when the draft refuses nothing, a feature said of a room that lacks it.
    `rooms` are the reply's rooms (the facts'); features are read only with a catalog that knows
    every room's features."""
    offered = _offered_rooms(draft, rooms)
    claims: list[Claim] = []
    if offered:  # without an offer, "not available" may well be true
        claims += _unavailable_claims(answer, draft, offered, _room_names(rooms, catalog))
    if catalog is not None and catalog.room_features:
        claims += _feature_claims(answer, draft, offered, catalog)
    return sorted(claims, key=lambda claim: claim.span)


# What a room is or is not: available, free, bookable. "Free of charge" is about money.
_BOOKABLE = compile_pattern(
    r"\b(?:"
    + "|".join(word for lang in LANGS for word in LANGUAGES[lang].claims.bookable)
    + r")\b",
    _I,
)
# Words that say a room is taken without a negation.
_TAKEN = compile_pattern(
    r"\b(?:" + "|".join(word for lang in LANGS for word in LANGUAGES[lang].claims.taken) + r")\b",
    _I,
)
# "a room", "rooms": the hospitality lexicon's words for a room in every language, plurals too.
_ROOM_WORDS = sorted(
    {word for group in LEXICON_GROUPS if "room" in group for word in group}, key=len, reverse=True
)
_ROOM_WORD = compile_pattern(
    r"\b(?:" + "|".join(regex.escape(word) for word in _ROOM_WORDS) + r")s?\b", _I
)


def _offered_rooms(draft: str, rooms: Sequence[str]) -> list[str]:
    """The reply's rooms the draft names in a sentence that says no "not": the rooms it offers."""
    sentences = Breaks.sentences(draft)
    negations = read_negations(draft)
    offered = []
    for room in rooms:
        said = [sentences.around(mention) for mention in occurrences(draft, room)]
        if any(not negations.says_no(sentence) for sentence in said):
            offered.append(room)
    return offered


def _room_names(rooms: Sequence[str], catalog: VenueCatalog | None) -> dict[str, str]:
    """Every room name and alias the answer may use, with the room it stands for."""
    names = {room: room for room in rooms}
    if catalog is not None:
        for room in catalog.rooms:
            names.setdefault(room, room)
        for room in (*rooms, *(catalog.rooms or ())):
            for alias in catalog.aliases.get(room, ()):
                names.setdefault(alias, room)
    return names


def _rooms_in(text: str, span: Span, names: dict[str, str]) -> set[str]:
    start, end = span
    piece = text[start:end]
    return {room for name, room in names.items() if occurrences(piece, name)}


def _says_unavailable(text: str, clause: Span, negations: NegationReading) -> Span | None:
    """Where `clause` says a room or a booking is not to be had, if it does: a word for taken
    that no negation reaches ("fully booked", not "not fully booked"), or a word for available or
    bookable that a settled negation of the clause reaches ("cannot book", "n'est plus libre";
    not "don't hesitate to book", "not booked yet")."""
    start, end = clause
    for found in scan(_TAKEN, text[start:end]):
        span = (start + found.start(), start + found.end())
        if negations.negation_of(span, clause, privative=False) is None:
            return span
    if not negations.says_no(clause):
        return None  # the usual clause: no negator, nothing more to read
    for found in scan(_BOOKABLE, text[start:end]):
        span = (start + found.start(), start + found.end())
        if negations.negation_of(span, clause, privative=False, pending=False) is not None:
            return span
    return None


def _unavailable_claims(
    answer: str, draft: str, offered: Sequence[str], names: dict[str, str]
) -> Iterator[Claim]:
    """An offered room said to be unavailable; a room or booking refused with no room named when
    the draft refuses none ("I cannot book a room for you on 20 May")."""
    draft_clauses = Breaks.sentences(draft, CLAUSE_BREAK)
    draft_refuses: bool | None = None  # read at the first refusal without a room
    clauses = Breaks.sentences(answer, CLAUSE_BREAK)
    sentences = Breaks.sentences(answer)
    negations = read_negations(answer)
    for clause in _pieces(clauses):
        said = _says_unavailable(answer, clause, negations)
        if said is None or drafted_sentence(answer, sentences.around(clause), draft):
            continue
        named = _rooms_in(answer, clause, names) or _rooms_in(
            answer, sentences.around(clause), names
        )
        if named:
            if not named & set(offered):
                continue  # a room the draft does not offer: verify and the draft's words tell
        else:
            if draft_refuses is None:
                drafted = read_negations(draft)
                draft_refuses = any(
                    _says_unavailable(draft, piece, drafted) is not None
                    for piece in _pieces(draft_clauses)
                )
            if draft_refuses:
                continue  # "the room you asked for is not available": the draft says so too
        yield Claim("unavailable", said, answer[said[0] : said[1]])


def _pieces(breaks: Breaks) -> Iterator[Span]:
    """The spans between a text's breaks, in order."""
    start = 0
    for stop, after in zip(breaks.starts, breaks.ends, strict=True):
        if stop > start:
            yield start, stop
        start = max(start, after)
    if breaks.length > start:
        yield start, breaks.length


@lru_cache(maxsize=64)
def _feature_matcher(
    features: tuple[str, ...],
    rooms: tuple[str, ...],
    aliases: tuple[tuple[str, tuple[str, ...]], ...],
) -> NameMatcher:
    names = (*((feature, "feature") for feature in features), *((room, "room") for room in rooms))
    return matcher_for(names, (), aliases)


def _feature_claims(
    answer: str, draft: str, offered: Sequence[str], catalog: VenueCatalog
) -> Iterator[Claim]:
    """A feature said of the rooms a clause (else its sentence) names, none of which has it; or,
    in a clause about "a room" that names none, a feature no offered room has and the draft does
    not speak of on its own ("the stage you asked for")."""
    has = catalog.room_features
    features = sorted({feature for held in has.values() for feature in held}
                      | {name for name, kind in catalog.terms if kind == "feature"})  # fmt: skip
    if not features:
        return
    rooms = tuple(sorted({*catalog.rooms, *has, *offered}))
    matcher = _feature_matcher(tuple(features), rooms, catalog.alias_items())
    mentions = matcher.scan(answer).mentions
    said = [mention for mention in mentions if mention.kind == "feature"]
    if not said:
        return
    # Rooms by their names and aliases as written: the matcher's translations would read the
    # German word for "room" as a room named "Great Hall" in German.
    room_spans = _room_spans(answer, _room_names(offered, catalog))
    clauses = Breaks.sentences(answer, CLAUSE_BREAK)
    sentences = Breaks.sentences(answer)
    negations = read_negations(answer)
    # A colon ends no negation: "verfügt nicht über folgende Ausstattung: Bühne" says no Bühne.
    negated_in = Breaks.sentences(answer, LISTING_CLAUSE_BREAK)
    spoken_of: set[str] | None = None  # the features the draft names in a sentence with no room
    offered_features = {feature for room in offered for feature in has.get(room, ())}
    for mention in said:
        clause = clauses.around((mention.start, mention.end))
        sentence = sentences.around(clause)
        if drafted_sentence(answer, sentence, draft):
            continue
        named = _rooms_within(room_spans, clause)
        if not named:  # "Salon Rose, with its stage, …": the sentence's rooms, and its negation
            named, clause = _rooms_within(room_spans, sentence), sentence
        span = (mention.start, mention.end)
        within = clause if clause == sentence else negated_in.around(span)
        if negations.negation_of(span, within) is not None:
            continue  # "no stage", "without a stage", "the room has no stage"
        known = {room for room in named if room in has}
        if named:
            if not known or any(mention.value in has[room] for room in known):
                continue
        else:
            if mention.value in offered_features or not contains(
                _ROOM_WORD, answer[clause[0] : clause[1]]
            ):
                continue
            if spoken_of is None:
                spoken_of = _features_without_rooms(draft, matcher, _room_names(offered, catalog))
            if mention.value in spoken_of:
                continue
        yield Claim("feature", (mention.start, mention.end), mention.text)


def _rooms_within(room_spans: Sequence[tuple[int, str]], span: Span) -> set[str]:
    starts = [start for start, _ in room_spans]
    low, high = bisect_left(starts, span[0]), bisect_left(starts, span[1])
    return {room for _, room in room_spans[low:high]}


def _room_spans(text: str, names: dict[str, str]) -> list[tuple[int, str]]:
    return sorted(
        (start, room) for name, room in names.items() for start, _ in occurrences(text, name)
    )


def _features_without_rooms(draft: str, matcher: NameMatcher, names: dict[str, str]) -> set[str]:
    mentions = matcher.scan(draft).mentions
    room_spans = _room_spans(draft, names)
    sentences = Breaks.sentences(draft)
    return {
        mention.value
        for mention in mentions
        if mention.kind == "feature"
        and not _rooms_within(room_spans, sentences.around((mention.start, mention.end)))
    }
