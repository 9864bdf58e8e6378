"""Conversations follow the catalog: a renamed room, product or feature stays asked for."""

from booking.models import Conversation

_REQUEST_LISTS = {"room": "rooms", "product": "products", "feature": "features"}


def conversations_rename(*, kind: str, old: str, new: str) -> int:
    """Writes `new` for `old` in every conversation's request; returns how many changed."""
    key = _REQUEST_LISTS[kind]
    changed = 0
    # JSON text escapes accents differently per database, so the names are compared here.
    for conversation in Conversation.objects.only("request").iterator():
        names = conversation.request.get(key) or []
        if old not in names:
            continue
        conversation.request[key] = [new if name == old else name for name in names]
        conversation.save(update_fields=["request"])
        changed += 1
    return changed
