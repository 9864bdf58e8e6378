"""Reading one client message: what it asks for, in which language, and what it names wrongly."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import regex

from safety.lang import Lang
from safety.lang.approximate_counts import APPROXIMATION_WORDS
from safety.lang.detection import detect_language, normalize_locale
from safety.mail_context import Context, context_spans, without_context
from safety.markers import MARKER_LIKE_PATTERN
from safety.patterns import compile_pattern, scan
from safety.text import fold

from .catalog import IntakeCatalog, RateWindow
from .cues import MessageWords
from .followup import (
    bare_value,
    day_in_held_month,
    shifted,
    time_shift,
    weekday_in_held_week,
)
from .names import UnknownName, stated_names
from .recognizers.day_periods import recognize_day_periods
from .recognizers.periods import PeriodMention
from .request import BookingRequest, RequestUpdate
from .values import (
    WEEKDAYS,
    StatedCount,
    clock_times,
    date_alternative,
    stated_count,
    stated_date,
    stated_period,
    stated_times,
)
from .wishes import Wish, wishes_read
from .written import Unreadable, unreadable_values, visible_text

# Placeholders such as {{ROOM-1}} belong to replies; typed by a client they are never a value.
_MARKER = compile_pattern(MARKER_LIKE_PATTERN)
# A line break inside a paragraph: mail programs wrap lines wherever a sentence reaches the margin.
_WRAP = compile_pattern(r"(?<![\r\n])\r?\n(?![\r\n])")


@dataclass(frozen=True)
class Intake:
    """What one message states, the names it uses that the catalog lacks, and its language.

    `received_on` is the venue's day the message arrived; a stated date before it is kept (the
    reply tells the client it is past): see `date_is_past`. `date_written` is the date as the
    client wrote it; `year_inferred` is true when an absolute date came without a year ("on
    3 March": the next 3 March on or after the day received). `ambiguous_times` lists the time
    fields read on the twelve-hour clock ("at 7", "halb acht") that may mean 12 hours later.
    """

    update: RequestUpdate
    unknown: tuple[UnknownName, ...]
    lang: Lang
    received_on: dt.date
    date_written: str = ""
    year_inferred: bool = False
    ambiguous_times: tuple[str, ...] = ()
    # Values written but not readable as written, asked back: (detail, reason), detail one of
    # "date", "time", "end", "participants"; see intake.written.
    unclear: tuple[tuple[str, str], ...] = ()
    # The period named instead of a day, asked back with reason ("date", "date_period"): its
    # words, first and last day (booking.services.intake.recognizers.periods).
    period: PeriodMention | None = None
    # The wishes in the client's words and what each was read as (intake.wishes).
    wishes: tuple[Wish, ...] = ()
    # The parts read as context, not content (safety.mail_context): a quoted or forwarded message,
    # a signature, the client's contact lines. Nothing in them is part of the request.
    context: tuple[Context, ...] = ()
    # Each context part's kind and its text as the client wrote it (the first 200 characters):
    # what the inspector shows staff as read as context.
    context_read: tuple[tuple[str, str], ...] = ()
    # The fields stated as approximate ("about 20", "une vingtaine", "a dozen"): the reply says
    # the value is approximate.
    approximate: tuple[str, ...] = ()
    # The venue's rate period a day period was read as ("tomorrow evening": "evening"; "a
    # half-day in the morning": "morning"), its hours the start and end; the reply says so.
    window: str = ""

    @property
    def date_is_past(self) -> bool:
        return self.update.date is not None and self.update.date < self.received_on


def message_read(
    *,
    text: str,
    received_on: dt.date,
    catalog: IntakeCatalog,
    locale: str | None = None,
    held: BookingRequest | None = None,
) -> Intake:
    """Reads a client message in en, de, fr or it against `catalog` (read once per turn by the
    caller: booking.selectors.intake_catalog).

    Relative dates ("next Friday", "tomorrow") count from `received_on`, the
    venue's day the message arrived (a date: the caller knows the venue's time zone). `locale` ("de-CH") sets the language; without it, it is detected from the text.
    `held` is the request the conversation holds: a follow-up is read against it (see
    intake.followup): "the 18th" is a day of its month, a bare "40" what its last reply asked for.
    Quoted and forwarded messages, signatures and contact lines are context (safety.mail_context):
    nothing in them is read.
    Raises safety.patterns.TextTooComplex when a scan of the text does not finish in time.
    """
    visible = visible_text(text)
    context = context_spans(visible.text)
    words = MessageWords(_unwrapped(_without_markers(without_context(visible.text, context))))
    lang = normalize_locale(locale) or detect_language(words.text)
    if isinstance(received_on, dt.datetime):
        raise TypeError("received_on is the venue's day, a date")
    count = stated_count(words)
    participants = count.value if count else None
    # A bare number read as the group size is no hour as well: "for 20 tomorrow evening".
    clock = [
        m
        for m in clock_times(words)
        if not (count is not None and m.start == count.start and m.text.strip().isdigit())
    ]
    date = stated_date(words, reference=received_on, clock=clock)
    times = stated_times(words, clock)
    names = wishes_read(words, catalog.names, lang, stated_names(words, catalog.names, lang))
    unclear = _unclear(
        unreadable_values(
            words.text, received_on=received_on, hidden=_outside(visible.hidden, context)
        ),
        date_span=(date.start, date.end) if date else None,
        clock=[(m.start, m.end) for m in clock],
    )
    if date is not None and date_alternative(words, date, reference=received_on):
        unclear += (("date", "date_alternatives"),)  # "Friday or Saturday": which one?
    elif date is not None and _weekday_alone_today(date, received_on, held):
        unclear += (("date", "date_weekday_today"),)  # "on Friday", sent on a Friday
    details = {detail for detail, _ in unclear}
    # A period and no day ("at the end of March"): which day is asked back. With a day, the day
    # wins ("on 28 March, at the end of the month"); a period around the day already held
    # changes nothing.
    period = None
    if date is None and "date" not in details:
        period = stated_period(words, reference=received_on)
        if period is not None and _holds_day_in(held, period):
            period = None
        if period is not None:
            unclear += (("date", "date_period"),)
    start_time, end_time = times.start, times.end
    if "time" in details:
        start_time = end_time = None
    elif start_time and end_time and end_time != dt.time(0) and end_time <= start_time:
        # "23:00 to 18:00": the end comes before the start; which one is meant is asked back.
        unclear += (("end", "end_before_start"),)
        end_time = None
    date_value = None if "date" in details or date is None else date.value
    if held is not None and held.date is not None and date_value is not None and _day_only(date):
        date_value = day_in_held_month(date.value.day, held.date)  # type: ignore[union-attr]
        if date_value is None:
            unclear += (("date", "date_invalid"),)
    if held is not None and held.date is not None and date_value is not None and date:
        weekday = WEEKDAYS.get(fold(date.text))
        if weekday is not None:  # "Friday instead?": the Friday of the week held
            date_value = weekday_in_held_week(weekday, held.date)
    if held is not None and start_time is None and end_time is None and "time" not in details:
        start_time, end_time = _shifted_times(words, held)
    window = ""
    if start_time is None and end_time is None and "time" not in details:
        found = _rate_window(words, catalog)
        if found is not None:
            start_time, end_time, window = found.start, found.end, found.period
    participants = None if "participants" in details else participants
    if held is not None and not unclear and not names.said_any:
        if date_value is None and start_time is None and participants is None:
            bare = bare_value(words, held_date=held.date, missing=_missing(held))
            if bare is not None and bare.field == "date":
                date_value = bare.value  # type: ignore[assignment]
            elif bare is not None and bare.field == "start_time":
                start_time = bare.value  # type: ignore[assignment]
            elif bare is not None:
                participants = bare.value  # type: ignore[assignment]
                count = StatedCount(participants, _hedged(words))  # type: ignore[arg-type]
    update = RequestUpdate(
        date=date_value,
        start_time=start_time,
        end_time=end_time,
        participants=participants,
        rooms=names.rooms,
        products=names.products,
        features=names.features,
        rooms_removed=names.rooms_removed,
        products_removed=names.products_removed,
        features_removed=names.features_removed,
        cleared=_cleared(unclear),
    )
    return Intake(
        update=update,
        unknown=names.unknown,
        lang=lang,
        received_on=received_on,
        date_written=date.text if date and "date" not in details else "",
        year_inferred=bool(date and date.style and not date.year_stated),
        ambiguous_times=() if "time" in details else times.ambiguous,
        unclear=unclear,
        period=period,
        wishes=names.wishes,
        context=context,
        context_read=tuple(
            (part.kind, visible.text[part.start : part.end].strip()[:200]) for part in context
        ),
        window=window,
        approximate=("participants",)
        if participants is not None and count and count.approximate
        else (),
    )


def _weekday_alone_today(date, received_on: dt.date, held: BookingRequest | None) -> bool:
    """A weekday named alone ("on Friday", "am Freitag", "vendredi", "venerdì") on that weekday,
    outside a conversation that holds a day: today or a week later, which is asked back. "this
    Friday" (today) and "next Friday" (next week's) settle it."""
    weekday = WEEKDAYS.get(fold(date.text))
    in_held_week = held is not None and held.date is not None
    return weekday is not None and weekday == received_on.weekday() and not in_held_week


