"""Scores the clock-time recognizer on the Duckling corpus and times it on 100-word replies.

Run: `.venv/bin/python -m bench.duckling_times`.

Rows scored: `time` (the clock time only; the row's date is Duckling's resolution of the day and
is copied, not compared), `time_range` (start and end; Duckling's end is exclusive, one grain
later than the spoken end, so one minute or one hour is added to ours) and the time part of
`datetime` rows. Latent rows are left out, as Duckling only gives them on request. A
`time_range` row that names a weekend ("this weekend", "le premier week-end de septembre", "il
week-end del 10 aprile") is read by the period reader (booking.services.intake.recognizers.periods) when
it holds fewer than two clock times: Friday 18:00 to the Monday after at 00:00.

Morning or evening: Duckling resolves a clock time that does not say which to its next
occurrence after the reference time (2013-02-12 04:30), hour by hour: "at 3" is 15:00 because
3 am has passed, "at 4:23" stays 04:23. The recognizer flags such mentions instead
(`twelve_hour_ambiguous`), and this scorer resolves a flagged mention the way Duckling does. It
does so only where Duckling does: in English and German pure `time` rows. Duckling's French and
Italian grammars read "alle tre e venti" as 03:20, and a `datetime` row names another day, on
which no hour has passed yet.

Times and spans counted from now ("in 2 hours", "il y a deux heures", "a day from now", "the
last 2 minutes", "le ultime 24 ore", "die nächsten 4 Stunden") are read by
booking.services.intake.recognizers.relative_times with the row's reference moment, where no clock time is
found or the one found lies inside the relative phrase ("deux heures" in "il y a deux heures"):
a `time` or `datetime` row takes the moment a count lands on, with its date; a `time_range` row
(with no pair of clock times) the span of whole units next to the current one. Duckling gives an
offset of days or weeks to the hour ("in 7 days" at 04:30 is 04:00) and one of hours or minutes
to the minute; the scorer rounds the same way. A weekend named without clock times ("this
weekend") is read by booking.services.intake.recognizers.periods, from Friday evening to Monday.

Day periods: a `time_range` row in which recognize_times finds fewer than two clock times and
that names no weekend is read as its first day period (booking.services.intake.recognizers.day_periods:
"this evening", "en fin de matinée", "domani a pranzo"), with the bounds of
safety.lang.day_period_words, which follow this corpus where its conventions are consistent. The
row's date is copied as for clock times; an end at 00:00 is midnight and dated the next day, as
the corpus writes it.

In scope are rows whose text writes a clock time in a form the recognizer covers, `time_range`
rows that name a weekend or a day period without one, and times and spans counted from now with
a count in digits or words. Out of scope, with the reason printed per file: days without a
clock time, period or weekend, vague counts ("in a couple of hours", "ein paar Stunden": read
with no value, see relative_times), relative words without a count ("l'ultima ora"), durations
("4pm for 30 mins"), and open intervals ("later than 9:30 but before 11:00", "demain jusqu'à
16h").
"""

from __future__ import annotations

import datetime as dt
import random
import statistics
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import regex

from bench.duckling_common import load_rows, print_scores, reference_of, score_file
from booking.services.intake.recognizers.day_periods import recognize_day_periods
from booking.services.intake.recognizers.periods import recognize_periods
from booking.services.intake.recognizers.relative_times import (
    recognize_counted_spans,
    recognize_relative_times,
)
from safety.lang import LANGS
from safety.lang.clock_words import HOUR_WORDS
from safety.lang.period_words import WEEKEND_NOUNS, WEEKEND_STARTS_AT_HOUR
from safety.lang.relative_time_words import ONE_COUNT_WORDS, VAGUE_COUNTS, TimeUnit
from safety.mentions import TimeMention
from safety.numbers import parse_number_words
from safety.patterns import compile_pattern, scan
from safety.recognizers.times import recognize_times
from safety.text import fold

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dev-verify.jsonl"
DIMENSIONS = ("time", "time_range", "datetime")
_TWELVE_HOUR_RESOLUTION = {"en", "de"}

