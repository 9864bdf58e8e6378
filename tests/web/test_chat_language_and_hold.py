"""In a real browser: /chat opens in the browser's language, and a client holds a room from
the chat page."""

import pytest
from django.utils import timezone

from booking.models import Event
from booking.services.chat_hold import NOTE
from tests.web.conftest import TIMEOUT_MS, screenshot

YEAR = timezone.localdate().year + 2  # a year the demo venue has no events in

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture
def tab_in(browser, live_server, request):
    """A tab of a browser whose language is `locale` (its Accept-Language header follows)."""
    contexts = []

    def open_tab(locale: str):
        context = browser.new_context(base_url=live_server.url, locale=locale)
        context.set_default_timeout(TIMEOUT_MS)
        contexts.append(context)
        return context.new_page()

    yield open_tab
    for context in contexts:
        context.close()


def send(tab, message: str) -> str:
    replies = tab.locator(".message--venue").count()
    tab.locator("#chat-message").fill(message)
    tab.locator("#chat-message").press("Enter")
    reply = tab.locator(".message--venue").nth(replies)
    reply.wait_for()
    return reply.inner_text()


@pytest.mark.parametrize(
    ("locale", "expected"), [("fr-CH", "fr"), ("de-CH", "de"), ("it-IT", "it"), ("es-ES", "en")]
)
def test_the_chat_opens_in_the_browsers_language(tab_in, venue, locale, expected):
    tab = tab_in(locale)

    tab.goto("/chat")

    assert tab.locator("html").get_attribute("lang") == expected
    # the language link of the page's language is the current one
    assert (
        tab.locator(f'nav.languages a[lang="{expected}"]').get_attribute("aria-current") == "page"
    )


def test_a_client_holds_a_room_from_the_chat_page(tab_in, venue, request):
    tab = tab_in("de-CH")
    tab.goto("/chat")

    first = send(
        tab, f"Guten Tag, einen Raum für 30 Personen am 8. August {YEAR} von 18 bis 22 Uhr?"
    )
    assert "Salon Rose" in first
    asked = send(tab, "Bitte reservieren Sie den Salon Rose.")
    assert "Ihren Namen und Ihre E-Mail-Adresse" in asked
    held = send(tab, "Mein Name ist Laura Meier, laura.meier@example.ch")
    screenshot(tab, request.node.name)

    assert "Wir haben den Raum Salon Rose" in held
    assert "als Option für Sie reserviert" in held
    event = Event.objects.get(
        notes__startswith=NOTE.split("{")[0], client__email="laura.meier@example.ch"
    )
    assert event.status == Event.Status.OPTION
    assert event.room.name == "Salon Rose"
