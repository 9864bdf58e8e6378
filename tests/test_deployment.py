"""Deployment defaults: no start with the published key and DEBUG off, HTTPS settings from the
environment, Django's deployment checks clean with production settings, /metrics only for the
monitoring server, the admin's sign-in throttled, request ids checked before they are recorded."""

import json
import os
import subprocess
import sys

import pytest
from django.contrib.auth import get_user_model
from django.core.cache import cache
from django.test import Client

from tests.api.conftest import unthrottled  # noqa: F401 (a fixture)
from tests.conftest import PROJECT_ROOT

PUBLISHED_KEY = "factlock-insecure-development-key-change-me"
A_REAL_KEY = "k" * 20 + "-this-one-is-random-enough-for-a-test-" + "q" * 10
PRODUCTION = {
    "DEBUG": "false",
    "SECRET_KEY": A_REAL_KEY,
    "ALLOWED_HOSTS": "factlock.example.ch",
    "FACTLOCK_HTTPS": "true",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": "true",
    "SECURE_HSTS_PRELOAD": "true",
}
SHOWN = [
    "DEBUG",
    "SECURE_SSL_REDIRECT",
    "SESSION_COOKIE_SECURE",
    "CSRF_COOKIE_SECURE",
    "SECURE_HSTS_SECONDS",
    "SECURE_PROXY_SSL_HEADER",
]
SHOW_SETTINGS = (
    "import django, json; django.setup(); from django.conf import settings; "
    f"print(json.dumps({{name: getattr(settings, name) for name in {SHOWN!r}}}))"
)


