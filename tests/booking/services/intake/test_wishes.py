"""Wishes in the client's own words, read as categories and reached through them on the demo
venue: phrasings generated from every entry of the four language tables (safety.lang.wish_words),
spelled as clients write them (without accents, umlauts as two letters, in capitals), in
sentences of each language, and distractors that must read nothing."""

from __future__ import annotations

import pytest

from booking.services.intake.wishes import Wish
from safety.lang import LANGS
from safety.lang.count_nouns import PERSON_NOUNS
from safety.lang.wish_words import (
    CATEGORIES,
    FEATURE_CATEGORIES,
    MEAL_TIME_AFTER,
    NOT_WISHES,
    TIME_OF_MEAL_BEFORE,
    WORDS,
    spellings,
)
from safety.text import fold

from .reading import read

# The demo venue's items of each category (fixtures/demo/): what a wish must reach.
DEMO_ITEMS = {
    "apero": {"Apéro Package", "Apéro riche"},
    "coffee_break": {"Kaffeepause"},
    "breakfast": {"Welcome Coffee"},
    "lunch": {"Business Lunch"},
    "dinner": {"Menu Classique", "Flying Dinner"},
    "buffet": {"Stehlunch"},
    "technician": {"Technikpauschale"},
    "decoration": {"Blumendekoration"},
    "projector": {"projector"},
    "sound": {"sound system"},
    "stage": {"stage"},
    "flipchart": {"flipchart"},
    "whiteboard": {"whiteboard"},
    "led_wall": {"LED wall"},
    "daylight": {"daylight"},
    "wheelchair_access": {"wheelchair access"},
    "parking": {"parking"},
    # No feature of these: the rooms their names define ("Dachterrasse", "Lake View").
    "terrace": {"Dachterrasse"},
    "lake_view": {"Seesicht"},
}

SENTENCES = {
    "en": ("Could you also organise {w} for our group?", "Hello, {w} would be great, thanks."),
    "de": ("Bitte planen Sie auch {w} ein.", "Guten Tag, wichtig wäre uns {w}, danke."),
    "fr": ("Merci de prévoir aussi {w} pour le groupe.", "Bonjour, {w} serait parfait, merci."),
    "it": ("Potete prevedere anche {w} per il gruppo?", "Buongiorno, {w} sarebbe perfetto."),
}
REMOVALS = {"en": "without {w}", "de": "ohne {w}", "fr": "sans {w}", "it": "senza {w}"}


def _spelled(phrase: str) -> list[str]:
    """How clients write a phrase: as listed, without accents, umlauts as two letters, shouted."""
    forms = [*spellings(phrase), fold(phrase), phrase.upper()]
    return list(dict.fromkeys(forms))


def _phrasings(lang: str, category: str) -> list[str]:
    """Every phrase of the category in `lang`, in every spelling, in the language's sentences."""
    return [
        SENTENCES[lang][index % 2].format(w=written)
        for phrase in WORDS[lang][category]
        for index, written in enumerate(_spelled(phrase))
    ]


def _reached(intake, category: str) -> set[str]:
    """The demo items the message reached: taken into the request or offered for the wish."""
    update = intake.update
    taken = {*update.products, *update.features, *update.rooms}
    offered = {
        name for wish in intake.wishes if wish.category == category for name, _ in wish.items
    }
    return (taken | offered) & DEMO_ITEMS.get(category, set())


def _wish(intake, category: str) -> Wish | None:
    return next((wish for wish in intake.wishes if wish.category == category), None)


def _misread(sentence: str, lang: str, category: str) -> bool:
    intake = read(sentence, locale=lang)
    if intake.unknown:
        return True
    if category in DEMO_ITEMS:
        # All the category's items, or the one a catalog alias among the words names
        # ("apéritif dînatoire" is the Apéro riche's French alias).
        reached = _reached(intake, category)
        return not reached or not reached <= DEMO_ITEMS[category]
    wish = _wish(intake, category)  # the demo venue has nothing of it: said so
    return wish is None or wish.outcome != "none"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", CATEGORIES)
def test_every_phrase_of_the_tables_reaches_its_category(lang, category):
    sentences = _phrasings(lang, category)

    misread = [sentence for sentence in sentences if _misread(sentence, lang, category)]

    assert len(sentences) >= 4
    assert misread == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", ["apero", "dinner"])
def test_several_items_are_offered_to_choose_and_none_is_taken(lang, category):
    phrase = WORDS[lang][category][0]
    intake = read(SENTENCES[lang][0].format(w=phrase), locale=lang)

    wish = _wish(intake, category)
    assert wish is not None and wish.outcome == "choose"
    assert {name for name, _ in wish.items} == DEMO_ITEMS[category]
    assert not set(intake.update.products) & DEMO_ITEMS[category]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("category", ["sound", "stage", "projector"])
def test_a_wish_after_without_removes_its_items(lang, category):
    phrase = WORDS[lang][category][0]
    intake = read(SENTENCES[lang][0].format(w=REMOVALS[lang].format(w=phrase)), locale=lang)

    assert set(intake.update.features_removed) == DEMO_ITEMS[category]
    assert not set(intake.update.features) & DEMO_ITEMS[category]


def _meal_times() -> list[tuple[str, str]]:
    """A meal word after a word of time ("after lunch", "bis zum Mittagessen") or before one
    ("lunch time"): when, not what."""
    cases = []
    for lang in LANGS:
        meal = WORDS[lang]["lunch"][0]
        for before in TIME_OF_MEAL_BEFORE[lang]:
            cases.append((lang, f"{SENTENCES[lang][1].format(w='14:00')} {before} {meal}."))
        for after in MEAL_TIME_AFTER[lang]:
            cases.append((lang, f"{meal} {after}"))
    return cases


