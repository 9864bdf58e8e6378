"""ReplyPlan: what one reply says, decided by the booking flow before any wording.

The booking flow reads availability and quotes from the database and fills a plan; a verbalizer
turns the plan into text; `plan.facts()` gives the HardFacts that text must carry. Both come
from the same plan, so the facts a reply is checked against are exactly what it was built from.

A plan never holds a name the client wrote that is not in the catalog: `unknown` keeps what was
written for the record, but replies name only the suggestions.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from decimal import Decimal
from typing import Literal

from safety import (
    AmountFact,
    CountFact,
    DateFact,
    HardFacts,
    NameKind,
    RoomFact,
    TermFact,
    TimeFact,
)
from safety.lang import Lang

Detail = Literal["date", "participants", "time", "end"]
# Why a value the client wrote was asked back instead of read (see booking.services.intake.written).
UnclearReason = Literal[
    "date_invalid",
    "date_out_of_range",
    "date_period",
    "date_alternatives",
    "date_weekday_today",
    "time_invalid",
    "value_hidden",
    "end_before_start",
    "end_before_new_start",
]


@dataclass(frozen=True)
class CatalogName:
    name: str
    kind: NameKind


RateKind = Literal["full_day", "half_day", "evening"]
# A hold asked for in the chat: the contact is asked for, the room is held as an option, or
# (taken meanwhile) the request is recorded for staff.
HoldState = Literal["ask_room", "ask_contact", "option", "lead", "passed_on"]
UnavailableReason = Literal["too_small", "too_large", "lacks", "booked"]


@dataclass(frozen=True)
class RoomOffer:
    """A room that is free for the request, with its rate for the requested window."""

    name: str
    capacity: int  # the largest group the room holds
    price: Decimal | None  # CHF excluding VAT; None when no rate covers the window
    rate_kind: RateKind | None = None  # which of the room's rates `price` is


@dataclass(frozen=True)
class Unavailable:
    """Why a room the client asked for is not offered: too small (`capacity` is the most it
    holds), meant for larger groups, without a feature asked for (`features`), or booked
    (`booked_from` to `booked_until`, the first booking that overlaps the window)."""

    name: str
    reason: UnavailableReason
    capacity: int | None = None
    features: tuple[str, ...] = ()
    booked_from: dt.time | None = None
    booked_until: dt.time | None = None


@dataclass(frozen=True)
class LargestRoom:
    """No room holds the group: the largest one and what it holds."""

    name: str
    capacity: int


@dataclass(frozen=True)
class PriceLine:
    name: str  # the canonical room or product name
    kind: Literal["room", "product"]
    quantity: int
    unit_price: Decimal
    amount: Decimal
    per_person: bool = False


@dataclass(frozen=True)
class QuoteSummary:
    room: str
    lines: tuple[PriceLine, ...]
    subtotal: Decimal
    vat_rate: Decimal  # percent, e.g. Decimal("8.1")
    vat: Decimal
    total: Decimal
    currency: str = "CHF"
    rounding: Decimal = Decimal("0.00")  # total − subtotal − VAT, as the API's quote shows it


@dataclass(frozen=True)
class ItemOffer:
    """A product or feature of the venue offered for a wish, with its price (products)."""

    name: str
    kind: NameKind
    price: Decimal | None = None  # CHF excluding VAT
    per_person: bool = False


@dataclass(frozen=True)
class WishChoice:
    """A wish the venue has several items for ("an apéro"): offered with prices to choose. Or,
    with `suggested_for`, a wish in the client's words that only the optional LLM placed: its
    item is a guess, offered as a suggestion and asked about, never stated as the client's."""

    category: str  # the wish category, safety.lang.wish_words ("" for a suggestion)
    items: tuple[ItemOffer, ...]
    suggested_for: str = ""  # the wish as the client wrote it ("quiet room")


@dataclass(frozen=True)
class FreeDay:
    """A day near the one asked for (±7 days) on which rooms that fit the request are free."""

    date: dt.date
    rooms: tuple[str, ...]


@dataclass(frozen=True)
class WithoutWish:
    """Rooms free for the request if one feature asked for is dropped, naming the feature."""

    feature: str
    rooms: tuple[str, ...]


