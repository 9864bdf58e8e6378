"""Schemathesis against /api/v1/schema/: every operation, in-process through the WSGI app.

Staff-only operations are called with a staff token, public ones anonymously, on the demo venue.
Each response must be no server error, have a status and content type the schema lists, match
the schema for that status, and be, when it is an error, {"message", "extra"} with a message.
FACTLOCK_SCHEMA_FUZZ_EXAMPLES=500 runs more examples per operation than the default 40.
"""

import os

import pytest
import schemathesis
from django.core.signals import request_finished, request_started
from django.db import close_old_connections
from hypothesis import HealthCheck, settings
from rest_framework.authtoken.models import Token
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from config.wsgi import application
from tests.booking.factories import make_staff

EXAMPLES_PER_OPERATION = int(os.environ.get("FACTLOCK_SCHEMA_FUZZ_EXAMPLES", "40"))


@pytest.fixture(autouse=True)
def connection_kept_open():
    """Requests go straight to the WSGI app, which closes the database connection when a request
    ends: inside the test's transaction that ends the test's connection (PostgreSQL notices).
    Django's own test client switches that off the same way."""
    request_started.disconnect(close_old_connections)
    request_finished.disconnect(close_old_connections)
    yield
    request_started.connect(close_old_connections)
    request_finished.connect(close_old_connections)


@pytest.fixture
def staff_headers(demo_venue) -> dict[str, str]:
    user = make_staff("fuzz-staff", every=True)
    return {"Authorization": f"Token {Token.objects.create(user=user).key}"}


def error_has_a_message(ctx, response, case) -> None:
    if response.status_code < 400:
        return
    try:
        body = response.json()
    except ValueError:
        raise AssertionError(
            f"{response.status_code} without a JSON body: {response.text[:300]}"
        ) from None
    assert isinstance(body, dict) and set(body) == {"message", "extra"}, body
    assert isinstance(body["message"], str) and body["message"].strip(), body


CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    error_has_a_message,
]


def is_public(case) -> bool:
    """The schema lists an empty security requirement where anonymous callers are let in."""
    return {} in case.operation.definition.raw.get("security", [])


schema = schemathesis.openapi.from_wsgi("/api/v1/schema/", application)


@schema.parametrize()
@settings(
    max_examples=EXAMPLES_PER_OPERATION,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
def test_every_operation_keeps_to_the_schema(case, staff_headers):
    headers = {} if is_public(case) else staff_headers
    response = case.call(headers=headers)
    case.validate_response(response, checks=CHECKS, headers=headers)
