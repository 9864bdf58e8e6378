"""Counts of a rule beside the head count, generated: a threshold ("groups of more than 20
people", "ab 20 Personen") or a rate ("1 person per 2 m²") in any of its languages' words, with
any number, leaves a correct reply unchanged; the same frame without the threshold word is a
head count that the repair does take for the group.

The threshold and rate words are written here, per language, from each language's grammar of
comparison, not read from the code under test.
"""

import random

import pytest
from num2words import num2words

from safety.correct import repair
from safety.facts import HardFacts

FACTS = HardFacts.model_validate(
    {"dates": [{"value": "2027-09-09"}], "counts": [{"value": 26, "unit": "participants"}]}
)
OPENING = {
    "en": "Your event on 9 September 2027 is confirmed for 26 participants.",
    "de": "Ihr Anlass am 9. September 2027 ist für 26 Teilnehmende bestätigt.",
    "fr": "Votre événement du 9 septembre 2027 est confirmé pour 26 participants.",
    "it": "Il vostro evento del 9 settembre 2027 è confermato per 26 partecipanti.",
}
THRESHOLDS = {
    "en": ["more than", "over", "above", "at least", "fewer than", "less than", "under"],
    "de": ["ab", "mehr als", "über", "mindestens", "weniger als", "unter", "höchstens"],
    "fr": ["plus de", "au moins", "moins de", "à partir de", "au-delà de"],
    "it": ["più di", "oltre", "almeno", "meno di", "a partire da"],
}
RULE_FRAMES = {
    "en": "Groups of {w} {n} people receive a welcome coffee.",
    "de": "Für Gruppen {w} {n} Personen offerieren wir einen Begrüssungskaffee.",
    "fr": "Pour les groupes de {w} {n} personnes, le café d'accueil est offert.",
    "it": "Per gruppi di {w} {n} persone il caffè di benvenuto è offerto.",
}
RATES = {
    "en": "We recommend {n} person per 2 m².",
    "de": "Wir empfehlen {n} Person pro 2 m².",
    "fr": "Nous recommandons {n} personne par 2 m².",
    "it": "Consigliamo {n} persona ogni 2 m².",
}
RNG = random.Random(2026)
CASES = [
    (lang, word, number)
    for lang, words in THRESHOLDS.items()
    for word in words
    for number in RNG.sample([n for n in range(2, 200) if n != 26], 3)
]


def _number(number: int, lang: str, in_words: bool) -> str:
    return num2words(number, lang=lang) if in_words else str(number)


@pytest.mark.parametrize(("lang", "word", "number"), CASES)
@pytest.mark.parametrize("in_words", [False, True])
def test_a_threshold_beside_the_head_count_leaves_the_reply_unchanged(lang, word, number, in_words):
    rule = RULE_FRAMES[lang].format(w=word, n=_number(number, lang, in_words))
    text = f"{OPENING[lang]} {rule}"
    assert repair(FACTS, text, locale=lang).text == text


@pytest.mark.parametrize("lang", RATES)
def test_a_rate_beside_the_head_count_leaves_the_reply_unchanged(lang):
    text = f"{OPENING[lang]} {RATES[lang].format(n=1)}"
    assert repair(FACTS, text, locale=lang).text == text


@pytest.mark.parametrize("lang", THRESHOLDS)
def test_without_its_threshold_word_the_count_is_the_groups(lang):
    # The control: the same sentence as the only count is read as the group's size, wrong.
    text = f"{OPENING[lang].split(' 26 ')[0]}. {RULE_FRAMES[lang].format(w='', n=40)}"
    text = " ".join(text.split())
    outcome = repair(FACTS, text, locale=lang)
    assert "40" not in outcome.text and "26" in outcome.text
