"""Errors the booking services raise; the API maps each to a 4xx `{"message", "extra"}` body.

ApplicationError (400)          bad request that only the service could detect
├── BookingConflict (409)       the room is taken at that time
├── StatusChangeRefused (409)   e.g. confirming a cancelled event
├── StillInUse (409)            deleting a room or product that events refer to
├── DataConflict (409)          a database constraint refused the change (two writers at once)
├── PayloadTooLarge (413)       a text, or the request body, longer than the server accepts
└── TextNotCheckable (422)      a text whose scan did not finish in time

booking/api/errors.py holds the whole map, including the errors raised outside the services.
"""

from __future__ import annotations

SLOT_TAKEN = "{room} is already booked on {date} from {start} to {end}."
CAPACITY_EXCEEDED = "{room} holds {minimum} to {maximum} participants."
DATE_IN_PAST = "Must not be in the past."
NO_RATE_COVERS = "{room} has no rate covering {start}–{end}."
STATUS_CHANGE_REFUSED = "A {status} event cannot be {action}."
STILL_IN_USE = "{name} is used by existing events and cannot be deleted."
DATA_CONFLICT = "The change conflicts with existing data."
BODY_TOO_LARGE = "The request body is larger than the server accepts."
TEXT_TOO_LONG = "text is longer than {limit} characters."
TEXT_TOO_COMPLEX = "text could not be checked in time."


class ApplicationError(Exception):
    status_code = 400

    def __init__(self, message: str, *, fields: dict[str, list[str]] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.extra: dict = {"fields": fields} if fields else {}

    @classmethod
    def for_field(cls, field: str, message: str) -> ApplicationError:
        return cls(message, fields={field: [message]})


class BookingConflict(ApplicationError):
    status_code = 409


class StatusChangeRefused(ApplicationError):
    status_code = 409


class StillInUse(ApplicationError):
    status_code = 409


class DataConflict(ApplicationError):
    status_code = 409


class PayloadTooLarge(ApplicationError):
    status_code = 413


class TextNotCheckable(ApplicationError):
    status_code = 422
