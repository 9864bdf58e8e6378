"""Room, product and feature names: exact, altered and foreign mentions."""

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.recognizers.name_forms import make_name
from safety.recognizers.terms import NameMatcher, matcher_for
from safety.venue import VenueCatalog


def scan(text, rooms=(), terms=(), catalog_rooms=(), aliases=()):
    names = tuple((r, "room") for r in rooms) + tuple(terms)
    return matcher_for(names, tuple(catalog_rooms), tuple(aliases)).scan(text)


def altered(result):
    return [(m.text, m.value) for m in result.mentions if not m.exact]


def exact(result):
    return [(m.text, m.value) for m in result.mentions if m.exact]


@pytest.mark.parametrize(
    "text",
    ["Punkt.Null is yours.", "PUNKT.NULL is yours.", "We booked punkt.null for you."],
)
def test_exact_room_ignores_case(text):
    assert altered(scan(text, rooms=["Punkt.Null"])) == []
    assert [value for _, value in exact(scan(text, rooms=["Punkt.Null"]))] == ["Punkt.Null"]


def test_spacing_variant_is_altered():
    assert altered(scan("See you in Punkt Null.", rooms=["Punkt.Null"])) == [
        ("Punkt Null", "Punkt.Null")
    ]


def test_article_less_form_is_exact():
    result = scan("Rendez-vous au Petit Salon.", rooms=["Le Petit Salon"])
    assert exact(result) == [("Petit Salon", "Le Petit Salon")]


@pytest.mark.parametrize(
    ("text", "room", "written"),
    [
        ("Wir bestätigen die Blaue Lounge für Samstag.", "Lounge Bleue", "Blaue Lounge"),
        ("Il Piccolo Salone è riservato.", "Le Petit Salon", "Piccolo Salone"),
        ("The workshop takes place in Forum 3.", "Forum 2", "Forum 3"),
        ("We reserved the Lounge Rouge for you.", "Lounge Bleue", "Lounge Rouge"),
        ("Welcome to Point Zero!", "Punkt.Null", "Point Zero"),
        ("The Seeblik is ready.", "Seeblick", "Seeblik"),
    ],
)
def test_translated_or_swapped_room_names_are_altered(text, room, written):
    assert altered(scan(text, rooms=[room])) == [(written, room)]


@pytest.mark.parametrize(
    ("text", "term", "written"),
    [
        ("Für 60 Gäste stellen wir eine Bühne auf.", ("stage", "feature"), "Bühne"),
        ("Die LED-Wand ist inbegriffen.", ("LED wall", "feature"), "LED-Wand"),
        ("Nous servirons un apéritif dînatoire.", ("Apéro riche", "product"), "apéritif dînatoire"),
        ("We'll serve the classic menu.", ("Menu Classique", "product"), "classic menu"),
        ("Serviremo il Menu Classico.", ("Menu Classique", "product"), "Menu Classico"),
        ("We will serve a Flying Buffet.", ("Flying Dinner", "product"), "Flying Buffet"),
        ("Il pranzo in piedi costa CHF 1'350.00.", ("Stehlunch", "product"), "pranzo in piedi"),
    ],
)
def test_translated_terms_are_altered(text, term, written):
    assert altered(scan(text, terms=[term])) == [(written, term[0])]


def test_staff_alias_is_recognised():
    result = scan(
        "Drinks on the Sky Deck at sunset.",
        rooms=["Dachterrasse"],
        aliases=(("Dachterrasse", ("Sky Deck",)),),
    )
    assert altered(result) == [("Sky Deck", "Dachterrasse")]


