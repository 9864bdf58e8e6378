"""A missing fact is stated where the layout takes it: one more row of a table of keys and
values, a paragraph after any other table (never glued onto its last row), inside the HTML
paragraph that holds the facts (never after the signature), one more item of a labelled HTML
list written like its last item. The layout's own text is left as it was."""

from __future__ import annotations

import pytest

from safety import HardFacts, repair

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2027-06-03"}],
        "times": [{"value": "18:30"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
)
DATE = {"en": "3 June 2027", "de": "3. Juni 2027", "fr": "3 juin 2027", "it": "3 giugno 2027"}
LANGS = sorted(DATE)


def _fixed(text: str, lang: str) -> str:
    result = repair(FACTS, text, locale=lang)
    assert [(i.kind, i.type) for i in result.report.issues] == [("missing", "count")]
    assert result.final.ok
    return result.text


@pytest.mark.parametrize("lang", LANGS)
def test_a_table_with_its_header_above_one_row_is_followed_by_a_paragraph(lang):
    table = f"| Date | Time |\n|---|---|\n| {DATE[lang]} | 18:30 |"
    fixed = _fixed(table + "\n\nBye", lang)
    head, _, rest = fixed.partition(table)
    assert head == "" and rest.startswith("\n\n") and "24" in rest.split("\n\n")[1]
    assert rest.endswith("\n\nBye")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("bold", ["", "**"])
def test_a_table_of_keys_and_values_takes_one_more_row(lang, bold):
    table = f"| | |\n|---|---|\n| {bold}A{bold} | {DATE[lang]} |\n| {bold}B{bold} | 18:30 |"
    fixed = _fixed(table + "\n\nBye", lang)
    assert fixed.startswith(table + "\n| " + bold)
    row = fixed[len(table) + 1 :].split("\n")[0]
    assert row.endswith("| 24 |") and row.count("|") == 3
    assert fixed.endswith("\n\nBye")


@pytest.mark.parametrize("lang", LANGS)
def test_html_paragraphs_take_the_statement_in_the_paragraph_of_the_facts(lang):
    body = f"<p>{DATE[lang]}, 18:30.</p>"
    text = f"<p>Hello,</p>{body}<p>Bye</p>"
    fixed = _fixed(text, lang)
    assert fixed.startswith(f"<p>Hello,</p><p>{DATE[lang]}, 18:30. ")
    assert fixed.endswith("</p><p>Bye</p>") and "24" in fixed.split("</p>")[1]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "item",
    [
        "<li><strong>{k}:</strong> {v}</li>",
        "<li><b>{k}</b>: {v}</li>",
        "<li>{k}: {v}</li>",
        '<li class="x"><strong>{k} :</strong> {v}</li>',
    ],
)
def test_a_labelled_html_list_takes_one_more_item_like_its_last(lang, item):
    items = item.format(k="A", v=DATE[lang]) + item.format(k="B", v="18:30")
    text = f"<p>Hello,</p><ul>{items}</ul><p>Bye</p>"
    fixed = _fixed(text, lang)
    added = fixed[len(f"<p>Hello,</p><ul>{items}") :].split("</ul>")[0]
    expected = item.split("{k}")[0]
    assert added.startswith(expected) and added.endswith("24</li>")
    assert fixed.endswith("</ul><p>Bye</p>")


@pytest.mark.parametrize("lang", LANGS)
def test_an_html_table_is_followed_by_a_paragraph_before_the_signature(lang):
    table = (
        "<table><tr><th>Date</th><th>Time</th></tr>"
        f"<tr><td>{DATE[lang]}</td><td>18:30</td></tr></table>"
    )
    fixed = _fixed(table + "<p>Bye</p>", lang)
    assert fixed.startswith(table + "<p>") and fixed.endswith("</p><p>Bye</p>")
    assert "24" in fixed[len(table) :].split("</p>")[0]
