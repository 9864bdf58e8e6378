"""Writes a clock time in the form a mention was written in, so a corrected time keeps its style.

`format_time(value, style, lang)` renders `value` with the `style` the time recognizer stored on
the mention ([de-clock] and [fr-hours] stand for the German and French clock words of the packs):
"8:30 pm" corrected to 18:30 becomes "6:30 pm", "19.30 [de-clock]" becomes "18.30 [de-clock]",
"9 [fr-hours]" corrected to 08:00 becomes "8 [fr-hours]", "4 pm" corrected to 14:00 becomes "2 pm".

Style grammar (an LDML-like time pattern):

    ""          the canonical form HH:MM ("09:30")
    H  HH       hour of the 24-hour clock, "9" / "09"
    h  hh       hour of the 12-hour clock (1–12), "9" / "09"
    mm          minutes, "05"
    a  A        "am" / "pm", "AM" / "PM"
    a.m.  A.M.  "a.m." / "p.m.", "A.M." / "P.M."
    'text'      literal text; '' is an apostrophe. Characters that are not letters stand for
                themselves (":", ".", spaces).

A style without `mm` shows minutes only when the value has some. They go where the language
writes them: "H' [de-clock]'" gives "8.30 [de-clock]", "H'h'" gives "8h30",
"H' [fr-hours]'" gives "8 [fr-hours] 30", "h a" gives "8:30 am", "H" gives "8.30" in German and
Italian. A style that cannot carry minutes
("h' o''clock'") gives way to the language's natural style.

`natural_style(lang)` is the digit form each language writes without thinking, as its pack
(safety.lang) says: "h a" in English ("6 pm"), "H' [de-clock]'" in German ("18 [de-clock]"),
"H'h'" in French ("18h"), "H" in Italian ("alle 18"). The recognizer gives it to word forms
("halb acht", "half past nine", "neuf [fr-hours] et demie", noon) and to bare hours that leave
morning or evening open ("um 7", "at 3"), so a corrected "halb acht" reads "8.30 [de-clock]" and
a corrected "at 3" reads "at 4 pm".
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from safety.lang.pack import TimeStyle
from safety.lang.registry import LANGUAGES

CANONICAL_STYLE = "HH:mm"


def _units(field: Callable[[TimeStyle], tuple[str, ...]]) -> frozenset[str]:
    """The hour units of one field of the packs' time styles, in all their languages."""
    return frozenset(unit for pack in LANGUAGES.values() for unit in field(pack.time_style))


# After these hour units the minutes follow at once ("18h30"), after a space ("9 [fr-hours] 30");
# the style gives way to the language's natural one after the last ("o'clock").
_JOINED_UNITS = _units(lambda style: style.joined_hour_units)
_SPACED_UNITS = tuple(_units(lambda style: style.spaced_hour_units))
_WHOLE_HOUR_UNITS = _units(lambda style: style.whole_hour_units)

TokenKind = Literal["hour24", "hour12", "minute", "marker", "literal"]


@dataclass(frozen=True, slots=True)
class _Token:
    kind: TokenKind
    text: str  # the pattern letters, or the literal text


def natural_style(lang: str | None) -> str:
    """The digit style a language writes a clock time in when nothing else is known."""
    pack = LANGUAGES.get(lang or "")
    return pack.time_style.natural_style if pack is not None else CANONICAL_STYLE


def format_time(value: dt.time, style: str, lang: str) -> str:
    """`value` written in `style`; "" gives the canonical HH:MM."""
    if not style:
        return value.strftime("%H:%M")
    tokens = _parse(style)
    if value.minute and not any(token.kind == "minute" for token in tokens):
        tokens = _with_minutes(tokens, lang)
    return "".join(_render(token, value) for token in tokens)


_MARKERS = ("a.m.", "A.M.", "a", "A")


