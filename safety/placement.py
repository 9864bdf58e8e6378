"""Where a missing fact's statement goes in a reply laid out as a table or as HTML.

A plain reply takes the statement at the end of the paragraph holding most of its facts
(safety.correct). A layout needs its own place, or the statement breaks it:

* a markdown table's last row: a two-column table of keys and values takes one more row
  ("| Participants | 24 |"); any other table is followed by the sentences as a paragraph of
  their own, never glued onto its last row;
* HTML: the sentences join the `<p>` that holds most of the facts, before its `</p>`; a labelled
  `<li>` list takes one more item written like its last; else the sentences follow the table or
  list that holds the facts as a `<p>` of their own, never after the signature.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from safety.insertion import ListItemStyle
from safety.patterns import compile_pattern, scan

Edit = tuple[int, int, str]
_SEPARATOR = frozenset("-: ")

_BLOCK = compile_pattern(r"<(?i:(?P<tag>p|li|table|ul|ol))(?=[\s>])[^<>]{0,200}>")
_LABELLED_LI = compile_pattern(
    r"<(?i:li)(?P<attrs>[^<>]{0,200})>[ \t]*(?P<open><(?i:strong|b)>)?(?P<label>[^<>:\n]{1,40}?)"
    r"(?P<inner_close></(?i:strong|b)>)?(?P<colon>[ \t]?:)(?P<close></(?i:strong|b)>)?"
    r"[ \t\u00a0]*(?P<value>[^<>\n]{1,200})</(?i:li)>"
)


@dataclass(frozen=True, slots=True)
class _Block:
    tag: str
    start: int  # the opening tag
    content: int  # after the opening tag
    close: int  # the closing tag's start
    end: int  # after the closing tag


def _blocks(text: str) -> list[_Block]:
    lowered = text.lower()
    if len(lowered) != len(text):  # a letter whose lower case is longer: no position would hold
        return []
    blocks = []
    for match in scan(_BLOCK, text):
        tag = match.group("tag").lower()
        close = lowered.find(f"</{tag}", match.end())
        if close < 0:
            continue
        end = lowered.find(">", close)
        blocks.append(
            _Block(tag, match.start(), match.end(), close, end + 1 if end >= 0 else close)
        )
    return blocks


def html_insertion(
    text: str,
    kept: Sequence[tuple[int, int]],
    sentences: str,
    items_for: Callable[[ListItemStyle], list[str]],
) -> Edit | None:
    """The edit that states the missing facts in an HTML reply, or None when the text has no
    block to place them in. `items_for(style)` writes the missing facts as items of a list in
    `style`."""
    if "</" not in text:
        return None
    blocks = _blocks(text)
    if not blocks:
        return None
    starts = sorted(start for start, _ in kept)

    def held(block: _Block) -> int:
        return bisect_left(starts, block.close) - bisect_left(starts, block.content)

    paragraphs = [b for b in blocks if b.tag == "p" and held(b)]
    if paragraphs:
        best = max(paragraphs, key=lambda b: (held(b), -b.start))
        before = text[best.close - 1 : best.close]
        return best.close, best.close, ("" if before in (" ", "\n") else " ") + sentences
    containers = [b for b in blocks if b.tag in ("table", "ul", "ol") and held(b)]
    if not containers:
        return None
    best = max(containers, key=lambda b: (held(b), -b.start))
    if best.tag in ("ul", "ol"):
        items = list(scan(_LABELLED_LI, text[best.content : best.close]))
        if items:
            last = items[-1]
            style = ListItemStyle(
                f"<li{last.group('attrs')}>",
                "",
                last.group("open") or "",
                last.group("inner_close") or "",
                last.group("colon"),
                last.group("close") or "",
                "</li>",
            )
            return best.close, best.close, "".join(items_for(style))
    return best.end, best.end, f"<p>{sentences}</p>"


def table_row_style(line: str, line_before: str) -> ListItemStyle | None:
    """The style of one more row of a two-column markdown table of keys and values
    ("| **Date** | 3 June 2027 |" below "| **Room** | Kubus |"), or None for any other line.
    A table whose one row stands under its header names its columns there: no key row joins it."""
    cells = table_row_cells(line)
    above = table_row_cells(line_before)
    if cells is None or above is None or len(cells) != 2 or len(above) != 2 or not cells[0]:
        return None
    if all(set(cell) <= _SEPARATOR for cell in above):
        return None
    key = cells[0]
    bold = "**" if key.startswith("**") and key.endswith("**") and len(key) > 4 else ""
    indent = line[: len(line) - len(line.lstrip())]
    return ListItemStyle(f"{indent}| ", "", bold, "", "", f"{bold} |", " |")


def table_row_cells(line: str) -> list[str] | None:
    """The cells of a markdown table row ("| Date | 3 June |"), or None for no row."""
    stripped = line.strip()
    if not stripped.startswith("|") or stripped.count("|") < 2:
        return None
    return [cell.strip() for cell in stripped.strip("|").split("|")]
