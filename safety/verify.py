"""verify(facts, text): every way a text departs from its HardFacts, as a Report.

For each fact type the text's mentions are compared with the facts by value. A mention equal to a
fact confirms it. The mentions left over are paired with the facts left over when the pairing is
plausible (a date sharing day and month, an amount within a factor of three): those are wrong
values, replaced in place. Mentions that pair with nothing are invented and removed. Required
facts that nothing stands for are missing and inserted.
"""
from __future__ import annotations

import dataclasses
import datetime as dt
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from decimal import Decimal
from functools import lru_cache

from safety.catalog import VenueCatalog
from safety.facts import AmountFact, CountFact, DateFact, FactType, HardFacts, TimeFact
from safety.formatters.amounts import format_amount
from safety.formatters.counts import format_count
from safety.formatters.dates import format_date
from safety.formatters.times import format_time
from safety.language import detect_language, normalize_locale, writes_month_first
from safety.links import link_spans
from safety.mentions import (
    AmountMention,
    CountMention,
    DateMention,
    Lang,
    Mention,
    TakenChars,
    TermMention,
    TimeMention,
)
from safety.recognizers.amounts import recognize_amounts
from safety.recognizers.counts import recognize_counts
from safety.recognizers.dates import recognize_dates
from safety.recognizers.relative_dates import recognize_relative_dates
from safety.recognizers.terms import TermScan, matcher_for
from safety.recognizers.times import recognize_times
from safety.report import Issue, Report
from safety.width import Reading, read_text

_TWELVE_HOURS = 12 * 60


@dataclass(frozen=True, slots=True)
class TextMentions:
    """All fact-like mentions of one text, overlaps resolved."""

    dates: list[DateMention]
    times: list[TimeMention]
    amounts: list[AmountMention]
    counts: list[CountMention]
    names: TermScan


def find_mentions(
    facts: HardFacts,
    text: str,
    catalog: VenueCatalog | None = None,
    lang: Lang | None = None,
    *,
    today: dt.date | None = None,
    month_first: bool = False,
) -> TextMentions:
    names = _name_matcher(facts, catalog).scan(text)
    names = _as_named(names, facts)
    taken = TakenChars(len(text))
    for span in [*names.mentions, *names.foreign_rooms]:
        taken.add(span.start, span.end)
    for start, end in link_spans(text):  # "https://…?a=0H", "info@hotel2027.ch": no value inside
        taken.add(start, end)
    amounts = _without_overlaps(recognize_amounts(text), taken)
    dates = recognize_dates(text, month_first=month_first)
    if today is not None:  # "tomorrow", "next Friday": dates once the day of writing is known
        relative = recognize_relative_dates(text, today=today, absolute=dates, month_first=month_first)
        dates = sorted([*dates, *relative], key=lambda mention: mention.start)
    dates = _without_overlaps(dates, taken)
    times = _without_overlaps(recognize_times(text), taken)
    # A count read only by its noun is compared with count facts alone (_Checks._trusted_counts).
    counts = _without_overlaps(recognize_counts(text, lang, infer=bool(facts.counts)), taken)
    return TextMentions(dates, times, amounts, counts, names)


def _name_matcher(facts: HardFacts, catalog: VenueCatalog | None):
    """The names as the text's reading writes them (safety.width): a name with a styled digit
    ("²AAA") is read folded like the text around it."""
    names = tuple((_read(room.value), "room") for room in facts.rooms)
    names += tuple((_read(term.value), term.kind) for term in facts.terms)
    if catalog is None:
        return matcher_for(names)
    # The catalog's products and features are names too: written exactly, one the facts do not
    # name is invented (see _Checks._names).
    names += tuple(
        (_read(value), kind) for value, kind in catalog.terms if _read(value) not in {v for v, _ in names}
    )
    aliases = tuple((_read(name), tuple(map(_read, values))) for name, values in catalog.alias_items())
    return matcher_for(names, tuple(map(_read, catalog.rooms)), aliases)


@lru_cache(maxsize=4096)
def _read(name: str) -> str:
    """A catalog name as the reading of a text writes it; names repeat from one reply to the next."""
    return name if name.isascii() else read_text(name).text


