"""The date, times and group size a client message states, read with the safety recognizers."""

from __future__ import annotations

import datetime as dt
from bisect import bisect_left
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from itertools import pairwise

import regex

from safety.lang import LANGS
from safety.lang.approximate_counts import (
    APPROXIMATION_WORDS,
    COLLECTIVE_ADJECTIVES,
    COLLECTIVE_NUMERALS,
)
from safety.lang.calendar_words import WEEKDAY_NAMES
from safety.lang.count_nouns import NOUN_ADJECTIVES, PERSON_NOUNS
from safety.lang.pack import IntakeWords
from safety.lang.range_words import (
    ALTERNATIVE_WORDS,
    TIME_RANGE_CONNECTORS,
    TIME_RANGE_OPENERS,
)
from safety.lang.registry import LANGUAGES
from safety.mentions import DateMention, TimeMention
from safety.numbers import read_number_words
from safety.patterns import compile_pattern
from safety.recognizers.counts import NUMBER_OPENINGS, recognize_counts
from safety.recognizers.dates import recognize_dates
from safety.recognizers.times import recognize_times
from safety.text import fold

from .cues import (
    BEFORE_WEEKDAYS,
    BREAK_BEFORE,
    CLOCK_BEFORE_DE,
    DEADLINE_BEFORE,
    END_AFTER,
    END_BEFORE,
    GROUP_OF_US,
    GROUP_SIZE_AFTER,
    GROUP_SIZE_BEFORE,
    GROUP_SIZE_HEDGES,
    LIMIT_BEFORE,
    MEASURE_AFTER,
    NEGATIONS,
    NEXT_WEEK_BEFORE,
    POLITENESS,
    PREPOSITIONS,
    REPLACED_BEFORE,
    SIZE_RESTATED_BEFORE,
    TIME_HEDGES,
    MessageWords,
    Word,
)
from .recognizers.day_word_ranges import recognize_day_word_ranges
from .recognizers.named_days import recognize_named_days
from .recognizers.periods import PeriodMention, recognize_periods
from .recognizers.relative_times import recognize_counted_spans


def _pack_words(field: Callable[[IntakeWords], tuple[str, ...]]) -> frozenset[str]:
    """One field of the packs' intake words, every language's (safety.lang.pack.IntakeWords)."""
    return frozenset(word for lang in LANGS for word in field(LANGUAGES[lang].intake))


_SKIPPED_BEFORE_VALUES = PREPOSITIONS | _pack_words(lambda words: words.articles_before_values)
_SKIPPED_BEFORE_ENDS = _SKIPPED_BEFORE_VALUES | TIME_HEDGES
_SKIPPED_BEFORE_BREAKS = (
    _SKIPPED_BEFORE_ENDS | POLITENESS | _pack_words(lambda words: words.articles_before_breaks)
)
# Between a time and a verb after it that makes it the end: "um 18 [de-clock] fertig", "um 18:00
# beenden".
_SKIPPED_BEFORE_END_VERBS = _pack_words(lambda words: words.before_end_verbs)
_NOT_ASKED_FOR = REPLACED_BEFORE | NEGATIONS
_MAX_CONNECTOR_CHARS = 12
_MAX_GROUP_SIZE = 10_000
_MAX_HEDGES = 2
_RANGE_DASHES = frozenset("-–—")
_PERSON_NOUNS = frozenset(
    fold(noun.rstrip(".")) for nouns in PERSON_NOUNS.values() for noun in nouns
)
_ADJECTIVES = frozenset(fold(word) for word in NOUN_ADJECTIVES)
# Signs right after a number that make it part of something else: "40%", "12:30", "40-50", "3h".
_NUMBER_CONTINUES = compile_pattern(r"[\p{L}\p{N}%°/:'’\-–—_]|[.,]\p{N}")
WEEKDAYS = {fold(name): day for names in WEEKDAY_NAMES.values() for day, name in enumerate(names)}
# An hour written as a length would be: "3h", "3 h", "trois [fr-hours]", "3 [fr-hours]" (no
# minutes).
_HOURS_ONLY = regex.compile(
    r"\d{1,2}\s?h|[\p{L}\p{N}\-]{1,30}\s\L<hours>",
    regex.VERSION0,
    hours=sorted(_pack_words(lambda words: words.hour_nouns)),
)
# The word between a noun and an hour that makes the hour the noun's length: "de", "d'".
_OF_BEFORE_HOURS = _pack_words(lambda words: words.of_before_hours)
_LENGTH_ARTICLES = frozenset(
    article.casefold() for article in _pack_words(lambda words: words.indefinite_articles)
)
# Between a collective numeral and the noun it counts: "une dizaine de chaises".
_COLLECTIVE_LINKS = _pack_words(lambda words: words.collective_links)
_MAX_NOUN_WORDS = 2
_LONGEST_HOUR_AS_LENGTH = 12
# No event starts in the small hours: "de deux [fr-hours] à 14 h" is a length and a start.
_EARLIEST_START = dt.time(6)


