"""Claims an LLM's answer makes that its draft does not make.

Verify checks values against facts; a discount, a free extra, a deposit or a confirmation has no
value to check, so it is checked against the draft's own words instead. A kind of claim the draft
never makes is invented when the answer makes it, whatever the wording:

    discount      "a discount of CHF 50.00", "20 % Rabatt", "20 % off", "une remise", "uno sconto",
                  a promo code: "promo code", "Gutscheincode", "code promo", "codice sconto"
    free          "free of charge", "free parking", "kostenlos", "offert", "gratuito"
    deposit       "a deposit", "keine Anzahlung", "un acompte", "un acconto"
    fee           "a service fee", "Bearbeitungsgebühr", "des frais de dossier", "un supplemento"
    deadline      "no later than", "spätestens", "au plus tard", "entro e non oltre"
                  (fees and deadlines only when asked for: claims_checked's `kinds`)
    confirmation  "we confirm", "guaranteed", "bestätigt", "garantie", "confermato", in a sentence
                  that says nothing of availability ("we confirm that the room is free" says
                  what the draft says)
    availability  a room the draft says is not available, said to be available or free
    unavailable   a room the draft offers said not to be available ("Salon Rose is fully booked"),
                  or, when the draft says no room is unavailable, any room or booking refused
                  ("I cannot book a room for you on 20 May", "aucune salle n'est disponible")
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
negation of its clause reaches ("no stage", "ohne Bühne", "sans scène", "non ha un palco") is no
claim. What a negation denies is read by safety.lang.negation, for every use here: which rooms
the draft offers or calls taken, a taken room called available, a room or booking refused, a
feature denied. A negation that denies nothing is no refusal and hides no claim: "don't hesitate
to book", "kein Problem", "n'hésitez pas", "not only … but also", "nicht ohne"; nor is "not booked
yet" a refusal.
These two kinds are looked for in rephrasings (claims_checked without `kinds`), not through the
verify API's `claims`, whose draft is the facts' names, the catalog's venue and the request's
`source` (safety.contract.verify_draft). The venue's own name and contacts (`VenueCatalog.venue`)
are the draft's in every check: naming them makes no claim.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, replace
from decimal import Decimal
from functools import lru_cache
from typing import Literal, get_args

import regex

from safety.correct import Repair, tidy_whitespace
from safety.facts import HardFacts
from safety.lang.hospitality_lexicon import LEXICON_GROUPS
from safety.lang.negation import CLAUSE_CONJUNCTIONS, NegationReading, read_negations
from safety.links import EMAIL_PATTERN, URL_PATTERN
from safety.patterns import compile_pattern, scan, search
from safety.recognizers.terms import NameMatcher, matcher_for
from safety.removal import clause_span, removal_span, tidy_join
from safety.report import Issue, Report
from safety.sentences import sentence_at, sentence_breaks
from safety.text import merge_spans
from safety.venue import VenueCatalog
from safety.verify import verify

ClaimKind = Literal[
    "discount",
    "free",
    "deposit",
    "fee",
    "deadline",
    "confirmation",
    "availability",
    "percentage",
    "code",
    "disguise",
    "venue",
    "instructions",
    "url",
    "email",
    "phone",
    "iban",
    "credentials",
]
# Claims about the offer, read against the database: looked for in rephrasings only.
OfferClaimKind = Literal["unavailable", "feature"]
OFFER_KINDS: tuple[OfferClaimKind, ...] = get_args(OfferClaimKind)
Span = tuple[int, int]

# Fees and deadlines are looked for when asked (POST /api/v1/verify's `claims`): a rephrasing
# may well call a room's price its "rental fee", and the chat's draft is the template's own words.
ASKED_ONLY_KINDS = frozenset({"fee", "deadline"})
STATEMENT_KINDS = frozenset(
    {
        "discount",
        "free",
        "deposit",
        "fee",
        "deadline",
        "confirmation",
        "availability",
        "unavailable",
        "feature",
        "url",
        "email",
        "phone",
        "iban",
        "credentials",
    }
)
# Ways to reach or pay someone: compared with the draft's own in a normal form.
CONTACT_KINDS = frozenset({"url", "email", "phone", "iban"})
WHOLE_ANSWER_KINDS = frozenset({"venue", "instructions"})
MAX_CUTS = 10  # an answer with more invented claims than this is no rephrasing of the draft

_I = regex.IGNORECASE
_CUES: dict[ClaimKind, regex.Pattern[str]] = {
    "discount": compile_pattern(
        r"\b(?:discount\w*|rebates?|price reduction|reduced price|\p{L}*rabatt\p{L}*"
        r"|erm[äa]ss?igung\w*|ermäßigung\w*|\p{L}*nachlass|skonto|remises?|réductions?|rabais"
        r"|ristournes?|scont[oi]|riduzion[ei]|ribass[oi]|promo(?:tion(?:al)?)?[ -]?codes?"
        r"|coupon(?:[ -]?codes?)?|voucher[ -]?codes?|gutschein\w*|codes? promo(?:tionnel)?s?"
        r"|bons? de réduction|codic[ei] (?:promozional[ei]|promo)|buon[oi] sconto)\b"
        r"|(?<![\d.,])\d{1,3}(?:[.,]\d{1,2})?[ \u00a0\u202f]?(?:%|percent\b|per cent\b|prozent\b)"
        r"[ \u00a0\u202f]?(?:off|weniger|günstiger|de moins|in meno)\b",
        _I,
    ),
    "free": compile_pattern(
        r"\b(?:free of charge|for free|at no (?:extra |additional )?(?:cost|charge)"
        r"|no (?:extra |additional )?charge|complimentary|on the house"
        r"|(?<!-)free (?!(?:for|to|on|at|from|in|of|and|or|until|till|during|between|the|this|that"
        r"|these|those|all|throughout|as|if|when|then|now|again|rooms?|spaces?|dates?|times?"
        r"|slots?|days?|evenings?|mornings?|afternoons?|cancell?ations?|too|also|either)\b)\p{L}+"
        r"|kostenlos\w*|kostenfrei\w*|gratis|umsonst|unentgeltlich\w*"
        r"|ohne (?:Aufpreis|Aufschlag|Zusatzkosten|Kosten)|gratuit\w*|(?-i:offert(?:e|s|es)?)"
        r"|sans (?:frais|supplément|coût)|à titre gracieux|in omaggio|omaggio"
        r"|senza (?:costi|costo|spese|supplemento))\b",
        _I,
    ),
    "deposit": compile_pattern(
        r"\b(?:deposits?|down payment|advance payment|pre-?payment|anzahlung\w*|vorauszahlung\w*"
        r"|vorauskasse|kaution|acomptes?|arrhes|caution|dépôt de garantie|versement anticipé"
        r"|accont[oi]|caparra|cauzione|deposito cauzionale)\b",
        _I,
    ),
    "confirmation": compile_pattern(
        r"\b(?:confirm\w*|guarantee\w*|bestätig\w*|garanti\w*|garantisc\w*|conferm\w*"
        r"|zugesichert)\b",
        _I,
    ),
    "fee": compile_pattern(
        r"\b(?:fees?|surcharges?|service charges?|booking charges?|cleaning charges?"
        r"|\p{L}*gebühr(?:en)?|zuschl(?:ag|äge)\w*|aufpreis|frais|suppléments?|surcoûts?"
        r"|commissions?|supplement[oi]|sovrapprezz[oi]|maggiorazion[ei]|commission[ei])\b",
        _I,
    ),
    "deadline": compile_pattern(
        r"\b(?:deadlines?|due date|no later than|at the latest|spätestens|stichtag|frist\w*"
        r"|date limite|au plus tard|délai\w*|termine ultimo|entro e non oltre|scadenz[ae]"
        r"|al più tardi)\b",
        _I,
    ),
    # A request for what no venue asks in a reply: a card's number or code, a password.
    "credentials": compile_pattern(
        r"\b(?:(?:your|the client's|the guest's)\s(?:(?:credit|debit|bank|payment)\s)?card"
        r"(?:'s)?\s(?:numbers?|details|data|codes?|CVV|CVC|security codes?)"
        r"|(?:your|the)\s(?:(?:credit|debit)\s)?card\s?(?:number|CVV|CVC)s?"
        r"|(?:your|the)\s(?:CVV|CVC|CVV2|PIN)(?:\s(?:code|number))?"
        r"|your\s(?:(?:online|account|login|e-?banking|bank)\s)?(?:password|passcode|login details)"
        r"|(?:credit|debit)\s?card\snumbers?"
        r"|(?:ihre?n?|deine?n?)\s(?:\p{L}*karten(?:nummer|daten|prüfnummer)|prüfnummer|pin"
        r"|(?:online-|e-banking-|bank-)?(?:passwort|kennwort|zugangsdaten))"
        r"|\p{L}*kartennummer\w*"
        r"|(?:votre|vos|ton|tes)\s(?:numéro|numéros|données|coordonnées)\sde\scarte"
        r"|(?:votre|ton)\s(?:mot\sde\spasse|code\s(?:pin|confidentiel|de\ssécurité)|cryptogramme)"
        r"|numéro\sde\s(?:votre\s)?carte\s(?:bancaire|de\scrédit)"
        r"|(?:il\ssuo|il\stuo|i\ssuoi|i\stuoi)\s(?:numero|dati|codice)\s(?:della|di)\scarta"
        r"|(?:la\ssua|la\stua)\spassword|(?:il\ssuo|il\stuo)\s(?:pin|codice\s(?:pin|di\ssicurezza))"
        r"|numero\sdella\scarta\sdi\scredito)\b",
        _I,
    ),
    "instructions": compile_pattern(
        r"\b(?:drafts?|markers?|rephras\w*|instructions?|system (?:prompt|message)"
        r"|entw(?:urf|ürfe)\w*|markierung\w*|umformulier\w*|anweisung\w*|instruktion\w*"
        r"|systemnachricht\w*|system-?prompt\w*|brouillons?|marqueurs?|reformul\w*|consignes?"
        r"|message système|invite système|bozz[ae]|marcator[ei]|riformul\w*|istruzion[ei]"
        r"|messaggio di sistema|prompt di sistema)\b",
        _I,
    ),
}
_VENUE = compile_pattern(
    r"\b(?:Hotel|Hôtel|Albergo|Restaurant|Ristorante|Gasthof|Gasthaus|Seminarhotel"
    r"|Kongresshaus|Resort)\s\p{Lu}\p{L}+"
)
_CODE = compile_pattern(
    r"(?:\[\[|\(\(|<<|[\[{(«【｛⟦<])\s?[A-Za-z]{2,6}[-_][A-Za-z]{2,6}\s?"
    r"(?:\]\]|\)\)|>>|[\]})»】｝⟧>])"
    r"|\b[A-Z]{3,6}[-_][A-Z]{3,6}\b"
)
_PERCENTAGE = compile_pattern(
    r"(?<![\d.,])(?P<number>\d{1,3}(?:[.,]\d{1,2})?)[ \u00a0\u202f]?"
    r"(?:%|(?i:percent|per cent|prozent|pour cent|per cento)\b)"
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
_AVAILABLE = compile_pattern(
    r"\b(?:availab\w*|free|yours|verfügbar\w*|frei|disponib\w*|libres?|liber[oaie])\b", _I
)
# Said of a room the draft calls unavailable: it is available, or confirmed to the client.
_AVAILABLE_OR_CONFIRMED = compile_pattern(
    rf"{_AVAILABLE.pattern}|{_CUES['confirmation'].pattern}", _I
)
_CONJUNCTION = r"\b(?:" + "|".join(w for ws in CLAUSE_CONJUNCTIONS.values() for w in ws) + r")\b"
_CLAUSE_BREAK = compile_pattern(rf"[,;:–—]|{_CONJUNCTION}", _I)
_LISTING_CLAUSE_BREAK = compile_pattern(rf"[,;–—]|{_CONJUNCTION}", _I)  # a colon lists on


@dataclass(frozen=True, slots=True)
class Claim:
    kind: ClaimKind | OfferClaimKind
    span: Span  # where the cue stands in the answer
    found: str  # the cue as written; never more than the cue, so feedback shows no name

    def issue(self) -> Issue:
        return Issue("invented", "claim", self.found, None, reason="extra")


@dataclass(frozen=True, slots=True)
class ClaimCheck:
    """A repair with the answer's invented claims cut out and reported among its issues."""

    repair: Repair
    claims: tuple[Claim, ...] = ()
    beyond_repair: bool = False


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
    claims = [
        *_cue_claims(answer, draft),
        *_availability_claims(answer, draft, rooms),
        *_percentage_claims(answer, draft),
        *_text_claims("code", _CODE, answer, draft),
        *_text_claims("venue", _VENUE, answer, draft),
        *_disguise_claims(answer, draft),
        *_contact_claims(answer, draft),
    ]
    if kinds is not None:
        claims = [claim for claim in claims if claim.kind in kinds]
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