def _as_named(names: TermScan, facts: HardFacts) -> TermScan:
    """The scan with each mention's value the name as the facts write it."""
    if all(fact.value.isascii() for fact in [*facts.rooms, *facts.terms]):
        return names
    written = {_read(fact.value): fact.value for fact in [*facts.rooms, *facts.terms]}
    if all(folded == value for folded, value in written.items()):
        return names
    mentions = [dataclasses.replace(m, value=written.get(m.value, m.value)) for m in names.mentions]
    return TermScan(mentions, names.foreign_rooms)


def _without_overlaps(mentions: Sequence[Mention], taken: TakenChars) -> list:
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
) -> Report:
    """Every way `text` departs from `facts`: wrong, invented and missing values, as a Report;
    with `today`, relative dates ("tomorrow", "next Friday") are dates too."""
    reading = read_text(text)
    lang: Lang = normalize_locale(locale) or detect_language(reading.text)
    found = find_mentions(
        facts, reading.text, catalog, lang, today=today, month_first=writes_month_first(locale)
    )
    checks = _Checks(facts, reading.text, lang, found)
    issues = [
        *checks.dates(),
        *checks.times(),
        *checks.amounts(),
        *checks.counts(),
        *checks.rooms(),
        *checks.terms(),
    ]
    if not reading.changed:
        return Report(tuple(issues), tuple(sorted(checks.kept)), lang)
    issues = [_as_written(issue, reading) for issue in issues]
    issues += _disguises(reading, issues, checks.kept_mentions)
    kept = [reading.original_span(start, end) for start, end in checks.kept]
    return Report(tuple(issues), tuple(sorted(kept)), lang)


def _as_written(issue: Issue, reading: Reading) -> Issue:
    """The issue with its span and `found` in the text as written (full-width forms, styled
    digits, invisible characters and all); a replaced value takes the invisible characters
    around it with it."""
    if issue.span is None:
        return issue
    start, end = reading.original_span(*issue.span)
    if issue.kind == "wrong":
        start, end = _with_adjacent_disguises(reading, start, end)
    return dataclasses.replace(issue, span=(start, end), found=reading.original[start:end])


def _with_adjacent_disguises(reading: Reading, start: int, end: int) -> tuple[int, int]:
    for disguise in reading.disguises:
        if disguise.kind == "digit":
            continue
        if disguise.end == start:
            start = disguise.start
        elif disguise.start == end:
            end = disguise.end
    return start, end


_MENTION_TYPES: tuple[tuple[type, FactType], ...] = (
    (DateMention, "date"),
    (TimeMention, "time"),
    (AmountMention, "amount"),
    (CountMention, "count"),
)


def _mention_type(mention: Mention) -> FactType:
    for kind, fact_type in _MENTION_TYPES:
        if isinstance(mention, kind):
            return fact_type
    return "room" if getattr(mention, "kind", "") == "room" else "term"


def _disguises(reading: Reading, issues: list[Issue], kept: list[Mention]) -> list[Issue]:
    """A value written right but disguised ("CHF 𝟗𝟎𝟎.00", "18​:00") is written anew in
    plain digits; a bidi control anywhere is cut, since it may show a wrong value as a right
    one. Values already replaced or cut take their disguise with them."""
    covered = [issue.span for issue in issues if issue.span is not None]

    def is_covered(start: int, end: int) -> bool:
        return any(s <= start and end <= e for s, e in covered)

    found: list[Issue] = []
    for mention in kept:
        if isinstance(mention, TermMention):
            continue  # a name is matched as the facts write it, styled digits and all
        start, end = reading.original_span(mention.start, mention.end)
        start, end = _with_adjacent_disguises(reading, start, end)
        if is_covered(start, end):
            continue
        if not any(start <= d.start and d.end <= end for d in reading.disguises):
            continue
        plain = reading.text[mention.start : mention.end]
        found.append(
            Issue(
                "wrong",
                _mention_type(mention),
                reading.original[start:end],
                plain,
                (start, end),
                plain,
                reason="disguised",
            )
        )
        covered.append((start, end))
    for disguise in reading.disguises:
        if disguise.kind == "bidi" and not is_covered(disguise.start, disguise.end):
            span = (disguise.start, disguise.end)
            found.append(
                Issue("wrong", "claim", reading.original[slice(*span)], None, span, "", reason="disguised")
            )
    return found


