"""Claims an answer makes that its draft does not: found in four languages, cut or beyond repair."""

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safety.claims import claims_checked, invented_claims
from safety.correct import repair
from safety.facts import HardFacts
from safety.patterns import TextTooComplex
from safety.sandwich import sandwich
from safety.venue import VenueCatalog

DRAFT = (
    "Hello,\n\n"
    "Thank you for your enquiry for Tuesday, 8 August 2028, from 18:00 to 22:00, for 30 "
    "participants.\n\n"
    "Unfortunately, Salon Rose is not available for your event. Instead, we can offer you:\n"
    "- Punkt.Null (up to 30 people): CHF 900.00\n"
    "Prices exclude VAT.\n\n"
    "Here is our quote for Punkt.Null:\n"
    "- Punkt.Null: CHF 900.00\n"
    "VAT 8.1%: CHF 72.90\n"
    "Total incl. VAT: CHF 972.90\n\n"
    "Kind regards"
)
FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2028-08-08"}],
        "times": [{"value": "18:00"}, {"value": "22:00"}],
        "rooms": [{"value": "Punkt.Null"}, {"value": "Salon Rose"}],
        "amounts": [
            {"value": "900.00", "subject": "Punkt.Null"},
            {"value": "72.90"},
            {"value": "972.90"},
        ],
        "counts": [{"value": 30}],
    }
)
CATALOG = VenueCatalog(rooms=("Punkt.Null", "Salon Rose", "Dachterrasse"))
ROOMS = ("Punkt.Null", "Salon Rose")


def with_sentence(sentence: str, draft: str = DRAFT) -> str:
    """The draft with `sentence` closing its first paragraph of text, as an LLM adds one."""
    at = draft.index("participants.") + len("participants.")
    return f"{draft[:at]} {sentence}{draft[at:]}"


def kinds(answer: str, draft: str = DRAFT) -> list[tuple[str, str]]:
    return [(claim.kind, claim.found) for claim in invented_claims(answer, draft, ROOMS)]


def checked(answer: str):
    return claims_checked(
        repair(FACTS, answer, locale="en", catalog=CATALOG), DRAFT, FACTS, catalog=CATALOG
    )


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("You get 50 % off.", [("percentage", "50 %"), ("discount", "50 % off")]),
        ("Sie zahlen 10 Prozent weniger.", [("percentage", "10 Prozent"), ("discount", "10 Prozent weniger")]),
        ("A cleaning fee of CHF 80 applies.", [("fee", "fee")]),
        ("Es fällt eine Bearbeitungsgebühr an.", [("fee", "Bearbeitungsgebühr")]),
        ("Des frais de dossier s'appliquent.", [("fee", "frais")]),
        ("È previsto un supplemento.", [("fee", "supplemento")]),
        ("Please reply no later than Friday.", [("deadline", "no later than")]),
        ("Bitte antworten Sie spätestens morgen.", [("deadline", "spätestens")]),
        ("Merci de répondre au plus tard lundi.", [("deadline", "au plus tard")]),
        ("Risponda entro e non oltre venerdì.", [("deadline", "entro e non oltre")]),
        ("We grant you a discount on the room.", [("discount", "discount")]),
        ("Als Stammkunde erhalten Sie einen Treuerabatt.", [("discount", "Treuerabatt")]),
        ("Nous vous accordons une remise.", [("discount", "remise")]),
        ("Le concediamo uno sconto del 30%.", [("discount", "sconto"), ("percentage", "30%")]),
        ("Parking is free of charge.", [("free", "free of charge")]),
        ("We include free parking.", [("free", "free parking")]),
        ("Die Getränke sind kostenlos.", [("free", "kostenlos")]),
        ("Le champagne est offert.", [("free", "offert")]),
        ("Le bevande sono gratuite.", [("free", "gratuite")]),
        ("No deposit is required.", [("deposit", "deposit")]),
        ("Eine Anzahlung ist nicht nötig.", [("deposit", "Anzahlung")]),
        ("Un acompte de 30 % est dû.", [("deposit", "acompte"), ("percentage", "30 %")]),
        ("Non è richiesto alcun acconto.", [("deposit", "acconto")]),
        ("Your booking is confirmed.", [("confirmation", "confirmed")]),
        ("Ihre Buchung ist garantiert.", [("confirmation", "garantiert")]),
        ("Votre réservation est garantie.", [("confirmation", "garantie")]),
        ("Siamo lieti di confermarle la prenotazione.", [("confirmation", "confermarle")]),
        ("Welcome to Hotel Bellevue.", [("venue", "Hotel Bellevue")]),
        ("Bienvenue à l'Hôtel Bellevue.", [("venue", "Hôtel Bellevue")]),
        ("Please quote [[ABC-KILO]].", [("code", "[[ABC-KILO]]")]),
        ("Please quote ABC-KILO.", [("code", "ABC-KILO")]),
        ("The rate is ＣＨＦ　１００.", [("disguise", "ＣＨＦ　１００.")]),
        ("The rate is CHF 1\u200b00.", [("disguise", "1\u200b00.")]),
        ("Book Sаlon Rose.", [("disguise", "Sаlon")]),  # a Cyrillic а
        ("Here are my instructions.", [("instructions", "instructions")]),
        ("I only rephrase the draft.", [("instructions", "rephrase"), ("instructions", "draft")]),
        ("Ich wiederhole meine Systemnachricht.", [("instructions", "Systemnachricht")]),
        ("Voici mes consignes.", [("instructions", "consignes")]),
        ("Ecco le mie istruzioni.", [("instructions", "istruzioni")]),
    ],
)
def test_a_claim_the_draft_does_not_make_is_found(sentence, found):
    assert kinds(with_sentence(sentence)) == found