def cut_claims(
    repaired: Repair,
    found: Sequence[Claim],
    facts: HardFacts,
    *,
    catalog: VenueCatalog | None = None,
    whole_answer: bool = True,
) -> ClaimCheck:
    """`repaired` with the claims `found` in its text cut, each with the smallest unit that holds
    it and touches no fact: a statement with its clause (its sentence when the sentence keeps no
    fact), a token with its phrase.

    With `whole_answer`, an answer that speaks for another house or about its instructions, or
    makes more than MAX_CUTS claims, is beyond repair as a whole (the sandwich then asks again);
    without it such claims are cut like statements. Beyond repair too when the text left does not
    verify (a cut took a fact with it)."""
    claims = tuple(sorted(found, key=lambda claim: claim.span))
    if not claims:
        return ClaimCheck(repaired)
    issues = tuple(dict.fromkeys(claim.issue() for claim in claims))  # "draft" ten times is one
    report = repaired.report.with_issues(issues)
    if whole_answer and (
        len(claims) > MAX_CUTS or any(claim.kind in WHOLE_ANSWER_KINDS for claim in claims)
    ):
        return ClaimCheck(replace(repaired, report=report), claims, beyond_repair=True)
    text = _without(
        repaired.text, [_cut_span(repaired.text, claim, repaired.final) for claim in claims]
    )
    final = verify(facts, text, locale=repaired.final.lang, catalog=catalog)
    return ClaimCheck(Repair(text, report, final, repaired.passes, False), claims, not final.ok)


