"""The draft is the source of what the venue says: who speaks in an answer's sentences.

A rephrasing may speak as the client ("Wir möchten ein Sommerfest für 50 Gäste …", "Nous
souhaitons organiser un apéritif"), apologise for what no one did ("Je suis désolé pour la
confusion précédente") or promise a later contact the venue never offered ("we will contact you as
soon as we find a room"). Each is a claim against the draft, as safety.claims reads them: a class
of statement the draft never makes is invented when the answer makes it, whatever its wording.
The classes are closed word lists per language (safety.lang.voice_words):

    wish      the client's first-person plural of wanting or planning, in a sentence that does not
              address the client (a wish said to the client, "we would like to thank you", is
              the venue's)
    apology   an apology; a draft that says no with regret ("unfortunately", "leider") makes one
    promise   a later contact promised to the client

`voice_claims` finds them and `voice_cut` cuts each with its sentence through safety.claims
.cut_claims; what the sentence held of the draft's facts comes back from the draft
(safety.restoring), and an answer left with nothing is no reply.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import regex

from safety.claim_kinds import VOICE_KINDS, VoiceKind
from safety.claims import Claim, cut_claims
from safety.correct import Repair
from safety.facts import HardFacts
from safety.lang import Lang
from safety.lang.voice_words import ADDRESS, ADDRESS_CLITIC_ENDINGS, APOLOGY, PROMISE, REGRET, WISH
from safety.patterns import compile_pattern, search
from safety.report import Issue
from safety.sentences import sentence_spans
from safety.venue import VenueCatalog
from safety.verify import verify

_CASED_ADDRESS: frozenset[Lang] = frozenset({"de", "it"})  # "Sie", "Lei": the capital tells


def _alternation(phrases: Sequence[str]) -> str:
    ordered = sorted(phrases, key=len, reverse=True)
    return "|".join(regex.escape(phrase).replace(r"\ ", r"\s+") for phrase in ordered)


@cache
def _cue(kind: str, lang: Lang) -> regex.Pattern[str]:
    words = {"wish": WISH, "apology": APOLOGY, "promise": PROMISE}[kind][lang]
    return compile_pattern(rf"(?<!\w)(?:{_alternation(words)})(?!\w)", regex.IGNORECASE)


@cache
def _regret(lang: Lang) -> regex.Pattern[str]:
    return compile_pattern(rf"(?<!\w)(?:{_alternation(REGRET[lang])})(?!\w)", regex.IGNORECASE)


@cache
def _address(lang: Lang) -> regex.Pattern[str]:
    flags = 0 if lang in _CASED_ADDRESS else regex.IGNORECASE
    words = rf"(?<!\w)(?:{_alternation(ADDRESS[lang])})(?!\w)"
    endings = ADDRESS_CLITIC_ENDINGS.get(lang, ())
    if endings:
        words += rf"|\p{{L}}+(?:{'|'.join(endings)})(?!\w)"
    return compile_pattern(words, flags)


_KINDS = VOICE_KINDS


@dataclass(frozen=True, slots=True)
class VoiceClaim:
    kind: VoiceKind
    sentence: tuple[int, int]  # the sentence of the answer that makes it
    found: str  # the cue as written


def voice_claims(answer: str, draft: str, *, lang: Lang) -> list[VoiceClaim]:
    """The sentences of `answer` that make a claim of a class `draft` never makes."""
    made = {kind for kind in _KINDS if _makes(kind, draft, lang)}
    found: list[VoiceClaim] = []
    for start, end in sentence_spans(answer):
        sentence = answer[start:end]
        for kind in _KINDS:
            if kind in made:
                continue
            cue = _said(kind, sentence, lang)
            if cue is not None:
                found.append(VoiceClaim(kind, (start, end), cue))
                break
    return found


def _said(kind: VoiceKind, sentence: str, lang: Lang) -> str | None:
    match = search(_cue(kind, lang), sentence)
    if match is None:
        return None
    if kind == "wish" and search(_address(lang), sentence) is not None:
        return None  # said to the client: "we would like to thank you"
    return match.group()


def _makes(kind: VoiceKind, draft: str, lang: Lang) -> bool:
    if kind == "apology" and search(_regret(lang), draft) is not None:
        return True
    return any(
        _said(kind, draft[start:end], lang) is not None for start, end in sentence_spans(draft)
    )


@dataclass(frozen=True, slots=True)
class VoiceCut:
    text: str
    issues: tuple[Issue, ...]  # one invented claim per cut sentence, its cue as `found`
    beyond: str | None = None  # nothing of a reply left once the sentences went


def voice_cut(
    facts: HardFacts,
    text: str,
    draft: str,
    *,
    lang: Lang,
    catalog: VenueCatalog | None = None,
) -> VoiceCut:
    """`text` without its sentences that speak as the client, apologise or promise a contact when
    the draft does none of it: each goes whole (safety.claims.cut_claims, as a statement)."""
    found = voice_claims(text, draft, lang=lang)
    if not found:
        return VoiceCut(text, ())
    report = verify(facts, text, locale=lang, catalog=catalog)
    # cut as a statement with its sentence: the span is the sentence's up to its closing
    # punctuation (with it, the unit would reach into the next sentence), the cue what is reported
    claims = [Claim(claim.kind, _body_span(text, claim.sentence), claim.found) for claim in found]
    cut = cut_claims(
        Repair(text, report, report, 0, False), claims, facts, catalog=catalog, whole_answer=False
    )
    issues = tuple(Issue("invented", "claim", claim.found, None, reason="extra") for claim in found)
    if not _body(cut.repair.text):
        return VoiceCut(text, issues, "nothing left once the invented sentences were cut")
    return VoiceCut(cut.repair.text, issues)


def _body_span(text: str, sentence: tuple[int, int]) -> tuple[int, int]:
    start, end = sentence
    while end - 1 > start and text[end - 1] in ".!?…":
        end -= 1
    return start, end


_GREETING_WORDS = 4  # a paragraph this short at either end is a greeting or a closing


def _body(text: str) -> list[str]:
    """The paragraphs of `text` between its greeting and its closing."""
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    while paragraphs and len(paragraphs[0].split()) <= _GREETING_WORDS:
        paragraphs = paragraphs[1:]
    while paragraphs and len(paragraphs[-1].split()) <= _GREETING_WORDS:
        paragraphs = paragraphs[:-1]
    return paragraphs


__all__ = ["VoiceClaim", "VoiceCut", "voice_claims", "voice_cut"]
