"""The chat page and the verification inspector in a real browser (Chromium through Playwright)."""

import csv
import datetime as dt
import json

import pytest
from django.utils import timezone

from tests.llm_backend import llm_backend_use
from tests.web.conftest import screenshot, staff_login

YEAR = timezone.localdate().year + 2  # a year the demo venue has no events in
ENQUIRY_DAY = dt.date(YEAR, 6, 9)
ENQUIRY = f"Hello, do you have a room for 12 people on 9 June {YEAR} from 9:00 to 12:00?"
ENQUIRY_DE = f"Guten Tag, haben Sie am 9. Juni {YEAR} von 9 bis 12 Uhr einen Raum für 12 Personen?"
APERO_ENQUIRY = (
    f"Hello, do you have a room for 30 people on 8 August {YEAR} from 18:00 to 22:00? "
    "We would like the {product}."
)
WRONG_TIME_DRAFT = (
    "Hello,\n\nPunkt.Null is free for your 30 guests on 8 August 2027 from 19:00 to 22:00, "
    "for CHF 900.00, with the Apéro Package.\n\nKind regards"
)

# Every form control needs a name a screen reader can read: its own <label>, a wrapping label,
# aria-label or aria-labelledby. Returns the controls that have none.
UNLABELLED_CONTROLS = """() => [...document.querySelectorAll('input, select, textarea')]
  .filter(el => !['hidden', 'submit', 'button', 'reset'].includes(el.type))
  .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label')
                && !el.getAttribute('aria-labelledby'))
  .map(el => el.outerHTML)"""
UNNAMED_BUTTONS = """() => [...document.querySelectorAll('button, a[href]')]
  .filter(el => !(el.textContent.trim() || el.getAttribute('aria-label')))
  .map(el => el.outerHTML)"""

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(scope="module")
def llm_server():
    from devtools.misbehaving_server import MisbehavingServer

    with MisbehavingServer(seed=3) as server:
        yield server


@pytest.fixture
def llm(settings, llm_server):
    """Replies rephrased by the misbehaving loopback LLM; the test scripts what it changes."""
    yield llm_backend_use(settings, llm_server, VERBALIZER_TIMEOUT=5.0)
    llm_server.clear_script()


# -- helpers


def send(tab, message: str) -> None:
    """Types a message into the chat and sends it with the keyboard; waits for the reply."""
    replies = tab.locator(".message--venue").count()
    tab.locator("#chat-message").fill(message)
    tab.locator("#chat-message").press("Enter")
    tab.locator(".message--venue").nth(replies).wait_for()


def last_reply(tab) -> str:
    return tab.locator(".message--venue .text").last.inner_text()


def panel(tab, field: str):
    return tab.locator(f'#request dd[data-field="{field}"]')


def follow_up_to_40(tab, message: str, in_reply: str) -> None:
    """Sends a follow-up that changes the group to 40: the reply and the panel change, the date
    stays."""
    send(tab, message)
    assert in_reply in last_reply(tab)
    assert panel(tab, "participants").inner_text() == "40"
    assert panel(tab, "date").locator("time").get_attribute("datetime") == ENQUIRY_DAY.isoformat()


def chat_reply_through_llm(tab, llm, behaviour: str, message: str, locale: str = "en") -> None:
    llm.script(behaviour)
    tab.goto(f"/chat?lang={locale}")
    send(tab, message)


def replies_shown(tab) -> list[str]:
    return tab.locator("article.reply").evaluate_all("els => els.map(el => el.dataset.lang)")


def apply_filters(tab) -> None:
    """Submit the inspector's filters and wait until the filtered page has loaded.

    The list is read with evaluate_all, which does not wait: read during the
    navigation it sees an empty document (a busy CI machine showed that).
    """
    before = tab.url
    tab.get_by_role("button", name="Filter").click()
    tab.wait_for_url(lambda url: url != before, wait_until="load")