def offer_claims(
    answer: str, draft: str, rooms: Sequence[str], catalog: VenueCatalog | None
) -> list[Claim]:
    """The answer's wrong claims about the offer: a room the draft offers said to be unavailable,
    a refusal to book when the draft refuses nothing, a feature said of a room that lacks it.
    `rooms` are the reply's rooms (the facts'); features are read only with a catalog that knows
    every room's features."""
    offered = _offered_rooms(draft, rooms)
    claims: list[Claim] = []
    if offered:  # without an offer, "not available" may well be true
        claims += _unavailable_claims(answer, draft, offered, _room_names(rooms, catalog))
    if catalog is not None and catalog.room_features:
        claims += _feature_claims(answer, draft, offered, catalog)
    return sorted(claims, key=lambda claim: claim.span)


# -- finding ---------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Breaks:
    """Where a text breaks (sentence ends, or clause breaks too), found once: the piece a span
    stands in is found by bisection, so reading a thousand mentions stays linear in the text."""

    starts: tuple[int, ...]
    ends: tuple[int, ...]
    length: int

    @classmethod
    def of(cls, text: str, *patterns: regex.Pattern[str]) -> _Breaks:
        spans = sorted(match.span() for pattern in patterns for match in scan(pattern, text))
        return cls(tuple(s for s, _ in spans), tuple(e for _, e in spans), len(text))

    @classmethod
    def sentences(cls, text: str, *patterns: regex.Pattern[str]) -> _Breaks:
        """The sentence ends (safety.sentences), and the matches of `patterns` too."""
        found = [match.span() for pattern in patterns for match in scan(pattern, text)]
        spans = sorted([*sentence_breaks(text), *found])
        return cls(tuple(s for s, _ in spans), tuple(e for _, e in spans), len(text))

    def around(self, span: Span) -> Span:
        before = bisect_right(self.ends, span[0])
        after = bisect_left(self.starts, span[1])
        start = self.ends[before - 1] if before else 0
        end = self.starts[after] if after < len(self.starts) else self.length
        return start, end