@dataclass(frozen=True)
class StatedTimes:
    start: dt.time | None = None
    end: dt.time | None = None
    # Fields read on the twelve-hour clock ("at 7", "halb acht") that may be 12 hours later.
    ambiguous: tuple[str, ...] = ()


def clock_times(words: MessageWords) -> list[TimeMention]:
    """The times the message asks for; one after "instead of" or "not" is being replaced.

    An hour that gives the length of the event is no time: "un atelier de trois [fr-hours]", "a 3h
    workshop".
    """
    mentions = _outside_breaks(words, recognize_times(words.text))
    following: list[TimeMention | None] = [*mentions[1:], None]
    return [
        m
        for m, after in zip(mentions, following[: len(mentions)], strict=True)
        if not _replaced(words, m.start) and not _is_length(words, m, after)
    ]


def _outside_breaks(words: MessageWords, mentions: list[TimeMention]) -> list[TimeMention]:
    """The times that are not a break's: "coffee break at 10:30", "Kaffeepause von 10:00 bis
    10:20", "pause café à 10h30", "pausa pranzo alle 12:30" is neither start nor end."""
    kept: list[TimeMention] = []
    dropped: TimeMention | None = None
    for mention in mentions:
        in_break = words.cued_before(mention.start, BREAK_BEFORE, _SKIPPED_BEFORE_BREAKS)
        if in_break or (dropped is not None and _is_range(words, dropped, mention)):
            dropped = mention
            continue
        kept.append(mention)
    return kept


def stated_date(
    words: MessageWords, *, reference: dt.date, clock: Sequence[TimeMention] = ()
) -> DateMention | None:
    """The first date the message asks for; one after "instead of" or "not" is being replaced.

    A number read both as a day and as a time (the Italian for "around the 19th") is the time. A
    named day ("Christmas", "Pfingstmontag", "three days after Easter") is the date when no other
    is given, and a weekday inside one ("lundi de Pâques", "Easter Monday") is the named day. A
    range of days written as number words ("du treize au 15 juillet") starts on its first day.
    """
    named_days = recognize_named_days(words.text, reference)
    for found in _written_dates(words.text, reference):
        inside = [n for n in named_days if n.start <= found.start and found.end <= n.end]
        if inside:
            found = inside[0]
        mention = _in_next_week(words, found, reference)
        if _replaced(words, mention.start) or _overlaps_any(mention, clock):
            continue
        return mention
    for named in named_days:
        if not _replaced(words, named.start):
            return named
    return None


_MAX_ALTERNATIVE_GAP = 24


def date_alternative(words: MessageWords, date: DateMention, *, reference: dt.date) -> bool:
    """Whether the message offers another day as an alternative right after `date`: which one
    is meant is asked back, never guessed."""
    for other in _written_dates(words.text, reference):
        if other.start < date.end or other.start - date.end > _MAX_ALTERNATIVE_GAP:
            continue
        gap = [fold(word) for word in words.text[date.end : other.start].replace(",", " ").split()]
        return bool(ALTERNATIVE_WORDS.intersection(gap)) and all(
            word in ALTERNATIVE_WORDS or word in _SKIPPED_BEFORE_VALUES for word in gap
        )
    return False


