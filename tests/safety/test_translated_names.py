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