@lru_cache(maxsize=512)
def _parse(style: str) -> tuple[_Token, ...]:
    tokens: list[_Token] = []
    i = 0
    while i < len(style):
        char = style[i]
        if char == "'":
            text, i = _quoted(style, i)
            tokens.append(_Token("literal", text))
        elif char in "Hh":
            width = 2 if style.startswith(char * 2, i) else 1
            tokens.append(_Token("hour24" if char == "H" else "hour12", char * width))
            i += width
        elif style.startswith("mm", i):
            tokens.append(_Token("minute", "mm"))
            i += 2
        elif marker := next((m for m in _MARKERS if style.startswith(m, i)), None):
            tokens.append(_Token("marker", marker))
            i += len(marker)
        elif char.isalpha():
            raise ValueError(f"unknown letter {char!r} in time style {style!r}")
        else:
            tokens.append(_Token("literal", char))
            i += 1
    return tuple(tokens)


def _quoted(style: str, start: int) -> tuple[str, int]:
    """The literal text of a quoted part starting at `start`, and the index after it."""
    text = []
    i = start + 1
    while i < len(style):
        if style[i] == "'":
            if style.startswith("''", i):
                text.append("'")
                i += 2
                continue
            return "".join(text), i + 1
        text.append(style[i])
        i += 1
    raise ValueError(f"unclosed quote in time style {style!r}")


def _with_minutes(tokens: tuple[_Token, ...], lang: str) -> tuple[_Token, ...]:
    """Adds a minute field to a style that shows whole hours only."""
    hour_at = next((i for i, token in enumerate(tokens) if token.kind.startswith("hour")), None)
    if hour_at is None:
        return tokens
    minute = _Token("minute", "mm")
    after = tokens[hour_at + 1] if hour_at + 1 < len(tokens) else None
    if after is not None and after.kind == "literal":
        unit = after.text.strip().lower()
        if unit in _JOINED_UNITS:  # "18h" → "18h30"
            return (*tokens[: hour_at + 2], minute, *tokens[hour_at + 2 :])
        if unit.startswith(_SPACED_UNITS):  # "9 [fr-hours]" → "9 [fr-hours] 30"
            return (*tokens[: hour_at + 2], _Token("literal", " "), minute, *tokens[hour_at + 2 :])
        if any(whole in unit for whole in _WHOLE_HOUR_UNITS):  # "o'clock"
            return _with_minutes(_parse(natural_style(lang)), lang)
    twelve_hour = tokens[hour_at].kind == "hour12"
    pack = LANGUAGES.get(lang)
    separator = ":" if twelve_hour or pack is None else pack.time_style.minute_separator
    return (*tokens[: hour_at + 1], _Token("literal", separator), minute, *tokens[hour_at + 1 :])


def _render(token: _Token, value: dt.time) -> str:
    if token.kind == "literal":
        return token.text
    if token.kind == "hour24":
        return f"{value.hour:0{len(token.text)}d}"
    if token.kind == "hour12":
        return f"{value.hour % 12 or 12:0{len(token.text)}d}"
    if token.kind == "minute":
        return f"{value.minute:02d}"
    marker = "am" if value.hour < 12 else "pm"
    if token.text.startswith(("a.", "A.")):
        marker = f"{marker[0]}.{marker[1]}."
    return marker.upper() if token.text[0] == "A" else marker


def standalone_range_styles(first_style: str, second_style: str) -> tuple[str, str]:
    """The style each end of a written range of times needs to stand on its own: "6:30 to 11 pm"
    and "17 bis 18.30 [de-clock]" lend the second end's "pm" or "[de-clock]" to the first."""
    if not first_style or not second_style or _has_unit(_parse(first_style)):
        return first_style, second_style
    tokens = _parse(second_style)
    fields = [i for i, token in enumerate(tokens) if token.kind in ("hour24", "hour12", "minute")]
    if not fields:
        return first_style, second_style
    last_field = fields[-1]
    tail = "".join(_style_text(token) for token in tokens[last_field + 1 :])
    return first_style + tail, second_style


def _has_unit(tokens: tuple[_Token, ...]) -> bool:
    """Whether a style writes am/pm or a word such as "[de-clock]", "h" or "[fr-hours]" of its
    own."""
    return any(
        token.kind == "marker" or (token.kind == "literal" and any(c.isalpha() for c in token.text))
        for token in tokens
    )


def _style_text(token: _Token) -> str:
    if token.kind != "literal":
        return token.text
    if any(c.isalpha() or c == "'" for c in token.text):
        return "'" + token.text.replace("'", "''") + "'"
    return token.text
