"""The parts of a message that are context, not content: their dates, times and numbers never
become the request (booking.services.intake), and a reply's quote of an earlier message states
none of the reply's facts (safety.verify).

A client's mail often carries more than what the client now asks: the message it answers, quoted
below a header ("On Mon, 3 Nov 2026 at 09:12, Anna wrote:", "Am 03.11.2026 um 09:12 schrieb Anna:",
"Le lun. 3 nov. 2026 à 09:12, Anna a écrit :",
"Il giorno lun 3 nov 2026 alle [it-hours] 09:12 Anna ha scritto:") or a header block
("From: … Sent: …", "Von: … Gesendet: …", "De : … Envoyé : …", "Da: … Inviato: …"); lines quoted
with "> "; a forwarded or original message; a signature (after "-- ", or after a closing formula
such as "Best regards", "Mit freundlichen Grüssen", "Cordialement", "Cordiali saluti"); and the
writer's own contact lines (a telephone number, an e-mail address, a web address). Each is found
here, line by line, with the closed word classes of safety.lang.mail_context_words, and blanked
before the message is read:

* an attribution line, or a header block of two or more labelled lines one of which names the
  sender, or a forward opener: all that follows is the earlier message, except when the lines
  after an attribution are quoted with ">" and the client answers between them (an inline
  reply): then only the attribution and the quoted lines are context;
* a line quoted with ">";
* "-- " alone on a line: the rest is the signature;
* a closing formula alone on its line (with at most a name after it): the short lines after it
  are the signature, up to the first line that reads as a sentence;
* a line opened by a contact label ("Tel.", "Natel:", "Tél. :", "Cellulare"), a telephone number
  written with its country code ("+41 44 123 45 67"), an e-mail or a web address.

Blanked text keeps its length and its line breaks, so spans read afterwards keep their places.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache

from safety.lang.mail_context_words import (
    ATTRIBUTION_VERBS,
    CLOSING_FORMULAS,
    CONTACT_LABELS,
    DATE_OR_SUBJECT_LABELS,
    FORWARD_OPENERS,
    HEADER_LABELS,
    MESSAGE_REFERENCES,
    POSTSCRIPTS,
    SENDER_LABELS,
)
from safety.patterns import compile_pattern, scan
from safety.text import fold

_WORD = compile_pattern(r"[\p{L}\p{N}]+")


def keys_of(text: str) -> tuple[str, ...]:
    """The folded words of `text` (case and accents aside)."""
    return tuple(fold(match.group()) for match in scan(_WORD, text))


# A header label at the start of a line: "From:", "*Von:*", "De :", "Reply-To:". Every
# quantifier is bounded, so a match looks at no more than 50 characters of its line.
_LABEL = compile_pattern(r"[ \t>*]{0,8}([\p{L}][\p{L} \-]{0,18}?)[ \t\u00a0]?\*?:")
# A telephone number with its country code: "+41 44 123 45 67", "+41 (0)79 123 45 67".
_PHONE = compile_pattern(r"(?:\+|(?<![\p{N}:.,])00)\d{1,3}(?:[ \u00a0./\-]?(?:\(0\)|\d)){6,14}")
# An e-mail address or a web address.
_ADDRESS = compile_pattern(
    r"[\p{L}\p{N}._%+\-]{1,64}@[\p{L}\p{N}.\-]{1,253}|(?:https?://|www\.)[^\s<>\"]{1,2000}"
)
# A line made of dashes or underscores with words inside: "---------- Forwarded message ---".
_SIGNATURE_DELIMITERS = frozenset({"--", "-- ", "—", "__"})
_MAX_HEADER_LINES = 12  # From, Sent, To, Cc, Bcc, Subject, and a few more
_MAX_NAME_WORDS = 3  # "Best regards, Anna Muster"
_MAX_SIGNATURE_WORDS = 8  # a name, a company, an address line, a telephone line
_MAX_SIGNATURE_LINES = 10
_SENTENCE_END = frozenset(".?!")


@dataclass(frozen=True)
class Context:
    """A span of the message that is context: `kind` is "quote" (an attribution, a header block
    or quoted lines and what they introduce), "forward", "signature" or "contact"; "header" for
    the header block a reply opens with (quoted_spans)."""

    kind: str
    start: int
    end: int


@dataclass(frozen=True)
class _Line:
    start: int
    end: int  # without the line break
    text: str

    @cached_property
    def keys(self) -> tuple[str, ...]:
        return keys_of(self.text)

    @cached_property
    def label(self) -> str | None:
        """The header label the line opens with ("from", "gesendet"), or None."""
        return _header_label(self.text)

    @property
    def blank(self) -> bool:
        return not self.text.strip()

    @property
    def quoted(self) -> bool:
        return self.text.lstrip().startswith(">")


def quoted_spans(text: str) -> tuple[Context, ...]:
    """The earlier messages a reply quotes or forwards. Below the reply's own text: from an
    attribution line (quoted with ">" or not), a mail header block or a forward opener on, to the
    end (or, for an inline reply, the attribution and the quoted lines after it). Above it: a
    mail header block the reply opens with, and the lines quoted with ">" right after it; the
    reply's text below is its own.

    What is not an earlier message: a line quoted with ">" alone (markdown writes a reply's own
    callouts so), labelled lines whose sender is a time (a "From: 10:30" line in a summary), a
    signature or a contact line, and a reply that opens with an attribution or a forward opener:
    a reply that is all quote is read whole."""
    if ":" not in text and "--" not in text and "__" not in text and "==" not in text:
        return ()
    lines = _lines(text)
    found: list[Context] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if found and found[-1].kind != "header" and line.quoted:
            found.append(Context("quote", line.start, line.end))  # an inline reply's quote
            index += 1
            continue
        if ":" not in line.text and not _dashed(line.text):
            index += 1
            continue  # no attribution, header label or forward opener
        header = _header_block(lines, index) and _named_sender(lines, index)
        # On top of the reply, an unquoted block is a mail's header only with an address: a
        # summary's "From: Anna Muster" is the reply's own.
        if (
            header
            and not text[: line.start].strip()
            and (line.quoted or _named_sender(lines, index, address=True))
        ):
            last = _header_end(lines, index)
            found.append(Context("header", line.start, lines[last].end))
            index = last + 1
            continue
        if line.quoted:
            # "> On … Anna wrote:", or a quoted header ("> From: Anna …"), and the quote below
            if _quoted_attribution(line) or header:
                found.append(Context("quote", line.start, len(text)))
                break
            index += 1
            continue
        rest = _rest_kind(lines, index)
        if rest == "quote" and not _attribution(lines, index) and not header:
            index += 1
            continue
        if rest == "inline":
            found.append(Context("quote", _header_start(lines, index), line.end))
        elif rest in ("quote", "forward"):
            start = _header_start(lines, index) if rest == "quote" else line.start
            found.append(Context(rest, start, len(text)))
            break
        index += 1
    if found and found[0].kind != "header" and not text[: found[0].start].strip():
        return ()  # nothing of the reply's own before it
    return tuple(found)


def _header_end(lines: list[_Line], index: int) -> int:
    """The last line of the header block at `index`, with the lines quoted with ">" after it
    (and the empty lines between them)."""
    last = index
    while last + 1 < len(lines) and last + 1 - index < _MAX_HEADER_LINES and lines[last + 1].label:
        last += 1
    quoted = lines[last].quoted
    following = last + 1
    while following < len(lines) and (lines[following].blank or lines[following].quoted):
        if lines[following].quoted and quoted:
            last = following
        following += 1
    return last


def _quoted_attribution(line: _Line) -> bool:
    """ "> Le 2 février 2028 à 09:15, Anne a écrit :": an attribution quoted with its message."""
    text = line.text.lstrip().lstrip(">").strip()
    if not text.endswith(":"):
        return False
    return _contains(keys_of(text), ATTRIBUTION_VERBS) and any(
        char.isdigit() or char == "@" for char in text
    )


def _named_sender(lines: list[_Line], index: int, *, address: bool = False) -> bool:
    """Whether the header block at `index` names its sender as a mail program does: a name or
    an address, with no digit outside the address ("Von: Anna Muster <anna@example.ch>"); with
    `address`, an address."""
    for line in lines[index : index + _MAX_HEADER_LINES]:
        label = line.label
        if label is None:
            break
        if label in SENDER_LABELS:
            written = line.text.split(":", 1)[1]
            if address and "@" not in written:
                return False
            value = _ADDRESS.sub(" ", written)
            return bool(value.strip() or address) and not any(char.isdigit() for char in value)
    return False


def context_spans(text: str) -> tuple[Context, ...]:
    """The context of `text`, by start; see the module's description."""
    lines = _lines(text)
    found: list[Context] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        rest = _rest_kind(lines, index)
        if rest == "inline":
            found.append(Context("quote", _header_start(lines, index), line.end))
        elif rest:
            start = _header_start(lines, index) if rest == "quote" else line.start
            found.append(Context(rest, start, len(text)))
            break
        elif line.quoted:
            found.append(Context("quote", line.start, line.end))
        elif _starts_with(line.keys, CONTACT_LABELS) and _labelled(line.text):
            found.append(Context("contact", line.start, line.end))
        elif _closes(line):
            last = _signature_end(lines, index)
            if last > index:
                found.append(Context("signature", lines[index + 1].start, lines[last].end))
                index = last
        index += 1
    for pattern in (_PHONE, _ADDRESS):
        found += [Context("contact", m.start(), m.end()) for m in scan(pattern, text)]
    return tuple(sorted(found, key=lambda c: (c.start, c.end)))


