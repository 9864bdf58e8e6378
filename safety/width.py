"""Full-width forms ("ＣＨＦ　１００") read as the ASCII they stand for, one character for one.

The fold keeps every offset, so a span found in the folded text is the same span in the text as
written, and a correction replaces exactly what the writer wrote.
"""

_FULL_WIDTH_ASCII = {code: code - 0xFEE0 for code in range(0xFF01, 0xFF5F)}
_IDEOGRAPHIC_SPACE = {0x3000: 0x20}
_FOLD = _FULL_WIDTH_ASCII | _IDEOGRAPHIC_SPACE


def width_folded(text: str) -> str:
    return text.translate(_FOLD)