def _cue_claims(answer: str, draft: str) -> Iterator[Claim]:
    sentences: _Breaks | None = None  # found at the first confirmation, if there is one
    availability: dict[Span, bool] = {}  # by sentence: a flood of cues reads each sentence once
    for kind, cue in _CUES.items():
        if kind != "credentials" and _has(cue, draft):
            continue  # the draft makes this kind of claim itself (a card request never counts)
        for match in scan(cue, answer):
            if kind == "confirmation":
                sentences = sentences or _Breaks.sentences(answer)
                start, end = sentence = sentences.around(match.span())
                if sentence not in availability:
                    availability[sentence] = _has(_AVAILABLE, answer[start:end])
                if availability[sentence]:
                    continue  # "we confirm that the room is free" says what the draft says
            yield Claim(kind, match.span(), match.group())


def _has(pattern: regex.Pattern[str], text: str) -> bool:
    return search(pattern, text) is not None


def _text_claims(
    kind: ClaimKind, pattern: regex.Pattern[str], answer: str, draft: str
) -> Iterator[Claim]:
    for match in scan(pattern, answer):
        if match.group() not in draft:
            yield Claim(kind, match.span(), match.group())


def _percentage_claims(answer: str, draft: str) -> Iterator[Claim]:
    drafted = {_percent_value(match) for match in scan(_PERCENTAGE, draft)}
    for match in scan(_PERCENTAGE, answer):
        if _percent_value(match) not in drafted:
            yield Claim("percentage", match.span(), match.group())


