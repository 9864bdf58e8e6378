"""Italian articles that agree with the number or word after them."""

import pytest

from safety.formatters.articles import (
    agreeing_article,
    starts_with_vowel_sound,
    with_agreeing_article,
)


@pytest.mark.parametrize(
    "words", ["8", "11", "80", "88", "800", "8000", "11'000", "ottanta", "undici"]
)
def test_numbers_read_with_a_vowel_first(words):
    assert starts_with_vowel_sound(words)


@pytest.mark.parametrize("words", ["1", "18", "9", "30", "1100", "trenta", "diciotto", "1° agosto"])
def test_numbers_read_with_a_consonant_first(words):
    assert not starts_with_vowel_sound(words)


@pytest.mark.parametrize(
    ("article", "following", "expected"),
    [
        ("il", "8 agosto", "l'"),
        ("l'", "9 agosto", "il"),
        ("Dall'", "9 agosto", "Dal"),
        ("i", "80 ospiti", "gli"),
        ("degli", "30 ospiti", "dei"),
        ("le", "80 persone", "le"),
    ],
)
def test_an_article_takes_the_form_the_next_word_needs(article, following, expected):
    assert agreeing_article(article, following) == expected


def test_an_edit_widens_over_the_article_it_changes():
    text = "Vi aspettiamo l’8 agosto."
    assert with_agreeing_article(text, text.index("8"), "9 agosto", "it") == (
        text.index("l’"),
        "il 9 agosto",
    )


def test_a_full_article_changes_only_in_italian():
    text = "Il menu del 9 agosto."
    assert with_agreeing_article(text, text.index("9"), "8 agosto", "it") == (
        text.index("del"),
        "dell'8 agosto",
    )
    assert with_agreeing_article(text, text.index("9"), "8 agosto", "fr") == (
        text.index("9"),
        "8 agosto",
    )


def test_an_elided_article_keeps_the_apostrophe_the_text_uses():
    text = "Confermiamo il 9 agosto, l’aperitivo è incluso."
    assert with_agreeing_article(text, text.index("9"), "8 agosto", "it") == (
        text.index("il"),
        "l’8 agosto",
    )
