"""Intake, generated: a group's size written as "N of us" or restated as "let's say N", in four
languages, with the number in digits or in words (num2words), inside messages that also give a
date; and the control, the same number with nothing that makes it a group, read as no size.

The phrases are written here from each language's grammar, not read from the code under test.
"""

import random

import pytest
from num2words import num2words

from tests.booking.services.intake.reading import read

OF_US = {
    "en": "There will be {n} of us on 12 April.",
    "de": "Am 12. April kommen {n} von uns.",
    "fr": "Le 12 avril, nous serons là, {n} d'entre nous.",
    "it": "Il 12 aprile arriveremo in {n} di noi.",
}
SAY = {
    "en": "We'll be about thirty on 12 April, let's say {n}.",
    "de": "Am 12. April sind wir etwa dreissig, sagen wir {n}.",
    "fr": "Le 12 avril, nous serons une trentaine, disons {n}.",
    "it": "Il 12 aprile saremo una trentina, diciamo {n}.",
}
BARE = {
    "en": "On 12 April, {n}.",
    "de": "Am 12. April, {n}.",
    "fr": "Le 12 avril, {n}.",
    "it": "Il 12 aprile, {n}.",
}
NUMBERS = random.Random(11).sample(range(2, 99), 5)
CASES = [(lang, n, in_words) for lang in OF_US for n in NUMBERS for in_words in (False, True)]


def written(n: int, lang: str, in_words: bool) -> str:
    return num2words(n, lang=lang) if in_words else str(n)


@pytest.mark.parametrize(("lang", "n", "in_words"), CASES)
def test_n_of_us_is_the_groups_size(lang, n, in_words):
    intake = read(OF_US[lang].format(n=written(n, lang, in_words)))
    assert intake.update.participants == n
    assert str(intake.update.date) == "2027-04-12"


@pytest.mark.parametrize(("lang", "n", "in_words"), CASES)
def test_a_size_restated_with_lets_say_is_the_groups_size(lang, n, in_words):
    intake = read(SAY[lang].format(n=written(n, lang, in_words)))
    assert intake.update.participants == n


@pytest.mark.parametrize("lang", BARE)
def test_a_bare_number_names_no_group(lang):
    assert read(BARE[lang].format(n=NUMBERS[0])).update.participants is None
