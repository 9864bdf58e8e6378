"""Head counts by inversion: a number before a plural noun counts people unless the noun counts
things. The person nouns here are none of the recognizer's lists; the nouns of things are."""

import itertools

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.recognizers.counts import recognize_counts

# Kinds of people a venue's client may bring, in the plural, that no list of the recognizer
# names: professions, roles, memberships.
UNLISTED_PEOPLE = {
    "en": [
        "consultants",
        "board directors",
        "veterans",
        "engineers",
        "nurses",
        "apprentices",
        "shareholders",
        "volunteers",
        "team members",
        "sales managers",
        "architects",
        "alumni",
        "doctors",
        "trainees",
        "retirees",
        "scouts",
    ],
    "de": [
        "Azubis",
        "Mitarbeitende",
        "Ingenieure",
        "Vorstandsmitglieder",
        "Lernende",
        "Pflegefachleute",
        "Aktionärinnen",
        "Kollegen",
        "Senioren",
        "Lehrpersonen",
        "neue Mitglieder",
        "Schülerinnen",
        "Fachleute",
        "Partner",
    ],
    "fr": [
        "bénévoles",
        "adhérents",
        "consultants",
        "ingénieurs",
        "collaborateurs",
        "apprentis",
        "actionnaires",
        "nouveaux membres",
        "retraités",
        "médecins",
        "étudiantes",
        "cadres",
        "joueurs",
    ],
    "it": [
        "tesserati",
        "soci",
        "volontari",
        "ingegneri",
        "collaboratori",
        "apprendisti",
        "azionisti",
        "nuovi iscritti",
        "pensionati",
        "medici",
        "studentesse",
        "dirigenti",
        "giocatori",
    ],
}
FRAMES = {
    "en": [
        "We expect {n} {noun} on the day.",
        "A room for {n} {noun}, please.",
        "**Group:** {n} {noun}",
    ],
    "de": [
        "Wir erwarten {n} {noun} am Anlass.",
        "Ein Raum für {n} {noun}, bitte.",
        "Es kommen {n} {noun}.",
        # a determiner in any case and gender, capitalised as German capitalises "Ihr"
        "Der Raum steht Ihren {n} {noun} zur Verfügung.",
        "Mit unseren {n} {noun} feiern wir.",
    ],
    "fr": [
        "Nous serons {n} {noun} ce jour-là.",
        "Une salle pour {n} {noun}, merci.",
        "Nous attendons {n} {noun}.",
    ],
    "it": [
        "Saremo {n} {noun} quel giorno.",
        "Una sala per {n} {noun}, grazie.",
        "Attendiamo {n} {noun}.",
    ],
}
NUMBERS = {
    "en": ("twenty-two", 22),
    "de": ("zweiundzwanzig", 22),
    "fr": ("septante", 70),
    "it": ("quarantacinque", 45),
}
CASES = [
    (lang, frame, noun, number)
    for lang in FRAMES
    for frame, noun in itertools.product(FRAMES[lang], UNLISTED_PEOPLE[lang])
    for number in (("22", 22), ("140", 140), NUMBERS[lang])
]


@pytest.mark.parametrize(("lang", "frame", "noun", "number"), CASES)
def test_a_number_before_any_plural_person_noun_is_a_head_count(lang, frame, noun, number):
    written, value = number
    text = frame.format(n=written, noun=noun)
    mentions = recognize_counts(text, lang)
    assert [(m.text, m.value, m.unit) for m in mentions] == [(written, value, "participants")], text