def _percent_value(match: regex.Match[str]) -> Decimal:
    digits = "".join(str(int(char)) if char.isdigit() else char for char in match["number"])
    return Decimal(digits.replace(",", "."))


def _contact_claims(answer: str, draft: str) -> Iterator[Claim]:
    """URLs, e-mail addresses, phone numbers and IBANs the draft does not give."""
    emails = [match.span() for match in scan(_EMAIL, answer)]
    urls = [match.span() for match in scan(_URL, answer)]
    ibans = [match.span() for match in scan(_IBAN, answer)]
    kinds: tuple[tuple[ClaimKind, regex.Pattern[str]], ...] = (
        ("email", _EMAIL),
        ("url", _URL),
        ("phone", _PHONE),
        ("iban", _IBAN),
    )
    for kind, pattern in kinds:
        drafted = {_contact_form(kind, match.group()) for match in scan(pattern, draft)}
        for match in scan(pattern, answer):
            if kind == "url" and any(s <= match.start() < e for s, e in emails):
                continue  # the domain of an e-mail address is the address's
            if kind == "phone" and any(s <= match.start() < e for s, e in [*urls, *emails, *ibans]):
                continue  # digits inside a link, an address or an IBAN are theirs
            found = match.group().rstrip(_TRAILING) if kind == "url" else match.group()
            if _contact_form(kind, found) not in drafted:
                yield Claim(kind, (match.start(), match.start() + len(found)), found)


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
    taken = _taken_rooms(draft, rooms)
    if not taken:
        return
    clauses = _Breaks.sentences(answer, _CLAUSE_BREAK)
    negations = read_negations(answer)
    read: set[Span] = set()  # each clause once, though a room be named a thousand times in it
    for room in taken:
        for mention in _mentions(answer, room):
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


def _taken_rooms(draft: str, rooms: Sequence[str]) -> list[str]:
    """The rooms the draft names only in sentences that say no: "Salon Rose is not available"."""
    sentences = _Breaks.sentences(draft)
    negations = read_negations(draft)
    taken = []
    for room in rooms:
        said = [sentences.around(mention) for mention in _mentions(draft, room)]
        if said and all(negations.says_no(sentence) for sentence in said):
            taken.append(room)
    return taken


def _mentions(text: str, name: str) -> list[Span]:
    spans, at = [], text.find(name)
    while at >= 0:
        spans.append((at, at + len(name)))
        at = text.find(name, at + len(name))
    return spans


# -- claims about the offer ------------------------------------------------------------------------

