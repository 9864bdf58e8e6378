"""The OpenAPI schema as the API behaves: who may call an operation, and the errors it answers.

Every error has the body {"message", "extra"} (booking/api/errors.py); the schema lists the
statuses an operation can answer with besides its success, so clients and schema-driven tests
know them.
"""

from types import SimpleNamespace
from typing import Literal, cast

from django.contrib.auth.models import AnonymousUser
from drf_spectacular.contrib.pydantic import PydanticExtension
from drf_spectacular.openapi import AutoSchema
from drf_spectacular.plumbing import ResolvedComponent
from drf_spectacular.utils import inline_serializer
from pydantic.json_schema import model_json_schema
from rest_framework import serializers
from rest_framework.permissions import SAFE_METHODS
from rest_framework.request import Request

ErrorOutput = inline_serializer(
    "Error",
    {
        "message": serializers.CharField(),
        "extra": serializers.DictField(
            help_text='For invalid input: {"fields": {name: [messages]}}.'
        ),
    },
)

ERROR_DESCRIPTIONS = {
    "400": "Invalid input: malformed or too deeply nested JSON, wrong types or values; extra.fields names them.",
    "401": "Not signed in, or an invalid token.",
    "403": "Signed in without the rights, or a session write without the CSRF token.",
    "404": "No object (or conversation) with this id.",
    "409": "The change conflicts with the data: room taken, status, objects in use.",
    "413": "The body is larger than the server accepts (verify: the text is longer than its limit).",
    "415": "The body is not JSON.",
    "422": "The text could not be checked in time.",
    "429": "Too many requests from this client; Retry-After says when to try again.",
}


class FactlockAutoSchema(AutoSchema):
    def get_auth(self):
        auths = super().get_auth()
        if {} not in auths and self._open_to_anonymous():
            auths.append({})
        return auths

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for status in self._error_statuses():
            if status not in responses:
                responses[status] = self._get_response_for_code(
                    ErrorOutput, status, direction=direction
                )
        for status, response in responses.items():
            if status in ERROR_DESCRIPTIONS and not response.get("description"):
                response["description"] = ERROR_DESCRIPTIONS[status]
        return responses

    def _open_to_anonymous(self) -> bool:
        # The permissions read only the method and the user of a request.
        request = cast(Request, SimpleNamespace(method=self.method, user=AnonymousUser()))
        return all(
            permission.has_permission(request, self.view)
            for permission in self.view.get_permissions()
        )

    def _takes_body(self) -> bool:
        return self.method in ("POST", "PUT", "PATCH") and self.get_request_serializer() is not None

    def _error_statuses(self) -> list[str]:
        statuses = []
        if self._takes_body() or self.get_override_parameters():
            statuses.append("400")
        if self.view.get_authenticators():
            statuses += ["401", "403"]
        if "{" in self.path:
            statuses.append("404")
        if self._takes_body():
            statuses += ["413", "415"]
        if self.method not in SAFE_METHODS and not self._open_to_anonymous():
            statuses.append("409")
        if self.view.get_throttles():
            statuses.append("429")
        return statuses


class PydanticRequestExtension(PydanticExtension):
    """Pydantic models in the schema's OpenAPI 3.0 dialect; as requests, described by what they
    accept rather than by how they serialize (an amount is a number or a decimal string)."""

    priority = 1

    def get_name(self, auto_schema, direction):
        name = super().get_name(auto_schema, direction)
        # The generator appends "Request" to request components itself.
        return name.removesuffix("Request") if direction == "request" else name

    def map_serializer(self, auto_schema, direction):
        mode: Literal["validation", "serialization"] = (
            "validation" if direction == "request" else "serialization"
        )
        suffix = "Request" if direction == "request" else ""
        schema = model_json_schema(
            self.target, ref_template="#/components/schemas/{model}" + suffix, mode=mode
        )
        for name, definition in schema.pop("$defs", {}).items():
            auto_schema.registry.register_on_missing(
                ResolvedComponent(
                    name=name + suffix,
                    type=ResolvedComponent.SCHEMA,
                    object=name + suffix,
                    schema=openapi_30(definition),
                )
            )
        return openapi_30(schema)


def openapi_30(schema):
    """JSON Schema as OpenAPI 3.0 reads it: `anyOf [X, {"type": "null"}]` becomes X, nullable."""
    if isinstance(schema, list):
        return [openapi_30(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    schema = {key: openapi_30(value) for key, value in schema.items()}
    options = schema.get("anyOf")
    if options and {"type": "null"} in options:
        rest = [option for option in options if option != {"type": "null"}]
        del schema["anyOf"]
        schema |= (rest[0] if len(rest) == 1 else {"anyOf": rest}) | {"nullable": True}
    return schema
