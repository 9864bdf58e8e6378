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
