"""A conversation through POST /api/v1/chat: a follow-up changes what it states and keeps the
rest, a bare value is read against what the last reply asked for, what cannot be read is asked
back, and a follow-up gets a short answer about what changed."""

import pytest

from tests.api.chat_turns import LANGS, OPENING, YEAR
from tests.api.chat_turns import ask as chat_turn


def ask(api_client, message, conversation=None, **extra):
    return chat_turn(api_client, message, conversation, no_fallback=True, **extra)


HELD = {
    "date": f"{YEAR}-08-08",
    "start_time": "18:00",
    "end_time": "22:00",
    "participants": 30,
    "rooms": [],
    "products": [],
    "features": [],
}
GREETING = {"en": "Hello,", "de": "Guten Tag", "fr": "Bonjour,", "it": "Buongiorno,"}
NOTED = {"en": "Noted: ", "de": "Gerne notiert: ", "fr": "C'est noté\u00a0: ", "it": "Preso nota: "}
NOT_UNDERSTOOD = {
    "en": "We could not find a date, a time, a group size or a room in your message.",
    "de": "In Ihrer Nachricht haben wir kein Datum, keine Uhrzeit, keine Gruppengrösse",
    "fr": "Nous n'avons trouvé dans votre message ni date, ni heure",
    "it": "Nel suo messaggio non abbiamo trovato né una data",
}

# (message, the request's fields it changes); every other field keeps its value.
GROUP_SIZE_CHANGES = {
    "en": [("And what about 12 people?", 12), ("Make it 40 instead.", 40), ("only 25", 25),
           ("45", 45), ("Actually we'll be up to 40 people.", 40), ("We are 50 now", 50)],
    "de": [("Und für 12 Personen?", 12), ("doch 20 Personen", 20), ("Platz für 120", 120),
           ("nur 25", 25), ("45", 45), ("Wir sind jetzt 50.", 50)],
    "fr": [("En fait, nous serons 20.", 20), ("finalement 50", 50), ("jusqu'à 40", 40),
           ("seulement 25", 25), ("45", 45), ("Et pour 12 personnes ?", 12)],
    "it": [("E se fossimo in 25?", 25), ("invece 40 persone", 40), ("fino a 40", 40),
           ("solo 20", 20), ("45", 45), ("Siamo in 50 adesso.", 50)],
}  # fmt: skip
START_CHANGES = {
    "en": [("Could we start at 10 instead?", "10:00"), ("Can we begin at 19:30?", "19:30")],
    "de": [("Können wir um 10 Uhr anfangen?", "10:00"), ("doch um 19:30 Uhr", "19:30")],
    "fr": [("à 10h", "10:00"), ("Finalement à 19h30 ?", "19:30")],
    "it": [("alle 10", "10:00"), ("invece alle 19:30?", "19:30")],
}
DAY_CHANGES = {
    "en": ["Make that the 18th, sorry", "the 18th instead", "On the 18th then?"],
    "de": ["am 18. dann", "Doch lieber am 18.", "Geht auch der 18.?"],
    "fr": ["le 18 plutôt", "Finalement le 18 ?", "En fait, le 18."],
    "it": ["il 18 invece", "Meglio il 18?", "invece il 18"],
}


def opened(api_client, lang):
    first = ask(api_client, OPENING[lang])
    assert first["request"] == HELD
    assert first["reply"].startswith(GREETING[lang])
    return first["conversation"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(6))
def test_a_new_group_size_changes_the_size_and_keeps_the_rest(api_client, demo_venue, lang, index):
    message, size = GROUP_SIZE_CHANGES[lang][index]
    conversation = opened(api_client, lang)

    second = ask(api_client, message, conversation)

    assert second["request"] == HELD | {"participants": size}
    # A short answer about what changed: no greeting, no letter frame, the new size stated.
    assert second["reply"].startswith(NOTED[lang])
    assert not second["reply"].startswith(GREETING[lang])
    assert str(size) in second["reply"].split("\n")[0]
    assert {"value": size, "unit": "participants", "subject": None, "required": True} in second[
        "facts"
    ]["counts"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(2))
