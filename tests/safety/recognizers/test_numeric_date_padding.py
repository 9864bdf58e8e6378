"""A numeric date's padding follows what the writer showed of it: a leading zero or a single digit
decides; a day or month from 10 on shows nothing and follows the other number, or CLDR's numeric
dates (dd.MM.y, dd/MM/y) when neither shows it."""

from __future__ import annotations

import pytest

from safety.correct import repair
from safety.facts import HardFacts

FACTS = HardFacts.model_validate({"dates": [{"value": "2026-02-04"}]})


@pytest.mark.parametrize(
    ("written", "corrected"),
    [
        ("21.12.2025", "04.02.2026"),  # neither shows it: padded
        ("21/12/2025", "04/02/2026"),
        ("12.11.2025", "04.02.2026"),
        ("01.12.2025", "04.02.2026"),  # a zero shows it
        ("21.02.2025", "04.02.2026"),
        ("1.12.2025", "4.2.2026"),  # a single digit shows it
        ("21.2.2025", "4.2.2026"),
        ("3.11.2025", "4.2.2026"),
        ("3.1.2025", "4.2.2026"),
    ],
)
def test_a_corrected_numeric_date_is_padded_as_the_writer_showed(written, corrected):
    text = f"Room A is reserved for you on {written} from the morning on."
    assert repair(FACTS, text, locale="en").text == text.replace(written, corrected)
