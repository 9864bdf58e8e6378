"""Verifying a reply while it streams: prose goes out at once, a span that may hold a value waits.

    verifier = StreamVerifier(facts, locale="en", catalog=catalog)
    for chunk in llm_chunks:
        send(verifier.feed(chunk))      # safe text now, possibly ""
    send(verifier.finish())             # the rest, corrected; verifier.verification is the report

What is sent, joined, is the text `verify_draft` makes of the whole reply, byte for byte, in every
case where the text already released stays a prefix of it (`StreamVerifier.identical`).

How text is released. The reply is read in sentences. The opening sentence goes out word by word
as it arrives, up to the first word that may start a value or a name (a capitalised word after
the first: a name may be written in another language); the word still arriving waits, and so
does a short word before it (an article: a correction of a value after it can change it). A later
sentence goes out whole when it is complete and holds nothing that may be a value. A sentence that
may hold one (a digit, a number word, a month or weekday name, a relative date word, a currency,
a claim's cue word, the first word of a catalog or fact name, a marker) is held until it is
complete; the text received up to there is then verified (its facts taken as optional, so what it
does not say yet is not missing), and goes out when it is right. From the sentence of the first
value it gets wrong on, the text waits for `finish`: a later sentence can change how that value is
corrected (a value becomes invented once the right one follows), so a correction goes out only as
the whole reply is verified.

`finish` verifies the whole reply and sends the rest of its text. When the text already sent is
not a prefix of it, the rest from where they part follows, so every fact in the stream is the
checked one; `identical` is then False (no case of the fixtures or generated replies does so).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from functools import cache

import regex

from safety.claims import ClaimKind
from safety.facts import HardFacts
from safety.lang.calendar_words import (
    MONTH_ABBREVIATIONS,
    MONTH_NAMES,
    ORDINAL_DAY_WORDS,
    WEEKDAY_ABBREVIATIONS,
    WEEKDAY_NAMES,
)
from safety.lang.registry import LANGUAGES
from safety.lang.relative_date_words import DAY_OFFSET_WORDS, ONE_WORDS
from safety.numbers import LEXICON
from safety.patterns import compile_pattern, scan
from safety.recognizers.name_forms import make_name, translations_of
from safety.text import fold
from safety.venue import VenueCatalog
from safety.verification import Verification, verify_draft

_WORD = compile_pattern(r"[\p{L}\p{M}'’]+|\p{N}|\p{Sc}|\{\{|\[\[")
# A sentence ends at a line break, or at . ! ? … (not after a digit: "8. August") before a space
# and a capital, a digit or a line; a short capitalised word before the dot is an abbreviation.
_SENTENCE_END = compile_pattern(
    r"\n|(?<![\p{N}]|\b\p{Lu}\p{Ll}{0,2}|\b\p{Ll})[.!?…]+[\"'”»)\]]*[ \t]+(?=[\p{Lu}\p{N}\n*-])"
)
_SPACE = compile_pattern(r"\s+")
_SHORT_WORD = 4  # a word of this many characters or fewer may change with a value after it


@cache
def _value_words() -> frozenset[str]:
    """The words that may start a value or a claim: the packs' value cues (a claim's first word,
    currency, room and time words), number words, calendar names and relative date words. The
    indefinite articles that also mean one ("a", "ein", "un") are left out: a text is full of
    them."""
    words: set[str] = set()
    articles: set[str] = set()
    for pack in LANGUAGES.values():
        cues = pack.value_cues
        words |= {*cues.claim_cues, *cues.currency_words, *cues.room_cues, *cues.time_words}
        articles |= {*pack.name_words.articles, *pack.name_roles.determiners}
    for lexicon in LEXICON.values():
        words |= set(lexicon)
    for table in (MONTH_NAMES, MONTH_ABBREVIATIONS, WEEKDAY_NAMES, WEEKDAY_ABBREVIATIONS):
        for names in table.values():
            words |= set(names)
    for ordinals in ORDINAL_DAY_WORDS.values():
        words |= set(ordinals.values())
    for phrase in DAY_OFFSET_WORDS:
        words |= set(phrase.split())
    words -= ONE_WORDS & articles
    return frozenset(fold(word) for word in words if word)


def _optional(facts: HardFacts) -> HardFacts:
    """The same facts, none required: a part of a reply is checked for what it says, and what it
    does not say yet is no missing fact."""
    data = facts.model_dump(mode="json")
    for values in data.values():
        if isinstance(values, list):
            for fact in values:
                if isinstance(fact, dict) and "required" in fact:
                    fact["required"] = False
    return HardFacts.model_validate(data)


def _name_words(facts: HardFacts, catalog: VenueCatalog | None) -> frozenset[str]:
    names = [name for name, _ in facts.names()]
    if catalog is not None:
        names += catalog.names()
        names += [alias for aliases in catalog.aliases.values() for alias in aliases]
    words = {fold(word) for name in names for word in name.split()[:1]}
    for canonical, _ in facts.names():
        # A translation may open with the translation of any of the name's words, compounds
        # split: "the sundown dinner" for "Sunset Dinner", "the winemaker's platter" (the words
        # are the same whatever the name's kind).
        name = make_name(canonical, "product")
        for keys in (name.keys, *name.parts):
            for key in keys:
                words |= translations_of(key)
    return frozenset(words)


class StreamVerifier:
    """Feed a reply's chunks as they come; each call returns the text that is safe to send."""

    def __init__(
        self,
        facts: HardFacts,
        *,
        locale: str | None = None,
        catalog: VenueCatalog | None = None,
        claims: Sequence[ClaimKind] | None = None,
        today: dt.date | None = None,
        source: str | None = None,
    ) -> None:
        """The arguments are verify_draft's: `source` is the text the reply was written from
        (the prompt), which makes a claim it holds legitimate."""
        optional = _optional(facts)

        def checked(held_to: HardFacts, text: str) -> Verification:
            return verify_draft(
                held_to,
                text,
                locale=locale,
                catalog=catalog,
                claims=claims,
                today=today,
                source=source,
            )

        def final(text: str) -> Verification:
            return checked(facts, text)

        def partial(text: str) -> Verification:
            return checked(optional, text)

        self._verify = final
        self._verify_part = partial
        self._triggers = _value_words() | _name_words(facts, catalog)
        self._received = ""
        self._sent = ""
        self._raw_sent = 0  # how much of the received text is accounted for by what was sent
        self._tried_end = -1  # the last sentence end a held span was verified up to, in vain
        self._finished: Verification | None = None
        self.identical = True
        self._opening_done = False  # the opening sentence, word by word up to a value
        self.max_held = 0

    # -- the stream

    def feed(self, chunk: str) -> str:
        if self._finished is not None:
            raise RuntimeError("the stream is finished")
        self._received += chunk
        out = self._release()
        self.max_held = max(self.max_held, self.held)
        return out

    def finish(self) -> str:
        """The rest of the reply, verified; afterwards `verification` holds the whole report."""
        if self._finished is not None:
            return ""
        result = self._verify(self._received)
        self._finished = result
        final = self.text_of(result)
        if final.startswith(self._sent):
            rest = final[len(self._sent) :]
        else:
            self.identical = False
            common = _common_prefix(self._sent, final)
            rest = final[common:]
        self._sent += rest
        return rest

    @property
    def held(self) -> int:
        """Characters received and not sent yet."""
        return len(self._received) - self._raw_sent

    @property
    def verification(self) -> Verification:
        if self._finished is None:
            raise RuntimeError("finish() first")
        return self._finished

    @property
    def received(self) -> str:
        """What was fed so far."""
        return self._received

    @property
    def text(self) -> str:
        """What was sent so far."""
        return self._sent

    @staticmethod
    def text_of(result: Verification) -> str:
        """The text verify_draft's response carries: the draft itself when nothing was wrong."""
        return result.draft if not result.issues else result.outcome.text

    # -- what may go out

    def _release(self) -> str:
        out = ""
        while True:
            ends = [end for end in self._sentence_ends() if end > self._raw_sent]
            if not ends:  # the open sentence: the opening one goes out word by word
                stop = len(self._received)
                if not self._opening_done:
                    trigger = self._first_trigger(self._raw_sent, stop, capitals=True)
                    out += self._send_raw(
                        self._safe_word_end(0, stop if trigger is None else trigger)
                    )
                return out
            end = ends[0]
            self._opening_done = True
            if self._first_trigger(self._raw_sent, end) is None:
                out += self._send_raw(end)
                continue
            # A value may stand in this sentence: verify all that came, up to the last
            # sentence end, and send it as verified.
            checked = self._checked_up_to(ends[-1])
            if checked is None:
                return out
            out += checked

    def _sentence_ends(self) -> list[int]:
        """Where each complete sentence ends, the space after it left to the next one (so that
        nothing goes out that the whole reply, verified, may end without)."""
        ends = []
        for match in scan(_SENTENCE_END, self._received):
            end = match.end()
            while end > match.start() and self._received[end - 1].isspace():
                end -= 1
            ends.append(end)
        return ends

    def _checked_up_to(self, end: int) -> str | None:
        """The text received up to `end`, verified: what it says right goes out, up to the
        sentence of the first value it gets wrong (that waits for the whole reply, since what
        comes later can change how it is corrected). None when nothing could go out."""
        if end == self._tried_end:
            return None
        self._tried_end = end
        part = self._received[:end]
        result = self._verify_part(part)
        if not result.issues and not result.outcome.fallback:
            return self._send_raw(end)
        starts = [issue.span[0] for issue in result.issues if issue.span is not None]
        first = min(starts, default=self._raw_sent)
        before = [e for e in self._sentence_ends() if e <= first]
        out = self._send_raw(before[-1]) if before else ""
        return out or None

    def _send_raw(self, end: int) -> str:
        if end <= self._raw_sent or self._received[:1].isspace():
            return ""  # a reply that opens with space waits whole: verified, it may lose it
        piece = self._received[self._raw_sent : end]
        self._sent += piece
        self._raw_sent = end
        return piece

    def _first_trigger(self, start: int, stop: int, *, capitals: bool = False) -> int | None:
        """Where the first word that may start a value stands in [start, stop); with `capitals`,
        a capitalised word after the first counts too (a name written in another language)."""
        for match in scan(_WORD, self._received[start:stop]):
            word = match.group()
            if capitals and start + match.start() > 0 and word[:1].isupper():
                return start + match.start()
            if (
                word[0].isdigit()
                or regex.match(r"\p{Sc}|\{\{|\[\[", word)
                or fold(word.strip("'’")) in self._triggers
                or any(fold(p) in self._triggers for p in regex.split(r"['’]", word) if p)
            ):
                return start + match.start()
        return None

    def _safe_word_end(self, start: int, stop: int) -> int:
        """The end of what may go out of an open sentence: all but the word still arriving, and
        the word before it when that is a short one (an article or a preposition, which a
        correction of a value after it can change: Italian "i 30" becomes "gli 80")."""
        gaps = [start + m.start() for m in scan(_SPACE, self._received[start:stop])]
        if not gaps:
            return start
        before = self._received[gaps[-2] if len(gaps) > 1 else start : gaps[-1]].strip()
        if len(before) > _SHORT_WORD:
            return gaps[-1]
        return gaps[-2] if len(gaps) > 1 else start


def _common_prefix(one: str, other: str) -> int:
    n = 0
    for a, b in zip(one, other, strict=False):
        if a != b:
            break
        n += 1
    return n


__all__ = ["StreamVerifier"]