def assert_accessible_basics(tab, lang: str) -> None:
    assert tab.locator("html").get_attribute("lang") == lang
    assert tab.locator("main").count() == 1
    assert tab.locator("h1").count() == 1
    assert tab.evaluate(UNLABELLED_CONTROLS) == []
    assert tab.evaluate(UNNAMED_BUTTONS) == []


# -- the chat


def test_chat_round_trip_with_the_keyboard_then_in_german(page, venue):
    page.goto("/chat")
    page.keyboard.press("Tab")  # the skip link comes first
    assert page.evaluate("document.activeElement.className") == "skip-link"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "chat-message"
    page.keyboard.type(ENQUIRY)
    page.keyboard.press("Enter")
    page.locator(".message--venue").first.wait_for()

    reply = last_reply(page)
    assert "for 12 participants" in reply
    assert "\n- " in reply  # the reply keeps its line breaks
    assert page.locator("#chat-log").get_attribute("aria-live") == "polite"
    assert panel(page, "date").locator("time").get_attribute("datetime") == ENQUIRY_DAY.isoformat()
    assert panel(page, "time").inner_text() == "09:00–12:00"
    assert panel(page, "participants").inner_text() == "12"
    assert page.evaluate("document.activeElement.id") == "chat-message"

    assert f"9 June {YEAR}" in panel(page, "date").inner_text()  # day before month, as replies

    follow_up_to_40(page, "Make it 40 people, please.", "for 40 participants")
    screenshot(page, "chat-en")

    page.get_by_role("link", name="Deutsch").click()
    page.wait_for_url("**/chat?lang=de")
    assert page.locator("html").get_attribute("lang") == "de"
    assert page.get_by_label("Ihre Nachricht").is_visible()
    assert page.locator(".message--venue").count() == 2  # the conversation survived the switch
    assert panel(page, "participants").inner_text() == "40"


def test_chat_round_trip_in_german(page, venue):
    page.goto("/chat?lang=de")
    assert page.get_by_role("heading", name="Ihre Anfrage").is_visible()
    send(page, ENQUIRY_DE)
    assert "für 12 Personen" in last_reply(page)
    assert panel(page, "participants").inner_text() == "12"
    assert panel(page, "time").inner_text() == "09:00–12:00"

    follow_up_to_40(page, "Bitte für 40 Personen.", "für 40 Personen")
    screenshot(page, "chat-de")

    page.get_by_role("button", name="Neue Unterhaltung").click()
    assert page.locator(".message").count() == 0
    assert panel(page, "participants").inner_text() == "—"


def test_a_message_that_could_not_be_sent_stays_in_the_box(page, venue, settings):
    from django.core.cache import cache

    cache.clear()  # the throttle's history of earlier tests
    settings.REST_FRAMEWORK = {
        **settings.REST_FRAMEWORK,
        "DEFAULT_THROTTLE_RATES": {"chat": "1/minute", "verify": "1/minute"},
    }
    page.goto("/chat")
    send(page, ENQUIRY)
    page.locator("#chat-message").fill("Make it 40 people, please.")
    page.locator("#chat-message").press("Enter")

    alert = page.get_by_role("alert")
    alert.wait_for()
    assert "could not be sent" in alert.inner_text()
    assert "throttled" in alert.inner_text()  # the API's own reason
    assert page.locator("#chat-message").input_value() == "Make it 40 people, please."
    assert page.locator(".message--client").count() == 1
    page.reload()
    assert page.locator(".message").count() == 2  # the unsent message was not kept as sent
    assert panel(page, "participants").inner_text() == "12"


