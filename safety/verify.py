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
from collections.abc import Iterator, Sequence
from functools import lru_cache

from safety.facts import FactType, HardFacts
from safety.kinds import KINDS, VALUE_KINDS, kind_of_mention
from safety.kinds.comparison import Comparison, TextMentions
from safety.lang import Lang
from safety.lang.detection import detect_language, normalize_locale, writes_month_first
from safety.links import link_spans
from safety.mentions import Mention, TakenChars, TermMention
from safety.recognizers.terms import ForeignRoom, NameMatcher, TermScan, matcher_for
from safety.report import Caveat, Issue, Report
from safety.venue import VenueCatalog
from safety.width import Reading, TextFormat, read_text


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
    spans: list[TermMention | ForeignRoom] = [*names.mentions, *names.foreign_rooms]
    for span in spans:
        taken.add(span.start, span.end)
    for start, end in link_spans(text):  # "https://…?a=0H", "info@hotel2027.ch": no value inside
        taken.add(start, end)
    values: dict[FactType, list[Mention]] = {}
    for kind in VALUE_KINDS:
        found = kind.find(text, facts=facts, lang=lang, today=today, month_first=month_first)
        values[kind.fact_type] = _without_overlaps(found, taken)
    return TextMentions(values, names)


def _name_matcher(facts: HardFacts, catalog: VenueCatalog | None) -> NameMatcher:
    """The names as the text's reading writes them (safety.width): a name with a styled digit
    ("²AAA") is read folded like the text around it."""
    names = tuple((_read(name), kind) for name, kind in facts.names())
    if catalog is None:
        return matcher_for(names)
    # The catalog's products and features are names too: written exactly, one the facts do not
    # name is invented (see _Checks._names).
    names += tuple(
        (_read(value), kind)
        for value, kind in catalog.terms
        if _read(value) not in {v for v, _ in names}
    )
    aliases = tuple(
        (_read(name), tuple(map(_read, values))) for name, values in catalog.alias_items()
    )
    return matcher_for(names, tuple(map(_read, catalog.rooms)), aliases)


@lru_cache(maxsize=4096)
def _read(name: str) -> str:
    """A catalog name as the reading of a text writes it; names repeat from one reply to the next."""
    return name if name.isascii() else read_text(name).text


def _as_named(names: TermScan, facts: HardFacts) -> TermScan:
    """The scan with each mention's value the name as the facts write it."""
    named = [name for name, _ in facts.names()]
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
) -> Report:
    """Every way `text` departs from `facts`: wrong, invented and missing values, as a Report;
    with `today`, relative dates ("tomorrow", "next Friday") are dates too."""
    reading = read_text(text, text_format)
    lang: Lang = normalize_locale(locale) or detect_language(reading.text)
    found = find_mentions(
        facts, reading.text, catalog, lang, today=today, month_first=writes_month_first(locale)
    )
    checks = Comparison(facts, reading.text, lang, found, catalog)
    issues = [issue for kind in KINDS for issue in kind.check(checks)]
    names = [(m.start, m.end) for m in checks.kept_mentions if isinstance(m, TermMention)]
    if not reading.changed:
        return Report(tuple(issues), tuple(sorted(checks.kept)), lang, tuple(sorted(names)))
    issues = [_as_written(issue, reading) for issue in issues]
    issues += _disguises(reading, issues, checks.kept_mentions)
    kept = [reading.original_span(start, end) for start, end in checks.kept]
    names = [reading.original_span(start, end) for start, end in names]
    caveats = tuple(_hidden(reading))
    return Report(tuple(issues), tuple(sorted(kept)), lang, tuple(sorted(names)), caveats)


HIDDEN = "not shown to the reader (an HTML comment or hidden element): not read as the reply"


def _hidden(reading: Reading) -> Iterator[Caveat]:
    """What HTML hides and holds a letter or digit: left as written, reported, since a value
    there may be read by a machine that is not the reader."""
    for disguise in reading.disguises:
        found = reading.original[disguise.start : disguise.end]
        if disguise.kind == "hidden" and any(char.isalnum() for char in found):
            yield Caveat("unverified", "claim", found, None, (disguise.start, disguise.end), HIDDEN)


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
        if disguise.kind not in ("invisible", "bidi"):
            continue
        if disguise.end == start:
            start = disguise.start
        elif disguise.start == end:
            end = disguise.end
    return start, end


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
                kind_of_mention(mention).fact_type,
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
