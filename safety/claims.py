"""Claims an LLM's answer makes that its draft does not make.

Verify checks values against facts; a discount, a free extra, a deposit or a confirmation has no
value to check, so it is checked against the draft's own words instead. A kind of claim the draft
never makes is invented when the answer makes it, whatever the wording (the words of each kind, in
every language, are the packs': `safety.lang.pack.ClaimCues`):

    discount      "a discount of CHF 50.00", "20 % Rabatt", "20 % off", "une remise", "uno sconto",
                  a promo code: "promo code", "Gutscheincode", "code promo", "codice sconto"
    free          "free of charge", "free parking", "complimentary", "on the house"
    deposit       "a deposit", "no deposit", "an advance payment"
    fee           "a service fee", "Bearbeitungsgebühr", "des frais de dossier", "un supplemento"
    deadline      "no later than", "at the latest", "the deadline"
                  (fees and deadlines only when asked for: claims_checked's `kinds`)
    confirmation  "we confirm", "guaranteed", "bestätigt", "garantie", "confermato", in a sentence
                  that says nothing of availability ("we confirm that the room is free" says
                  what the draft says)
    availability  a room the draft says is not available, said to be available or free
    unavailable   a room the draft offers said not to be available ("Salon Rose is fully booked"),
                  or, when the draft says no room is unavailable, any room or booking refused
                  ("I cannot book a room for you on 20 May", "no room is available")
    feature       a feature of the venue said of a room that lacks it ("Salon Rose has a stage"),
                  or of "a room" when no room the reply offers has it ("a room with a stage")
    percentage    a percentage the draft does not write ("50 % off"; the VAT rate is the draft's)
    code          a marker-looking code the draft does not have: "[[ABC-KILO]]", "ABC-KILO"
    disguise      a word with a zero-width or full-width character, or mixing Latin with
                  Cyrillic or Greek letters: "ＣＨＦ　１００", "Sаlon" with a Cyrillic "а"
    venue         another house: "Hotel Bellevue"
    url           a web address: "https://pay.example/x", "www.example.ch", "book-now.example/pay"
    email         an e-mail address: "office@example.ch"
    phone         a phone number, international ("+41 44 123 45 67", "0041 79 123 45 67",
                  "+41 (0)44 123 45 67", "+49 30 1234567") or Swiss national ("044 123 45 67",
                  "079/123.45.67", "0441234567", "0800 123 456")
    iban          an IBAN: "CH93 0076 2011 6238 5295 7" (compared without spaces)
    credentials   a request for a card's number or code or a password: "your credit card number",
                  "Ihre Kreditkartennummer", "votre mot de passe", "il suo numero di carta"; found
                  whatever the draft says (no draft legitimates it)
    instructions  talk of drafts, markers, rephrasing, instructions or the system message

What goes when a claim is found:

- a statement (discount, free, deposit, fee, deadline, confirmation, availability, unavailable,
  feature) and a way to
  reach or pay someone (url, email, phone, iban) or a card request (credentials) goes with the
  smallest clause that holds it and no fact, else its sentence (cut_claims);
- a token (percentage, code, disguise) goes like an invented value, with the smallest unit
  around it that touches no fact;
- an answer that speaks for another house or about its instructions is not a reply at all: it is
  beyond repair as a whole, and so is one with more than MAX_CUTS claims.

When a cut takes a fact with it, the answer is beyond repair too: the fact would come back without
the words that said what it means ("Salon Rose" without "is not available").

Unavailable rooms and features are claims about the offer, checked against the database: the rooms
the draft offers (named in a sentence that says no "not") and each room's features as the venue's
catalog holds them (`VenueCatalog.room_features`, edited by staff). Features are found by their
names, their aliases and the hospitality lexicon's translations of their words (safety.recognizers
.terms), so "Bühne", "scène" and "palco" are the stage wherever staff named it "stage". A feature a
negation of its clause reaches ("no stage", "without a stage", "the room has no stage") is no
claim. What a negation denies is read by safety.lang.negation, for every use here: which rooms
the draft offers or calls taken, a taken room called available, a room or booking refused, a
feature denied. A negation that denies nothing is no refusal and hides no claim: "don't hesitate
to book", "kein Problem", "n'hésitez pas", "not only … but also", "not without"; nor is "not booked
yet" a refusal.
These two kinds are looked for in rephrasings (claims_checked without `kinds`), not through the
verify API's `claims`, whose draft is the facts' names, the catalog's venue and the request's
`source` (safety.verification.verify_draft). The venue's own name and contacts (`VenueCatalog.venue`)
are the draft's in every check: naming them makes no claim.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Collection, Iterator, Sequence
from decimal import Decimal
from functools import lru_cache
from typing import get_args

import regex

from safety.claim_cuts import ClaimCheck, cut_claims
from safety.claim_kinds import (
    ASKED_ONLY_KINDS,
    CLAUSE_BREAK,
    CONTACT_KINDS,
    MAX_CUTS,
    OFFER_KINDS,
    Breaks,
    Claim,
    ClaimKind,
    OfferClaimKind,
    Span,
    contains,
    occurrences,
)
from safety.correct import Repair
from safety.facts import HardFacts
from safety.lang import LANGS
from safety.lang.abbreviations import ALL_ABBREVIATIONS, ALL_TITLES
from safety.lang.negation import NegationReading, read_negations
from safety.lang.pack import ClaimCues
from safety.lang.registry import LANGUAGES
from safety.links import EMAIL_PATTERN, URL_PATTERN
from safety.mail_context import quoted_spans
from safety.offer_claims import offer_claims
from safety.patterns import compile_pattern, scan
from safety.venue import VenueCatalog

_I = regex.IGNORECASE


def _alternatives(field: Callable[[ClaimCues], tuple[str, ...]]) -> str:
    """The alternatives of one kind of claim, every language's (the packs')."""
    return "|".join(alternative for lang in LANGS for alternative in field(LANGUAGES[lang].claims))


def _cue(field: Callable[[ClaimCues], tuple[str, ...]]) -> regex.Pattern[str]:
    return compile_pattern(rf"\b(?:{_alternatives(field)})\b", _I)


# A discount, or a percentage followed by a word saying it is taken off ("20 % off").
_PERCENT_OFF = (
    r"|(?<![\d.,])\d{1,3}(?:[.,]\d{1,2})?[ \u00a0\u202f]?(?:%|"
    + "|".join(rf"{word}\b" for lang in LANGS for word in LANGUAGES[lang].claims.percent_words)
    + rf")[ \u00a0\u202f]?(?:{_alternatives(lambda cues: cues.less_words)})\b"
)
_CUES: dict[ClaimKind, regex.Pattern[str]] = {
    "discount": compile_pattern(
        rf"\b(?:{_alternatives(lambda cues: cues.discount)})\b{_PERCENT_OFF}", _I
    ),
    "free": _cue(lambda cues: cues.free),
    "deposit": _cue(lambda cues: cues.deposit),
    "confirmation": _cue(lambda cues: cues.confirmation),
    "fee": _cue(lambda cues: cues.fee),
    "deadline": _cue(lambda cues: cues.deadline),
    # A request for what no venue asks in a reply: a card's number or code, a password.
    "credentials": _cue(lambda cues: cues.credentials),
    "instructions": _cue(lambda cues: cues.instructions),
}
# Another house: a venue noun of a pack, as written (case counts), then a capitalised name.
_VENUE = compile_pattern(rf"\b(?:{_alternatives(lambda cues: cues.venue_nouns)})\s\p{{Lu}}\p{{L}}+")
_CODE = compile_pattern(
    r"(?:\[\[|\(\(|<<|[\[{(«【｛⟦<])\s?[A-Za-z]{2,6}[-_][A-Za-z]{2,6}\s?"
    r"(?:\]\]|\)\)|>>|[\]})»】｝⟧>])"
    r"|\b[A-Z]{3,6}[-_][A-Z]{3,6}\b"
)
_PERCENTAGE = compile_pattern(
    r"(?<![\d.,])(?P<number>\d{1,3}(?:[.,]\d{1,2})?)[ \u00a0\u202f]?"
    r"(?:%|(?i:"
    + _alternatives(lambda cues: (*cues.percent_words, *cues.percentage_only_words))
    + r")\b)"
)
# An invisible format character, a full-width form, or Latin beside Cyrillic or Greek in one word.
_DISGUISE = compile_pattern(
    r"\p{Cf}|[\uff01-\uff5e\u3000]"
    r"|\p{Latin}[\p{Cyrillic}\p{Greek}]|[\p{Cyrillic}\p{Greek}]\p{Latin}"
)
# Contacts: a URL, an e-mail address, a phone number. Each is compared with the draft's own, in a
# normal form (lower case; a phone number as its digits, +41 and 0041 read as the national 0).
_EMAIL = EMAIL_PATTERN
_URL = URL_PATTERN
_PHONE_SEPARATOR = r"[ \u00a0\u202f./-]?"
_PHONE = compile_pattern(
    # international: + or 00, a country code, an optional (0), then groups of digits
    rf"(?<![\p{{N}}+])(?:\+|\b00)[ \u00a0\u202f]?[1-9]\d{{0,2}}"
    rf"(?:[ \u00a0\u202f]?\(0\))?(?:{_PHONE_SEPARATOR}\d{{1,4}}){{2,6}}(?![\p{{N}}])"
    # Swiss national: 0xx xxx xx xx (with any of the usual separators), 0800 xxx xxx
    rf"|(?<![\p{{N}}.,:'’])\b0\d{{2}}{_PHONE_SEPARATOR}\d{{3}}{_PHONE_SEPARATOR}\d{{2}}"
    rf"{_PHONE_SEPARATOR}\d{{2}}(?![\p{{N}}]|[.,:'’]\p{{N}})"
    rf"|(?<![\p{{N}}.,:'’])\b0[89]\d{{2}}{_PHONE_SEPARATOR}\d{{3}}{_PHONE_SEPARATOR}\d{{3}}"
    rf"(?![\p{{N}}]|[.,:'’]\p{{N}})"
)
# An IBAN: a country, two check digits, groups of letters and digits ("CH93 0076 2011 6238 5295 7").
_IBAN = compile_pattern(
    r"\b[A-Z]{2}\d{2}(?:[ \u00a0\u202f]?[A-Z0-9]{4}){2,7}(?:[ \u00a0\u202f]?[A-Z0-9]{1,3})?\b"
)
_TRAILING = ".,;:!?)]}»'\"’"  # punctuation after a URL closes the sentence, not the address
_WORD = compile_pattern(r"[^ \t\r\n\f\v]+")  # the ideographic space stays inside: "ＣＨＦ　１００"
_AVAILABLE = _cue(lambda cues: cues.available)
# Said of a room the draft calls unavailable: it is available, or confirmed to the client.
_AVAILABLE_OR_CONFIRMED = compile_pattern(
    rf"{_AVAILABLE.pattern}|{_CUES['confirmation'].pattern}", _I
)


def invented_claims(
    answer: str,
    draft: str,
    rooms: Sequence[str] = (),
    *,
    kinds: Collection[ClaimKind] | None = None,
) -> list[Claim]:
    """Every claim `answer` makes that `draft` does not; `rooms` are the names to check for
    availability (a room the draft only calls unavailable must not be called available);
    `kinds`, when given, the only kinds of claim looked for."""
    wanted = frozenset(get_args(ClaimKind)) if kinds is None else frozenset(kinds)
    # A kind not asked for is not looked for: its claims would be dropped.
    claims = [
        *_cue_claims(answer, draft, wanted),
        *(_availability_claims(answer, draft, rooms) if "availability" in wanted else ()),
        *(_percentage_claims(answer, draft) if "percentage" in wanted else ()),
        *(_text_claims("code", _CODE, answer, draft) if "code" in wanted else ()),
        *(_text_claims("venue", _VENUE, answer, draft) if "venue" in wanted else ()),
        *(_disguise_claims(answer, draft) if "disguise" in wanted else ()),
        *(_contact_claims(answer, draft) if not wanted.isdisjoint(CONTACT_KINDS) else ()),
    ]
    if kinds is not None:
        claims = [claim for claim in claims if claim.kind in kinds]
    quotes = quoted_spans(answer)
    if quotes:  # an earlier message the answer quotes claims nothing for the venue
        claims = [
            claim
            for claim in claims
            if not any(q.start <= claim.span[0] and claim.span[1] <= q.end for q in quotes)
        ]
    return sorted(claims, key=lambda claim: claim.span)


def claims_checked(
    repaired: Repair,
    draft: str,
    facts: HardFacts,
    *,
    catalog: VenueCatalog | None = None,
    kinds: Collection[ClaimKind] | None = None,
) -> ClaimCheck:
    """`repaired` (an LLM answer verified and corrected) without the claims its draft does not make:
    those of `kinds`, or of every kind but ASKED_ONLY_KINDS and, read against `catalog`, the
    claims about the offer (offer_claims).

    Beyond repair when the answer speaks for another house or about its instructions, makes more
    than MAX_CUTS claims, or when a cut took a fact with it.
    """
    if repaired.fallback:
        return ClaimCheck(repaired)
    if catalog is not None and catalog.venue is not None:
        draft = "\n".join([draft, *catalog.venue.lines()])
    rooms = [name for name, kind in facts.names() if kind == "room"]
    offer: list[Claim] = []
    if kinds is None:
        kinds = [kind for kind in get_args(ClaimKind) if kind not in ASKED_ONLY_KINDS]
        offer = offer_claims(repaired.text, draft, rooms, catalog)
    found = [*invented_claims(repaired.text, draft, rooms, kinds=kinds), *offer]
    return cut_claims(repaired, found, facts, catalog=catalog)


# -- finding ---------------------------------------------------------------------------------------


# What a draft says is read once per draft: the draft of a verify request is the facts' names, the
# venue's details and the source, the same from one reply of a venue to the next.
_DRAFTS_REMEMBERED = 64


@lru_cache(maxsize=_DRAFTS_REMEMBERED)
def _drafted_kinds(draft: str) -> frozenset[str]:
    """The kinds of cued claim the draft makes itself (a card request never counts)."""
    return frozenset(
        kind for kind, cue in _CUES.items() if kind != "credentials" and contains(cue, draft)
    )


def _cue_claims(answer: str, draft: str, wanted: frozenset[str]) -> Iterator[Claim]:
    sentences: Breaks | None = None  # found at the first confirmation, if there is one
    availability: dict[Span, bool] = {}  # by sentence: a flood of cues reads each sentence once
    drafted = _drafted_kinds(draft)
    for kind, cue in _CUES.items():
        if kind in drafted or kind not in wanted:
            continue  # the draft makes this kind of claim itself, or it is not asked for
        for match in scan(cue, answer):
            if kind == "confirmation":
                sentences = sentences or Breaks.sentences(answer)
                start, end = sentence = sentences.around(match.span())
                if sentence not in availability:
                    availability[sentence] = contains(_AVAILABLE, answer[start:end])
                if availability[sentence]:
                    continue  # "we confirm that the room is free" says what the draft says
            yield Claim(kind, match.span(), match.group())


def _text_claims(
    kind: ClaimKind, pattern: regex.Pattern[str], answer: str, draft: str
) -> Iterator[Claim]:
    for match in scan(pattern, answer):
        if match.group() not in draft:
            yield Claim(kind, match.span(), match.group())


@lru_cache(maxsize=_DRAFTS_REMEMBERED)
def _drafted_percentages(draft: str) -> frozenset[Decimal]:
    return frozenset(_percent_value(match) for match in scan(_PERCENTAGE, draft))


def _percentage_claims(answer: str, draft: str) -> Iterator[Claim]:
    drafted = _drafted_percentages(draft)
    for match in scan(_PERCENTAGE, answer):
        if _percent_value(match) not in drafted:
            yield Claim("percentage", match.span(), match.group())


def _percent_value(match: regex.Match[str]) -> Decimal:
    digits = "".join(str(int(char)) if char.isdigit() else char for char in match["number"])
    return Decimal(digits.replace(",", "."))


def _contact_claims(answer: str, draft: str) -> Iterator[Claim]:
    """URLs, e-mail addresses, phone numbers and IBANs the draft does not give."""
    found_by = {pattern: list(scan(pattern, answer)) for pattern in (_EMAIL, _URL, _IBAN)}
    emails, urls, ibans = ([match.span() for match in found_by[p]] for p in (_EMAIL, _URL, _IBAN))
    kinds: tuple[tuple[ClaimKind, regex.Pattern[str]], ...] = (
        ("email", _EMAIL),
        ("url", _URL),
        ("phone", _PHONE),
        ("iban", _IBAN),
    )
    for kind, pattern in kinds:
        drafted = _drafted_contacts(draft, kind, pattern)
        matches = found_by[pattern] if pattern in found_by else scan(pattern, answer)
        for match in matches:
            if kind == "url" and any(s <= match.start() < e for s, e in emails):
                continue  # the domain of an e-mail address is the address's
            if kind == "phone" and any(s <= match.start() < e for s, e in [*urls, *emails, *ibans]):
                continue  # digits inside a link, an address or an IBAN are theirs
            found = match.group().rstrip(_TRAILING) if kind == "url" else match.group()
            if kind == "url" and found.casefold() in _SHORT_FORMS:
                continue  # "Dott.ssa", "z.B": an abbreviation of the packs, not a host
            if _contact_form(kind, found) not in drafted:
                yield Claim(kind, (match.start(), match.start() + len(found)), found)


# The packs' titles and abbreviations with a dot inside, which read like a host name.
_SHORT_FORMS = frozenset(word.casefold() for word in ALL_TITLES | ALL_ABBREVIATIONS if "." in word)


@lru_cache(maxsize=4 * _DRAFTS_REMEMBERED)
def _drafted_contacts(draft: str, kind: ClaimKind, pattern: regex.Pattern[str]) -> frozenset[str]:
    """The contacts of `kind` the draft gives, in the form they are compared in."""
    return frozenset(_contact_form(kind, match.group()) for match in scan(pattern, draft))


def _contact_form(kind: ClaimKind, text: str) -> str:
    if kind == "iban":
        return "".join(char for char in text if char.isalnum()).upper()
    if kind != "phone":
        return text.rstrip(_TRAILING).casefold()
    digits = "".join(char for char in text if char.isdigit())
    if text.lstrip().startswith("+"):
        digits = "00" + digits
    if digits.startswith("0041"):
        digits = "0" + digits[4:].removeprefix("0")  # +41 (0)44 … is 044 …
    return digits


def _disguise_claims(answer: str, draft: str) -> Iterator[Claim]:
    hits = [match.start() for match in scan(_DISGUISE, answer)]
    if not hits:
        return  # the usual answer: one scan, no word read
    words = [match.span() for match in scan(_WORD, answer)]
    starts = [start for start, _ in words]
    disguised = dict.fromkeys(words[bisect_right(starts, hit) - 1] for hit in hits)
    for start, end in disguised:
        if answer[start:end] not in draft:
            yield Claim("disguise", (start, end), answer[start:end])


def _availability_claims(answer: str, draft: str, rooms: Sequence[str]) -> Iterator[Claim]:
    taken = _taken_rooms(draft, tuple(rooms))
    if not taken:
        return
    clauses = Breaks.sentences(answer, CLAUSE_BREAK)
    negations = read_negations(answer)
    read: set[Span] = set()  # each clause once, though a room be named a thousand times in it
    for room in taken:
        for mention in occurrences(answer, room):
            clause = clauses.around(mention)
            if clause not in read:
                read.add(clause)
                claim = _said_available(answer, clause, negations)
                if claim is not None:
                    yield claim


def _said_available(text: str, clause: Span, negations: NegationReading) -> Claim | None:
    """The first word of `clause` that calls its room available or confirmed, unless a
    negation in the clause reaches it ("is not available", "n'est plus libre")."""
    start, end = clause
    for available in scan(_AVAILABLE_OR_CONFIRMED, text[start:end]):
        span = (start + available.start(), start + available.end())
        if negations.negation_of(span, clause, privative=False) is None:
            return Claim("availability", span, available.group())
    return None


@lru_cache(maxsize=_DRAFTS_REMEMBERED)
def _taken_rooms(draft: str, rooms: tuple[str, ...]) -> tuple[str, ...]:
    """The rooms the draft names only in sentences that say no: "Salon Rose is not available"."""
    sentences = Breaks.sentences(draft)
    negations = read_negations(draft)
    taken = []
    for room in rooms:
        said = [sentences.around(mention) for mention in occurrences(draft, room)]
        if said and all(negations.says_no(sentence) for sentence in said):
            taken.append(room)
    return tuple(taken)


__all__ = [
    "ASKED_ONLY_KINDS",
    "CONTACT_KINDS",
    "MAX_CUTS",
    "OFFER_KINDS",
    "Claim",
    "ClaimCheck",
    "ClaimKind",
    "OfferClaimKind",
    "claims_checked",
    "cut_claims",
    "invented_claims",
    "offer_claims",
]
