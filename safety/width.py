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
  U+2019 a Swiss number is grouped with: "CHF 1ʼ250.00" is CHF 1250.00.

`Reading.original_span` maps a span of the reading back to the text as written, so an issue
names and replaces exactly what the writer wrote.
"""

from __future__ import annotations

import unicodedata
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Literal

from safety.patterns import compile_pattern

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
# Characters the fold changes: a letter with combining marks (composed to NFC), non-ASCII
# decimal digits, other digit-valued numbers, format characters, full-width forms, the minus
# sign, and an apostrophe-like mark between digits. Alternatives of single characters, each
# followed by at most a run of marks: linear.
_SPECIAL = compile_pattern(
    r"\P{M}\p{M}+|[^\P{Nd}0-9]|\p{No}|\p{Cf}|[\uff01-\uff5e\u3000\u2212]"
    rf"|(?<=[0-9])[{GROUPING_APOSTROPHES}](?=[0-9])"
)

Disguise = Literal["digit", "invisible", "bidi"]


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
        last = self.original_offset(end - 1) + 1
        # A letter composed from combining marks ends after its marks.
        while last < len(self.original) and unicodedata.category(self.original[last]) == "Mn":
            last += 1
        return self.original_offset(start), last


def _digit_of(char: str) -> str | None:
    value = unicodedata.digit(char, None)
    if value is None:
        numeric = unicodedata.numeric(char, None)
        if numeric is None or numeric != int(numeric) or not 0 <= numeric <= 50:
            return None
        return str(int(numeric))
    return str(value)


def read_text(text: str) -> Reading:
    """The reading of `text` (see the module's docstring)."""
    if text.isascii():
        return Reading(text, text)
    matches = list(_SPECIAL.finditer(text))
    if not matches:
        return Reading(text, text)
    pieces: list[str] = []
    disguises: list[Disguised] = []
    kind: Disguise | None
    shifts: list[tuple[int, int]] = []
    position = 0  # in the original
    length = 0  # of the reading so far
    for match in matches:
        start = match.start()
        char = match.group()
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
    pieces.append(text[position:])
    return Reading("".join(pieces), text, tuple(disguises), _compact(shifts))


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
