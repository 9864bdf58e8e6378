"""Intake: what a client message asks for, read deterministically with the safety recognizers.

A framework-free package: the caller reads the catalog and the venue's day and passes them in.

message_read(text=..., received_on=..., catalog=..., locale=None, held=None) -> Intake
request_merge(current, intake.update) -> BookingRequest
"""

from .catalog import CatalogName, IntakeCatalog, RateWindow
from .message import Intake, message_read
from .names import UnknownName
from .request import BookingRequest, RequestUpdate, request_merge

__all__ = [
    "BookingRequest",
    "CatalogName",
    "Intake",
    "IntakeCatalog",
    "RateWindow",
    "RequestUpdate",
    "UnknownName",
    "message_read",
    "request_merge",
]
