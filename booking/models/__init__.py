"""Booking models: the canonical catalog, aliases, clients and events."""

from .aliases import Alias
from .catalog import Feature, Product, Room, RoomRate
from .events import Client, Event, EventProduct

__all__ = ["Alias", "Client", "Event", "EventProduct", "Feature", "Product", "Room", "RoomRate"]
