"""One chat turn's reading of a client message: everything the turn needs, read once.

read_turn(text=..., received_on=..., catalog=..., ...) -> TurnRead: the reply's language, the
request the message states (intake.message), whether it asks to hold a room, the name and
e-mail address it gives, and whether it accepts a waiting list offered.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from safety.lang import Lang

from .catalog import IntakeCatalog
from .cues import MessageWords
from .hold import Contact, asks_to_hold, consents, contact_stated
from .language import ReplyLanguage, reply_language
from .message import Intake, message_read
from .request import BookingRequest


@dataclass(frozen=True)
class TurnRead:
    language: ReplyLanguage
    intake: Intake
    asks_to_hold: bool  # "could you reserve the Salon Rose?", not "no need to reserve yet"
    contact: Contact  # the name and the first e-mail address the message gives
    consents: bool  # accepts a waiting list, if the last reply offered one

    @property
    def about_a_hold(self) -> bool:
        """Whether the message asks for a hold or gives an e-mail address for one."""
        return self.asks_to_hold or bool(self.contact.email)


def read_turn(
    *,
    text: str,
    received_on: dt.date,
    catalog: IntakeCatalog,
    default_lang: Lang,
    locale: str | None = None,
    conversation_lang: str = "",
    held: BookingRequest | None = None,
) -> TurnRead:
    """Reads one client message once: its language (`locale` decides, else the message, else the
    conversation's language, else `default_lang`), then the request against `catalog` and what
    the conversation `held`, the hold it asks for and the contact it gives."""
    language = reply_language(
        text=text, locale=locale, conversation_lang=conversation_lang, default=default_lang
    )
    intake = message_read(
        text=text, received_on=received_on, catalog=catalog, locale=language.lang, held=held
    )
    words = MessageWords(text)
    contact = contact_stated(words)
    return TurnRead(
        language=language,
        intake=intake,
        asks_to_hold=asks_to_hold(words),
        contact=contact,
        consents=consents(words, contact),
    )


@dataclass(frozen=True)
class ConversationReading:
    """What a conversation's earlier client messages said that a later turn needs, kept turn by
    turn (the conversation's `reading`) so that no turn reads the earlier messages again.

    `messages`: how many client messages were read; `hold_asked`: whether one after the first
    asked to hold a room (a first message that says "book" asks what is free); `name` and
    `email`: the latest name and e-mail address given.
    """

    messages: int = 0
    hold_asked: bool = False
    name: str = ""
    email: str = ""

    def after(self, read: TurnRead) -> ConversationReading:
        """The reading once the message `read` is part of the conversation."""
        return ConversationReading(
            messages=self.messages + 1,
            hold_asked=self.hold_asked or (self.messages > 0 and read.asks_to_hold),
            name=read.contact.name or self.name,
            email=read.contact.email or self.email,
        )

    def contact(self, read: TurnRead) -> Contact:
        """The name and e-mail address of this message, else the latest earlier ones."""
        return Contact(name=read.contact.name or self.name, email=read.contact.email or self.email)

    def as_dict(self) -> dict[str, object]:
        return {
            "messages": self.messages,
            "hold_asked": self.hold_asked,
            "name": self.name,
            "email": self.email,
        }

    @classmethod
    def from_dict(cls, data: dict) -> ConversationReading:
        return cls(
            messages=int(data.get("messages", 0)),
            hold_asked=bool(data.get("hold_asked", False)),
            name=str(data.get("name", "")),
            email=str(data.get("email", "")),
        )
