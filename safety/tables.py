"""Tables in a reply: which header names the column or row of a cell.

A value in a table's cell is labelled by its header the way "Guests: 24" labels a value after a
colon: the header stands above the cell (a header row: "| Date | Guests |" over "| 3 June | 24 |",
or `<th>` cells in an HTML table's first row) or before it in the same row (`<th>Guests</th>
<td>24</td>`, or the first of a row's two cells: a key and its value). Markdown's row labels ("| Guests | 24 |") are read by the recognizers themselves,
as a cell border stands for a colon there.

The cells are found by scanning for pipes and tags with linear patterns; a table is read only
when its rows line up with its header.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass

from safety.patterns import compile_pattern, scan

# A markdown separator row: "|---|:---:|", with at least one dash per cell.
_SEPARATOR_CELL = frozenset("-: ")
_TAG = compile_pattern(r"<[^<>]{0,200}>")
_HTML_CELL = compile_pattern(r"<(?i:t[dh])(?=[\s>])[^<>]{0,200}>")
_HTML_ROW = compile_pattern(r"<(?i:tr)(?=[\s>])[^<>]{0,200}>")
_HTML_TABLE = compile_pattern(r"<(?i:table)(?=[\s>])[^<>]{0,200}>")
_HTML_END = compile_pattern(r"</(?i:t[dh]|tr|table)\s*>")
_HTML_TABLE_END = compile_pattern(r"</(?i:table)\s*>")


@dataclass(frozen=True, slots=True)
class Cell:
    """A body cell's content, [start, end) in the text, and the text of the header that labels it."""

    start: int
    end: int
    header: str
    # How many body rows share the cell's column header: a column of several rows lists one value
    # per row (rooms and their sizes), one row states the value. 1 for a row's own header cell.
    rows: int = 1


def labelled_cells(text: str) -> Iterator[Cell]:
    """Every table cell with a header above it or, in HTML, a header cell before it in its row."""
    if "|" in text:
        yield from _markdown_cells(text)
    if "<" in text:
        yield from _html_cells(text)


def header_text(cell: str) -> str:
    """A header as a label reads: tags, emphasis and a closing colon aside ("**Guests:**")."""
    plain = _TAG.sub(" ", cell) if "<" in cell else cell
    return " ".join(plain.replace("*", " ").replace("_", " ").strip().rstrip(":").split())


# -- markdown ------------------------------------------------------------------------------------


def _lines(text: str) -> Iterator[tuple[int, int]]:
    start = 0
    while start <= len(text):
        end = text.find("\n", start)
        if end < 0:
            end = len(text)
        yield start, end
        start = end + 1


def _row_cells(text: str, start: int, end: int) -> list[tuple[int, int]] | None:
    """The cells of a markdown row between its pipes, or None when the line is no row."""
    line = text[start:end]
    opening = len(line) - len(line.lstrip())
    if not line[opening:].startswith("|"):
        return None
    pipes = [start + i for i, char in enumerate(line) if char == "|" and line[i - 1 : i] != "\\"]
    cells = [(left + 1, right) for left, right in zip(pipes, pipes[1:], strict=False)]
    tail = text[pipes[-1] + 1 : end]
    if tail.strip():
        cells.append((pipes[-1] + 1, end))
    return cells


def _is_separator(text: str, cells: list[tuple[int, int]]) -> bool:
    return bool(cells) and all(
        "-" in text[a:b] and set(text[a:b]) <= _SEPARATOR_CELL for a, b in cells
    )


def _markdown_cells(text: str) -> Iterator[Cell]:
    rows: list[list[tuple[int, int]]] = []
    for start, end in _lines(text):
        cells = _row_cells(text, start, end)
        if cells is None:
            yield from _block_cells(text, rows)
            rows = []
        else:
            rows.append(cells)
    yield from _block_cells(text, rows)


def _block_cells(text: str, rows: list[list[tuple[int, int]]]) -> Iterator[Cell]:
    """The body cells of one markdown table: its first row is the header, the second the
    separator; a body row with another number of cells is not read."""
    if len(rows) < 3 or not _is_separator(text, rows[1]):
        return
    headers = [header_text(text[a:b]) for a, b in rows[0]]
    body = rows[2:]
    for row in body:
        if len(row) != len(headers):
            continue
        for (start, end), header in zip(row, headers, strict=True):
            if header:
                yield Cell(start, end, header, len(body))


# -- HTML ----------------------------------------------------------------------------------------


@dataclass(slots=True)
class _HtmlCell:
    start: int  # where the content begins, after the opening tag
    end: int
    header: bool  # a <th>


def _html_rows(text: str, start: int, end: int) -> list[list[_HtmlCell]]:
    """The rows of the table text[start:end], each the list of its cells."""
    piece = text[start:end]
    rows: list[list[_HtmlCell]] = []
    ends = [match.start() for match in scan(_HTML_END, piece)]
    markers = sorted(
        [(m.start(), "row", m.end()) for m in scan(_HTML_ROW, piece)]
        + [(m.start(), "cell", m.end()) for m in scan(_HTML_CELL, piece)]
    )
    for position, what, content_start in markers:
        if what == "row":
            rows.append([])
            continue
        if not rows:
            rows.append([])
        at = bisect_left(ends, content_start)
        close = ends[at] if at < len(ends) else len(piece)
        is_header = piece[position + 2 : position + 3].casefold() == "h"
        rows[-1].append(_HtmlCell(start + content_start, start + close, is_header))
    return [row for row in rows if row]


def _html_cells(text: str) -> Iterator[Cell]:
    tables = [match.end() for match in scan(_HTML_TABLE, text)]
    closings = [match.start() for match in scan(_HTML_TABLE_END, text)]
    for index, table_start in enumerate(tables):
        following = tables[index + 1] if index + 1 < len(tables) else len(text)
        at = bisect_left(closings, table_start)
        stop = min(closings[at], following) if at < len(closings) else following
        rows = _html_rows(text, table_start, stop)
        if not rows:
            continue
        first = rows[0]
        has_header_row = len(rows) > 1 and all(cell.header for cell in first)
        headers = [header_text(text[c.start : c.end]) for c in first] if has_header_row else []
        body = rows[1:] if has_header_row else rows
        for row in body:
            for position, cell in enumerate(row):
                if cell.header:
                    continue
                before = row[position - 1] if position else None
                if before is not None and before.header:  # <th>Guests</th><td>24</td>
                    label, shared = header_text(text[before.start : before.end]), 1
                elif has_header_row and len(row) == len(headers):
                    label, shared = headers[position], len(body)
                elif before is not None and len(row) == 2:  # a key and its value
                    label, shared = header_text(text[before.start : before.end]), 1
                else:
                    continue
                if label:
                    yield Cell(cell.start, cell.end, label, shared)
