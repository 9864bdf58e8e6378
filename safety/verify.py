"""verify(facts, text): every way a text departs from its HardFacts, as a Report.

For each fact type (safety.kinds) the text's mentions are compared with the facts by value. A
mention equal to a fact confirms it. The mentions left over are paired with the facts left over
when the pairing is plausible (a date sharing day and month, an amount within a factor of three):
those are wrong values, replaced in place. Mentions that pair with nothing are invented and
removed. Required facts that nothing stands for are missing and inserted.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import itertools
import threading
import weakref
from bisect import bisect_left, bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from safety.facts import FactType, HardFacts
from safety.kinds import KINDS, VALUE_KINDS, kind_of_mention
from safety.kinds.comparison import Comparison, TextMentions
from safety.lang import Lang
from safety.lang.detection import detect_language, normalize_locale, writes_month_first
from safety.links import link_spans
from safety.mail_context import Context, after_message_reference, quoted_spans
from safety.mentions import DateMention, Mention, TakenChars, TermMention
from safety.recognizers.room_cues import ForeignRoom
from safety.recognizers.terms import MATCHER_CACHE_NAMES, NameMatcher, TermScan, matcher_for
from safety.report import Caveat, Issue, Report
from safety.venue import VenueCatalog
from safety.width import Reading, TextFormat, detect_format, read_text


def find_mentions(
    facts: HardFacts,
    text: str,
    catalog: VenueCatalog | None = None,
    lang: Lang | None = None,
    *,
    today: dt.date | None = None,
    month_first: bool = False,
) -> TextMentions:
    named = tuple(facts.names())
    names = _name_matcher(facts, catalog, named).scan(text)
    names = _as_named(names, named)
    quotes = quoted_spans(text)
    if quotes:
        names = TermScan(
            [m for m in names.mentions if not _in_spans(m, quotes)],
            [m for m in names.foreign_rooms if not _in_spans(m, quotes)],
        )
    taken = TakenChars(len(text))
    spans: list[TermMention | ForeignRoom] = [*names.mentions, *names.foreign_rooms]
    for span in spans:
        taken.add(span.start, span.end)
    for start, end in link_spans(text):  # "https://…?a=0H", "info@hotel2027.ch": no value inside
        taken.add(start, end)
    values: dict[FactType, list[Mention]] = {}
    quoted: list[Mention] = []
    for kind in VALUE_KINDS:
        found = kind.find(text, facts=facts, lang=lang, today=today, month_first=month_first)
        if quotes:
            quoted += [m for m in found if _in_spans(m, quotes)]
            found = [m for m in found if not _in_spans(m, quotes)]
        for mention in found:
            # "your enquiry of 2 October": the date of the message answered, read as context
            if (
                isinstance(mention, DateMention)
                and after_message_reference(text, mention.start)
                and taken.free(mention.start, mention.end)
            ):
                taken.add(mention.start, mention.end)
        values[kind.fact_type] = _without_overlaps(found, taken)
    return TextMentions(values, names, _without_overlaps(quoted, taken))


def _in_spans(mention: Mention | ForeignRoom, spans: Sequence[Context]) -> bool:
    return any(span.start <= mention.start and mention.end <= span.end for span in spans)


# Why a value is left unchecked where the reply quotes an earlier message.
QUOTED = "in an earlier message the reply quotes or forwards: not checked as the reply's own"


def _name_matcher(
    facts: HardFacts,
    catalog: VenueCatalog | None,
    named: tuple[tuple[str, str], ...] | None = None,
) -> NameMatcher:
    """The names as the text's reading writes them (safety.width): a name with a styled digit
    ("²AAA") is read folded like the text around it. `named`: facts.names(), if at hand."""
    if named is None:
        named = tuple(facts.names())
    if catalog is None:
        return _plain_matcher(named)
    names = tuple((_read(name), kind) for name, kind in named)
    read = _catalog_read(catalog)
    key = (names, read.token)
    with _matchers_lock:
        held = _matchers.get(key)
    if held is not None:
        return held[0]
    # The catalog's products and features are names too: written exactly, one the facts do not
    # name is invented (see _Checks._names).
    own = {value for value, _ in names}
    names += tuple((value, kind) for value, kind in read.terms if value not in own)
    matcher = matcher_for(names, read.rooms, read.aliases)
    _hold(key, matcher, len(names) + read.weight)
    return matcher


def _plain_matcher(names: tuple[tuple[str, str], ...]) -> NameMatcher:
    """The matcher of the facts' names alone, by the names as the facts write them: a text and
    its correction are verified with the same names, and so are most replies of one booking."""
    held = _plain_matchers.get(names)
    if held is None:
        held = matcher_for(tuple((_read(name), kind) for name, kind in names))
        if len(_plain_matchers) >= _MATCHERS_HELD:
            _plain_matchers.clear()
        _plain_matchers[names] = held
    return held


# The matchers of facts without a catalog, by their names: this spares reading each name and
# hashing them all to find the matcher in matcher_for's cache.
_plain_matchers: dict[tuple[tuple[str, str], ...], NameMatcher] = {}


@dataclass(frozen=True, slots=True)
class _CatalogRead:
    """A catalog's names as the reading of a text writes them, read once per catalog object: a
    request verifies, corrects and verifies again with the same catalog, and the instance's
    catalog serves many requests."""

    token: int  # this catalog object's number, never given to another
    terms: tuple[tuple[str, str], ...]
    rooms: tuple[str, ...]
    aliases: tuple[tuple[str, tuple[str, ...]], ...]
    weight: int  # names and aliases in all


_catalogs_read: dict[int, tuple[weakref.ref[VenueCatalog], _CatalogRead]] = {}
_catalog_tokens = itertools.count()
# Matchers by the facts' names and the catalog object they were compiled with, oldest first,
# with their weight in names: this spares hashing the whole catalog once per text to find the
# matcher in matcher_for's cache, and is bounded as that cache is.
_matchers: dict[tuple[tuple[tuple[str, str], ...], int], tuple[NameMatcher, int]] = {}
_matchers_weight = 0
_matchers_lock = threading.Lock()
_MATCHERS_HELD = 256


def _hold(key: tuple[tuple[tuple[str, str], ...], int], matcher: NameMatcher, weight: int) -> None:
    global _matchers_weight
    if weight > MATCHER_CACHE_NAMES:
        return
    with _matchers_lock:
        if key in _matchers:
            return
        _matchers[key] = (matcher, weight)
        _matchers_weight += weight
        while len(_matchers) > _MATCHERS_HELD or _matchers_weight > MATCHER_CACHE_NAMES:
            oldest = next(iter(_matchers))
            _matchers_weight -= _matchers.pop(oldest)[1]


def _catalog_read(catalog: VenueCatalog) -> _CatalogRead:
    held = _catalogs_read.get(id(catalog))
    if held is not None and held[0]() is catalog:
        return held[1]
    aliases = tuple(
        (_read(name), tuple(map(_read, values))) for name, values in catalog.alias_items()
    )
    read = _CatalogRead(
        next(_catalog_tokens),
        tuple((_read(value), kind) for value, kind in catalog.terms),
        tuple(map(_read, catalog.rooms)),
        aliases,
        len(catalog.terms) + len(catalog.rooms) + sum(len(values) for _, values in aliases),
    )
    key = id(catalog)
    _catalogs_read[key] = (weakref.ref(catalog, lambda _: _catalogs_read.pop(key, None)), read)
    return read


@lru_cache(maxsize=4096)
def _read(name: str) -> str:
    """A catalog name as the reading of a text writes it; names repeat from one reply to the next."""
    return name if name.isascii() else read_text(name).text


def _as_named(names: TermScan, facts_names: Sequence[tuple[str, str]]) -> TermScan:
    """The scan with each mention's value the name as the facts write it (`facts_names`: the
    facts' names() pairs)."""
    named = [name for name, _ in facts_names]
    if all(name.isascii() for name in named):
        return names
    written = {_read(name): name for name in named}
    if all(folded == value for folded, value in written.items()):
        return names
    mentions = [dataclasses.replace(m, value=written.get(m.value, m.value)) for m in names.mentions]
    return TermScan(mentions, names.foreign_rooms)


