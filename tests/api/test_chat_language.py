"""The language a conversation is answered in: a one-line follow-up keeps it, a client who asks
for another language gets it, a language the venue does not answer in gets the venue's default
with a note; the chat page opens in the browser's language."""

import pytest

from tests.api.chat_turns import LANGS, OPENING, YEAR, ask

# Words only a reply in that language has: the group size as the reply states it.
PEOPLE = {"en": "participants", "de": "Personen", "fr": "personnes", "it": "partecipanti"}
NOTE = {
    "en": "We answer in English, German, French or Italian.",
    "de": "Wir antworten auf Deutsch, Englisch, Französisch oder Italienisch.",
    "fr": "Nous répondons en français, en allemand, en anglais ou en italien.",
    "it": "Rispondiamo in italiano, tedesco, francese o inglese.",
}
# One-line follow-ups sharing short words with other languages ("in", "e", "la", "de", "am").
ONE_LINERS = {
    "en": ["And for 25?", "25 in total", "ok, 25 then", "Make it 25 instead."],
    "de": ["Und für 25?", "25 in total", "ok, 25 dann", "doch 25 Personen"],
    "fr": ["Et pour 25 ?", "25 in total", "ok, 25 alors", "finalement 25"],
    "it": ["E se fossimo in 25?", "25 in tutto", "ok, 25 allora", "invece 25 persone"],
}


def language_of(reply: str) -> str:
    found = [lang for lang, word in PEOPLE.items() if word in reply]
    assert len(found) == 1, reply
    return found[0]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(4))
def test_a_one_line_follow_up_keeps_the_conversations_language(api_client, demo_venue, lang, index):
    first = ask(api_client, OPENING[lang])
    assert language_of(first["reply"]) == lang

    second = ask(api_client, ONE_LINERS[lang][index], first["conversation"])

    assert second["request"]["participants"] == 25
    assert language_of(second["reply"]) == lang


SWITCH = {
    "en": "Could you answer in English please? We are 25.",
    "de": "Bitte auf Deutsch antworten, wir sind 25.",
    "fr": "Pourriez-vous répondre en français ? Nous serons 25.",
    "it": "Potete rispondere in italiano? Siamo in 25.",
}


@pytest.mark.django_db
@pytest.mark.parametrize("start", LANGS)
@pytest.mark.parametrize("asked", LANGS)
def test_a_client_who_asks_for_a_language_gets_it(api_client, demo_venue, start, asked):
    first = ask(api_client, OPENING[start])

    second = ask(api_client, SWITCH[asked], first["conversation"])

    assert language_of(second["reply"]) == asked
    assert second["request"]["participants"] == 25
    # and the next one-liner stays in the language asked for
    third = ask(api_client, "30", first["conversation"])
    assert language_of(third["reply"]) == asked


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_long_message_in_another_language_changes_the_language(api_client, demo_venue, lang):
    other = {"en": "de", "de": "fr", "fr": "it", "it": "en"}[lang]
    first = ask(api_client, OPENING[lang])

    second = ask(api_client, OPENING[other], first["conversation"])

    assert language_of(second["reply"]) == other


UNSUPPORTED = [
    f"Hola, necesitamos una sala para 30 personas el 8 de agosto de {YEAR}, por favor. Gracias.",
    f"Olá, precisamos de uma sala para 30 pessoas no dia 8 de agosto de {YEAR}. Obrigado.",
    f"Hallo, wij zoeken een zaal voor 30 personen op 8 augustus {YEAR}. Graag een offerte, bedankt.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("message", UNSUPPORTED)
def test_an_unsupported_language_gets_the_venues_default_with_a_note(
    api_client, demo_venue, message, settings
):
    for default in ("en", "de"):
        settings.FACTLOCK = settings.FACTLOCK | {"DEFAULT_LANGUAGE": default}
        body = ask(api_client, message)

        assert NOTE[default] in body["reply"]
        assert body["reply"].startswith({"en": "Hello,", "de": "Guten Tag"}[default])


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("message", UNSUPPORTED)
def test_an_unsupported_language_in_a_conversation_keeps_its_language(
    api_client, demo_venue, lang, message
):
    first = ask(api_client, OPENING[lang])

    second = ask(api_client, message, first["conversation"])

    assert NOTE[lang] in second["reply"]
    assert "Hola" not in second["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("fr-CH,fr;q=0.9,en;q=0.8", "fr"),
        ("de-CH", "de"),
        ("it", "it"),
        ("es-ES,es;q=0.9,it;q=0.8", "it"),
        ("es-ES", "en"),
        ("", "en"),
        ("*", "en"),
        ("en-GB;q=0.5,de;q=0.9", "de"),
        ("x" * 5000, "en"),
    ],
)
def test_the_chat_page_opens_in_the_browsers_language(client, header, expected):
    response = client.get("/chat", HTTP_ACCEPT_LANGUAGE=header)

    assert response.status_code == 200
    assert f'<html lang="{expected}">'.encode() in response.content
    assert f'data-lang="{expected}"'.encode() in response.content


@pytest.mark.django_db
def test_the_pages_lang_parameter_wins_over_the_browsers_language(client):
    response = client.get("/chat?lang=it", HTTP_ACCEPT_LANGUAGE="fr-CH,fr;q=0.9")

    assert b'<html lang="it">' in response.content