def django_process(arguments: list[str], **environment: str) -> subprocess.CompletedProcess:
    """`python <arguments>` in the project with these settings in the environment (they win over
    .env, which holds only what is not set)."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("SECURE_", "FACTLOCK_HTTPS", "SESSION_", "CSRF_"))
    }
    env |= {"DJANGO_SETTINGS_MODULE": "config.settings", "SECRET_KEY": "", "DEBUG": "false"}
    env |= environment
    return subprocess.run(
        [sys.executable, *arguments],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def shown_settings(**environment: str) -> dict:
    done = django_process(["-c", SHOW_SETTINGS], **environment)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


# --- the secret key ---------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["", PUBLISHED_KEY], ids=["unset", "published"])
def test_the_server_refuses_to_start_without_a_key_of_its_own(key):
    done = django_process(["manage.py", "check"], SECRET_KEY=key)

    assert done.returncode != 0
    assert "SECRET_KEY is not set, or is the development key published" in done.stderr
    assert "token_urlsafe" in done.stderr  # it says how to make one


@pytest.mark.parametrize(
    ("environment", "debug"),
    [({"SECRET_KEY": A_REAL_KEY}, False), ({"DEBUG": "true"}, True)],
    ids=["own-key", "debug-on"],
)
def test_a_key_of_its_own_or_debug_lets_it_start(environment, debug):
    assert shown_settings(**environment)["DEBUG"] is debug


# --- HTTPS ------------------------------------------------------------------------------------


def test_https_settings_come_from_the_environment():
    plain = shown_settings(SECRET_KEY=A_REAL_KEY)
    https = shown_settings(
        SECRET_KEY=A_REAL_KEY, FACTLOCK_HTTPS="true", SECURE_PROXY_SSL_HEADER="X-Forwarded-Proto"
    )
    one_by_one = shown_settings(
        SECRET_KEY=A_REAL_KEY,
        FACTLOCK_HTTPS="true",
        SECURE_SSL_REDIRECT="false",
        SECURE_HSTS_SECONDS="600",
    )

    assert plain == {
        "DEBUG": False,
        "SECURE_SSL_REDIRECT": False,
        "SESSION_COOKIE_SECURE": False,
        "CSRF_COOKIE_SECURE": False,
        "SECURE_HSTS_SECONDS": 0,
        "SECURE_PROXY_SSL_HEADER": None,
    }
    assert https == {
        "DEBUG": False,
        "SECURE_SSL_REDIRECT": True,
        "SESSION_COOKIE_SECURE": True,
        "CSRF_COOKIE_SECURE": True,
        "SECURE_HSTS_SECONDS": 31_536_000,
        "SECURE_PROXY_SSL_HEADER": ["HTTP_X_FORWARDED_PROTO", "https"],
    }
    assert (one_by_one["SECURE_SSL_REDIRECT"], one_by_one["SECURE_HSTS_SECONDS"]) == (False, 600)
    assert one_by_one["SESSION_COOKIE_SECURE"] is True


def test_the_deployment_checks_pass_with_production_settings_and_fail_without_https():
    command = ["manage.py", "check", "--deploy", "--fail-level", "WARNING"]

    production = django_process(command, **PRODUCTION)
    without_https = django_process(command, **(PRODUCTION | {"FACTLOCK_HTTPS": "false"}))

    assert production.returncode == 0, production.stderr[-3000:]
    assert "no issues" in production.stdout
    assert without_https.returncode != 0
    assert "security.W008" in without_https.stderr  # SECURE_SSL_REDIRECT


# --- /metrics ---------------------------------------------------------------------------------


@pytest.fixture
def metrics_settings(settings):
    settings.METRICS_TOKEN = "scrape-token-0123456789"
    settings.METRICS_NETWORKS = ["127.0.0.1/32", "::1/128", "10.20.0.0/16"]
    return settings


@pytest.mark.parametrize(
    ("address", "headers", "status"),
    [
        ("127.0.0.1", {}, 200),
        ("::1", {}, 200),
        ("10.20.3.4", {}, 200),
        ("203.0.113.9", {}, 403),
        ("10.21.0.1", {}, 403),
        ("203.0.113.9", {"HTTP_AUTHORIZATION": "Bearer scrape-token-0123456789"}, 200),
        ("203.0.113.9", {"HTTP_AUTHORIZATION": "Bearer scrape-token-012345678"}, 403),
        ("203.0.113.9", {"HTTP_AUTHORIZATION": "Token scrape-token-0123456789"}, 403),
        ("203.0.113.9", {"HTTP_X_FORWARDED_FOR": "127.0.0.1"}, 403),
    ],
    ids=[
        "loopback",
        "loopback-v6",
        "allowed-network",
        "outside",
        "next-network",
        "token",
        "wrong-token",
        "other-scheme",
        "forged-forwarded-for",
    ],
)
def test_metrics_answer_the_token_or_the_allowed_networks(
    metrics_settings, address, headers, status
):
    response = Client(REMOTE_ADDR=address).get("/metrics", **headers)

    assert response.status_code == status
    if status == 403:
        assert b"FACTLOCK_METRICS_TOKEN" in response.content
        assert b"factlock_" not in response.content
    else:
        assert b"factlock_" in response.content


@pytest.mark.parametrize("address", ["127.0.0.1", "::1", "10.20.3.4", "203.0.113.9"])
def test_without_networks_metrics_answer_no_one_without_the_token(settings, address):
    settings.METRICS_TOKEN, settings.METRICS_NETWORKS = "", []
    client = Client(REMOTE_ADDR=address)

    assert client.get("/metrics").status_code == 403
    assert client.get("/metrics", HTTP_AUTHORIZATION="Bearer ").status_code == 403


def test_behind_a_proxy_metrics_read_the_address_the_proxy_saw(metrics_settings):
    metrics_settings.REST_FRAMEWORK = metrics_settings.REST_FRAMEWORK | {"NUM_PROXIES": 1}
    proxy = Client(REMOTE_ADDR="127.0.0.1")

    assert proxy.get("/metrics", HTTP_X_FORWARDED_FOR="203.0.113.9").status_code == 403
    assert proxy.get("/metrics", HTTP_X_FORWARDED_FOR="10.20.0.7").status_code == 200


# --- the admin's sign-in ----------------------------------------------------------------------


@pytest.fixture
def login_limit(settings, db):
    settings.ADMIN_LOGIN_FAILURES = "3/hour"
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    cache.clear()
    get_user_model().objects.create_user("anna", password="the-right-password", is_staff=True)
    yield
    cache.clear()


def sign_in(client: Client, password: str):
    return client.post("/admin/login/", {"username": "anna", "password": password})


def test_the_admin_sign_in_is_throttled_after_failures(login_limit):
    browser = Client(REMOTE_ADDR="198.51.100.7")

    assert [sign_in(browser, f"guess-{n}").status_code for n in range(3)] == [200, 200, 200]
    refused = sign_in(browser, "the-right-password")

    assert refused.status_code == 429
    assert 3500 < int(refused["Retry-After"]) <= 3600
    assert b"Too many failed sign-ins" in refused.content
    assert "_auth_user_id" not in browser.session
    # another address is not held back, and the right password gets in there
    assert sign_in(Client(REMOTE_ADDR="198.51.100.8"), "the-right-password").status_code == 302


def test_successful_sign_ins_are_not_counted(login_limit):
    for _ in range(5):
        browser = Client(REMOTE_ADDR="198.51.100.9")
        assert sign_in(browser, "the-right-password").status_code == 302
    assert Client(REMOTE_ADDR="198.51.100.9").get("/admin/login/").status_code == 200


# --- request ids --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "unsafe",
    ["evil\r\nX-Injected: 1", '"}, {"level": "CRITICAL', "a" * 65, "ünïcode", "<b>id</b>", " "],
    ids=["crlf", "json", "long", "unicode", "html", "space"],
)
@pytest.mark.usefixtures("unthrottled")
def test_an_unsafe_request_id_never_reaches_the_audit_trail(db, unsafe):
    from booking.models import Reply
    from tests.booking.factories import make_room

    make_room()
    response = Client().post(
        "/api/v1/chat",
        {"message": "A room for 20 people, please."},
        content_type="application/json",
        HTTP_X_REQUEST_ID=unsafe,
    )

    assert response.status_code == 200
    recorded = Reply.objects.get().request_id
    assert recorded == response["X-Request-ID"] != unsafe
    assert recorded.isascii() and recorded.isalnum()