# -- pairing ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Pair:
    mention: Mention
    fact: object


def _pair_leftovers(
    mentions: list,
    facts: list,
    closeness: Callable[[object, object], float | None],
    *,
    in_order: bool = False,
) -> tuple[list[_Pair], list]:
    """Pairs leftover mentions with leftover facts, most alike first.

    `closeness(mention, fact)` is None when the two are too far apart to be one value written
    wrongly. A mention equally close to two facts is left unpaired: guessing would be a new error.
    With `in_order` (dates and times, which a text writes in order: "from 11 am to 2 pm") a tie
    goes to the earlier fact, and pairs whose order crosses the text's are swapped, so a moved
    range stays a range instead of turning into "from 12 pm to 9 am".
    """
    pairs: list[_Pair] = []
    mentions, facts = list(mentions), list(facts)
    while mentions and facts:
        scored = []
        for m in mentions:
            for f in facts:
                score = closeness(m, f)
                if score is not None:
                    scored.append((score, -m.start, m, f))
        if not scored:
            break
        scored.sort(key=lambda item: (item[0], item[1]), reverse=True)
        score, _, mention, fact = scored[0]
        tied = [f for s, _, m, f in scored if m is mention and s == score]
        if len(tied) > 1:
            if not in_order:
                mentions.remove(mention)
                continue
            fact = min(tied, key=lambda f: f.value)
        pairs.append(_Pair(mention, fact))
        mentions.remove(mention)
        facts.remove(fact)
    return (_uncrossed(pairs, closeness) if in_order else pairs), mentions


def _uncrossed(pairs: list[_Pair], closeness: Callable[[object, object], float | None]) -> list[_Pair]:
    pairs = sorted(pairs, key=lambda pair: pair.mention.start)
    swapped = True
    while swapped:
        swapped = False
        for i, first in enumerate(pairs):
            for j in range(i + 1, len(pairs)):
                second = pairs[j]
                if first.fact.value <= second.fact.value:
                    continue
                if closeness(first.mention, second.fact) is None or closeness(second.mention, first.fact) is None:
                    continue
                pairs[i], pairs[j] = _Pair(first.mention, second.fact), _Pair(second.mention, first.fact)
                first, swapped = pairs[i], True
    return pairs


