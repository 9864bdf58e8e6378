"""A value replaced where it stands changes nothing else: line ends, markdown breaks (two spaces
before a newline), blank lines and the final newline stay as the writer left them."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from safety import HardFacts, repair

FACTS = HardFacts.model_validate(
    {"dates": [{"value": "2027-06-09"}], "times": [{"value": "18:00"}]}
)
RIGHT = "See you on 9 June 2027 at 18:00."
WRONG = "See you on 10 June 2027 at 18:00."

layouts = st.tuples(
    st.sampled_from(["", "Hello,\n\n", "Hello,  \n", "Dear Ms Meier,\n\n\n"]),
    st.sampled_from(["", "\n", "\n\n", "  \n", "\nKind regards  \nThe team\n"]),
)


@given(layouts)
def test_a_wrong_date_is_replaced_and_the_layout_kept(layout):
    opening, ending = layout

    repaired = repair(FACTS, opening + WRONG + ending, locale="en")

    assert repaired.text == opening + RIGHT + ending


@pytest.mark.parametrize("ending", ["\n", "  \n", "\n\n"])
def test_a_clean_reply_keeps_its_line_ends(ending):
    assert repair(FACTS, RIGHT + ending, locale="en").text == RIGHT + ending


# A wrong time written with a day period abbreviated with a full stop (CLDR's twelve-hour forms)
# at the end of its sentence: the replacement is written on the 24-hour clock and the sentence
# still ends, before the next one or the end of the text.
ABBREVIATED_PERIOD_AT_A_SENTENCE_END = [
    (
        "fr_CH",
        "Nous accueillerons votre groupe 4:27 de l’ap.m.{after}",
        "Nous accueillerons votre groupe 17h30.{after}",
    ),
    (
        "fr_CH",
        "L'apéritif est servi 11:16 du mat.{after}",
        "L'apéritif est servi 17h30.{after}",
    ),
    (
        "de_CH",
        "Wir empfangen Sie um 4:27 nachm.{after}",
        "Wir empfangen Sie um 17.30 Uhr.{after}",
    ),
]


@pytest.mark.parametrize("locale,wrong,right", ABBREVIATED_PERIOD_AT_A_SENTENCE_END)
@pytest.mark.parametrize("after", ["", "\n", " La salle est au 9e étage.", "\nBis bald"])
def test_a_replaced_value_keeps_the_full_stop_that_ended_its_sentence(locale, wrong, right, after):
    facts = HardFacts.model_validate({"times": [{"value": "17:30"}]})

    repaired = repair(facts, wrong.format(after=after), locale=locale)

    assert repaired.text == right.format(after=after)


def test_an_abbreviation_inside_a_sentence_gains_no_full_stop():
    facts = HardFacts.model_validate({"times": [{"value": "17:30"}]})

    repaired = repair(facts, "We welcome your group at 4:27 p.m. and serve drinks.", locale="en")

    assert repaired.text == "We welcome your group at 5:30 p.m. and serve drinks."
