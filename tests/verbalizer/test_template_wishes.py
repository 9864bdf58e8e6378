"""The template's new paragraphs, in every language, verify against their plan's facts: wishes
offered to choose with prices, wishes the venue has nothing of, alternatives when nothing fits
(nearby days, rooms without one feature, the waiting list), the waiting list joined, features
with their alias, and the quote's rounding line, up or down."""

import datetime as dt
from decimal import Decimal

import pytest

from safety.lang import LANGS
from safety.lang.wish_words import label
from verbalizer.plan import (
    FreeDay,
    ItemOffer,
    PriceLine,
    QuoteSummary,
    ReplyPlan,
    WishChoice,
    WithoutWish,
)
from verbalizer.template import render

from .test_template import verifies

DAY = dt.date(2027, 6, 10)
BASE = {"date": DAY, "start_time": dt.time(18), "end_time": dt.time(23), "participants": 60}
ALIASES = {"de": "Bühne", "fr": "scène", "it": "palco"}


def _plan(lang: str, **fields) -> ReplyPlan:
    return ReplyPlan(lang=lang, **BASE, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGS)
def test_several_items_are_offered_with_their_prices(lang):
    choice = WishChoice(
        "apero",
        (
            ItemOffer("Apéro Package", "product", Decimal("24.50"), per_person=True),
            ItemOffer("Apéro riche", "product", Decimal("42.00"), per_person=True),
        ),
    )
    plan = _plan(lang, wish_choices=(choice,))

    text = render(plan)

    assert label("apero", lang) in text
    assert "Apéro Package" in text and "Apéro riche" in text
    assert "24.50" in text and "42.00" in text
    verifies(plan, text)


SUGGEST = {
    "en": ("For the quiet room you mentioned, we could offer:", "Shall we note it?"),
    "de": ("Für «quiet room» könnten wir anbieten:", "Dürfen wir das für Sie vormerken?"),
    "fr": (
        "Pour «\u00a0quiet room\u00a0», nous pourrions proposer\u00a0:",
        "Souhaitez-vous que nous le notions\u00a0?",
    ),
    "it": ("Per «quiet room» potremmo proporre:", "Desidera che lo annotiamo?"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_an_item_the_llm_placed_a_wish_in_is_offered_and_asked_not_stated_as_asked_for(lang):
    guess = WishChoice("", (ItemOffer("LED wall", "feature"),), suggested_for="quiet room")
    plan = _plan(lang, features=("projector",), wish_choices=(guess,))

    text = render(plan)

    offered, ask = SUGGEST[lang]
    lines = text.split("\n")
    at = lines.index(offered)
    assert lines[at + 1 : at + 3] == ["- LED wall", ask]
    assert text.count("LED wall") == 1  # only as the suggestion, never among the wishes stated
    assert render(_plan(lang, features=("projector",))).count("projector") == text.count(
        "projector"
    )
    verifies(plan, text)


@pytest.mark.parametrize("lang", LANGS)
def test_a_suggestion_follows_the_choices_and_their_question(lang):
    choice = WishChoice(
        "apero",
        (
            ItemOffer("Apéro Package", "product", Decimal("24.50"), per_person=True),
            ItemOffer("Apéro riche", "product", Decimal("42.00"), per_person=True),
        ),
    )
    guess = WishChoice(
        "", (ItemOffer("Technikpauschale", "product", Decimal("350.00")),), "photo booth"
    )
    plan = _plan(lang, wish_choices=(choice, guess))

    text = render(plan)

    assert text.index(label("apero", lang)) < text.index("photo booth")
    assert "350.00" in text and text.rstrip().count(SUGGEST[lang][1]) == 1
    verifies(plan, text)


@pytest.mark.parametrize("lang", LANGS)
def test_a_category_the_venue_lacks_is_named_in_the_replys_language(lang):
    plan = _plan(lang, wishes_missing=("wifi", "dessert"))

    text = render(plan)

    assert label("wifi", lang) in text and label("dessert", lang) in text
    verifies(plan, text)


@pytest.mark.parametrize("lang", LANGS)
def test_when_nothing_fits_the_alternatives_are_stated_and_verify(lang):
    plan = _plan(
        lang,
        features=("stage",),
        lacking_features=True,
        free_days=(
            FreeDay(DAY - dt.timedelta(days=1), ("Grosser Saal",)),
            FreeDay(DAY + dt.timedelta(days=2), ("Grosser Saal",)),
        ),
        without_wish=(WithoutWish("stage", ("Salon Rose", "Dachterrasse")),),
        waitlist_offered=True,
        shown=tuple((("stage", ALIASES[lang]),) if lang in ALIASES else ()),
    )

    text = render(plan)

    assert "Grosser Saal" in text and "Salon Rose" in text and "Dachterrasse" in text
    if lang in ALIASES:
        assert f"stage ({ALIASES[lang]})" in text
    assert {fact.value for fact in plan.facts().dates} == {
        DAY, DAY - dt.timedelta(days=1), DAY + dt.timedelta(days=2)
    }  # fmt: skip
    verifies(plan, text)


@pytest.mark.parametrize("lang", LANGS)
def test_the_waiting_list_joined_names_the_room(lang):
    plan = _plan(lang, follow_up=True, changed=(), waitlist_room="Grosser Saal")

    text = render(plan)

    assert "Grosser Saal" in text
    verifies(plan, text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("rounding", [Decimal("0.01"), Decimal("-0.02")])
def test_the_quote_has_the_rounding_line_up_or_down(lang, rounding):
    subtotal = Decimal("1200.00")
    vat = Decimal("97.20")
    total = subtotal + vat + rounding
    quote = QuoteSummary(
        room="Salon Rose",
        lines=(PriceLine("Salon Rose", "room", 1, subtotal, subtotal),),
        subtotal=subtotal,
        vat_rate=Decimal("8.1"),
        vat=vat,
        total=total,
        rounding=rounding,
    )
    plan = _plan(lang, quote=quote)

    text = render(plan)

    sign = "\u2212" if rounding < 0 else ""
    assert f"{sign}CHF {abs(rounding)}" in text
    verifies(plan, text)
