"""The negation model (safety.lang.negation) through the claims it decides, by generation: frames ×
negators × the offer's statements (a room is available, a room has a feature, we can book) in
en, de, fr and it. A negated statement reads as a refusal or an absence; a polite negation
("don't hesitate", "kein Problem", "pas de souci", "nessun problema") and a double negation
("not only … but also", "nicht nur", "pas seulement", "non solo", "not impossible") do not.

The sentences are written here by hand, one frame per way a language negates; none is taken from
the code's word lists.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from itertools import product

import pytest

from safety.claims import offer_claims
from safety.lang.negation import read_negations
from safety.venue import VenueCatalog
from verbalizer.plan import ReplyPlan, RoomOffer
from verbalizer.template import render

LANGS = ("en", "de", "fr", "it")
ROOM = "Salon Rose"  # offered; it has a projector, not a stage
HAS = {"Salon Rose": ("projector",), "Dachterrasse": ("sound system",)}
FEATURE = {
    "en": ("stage", "projector"),
    "de": ("Bühne", "Projektor"),
    "fr": ("scène", "projecteur"),
    "it": ("palco", "proiettore"),
}  # (a feature the room lacks, one it has)
CATALOG = VenueCatalog(
    rooms=tuple(HAS),
    aliases={
        "stage": ("Bühne", "scène", "palco"),
        "projector": ("Projektor", "projecteur", "proiettore"),
    },
    terms=(("stage", "feature"), ("projector", "feature"), ("sound system", "feature")),
    room_features=HAS,
)

# The offer's statements, each written as a frame with a slot for the negator, and the ways each
# language negates it: frames × negators, rendered below. {room}, {feature}, {neg}.
AVAILABLE_FRAMES = {
    "en": ["{room} {neg} available on that day.", "Sadly, {room} {neg} free that evening."],
    "de": ["Der Raum {room} ist an diesem Tag {neg} verfügbar.", "Leider ist der Raum {room} {neg} frei."],
    "fr": ["La salle {room} {neg} disponible ce jour-là.", "Malheureusement, la salle {room} {neg} libre."],
    "it": ["La sala {room} {neg} disponibile quel giorno.", "Purtroppo la sala {room} {neg} libera."],
}  # fmt: skip
AVAILABLE_NEGATORS = {
    "en": ["is not", "isn't", "is no longer", "is never", "is unfortunately not"],
    "de": ["nicht", "leider nicht", "nicht mehr", "nie"],
    "fr": ["n'est pas", "n'est plus", "n'est jamais", "n'est malheureusement pas", "est non"],
    "it": ["non è", "non è più", "non è mai", "purtroppo non è"],
}
BOOKING_FRAMES = {
    "en": ["{neg} book {room} for you.", "I am afraid {neg} reserve a room on 20 May."],
    "de": ["Leider {neg} den Raum {room} für Sie reservieren.", "Am 20. Mai {neg} einen Raum buchen."],
    "fr": ["{neg} réserver la salle {room} pour vous.", "Hélas, {neg} réserver une salle le 20 mai."],
    "it": ["{neg} prenotare la sala {room} per lei.", "Purtroppo {neg} riservare una sala il 20 maggio."],
}  # fmt: skip
BOOKING_NEGATORS = {
    "en": ["we cannot", "we can't", "we are unable to", "we will not", "it is impossible to",
           "we could not"],
    "de": ["können wir nicht", "können wir leider nicht", "kann ich nie", "dürfen wir nicht"],
    "fr": ["nous ne pouvons pas", "nous ne pouvons plus", "nous ne pouvons malheureusement pas",
           "il est impossible de", "nous ne pourrons jamais"],
    "it": ["non possiamo", "non possiamo più", "è impossibile", "non riusciamo a"],
}  # fmt: skip
NO_ROOM = {
    "en": ["No room is available on that day.", "None of our rooms is free on 20 May."],
    "de": ["Leider ist an diesem Tag kein Raum frei.", "Keiner unserer Räume ist am 20. Mai verfügbar."],
    "fr": ["Aucune salle n'est disponible ce jour-là.", "Il n'y a plus de salle libre le 20 mai.",
           "Hélas, pas de salle libre le 20 mai."],
    "it": ["Nessuna sala è disponibile quel giorno.", "Non c'è nessuna sala libera il 20 maggio."],
}  # fmt: skip
FEATURE_FRAMES = {
    "en": ["{room} {neg} {feature}.", "I am afraid {room} {neg} {feature} for your event."],
    "de": ["Der Raum {room} {neg} {feature}.", "Leider {neg} {feature} im Raum {room}."],
    "fr": ["La salle {room} {neg} {feature}.", "Hélas, la salle {room} {neg} {feature} pour votre événement."],
    "it": ["La sala {room} {neg} {feature}.", "Purtroppo la sala {room} {neg} {feature} per il suo evento."],
}  # fmt: skip
FEATURE_NEGATORS = {
    "en": ["has no", "does not have a", "doesn't have a", "never has a", "comes without a",
           "lacks a", "has no longer a"],
    "de": ["hat keine", "verfügt nicht über", "ist ohne", "hat leider keine", "bietet kein"],
    "fr": ["n'a pas de", "n'a aucune", "ne dispose pas de", "ne possède plus de", "est sans",
           "est dépourvue de"],
    "it": ["non ha un", "non dispone di un", "non ha nessun", "è senza", "è priva di un",
           "non offre più un"],
}  # fmt: skip
# Negations that deny nothing of the offer (a class: hesitation, worry, trouble), before a
# statement that stands.
POLITE_NEGATIONS = {
    "en": ["Do not hesitate to write to us", "Don't hesitate to call", "No problem", "Don't worry",
           "No worries", "It is no trouble at all"],
    "de": ["Zögern Sie nicht, uns zu schreiben", "Kein Problem", "Keine Sorge",
           "Machen Sie sich keine Sorgen", "Das macht keine Umstände"],
    "fr": ["N'hésitez pas à nous écrire", "Pas de souci", "Pas de problème", "Aucun problème",
           "Ne vous inquiétez pas", "Cela ne nous dérange pas"],
    "it": ["Non esiti a contattarci", "Non esitate a scriverci", "Nessun problema",
           "Non si preoccupi", "Non c'è problema"],
}  # fmt: skip
STANDING = {
    "en": ["{room} is available.", "we can book {room} for you.", "{room} has a {feature}."],
    "de": ["der Raum {room} ist frei.", "wir können den Raum {room} buchen.", "der Raum {room} hat eine {feature}."],
    "fr": ["la salle {room} est disponible.", "nous pouvons réserver la salle {room}.", "la salle {room} a une {feature}."],
    "it": ["la sala {room} è libera.", "possiamo prenotare la sala {room}.", "la sala {room} ha un {feature}."],
}  # fmt: skip
PENDING = {
    "en": ["{room} is not booked yet.", "{room} has not been reserved yet."],
    "de": ["Der Raum {room} ist noch nicht gebucht.", "Der Raum {room} wurde noch nicht reserviert."],
    "fr": ["La salle {room} n'est pas encore réservée.", "La salle {room} n'a pas encore été réservée."],
    "it": ["La sala {room} non è ancora prenotata.", "La sala {room} non è stata ancora riservata."],
}  # fmt: skip
# Double negations: "not only … but also" adds; "not without", "not impossible" say yes.
DOUBLE_FEATURE = {
    "en": ["{room} not only has a {feature} but also a bar.", "{room} is not without a {feature}.",
           "{room} has not just a {feature} but a bar too."],
    "de": ["Der Raum {room} hat nicht nur eine {feature}, sondern auch eine Bar.",
           "Der Raum {room} ist nicht ohne {feature}.", "Der Raum {room} bietet nicht bloss eine {feature}."],
    "fr": ["La salle {room} n'a pas seulement une {feature}, mais aussi un bar.",
           "La salle {room} a non seulement une {feature}, mais aussi un bar.",
           "La salle {room} n'est pas sans {feature}."],
    "it": ["La sala {room} non solo ha un {feature}, ma anche un bar.",
           "La sala {room} non è senza {feature}.", "La sala {room} ha non soltanto un {feature}."],
}  # fmt: skip
DOUBLE_BOOKING = {
    "en": ["It is not impossible to book {room}.", "{room} is not only available but also cheap."],
    "de": ["Es ist nicht unmöglich, den Raum {room} zu buchen.",
           "Der Raum {room} ist nicht nur frei, sondern auch günstig."],
    "fr": ["Il n'est pas impossible de réserver la salle {room}.",
           "La salle {room} n'est pas seulement libre, mais aussi bon marché."],
    "it": ["Non è impossibile prenotare la sala {room}.",
           "La sala {room} non solo è libera, ma anche economica."],
}  # fmt: skip
# A polite negation beside a feature the room lacks: the claim is still read.
POLITE_WITH_FEATURE = {
    "en": "Don't hesitate to book {room} with its {feature}.",
    "de": "Zögern Sie nicht, den Raum {room} mit seiner {feature} zu buchen.",
    "fr": "N'hésitez pas à réserver la salle {room} avec sa {feature}.",
    "it": "Non esiti a prenotare la sala {room} con il suo {feature}.",
}


def rendered(frames: dict[str, list[str]], negators: dict[str, list[str]]) -> list[tuple[str, str]]:
    """(lang, sentence) for every frame × negator, {room} and {feature} left to fill."""
    out = []
    for lang in LANGS:
        for frame, neg in product(frames[lang], negators[lang]):
            sentence = frame.replace("{neg}", neg)
            out.append((lang, sentence[0].upper() + sentence[1:]))
    return out


def polite(lang: str) -> list[str]:
    return [f"{negation}, {statement}" for negation, statement in product(
        POLITE_NEGATIONS[lang], STANDING[lang])]  # fmt: skip


def draft(lang: str) -> str:
    plan = ReplyPlan(
        lang=lang,  # type: ignore[arg-type]
        date=dt.date(2028, 5, 20),
        start_time=dt.time(17, 0),
        end_time=dt.time(21, 0),
        participants=40,
        offers=(RoomOffer(ROOM, 60, Decimal("1200.00")),),
    )
    return render(plan)


def kinds(lang: str, sentence: str) -> list[str]:
    return [claim.kind for claim in offer_claims(sentence, draft(lang), [ROOM], CATALOG)]


def cases(table: dict[str, list[str]]) -> list[tuple[str, str]]:
    return [(lang, frame) for lang in LANGS for frame in table[lang]]


REFUSALS = [
    *rendered(AVAILABLE_FRAMES, AVAILABLE_NEGATORS),
    *rendered(BOOKING_FRAMES, BOOKING_NEGATORS),
    *cases(NO_ROOM),
]


@pytest.mark.parametrize(("lang", "frame"), REFUSALS)
def test_a_negated_availability_or_booking_reads_as_a_refusal(lang, frame):
    assert kinds(lang, frame.format(room=ROOM)) == ["unavailable"]


@pytest.mark.parametrize(("lang", "frame"), rendered(FEATURE_FRAMES, FEATURE_NEGATORS))
def test_a_negated_feature_reads_as_an_absence(lang, frame):
    lacking, held = FEATURE[lang]
    for feature in (lacking, held):
        assert kinds(lang, frame.format(room=ROOM, feature=feature)) == [], feature


@pytest.mark.parametrize(("lang", "frame"), rendered(FEATURE_FRAMES, FEATURE_NEGATORS))
def test_the_same_feature_unnegated_is_a_claim(lang, frame):
    """The control of the test above: the frame with a plain verb for its negator says the room
    has the feature, and the lacking one is a claim."""
    plain = {"en": "has a", "de": "hat eine", "fr": "a une", "it": "ha un"}[lang]
    original = next(neg for neg in FEATURE_NEGATORS[lang] if neg in frame)
    said = frame.replace(original, plain, 1)
    lacking, held = FEATURE[lang]
    assert kinds(lang, said.format(room=ROOM, feature=lacking)) == ["feature"], said
    assert kinds(lang, said.format(room=ROOM, feature=held)) == [], said


@pytest.mark.parametrize("lang", LANGS)
def test_polite_negations_refuse_nothing_and_hide_nothing(lang):
    lacking, held = FEATURE[lang]
    for sentence in polite(lang):
        expected = ["feature"] if "{feature}" in sentence else []
        assert kinds(lang, sentence.format(room=ROOM, feature=lacking)) == expected, sentence
        assert kinds(lang, sentence.format(room=ROOM, feature=held)) == [], sentence


@pytest.mark.parametrize(("lang", "frame"), cases(PENDING) + cases(DOUBLE_BOOKING))
def test_pending_and_double_negations_refuse_nothing(lang, frame):
    assert kinds(lang, frame.format(room=ROOM)) == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_polite_negation_does_not_hide_a_wrong_feature(lang):
    lacking, held = FEATURE[lang]
    frame = POLITE_WITH_FEATURE[lang]
    assert kinds(lang, frame.format(room=ROOM, feature=lacking)) == ["feature"]
    assert kinds(lang, frame.format(room=ROOM, feature=held)) == []


@pytest.mark.parametrize(("lang", "frame"), cases(DOUBLE_FEATURE))
def test_a_double_negation_says_the_feature_is_there(lang, frame):
    lacking, held = FEATURE[lang]
    assert kinds(lang, frame.format(room=ROOM, feature=lacking)) == ["feature"]
    assert kinds(lang, frame.format(room=ROOM, feature=held)) == []


@pytest.mark.parametrize(
    ("sentence", "negated", "free"),
    [
        ("Salon Rose is not available, but Dachterrasse is free.", "available", "free"),
        ("Der Raum ist nicht frei, aber die Terrasse ist verfügbar.", "frei", "verfügbar"),
        ("La salle n'est pas libre, mais la terrasse est disponible.", "libre", "disponible"),
        ("La sala non è libera, ma la terrazza è disponibile.", "libera", "disponibile"),
        (
            "We cannot offer a room on Monday; on Tuesday every room is available.",
            "offer",
            "available",
        ),
    ],
)
def test_a_negation_does_not_reach_past_a_clause_that_opens(sentence, negated, free):
    reading = read_negations(sentence)
    whole = (0, len(sentence))
    at = sentence.index(negated)
    assert reading.negation_of((at, at + len(negated)), whole) is not None
    at = sentence.rindex(free)
    assert reading.negation_of((at, at + len(free)), whole) is None


def test_a_negation_reaches_a_bounded_number_of_words():
    sentence = "We do not " + "really " * 10 + "want a stage."
    reading = read_negations(sentence)
    at = sentence.index("stage")
    assert reading.negation_of((at, at + 5), (0, len(sentence))) is None


@pytest.mark.parametrize(
    "sentence",
    ["Ne saremo lieti di riservarla.", "De plus, la salle est libre.", "Le 20 mai la salle est libre.",
     "Nous n'avons que la salle Salon Rose.", "The price is CHF 100 plus VAT."],
)  # fmt: skip
def test_words_of_other_languages_and_halves_of_pairs_are_no_negators(sentence):
    assert read_negations(sentence).negations == ()


@pytest.mark.parametrize(
    ("flood", "negations"),
    [("not " * 50_000, 0), ("nicht " * 50_000, 0), ("ne vous " * 30_000, 0),
     ("n'est pas " * 30_000, 30_000), ("no problem, " * 30_000, 0), ("x" * 200_000 + " not", 1)],
    ids=["not", "nicht", "ne-without-pas", "ne-pas", "courtesy", "long-word"],
)  # fmt: skip
def test_a_flood_of_negators_is_read_whole(flood, negations, monkeypatch):
    # Whether it is read within the scans' time limit is a figure of `python -m bench.hostile_input`
    # (a timed test fails on a busy machine); here the limit is lifted and the reading checked:
    # double negations cancel, a lone "ne" and courtesy deny nothing, each "n'est pas" does.
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 600.0)
    assert len(read_negations(flood).negations) == negations


def test_a_flood_of_negated_offers_is_read_whole(monkeypatch):
    monkeypatch.setattr("safety.patterns.SCAN_TIMEOUT_SECONDS", 600.0)
    answer = "No problem, we cannot book Salon Rose, it has no stage, not only that. " * 3_000
    found = offer_claims(answer, draft("en"), [ROOM], CATALOG)
    assert len(found) == 3_000  # each "cannot book" refuses; nothing else claims
