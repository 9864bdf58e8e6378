"""JSON text from outside, read within bounds: one reader for API bodies and staff forms.

Python's decoder raises RecursionError on deep nesting, ValueError on an integer of more than
4,300 digits, accepts NaN and Infinity, and passes lone surrogates ("\\ud800") through, which the
response cannot encode later. Every such text is refused here with a message saying why.
"""

from __future__ import annotations

import json
import re

MAX_NESTING = 32  # far deeper than any request (verify's facts are four levels deep)
MAX_INTEGER_DIGITS = 100  # far more than any id or count; a longer one is refused unread
NESTED_TOO_DEEPLY = f"nested deeper than {MAX_NESTING} levels"
INTEGER_TOO_LONG = f"an integer with more than {MAX_INTEGER_DIGITS} digits"
NOT_A_NUMBER = "{constant} is not a JSON number"
LONE_SURROGATE = "a string holds a lone surrogate (U+{code:04X}), which is no character"

_SURROGATE = re.compile("[\ud800-\udfff]")
# What can put a lone surrogate into a decoded value: one in the text, or a JSON escape of one.
_SURROGATE_OR_ESCAPE = re.compile(r"[\ud800-\udfff]|\\u[dD][89abcdefABCDEF]")


class JsonInputError(ValueError):
    """The text is no JSON this server reads; the message says why."""


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INTEGER_DIGITS:
        raise JsonInputError(INTEGER_TOO_LONG)
    return int(digits)


def _constant(name: str):
    raise JsonInputError(NOT_A_NUMBER.format(constant=name))


def json_input_loads(text: str | bytes) -> object:
    """The value of `text`, or JsonInputError."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise JsonInputError(f"not UTF-8: {error.reason} at byte {error.start}") from error
    try:
        data = json.loads(text, parse_int=_integer, parse_constant=_constant)
    except RecursionError as error:  # the decoder's own limit, near a thousand levels
        raise JsonInputError(NESTED_TOO_DEEPLY) from error
    except JsonInputError:
        raise
    except ValueError as error:  # JSONDecodeError among them
        raise JsonInputError(str(error)) from error
    if _may_break_bounds(text):
        _check(data)
    return data


def _may_break_bounds(text: str) -> bool:
    """Whether the value of `text` could hold a lone surrogate or nest deeper than MAX_NESTING:
    False, and the walk over the value is spared, for a text with neither a surrogate nor an
    escape of one and with no more opening brackets than the nesting allowed (each level of
    nesting needs one)."""
    if text.count("{") + text.count("[") > MAX_NESTING:
        return True
    return _SURROGATE_OR_ESCAPE.search(text) is not None


def _check(data: object) -> None:
    """Nesting and strings, walked without recursion."""
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, str):
            _check_string(value)
        elif isinstance(value, dict | list):
            if depth > MAX_NESTING:
                raise JsonInputError(NESTED_TOO_DEEPLY)
            if isinstance(value, dict):
                for key in value:
                    _check_string(key)
                value = list(value.values())
            pending.extend((item, depth + 1) for item in value)


def _check_string(value: str) -> None:
    surrogate = _SURROGATE.search(value)
    if surrogate is not None:
        raise JsonInputError(LONE_SURROGATE.format(code=ord(surrogate.group())))
