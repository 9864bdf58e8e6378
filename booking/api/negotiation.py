"""Content negotiation for the API: DRF's own, with its answer for the common request taken
directly.

A request that names no format (no `.json` suffix, no query string) and accepts anything (no
Accept header, or `*/*`) gets the view's first renderer at that renderer's media type: what
DRF's negotiation answers for it, without parsing an Accept list and the query string per
request. Every other request is negotiated by DRF.
"""

from __future__ import annotations

from rest_framework.negotiation import DefaultContentNegotiation

ANY_MEDIA_TYPE = "*/*"


class ApiContentNegotiation(DefaultContentNegotiation):
    def select_renderer(self, request, renderers, format_suffix=None):
        meta = request._request.META
        if (
            not format_suffix
            and renderers
            and not meta.get("QUERY_STRING")
            and meta.get("HTTP_ACCEPT", ANY_MEDIA_TYPE).strip() == ANY_MEDIA_TYPE
        ):
            return renderers[0], renderers[0].media_type
        return super().select_renderer(request, renderers, format_suffix)
