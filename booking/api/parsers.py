"""JSON request bodies, read by booking.json_input: bounded nesting and integers, no NaN, no
lone surrogates. Whatever it refuses is a 400 with the reason."""

from django.conf import settings
from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

from booking.json_input import JsonInputError, json_input_loads


class BoundedJsonParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        parser_context = parser_context or {}
        encoding = parser_context.get("encoding", settings.DEFAULT_CHARSET)
        if encoding.lower().replace("_", "-") not in ("utf-8", "utf8"):
            raise ParseError("JSON parse error - the body must be UTF-8.")
        try:
            return json_input_loads(stream.read())
        except JsonInputError as error:
            raise ParseError(f"JSON parse error - {error}.") from error
