"""Money amounts: every written form, the per-person flag, and the numbers that are no amounts."""

import json
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from safety.recognizers.amounts import recognize_amounts


def only_amount(text: str):
    mentions = recognize_amounts(text)
    assert len(mentions) == 1, mentions
    return mentions[0]


@pytest.mark.parametrize(
    ("text", "span", "value"),
    [
        ("Total: CHF 1250.", "CHF 1250", "1250"),
        ("Total: CHF 1'250.00.", "CHF 1'250.00", "1250.00"),
        ("Gesamtpreis CHF 1’250.–.", "CHF 1’250.–", "1250"),
        ("Gesamtpreis CHF 1'250.- inkl. MwSt.", "CHF 1'250.-", "1250"),
        ("pour un total de 1 250,00 CHF.", "1 250,00 CHF", "1250.00"),
        ("pour un total de 1\u202f250,00\u00a0CHF.", "1\u202f250,00\u00a0CHF", "1250.00"),
        ("Gesamtbetrag 1.980,00 CHF", "1.980,00 CHF", "1980.00"),
        ("The quoted total is CHF 4,375.00 including service.", "CHF 4,375.00", "4375.00"),
        ("Die Raummiete beträgt Fr. 45.", "Fr. 45", "45"),
        ("Der Preis beträgt Fr. 1980.-", "Fr. 1980.-", "1980"),
        ("Preis SFr. 45 netto", "SFr. 45", "45"),
        ("It comes to 1,250 Swiss francs.", "1,250 Swiss francs", "1250"),
        ("2900 Swiss francs in total", "2900 Swiss francs", "2900"),
        ("kostet insgesamt 1176 Franken.", "1176 Franken", "1176"),
        ("au prix de 45 francs.", "45 francs", "45"),
        ("au prix de 45 francs suisses.", "45 francs suisses", "45"),
        ("costa in totale 2'250 franchi.", "2'250 franchi", "2250"),
        ("costa 45 franchi svizzeri.", "45 franchi svizzeri", "45"),
        ("Le montant total est de 3 850 CHF.", "3 850 CHF", "3850"),
        ("Total CHF3.04", "CHF3.04", "3.04"),
        ("Total: chf 45", "chf 45", "45"),
    ],
)
def test_recognizes_swiss_franc_forms(text: str, span: str, value: str) -> None:
    mention = only_amount(text)
    assert (mention.text, mention.value, mention.currency) == (span, Decimal(value), "CHF")
    assert text[mention.start : mention.end] == mention.text


@pytest.mark.parametrize(
    ("text", "value", "currency"),
    [
        ("EUR 20", "20", "EUR"),
        ("EUR29,99", "29.99", "EUR"),
        ("20€", "20", "EUR"),
        ("20 euros", "20", "EUR"),
        ("20 Euro", "20", "EUR"),
        ("$10", "10", "USD"),
        ("10$", "10", "USD"),
        ("$10,000", "10000", "USD"),
        ("$10K", "10000", "USD"),
        ("US$ 3.14", "3.14", "USD"),
        ("3.14US$", "3.14", "USD"),
        ("USD3.14", "3.14", "USD"),
        ("10 000 dollars", "10000", "USD"),
        ("10 000,00 $", "10000.00", "USD"),
        ("£10", "10", "GBP"),
        ("GBP 3,01", "3.01", "GBP"),
    ],
)
def test_recognizes_other_currencies(text: str, value: str, currency: str) -> None:
    mention = only_amount(text)
    assert (mention.value, mention.currency) == (Decimal(value), currency)


@pytest.mark.parametrize(
    ("text", "span", "lang"),
    [
        ("The Apéro riche is CHF 45 per person.", "CHF 45", "en"),
        ("CHF 38 per head for 60 guests", "CHF 38", "en"),
        ("Der Apéro riche kostet CHF 23.– pro Person, total CHF 640.–.", "CHF 23.–", "de"),
        ("Apéro CHF 45.– p.P.", "CHF 45.–", None),
        ("Menu à Fr. 45.– par personne", "Fr. 45.–", "fr"),
        ("Il Menu Classique costa CHF 85.– a persona.", "CHF 85.–", "it"),
        ("Menu CHF 45/Person", "CHF 45", None),
        ("Preis pro Person: CHF 45", "CHF 45", "de"),
        ("Prix par personne : CHF 45", "CHF 45", "fr"),
    ],
)
def test_per_person_words_set_the_flag_and_stay_outside_the_span(
    text: str, span: str, lang: str | None
) -> None:
    mention = recognize_amounts(text)[0]
    assert (mention.text, mention.per_person, mention.lang) == (span, True, lang)


