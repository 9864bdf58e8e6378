"""Claims an answer makes that its draft does not: found in four languages, cut or beyond repair."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safety.claims import claims_checked, invented_claims
from safety.correct import repair
from safety.facts import HardFacts
from safety.sandwich import sandwich
from safety.venue import VenueCatalog, VenueDetails

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
        (
            "Sie zahlen 10 Prozent weniger.",
            [("percentage", "10 Prozent"), ("discount", "10 Prozent weniger")],
        ),
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
    ("flood", "kinds"),
    [
        ("free " * 20_000, {"free"}),
        ("[" * 100_000, set()),
        ("a" * 100_000 + "rabatt", {"discount"}),
        ("аa" * 50_000, {"disguise"}),
        ("\u200b" * 100_000, {"disguise"}),
        ("Salon Rose, " * 8_000, set()),
        ("Salon Rose " * 9_000, set()),
        ("confirm " * 12_000, {"confirmation"}),
    ],
    ids=["free", "brackets", "letters", "scripts", "zero-width", "room-clauses", "room", "confirm"],
)
def test_hostile_answers_are_read_whole(flood, kinds, monkeypatch):
    # How long each takes is a figure of `python -m bench.hostile_input`, not a timed test: the
    # scans' time limit is lifted and the reading checked.
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 600.0)

    assert {claim.kind for claim in invented_claims(flood, DRAFT, ROOMS)} == kinds


def test_an_answer_full_of_claims_is_beyond_repair_without_cutting_each():
    answer = with_sentence("Salon Rose is available, with free parking. " * 2_000)

    result = checked(answer)

    assert result.beyond_repair is True
    assert len(result.claims) > 1_000


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


@pytest.mark.parametrize(
    "sentence", ["The rental fee is included.", "Please reply no later than Friday."]
)
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
_PATH = st.from_regex(
    r"(?:/[A-Za-z0-9_-]{1,10}){0,3}(?:\?[a-z]{1,5}=[A-Za-z0-9]{1,8})?", fullmatch=True
)


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
        return (
            f"0{draw(st.sampled_from(['800', '840', '842', '848', '900']))} {a} {_digits(draw, 3)}"
        )
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

    assert (
        invented_claims(with_sentence(f"Reach us at {written}.", draft=draft), draft, ROOMS) == []
    )


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
        claim
        for claim in invented_claims(with_sentence(sentence), DRAFT, ROOMS)
        if claim.kind in CONTACTS
    ] == []


# -- claims about the offer, read against the venue's data ----------------------------------------
#
# The venue is the demo venue's catalog (fixtures/demo): each room's features and each feature's
# name in the four languages, as staff entered them. The sentences are frames filled with every
# offered room and every feature; what a frame must give follows from the data alone: a room that
# has the feature makes a true sentence, one that lacks it a wrong one.

import datetime as dt  # noqa: E402
import json  # noqa: E402
from decimal import Decimal  # noqa: E402
from pathlib import Path  # noqa: E402

from safety.claims import offer_claims  # noqa: E402
from safety.verify import verify  # noqa: E402
from verbalizer.plan import ReplyPlan, RoomOffer, Unavailable  # noqa: E402
from verbalizer.template import render  # noqa: E402

DEMO = Path(__file__).resolve().parents[2] / "fixtures" / "demo"
DEMO_ROOMS = json.loads((DEMO / "rooms.json").read_text(encoding="utf-8"))
DEMO_FEATURES = json.loads((DEMO / "features.json").read_text(encoding="utf-8"))
HAS = {room["name"]: tuple(room["features"]) for room in DEMO_ROOMS}
FEATURE_IN = {
    lang: {
        feature["name"]: next(
            (alias["text"] for alias in feature["aliases"] if alias["lang"] == lang),
            feature["name"],
        )
        for feature in DEMO_FEATURES
    }
    for lang in ("en", "de", "fr", "it")
}
VENUE = VenueCatalog(
    rooms=tuple(HAS),
    aliases={
        feature["name"]: tuple(alias["text"] for alias in feature["aliases"])
        for feature in DEMO_FEATURES
    },
    terms=tuple((feature["name"], "feature") for feature in DEMO_FEATURES),
    room_features=HAS,
)
OFFERED = ("Salon Rose", "Dachterrasse")


def offer_plan(lang: str, *, taken: tuple[Unavailable, ...] = ()) -> ReplyPlan:
    rates = {"Salon Rose": Decimal("1200.00"), "Dachterrasse": Decimal("1500.00")}
    return ReplyPlan(
        lang=lang,  # type: ignore[arg-type]
        date=dt.date(2028, 5, 20),
        start_time=dt.time(17, 0),
        end_time=dt.time(21, 0),
        participants=50,
        offers=tuple(RoomOffer(name, HAS_CAPACITY[name], rates[name]) for name in OFFERED),
        taken=tuple(why.name for why in taken),
        why_taken=taken,
    )


HAS_CAPACITY = {room["name"]: room["capacity_max"] for room in DEMO_ROOMS}
ROOM_HAS = {
    "en": ["{room} has a {feature}.", "{room} comes with {feature}.",
           "{room} is equipped with a {feature}."],
    "de": ["Der Raum {room} verfügt über {feature}.", "{room} bietet Ihnen {feature}.",
           "Im Raum {room} steht Ihnen {feature} zur Verfügung."],
    "fr": ["La salle {room} dispose de {feature}.", "{room} offre {feature}.",
           "La salle {room} est équipée de {feature}."],
    "it": ["La sala {room} dispone di {feature}.", "{room} offre {feature}.",
           "La sala {room} è dotata di {feature}."],
}  # fmt: skip
ROOM_LACKS = {
    "en": ["{room} has no {feature}.", "{room} comes without {feature}."],
    "de": ["Der Raum {room} hat keine {feature}.", "{room} ist ohne {feature}."],
    "fr": ["La salle {room} n'a pas de {feature}.", "{room} est sans {feature}."],
    "it": ["La sala {room} non ha {feature}.", "{room} è senza {feature}."],
}
A_ROOM_WITH = {
    "en": ["We have a room with {feature} for you.", "You can book a room with a {feature}."],
    "de": ["Wir haben einen Raum mit {feature} für Sie.", "Gerne bieten wir Ihnen einen Raum mit {feature}."],
    "fr": ["Nous avons une salle avec {feature} pour vous.", "Nous vous proposons une salle avec {feature}."],
    "it": ["Abbiamo una sala con {feature} per lei.", "Le proponiamo una sala con {feature}."],
}  # fmt: skip
LANGS = ("en", "de", "fr", "it")


def offer_kinds(lang: str, sentence: str, plan: ReplyPlan | None = None) -> list[tuple[str, str]]:
    plan = plan or offer_plan(lang)
    draft = render(plan)
    rooms = [room.value for room in plan.facts().rooms]
    return [(claim.kind, claim.found) for claim in offer_claims(sentence, draft, rooms, VENUE)]


@pytest.mark.parametrize("lang", LANGS)
def test_a_feature_said_of_an_offered_room_is_checked_against_its_features(lang):
    wrong, right = [], []
    for frame in ROOM_HAS[lang]:
        for room in OFFERED:
            for feature, written in FEATURE_IN[lang].items():
                sentence = frame.format(room=room, feature=written)
                found = offer_kinds(lang, sentence)
                if feature in HAS[room]:
                    right.append((sentence, found))
                else:
                    wrong.append((sentence, found))
    assert wrong and right
    assert [
        (sentence, found) for sentence, found in wrong if [k for k, _ in found] != ["feature"]
    ] == []
    assert [(sentence, found) for sentence, found in right if found] == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_feature_a_room_is_said_to_lack_is_no_claim(lang):
    said = [
        (
            frame.format(room=room, feature=written),
            offer_kinds(lang, frame.format(room=room, feature=written)),
        )
        for frame in ROOM_LACKS[lang]
        for room in OFFERED
        for written in FEATURE_IN[lang].values()
    ]
    assert [(sentence, found) for sentence, found in said if found] == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_room_with_a_feature_no_offered_room_has_is_a_wrong_claim(lang):
    offered_features = {feature for room in OFFERED for feature in HAS[room]}
    for frame in A_ROOM_WITH[lang]:
        for feature, written in FEATURE_IN[lang].items():
            sentence = frame.format(feature=written)
            found = offer_kinds(lang, sentence)
            if feature in offered_features:
                assert found == [], sentence
            else:
                assert [kind for kind, _ in found] == ["feature"], sentence
                assert found[0][1].casefold() == written.casefold()


UNAVAILABLE = {
    "en": ["Unfortunately, {room} is not available on 20 May.", "{room} is fully booked that evening.",
           "I am afraid we cannot reserve {room} for you."],
    "de": ["Leider ist der Raum {room} am 20. Mai nicht verfügbar.", "Der Raum {room} ist an diesem Abend ausgebucht.",
           "Leider können wir den Raum {room} nicht für Sie reservieren."],
    "fr": ["Malheureusement, la salle {room} n'est pas disponible le 20 mai.", "La salle {room} est déjà réservée ce soir-là.",
           "Nous ne pouvons pas réserver la salle {room} pour vous.", "La salle {room} n'est plus libre ce soir-là."],
    "it": ["Purtroppo la sala {room} non è disponibile il 20 maggio.", "La sala {room} è già prenotata quella sera.",
           "Non possiamo prenotare la sala {room} per lei."],
}  # fmt: skip
REFUSED = {
    "en": ["I cannot book a room for you on 20 May.", "Unfortunately, no room is available on that day."],
    "de": ["Leider kann ich am 20. Mai keinen Raum für Sie reservieren.", "Leider ist an diesem Tag kein Raum frei."],
    "fr": ["Je ne peux pas réserver une salle pour vous le 20 mai.", "Malheureusement, aucune salle n'est disponible ce jour-là."],
    "it": ["Non posso prenotare una sala per lei il 20 maggio.", "Purtroppo nessuna sala è disponibile quel giorno."],
}  # fmt: skip
POLITE = {
    "en": ["Do not hesitate to book {room}.", "{room} is not booked yet: we look forward to your answer.",
           "{room} is available on 20 May."],
    "de": ["Zögern Sie nicht, den Raum {room} zu buchen.", "Der Raum {room} ist noch nicht reserviert.",
           "Der Raum {room} ist am 20. Mai frei."],
    "fr": ["N'hésitez pas à réserver la salle {room}.", "La salle {room} n'est pas encore réservée.",
           "De plus, la salle {room} est disponible."],
    "it": ["Non esiti a prenotare la sala {room}.", "La sala {room} non è ancora prenotata.",
           "La sala {room} è libera il 20 maggio.", "Ne saremo lieti di riservare la sala {room} per lei."],
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_an_offered_room_said_to_be_unavailable_is_a_wrong_claim(lang):
    for frame in UNAVAILABLE[lang]:
        for room in OFFERED:
            found = offer_kinds(lang, frame.format(room=room))
            assert [kind for kind, _ in found] == ["unavailable"], frame.format(room=room)


@pytest.mark.parametrize("lang", LANGS)
def test_a_booking_refused_while_rooms_are_offered_is_a_wrong_claim(lang):
    for sentence in REFUSED[lang]:
        assert [kind for kind, _ in offer_kinds(lang, sentence)] == ["unavailable"], sentence


@pytest.mark.parametrize("lang", LANGS)
def test_what_the_draft_says_is_taken_may_be_said_so(lang):
    """A room the database has booked, and a refusal without a room when the draft refuses one."""
    taken = (
        Unavailable("Punkt.Null", "booked", booked_from=dt.time(16), booked_until=dt.time(22)),
    )
    plan = offer_plan(lang, taken=taken)
    for frame in UNAVAILABLE[lang]:
        assert offer_kinds(lang, frame.format(room="Punkt.Null"), plan) == [], frame
    for sentence in REFUSED[lang]:
        assert offer_kinds(lang, sentence, plan) == [], sentence
        assert [kind for kind, _ in offer_kinds(lang, sentence)] == ["unavailable"]


@pytest.mark.parametrize("lang", LANGS)
def test_polite_and_true_words_about_an_offered_room_are_no_claim(lang):
    for frame in POLITE[lang]:
        for room in OFFERED:
            assert offer_kinds(lang, frame.format(room=room)) == [], frame.format(room=room)


def test_without_offered_rooms_or_room_features_nothing_is_read():
    asked = ReplyPlan(lang="en", date=dt.date(2028, 5, 20))  # asks for the time and group size
    assert render(asked)
    assert offer_kinds("en", "We cannot check availability before we know the time.", asked) == []
    plain = VenueCatalog(rooms=tuple(HAS))
    draft = render(offer_plan("en"))
    assert offer_claims("Salon Rose has a stage.", draft, list(OFFERED), plain) == []
    assert [
        c.kind for c in offer_claims("Salon Rose has a stage.", draft, list(OFFERED), VENUE)
    ] == ["feature"]


# Without the features as terms: verify would read a feature the facts do not name as invented.
OFFER_VENUE = VenueCatalog(rooms=VENUE.rooms, aliases=VENUE.aliases, room_features=HAS)


def offer_checked(lang: str, answer: str):
    plan = offer_plan(lang)
    facts = plan.facts()
    catalog = OFFER_VENUE
    return claims_checked(
        repair(facts, answer, locale=lang, catalog=catalog), render(plan), facts, catalog=catalog
    )


def after_first_sentence(draft: str, sentence: str) -> str:
    """The draft with `sentence` added after its first paragraph of text."""
    head, _, rest = draft.partition("\n\n")
    first, _, others = rest.partition("\n\n")
    return f"{head}\n\n{first} {sentence}\n\n{others}"


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_claim_about_the_offer_is_cut_with_its_sentence(lang):
    draft = render(offer_plan(lang))
    wrong = [
        A_ROOM_WITH[lang][0].format(feature=FEATURE_IN[lang]["stage"]),
        ROOM_HAS[lang][0].format(room="Salon Rose", feature=FEATURE_IN[lang]["LED wall"]),
        REFUSED[lang][0],
        UNAVAILABLE[lang][1].format(room="Dachterrasse"),
    ]
    for sentence in wrong:
        result = offer_checked(lang, after_first_sentence(draft, sentence))
        assert [claim.kind for claim in result.claims] in (["feature"], ["unavailable"]), sentence
        assert not result.beyond_repair
        assert result.repair.text == draft, sentence
        assert result.repair.final.ok
        assert ("invented", "claim") in [(i.kind, i.type) for i in result.repair.report.issues]


@pytest.mark.parametrize("lang", LANGS)
def test_true_claims_about_the_offer_go_through_unchanged(lang):
    draft = render(offer_plan(lang))
    true = [
        ROOM_HAS[lang][0].format(room="Salon Rose", feature=FEATURE_IN[lang]["projector"]),
        ROOM_HAS[lang][1].format(room="Dachterrasse", feature=FEATURE_IN[lang]["sound system"]),
        A_ROOM_WITH[lang][0].format(feature=FEATURE_IN[lang]["wheelchair access"]),
        ROOM_LACKS[lang][0].format(room="Dachterrasse", feature=FEATURE_IN[lang]["stage"]),
        POLITE[lang][0].format(room="Salon Rose"),
        POLITE[lang][2].format(room="Dachterrasse"),
    ]
    for answer in (draft, *(after_first_sentence(draft, sentence) for sentence in true)):
        result = offer_checked(lang, answer)
        assert result.claims == (), answer
        assert result.repair.text == answer


def test_a_wrong_claim_in_a_sentence_with_facts_is_beyond_repair():
    """Cutting "Salon Rose has a stage, for CHF 1,200.00" would take the room and its price."""
    draft = render(offer_plan("en"))
    answer = draft.replace(
        "- Salon Rose (up to 60 people): CHF 1,200.00",
        "- Salon Rose (up to 60 people), which has a stage: CHF 1,200.00",
    )
    assert answer != draft
    result = offer_checked("en", answer)
    assert [claim.kind for claim in result.claims] == ["feature"]
    assert result.beyond_repair


def test_offer_claims_stay_linear_on_a_flood_of_mentions():
    draft = render(offer_plan("en"))
    answer = "Salon Rose has a stage, no room is available, " * 2000
    found = offer_claims(answer, draft, list(OFFERED), VENUE)
    assert len(found) >= 2000


TAKEN = (
    Unavailable("Punkt.Null", "lacks", features=("stage", "sound system")),
    Unavailable("Seesicht", "booked", booked_from=dt.time(16), booked_until=dt.time(22)),
)
OPENERS = {"en": "Unfortunately, ", "de": "Leider ", "fr": "Malheureusement, ", "it": "Purtroppo "}


@pytest.mark.parametrize("lang", LANGS)
def test_the_drafts_sentences_about_taken_rooms_make_no_claim_however_opened(lang):
    """ "Leider verfügt der Raum Punkt.Null nicht über folgende Ausstattung: stage." says no before
    the colon: the feature after it is read with its sentence's negation."""
    plan = offer_plan(lang, taken=TAKEN)
    draft = render(plan)
    rooms = [room.value for room in plan.facts().rooms]
    assert draft.count(OPENERS[lang]) >= 2
    reworded = draft.replace(OPENERS[lang], "")
    assert reworded != draft
    for answer in (draft, reworded):
        assert offer_claims(answer, draft, rooms, VENUE) == [], answer
        result = claims_checked(
            repair(plan.facts(), answer, locale=lang, catalog=OFFER_VENUE), draft, plan.facts(),
            catalog=OFFER_VENUE,
        )  # fmt: skip
        assert result.claims == () and result.repair.text == answer