class _Checks:
    """The per-type comparisons of one verify() call."""

    def __init__(self, facts: HardFacts, text: str, lang: Lang, found: TextMentions) -> None:
        self.facts = facts
        self.text = text
        self.lang = lang
        self.found = found
        self.kept: list[tuple[int, int]] = []
        self.kept_mentions: list[Mention] = []

    def _keep(self, mention: Mention) -> None:
        self.kept.append((mention.start, mention.end))
        self.kept_mentions.append(mention)

    def _compare(
        self,
        fact_type: FactType,
        mentions: list,
        facts: list,
        equal: Callable[[object, object], bool],
        closeness: Callable[[object, object], float | None],
        render: Callable[[Mention, object], str],
        expected: Callable[[object], str],
        ignored: Callable[[Mention], bool] = lambda mention: False,
        in_order: bool = False,
    ) -> list[Issue]:
        issues: list[Issue] = []
        confirmed: set[int] = set()
        leftovers = []
        for mention in mentions:
            matches = [i for i, fact in enumerate(facts) if equal(mention, fact)]
            if matches:
                confirmed.update(matches)
                self._keep(mention)
                if isinstance(mention, DateMention) and _weekday_contradicts(mention, facts[matches[0]]):
                    issues.append(self._weekday_issue(mention, facts[matches[0]], render, expected))
            elif not ignored(mention):
                leftovers.append(mention)
        open_facts = [fact for i, fact in enumerate(facts) if i not in confirmed]
        pairs, invented = _pair_leftovers(leftovers, open_facts, closeness, in_order=in_order)
        for pair in pairs:
            self._keep(pair.mention)
            issues.append(
                Issue(
                    "wrong",
                    fact_type,
                    pair.mention.text,
                    expected(pair.fact),
                    (pair.mention.start, pair.mention.end),
                    render(pair.mention, pair.fact),
                )
            )
        paired = {id(pair.fact) for pair in pairs}
        for mention in invented:
            issues.append(
                Issue("invented", fact_type, mention.text, None, (mention.start, mention.end), reason="extra")
            )
        for fact in open_facts:
            if id(fact) not in paired and fact.required:
                issues.append(Issue("missing", fact_type, None, expected(fact), reason="absent"))
        return issues

    def _weekday_issue(self, mention: DateMention, fact, render, expected) -> Issue:
        """The right date beside a weekday that contradicts it: both are written anew."""
        return Issue(
            "wrong",
            "date",
            mention.text,
            expected(fact),
            (mention.start, mention.end),
            render(mention, fact),
            reason="weekday",
        )

    # -- dates ---------------------------------------------------------------------------------

    def dates(self) -> list[Issue]:
        return self._compare(
            "date",
            self.found.dates,
            list(self.facts.dates),
            _date_equal,
            _date_closeness,
            lambda m, f: format_date(f.value, m.style, m.lang or self.lang),
            lambda f: f.value.isoformat(),
            in_order=True,
        )

    # -- times ---------------------------------------------------------------------------------

    def times(self) -> list[Issue]:
        return self._compare(
            "time",
            self.found.times,
            list(self.facts.times),
            _time_equal,
            _time_closeness,
            lambda m, f: format_time(f.value, m.style, m.lang or self.lang),
            lambda f: f.value.strftime("%H:%M"),
            in_order=True,
        )

    # -- amounts -------------------------------------------------------------------------------

    def amounts(self) -> list[Issue]:
        facts = list(self.facts.amounts)
        derived = _derived_amounts(facts, self.facts.counts)
        mentions = []
        issues: list[Issue] = []
        for mention in self.found.amounts:
            swap = self._binding_swap(mention, facts)
            if swap is not None:
                issues.append(swap)
                self._keep(mention)
            elif (
                mention.value in derived
                and not any(f.value == mention.value for f in facts)
                and any(f.currency == mention.currency for f in facts)
            ):
                self._keep(mention)
            else:
                mentions.append(mention)
        swapped = {issue.expected for issue in issues}
        remaining = [f for f in facts if _money(f.value) not in swapped or not f.subject]
        issues += self._compare(
            "amount",
            mentions,
            remaining,
            lambda m, f: m.value == f.value and m.currency == f.currency,  # EUR never stands for CHF
            _amount_closeness,
            lambda m, f: format_amount(f.value, f.currency, m.style, m.lang or self.lang),
            lambda f: _money(f.value),
        )
        currencies = {(m.start, m.end): m.currency for m in mentions}
        return [_currency_reason(issue, currencies, facts) for issue in issues]

    def _binding_swap(self, mention: AmountMention, facts: list[AmountFact]) -> Issue | None:
        """A price written beside another room or term than the one it belongs to."""
        bound = [f for f in facts if f.subject]
        if not bound:
            return None
        subject = self._subject_near(mention)
        if subject is None:
            return None
        own = [f for f in bound if f.subject == subject]
        if not own or any(f.value == mention.value for f in own):
            return None
        if not any(f.value == mention.value and f.subject != subject for f in bound):
            return None
        fact = own[0]
        return Issue(
            "wrong",
            "amount",
            mention.text,
            _money(fact.value),
            (mention.start, mention.end),
            format_amount(fact.value, fact.currency, mention.style, mention.lang or self.lang),
            reason="binding",
        )

    def _subject_near(self, mention: Mention) -> str | None:
        """The room or term written on the same line before the mention, nearest first."""
        line_start = self.text.rfind("\n", 0, mention.start) + 1
        names = [
            n for n in self.found.names.mentions if line_start <= n.start and n.end <= mention.start
        ]
        return names[-1].value if names else None

    # -- counts --------------------------------------------------------------------------------

    def counts(self) -> list[Issue]:
        has_capacity = any(f.unit == "capacity" for f in self.facts.counts)
        facts = list(self.facts.counts)
        return self._compare(
            "count",
            self._trusted_counts(facts, has_capacity),
            facts,
            lambda m, f: m.value == f.value and (not has_capacity or _units_agree(m, f)),
            _count_closeness,
            lambda m, f: format_count(f.value, m.style, m.lang or self.lang),
            lambda f: str(f.value),
            ignored=lambda m: m.unit == "capacity" and not has_capacity,
        )

    def _trusted_counts(self, facts: list[CountFact], has_capacity: bool) -> list[CountMention]:
        """The counts to compare: every count a cue or a listed noun introduces, and a count
        only its noun makes one ("22 consultants") where it states a fact or stands alone
        near one that nothing else states. Such a noun is read by inversion and may name
        something no list knows ("3 breakouts"): it is never cut as invented, and it replaces
        nothing far from it."""
        counts = [m for m in self.found.counts if not _venue_own(self.text, m.start)]
        listed = [m for m in counts if not m.inferred]
        inferred = [m for m in counts if m.inferred]
        if not inferred:
            return listed

        def states(mention: CountMention, fact: CountFact) -> bool:
            return mention.value == fact.value and (not has_capacity or _units_agree(mention, fact))

        open_facts = [f for f in facts if not any(states(m, f) for m in listed)]
        trusted = [m for m in inferred if any(states(m, f) for f in facts)]
        unstated = [f for f in open_facts if f.required and not any(states(m, f) for m in trusted)]
        for mention in inferred:
            if mention in trusted:
                continue
            close = [f for f in unstated if _plausibly_meant(mention, f)]
            if len(close) == 1:
                trusted.append(mention)
                unstated.remove(close[0])
        return sorted([*listed, *trusted], key=lambda m: m.start)

    # -- rooms and terms -----------------------------------------------------------------------

    def rooms(self) -> list[Issue]:
        return self._names("room", [r.value for r in self.facts.rooms if r.required], True)

    def terms(self) -> list[Issue]:
        return self._names("term", [t.value for t in self.facts.terms if t.required], False)

    def _names(self, fact_type: FactType, required: list[str], rooms: bool) -> list[Issue]:
        issues: list[Issue] = []
        mentions = [m for m in self.found.names.mentions if (m.kind == "room") == rooms]
        # A catalog term the facts do not name, written as it is: another one than the fact's
        # (wrong, like a room of the venue) or one no fact stands for (invented).
        fact_terms = {term.value: term.kind for term in self.facts.terms}
        others = [m for m in mentions if not rooms and m.value not in fact_terms]
        mentions = [m for m in mentions if m not in others]
        for mention in mentions:
            self._keep(mention)
            if not mention.exact:
                issues.append(
                    Issue(
                        "wrong",
                        fact_type,
                        mention.text,
                        mention.value,
                        (mention.start, mention.end),
                        mention.value,
                        reason="altered",
                    )
                )
        named = {m.value for m in mentions}
        unnamed = [value for value in required if value not in named]
        for other in (m for m in others if m.exact):
            instead = next((v for v in unnamed if fact_terms.get(v) == other.kind), None)
            span = (other.start, other.end)
            if instead is not None:
                unnamed.remove(instead)
                self.kept.append(span)
                issues.append(Issue("wrong", "term", other.text, instead, span, instead))
            else:
                issues.append(Issue("invented", "term", other.text, None, span, reason="extra"))
        if rooms:
            for foreign in self.found.names.foreign_rooms:
                if unnamed:
                    room = unnamed.pop(0)
                    self.kept.append((foreign.start, foreign.end))
                    issues.append(
                        Issue("wrong", "room", foreign.text, room, (foreign.start, foreign.end), room)
                    )
                elif len(foreign.text) > 1 or foreign.in_catalog:
                    issues.append(
                        Issue(
                            "invented", "room", foreign.text, None, (foreign.start, foreign.end), reason="extra"
                        )
                    )
                # A one-letter name ("Room A") is read as a room where it stands for a room of
                # the facts; on its own it may as well label a plan, and is left as written.
        issues += [Issue("missing", fact_type, None, value, reason="absent") for value in unnamed]
        return issues