@pytest.mark.parametrize(
    "sentence",
    [
        "It is a pleasure to help you.",
        "The following rooms are free for you.",
        "Punkt.Null is free on that evening.",
        "We can confirm that Punkt.Null is available for you.",
        "Gerne bestätigen wir Ihnen, dass der Raum Punkt.Null frei ist.",
        "Nous confirmons que Punkt.Null est disponible.",
        "Salon Rose is already booked, but Punkt.Null is free for your event.",
        "Sadly Salon Rose is not free that evening.",
        "VAT is 8.1 %.",
        "Gerne bestätigen wir Ihnen, dass der Raum Punkt.Null am Dienstag, 8. August 2028, von "
        "18:00 bis 22:00 Uhr für Ihre 30 Personen frei ist.",
        "Gerne bestätigen wir, dass Punkt.Null inkl. Technik frei ist.",
        "Punkt.Null has step-free access.",
        "Punkt.Null is free too.",
        "Gerne senden wir Ihnen eine Offerte.",
    ],
)
def test_what_the_draft_says_in_other_words_is_no_claim(sentence):
    assert kinds(with_sentence(sentence)) == []


def test_a_kind_of_claim_the_draft_makes_itself_is_no_claim():
    draft = with_sentence("A deposit of CHF 100.00 is due with a discount of CHF 20.00.")

    assert kinds(with_sentence("The deposit and the discount stay as agreed.", draft), draft) == []


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("Good news: Salon Rose is available for your event.", "available"),
        ("Salon Rose is yours tonight.", "yours"),
        ("Gute Nachricht: Der Raum Salon Rose ist verfügbar.", "verfügbar"),
        ("La salle Salon Rose est libre.", "libre"),
        ("La sala Salon Rose è disponibile.", "disponibile"),
        ("We are pleased to confirm Salon Rose for you.", "confirm"),
    ],
)
def test_a_room_the_draft_calls_taken_is_not_available_in_the_answer(sentence, found):
    assert ("availability", found) in kinds(with_sentence(sentence))


def test_a_statement_without_a_fact_goes_with_its_sentence():
    result = checked(with_sentence("We are glad to grant you a discount of 50 %."))

    assert result.beyond_repair is False
    assert result.repair.text == DRAFT
    assert result.repair.final.ok
    found = [issue.found for issue in result.repair.report.issues]
    assert found == ["discount", "50 %"]
    assert all(
        issue.type == "claim" and issue.kind == "invented" for issue in result.repair.report.issues
    )


def test_a_token_goes_with_the_smallest_unit_that_keeps_the_facts():
    answer = DRAFT.replace("- Punkt.Null: CHF 900.00", "- Punkt.Null [[ABC-KILO]]: CHF 900.00")

    result = checked(answer)

    assert result.beyond_repair is False
    assert result.repair.text == DRAFT


def test_a_claim_that_takes_a_fact_with_it_is_beyond_repair():
    answer = DRAFT.replace(
        "Unfortunately, Salon Rose is not available for your event.",
        "Good news: Salon Rose is available for your event.",
    )

    result = checked(answer)

    assert result.beyond_repair is True
    assert [issue.found for issue in result.repair.report.issues] == ["available"]
    assert "Salon Rose" not in result.repair.text  # its sentence went, and the room with it


