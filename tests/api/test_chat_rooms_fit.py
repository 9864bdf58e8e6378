"""Only rooms that fit are offered, and what does not fit is said truthfully: required features
filter the offer, a room asked for says why it is not offered, a group larger than every room is
told what the largest holds, midnight is midnight, an end not given is said to be assumed."""

import pytest

from tests.api.chat_turns import LANGS, OPENING, YEAR
from tests.api.chat_turns import ask as chat_turn


def ask(api_client, message, conversation=None, **extra):
    return chat_turn(api_client, message, conversation, clean=True, **extra)


def offered(reply: str) -> set[str]:
    rooms = ("Punkt.Null", "Salon Rose", "Dachterrasse", "Seesicht", "Atelier", "Grosser Saal")
    return {room for room in rooms for line in reply.split("\n") if line.startswith(f"- {room} (")}


WITH_FEATURE = {
    # (message, rooms that fit: free, holding the group, with the feature)
    "en": [
        (f"A room with a projector for 30 people on 8 August {YEAR} from 18:00 to 22:00?",
         {"Punkt.Null", "Salon Rose"}),
        (f"A room with a stage for 60 people on 8 August {YEAR} from 18:00 to 22:00?",
         {"Grosser Saal"}),
    ],
    "de": [
        (f"Ein Raum mit Beamer für 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr?",
         {"Punkt.Null", "Salon Rose"}),
        (f"Ein Raum mit Bühne für 60 Personen am 8. August {YEAR} von 18 bis 22 Uhr?",
         {"Grosser Saal"}),
    ],
    "fr": [
        (f"Une salle avec projecteur pour 30 personnes le 8 août {YEAR} de 18h à 22h ?",
         {"Punkt.Null", "Salon Rose"}),
        (f"Une salle avec scène pour 60 personnes le 8 août {YEAR} de 18h à 22h ?",
         {"Grosser Saal"}),
    ],
    "it": [
        (f"Una sala con proiettore per 30 persone l'8 agosto {YEAR} dalle 18 alle 22?",
         {"Punkt.Null", "Salon Rose"}),
        (f"Una sala con palco per 60 persone l'8 agosto {YEAR} dalle 18 alle 22?",
         {"Grosser Saal"}),
    ],
}  # fmt: skip


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(2))
def test_required_features_filter_the_offer(api_client, demo_venue, lang, index):
    message, fitting = WITH_FEATURE[lang][index]

    body = ask(api_client, message)

    assert offered(body["reply"]) == fitting


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_feature_added_in_a_follow_up_narrows_the_offer(api_client, demo_venue, lang):
    first = {
        "en": f"A room for 30 people on 8 August {YEAR} from 18:00 to 22:00?",
        "de": f"Ein Raum für 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr?",
        "fr": f"Une salle pour 30 personnes le 8 août {YEAR} de 18h à 22h ?",
        "it": f"Una sala per 30 persone l'8 agosto {YEAR} dalle 18 alle 22?",
    }[lang]
    follow = {"en": "with a projector please", "de": "mit Beamer bitte",
              "fr": "avec projecteur svp", "it": "con proiettore"}[lang]  # fmt: skip
    opened = ask(api_client, first)
    assert "Dachterrasse" in offered(opened["reply"])

    second = ask(api_client, follow, opened["conversation"])

    assert second["request"]["features"] == ["projector"]
    assert offered(second["reply"]) == {"Punkt.Null", "Salon Rose"}


