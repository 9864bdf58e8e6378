"""The text the recognizers read: every digit in ASCII, nothing invisible, with a map back.

A reply may write a value so that it looks right and reads wrong, or reads right only to a
person: digits of another script or style ("CHF ٩٠٠.00", "𝟗𝟎𝟎", "⁹⁰⁰", "①"), a zero-width space
inside a time ("1\u200b8:00"), a right-to-left override that shows "00.009" as "900.00". The
reading folds each such character to what it stands for:

* full-width forms ("ＣＨＦ　１００") become ASCII, as a Japanese or Chinese keyboard writes them:
  a form of writing, not a disguise;
* every other decimal digit (Arabic-Indic, Devanagari, mathematical bold…) and every styled
  digit (superscript, subscript, circled, parenthesised) becomes its ASCII digit, and is a
  disguise; a styled digit right after a letter is an exponent or part of a name ("m²") and
  stays;
* format characters (zero-width spaces and joiners, soft hyphens, byte-order marks, bidi
  embeddings, overrides and isolates) are dropped, and are a disguise;
* the minus sign U+2212 becomes "-";
* a letter with combining marks is read in NFC ("e" + U+0301 is "é"), so a name typed with
  decomposed accents is the catalog's name;
* an apostrophe-like mark between two digits (U+02BC, U+2032, U+00B4) is the apostrophe
  U+2019 a Swiss number is grouped with: "CHF 1ʼ250.00" is CHF 1250.00;
* an HTML character reference ("&#57;", "&#x39;", "&nbsp;", "&euro;") becomes the character a
  browser, a mail client or a markdown renderer shows ("CHF &#57;&#48;&#48;.00" reads 900); a
  digit or an invisible character so written is a disguise, and a value written so is written
  anew in plain characters, while a space, an apostrophe, a dash or a letter so written is how
  HTML is written ("CHF&nbsp;5&#8217;200.00" is left as it stands);
* what HTML hides from the reader, an HTML comment or an element marked `hidden` or styled
  `display:none` or `visibility:hidden`, is left out of the reading: a fact only there is
  missing, a value split by it ("CHF 9<span hidden>1</span>00.00") is read as the reader sees
  it, and verify reports what it holds as a warning (safety.verify).

`Reading.original_span` maps a span of the reading back to the text as written, so an issue
names and replaces exactly what the writer wrote.
"""

from __future__ import annotations

import html
import unicodedata
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Literal

import regex

from safety.patterns import compile_pattern, search

_FULL_WIDTH_ASCII = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_IDEOGRAPHIC_SPACE = {0x3000: 0x20}
_FOLD = _FULL_WIDTH_ASCII | _IDEOGRAPHIC_SPACE
_MINUS = "\u2212"
# Bidi controls reorder what a reader sees; a reply in en, de, fr or it has no use for them.
BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)

# Marks that stand for the grouping apostrophe between two digits: the modifier letter
# apostrophe, the prime and the acute accent, each typed for U+2019 by some keyboard or font.
GROUPING_APOSTROPHES = "\u02bc\u2032\u00b4"
_APOSTROPHE = "\u2019"
# Characters the fold changes: an HTML character reference, a letter with combining marks
# (composed to NFC), non-ASCII decimal digits, other digit-valued numbers, format characters,
# full-width forms, the minus sign, and an apostrophe-like mark between digits. Alternatives of
# bounded references and single characters, each followed by at most a run of marks: linear.
_SPECIAL = compile_pattern(
    r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});"
    r"|\P{M}\p{M}+|[^\P{Nd}0-9]|\p{No}|\p{Cf}|[\uff01-\uff5e\u3000\u2212]"
    rf"|(?<=[0-9])[{GROUPING_APOSTROPHES}](?=[0-9])"
)

Disguise = Literal["digit", "invisible", "bidi", "entity", "hidden"]
# How the reply will be shown: plain text shows character references and markup as written;
# markdown and HTML render them. None: not said, read as rendered (a reference or a hidden part
# in a plain-text reply is a disguise all the same).
TextFormat = Literal["text", "markdown", "html"]
# A markdown link reference definition, "[1]: https://… "title"": shown by no renderer.
_LINK_DEFINITION = compile_pattern(r"(?m)^[ ]{0,3}\[[^\]\n]{1,999}\]:[ \t]*\S[^\n]*$")

