"""The FACTLOCK settings block read through core.settings: typed, checked, read again on change."""

from decimal import Decimal

import pytest
from django.core.exceptions import ImproperlyConfigured

from core.settings import factlock_settings, settings_from
from tests.test_deployment import A_REAL_KEY, django_process


def test_the_configured_block_reads_typed(settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VAT_RATE": "7.7", "DEFAULT_LANGUAGE": "de-CH"}

    read = factlock_settings()

    assert read.vat_rate == Decimal("7.7")
    assert read.default_language == "de"


def test_a_changed_setting_is_read_again(settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "CHAT_MAX_MESSAGE_CHARS": 300}
    assert factlock_settings().chat_max_message_chars == 300

    settings.FACTLOCK = {**settings.FACTLOCK, "CHAT_MAX_MESSAGE_CHARS": 400}
    assert factlock_settings().chat_max_message_chars == 400


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("VAT_RATE", "100", "must be a percent from 0 to below 100, not '100'"),
        ("DEFAULT_LANGUAGE", "es", "must be a language replies are written in"),
        ("VERBALIZER_BACKEND", "openia", "must be 'template' or 'openai', not 'openia'"),
        ("DEFAULT_EVENT_HOURS", 25, "must be a whole number from 1 to 24, not 25"),
        ("VERBALIZER_RETRIES", -1, "must be a whole number of at least 0, not -1"),
        ("VERBALIZER_TIMEOUT", 0.0, "must be a number above 0, not 0.0"),
        ("MAX_WRONG_SHARE", 1.5, "must be a number from 0 to 1, not 1.5"),
        ("MAX_WRONG_SHARE", float("nan"), "must be a number from 0 to 1, not nan"),
        ("VERIFY_MAX_TEXT_CHARS", True, "must be a whole number of at least 1, not True"),
        ("OPENAI_API_KEY", None, "must be a string, not None"),
        ("VERBALIZER_MAX_TOKENS", 255, "must be a whole number of at least 256, not 255"),
        (
            "UPSTREAM_BASE_URL",
            "localhost:8080/v1",
            "must be an http(s) URL, not 'localhost:8080/v1'",
        ),
        ("UPSTREAM_TIMEOUT", -1, "must be a number above 0, not -1"),
    ],
)
def test_a_value_out_of_range_is_refused_naming_its_key(settings, key, value, said):
    settings.FACTLOCK = {**settings.FACTLOCK, key: value}

    with pytest.raises(ImproperlyConfigured) as refused:
        factlock_settings()

    assert f'FACTLOCK["{key}"] {said}' in str(refused.value)


def test_missing_and_unknown_keys_are_all_named(settings):
    block = {key: value for key, value in settings.FACTLOCK.items() if key != "VAT_RATE"}

    with pytest.raises(ImproperlyConfigured) as refused:
        settings_from(block | {"VAT_RATES": "8.1"})

    assert str(refused.value) == 'FACTLOCK["VAT_RATES"] is unknown; FACTLOCK["VAT_RATE"] is missing'


def test_the_server_refuses_to_start_with_a_value_out_of_range():
    done = django_process(
        ["manage.py", "check"], SECRET_KEY=A_REAL_KEY, FACTLOCK_DEFAULT_EVENT_HOURS="0"
    )

    assert done.returncode != 0, done.stdout
    assert (
        'FACTLOCK["DEFAULT_EVENT_HOURS"] must be a whole number from 1 to 24, not 0' in done.stderr
    )


def test_the_server_starts_with_the_defaults():
    done = django_process(["manage.py", "check"], SECRET_KEY=A_REAL_KEY)

    assert done.returncode == 0, done.stderr[-2000:]
