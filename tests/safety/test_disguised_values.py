"""Values in any script or style, with invisible characters or signs: read as what they are."""

import unicodedata

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.verify import verify
from safety.width import read_text

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2026-08-09"}],
        "times": [{"value": "18:00"}],
        "amounts": [{"value": "900.00", "currency": "CHF"}],
        "counts": [{"value": 40}],
    }
)
CLEAN = "On 9 August 2026 at 18:00 the room costs CHF 900.00 for 40 people."


def digit_styles():
    """Every decimal digit set of Unicode (Arabic-Indic, Devanagari, Thai, mathematical bold,
    monospace...) but ASCII and full-width, and the styled sets: superscript and circled."""
    zeros = sorted(
        {
            chr(code)
            for code in range(0x110000)
            if unicodedata.category(chr(code)) == "Nd" and unicodedata.decimal(chr(code)) == 0
        }
    )
    styles = {}
    for zero in zeros:
        if zero in "0\uff10":
            continue
        styles[f"U+{ord(zero):04X}"] = lambda d, z=zero: "".join(chr(ord(z) + int(c)) for c in d)
    superscripts = "⁰¹²³⁴⁵⁶⁷⁸⁹"
    styles["superscript"] = lambda d: "".join(superscripts[int(c)] for c in d)
    subscripts = "₀₁₂₃₄₅₆₇₈₉"
    styles["subscript"] = lambda d: "".join(subscripts[int(c)] for c in d)
    circled = "⓪①②③④⑤⑥⑦⑧⑨"
    styles["circled"] = lambda d: "".join(circled[int(c)] for c in d)
    return styles


STYLES = digit_styles()
VALUES = {  # the clean text's values and the digits a disguise rewrites
    "date": ("9 August", "9"),
    "time": ("18:00", "18"),
    "amount": ("CHF 900.00", "900"),
    "count": ("40 people", "40"),
}


def disguise(kind: str, style) -> str:
    phrase, digits = VALUES[kind]
    return CLEAN.replace(phrase, phrase.replace(digits, style(digits), 1), 1)


@pytest.mark.parametrize("kind", sorted(VALUES))
@pytest.mark.parametrize("style", sorted(STYLES))
def test_a_right_value_in_disguised_digits_is_reported_and_written_plainly(kind, style):
    text = disguise(kind, STYLES[style])
    report = verify(FACTS, text, locale="en")
    assert [(i.kind, i.type, i.reason) for i in report.issues] == [("wrong", kind, "disguised")]
    assert repair(FACTS, text, locale="en").text == CLEAN


@pytest.mark.parametrize("style", ["U+0660", "U+1D7CE", "superscript", "circled"])
def test_a_wrong_value_in_disguised_digits_is_caught(style):
    wrong = CLEAN.replace("CHF 900.00", "CHF 950.00").replace("18:00", "19:00")
    text = wrong.replace("950", STYLES[style]("950")).replace("19", STYLES[style]("19"))
    report = verify(FACTS, text, locale="en")
    assert {(i.kind, i.type) for i in report.issues} == {("wrong", "amount"), ("wrong", "time")}
    assert repair(FACTS, text, locale="en").text == CLEAN


INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\u00ad", "\ufeff"]


@pytest.mark.parametrize("char", INVISIBLE)
@pytest.mark.parametrize(
    "where", ["1{c}8:00", "{c}18:00", "18:00{c}", "CHF 9{c}00.00", "4{c}0 people"]
)
def test_invisible_characters_in_or_around_a_value_are_reported_and_removed(char, where):
    plain = where.format(c="")
    text = CLEAN.replace(plain, where.format(c=char))
    report = verify(FACTS, text, locale="en")
    assert report.issues and all(i.reason == "disguised" for i in report.issues)
    assert repair(FACTS, text, locale="en").text == CLEAN


@pytest.mark.parametrize(
    "control", sorted("\u202a\u202b\u202d\u202e\u2066\u2067\u2068\u200e\u200f")
)
def test_bidi_controls_are_reported_and_removed_wherever_they_stand(control):
    text = CLEAN.replace("the room", f"the {control}room")
    report = verify(FACTS, text, locale="en")
    assert [(i.kind, i.reason) for i in report.issues] == [("wrong", "disguised")]
    assert repair(FACTS, text, locale="en").text == CLEAN


def test_a_wrong_price_shown_right_by_a_right_to_left_override_is_caught():
    # Logically "00.009", displayed as "900.00".
    text = CLEAN.replace("900.00", "\u202e00.009\u202c")
    report = verify(FACTS, text, locale="en")
    assert not report.ok
    fixed = repair(FACTS, text, locale="en").text
    assert "\u202e" not in fixed and "\u202c" not in fixed
    # the one price of the text, replaced where it stands
    assert fixed == CLEAN.replace("CHF 900.00", "CHF 900")


@pytest.mark.parametrize("amount", ["CHF -900.00", "CHF -500.00", "-900 CHF", "CHF −900.00"])
def test_a_negative_amount_is_read_with_its_sign(amount):
    text = CLEAN.replace("CHF 900.00", amount)
    report = verify(FACTS, text, locale="en")
    assert ("wrong", "amount") in {(i.kind, i.type) for i in report.issues}
    fixed = repair(FACTS, text, locale="en").text
    assert verify(FACTS, fixed, locale="en").ok
    assert fixed in (CLEAN, CLEAN.replace("CHF 900.00", "900 CHF"))


def test_exponents_and_names_with_styled_digits_stay():
    facts = HardFacts.model_validate({"rooms": [{"value": "Raum²"}], "counts": [{"value": 40}]})
    text = "Der Raum² (120 m²) ist für 40 Personen reserviert."
    assert verify(facts, text, locale="de").ok


def test_the_reading_maps_every_span_back_to_the_text_as_written():
    text = "a\u200b1\u202e⑩b٣"
    reading = read_text(text)
    assert reading.text == "a110b3"
    assert [reading.original_span(i, i + 1) for i in range(len(reading.text))] == [
        (0, 1),
        (2, 3),
        (4, 5),
        (4, 5),
        (5, 6),
        (6, 7),
    ]
