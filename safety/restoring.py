"""Does a rephrasing keep what its draft says beyond the values? What it lost comes back from the draft.

A real LLM drops a whole block of the draft (the list of rooms, the quote), a sentence, the price
basis ("Prices exclude VAT") or the question the draft asks the client. `from_draft` puts back
the draft's own lines and sentences, in the draft's form and after the part of the answer that
holds what precedes them in the draft, so no fact comes back as a label fragment ("Price: A, B
and C."). Repair is for small, local losses: an answer that lost most of the draft's parts, or
would need more than `max_insertions` insertions, is beyond repair. `statements_kept` tells
whether a corrected text still has the draft's price basis and questions, and
`list_lines_checked` puts the draft's list line back in place of one that says other numbers
beside a name of the draft's lists.

Lost statements are reported as issues of type "claim", `missing`; a list line beyond repair as
`invented` (safety.screening.defect).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import regex
from rapidfuzz.distance import Levenshtein

from safety.facts import HardFacts
from safety.lang import LANGS
from safety.lang.asked_words import asked_details
from safety.lang.pack import RestoringWords
from safety.lang.registry import LANGUAGES
from safety.patterns import compile_pattern, scan, search
from safety.report import Issue, Report
from safety.screening import CONTENT_WORD, defect
from safety.sentences import split_sentences
from safety.venue import VenueCatalog
from safety.verify import verify

_I = regex.IGNORECASE

# -- what the draft says beyond values ----------------------------------------------------------


def _restoring_words(field: Callable[[RestoringWords], tuple[str, ...]]) -> tuple[str, ...]:
    """One field of the packs' restoring words, every language's."""
    return tuple(word for lang in LANGS for word in field(LANGUAGES[lang].restoring))


# Prices the draft states without VAT, in its words or a rephrasing's.
BASIS = compile_pattern("|".join(_restoring_words(lambda words: words.vat_basis)), _I)
_ASK = compile_pattern("|".join((r"\?", *_restoring_words(lambda words: words.requests))), _I)
# Words of a request that say nothing of what is asked for.
_ASK_WORDS = frozenset(_restoring_words(lambda words: words.request_words))
_LIST_LINE = compile_pattern(r"^[ \t]*(?:[-*•]|\d{1,3}[.)])[ \t]")

Key = tuple[str, str]  # (fact type, canonical value), as verify's missing issues name a fact


# -- putting back what the draft says -------------------------------------------------------------


@dataclass(frozen=True)
class _Segment:
    index: int
    paragraph: int
    kind: str  # "line" of a paragraph of several lines (a list, a quote), or "sentence"
    text: str
    keys: frozenset[Key]
    basis: bool
    question: bool


@dataclass(frozen=True)
class FromDraft:
    text: str
    issues: tuple[
        Issue, ...
    ]  # the facts and statements that were lost (and are back, unless beyond)
    insertions: int
    beyond: str | None = None  # why the answer is beyond repair


def from_draft(
    facts: HardFacts,
    draft: str,
    text: str,
    *,
    lang: str,
    catalog: VenueCatalog | None = None,
    max_insertions: int = 3,
    max_lost_share: float = 0.5,
) -> FromDraft:
    """`text` with the draft's lines and sentences put back where facts or statements were lost."""
    report = verify(facts, text, locale=lang, catalog=catalog)
    missing = {_key(issue) for issue in report.by_kind("missing")}
    segments = _segments(facts, draft, lang, catalog)
    chosen: set[int] = set()
    issues = list(report.by_kind("missing"))
    for key in missing:
        holder = next((s for s in segments if key in s.keys), None)
        if holder is not None:
            chosen.add(holder.index)
    for segment in _lost_basis(segments, text, facts, lang, catalog):
        chosen.add(segment.index)
        issues.append(
            Issue("missing", "claim", None, "the price basis (excl. VAT)", reason="absent")
        )
    asked = _questions(text)
    for segment in segments:
        if segment.question and not _kept_question(segment.text, asked, lang):
            chosen.add(segment.index)
            issues.append(
                Issue("missing", "claim", None, "the question to the client", reason="absent")
            )
    if not chosen:
        return FromDraft(text, tuple(issues), 0)
    chosen = _whole_blocks(segments, chosen)
    units = _units(segments, chosen)
    parts = _parts(segments)
    lost = {
        segments[i].paragraph if segments[i].kind == "line" else ("s", i)
        for i in chosen
        if segments[i].keys
    }
    share = len(lost) / max(len(parts), 1)
    # beyond repair: what else verify found is reported too (nothing of it gets corrected)
    found = (*(i for i in report.issues if i.kind != "missing"), *issues)
    if share > max_lost_share:
        return FromDraft(
            text, found, len(units), f"lost {len(lost)} of {len(parts)} parts of the draft"
        )
    if len(units) > max_insertions:
        return FromDraft(text, found, len(units), f"would need {len(units)} insertions")
    return FromDraft(
        _inserted(text, segments, units, chosen, facts, lang, catalog), tuple(issues), len(units)
    )


