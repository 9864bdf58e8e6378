"""In a real browser, in each language: a client names wishes in their own words ("a mic", "eine
Bühne", "un apéritif", "un microfono"), sees them matched (the offer's choice with prices, the
feature in their language in the sidebar) and holds the room with them."""

import pytest
from django.utils import timezone

from booking.models import Event
from tests.web.conftest import screenshot
from tests.web.test_chat_language_and_hold import send, tab_in  # noqa: F401 (fixture)

YEAR = timezone.localdate().year + 2  # a year the demo venue has no events in

pytestmark = pytest.mark.django_db(transaction=True)

CONVERSATIONS = {
    "en": (
        f"Hello, 30 people on 8 August {YEAR} from 18:00 to 22:00, with a mic and an apéro.",
        "sound system",  # the sidebar's feature, in the client's language
        "The Apéro riche, please. Could you reserve the Salon Rose?",
        "Laura Meier laura.meier@example.ch",
        "We have reserved Salon Rose for you as an option",
    ),
    "de": (
        f"Guten Tag, 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr, mit Mikrofon und Apéro.",
        "Tonanlage",
        "Den Apéro riche bitte. Bitte reservieren Sie den Salon Rose.",
        "Name: Laura Meier, E-Mail: laura.meier@example.ch",
        "Wir haben den Raum Salon Rose",
    ),
    "fr": (
        f"Bonjour, 30 personnes le 8 août {YEAR} de 18h à 22h, avec un micro et un apéritif.",
        "sonorisation",
        "L'Apéro riche svp. Pouvez-vous réserver le Salon Rose ?",
        "Je m'appelle Laura Meier, laura.meier@example.ch",
        "Nous avons réservé la salle Salon Rose en option pour vous",
    ),
    "it": (
        f"Buongiorno, 30 persone l'8 agosto {YEAR} dalle 18 alle 22, con microfono e aperitivo.",
        "impianto audio",
        "L'Apéro riche per favore. Potete prenotare il Salon Rose?",
        "Mi chiamo Laura Meier, laura.meier@example.ch",
        "Abbiamo riservato la sala Salon Rose in opzione per lei",
    ),
}


@pytest.mark.parametrize("lang", list(CONVERSATIONS))
def test_wishes_in_the_clients_words_are_matched_and_held(tab_in, venue, request, lang):  # noqa: F811
    opening, feature, choose_and_hold, contact, held_words = CONVERSATIONS[lang]
    tab = tab_in(lang)
    tab.goto(f"/chat?lang={lang}")

    first = send(tab, opening)

    assert "Apéro Package" in first and "Apéro riche" in first  # offered to choose, priced
    assert "24.50" in first and "42.00" in first
    assert tab.locator('dd[data-field="features"]').inner_text() == feature
    send(tab, choose_and_hold)
    held = send(tab, contact)
    screenshot(tab, request.node.name)

    assert held_words in held
    event = Event.objects.get(client__email="laura.meier@example.ch")
    assert (event.status, event.room.name) == (Event.Status.OPTION, "Salon Rose")
    assert [product.name for product in event.products.all()] == ["Apéro riche"]
    assert {wish["category"] for wish in event.wishes} == {"sound", "apero"}
    assert event.seen_by_staff is False and event.conversation_id is not None