# What a room is or is not: available, free, bookable. "Free of charge" is about money.
_BOOKABLE = compile_pattern(
    r"\b(?:availab\w*|free(?! of charge)|book(?:ed|ing|able)?|reserv\w*|verfügbar\w*|frei"
    r"|buchbar|buchen|gebucht|reservier\w*|disponib\w*|libres?|réserv\w*|liber[oaie]|prenot\w*"
    r"|riserv\w*)\b",
    _I,
)
# Words that say a room is taken without a negation.
_TAKEN = compile_pattern(
    r"\b(?:unavailable|fully booked|booked up|already (?:booked|reserved|taken)|occupied"
    r"|ausgebucht|belegt|besetzt|(?:bereits|schon) (?:gebucht|reserviert|vergeben)"
    r"|indisponibles?|(?:est|sont) complète?s?|occupée?s?|déjà réservée?s?|occupat[oaie]"
    r"|al completo|già (?:prenotat|riservat)[oaie]|esaurit[oaie])\b",
    _I,
)
# "a room", "Raum", "salle", "sala": the hospitality lexicon's words for a room, plurals too.
_ROOM_WORDS = sorted(
    {word for group in LEXICON_GROUPS if "room" in group for word in group}, key=len, reverse=True
)
_ROOM_WORD = compile_pattern(
    r"\b(?:" + "|".join(regex.escape(word) for word in _ROOM_WORDS) + r")s?\b", _I
)


def _offered_rooms(draft: str, rooms: Sequence[str]) -> list[str]:
    """The reply's rooms the draft names in a sentence that says no "not": the rooms it offers."""
    sentences = _Breaks.sentences(draft)
    negations = read_negations(draft)
    offered = []
    for room in rooms:
        said = [sentences.around(mention) for mention in _mentions(draft, room)]
        if any(not negations.says_no(sentence) for sentence in said):
            offered.append(room)
    return offered


def _room_names(rooms: Sequence[str], catalog: VenueCatalog | None) -> dict[str, str]:
    """Every room name and alias the answer may use, with the room it stands for."""
    names = {room: room for room in rooms}
    if catalog is not None:
        for room in catalog.rooms:
            names.setdefault(room, room)
        for room in (*rooms, *(catalog.rooms or ())):
            for alias in catalog.aliases.get(room, ()):
                names.setdefault(alias, room)
    return names


def _rooms_in(text: str, span: Span, names: dict[str, str]) -> set[str]:
    start, end = span
    piece = text[start:end]
    return {room for name, room in names.items() if _mentions(piece, name)}


def _says_unavailable(text: str, clause: Span, negations: NegationReading) -> Span | None:
    """Where `clause` says a room or a booking is not to be had, if it does: a word for taken
    that no negation reaches ("fully booked", not "not fully booked"), or a word for available or
    bookable that a settled negation of the clause reaches ("cannot book", "n'est plus libre";
    not "don't hesitate to book", "not booked yet")."""
    start, end = clause
    for found in scan(_TAKEN, text[start:end]):
        span = (start + found.start(), start + found.end())
        if negations.negation_of(span, clause, privative=False) is None:
            return span
    if not negations.says_no(clause):
        return None  # the usual clause: no negator, nothing more to read
    for found in scan(_BOOKABLE, text[start:end]):
        span = (start + found.start(), start + found.end())
        if negations.negation_of(span, clause, privative=False, pending=False) is not None:
            return span
    return None


def _unavailable_claims(
    answer: str, draft: str, offered: Sequence[str], names: dict[str, str]
) -> Iterator[Claim]:
    """An offered room said to be unavailable; a room or booking refused with no room named when
    the draft refuses none ("I cannot book a room for you on 20 May")."""
    draft_clauses = _Breaks.sentences(draft, _CLAUSE_BREAK)
    draft_refuses: bool | None = None  # read at the first refusal without a room
    clauses = _Breaks.sentences(answer, _CLAUSE_BREAK)
    sentences = _Breaks.sentences(answer)
    negations = read_negations(answer)
    for clause in _pieces(clauses):
        said = _says_unavailable(answer, clause, negations)
        if said is None or _drafted(answer, sentences.around(clause), draft):
            continue
        named = _rooms_in(answer, clause, names) or _rooms_in(
            answer, sentences.around(clause), names
        )
        if named:
            if not named & set(offered):
                continue  # a room the draft does not offer: verify and the draft's words tell
        else:
            if draft_refuses is None:
                drafted = read_negations(draft)
                draft_refuses = any(
                    _says_unavailable(draft, piece, drafted) is not None
                    for piece in _pieces(draft_clauses)
                )
            if draft_refuses:
                continue  # "the room you asked for is not available": the draft says so too
        yield Claim("unavailable", said, answer[said[0] : said[1]])