def _lost_basis(
    segments: Sequence[_Segment],
    text: str,
    facts: HardFacts,
    lang: str,
    catalog: VenueCatalog | None,
) -> list[_Segment]:
    """The draft's statements of the price basis the answer lost: one that stands in a quote line
    ("Subtotal excl. VAT: CHF …") is kept where the answer's line with its amount says it too;
    those on a line of their own ("Prices exclude VAT.") count against the answer's other ones."""
    stated = [s for s in segments if s.basis]
    written = [line for line in text.split("\n") if _has(BASIS, line)]
    if len(written) >= len(stated):
        return []
    everything = _unstated(facts, "", lang, catalog)
    written_keys = [everything - _unstated(facts, line, lang, catalog) for line in written]
    lost = [s for s in stated if s.keys and not any(s.keys & keys for keys in written_keys)]
    plain = [s for s in stated if not s.keys]
    short = len(stated) - len(written) - len(lost)
    return lost + plain[: max(short, 0)]


def _key(issue: Issue) -> Key:
    return (issue.type, issue.expected or "")


def _unstated(facts: HardFacts, text: str, lang: str, catalog: VenueCatalog | None) -> set[Key]:
    """The facts `text` does not state with certainty: the missing ones, and those present only
    as an unconfirmed rendering (a caveat), which tell nothing of the role they stand in."""
    report = verify(facts, text, locale=lang, catalog=catalog)
    keys = {_key(issue) for issue in report.by_kind("missing")}
    return keys | {(c.type, c.expected or "") for c in report.caveats if c.kind == "unconfirmed"}


def _has(pattern: regex.Pattern[str], text: str) -> bool:
    return search(pattern, text) is not None


def _segments(
    facts: HardFacts, draft: str, lang: str, catalog: VenueCatalog | None
) -> list[_Segment]:
    everything = _unstated(facts, "", lang, catalog)
    names = [name for name, _ in facts.names()]
    segments: list[_Segment] = []
    for number, paragraph in enumerate(p for p in draft.split("\n\n") if p.strip()):
        lines = paragraph.split("\n")
        pieces = (
            [("line", line) for line in lines]
            if len(lines) > 1
            else [("sentence", s) for s in sentences(paragraph)]
        )
        for kind, piece in pieces:
            if not piece.strip():
                continue
            absent = _unstated(facts, piece, lang, catalog)
            segments.append(
                _Segment(
                    len(segments),
                    number,
                    kind,
                    piece,
                    frozenset(everything - absent),
                    _has(BASIS, piece),
                    _asks(piece, everything - absent, names, lang),
                )  # fmt: skip
            )
    return segments


def _asks(piece: str, keys: set[Key], names: Sequence[str], lang: str) -> bool:
    """A request to the client for a detail (date, time, group size, how to reach them): a
    question that names facts (a suggestion, "Did you perhaps mean Seesicht?") is checked through
    its values, but one that asks for the client's name and e-mail to hold a room is a request
    whatever room it names."""
    if not _has(_ASK, piece):
        return False
    if "contact" in asked_details(piece, lang):
        return True
    return not keys and not any(name in piece for name in names)


