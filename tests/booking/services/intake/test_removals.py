"""Intake: what a client no longer wants, the language, and any text read without error.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich, against the demo venue's rooms,
features and products, read from its files (reading.demo_catalog), without a database.
"""

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from booking.services.intake import (
    RequestUpdate,
    UnknownName,
)
from tests.booking.services.intake.reading import read

# -- removals ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "removed"),
    [
        ("without the Apéro Package", {"products_removed": ["Apéro Package"]}),
        ("ohne Beamer", {"features_removed": ["projector"]}),
        ("keinen Beamer", {"features_removed": ["projector"]}),
        ("sans le projecteur", {"features_removed": ["projector"]}),
        ("pas de projecteur", {"features_removed": ["projector"]}),
        ("senza proiettore", {"features_removed": ["projector"]}),
        ("we no longer need the stage", {"features_removed": ["stage"]}),
        ("the projector is not needed", {"features_removed": ["projector"]}),
        ("den Beamer bitte streichen", {"features_removed": ["projector"]}),
        ("Beamer streichen", {"features_removed": ["projector"]}),
        ("without the projector, the stage and the LED wall",
         {"features_removed": ["projector", "stage", "LED wall"]}),
        ("without the projector, but with the stage",
         {"features": ["stage"], "features_removed": ["projector"]}),
    ],
)  # fmt: skip
def test_removals(text, removed):
    update = read(f"{text}.").update

    assert update.as_dict() == removed


def test_not_sure_is_no_removal():
    assert read("I'm not sure the projector works with our laptops.").update.features == (
        "projector",
    )


@hypothesis_settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(text=st.text(max_size=300))
def test_any_text_reads_without_error(text):
    intake = read(text)

    assert set(intake.update.as_dict()) <= set(RequestUpdate.__dataclass_fields__)
    assert all(isinstance(name, UnknownName) for name in intake.unknown)


# -- language ---------------------------------------------------------------------------------------


def test_a_given_locale_sets_the_language():
    assert read("Salon Rose, 18:00.", locale="de-CH").lang == "de"
    assert read("Bonjour, le Salon Rose pour 20 personnes.", locale="es").lang == "fr"
    assert read("Bonjour, le Salon Rose pour 20 personnes.").lang == "fr"
