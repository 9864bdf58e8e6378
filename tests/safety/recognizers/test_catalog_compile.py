"""A catalog's matcher is compiled in time linear in its aliases and kept in a bounded cache.

The alias check ("does this alias equal or nearly equal another catalog name?") asks an index
for the names to compare instead of comparing each alias with every name; these tests prove the
index offers every name the exact comparison accepts, so the matcher reads as before.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.recognizers import terms
from safety.recognizers.name_forms import make_name, near_miss
from safety.recognizers.terms import _OwnerIndex, matcher_for

# Few letters, so that equal words and near misses (one or two edits) come up often.
words = st.text(alphabet="abcde", min_size=1, max_size=12)
keys = st.lists(words, min_size=1, max_size=3).map(tuple)


def _accepted(alias: tuple[str, ...], other: tuple[str, ...]) -> bool:
    """The comparison the matcher runs, written out: same number of words, each equal or a
    near miss of the other name's word."""
    return len(alias) == len(other) and all(
        a == b or near_miss(a, b) for a, b in zip(alias, other, strict=True)
    )


@settings(max_examples=600, deadline=None)
@given(owners=st.lists(keys, min_size=1, max_size=12, unique=True), alias=keys)
def test_the_index_offers_every_name_an_alias_equals_or_nearly_equals(owners, alias):
    named = {k: make_name(" ".join(k), "room") for k in owners}
    offered = {k for k, _ in _OwnerIndex(named).candidates(alias)}
    assert {k for k in owners if _accepted(alias, k)} <= offered


@settings(max_examples=300, deadline=None)
@given(word=st.text(alphabet="abc", min_size=5, max_size=14), data=st.data())
def test_every_word_two_edits_away_is_offered(word, data):
    edited = word
    for _ in range(data.draw(st.integers(1, 2))):
        at = data.draw(st.integers(0, len(edited)))
        how = data.draw(st.sampled_from(["insert", "delete", "replace"]))
        letter = data.draw(st.sampled_from("abcx"))
        if how == "insert":
            edited = edited[:at] + letter + edited[at:]
        elif how == "delete" and at < len(edited):
            edited = edited[:at] + edited[at + 1 :]
        elif at < len(edited):
            edited = edited[:at] + letter + edited[at + 1 :]
    index = _OwnerIndex({(word,): make_name(word, "room")})
    if edited and _accepted((edited,), (word,)):
        assert [k for k, _ in index.candidates((edited,))] == [(word,)]


def test_an_alias_that_names_another_catalog_room_is_still_no_form_of_its_own_room():
    matcher = matcher_for(
        (("Seeblick", "room"),),
        ("Seesicht",),
        (("Seeblick", ("Seesicht", "Lakeview")), ("Seesicht", ("Vue sur le lac",))),
    )
    found = matcher.scan("We reserved Seesicht and Lakeview for you.")
    assert [m.value for m in found.mentions] == ["Seeblick"]
    assert [r.text for r in found.foreign_rooms] == ["Seesicht"]


def test_a_catalog_is_compiled_once_per_content():
    names = (("Salon Rose", "room"),)
    aliases = (("Salon Rose", ("Rosensaal",)),)
    first = matcher_for(names, ("Forum",), aliases)
    assert matcher_for(names, ("Forum",), aliases) is first
    assert matcher_for(names, ("Forum",), (("Salon Rose", ("Salle Rose",)),)) is not first


def test_the_cache_holds_at_most_its_entries_and_names(monkeypatch):
    monkeypatch.setattr(terms, "_matchers", type(terms._matchers)())
    monkeypatch.setattr(terms, "_matchers_held", 0)
    monkeypatch.setattr(terms, "MATCHER_CACHE_ENTRIES", 5)
    monkeypatch.setattr(terms, "MATCHER_CACHE_NAMES", 40)
    for number in range(20):
        matcher_for(((f"Salon {number}", "room"),), (f"Forum {number}",))
        entries, held = terms.matchers_cached()
        assert entries <= 5 and held <= 40
    assert terms.matchers_cached()[0] == 5
    big = tuple((f"Room {n}", "room") for n in range(60))
    assert matcher_for(big) is not matcher_for(big)  # over the bound: built, never held
    assert terms.matchers_cached()[1] <= 40


@pytest.mark.parametrize("rooms", [300, 500])
def test_a_catalog_of_many_aliases_reads_each_alias_as_its_room(rooms):
    catalog_rooms = tuple(f"Room{n:03d}x Hall{n:03d}y" for n in range(rooms))
    aliases = tuple(
        (room, tuple(f"Alias{n:03d}q Name{a:02d}z" for a in range(50)))
        for n, room in enumerate(catalog_rooms)
    )
    matcher = matcher_for((), catalog_rooms, aliases)
    found = matcher.scan("Alias007q Name13z is yours.").foreign_rooms
    assert [r.text for r in found] == ["Alias007q Name13z"]
