"""Flash messages stored by core.messages: kept in the signed cookie as Django's default
storage keeps them, read back on the next request, and no signer made for a request that
touches none."""

from django.contrib import messages
from django.contrib.messages.storage.cookie import CookieStorage
from django.contrib.sessions.backends.signed_cookies import SessionStore
from django.http import HttpResponse
from django.test import RequestFactory

from core.messages import LazySignerCookieStorage, MessageStorage


def _request(cookies: dict[str, str] | None = None):
    request = RequestFactory().get("/")
    request.COOKIES.update(cookies or {})
    request.session = SessionStore()
    return request


def test_a_message_added_is_read_on_the_next_request_from_the_cookie():
    first = _request()
    first._messages = MessageStorage(first)
    messages.success(first, "Saved.")
    response = HttpResponse()
    first._messages.update(response)
    cookie = response.cookies[CookieStorage.cookie_name].value

    second = _request({CookieStorage.cookie_name: cookie})
    second._messages = MessageStorage(second)
    assert [str(message) for message in messages.get_messages(second)] == ["Saved."]


def test_the_cookie_is_what_django_s_own_storage_would_read():
    first = _request()
    storage = MessageStorage(first)
    storage.add(messages.INFO, "Kept.")
    response = HttpResponse()
    storage.update(response)
    cookie = response.cookies[CookieStorage.cookie_name].value

    plain = CookieStorage(_request({CookieStorage.cookie_name: cookie}))
    assert [str(message) for message in plain] == ["Kept."]


def test_no_signer_is_made_for_a_request_without_messages():
    request = _request()
    storage = MessageStorage(request)
    storage.update(HttpResponse())
    cookie_storage = storage.storages[0]
    assert isinstance(cookie_storage, LazySignerCookieStorage)
    assert "signer" not in vars(cookie_storage)
