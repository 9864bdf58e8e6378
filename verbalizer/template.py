"""The template verbalizer: a ReplyPlan written out as a short, polite email in the plan's language.

Deterministic and offline, it is the default verbalizer and the draft an LLM verbalizer
rephrases. Every date, time, amount and count goes through the safety formatters, the ones the
corrector uses, so `verify(plan.facts(), render(plan), locale=plan.lang)` finds nothing to fix.
Wording lives in `verbalizer.phrases`; lists are joined by babel in the plan's language.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from decimal import Decimal
from typing import Literal

from babel.lists import format_list
from babel.numbers import format_decimal

from safety.facts import HardFacts
from safety.formatters.amounts import format_amount
from safety.formatters.counts import format_count_phrase
from safety.formatters.dates import format_date
from safety.formatters.times import format_time
from safety.insertion import ListItemStyle, missing_fact_items, opening_sentence
from safety.lang import Lang
from safety.lang.calendar_words import BABEL_LOCALES
from safety.lang.wish_words import label
from safety.venue import shown_name
from safety.verify import verify
from verbalizer.phrases import WORDINGS, Wording
from verbalizer.plan import ItemOffer, PriceLine, QuoteSummary, ReplyPlan, RoomOffer, Unavailable


def last_resort(facts: HardFacts, lang: Lang) -> str:
    """Every required fact of `facts` as a short letter: greeting, one line per fact under a
    plain opening, closing. The text a reply falls back to when no wording verifies, readable
    where the bare fact statement runs every value into one sentence."""
    wording = WORDINGS[lang]
    everything = verify(facts, "", locale=lang)
    item = ListItemStyle(
        indent="", marker="-", open="", inner_close="", colon=_LIST_COLON[lang], close="", end=""
    )
    lines = _unique(
        line
        for issue in everything.by_kind("missing")
        for line in missing_fact_items(facts, [issue], everything.lang, item)
    )
    body = "\n".join([opening_sentence(everything.lang), *lines])
    return "\n\n".join([wording.greeting, body, wording.closing, wording.sign_off])


_LIST_COLON: dict[Lang, str] = {"en": ":", "de": ":", "fr": "\u00a0:", "it": ":"}


class TemplateVerbalizer:
    """Writes the reply for a plan without any model: `draft(plan)` is `render(plan)`."""

    def draft(self, plan: ReplyPlan) -> str:
        return render(plan)


def render(plan: ReplyPlan) -> str:
    """The reply text for `plan`, in `plan.lang`, carrying every fact of `plan.facts()`."""
    writer = _Writer(plan)
    note = writer.wording.language_note if plan.language_note else ""
    if plan.follow_up and plan.not_understood:
        paragraphs = [note, writer.changes(), writer.questions()]
        return "\n\n".join(paragraph for paragraph in paragraphs if paragraph)
    held = writer.held()
    if plan.follow_up and plan.hold in ("option", "lead", "passed_on"):
        paragraphs = [note, writer.changes(), held, writer.quote()]
        return "\n\n".join(paragraph for paragraph in paragraphs if paragraph)
    if plan.follow_up:
        paragraphs = [
            note,
            writer.changes(),
            writer.unknown_names(),
            writer.availability(),
            writer.alternatives(),
            writer.choices(),
            writer.quote(),
            writer.questions(),
            held,
        ]
        return "\n\n".join(paragraph for paragraph in paragraphs if paragraph)
    paragraphs = [
        writer.wording.greeting,
        note,
        writer.opening(),
        writer.unknown_names(),
        writer.availability(),
        writer.alternatives(),
        writer.choices(),
        writer.quote(),
        writer.questions(),
        writer.wording.closing,
        writer.wording.sign_off,
    ]
    return "\n\n".join(paragraph for paragraph in paragraphs if paragraph)


class _Writer:
    """The paragraphs of one reply; each returns "" when the plan gives it nothing to say."""

    def __init__(self, plan: ReplyPlan) -> None:
        self.plan = plan
        self.lang = plan.lang
        self.wording: Wording = WORDINGS[plan.lang]
        self._aliases = dict(plan.shown)

    # -- paragraphs --------------------------------------------------------------------------

    def opening(self) -> str:
        sentences = [self._thanks(), *self._past_date(), *self._wishes()]
        return " ".join(sentences)

    def changes(self) -> str:
        """A follow-up's first line: what the message changed, or that nothing could be read."""
        plan, wording = self.plan, self.wording
        if plan.not_understood:
            return wording.not_understood
        details = []
        if "date" in plan.changed and plan.date is not None:
            details.append(wording.on_date.format(date=self._date(plan.date)))
        if "time" in plan.changed:
            window = self._time_window()
            if window:
                details.append(window)
        if "participants" in plan.changed and plan.participants is not None:
            participants = format_count_phrase(plan.participants, "participants", self.lang)
            details.append(wording.for_participants.format(participants=participants))
        sentences = [wording.noted.format(details=", ".join(details))] if details else []
        if {"products", "features"} & set(plan.changed) or plan.wishes_missing:
            sentences += self._wishes()
        if not sentences and not plan.changed:
            return ""
        return " ".join(sentences) or wording.noted_plain

    def held(self) -> str:
        """What the turn did about a hold: asks for the contact, or says what is held when."""
        plan = self.plan
        if plan.waitlist_room:
            return self.wording.waitlist.format(
                room=self._name(plan.waitlist_room),
                details=", ".join(self._request_details()[:2]),
            )
        if plan.hold is None:
            return ""
        details = self._request_details()[:2] if plan.hold == "option" else []
        held = self.wording.hold[plan.hold].format(
            room=self._name(plan.hold_room), details=", ".join(details)
        )
        if plan.hold == "option" and plan.hold_until is not None:
            until = self.wording.option_until.format(until=self._date(plan.hold_until))
            return f"{held} {until}"
        return held

    def unknown_names(self) -> str:
        """Says a name was not found without repeating it: it must never pass as a fact."""
        unknown = self.plan.unknown
        if not unknown:
            return ""
        sentences = [
            self.wording.unknown_sentence.format(
                what=self.wording.unknown_what[_unknown_kind(self.plan)]
            )
        ]
        suggestions = _unique(s.name for name in unknown for s in name.suggestions)
        if suggestions:
            sentences.append(self.wording.suggestion.format(names=self._join(suggestions, "or")))
        return " ".join(sentences)

    def availability(self) -> str:
        plan, wording = self.plan, self.wording
        parts = [self._taken()] if plan.taken else []
        if _only_the_quoted_room_is_offered(plan):
            offer = plan.offers[0]
            parts.append(
                wording.quoted_room_free.format(
                    room=self._name(offer.name), capacity=self._capacity(offer)
                )
            )
        elif plan.offers:
            parts.append(self._offer_list())
        elif plan.largest is not None:
            parts.append(
                wording.largest.format(
                    room=self._name(plan.largest.name),
                    capacity=format_count_phrase(plan.largest.capacity, "capacity", self.lang),
                )
            )
        elif plan.lacking_features:
            features = [self._name(name) for name in plan.features]
            parts.append(wording.no_room_with.format(features=self._join(features)))
        elif _details_complete(plan):
            parts.append(wording.no_other_room if plan.taken else self._no_room())
        return " ".join(parts)

    def alternatives(self) -> str:
        """When nothing fits: nearby free days, rooms free without one feature, a waiting list."""
        plan, wording = self.plan, self.wording
        parts = []
        if plan.free_days:
            lines = [wording.free_days]
            lines += [
                wording.free_day_line.format(
                    date=self._date(day.date),
                    rooms=self._join([self._name(room) for room in day.rooms]),
                )
                for day in plan.free_days
            ]
            parts.append("\n".join(lines))
        for without in plan.without_wish:
            parts.append(
                wording.without_wish.format(
                    feature=self._name(without.feature),
                    rooms=self._join([self._name(room) for room in without.rooms]),
                )
            )
        if plan.waitlist_offered:
            parts.append(wording.waitlist_offer)
        return "\n\n".join(parts)

    def choices(self) -> str:
        """Wishes the venue has several items for, each item with its price, and a question;
        then the items the LLM placed a wish in, each offered as a suggestion and asked about."""
        wording = self.wording
        blocks, suggestions = [], []
        for choice in self.plan.wish_choices:
            if choice.suggested_for:
                lines = [wording.wish_suggest.format(wish=choice.suggested_for)]
            else:
                lines = [wording.wish_choice.format(category=label(choice.category, self.lang))]
            lines += [self._item_line(item) for item in choice.items]
            if choice.suggested_for:
                suggestions.append("\n".join([*lines, wording.suggest_ask]))
            else:
                blocks.append("\n".join(lines))
        if blocks:
            blocks.append(wording.choice_ask)
        return "\n\n".join([*blocks, *suggestions])

    def _item_line(self, item: ItemOffer) -> str:
        wording = self.wording
        price = "" if item.price is None else self._amount(item.price, "CHF")
        if item.price is not None and item.per_person:
            price = f"{price} {wording.per_person}"
        line = wording.choice_line.format(name=self._name(item.name), price=price)
        return line if price else line.rsplit(":", 1)[0].rstrip("\u00a0")

    def quote(self) -> str:
        quote = self.plan.quote
        if quote is None:
            return ""
        wording = self.wording
        lines = [wording.quote_intro.format(room=self._name(quote.room))]
        lines += [self._price_line(line, quote.currency) for line in quote.lines]
        lines += [
            wording.subtotal.format(amount=self._amount(quote.subtotal, quote.currency)),
            wording.vat.format(
                rate=self._percent(quote), amount=self._amount(quote.vat, quote.currency)
            ),
        ]
        if quote.rounding:
            # The sign stands before the amount, which is written unsigned: "−CHF 0.02".
            sign = "\u2212" if quote.rounding < 0 else ""
            amount = sign + self._amount(abs(quote.rounding), quote.currency)
            lines.append(wording.rounding.format(amount=amount))
        lines.append(wording.total.format(amount=self._amount(quote.total, quote.currency)))
        return "\n".join(lines)

    def questions(self) -> str:
        """Why a value written was not taken, an end assumed, then what is still needed."""
        unclear = [
            self.wording.unclear[reason] for reason in _unique(r for _, r in self.plan.unclear)
        ]
        plan = self.plan
        if plan.end_assumed and plan.end_time is not None and plan.says("time"):
            end = plan.end_time
            unclear.append(
                self.wording.end_assumed.format(
                    end=self._end(end), to_article=_italian_article("a", end)
                )
            )
        if plan.window_assumed and plan.start_time is not None and plan.says("time"):
            window = self.wording.windows[plan.window_assumed]
            unclear.append(self.wording.window_assumed.format(window=window))
        if plan.participants_approximate and plan.participants is not None:
            unclear.append(self.wording.participants_approximate)
        # A past date already asked for another date in the opening.
        wanted = [d for d in self.plan.ask_for if not (d == "date" and self.plan.date_in_past)]
        if not wanted:
            return " ".join(unclear)
        details = [self.wording.ask_details[detail] for detail in _unique(wanted)]
        return " ".join([*unclear, self.wording.ask.format(details=self._join(details))])

    # -- the opening -------------------------------------------------------------------------

    def _thanks(self) -> str:
        details = self._request_details()
        if not details:
            return self.wording.thanks + "."
        return f"{self.wording.thanks} {', '.join(details)}."

    def _request_details(self) -> list[str]:
        plan, wording = self.plan, self.wording
        details = []
        if plan.date is not None:
            details.append(wording.on_date.format(date=self._date(plan.date)))
        window = self._time_window()
        if window:
            details.append(window)
        if plan.participants is not None:
            participants = format_count_phrase(plan.participants, "participants", self.lang)
            details.append(wording.for_participants.format(participants=participants))
        return details

    def _time_window(self) -> str:
        start, end = self.plan.start_time, self.plan.end_time
        values = {
            "start": self._time(start) if start else "",
            "end": self._end(end) if end else "",
            "from_article": _italian_article("da", start),
            "to_article": _italian_article("a", end),
        }
        if start and end:
            return self.wording.from_until.format(**values)
        if start:
            return self.wording.from_only.format(**values)
        if end:
            return self.wording.until_only.format(**values)
        return ""

    def _past_date(self) -> list[str]:
        if not self.plan.date_in_past:
            return []
        passed = self.wording.past_date if self.plan.date else self.wording.past_unnamed_date
        return [passed, self.wording.another_date]

    def _wishes(self) -> list[str]:
        """Products and features asked for; products the quote lists are named there."""
        quote = self.plan.quote
        quoted = {line.name for line in quote.lines} if quote else set()
        products = [self._name(name) for name in _unique(self.plan.products) if name not in quoted]
        features = [self._name(name) for name in _unique(self.plan.features)]
        sentences = []
        if products:
            sentences.append(self.wording.products_noted.format(products=self._join(products)))
        if features:
            sentences.append(self.wording.features_wanted.format(features=self._join(features)))
        if self.plan.wishes_missing:
            missing = [label(category, self.lang) for category in self.plan.wishes_missing]
            sentences.append(self.wording.wishes_missing.format(categories=self._join(missing)))
        return sentences

    # -- availability ------------------------------------------------------------------------

    def _taken(self) -> str:
        """Why each room asked for is not offered; rooms without a known reason together."""
        why = {reason.name: reason for reason in self.plan.why_taken}
        sentences = [self._why_not(why[name]) for name in _unique(self.plan.taken) if name in why]
        taken = [name for name in _unique(self.plan.taken) if name not in why]
        if len(taken) == 1:
            sentences.append(self.wording.taken_one.format(room=self._name(taken[0])))
        elif taken:
            rooms = self._join([self._name(name) for name in taken])
            sentences.append(self.wording.taken_many.format(rooms=rooms))
        return " ".join(sentences)

    def _why_not(self, why: Unavailable) -> str:
        wording = self.wording.unavailable[why.reason]
        start, end = why.booked_from, why.booked_until
        return wording.format(
            room=self._name(why.name),
            capacity=format_count_phrase(why.capacity, "capacity", self.lang)
            if why.capacity is not None
            else "",
            features=self._join([self._name(f) for f in why.features]) if why.features else "",
            start=self._time(start) if start else "",
            end=self._end(end) if end else "",
            from_article=_italian_article("da", start),
            to_article=_italian_article("a", end),
        )

    def _offer_list(self) -> str:
        offers = self.plan.offers
        if self.plan.taken:
            intro = self.wording.offers_instead
        else:
            intro = self.wording.offers_one if len(offers) == 1 else self.wording.offers_many
        lines = [intro, *(self._offer_line(offer) for offer in offers)]
        if any(offer.price is not None for offer in offers):
            lines.append(self.wording.prices_exclude_vat)
        return "\n".join(lines)

    def _offer_line(self, offer: RoomOffer) -> str:
        price = (
            self.wording.price_on_request
            if offer.price is None
            else self._amount(offer.price, "CHF")
        )
        if offer.price is not None and offer.rate_kind:
            price = f"{price} ({self.wording.rate_kinds[offer.rate_kind]})"
        line = (
            self.wording.offer_line_aliased
            if offer.name in self._aliases
            else self.wording.offer_line
        )
        return line.format(room=self._name(offer.name), capacity=self._capacity(offer), price=price)

    def _no_room(self) -> str:
        plan = self.plan
        known = {
            "date": plan.date is not None,
            "time": plan.start_time is not None or plan.end_time is not None,
            "participants": plan.participants is not None,
        }
        details = [self.wording.no_room_details[detail] for detail, given in known.items() if given]
        return self.wording.no_room_for.format(details=self._join(details))

    # -- the quote ---------------------------------------------------------------------------

    def _price_line(self, line: PriceLine, currency: str) -> str:
        amount = self._amount(line.amount, currency)
        if line.per_person:
            return self.wording.per_person_line.format(
                name=self._name(line.name),
                quantity=line.quantity,
                unit_price=self._amount(line.unit_price, currency),
                amount=amount,
            )
        return self.wording.line.format(name=self._name(line.name), amount=amount)

    def _percent(self, quote: QuoteSummary) -> str:
        rate = format_decimal(quote.vat_rate, locale=BABEL_LOCALES[self.lang])
        return self.wording.percent.format(rate=rate)

    # -- values ------------------------------------------------------------------------------

    def _name(self, name: str) -> str:
        """A room, product or feature name, with the alias staff gave it in the reply's
        language."""
        alias = self._aliases.get(name)
        return shown_name(name, alias) if alias else name

    def _date(self, value: dt.date) -> str:
        return format_date(value, self.wording.date_style, self.lang)

    def _time(self, value: dt.time) -> str:
        return format_time(value, self.wording.time_style, self.lang)

    def _end(self, value: dt.time) -> str:
        """An end time; midnight is the end of the day ("midnight", "24:00", "minuit")."""
        return self.wording.midnight if value == dt.time(0) else self._time(value)

    def _amount(self, value: Decimal, currency: str) -> str:
        return format_amount(value, currency, self.wording.amount_style, self.lang)

    def _capacity(self, offer: RoomOffer) -> str:
        return format_count_phrase(offer.capacity, "capacity", self.lang)

    def _join(self, items: list[str], style: Literal["standard", "or"] = "standard") -> str:
        return format_list(items, style=style, locale=BABEL_LOCALES[self.lang])


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _unknown_kind(plan: ReplyPlan) -> str:
    """Which wording names the unknown thing: its suggestions' kind when they share one."""
    if len(plan.unknown) > 1:
        return "several"
    kinds = {suggestion.kind for suggestion in plan.unknown[0].suggestions}
    return kinds.pop() if len(kinds) == 1 else "mixed"


def _only_the_quoted_room_is_offered(plan: ReplyPlan) -> bool:
    """One free room that the quote prices as offered: the quote carries its rate."""
    if plan.quote is None or len(plan.offers) != 1:
        return False
    offer = plan.offers[0]
    room_amounts = {line.amount for line in plan.quote.lines if line.name == offer.name}
    return offer.name == plan.quote.room and (offer.price is None or offer.price in room_amounts)


def _details_complete(plan: ReplyPlan) -> bool:
    """Details given, none left to ask, nothing quoted: an empty offer list means nothing is free."""
    given = (plan.date, plan.start_time, plan.end_time, plan.participants)
    return (
        any(detail is not None for detail in given)
        and not plan.ask_for
        and not plan.date_in_past
        and plan.quote is None
    )


def _italian_article(preposition: str, value: dt.time | None) -> str:
    """The Italian preposition and article before a clock time: "dalle 18:00", "dall'1:30"."""
    if value is not None and value.hour == 1:
        return f"{preposition}ll'"
    return f"{preposition}lle "
