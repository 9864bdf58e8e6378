"""Names replaced where they stand: a required room or product written nowhere, but translated
word by word in the name's role, is replaced in place; no name sentence is appended beside a
translation. A probable translation in another role is left as written, `unconfirmed`."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.correct import repair
from safety.facts import HardFacts
from safety.verify import verify

ROOM = {"rooms": [{"value": "Seeterrasse"}], "dates": [{"value": "2027-09-03"}]}
# The room "Seeterrasse" (See + Terrasse) translated word by word, as the subject of a booking
# verb, in four languages; each with the date as its recognizer reads it.
SUBJECTS = {
    "en": ("The {p} is reserved for you on 3 September 2027.", ("terrace by the lake",)),
    "de": ("Die {p} ist für Sie am 3. September 2027 reserviert.", ("Terrasse am See",)),
    "fr": ("La {p} est réservée pour vous le 3 septembre 2027.", ("Terrasse du lac", "terrasse du lac")),
    "it": ("La {p} è riservata per voi il 3 settembre 2027.", ("terrazza sul lago", "Terrazza sul lago")),
}  # fmt: skip
INSERTED = ("The offer is for", "Das Angebot gilt", "L'offre concerne", "L'offerta riguarda")


def outcome(raw: dict, text: str, lang: str):
    facts = HardFacts.model_validate(raw)
    return repair(facts, text, locale=lang), verify(facts, text, locale=lang)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(SUBJECTS)), st.data())
def test_a_translated_subject_of_a_booking_verb_is_replaced_where_it_stands(lang, data) -> None:
    sentence, phrases = SUBJECTS[lang]
    phrase = data.draw(st.sampled_from(phrases))
    text = sentence.format(p=phrase)
    fixed, report = outcome(ROOM, text, lang)
    assert [(i.kind, i.type, i.found, i.reason) for i in report.issues] == [
        ("wrong", "room", phrase, "altered")
    ]
    assert fixed.text == sentence.format(p="Seeterrasse")
    assert not any(opening in fixed.text for opening in INSERTED)


@pytest.mark.parametrize(
    "text,lang",
    [
        ("L'offre comprend une décoration florale le 3 septembre 2027.", "fr"),
        ("Produits :\n- décoration florale\n\nDate : 3 septembre 2027", "fr"),
        ("L'offerta comprende una decorazione floreale il 3 settembre 2027.", "it"),
    ],
)
def test_a_translated_product_in_its_role_is_replaced_where_it_stands(text, lang) -> None:
    raw = {"terms": [{"value": "Blumendekoration", "kind": "product"}], "dates": ROOM["dates"]}
    fixed, report = outcome(raw, text, lang)
    kinds = [(i.kind, i.type) for i in report.issues]
    assert ("missing", "term") not in kinds
    assert "Blumendekoration" in fixed.text
    assert fixed.text.count("Blumendekoration") == 1


def test_a_probable_translation_in_another_role_is_left_unconfirmed() -> None:
    text = "You will love the view from our terrace by the lake on 3 September 2027."
    fixed, report = outcome(ROOM, text, "en")
    assert fixed.text == text and report.ok
    assert [(c.kind, c.type, c.found, c.expected) for c in report.caveats] == [
        ("unconfirmed", "room", "terrace by the lake", "Seeterrasse")
    ]


def test_a_name_with_no_translation_anywhere_is_still_inserted() -> None:
    fixed, report = outcome(ROOM, "See you on 3 September 2027.", "en")
    assert [(i.kind, i.type) for i in report.issues] == [("missing", "room")]
    assert fixed.text == "See you on 3 September 2027. The offer is for the room Seeterrasse."


VENUE = {
    "rooms": [{"value": "Seeterrasse"}],
    "terms": [{"value": "Apéro-Paket", "kind": "product"}],
    "dates": [{"value": "2027-06-12"}],
}


@pytest.mark.parametrize(
    "text,lang,fixed",
    [
        (
            "Bonjour Madame Keller, La Terrasse du lac est réservée pour vous le 12 juin 2027. "
            "L'offre comprend le forfait apéritif.",
            "fr",
            "Bonjour Madame Keller, La Seeterrasse est réservée pour vous le 12 juin 2027. "
            "L'offre comprend l'Apéro-Paket.",
        ),
        (
            "Sehr geehrte Frau Keller, die Terrasse am See ist am 12. Juni 2027 für Sie "
            "reserviert. Das Angebot umfasst auch das Aperitif-Paket.",
            "de",
            "Sehr geehrte Frau Keller, die Seeterrasse ist am 12. Juni 2027 für Sie "
            "reserviert. Das Angebot umfasst auch das Apéro-Paket.",
        ),
        (
            "Gentile signora Keller, abbiamo riservato per voi la terrazza sul lago il 12 giugno "
            "2027. L'offerta comprende il pacchetto aperitivo.",
            "it",
            "Gentile signora Keller, abbiamo riservato per voi la Seeterrasse il 12 giugno "
            "2027. L'offerta comprende l'Apéro-Paket.",
        ),
        (
            "Dear Ms Keller, we confirm that the terrace by the lake is booked for you on 12 "
            "June 2027. The offer includes an aperitif package.",
            "en",
            "Dear Ms Keller, we confirm that the Seeterrasse is booked for you on 12 "
            "June 2027. The offer includes an Apéro-Paket.",
        ),
    ],
)
def test_a_letter_names_its_room_and_product_where_the_translations_stood(text, lang, fixed):
    repaired, report = outcome(VENUE, text, lang)
    assert [(i.kind, i.reason) for i in report.issues] == [("wrong", "altered")] * 2
    assert repaired.text == fixed


@pytest.mark.parametrize(
    "text,lang,fixed",
    [
        ("Le 12 juin 2027, nous incluons le forfait apéritif.", "fr", "l'Apéro-Paket"),
        ("Il 12 giugno 2027 includiamo il pacchetto aperitivo.", "it", "l'Apéro-Paket"),
        ("On 12 June 2027 the offer includes an aperitif package.", "en", "an Apéro-Paket"),
        ("On 12 June 2027 the offer includes a aperitif package.", "en", "an Apéro-Paket"),
        ("Am 12. Juni 2027 umfasst das Angebot ein Aperitif-Paket.", "de", "ein Apéro-Paket"),
    ],
)
def test_an_article_before_a_replaced_name_reads_right_before_it(text, lang, fixed) -> None:
    raw = {"terms": VENUE["terms"], "dates": VENUE["dates"]}
    repaired, _ = outcome(raw, text, lang)
    assert fixed in repaired.text and repaired.text.count("Apéro-Paket") == 1


def test_a_name_that_opens_with_a_consonant_keeps_the_article_of_the_phrase() -> None:
    raw = {"rooms": [{"value": "Gartensaal"}], "dates": VENUE["dates"]}
    text = "La salle du jardin est réservée pour vous le 12 juin 2027."
    repaired, _ = outcome(raw, text, "fr")
    assert repaired.text == "La Gartensaal est réservée pour vous le 12 juin 2027."


@pytest.mark.parametrize(
    "text,lang",
    [
        ("Von der Terrasse am See aus sehen Sie die Berge; wir erwarten Sie am 12. Juni 2027.", "de"),
        ("Depuis la terrasse du lac, la vue est superbe. À bientôt le 12 juin 2027.", "fr"),
        ("Dalla terrazza sul lago si vedono le montagne. A presto il 12 giugno 2027.", "it"),
    ],
)  # fmt: skip
def test_a_translation_that_describes_the_place_stays_unconfirmed(text, lang) -> None:
    raw = {"rooms": VENUE["rooms"], "dates": VENUE["dates"]}
    repaired, report = outcome(raw, text, lang)
    assert repaired.text == text and report.ok
    assert [(c.kind, c.type) for c in report.caveats] == [("unconfirmed", "room")]


@pytest.mark.parametrize(
    "text,lang,fixed",
    [
        ("The lakeside terrace is booked for you on 12 June 2027.", "en",
         "The Seeterrasse is booked for you on 12 June 2027."),
        ("La terrasse au bord du lac est réservée pour vous le 12 juin 2027.", "fr",
         "La Seeterrasse est réservée pour vous le 12 juin 2027."),
        ("Abbiamo riservato per voi la terrazza in riva al lago il 12 giugno 2027.", "it",
         "Abbiamo riservato per voi la Seeterrasse il 12 giugno 2027."),
        ("Am 12. Juni 2027 steht Ihnen die Terrasse am See zur Verfügung.", "de",
         "Am 12. Juni 2027 steht Ihnen die Seeterrasse zur Verfügung."),
    ],
)  # fmt: skip
def test_a_lakeside_phrase_of_the_lexicon_translates_the_lake_of_a_name(text, lang, fixed):
    raw = {"rooms": VENUE["rooms"], "dates": VENUE["dates"]}
    repaired, _ = outcome(raw, text, lang)
    assert repaired.text == fixed


def test_with_a_source_that_names_the_room_its_translation_is_replaced_in_any_role() -> None:
    raw = {"rooms": VENUE["rooms"], "dates": VENUE["dates"]}
    facts = HardFacts.model_validate(raw)
    text = "On 12 June 2027 you will enjoy the view from the terrace by the lake."
    assert repair(facts, text, locale="en").text == text
    fixed = repair(facts, text, locale="en", source="Seeterrasse, 12 June 2027, 40 guests")
    assert fixed.text == "On 12 June 2027 you will enjoy the view from the Seeterrasse."
    unrelated = repair(facts, text, locale="en", source="Seeterrassenbar, 12 June 2027")
    assert unrelated.text == text
