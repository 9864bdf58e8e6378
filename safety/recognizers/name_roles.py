"""Whether a phrase stands in the role of a room's or product's name: the subject of a booking
verb, the object of a verb that lists what an offer holds, or an item under a products label.

Read from closed word classes (safety.lang.name_roles) around the phrase, within its clause and
line: a bounded look on each side, linear in the text.
"""

from __future__ import annotations

from safety.lang.name_roles import BOOKING_WORDS, DETERMINERS, INCLUDING_WORDS, PRODUCT_LABELS
from safety.text import fold, word_runs

_BOOKING = frozenset(map(fold, BOOKING_WORDS))
_INCLUDING = frozenset(map(fold, INCLUDING_WORDS))
_LABELS = frozenset(map(fold, PRODUCT_LABELS))
_DETERMINERS = frozenset(map(fold, DETERMINERS))
_CLAUSE_ENDS = ".!?;\n"
_LIST_MARKERS = "-*•–"
# At most this many words before a phrase are read for its verb, and after it for a booking word.
_REACH = 12
# Characters read on each side of a phrase for its clause.
_WINDOW = 300


def name_role(text: str, start: int, end: int) -> str | None:
    """The name's role the phrase `text[start:end]` stands in: "subject", "object" or "item";
    None when it stands in none of them."""
    line_start = text.rfind("\n", 0, start) + 1
    clause_start = _clause_start(text, start)
    before = [fold(word) for word in word_runs(text[clause_start:start])]
    after = [fold(word) for word in word_runs(text[end : _clause_end(text, end)])]
    opening = [word for word in before if word not in _DETERMINERS]
    if not opening and _BOOKING.intersection(after[:_REACH]):
        return "subject"
    if opening and opening[-1] in _INCLUDING and len(before) - before.index(opening[-1]) <= 3:
        return "object"
    if _is_product_item(text, line_start, start):
        return "item"
    return None


def _ends_clause(text: str, at: int) -> bool:
    """A clause ends at `text[at]`: a full stop after a digit is an ordinal or a date ("am 3.
    September"), and one with no space after it is inside a token ("Punkt.Null", "3.5")."""
    char = text[at]
    if char not in _CLAUSE_ENDS:
        return False
    if char != ".":
        return True
    after = text[at + 1 : at + 2]
    return not (at and text[at - 1].isdigit()) and (not after or after.isspace())


def _clause_start(text: str, start: int) -> int:
    floor = max(0, start - _WINDOW)
    for at in range(start - 1, floor - 1, -1):
        if _ends_clause(text, at):
            return at + 1
    return floor


def _clause_end(text: str, end: int) -> int:
    ceiling = min(len(text), end + _WINDOW)
    for at in range(end, ceiling):
        if _ends_clause(text, at):
            return at
    return ceiling


def _is_product_item(text: str, line_start: int, start: int) -> bool:
    """The phrase opens a list item ("- la terrazza sul lago") under a products label."""
    head = text[line_start:start].strip()
    if not head or head[0] not in _LIST_MARKERS and not head[0].isdigit():
        return False
    if any(fold(word) not in _DETERMINERS for word in word_runs(head.lstrip(_LIST_MARKERS))):
        return False
    at = line_start - 1
    for _ in range(50):  # the label is at most this many items above
        if at <= 0:
            return False
        previous_start = text.rfind("\n", 0, at) + 1
        line = text[previous_start:at].strip()
        at = previous_start - 1
        if not line:
            return False
        if line[0] in _LIST_MARKERS or line[0].isdigit():
            continue
        words = word_runs(line)
        return bool(words) and fold(words[0]) in _LABELS and line.rstrip("*_ ").endswith(":")
    return False