def sentences(paragraph: str) -> list[str]:
    """The sentences of one paragraph (safety.sentences): "23. Oktober" and "exkl. MwSt." end
    none, "17:00." and "2028." do."""
    return split_sentences(paragraph)


def _questions(text: str) -> list[str]:
    return [s for p in text.split("\n") for s in sentences(p) if _has(_ASK, s)]


def _content(sentence: str) -> set[str]:
    return {m.group().lower() for m in scan(CONTENT_WORD, sentence)} - _ASK_WORDS


def _kept_question(question: str, asked: Sequence[str], lang: str) -> bool:
    """Some request of the answer asks for what the draft's question asks for: shares a word of
    what it asks for, or, rephrased, names the same details between its requests (the date, the
    start or end time, the number of people: "On which day is your event?" for "… please
    let us know the date.")."""
    details = asked_details(question, lang)
    named = {d for sentence in asked if _requests(sentence) for d in asked_details(sentence, lang)}
    if "contact" in details:  # asked for how to reach the client: asked again for that alone
        return details <= named
    wanted = _content(question)
    if any((wanted & _content(sentence)) or not wanted for sentence in asked):
        return True
    return bool(details) and details <= named


_PLEASE = frozenset(_restoring_words(lambda words: words.please))


def _requests(sentence: str) -> bool:
    """A request beyond a bare "please" ("Please note …" asks for nothing)."""
    return any(match.group().casefold() not in _PLEASE for match in scan(_ASK, sentence))


def _whole_blocks(segments: Sequence[_Segment], chosen: set[int]) -> set[int]:
    """A list or quote that lost at least half of its lines with facts comes back whole, heading
    included (a first line ending in a colon)."""
    chosen = set(chosen)
    for paragraph in {s.paragraph for s in segments if s.kind == "line"}:
        lines = [s for s in segments if s.paragraph == paragraph]
        with_facts = [s for s in lines if s.keys]
        lost = [s for s in with_facts if s.index in chosen]
        if with_facts and 2 * len(lost) >= len(with_facts):
            for line in lines:
                if (
                    line is lines[0]
                    and not line.text.rstrip().endswith(":")
                    and line.index not in chosen
                ):
                    continue
                chosen.add(line.index)
    return chosen


def _units(segments: Sequence[_Segment], chosen: set[int]) -> list[list[_Segment]]:
    """The chosen segments, runs of neighbours in one paragraph together."""
    units: list[list[_Segment]] = []
    for index in sorted(chosen):
        segment = segments[index]
        if (
            units
            and units[-1][-1].index == index - 1
            and units[-1][-1].paragraph == segment.paragraph
        ):
            units[-1].append(segment)
        else:
            units.append([segment])
    return units


def _parts(segments: Sequence[_Segment]) -> set[int | tuple[str, int]]:
    """The draft's parts that state facts: each list or quote, each sentence."""
    return {s.paragraph if s.kind == "line" else ("s", s.index) for s in segments if s.keys}


