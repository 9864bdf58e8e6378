"""Intake: rooms, products and features by name or alias, and names the venue does not have.

Every message is read on Tuesday 9 March 2027, 10:00 in Zurich, against the demo venue's rooms,
features and products, read from its files (reading.demo_catalog), without a database.
"""

import pytest

from booking.services.intake import (
    UnknownName,
)
from tests.booking.services.intake.reading import read

# -- names ------------------------------------------------------------------------------------------


def test_an_alias_reads_as_its_canonical_name():
    update = read("Wir brauchen einen Beamer im Rose Salon.").update

    assert update.features == ("projector",)
    assert update.rooms == ("Salon Rose",)


def test_a_misspelled_or_declined_name_reads_as_the_catalog_name():
    update = read(
        "Is the Dachterasse free? Otherwise the Grossen Saal, with the Apero-Paket."
    ).update

    assert update.rooms == ("Dachterrasse", "Grosser Saal")
    assert update.products == ("Apéro Package",)


def test_a_room_after_an_indefinite_article_is_the_common_noun():
    update = read("Nous organisons un atelier pour 20 personnes dans la Seesicht.").update

    assert update.rooms == ("Seesicht",)


def test_unknown_rooms_come_with_the_closest_rooms():
    intake = read("Is the Grand Salon free? Or the Blue Room?")

    assert intake.unknown == (
        UnknownName("Grand Salon", "room", ("Grosser Saal", "Salon Rose")),
        UnknownName("Blue Room", "room", ()),
    )
    assert intake.update.rooms == ()


@pytest.mark.parametrize(
    ("text", "written"),
    [
        ("Can we book the Blue Room?", "Blue Room"),
        ("Nous aimerions réserver la salle Lumière.", "salle Lumière"),
        ("We'd love to use Salle Lumière for the evening.", "Salle Lumière"),
        ("Wir möchten im Raum Sonnenblick feiern.", "Raum Sonnenblick"),
        ("Vorremmo la sala Arcobaleno per il pranzo.", "sala Arcobaleno"),
        ("Is the Punkt Eins free?", "Punkt Eins"),
    ],
)
def test_a_room_the_venue_does_not_have_is_unknown(text, written):
    intake = read(text)

    assert [(name.written, name.kind) for name in intake.unknown] == [(written, "room")]
    assert intake.update.rooms == ()


def test_unknown_terms_come_with_the_closest_products_and_features():
    intake = read("We'd like the Gold package and the Business Dinner.")

    gold, dinner = intake.unknown
    assert (gold.written, gold.kind, gold.suggestions[0]) == (
        "Gold package",
        "term",
        "Apéro Package",
    )
    assert dinner == UnknownName("Business Dinner", "term", ("Flying Dinner", "Business Lunch"))
    assert intake.update.products == ()


def test_an_unknown_name_the_client_does_not_want_is_not_reported():
    assert read("Without the Gold package, please.").unknown == ()


@pytest.mark.parametrize(
    "text",
    [
        "I am writing on behalf of Atelier Blau GmbH.",
        "Best regards, Rose Meier, Assistant to the CEO",
        "Our office: Room 204, Technopark, 8005 Zürich, 3e étage.",
        "Saluti, Elena Conti, Piazza Grande 1, 6600 Locarno",
        "Nous cherchons une grande salle.",
        "Nous organisons un atelier.",
        "Could you send the menu and your Package prices?",
    ],
)
def test_signatures_addresses_and_common_words_are_no_names(text):
    intake = read(text)

    assert (intake.update.rooms, intake.update.products, intake.update.features) == ((), (), ())
    assert intake.unknown == ()


@pytest.mark.parametrize(
    "text",
    [
        "What is the state of my booking?",
        "Wie ist der Stand meiner Anfrage?",
        "Il parco è vicino?",
        "We will stare at the lake all day.",
    ],
)
def test_an_everyday_word_is_no_misspelled_catalog_name(text):
    intake = read(text)

    assert intake.update.features == ()
    assert intake.unknown == ()


def test_a_misspelled_or_inflected_catalog_word_still_reads():
    assert read("We need the stag.").update.features == ("stage",)
    assert read("We need two stages.").update.features == ("stage",)
    assert read("Im Grossen Saal, bitte.").update.rooms == ("Grosser Saal",)


def test_a_lower_case_room_alias_after_an_article_is_the_room():
    assert read("Is the roof terrace free?").update.rooms == ("Dachterrasse",)
    assert read("Vorremmo la terrazza sul tetto.").update.rooms == ("Dachterrasse",)


def test_why_not_proposes_a_room():
    update = read("Why not the Seesicht? Pourquoi pas la Vue sur le lac ?").update

    assert update.rooms == ("Seesicht",)
    assert update.rooms_removed == ()


def test_a_room_named_twice_is_listed_once():
    update = read("The Seesicht, yes, the Seesicht and its Lake View.").update

    assert update.rooms == ("Seesicht",)