def stated_period(words: MessageWords, *, reference: dt.date) -> PeriodMention | None:
    """The first period the message names instead of a day ("at the end of March", "Anfang
    nächster Woche", "ce week-end", "in the next 3 days"), which is asked back, never guessed as
    a day. A period being replaced ("instead of next weekend") or one that is a deadline ("let
    us know by the end of the week", "bis Ende Monat") is not the event's."""
    periods = [*recognize_periods(words.text, reference), *_counted_days(words.text, reference)]
    for period in sorted(periods, key=lambda p: p.start):
        if _replaced(words, period.start):
            continue
        if words.cued_before(period.start, DEADLINE_BEFORE, _SKIPPED_BEFORE_VALUES):
            continue
        return period
    return None


def _counted_days(text: str, reference: dt.date) -> list[PeriodMention]:
    """The spans of days counted from the day received ("in the next 3 days", "nei prossimi
    tre giorni"), as periods; a vague span ("in the next few days") has no days to name."""
    now = dt.datetime.combine(reference, dt.time(12))
    return [
        PeriodMention(
            start_date=span.first_day,
            end_date=span.last_day,
            kind="span",
            start=span.start,
            end=span.end,
            text=span.text,
            lang=span.lang,
        )
        for span in recognize_counted_spans(text, now)
        if span.first_day is not None and span.last_day is not None and span.direction > 0
    ]


@lru_cache(maxsize=8)
def _written_dates(text: str, reference: dt.date) -> tuple[DateMention, ...]:
    """The dates of recognize_dates and the ends of ranges written as number words, by start;
    a range's ends replace what recognize_dates read of it ("15 juillet" of "du treize au 15
    juillet"). Remembered for the last few messages: the date and its alternatives read them."""
    ranges = recognize_day_word_ranges(text, reference)
    dates = [
        m
        for m in recognize_dates(text, reference=reference)
        if not any(m.start < r.end and r.start < m.end for r in ranges)
    ]
    return tuple(sorted([*dates, *ranges], key=lambda m: m.start))


@dataclass(frozen=True)
class StatedCount:
    value: int
    approximate: bool = False  # "about 20", "une vingtaine", "a dozen", "etwa zwanzig"
    start: int = -1  # where the number is written; -1 when not known


def stated_count(words: MessageWords) -> StatedCount | None:
    """The group size with whether it is approximate: after a word of approximation ("about
    20", "etwa zwanzig", "environ 40", "circa 25") or written as a collective numeral ("a
    dozen", "une vingtaine", "una ventina", safety.lang.approximate_counts)."""
    found = _participants_at(words)
    if found is None:
        collective = _collective_count(words)
        return StatedCount(collective[1], True, collective[0]) if collective else None
    start, value = found
    return StatedCount(value, _approximated(words, start), start)


def stated_participants(words: MessageWords) -> int | None:
    """The group size the message states; see _participants_at and stated_count."""
    count = stated_count(words)
    return count.value if count else None


def _collective_count(words: MessageWords) -> tuple[int, int] | None:
    """A collective numeral after an indefinite article ("une vingtaine", "una ventina", "a
    dozen", "ein Dutzend"), unless a noun of things follows ("une dizaine de chaises", "a dozen
    croissants"): people, "of us", or the end of the clause."""
    for index, token in enumerate(words.tokens):
        collective = COLLECTIVE_NUMERALS.get(token.key)
        if collective is None or _replaced(words, token.start):
            continue
        before = index - 1
        if before >= 0 and words.tokens[before].key in COLLECTIVE_ADJECTIVES:
            before -= 1
        if before < 0 or words.tokens[before].key not in _LENGTH_ARTICLES:
            continue
        if _names_people_or_ends(words, index + 1):
            return token.start, collective[0]
    return None


def _names_people_or_ends(words: MessageWords, index: int) -> bool:
    tokens = words.tokens
    if index >= len(tokens) or words.starts_sentence(index):
        return True
    if words.cued_after(tokens[index - 1].end, GROUP_SIZE_AFTER | GROUP_OF_US, frozenset()):
        return True
    if tokens[index].key in _COLLECTIVE_LINKS:
        index += 1
    return _person_noun_follows(words, index)