# -- per-type comparisons --------------------------------------------------------------------------


def _money(value: Decimal) -> str:
    return f"{value:.2f}"


def _date_equal(mention: DateMention, fact: DateFact) -> bool:
    if mention.year_stated:
        return mention.value == fact.value
    return (mention.value.month, mention.value.day) == (fact.value.month, fact.value.day)


def _weekday_contradicts(mention: DateMention, fact: DateFact) -> bool:
    """Whether the weekday written beside a date is not the fact's: "Friday, June 4" is right
    for 4 June 2027, whatever year the text's date was taken to be in."""
    if mention.stated_weekday is None:
        return False
    day = fact.value if not mention.year_stated else mention.value
    return mention.stated_weekday != day.weekday()


def _date_closeness(mention: DateMention, fact: DateFact) -> float | None:
    a, b = mention.value, fact.value
    shared = (a.day == b.day) + (a.month == b.month) + (a.year == b.year or not mention.year_stated)
    swapped = a.day == b.month and a.month == b.day
    return shared + 0.5 * swapped + 0.25 * (mention.stated_weekday == b.weekday())


def _minutes(value: dt.time) -> int:
    return value.hour * 60 + value.minute


def _time_equal(mention: TimeMention, fact: TimeFact) -> bool:
    if mention.value == fact.value:
        return True
    return mention.twelve_hour_ambiguous and (_minutes(mention.value) + _TWELVE_HOURS) % (
        2 * _TWELVE_HOURS
    ) == _minutes(fact.value)