def test_total_next_to_a_per_person_price_is_no_per_person_amount() -> None:
    mentions = recognize_amounts("CHF 90.– pro Person, für 70 Gäste also CHF 6'300.–.")
    assert [(m.value, m.per_person) for m in mentions] == [
        (Decimal("90"), True),
        (Decimal("6300"), False),
    ]


@pytest.mark.parametrize("text", ["CHF 15 per car", "CHF 25 per bottle", "CHF 200 per day"])
def test_other_per_words_are_no_per_person_price(text: str) -> None:
    assert only_amount(text).per_person is False


def test_fifty_cents_differ_from_zero_cents() -> None:
    assert only_amount("CHF 12'450.50").value == Decimal("12450.50")
    assert only_amount("CHF 3'450.00").value != Decimal("3450.50")
    assert only_amount("CHF 3'450.–").value == Decimal("3450")


@pytest.mark.parametrize(
    "text",
    [
        "Der Preis beträgt 1250.",
        "incl. 8.1% VAT",
        "inkl. 8,1 % MwSt.",
        "A 30% deposit is due within 10 days.",
        "Call us on +41 41 555 27 80.",
        "Haldenstrasse 12, 6006 Luzern",
        "reference EV-2026-1016",
        "Buchungsnummer 2027-0408-17",
        "Booking #4711",
        "am 12.06.2026 um 18.30 Uhr",
        "from 14:00 to 17:30",
        "Forum 2 on the 3rd floor, garage P2",
        "open 24/7",
        "Öffnungszeiten Mo.–Fr. 9–17 Uhr",
        "Lieferung am Fr. 12.06. möglich",
        "Summe: CHF 1.250.50",
    ],
)
def test_numbers_without_a_currency_marker_are_no_amounts(text: str) -> None:
    assert recognize_amounts(text) == []


def test_a_marker_between_two_numbers_belongs_to_the_second() -> None:
    mention = only_amount("Preisliste 2026 CHF 300 pro Tag")
    assert (mention.text, mention.value) == ("CHF 300", Decimal("300"))


def test_amounts_come_in_text_order_without_overlap() -> None:
    text = "Total: CHF 1500.00, CHF 300.00 per person, deposit 500 CHF."
    mentions = recognize_amounts(text)
    assert [m.text for m in mentions] == ["CHF 1500.00", "CHF 300.00", "500 CHF"]
    assert all(a.end <= b.start for a, b in zip(mentions, mentions[1:], strict=False))


def test_currency_words_tell_the_language() -> None:
    assert [m.lang for m in recognize_amounts("45 Franken, 45 francs, 45 franchi, CHF 45")] == [
        "de",
        "fr",
        "it",
        None,
    ]