# A start or end tag: its name and attributes (no "<" or ">" inside: linear).
_TAG = compile_pattern(r"<(/?)([a-zA-Z][a-zA-Z0-9]{0,31})([^<>]{0,2000})>")
_HIDING = compile_pattern(
    r"(?:^|[\s\"'])hidden(?:[\s=>/]|$)|display\s*:\s*none|visibility\s*:\s*hidden",
    regex.IGNORECASE,
)
_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "wbr", "col", "area", "source"})


# What says how a reply will be shown, when its caller does not: a character reference, an HTML
# tag or comment make it HTML; a line opening a list item, a heading, a quote, a table row or a
# link definition, or strong emphasis or a link within a line, make it markdown. Each is tried
# only where it can begin (a line's start, the characters it opens with), with bounded
# repetitions: linear in the text, and cheap for a reply without any.
_ENTITY = compile_pattern(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});")
_MARKDOWN_LINE = compile_pattern(
    r"[ ]{0,3}(?:[-*+][ \t]|[0-9]{1,9}[.)][ \t]|\#{1,6}[ \t]|>|\|[^\n]*\|[ \t]*$"
    r"|\[[^\]\n]{1,999}\]:)"
)
_MARKDOWN_INLINE = (
    ("**", compile_pattern(r"\*\*[^*\n]{1,999}\*\*")),
    ("__", compile_pattern(r"__[^_\n]{1,999}__")),
    ("](", compile_pattern(r"\[[^\]\n]{1,999}\]\([^)\n]{1,999}\)")),
)


def detect_format(text: str) -> TextFormat:
    """How `text` will be shown, read from its signs: html when it holds a character reference, a
    tag or a comment, markdown when it holds a list item, heading, quote, table row, link
    definition, strong emphasis or link, else text.

    A text detected as text or html reads exactly as it reads without a format (nothing in it is
    rendered otherwise); one detected as markdown also leaves its link definitions unseen."""
    if ("&" in text and search(_ENTITY, text) is not None) or (
        "<" in text and ("<!--" in text or search(_TAG, text) is not None)
    ):
        return "html"
    if any(
        sign in text and search(pattern, text) is not None for sign, pattern in _MARKDOWN_INLINE
    ):
        return "markdown"
    if any(_MARKDOWN_LINE.match(line) is not None for line in text.split("\n")):
        return "markdown"
    return "text"


def hidden_spans(text: str, text_format: TextFormat | None = None) -> list[tuple[int, int]]:
    """The parts of `text` a reader is not shown: HTML comments (an unclosed one runs to the end,
    as in a browser) and elements marked hidden, with what they hold; in markdown, link
    reference definitions too. Nothing in plain text. Linear in the text."""
    if text_format == "text":
        return []
    spans: list[tuple[int, int]] = []
    if text_format == "markdown" and "]:" in text:
        spans += [match.span() for match in _LINK_DEFINITION.finditer(text)]
    if "<" not in text:
        return spans
    at = 0
    comments: list[tuple[int, int]] = []
    while (opening := text.find("<!--", at)) != -1:
        closing = text.find("-->", opening + 4)
        end = len(text) if closing == -1 else closing + 3
        comments.append((opening, end))
        at = end
    comment_index = 0
    hiding: tuple[str, int, int] | None = None  # tag name, where it opened, depth of the same
    for match in _TAG.finditer(text):
        while comment_index < len(comments) and comments[comment_index][1] <= match.start():
            comment_index += 1
        if comment_index < len(comments) and comments[comment_index][0] <= match.start():
            continue  # a tag inside a comment
        closing_tag, name, attributes = (
            match.group(1) == "/",
            match.group(2).lower(),
            match.group(3),
        )
        if hiding is None:
            if not closing_tag and name not in _VOID and _HIDING.search(attributes):
                hiding = (name, match.start(), 1)
            continue
        hidden_name, opened, depth = hiding
        if name != hidden_name:
            continue
        depth += -1 if closing_tag else (0 if attributes.rstrip().endswith("/") else 1)
        if depth == 0:
            spans.append((opened, match.end()))
            hiding = None
        else:
            hiding = (hidden_name, opened, depth)
    if hiding is not None:
        spans.append((hiding[1], len(text)))
    merged: list[tuple[int, int]] = []
    for start, end in sorted([*spans, *comments]):
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end))
        else:
            merged.append((start, end))
    return merged


