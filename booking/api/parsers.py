"""JSON request bodies: nesting is bounded, so no body can exhaust the parser's recursion."""

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser

# Far deeper than any request of the API (verify's facts are four levels deep).
MAX_NESTING = 32
NESTED_TOO_DEEPLY = f"JSON parse error - nested deeper than {MAX_NESTING} levels."


def nesting_exceeds(data: object, limit: int) -> bool:
    """Whether lists and objects in `data` nest deeper than `limit` levels (without recursion)."""
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            if depth > limit:
                return True
            pending.extend((item, depth + 1) for item in value)
    return False


class BoundedJsonParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            data = super().parse(stream, media_type, parser_context)
        except RecursionError as error:  # the decoder's own limit, near a thousand levels
            raise ParseError(NESTED_TOO_DEEPLY) from error
        if nesting_exceeds(data, MAX_NESTING):
            raise ParseError(NESTED_TOO_DEEPLY)
        return data