def _without_overlaps(mentions: Sequence[Mention], taken: TakenChars) -> list[Mention]:
    kept = []
    for mention in mentions:
        if taken.free(mention.start, mention.end):
            kept.append(mention)
            taken.add(mention.start, mention.end)
    return kept


def verify(
    facts: HardFacts,
    text: str,
    *,
    locale: str | None = None,
    catalog: VenueCatalog | None = None,
    today: dt.date | None = None,
    text_format: TextFormat | None = None,
    source: str | None = None,
) -> Report:
    """Every way `text` departs from `facts`: wrong, invented and missing values, as a Report;
    with `today`, relative dates ("tomorrow", "next Friday") are dates too. Without
    `text_format`, the text is read as detect_format finds it will be shown."""
    reading = read_text(text, text_format or detect_format(text))
    lang: Lang = normalize_locale(locale) or detect_language(reading.text)
    found = find_mentions(
        facts, reading.text, catalog, lang, today=today, month_first=writes_month_first(locale)
    )
    checks = Comparison(facts, reading.text, lang, found, catalog, source=source)
    issues = [issue for kind in KINDS for issue in kind.check(checks)]
    names = [(m.start, m.end) for m in checks.kept_mentions if isinstance(m, TermMention)]
    caveats = tuple(checks.caveats) + tuple(
        Caveat(
            "unverified",
            kind_of_mention(m).fact_type,
            reading.text[m.start : m.end],
            None,
            (m.start, m.end),
            QUOTED,
        )
        for m in found.quoted
    )
    if not reading.changed:
        kept_spans = tuple(sorted(checks.kept))
        return Report(tuple(issues), kept_spans, lang, tuple(sorted(names)), caveats)
    adjacent = _adjacent(reading)
    issues = [_as_written(issue, reading, adjacent) for issue in issues]
    issues += _disguises(reading, adjacent, issues, checks.kept_mentions)
    kept = [reading.original_span(start, end) for start, end in checks.kept]
    names = [reading.original_span(start, end) for start, end in names]
    caveats = tuple(_caveat_as_written(caveat, reading) for caveat in caveats)
    caveats += tuple(_hidden(reading))
    return Report(tuple(issues), tuple(sorted(kept)), lang, tuple(sorted(names)), caveats)


