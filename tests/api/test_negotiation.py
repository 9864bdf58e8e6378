"""The API's content negotiation answers a request that accepts anything with the view's first
renderer, as DRF's own negotiation does, and leaves every other request to DRF's."""

import pytest
from django.test import RequestFactory
from rest_framework.negotiation import DefaultContentNegotiation
from rest_framework.renderers import BrowsableAPIRenderer, JSONRenderer
from rest_framework.request import Request

from booking.api.negotiation import ApiContentNegotiation

RENDERERS = [JSONRenderer(), BrowsableAPIRenderer()]


def _request(path: str = "/api/v1/verify", **headers: str) -> Request:
    return Request(RequestFactory().post(path, **headers))


def _both(request: Request, format_suffix: str | None = None) -> tuple[tuple, tuple]:
    ours = ApiContentNegotiation().select_renderer(request, RENDERERS, format_suffix)
    drf = DefaultContentNegotiation().select_renderer(request, RENDERERS, format_suffix)
    return (type(ours[0]), ours[1]), (type(drf[0]), drf[1])


@pytest.mark.parametrize("headers", [{}, {"HTTP_ACCEPT": "*/*"}, {"HTTP_ACCEPT": " */* "}])
def test_a_request_accepting_anything_gets_json(headers):
    ours, drf = _both(_request(**headers))
    assert ours == (JSONRenderer, "application/json")
    assert ours == drf


@pytest.mark.parametrize(
    "accept",
    ["text/html", "application/json; indent=4", "text/html, */*;q=0.8", "application/json"],
)
def test_an_accept_header_naming_types_is_negotiated_as_drf_does(accept):
    ours, drf = _both(_request(HTTP_ACCEPT=accept))
    assert ours == drf


def test_html_asked_for_gets_the_browsable_renderer():
    ours, _ = _both(_request(HTTP_ACCEPT="text/html"))
    assert ours == (BrowsableAPIRenderer, "text/html")


def test_a_format_in_the_query_string_is_honoured():
    ours, drf = _both(_request("/api/v1/verify?format=api"))
    assert ours == drf == (BrowsableAPIRenderer, "text/html")


def test_a_format_suffix_is_honoured():
    ours, drf = _both(_request(), format_suffix="api")
    assert ours == drf == (BrowsableAPIRenderer, "text/html")
