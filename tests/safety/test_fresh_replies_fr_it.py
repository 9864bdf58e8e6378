"""Clean French and Italian replies in forms a fresh writer uses go through verify unchanged:
HTML typography written as character references, values spaced with no-break spaces, the longer
month abbreviations. Each class is generated over its members; the wrong value beside them is
still caught."""

import pytest

from safety.facts import HardFacts
from safety.verification import verify_draft

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2027-09-17"}],
        "times": [{"value": "18:30"}],
        "amounts": [{"value": "2450.00", "currency": "CHF"}],
        "counts": [{"value": 35, "unit": "participants"}],
    }
)
# References HTML writes for spaces and typographic marks: what the reader sees is the value.
SPACES = ["&nbsp;", "&#160;", "&#xa0;", "&#8239;", "&thinsp;", "&#8201;"]
APOSTROPHES = ["&#8217;", "&rsquo;", "&#x2019;", "&#39;", "&apos;"]
HTML = {
    "fr": "<p>Le <strong>17 septembre 2027</strong> à 18{s}h{s}30, pour 35 personnes&nbsp;: "
    "CHF{s}2{a}450.00 &amp; boissons.</p>",
    "it": "<p>Il <strong>17 settembre 2027</strong> alle 18:30, per 35 persone: "
    "CHF{s}2{a}450.00 &amp; bevande.</p>",
}


def _unchanged(text: str, lang: str) -> None:
    result = verify_draft(FACTS, text, locale=lang)
    assert result.outcome.text == text, [(i.kind, i.type, i.found) for i in result.issues]
    assert result.outcome.final.ok


@pytest.mark.parametrize("lang", ["fr", "it"])
@pytest.mark.parametrize("space", SPACES)
@pytest.mark.parametrize("apostrophe", APOSTROPHES)
def test_typography_written_as_references_leaves_a_right_html_reply_as_written(
    lang, space, apostrophe
):
    _unchanged(HTML[lang].format(s=space, a=apostrophe), lang)


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_digit_written_as_a_reference_is_still_written_anew(lang):
    text = HTML[lang].format(s="&nbsp;", a="'").replace("2'450", "2'4&#53;0")
    result = verify_draft(FACTS, text, locale=lang)
    assert "&#53;" not in result.outcome.text and "2'450.00" in result.outcome.text


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_a_wrong_amount_spaced_with_references_is_replaced(lang):
    text = HTML[lang].format(s="&nbsp;", a="&#8217;").replace("450.00", "540.00")
    result = verify_draft(FACTS, text, locale=lang)
    assert [(i.kind, i.type) for i in result.issues] == [("wrong", "amount")]
    assert "540" not in result.outcome.text


@pytest.mark.parametrize("space", ["\u00a0", "\u202f", "\u2009"])
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "Il 17 settembre 2027 alle 18{s}h per voi e i vostri 35 ospiti, CHF 2'450.00."),
        ("fr", "Le 17 septembre 2027 à 18{s}h{s}30 pour vos 35 invités, CHF 2'450.00."),
    ],
)
def test_a_time_spaced_with_a_no_break_space_is_present(lang, space, text):
    time = "18:00" if lang == "it" else "18:30"
    facts = FACTS.model_copy(
        update={"times": HardFacts.model_validate({"times": [{"value": time}]}).times}
    )
    text = text.format(s=space)
    result = verify_draft(facts, text, locale=lang)
    assert result.outcome.text == text and result.outcome.final.ok


@pytest.mark.parametrize(
    ("lang", "date", "facts_date"),
    [
        ("it", "venerdì 17 sett. 2027", "2027-09-17"),
        ("it", "venerdì 14 genn. 2028", "2028-01-14"),
        ("it", "giovedì 24 febbr. 2028", "2028-02-24"),
        ("it", "venerdì 26 magg. 2028", "2028-05-26"),
        ("fr", "vendredi 16 juill. 2027", "2027-07-16"),
    ],
)
def test_the_longer_month_abbreviations_are_read(lang, date, facts_date):
    facts = HardFacts.model_validate(
        {"dates": [{"value": facts_date}], "times": [{"value": "18:00"}]}
    )
    word = {"it": "alle 18", "fr": "à 18 h"}[lang]
    text = f"Confermato/Confirmé : {date} {word}."
    result = verify_draft(facts, text, locale=lang)
    assert result.outcome.text == text and result.outcome.final.ok
    wrong = text.replace(date.split()[1] + " ", str(int(date.split()[1]) + 1) + " ", 1)
    fixed = verify_draft(facts, wrong, locale=lang)
    assert [(i.kind, i.type) for i in fixed.issues] == [("wrong", "date")]
