"""A quoted earlier message inside a reply: its header block and the quoted lines after it.

A reply may quote the mail it answers ("> From: Nadia Keller …", "> Date: 12 March 2027", or
the German, French and Italian labels). The values there are the earlier message's, not claims
of the reply: the date a mail was sent is no second date of the booking. They are read as
context and left as written, as links are (safety.links).

A header block is two or more consecutive labelled lines (the labels of the language packs'
mail words, safety.lang.mail_context_words), one of them naming a sender with a name or an
address (never a time: "From: 18:00" begins a range, and an unquoted block names an e-mail
address) and one giving the date or the subject. When
the block is quoted with ">", the quoted lines that follow it belong to the same message.

A reply also names the message it answers by its date ("Thank you for your enquiry of 2 October",
"Ihre Anfrage vom 2. Oktober"): a value right after such a reference is the message's date, and is
read as context too (`after_message_references`).
"""

from __future__ import annotations

import regex

from safety.lang.mail_context_words import (
    DATE_OR_SUBJECT_LABELS,
    HEADER_LABELS,
    MESSAGE_REFERENCES,
    SENDER_LABELS,
)
from safety.patterns import compile_pattern, scan
from safety.text import fold

# A label at the start of a line, after quote marks and markdown bold: "> **From:** …".
_LABEL = compile_pattern(r"[ \t>*]{0,8}([\p{L}][\p{L} \-]{0,18}?)[ \t\u00a0]?\*{0,2}:")
_MAX_HEADER_LINES = 8


def quoted_header_spans(text: str) -> list[tuple[int, int]]:
    """Where the header blocks of quoted messages stand, with the quoted lines after them."""
    if ":" not in text:
        return []
    lines = _lines(text)
    spans: list[tuple[int, int]] = []
    index = 0
    while index < len(lines):
        size = _header_block(text, lines, index)
        if not size:
            index += 1
            continue
        start, end = lines[index][0], lines[index + size - 1][1]
        quoted = text[start:end].lstrip().startswith(">")
        index += size
        while quoted and index < len(lines) and text[lines[index][0] :].startswith(">"):
            end = lines[index][1]
            index += 1
        spans.append((start, end))
    return spans


def _lines(text: str) -> list[tuple[int, int]]:
    out = []
    start = 0
    for line in text.split("\n"):
        out.append((start, start + len(line)))
        start += len(line) + 1
    return out


def _header_block(text: str, lines: list[tuple[int, int]], index: int) -> int:
    """How many labelled header lines open at `index` and make a block (0 when none does)."""
    labels: list[tuple[str, str]] = []
    for start, end in lines[index : index + _MAX_HEADER_LINES]:
        line = text[start:end]
        match = _LABEL.match(line)
        if match is None:
            break
        label = " ".join(fold(match.group(1)).replace("-", " ").split())
        if label not in HEADER_LABELS:
            break
        labels.append((label, line[match.end() :].strip(" \t*")))
    senders = [value for label, value in labels if label in SENDER_LABELS]
    quoted = text[lines[index][0] : lines[index][1]].lstrip().startswith(">")
    if (
        len(labels) >= 2
        and any(_names_a_sender(value, quoted) for value in senders)
        and any(label in DATE_OR_SUBJECT_LABELS for label, _ in labels)
    ):
        return len(labels)
    return 0


def _names_a_sender(value: str, quoted: bool) -> bool:
    """A sender is an address, or, in a block quoted with ">", a name without a digit: a
    summary's "From: Friday, 6 pm" is a time, and its values are the reply's."""
    return "@" in value or (quoted and bool(value) and not any(ch.isdigit() for ch in value))


def _reference_alternation() -> str:
    phrases = sorted(MESSAGE_REFERENCES, key=lambda words: -len(" ".join(words)))
    return "|".join(r"[ \t\u00a0\-]{1,3}".join(map(regex.escape, words)) for words in phrases)


# A referenced message and the space before its date's first digit; bounded, so linear.
_REFERENCE = compile_pattern(rf"(?i)(?<!\w)(?:{_reference_alternation()})[ \t\u00a0]{{1,3}}(?=\d)")


def after_message_references(text: str) -> frozenset[int]:
    """Where a date stands right after a message the reply refers to: "your enquiry of |2 October"."""
    if not any(char.isdigit() for char in text):
        return frozenset()
    return frozenset(match.end() for match in scan(_REFERENCE, text))
