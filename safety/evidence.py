"""Where a value stands in a reply's layout: the role an issue's evidence is read in.

Every issue of verify carries its evidence: the span, the text read there (`found`) and the
role of that place in the reply's layout, so a caller (and staff in the inspector) can judge
what the correction rests on:

    table_cell   a cell of a markdown table row ("| Date | 9 June 2027 |")
    label        the value of a labelled field ("Date: 9 June 2027", "**Total:** CHF 120.00")
    list_item    an item of a bulleted or numbered list ("- 9 June 2027", "2) Salon Rose")
    heading      a markdown heading ("## Salon Rose")
    sentence     running prose

The role is read from the line the span stands on, from its start to the span; a labelled list
item ("- Date: 9 June") is a label, a table row a table cell whatever else it holds. In HTML the
element the span stands in decides (`<td>`, `<th>`, `<li>`, `<h1>`…`<h6>`), and a label is read
from the line without its tags ("<strong>Date:</strong> 9 June 2027").
"""

from __future__ import annotations

from typing import Literal

import regex

from safety.patterns import compile_pattern

Role = Literal["table_cell", "label", "list_item", "heading", "sentence"]
ROLES: tuple[Role, ...] = ("table_cell", "label", "list_item", "heading", "sentence")

# A markdown table row: a cell border before the span, and one after it on the line.
_CELL_BORDER = "|"
# A list item's marker at the start of its line: a bullet, or a number or letter with . or ).
_BULLET = r"(?:[-*•·–—▪◦+]|\d{1,3}[.)]|[a-zA-Z][)])"
_LIST_ITEM = compile_pattern(rf"[ \t]*{_BULLET}[ \t]+")
_HEADING = compile_pattern(r"[ \t]*#{1,6}[ \t]")
# A label: a few words (bold or not) and a colon, then the value; the label holds no sentence end
# and no digit (a time's "18:00" is no label).
_LABEL = compile_pattern(
    rf"[ \t]*(?:{_BULLET}[ \t]+)?(?:\*\*|__)?"
    r"[\p{L}][\p{L}\p{M}'’ ./()&-]{0,40}?(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(?:\*\*|__)?[ \t]*"
)


# An HTML element that gives its content a role, opened before the span; how far back it is
# looked for is bounded.
_HTML_OPENING = compile_pattern(r"<(td|th|li|h[1-6])\b[^<>]{0,200}>", regex.IGNORECASE)
_HTML_TAG = compile_pattern(r"<[^<>]{0,200}>")
_HTML_ROLES: dict[str, Role] = {"td": "table_cell", "th": "table_cell", "li": "list_item"}
_LOOK_BACK = 2000


def evidence_role(text: str, span: tuple[int, int]) -> Role:
    """The role of the place `span` stands in, in `text` as submitted."""
    start, end = span
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    line_end = len(text) if line_end < 0 else line_end
    before, after = text[line_start:start], text[end:line_end]
    if "<" in text:
        element = _html_element(text, start)
        before = _HTML_TAG.sub("", before)
        if _is_label(before):
            return "label"
        if element is not None:
            return element
    if _CELL_BORDER in before and _CELL_BORDER in after:
        return "table_cell"
    if _is_label(before):
        return "label"
    if _LIST_ITEM.match(before):
        return "list_item"
    if _HEADING.match(before):
        return "heading"
    return "sentence"


def _html_element(text: str, start: int) -> Role | None:
    """The role of the innermost td, th, li or heading element still open at `start`."""
    window = text[max(0, start - _LOOK_BACK) : start]
    for opening in reversed(list(_HTML_OPENING.finditer(window))):
        tag = opening.group(1).lower()
        if regex.search(rf"</{tag}\s*>", window[opening.end() :], regex.IGNORECASE):
            continue  # closed before the span
        return _HTML_ROLES.get(tag, "heading")
    return None


def _is_label(before: str) -> bool:
    """Whether the line up to the span is a label and nothing more ("Date: ", "- **Total:** ");
    the line is short (at most 80 characters), so the pattern's work is bounded."""
    if len(before) > 80 or "!" in before or "?" in before:
        return False
    return _LABEL.fullmatch(before) is not None