_UNITS = (
    r"(?:hours?|minutes?|mins|days?|fortnight|stunden?|minuten|tagen?|heures?|jours?|ore|ora"
    r"|minuti|giorni)"
)
_RELATIVE = compile_pattern(
    rf"""
    \b(?:in|dans|tra|nei|nelle|vor|innerhalb|within)\s(?:[\w'’]{{1,20}}\s){{0,2}}?[\w'’]{{0,20}}?\s?{_UNITS}\b
    | \bin\s\d{{1,3}}h\b
    | \b(?:last|next|letzten?|nächsten?|dernières?|dernieres|prochaines?|suivantes|ultim[aeio]
         |prossim[aeio]|scors[aeio]|passat[aeio])\b.{{0,40}}\b{_UNITS}\b
    | \b{_UNITS}\b.{{0,40}}\b(?:suivantes|scors[aeio]|passat[aeio])\b
    | \S{{1,20}}\s{_UNITS}\s(?:ago|hence|from\snow|fa)\b
    | \ba\s(?:day|fortnight)\s(?:ago|hence|from\snow)
    | \bil\sy\sa\s\S{{1,20}}\s{_UNITS}
    """,
    regex.VERBOSE | regex.IGNORECASE,
)
# A range made of a start and a duration: "4pm for 30 mins", "for 30' starting from 4pm".
_DURATION = compile_pattern(
    r"\bfor\s(?:\d{1,3}|\w{3,20})\s?(?:'|mins?\b|minutes\b|hours?\b|hrs?\b)", regex.IGNORECASE
)
_VAGUE_PHRASES = tuple(f" {fold(phrase)} " for phrase in VAGUE_COUNTS)
_COUNT_WORDS = frozenset(fold(word) for word in ONE_COUNT_WORDS)

# Cues before a number or an hour word that make a clock time: "um 7", "alle sette".
_CUES = frozenset(
    "at @ um ab bis gegen von from until till alle dalle ore à dès vers entre between zwischen "
    "tra verso all'".split()
)
_HOUR_WORDS = frozenset(word for table in HOUR_WORDS.values() for word in table)
_CLOCK_FORM = compile_pattern(
    r"""
    \d\s?(?:[:.h]\d|h\b|uhr|heure|[ap]\.?\s?m\b|[ap]\b|o'?clock|ish|\s?[-–]\s?\d)
    | \d\s(?:tonight|this\s|in\sthe\s|at\snight|du\s|de\sl|di\s|del\s|della\s|tomorrow|[0-5]\d\b)
    | \b(?:noon|midnight|midday|mid\sday|mitternacht|minuit|mezzogiorno|mezzanotte
         |half|quarter|halb|viertel|o'?clock|mezz[ao]|quarti?)\b
    | (?<![-'’])\bmidi\b | \b(?:um|gegen|ab|bis)\smittag
    | \b\w{1,20}[\s-]?\w{0,20}\s(?:heures?|uhr)\b
    | \d{3,4}\s?(?:p\.m|a\.m|ish|in\sthe) | \b(?:at|around|approximately)\s\d{3,4}\b
    | \b(?:past|after|to|till|nach|vor)\s(?:halb\s)?(?:\d|noon|midnight|mittag)
    | \b(?:verso|per|entro|dopo|tra|fra|prima\sdel)\sle\s\d
    | \b\w{1,20}\se\s(?:\d\d\b|mezz[ao]|un\squarto|tre\squarti|venti|trenta|dieci|cinque|quindici)
    | \b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)
       (?:[\s-]\w{1,20}){0,2}\s?(?:[ap]\.?\s?m\b|tonight|o'?clock)
    """,
    regex.VERBOSE | regex.IGNORECASE,
)


# A day period's word: loose on purpose, like _CLOCK_FORM, and independent of the recognizer.
_DAY_PERIOD_FORM = compile_pattern(
    r"""
    \b(?:morning|afternoon|evening|night|tonight|tonite|lunch|after\s(?:work|school)
       |morgens?|vormittags?|mittags?|nachmittags?|abends?|nachts?|früh|arbeit|mittagessen
       |matin|matinée|après-midi|soir|soirée|nuit|journée|déjeuner|travail
       |mattin[aoe]|mattinata|stamattina|domattina|pomeriggio|sera|serata|stasera|nott[ei]
       |nottata|stanotte|pranzo|lavoro)
    """,
    regex.VERBOSE | regex.IGNORECASE,
)


def _has_clock_form(text: str) -> bool:
    """A clock time written in the text: digits with a time syntax, a cue before an hour, or a
    clock word. Loose on purpose: a form it accepts that the recognizer misses is a miss."""
    if next(scan(_CLOCK_FORM, text), None) is not None:
        return True
    words = text.lower().replace("'", "' ").split()
    return any(
        (cue in _CUES and following.isdigit())
        or (cue in (*_CUES, "le") and following.strip(".,") in _HOUR_WORDS)
        for cue, following in zip(words, words[1:], strict=False)
    )


def _is_open_interval(text: str) -> bool:
    """ "later than 9:30 but before 11:00", "nach 9:30 aber vor 11:00", "demain jusqu'à 16h": a
    time bounded on one side or by words, not a range of two clock times."""
    if ("later than" in text and "before" in text) or "aber vor" in text:
        return True
    head, until, _ = text.partition("jusqu")
    return bool(until) and " de " not in f" {head}" and "entre " not in head


