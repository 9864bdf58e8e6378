"""Where a text's sentences end: the one sentence splitter of the library.

A sentence ends at a line break, or at ". ! ?" before white space and a capital, a digit, a
quote, a bracket or a list marker, or before the end of the text; and not after

- a title ("Fr. 780.–", "Nr. 12", "Dr. Meier", "z.B. Salon Rose", "M. Dupont"), whatever follows;
- an abbreviation ("Sept.", "p.m.", "etc.") before a digit or a word in lower case: "on Friday,
  3 Sept. 2027 at 6 pm" is one sentence, "chairs etc. The room" two;
- a day's or a floor's number before a month or a floor word: "am 23. Oktober", "im 2. Stock".

The abbreviations are closed lists per language (safety.lang.abbreviations); every language's
are read, since a reply may mix them. Finding the ends is linear in the text: one scan for the
candidates, and a look of bounded length before each.
"""

from __future__ import annotations

from collections.abc import Iterator

from safety.lang import LANGS
from safety.lang.abbreviations import ALL_ABBREVIATIONS, ALL_TITLES, LONGEST
from safety.lang.calendar_words import MONTH_ABBREVIATIONS, MONTH_NAMES
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan

Span = tuple[int, int]

# A candidate end: a line break, or . ! ? before white space and what may open a sentence, or
# before the end of the text (white space aside). One character, each looked at once.
_CANDIDATE = compile_pattern(
    r"\n|[.!?](?=[ \t\u00a0\u202f]*(?:\r?\n|$)|[ \t\u00a0\u202f]+[\p{Lu}\p{Lt}\d\"'«»„“(*•\[-])"
)
_NEXT_WORD = compile_pattern(r"[ \t\u00a0\u202f]+(\p{L}{1,16}|\d)")
# Words after a day's or a floor's number with its dot: "on the 23. October", "on the 2. floor".
_ORDINAL_FOLLOWERS = frozenset(
    word.casefold()
    for words in (*MONTH_NAMES.values(), *MONTH_ABBREVIATIONS.values())
    for word in words
) | frozenset(word for lang in LANGS for word in LANGUAGES[lang].calendar.ordinal_followers)


def sentence_breaks(text: str, start: int = 0, end: int | None = None) -> Iterator[Span]:
    """The breaks between the sentences of text[start:end], in order: each the span of the
    character that ends a sentence (". ! ?" or a line break)."""
    stop = len(text) if end is None else end
    piece = text[start:stop] if (start, stop) != (0, len(text)) else text
    for match in scan(_CANDIDATE, piece):
        at = match.start()
        if match.group() == "\n" or match.group() in "!?" or _ends_at_dot(piece, at):
            yield start + at, start + at + 1


def sentence_spans(text: str) -> list[Span]:
    """Each sentence's [start, end) with its closing punctuation, white space around it aside;
    a line's break ends a sentence, empty lines hold none."""
    spans = []
    begin = 0
    for _, stop in sentence_breaks(text):
        spans.append((begin, stop))
        begin = stop
    spans.append((begin, len(text)))
    return [_trimmed(text, span) for span in spans if text[span[0] : span[1]].strip()]


def split_sentences(text: str) -> list[str]:
    """The sentences of `text`, stripped, in order."""
    return [text[start:end] for start, end in sentence_spans(text)]


def _trimmed(text: str, span: Span) -> Span:
    start, end = span
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def _ends_at_dot(text: str, at: int) -> bool:
    """Whether the dot at `at` (a candidate: what follows may open a sentence) ends one."""
    word = _word_before(text, at)
    if not word:
        return True
    following = _NEXT_WORD.match(text, at + 1)
    after = following.group(1) if following else ""
    if word.isdigit():
        # "am 23. Oktober", "im 2. Stock": a day's or a floor's number, no end.
        return not (len(word) <= 2 and after.casefold() in _ORDINAL_FOLLOWERS)
    lowered = word[:1].lower() + word[1:]
    if word in ALL_TITLES or lowered in ALL_TITLES:
        return False
    if word in ALL_ABBREVIATIONS or lowered in ALL_ABBREVIATIONS:
        return not (after[:1].isdigit() or after[:1].islower())
    return True


def _word_before(text: str, at: int) -> str:
    """The letters (with inner dots: "z.B", "p.m") or the digits right before `at`, at most
    LONGEST characters of letters; "" when a space or nothing stands there."""
    index = at
    while index > 0 and text[index - 1].isdigit():
        index -= 1
    if index < at:
        return text[index:at] if index == 0 or not text[index - 1].isalnum() else ""
    limit = max(0, at - LONGEST - 1)
    while index > limit and (text[index - 1].isalpha() or text[index - 1] == "."):
        index -= 1
    if index > 0 and text[index - 1].isalpha():
        return ""  # longer than any abbreviation: a word
    return text[index:at].lstrip(".")


def sentence_at(text: str, start: int, end: int, *, reach: int = 400) -> Span:
    """The sentence that holds text[start:end], looked for within `reach` characters on either
    side (a sentence longer than that is cut there): constant work per call, however long the
    text."""
    low, high = max(0, start - reach), min(len(text), end + reach)
    begin, stop = low, high
    for break_start, break_end in sentence_breaks(text, low, high):
        if break_end <= start:
            begin = break_end
        elif break_start >= end:
            stop = break_start if text[break_start] == "\n" else break_end
            break
    return _trimmed(text, (begin, stop))


__all__ = ["sentence_at", "sentence_breaks", "sentence_spans", "split_sentences"]
