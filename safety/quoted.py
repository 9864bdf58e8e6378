"""The earlier message a reply quotes below itself: context, not the reply's statements.

A venue's mail answers a client's and often carries it below: an attribution line ("Le 2 février
2028 à 09:15, Anne Duc a écrit :", "Il giorno … ha scritto:", "On … wrote:", "Am … schrieb …:"),
a header block ("De : … / Date : … / Objet : …", "Da: … / Data: … / Oggetto: …"), or a line that
opens the original or forwarded message ("-----Message d'origine-----"). The dates and times in
it are the client's, not facts the reply states: they are neither invented nor a fact's
rendering. Their words are the packs' mail words (safety.lang.mail_context_words).

Only what follows the reply's own text is a quote: a text that opens with such a line is read
whole, so a reply cannot hide its statements behind one. From the opening line on, the rest of
the text is the quote, except after an attribution followed by lines quoted with ">" and then
by the reply again (an inline answer): then only the attribution and its quoted lines are.

Lines are read one by one, each with a bounded number of words: linear in the text.
"""

from __future__ import annotations

from safety.lang.mail_context_words import (
    ATTRIBUTION_VERBS,
    DATE_OR_SUBJECT_LABELS,
    FORWARD_OPENERS,
    HEADER_LABELS,
    SENDER_LABELS,
)
from safety.text import fold, word_runs

_MAX_LABEL_WORDS = 3  # "Reply To", "inviato il", "répondre à"
_MAX_HEADER_LINES = 12
_MAX_OPENER_WORDS = 8  # "-----Message d'origine-----", "Begin forwarded message:"


def quoted_spans(text: str) -> tuple[tuple[int, int], ...]:
    """The spans of `text` that quote an earlier message (see the module's description)."""
    if ":" not in text and "-" not in text:
        return ()
    lines = _lines(text)
    seen_reply = False
    for index, (start, _, line) in enumerate(lines):
        if not line.strip():
            continue
        if seen_reply:
            if _opens_forward(line) or _header_block(lines, index):
                return ((start, len(text)),)
            if _attribution(line):
                return (_attribution_span(text, lines, index),)
        if not line.lstrip().startswith(">"):
            seen_reply = True
    return ()


def blanked(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    """`text` with the spans blanked: same length and line breaks, so every span keeps its place."""
    pieces, position = [], 0
    for start, end in spans:
        pieces.append(text[position:start])
        pieces.append("".join(char if char in "\r\n" else " " for char in text[start:end]))
        position = end
    pieces.append(text[position:])
    return "".join(pieces)


def _lines(text: str) -> list[tuple[int, int, str]]:
    lines, position = [], 0
    for piece in text.splitlines(keepends=True):
        body = piece.rstrip("\r\n")
        lines.append((position, position + len(body), body))
        position += len(piece)
    return lines


def _keys(text: str) -> tuple[str, ...]:
    return tuple(fold(word) for word in word_runs(text))


def _contains(keys: tuple[str, ...], phrases: frozenset[tuple[str, ...]]) -> bool:
    return any(
        keys[at : at + len(phrase)] == phrase
        for phrase in phrases
        for at in range(len(keys) - len(phrase) + 1)
    )


def _opens_forward(line: str) -> bool:
    """ "-----Message d'origine-----", "---------- Messaggio inoltrato ----------"."""
    keys = _keys(line)
    stripped = line.strip()
    dashed = stripped.startswith(("--", "__", "—")) or stripped.endswith(":")
    return dashed and 0 < len(keys) <= _MAX_OPENER_WORDS and _contains(keys, FORWARD_OPENERS)


def _attribution(line: str) -> bool:
    """ "Le 2 février 2028 à 09:15, Anne Duc a écrit :": a verb, a colon at the end, and a digit
    or an address that says when or who."""
    stripped = line.strip().lstrip(">").strip()
    return (
        stripped.endswith(":")
        and any(char.isdigit() or char == "@" for char in stripped)
        and _contains(_keys(stripped), ATTRIBUTION_VERBS)
    )


def _attribution_span(text: str, lines: list[tuple[int, int, str]], index: int) -> tuple[int, int]:
    """The attribution and what it quotes: to the end, unless lines quoted with ">" follow it and
    the reply goes on after them (an inline answer)."""
    start, end, _ = lines[index]
    quoted_end = None
    for _, later_end, later in lines[index + 1 :]:
        if not later.strip():
            continue
        if later.lstrip().startswith(">"):
            quoted_end = later_end
            continue
        if quoted_end is not None:
            return start, quoted_end
        break
    return start, len(text)


def _label(line: str) -> str | None:
    head, colon, _ = line.partition(":")
    head = head.strip(" \t>*")
    if not colon or not head[:1].isalpha():  # a list item or a table row is the reply's own
        return None
    keys = _keys(head)
    if not 0 < len(keys) <= _MAX_LABEL_WORDS:
        return None
    label = " ".join(keys)
    return label if label in HEADER_LABELS else None


def _header_block(lines: list[tuple[int, int, str]], index: int) -> bool:
    """Two or more labelled header lines from `index`: one names the sender (a name or an address
    without digits: "Da: ore 9" is a time), one gives the date or the subject."""
    labels = []
    for _, _, line in lines[index : index + _MAX_HEADER_LINES]:
        label = _label(line)
        if label is None:
            break
        labels.append((label, line.partition(":")[2].strip()))
    return (
        len(labels) >= 2
        and any(
            label in SENDER_LABELS and value[:1].isalpha() and not any(map(str.isdigit, value))
            for label, value in labels
        )
        and any(label in DATE_OR_SUBJECT_LABELS for label, _ in labels)
    )