def test_pages_pass_basic_accessibility_checks(page, venue, staff_user, live_server):
    for lang in ("en", "fr"):
        page.goto(f"/chat?lang={lang}")
        assert_accessible_basics(page, lang)
        assert page.get_by_role("complementary").count() == 1

    page.set_viewport_size({"width": 380, "height": 800})
    page.goto("/chat")
    conversation = page.locator("section.conversation").bounding_box()
    request_panel = page.get_by_role("complementary").bounding_box()
    assert request_panel["y"] >= conversation["y"] + conversation["height"]  # stacked
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    screenshot(page, "chat-narrow")

    page.set_viewport_size({"width": 1200, "height": 900})
    staff_login(page, live_server, staff_user)
    for path in ("/inspector", "/inspector/try"):
        page.goto(path)
        assert_accessible_basics(page, "en")


# -- the inspector


def test_inspector_sends_anonymous_visitors_to_the_admin_login(page, venue):
    page.goto("/inspector")
    assert "/admin/login/" in page.url
    assert "next=/inspector" in page.url


def test_inspector_highlights_a_corrected_date(page, venue, llm, staff_user, live_server):
    chat_reply_through_llm(page, llm, "change_date", APERO_ENQUIRY.format(product="Apéro Package"))
    asked = dt.date(YEAR, 8, 8)
    changed = asked + dt.timedelta(days=1)
    assert f"{asked:%A}, 8 August {YEAR}" in last_reply(page)
    assert page.locator(".message--venue .note").inner_text().startswith("Checked against")

    staff_login(page, live_server, staff_user)
    page.goto("/inspector")
    highlight = page.locator('.fix-wrong[data-issue-type="date"]')
    assert highlight.count() == 1
    assert highlight.locator("del").inner_text() == f"{changed:%A}, 9"
    assert highlight.locator("ins").inner_text() == f"{asked:%A}, 8"
    assert f"{changed:%A}, 9 August {YEAR}" in highlight.get_attribute("title")
    page.get_by_text("LLM output (markers restored)").click()
    assert (
        f"{changed:%A}, 9 August {YEAR}"
        in page.locator("article.reply details", has_text="LLM output (markers restored)")
        .locator("pre.text")
        .first.inner_text()
    )
    screenshot(page, "inspector-wrong-date")


def test_inspector_marks_restored_terms_and_removed_sentences(
    page, venue, llm, staff_user, live_server
):
    from booking.models import Reply
    from booking.services.chat import chat_message_handle

    before = len(llm.mutations)
    llm.script("drop_marker")
    chat_message_handle(text=APERO_ENQUIRY.format(product="Apéro Package"), locale="en")
    llm.script("invent_sentence:price")
    chat_message_handle(text=APERO_ENQUIRY.format(product="Apéro Package"), locale="en")
    drop, invention = llm.mutations[before:]
    assert drop.behaviour == "drop_marker"
    dropped_names = Reply.objects.order_by("pk").reverse()[1].markers["missing"]
    assert len(dropped_names) == 1
    invented = invention.new
    staff_login(page, live_server, staff_user)

    page.goto("/inspector")
    dropped_reply, invented_reply = page.locator("article.reply").all()[::-1]
    restored = dropped_reply.locator(".fix-restored")
    assert restored.count() == 1
    assert restored.inner_text().endswith(dropped_names[0])
    removed = invented_reply.locator('.fix-removed[data-issue-kind="invented"]')
    assert removed.count() == 1
    assert invented.strip() in removed.inner_text()
    screenshot(page, "inspector-restored-removed")


