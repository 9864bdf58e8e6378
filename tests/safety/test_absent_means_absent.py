"""Absent means absent: a fact written in a form or role the recognizers do not confirm is present
(`unconfirmed`, a caveat), and nothing is inserted; only a fact with no rendering is missing.

The replies are generated: four languages, four layouts (a letter, bullets, a table, labelled
fields), with the group's size after a label over a job noun or as the word for a dozen, and the
time alone in a table cell or before a word no time cue expects. A clean reply passes `repair`
unchanged; with the date one day off, exactly the date changes.
"""

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from safety.correct import repair
from safety.facts import HardFacts
from safety.verification import verification_body, verify_draft
from safety.verify import verify

MONTHS = {
    "en": "September",
    "de": "September",
    "fr": "septembre",
    "it": "settembre",
}
# Per language: the date as its recognizer reads it, the group as a label over a job noun and as
# the word for a dozen, the time with a word after it that no time cue expects.
DATE = {"en": "{d} September 2027", "de": "{d}. September 2027", "fr": "{d} septembre 2027",
        "it": "{d} settembre 2027"}  # fmt: skip
GROUP = {"en": "Group: {n} analysts", "de": "Gruppe: {n} Analysten", "fr": "Groupe : {n} analystes",
         "it": "Gruppo: {n} analisti"}  # fmt: skip
DOZEN = {"en": "a dozen colleagues", "de": "ein Dutzend Kollegen", "fr": "une douzaine de collègues",
         "it": "una dozzina di colleghi"}  # fmt: skip
TIME = {"en": "{h}:{m} beside the lake", "de": "{h}.{m} beim See", "fr": "{h}h{m} au bord du lac",
        "it": "{h}.{m} sulla terrazza"}  # fmt: skip
LABELS = {"en": ("Date", "Time", "Group"), "de": ("Datum", "Zeit", "Gruppe"),
          "fr": ("Date", "Heure", "Groupe"), "it": ("Data", "Ora", "Gruppo")}  # fmt: skip
GREETING = {"en": "Dear client,", "de": "Guten Tag", "fr": "Bonjour,", "it": "Gentile cliente,"}


def layout(kind: str, lang: str, date: str, time: str, group: str) -> str:
    labels = LABELS[lang]
    if kind == "letter":
        return f"{GREETING[lang]}\n\n{date}, {time}. {group}."
    if kind == "bullets":
        return f"{GREETING[lang]}\n\n- {date}\n- {time}\n- {group}"
    if kind == "table":
        header = " | ".join(labels)
        return f"| {header} |\n|---|---|---|\n| {date} | {time} | {group} |"
    return "\n".join(
        f"{label}: {value}" for label, value in zip(labels, (date, time, group), strict=True)
    )


@st.composite
def replies(draw: st.DrawFn) -> tuple[str, HardFacts, str, str, str]:
    """(lang, facts, the clean reply, the same reply with the date one day off, layout)."""
    lang = draw(st.sampled_from(sorted(DATE)))
    kind = draw(st.sampled_from(("letter", "bullets", "table", "labels")))
    day = draw(st.integers(2, 27))  # the 1st is "1er" in French when written anew
    hour = draw(st.integers(8, 22))
    minute = draw(st.sampled_from((0, 15, 30, 45)))
    dozen = draw(st.booleans())
    count = 12 if dozen else draw(st.integers(13, 400))
    facts = HardFacts.model_validate(
        {
            "dates": [{"value": dt.date(2027, 9, day).isoformat()}],
            "times": [{"value": dt.time(hour, minute).isoformat()}],
            "counts": [{"value": count}],
        }
    )
    time = TIME[lang].format(h=hour, m=f"{minute:02d}")
    group = DOZEN[lang] if dozen else GROUP[lang].format(n=count)
    clean = layout(kind, lang, DATE[lang].format(d=day), time, group)
    wrong = layout(kind, lang, DATE[lang].format(d=day + 1), time, group)
    return lang, facts, clean, wrong, kind


@settings(max_examples=120, deadline=None)
@given(replies())
def test_a_clean_reply_passes_unchanged(reply: tuple[str, HardFacts, str, str, str]) -> None:
    lang, facts, clean, _, _ = reply
    outcome = repair(facts, clean, locale=lang)
    assert outcome.text == clean
    assert outcome.report.ok