# Words for a feature that are neither its name nor an alias staff gave it: the hospitality
# lexicon's translations of its words. (lang, sentence, whether it is wrong: Dachterrasse has no
# projector, Salon Rose has a sound system.)
TRANSLATED = [
    ("de", "Der Raum Dachterrasse verfügt über einen Projektor.", True),
    ("fr", "La salle Dachterrasse dispose d'un vidéoprojecteur.", True),
    ("it", "La sala Dachterrasse dispone di un videoproiettore.", True),
    ("en", "Dachterrasse has a video projector.", True),
    ("it", "La sala Salon Rose dispone di un sistema audio.", False),
    ("de", "Der Raum Salon Rose hat eine Audioanlage.", False),
]


@pytest.mark.parametrize(("lang", "sentence", "wrong"), TRANSLATED)
def test_a_feature_is_known_by_the_lexicons_translations_of_its_words(lang, sentence, wrong):
    found = offer_kinds(lang, sentence)
    assert [kind for kind, _ in found] == (["feature"] if wrong else []), found


# A date written without its year is read in the facts' year: the right day passes, another day
# is a wrong date, never accepted because no year was written.
YEARLESS = {
    "en": ("on 20 May", "on 21 May"),
    "de": ("am 20. Mai", "am 21. Mai"),
    "fr": ("le 20 mai", "le 21 mai"),
    "it": ("il 20 maggio", "il 21 maggio"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_date_without_its_year_is_read_in_the_facts_year(lang):
    plan = offer_plan(lang)
    facts = plan.facts()
    right, wrong = YEARLESS[lang]
    draft = render(plan)
    good = verify(facts, after_first_sentence(draft, f"{right}."), locale=lang, catalog=OFFER_VENUE)
    bad = verify(facts, after_first_sentence(draft, f"{wrong}."), locale=lang, catalog=OFFER_VENUE)
    assert good.ok, good.issues
    # beside the draft's own "20 May 2028" it is a date no fact stands for
    assert [(i.kind, i.type, i.found) for i in bad.issues] == [
        ("invented", "date", wrong.split(" ", 1)[1])
    ]


IBANS = st.builds(
    lambda country, check, groups: f"{country}{check:02d} " + " ".join(groups),
    st.sampled_from(["CH", "DE", "FR", "IT", "LI"]),
    st.integers(2, 98),
    st.lists(st.text("0123456789", min_size=4, max_size=4), min_size=3, max_size=5),
)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(iban=IBANS, sentence=st.sampled_from(CONTACT_SENTENCES))
def test_an_iban_the_draft_does_not_give_is_cut_and_one_it_gives_is_kept(iban, sentence):
    result = checked(with_sentence(sentence.format(iban)))
    assert result.repair.text == DRAFT
    assert [issue.found for issue in result.repair.report.issues] == [iban]
    draft = DRAFT.replace("Kind regards", f"IBAN: {iban.replace(' ', '')}\n\nKind regards")
    answer = with_sentence(sentence.format(iban), draft=draft)
    assert [c for c in invented_claims(answer, draft, ROOMS) if c.kind == "iban"] == []


@pytest.mark.parametrize(
    "sentence",
    [
        "Please reply with your credit card number.",
        "Schicken Sie uns bitte Ihre Kreditkartennummer.",
        "Merci de nous indiquer votre mot de passe.",
        "Ci invii il suo numero di carta, per favore.",
    ],
)
def test_a_card_or_password_request_is_a_claim_even_when_the_draft_makes_it(sentence):
    draft = with_sentence(sentence)
    assert [kind for kind, _ in kinds(draft, draft)] == ["credentials"]


@pytest.mark.parametrize(
    "sentence",
    [
        "The Wi-Fi password is on the card in your room.",
        "Das WLAN-Passwort erhalten Sie an der Rezeption.",
        "Vous pouvez payer par carte de crédit.",
        "Il pagamento con carta è possibile.",
    ],
)
def test_payment_and_wifi_words_ask_for_nothing(sentence):
    assert [kind for kind, _ in kinds(with_sentence(sentence))] == []


def test_the_venues_own_name_and_contacts_are_the_drafts():
    venue = VenueDetails(name="Hotel Lärchenhof", phone="+41 44 123 45 67")
    catalog = VenueCatalog(rooms=CATALOG.rooms, venue=venue)
    answer = with_sentence("Thank you for choosing Hotel Lärchenhof; call us on 044 123 45 67.")
    result = claims_checked(
        repair(FACTS, answer, locale="en", catalog=catalog), DRAFT, FACTS, catalog=catalog
    )
    assert result.claims == () and result.repair.text == answer


@pytest.mark.parametrize(
    ("sentence", "left"),
    [
        ("We grant you 10 % off, and tram 11 stops at the door.", "Tram 11 stops at the door."),
        ("Tram 11 stops at the door, and we grant you 10 % off.", "Tram 11 stops at the door."),
        ("Tram 11 stops at the door; we grant you 10 % off.", "Tram 11 stops at the door."),
        (
            "Sie erhalten 10 % Rabatt, und das Tram 11 hält vor dem Haus.",
            "Das Tram 11 hält vor dem Haus.",
        ),
        (
            "Le tram 11 s'arrête devant la porte, et nous vous offrons une remise.",
            "Le tram 11 s'arrête devant la porte.",
        ),
        ("As a thank-you, we grant you 10 % off.", ""),
    ],
)
def test_a_statement_goes_with_its_own_clause_and_the_rest_of_its_sentence_stays(sentence, left):
    from safety.verification import verification_body, verify_draft

    text = f"See you on 9 June 2027. {sentence}"
    facts = HardFacts.model_validate({"dates": [{"value": "2027-06-09"}]})
    body = verification_body(verify_draft(facts, text, locale="en"))
    assert body["text"] == f"See you on 9 June 2027. {left}".strip()
    assert not body["fallback"]


def test_a_draft_read_before_legitimates_the_same_claims():
    """What a draft says is read once and remembered; the claims found against it are the same
    on every reading, whatever other drafts were read between."""
    draft = "Free parking. Call +41 44 123 45 67 or office@example.ch. 10 % off. Salon Rose is not available."
    answer = (
        "Parking is free and we grant 10 % off, or 20 % off. Salon Rose is available. Call "
        "+41 44 999 99 99 or write to office@example.ch. We confirm the booking."
    )
    first = invented_claims(answer, draft, ["Salon Rose"])
    invented_claims(answer, "Another draft: 5 % off.", ["Salon Rose"])
    assert invented_claims(answer, draft, ["Salon Rose"]) == first
    assert {claim.kind for claim in first} >= {"percentage", "availability", "phone"}
    assert not any(claim.kind in ("free", "email") for claim in first)