def _corpus(shared_dir: Path) -> list[dict]:
    lines = (shared_dir / "corpus" / "dev-verify.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line]


def test_clean_corpus_replies_state_exactly_their_amounts(shared_dir: Path) -> None:
    for case in _corpus(shared_dir):
        if not case["expect"]["ok"]:
            continue
        facts = case["facts"].get("amounts", [])
        found = {m.value for m in recognize_amounts(case["text"])}
        required = {Decimal(f["value"]) for f in facts if f.get("required", True)}
        assert required <= found <= {Decimal(f["value"]) for f in facts}, case["id"]


def test_corpus_hard_cases(shared_dir: Path) -> None:
    texts = {case["id"]: case["text"] for case in _corpus(shared_dir)}
    # ".00" written for ".50"
    assert [m.value for m in recognize_amounts(texts["dev-015"])] == [Decimal("3450.00")]
    # per-person price wrong while the total is right
    assert [(m.text, m.per_person) for m in recognize_amounts(texts["dev-010"])] == [
        ("CHF 36", True),
        ("CHF 1'755.00", False),
    ]
    assert [m.text for m in recognize_amounts(texts["dev-125"])] == ["3 510 CHF"]
    # distractors: percentages, phone numbers, postcodes, references
    for case_id in ("dev-009", "dev-021", "dev-036", "dev-058", "dev-066", "dev-139", "dev-144"):
        assert len(recognize_amounts(texts[case_id])) == 1, case_id


@given(st.text(alphabet=st.sampled_from(list("0123456789 '’.,-–CHFr$€£kpPerson/")), max_size=80))
def test_never_raises_and_spans_slice_to_the_text(text: str) -> None:
    for mention in recognize_amounts(text):
        assert text[mention.start : mention.end] == mention.text


@given(st.text(max_size=200))
def test_never_raises_on_any_text(text: str) -> None:
    for mention in recognize_amounts(text):
        assert text[mention.start : mention.end] == mention.text


def test_long_digit_runs_scan_in_time() -> None:
    text = "1'" * 3000 + " CHF " + "9" * 5000 + " 1 2 3 4 5" * 1000
    assert isinstance(recognize_amounts(text), list)  # TextTooComplex would be raised


# A whole amount and its hundredths, every currency marker the recognizer knows on either side,
# every hundredths word allowed for the currency, joined with or without "and" in four languages.
_HUNDREDTHS_CASES = [
    (before, after, join, word, currency)
    for before, after, currency in [
        ("CHF ", "", "CHF"),
        ("", " CHF", "CHF"),
        ("", " Franken", "CHF"),
        ("Fr. ", "", "CHF"),
        ("$", "", "USD"),
        ("", " dollars", "USD"),
        ("US$ ", "", "USD"),
        ("", " USD", "USD"),
        ("€", "", "EUR"),
        ("", " euros", "EUR"),
        ("£", "", "GBP"),
        ("", " GBP", "GBP"),
    ]
    for join in ("", "and ", "und ", "et ", "e ")
    for word in ("cents", "centimes", "centesimi", "Rappen", "pence")
    if word not in ("Rappen", "pence")
    or (word == "Rappen") == (currency == "CHF")
    and (word == "pence") == (currency == "GBP")
]


@pytest.mark.parametrize(("before", "after", "join", "word", "currency"), _HUNDREDTHS_CASES)
def test_an_amount_and_its_hundredths_are_one_amount(before, after, join, word, currency) -> None:
    written = f"{before}27{after} {join}5 {word}"
    mention = only_amount(f"Le total est de {written} par jour, salle 12.")
    assert (mention.text, mention.value, mention.currency) == (written, Decimal("27.05"), currency)


@pytest.mark.parametrize(
    ("text", "written", "value"),
    [
        # a second amount, not the hundredths of the first
        ("CHF 12.50 plus 50 Rappen Gebühr", "CHF 12.50", "12.50"),
        ("CHF 12.50 and 30 cents", "CHF 12.50", "12.50"),  # the first has its hundredths
        ("CHF 20, 50 cents each", "CHF 20", "20"),
        ("£3 and 5 Rappen", "£3", "3"),  # Rappen are no hundredths of a pound
    ],
)
def test_hundredths_join_only_a_whole_amount_of_their_currency(text, written, value) -> None:
    assert [(m.text, m.value) for m in recognize_amounts(text)] == [(written, Decimal(value))]


def test_a_count_of_hundredths_is_never_the_whole_amount() -> None:
    [mention] = recognize_amounts("The fee is 3 CHF 4 cents per guest.")
    assert (mention.value, mention.per_person) == (Decimal("3.04"), True)


@pytest.mark.parametrize(
    ("text", "value", "currency"),
    [("US$4.7 billion", "4700000000.00", "USD"), ("Sfr. 1,5 Mio.", "1500000.00", "CHF")],
)
def test_every_currency_marker_takes_a_scale_word(text, value, currency) -> None:
    mention = only_amount(text)
    assert (mention.text, mention.value, mention.currency) == (text, Decimal(value), currency)


@pytest.mark.parametrize(
    ("text", "value", "currency"),
    [
        ("CHF4.9m", "4900000.00", "CHF"),  # CLDR's compact en_GB forms
        ("€3.5m", "3500000.00", "EUR"),
        ("CHF4.9bn", "4900000000.00", "CHF"),
        ("3,5 M CHF", "3500000.00", "CHF"),  # fr_CH
        ("3.5 Mln CHF", "3500000.00", "CHF"),  # it_CH
        ("4,9 Md €", "4900000000.00", "EUR"),  # fr_CH
    ],
)
def test_compact_forms_are_scaled(text, value, currency) -> None:
    mention = only_amount(f"The figure is {text} in all.")
    assert (mention.text, mention.value, mention.currency) == (text, Decimal(value), currency)


@pytest.mark.parametrize("text", ["CHF 5 m wide", "EUR 2 b"])
def test_a_lower_case_letter_after_a_space_is_no_scale(text) -> None:
    assert only_amount(f"It is {text}.").text == text.split()[0] + " " + text.split()[1]
