"""The inspector's CSV export: rows streamed as they are read, safe to open in a spreadsheet."""

import csv
from collections.abc import Iterable, Iterator

# A cell a spreadsheet would read as a formula (or that hides one behind a tab or a carriage
# return) starts with one of these.
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(cell: str) -> str:
    """The cell as text a spreadsheet shows as written: one that starts like a formula gets a
    leading apostrophe, which spreadsheets read as "this is text"."""
    return f"'{cell}" if cell.startswith(FORMULA_STARTS) else cell


class _Line:
    """A file-like sink for csv.writer that hands back what was written."""

    def write(self, value: str) -> str:
        return value


def csv_lines(rows: Iterable[list[str]]) -> Iterator[str]:
    """Each row as one CSV record (RFC 4180 quoting, CRLF line ends), its cells made safe."""
    writer = csv.writer(_Line())
    for row in rows:
        yield writer.writerow([spreadsheet_safe(cell) for cell in row])