def without_context(text: str, spans: tuple[Context, ...]) -> str:
    """`text` with every span of context blanked; line breaks and length stay."""
    chars = list(text)
    for span in spans:
        for position in range(span.start, span.end):
            if chars[position] not in "\r\n":
                chars[position] = " "
    return "".join(chars)


def _lines(text: str) -> list[_Line]:
    lines, position = [], 0
    for piece in text.splitlines(keepends=True):
        body = piece.rstrip("\r\n")
        lines.append(_Line(position, position + len(body), body))
        position += len(piece)
    return lines


def _rest_kind(lines: list[_Line], index: int) -> str:
    """What the line at `index` opens: "quote" or "forward" when all from it on is context,
    "inline" for an attribution whose quote is interleaved with answers, "" for neither."""
    line = lines[index]
    if line.text.strip() in _SIGNATURE_DELIMITERS:
        return "signature"
    if (_dashed(line.text) or line.text.rstrip().endswith(":")) and _contains(
        line.keys, FORWARD_OPENERS
    ):
        return "forward"
    if _attribution(lines, index):
        following = next((later for later in lines[index + 1 :] if not later.blank), None)
        return "inline" if following is not None and following.quoted else "quote"
    if _header_block(lines, index):
        return "quote"
    return ""


def _attribution(lines: list[_Line], index: int) -> bool:
    """An attribution line ends with ":" and has an attribution verb; mail programs wrap a long
    one, so the verb may stand on the line and the colon end it ("Anna <a@b.ch>⏎wrote:")."""
    text = lines[index].text.rstrip()
    if not text.endswith(":") or lines[index].quoted:
        return False
    return _contains(lines[index].keys, ATTRIBUTION_VERBS) and _names_a_writer(lines, index)


