"""correct(facts, text, report): the text with every issue of the report repaired.

Wrong values are replaced in place in the form the writer used, invented ones are cut with their
phrase, clause or sentence, and missing facts are stated in short sentences in the reply's
language. `repair` runs verify and correct until the text verifies, and falls back to a plain
statement of the facts when it cannot get there.
"""

from __future__ import annotations

import datetime as dt
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from safety.facts import HardFacts
from safety.formatters.articles import name_with_agreeing_article, with_agreeing_article
from safety.insertion import (
    field_block_style,
    list_item_style,
    missing_fact_items,
    missing_fact_sentences,
    opening_sentence,
)
from safety.kinds import is_name
from safety.lang import LANGS
from safety.lang.registry import LANGUAGES
from safety.placement import html_insertion, table_row_cells, table_row_style
from safety.ranges import range_edits
from safety.recognizers.name_forms import make_name, words_match
from safety.removal import removal_span, tidy_join
from safety.report import Issue, Report
from safety.text import fold, merge_spans
from safety.venue import VenueCatalog
from safety.verify import verify
from safety.width import TextFormat, detect_format

MAX_PASSES = 3

_Edit = tuple[int, int, str]


def correct(facts: HardFacts, text: str, report: Report) -> str:
    """`text` with every issue of `report` (from verify) repaired, in one pass."""
    if report.ok:
        return text
    if not text.strip():
        return fact_statement(facts, report.lang)
    edits = _replacements_and_cuts(text, report)
    missing = report.by_kind("missing")
    if missing:
        edits.append(_insertion(facts, text, report, edits, missing))
    if all(replacement for _, _, replacement in edits):
        # Values replaced where they stand, or a statement added: nothing else of the text
        # changes, its line ends and blank lines (a markdown break, a final newline) included.
        return _apply(text, edits)
    return tidy_whitespace(_apply(text, edits))


def tidy_whitespace(text: str) -> str:
    """Drops trailing spaces on lines and more than one blank line in a row."""
    lines = [line.rstrip() for line in text.strip("\n").split("\n")]
    tidy: list[str] = []
    for line in lines:
        if line or (tidy and tidy[-1]):
            tidy.append(line)
    return "\n".join(tidy)


def fact_statement(facts: HardFacts, lang: str) -> str:
    """Every required fact in short sentences: the text of last resort."""
    everything = verify(facts, "", locale=lang)
    sentences = missing_fact_sentences(facts, everything.by_kind("missing"), everything.lang)
    return " ".join([opening_sentence(everything.lang), *sentences])


# Types whose replacement may need another Italian article before it ("l'8 agosto", "gli 80").
_ARTICLE_TYPES = frozenset({"date", "count"})


def _replacements_and_cuts(text: str, report: Report) -> list[_Edit]:
    ranges = range_edits(text, report)
    cuts = [(start, end) for start, end, replacement in ranges.edits if not replacement]
    for issue in report.by_kind("invented"):
        assert issue.span is not None
        if issue.span not in ranges.handled:
            name = is_name(issue.type)
            cuts.append(
                removal_span(
                    text, issue.span, report.kept_spans, name=name, names=report.kept_names
                )
            )
    cuts = merge_spans(cuts)
    cut_starts = [start for start, _ in cuts]
    edits: list[_Edit] = [(start, end, "") for start, end in cuts]
    replacements = [(*edit, False) for edit in ranges.edits if edit[2]]
    for issue in report.by_kind("wrong"):
        assert issue.span is not None and issue.replacement is not None
        if issue.span not in ranges.handled:
            # A name keeps the catalog's case wherever it stands: "souhaité : stage".
            replacements.append((*_replacement(text, issue, report.lang), is_name(issue.type)))
    for start, end, replacement, names in replacements:
        # The cuts are merged, so only the last one opening at or before `start` can hold the edit.
        within = bisect_right(cut_starts, start) - 1
        if within < 0 or end > cuts[within][1]:
            edits.append(
                (start, end, replacement if names else _match_case(text, start, replacement))
            )
    return edits


