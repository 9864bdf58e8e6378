"""Catalog names translated word by word, German compounds by their parts: found and written
back as the catalog writes them, wherever they stand; a phrase sharing one word is no name."""

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.verify import verify

TRANSLATIONS = [
    ("Technikpaket", "en", "We include the technical package for your event."),
    ("Technikpaket", "it", "Includiamo il pacchetto tecnico per il vostro evento."),
    ("Technikpaket", "fr", "Nous incluons le forfait technique pour votre événement."),
    ("Blumendekoration", "it", "Includiamo la decorazione floreale per il vostro evento."),
    ("Blumendekoration", "en", "We include the flower decoration for your event."),
    ("Blumendekoration", "fr", "Nous incluons la décoration florale pour votre événement."),
    ("Business Lunch", "fr", "Nous incluons le déjeuner d'affaires pour votre événement."),
    ("Weinbegleitung", "en", "We include the wine pairing for your event."),
    ("Weinprobe", "en", "We include the wine tasting for your event."),
    ("Weinprobe", "fr", "Nous incluons la dégustation de vin pour votre événement."),
    ("Apéro Package", "it", "Offriamo il pacchetto aperitivo per il vostro evento."),
    ("Seminarpauschale", "en", "We include the seminar package for your event."),
    ("Grillabend", "en", "We include the barbecue evening for your event."),
    ("Raclette-Abend", "it", "Includiamo la serata raclette per il vostro evento."),
    ("Dessertbuffet", "en", "We include the dessert buffet for your event."),
    ("Mittagsbuffet", "en", "We include the lunch buffet for your event."),
    ("Käseplatte", "it", "Includiamo il tagliere di formaggi per il vostro evento."),
    ("Kaffeepause", "en", "We include the coffee break package for your event."),
]


@pytest.mark.parametrize(("name", "lang", "text"), TRANSLATIONS)
def test_a_translated_catalog_name_is_replaced_where_it_stands(name, lang, text):
    facts = HardFacts.model_validate({"terms": [{"value": name, "kind": "product"}]})
    report = verify(facts, text, locale=lang)
    assert [(i.kind, i.type, i.reason) for i in report.issues] == [("wrong", "term", "altered")]
    fixed = repair(facts, text, locale=lang).text
    assert fixed.count(name) == 1
    assert fixed.endswith(text[-12:])  # in place: nothing appended
    assert verify(facts, fixed, locale=lang).ok


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("Technikpaket", "Our technical team is happy to help. We include the Technikpaket."),
        ("Blumendekoration", "The flower market is nearby. We include the Blumendekoration."),
        ("Weinprobe", "A wine list is attached. We include the Weinprobe."),
        ("Kaffeepause", "There is a break room. We include the Kaffeepause."),
    ],
)
def test_a_phrase_sharing_one_word_with_a_name_is_left_alone(name, text):
    facts = HardFacts.model_validate({"terms": [{"value": name, "kind": "product"}]})
    outcome = repair(facts, text, locale="en")
    assert outcome.report.ok
    assert outcome.text == text


ZIRBELSTUBE = HardFacts.model_validate(
    {"dates": [{"value": "2027-05-21"}], "rooms": [{"value": "Zirbelstube"}]}
)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "The Pine Parlour is reserved for you on 21 May 2027.",
            "en",
            "The Zirbelstube is reserved for you on 21 May 2027.",
        ),
        (
            "The Stone Pine room is booked for you on 21 May 2027.",
            "en",
            "The Zirbelstube room is booked for you on 21 May 2027.",
        ),
        (
            "Die Pine Lounge ist für Sie am 21. Mai 2027 reserviert.",
            "de",
            "Die Zirbelstube ist für Sie am 21. Mai 2027 reserviert.",
        ),
        (
            "Le Salon des Pins est réservé le 21 mai 2027.",
            "fr",
            "Le Zirbelstube est réservé le 21 mai 2027.",
        ),
        (
            "Il Salotto Cembro è riservato il 21 maggio 2027.",
            "it",
            "Il Zirbelstube è riservato il 21 maggio 2027.",
        ),
    ],
)
def test_a_name_booked_in_place_of_the_missing_room_is_replaced_where_it_stands(
    text, lang, expected
):
    assert repair(ZIRBELSTUBE, text, locale=lang).text == expected


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        # The room is named: another name booked elsewhere is no room of the reply's.
        (
            "The Zirbelstube is reserved for you on 21 May 2027. The Grand Hotel is booked "
            "out that weekend.",
            "en",
        ),
        ("Die Zirbelstube ist am 21. Mai 2027 reserviert. Die Hotel Post AG ist bestätigt.", "de"),
    ],
)
def test_a_booked_name_beside_the_named_room_stays(text, lang):
    assert repair(ZIRBELSTUBE, text, locale=lang).text == text