def _inserted(
    text: str,
    segments: Sequence[_Segment],
    units: Sequence[Sequence[_Segment]],
    chosen: set[int],
    facts: HardFacts,
    lang: str,
    catalog: VenueCatalog | None,
) -> str:
    lines = _line_spans(text)
    everything = _unstated(facts, "", lang, catalog)
    line_keys = [
        everything - _unstated(facts, text[a:b], lang, catalog) if text[a:b].strip() else set()
        for a, b in lines
    ]
    edits: list[tuple[int, int, int, str]] = []  # (start, end, order, replacement)
    replaced: set[int] = set()  # lines of the answer a block comes back in place of
    for order, unit in enumerate(units):
        first = unit[0]
        is_lines = first.kind == "line"
        paragraph = [s for s in segments if s.paragraph == first.paragraph]
        whole_paragraph = len(paragraph) == len(unit)
        body = ("\n" if is_lines else " ").join(
            s.text if is_lines else s.text.strip() for s in unit
        )
        if is_lines:
            partial = _partial_block(text, lines, line_keys, unit, replaced)
            if partial is not None:
                edits.append((partial[0], partial[1], order, body))
                continue
        elif len(unit) == 1 and first.keys:
            counterpart = _counterpart(text, first, facts, lang, catalog, everything)
            if counterpart is not None:  # the answer's own version of it, short of a fact
                edits.append((counterpart[0], counterpart[1], order, body))
                continue
        within = (
            _block_lines(segments, first.paragraph, text, lines, line_keys) if is_lines else None
        )
        anchor = _anchor(segments, first.index, chosen, lines, line_keys, within)
        if anchor is None:
            position = _after_preceding(text, segments, first.index, chosen)
            if position is None:
                position = _after_greeting(text)
            piece = "\n\n" + body if position else body + "\n\n"
            edits.append((position, position, order, piece))
            continue
        line_start, line_end = lines[anchor]
        if is_lines and not whole_paragraph and _LIST_LINE.match(text[line_start:line_end]):
            edits.append((line_end, line_end, order, "\n" + body))
            continue
        end = _paragraph_end(text, line_end)
        last_line = text[text.rfind("\n", 0, end) + 1 : end]
        own_paragraph = (
            is_lines
            or whole_paragraph
            or _LIST_LINE.match(last_line)
            or last_line.rstrip().endswith(":")
        )
        edits.append((end, end, order, ("\n\n" if own_paragraph else " ") + body))
    for begin, finish, _, piece in sorted(edits, key=lambda edit: (edit[0], edit[2]), reverse=True):
        text = text[:begin] + piece + text[finish:]
    return text


_SAME_WORDS = 0.6  # the share of a sentence's words that must be the draft sentence's


def _counterpart(
    text: str,
    segment: _Segment,
    facts: HardFacts,
    lang: str,
    catalog: VenueCatalog | None,
    everything: set[Key],
) -> tuple[int, int] | None:
    """The one sentence of the answer that is the draft's `segment` short of a fact: no fact
    the segment does not state, fewer than it does, and mostly the segment's words ("Thank you for
    your inquiry from 9:00 to 17:00." for "… from 9:00 to 17:00, for 20 participants."). The
    draft's sentence goes in its place, not beside it."""
    drafted = _content(segment.text)
    found: list[tuple[int, int]] = []
    start = 0
    for paragraph in text.split("\n\n"):
        if "\n" not in paragraph.strip():
            cursor = 0
            for sentence in sentences(paragraph):
                at = paragraph.find(sentence, cursor)
                cursor = at + len(sentence)
                absent = {
                    _key(i)
                    for i in verify(facts, sentence, locale=lang, catalog=catalog).by_kind(
                        "missing"
                    )
                }
                keys = everything - absent
                words = _content(sentence)
                if (
                    keys < segment.keys
                    and words
                    and len(words & drafted) >= _SAME_WORDS * len(words)
                ):
                    stripped = sentence.strip()
                    begin = start + at + sentence.index(stripped)
                    found.append((begin, begin + len(stripped)))
        start += len(paragraph) + 2
    return found[0] if len(found) == 1 else None


