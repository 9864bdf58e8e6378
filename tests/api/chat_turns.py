"""One chat turn through POST /api/v1/chat, as the multi-turn conversation tests send it."""

from django.utils import timezone

URL = "/api/v1/chat"
YEAR = timezone.localdate().year + 1  # the demo venue's events lie in 2027; 8 August has none
LANGS = ["en", "de", "fr", "it"]

# A first message that states date, times and group size, in each language.
OPENING = {
    "en": f"Hello, a room for 30 people on 8 August {YEAR} from 18:00 to 22:00 please.",
    "de": f"Guten Tag, einen Raum für 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr bitte.",
    "fr": f"Bonjour, une salle pour 30 personnes le 8 août {YEAR} de 18h à 22h svp.",
    "it": f"Buongiorno, una sala per 30 persone l'8 agosto {YEAR} dalle 18 alle 22.",
}
CLEAN = {"ok": True, "corrected": False, "fallback": False, "issues": []}


def ask(api_client, message, conversation=None, *, clean=False, no_fallback=False, **extra):
    """The answer to one turn, which verified: with `clean`, as the template wrote it; with
    `no_fallback`, not the last resort."""
    body = {"message": message, **extra}
    if conversation:
        body["conversation"] = conversation
    response = api_client.post(URL, body, format="json")
    assert response.status_code == 200, response.content
    answer = response.json()
    if clean:
        assert answer["verification"] == CLEAN, answer
    assert answer["verification"]["ok"] is True, answer
    if no_fallback:
        assert answer["verification"]["fallback"] is False
    return answer