def out_of_scope_reason(row: dict) -> str | None:
    """Why a row is outside the forms the recognizer covers, or None when it is in scope."""
    text = row["text"].lower()
    if row["dim"] == "time_range" and _names_a_weekend(text):
        return None
    if _is_open_interval(text):
        return "open interval"
    if next(scan(_DURATION, text), None) is not None:
        return "duration"
    relative = next(scan(_RELATIVE, text), None)
    if relative is not None:
        # "in 7 days at 5pm" still writes 17:00, and is read as a clock time.
        rest = text[: relative.start()] + " " + text[relative.end() :]
        if row["dim"] == "time_range" or not _has_clock_form(rest):
            return _relative_reason(text)
    if _has_clock_form(row["text"]):
        return None
    if row["dim"] == "time_range" and next(scan(_DAY_PERIOD_FORM, text), None) is not None:
        return None  # a range of a day period: "this evening", "en fin de matinée"
    return "no clock time, day period or weekend"


def _names_a_weekend(text: str) -> bool:
    """ "this weekend", "ce week-end", "questo fine settimana": a time range by itself."""
    spaced = " ".join(text.replace("-", " ").split())
    return any(noun.replace("-", " ") in spaced for noun in WEEKEND_NOUNS)


def _relative_reason(text: str) -> str | None:
    """None (in scope) for a time counted from now with a count in digits or words; else why
    not: a vague count, or relative words without a count."""
    spaced = fold(text).replace("'", "' ").replace("-", " ")
    folded = f" {spaced} "
    if any(phrase in folded for phrase in _VAGUE_PHRASES):
        return "vague count"
    words = folded.split()
    if any(ch.isdigit() for ch in folded) or any(
        word in _COUNT_WORDS or parse_number_words(word) is not None for word in words
    ):
        return None
    return "relative, no count"


def in_scope(row: dict) -> bool:
    return out_of_scope_reason(row) is None


def _resolved(mention: TimeMention, row: dict, after: dt.time | None = None) -> dt.time:
    """The mention's time as Duckling resolves it (see the module docstring)."""
    value = mention.value
    if not mention.twelve_hour_ambiguous:
        return value
    later = dt.time((value.hour + 12) % 24, value.minute)
    if after is not None:  # the end of a range: the first reading after its start
        return value if value > after else later
    resolves = row["lang"] in _TWELVE_HOUR_RESOLUTION and row["dim"] == "time"
    if resolves and value.hour < reference_of(row).hour:
        return later
    return value


def extract_time(row: dict) -> dict | None:
    mentions = recognize_times(row["text"])
    if not mentions:
        return None
    value = _resolved(mentions[0], row)
    return {"time": f"{value:%H:%M}", "date": row["expected"]["date"]}


def extract_day_period(row: dict) -> dict | None:
    """The first day period of a row without two clock times ("this evening", "en fin de
    matinée"), on the row's date; an end at midnight is written on the next day, as Duckling
    writes it."""
    periods = recognize_day_periods(row["text"])
    if not periods:
        return None
    period = periods[0]
    got = {
        "date": row["expected"]["date"],
        "start": f"{period.start_time:%H:%M}",
        "end": f"{period.end_time:%H:%M}",
    }
    if period.end_time == dt.time(0):
        day = dt.date.fromisoformat(row["expected"]["date"])
        got["end_date"] = (day + dt.timedelta(days=1)).isoformat()
    return got


def extract_range(row: dict) -> dict | None:
    mentions = recognize_times(row["text"])
    if len(mentions) < 2:
        return weekend_range(row) or extract_day_period(row)
    first, second = mentions[0], mentions[1]
    start = _resolved(first, row)
    end = _resolved(second, row, after=start)
    by_minute = any(m.value.minute or "mm" in m.style for m in (first, second))
    grain = dt.timedelta(minutes=1) if by_minute else dt.timedelta(hours=1)
    exclusive_end = (dt.datetime.combine(dt.date.min, end) + grain).time()
    got = {
        "date": row["expected"]["date"],
        "start": f"{start:%H:%M}",
        "end": f"{exclusive_end:%H:%M}",
    }
    if "end_date" in row["expected"]:
        got["end_date"] = row["expected"]["end_date"]
    return got


def weekend_range(row: dict) -> dict | None:
    """A weekend named without clock times ("this weekend", "le premier week-end de septembre"):
    from its Friday at WEEKEND_STARTS_AT_HOUR to the Monday after at midnight, as Duckling
    writes it."""
    periods = recognize_periods(row["text"], reference_of(row).date())
    weekend = next((p for p in periods if p.kind == "weekend"), None)
    if weekend is None:
        return None
    return {
        "date": weekend.start_date.isoformat(),
        "start": f"{WEEKEND_STARTS_AT_HOUR:02d}:00",
        "end": "00:00",
        "end_date": (weekend.end_date + dt.timedelta(days=1)).isoformat(),
    }