def _rate_window(words: MessageWords, catalog: IntakeCatalog) -> RateWindow | None:
    """The venue's window for the first day period named without a clock time ("tomorrow
    evening", "am Nachmittag", "mezza giornata al mattino"): morning, afternoon
    or evening, unqualified ("late evening" is not the evening rate's hours)."""
    for mention in recognize_day_periods(words.text):
        if mention.qualifier is None and mention.period in ("morning", "afternoon", "evening"):
            return catalog.window(mention.period)
    return None


def _hedged(words: MessageWords) -> bool:
    return any(token.key in APPROXIMATION_WORDS for token in words.tokens)


def _shifted_times(
    words: MessageWords, held: BookingRequest
) -> tuple[dt.time | None, dt.time | None]:
    """The start and end a follow-up such as "an hour earlier" moves the held ones to; a time
    the shift would move out of the day, or one not held, stays unstated."""
    shift = time_shift(words)
    if shift is None:
        return None, None
    moved = {
        field: shifted(getattr(held, field), shift.minutes)
        for field in shift.fields
        if getattr(held, field) is not None
    }
    if any(value is None for value in moved.values()):
        return None, None
    return moved.get("start_time"), moved.get("end_time")


def _outside(
    spans: tuple[tuple[int, int], ...], context: tuple[Context, ...]
) -> tuple[tuple[int, int], ...]:
    """The spans that lie outside every part read as context."""
    return tuple(
        (start, end)
        for start, end in spans
        if not any(c.start <= start and end <= c.end for c in context)
    )