def width_folded(text: str) -> str:
    """Full-width forms as ASCII, one character for one."""
    return text.translate(_FOLD)


@dataclass(frozen=True, slots=True)
class Disguised:
    """A character of the text as written that the reading changed: where, and how."""

    start: int
    end: int
    kind: Disguise


@dataclass(frozen=True)
class Reading:
    text: str
    original: str
    disguises: tuple[Disguised, ...] = ()
    # For each character of `text` that does not stand where it stood in `original`: the
    # reading's offset and the original's, at every place the two drift apart.
    _shifts: tuple[tuple[int, int], ...] = field(default=(), repr=False)
    # The reading's offsets of characters written as several ("&#57;" for "9"), each with the
    # original's offset after them.
    _wide: tuple[tuple[int, int], ...] = field(default=(), repr=False)

    @property
    def changed(self) -> bool:
        return self.text != self.original

    def original_offset(self, offset: int) -> int:
        if not self._shifts:
            return offset
        index = bisect_right(self._shifts, (offset, len(self.original) + 1)) - 1
        if index < 0:
            return offset
        at, original_at = self._shifts[index]
        return original_at + (offset - at)

    def original_span(self, start: int, end: int) -> tuple[int, int]:
        if end <= start:
            first = self.original_offset(start)
            return first, first
        index = bisect_left(self._wide, (end - 1, -1))
        if index < len(self._wide) and self._wide[index][0] == end - 1:
            return self.original_offset(start), self._wide[index][1]  # "&#57;" for "9"
        last = self.original_offset(end - 1) + 1
        # A letter composed from combining marks ends after its marks.
        while last < len(self.original) and unicodedata.category(self.original[last]) == "Mn":
            last += 1
        return self.original_offset(start), last


def _may_fold(text: str) -> bool:
    """Whether _SPECIAL can match in `text`, from its distinct characters: a match needs an "&" or
    one character _folds names. Far cheaper than the scan, which tries a letter and its marks at
    every position: most replies in de, fr and it hold accents and nothing to fold."""
    return "&" in text or any(not char.isascii() and _folds(char) for char in set(text))


# One character of a match of _SPECIAL past the ASCII range: a combining mark, a digit or other
# number, a format character, a full-width form, the minus sign or a grouping apostrophe. Asked
# of the regex module, whose Unicode tables _SPECIAL uses (unicodedata's may be older).
_FOLDED_CHAR = compile_pattern(
    rf"[\p{{M}}\p{{Nd}}\p{{No}}\p{{Cf}}\uff01-\uff5e\u3000\u2212{GROUPING_APOSTROPHES}]"
)


@lru_cache(maxsize=4096)
def _folds(char: str) -> bool:
    return _FOLDED_CHAR.match(char) is not None


def _digit_of(char: str) -> str | None:
    value = unicodedata.digit(char, None)
    if value is None:
        numeric = unicodedata.numeric(char, None)
        if numeric is None or numeric != int(numeric) or not 0 <= numeric <= 50:
            return None
        return str(int(numeric))
    return str(value)


_RESERVED_IN_HTML = "&<>\"'"


def _disguises_as_reference(char: str) -> bool:
    """Whether a character written as a reference hides what it is: a digit ("&#57;"), an
    invisible one ("&#8203;"), or a letter or sign a keyboard types as it is ("&#46;"). A space,
    an apostrophe, a dash or an accented letter ("&nbsp;", "&#8217;", "&ndash;", "&eacute;") and
    the characters HTML reserves ("&amp;") are how HTML is written, and a value holding one is
    right as written ("CHF&nbsp;5&#8217;200.00")."""
    if unicodedata.category(char) in ("Nd", "No", "Cf"):
        return True
    return char.isascii() and not char.isspace() and char not in _RESERVED_IN_HTML