@pytest.mark.parametrize(
    "paragraph",
    [
        "Welcome to Hotel Bellevue, where we will be delighted to host you.",
        "Of course, here are my instructions: rephrase the draft and copy every marker.",
    ],
)
def test_an_answer_for_another_house_or_about_its_instructions_is_beyond_repair(paragraph):
    result = checked(with_sentence(paragraph))

    assert result.beyond_repair is True


def test_the_same_claim_written_often_is_one_issue():
    result = checked(with_sentence("The draft, the draft and the draft."))

    assert [issue.found for issue in result.repair.report.issues] == ["draft"]


def test_an_answer_without_claims_is_left_as_it_is():
    repaired = repair(FACTS, DRAFT, locale="en", catalog=CATALOG)

    result = claims_checked(repaired, DRAFT, FACTS, catalog=CATALOG)

    assert result.repair is repaired
    assert result.claims == () and result.beyond_repair is False


@pytest.mark.parametrize(
    "flood",
    [
        "free " * 20_000,
        "[" * 100_000,
        "a" * 100_000 + "rabatt",
        "аa" * 50_000,
        "\u200b" * 100_000,
        "Salon Rose, " * 8_000,
        "Salon Rose " * 9_000,
        "confirm " * 12_000,
    ],
    ids=["free", "brackets", "letters", "scripts", "zero-width", "room-clauses", "room", "confirm"],
)
def test_hostile_answers_are_read_in_bounded_time(flood):
    started = time.process_time()
    try:
        invented_claims(flood, DRAFT, ROOMS)
    except TextTooComplex:
        pass  # a scan that hit its time limit: the sandwich treats the text as unreadable
    assert time.process_time() - started < 5.0


def test_an_answer_full_of_claims_is_beyond_repair_without_cutting_each():
    answer = with_sentence("Salon Rose is available, with free parking. " * 2_000)

    started = time.process_time()
    result = checked(answer)

    assert result.beyond_repair is True
    assert len(result.claims) > 1_000
    assert time.process_time() - started < 5.0


def test_the_sandwich_asks_again_naming_the_claim_and_sends_the_draft_when_it_stays():
    asked = []

    def obeying_llm(masked_draft, feedback):
        asked.append(feedback)
        return masked_draft.replace(
            "Unfortunately, ", "We are pleased to confirm your booking. Unfortunately, "
        ).replace("is not available", "is available")

    outcome = sandwich(FACTS, DRAFT, [(room, "room") for room in ROOMS], obeying_llm, lang="en")

    assert outcome.fallback is True and outcome.text == DRAFT
    assert asked[0] is None
    assert {issue.found for issue in asked[1].issues} == {"confirm", "available"}


@pytest.mark.parametrize("sentence", ["The rental fee is included.", "Please reply no later than Friday."])
def test_fees_and_deadlines_are_cut_only_when_asked_for(sentence):
    answer = with_sentence(sentence)
    repaired = repair(FACTS, answer, locale="en", catalog=CATALOG)
    assert claims_checked(repaired, DRAFT, FACTS, catalog=CATALOG).claims == ()
    asked = claims_checked(repaired, DRAFT, FACTS, catalog=CATALOG, kinds=["fee", "deadline"])
    assert len(asked.claims) == 1 and sentence not in asked.repair.text


# -- contacts: URLs, e-mail addresses, phone numbers -----------------------------------------------

# A host label begins with a letter: "1.1.00" is a date before it is a host name.
_LABEL = st.from_regex(r"[a-z](?:[a-z0-9-]{0,10}[a-z0-9])?", fullmatch=True)
_TLD = st.from_regex(r"[a-z]{2,8}", fullmatch=True)
_PATH = st.from_regex(r"(?:/[A-Za-z0-9_-]{1,10}){0,3}(?:\?[a-z]{1,5}=[A-Za-z0-9]{1,8})?", fullmatch=True)


@st.composite
def urls(draw) -> str:
    host = ".".join(draw(st.lists(_LABEL, min_size=1, max_size=3))) + "." + draw(_TLD)
    opening = draw(st.sampled_from(["https://", "http://", "HTTPS://", "ftp://", "www.", ""]))
    path = draw(_PATH)
    if opening == "" and not path:
        path = "/"  # a bare host with a path reads as an address in any sentence
    return f"{opening}{host}{path}"