def _holds_day_in(held: BookingRequest | None, period: PeriodMention) -> bool:
    """Whether the conversation already holds a day inside `period`."""
    return (
        held is not None
        and held.date is not None
        and period.start_date <= held.date <= period.end_date
    )


def _day_only(date) -> bool:
    """A date written as a day alone ("the 18th", "am 18."): a day and no month in its style. A
    relative date ("tomorrow", "next Friday", "in 3 days") has no style and is no day alone."""
    style = date.style
    return not date.year_stated and "d" in style and "M" not in style and "L" not in style


def _missing(held: BookingRequest) -> tuple[str, ...]:
    """What a reply to `held` asked for: the details it still lacks."""
    missing = {"date": held.date, "time": held.start_time, "participants": held.participants}
    return tuple(detail for detail, value in missing.items() if value is None)


_CLEARED = {"date": ("date",), "time": ("start_time", "end_time"), "end": ("end_time",),
            "participants": ("participants",)}  # fmt: skip


def _cleared(unclear: tuple[tuple[str, str], ...]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(field for detail, _ in unclear for field in _CLEARED[detail]))


def _unclear(
    problems: list[Unreadable],
    *,
    date_span: tuple[int, int] | None,
    clock: list[tuple[int, int]],
) -> tuple[tuple[str, str], ...]:
    """Each detail once, with the first reason found for it. A hidden value is the date or time
    it overlaps, else the group size (the only other number a message states)."""
    unclear: dict[str, str] = {}
    for problem in problems:
        detail = problem.field
        if detail == "value":
            span = (problem.start, problem.end)
            if any(_overlap(span, time) for time in clock):
                detail = "time"
            elif date_span and _overlap(span, date_span):
                detail = "date"
            else:
                detail = "participants"
        unclear.setdefault(detail, problem.reason)
    return tuple(unclear.items())


def _overlap(first: tuple[int, int], second: tuple[int, int]) -> bool:
    return first[0] <= second[1] and second[0] <= first[1]


def _without_markers(text: str) -> str:
    """The text with every {{…}} marker blanked out, so spans keep their places."""
    return _blanked(text, _MARKER)


def _unwrapped(text: str) -> str:
    """The text with each line break inside a paragraph made a space ("Thursday,⏎15 April",
    "12⏎Teilnehmende"); blank lines between paragraphs stay."""
    return _blanked(text, _WRAP)


def _blanked(text: str, pattern: regex.Pattern[str]) -> str:
    pieces, position = [], 0
    for match in scan(pattern, text):
        pieces += [text[position : match.start()], " " * (match.end() - match.start())]
        position = match.end()
    return "".join(pieces) + text[position:]
