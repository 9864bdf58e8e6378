"""A wrong amount written in words is replaced by the right amount in words of the same spelling.

The renderings are num2words' (the oracle) with the adjustments written out below, and the
English "fifteen hundred" form, written here from its rule: the hundreds counted, then "and" and
the rest.
"""

import random
from collections.abc import Callable

import pytest
from num2words import num2words

from safety.correct import repair
from safety.facts import HardFacts
from safety.numbers import format_number_words
from safety.recognizers.amounts import recognize_amounts
from safety.verify import verify

FRAMES = {
    "en": ["The room costs {amount} for the evening.", "{amount} is the price of the terrace."],
    "de": ["Der Raum kostet {amount} für den Abend.", "{amount} kostet die Terrasse."],
    "fr": ["La salle coûte {amount} pour la soirée.", "{amount}, c'est le prix de la terrasse."],
    "it": ["La sala costa {amount} per la serata.", "{amount} è il prezzo della terrazza."],
}
CURRENCY_WORDS = {
    "en": ["francs", "Swiss francs"],
    "de": ["Franken", "Schweizer Franken"],
    "fr": ["francs", "francs suisses"],
    "it": ["franchi", "franchi svizzeri"],
}


def _english(n: int) -> str:
    return num2words(n, lang="en")


def _english_without_comma(n: int) -> str:
    return num2words(n, lang="en").replace(",", "")


