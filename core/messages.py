"""Flash messages stored as Django's default storage stores them (a signed cookie, the session
for what does not fit), with the cookie's signer made when a message is first read or written:
a request that neither shows nor stores a message, as every API call, does not build one."""

from __future__ import annotations

from django.contrib.messages.storage.base import BaseStorage
from django.contrib.messages.storage.cookie import CookieStorage
from django.contrib.messages.storage.fallback import FallbackStorage
from django.contrib.messages.storage.session import SessionStorage
from django.core import signing
from django.utils.functional import cached_property


class LazySignerCookieStorage(CookieStorage):
    """CookieStorage whose signer is made on first use."""

    def __init__(self, *args, **kwargs) -> None:
        # CookieStorage's own __init__ only adds the signer, which is made on first use here.
        BaseStorage.__init__(self, *args, **kwargs)

    @cached_property
    def signer(self) -> signing.Signer:
        return signing.get_cookie_signer(salt=self.key_salt)


class MessageStorage(FallbackStorage):
    """The cookie first, then the session, as FallbackStorage."""

    storage_classes = (LazySignerCookieStorage, SessionStorage)