def _time_closeness(mention: TimeMention, fact: TimeFact) -> float | None:
    gap = abs(_minutes(mention.value) - _minutes(fact.value))
    gap = min(gap, abs(gap - _TWELVE_HOURS))
    return -gap / 60


def _amount_closeness(mention: AmountMention, fact: AmountFact) -> float | None:
    if mention.currency != fact.currency and mention.value == fact.value:
        return -math.log(3)  # the fact's value in another currency: wrong, as weak as a pair gets
    if mention.currency != fact.currency or mention.value <= 0 or fact.value <= 0:
        return None if mention.currency != fact.currency else -10.0
    ratio = abs(math.log(float(mention.value) / float(fact.value)))
    return None if ratio > math.log(3) else -ratio


def _units_agree(mention: CountMention, fact: CountFact) -> bool:
    """A room's capacity ("up to 30 people") does not state the group's size, nor the reverse.

    Only asked when the facts hold capacities: otherwise "seats 55 guests" may well be the group.
    """
    return mention.unit == fact.unit


# First person plural possessives: in a reply, the venue's own people ("our team of 12 staff",
# "unsere 15 Mitarbeitenden", "notre équipe de 8 personnes") are no head count of the booking.
_VENUE_OWN = frozenset(
    """our unser unsere unseren unserem unserer notre nos nostro nostra nostri nostre""".split()
)
_OWN_REACH = 4  # words before the number


# What may stand between the possessive and the number: "our team of 12", "notre équipe de 8".
_OWN_GROUP_WORDS = frozenset(
    """team staff crew équipe squadra personale personal mitarbeitende of de von di d'""".split()
)


def _venue_own(text: str, start: int) -> bool:
    words = text[max(0, start - 60) : start].casefold().split()[-_OWN_REACH:]
    for word in reversed(words):
        word = word.strip(".,;:()*")
        if word in _VENUE_OWN:
            return True
        if word not in _OWN_GROUP_WORDS:
            return False
    return False


def _plausibly_meant(mention: CountMention, fact: CountFact) -> bool:
    """Whether a count read only by its noun is near enough a fact to be that fact written
    wrongly: its digits swapped, or within half of it ("22 consultants" for 30)."""
    if fact.unit == "capacity":
        return False
    if sorted(str(mention.value)) == sorted(str(fact.value)):
        return True
    return abs(mention.value - fact.value) <= max(fact.value, 1) / 2


def _count_closeness(mention: CountMention, fact: CountFact) -> float | None:
    if mention.unit != fact.unit and fact.unit == "capacity":
        return None
    if sorted(str(mention.value)) == sorted(str(fact.value)):
        return 1.0
    larger = max(mention.value, fact.value, 1)
    return -abs(mention.value - fact.value) / larger


def _currency_reason(issue: Issue, currencies: dict, facts: list[AmountFact]) -> Issue:
    """A wrong amount whose currency is none of the facts' is wrong for its currency."""
    written = currencies.get(issue.span) if issue.kind == "wrong" else None
    if written is None or written in {fact.currency for fact in facts}:
        return issue
    return dataclasses.replace(issue, reason="currency")


def _derived_amounts(amounts: list[AmountFact], counts: Sequence[CountFact]) -> set[Decimal]:
    """Totals a writer may work out from the facts: a price times the number of people."""
    return {a.value * c.value for a in amounts for c in counts if c.unit == "participants"}
