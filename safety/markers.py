"""Name markers: the names of a draft masked before an LLM rephrases it, and restored after.

A template writes the draft from the facts. Before the LLM sees it, every room, product and
feature name is replaced by a marker such as ``{{KVX-DEXAK}}``; after the LLM answers, every
marker goes back to its canonical name, and verify checks the result. Only names are masked:
numbers, dates and times stay real digits, for verify to read.

A marker is ``{{TAG-ID}}``. TAG is the request's own code, three random consonants, so a marker
of another request (or typed by a client) is told apart. ID is one of ``MARKER_IDS``: five
letters, no word of English, German, French or Italian, each at least three edits away from
every other, so no typo or fuzzy match turns one into another. Names never contain ``{{`` or
``}}``, so the braces always mean a marker.

What `restore` finds in the LLM's answer::

    Marker
    ├── restored    an issued marker, exactly as issued                → its canonical name
    ├── recovered   an issued marker the LLM altered: spaces inside,   → its canonical name
    │               other brackets, case, delimiters or tag stripped,
    │               underscores, split across lines, bold inside
    ├── missing     an issued marker that did not come back            → reported; verify finds
    │                                                                     the name missing and the
    │                                                                     corrector inserts it
    ├── duplicated  an issued marker that came back more often than    → every one restored,
    │               the draft held it                                     reported
    └── foreign     marker-shaped, with another tag or an id this      → removed cleanly
                    request never gave out

Every regular expression that reads the LLM's or a client's text is bounded (linear in the
text) and runs under the timeout of `safety.patterns.scan`.
"""

from __future__ import annotations

import secrets
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal, cast, get_args

import regex

from safety.kinds.base import NameKind
from safety.patterns import compile_pattern, scan, search
from safety.removal import tidy_join

MarkerClass = Literal["restored", "recovered", "missing", "duplicated", "foreign"]
MARKER_CLASSES: tuple[MarkerClass, ...] = get_args(MarkerClass)

# Pairwise Levenshtein distance >= 3; all of one length, so none is a prefix of another.
MARKER_IDS: tuple[str, ...] = (
    "DEXAK", "VITUZ", "KOTEV", "LAZEX", "RAZIV", "NUZOX", "SOZUX", "SUZEV",
    "DOXEZ", "NUXAZ", "VUREX", "VUBOZ", "VEGUK", "VOXUN", "KAXEG", "VAZOD",
    "FEVAX", "SAXUZ", "ZELOX", "SUVIX", "GIVUX", "KEZAF", "GIZOK", "ZUVOB",
    "SOXIK", "ZASIK", "KIXUB", "VEPAZ", "NEKOV", "KIZED", "VOKAD", "GUVAK",
    "MEVUZ", "VEKIP", "ZALUV", "FAZUK", "KOVUD", "ZIFUK", "LOKUV", "PIVOZ",
    "KUPIZ", "LEXIZ", "VIZAP", "POXAV", "ZUXEK", "KESIX", "ZIDEX", "VUZIG",
    "DEKUX", "POKIX", "TUXIV", "GAKIZ", "DIKAV", "VAGEZ", "SIKOX", "BIZUV",
    "ZIXAG", "ZEKAL", "ZUPAX", "VEXOB", "ZAXOP", "RIVEK", "KAVIF", "KINAZ",
)  # fmt: skip
# Shown to the LLM as an example, never given out: copied into an answer, it is foreign.
EXAMPLE_MARKER_ID = "VAKUB"
# Generated tags have no vowels, so the example's tag is never a request's own.
EXAMPLE_MARKER = "{{ABC-" + EXAMPLE_MARKER_ID + "}}"

# A marker as issued, "{{KVX-DEXAK}}" (marker_text writes it), as a pattern for other readers.
MARKER_PATTERN = r"\{\{[A-Z]{3,4}-[A-Z]{5}\}\}"
# Anything between double braces within a line: a marker, issued or not, or what stood for one.
MARKER_LIKE_PATTERN = r"\{\{[^{}\n]{0,200}\}\}"

_TAG_LETTERS = "BCDFGHJKLMNPQRSTVWXZ"
_TAG_LENGTH = 3
_VALID_TAG = compile_pattern(r"[A-Z]{3,4}")