def _in_hundreds(n: int) -> bool:
    """Whether English says `n` in hundreds: "fifteen hundred", never "twenty hundred"."""
    return 1100 <= n <= 9999 and (n // 100) % 10 != 0


def _english_hundreds(n: int) -> str:
    """ "fifteen hundred and forty-two"; a number not said in hundreds as num2words writes it,
    without the comma after "thousand" that the hundreds form never shows."""
    if not _in_hundreds(n):
        return _english_without_comma(n)
    hundreds, rest = divmod(n, 100)
    words = f"{num2words(hundreds, lang='en')} hundred"
    return f"{words} and {num2words(rest, lang='en')}" if rest else words


def _german(n: int) -> str:
    """num2words de, with "eintausend" where num2words writes "einstausend" (901 000)."""
    return num2words(n, lang="de").replace("einstausend", "eintausend")


def _swiss_german(n: int) -> str:
    """As Switzerland writes German: "ss" for "ß" ("dreissig")."""
    return _german(n).replace("ß", "ss")


def _french(n: int) -> str:
    return num2words(n, lang="fr")


def _swiss_french(n: int) -> str:
    """num2words fr_CH (septante, huitante, nonante), with "cent" without its -s where another
    number word follows it, as French writes it ("deux cent huitante", "deux cent mille", but
    "cinq cents")."""
    words = num2words(n, lang="fr_CH").split(" ")
    return " ".join(
        "cent" if word == "cents" and i + 1 < len(words) else word for i, word in enumerate(words)
    )


def _italian(n: int) -> str:
    """num2words it, with Italian spelling: "diciotto" (num2words writes "dicotto" after a
    hundred) and the accent on a final "tre" after another number ("ventitré")."""
    words = num2words(n, lang="it").replace("dicotto", "diciotto")
    return words[:-3] + "tré" if words.endswith("tre") and words != "tre" else words


def _always(n: int) -> bool:
    return True


def _regional(n: int) -> bool:
    words = _swiss_french(n)
    return any(tens in words for tens in ("septante", "huitante", "nonante"))


def _with_comma(n: int) -> bool:
    return "," in _english(n)


def _with_sharp_s(n: int) -> bool:
    return "ß" in _german(n)


# (language, form, renderer, values the form is written for, values whose words show the form,
# the form written where the wrong amount did not show it)
FORMS: list[
    tuple[str, str, Callable[[int], str], Callable[[int], bool], Callable[[int], bool], str]
]
FORMS = [
    ("en", "num2words", _english, _always, _with_comma, "no comma"),
    ("en", "no comma", _english_without_comma, _always, _always, "no comma"),
    ("en", "hundreds", _english_hundreds, _in_hundreds, _always, "hundreds"),
    ("de", "num2words", _german, _always, _with_sharp_s, "swiss"),
    ("de", "swiss", _swiss_german, _always, _always, "swiss"),
    ("fr", "num2words", _french, _always, _always, "num2words"),
    ("fr", "swiss", _swiss_french, _always, _regional, "num2words"),
    ("it", "num2words", _italian, _always, _always, "num2words"),
]
MAGNITUDES = [(2, 99), (100, 999), (1000, 9999), (10_000, 99_999), (100_000, 999_999)]


RENDERINGS = [
    ("en", ("comma",), _english),
    ("en", (), _english_without_comma),
    ("en", ("hundreds",), _english_hundreds),
    ("de", ("sz",), _german),
    ("de", (), _swiss_german),
    ("fr", (), _french),
    ("fr", ("ch",), _swiss_french),
    ("it", (), _italian),
]


@pytest.mark.parametrize(("lang", "flags", "oracle"), RENDERINGS)
def test_the_spellings_are_the_oracles(lang, flags, oracle):
    rng = random.Random(7)
    numbers = [*range(2, 1200), *(rng.randint(1200, 999_999) for _ in range(2000))]
    wrong = [n for n in numbers if format_number_words(n, lang, flags) != oracle(n)]
    assert wrong == []


def test_the_belgian_spelling_keeps_quatre_vingts():
    assert [format_number_words(n, "fr", ["be"]) for n in (70, 71, 80, 81, 91, 180)] == [
        "septante",
        "septante et un",
        "quatre-vingts",
        "quatre-vingt-un",
        "nonante et un",
        "cent quatre-vingts",
    ]


def _is_read(words: str) -> bool:
    """Amounts are read in at most nine words (safety.numbers.MAX_AMOUNT_WORDS)."""
    return len(words.split()) <= 9


def _cases(count: int) -> list[tuple[str, str, int, int, int]]:
    """(language, form, right value, wrong value, seed for frame and currency word): the wrong
    value differs from the right one by up to a third, so the two are paired."""
    rng = random.Random(20261125)
    cases = []
    for lang, name, render, writes, _, _ in FORMS:
        made = 0
        while made < count:
            low, high = MAGNITUDES[made % len(MAGNITUDES)]
            if name == "hundreds":
                low, high = 1100, 9999
            right = rng.randint(low, high)
            wrong = right + rng.choice([-1, 1]) * rng.randint(1, max(1, right // 3))
            if not 2 <= wrong <= 999_999 or wrong == right:
                continue
            if not writes(wrong) or not _is_read(render(wrong)):
                continue
            cases.append((lang, name, right, wrong, rng.randrange(1000)))
            made += 1
    return cases


def _form(lang: str, name: str) -> Callable[[int], str]:
    return next(entry[2] for entry in FORMS if entry[:2] == (lang, name))


def _written_form(lang: str, name: str, wrong: int) -> Callable[[int], str]:
    """The form the right amount is written in: the writer's where their words show it
    ("nonante", "one thousand, five hundred"), else the language's plain one."""
    _, _, render, _, shows, plain = next(entry for entry in FORMS if entry[:2] == (lang, name))
    return render if shows(wrong) else _form(lang, plain)


def _sentence(lang: str, words: str, seed: int) -> str:
    frames, currencies = FRAMES[lang], CURRENCY_WORDS[lang]
    frame = frames[seed % len(frames)]
    amount = f"{words} {currencies[seed // 2 % len(currencies)]}"
    if frame.startswith("{"):
        amount = amount[0].upper() + amount[1:]
    return frame.format(amount=amount)


def _facts(value: int) -> HardFacts:
    return HardFacts.model_validate({"amounts": [{"value": f"{value}.00"}]})


@pytest.mark.parametrize(("lang", "form", "right", "wrong", "seed"), _cases(30))
def test_a_wrong_amount_in_words_is_replaced_by_the_right_one_in_the_same_words(
    lang, form, right, wrong, seed
):
    render = _form(lang, form)
    text = _sentence(lang, render(wrong), seed)
    (mention,) = recognize_amounts(text)
    assert mention.value == wrong
    outcome = repair(_facts(right), text, locale=lang)
    assert [(i.kind, i.type) for i in outcome.report.issues] == [("wrong", "amount")]
    expected_words = _written_form(lang, form, wrong)(right)
    if _is_read(expected_words):
        assert outcome.text == _sentence(lang, expected_words, seed)
    else:  # too long to be read back in words: written in digits
        assert str(right) in outcome.text
    assert verify(_facts(right), outcome.text, locale=lang).ok


@pytest.mark.parametrize(("lang", "form", "right", "wrong", "seed"), _cases(12))
def test_a_right_amount_in_words_stays_byte_for_byte(lang, form, right, wrong, seed):
    text = _sentence(lang, _form(lang, form)(right), seed)
    if not _is_read(_form(lang, form)(right)):
        return  # not read as an amount: nothing to keep
    assert repair(_facts(right), text, locale=lang).text == text


@pytest.mark.parametrize(
    ("right", "text", "lang", "corrected"),
    [
        # English hundreds: kept where the right amount is said in hundreds, else in thousands.
        ("1500", "It is sixteen hundred francs.", "en", "It is fifteen hundred francs."),
        ("2000", "It is nineteen hundred francs.", "en", "It is two thousand francs."),
        (
            "1550",
            "It is fifteen hundred fifty francs.",
            "en",
            "It is fifteen hundred fifty francs.",
        ),
        (
            "1500",
            "It is one thousand six hundred francs.",
            "en",
            "It is one thousand five hundred francs.",
        ),
        (
            "1520",
            "It is one thousand, six hundred francs.",
            "en",
            "It is one thousand, five hundred and twenty francs.",
        ),
        ("120", "It is a hundred francs.", "en", "It is a hundred and twenty francs."),
        ("35", "It is thirty two francs.", "en", "It is thirty five francs."),
        # The first letter keeps its case, the currency word its spelling.
        ("1500", "Sixteen Hundred Francs it is.", "en", "Fifteen hundred Francs it is."),
        # German: one word, with or without the leading "ein", "ß" where the writer wrote it.
        (
            "1200",
            "Es kostet tausendfünfhundert Franken.",
            "de",
            "Es kostet tausendzweihundert Franken.",
        ),
        ("30", "Es kostet vierzig Franken.", "de", "Es kostet dreissig Franken."),
        ("30", "Es kostet dreiundvierzig Franken.", "de", "Es kostet dreissig Franken."),
        # French: Swiss and Belgian tens where the writer used them, hyphens of the 1990 reform.
        (
            "1480",
            "C'est mille quatre cent nonante francs.",
            "fr",
            "C'est mille quatre cent huitante francs.",
        ),
        (
            "1480",
            "C'est mille quatre cent septante-cinq francs.",
            "fr",
            "C'est mille quatre cent huitante francs.",
        ),
        (
            "1480",
            "C'est mille quatre cent quatre-vingt-dix francs.",
            "fr",
            "C'est mille quatre cent quatre-vingts francs.",
        ),
        (
            "72490",
            "C'est septante-deux mille quatre cent quatre-vingts francs.",
            "fr",
            "C'est septante-deux mille quatre cent nonante francs.",
        ),
        ("1600", "C'est mille-cinq-cents francs.", "fr", "C'est mille-six-cents francs."),
        # Italian: one word, with the writer's accent on "tre" and the writer's apocope.
        (
            "1533",
            "Costa millecinquecentoventitre franchi.",
            "it",
            "Costa millecinquecentotrentatre franchi.",
        ),
        (
            "1533",
            "Costa millecinquecento franchi.",
            "it",
            "Costa millecinquecentotrentatré franchi.",
        ),
        # Words of two languages are written anew in the reply's.
        ("7", "The fee is six francs.", "en", "The fee is seven francs."),
        ("7", "Les frais sont de six francs.", "fr", "Les frais sont de sept francs."),
        ("1500", "Costa mille franchi.", "it", "Costa millecinquecento franchi."),
        ("1500", "Cela coûte mille francs.", "fr", "Cela coûte mille cinq cents francs."),
    ],
)
def test_the_writers_spelling_is_kept(right, text, lang, corrected):
    outcome = repair(_facts(int(right)), text, locale=lang)
    assert outcome.text == corrected
    assert verify(_facts(int(right)), outcome.text, locale=lang).ok


@pytest.mark.parametrize(
    ("amount", "text", "lang", "corrected"),
    [
        # Cents, and a number too long to be read back in words, are written in digits.
        ("1500.50", "It is sixteen hundred francs.", "en", "It is 1500.50 francs."),
        ("950.50", "It is nine hundred francs.", "en", "It is 950.50 francs."),
        # "sept cent soixante et onze mille sept cent soixante et onze": eleven words
        ("771771.00", "C'est sept cent mille francs.", "fr", "C'est 771771 francs."),
    ],
)
def test_amounts_words_cannot_carry_are_written_in_digits(amount, text, lang, corrected):
    facts = HardFacts.model_validate({"amounts": [{"value": amount}]})
    outcome = repair(facts, text, locale=lang)
    assert outcome.text == corrected
    assert verify(facts, outcome.text, locale=lang).ok


def test_an_amount_in_another_currency_is_written_in_digits_with_the_code():
    facts = HardFacts.model_validate({"amounts": [{"value": "1500.00", "currency": "CHF"}]})
    text = "Der Preis beträgt eintausendfünfhundert Euro."
    assert "1500" in repair(facts, text, locale="de").text
    euros = HardFacts.model_validate({"amounts": [{"value": "1500.00", "currency": "EUR"}]})
    assert repair(euros, text, locale="de").text == text


def test_the_recognized_style_renders_the_written_amount_back():
    from safety.formatters.amounts import format_amount

    for text in [
        "fifteen hundred and forty-two francs",
        "one thousand, five hundred Swiss francs",
        "Dreißig Franken",
        "mille quatre cent nonante francs suisses",
        "ventun franchi",
    ]:
        (m,) = recognize_amounts(text)
        assert format_amount(m.value, m.currency, m.style, m.lang or "en") == text
