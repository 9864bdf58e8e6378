"""The words the packs read from libraries (safety.lang.sources): CLDR's relative-time and
duration patterns, through babel's public API, and the tables built from them."""

from __future__ import annotations

from safety.lang import relative_date_words, relative_time_words, sources


def test_relative_time_patterns_are_cldrs_by_direction_and_plural_category():
    assert sources.relative_time_patterns("de", "day") == {
        "future": {"one": "in {0} Tag", "other": "in {0} Tagen"},
        "past": {"one": "vor {0} Tag", "other": "vor {0} Tagen"},
    }
    assert sources.relative_time_patterns("it", "week")["past"]["one"] == "{0} settimana fa"
    # An aliased field ("day-short" of German is "day") reads as its target.
    assert sources.relative_time_patterns("de", "day-short") == sources.relative_time_patterns(
        "de", "day"
    )


def test_duration_patterns_are_cldrs_by_width_without_the_per_pattern():
    widths = sources.duration_patterns("it", "hour")
    assert {"one": "{0} ora", "other": "{0} ore"} in widths
    assert all("per" not in patterns for patterns in widths)


def test_the_tables_read_from_cldr_hold_the_known_words():
    assert relative_time_words.UNIT_WORDS["stunden"].unit is relative_time_words.TimeUnit.HOUR
    assert relative_time_words.UNIT_WORDS["heures"].langs == frozenset({"fr"})
    assert relative_time_words.UNIT_WORDS["h"].after_digits_only
    assert relative_time_words.OFFSET_WORDS_BEFORE["il y a"] == -1
    assert relative_time_words.OFFSET_WORDS_AFTER["fa"] == -1
    assert relative_time_words.OFFSET_WORD_LANGS["in"] == frozenset({"en", "de"})
    assert relative_date_words.UNIT_WORDS["giorni"] == (relative_date_words.Unit.DAY, "it")
    assert relative_date_words.UNIT_WORDS["semaines"] == (relative_date_words.Unit.WEEK, "fr")
    assert relative_date_words.OFFSET_WORDS_BEFORE["dans"] == 1
    assert relative_date_words.OFFSET_WORDS_AFTER["ago"] == -1
