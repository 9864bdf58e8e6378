"""Links in a text: URLs and e-mail addresses, found once for the claims check and the verifier.

What stands inside a link ("https://book.example/?a=0H", "info@hotel2027.ch") is no date, time,
amount or count of the reply; a link the draft does not give is a claim (safety.claims).
"""

from __future__ import annotations

from safety.patterns import compile_pattern, scan

EMAIL_PATTERN = compile_pattern(
    r"(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+"
)
URL_PATTERN = compile_pattern(
    # with a scheme, or beginning with www., or a bare host name with a lower-case top-level
    # domain ("book-now.example/pay"; "Punkt.Null" is a room, not a host)
    r"(?i:\b[a-z][a-z0-9+.-]{0,15}://[^\s<>\"'«»]+|\bwww\.[^\s<>\"'«»]+)"
    r"|(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62})\.)+\p{Ll}{2,24}"
    r"(?![\p{L}\p{N}@-])(?:[/?#][^\s<>\"'«»]*)?"
)
# A cheap look before the scans: a link holds "@", "://", "www." or a dot between a letter or
# digit and a lower-case top-level domain. The dot is looked for first, the rest behind and
# after it: a scan that opens with a class of letters tries every position.
_DOT_BEFORE_DOMAIN = compile_pattern(r"\.(?<=[\p{L}\p{N}]\.)\p{Ll}{2}")


def _may_link(text: str) -> bool:
    return (
        "@" in text
        or "://" in text
        or "www." in text.lower()
        or _DOT_BEFORE_DOMAIN.search(text) is not None
    )


def link_spans(text: str) -> list[tuple[int, int]]:
    """Where the text's URLs and e-mail addresses stand, in text order."""
    if not _may_link(text):
        return []
    spans = [match.span() for match in scan(EMAIL_PATTERN, text)]
    spans += [match.span() for match in scan(URL_PATTERN, text)]
    return sorted(spans)
