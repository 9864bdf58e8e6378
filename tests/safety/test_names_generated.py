"""Translated names in their roles, generated (devtools.names): in every language, layout and
role, the translation is replaced by the name where it stands and nothing else changes; the clean
reply (the name as the catalog writes it, beside words of the name in no role) comes back as it
is."""

import pytest

from devtools.names import LANGS, LAYOUTS, ROLES, generate
from safety import repair

CASES = list(generate(len(LANGS) * len(LAYOUTS) * 6, seed=23))


def test_every_language_layout_and_role_is_generated():
    assert {(case.lang, case.layout) for case in CASES} == {
        (lang, layout) for lang in LANGS for layout in LAYOUTS
    }
    assert {case.role for case in CASES} == set(ROLES)


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.lang}-{c.layout}-{c.role}")
def test_a_translated_name_in_its_role_is_replaced_and_nothing_else_changes(case):
    assert case.phrase in case.text and case.name.canonical not in case.text
    fixed = repair(case.facts, case.text, locale=case.lang, source=case.source)
    assert fixed.text == case.fixed


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c.lang}-{c.layout}-{c.role}")
def test_a_clean_reply_with_the_words_of_the_name_in_no_role_is_unchanged(case):
    clean = repair(case.facts, case.clean, locale=case.lang, source=case.source)
    assert clean.text == case.clean


ROOMS_BY_SOURCE = [c for c in CASES if c.source and c.name.kind == "room" and " " in c.phrase]


def test_rooms_are_generated_with_a_source():
    assert ROOMS_BY_SOURCE


# A product's translation, and a room's written as one compound ("Gartensaal"), are read as the
# name wherever they stand (safety.recognizers.terms); a room's phrase only in the name's role,
# or where the source names it.
@pytest.mark.parametrize("case", ROOMS_BY_SOURCE, ids=lambda c: f"{c.lang}-{c.layout}-{c.role}")
def test_without_a_source_a_room_translated_in_no_role_stays_as_written(case):
    outcome = repair(case.facts, case.text, locale=case.lang)
    assert outcome.text == case.text
    assert [c.kind for c in outcome.report.caveats] == ["unconfirmed"]
