"""The text is read as it renders: character references decoded, what HTML hides left out of the
reading and reported as a warning; the reply is corrected where the reader sees it."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.correct import repair
from safety.facts import HardFacts
from safety.width import hidden_spans, read_text

FACTS = HardFacts.model_validate(
    {"amounts": [{"value": "900.00", "currency": "CHF"}], "dates": [{"value": "2027-06-09"}]}
)
HEAD = "On 9 June 2027 the total is "


def _reference(char: str, style: str) -> str:
    return {"decimal": f"&#{ord(char)};", "hex": f"&#x{ord(char):x};", "plain": char}[style]


@settings(max_examples=200, deadline=None)
@given(styles=st.lists(st.sampled_from(["decimal", "hex", "plain"]), min_size=6, max_size=6))
def test_a_right_amount_with_digits_or_points_in_character_references_is_written_plainly(styles):
    amount = "".join(_reference(c, s) for c, s in zip("900.00", styles, strict=True))
    fixed = repair(FACTS, f"{HEAD}CHF {amount}.")
    assert fixed.text == f"{HEAD}CHF 900.00."
    assert fixed.report.ok is ("decimal" not in styles and "hex" not in styles)


@pytest.mark.parametrize(
    "amount",
    [
        "CHF&nbsp;1&nbsp;250.00",
        "CHF 1&#8217;250.00",
        "CHF 1&rsquo;250.00",
        "CHF 1&#x2019;250.00",
        "CHF&#160;1&#8239;250.00",
        "CHF 1&apos;250.&ndash;",
        "Fr. 1&#39;250.&mdash;",
    ],
)
def test_spaces_apostrophes_and_dashes_written_as_references_leave_a_right_amount_alone(amount):
    facts = HardFacts.model_validate({"amounts": [{"value": "1250.00", "currency": "CHF"}]})
    text = f"<p>The total comes to {amount}.</p>"
    fixed = repair(facts, text)
    assert fixed.report.ok and fixed.text == text


def test_a_wrong_amount_grouped_with_a_reference_is_replaced_in_the_writer_s_form():
    facts = HardFacts.model_validate({"amounts": [{"value": "1250.00", "currency": "CHF"}]})
    fixed = repair(facts, "<p>The total comes to CHF 1&#8217;350.00.</p>")
    assert [(i.kind, i.type) for i in fixed.report.issues] == [("wrong", "amount")]
    assert "350" not in fixed.text and "1250" in fixed.text.replace("’", "").replace("'", "")


def test_a_wrong_amount_in_character_references_is_replaced():
    fixed = repair(FACTS, f"{HEAD}CHF &#56;&#48;&#48;.00.")
    assert fixed.text == f"{HEAD}CHF 900.00."
    assert [(i.kind, i.found) for i in fixed.report.issues] == [("wrong", "CHF &#56;&#48;&#48;.00")]


@pytest.mark.parametrize(
    "text",
    [f"{HEAD}CHF 900.00 &amp; more.", f"{HEAD}<b>CHF 900.00</b>.", f"{HEAD}CHF 900.00 &bogus;."],
)
def test_markup_around_right_values_changes_nothing(text):
    fixed = repair(FACTS, text)
    assert fixed.report.ok and fixed.text == text


@pytest.mark.parametrize(
    "hider",
    [
        "<!-- {} -->",
        "<span hidden>{}</span>",
        '<span style="display: none">{}</span>',
        "<div style='visibility:hidden'><div>{}</div></div>",
    ],
)
def test_a_fact_only_where_html_hides_it_is_missing_and_the_hidden_value_reported(hider):
    text = f"On 9 June 2027 {hider.format('the total is CHF 900.00')} we look forward."
    fixed = repair(FACTS, text)
    assert [(i.kind, i.type) for i in fixed.report.issues] == [("missing", "amount")]
    assert "CHF 900.00" in fixed.text.replace(hider.format("the total is CHF 900.00"), "")
    caveats = [c for c in fixed.report.caveats if c.type == "claim"]
    assert caveats and "CHF 900.00" in caveats[0].found, caveats


def test_a_right_value_beside_a_hidden_one_is_kept_and_the_hidden_one_reported():
    text = f"{HEAD}CHF 900.00<span hidden>CHF 100.00</span>."
    fixed = repair(FACTS, text)
    assert fixed.report.ok and fixed.text == text
    assert [c.found for c in fixed.report.caveats] == ["<span hidden>CHF 100.00</span>"]


def test_a_value_split_by_a_hidden_element_is_read_as_shown():
    fixed = repair(FACTS, f"{HEAD}CHF 9<span hidden>1</span>00.00.")
    assert fixed.text == f"{HEAD}CHF 900.00."


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="<!->/a span hidden=\"'x", max_size=300))
def test_hidden_spans_are_ordered_disjoint_and_within_the_text(text):
    spans = hidden_spans(text)
    assert all(0 <= start < end <= len(text) for start, end in spans)
    assert all(a[1] < b[0] for a, b in zip(spans, spans[1:], strict=False))
    reading = read_text(text)
    assert len(reading.text) <= len(text)


def test_many_unclosed_comments_are_read_in_one_pass():
    text = "<!--" * 20_000
    assert hidden_spans(text) == [(0, len(text))]


NAMED = HardFacts.model_validate(
    {
        "terms": [{"value": "Café Crème", "kind": "product"}],
        "rooms": [{"value": "Zürichsee-Saal"}],
        "amounts": [{"value": "900.00", "currency": "CHF"}],
        "dates": [{"value": "2027-06-09"}],
    }
)
WRITTEN = [
    "We serve Café Crème in the Zürichsee-Saal on 9 June 2027 for CHF 900.00.",
    "Am 9. Juni 2027 servieren wir Café Crème im Zürichsee-Saal für CHF 900.00.",
    "Le 9 juin 2027, nous servons le Café Crème dans la salle Zürichsee-Saal pour CHF 900.00.",
    "Il 9 giugno 2027 serviamo il Café Crème nella sala Zürichsee-Saal per CHF 900.00.",
    "We serve Café Crème in the Zürichsee-Saal on 9 June 2027 for CHF 800.00.",
    "We serve Café Crème in the Zürichsee-Saal on 10 June 2027 for CHF 900.00 in Gruyères.",
]


@pytest.mark.parametrize("text", WRITTEN)
def test_a_decomposed_text_is_read_as_its_composed_form(text):
    import unicodedata

    decomposed = unicodedata.normalize("NFD", text)
    assert decomposed != text
    composed, written = repair(NAMED, text), repair(NAMED, decomposed)
    assert [(i.kind, i.type, i.expected) for i in written.report.issues] == [
        (i.kind, i.type, i.expected) for i in composed.report.issues
    ]
    if composed.report.ok:
        assert written.text == decomposed  # a right reply is returned as written
    else:
        assert unicodedata.normalize("NFC", written.text) == composed.text


def test_in_plain_text_references_and_markup_are_read_as_written():
    comment = f"{HEAD}<!-- CHF 900.00 -->."
    assert repair(FACTS, comment, text_format="text").report.ok
    assert not repair(FACTS, comment).report.ok  # rendered, the amount is not shown
    referenced = repair(FACTS, f"{HEAD}CHF &#57;&#48;&#48;.00.", text_format="text")
    assert [(i.kind, i.type) for i in referenced.report.issues] == [("missing", "amount")]


def test_in_markdown_a_link_definition_is_not_shown():
    text = f"{HEAD}[CHF 900.00][1].\n\n[1]: https://pay.example/chf-100 'CHF 100.00'"
    for shown in ("markdown", "text"):
        report = repair(FACTS, text, text_format=shown).report
        assert report.ok is (shown == "markdown"), (shown, report.issues)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("shown", "status"), [("html", 200), ("markdown", 200), ("text", 200), ("pdf", 400)]
)
def test_the_api_takes_the_format(client, shown, status):
    import json

    body = {"facts": {}, "text": "Hello.", "format": shown}
    response = client.post("/api/v1/verify", json.dumps(body), content_type="application/json")
    assert response.status_code == status
    if status == 400:
        assert "format" in response.json()["extra"]["fields"]


@pytest.mark.parametrize(
    "text,value",
    [
        ("<li><strong>Zeit:</strong> 6 Uhr abends</li>", "18:00"),
        ("<p>Um 8:18 abends</p>", "20:18"),
        ("- **Time:** 6 in the evening**", "18:00"),
        ("| Heure | 8 h du soir|", "20:00"),
    ],
)
def test_a_day_period_before_markup_is_part_of_the_time(text, value) -> None:
    from safety.recognizers.times import recognize_times

    (mention,) = recognize_times(text)
    assert f"{mention.value:%H:%M}" == value
    assert text[mention.end] in "<*|"
