"""Cutting an invented value: phrase, clause or sentence, and a clean seam."""

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.removal import removal_span, tidy_join


def cut(text, value, kept=(), name=False):
    start = text.index(value)
    kept_spans = [(text.index(k), text.index(k) + len(k)) for k in kept]
    span = removal_span(text, (start, start + len(value)), kept_spans, name=name)
    return tidy_join(text[: span[0]] + text[span[1] :], span[0])


def test_a_sentence_without_other_facts_goes_whole():
    text = "Forum 2 is confirmed for 4 June 2027. Please confirm the seating plan by 20.05.2027."
    assert (
        cut(text, "20.05.2027", kept=["Forum 2", "4 June 2027"])
        == "Forum 2 is confirmed for 4 June 2027."
    )


def test_a_sentence_in_the_middle_goes_with_one_space():
    text = "Total: CHF 900.00. A deposit of CHF 270.00 is due. See you soon!"
    assert cut(text, "CHF 270.00", kept=["CHF 900.00"]) == "Total: CHF 900.00. See you soon!"


def test_a_clause_goes_when_the_sentence_keeps_other_facts():
    text = "L'Apéro riche per 60 ospiti costa CHF 2'700.00, più CHF 200.00 per il servizio di guardaroba."
    assert cut(text, "CHF 200.00", kept=["Apéro riche", "60", "CHF 2'700.00"]) == (
        "L'Apéro riche per 60 ospiti costa CHF 2'700.00."
    )


def test_a_semicolon_clause_goes():
    text = (
        "Für 15 Personen steht ein Flipchart bereit; um 15.30 Uhr servieren wir eine Kaffeepause."
    )
    assert (
        cut(text, "15.30 Uhr", kept=["15", "Flipchart"])
        == "Für 15 Personen steht ein Flipchart bereit."
    )


def test_the_value_goes_with_its_preposition_when_its_clause_holds_facts():
    text = "Der Stehlunch für 36 Teilnehmende wird um 12.15 Uhr im Foyer serviert und kostet CHF 1'620.00."
    assert cut(text, "12.15 Uhr", kept=["Stehlunch", "36", "CHF 1'620.00"]) == (
        "Der Stehlunch für 36 Teilnehmende wird im Foyer serviert und kostet CHF 1'620.00."
    )


def test_a_second_date_goes_with_its_conjunction():
    text = "Room A on 15.02.2026 and 18.02.2026 for 30 guests."
    assert (
        cut(text, "18.02.2026", kept=["Room A", "15.02.2026", "30"])
        == "Room A on 15.02.2026 for 30 guests."
    )


def test_a_list_line_goes_with_its_line_break():
    text = "Regular price: CHF 1500.00\nWith our 10% discount: CHF 1350.00\nSee you!"
    assert cut(text, "CHF 1350.00", kept=["CHF 1500.00"]) == "Regular price: CHF 1500.00\nSee you!"


def test_a_labelled_line_at_the_end_goes_without_a_dangling_label():
    text = "Room A is available on 14.02.2026 for 60 guests. Total: CHF 999."
    assert cut(text, "CHF 999", kept=["Room A", "14.02.2026", "60"]) == (
        "Room A is available on 14.02.2026 for 60 guests."
    )


def test_a_per_person_qualifier_goes_with_its_amount():
    text = "Room A for 30 guests. CHF 1500.00, CHF 300.00, CHF 999.00 per person"
    assert cut(text, "CHF 999.00", kept=["CHF 1500.00", "CHF 300.00"]) == (
        "Room A for 30 guests. CHF 1500.00, CHF 300.00"
    )


def test_a_day_with_its_dot_before_a_month_does_not_end_the_sentence():
    text = "Wir erwarten Sie am 12. September 2026. Ab dem 10. Juli gilt eine Anzahlung von CHF 500.00. Danke!"
    assert (
        cut(text, "CHF 500.00", kept=["12. September 2026"])
        == "Wir erwarten Sie am 12. September 2026. Danke!"
    )


def test_a_floor_with_its_dot_does_not_end_the_sentence():
    text = (
        "Wir erwarten Sie am 12. September 2026. Der Aufbau im 2. Stock beginnt um 17 Uhr. Danke!"
    )
    assert (
        cut(text, "17 Uhr", kept=["12. September 2026"])
        == "Wir erwarten Sie am 12. September 2026. Danke!"
    )


def test_a_room_number_before_a_full_stop_still_ends_the_sentence():
    text = "We reserved Forum 2. A deposit of CHF 500.00 is due. See you!"
    assert cut(text, "CHF 500.00", kept=["Forum 2"]) == "We reserved Forum 2. See you!"


def test_a_value_joined_with_and_keeps_the_word_that_closes_the_sentence():
    text = "Ihr Seminar findet im Raum Seeblick und im Raum Kubus statt."
    assert (
        cut(text, "Kubus", kept=["Seeblick"], name=True)
        == "Ihr Seminar findet im Raum Seeblick statt."
    )


def test_a_number_joined_with_and_goes_with_the_word_after_it():
    text = "Der Raum kostet CHF 900.– und CHF 200.– Reinigungsgebühr."
    assert cut(text, "CHF 200.–", kept=["CHF 900.–"]) == "Der Raum kostet CHF 900.–."


def test_a_clause_joined_with_and_goes_whole_when_it_says_more():
    text = "The Seeblick room is booked for 45 guests, and the Kubus room is available for drinks."
    assert cut(text, "Kubus", kept=["Seeblick", "45"], name=True) == (
        "The Seeblick room is booked for 45 guests."
    )