def _caveat_as_written(caveat: Caveat, reading: Reading) -> Caveat:
    if caveat.span is None:
        return caveat
    start, end = reading.original_span(*caveat.span)
    return dataclasses.replace(caveat, span=(start, end), found=reading.original[start:end])


HIDDEN = "not shown to the reader (an HTML comment or hidden element): not read as the reply"


def _hidden(reading: Reading) -> Iterator[Caveat]:
    """What HTML hides and holds a letter or digit: left as written, reported, since a value
    there may be read by a machine that is not the reader."""
    for disguise in reading.disguises:
        found = reading.original[disguise.start : disguise.end]
        if disguise.kind == "hidden" and any(char.isalnum() for char in found):
            yield Caveat("unverified", "claim", found, None, (disguise.start, disguise.end), HIDDEN)


def _as_written(issue: Issue, reading: Reading, adjacent: _Adjacent) -> Issue:
    """The issue with its span and `found` in the text as written (full-width forms, styled
    digits, invisible characters and all); a replaced value takes the invisible characters
    around it with it."""
    if issue.span is None:
        return issue
    start, end = reading.original_span(*issue.span)
    if issue.kind == "wrong":
        start, end = _with_adjacent_disguises(adjacent, start, end)
    return dataclasses.replace(issue, span=(start, end), found=reading.original[start:end])


_Adjacent = tuple[dict[int, int], dict[int, int]]


class _Spans:
    """Spans, asked whether one of them contains a given span, each question in log time: a
    text of thousands of issues is checked in time linear in them."""

    def __init__(self, spans: Sequence[tuple[int, int]]) -> None:
        self._spans: list[tuple[int, int]] = []
        self._reach: list[int] = []  # the furthest end of the spans up to each one
        for span in sorted(spans):
            self._append(span)

    def _append(self, span: tuple[int, int]) -> None:
        self._spans.append(span)
        self._reach.append(max(span[1], self._reach[-1] if self._reach else span[1]))

    def add(self, span: tuple[int, int]) -> None:
        if not self._spans or span >= self._spans[-1]:
            self._append(span)
            return
        spans = sorted([*self._spans, span])
        self._spans, self._reach = [], []
        for each in spans:
            self._append(each)

    def contain(self, start: int, end: int) -> bool:
        index = bisect_right(self._spans, (start, 1 << 62)) - 1  # the spans that start by `start`
        return index >= 0 and self._reach[index] >= end


def _adjacent(reading: Reading) -> _Adjacent:
    """The invisible and bidi characters by where they end and by where they start."""
    around = [d for d in reading.disguises if d.kind in ("invisible", "bidi")]
    return {d.end: d.start for d in around}, {d.start: d.end for d in around}


def _with_adjacent_disguises(adjacent: _Adjacent, start: int, end: int) -> tuple[int, int]:
    ending_at, starting_at = adjacent
    return ending_at.get(start, start), starting_at.get(end, end)


def _holds_a_disguise(reading: Reading, start: int, end: int) -> bool:
    """Whether a disguise lies within [start, end) of the text as written (the disguises are in
    the order of the text, and do not overlap)."""
    disguises = reading.disguises
    index = bisect_left(disguises, start, key=lambda d: d.start)
    return index < len(disguises) and disguises[index].end <= end


def _disguises(
    reading: Reading, adjacent: _Adjacent, issues: list[Issue], kept: list[Mention]
) -> list[Issue]:
    """A value written right but disguised ("CHF 𝟗𝟎𝟎.00", "18​:00") is written anew in
    plain digits; a bidi control anywhere is cut, since it may show a wrong value as a right
    one. Values already replaced or cut take their disguise with them."""
    covered = _Spans([issue.span for issue in issues if issue.span is not None])
    is_covered = covered.contain

    found: list[Issue] = []
    for mention in kept:
        if isinstance(mention, TermMention):
            continue  # a name is matched as the facts write it, styled digits and all
        start, end = reading.original_span(mention.start, mention.end)
        start, end = _with_adjacent_disguises(adjacent, start, end)
        if is_covered(start, end):
            continue
        if not _holds_a_disguise(reading, start, end):
            continue
        plain = reading.text[mention.start : mention.end]
        found.append(
            Issue(
                "wrong",
                kind_of_mention(mention).fact_type,
                reading.original[start:end],
                plain,
                (start, end),
                plain,
                reason="disguised",
            )
        )
        covered.add((start, end))
    for disguise in reading.disguises:
        if disguise.kind == "bidi" and not is_covered(disguise.start, disguise.end):
            span = (disguise.start, disguise.end)
            found.append(
                Issue(
                    "wrong",
                    "claim",
                    reading.original[slice(*span)],
                    None,
                    span,
                    "",
                    reason="disguised",
                )
            )
    return found