def _replacement(text: str, issue: Issue, lang: str) -> _Edit:
    assert issue.span is not None and issue.replacement is not None
    start, end = issue.span
    if issue.type in _ARTICLE_TYPES:
        start, replacement = with_agreeing_article(text, start, issue.replacement, lang)
    elif issue.type == "room":
        replacement = _with_room_cue(text[start:end], issue.replacement)
        start, replacement = name_with_agreeing_article(text, start, replacement, lang)
    elif issue.type == "term":
        start, replacement = name_with_agreeing_article(text, start, issue.replacement, lang)
    else:
        replacement = issue.replacement
    return start, end, _keeping_the_full_stop(text, end, replacement)


def _keeping_the_full_stop(text: str, end: int, replacement: str) -> str:
    """A value that ended with an abbreviation's full stop at the end of its sentence ("4:27
    p.m. The room …", "on 3 Sept. We …") keeps the stop: it ended the sentence too."""
    if not text[:end].endswith(".") or replacement.endswith("."):
        return replacement
    after = text[end:].lstrip(" \t")
    if not after or after[0] == "\n" or after[0].isupper():
        return replacement + "."
    return replacement


# Words that introduce a room name and may be part of a wrong room's mention ("Raum Atelier 8").
_ROOM_CUES = frozenset(
    word for lang in LANGS for word in LANGUAGES[lang].name_words.mention_room_cues
)


def _with_room_cue(found: str, room: str) -> str:
    """The room name with the cue word the mention began or ended with, where the name lacks it:
    "Raum Atelier 8" becomes "Raum Atelier 3", not "Atelier 3"."""
    words = found.split()
    if len(words) > 1 and words[0].lower() in _ROOM_CUES and not _in_name(words[0], room):
        room = f"{words[0]} {room}"
    if len(words) > 1 and words[-1].lower() in _ROOM_CUES and not _in_name(words[-1], room):
        room = f"{room} {words[-1]}"
    return room


def _in_name(cue: str, room: str) -> bool:
    """Whether the cue word is one of the room name's words, or translates one: "Room" of
    "Vineyard Room" translates the room noun of a name that holds one, and is not kept beside
    it."""
    name = make_name(room, "room")
    key = fold(cue)
    return any(words_match(key, word) for keys in (name.keys, *name.parts) for word in keys)


def _match_case(text: str, start: int, replacement: str) -> str:
    """Capitalises a replacement that opens a sentence, unless the writer began the value
    there with a small letter ("**Date :** vendredi 19 mars" stays so)."""
    if text[start : start + 1].islower():
        return replacement
    # text[:start].rstrip(" *_\"'«(") ends at `before`; walked back instead of copying the text.
    before = start
    while before > 0 and text[before - 1] in " *_\"'«(":
        before -= 1
    opens_sentence = before == 0 or text[before - 1] in ".!?\n:"
    if opens_sentence and replacement[:1].islower():
        return replacement[0].upper() + replacement[1:]
    return replacement