@settings(max_examples=120, deadline=None)
@given(replies())
def test_one_wrong_value_changes_exactly_that_value(
    reply: tuple[str, HardFacts, str, str, str],
) -> None:
    lang, facts, clean, wrong, _ = reply
    report = verify(facts, wrong, locale=lang)
    assert [(issue.kind, issue.type) for issue in report.issues] == [("wrong", "date")]
    assert repair(facts, wrong, locale=lang).text == clean


def check(raw: dict, text: str, lang: str = "en"):
    facts = HardFacts.model_validate(raw)
    return repair(facts, text, locale=lang), verify(facts, text, locale=lang)


def test_an_unread_rendering_is_an_unconfirmed_caveat_and_nothing_is_inserted() -> None:
    text = "Team: 18 analysts, see you soon."
    outcome, report = check({"counts": [{"value": 18}]}, text)
    assert outcome.text == text and report.ok
    assert [(c.kind, c.type, c.found, c.expected, c.span) for c in report.caveats] == [
        ("unconfirmed", "count", "18", "18", (6, 8))
    ]


def test_the_caveat_is_served_as_a_warning_and_ok_stays_true() -> None:
    facts = HardFacts.model_validate({"counts": [{"value": 12}]})
    body = verification_body(verify_draft(facts, "A dozen colleagues will join.", locale="en"))
    assert body["ok"] is True
    assert body["text"] == "A dozen colleagues will join."
    assert [(w["kind"], w["type"], w["found"]) for w in body["warnings"]] == [
        ("unconfirmed", "count", "dozen")
    ]


def test_a_fact_with_no_rendering_is_missing_and_inserted() -> None:
    outcome, report = check({"counts": [{"value": 18}]}, "See you soon.")
    assert [(i.kind, i.type) for i in report.issues] == [("missing", "count")]
    assert outcome.text == "See you soon. The booking is for 18 participants."
    assert report.caveats == ()


def test_digits_inside_another_value_or_a_longer_number_are_no_rendering() -> None:
    for text in (
        "Call us at +41 44 18 18 18.",  # a phone number
        "Tram stop at 18:00.",  # a time read as a time
        "Our postcode is 8018.",  # a longer number
        "The room is 18.5 m long.",  # a decimal
        "https://venue.example/18",  # a link
    ):
        _, report = check({"counts": [{"value": 18}]}, text)
        assert [(i.kind, i.type) for i in report.issues][-1:] == [("missing", "count")], text


def test_one_rendering_stands_for_one_fact() -> None:
    # Two required times of the same rendering? No: two counts of one value, written once.
    raw = {"counts": [{"value": 18}, {"value": 18, "unit": "capacity"}]}
    _, report = check(raw, "Team: 18 analysts.")
    assert len(report.caveats) == 1
    assert [(i.kind, i.type) for i in report.issues] == [("missing", "count")]


def test_a_time_in_a_table_cell_is_present() -> None:
    text = "| Datum | Zeit |\n|---|---|\n| 3. September 2027 | 18.30 |"
    outcome, report = check(
        {"dates": [{"value": "2027-09-03"}], "times": [{"value": "18:30"}]}, text, "de"
    )
    assert outcome.text == text
    assert [(c.type, c.found) for c in report.caveats] in ([], [("time", "18.30")])


def test_a_count_of_things_or_a_percentage_is_no_rendering_of_the_group() -> None:
    for text, lang in (
        ("The workshop lasts 23 hours.", "en"),
        ("Wir haben 23 Mikrofone vorbereitet.", "de"),
        ("Un acompte de 23 % est demandé.", "fr"),
    ):
        _, report = check({"counts": [{"value": 23}]}, text, lang)
        assert [(i.kind, i.type) for i in report.issues] == [("missing", "count")], text


def test_a_value_of_the_kind_that_states_no_fact_is_that_fact_written_wrongly() -> None:
    # "49 partners", the only count, where the group's size goes, is the group of 12 written
    # wrongly: "twelve" in the address's house number does not make the group present.
    text = "Our address is Seestrasse 12. The room is set up for 49 partners."
    outcome, report = check({"counts": [{"value": 12}]}, text)
    assert [(i.kind, i.type, i.found) for i in report.issues] == [("wrong", "count", "49")]
    assert outcome.text == "Our address is Seestrasse 12. The room is set up for 12 partners."
    assert report.caveats == ()
