"""Catalog names a reader would misread are refused with a message: other than NFC, invisible
characters, styled or full-width letters and digits, look-alike letters of another script."""

import json
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.name_rules import name_problem

LETTERS = "abcdefghijklmnopqrstuvwxyzäöüéèàçñßABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜÉÈÀÇ0123456789"
plain_names = st.text(alphabet=LETTERS + " .-'", min_size=1, max_size=30)
INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00a0", "\u202f", "\u202e",
             "\u2066", "\x07", "\u2028", "\u00ad"]  # fmt: skip


@pytest.mark.parametrize(
    "name",
    ["Punkt.Null", "Salle d'Arolle", "Grosser Saal", "Zürich-Saal", "Sala 3", "Зал Москва",
     "Αίθουσα", "Café Crème", "Brand™ Lounge"],
)  # fmt: skip
def test_names_people_write_are_accepted(name):
    assert name_problem(name) is None


@settings(max_examples=300, deadline=None)
@given(name=plain_names)
def test_every_plain_name_is_accepted(name):
    assert name_problem(name) is None


@settings(max_examples=300, deadline=None)
@given(name=plain_names, at=st.integers(0, 30), char=st.sampled_from(INVISIBLE))
def test_an_invisible_character_anywhere_is_refused(name, at, char):
    written = name[:at] + char + name[at:]
    assert "invisible" in name_problem(written)


@settings(max_examples=300, deadline=None)
@given(name=st.text(alphabet="äöüéèàçñÄÖÜÉÈÀÇ", min_size=1, max_size=10))
def test_a_decomposed_accent_is_refused(name):
    assert "NFC" in name_problem(unicodedata.normalize("NFD", name))


@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("Ｓalon Rose", "full-width"),
        ("𝐒alon Rose", "styled"),
        ("Salon²", "styled"),
        ("Sаlon Rose", "Latin and Cyrillic"),  # a Cyrillic "а"
        ("Seesicht Ωmega", "Latin and Greek"),
    ],
)
def test_look_alike_letters_are_refused(name, says):
    assert says in name_problem(name)


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["Sаlon Rose", "Salon\u200bRose", "Cafe\u0301", "Ｓalon"])
def test_the_verify_catalog_refuses_them_on_the_field(client, name):
    body = {"facts": {}, "text": "x", "catalog": {"rooms": [{"name": "Forum", "aliases": [name]}]}}
    response = client.post("/api/v1/verify", json.dumps(body), content_type="application/json")
    assert response.status_code == 400
    assert "catalog.rooms.0.aliases" in response.json()["extra"]["fields"]


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["Sаlon Rose", "Salon\u200bRose", "Cafe\u0301"])
def test_the_catalogs_models_refuse_them(name):
    from django.core.exceptions import ValidationError

    from booking.models import Room

    with pytest.raises(ValidationError) as refused:
        Room(name=name, capacity_min=1, capacity_max=10).full_clean()
    assert "name" in refused.value.message_dict