def relative_time(row: dict) -> dict | None:
    """The first time the row counts from its reference moment, rounded as Duckling rounds it:
    to the hour for days and weeks, to the minute for hours and minutes."""
    found = [m for m in recognize_relative_times(row["text"], reference_of(row)) if m.value]
    if not found or found[0].value is None:
        return None
    value = found[0].value
    if found[0].unit not in (TimeUnit.HOUR, TimeUnit.MINUTE):
        value = value.replace(minute=0)
    return {"time": f"{value:%H:%M}", "date": value.date().isoformat()}


def relative_or_clock_time(row: dict) -> dict | None:
    """The time counted from now where one is written over the first clock time ("il y a deux
    heures" holds the clock time "deux heures"), else the clock time, else a relative time."""
    relative = recognize_relative_times(row["text"], reference_of(row))
    clocks = recognize_times(row["text"])
    if relative and clocks and relative[0].start <= clocks[0].start < relative[0].end:
        return relative_time(row)
    return extract_time(row) or relative_time(row)


def counted_span_range(row: dict) -> dict | None:
    """The first span of hours or minutes the row counts from its reference moment ("next 3
    hours", "le ultime 24 ore"), its end exclusive as Duckling's is."""
    found = [
        span
        for span in recognize_counted_spans(row["text"], reference_of(row))
        if span.unit in (TimeUnit.HOUR, TimeUnit.MINUTE)
    ]
    if not found or found[0].first is None or found[0].until is None:
        return None
    first, until = found[0].first, found[0].until
    got = {"date": first.date().isoformat(), "start": f"{first:%H:%M}", "end": f"{until:%H:%M}"}
    if until.date() != first.date():
        got["end_date"] = until.date().isoformat()
    return got


def _or_else(
    extract: Callable[[dict], dict | None], fallback: Callable[[dict], dict | None]
) -> Callable[[dict], dict | None]:
    """`extract`, and `fallback` for the rows it reads nothing in."""

    def reading(row: dict) -> dict | None:
        got = extract(row)
        return got if got is not None else fallback(row)

    return reading


_EXTRACTORS: dict[str, Callable[[dict], dict | None]] = {
    "time": relative_or_clock_time,
    "time_range": _or_else(extract_range, counted_span_range),
    "datetime": relative_or_clock_time,
}


def print_scope(dim: str) -> None:
    reasons = Counter(
        out_of_scope_reason(row) or "in scope" for lang in LANGS for row in load_rows(lang, dim)
    )
    print(
        f"  {dim}: " + ", ".join(f"{reason} {count}" for reason, count in sorted(reasons.items()))
    )


def replies_of_100_words(count: int = 300, seed: int = 7) -> list[str]:
    """Replies of 100 words glued from the development corpus's drafts."""
    import json

    drafts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    rng = random.Random(seed)
    replies = []
    for _ in range(count):
        words: list[str] = []
        while len(words) < 100:
            words += rng.choice(drafts).split()
        replies.append(" ".join(words[:100]))
    return replies


def time_per_reply(
    replies: list[str], rounds: int = 20, read: Callable[[str], object] = recognize_times
) -> tuple[float, float, float]:
    """Seconds per reply for `read`: the mean over all passes, the best pass, and the best pass
    in CPU time (which other processes on the machine do not inflate)."""
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(rounds):
        started, started_cpu = time.perf_counter(), time.process_time()
        for reply in replies:
            read(reply)
        wall.append((time.perf_counter() - started) / len(replies))
        cpu.append((time.process_time() - started_cpu) / len(replies))
    return statistics.mean(wall), min(wall), min(cpu)


def main() -> None:
    scores = [
        score_file(lang, dim, _EXTRACTORS[dim], in_scope) for dim in DIMENSIONS for lang in LANGS
    ]
    print_scores(
        "Duckling clock times (exact; in scope = forms the recognizer covers)",
        scores,
        show_misses=60,
    )
    print("\nOut of scope, by reason:")
    for dim in DIMENSIONS:
        print_scope(dim)
    if CORPUS.exists():
        replies = replies_of_100_words()
        lengths = statistics.mean(len(reply) for reply in replies)
        for read in (recognize_times, recognize_day_periods):
            mean, best, best_cpu = time_per_reply(replies, read=read)
            print(
                f"\n{read.__name__} on {len(replies)} replies of 100 words ({lengths:.0f} "
                f"characters on average), 20 passes: mean {mean * 1e6:.1f} µs per reply, best "
                f"pass {best * 1e6:.1f} µs, best pass in CPU time {best_cpu * 1e6:.1f} µs"
            )


if __name__ == "__main__":
    main()
