"""A count labelled from elsewhere than its own line: the label alone on the line above
("Guests:\\n24"), a table's column header over a one-row body, an HTML row header before its
cell. Every participant label of every pack, in each layout: the clean reply stays as written,
and in one with a wrong count exactly that count changes. A column of several rows lists one
value per row and states none of the booking's, so nothing in it is read or changed."""

from __future__ import annotations

import datetime as dt

import pytest
from babel.dates import format_date

from safety import HardFacts, repair
from safety.lang.count_nouns import PARTICIPANT_LABELS

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2027-06-03"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
)
DAY = dt.date(2027, 6, 3)
RIGHT, WRONG = "24", "25"


def _label(label: str) -> str:
    return label[:1].upper() + label[1:]


def _date_label(lang: str) -> str:
    return {"en": "Date", "de": "Datum", "fr": "Date", "it": "Data"}[lang]


LAYOUTS = {
    "line below": "{date_label}: {date}\n{label}:\n{count}\n",
    "line below, bold": "**{date_label}:** {date}\n**{label}:**\n{count}\n",
    "after an empty line": "{date_label}: {date}\n\n{label}:\n\n{count}\n",
    "markdown column": "| {date_label} | {label} |\n|---|---|\n| {date} | {count} |\n",
    "markdown column, bold": "| **{date_label}** | **{label}** |\n| :--- | ---: |\n| {date} | **{count}** |",
    "html column": (
        "<table><tr><th>{date_label}</th><th>{label}</th></tr>"
        "<tr><td>{date}</td><td>{count}</td></tr></table>"
    ),
    "html row header": (
        "<table><tr><th>{date_label}</th><td>{date}</td></tr>"
        "<tr><th>{label}</th><td>{count}</td></tr></table>"
    ),
    "html key and value cells": (
        "<table><tr><td><b>{date_label}</b></td><td>{date}</td></tr>"
        "<tr><td><b>{label}</b></td><td>{count}</td></tr></table>"
    ),
    "html line break": "<p><strong>{date_label}:</strong> {date}<br><strong>{label}:</strong><br>{count}</p>",
}

CASES = [
    (lang, label, layout)
    for lang, labels in PARTICIPANT_LABELS.items()
    for label in labels
    for layout in LAYOUTS
]


def _reply(lang: str, label: str, layout: str, count: str) -> str:
    return LAYOUTS[layout].format(
        date_label=_date_label(lang),
        date=format_date(DAY, format="long", locale=lang),
        label=_label(label),
        count=count,
    )


@pytest.mark.parametrize(("lang", "label", "layout"), CASES)
def test_a_clean_labelled_count_is_left_as_written(lang, label, layout):
    text = _reply(lang, label, layout, RIGHT)
    result = repair(FACTS, text, locale=lang)
    assert result.text == text
    assert result.report.ok


@pytest.mark.parametrize(("lang", "label", "layout"), CASES)
def test_a_wrong_labelled_count_is_the_one_thing_replaced(lang, label, layout):
    text = _reply(lang, label, layout, WRONG)
    result = repair(FACTS, text, locale=lang)
    assert [(i.kind, i.type, i.found) for i in result.report.issues] == [("wrong", "count", WRONG)]
    assert result.text == _reply(lang, label, layout, RIGHT)


@pytest.mark.parametrize("lang", sorted(PARTICIPANT_LABELS))
def test_a_column_of_rooms_and_their_sizes_is_not_read_as_the_booking(lang):
    label = _label(PARTICIPANT_LABELS[lang][0])
    text = (
        f"{format_date(DAY, format='long', locale=lang)}, {RIGHT}\n\n"
        f"| Kubus | Forum |\n|---|---|\n| {label} | {label} |\n"
        f"| A | B |\n\n| X | {label} |\n|---|---|\n| Kubus | 80 |\n| Forum | 120 |\n"
    )
    result = repair(FACTS, text, locale=lang)
    assert result.text == text


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Group: {n} analysts", "en"),
        ("Gruppe: {n} Analystinnen", "de"),
        ("Groupe : {n} analystes", "fr"),
        ("Gruppo: {n} analisti", "it"),
    ],
)
def test_a_group_label_over_a_job_noun_is_the_count(text, lang):
    facts = HardFacts.model_validate({"counts": [{"value": int(RIGHT), "unit": "participants"}]})
    clean = repair(facts, text.format(n=RIGHT), locale=lang)
    assert clean.text == text.format(n=RIGHT) and not clean.report.issues
    wrong = repair(facts, text.format(n=WRONG), locale=lang)
    assert [(i.kind, i.type, i.found) for i in wrong.report.issues] == [("wrong", "count", WRONG)]
    assert wrong.text == text.format(n=RIGHT)
