"""Whether a phrase stands in the role of a room's or product's name: the subject or object of a
booking verb, the object of a verb that lists what an offer holds, an item under a products
label, or a field's value after a label of its kind.

Read from closed word classes (safety.lang.name_roles) around the phrase, within its clause and
line: a bounded look on each side, linear in the text. HTML tags are no words: a block tag
(`<p>`, `<li>`, `<br>`) ends a clause, an inline one (`<strong>`) is read through.

    subject  nothing but determiners before the phrase in its clause (a greeting or a date before
             a comma is another clause), or a verb opener (an auxiliary, a subject pronoun, a
             subordinator: "ist", "haben", "wir", "dass", "que", "che") before it, and a booking
             or including word after it: "Dear Ms Keller, the lake terrace is reserved", "we
             confirm that the lake terrace has been booked", and German with the participle at
             the clause's end and adverbials between
    object   a booking or including word right before the phrase, with determiners and words such
             as "for you", "auch", "également" between: "We have reserved the lake terrace",
             "L'offre comprend également le forfait apéritif"
    item     the phrase opens a list item or table cell under a products label
    field    the phrase follows a label of its kind and a colon, or a table cell of one: "Raum:
             Terrasse am See", "| Room | garden hall |"
"""

from __future__ import annotations

from safety.lang.name_roles import (
    BETWEEN_WORDS,
    BOOKING_WORDS,
    DETERMINERS,
    FIELD_LABELS,
    INCLUDING_WORDS,
    PRODUCT_LABELS,
    VERB_OPENERS,
)
from safety.patterns import compile_pattern
from safety.text import fold, word_runs

_BOOKING = frozenset(map(fold, BOOKING_WORDS))
_INCLUDING = frozenset(map(fold, INCLUDING_WORDS))
_BOOKED = _BOOKING | _INCLUDING
_LABELS = frozenset(map(fold, PRODUCT_LABELS))
_FIELD_LABELS = frozenset(map(fold, FIELD_LABELS)) | _LABELS
_DETERMINERS = frozenset(map(fold, DETERMINERS))
_BETWEEN = frozenset(map(fold, BETWEEN_WORDS))
_OPENERS = frozenset(map(fold, VERB_OPENERS))
_CLAUSE_ENDS = ".!?;\n"
_LIST_MARKERS = "-*•–"
# At most this many words after a phrase are read for a booking word.
_REACH = 12
# At most this many words may stand between a verb and its object ("for you", "also").
_BETWEEN_REACH = 3
# Characters read on each side of a phrase for its clause.
_WINDOW = 300
_TAG = compile_pattern(r"<[^<>]{0,200}>")
_TAG_NAME = compile_pattern(r"</?([A-Za-z][A-Za-z0-9]*)")
# Tags read through as part of a sentence; any other tag ends a clause.
_INLINE_TAGS = frozenset({"a", "b", "strong", "em", "i", "u", "span", "mark", "small", "code"})


def name_role(text: str, start: int, end: int) -> str | None:
    """The name's role the phrase `text[start:end]` stands in: "subject", "object", "item" or
    "field"; None when it stands in none of them."""
    line_start = text.rfind("\n", 0, start) + 1
    before = [fold(word) for word in _words(text[_clause_start(text, start) : start])]
    after = [fold(word) for word in _words(text[end : _clause_end(text, end)])]
    opening = [word for word in before if word not in _DETERMINERS]
    core = [word for word in opening if word not in _BETWEEN]
    booked_after = bool(_BOOKED.intersection(after[:_REACH]))
    # Nothing but determiners before it, a verb opener before it, or an auxiliary right after
    # it ("… la terrazza sul lago è stata riservata"): the subject of what is booked after it.
    opened = not opening or (core and core[-1] in _OPENERS) or (after and after[0] in _OPENERS)
    if booked_after and opened:
        return "subject"
    if (
        core
        and core[-1] in _BOOKED
        and len(opening) - _last_index(opening, core[-1]) <= (_BETWEEN_REACH + 1)
    ):
        return "object"
    if _is_field(text, line_start, start):
        return "field"
    if _is_product_item(text, line_start, start):
        return "item"
    return None


def _last_index(words: list[str], word: str) -> int:
    return len(words) - 1 - words[::-1].index(word)


def _words(segment: str) -> list[str]:
    """The words of `segment`, its tags left out."""
    if "<" in segment:
        segment = _TAG.sub(" ", segment)
    return word_runs(segment)


def _ends_clause(text: str, at: int, *, comma: bool = False) -> bool:
    """A clause ends at `text[at]`: a full stop after one or two digits is an ordinal or a date
    ("am 3. September"), and one with no space after it is inside a token ("Punkt.Null", "3.5"). With
    `comma`, a comma ends one too (read backwards: "Bonjour Madame Keller, la terrasse …")."""
    char = text[at]
    if char in ",:" and comma:
        return True
    if char in "<>":
        return _block_tag_at(text, at)
    if char not in _CLAUSE_ENDS:
        return False
    if char != ".":
        return True
    after = text[at + 1 : at + 2]
    return not _ordinal_before(text, at) and (not after or after.isspace())