_OPEN = r"(?:\{{1,3}|\[\[|\(\(|<<|【|«)"
_CLOSE = r"(?:\}{1,3}|\]\]|\)\)|>>|】|»)"
_PAD = r"[\s*_]{0,4}"  # spaces, markdown emphasis or underscores inside the delimiters
_SEPARATOR = r"[\s_\-‐‑–—]{0,5}"
# In what is left after restoring, a tag is one joined to its id by a dash or underscore, or
# glued to it: in "Der VITUZ" the word is not a tag.
_FOREIGN_TAG = r"[A-Za-z]{3,4}(?:\s{0,2}[_\-‐‑–—]\s{0,2})?"
_EDGE_BEFORE = r"(?<![\p{L}\p{N}])"
_EDGE_AFTER = r"(?![\p{L}\p{N}])"
_ANY_ID = "(?i:" + "|".join((*MARKER_IDS, EXAMPLE_MARKER_ID)) + ")"
_CURLY_GROUP = r"\{{2,3}[^{}]{0,60}\}{2,3}"
# A whole run of braces, so that no cut can join what is left of it into a new "{{" or "}}".
_BRACE_RUN = r"(?<![{}])(?=[{}]*(?:\{\{|\}\}))[{}]+"


def _delimited(core: str, *, named: bool = False) -> str:
    """`core` between delimiters, or standing alone as a word."""
    opening = f"(?P<open>{_OPEN})" if named else _OPEN
    closing = f"(?P<close>{_CLOSE})" if named else _CLOSE
    return rf"(?:{opening}{_PAD}|{_EDGE_BEFORE}){core}(?:{_PAD}{closing}|{_EDGE_AFTER})"


# Whatever must not be left in a text once its markers are restored, whichever the tag.
_RESIDUE = compile_pattern(
    "|".join((_delimited(rf"(?:{_FOREIGN_TAG})?{_ANY_ID}"), _CURLY_GROUP, _BRACE_RUN))
)
# Every marker-shaped token of an answer, ours or not: `_classify` tells which.
_MARKER = compile_pattern(
    _delimited(
        r"(?:(?P<tag>[A-Za-z]{3,4})(?P<separator>" + _SEPARATOR + r"))?(?P<id>" + _ANY_ID + ")",
        named=True,
    )
    + f"|(?P<other>{_CURLY_GROUP}|{_BRACE_RUN})"
)


@dataclass(frozen=True, slots=True)
class MaskedName:
    canonical: str
    kind: NameKind
    marker: str
    issued: int  # how often the marker stands in the masked text


@dataclass(frozen=True, slots=True)
class Masked:
    text: str
    tag: str
    names: Mapping[str, MaskedName]  # marker id → the name it stands for

    def marker_for(self, canonical: str) -> str:
        for name in self.names.values():
            if name.canonical == canonical:
                return name.marker
        raise KeyError(canonical)


@dataclass(frozen=True, slots=True)
class MarkerReport:
    restored: tuple[str, ...] = ()  # canonical names, one per marker that came back as issued
    recovered: tuple[str, ...] = ()  # canonical names, one per altered marker
    missing: tuple[str, ...] = ()  # canonical names, one per issued marker that did not come back
    duplicated: tuple[str, ...] = ()  # canonical names whose marker came back too often
    foreign: tuple[str, ...] = ()  # the removed marker-shaped text, as the LLM wrote it

    def names(self, marker_class: MarkerClass) -> tuple[str, ...]:
        return tuple(getattr(self, marker_class))

    def counts(self) -> dict[MarkerClass, int]:
        return {marker_class: len(self.names(marker_class)) for marker_class in MARKER_CLASSES}

    @property
    def clean(self) -> bool:
        """Every marker came back exactly as issued, and nothing else marker-shaped."""
        return not (self.recovered or self.missing or self.duplicated or self.foreign)

    def as_dict(self) -> dict[str, object]:
        return {
            "counts": self.counts(),
            **{marker_class: list(self.names(marker_class)) for marker_class in MARKER_CLASSES},
        }


@dataclass(frozen=True, slots=True)
class Restoration:
    text: str
    report: MarkerReport


@dataclass(frozen=True, slots=True)
class _Found:
    start: int
    end: int
    text: str
    marker_class: Literal["restored", "recovered", "foreign"]
    marker_id: str | None = None