def _header_start(lines: list[_Line], index: int) -> int:
    """Where the header that ends on line `index` begins: a mail program wraps a long
    attribution ("On …, Anna <anna@example.ch>⏎wrote:"), so the line right before belongs to it
    unless it ends a sentence or is blank."""
    if index and not lines[index - 1].blank and _attribution(lines, index):
        before = lines[index - 1].text.rstrip()
        if before[-1:] not in _SENTENCE_END and not lines[index - 1].quoted:
            return lines[index - 1].start
    return lines[index].start


def _names_a_writer(lines: list[_Line], index: int) -> bool:
    """An attribution names when or who: a digit or an address on its line or the one before
    (a wrapped header), not a sentence that happens to end with "wrote:"."""
    here = lines[index].text
    before = lines[index - 1].text if index and not lines[index - 1].blank else ""
    return any(ch.isdigit() or ch == "@" for ch in here + before)


def _header_block(lines: list[_Line], index: int) -> bool:
    """Two or more consecutive labelled header lines from `index`: one names the sender (a name
    or an address, never a time: "From: 18:00 To: 22:00" is a range), one the date or subject."""
    labels = []
    for line in lines[index : index + _MAX_HEADER_LINES]:
        label = line.label
        if label is None:
            break
        labels.append((label, line.text.split(":", 1)[1].strip()))
    senders = [value for label, value in labels if label in SENDER_LABELS]
    return (
        len(labels) >= 2
        and any(value and not value[0].isdigit() for value in senders)
        and any(label in DATE_OR_SUBJECT_LABELS for label, _ in labels)
    )


def _header_label(text: str) -> str | None:
    match = _LABEL.match(text)
    if match is None:
        return None
    label = " ".join(keys_of(match.group(1)))
    return label if label in HEADER_LABELS else None