def read_text(text: str, text_format: TextFormat | None = None) -> Reading:
    """The reading of `text` (see the module's docstring), as shown in `text_format`."""
    plain = text_format == "text"
    if text.isascii() and (plain or ("&" not in text and "<" not in text and "]:" not in text)):
        return Reading(text, text)
    hidden = hidden_spans(text, text_format)
    matches = list(_SPECIAL.finditer(text)) if _may_fold(text) else []
    if not matches and not hidden:
        return Reading(text, text)
    pieces: list[str] = []
    disguises: list[Disguised] = []
    kind: Disguise | None
    shifts: list[tuple[int, int]] = []
    wide: list[tuple[int, int]] = []
    position = 0  # in the original
    length = 0  # of the reading so far
    hidden_index = 0
    for match in matches:
        start = match.start()
        while hidden_index < len(hidden) and hidden[hidden_index][0] <= start:
            hidden_start, hidden_end = hidden[hidden_index]
            hidden_index += 1
            if hidden_start < position:
                continue
            pieces.append(text[position:hidden_start])
            length += hidden_start - position
            disguises.append(Disguised(hidden_start, hidden_end, "hidden"))
            shifts.append((length, hidden_end))
            position = hidden_end
        if start < position:
            continue  # inside what is hidden
        char = match.group()
        if len(char) > 1 and char[0] == "&":
            if plain:
                continue  # plain text shows a character reference as written
            decoded = html.unescape(char)
            if len(decoded) != 1 or decoded == "\x00" or decoded == char:
                continue  # no character reference a renderer knows: left as written
            pieces.append(text[position:start])
            length += start - position
            replacement = width_folded(decoded)
            if _disguises_as_reference(decoded):
                disguises.append(Disguised(start, match.end(), "entity"))
            shifts.append((length, start))
            shifts.append((length + 1, match.end()))
            wide.append((length, match.end()))
            pieces.append(replacement)
            length += 1
            position = match.end()
            continue
        pieces.append(text[position:start])
        length += start - position
        kind = None
        if len(char) > 1:  # a letter with its combining marks
            replacement = unicodedata.normalize("NFC", char)
        elif char in GROUPING_APOSTROPHES:
            replacement = _APOSTROPHE
        elif ord(char) in _FOLD:
            replacement = chr(_FOLD[ord(char)])
        elif char == _MINUS:
            replacement = "-"
        elif unicodedata.category(char) == "Cf":
            replacement, kind = "", ("bidi" if char in BIDI_CONTROLS else "invisible")
        elif unicodedata.category(char) == "No" and start and text[start - 1].isalpha():
            replacement = char  # an exponent or a name's sign: "m²", "Raum²"
        else:
            digit = _digit_of(char)
            replacement, kind = (char, None) if digit is None else (digit, "digit")
        if kind is not None:
            disguises.append(Disguised(start, start + 1, kind))
        if len(replacement) != len(char) or kind == "invisible" or kind == "bidi":
            # Every character after this one stands elsewhere in the reading; for a character
            # expanded to two ("⑩" → "10") both map to it, and a composed letter maps to the
            # letter it was composed from.
            for extra in range(len(replacement)):
                shifts.append((length + extra, start))
            shifts.append((length + len(replacement), match.end()))
        pieces.append(replacement)
        length += len(replacement)
        position = match.end()
    for hidden_start, hidden_end in hidden[hidden_index:]:
        if hidden_start < position:
            continue
        pieces.append(text[position:hidden_start])
        length += hidden_start - position
        disguises.append(Disguised(hidden_start, hidden_end, "hidden"))
        shifts.append((length, hidden_end))
        position = hidden_end
    pieces.append(text[position:])
    if not disguises and not shifts and len(pieces) == 1:
        return Reading(text, text)
    return Reading("".join(pieces), text, tuple(disguises), _compact(shifts), tuple(wide))


def _compact(shifts: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The shifts with every entry that the previous one already implies left out."""
    kept: list[tuple[int, int]] = []
    for at, original_at in shifts:
        if kept and kept[-1][0] == at:
            kept[-1] = (at, original_at)
            continue
        if kept and original_at - at == kept[-1][1] - kept[-1][0] and at > kept[-1][0]:
            continue
        kept.append((at, original_at))
    return tuple(kept)
