"""The reading's quick look at a text's characters (safety.width._may_fold) never skips a text
the full scan would fold: checked for every code point, alone and between digits and letters."""

from __future__ import annotations

import sys

import pytest

from safety.width import _SPECIAL, _may_fold, read_text

# Every code point of the first plane, and every 61st of the others: the astral planes hold
# whole blocks of one category (mathematical digits, tags), so a stride meets each block.
_CODE_POINTS = [*range(0x10000), *range(0x10000, sys.maxunicode + 1, 61)]


@pytest.mark.parametrize("frame", ["{}", "1{}2", "e{}x", "9{}0.00"])
def test_no_text_the_scan_would_fold_is_skipped(frame: str) -> None:
    skipped = [
        hex(code)
        for code in _CODE_POINTS
        if 0xD800 > code or code > 0xDFFF
        if _SPECIAL.search(text := frame.format(chr(code))) is not None and not _may_fold(text)
    ]
    assert skipped == []


def test_an_accented_reply_is_read_as_written_without_a_scan() -> None:
    text = "Wir bestätigen Ihre Buchung für den 12. März 2027 im Saal Rose à 18:00."
    assert not _may_fold(text)
    assert read_text(text).text == text


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("CHF 1\u02bc250.00", "CHF 1\u2019250.00"),
        ("Caf\u0065\u0301", "Café"),
        ("CHF \uff19\uff10\uff10", "CHF 900"),
        ("1\u200b8:00", "18:00"),
        ("CHF &#57;00.00", "CHF 900.00"),
    ],
)
def test_a_text_with_something_to_fold_is_still_folded(written: str, read: str) -> None:
    assert _may_fold(written)
    assert read_text(written).text == read
