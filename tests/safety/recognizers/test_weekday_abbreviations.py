"""German "Fr." is Friday as well as Swiss francs: a Friday's date written with CLDR's abbreviated
weekday ("Fr. 3 Sept. 2027") is a date, never three francs cut as an invented amount."""

import datetime as dt

import pytest
from babel.dates import format_date

from safety import HardFacts, recognize_amounts, repair

FRIDAYS = [dt.date(2027, 9, 3), dt.date(2026, 12, 25), dt.date(2028, 3, 31), dt.date(2027, 1, 1)]
PATTERNS = ["EEE d. MMM y", "EEE d MMM y", "EEE, d. MMMM y", "EEE dd.MM.y", "EEE d.M.y"]
CASES = [(loc, p, day) for loc in ("de", "de_CH") for p in PATTERNS for day in FRIDAYS]


def facts(day: dt.date, amount: str = "250.00") -> HardFacts:
    return HardFacts.model_validate(
        {"dates": [{"value": day.isoformat()}], "times": [{"value": "18:00"}],
         "amounts": [{"value": amount}]}
    )  # fmt: skip


@pytest.mark.parametrize(("locale", "pattern", "day"), CASES)
def test_a_friday_written_with_its_abbreviation_is_a_date_and_stays(locale, pattern, day):
    written = format_date(day, pattern, locale=locale)
    assert written.startswith("Fr.")
    text = f"Wir erwarten Sie am {written} um 18 Uhr. Der Preis beträgt Fr. 250.–."

    repaired = repair(facts(day), text, locale="de")

    assert repaired.text == text
    assert [m.text for m in recognize_amounts(text)] == ["Fr. 250.–"]


@pytest.mark.parametrize(("locale", "pattern", "day"), CASES)
def test_a_wrong_amount_beside_the_friday_changes_alone(locale, pattern, day):
    written = format_date(day, pattern, locale=locale)
    text = f"Wir erwarten Sie am {written} um 18 Uhr. Der Preis beträgt Fr. 250.–."

    repaired = repair(facts(day), text.replace("Fr. 250.–", "Fr. 350.–"), locale="de")

    assert repaired.text == text


def test_francs_before_a_price_stay_an_amount():
    assert [m.text for m in recognize_amounts("Preis: Fr. 3.50 pro Kaffee, am 3. Sept.")] == [
        "Fr. 3.50"
    ]