NO_ROOM_HAS = {
    "en": "none of the rooms free at that time has stage",
    "de": "keiner der zu dieser Zeit freien Räume folgende Ausstattung: stage",
    "fr": "aucune des salles libres à ce moment-là n'a l'équipement suivant\u00a0: stage",
    "it": "nessuna delle sale libere a quell'ora dispone di: stage",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_no_free_room_with_the_feature_is_said_as_such(api_client, demo_venue, lang):
    message = {
        "en": f"A room with a stage for 30 people on 8 August {YEAR} from 18:00 to 22:00?",
        "de": f"Ein Raum mit Bühne für 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr?",
        "fr": f"Une salle avec scène pour 30 personnes le 8 août {YEAR} de 18h à 22h ?",
        "it": f"Una sala con palco per 30 persone l'8 agosto {YEAR} dalle 18 alle 22?",
    }[lang]

    body = ask(api_client, message)

    assert offered(body["reply"]) == set()
    assert NO_ROOM_HAS[lang] in body["reply"]


TOO_SMALL = {
    "en": "Unfortunately, Atelier (Workshop) is not large enough for your group: it holds up to 16 people.",
    "de": "Leider ist der Raum Atelier für Ihre Gruppe nicht gross genug: er fasst bis zu 16 Personen.",
    "fr": "la salle Atelier n'est pas assez grande pour votre groupe\u00a0: elle accueille jusqu'à 16 personnes.",
    "it": "Purtroppo la sala Atelier non è abbastanza grande per il suo gruppo: accoglie fino a 16 persone.",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_room_too_small_says_what_it_holds_and_others_are_offered(api_client, demo_venue, lang):
    first = ask(api_client, OPENING[lang])

    second = ask(api_client, {"en": "The Atelier, please.", "de": "Das Atelier bitte.",
                              "fr": "L'Atelier svp.", "it": "L'Atelier, per favore."}[lang],
                 first["conversation"])  # fmt: skip

    assert TOO_SMALL[lang] in second["reply"]
    assert "Atelier" not in offered(second["reply"])
    assert offered(second["reply"]) == {"Punkt.Null", "Salon Rose", "Dachterrasse"}


LARGEST = {
    "en": "our largest room, Grosser Saal (Grand Hall), holds up to 300 people.",
    "de": "unser grösster Raum, Grosser Saal, fasst bis zu 300 Personen.",
    "fr": "notre plus grande salle, Grosser Saal (Grande Salle), accueille jusqu'à 300 personnes.",
    "it": "la nostra sala più grande, Grosser Saal (Sala Grande), accoglie fino a 300 persone.",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [301, 500, 2000])
def test_a_group_larger_than_every_room_is_told_what_the_largest_holds(
    api_client, demo_venue, lang, size
):
    first = ask(api_client, OPENING[lang])

    second = ask(api_client, str(size), first["conversation"])

    assert second["request"]["participants"] == size
    assert LARGEST[lang] in second["reply"]
    assert offered(second["reply"]) == set()


BOOKED = {
    "en": "Unfortunately, Salon Rose is not available: it is booked from 18:00 to 23:00 that day.",
    "de": "Leider ist der Raum Salon Rose nicht verfügbar: er ist an diesem Tag von 18:00 bis 23:00 Uhr belegt.",
    "fr": "Malheureusement, la salle Salon Rose n'est pas disponible\u00a0: elle est réservée ce jour-là de 18h00 à 23h00.",
    "it": "Purtroppo la sala Salon Rose non è disponibile: quel giorno è occupata dalle 18:00 alle 23:00.",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_booked_room_says_when_it_is_booked(api_client, demo_venue, lang):
    # The demo venue's Salon Rose is booked on 12 May 2027 from 18:00 to 23:00.
    message = {
        "en": "Is Salon Rose free for 40 people on 12 May 2027 from 19:00 to 22:00?",
        "de": "Ist der Salon Rose am 12. Mai 2027 von 19 bis 22 Uhr für 40 Personen frei?",
        "fr": "Le Salon Rose est-il libre pour 40 personnes le 12 mai 2027 de 19h à 22h ?",
        "it": "Il Salon Rose è libero per 40 persone il 12 maggio 2027 dalle 19 alle 22?",
    }[lang]

    body = ask(api_client, message)

    assert BOOKED[lang] in body["reply"]
    assert "Salon Rose" not in offered(body["reply"])


MIDNIGHT = {
    "en": ("from 18:00 until midnight", "from 18:00 to midnight"),
    "de": ("von 18 bis 24 Uhr", "von 18:00 bis 24:00 Uhr"),
    "fr": ("de 18h à minuit", "de 18h00 à minuit"),
    "it": ("dalle 18 alle 24", "dalle 18:00 alle 24:00"),
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_midnight_is_midnight_never_23_59(api_client, demo_venue, lang):
    written, said = MIDNIGHT[lang]
    message = OPENING[lang].replace(
        {"en": "from 18:00 to 22:00", "de": "von 18 bis 22 Uhr", "fr": "de 18h à 22h",
         "it": "dalle 18 alle 22"}[lang], written)  # fmt: skip

    body = ask(api_client, message)

    assert body["request"]["end_time"] == "00:00"
    assert said in body["reply"]
    assert "23:59" not in body["reply"] and "23h59" not in body["reply"]
    assert offered(body["reply"])


ASSUMED = {
    "en": "We have assumed an end at 22:00, our standard length",
    "de": "Als Ende haben wir 22:00 Uhr angenommen, unsere übliche Dauer",
    "fr": "Nous avons supposé une fin à 22h00, notre durée habituelle",
    "it": "Abbiamo ipotizzato una fine alle 22:00, la nostra durata abituale",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_an_end_not_given_is_said_to_be_assumed(api_client, demo_venue, lang):
    message = {
        "en": f"A room for 30 people on 8 August {YEAR} from 18:00?",
        "de": f"Ein Raum für 30 Personen am 8. August {YEAR} ab 18 Uhr?",
        "fr": f"Une salle pour 30 personnes le 8 août {YEAR} à partir de 18h ?",
        "it": f"Una sala per 30 persone l'8 agosto {YEAR} a partire dalle 18?",
    }[lang]

    body = ask(api_client, message)

    assert body["request"]["end_time"] is None  # the chat holds no end the client did not give
    assert ASSUMED[lang] in body["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_late_start_without_an_end_runs_to_midnight_at_most(api_client, demo_venue, lang):
    message = {
        "en": f"A room for 30 people on 8 August {YEAR} from 21:00?",
        "de": f"Ein Raum für 30 Personen am 8. August {YEAR} ab 21 Uhr?",
        "fr": f"Une salle pour 30 personnes le 8 août {YEAR} à partir de 21h ?",
        "it": f"Una sala per 30 persone l'8 agosto {YEAR} a partire dalle 21?",
    }[lang]

    body = ask(api_client, message)

    assert {"en": "midnight", "de": "24:00", "fr": "minuit", "it": "24:00"}[lang] in body["reply"]
    assert "23:59" not in body["reply"]


RATE = {"en": "(evening rate)", "de": "(Abendpauschale)", "fr": "(tarif soirée)",
        "it": "(tariffa serale)"}  # fmt: skip


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_the_rate_kind_is_named(api_client, demo_venue, lang):
    body = ask(api_client, OPENING[lang])

    offer_lines = [line for line in body["reply"].split("\n") if line.startswith("- ")]
    assert offer_lines
    assert all(line.endswith(RATE[lang]) for line in offer_lines)