THINGS = {
    "en": [
        "3 rooms",
        "4 breakout rooms",
        "48 hours",
        "15 minutes",
        "2 nights",
        "10 tables",
        "5 courses",
        "3 coffee breaks",
        "2 projectors",
        "12 slides",
        "4 workshops",
        "6 bottles",
        "3 spacious rooms",
        "20 parking spaces",
        "2 options",
        "3 floors",
        "4 stars",
        "10 km",
        "2 sessions",
    ],
    "de": [
        "3 Räume",
        "4 Seminarräume",
        "48 Stunden",
        "15 Minuten",
        "2 Gehminuten",
        "10 Tische",
        "4 Gänge",
        "2 Kaffeepausen",
        "3 grosse Säle",
        "2 Beamer",
        "20 Parkplätze",
        "2 Übernachtungen",
        "3 Workshops",
        "5 Flaschen",
        "3 Varianten",
    ],
    "fr": [
        "3 salles",
        "48 heures",
        "15 minutes",
        "2 nuits",
        "10 tables",
        "5 plats",
        "3 pauses café",
        "2 projecteurs",
        "4 ateliers",
        "6 bouteilles",
        "3 étages",
        "2 options",
        "20 places de parc",
    ],
    "it": [
        "3 sale",
        "48 ore",
        "15 minuti",
        "14 giorni",
        "2 notti",
        "10 tavoli",
        "3 portate",
        "2 pause caffè",
        "2 proiettori",
        "4 laboratori",
        "6 bottiglie",
        "3 piani",
        "2 opzioni",
    ],
}
DISTRACTOR_FRAMES = {
    "en": "The venue offers {thing} next to the lobby.",
    "de": "Das Haus bietet {thing} beim Eingang.",
    "fr": "Le lieu propose {thing} près de l'entrée.",
    "it": "La sede offre {thing} vicino all'ingresso.",
}


@pytest.mark.parametrize(
    ("lang", "thing"), [(lang, thing) for lang, things in THINGS.items() for thing in things]
)
def test_a_number_before_a_noun_of_things_is_no_head_count(lang, thing):
    text = DISTRACTOR_FRAMES[lang].format(thing=thing)
    assert recognize_counts(text, lang) == [], text


@pytest.mark.parametrize(
    "text",
    [
        "Die Adresse lautet 8001 Zürich, Eingang B.",
        "Adresse : 1003 Lausanne, Suisse.",
        "Tram 11 Richtung Bahnhof, Linie 4 bis Zentrum.",
        "Il 15 ottobre e il 3 dicembre.",
        "Le 19 mars et le 2 avril.",
    ],
)
def test_postcodes_line_numbers_and_days_are_no_head_count(text):
    assert recognize_counts(text) == []


def facts(count: int) -> HardFacts:
    return HardFacts.model_validate(
        {"dates": [{"value": "2027-06-04"}], "counts": [{"value": count}]}
    )


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("We look forward to welcoming your 22 consultants on 4 June 2027.", "en"),
        ("Wir freuen uns auf Ihre 22 Azubis am 4. Juni 2027.", "de"),
        ("Nous nous réjouissons d'accueillir vos 22 bénévoles le 4 juin 2027.", "fr"),
        ("Saremo lieti di accogliere i vostri 22 tesserati il 4 giugno 2027.", "it"),
    ],
)
def test_a_right_count_with_an_unlisted_noun_leaves_the_reply_unchanged(text, lang):
    outcome = repair(facts(22), text, locale=lang)
    assert outcome.report.ok
    assert outcome.text == text


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "We look forward to welcoming your 22 consultants on 4 June 2027.",
            "en",
            "30 consultants",
        ),
        ("Wir freuen uns auf Ihre 22 Azubis am 4. Juni 2027.", "de", "30 Azubis"),
        (
            "Nous nous réjouissons d'accueillir vos 22 bénévoles le 4 juin 2027.",
            "fr",
            "30 bénévoles",
        ),
        (
            "Saremo lieti di accogliere i vostri 22 tesserati il 4 giugno 2027.",
            "it",
            "30 tesserati",
        ),
    ],
)
def test_a_wrong_count_with_an_unlisted_noun_is_replaced_where_it_stands(text, lang, expected):
    outcome = repair(facts(30), text, locale=lang)
    assert [(i.kind, i.type) for i in outcome.report.issues] == [("wrong", "count")]
    assert expected in outcome.text
    assert "22" not in outcome.text
    assert outcome.text.count("30") == 1  # nothing appended beside it


def test_a_count_of_things_never_takes_the_head_count():
    text = "On 4 June 2027 we hold 3 workshops for your 30 participants."
    assert repair(facts(30), text, locale="en").text == text
    missing = "On 4 June 2027 we hold 3 workshops in the Forum."
    outcome = repair(facts(30), missing, locale="en")
    assert "3 workshops" in outcome.text
    assert "30" in outcome.text