def _pieces(breaks: _Breaks) -> Iterator[Span]:
    """The spans between a text's breaks, in order."""
    start = 0
    for stop, after in zip(breaks.starts, breaks.ends, strict=True):
        if stop > start:
            yield start, stop
        start = max(start, after)
    if breaks.length > start:
        yield start, breaks.length


@lru_cache(maxsize=64)
def _feature_matcher(
    features: tuple[str, ...],
    rooms: tuple[str, ...],
    aliases: tuple[tuple[str, tuple[str, ...]], ...],
) -> NameMatcher:
    names = (*((feature, "feature") for feature in features), *((room, "room") for room in rooms))
    return matcher_for(names, (), aliases)


def _feature_claims(
    answer: str, draft: str, offered: Sequence[str], catalog: VenueCatalog
) -> Iterator[Claim]:
    """A feature said of the rooms a clause (else its sentence) names, none of which has it; or,
    in a clause about "a room" that names none, a feature no offered room has and the draft does
    not speak of on its own ("the stage you asked for")."""
    has = catalog.room_features
    features = sorted({feature for held in has.values() for feature in held}
                      | {name for name, kind in catalog.terms if kind == "feature"})  # fmt: skip
    if not features:
        return
    rooms = tuple(sorted({*catalog.rooms, *has, *offered}))
    matcher = _feature_matcher(tuple(features), rooms, catalog.alias_items())
    mentions = matcher.scan(answer).mentions
    said = [mention for mention in mentions if mention.kind == "feature"]
    if not said:
        return
    # Rooms by their names and aliases as written: the matcher's translations would read "Raum"
    # as "Grosser Saal".
    room_spans = _room_spans(answer, _room_names(offered, catalog))
    clauses = _Breaks.sentences(answer, _CLAUSE_BREAK)
    sentences = _Breaks.sentences(answer)
    negations = read_negations(answer)
    # A colon ends no negation: "verfügt nicht über folgende Ausstattung: Bühne" says no Bühne.
    negated_in = _Breaks.sentences(answer, _LISTING_CLAUSE_BREAK)
    spoken_of: set[str] | None = None  # the features the draft names in a sentence with no room
    offered_features = {feature for room in offered for feature in has.get(room, ())}
    for mention in said:
        clause = clauses.around((mention.start, mention.end))
        sentence = sentences.around(clause)
        if _drafted(answer, sentence, draft):
            continue
        named = _rooms_within(room_spans, clause)
        if not named:  # "Salon Rose, with its stage, …": the sentence's rooms, and its negation
            named, clause = _rooms_within(room_spans, sentence), sentence
        span = (mention.start, mention.end)
        within = clause if clause == sentence else negated_in.around(span)
        if negations.negation_of(span, within) is not None:
            continue  # "no stage", "ohne Bühne", "n'a pas de scène", "non ha un palco"
        known = {room for room in named if room in has}
        if named:
            if not known or any(mention.value in has[room] for room in known):
                continue
        else:
            if mention.value in offered_features or not _has(
                _ROOM_WORD, answer[clause[0] : clause[1]]
            ):
                continue
            if spoken_of is None:
                spoken_of = _features_without_rooms(draft, matcher, _room_names(offered, catalog))
            if mention.value in spoken_of:
                continue
        yield Claim("feature", (mention.start, mention.end), mention.text)


def _drafted(text: str, span: Span, draft: str) -> bool:
    """Whether the sentence at `span` is one of the draft's own, word for word."""
    sentence = text[span[0] : span[1]].strip(" \t\n.!?")
    return bool(sentence) and sentence in draft


def _rooms_within(room_spans: Sequence[tuple[int, str]], span: Span) -> set[str]:
    starts = [start for start, _ in room_spans]
    low, high = bisect_left(starts, span[0]), bisect_left(starts, span[1])
    return {room for _, room in room_spans[low:high]}