def _insertion(
    facts: HardFacts, text: str, report: Report, edits: Sequence[_Edit], missing: Sequence[Issue]
) -> _Edit:
    """States the missing facts after the paragraph that holds most of the facts: as more items
    of a labelled list or a table of keys that ends there, else in short sentences; in HTML, in
    the paragraph or list that holds most of the facts (safety.placement)."""
    if "</" in text:
        html = html_insertion(
            text,
            report.kept_spans,
            " ".join(missing_fact_sentences(facts, missing, report.lang)),
            lambda style: missing_fact_items(facts, missing, report.lang, style),
        )
        if html is not None:
            return html
    paragraphs = _paragraphs(text)
    kept_starts = sorted(start for start, _ in report.kept_spans)
    best = max(
        paragraphs,
        key=lambda p: (
            bisect_left(kept_starts, p[1])
            - bisect_left(kept_starts, p[0]),  # kept spans opening in p
            not _is_salutation(text[p[0] : p[1]]),
            -p[0],
        ),
    )
    position = best[1]
    for start, end, replacement in edits:
        if not replacement and start < position <= end:
            position = start
    line_start = text.rfind("\n", 0, position) + 1
    last_line = text[line_start:position]
    line_before = text[text.rfind("\n", 0, max(line_start - 1, 0)) + 1 : max(line_start - 1, 0)]
    item = (
        list_item_style(last_line)
        or field_block_style(last_line, line_before)
        or table_row_style(last_line, line_before)
    )
    if item is not None:
        items = missing_fact_items(facts, missing, report.lang, item)
        return position, position, "\n" + "\n".join(items)
    sentences = " ".join(missing_fact_sentences(facts, missing, report.lang))
    if table_row_cells(last_line) is not None:  # after the table, never on its last row
        return position, position, "\n\n" + sentences
    stripped = last_line.lstrip()
    if stripped[:2] in ("- ", "* ", "• "):
        return (
            position,
            position,
            "\n" + last_line[: len(last_line) - len(stripped)] + stripped[:2] + sentences,
        )
    separator = "" if position == 0 or text[position - 1] in " \n" else " "
    return position, position, separator + sentences


def _is_salutation(paragraph: str) -> bool:
    """A greeting or sign-off line ("Guten Tag", "Kind regards,"): no place for facts."""
    line = paragraph.strip()
    return (
        "\n" not in line and len(line) <= 40 and not line.rstrip(",").endswith((".", "!", "?", ":"))
    )


def _paragraphs(text: str) -> list[tuple[int, int]]:
    spans = []
    start = 0
    for block in text.split("\n\n"):
        content = block.rstrip()
        if content.strip():
            spans.append((start, start + len(content)))
        start += len(block) + 2
    return spans or [(0, len(text.rstrip()))]


def _apply(text: str, edits: Sequence[_Edit]) -> str:
    """The edits made from the last to the first, each cut's seam tidied with tidy_join.

    A few edits are made on the string. Of many, one that ends before the text already rewritten
    is made on a _Seam, in time of its own length; one that reaches into it (edits that overlap)
    is made on the string as it stands.
    """
    ordered = sorted(edits, key=lambda e: (e[0], e[1]), reverse=True)
    if len(ordered) <= _FEW_EDITS:
        return _apply_to_string(text, ordered)
    seam = _Seam(text)
    for index, (start, end, replacement) in enumerate(ordered):
        if end > seam.kept:
            return _apply_to_string(seam.text(), ordered[index:])
        seam.replace(start, end, replacement)
        if not replacement:
            seam.tidy()
    return seam.text()


# Up to this many edits, copying the text for each costs less than keeping a _Seam.
_FEW_EDITS = 8


def _apply_to_string(text: str, ordered: Sequence[_Edit]) -> str:
    for start, end, replacement in ordered:
        text = text[:start] + replacement + text[end:]
        if not replacement:
            text = tidy_join(text, start)
    return text


