"""What a catalog name (or alias) must not hold, because a reader cannot see it or would read it
as another name: written other than in NFC, invisible characters, look-alike letters.

A reply shows a name as staff wrote it, and the verifier reads replies in NFC with styled digits
and letters folded (safety.width). A name written with a combining accent, a zero-width space, a
full-width "Ｓalon" or a Cyrillic "о" inside a Latin word looks like another name, or like no
name, to the person reading; these rules refuse it with a message that says what to write.
Used by the request catalog (safety.request) and by the catalog's models (booking.names).
"""

from __future__ import annotations

import unicodedata

import regex

# A run of letters (and the marks on them) that mixes scripts: "Sаlon" with a Cyrillic "а".
_WORD = regex.compile(r"[\p{L}\p{M}]+")
_SCRIPTS = {
    "Latin": regex.compile(r"\p{Script=Latin}"),
    "Cyrillic": regex.compile(r"\p{Script=Cyrillic}"),
    "Greek": regex.compile(r"\p{Script=Greek}"),
    "Armenian": regex.compile(r"\p{Script=Armenian}"),
    "Cherokee": regex.compile(r"\p{Script=Cherokee}"),
}
# The only space a name holds is the ordinary one.
_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})


def name_problem(value: str) -> str | None:
    """Why `value` cannot be a catalog name, or None when it can."""
    if value.isascii() and value.isprintable():
        return None  # ASCII letters and digits have no composed, styled or look-alike forms
    if unicodedata.normalize("NFC", value) != value:
        return (
            "must be written in composed form (NFC): an accented letter as one character, "
            "not a letter followed by a combining accent"
        )
    for char in value:
        category = unicodedata.category(char)
        if category in _INVISIBLE_CATEGORIES or (category == "Zs" and char != " "):
            return (
                f"must not contain invisible or special spacing characters (U+{ord(char):04X}); "
                "use ordinary spaces"
            )
        if category[0] in "LN" and unicodedata.normalize("NFKC", char) != char:
            return (
                f"must not contain styled or full-width characters ({char!r}, "
                f"U+{ord(char):04X}); write {unicodedata.normalize('NFKC', char)!r}"
            )
    for word in _WORD.findall(value):
        scripts = [name for name, pattern in _SCRIPTS.items() if pattern.search(word)]
        if len(scripts) > 1:
            return (
                f"must not mix {' and '.join(scripts)} letters in one word ({word!r}): "
                "look-alike letters make it read as another name"
            )
    return None


__all__ = ["name_problem"]