def _approximated(words: MessageWords, start: int) -> bool:
    """Whether a word of approximation stands within two words before `start` or opens the
    count's own text ("about 20 people" read as one count)."""
    index = bisect_left([t.start for t in words.tokens], start)
    window = words.tokens[max(0, index - 2) : index + 1]
    return any(token.key in APPROXIMATION_WORDS for token in window)


def _participants_at(words: MessageWords) -> tuple[int, int] | None:
    """The first head count, else the first size written as a limit ("up to 60"), with where
    it is written.

    Besides the counts the recognizer reads, a range of people is its upper end ("for 40-50
    people": the room must hold 50), and a bare number is the group's size after a cue that says
    so ("make it 40", "wir sind 25", "nous serons 12", "siamo in 20").
    """
    mentions = recognize_counts(words.text)
    counts = [
        (mention.start, mention.value) for mention in mentions if mention.unit == "participants"
    ]
    restated = [
        size for size in _group_sizes(words, SIZE_RESTATED_BEFORE) if not _replaced(words, size[0])
    ]
    if restated:
        return max(restated)  # the last restatement replaces what came before it
    counts += _people_ranges(words) + _group_sizes(words, GROUP_SIZE_BEFORE)
    # Without a head count, a size written as a limit is the group's: "a room for up to 40
    # people", "jusqu'à 40", "fino a 40", "Platz für 120".
    limits = [(mention.start, mention.value) for mention in mentions if mention.unit == "capacity"]
    limits += _limit_sizes(words)
    for found in (counts, limits):
        for start, value in sorted(found):
            if not _replaced(words, start):
                return start, value
    return None


def stated_times(words: MessageWords, clock: Sequence[TimeMention]) -> StatedTimes:
    """Start and end: the first range, else the first time (start) and one after "until" (end)."""
    mentions = list(clock)
    for first, second in pairwise(mentions):
        if _is_range(words, first, second):
            return _settled_range(first, second)
    starts = [
        m
        for m in mentions
        if not words.cued_before(m.start, END_BEFORE, _SKIPPED_BEFORE_ENDS)
        and not words.cued_after(m.end, END_AFTER, _SKIPPED_BEFORE_END_VERBS)
    ]
    ends = [m for m in mentions if m not in starts]
    start, end = (starts[0] if starts else None), (ends[0] if ends else None)
    if start is not None and end is not None:
        return _settled_range(start, end)
    return StatedTimes(
        start=start.value if start else None,
        end=end.value if end else None,
        ambiguous=_ambiguous_fields(start, end),
    )


def _in_next_week(words: MessageWords, mention: DateMention, reference: dt.date) -> DateMention:
    """A lone weekday after "next week" is that day of next week: "next week Friday"."""
    weekday = WEEKDAYS.get(fold(mention.text))
    if weekday is None:
        return mention
    start = words.cue_start_before(mention.start, NEXT_WEEK_BEFORE, BEFORE_WEEKDAYS)
    if start is None:
        return mention
    next_monday = reference + dt.timedelta(days=7 - reference.weekday())
    return replace(
        mention,
        start=start,
        text=words.text[start : mention.end],
        value=next_monday + dt.timedelta(days=weekday),
    )


def _people_ranges(words: MessageWords) -> list[tuple[int, int]]:
    """ "for 40-50 people", "40–50 Teilnehmende": the upper end, at the place of the lower."""
    ranges = []
    tokens = words.tokens
    for index in range(len(tokens) - 2):
        low, high = tokens[index], tokens[index + 1]
        if not (low.key.isdecimal() and high.key.isdecimal()):
            continue
        between = words.text[low.end : high.start].strip()
        if between in _RANGE_DASHES and _person_noun_follows(words, index + 2):
            ranges.append((low.start, max(int(low.key), int(high.key))))
    return ranges


def _person_noun_follows(words: MessageWords, index: int) -> bool:
    tokens = words.tokens
    if index < len(tokens) and tokens[index].key in _ADJECTIVES:
        index += 1
    return index < len(tokens) and tokens[index].key in _PERSON_NOUNS