def test_a_german_noun_booked_is_no_room_name():
    text = "Die Buchung ist bestätigt. Am 21. Mai 2027 sind Sie bei uns."
    outcome = repair(ZIRBELSTUBE, text, locale="de")
    assert outcome.text.startswith(text)  # the room is added, the sentence stays
    assert "Zirbelstube" in outcome.text


SEEROSE = HardFacts.model_validate(
    {"dates": [{"value": "2027-10-14"}], "rooms": [{"value": "Seerose"}]}
)


def test_a_name_after_in_der_stands_for_the_missing_room():
    text = "Am 14. Oktober 2027 erwarten wir Sie in der Wasserlilie."
    assert repair(SEEROSE, text, locale="de").text == (
        "Am 14. Oktober 2027 erwarten wir Sie in der Seerose."
    )


def test_a_place_after_in_der_beside_the_named_room_stays():
    text = (
        "Ihr Anlass findet am 14. Oktober 2027 in der Seerose statt. Das Apéro findet in der "
        "Altstadt statt."
    )
    assert repair(SEEROSE, text, locale="de").text == text


PANORAMA = HardFacts.model_validate(
    {"dates": [{"value": "2027-06-18"}], "rooms": [{"value": "Panorama"}]}
)


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        ("Date: 18.06.2027\nRoom: Skyline", "en", "Date: 18.06.2027\nRoom: Panorama"),
        ("Datum: 18.06.2027\nRaum: Skyline", "de", "Datum: 18.06.2027\nRaum: Panorama"),
        ("Date : 18.06.2027\nSalle : Belvédère", "fr", "Date : 18.06.2027\nSalle : Panorama"),
        ("Data: 18.06.2027\nSala: Skyline", "it", "Data: 18.06.2027\nSala: Panorama"),
    ],
)
def test_a_wrong_room_after_its_label_is_replaced_where_it_stands(text, lang, expected):
    assert repair(PANORAMA, text, locale=lang).text == expected


# A name that opens a sentence as the subject of a booking's predicate, generated: the
# predicates of allocation per language, written here from each language's grammar (passive
# and copula forms, the verb last in a German main clause), with invented two-word names.
SUBJECT_FRAMES = {
    "en": [
        "The {name} is reserved for you on 21 May 2027.",
        "The {name} has been booked for you on 21 May 2027.",
        "The {name} is available on 21 May 2027.",
        "The {name} room is confirmed for 21 May 2027.",
    ],
    "de": [
        "Die {name} ist für Sie am 21. Mai 2027 reserviert.",
        "Der {name} wurde am 21. Mai 2027 für Sie gebucht.",
        "Das {name} ist am 21. Mai 2027 frei.",
        "Die {name} steht Ihnen am 21. Mai 2027 zur Verfügung.",
    ],
    "fr": [
        "La {name} est réservée pour vous le 21 mai 2027.",
        "Le {name} est disponible le 21 mai 2027.",
        "Le {name} a été confirmé pour le 21 mai 2027.",
    ],
    "it": [
        "La {name} è riservata per voi il 21 maggio 2027.",
        "Il {name} è disponibile il 21 maggio 2027.",
        "La {name} è stata prenotata per il 21 maggio 2027.",
    ],
}
INVENTED_NAMES = ["Blue Lagoon", "Golden Lion", "Harbour Light", "Red Fox Club"]
SUBJECT_CASES = [
    (lang, frame, name)
    for lang, frames in SUBJECT_FRAMES.items()
    for frame in frames
    for name in INVENTED_NAMES
]


@pytest.mark.parametrize(("lang", "frame", "name"), SUBJECT_CASES)
def test_a_booked_name_stands_for_the_missing_room_in_every_predicate(lang, frame, name):
    text = frame.format(name=name)
    repaired = repair(ZIRBELSTUBE, text, locale=lang).text
    assert repaired.startswith(frame.split("{name}")[0] + "Zirbelstube")
    assert name not in repaired


@pytest.mark.parametrize(("lang", "frame", "name"), SUBJECT_CASES)
def test_a_booked_name_beside_the_named_room_is_left_as_written(lang, frame, name):
    opening = {
        "en": "Your room is the Zirbelstube.",
        "de": "Ihr Raum ist die Zirbelstube.",
        "fr": "Votre salle est la Zirbelstube.",
        "it": "La vostra sala è la Zirbelstube.",
    }[lang]
    text = f"{opening} {frame.format(name=name)}"
    assert repair(ZIRBELSTUBE, text, locale=lang).text == text
