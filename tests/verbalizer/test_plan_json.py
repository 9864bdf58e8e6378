"""Reply plans as JSON: every plan comes back equal, and whatever is not a plan is refused."""

import datetime as dt
import json
import re
from decimal import Decimal

import pytest

from verbalizer.plan import (
    CatalogName,
    ItemOffer,
    PriceLine,
    QuoteSummary,
    ReplyPlan,
    RoomOffer,
    UnknownName,
    WishChoice,
)
from verbalizer.plan_json import PlanFormatError, plan_from_json, plan_to_json

FULL = ReplyPlan(
    lang="de",
    date=dt.date(2026, 8, 8),
    start_time=dt.time(18, 0),
    end_time=dt.time(22, 30),
    participants=30,
    offers=(RoomOffer("Salon Rose", 60, Decimal("1250.00")), RoomOffer("Grosser Saal", 300, None)),
    taken=("Dachterrasse",),
    quote=QuoteSummary(
        room="Salon Rose",
        lines=(
            PriceLine("Salon Rose", "room", 1, Decimal("1250.00"), Decimal("1250.00")),
            PriceLine("Apéro riche", "product", 30, Decimal("42.00"), Decimal("1260.00"), True),
        ),
        subtotal=Decimal("2510.00"),
        vat_rate=Decimal("8.1"),
        vat=Decimal("203.31"),
        total=Decimal("2713.30"),
        currency="EUR",
    ),
    products=("Apéro riche", "Kaffeepause"),
    features=("projector",),
    unknown=(UnknownName("Salle Bleue", (CatalogName("Seesicht", "room"),)),),
    ask_for=("time",),
    date_in_past=True,
)


@pytest.mark.parametrize("plan", [FULL, ReplyPlan(lang="it")], ids=["full", "empty"])
def test_a_plan_comes_back_equal_through_json_text(plan):
    text = json.dumps(plan_to_json(plan))
    assert plan_from_json(json.loads(text)) == plan


def test_defaults_are_left_out():
    assert plan_to_json(ReplyPlan(lang="fr", participants=0)) == {"lang": "fr", "participants": 0}
    offer = plan_to_json(FULL)["offers"][1]
    assert offer == {"name": "Grosser Saal", "capacity": 300}


def test_amounts_are_decimal_strings():
    data = plan_to_json(FULL)
    assert data["quote"]["lines"][1] == {
        "name": "Apéro riche",
        "kind": "product",
        "quantity": 30,
        "unit_price": "42.00",
        "amount": "1260.00",
        "per_person": True,
    }
    assert data["quote"]["vat_rate"] == "8.1"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"lang": "es"}, "plan.lang: expected one of en, de, fr, it, got 'es'"),
        ({"colour": 1}, "plan: unknown key(s) 'colour'"),
        ({"date": "8.8.2026"}, "plan.date: expected a date YYYY-MM-DD"),
        ({"date": "2026-02-29"}, "plan.date: expected a date YYYY-MM-DD"),
        ({"start_time": "18:00:00"}, "plan.start_time: expected a time HH:MM"),
        ({"end_time": "24:00"}, "plan.end_time: expected a time HH:MM"),
        ({"participants": True}, "plan.participants: expected a whole number"),
        ({"participants": -1}, "plan.participants: expected a whole number"),
        ({"participants": "30"}, "plan.participants: expected a whole number"),
        (
            {"offers": [{"name": "A", "capacity": 3, "price": 900.5}]},
            "plan.offers[0].price: expected a decimal string",
        ),
        ({"offers": [{"name": " A", "capacity": 3}]}, "plan.offers[0].name: expected a name"),
        ({"offers": [{"name": "A"}]}, "plan.offers[0]: missing key(s) 'capacity'"),
        ({"offers": {"name": "A"}}, "plan.offers: expected a list, got an object"),
        ({"taken": "Dachterrasse"}, "plan.taken: expected a list, got a string"),
        ({"ask_for": ["budget"]}, "plan.ask_for[0]: expected one of date, participants, time"),
        ({"date_in_past": "yes"}, "plan.date_in_past: expected true or false"),
        (
            {"unknown": [{"written": "X", "suggestions": [{"name": "Y", "kind": "service"}]}]},
            "plan.unknown[0].suggestions[0].kind: expected one of room, product, feature",
        ),
    ],
)
def test_what_is_not_a_plan_is_refused_with_where(change, message):
    with pytest.raises(PlanFormatError) as raised:
        plan_from_json({"lang": "en", **change})
    assert str(raised.value).startswith(message)


def test_a_quote_line_is_read_strictly():
    data = plan_to_json(FULL)
    data["quote"]["lines"][0]["kind"] = "feature"
    with pytest.raises(PlanFormatError, match=r"plan\.quote\.lines\[0\]\.kind"):
        plan_from_json(data)
    data = plan_to_json(FULL)
    data["quote"]["currency"] = "chf"
    with pytest.raises(PlanFormatError, match=r"plan\.quote\.currency"):
        plan_from_json(data)


def test_a_plan_must_be_an_object():
    with pytest.raises(PlanFormatError, match="plan: expected an object, got a list"):
        plan_from_json([])


HELD = ReplyPlan(
    lang="de",
    date=dt.date(2027, 6, 9),
    offers=(RoomOffer("Salon Rose", 60, Decimal("1200.00"), "evening"),),
    hold="option",
    hold_room="Salon Rose",
    hold_until=dt.date(2027, 6, 2),
    shown=(("Punkt.Null", "Point Zero"),),
    wish_choices=(
        WishChoice(
            category="music",
            items=(ItemOffer(name="DJ", kind="product", price=Decimal("300.00")),),
        ),
        WishChoice("", (ItemOffer("LED wall", "feature"),), suggested_for="quiet room"),
    ),
    wishes_missing=("stage",),
    participants_approximate=True,
)


def test_the_fields_of_holds_wishes_and_aliases_come_back_equal():
    data = json.loads(json.dumps(plan_to_json(HELD)))

    assert plan_from_json(data) == HELD
    assert data["hold_until"] == "2027-06-02"
    assert data["wish_choices"][0]["items"][0]["price"] == "300.00"  # a string, never a float
    assert data["offers"][0]["rate_kind"] == "evening"
    assert data["wish_choices"][1]["suggested_for"] == "quiet room"


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"hold": "maybe"}, "plan.hold"),
        ({"hold_until": "next week"}, "plan.hold_until"),
        ({"wish_choices": [{"category": "music", "items": [{"name": "DJ", "kind": "x"}]}]},
         "plan.wish_choices.0.items.0.kind"),
        ({"shown": [["Punkt.Null"]]}, "plan.shown.0"),
        ({"wish_choices": [{"category": "music", "items": [], "colour": "red"}]},
         "plan.wish_choices.0.colour"),
    ],
)  # fmt: skip
def test_a_wrong_later_field_is_refused_with_its_path(change, where):
    with pytest.raises(PlanFormatError, match=re.escape(where)):
        plan_from_json({"lang": "de", **change})