@pytest.mark.parametrize(
    ("text", "lang", "found"),
    [
        ("We have reserved Room A for you on 4 June 2027.", "en", "A"),
        ("Your event takes place in Hall B on 4 June 2027.", "en", "B"),
        ("We booked the Panorama Hall for 4 June 2027.", "en", "Panorama"),
        ("Wir haben den Saal B am 4. Juni 2027 reserviert.", "de", "B"),
        ("La Salle C vous attend le 4 juin 2027.", "fr", "C"),
    ],
)
def test_a_wrong_room_is_replaced_where_it_stands(text, lang, found):
    facts = HardFacts.model_validate(
        {"rooms": [{"value": "Atelier"}], "dates": [{"value": "2027-06-04"}]}
    )
    outcome = repair(facts, text, locale=lang)
    assert [(i.kind, i.type, i.found) for i in outcome.report.issues] == [("wrong", "room", found)]
    assert outcome.text.count("Atelier") == 1
    assert outcome.text.endswith(text[-12:])  # nothing appended


@pytest.mark.parametrize("text", ["Room A has a projector.", "Hall B is next to the lift."])
def test_a_one_letter_room_the_facts_do_not_need_is_left_as_written(text):
    facts = HardFacts.model_validate(
        {"terms": [{"value": "projector", "kind": "feature", "required": False}]}
    )
    outcome = repair(facts, text, locale="en")
    assert outcome.report.ok and outcome.text == text


@pytest.mark.parametrize(
    ("text", "lang", "value"),
    [
        ("Twenty-five of our sales reps need a room.", "en", 25),
        ("We expect 40 of the alumni.", "en", 40),
        ("Es kommen zwanzig unserer Azubis.", "de", 20),
        ("25 de nos adhérents viendront.", "fr", 25),
        ("Verranno 25 dei nostri tesserati.", "it", 25),
    ],
)
def test_a_partitive_counts_the_people_after_it(text, lang, value):
    assert [m.value for m in recognize_counts(text, lang)] == [value]


@pytest.mark.parametrize(
    ("text", "lang"),
    [("3 of our rooms are free.", "en"), ("2 of the 4 rooms", "en"), ("le 3 des salles", "fr")],
)
def test_a_partitive_of_things_counts_no_people(text, lang):
    assert recognize_counts(text, lang) == []


@pytest.mark.parametrize("noun", ["coach", "chef", "speaker", "manager", "trainer", "tutor"])
def test_an_italian_loan_noun_counts_people_unchanged_in_the_plural(noun):
    text = f"La sala è allestita per 24 {noun}, con 10 notebook e 4 flipchart."
    assert [m.value for m in recognize_counts(text, "it")] == [24]


def test_an_italian_number_word_in_english_text_takes_no_loan_noun():
    text = "A 30% deposit is due within 10 days."
    assert recognize_counts(text) == []


ALPENBLICK = HardFacts.model_validate(
    {
        "dates": [{"value": "2027-09-09"}],
        "times": [{"value": "09:00"}],
        "rooms": [{"value": "Alpenblick"}],
        "counts": [{"value": 26, "unit": "participants"}],
    }
)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Alpenblick on 9 September 2027 at 9:00 for 26 participants. Groups of more than "
            "20 people receive a welcome coffee.",
            "en",
        ),
        (
            "Alpenblick am 9. September 2027 um 9 Uhr für 26 Personen. Ab 20 Personen "
            "offerieren wir einen Begrüssungskaffee.",
            "de",
        ),
        (
            "Der Alpenblick ist am 9.9.2027 um 9 Uhr für 26 Personen reserviert. 1 Person pro "
            "2 m² wird empfohlen.",
            "de",
        ),
        (
            "Alpenblick le 9 septembre 2027 à 9 h pour 26 participants. À partir de 20 "
            "personnes, le café d'accueil est offert.",
            "fr",
        ),
        (
            "Alpenblick il 9 settembre 2027 alle 9 per 26 partecipanti. Oltre 20 persone il "
            "caffè di benvenuto è offerto.",
            "it",
        ),
        (
            "Il 9 settembre 2027 dalle 9 l'Alpenblick accoglie i vostri 26 partecipanti.",
            "it",
        ),
    ],
)
def test_a_threshold_or_rate_beside_the_head_count_leaves_the_reply_unchanged(text, lang):
    assert repair(ALPENBLICK, text, locale=lang).text == text


def test_italian_per_is_for_not_a_rate():
    text = "Alpenblick il 9 settembre 2027 alle 9: 24 partecipanti per la cena."
    outcome = repair(ALPENBLICK, text, locale="it")
    assert "26 partecipanti per la cena" in outcome.text