@pytest.mark.parametrize(("lang", "text"), _meal_times())
def test_a_meal_named_as_a_time_of_day_is_no_wish(lang, text):
    intake = read(text, locale=lang)

    assert _wish(intake, "lunch") is None, text
    assert "Business Lunch" not in intake.update.products


def _event_kinds() -> list[tuple[str, str]]:
    """A category word before a noun of the booking ("a breakfast meeting", "lunch break")."""
    return [
        (lang, f"{WORDS[lang][category][0]} {noun}")
        for lang in LANGS
        for category in ("breakfast", "lunch", "dinner")
        for noun in NOT_WISHES[lang][:12]
    ]


@pytest.mark.parametrize(("lang", "text"), _event_kinds())
def test_a_meal_word_naming_the_kind_of_event_is_no_wish(lang, text):
    intake = read(text, locale=lang)

    assert not intake.wishes, text
    assert not intake.update.products, text


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", 'Please add "Our chef recommends the house wine with the aperitif."'),
        ("de", "Schreiben Sie bitte «Zum Apéro gibt es Wein»."),
        ("fr", "Ajoutez « un apéritif offert » à la réponse."),
        ("it", 'Scrivete "aperitivo gratuito" nella risposta.'),
    ],
)
def test_quoted_words_are_someone_elses_and_no_wish(lang, text):
    intake = read(text, locale=lang)

    assert not intake.wishes
    assert not intake.update.products


@pytest.mark.parametrize(
    ("lang", "text", "written"),
    [
        ("en", "A room for 30 people with a photo booth, please.", "photo booth"),
        ("en", "We'd like a served dinner and a gospel choir.", "gospel choir"),
        ("de", "Wir brauchen einen Fotoautomaten für den Abend.", "Fotoautomaten"),
        ("fr", "Nous aimerions une cabine photo pour la soirée.", "cabine photo"),
        ("it", "Vorremmo un coro gospel per la serata.", "coro gospel"),
    ],
)
def test_a_wish_the_tables_cannot_place_is_asked_back(lang, text, written):
    intake = read(text, locale=lang)

    unplaced = [wish for wish in intake.wishes if wish.outcome == "unplaced"]
    assert [wish.written for wish in unplaced] == [written]
    assert written in [name.written for name in intake.unknown]


def _not_wishes() -> list[tuple[str, str]]:
    """After a wish cue and an article, nouns of the booking and of people are no wish."""
    cues = {"en": "We would like a", "de": "Wir möchten eine", "fr": "Nous aimerions une",
            "it": "Vorremmo una"}  # fmt: skip
    cases = [(lang, f"{cues[lang]} {noun}.") for lang in LANGS for noun in NOT_WISHES[lang]]
    cases += [(lang, f"{cues[lang]} {noun}.") for lang in LANGS for noun in PERSON_NOUNS[lang]]
    return cases


@pytest.mark.parametrize(("lang", "text"), _not_wishes())
def test_nouns_of_the_booking_after_a_wish_cue_are_no_wish(lang, text):
    intake = read(text, locale=lang)

    assert not [wish for wish in intake.wishes if wish.outcome == "unplaced"], text


@pytest.mark.parametrize(
    "text",
    [
        "Best regards, Anna Keller, Event Manager, Lakeside Consulting AG",
        "Sent from my iPhone",
        "Our office is at Seestrasse 12, 8002 Zürich.",
        "Mit freundlichen Grüssen, Thomas Brunner",
        "Cordialement, Sophie Martin, Genève",
        "Cordiali saluti, Marco Rossi, via Roma 3, Lugano",
        "We are 25 people on 12 March 2027 from 9:00 to 17:00.",
        "Nous serons 40 le 10 juin 2027 de 18h à 23h.",
    ],
)
def test_signatures_and_plain_requests_hold_no_wish(text):
    assert not read(text).wishes


def test_rooms_are_found_by_the_feature_that_defines_them():
    assert read("Is the terrace free on 12 March 2027?").update.rooms == ("Dachterrasse",)
    assert read("Una sala con vista lago, grazie.", locale="it").update.rooms == ("Seesicht",)
    assert read("Nous voulons la salle avec vue sur le lac.").update.rooms == ("Seesicht",)
    assert read("Wir möchten auf der Dachterrasse feiern.").update.rooms == ("Dachterrasse",)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Is salon rose free?", "Salon Rose"),
        ("Is SALON ROSE free?", "Salon Rose"),
        ("Ist die seesicht frei?", "Seesicht"),
        ("la salle punkt.null est-elle libre ?", "Punkt.Null"),
        ("il grosser saal è libero?", "Grosser Saal"),
    ],
)
def test_rooms_are_found_by_their_name_in_any_case(text, room):
    assert room in read(text).update.rooms


def test_every_category_has_words_and_a_name_in_every_language():
    for lang in LANGS:
        assert set(WORDS[lang]) == set(CATEGORIES), lang
    assert set(FEATURE_CATEGORIES) < set(CATEGORIES)


def _own_things() -> list[tuple[str, str]]:
    """A wish word after a word of the client's own ("our", "unser", "notre", "nostro", "his
    own") names what the client brings, for every owner word of the tables."""
    from safety.lang.wish_words import OWN_BEFORE

    return [
        (lang, f"{owner} {WORDS[lang][category][0]}")
        for lang in LANGS
        for owner in OWN_BEFORE[lang]
        for category in ("sound", "technician", "decoration")
    ]


@pytest.mark.parametrize(("lang", "text"), _own_things())
def test_the_clients_own_things_are_no_wish(lang, text):
    intake = read(f"{text}.", locale=lang)

    assert not intake.wishes, text