def test_a_new_start_changes_the_start_and_keeps_the_rest(api_client, demo_venue, lang, index):
    message, start = START_CHANGES[lang][index]
    conversation = opened(api_client, lang)

    second = ask(api_client, message, conversation)

    assert second["request"] == HELD | {"start_time": start}
    assert second["reply"].startswith(NOTED[lang])


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(3))
def test_a_day_alone_is_that_day_of_the_month_held(api_client, demo_venue, lang, index):
    conversation = opened(api_client, lang)

    second = ask(api_client, DAY_CHANGES[lang][index], conversation)

    assert second["request"] == HELD | {"date": f"{YEAR}-08-18"}  # never the next 18th from today
    assert second["reply"].startswith(NOTED[lang])
    assert {"value": f"{YEAR}-08-18", "required": True} in second["facts"]["dates"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_several_turns_each_change_one_value(api_client, demo_venue, lang):
    conversation = opened(api_client, lang)
    size_message, size = GROUP_SIZE_CHANGES[lang][0]
    start_message, start = START_CHANGES[lang][0]

    ask(api_client, size_message, conversation)
    ask(api_client, DAY_CHANGES[lang][0], conversation)
    last = ask(api_client, start_message, conversation)

    assert last["request"] == HELD | {
        "participants": size,
        "date": f"{YEAR}-08-18",
        "start_time": start,
    }


ASK_FIRST = {
    "en": "Hello, do you have a room?",
    "de": "Guten Tag, haben Sie einen Raum?",
    "fr": "Bonjour, avez-vous une salle ?",
    "it": "Buongiorno, avete una sala?",
}
DATE_ANSWER = {
    "en": f"8 August {YEAR}",
    "de": f"8. August {YEAR}",
    "fr": f"le 8 août {YEAR}",
    "it": f"l'8 agosto {YEAR}",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_bare_number_answers_what_the_last_reply_asked_for(api_client, demo_venue, lang):
    first = ask(api_client, ASK_FIRST[lang])
    conversation = first["conversation"]
    assert first["request"]["participants"] is None

    # Asked for date, time and group size: a bare number is the group size.
    second = ask(api_client, "30", conversation)
    assert second["request"]["participants"] == 30
    assert second["request"]["start_time"] is None

    third = ask(api_client, DATE_ANSWER[lang], conversation)
    assert third["request"]["date"] == f"{YEAR}-08-08"

    # Now only the start time is missing: a bare number up to 24 is the hour.
    fourth = ask(api_client, "18", conversation)
    assert fourth["request"]["start_time"] == "18:00"
    assert fourth["request"]["participants"] == 30


UNREADABLE = {
    "en": ["hmm", "What do you think?", "blue"],
    "de": ["hmm", "Was meinen Sie?", "blau"],
    "fr": ["hmm", "Qu'en pensez-vous ?", "bleu"],
    "it": ["hmm", "Che ne pensa?", "blu"],
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(3))
def test_a_follow_up_with_nothing_readable_is_asked_back(api_client, demo_venue, lang, index):
    conversation = opened(api_client, lang)

    second = ask(api_client, UNREADABLE[lang][index], conversation)

    assert second["request"] == HELD
    assert NOT_UNDERSTOOD[lang] in second["reply"]
    assert "CHF" not in second["reply"]  # no offer repeated as if something had been read


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_group_size_written_as_a_limit_is_the_size_in_a_first_message(
    api_client, demo_venue, lang
):
    message = {
        "en": f"A room for up to 40 people on 8 August {YEAR} from 18:00 to 22:00?",
        "de": f"Ein Raum mit Platz für 40 am 8. August {YEAR} von 18 bis 22 Uhr?",
        "fr": f"Une salle jusqu'à 40 personnes le 8 août {YEAR} de 18h à 22h ?",
        "it": f"Una sala fino a 40 persone l'8 agosto {YEAR} dalle 18 alle 22?",
    }[lang]

    body = ask(api_client, message)

    assert body["request"]["participants"] == 40


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_the_queued_email_channel_keeps_the_letter_form(lang, demo_venue):
    from booking.services.chat import chat_message_handle

    first = chat_message_handle(text=OPENING[lang], channel="email")
    second = chat_message_handle(text="45", conversation_id=first.conversation.pk, channel="email")

    assert second.request.participants == 45
    assert second.reply.final_text.startswith(GREETING[lang])