def _room_spans(text: str, names: dict[str, str]) -> list[tuple[int, str]]:
    return sorted(
        (start, room) for name, room in names.items() for start, _ in _mentions(text, name)
    )


def _features_without_rooms(draft: str, matcher: NameMatcher, names: dict[str, str]) -> set[str]:
    mentions = matcher.scan(draft).mentions
    room_spans = _room_spans(draft, names)
    sentences = _Breaks.sentences(draft)
    return {
        mention.value
        for mention in mentions
        if mention.kind == "feature"
        and not _rooms_within(room_spans, sentences.around((mention.start, mention.end)))
    }


# -- cutting ---------------------------------------------------------------------------------------


# Where a sentence joins two clauses of its own: a semicolon, a dash, or a comma with a
# coordinating conjunction (", and", ", und", ", et", ", e"). A comma alone opens no clause a cut
# may take: "As a thank-you, we grant you 10 % off" is one statement.
_COORDINATE = compile_pattern(
    r"[ \t]*;[ \t]*|[ \t]+[–—][ \t]+"
    r"|[ \t]*,[ \t]+(?:and|but|while|whereas|und|aber|sowie|doch|et|mais|tandis que|e|ma|mentre)"
    r"[ \t]+",
    _I,
)


def _cut_span(text: str, claim: Claim, verified: Report) -> Span:
    """A statement goes with the smallest clause that holds it and no fact, else with its sentence
    (the facts it held are then missing, and stated again); a token with the smallest unit that
    keeps every fact, and with the space before it when punctuation follows ("Punkt.Null
    [[ABC-KILO]]:")."""
    if claim.kind in STATEMENT_KINDS or claim.kind in WHOLE_ANSWER_KINDS:
        own = _own_clause(text, claim.span, verified.kept_spans)
        if own is not None:
            return own
        unit = clause_span(text, claim.span, verified.kept_spans)
        return unit if unit is not None else removal_span(text, claim.span, ())
    start, end = removal_span(text, claim.span, verified.kept_spans)
    if text[start - 1 : start] == " " and text[end : end + 1] in (":", ";", ",", ".", "!", "?"):
        start -= 1
    return start, end


def _own_clause(text: str, span: Span, kept: Sequence[Span]) -> Span | None:
    """The coordinate clause of its sentence that holds `span` and no kept span, with the break
    that joins it: "…, and we grant you 10 % off" after another clause, "We grant you 10 % off,
    and " before one (what follows then opens the sentence); None when the sentence is one
    clause. The rest of the sentence stays: directions, an address, another statement."""
    start, end = sentence_at(text, *span)
    breaks = [
        (start + match.start(), start + match.end()) for match in scan(_COORDINATE, text[start:end])
    ]
    if not breaks:
        return None
    body_end = end
    while body_end > start and text[body_end - 1] in ".!?":
        body_end -= 1
    bounds = [start, *(b for pair in breaks for b in pair), body_end]
    pieces = [(bounds[i], bounds[i + 1]) for i in range(0, len(bounds), 2)]
    for index, (piece_start, piece_end) in enumerate(pieces):
        if not (piece_start <= span[0] and span[1] <= piece_end):
            continue
        if index == 0:
            cut = (start, breaks[0][1])  # the clause and the break after it
            if not text[cut[1] : cut[1] + 1].isalpha():
                return None
        else:
            cut = (breaks[index - 1][0], piece_end)  # the break before it and the clause
        if any(s < cut[1] and e > cut[0] for s, e in kept):
            return None
        return cut
    return None


def _without(text: str, spans: Sequence[Span]) -> str:
    for start, end in reversed(merge_spans(spans)):
        text = tidy_join(text[:start] + text[end:], start)
        if _opens_sentence(text, start) and text[start : start + 1].islower():
            text = text[:start] + text[start].upper() + text[start + 1 :]  # a leading clause went
    return tidy_whitespace(text)


def _opens_sentence(text: str, at: int) -> bool:
    before = text[:at].rstrip(" \t")
    return not before or before.endswith((".", "!", "?", "\n", ":"))


__all__ = [
    "ClaimKind",
    "OfferClaimKind",
    "Claim",
    "ClaimCheck",
    "claims_checked",
    "cut_claims",
    "invented_claims",
    "offer_claims",
]
