"""Conformance of each language pack: every field is filled, and the words a library holds are
that library's. Expectations are read from babel (CLDR) and num2words here, not through the packs'
own readers (safety.lang.sources)."""

from __future__ import annotations

import dataclasses

import pytest
from babel import Locale
from babel.dates import get_day_names, get_month_names, get_period_names
from num2words import num2words

from safety.lang import LANGS
from safety.lang.pack import LanguagePack
from safety.lang.registry import LANGUAGES
from safety.lang.wish_words import CATEGORIES

# Fields a language may leave empty: variants, suffixes and flags that only some languages have.
MAY_BE_EMPTY = {
    "zone_abbreviations",  # a language that writes zones the international way
    "date_lead",  # Italian: "l'8 agosto" takes no word before the date
    "month_abbreviation_alternates",
    "month_abbreviations_needing_dot",
    "weekday_abbreviation_alternates",
    "ordinal_day_word_alternates",
    "ordinal_endings",
    "street_suffixes",
    "collective_adjectives",
    "capacity_nouns",
    "noun_adjectives",
    "prenominal_adjectives",
    "scale_words",
    "percentage_only_words",
    # Negators: the optional alternatives of a language's negation
    "pending_late",
    "reaches_back",
    "pairs",
    "endings",
    "concord",
    # Count wording, time styles and articles: what only some languages write
    "per_item_words",
    "per_item_between",
    "hour_cues",
    "not_hour_cues",
    "comma_scale_words",
    "joined_hour_units",
    "spaced_hour_units",
    "whole_hour_units",
    "unit_styles",
    "forms",
    "vowels",
    # Intake words that only some languages write: a verb after a time that makes it the end
    # ("beenden"), the French "de" before an hour that may be a length, and the like
    "politeness",
    "end_after",
    "before_of_clock",
    "articles_before_breaks",
    "before_end_verbs",
    "hour_nouns",
    "of_before_hours",
    "collective_links",
    "month_links",
    "digit_ordinal_suffixes",
    # Claim and draft words some languages lack: a percentage's word before "off" in a discount
    # ("20 percent off"), a bare "please" that asks for nothing
    "percent_words",
    "please",
    # Room cues only some languages write: an article before a name and a room noun ("the X
    # room"), prepositions that cue a room only beside a verb of using a place ("im X"), articles
    # before any capitalised noun (German), contracted articles after a room noun ("la salle des
    # Vignes")
    "article_cues",
    "articles_after_noun",
    "nouns_after_name",
    "preposition_cues",
    "place_preposition_cues",
    "town_place_cues",
    "place_verbs",
    "noun_articles",
    # Ordinals only German writes with a dot before a noun ("im 2. Stock")
    "ordinal_followers",
    # Number words: scale words only after a number above one ("cents", "mila"), letters read as
    # others ("ß"), morphemes the number pattern guards ("cento" before "tt")
    "plural_multipliers",
    "letter_folds",
    "guarded_morphemes",
    # Articles that change before a name's first sound (German's do not; "vowels" is above)
    "elisions",
}


def _unfilled(value: object, path: str) -> list[str]:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [
            missing
            for field in dataclasses.fields(value)
            for missing in _unfilled(getattr(value, field.name), f"{path}.{field.name}")
        ]
    name = path.rsplit(".", 1)[-1]
    if callable(value):  # number_words(7), numbers.cardinal(7), plurals("table")
        return [] if list(value(7 if name in ("number_words", "cardinal") else "table")) else [path]
    if isinstance(value, bool | int):
        return []
    if name in MAY_BE_EMPTY:
        return []
    return [] if value else [path]


def test_the_registry_holds_the_four_languages_under_their_codes():
    assert tuple(LANGUAGES) == LANGS == ("en", "de", "fr", "it")
    assert all(pack.code == code for code, pack in LANGUAGES.items())


@pytest.mark.parametrize("code", LANGS)
def test_every_field_is_filled(code):
    assert _unfilled(LANGUAGES[code], code) == []


@pytest.mark.parametrize(
    ("code", "locale"), [("en", "en_CH"), ("de", "de_CH"), ("fr", "fr_CH"), ("it", "it_CH")]
)
def test_calendar_names_are_the_swiss_locales_cldr_names(code, locale):
    calendar = LANGUAGES[code].calendar
    assert LANGUAGES[code].locale == locale
    months = get_month_names("wide", locale=locale)
    days = get_day_names("wide", locale=locale)
    assert list(calendar.month_names) == [months[month] for month in range(1, 13)]
    assert list(calendar.weekday_names) == [days[day] for day in range(7)]


@pytest.mark.parametrize("code", LANGS)
def test_calendar_abbreviations_are_cldrs_stand_alone_ones_without_their_dot(code):
    calendar = LANGUAGES[code].calendar
    months = get_month_names("abbreviated", context="stand-alone", locale=code)
    days = get_day_names("abbreviated", context="stand-alone", locale=code)
    assert [f"{word}." if f"{word}." == months[index + 1] else word for index, word in
            enumerate(calendar.month_abbreviations)] == [months[month] for month in range(1, 13)]  # fmt: skip
    assert [word.rstrip(".") for word in (days[day] for day in range(7))] == list(
        calendar.weekday_abbreviations
    )