def test_the_dot_of_a_currency_abbreviation_does_not_end_the_sentence():
    text = "La salle est réservée. Tarif : Fr. 780.–, plus Fr. 120.– de nettoyage."
    assert cut(text, "Fr. 120.–", kept=["Fr. 780.–"]) == "La salle est réservée. Tarif : Fr. 780.–."


def test_a_sentence_boundary_inside_a_kept_value_is_no_boundary():
    text = "Wir danken Ihnen. Preis: CHF 780.–; Anzahlung 10. Mai: CHF 200.–."
    assert cut(text, "CHF 200.–", kept=["CHF 780.–"]) == "Wir danken Ihnen. Preis: CHF 780.–."


def test_a_numbered_list_line_goes_with_its_number():
    text = "Gerne bestätigen wir:\n1. Atelier 3\n2. Total CHF 1'080.–\n3. Anzahlung CHF 300.–\nFreundliche Grüsse"
    assert cut(text, "CHF 300.–", kept=["Atelier 3", "CHF 1'080.–"]) == (
        "Gerne bestätigen wir:\n1. Atelier 3\n2. Total CHF 1'080.–\nFreundliche Grüsse"
    )


def test_a_clause_in_brackets_ends_at_the_closing_bracket():
    text = "The lunch (CHF 45.00 per person, CHF 1,080.00 in total; deposit CHF 200.00) is booked."
    assert cut(text, "CHF 200.00", kept=["CHF 45.00", "CHF 1,080.00"]) == (
        "The lunch (CHF 45.00 per person, CHF 1,080.00 in total) is booked."
    )


def test_a_bracket_without_other_facts_goes_whole():
    text = "Miete: CHF 1'250.– (zuzüglich CHF 200.– Reinigung). Danke!"
    assert cut(text, "CHF 200.–", kept=["CHF 1'250.–"]) == "Miete: CHF 1'250.–. Danke!"


def test_a_bracketed_time_goes_with_its_bracket():
    text = "Wir erwarten Sie um 19 Uhr (Apéro ab 18 Uhr) im Alpenblick."
    assert (
        cut(text, "18 Uhr", kept=["19 Uhr", "Alpenblick"])
        == "Wir erwarten Sie um 19 Uhr im Alpenblick."
    )


@pytest.mark.parametrize(
    ("text", "lang", "expected"),
    [
        (
            "We can host you on 8 August 2027 or on 9 August 2027.",
            "en",
            "We can host you on 8 August 2027.",
        ),
        (
            "We can host you on 8 August 2027 or on 9 August 2027 or on 10 August 2027.",
            "en",
            "We can host you on 8 August 2027.",
        ),
        (
            "Wir haben am 8. August 2027 oder am 9. August 2027 Platz.",
            "de",
            "Wir haben am 8. August 2027 Platz.",
        ),
        (
            "Nous pouvons vous recevoir le 8 août 2027 ou le 9 août 2027.",
            "fr",
            "Nous pouvons vous recevoir le 8 août 2027.",
        ),
        (
            "Possiamo ospitarvi l'8 agosto 2027 o il 9 agosto 2027.",
            "it",
            "Possiamo ospitarvi l'8 agosto 2027.",
        ),
    ],
)
def test_an_invented_alternative_goes_with_the_conjunction_that_joins_it(text, lang, expected):
    facts = HardFacts.model_validate({"dates": [{"value": "2027-08-08"}]})
    assert repair(facts, text, locale=lang).text == expected


def test_a_conjunction_that_joins_clauses_stays():
    facts = HardFacts.model_validate({"dates": [{"value": "2027-08-08"}]})
    text = "Your room is free and on 9 August 2027 we host you on 8 August 2027."
    assert (
        repair(facts, text, locale="en").text
        == "Your room is free and we host you on 8 August 2027."
    )


def spans_of(text, words):
    """The spans of `words` in `text`, each found after the one before."""
    spans, at = [], 0
    for word in words:
        at = text.index(word, at)
        spans.append((at, at + len(word)))
        at += len(word)
    return spans


@pytest.mark.parametrize(
    ("text", "invented", "names", "values", "expected"),
    [
        # The sentence holds only names besides the invented one: it goes whole.
        (
            "We offer Salon Rose. Salon Rose has a stage. See you soon!",
            "stage",
            ["Salon Rose", "Salon Rose"],
            [],
            "We offer Salon Rose. See you soon!",
        ),
        (
            "Wir bieten Ihnen den Salon Rose an. Der Salon Rose verfügt über eine Bühne.",
            "Bühne",
            ["Salon Rose", "Salon Rose"],
            [],
            "Wir bieten Ihnen den Salon Rose an.",
        ),
        (
            "Nous vous proposons le Salon Rose. Le Salon Rose offre une scène.",
            "scène",
            ["Salon Rose", "Salon Rose"],
            [],
            "Nous vous proposons le Salon Rose.",
        ),
        # With other facts, the name as the sentence's object still takes the sentence ...
        (
            "Il 4 giugno 2027 la Sala Blu per 30 persone offre un palco. A presto!",
            "palco",
            ["Sala Blu"],
            ["4 giugno 2027", "30"],
            "A presto!",
        ),
        # ... and after a preposition only its phrase goes.
        (
            "On 4 June 2027 we hold 3 workshops in the Forum.",
            "Forum",
            [],
            ["4 June 2027", "3"],
            "On 4 June 2027 we hold 3 workshops.",
        ),
    ],
)
def test_a_name_that_closes_its_sentence_takes_it_when_nothing_else_must_stay(
    text, invented, names, values, expected
):
    name_spans = spans_of(text, names)
    kept = sorted(name_spans + spans_of(text, values))
    start = text.rindex(invented)
    span = removal_span(text, (start, start + len(invented)), kept, name=True, names=name_spans)
    assert tidy_join(text[: span[0]] + text[span[1] :], span[0]) == expected