def marker_contract(example: str = EXAMPLE_MARKER) -> str:
    """The rule for the LLM's system message: markers are copied, never rewritten."""
    return (
        f"Some names in the text are written as markers such as {example}. "
        "Each marker stands for the name of a room, product or feature. "
        "Copy every marker exactly as it is written, with its double curly braces, capital "
        "letters and hyphen: do not translate, alter, split, explain or remove it, and do not "
        "make up markers of your own. Place each marker in your sentence where the name belongs."
    )


def new_tag() -> str:
    return "".join(secrets.choice(_TAG_LETTERS) for _ in range(_TAG_LENGTH))


def mask(text: str, names: Iterable[tuple[str, str]], *, tag: str | None = None) -> Masked:
    """Replaces every exact occurrence of each name in `text` by its marker.

    `names` are (canonical name, kind) pairs. Every name gets a marker id, in the order given,
    whether or not the draft holds it, so that feedback to the LLM can name it by its marker.
    The draft is defused first: marker-shaped text in it, say from a client's company name,
    could otherwise come back as a name.
    """
    tag = _checked_tag(tag) if tag is not None else new_tag()
    kinds = _kinds_by_name(names)
    ids = dict(zip(kinds, MARKER_IDS[: len(kinds)], strict=True))
    markers = {canonical: _marker(tag, marker_id) for canonical, marker_id in ids.items()}
    masked_text = _replace_names(defuse(text), markers)
    names_by_id = {
        marker_id: MaskedName(
            canonical, kinds[canonical], markers[canonical], masked_text.count(markers[canonical])
        )
        for canonical, marker_id in ids.items()
    }
    return Masked(masked_text, tag, MappingProxyType(names_by_id))


def _marker(tag: str, marker_id: str) -> str:
    return "{{" + tag + "-" + marker_id + "}}"


def _checked_tag(tag: str) -> str:
    if not _VALID_TAG.fullmatch(tag):
        raise ValueError(f"a marker tag is 3 or 4 capital letters A-Z, not {tag!r}")
    return tag


def _kinds_by_name(names: Iterable[tuple[str, str]]) -> dict[str, NameKind]:
    kinds: dict[str, NameKind] = {}
    for canonical, kind in names:
        checked_kind = _checked_name_kind(canonical, kind)
        if kinds.setdefault(canonical, checked_kind) != checked_kind:
            raise ValueError(f"{canonical!r} is given both as {kinds[canonical]} and as {kind}")
    if len(kinds) > len(MARKER_IDS):
        raise ValueError(f"at most {len(MARKER_IDS)} names can be masked, not {len(kinds)}")
    return kinds


def _checked_name_kind(canonical: str, kind: str) -> NameKind:
    if kind not in get_args(NameKind):
        raise ValueError(f"kind of {canonical!r} must be room, product or feature, not {kind!r}")
    if not canonical.strip():
        raise ValueError("a name to mask must not be blank")
    if "{" in canonical or "}" in canonical or has_marker_residue(canonical):
        raise ValueError(f"a name to mask must not look like a marker: {canonical!r}")
    return cast(NameKind, kind)


def _replace_names(text: str, markers: Mapping[str, str]) -> str:
    if not markers:
        return text
    longest_first = sorted(markers, key=len, reverse=True)
    pattern = compile_pattern("|".join(_exact_name(name) for name in longest_first))
    pieces: list[str] = []
    position = 0
    for match in scan(pattern, text):
        pieces += [text[position : match.start()], markers[match.group()]]
        position = match.end()
    return "".join([*pieces, text[position:]])


def _exact_name(name: str) -> str:
    before = _EDGE_BEFORE if name[0].isalnum() else ""
    after = _EDGE_AFTER if name[-1].isalnum() else ""
    return before + regex.escape(name) + after


def restore(text: str, masked: Masked) -> Restoration:
    """Puts the canonical names back in place of their markers and removes foreign ones."""
    found = [_classify(match, masked) for match in scan(_MARKER, text)]
    restored_text = _apply(text, found, masked)
    restored_text, swept = _remove_residue(restored_text)
    return Restoration(restored_text, _report(found, swept, masked))


def _classify(match: regex.Match[str], masked: Masked) -> _Found:
    if match.group("other") is not None:
        return _Found(match.start(), match.end(), match.group(), "foreign")
    word_before_id = _is_word_before_id(match, masked.tag)
    start, end = _paired_span(match)
    if word_before_id:
        start = match.start("id")
    written = match.string[start:end]
    tag = None if word_before_id else match.group("tag")
    marker_id = match.group("id").upper()
    if marker_id not in masked.names or (tag is not None and tag.upper() != masked.tag):
        return _Found(start, end, written, "foreign")
    exact = written == masked.names[marker_id].marker
    return _Found(start, end, written, "restored" if exact else "recovered", marker_id)