def _group_sizes(words: MessageWords, cues: frozenset[tuple[str, ...]]) -> list[tuple[int, int]]:
    """A bare number after one of `cues` ("make it 40", "wir sind ca. 25", "siamo in 20"), or
    before "of us" ("17 of us", "in 12 di noi") unless something follows it that makes it a
    price, a time, a length or a count of things."""
    sizes = []
    for index, token in enumerate(words.tokens):
        if not (token.key.isdecimal() or token.text[:3].casefold() in NUMBER_OPENINGS):
            continue
        number = _number_at(words, index)
        if number is None:
            continue
        if cues is GROUP_SIZE_BEFORE and words.cued_after(number[0], GROUP_OF_US, frozenset()):
            if 2 <= number[1] <= _MAX_GROUP_SIZE:
                sizes.append((token.start, number[1]))
            continue
        if not words.cued_before(_before_hedges(words, token.start), cues, frozenset()):
            continue
        end, value = _upper_end_of_range(words, index, *number)
        if 2 <= value <= _MAX_GROUP_SIZE and _ends_a_group_size(words, end):
            sizes.append((token.start, value))
    return sizes


def _limit_sizes(words: MessageWords) -> list[tuple[int, int]]:
    """A number after "up to", "Platz für", "jusqu'à" or "fino a", unless a measure follows it
    ("bis zu 22 [de-clock]", "jusqu'à 3 [fr-hours]") or it continues as a time or price
    ("jusqu'à 22h")."""
    sizes = []
    for token in words.tokens:
        if not token.key.isdigit() or len(token.key) > 5:
            continue
        if not words.cued_before(token.start, LIMIT_BEFORE, frozenset()):
            continue
        if _NUMBER_CONTINUES.match(words.text, token.end):
            continue
        following = words.word_after(token.end)
        if following is not None and following.key in MEASURE_AFTER:
            continue
        value = int(token.key)
        if 2 <= value <= _MAX_GROUP_SIZE:
            sizes.append((token.start, value))
    return sizes


_MAX_NUMBER_TOKENS = 6  # "soixante et un", "one hundred and twenty-five"


def _number_at(words: MessageWords, index: int) -> tuple[int, int] | None:
    """The number that token `index` begins, in digits or words, the longest that reads ("40",
    "forty-five", "soixante-dix-sept", "soixante et un", "zwölf")."""
    tokens = words.tokens
    token = tokens[index]
    if token.key.isdecimal():
        return (token.end, int(token.key)) if len(token.key) <= 5 else None
    last = index
    while (
        last + 1 < min(len(tokens), index + _MAX_NUMBER_TOKENS)
        and words.text[tokens[last].end : tokens[last + 1].start] in (" ", "-")
        and not tokens[last + 1].key.isdecimal()
    ):
        last += 1
    for end in range(last, index - 1, -1):
        found = read_number_words(words.text[token.start : tokens[end].end])
        if found is not None:
            return tokens[end].end, found[0]
    return None


def _upper_end_of_range(words: MessageWords, index: int, end: int, value: int) -> tuple[int, int]:
    """ "we'll be 40-50": the end and value of the range's upper number; the number itself else."""
    if index + 1 >= len(words.tokens):
        return end, value
    upper = words.tokens[index + 1]
    if upper.key.isdecimal() and words.text[end : upper.start].strip() in _RANGE_DASHES:
        return upper.end, max(value, int(upper.key))
    return end, value


def _before_hedges(words: MessageWords, start: int) -> int:
    """Where words such as "about", "ca." or "jetzt" begin before `start`; `start` without."""
    for _ in range(_MAX_HEDGES):
        before = words.word_before(start)
        if before is None and start >= 2 and words.text[start - 2 : start] in (". ", ".\u00a0"):
            before = words.word_before(start - 2)  # "ca. 25"
        if before is None or before.key not in GROUP_SIZE_HEDGES:
            break
        start = before.start
    return start


def _ends_a_group_size(words: MessageWords, end: int) -> bool:
    """Whether nothing that measures follows a number: the clause ends, or a word such as
    "instead", "sein" or "of us" comes next, not "francs", "minutes", "h" or "March"."""
    if _NUMBER_CONTINUES.match(words.text, end):
        return False
    following = words.word_after(end)
    return following is None or words.cued_after(end, GROUP_SIZE_AFTER, frozenset())