@dataclass(frozen=True)
class UnknownName:
    """A name the client wrote that matches nothing in the catalog, with the closest names."""

    written: str
    suggestions: tuple[CatalogName, ...] = ()


@dataclass(frozen=True)
class ReplyPlan:
    lang: Lang
    date: dt.date | None = None
    start_time: dt.time | None = None
    end_time: dt.time | None = None
    participants: int | None = None
    offers: tuple[RoomOffer, ...] = ()  # rooms free for the request, best first
    taken: tuple[str, ...] = ()  # rooms the client asked for that are booked or too small
    quote: QuoteSummary | None = None
    products: tuple[str, ...] = ()  # products the client asked for
    features: tuple[str, ...] = ()  # features the client asked for
    unknown: tuple[UnknownName, ...] = ()
    ask_for: tuple[Detail, ...] = ()  # details still needed before rooms can be offered
    date_in_past: bool = False
    # Values written but not readable as written: (detail, reason), asked back in the reply.
    unclear: tuple[tuple[Detail, UnclearReason], ...] = ()
    why_taken: tuple[Unavailable, ...] = ()  # the reason for each room in `taken` that has one
    largest: LargestRoom | None = None  # set when the group is larger than every room
    # Rooms are free but none has every feature asked for: the reply says so.
    lacking_features: bool = False
    hold: HoldState | None = None
    hold_room: str = ""  # the room the hold is about
    hold_until: dt.date | None = None  # an option holds its room to the end of this day
    # The end was not given and is the venue's standard length after the start: said so.
    end_assumed: bool = False
    # The group size was given as approximate ("about 20", "une vingtaine"): said so.
    participants_approximate: bool = False
    # The times are the venue's hours for a day period the client named ("tomorrow evening"):
    # "morning", "afternoon" or "evening"; the reply says which window it assumed.
    window_assumed: str = ""
    # A chat follow-up: a short answer about what changed, without greeting or letter frame.
    # `changed` names the details the message changed ("date", "time", "participants", "rooms",
    # "products", "features"); the other details were stated before and may go unsaid.
    follow_up: bool = False
    changed: tuple[str, ...] = ()
    not_understood: bool = False  # the message changed nothing the chat could read
    # The message was in a language the venue does not answer in: one line names those it does.
    language_note: bool = False
    # (catalog name, alias): names shown with the alias staff gave them in the reply's language,
    # "Seesicht (Vue sur le lac)" (safety.venue.shown_name); the facts keep the names.
    shown: tuple[tuple[str, str], ...] = ()
    # Wishes in the client's words the venue has several items for: offered with prices; and
    # the items the LLM placed a wish in, offered as suggestions and asked about.
    wish_choices: tuple[WishChoice, ...] = ()
    # Wish categories the venue has nothing of: the reply says so (safety.lang.wish_words).
    wishes_missing: tuple[str, ...] = ()
    # When nothing fits: nearby free days, rooms free without one feature, a waiting list.
    free_days: tuple[FreeDay, ...] = ()
    without_wish: tuple[WithoutWish, ...] = ()
    waitlist_offered: bool = False
    waitlist_room: str = ""  # the room of the waiting-list lead, once recorded

    def facts(self) -> HardFacts:
        return HardFacts(
            dates=([DateFact(value=self.date, required=self.says("date"))] if self.date else [])
            + [DateFact(value=day.date) for day in self.free_days if day.date != self.date]
            + (
                [DateFact(value=self.hold_until, required=True)]
                if self.hold_until is not None and self.hold_until != self.date
                else []
            ),
            times=[
                TimeFact(value=t, required=self.says("time"))
                for t in (self.start_time, self.end_time)
                if t is not None
            ]
            + [
                TimeFact(value=t)
                for why in self.why_taken
                for t in (why.booked_from, why.booked_until)
                if t is not None and t not in (self.start_time, self.end_time)
            ],
            rooms=[RoomFact(value=name, required=required) for name, required in self._rooms()],
            amounts=self._amounts(),
            counts=self._counts(),
            terms=[
                TermFact(value=name.name, kind=name.kind, required=required)
                for name, required in self._terms()
            ],
        )

    def says(self, detail: str) -> bool:
        """Whether the reply must state `detail`: always in a letter, when changed in a follow-up."""
        return not self.follow_up or detail in self.changed

    def _rooms(self) -> list[tuple[str, bool]]:
        rooms: dict[str, bool] = {}
        for name in (*(offer.name for offer in self.offers), *self.taken):
            rooms[name] = True
        if self.quote:
            rooms[self.quote.room] = True
        if self.largest:
            rooms[self.largest.name] = True
        if self.hold_room:
            rooms[self.hold_room] = True
        if self.waitlist_room:
            rooms[self.waitlist_room] = True
        for name in (r for day in self.free_days for r in day.rooms):
            rooms[name] = True
        for name in (r for without in self.without_wish for r in without.rooms):
            rooms[name] = True
        for suggestion in self._suggestions("room"):
            rooms.setdefault(suggestion, False)
        return list(rooms.items())

    def _terms(self) -> list[tuple[CatalogName, bool]]:
        terms: dict[CatalogName, bool] = {}
        quoted = (
            [line.name for line in self.quote.lines if line.kind == "product"] if self.quote else []
        )
        for name in self.products:
            terms[CatalogName(name, "product")] = self.says("products")
        for name in quoted:
            terms[CatalogName(name, "product")] = True
        for name in self.features:
            terms[CatalogName(name, "feature")] = self.says("features")
        for name in (f for why in self.why_taken for f in why.features):
            terms[CatalogName(name, "feature")] = True
        for item in (item for choice in self.wish_choices for item in choice.items):
            terms[CatalogName(item.name, item.kind)] = True
        for without in self.without_wish:
            terms[CatalogName(without.feature, "feature")] = True
        for kind in ("product", "feature"):
            for suggestion in self._suggestions(kind):
                terms.setdefault(CatalogName(suggestion, kind), False)
        return list(terms.items())

    def _suggestions(self, kind: NameKind) -> list[str]:
        return [s.name for u in self.unknown for s in u.suggestions if s.kind == kind]

    def _amounts(self) -> list[AmountFact]:
        amounts: list[AmountFact] = []
        for offer in self.offers:
            if offer.price is not None:
                amounts.append(AmountFact(value=offer.price, subject=offer.name))
        for item in (item for choice in self.wish_choices for item in choice.items):
            if item.price is not None:
                amounts.append(AmountFact(value=item.price, subject=item.name))
        if self.quote:
            amounts += _quote_amounts(self.quote)
        return _unique_amounts(amounts)

    def _counts(self) -> list[CountFact]:
        counts: list[CountFact] = []
        if self.participants is not None:
            counts.append(CountFact(value=self.participants, required=self.says("participants")))
        for offer in self.offers:
            counts.append(
                CountFact(value=offer.capacity, unit="capacity", subject=offer.name, required=False)
            )
        for why in self.why_taken:
            if why.reason == "too_small" and why.capacity is not None:
                counts.append(CountFact(value=why.capacity, unit="capacity", subject=why.name))
        if self.largest:
            counts.append(
                CountFact(value=self.largest.capacity, unit="capacity", subject=self.largest.name)
            )
        return counts


def _quote_amounts(quote: QuoteSummary) -> list[AmountFact]:
    amounts = []
    for line in quote.lines:
        if line.per_person:
            amounts.append(AmountFact(value=line.unit_price, subject=line.name))
        amounts.append(AmountFact(value=line.amount, subject=line.name))
    amounts += [
        AmountFact(value=quote.subtotal, currency=quote.currency),
        AmountFact(value=quote.vat, currency=quote.currency),
        AmountFact(value=quote.total, currency=quote.currency),
    ]
    if quote.rounding:
        # A rounding down is written with its sign ("CHF -0.02"); amounts are read unsigned.
        amounts.append(AmountFact(value=abs(quote.rounding), currency=quote.currency))
    return amounts


def _unique_amounts(amounts: list[AmountFact]) -> list[AmountFact]:
    seen: set[tuple[Decimal, str | None]] = set()
    unique = []
    for amount in amounts:
        key = (amount.value, amount.subject)
        if key not in seen:
            seen.add(key)
            unique.append(amount)
    return unique