def test_calendar_abbreviations_as_written_by_hand():
    # The hand-checked short forms the date formatter writes (a regression guard on CLDR updates).
    assert LANGUAGES["de"].calendar.month_abbreviations[2] == "Mär"
    assert LANGUAGES["fr"].calendar.month_abbreviations[0] == "janv"
    assert LANGUAGES["it"].calendar.weekday_abbreviations == (
        "lun", "mar", "mer", "gio", "ven", "sab", "dom",
    )  # fmt: skip


@pytest.mark.parametrize("code", LANGS)
def test_ordinal_day_words_are_num2words_ones(code):
    calendar = LANGUAGES[code].calendar
    for day, word in calendar.ordinal_day_words.items():
        written = str(num2words(day, lang=code, to="ordinal"))
        if code == "de":  # a stem that takes an ending, in Swiss spelling
            assert word + "e" == written.replace("ß", "ss")
        else:
            assert word == written


def test_german_ordinal_stems_keep_the_spelling_with_sz_beside_the_swiss_one():
    calendar = LANGUAGES["de"].calendar
    assert calendar.ordinal_day_words[30] == "dreissigst"
    assert dict(calendar.ordinal_day_word_alternates) == {30: "dreißigst", 31: "einunddreißigst"}
    assert len(calendar.ordinal_day_words) == 31


@pytest.mark.parametrize("code", LANGS)
def test_language_names_are_cldrs(code):
    assert LANGUAGES[code].name == Locale(code).get_display_name(code)
    assert LANGUAGES[code].english_name == Locale(code).get_display_name("en")


def test_the_names_read_as_expected():
    assert [LANGUAGES[code].name for code in LANGS] == [
        "English",
        "Deutsch",
        "français",
        "italiano",
    ]


@pytest.mark.parametrize("code", LANGS)
def test_a_pack_is_frozen(code):
    with pytest.raises(dataclasses.FrozenInstanceError):
        LANGUAGES[code].and_word = "&"  # type: ignore[misc]


def test_a_pack_without_a_field_cannot_be_built():
    fields = {
        field.name: getattr(LANGUAGES["en"], field.name)
        for field in dataclasses.fields(LanguagePack)
    }
    del fields["dozen_words"]
    with pytest.raises(TypeError, match="dozen_words"):
        LanguagePack(**fields)


@pytest.mark.parametrize("code", LANGS)
@pytest.mark.parametrize("number", range(60))
def test_number_words_are_num2words_cardinals_with_the_spellings_it_lacks(code, number):
    written = str(num2words(number, lang=code))
    found = LANGUAGES[code].number_words(number)
    assert written in found
    assert len(set(found)) == len(found)
    # the spellings num2words lacks, one rule each (the Swiss "ss", the feminine "une"/"una", the
    # hyphenated "et un", the unaccented "-tre", the spaced English hyphen)
    expected = {
        "en": {written, written.replace("-", " ")},
        "de": {written, written.replace("ß", "ss")},
        "fr": {"un", "une"}
        if number == 1
        else (
            {written, written.replace(" ", "-"), written + "e", written.replace(" ", "-") + "e"}
            if written.endswith(" et un")
            else {written}
        ),
        "it": {"uno", "una"}
        if number == 1
        else ({written, written[:-1] + "e"} if written.endswith("tré") else {written}),
    }[code]
    assert set(found) == expected


def test_number_words_as_written_by_hand():
    assert LANGUAGES["de"].number_words(30) == ("dreissig", "dreißig")
    assert LANGUAGES["fr"].number_words(21) == (
        "vingt et un", "vingt-et-un", "vingt et une", "vingt-et-une",
    )  # fmt: skip
    assert LANGUAGES["it"].number_words(23) == ("ventitré", "ventitre")
    assert LANGUAGES["en"].number_words(25) == ("twenty-five", "twenty five")


@pytest.mark.parametrize("code", LANGS)
def test_wish_words_name_categories_of_the_taxonomy(code):
    wishes = LANGUAGES[code].wishes
    assert set(wishes.words) <= set(CATEGORIES)
    assert set(wishes.labels) <= set(CATEGORIES)
    assert all(wishes.words[category] for category in wishes.words)


def test_the_scale_words_a_comma_may_follow_are_num2words_own():
    assert LANGUAGES["en"].count_wording.comma_scale_words == tuple(
        str(num2words(10**power, lang="en")).split()[-1] for power in (3, 6)
    )


@pytest.mark.parametrize(
    ("code", "locale"), [("en", "en_CH"), ("de", "de_CH"), ("fr", "fr_CH"), ("it", "it_CH")]
)
def test_the_streamed_time_words_hold_cldr_midnight(code, locale):
    midnight = get_period_names("wide", "format", locale=locale)["midnight"].lower()
    assert midnight in LANGUAGES[code].value_cues.time_words
