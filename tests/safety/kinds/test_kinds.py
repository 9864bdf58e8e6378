"""safety.kinds: one FactKind per fact type, and what verify, insertion and the sandwich read from it."""

import datetime as dt
from decimal import Decimal
from typing import get_args

import pytest

from safety import HardFacts, verify
from safety.facts import FactType
from safety.kinds import (
    AMOUNTS,
    COUNTS,
    DATES,
    KINDS,
    ROOMS,
    TERMS,
    TIMES,
    is_name,
    kind_of,
    kind_of_mention,
)
from safety.mentions import AmountMention, CountMention, DateMention, TermMention, TimeMention

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2026-08-08"}],
        "times": [{"value": "18:00"}],
        "rooms": [{"value": "Seeblick"}],
        "amounts": [{"value": "1250.00", "subject": "Seeblick"}],
        "counts": [{"value": 30}, {"value": 30, "unit": "capacity", "subject": "Seeblick"}],
        "terms": [{"value": "Apéro Package", "kind": "product"}],
    }
)


def test_the_kinds_of_rooms_and_terms_are_the_kinds_of_names():
    assert [kind.fact_type for kind in KINDS if kind.is_name] == ["room", "term"]
    assert [is_name(t) for t in ("date", "time", "amount", "count", "room", "term", "claim")] == [
        False,
        False,
        False,
        False,
        True,
        True,
        False,
    ]


def test_every_fact_type_has_one_kind():
    assert sorted(kind.fact_type for kind in KINDS) == sorted(get_args(FactType))
    for fact_type in get_args(FactType):
        assert kind_of(fact_type).fact_type == fact_type


@pytest.mark.parametrize(
    ("kind", "value", "expected"),
    [
        (DATES, dt.date(2026, 8, 8), "2026-08-08"),
        (TIMES, dt.time(18, 0), "18:00"),
        (TIMES, dt.time(9, 5), "09:05"),
        (AMOUNTS, Decimal("1250"), "1250.00"),
        (AMOUNTS, Decimal("0.5"), "0.50"),
        (COUNTS, 30, "30"),
        (ROOMS, "Seeblick", "Seeblick"),
    ],
)
def test_the_codec_writes_an_issues_expected_and_reads_it_back(kind, value, expected):
    assert kind.encode(value) == expected
    assert kind.decode(expected) == value


def test_a_wrong_value_is_reported_with_the_codecs_expected_and_the_mentions_style():
    report = verify(
        FACTS,
        "Seeblick on 9 August 2026 at 19:00 for 31 guests, CHF 1'520.–, with the Apéro Package.",
    )
    wrong = {issue.type: (issue.expected, issue.replacement) for issue in report.by_kind("wrong")}
    assert wrong["date"] == ("2026-08-08", "8 August 2026")
    assert wrong["time"] == ("18:00", "18:00")
    assert wrong["amount"] == ("1250.00", "CHF 1'250.–")
    assert wrong["count"] == ("30", "30")


@pytest.mark.parametrize(
    ("mention", "fact_type"),
    [
        (DateMention(start=0, end=1, text="x", value=dt.date(2026, 1, 1)), "date"),
        (TimeMention(start=0, end=1, text="x", value=dt.time(9)), "time"),
        (AmountMention(start=0, end=1, text="x", value=Decimal(1)), "amount"),
        (CountMention(start=0, end=1, text="x", value=1), "count"),
        (TermMention(start=0, end=1, text="x", value="Seeblick", kind="room"), "room"),
        (TermMention(start=0, end=1, text="x", value="Beamer", kind="feature"), "term"),
    ],
)
def test_each_mention_belongs_to_the_kind_of_its_type(mention, fact_type):
    assert kind_of_mention(mention).fact_type == fact_type


def test_two_counts_of_one_value_are_each_stated_once_when_missing():
    stated: set[int] = set()
    first = COUNTS.missing_text(FACTS, "30", "en", list_item=False, stated=stated)
    second = COUNTS.missing_text(FACTS, "30", "en", list_item=False, stated=stated)
    assert {first, second} == {"30 participants", "up to 30 people"}


def test_a_missing_amount_names_its_subject_and_is_written_in_plain_digits():
    assert (
        AMOUNTS.missing_text(FACTS, "1250.00", "de", list_item=False, stated=set())
        == "Seeblick CHF 1250.00"
    )


def test_a_name_is_its_own_missing_text():
    assert (
        TERMS.missing_text(FACTS, "Apéro Package", "fr", list_item=True, stated=set())
        == "Apéro Package"
    )
