"""Booking models: the canonical catalog, aliases, the venue itself, clients and events, API keys."""

from .aliases import Alias
from .api_keys import ApiKey
from .catalog import Feature, Product, Room, RoomRate
from .events import Client, Event, EventProduct
from .replies import Conversation, Message, Reply
from .venue import Venue

__all__ = [
    "Alias",
    "ApiKey",
    "Client",
    "Conversation",
    "Event",
    "EventProduct",
    "Feature",
    "Message",
    "Product",
    "Reply",
    "Room",
    "RoomRate",
    "Venue",
]