class _Seam:
    """A text edited from its end backwards: an untouched prefix of the original, original[:kept],
    then the rewritten rest as pieces (string, begin, stop) in reverse order, so that no edit
    copies the text: thousands of cuts cost time linear in the text, not the text once per cut."""

    def __init__(self, text: str) -> None:
        self.original = text
        self.kept = len(text)
        self.pieces: list[tuple[str, int, int]] = []  # the last piece is the first after the seam
        self._blank_prefix = len(text) - len(
            text.lstrip()
        )  # original[:n].strip() is empty up to it

    def text(self) -> str:
        rest = "".join(piece[begin:stop] for piece, begin, stop in reversed(self.pieces))
        return self.original[: self.kept] + rest

    def replace(self, start: int, end: int, replacement: str) -> None:
        self.pieces.append((self.original, end, self.kept))
        self.pieces.append((replacement, 0, len(replacement)))
        self.kept = start

    def tidy(self) -> None:
        """tidy_join(text, at) with `at` at the seam, step for step (see safety.removal)."""
        right = self._first()
        if (
            self._left_ends_in(" \t")
            and right in _AFTER_SPACE
            or (self._left_ends_in(" ") and not right)
        ):
            self._strip_left(" \t")
        if self._left_ends_in("(") and right == ")":
            self._strip_left("( ")
            self._drop_first()
            right = self._first()
        if right in (",", ";") and (self._left_ends_in(",;:(") or self.kept <= self._blank_prefix):
            self._drop_first()
            while self._first() == " ":
                self._drop_first()
            right = self._first()
        if self._left_ends_in(",;") and right in (".", "!", "?", "\n", ")"):
            self.kept -= 1
        if self._left_ends_in(":") and right in (".", "\n"):
            self.kept -= 1
        if self.kept and not self._left_ends_in(" \n(") and right and right.isalnum():
            self.pieces.append((" ", 0, 1))

    def _left_ends_in(self, chars: str) -> bool:
        return self.kept > 0 and self.original[self.kept - 1] in chars

    def _strip_left(self, chars: str) -> None:
        while self._left_ends_in(chars):
            self.kept -= 1

    def _first(self) -> str:
        """The first character after the seam, or "" at the text's end."""
        while self.pieces and self.pieces[-1][1] >= self.pieces[-1][2]:
            self.pieces.pop()
        if not self.pieces:
            return ""
        piece, begin, _ = self.pieces[-1]
        return piece[begin]

    def _drop_first(self) -> None:
        if self._first():
            piece, begin, stop = self.pieces[-1]
            self.pieces[-1] = (piece, begin + 1, stop)


_AFTER_SPACE = (" ", "\t", ".", ",", ";", ")", "\n")


@dataclass(frozen=True, slots=True)
class Repair:
    """The outcome of verifying a draft and correcting it until it verifies."""

    text: str
    report: Report  # what was wrong with the draft
    final: Report  # the verification of `text`
    passes: int
    fallback: bool

    @property
    def corrected(self) -> bool:
        return not self.report.ok

    @property
    def issues(self) -> tuple[Issue, ...]:
        return self.report.issues


def repair(
    facts: HardFacts,
    text: str,
    *,
    locale: str | None = None,
    catalog: VenueCatalog | None = None,
    today: dt.date | None = None,
    text_format: TextFormat | None = None,
    source: str | None = None,
) -> Repair:
    """Verifies `text` and corrects it until it verifies, or falls back to a plain statement of
    the facts; the Repair holds the final text and what was wrong with the draft. With `today`,
    relative dates ("tomorrow", "next Friday") are checked as the dates they are on that day.
    Without `text_format`, the draft is read as detect_format finds it, and so is every pass.
    With `source` (the draft or prompt the reply was written from), a name the source writes is
    replaced where its translation stands in the reply, whatever its role."""
    shown = text_format or detect_format(text)  # the draft's, for every pass
    first = verify(
        facts, text, locale=locale, catalog=catalog, today=today, text_format=shown, source=source
    )
    if first.ok:
        return Repair(text, first, first, 0, False)
    current, report = text, first
    for passes in range(1, MAX_PASSES + 1):
        current = correct(facts, current, report)
        report = verify(
            facts,
            current,
            locale=locale or first.lang,
            catalog=catalog,
            today=today,
            text_format=shown,
            source=source,
        )
        if report.ok:
            return Repair(current, first, report, passes, False)
    statement = fact_statement(facts, first.lang)
    final = verify(facts, statement, locale=locale or first.lang, catalog=catalog)
    return Repair(statement, first, final, MAX_PASSES, True)
