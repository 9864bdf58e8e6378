"""`Authorization: Api-Key <key>`: service callers of the verify API identify with a key.

A request without the header is anonymous (and throttled per IP). A key nobody made is a 401, a
disabled one a 403, each with a message; a valid key's ApiKey becomes `request.auth`.
"""

from django.contrib.auth.models import AnonymousUser
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import exceptions
from rest_framework.authentication import BaseAuthentication, get_authorization_header

from booking.selectors.api_keys import api_key_for

KEYWORD = "Api-Key"
MALFORMED = "Send the key as 'Authorization: Api-Key <key>'."
UNKNOWN = "The API key is not valid."
DISABLED = "The API key is disabled."


class ApiKeyAuthentication(BaseAuthentication):
    def authenticate(self, request):
        words = get_authorization_header(request).split()
        if not words or words[0].lower() != KEYWORD.lower().encode():
            return None
        if len(words) != 2:
            raise exceptions.AuthenticationFailed(MALFORMED)
        try:
            raw = words[1].decode("ascii")
        except UnicodeDecodeError as error:
            raise exceptions.AuthenticationFailed(UNKNOWN) from error
        api_key = api_key_for(raw)
        if api_key is None:
            raise exceptions.AuthenticationFailed(UNKNOWN)
        if not api_key.active:
            raise exceptions.PermissionDenied(DISABLED)
        return AnonymousUser(), api_key

    def authenticate_header(self, request) -> str:
        return KEYWORD


class ApiKeyScheme(OpenApiAuthenticationExtension):
    """The key in the OpenAPI schema: an `Authorization` header of the form `Api-Key <key>`."""

    target_class = "booking.api.authentication.ApiKeyAuthentication"
    name = "ApiKey"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "header",
            "name": "Authorization",
            "description": "`Api-Key <key>`; a key comes from `manage.py apikey_create NAME --rate 6000/minute`.",
        }