def _is_length(words: MessageWords, mention: TimeMention, after: TimeMention | None) -> bool:
    """Whether an hour gives the length of the event: "un atelier de trois [fr-hours]", "a 3h
    workshop". "à partir de 9 h", "la réunion de 10 h" and "un atelier de 9 h à 17 h" are clock
    times."""
    if not _HOURS_ONLY.fullmatch(mention.text) or mention.value.minute:
        return False
    if not 1 <= mention.value.hour <= _LONGEST_HOUR_AS_LENGTH:
        return False
    before = words.word_before(mention.start)
    if before is None:
        return False
    if _is_indefinite_article(before):
        return True  # "a 3h workshop", "ein 3h Workshop"
    if before.key not in _OF_BEFORE_HOURS or not _after_an_indefinite_noun(words, before.start):
        return False
    starts_at_night = mention.value < _EARLIEST_START
    return after is None or not _is_range(words, mention, after) or starts_at_night


def _is_indefinite_article(word: Word) -> bool:
    return word.text.casefold() in _LENGTH_ARTICLES  # unfolded: "à" is no "a"


def _after_an_indefinite_noun(words: MessageWords, position: int) -> bool:
    """Whether "un atelier", "une formation interne" or "un petit atelier" ends at `position`."""
    for distance in range(_MAX_NOUN_WORDS + 1):
        word = words.word_before(position)
        if word is None or word.key.isdigit() or word.key in CLOCK_BEFORE_DE:
            return False
        if _is_indefinite_article(word):
            return distance > 0
        position = word.start
    return False


def _overlaps_any(mention: DateMention, clock: Sequence[TimeMention]) -> bool:
    return any(time.start < mention.end and mention.start < time.end for time in clock)


def _replaced(words: MessageWords, start: int) -> bool:
    return words.cued_before(start, _NOT_ASKED_FOR, _SKIPPED_BEFORE_VALUES)


def _is_range(words: MessageWords, first: TimeMention, second: TimeMention) -> bool:
    between = words.text[first.end : second.start]
    if len(between) > _MAX_CONNECTOR_CHARS:
        return False
    connector = " ".join(between.lower().replace("’", "'").split())
    if not connector and second.text[:1].isalpha():
        # A preposition the end's span holds: the Italian "a" before a clock noun (safety's times
        # keep it with the noun, so a corrected time can take the article an hour needs).
        connector = second.text.split(maxsplit=1)[0].lower()
    if connector not in TIME_RANGE_CONNECTORS:
        return False
    openers = TIME_RANGE_OPENERS.get(connector)
    if openers is None:
        return True
    before = words.word_before(first.start)
    return before is not None and before.key in openers  # "between 6 and 10", not "6 and 10"


def _settled_range(first: TimeMention, second: TimeMention) -> StatedTimes:
    """The two ends, with open twelve-hour readings settled when one reading alone fits the day.

    An event starts and ends on its day, so "from 9 to 5" can only be 09:00–17:00.
    """
    readings = sorted(
        (_minutes(end) - _minutes(start), start, end)
        for start in _readings(first)
        for end in _readings(second)
        if end > start
    )
    unique = len(readings) == 1 or (len(readings) > 1 and readings[0][0] != readings[1][0])
    if not unique:
        return StatedTimes(first.value, second.value, _ambiguous_fields(first, second))
    _, start, end = readings[0]
    return StatedTimes(start, end)


def _readings(mention: TimeMention) -> list[dt.time]:
    if not mention.twelve_hour_ambiguous:
        return [mention.value]
    later = mention.value.replace(hour=(mention.value.hour + 12) % 24)
    return [mention.value, later]


def _minutes(value: dt.time) -> int:
    return value.hour * 60 + value.minute


def _ambiguous_fields(start: TimeMention | None, end: TimeMention | None) -> tuple[str, ...]:
    return tuple(
        field
        for field, mention in (("start_time", start), ("end_time", end))
        if mention is not None and mention.twelve_hour_ambiguous
    )