def _is_word_before_id(match: regex.Match[str], own_tag: str) -> bool:
    """Whether the "tag" is just a word written before a bare id, as in "Der DEXAK"."""
    tag = match.group("tag")
    delimited = match.group("open") or match.group("close")
    return (
        tag is not None
        and tag.upper() != own_tag
        and not delimited
        and match.group("separator").isspace()
    )


def _paired_span(match: regex.Match[str]) -> tuple[int, int]:
    """The marker's span, leaving out a bracket or guillemet whose partner is not there.

    Braces always go: prose has none. A lone "«" or "[[" may be the writer's own punctuation.
    """
    start, end = match.span()
    opened, closed = match.group("open"), match.group("close")
    if opened and not closed and "{" not in opened:
        start = match.start("tag") if match.group("tag") is not None else match.start("id")
    if closed and not opened and "}" not in closed:
        end = match.end("id")
    return start, end


def _apply(text: str, found: list[_Found], masked: Masked) -> str:
    """Puts each name in place of its marker, then cuts the foreign ones."""
    pieces: list[str] = []
    cuts: list[tuple[int, int]] = []
    position = length = 0
    for item in found:
        pieces.append(text[position : item.start])
        length += item.start - position
        if item.marker_id is None:
            cuts.append((length, length + len(item.text)))
            piece = item.text
        else:
            piece = masked.names[item.marker_id].canonical
        pieces.append(piece)
        length += len(piece)
        position = item.end
    pieces.append(text[position:])
    return _cut_all("".join(pieces), cuts)


def _cut_all(text: str, spans: list[tuple[int, int]]) -> str:
    for start, end in reversed(spans):
        text = _cut(text, start, end)
    return text


def _remove_residue(text: str) -> tuple[str, list[str]]:
    """Removes what is marker-shaped, again wherever a cut's seam joined something new."""
    removed: list[str] = []
    # Each pass removes at least two characters and adds at most one space per cut: it ends.
    while matches := list(scan(_RESIDUE, text)):
        removed += [match.group() for match in matches]
        text = _cut_all(text, [match.span() for match in matches])
    return text, removed


def _report(found: list[_Found], swept: list[str], masked: Masked) -> MarkerReport:
    returned = Counter(item.marker_id for item in found if item.marker_id is not None)
    names = masked.names
    return MarkerReport(
        restored=_canonical_names(found, "restored", masked),
        recovered=_canonical_names(found, "recovered", masked),
        missing=tuple(
            n.canonical for i, n in names.items() for _ in range(max(0, n.issued - returned[i]))
        ),
        duplicated=tuple(n.canonical for i, n in names.items() if returned[i] > max(n.issued, 1)),
        foreign=tuple(item.text for item in found if item.marker_class == "foreign") + tuple(swept),
    )


def _canonical_names(
    found: list[_Found], marker_class: MarkerClass, masked: Masked
) -> tuple[str, ...]:
    return tuple(
        masked.names[item.marker_id].canonical
        for item in found
        if item.marker_class == marker_class and item.marker_id is not None
    )


def _cut(text: str, start: int, end: int) -> str:
    """Removes text[start:end] with the emphasis around it, leaving a clean seam or no line."""
    start, end = _with_emphasis(text, start, end)
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end == -1 else line_end
    rest_of_line = text[line_start:start] + text[end:line_end]
    if not rest_of_line.strip(" \t*_-•"):
        return _without_line(text, line_start, line_end)
    if not text[end:line_end].strip(" \t"):
        return text[:start].rstrip(" \t") + text[line_end:]
    return tidy_join(text[:start] + text[end:], start)


def _with_emphasis(text: str, start: int, end: int) -> tuple[int, int]:
    for emphasis in ("**", "__", "*", "_"):
        width = len(emphasis)
        if text[start - width : start] == emphasis and text[end : end + width] == emphasis:
            return start - width, end + width
    return start, end


def _without_line(text: str, line_start: int, line_end: int) -> str:
    if line_end < len(text):
        return text[:line_start] + text[line_end + 1 :]
    return text[: max(line_start - 1, 0)]


def defuse(text: str) -> str:
    """Untrusted text (a client's message) with everything marker-shaped removed.

    Whatever comes out can never be taken for a marker by `restore`, whichever the tag.
    """
    return _remove_residue(text)[0]


