"""Counts said in dozens ("two dozen guests", "zwei Dutzend Gäste", "deux douzaines de
personnes", "due dozzine di ospiti") are the number times twelve; collectives that state a
count as approximate ("une vingtaine", "una trentina") make the fact present, unconfirmed. A
clean reply stays as written; a wrong count in dozens is replaced, the partitive with it."""

from __future__ import annotations

import pytest
from num2words import num2words

from safety import HardFacts, repair, verify

# Written forms, independent of the packs: the collective and what links it to its noun.
DOZENS = {
    "en": ("{n} dozen guests will join you.", "en"),
    "de": ("{n} Dutzend Gäste kommen am Abend.", "de"),
    "fr": ("{n} douzaines de personnes viendront.", "fr"),
    "it": ("{n} dozzine di ospiti arriveranno.", "it"),
}
NOUNS = {"en": "guests", "de": "Gäste", "fr": "personnes", "it": "ospiti"}


def _facts(value: int) -> HardFacts:
    return HardFacts.model_validate({"counts": [{"value": value, "unit": "participants"}]})


def _sentence(lang: str, dozens: int) -> str:
    pattern, locale = DOZENS[lang]
    words = num2words(dozens, lang=locale)
    return pattern.format(n=words[:1].upper() + words[1:])


CASES = [(lang, dozens) for lang in DOZENS for dozens in range(2, 7)]


@pytest.mark.parametrize(("lang", "dozens"), CASES)
def test_a_count_in_dozens_confirms_its_value(lang, dozens):
    text = _sentence(lang, dozens)
    result = repair(_facts(12 * dozens), text, locale=lang)
    assert result.report.ok and result.text == text


@pytest.mark.parametrize(("lang", "dozens"), CASES)
def test_a_wrong_count_in_dozens_is_replaced_with_its_partitive(lang, dozens):
    text = _sentence(lang, dozens)
    result = repair(_facts(12 * dozens + 5), text, locale=lang)
    assert [(i.kind, i.type) for i in result.report.issues] == [("wrong", "count")]
    assert result.final.ok
    assert NOUNS[lang] in result.text
    assert " de " not in result.text and " di " not in result.text
    assert result.text.endswith(text.split(NOUNS[lang], 1)[1])


@pytest.mark.parametrize(
    ("value", "text", "lang"),
    [
        (20, "Une vingtaine de personnes viendront.", "fr"),
        (30, "Une trentaine d'invités sont attendus.", "fr"),
        (20, "Una ventina di ospiti arriveranno.", "it"),
        (40, "Una quarantina di persone arriveranno.", "it"),
        (12, "A dozen guests will join you.", "en"),
        (12, "Ein Dutzend Gäste kommen am Abend.", "de"),
    ],
)
def test_a_collective_leaves_the_fact_present_and_unconfirmed(value, text, lang):
    result = repair(_facts(value), text, locale=lang)
    assert result.text == text
    assert [c.kind for c in result.report.caveats] == ["unconfirmed"]


def test_dozens_of_things_are_no_count_of_people():
    report = verify(_facts(36), "Three dozen chairs are set in rows.", locale="en")
    assert [(i.kind, i.type) for i in report.issues] == [("missing", "count")]
