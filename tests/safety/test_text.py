"""safety.text: folding, word lists as regex tries, merged spans."""

import regex
from hypothesis import given
from hypothesis import strategies as st

from safety.text import fold, merge_spans, spaced_char, trie_alternation

WORDS = ["bis", "bis zum", "bis am", "au", "a", "al", "alle", "jusqu'au"]


def test_a_trie_matches_each_word_and_nothing_else():
    pattern = regex.compile(trie_alternation(WORDS))
    for word in WORDS:
        assert pattern.fullmatch(word), word
    for other in ["bi", "bis z", "bis zu", "alles", "au ", "", "jusqu'a"]:
        assert pattern.fullmatch(other) is None, other


def test_the_longest_word_wins_where_one_goes_on():
    assert regex.compile(trie_alternation(WORDS)).match("bis zum 3.").group() == "bis zum"


def test_a_suffix_trie_reads_a_look_behind():
    pattern = regex.compile(rf"(?<=(?:{trie_alternation(['am', 'vom', 'le'], suffixes=True)}) )\d+")
    assert [m.group() for m in pattern.finditer("vom 3 bis am 5, le 7, am9, xle 2")] == [
        "3",
        "5",
        "7",
        "2",
    ]


def test_each_character_is_written_by_the_escape_given():
    spaced = trie_alternation(
        ["bis zum"], escape=lambda ch: r"[ \u00a0]" if ch == " " else regex.escape(ch)
    )
    assert regex.fullmatch(spaced, "bis\u00a0zum")
    assert regex.fullmatch(trie_alternation(["bis zum"]), "bis\u00a0zum") is None


@given(
    st.lists(st.text(alphabet="ab.( ", min_size=1, max_size=5), min_size=1, max_size=6),
    st.text(alphabet="ab.( ", max_size=6),
)
def test_a_trie_matches_exactly_its_words(words, candidate):
    assert bool(regex.fullmatch(trie_alternation(words), candidate)) == (candidate in words)


def test_fold_drops_case_and_accents_and_reads_the_typographic_apostrophe():
    assert fold("Café Élysée") == "cafe elysee"
    assert fold("L’Atelier") == "l'atelier"
    assert fold("Straße") == "strasse"


def test_merged_spans_join_overlapping_and_touching_ones_in_text_order():
    assert merge_spans([(10, 12), (0, 3), (2, 5), (5, 7), (20, 21)]) == [(0, 7), (10, 12), (20, 21)]
    assert merge_spans([]) == []


def test_a_spaced_character_matches_either_space():
    pattern = trie_alternation(["bis zu", "a.b"], escape=spaced_char)
    assert regex.fullmatch(pattern, "bis zu") and regex.fullmatch(pattern, "bis\u00a0zu")
    assert regex.fullmatch(pattern, "a.b") and regex.fullmatch(pattern, "axb") is None