def _partial_block(
    text: str,
    lines: Sequence[tuple[int, int]],
    line_keys: Sequence[set[Key]],
    unit: Sequence[_Segment],
    replaced: set[int],
) -> tuple[int, int] | None:
    """The span of the answer's lines that hold part of the block `unit` (list or table lines,
    with the heading that opens them): a block the answer kept in part comes back in its place."""
    keys = set().union(*(segment.keys for segment in unit))
    holding = [
        number
        for number, (start, end) in enumerate(lines)
        if line_keys[number]
        and line_keys[number] <= keys
        and number not in replaced
        and (
            _LIST_LINE.match(text[start:end])
            or (":" in text[start:end] and any(kind == "amount" for kind, _ in line_keys[number]))
        )
    ]
    if not holding:
        return None
    first, last = holding[0], holding[-1]
    if any(line_keys[n] and n not in holding for n in range(first, last + 1)):
        return None  # other facts between them: not one block
    if first > 0 and text[lines[first - 1][0] : lines[first - 1][1]].rstrip().endswith(":"):
        first -= 1
    # lines of the block the answer kept as the draft wrote them ("Prices exclude VAT.") go too:
    # the block comes back whole and would hold them twice
    drafted = {segment.text.strip() for segment in unit}
    while (
        last + 1 < len(lines)
        and last + 1 not in replaced
        and (text[lines[last + 1][0] : lines[last + 1][1]].strip() in drafted)
    ):
        last += 1
    replaced.update(range(first, last + 1))
    return lines[first][0], lines[last][1]


def _line_spans(text: str) -> list[tuple[int, int]]:
    spans, start = [], 0
    for line in text.split("\n"):
        spans.append((start, start + len(line)))
        start += len(line) + 1
    return spans


def _anchor(
    segments: Sequence[_Segment],
    index: int,
    chosen: set[int],
    lines: Sequence[tuple[int, int]],
    line_keys: Sequence[set[Key]],
    within: set[int] | None = None,
) -> int | None:
    """The line of the answer that holds most of what the nearest kept part before `index`
    says (among the lines `within`, when given); None when nothing before it is in the answer."""
    for previous in range(index - 1, -1, -1):
        segment = segments[previous]
        if previous in chosen or not segment.keys:
            continue
        overlaps = [
            len(segment.keys & keys) if within is None or number in within else 0
            for number, keys in enumerate(line_keys)
        ]
        best = max(overlaps, default=0)
        if best:
            return max(i for i, overlap in enumerate(overlaps) if overlap == best)
    return None


def _block_lines(
    segments: Sequence[_Segment],
    paragraph: int,
    text: str,
    lines: Sequence[tuple[int, int]],
    line_keys: Sequence[set[Key]],
) -> set[int] | None:
    """The lines of the answer's paragraph that holds most of the draft's block `paragraph`, so
    a quote line goes back into the quote, not into the room list; None when none holds any."""
    keys = set().union(*(s.keys for s in segments if s.paragraph == paragraph))
    groups: list[list[int]] = [[]]
    for number, (start, end) in enumerate(lines):
        if not text[start:end].strip():
            groups.append([])
        else:
            groups[-1].append(number)
    best = max(
        groups,
        key=lambda group: len(keys & set().union(*(line_keys[n] for n in group))) if group else -1,
    )
    return set(best) if best and keys & set().union(*(line_keys[n] for n in best)) else None


def _paragraph_end(text: str, position: int) -> int:
    end = text.find("\n\n", position)
    return len(text.rstrip()) if end < 0 else end


def _after_preceding(
    text: str, segments: Sequence[_Segment], index: int, chosen: set[int]
) -> int | None:
    """The end of the answer's paragraph that says what the nearest part before `index` without
    facts says (the greeting's thanks, "Many thanks for your request."): the part comes back
    after it, where the draft has it. None when no paragraph of the answer shares its words; the
    closing paragraph is never one."""
    paragraphs, start = [], 0
    for paragraph in text.split("\n\n"):
        paragraphs.append((start, start + len(paragraph), _content(paragraph)))
        start += len(paragraph) + 2
    body = [p for p in paragraphs[:-1] if p[2]] if len(paragraphs) > 1 else []
    for previous in range(index - 1, -1, -1):
        segment = segments[previous]
        if previous in chosen or segment.keys:
            return None  # facts before it: the anchor's business
        words = _content(segment.text)
        shared = [len(words & content) for _, _, content in body]
        if words and any(shared):
            best = max(shared)
            return max(end for (_, end, _), n in zip(body, shared, strict=True) if n == best)
    return None