def _closes(line: _Line) -> bool:
    """A closing formula alone on its line, maybe with a name after it ("Thanks, Anna")."""
    keys = line.keys
    length = _formula_length(keys)
    return bool(length) and len(keys) - length <= _MAX_NAME_WORDS and line.text.rstrip()[-1:] != "?"


def _formula_length(keys: tuple[str, ...]) -> int:
    """The length of the longest closing formula that `keys` begin with; 0 for none."""
    return max((len(f) for f in CLOSING_FORMULAS if keys[: len(f)] == f), default=0)


def _signature_end(lines: list[_Line], index: int) -> int:
    """The last line of the signature after the closing formula at `index`, or `index` for
    none. A signature begins with a name, on the formula's line ("Thanks, Anna") or on the next
    ("Anna Muster", maybe after a blank line), and goes on with short lines (a company, an
    address, a telephone) up to a blank line, a postscript, a question or more context (a quote,
    a forward). "Thanks⏎25 people" has none; in "Thanks,⏎Anna⏎⏎25 people" the last line is read."""
    last = index
    keys = lines[index].keys
    named = len(keys) > _formula_length(keys)
    for later in range(index + 1, len(lines)):
        line = lines[later]
        if line.blank:
            if last > index or named:
                return last  # a blank line after the name ends the signature
            continue
        if line.quoted or _rest_kind(lines, later):
            break
        if _starts_with(line.keys, POSTSCRIPTS) or line.text.rstrip().endswith("?"):
            return last  # "PS: we are 25": the client writes on; the signature ends before
        if later - index > _MAX_SIGNATURE_LINES or len(line.keys) > _MAX_SIGNATURE_WORDS:
            return index
        if line.text.rstrip()[-1:] in _SENTENCE_END and len(line.keys) > _MAX_NAME_WORDS:
            return index
        if last == index and not named and not _is_name(line.text):
            return index
        last = later
    return last


def _is_name(text: str) -> bool:
    """A person's name alone on a line: one to four capitalised words of letters."""
    words = text.replace(",", " ").split()
    return 0 < len(words) <= _MAX_NAME_WORDS + 1 and all(
        word[:1].isupper() and word.replace("-", "").replace(".", "").isalpha() for word in words
    )


def _starts_with(keys: tuple[str, ...], phrases: frozenset[tuple[str, ...]]) -> bool:
    return any(keys[: len(phrase)] == phrase for phrase in phrases)


def _contains(keys: tuple[str, ...], phrases: frozenset[tuple[str, ...]]) -> bool:
    """Whether `keys` hold one of `phrases`, looked for only where a phrase's first word stands."""
    by_first = _by_first_word(phrases)
    return any(
        keys[start : start + len(phrase)] == phrase
        for start, key in enumerate(keys)
        for phrase in by_first.get(key, ())
    )


@lru_cache(maxsize=16)
def _by_first_word(
    phrases: frozenset[tuple[str, ...]],
) -> dict[str, tuple[tuple[str, ...], ...]]:
    grouped: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        if phrase:
            grouped.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(found) for first, found in grouped.items()}


def _dashed(text: str) -> bool:
    stripped = text.strip()
    return stripped[:2] in ("--", "__", "==") or stripped[-2:] in ("--", "__", "==")


def _labelled(text: str) -> bool:
    """A contact line: its label is followed by a colon, a dot or a digit ("Tel. 044…",
    "Natel: 079…", "Phone +41…"), not a sentence that begins with "Mail us…"."""
    label_end = next((i for i, ch in enumerate(text) if ch in ":.+0123456789"), None)
    return label_end is not None and len(keys_of(text[:label_end])) <= 2


# -- the message a reply answers, named by its date --------------------------------------------


_LAST_WORDS = frozenset(words[-1] for words in MESSAGE_REFERENCES)
_LONGEST_REFERENCE = max((len(words) for words in MESSAGE_REFERENCES), default=1)


def after_message_reference(text: str, at: int) -> bool:
    """Whether the value at `at` stands right after a message the reply refers to: "your
    enquiry of |2 October", "Ihre Anfrage vom |2. Oktober". The words before it are read as
    folded words."""
    if at == 0 or text[at - 1] not in " \t\u00a0":
        return False
    words = text[max(0, at - 48) : at].replace("-", " ").split()[-_LONGEST_REFERENCE:]
    if not words or fold(words[-1]) not in _LAST_WORDS:
        return False
    before = tuple(fold(word.strip(".,;:()'\"")) for word in words)
    return any(before[-size:] in MESSAGE_REFERENCES for size in range(2, _LONGEST_REFERENCE + 1))
