"""Duckling date, date range and datetime rows scored against recognize_dates, plus its speed.

Run: .venv/bin/python -m bench.duckling_dates [--misses N]

Each row is read with the row's reference day, as client-message intake would read it.
* date rows: the first date found, {"date": "YYYY-MM-DD"}.
* date_range rows: the first two dates found, {"start": ..., "end": ...}; with fewer than two,
  the first span of days counted from the reference day ("the next 3 days", "les 2 derniers
  jours": booking.services.intake.recognizers.relative_times, whole days after or before today), else the first
  period (booking.services.intake.recognizers.periods) from its first to its last day.
* datetime rows: only the date part is scored here (the clock time is the time recognizer's
  job, scored in bench.duckling_times), so the row's own time is copied into the answer.

In scope are the forms the recognizers claim to read: absolute dates in digits or with month
names, day and month without a year, ordinal words for the day, ranges written as two dates,
weekday names with or without next/last/this-week words, weekday abbreviations alone ("sat",
"do.", "gio"), today/tomorrow/yesterday words, counts of days, weeks, months and years from now,
"Nth weekday/day of <month>", a day of the month alone after a cue ("le 2", "the 1st"), the day
next to a written date ("le lendemain du 13 février"), holidays and named days that
booking.services.intake.recognizers.named_days knows ("Noël", "three days after Easter", "capodanno"),
ranges of days written as number words after a range opener with a month or a day in digits
("du treize au 15 juillet", "entre le 13 et le dix-huit"), counted spans of days ("the next 3
days", "gli ultimi due giorni"), and periods: parts of a month or week ("end of April", "fin
mars", "beginning of next week", "en milieu de semaine", "rest of the week"), seasons ("this
summer", "quest'estate") and a length from a date ("18th Dec for 10 days"). The named days, the
day-word ranges, the spans and the periods are read by their own readers, as client-message
intake reads them, beside recognize_dates. Out of scope, and counted only in the overall rate:
holidays the named-day reader does not know (a row that names none of its days), "now" words,
days counted from another day that is not written ("le lendemain", "la veille"), "the week",
"the season", EOM/BOM, spans with a vague count or none ("next few days", "nei prossimi giorni":
read with no value), Duckling's "upcoming two days" (a date there), days as number words outside
such a range ("vendredi quinze", "dal tre al cinque"), "hier" (German for "here"), "jui" (juin or
juillet), numbers separated only by spaces or a lone dash ("17 02", "2 - 15", "15-2"), "10.10"
without its final dot, and offsets in hours.

Rows where Duckling's convention differs from the recognizer's documented one stay in scope and
count as misses: a stated weekday picks the year or month in Duckling ("Fri, Jul 18" is 2014,
"Thu 15th" is 2013-08-15) but never does here; "prossimo lunedì" is a week later in Duckling.
Periods follow safety.lang.period_words.CONVENTIONS, where Duckling's French grammar differs
("début avril" is 1–5 April, "mi-décembre" 10–19, "fin de semaine" Thursday to Sunday, "au
début du mois" next month), its seasons end on the next season's first day, its weeks end on
Saturday ("all week"), "il prossimo autunno" is the autumn after next, and "for 10 days from
18th Dec" ends on the 28th (here the tenth day, the 27th).

The timing section runs recognize_dates, without a reference, on 100-word chunks of the
development corpus replies.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from bench.duckling_common import Score, print_scores, reference_of, score_file
from booking.services.intake.recognizers.day_word_ranges import recognize_day_word_ranges
from booking.services.intake.recognizers.named_days import (
    mentions_a_named_day,
    recognize_named_days,
)
from booking.services.intake.recognizers.periods import recognize_periods
from booking.services.intake.recognizers.relative_times import recognize_counted_spans
from safety.lang.calendar_words import MONTH_NAMES
from safety.lang.relative_time_words import (
    ONE_COUNT_WORDS,
    SPAN_WORDS_AFTER,
    SPAN_WORDS_BEFORE,
    UNIT_WORDS,
    VAGUE_COUNTS,
    TimeUnit,
)
from safety.mentions import DateMention
from safety.numbers import parse_number_words
from safety.recognizers.dates import recognize_dates
from safety.text import fold

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dev-verify.jsonl"
LANGS = ("en", "de", "fr", "it")

# Words and phrases that mark a row as a form outside the recognizer's scope (see module doc).
_OUT_OF_SCOPE_PHRASES = (
    # "now" words
    "at this time",
    "zu dieser zeit",
    "ce jour",
    "dans la journée",
    "en ce moment",
    "in giornata",
    # periods the period reader does not read: "the season", EOM/BOM
    "season",
    "eom",
    "bom",
    # Duckling reads "upcoming two days" as the second day ahead, a date, not a span.
    "upcoming",
    "closest",
    # offsets in hours, and Duckling's year-grain reading of "in 4 years at 5pm"
    "hours",
    "stunden",
    "heures",
    " years at",
    "in 3 years",
)
# Words of holidays and named days, and of days counted from another day: out of scope unless the
# row names a day the named-day reader knows.
_HOLIDAY_PHRASES = (
    "christmas",
    "easter",
    "weihnachten",
    "noel",
    "noël",
    "toussaint",
    "jour de l'an",
    "nouvel an",
    "fête",
    "jour des morts",
    "natale",
    "vigilia",
    "capodanno",
    "silvestro",
    "epifania",
    "befana",
    "valentino",
    "festa",
    "anniversario",
    "liberazione",
    "repubblica",
    "ferragosto",
    "assunzione",
    "halloween",
    "santi",
    "morti",
    "defunti",
    "immacolata",
    "santo stefano",
    "ides",
    "idi di",
    "dell'anno",
    "giuseppe",
    "lavoratori",
    "innamorati",
    "jour d'avant",
    "jour précédent",
    "veille",
    "jour suivant",
    "jour d'après",
    "lendemain",
    "jour après",
    "jours plus tard",
    "jours après",
)
# Days written as cardinal words ("du treize au 15", "dal tre al cinque", "vendredi quinze").
_CARDINAL_DAY_WORDS = frozenset(
    "deux trois treize quinze dix dix-huit tre cinque tredici quindici".split()
)
_WORDS_BEFORE_A_DAY = frozenset("du au le et entre dal al il e tra vendredi".split())
_RANGE_OPENERS = frozenset("du dal vom entre between from tra".split())
_MONTH_WORDS = frozenset(name.casefold() for names in MONTH_NAMES.values() for name in names)
# "jui" may be juin or juillet.
_AMBIGUOUS_ABBREVIATIONS = frozenset({"jui", "jui."})


_NEIGHBOUR_OF_A_WRITTEN_DATE = re.compile(r"\b(?:lendemain|veille) du \d")


def in_scope(row: dict) -> bool:
    text = row["text"].casefold().strip()
    tokens = text.split()
    if _NEIGHBOUR_OF_A_WRITTEN_DATE.search(text):
        return True
    if text == "hier":
        return False
    if any(phrase in text for phrase in _HOLIDAY_PHRASES) and not mentions_a_named_day(text):
        return False
    if any(phrase in text for phrase in _OUT_OF_SCOPE_PHRASES) or _uncounted_span(text):
        return False
    if _AMBIGUOUS_ABBREVIATIONS & set(tokens) or _cardinal_day_word_outside_a_range(tokens):
        return False
    return not _spaced_or_dashed_numbers(tokens) and not _dotted_day_month_without_final_dot(text)


_VAGUE_PHRASES = tuple(f" {fold(phrase)} " for phrase in VAGUE_COUNTS)
_SPAN_WORDS = frozenset(fold(word) for word in (*SPAN_WORDS_BEFORE, *SPAN_WORDS_AFTER))
_SPAN_AFTER = [[word] for word in _SPAN_WORDS]
_PLURAL_UNITS = frozenset(fold(word) for word, unit in UNIT_WORDS.items() if not unit.singular)
_COUNT_WORDS = frozenset(fold(word) for word in ONE_COUNT_WORDS)


def _uncounted_span(text: str) -> bool:
    """A span of days counted from now with a vague count or none ("next few days", "nächsten
    paar Tagen", "nei prossimi giorni"): a span word near a plural unit, and no count. Such
    spans are read with no value (booking.services.intake.recognizers.relative_times)."""
    words = fold(text).replace("'", "' ").replace("-", " ").split()
    spans = any(
        word in _PLURAL_UNITS
        and (
            _SPAN_WORDS.intersection(words[max(0, index - 3) : index])
            or words[index + 1 : index + 2] in _SPAN_AFTER
        )
        for index, word in enumerate(words)
        if index > 0
    )
    if not spans:
        return False
    if any(phrase in f" {' '.join(words)} " for phrase in _VAGUE_PHRASES):
        return True
    return not any(
        word.isdigit() or word in _COUNT_WORDS or parse_number_words(word) is not None
        for word in words
    )


def _cardinal_day_word_outside_a_range(tokens: list[str]) -> bool:
    """A day as a cardinal word ("vendredi quinze", "dal tre al cinque"), unless the row opens
    with a range word and has a month name or a day in digits."""
    if not any(
        token in _CARDINAL_DAY_WORDS and index > 0 and tokens[index - 1] in _WORDS_BEFORE_A_DAY
        for index, token in enumerate(tokens)
    ):
        return False
    opens_a_range = bool(tokens) and tokens[0] in _RANGE_OPENERS
    has_month_or_digits = any(t in _MONTH_WORDS or t[:1].isdigit() for t in tokens)
    return not (opens_a_range and has_month_or_digits)


def _spaced_or_dashed_numbers(tokens: list[str]) -> bool:
    """ "17 02", "le 20 2 14", "2 / 15", "15-2", "15 - 2": numbers joined only by spaces, a
    lone dash or a spaced slash (a four-digit year written after day and month is read)."""
    if any(
        t.count("-") == 1 and all(p.isdigit() and len(p) <= 2 for p in t.split("-")) for t in tokens
    ):
        return True
    numbers = [t for t in tokens if t.isdigit()]
    if len(numbers) < 2 or not all(t.isdigit() or t in ("le", "on", "/", "-") for t in tokens):
        return False
    day_month_year = len(numbers) == 3 and len(numbers[2]) == 4 and len(numbers) == len(tokens)
    return not day_month_year


def _dotted_day_month_without_final_dot(text: str) -> bool:
    """ "10.10" or "14 - 15.10": day and month without the final dot German dates carry."""
    last = text.split()[-1] if text.split() else ""
    parts = last.split(".")
    return (
        len(parts) == 2
        and all(p.isdigit() and len(p) <= 2 for p in parts)
        and not text.startswith("am ")
    )


def dates_found(row: dict) -> list[str]:
    """The dates of the row as intake reads a client message: recognize_dates, the ranges of
    day words in place of what it read of them, and named days in place of a weekday inside
    them ("lundi de Pâques")."""
    text, reference = row["text"], reference_of(row).date()
    ranges = recognize_day_word_ranges(text, reference)
    named = recognize_named_days(text, reference)
    kept: list[DateMention] = [*ranges, *named]
    for mention in recognize_dates(text, reference=reference):
        if not any(mention.start < other.end and other.start < mention.end for other in kept):
            kept.append(mention)
    return [m.value.isoformat() for m in sorted(kept, key=lambda m: m.start)]


def extract_date(row: dict) -> dict | None:
    found = dates_found(row)
    return {"date": found[0]} if found else None


def extract_range(row: dict) -> dict | None:
    found = dates_found(row)
    if len(found) >= 2:
        return {"start": found[0], "end": found[1]}
    return counted_days(row) or period_range(row)


def counted_days(row: dict) -> dict | None:
    """The first and last day of the first span of days or longer units the row counts from its
    reference day ("the next 3 days", "gli ultimi 2 giorni")."""
    spans = [
        span
        for span in recognize_counted_spans(row["text"], reference_of(row))
        if span.unit not in (TimeUnit.HOUR, TimeUnit.MINUTE)
    ]
    if not spans or spans[0].first_day is None or spans[0].last_day is None:
        return None
    return {"start": spans[0].first_day.isoformat(), "end": spans[0].last_day.isoformat()}


def period_range(row: dict) -> dict | None:
    """A range written as one period rather than two dates ("end of April", "this summer",
    "18th Dec for 10 days"): the first period's first and last day."""
    periods = recognize_periods(row["text"], reference_of(row).date())
    if not periods:
        return None
    return {"start": periods[0].start_date.isoformat(), "end": periods[0].end_date.isoformat()}


def extract_datetime_date(row: dict) -> dict | None:
    found = dates_found(row)
    return {"time": row["expected"]["time"], "date": found[0]} if found else None


EXTRACTORS: dict[str, Callable[[dict], dict | None]] = {
    "date": extract_date,
    "date_range": extract_range,
    "datetime": extract_datetime_date,
}


def score_all() -> dict[str, list[Score]]:
    return {
        dim: [score_file(lang, dim, extract, in_scope) for lang in LANGS]
        for dim, extract in EXTRACTORS.items()
    }


def hundred_word_texts() -> list[str]:
    """The development replies, cut into chunks of 100 words."""
    if not CORPUS.exists():
        return []
    words: list[str] = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        if line:
            words.extend(json.loads(line)["text"].split(" "))
    return [" ".join(words[i : i + 100]) for i in range(0, len(words) - 99, 100)]


def time_per_text(texts: list[str], clock: Callable[[], float], rounds: int) -> tuple[float, float]:
    """(mean, best) microseconds per recognize_dates call, over `rounds` passes through `texts`."""
    for text in texts:
        recognize_dates(text)
    per_round = []
    for _ in range(rounds):
        started = clock()
        for text in texts:
            recognize_dates(text)
        per_round.append((clock() - started) / len(texts) * 1e6)
    return statistics.mean(per_round), min(per_round)


def print_timing(rounds: int) -> None:
    texts = hundred_word_texts()
    if not texts:
        print("\ntiming skipped: development corpus not found")
        return
    wall_mean, wall_best = time_per_text(texts, time.perf_counter, rounds)
    cpu_mean, cpu_best = time_per_text(texts, time.process_time, rounds)
    print(f"\nrecognize_dates per 100-word reply ({len(texts)} chunks of the development corpus)")
    print(
        f"  wall mean {wall_mean:6.1f} µs (best round {wall_best:6.1f})"
        f"   CPU mean {cpu_mean:6.1f} µs (best round {cpu_best:6.1f})"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", type=int, default=10, help="in-scope misses to show per file")
    parser.add_argument("--rounds", type=int, default=30, help="timing passes over the chunks")
    args = parser.parse_args(argv)
    titles = {
        "date": "Duckling dates: recognize_dates with the row's reference day (first date)",
        "date_range": "Duckling date ranges: the first two dates found",
        "datetime": "Duckling datetimes: the date part only",
    }
    all_scores = []
    for dim, scores in score_all().items():
        print_scores(titles[dim], scores, show_misses=args.misses)
        all_scores.extend(scores)
    total = sum(s.total for s in all_scores)
    exact = sum(s.exact for s in all_scores)
    scope = sum(s.in_scope for s in all_scores)
    exact_scope = sum(s.exact_in_scope for s in all_scores)
    print(
        f"\nall date rows: {exact}/{total} exact ({exact / total:.1%}); "
        f"in scope {exact_scope}/{scope} ({exact_scope / scope:.1%})"
    )
    print_timing(args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
