"""Without a `format`, verify reads a reply as detect_format finds it will be shown: html for a
character reference, tag or comment, markdown for its block and inline signs, else text. A text
detected as text or html reads exactly as it read without a format."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from devtools.practical_info import generate
from safety.facts import HardFacts
from safety.verification import verification_body, verify_draft
from safety.verify import verify
from safety.width import detect_format, read_text

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "dev-verify.jsonl"


@pytest.mark.parametrize(
    "text",
    [
        "<p>Your room is <strong>Salon Rose</strong>.</p>",
        "The price is CHF&nbsp;900.00.",
        "See you at 18:00. <!-- drafted by the assistant -->",
        "Line one<br>line two",
    ],
)
def test_markup_or_a_reference_is_html(text: str) -> None:
    assert detect_format(text) == "html"


@pytest.mark.parametrize(
    "text",
    [
        "Your booking:\n- Date: 4 June 2027\n- Time: 18:00",
        "Your booking:\n* Room: Salon Rose",
        "Details:\n1. Salon Rose\n2. Apéro",
        "# Your booking\nSee you soon.",
        "The room is **Salon Rose**.",
        "Read [our terms](https://example.com/terms) first.",
        "| Date | 4 June 2027 |\n|---|---|",
        "See you.\n\n[1]: https://example.com",
        "> You wrote: 40 people",
    ],
)
def test_a_list_heading_emphasis_link_table_or_quote_is_markdown(text: str) -> None:
    assert detect_format(text) == "markdown"


@pytest.mark.parametrize(
    "text",
    [
        "We look forward to welcoming you on 4 June 2027 at 18:00.",
        "R&D team of 40 people, price 3 < 4 hours.",
        "Guten Tag\n\nWir bestätigen den Salon Rose - bis bald.",
        "2 * 3 rooms and a_b_c.",
    ],
)
def test_a_reply_without_such_signs_is_text(text: str) -> None:
    assert detect_format(text) == "text"


def _texts() -> list[str]:
    texts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    for case in generate(40):
        texts += [case.text, case.invented]
    return texts + [
        "CHF &#57;&#48;&#48;.00 <span hidden>CHF 1250.00</span>",
        "<p>See you at 18:00</p><!-- 19:00 -->",
    ]


@pytest.mark.skipif(not CORPUS.exists(), reason="the shared corpus is not checked out")
def test_a_text_detected_as_text_or_html_reads_as_without_a_format() -> None:
    differing = [
        text
        for text in _texts()
        if detect_format(text) != "markdown"
        and read_text(text, detect_format(text)) != read_text(text)
    ]
    assert differing == []


def test_a_markdown_link_definition_is_unseen_without_a_format() -> None:
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}]})
    text = "- **Time:** 18:00\n\n[note]: Start 19:00"
    report = verify(facts, text, locale="en")
    assert report.issues == ()
    assert [caveat.found for caveat in report.caveats] == ["[note]: Start 19:00"]
    assert verify(facts, text, locale="en", text_format="html").by_kind("invented") != []


def test_the_response_says_how_the_text_was_read() -> None:
    facts = HardFacts.model_validate({"times": [{"value": "18:00"}]})
    read = {
        text: verification_body(verify_draft(facts, text, locale="en"))["format"]
        for text in ("See you at 18:00.", "- Time: 18:00", "<p>See you at 18:00.</p>")
    }
    assert read == {
        "See you at 18:00.": "text",
        "- Time: 18:00": "markdown",
        "<p>See you at 18:00.</p>": "html",
    }
    given = verify_draft(facts, "- Time: 18:00", locale="en", text_format="text")
    assert verification_body(given)["format"] == "text"
