"""Browser tests: Debian's Chromium driven by Playwright against pytest-django's live server.

Chromium is installed from Debian's packages when missing (once per session, under a lock); when
that cannot be done the tests are skipped with the reason (`pytest -rs` shows it).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from tests.api.conftest import fast_password_hashing, unthrottled  # noqa: F401 (autouse)
from tests.conftest import DEMO_VENUE, PROJECT_ROOT
from tests.web.chromium import ChromiumUnavailable, chromium_ensure

SCREENSHOTS = PROJECT_ROOT / "test-artifacts" / "screenshots"
STAFF_PASSWORD = "correct-horse-battery"
TIMEOUT_MS = 10_000


@pytest.fixture(scope="session")
def chromium_executable() -> Path:
    try:
        return chromium_ensure()
    except ChromiumUnavailable as reason:
        message = f"browser tests need Chromium: {reason}"
        print(f"\n{message}")
        pytest.skip(message)


@pytest.fixture(scope="module")
def browser(chromium_executable):
    """Playwright and Chromium for one module: Playwright's sync API keeps an event loop running
    in the test thread while it lives, which later tests that start their own loop cannot share."""
    sync_api = pytest.importorskip(
        "playwright.sync_api",
        reason="browser tests need playwright (pip install -e '.[server,dev]')",
    )
    # Django refuses database calls from a thread with a running event loop unless told that
    # this is safe, which it is here: the loop only waits for the browser.
    previous = os.environ.get("DJANGO_ALLOW_ASYNC_UNSAFE")
    os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"
    try:
        with sync_api.sync_playwright() as playwright:
            launched = playwright.chromium.launch(executable_path=str(chromium_executable))
            yield launched
            launched.close()
    finally:
        if previous is None:
            os.environ.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
        else:
            os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = previous


@pytest.fixture
def venue(transactional_db):
    """The demo venue in a transactional test, so the live server's thread sees it."""
    from booking.services.demo_venue import demo_venue_load

    demo_venue_load(directory=DEMO_VENUE)


@pytest.fixture
def staff_user(transactional_db):
    from django.contrib.auth import get_user_model

    return get_user_model().objects.create_superuser(
        username="staff", email="staff@example.com", password=STAFF_PASSWORD
    )


@pytest.fixture
def page(browser, live_server, request):
    """A fresh browser tab (own cookies and sessionStorage); a screenshot of it is kept."""
    context = browser.new_context(base_url=live_server.url, viewport={"width": 1200, "height": 900})
    context.set_default_timeout(TIMEOUT_MS)
    tab = context.new_page()
    yield tab
    screenshot(tab, request.node.name)
    context.close()


def screenshot(tab, name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    path = SCREENSHOTS / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', name)}.png"
    tab.screenshot(path=str(path), full_page=True)
    return path


def staff_login(tab, live_server, user) -> None:
    """Signs `user` in by handing the browser a session cookie, without the login form."""
    from django.test import Client

    client = Client()
    client.force_login(user)
    session = client.cookies["sessionid"]
    tab.context.add_cookies([{"name": "sessionid", "value": session.value, "url": live_server.url}])