def _ordinal_before(text: str, at: int) -> bool:
    """One or two digits stand before the full stop at `at`: an ordinal or a day ("am 3."), where
    a year or an amount ("2027.") ends its sentence."""
    digits = 0
    while at - digits - 1 >= 0 and text[at - digits - 1].isdigit() and digits < 3:
        digits += 1
    return 0 < digits <= 2


def _block_tag_at(text: str, at: int) -> bool:
    """`text[at]` opens or closes a tag that is not read through: `<p>`, `</li>`, `<br>`."""
    opening = at if text[at] == "<" else text.rfind("<", max(0, at - 200), at)
    if opening < 0:
        return False
    match = _TAG_NAME.match(text, opening)
    return match is not None and match.group(1).lower() not in _INLINE_TAGS


def _clause_start(text: str, start: int) -> int:
    floor = max(0, start - _WINDOW)
    for at in range(start - 1, floor - 1, -1):
        if _ends_clause(text, at, comma=True):
            return at + 1
    return floor


def _clause_end(text: str, end: int) -> int:
    ceiling = min(len(text), end + _WINDOW)
    for at in range(end, ceiling):
        if _ends_clause(text, at):
            return at
    return ceiling


def _head(text: str, line_start: int, start: int) -> str:
    """What stands before the phrase on its line (or in its HTML block), tags left out."""
    block = max(text.rfind("<li", line_start, start), text.rfind("<p", line_start, start))
    return _TAG.sub(" ", text[max(line_start, block) : start])


def _is_field(text: str, line_start: int, start: int) -> bool:
    """The phrase is a field's value after a label of its kind: "- **Raum:** Terrasse am See",
    "<strong>Room:</strong> garden hall", "| Room | lake terrace |"."""
    head = _head(text, line_start, start).strip().strip(_LIST_MARKERS + "*_ ")
    if head.startswith("|"):
        cells = [cell.strip(" *_") for cell in head[1:].split("|")]
        if len(cells) >= 2 and not cells[-1]:
            words = word_runs(cells[-2])
            return len(words) == 1 and fold(words[0]) in _FIELD_LABELS
        return False
    label, colon, value = head.rpartition(":")
    if not colon or any(fold(word) not in _DETERMINERS for word in word_runs(value)):
        return False
    words = word_runs(label.strip(" *_"))
    return len(words) == 1 and fold(words[0]) in _FIELD_LABELS


def _is_product_item(text: str, line_start: int, start: int) -> bool:
    """The phrase opens a list item ("- la terrazza sul lago", "<li>forfait apéritif") or a table
    cell under a products label."""
    if text.rfind("<li", line_start, start) >= 0:
        return _is_html_item(text, line_start, start)
    head = text[line_start:start].strip()
    if head.startswith("|"):
        return _is_table_item(text, line_start, head)
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
        return _is_label(line)
    return False


def _is_label(line: str) -> bool:
    """A products label over a list: "Products:", "**Your extras:**", "### Produkte"; a label
    with no colon is one or two words alone on its line."""
    line = _TAG.sub(" ", line).strip()
    words = [fold(word) for word in word_runs(line)]
    words = [word for word in words if word not in _DETERMINERS]
    if not words or words[0] not in _LABELS:
        return False
    return line.rstrip("*_ ").endswith(":") or (len(words) <= 2 and line[-1:] not in ".!?")


def _is_html_item(text: str, line_start: int, start: int) -> bool:
    """ "<p><strong>Produits :</strong></p><ul><li>forfait apéritif</li>": a label closes the
    block before the list the item opens."""
    item = text.rfind("<li", line_start, start)
    head = _TAG.sub(" ", text[item:start])
    if any(fold(word) not in _DETERMINERS for word in word_runs(head)):
        return False
    listing = max(text.rfind("<ul", max(0, item - 2000), item), text.rfind("<ol", 0, item))
    if listing < 0:
        return False
    label = _TAG.sub(" ", text[max(0, listing - 200) : listing]).rstrip()
    label = label[label.rfind("\n") + 1 :]
    for cut in ".!?":
        label = label[label.rfind(cut) + 1 :]
    return bool(label.strip()) and _is_label(label.strip())


def _is_table_item(text: str, line_start: int, head: str) -> bool:
    """ "| forfait apéritif |" in a column whose header is a products label."""
    column = head.count("|") - 1
    at = line_start - 1
    header = None
    for _ in range(50):
        if at <= 0:
            break
        previous_start = text.rfind("\n", 0, at) + 1
        line = text[previous_start:at].strip()
        at = previous_start - 1
        if not line.startswith("|"):
            break
        header = line
    if header is None:
        return False
    cells = header.strip("|").split("|")
    if column >= len(cells):
        return False
    words = word_runs(cells[column])
    return bool(words) and fold(words[0]) in _LABELS