def _after_greeting(text: str) -> int:
    """After the answer's first paragraph when it is a greeting ("Guten Tag"), else its start."""
    first = text.split("\n\n", 1)[0]
    if "\n\n" in text and len(first) <= 60 and not first.rstrip().endswith((".", "?", "!", ":")):
        return len(first)
    return 0


def statements_kept(
    facts: HardFacts, text: str, draft: str, *, lang: str, catalog: VenueCatalog | None = None
) -> list[Issue]:
    """The price basis and questions of the draft that `text` lost, as missing claims."""
    segments = _segments(facts, draft, lang, catalog)
    issues = [
        Issue("missing", "claim", None, "the price basis (excl. VAT)", reason="absent")
        for _ in _lost_basis(segments, text, facts, lang, catalog)
    ]
    asked = _questions(text)
    for segment in segments:
        if segment.question and not _kept_question(segment.text, asked, lang):
            issues.append(
                Issue("missing", "claim", None, "the question to the client", reason="absent")
            )
    return issues


def with_issues(report: Report, issues: Sequence[Issue]) -> Report:
    if not issues:
        return report
    return dataclasses.replace(report, issues=tuple(issues) + report.issues)


# -- list lines as the draft writes them ------------------------------------------------------------

# What is left of a list item whose name was cut: "- (up to 120 people): CHF 650.00", "- : CHF 5".
_NAMELESS = compile_pattern(r"[ \t*_]*[(:=×]|[ \t*_]*(?:CHF|EUR)?[ \t]*\d")
_NUMBER = compile_pattern(r"\d+(?:[',’ \u00a0\u202f]\d{3}(?!\d))*(?:[.,]\d+)?")
_THOUSANDS = compile_pattern(r"[',’ \u00a0\u202f](?=\d{3}(?!\d))")


@dataclass(frozen=True)
class ListLines:
    text: str
    issues: tuple[Issue, ...]
    beyond: str | None = None


def list_lines_checked(text: str, draft: str, names: Sequence[str]) -> ListLines:
    """A list line of the answer that opens with a name of the draft's lists ("- Salon Rose …")
    says what the draft's line for that name says: other numbers beside the name (a capacity or
    a price of another room) and the draft's line replaces it. So does a line of the quote's sums
    that opens with the label of one of the draft's ("Zwischentotal exkl. MwSt.: CHF 1'900.00";
    the label's first word may be misspelt, "Zwischenttotal"): the total's amount beside the
    subtotal's label is as wrong as another room's price. An answer that lists a name or a sum
    more often than the draft does is no rephrasing, nor is one that runs two of the draft's
    lists into one (the quote's lines among the free rooms, its heading lost): beyond repair."""
    drafted: dict[str, list[str]] = {}
    block_of: dict[str, int] = {}  # each of the draft's lines → the list (run of lines) it is in
    draft_lines = draft.split("\n")
    for line, block in zip(draft_lines, _runs(draft_lines, names), strict=True):
        name = _opening_name(line, names) or _sum_label(line, names)
        if name is not None:
            drafted.setdefault(name, []).append(line)
            block_of.setdefault(line, block)
    labels = [key for key in drafted if key.startswith(_SUM)]
    issues: list[Issue] = []
    seen: dict[str, int] = {}
    lines = text.split("\n")
    for line in lines:
        item = _LIST_LINE.match(line)
        if item is not None and _NAMELESS.match(line[item.end() :]):
            return ListLines(
                text,
                (defect(line, "has a list line without its name"),),
                "a list line without its name",
            )
    blocks_in_run: dict[int, set[int]] = {}
    for number, (line, run) in enumerate(zip(lines, _runs(lines, names, labels), strict=True)):
        name = _opening_name(line, names) or _sum_label(line, names, labels)
        if name is None or name not in drafted:
            continue
        seen[name] = seen.get(name, 0) + 1
        if seen[name] > len(drafted[name]):
            return ListLines(
                text, (defect(line, "repeats lines of the draft's lists"),), "repeated list lines"
            )
        candidates = drafted[name]
        same = [c for c in candidates if _numbers(line) == _numbers(c)]
        if name in labels and not same:
            # "VAT: CHF 255.96" for "VAT 8.1%: CHF 255.96" leaves out, changes nothing
            same = [c for c in candidates if _numbers(line) <= _numbers(c)]
        shaped = [c for c in candidates if ("(" in c) == ("(" in line)] or candidates
        # the draft's line this one stands for: itself, else one of its numbers and shape
        kept = next((c for c in candidates if c.strip() == line.strip()), None) or next(
            (c for c in same if c in shaped), (same or shaped)[0]
        )
        blocks_in_run.setdefault(run, set()).add(block_of[kept])
        if len(blocks_in_run[run]) > 1:
            return ListLines(
                text, (defect(line, "runs the draft's lists into one"),), "lists run together"
            )
        if same:
            continue
        lines[number] = shaped[0]
        what = (
            "the draft's line for this sum" if name in labels else "the draft's line for this name"
        )
        issues.append(Issue("wrong", "claim", line.strip()[:80], what, reason="binding"))
    return ListLines("\n".join(lines), tuple(issues))