def has_marker_residue(text: str) -> bool:
    """Whether the text still holds anything marker-shaped: "{{", "}}", a tag with an id."""
    return search(_RESIDUE, text) is not None


__all__ = [
    "EXAMPLE_MARKER",
    "EXAMPLE_MARKER_ID",
    "MARKER_CLASSES",
    "MARKER_LIKE_PATTERN",
    "MARKER_PATTERN",
    "MARKER_IDS",
    "MarkerClass",
    "MarkerReport",
    "Masked",
    "MaskedName",
    "NameKind",
    "Restoration",
    "defuse",
    "has_marker_residue",
    "marker_contract",
    "mask",
    "new_tag",
    "restore",
]


_CONTEXT_CHARS = 40
_MIN_CONTEXT_CHARS = 4
# One to three words (no digits: those may be facts) that an LLM wrote where a name stood: a
# name of its own, a translation, "the room". Words the draft has are the LLM's rephrasing, not a
# stand-in, and are left alone.
_STAND_IN = r"[ \t]*(?P<stand_in>[\p{L}'’.&-]{1,30}(?:[ \t][\p{L}'’.&-]{1,30}){0,2})[ \t]*"


@dataclass(frozen=True)
class PutBack:
    """A text after putting a dropped name back, and the words the name replaced, if any."""

    text: str
    stand_ins: tuple[str, ...] = ()


def reinsert_dropped(text: str, draft: str, names: Iterable[str]) -> str:
    """`text` with each dropped name put back where its neighbours survived (see `put_back`)."""
    for name in names:
        text = put_back(text, draft, name).text
    return text


def put_back(text: str, draft: str, name: str) -> PutBack:
    """Puts a dropped name back where the LLM left the words around it untouched.

    For each place the name stands in the draft, the words on both sides (up to the line's end)
    are looked for in `text` with only spaces, or one to three words the draft does not have,
    between them; where they are found once, the name goes back between them, in place of those
    words. A name the LLM wrote elsewhere or rephrased around stays dropped: verify reports it
    missing and the corrector states it.
    """
    stand_ins = []
    for left, right in _contexts(draft, name):
        text, stand_in = _reinserted(text, name, left, right, draft)
        if stand_in:
            stand_ins.append(stand_in)
    return PutBack(text, tuple(stand_ins))


def _contexts(draft: str, name: str) -> list[tuple[str, str]]:
    contexts = []
    start = draft.find(name)
    while start != -1:
        end = start + len(name)
        line_start = draft.rfind("\n", 0, start) + 1
        line_end = draft.find("\n", end)
        line_end = len(draft) if line_end == -1 else line_end
        left = draft[max(line_start, start - _CONTEXT_CHARS) : start]
        right = draft[end : min(line_end, end + _CONTEXT_CHARS)]
        contexts.append((left, right))
        start = draft.find(name, end)
    return contexts


def _reinserted(text: str, name: str, left: str, right: str, draft: str) -> tuple[str, str | None]:
    """The name put back between its neighbours: in an empty gap, or in place of the few words
    the LLM wrote there instead of it ("- Ballsaal (up to 30 people)" for "- {{…}} (up to…"),
    with those words."""
    left_core, right_core = left.rstrip(), right.lstrip()
    if len(left_core.strip()) + len(right_core.strip()) < 2 * _MIN_CONTEXT_CHARS:
        return text, None
    around = (regex.escape(left_core), regex.escape(right_core))
    stand_in = None
    match = _only_match(compile_pattern(around[0] + r"[ \t]*" + around[1]), text)
    if match is None:
        match = _only_match(compile_pattern(around[0] + _STAND_IN + around[1]), text)
        if match is None or _in_draft(match.group("stand_in"), draft):
            return text, None
        stand_in = match.group("stand_in")
    gap_start = match.start() + len(left_core)
    gap_end = match.end() - len(right_core)
    filling = left[len(left_core) :] + name + right[: len(right) - len(right_core)]
    return text[:gap_start] + filling + text[gap_end:], stand_in


def _only_match(pattern: regex.Pattern[str], text: str) -> regex.Match[str] | None:
    matches = list(scan(pattern, text))
    return matches[0] if len(matches) == 1 else None


def _in_draft(words: str, draft: str) -> bool:
    return words.casefold() in draft.casefold()
