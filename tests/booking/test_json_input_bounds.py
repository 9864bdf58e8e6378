"""booking.json_input spares the walk over a decoded value only where the text alone shows the
value is within bounds: the refusals are the same with it as without it."""

import pytest

from booking.json_input import (
    MAX_NESTING,
    JsonInputError,
    _check,
    _may_break_bounds,
    json_input_loads,
)


@pytest.mark.parametrize(
    "text",
    [
        '{"text": "\\ud800"}',  # an escaped lone high surrogate
        '{"text": "\\uDFFF"}',  # an escaped lone low one, upper-case hex
        '{"\\udc00": 1}',  # in a key
        '{"text": "\ud800"}',  # a surrogate in the text itself (a str from a form)
    ],
)
def test_a_lone_surrogate_is_refused_with_few_brackets(text):
    assert not text.count("{") + text.count("[") > MAX_NESTING
    with pytest.raises(JsonInputError, match="lone surrogate"):
        json_input_loads(text)


def test_an_escaped_surrogate_pair_is_one_character_and_read():
    assert json_input_loads('{"text": "\\ud83d\\ude00"}') == {"text": "\U0001f600"}


def test_an_escaped_backslash_before_u_is_no_surrogate():
    assert json_input_loads('{"text": "\\\\ud800"}') == {"text": "\\ud800"}


def test_nesting_at_the_limit_is_read_and_one_deeper_is_refused():
    assert json_input_loads("[" * 32 + "]" * 32) is not None
    with pytest.raises(JsonInputError, match="nested deeper"):
        json_input_loads("[" * 33 + "]" * 33)


def test_deep_nesting_inside_strings_only_still_reads():
    text = '{"text": "' + "[" * 40 + '"}'
    assert json_input_loads(text) == {"text": "[" * 40}


@pytest.mark.parametrize(
    ("text", "spared"),
    [
        ('{"facts": {"dates": [{"value": "2026-08-08"}]}, "text": "See you"}', True),
        ('{"text": "caf\\u00e9"}', True),
        ('{"text": "\\ud83d\\ude00"}', False),  # a pair: walked, and read
        ("[" * 33 + "]" * 33, False),
    ],
)
def test_the_walk_is_spared_only_for_a_text_without_surrogate_escapes_or_deep_brackets(
    text, spared
):
    assert _may_break_bounds(text) is not spared


def test_a_spared_value_would_pass_the_walk():
    text = '{"facts": {"times": [{"value": "18:00"}]}, "text": "At 18:00 \\u00e0 bient\\u00f4t"}'
    assert not _may_break_bounds(text)
    _check(json_input_loads(text))  # raises nothing
