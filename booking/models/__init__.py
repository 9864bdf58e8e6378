"""Booking models: the canonical catalog, aliases, clients and events."""

from .aliases import Alias
from .catalog import Feature, Product, Room, RoomRate
from .events import Client, Event, EventProduct
from .replies import Conversation, Message, Reply

__all__ = [
    "Alias",
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
]
