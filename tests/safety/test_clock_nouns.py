"""Noon and midnight written as words: read whole ("12 noon", "12 Uhr Mittag", "a mezzanotte"),
left as written when right, and corrected in the form they were written in: the other noun
for the other of the two, digits for any other time, with the article Italian hours take."""

import pytest

from safety.correct import repair
from safety.facts import HardFacts

# (language, sentence with {t}, the time as written, its value, the other noun's form)
WRITTEN = [
    ("en", "The party ends at {t}.", "midnight", "00:00", "noon"),
    ("en", "The party ends at {t}.", "12 midnight", "00:00", "12 noon"),
    ("en", "Lunch is served at {t}.", "noon", "12:00", "midnight"),
    ("en", "Lunch is served at {t}.", "12 noon", "12:00", "12 midnight"),
    ("de", "Die Feier endet um {t}.", "Mitternacht", "00:00", "Mittag"),
    ("de", "Die Feier endet um {t}.", "12 Uhr Mitternacht", "00:00", "12 Uhr Mittag"),
    ("de", "Das Essen beginnt um {t}.", "12 Uhr Mittag", "12:00", "12 Uhr Mitternacht"),
    ("fr", "La fête se termine à {t}.", "minuit", "00:00", "midi"),
    ("fr", "Le repas commence à {t}.", "midi", "12:00", "minuit"),
    ("it", "La festa finisce {t}.", "a mezzanotte", "00:00", "a mezzogiorno"),
    ("it", "Il pranzo inizia {t}.", "a mezzogiorno", "12:00", "a mezzanotte"),
    ("it", "La festa finisce alle {t}.", "12 mezzanotte", "00:00", "12 mezzogiorno"),
]  # fmt: skip
OTHER = {"00:00": "12:00", "12:00": "00:00"}


def _repair(value: str, text: str, lang: str):
    return repair(HardFacts.model_validate({"times": [{"value": value}]}), text, locale=lang)


@pytest.mark.parametrize("lang,sentence,written,value,other", WRITTEN)
def test_noon_or_midnight_as_written_stays(lang, sentence, written, value, other) -> None:
    text = sentence.format(t=written)
    fixed = _repair(value, text, lang)
    assert fixed.report.ok and fixed.text == text


@pytest.mark.parametrize("lang,sentence,written,value,other", WRITTEN)
def test_noon_for_midnight_is_corrected_with_the_other_noun(
    lang, sentence, written, value, other
) -> None:
    text = sentence.format(t=written)
    fixed = _repair(OTHER[value], text, lang)
    assert [(i.kind, i.found) for i in fixed.report.issues] == [("wrong", written)]
    assert fixed.text == sentence.format(t=other)


@pytest.mark.parametrize(
    "lang,text,value,expected",
    [
        ("en", "The party ends at 12 midnight.", "23:00", "The party ends at 11 pm."),
        ("de", "Die Feier endet um 12 Uhr Mittag.", "13:00", "Die Feier endet um 13 Uhr."),
        ("fr", "Le repas commence à midi.", "13:00", "Le repas commence à 13h."),
        ("it", "Il pranzo inizia a mezzogiorno.", "13:00", "Il pranzo inizia alle 13."),
        ("it", "A mezzogiorno inizia il pranzo.", "13:00", "Alle 13 inizia il pranzo."),
        ("it", "Si balla dalle 22 a mezzanotte.", "23:00", "Si balla dalle 22 alle 23."),
    ],
)
def test_noon_or_midnight_corrected_to_another_hour_is_written_in_digits(
    lang, text, value, expected
) -> None:
    times = [value] if "dalle 22" not in text else ["22:00", value]
    facts = HardFacts.model_validate({"times": [{"value": v} for v in times]})
    fixed = repair(facts, text, locale=lang)
    assert fixed.text == expected
