"""Intake: what a client message asks for, read deterministically with the safety recognizers.

message_read(text=..., received_at=..., locale=None) -> Intake
request_merge(current, intake.update) -> BookingRequest
"""

from .message import Intake, message_read
from .names import UnknownName
from .request import BookingRequest, RequestUpdate, request_merge

__all__ = [
    "BookingRequest",
    "Intake",
    "RequestUpdate",
    "UnknownName",
    "message_read",
    "request_merge",
]