def test_inspector_filters_by_issue_type_language_and_day(
    page, venue, llm, staff_user, live_server
):
    from booking.services.chat import chat_message_handle

    llm.script("change_date")
    chat_message_handle(text=APERO_ENQUIRY.format(product="Apéro Package"), locale="en")
    llm.script("change_time")
    chat_message_handle(text=ENQUIRY_DE, locale="de")
    staff_login(page, live_server, staff_user)

    page.goto("/inspector")
    assert sorted(replies_shown(page)) == ["de", "en"]
    assert page.locator('svg[data-chart="replies-chart"] rect').count() >= 1
    assert page.locator('svg[data-chart="issues-chart"] rect').count() == 2  # a date and a time

    page.get_by_label("Issue type", exact=True).select_option("time")
    apply_filters(page)
    assert replies_shown(page) == ["de"]
    assert page.locator('.fix-wrong[data-issue-type="time"] ins').inner_text() == "09:00"

    page.get_by_label("Issue type", exact=True).select_option("")
    page.get_by_label("Language", exact=True).select_option("en")
    apply_filters(page)
    assert replies_shown(page) == ["en"]

    # Both replies were corrected; the export link carries the filters and downloads them.
    page.get_by_label("Outcome", exact=True).select_option("corrected")
    apply_filters(page)
    assert replies_shown(page) == ["en"]
    with page.expect_download() as download:
        page.get_by_role("link", name="Export these replies as CSV").click()
    with open(download.value.path(), encoding="utf-8", newline="") as exported_file:
        header, *rows = list(csv.reader(exported_file))
    assert header[:6] == ["id", "created_at", "channel", "status", "lang", "outcome"]
    assert [(row[4], row[5]) for row in rows] == [("en", "corrected")]
    page.get_by_label("Outcome", exact=True).select_option("")

    yesterday = timezone.localdate() - dt.timedelta(days=1)
    page.get_by_label("Language", exact=True).select_option("")
    page.get_by_label("Day", exact=True).fill(yesterday.isoformat())
    apply_filters(page)
    assert replies_shown(page) == []
    assert page.locator("#no-replies").is_visible()
    screenshot(page, "inspector-filtered")


def test_try_it_box_shows_the_verdict_and_the_corrected_text(page, venue, staff_user, live_server):
    staff_login(page, live_server, staff_user)
    page.goto("/inspector")
    page.get_by_label("Draft").fill(WRONG_TIME_DRAFT)
    page.get_by_label("Reply language").select_option("en")
    page.get_by_role("button", name="Check the draft").click()

    assert page.locator(".verdict").inner_text() == "corrected"
    fix = page.locator('#try-text .fix-wrong[data-issue-type="time"]')
    assert fix.locator("del").inner_text() == "19:00"
    assert fix.locator("ins").inner_text() == "18:00"
    assert "from 18:00 to 22:00" in page.locator("#try-corrected").text_content()
    screenshot(page, "inspector-try")

    page.get_by_label("Facts (JSON)").fill(json.dumps({"dates": [{"value": "2027-02-31"}]}))
    page.get_by_role("button", name="Check the draft").click()
    assert "dates.0.value" in page.get_by_role("alert").first.inner_text()
    assert page.locator(".verdict").count() == 0


# -- admin edits


def test_a_product_renamed_in_the_admin_is_used_by_the_next_reply(
    page, venue, staff_user, live_server
):
    staff_login(page, live_server, staff_user)
    page.goto("/chat")
    send(page, APERO_ENQUIRY.format(product="Apéro Package"))
    # The CSRF header was accepted; the product is shown with its English alias.
    assert "Apéro Package (aperitif package): 30 × CHF 24.50" in last_reply(page)

    page.goto("/admin/")
    page.get_by_role("link", name="Verification inspector").wait_for()
    screenshot(page, "admin-index")
    page.goto("/admin/booking/product/?q=Apéro+Package")
    page.get_by_role("link", name="Apéro Package", exact=True).click()
    page.get_by_label("Name:").fill("Apéro Royal")
    page.get_by_role("button", name="Save", exact=True).click()
    page.locator(".messagelist .success").wait_for()

    page.goto("/chat")
    page.get_by_role("button", name="New conversation").click()
    send(page, APERO_ENQUIRY.format(product="Apéro Royal"))
    reply = last_reply(page)
    assert "Apéro Royal (aperitif package): 30 × CHF 24.50" in reply
    assert "Apéro Package" not in reply
    screenshot(page, "chat-after-rename")
