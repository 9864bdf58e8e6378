"""What every behaviour shares: the server's defaults, its log records, the language tables, the
plain patterns that find dates, times, amounts, counts and markers in a draft, and one request's
job."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import regex

from safety.patterns import compile_pattern

DEFAULT_TRANSLATIONS = (
    "Point Zero",
    "Rose Salon",
    "roof terrace",
    "coffee break",
    "flower decoration",
)
DEFAULT_MODEL = "misbehaving-1"
MAX_REQUEST_BYTES = 4_000_000


@dataclass(frozen=True, slots=True)
class Mutation:
    request: int
    behaviour: str
    original: str
    new: str


@dataclass(frozen=True, slots=True)
class RecordedRequest:
    number: int
    behaviour: str  # "name" or "name:variant"; "rejected" for a request refused before choosing
    messages: tuple[dict[str, Any], ...]
    authorization: str | None
    body: dict[str, Any] = field(default_factory=dict)
    content: str | None = None  # the message content sent back; None when no completion was sent


# -- language tables -------------------------------------------------------------------------------

_MONTH_NAMES = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
}
MONTHS = {lang: tuple(names.split()) for lang, names in _MONTH_NAMES.items()}
_WEEKDAY_NAMES = {
    "en": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday",
    "de": "Montag Dienstag Mittwoch Donnerstag Freitag Samstag Sonntag",
    "fr": "lundi mardi mercredi jeudi vendredi samedi dimanche",
    "it": "lunedì martedì mercoledì giovedì venerdì sabato domenica",
}
WEEKDAYS = {lang: tuple(names.split()) for lang, names in _WEEKDAY_NAMES.items()}
_STOPWORDS = {
    "en": frozenset("the and for is are you your we our of to with at on in will be this".split()),
    "de": frozenset(
        "der die das und für ist sind sie ihr ihre wir unser mit am um im den dem ein eine zu von".split()
    ),
    "fr": frozenset(
        "le la les et pour est sont vous votre nous notre avec au aux du des un une à de".split()
    ),
    "it": frozenset(
        "il lo la gli le e per è sono lei suo sua noi nostro con alle al del della un una di".split()
    ),
}
OPENINGS = {
    "en": "It is a pleasure to help you.",
    "de": "Gerne helfen wir Ihnen weiter.",
    "fr": "C'est avec plaisir que nous vous aidons.",
    "it": "Siamo lieti di aiutarla.",
}
_DEPOSIT = {
    "en": "A deposit of {amount} is due on booking.",
    "de": "Bei der Buchung ist eine Anzahlung von {amount} fällig.",
    "fr": "Un acompte de {amount} est dû à la réservation.",
    "it": "Al momento della prenotazione è dovuto un acconto di {amount}.",
}
_DEADLINE = {
    "en": "Please confirm by {date}.",
    "de": "Bitte bestätigen Sie bis zum {date}.",
    "fr": "Merci de confirmer d'ici le {date}.",
    "it": "La preghiamo di confermare entro il {date}.",
}
_DISCOUNT = {
    "en": "We are glad to grant you a discount of {amount}.",
    "de": "Gerne gewähren wir Ihnen einen Rabatt von {amount}.",
    "fr": "Nous vous accordons volontiers une remise de {amount}.",
    "it": "Le concediamo volentieri uno sconto di {amount}.",
}
_RECOMMEND = {
    "en": "We also recommend {marker}.",
    "de": "Wir empfehlen Ihnen auch {marker}.",
    "fr": "Nous vous recommandons aussi {marker}.",
    "it": "Le consigliamo anche {marker}.",
}
_PRAISE = {
    "en": "{marker} is an excellent choice.",
    "de": "{marker} ist eine ausgezeichnete Wahl.",
    "fr": "{marker} est un excellent choix.",
    "it": "{marker} è una scelta eccellente.",
}
_COUNT_NOUNS = (
    "people persons participants guests attendees Personen Teilnehmende Teilnehmer Gäste "
    "personnes invités convives persone partecipanti ospiti invitati"
).split()
# Letters no issued marker id uses, so an invented id is never taken for an altered real one.
_INVENTED_IDS = ("WYHOJ", "QOWYH", "JYWEQ", "HUWYC")
_INVENTED_TAGS = ("QWJ", "JWQ")
_INVENTED_DEPOSITS = ("500.00", "650.00", "725.00")
_INVENTED_DISCOUNTS = ("150.00", "175.00", "190.00")


def detect_language(text: str) -> str:
    counts = dict.fromkeys(_STOPWORDS, 0)
    for word in text.lower().split()[:400]:
        word = word.strip(".,;:!?()\"'«»“”")
        for lang, words in _STOPWORDS.items():
            counts[lang] += word in words
    best = max(counts, key=counts.__getitem__)
    return best if counts[best] else "en"


# -- patterns over the template's forms ------------------------------------------------------------


def _alternation(words: Iterable[str]) -> str:
    return "|".join(regex.escape(word) for word in sorted(words, key=len, reverse=True))


def _long_date_pattern(lang: str) -> regex.Pattern[str]:
    return compile_pattern(
        rf"(?:(?P<weekday>\b(?:{_alternation(WEEKDAYS[lang])}))(?P<wsep>,?\s))?"
        rf"(?<!\d)(?P<day>\d{{1,2}})(?P<suffix>\.|er|º|°)?\s"
        rf"(?P<month>(?:{_alternation(MONTHS[lang])}))\s(?P<year>\d{{4}})(?!\d)",
        regex.IGNORECASE,
    )


_LONG_DATES = {lang: _long_date_pattern(lang) for lang in MONTHS}
_US_DATE = compile_pattern(
    rf"(?:(?P<weekday>\b(?:{_alternation(WEEKDAYS['en'])}))(?P<wsep>,\s))?"
    rf"(?P<month>\b(?:{_alternation(MONTHS['en'])}))\s(?P<day>\d{{1,2}})(?P<suffix>st|nd|rd|th)?,\s"
    r"(?P<year>\d{4})(?!\d)",
    regex.IGNORECASE,
)
_NUMERIC_DATE = compile_pattern(
    r"(?<![\d.])(?P<day>\d{1,2})\.(?P<month>\d{1,2})\.(?P<year>\d{4})(?!\d)"
)
_ISO_DATE = compile_pattern(r"(?<!\d)(?P<year>\d{4})-(?P<month>\d{2})-(?P<day>\d{2})(?!\d)")
_TIME = compile_pattern(
    r"(?<![\d.:,])(?P<hour>[01]?\d|2[0-3])(?:(?P<separator>:|h)(?P<minute>[0-5]\d)(?![\d:])"
    r"|\.(?P<uhr_minute>[0-5]\d)(?=\s?Uhr))"
)
_GROUPED = r"\d{1,3}(?:[',’\u00a0\u202f ]\d{3})+|\d+"
_DECIMALS = r"[.,](?:\d{2}|[–—-]{1,2})"
_AMOUNT_BEFORE = compile_pattern(
    rf"\b(?:CHF|SFr\.|Fr\.)\s?(?P<int>{_GROUPED})(?P<dec>{_DECIMALS})?(?!\d)"
)
_AMOUNT_AFTER = compile_pattern(
    rf"(?<![\d.,'’])(?P<int>{_GROUPED})(?P<dec>{_DECIMALS})?\s?(?:CHF|Fr\.|francs|Franken|franchi)\b"
)
_COUNT = compile_pattern(
    rf"(?<![\d.,'’:])(?P<number>\d{{1,5}})\s(?:{_alternation(_COUNT_NOUNS)})\b"
)
_MARKER = compile_pattern(r"\{\{[^{}\s]{1,40}\}\}")
# -- one request's job -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Found:
    start: int
    end: int
    text: str


@dataclass
class _Job:
    number: int
    draft: str
    lang: str
    variant: str
    scripted: bool
    rng: random.Random
    context: str
    translations: tuple[str, ...]
    system: str = ""  # the system message the client sent, for an LLM that reveals it

    def pick(self, items: Sequence[Any]) -> Any:
        """The first of `items` for a scripted behaviour, a drawn one for a behaviour of the mix."""
        return items[0] if self.scripted else self.rng.choice(items)


# A rewrite returns the changed draft and its (original, new) pieces, or None: nothing to change.
Rewrite = tuple[str, list[tuple[str, str]]] | None


def _replaced(text: str, found: _Found, new: str) -> str:
    return text[: found.start] + new + text[found.end :]


def _found(match: regex.Match[str]) -> _Found:
    return _Found(match.start(), match.end(), match.group())


def _changed(job: _Job, candidates: list[tuple[_Found, str]]) -> Rewrite:
    """Replaces one candidate (a found piece and its new text) in the draft."""
    if not candidates:
        return None
    found, new = job.pick(candidates)
    return _replaced(job.draft, found, new), [(found.text, new)]