@pytest.mark.parametrize(
    ("text", "foreign"),
    [
        ("En cas de pluie, nous utiliserons la salle Orangerie.", "Orangerie"),
        ("You can also use the Forum 4 room.", "Forum 4"),
        ("Die Garderobe befindet sich im Raum Kubus.", "Kubus"),
        ("We can move the drinks to the Orangerie next door.", "Orangerie"),
        ("Ihr Workshop findet im Seeblick statt.", "Seeblick"),
    ],
)
def test_cued_rooms_outside_the_facts_are_foreign(text, foreign):
    result = scan(text, rooms=["Kubus" if "Kubus" not in text else "Lounge Bleue"])
    assert [r.text for r in result.foreign_rooms] == [foreign]


@pytest.mark.parametrize(
    "text",
    [
        "Der Stehlunch wird im Foyer serviert.",
        "Le Forum 2 se trouve au 2e étage.",
        "Die Rechnung folgt im Anschluss.",
        "We look forward to seeing you in the spring.",
        "Ihr Anlass im Mai ist bestätigt.",
    ],
)
def test_ordinary_nouns_after_prepositions_are_not_rooms(text):
    assert scan(text, rooms=["Forum 2"]).foreign_rooms == []


def test_catalog_rooms_not_in_the_facts_are_foreign_without_cues():
    catalog = VenueCatalog(rooms=("Salon Rose", "Atelier"))
    result = matcher_for((("Salon Rose", "room"),), catalog.rooms).scan(
        "Salon Rose and Atelier are free."
    )
    assert [r.text for r in result.foreign_rooms] == ["Atelier"]
    assert [r.in_catalog for r in result.foreign_rooms] == [True]


def test_a_single_generic_word_is_not_an_altered_term():
    assert (
        altered(scan("Coffee and water are available.", terms=[("Welcome Coffee", "product")]))
        == []
    )


FEATURE_VENUE = VenueCatalog(
    rooms=("Salon Rose", "Punkt.Null"),
    terms=(("projector", "feature"), ("stage", "feature")),
    aliases={"projector": ("Beamer", "vidéoprojecteur", "proiettore")},
    room_features={"Salon Rose": ("projector",), "Punkt.Null": ("stage",)},
)
SALON_ROSE = HardFacts.model_validate(
    {"dates": [{"value": "2028-08-08"}], "rooms": [{"value": "Salon Rose"}]}
)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Salon Rose is free on 8 August 2028. It has a projector.", "en"),
        ("Der Salon Rose ist am 8. August 2028 frei und hat einen Beamer.", "de"),
        ("Le Salon Rose est libre le 8 août 2028 ; il dispose d'un vidéoprojecteur.", "fr"),
        ("Il Salon Rose è libero l'8 agosto 2028 e ha un proiettore.", "it"),
    ],
)
def test_a_feature_of_the_offered_room_is_no_invented_term(text, lang):
    assert repair(SALON_ROSE, text, locale=lang, catalog=FEATURE_VENUE).text == text


def test_a_feature_the_offered_room_lacks_goes_with_its_sentence():
    text = "Salon Rose is free on 8 August 2028. Salon Rose has a stage. See you soon!"
    outcome = repair(SALON_ROSE, text, locale="en", catalog=FEATURE_VENUE)
    assert outcome.text == "Salon Rose is free on 8 August 2028. See you soon!"


def test_a_matcher_reads_a_text_alike_whatever_it_read_before():
    """A matcher remembers which name keys each word it read stands for (misspellings,
    translations); a text is read as a fresh matcher reads it, by its own words alone."""
    names = (("Seeblick", "room"), ("Lounge Bleue", "room"), ("Apéro Package", "product"))
    texts = [
        "Der Seeblik ist für Sie reserviert.",
        "The Blue Lounge and the apero package are booked.",
        "Seeblick, Seeblicke, Seeblik: the Seeblick room.",
        "La Lounge Bleue est réservée; le paquet apéro est compris.",
        "Nothing of the kind here.",
    ]
    used = matcher_for(names)
    for text in texts:
        used.scan(text)
    for text in texts:
        fresh = NameMatcher([make_name(value, kind) for value, kind in names])
        assert used.scan(text) == fresh.scan(text)