def _runs(
    lines: Sequence[str], names: Sequence[str], labels: Sequence[str] | None = None
) -> list[int]:
    """For each line, the number of the run of list and sum lines it stands in: lines next to each
    other share one, any other line (a heading, a blank line) ends it."""
    runs, run, inside = [], 0, False
    for line in lines:
        listed = _LIST_LINE.match(line) is not None or _sum_label(line, names, labels) is not None
        if listed and not inside:
            run += 1
        inside = listed
        runs.append(run if listed else 0)
    return runs


# A line of the quote's sums: a label of at most five words with no name in it, a colon, an
# amount ("Subtotal excl. VAT: CHF 3,160.00", "MwSt. 8.1 %: CHF 131.63").
_SUM_LINE = compile_pattern(
    r"^[ \t]*(?:[-*•][ \t]+)?[*_]*(?P<first>\p{L}[\p{L}-]*)(?P<rest>[^:\n]{0,40}):[*_]*[ \t]*"
    r"(?:CHF|EUR|Fr\.)?[ \t\u00a0]*\d"
)
_SUM = "\x00sum:"  # the key of a sum's line: never a name


def _sum_label(line: str, names: Sequence[str], labels: Sequence[str] | None = None) -> str | None:
    """The key of a line of sums: its label's first word, folded; with `labels` (the draft's
    keys), the one it stands for, a near miss of two letters in a word of six or more included."""
    match = _SUM_LINE.match(line)
    if match is None or any(name in line[: match.end()] for name in names):
        return None
    if len(match["rest"].split()) > 4:
        return None
    key = _SUM + match["first"].casefold()
    if labels is None or key in labels:
        return key
    word = match["first"].casefold()
    if len(word) < 6:
        return None
    close = [
        label for label in labels
        if len(label) - len(_SUM) >= 6 and Levenshtein.distance(word, label[len(_SUM) :]) <= 2
    ]  # fmt: skip
    return close[0] if len(close) == 1 else None


def _opening_name(line: str, names: Sequence[str]) -> str | None:
    match = _LIST_LINE.match(line)
    if match is None:
        return None
    rest = line[match.end() :].lstrip(" *_")
    found = [name for name in names if rest.startswith(name)]
    return max(found, key=len) if found else None


def _numbers(line: str) -> set[str]:
    """The numbers of a line, thousands separators and trailing zero cents aside ("1'200.00" and
    "1,200.00" and "1200" are one number)."""
    values = set()
    for match in scan(_NUMBER, line):
        plain = _THOUSANDS.sub("", match.group()).replace(",", ".")
        if "." in plain:
            plain = plain.rstrip("0").rstrip(".")
        values.add(plain)
    return values


__all__ = [
    "BASIS",
    "FromDraft",
    "ListLines",
    "from_draft",
    "list_lines_checked",
    "sentences",
    "statements_kept",
    "with_issues",
]
