"""A fifth language is one folder (tests/safety/lang/nl/, a test-only Dutch pack) plus one line in
the registry, and a pack that forgets a field is refused by the type checker and at run time."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from types import MappingProxyType

import pytest
from babel.dates import get_month_names

from safety.lang import abbreviations, registry
from safety.lang.pack import LanguagePack
from tests.safety.lang import nl
from tests.safety.lang.mypy_snippet import mypy_on

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def with_dutch(monkeypatch):
    # The one registry line a fifth language needs.
    monkeypatch.setattr(
        registry, "LANGUAGES", MappingProxyType({**registry.LANGUAGES, "nl": nl.PACK})
    )


def test_a_topic_view_picks_up_a_registered_fifth_language(with_dutch):
    titles = abbreviations.titles_by_language()
    found = abbreviations.abbreviations_by_language()
    assert set(titles) == {"en", "de", "fr", "it", "nl"}
    assert "bijv" in titles["nl"]
    # its calendar abbreviations come from CLDR through the pack: "mrt" for maart
    assert {"enz", "mrt", "okt", "wo", "vr"} <= found["nl"]
    assert "mrt" not in found["de"]


def test_without_the_registry_line_the_views_hold_the_four_languages():
    assert set(abbreviations.titles_by_language()) == {"en", "de", "fr", "it"}


def test_the_fifth_pack_is_filled_from_the_libraries():
    months = get_month_names("wide", locale="nl_NL")
    assert nl.PACK.calendar.month_names[2] == months[3] == "maart"
    assert nl.PACK.calendar.ordinal_day_words[1] == "eerste"
    assert nl.PACK.name == "Nederlands"


def test_a_pack_without_a_field_is_a_type_error_at_run_time():
    fields = {
        field.name: getattr(nl.PACK, field.name) for field in dataclasses.fields(LanguagePack)
    }
    del fields["and_word"]
    with pytest.raises(TypeError, match="and_word"):
        LanguagePack(**fields)


def test_mypy_reports_a_pack_with_a_missing_field(tmp_path):
    """Two packs built field by field from the Dutch one, the second without `and_word`: mypy
    (the project's configuration) accepts the first and reports the second."""
    names = [field.name for field in dataclasses.fields(LanguagePack)]
    complete = "".join(f"    {name}=nl.PACK.{name},\n" for name in names)
    forgetful = "".join(f"    {name}=nl.PACK.{name},\n" for name in names if name != "and_word")
    snippet = tmp_path / "forgotten_field.py"
    out, status = mypy_on(
        tmp_path,
        "forgotten_field.py",
        "from safety.lang.pack import LanguagePack\n"
        "from tests.safety.lang import nl\n\n"
        f"COMPLETE = LanguagePack(\n{complete})\n"
        f"FORGETFUL = LanguagePack(\n{forgetful})\n",
    )
    forgetful_line = 6 + len(names)  # after two imports, a blank line and the complete pack
    assert status == 1
    assert out.splitlines() == [
        f'{snippet}:{forgetful_line}: error: Missing positional argument "and_word" in call to'
        ' "LanguagePack"  [call-arg]',
        "Found 1 error in 1 file (checked 1 source file)",
    ]
