"""Amounts written in words are verified like digits; num2words renders them (the oracle)."""

import random
from decimal import Decimal

import pytest
from num2words import num2words

from safety.correct import repair
from safety.facts import HardFacts
from safety.recognizers.amounts import recognize_amounts

CURRENCY_WORDS = {
    "en": ["francs", "Swiss francs", "CHF"],
    "de": ["Franken", "CHF"],
    "fr": ["francs", "francs suisses"],
    "it": ["franchi", "franchi svizzeri"],
}
NUM2WORDS_LANG = {"en": "en", "de": "de", "fr": "fr", "it": "it"}
FRAMES = {
    "en": "The room costs {amount} for the evening.",
    "de": "Der Raum kostet {amount} für den Abend.",
    "fr": "La salle coûte {amount} pour la soirée.",
    "it": "La sala costa {amount} per la serata.",
}
RANDOM = random.Random(20261125)
VALUES = sorted({*RANDOM.sample(range(2, 10000), 40), 100, 500, 1000, 1500, 2000, 9999})


@pytest.mark.parametrize("lang", sorted(FRAMES))
@pytest.mark.parametrize("value", VALUES)
def test_an_amount_in_words_is_read_at_its_value(lang, value):
    # num2words writes Italian 18 after a hundred as "dicotto"; Italian spells it "diciotto".
    words = num2words(value, lang=NUM2WORDS_LANG[lang]).replace("dicotto", "diciotto")
    currency = CURRENCY_WORDS[lang][value % len(CURRENCY_WORDS[lang])]
    amount = f"{words} {currency}"
    text = FRAMES[lang].format(amount=amount)
    mentions = recognize_amounts(text)
    assert [(m.text, m.value, m.currency) for m in mentions] == [(amount, Decimal(value), "CHF")]


@pytest.mark.parametrize(
    ("text", "lang", "corrected"),
    [
        ("The price is fifteen hundred francs.", "en", "The price is twelve hundred francs."),
        (
            "Der Preis beträgt eintausendfünfhundert Franken.",
            "de",
            "Der Preis beträgt eintausendzweihundert Franken.",
        ),
        (
            "Le prix est de mille cinq cents francs.",
            "fr",
            "Le prix est de mille deux cents francs.",
        ),
        ("Il prezzo è di millecinquecento franchi.", "it", "Il prezzo è di milleduecento franchi."),
    ],
)
def test_a_right_amount_in_words_stays_and_a_wrong_one_is_replaced_in_words(text, lang, corrected):
    right = HardFacts.model_validate({"amounts": [{"value": "1500.00"}]})
    assert repair(right, text, locale=lang).text == text
    wrong = HardFacts.model_validate({"amounts": [{"value": "1200.00"}]})
    outcome = repair(wrong, text, locale=lang)
    assert [(i.kind, i.type) for i in outcome.report.issues] == [("wrong", "amount")]
    assert outcome.text == corrected


@pytest.mark.parametrize(
    "text",
    ["We are five francophone guests.", "Two Swiss francs coins", "the francs and the euros"],
)
def test_words_that_are_no_amount_stay_unread(text):
    assert [m.value for m in recognize_amounts(text) if m.value >= 100] == []
