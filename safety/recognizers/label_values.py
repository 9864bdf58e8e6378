"""Where a labelled value starts: past a label's colon, the emphasis and tags that close
around it, and the line breaks a label alone on its line stands before ("Guests:\n24",
"<strong>Guests:</strong><br>24", "**Participants:** 24"). Character by character, within a
bounded stretch of markup."""

from __future__ import annotations


def char_at(text: str, index: int) -> str:
    """The character at `index`, or "" outside the text."""
    return text[index] if 0 <= index < len(text) else ""


def is_space(text: str, index: int) -> bool:
    return char_at(text, index) in (" ", "\u00a0")


def after_label(text: str, end: int) -> int | None:
    """Where the value after a label and its colon starts: "Participants:** 24"; a table's cell
    border or a tab stands for the colon ("| Guests | 26 |", "Guests<tab>26"). Emphasis and
    HTML tags may close around the label ("<b>Guests</b>: 26", "<strong>Guests:</strong> 26"),
    and a label alone on its line labels the line below it, across one empty line at most
    ("Guests:\n26", "<strong>Guests:</strong><br>26")."""
    position = past_markup(text, end, breaks=0)
    if position is None or char_at(text, position) not in (":", "|", "\t"):
        return None
    return past_markup(text, position + 1, breaks=2)


# The most characters of markup (spaces, emphasis, tags, line breaks) between a label, its colon
# and its value.
MOST_MARKUP = 64


def past_markup(text: str, position: int, *, breaks: int) -> int | None:
    """Where the text goes on after the spaces, "**", tags and at most `breaks` line breaks
    (a <br> or a closing and opening paragraph is one) at `position`; None past that many."""
    start = position
    seen = 0
    while position - start < MOST_MARKUP:
        char = char_at(text, position)
        if char == " " or is_space(text, position) or char == "\r":
            position += 1
        elif text.startswith("**", position):
            position += 2
        elif char == "\n":
            seen += 1
            position += 1
        elif char == "<":
            close = text.find(">", position, position + 40)
            if close < 0 or "<" in text[position + 1 : close]:
                break
            name = text[position + 1 : close].strip().casefold()
            if (name.startswith("br") and name[2:3] in ("", " ", "/")) or name == "/p":
                seen += 1
            position = close + 1
        else:
            break
        if seen > breaks:
            return None
    return position