@st.composite
def emails(draw) -> str:
    local = draw(st.from_regex(r"[A-Za-z](?:[A-Za-z0-9._+-]{0,12}[A-Za-z0-9])?", fullmatch=True))
    domain = ".".join(draw(st.lists(_LABEL, min_size=1, max_size=2))) + "." + draw(_TLD)
    return f"{local}@{domain}"


def _digits(draw, count: int) -> str:
    return "".join(draw(st.lists(st.sampled_from("0123456789"), min_size=count, max_size=count)))


@st.composite
def phones(draw) -> str:
    """A phone number in one of the international or Swiss national forms."""
    area = draw(st.sampled_from(["21", "22", "31", "44", "58", "61", "76", "77", "78", "79", "91"]))
    a, b, c = _digits(draw, 3), _digits(draw, 2), _digits(draw, 2)
    sep = draw(st.sampled_from([" ", "\u00a0", ".", "-", "/", ""]))
    form = draw(st.sampled_from(["+41", "0041", "+41 (0)", "national", "service", "foreign"]))
    if form == "national":
        return f"0{area}{sep}{a}{sep}{b}{sep}{c}"
    if form == "service":
        return f"0{draw(st.sampled_from(['800', '840', '842', '848', '900']))} {a} {_digits(draw, 3)}"
    if form == "foreign":
        country = draw(st.sampled_from(["+49", "+33", "+39", "+43", "+1", "+44", "0049", "+423"]))
        return f"{country} {_digits(draw, 2)} {_digits(draw, draw(st.integers(5, 8)))}"
    if form == "+41 (0)":
        return f"+41 (0){area} {a} {b} {c}"
    return f"{form} {area} {a} {b} {c}"


CONTACT_SENTENCES = [
    "For a faster answer, write to {}.",
    "Bitte melden Sie sich unter {} bei uns.",
    "Vous pouvez aussi réserver via {} directement.",
    "Per informazioni: {}",
]
CONTACTS = {"url": urls(), "email": emails(), "phone": phones()}


@pytest.mark.parametrize("kind", CONTACTS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_contact_the_draft_does_not_give_is_cut_with_its_sentence(kind, data):
    contact = data.draw(CONTACTS[kind])
    sentence = data.draw(st.sampled_from(CONTACT_SENTENCES)).format(contact)

    result = checked(with_sentence(sentence))

    assert result.beyond_repair is False
    assert result.repair.text == DRAFT  # the sentence went, and nothing else
    assert result.repair.final.ok
    assert [issue.found for issue in result.repair.report.issues] == [contact]


@pytest.mark.parametrize("kind", CONTACTS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_contact_the_draft_gives_is_kept(kind, data):
    contact = data.draw(CONTACTS[kind])
    draft = DRAFT.replace("Kind regards", f"Questions? {contact}\n\nKind regards")
    answer = with_sentence(
        data.draw(st.sampled_from(CONTACT_SENTENCES)).format(contact), draft=draft
    )

    assert [claim for claim in invented_claims(answer, draft, ROOMS) if claim.kind == kind] == []


@pytest.mark.parametrize(
    ("drafted", "written"),
    [
        ("+41 44 123 45 67", "044 123 45 67"),
        ("044 123 45 67", "0041 44 123 45 67"),
        ("+41 (0)44 123 45 67", "044/123.45.67"),
        ("https://www.example.ch/booking", "https://www.Example.ch/booking"),
        ("Office@Example.ch", "office@example.ch"),
    ],
)
def test_a_contact_the_draft_gives_in_another_form_is_kept(drafted, written):
    draft = DRAFT.replace("Kind regards", f"Questions? {drafted}\n\nKind regards")

    assert invented_claims(with_sentence(f"Reach us at {written}.", draft=draft), draft, ROOMS) == []


@pytest.mark.parametrize(
    "sentence",
    [
        "We look forward to seeing you at Punkt.Null on 08.08.2028 at 18:00.",
        "The price is CHF 1'200.00, i.e. CHF 1200.00, e.g. for 30 people.",
        "Sie erhalten z.B. Wasser, u.a. auch Kaffee, ca. 30 Tassen.",
        "Le 08.08.2028 de 18h00 à 22h00, soit 4 heures.",
        "Dalle 18.00 alle 22.00 del 8.8.2028.",
        "Reference 2028-08-08 18:00-22:00, 30 participants, room 1/2.",
    ],
)
def test_dates_times_prices_and_abbreviations_are_no_contacts(sentence):
    assert [
        claim for claim in invented_claims(with_sentence(sentence), DRAFT, ROOMS)
        if claim.kind in CONTACTS
    ] == []
