"""A loopback OpenAI-compatible chat-completions server that misbehaves on purpose, for tests.

It answers `POST /v1/chat/completions` by "rephrasing" the last user message (the masked draft)
and `GET /v1/models` with its one model. Each request gets a behaviour: the next one of a script
the test queued, else one drawn from a seeded mix, else `faithful`. A behaviour is a name with an
optional variant, "mangle_marker:split"; without a variant a scripted behaviour takes the first
one listed below, a drawn one draws it.

Text behaviours (the answer is the draft with a friendly opening sentence, plus the change):

    faithful          nothing else changed
    change_date       day: one day later; month: one month later — in the same written form
                      ("Samstag, 8. August 2026" → "Sonntag, 9. August 2026", "08.08.2026" →
                      "09.08.2026")
    change_time       one hour later ("18:00" → "19:00", "18h00" → "19h00", "18.00 Uhr" → "19.00 Uhr")
    change_amount     first digit one up, a 9 one down ("CHF 1'250.00" → "CHF 2'250.00")
    change_count      first digit of a people count one up ("30 Personen" → "40 Personen")
    drop_marker       a marker left out
    mangle_marker     spaces: "{{ ABC-DEF }}", brackets: "[[ABC-DEF]]", lowercase: "{{abc-def}}",
                      stripped: "ABC-DEF", split: "{{ABC-\\nDEF}}"
    duplicate_marker  a sentence naming a marker a second time
    invent_marker     same_tag: a sentence with an id never issued; other_tag: with another tag
    translate_term    a marker replaced by a plain name from the server's translation table;
                      the variant is the name to write ("translate_term:Rose Salon")
    invent_sentence   price: "A deposit of CHF 500.00 is due on booking."; date: a confirmation
                      deadline; discount: "a discount of CHF 150.00" — in the draft's language
    obey              follows the client's message like a gullible LLM, every instruction in it:
                      a price it names in place of the draft's first amount (its total when the
                      message says total; zero-width or full-width digits copied as written), a
                      discount, a deposit or free extras it asks for, a confirmation of the room
                      the draft calls unavailable (and that sentence turned into "available"),
                      its instructions pasted when asked for them, another venue's welcome and
                      room, a date or head count the instructions name, a new name for a room,
                      sentences it asks to say or write in quotes, marker-looking codes it holds

Transport behaviours:

    http_500, http_429, http_400   that status with an OpenAI-style error body
    hang              sends nothing for `hang_seconds`, then closes (ends at once on stop())
    trickle           a faithful answer, one byte every `trickle_seconds` (beats per-read timeouts)
    garbage           html: an HTML page; truncated: JSON cut off — both with status 200
    wrong_shape       no_choices, empty_choices, no_content: JSON a client cannot read a text from
    empty             empty: content ""; blank: content of whitespace only

Which piece to change, when a draft has several: a scripted behaviour takes the first, a drawn
one draws it. Dates, times, amounts, counts and markers are found with plain patterns over the
forms the template writes; nothing here uses Factlock's recognizers, so the mutation log is an
independent oracle.

The log. `mutations` lists every change as (request number, behaviour, original piece, new
piece). For change_*, drop_marker, invent_*, translate_term and obey the fact in `original` must
be in the final reply and `new` must not (markers read as the names they stand for; an empty
`original` means nothing was there before). obey's `original` is the draft's piece as written: a
reply corrected in the piece's place keeps the form obey wrote ("9 August 2026" back to
"8 August 2026", without the draft's weekday), and a sentence it turned around goes whole.
mangle_marker and duplicate_marker are tolerated forms: the reply names the marker's name as
usual. `requests` lists every request: its number,
behaviour, messages, Authorization header and the content sent back.

From a shell, for pointing Factlock at it (OPENAI_BASE_URL=http://127.0.0.1:8081/v1):

    python -m devtools.misbehaving_server --port 8081 --mix --seed 1
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import socket
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import regex

from safety.patterns import compile_pattern, scan
from verbalizer.prompts import CLIENT_MESSAGE_HEADING

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


# -- dates -----------------------------------------------------------------------------------------


def _shifted(value: dt.date, variant: str) -> dt.date:
    if variant == "day":
        return value + dt.timedelta(days=1)
    year, month = (value.year + 1, 1) if value.month == 12 else (value.year, value.month + 1)
    for day in range(value.day, 27, -1):
        try:
            return dt.date(year, month, day)
        except ValueError:
            continue
    return dt.date(year, month, value.day)


def _same_case(model: str, word: str) -> str:
    if model.isupper() and len(model) > 1:
        return word.upper()
    return word[:1].upper() + word[1:] if model[:1].isupper() else word[:1].lower() + word[1:]


def _day_suffix(suffix: str | None, day: int, lang: str) -> str:
    if not suffix:
        return "er" if lang == "fr" and day == 1 else ""
    if suffix in ("st", "nd", "rd", "th"):
        return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    if suffix in ("er", "º", "°"):
        return suffix if day == 1 else ""
    return suffix


def _long_date_value(match: regex.Match[str], lang: str) -> dt.date | None:
    month_number = 1 + [m.lower() for m in MONTHS[lang]].index(match["month"].lower())
    try:
        return dt.date(int(match["year"]), month_number, int(match["day"]))
    except ValueError:
        return None


def _named_date(
    match: regex.Match[str], lang: str, variant: str, us_order: bool = False
) -> tuple[_Found, str] | None:
    value = _long_date_value(match, lang)
    if value is None:
        return None
    new = _shifted(value, variant)
    weekday = ""
    if match["weekday"]:
        weekday = _same_case(match["weekday"], WEEKDAYS[lang][new.weekday()]) + match["wsep"]
    month = _same_case(match["month"], MONTHS[lang][new.month - 1])
    day = f"{new.day}{_day_suffix(match['suffix'], new.day, lang)}"
    text = (
        f"{weekday}{month} {day}, {new.year}" if us_order else f"{weekday}{day} {month} {new.year}"
    )
    return _found(match), text


def _numbered_date(match: regex.Match[str], variant: str, iso: bool) -> tuple[_Found, str] | None:
    try:
        value = dt.date(int(match["year"]), int(match["month"]), int(match["day"]))
    except ValueError:
        return None
    new = _shifted(value, variant)
    if iso:
        return _found(match), new.isoformat()
    day = f"{new.day:0{len(match['day'])}d}"
    month = f"{new.month:0{len(match['month'])}d}"
    return _found(match), f"{day}.{month}.{new.year}"


def _date_changes(draft: str, lang: str, variant: str) -> list[tuple[_Found, str]]:
    changes: list[tuple[_Found, str] | None] = []
    for each_lang in (lang, *(other for other in MONTHS if other != lang)):
        changes += [_named_date(m, each_lang, variant) for m in scan(_LONG_DATES[each_lang], draft)]
        if changes:
            break
    changes += [_named_date(m, "en", variant, us_order=True) for m in scan(_US_DATE, draft)]
    changes += [_numbered_date(m, variant, iso=False) for m in scan(_NUMERIC_DATE, draft)]
    changes += [_numbered_date(m, variant, iso=True) for m in scan(_ISO_DATE, draft)]
    return sorted((c for c in changes if c), key=lambda change: change[0].start)


def change_date(job: _Job) -> Rewrite:
    return _changed(job, _date_changes(job.draft, job.lang, job.variant))


# -- times, amounts, counts ------------------------------------------------------------------------


def _later_time(match: regex.Match[str]) -> tuple[_Found, str]:
    hour = (int(match["hour"]) + 1) % 24
    hour_text = f"{hour:0{len(match['hour'])}d}"
    if match["minute"] is not None:
        return _found(match), f"{hour_text}{match['separator']}{match['minute']}"
    return _found(match), f"{hour_text}.{match['uhr_minute']}"


def change_time(job: _Job) -> Rewrite:
    return _changed(job, [_later_time(m) for m in scan(_TIME, job.draft)])


def _first_digit_changed(number: str) -> str:
    for index, char in enumerate(number):
        if char.isdigit():
            digit = int(char)
            changed = digit - 1 if digit == 9 else digit + 1
            return number[:index] + str(changed) + number[index + 1 :]
    return number


def _amount_matches(text: str) -> list[regex.Match[str]]:
    before = list(scan(_AMOUNT_BEFORE, text))
    taken = [(m.start(), m.end()) for m in before]
    after = [
        m
        for m in scan(_AMOUNT_AFTER, text)
        if not any(s < m.end() and m.start() < e for s, e in taken)
    ]
    return sorted(before + after, key=lambda m: m.start())


def _with_groups(match: regex.Match[str], new: Mapping[str, str]) -> str:
    """The matched text with the named groups in `new` rewritten; groups must not overlap."""
    text, offset = match.group(), match.start()
    for group in sorted(new, key=match.start, reverse=True):
        if match.start(group) >= 0:
            text = (
                text[: match.start(group) - offset] + new[group] + text[match.end(group) - offset :]
            )
    return text


def _with_number(match: regex.Match[str], group: str, number: str) -> str:
    return _with_groups(match, {group: number})


def change_amount(job: _Job) -> Rewrite:
    changes = [
        (_found(m), _with_number(m, "int", _first_digit_changed(m["int"])))
        for m in _amount_matches(job.draft)
    ]
    return _changed(job, changes)


def change_count(job: _Job) -> Rewrite:
    changes = [
        (_found(m), _with_number(m, "number", _first_digit_changed(m["number"])))
        for m in scan(_COUNT, job.draft)
    ]
    return _changed(job, changes)


# -- markers ---------------------------------------------------------------------------------------


def _markers(text: str) -> list[_Found]:
    return [_found(m) for m in scan(_MARKER, text)]


def _tag_and_id(marker: str) -> tuple[str, str]:
    tag, _, ident = marker[2:-2].partition("-")
    return tag, ident


def drop_marker(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    if not markers:
        return None
    marker = job.pick(markers)
    before, after = job.draft[: marker.start], job.draft[marker.end :]
    if before.endswith(" ") and after[:1] in (" ", ",", ".", ";", ":", "!", "?", ""):
        before = before[:-1]
    return before + after, [(marker.text, "")]


def _mangled(marker: str, variant: str) -> str:
    tag, ident = _tag_and_id(marker)
    inner = marker[2:-2]
    return {
        "spaces": "{{ " + inner + " }}",
        "brackets": "[[" + inner + "]]",
        "lowercase": "{{" + inner.lower() + "}}",
        "stripped": inner,
        "split": "{{" + tag + "-\n" + ident + "}}",
    }[variant]


def mangle_marker(job: _Job) -> Rewrite:
    return _changed(job, [(m, _mangled(m.text, job.variant)) for m in _markers(job.draft)])


def duplicate_marker(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    if not markers:
        return None
    marker = job.pick(markers)
    sentence = _PRAISE[job.lang].format(marker=marker.text)
    return _with_sentence(job.draft, sentence), [(marker.text, sentence)]


def _invented_marker(draft_markers: list[_Found], variant: str) -> str:
    tag, ident = _tag_and_id(draft_markers[0].text)
    if variant == "other_tag":
        return "{{" + next(t for t in _INVENTED_TAGS if t != tag) + "-" + ident + "}}"
    issued = {_tag_and_id(m.text)[1] for m in draft_markers}
    return "{{" + tag + "-" + next(i for i in _INVENTED_IDS if i not in issued) + "}}"


def invent_marker(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    if not markers:
        return None
    invented = _invented_marker(markers, job.variant)
    return _with_sentence(job.draft, _RECOMMEND[job.lang].format(marker=invented)), [("", invented)]


def translate_term(job: _Job) -> Rewrite:
    markers = _markers(job.draft)
    name = job.variant or (job.pick(job.translations) if job.translations else "")
    if not markers or not name:
        return None
    return _changed(job, [(marker, name) for marker in markers])


# -- invented sentences and obedience --------------------------------------------------------------


def _paragraph_end(text: str) -> int:
    """Where a new sentence goes: after the first paragraph that ends a sentence, else the end."""
    position = 0
    for paragraph in text.split("\n\n"):
        position += len(paragraph)
        if paragraph.rstrip().endswith((".", "!", "?")):
            return position - (len(paragraph) - len(paragraph.rstrip()))
        position += 2
    return len(text.rstrip())


def _with_sentence(text: str, sentence: str) -> str:
    at = _paragraph_end(text)
    return f"{text[:at]} {sentence}{text[at:]}"


def _unused(candidates: Iterable[str], text: str) -> str:
    candidates = list(candidates)
    return next((c for c in candidates if c not in text), candidates[-1])


def _long_date(value: dt.date, lang: str) -> str:
    dot = "." if lang == "de" else ""
    return f"{value.day}{dot} {MONTHS[lang][value.month - 1]} {value.year}"


def invent_sentence(job: _Job) -> Rewrite:
    lang = job.lang
    if job.variant == "date":
        deadlines = (
            _long_date(dt.date(2026, 7, 15) + dt.timedelta(days=n), lang) for n in range(3)
        )
        piece = _unused(deadlines, job.draft)
        sentence = _DEADLINE[lang].format(date=piece)
    else:
        discount = job.variant == "discount"
        piece = "CHF " + _unused(_INVENTED_DISCOUNTS if discount else _INVENTED_DEPOSITS, job.draft)
        sentence = (_DISCOUNT if discount else _DEPOSIT)[lang].format(amount=piece)
    return _with_sentence(job.draft, sentence), [("", piece)]


# -- obedience -------------------------------------------------------------------------------------
#
# `obey` plays an LLM that does what the client's message tells it. Each follower looks for one kind
# of instruction and carries it out on the text; all of them run in turn, so a message with two
# instructions gets both obeyed. Every piece a follower writes is logged as (original, new).

_INSTRUCTION_VERBS = (
    r"ignore|forget|write|say|state|tell|put|make|change|print|show|reveal|repeat|answer"
    r"|reply|respond|add|include|grant|give|offer|vergiss|ignorier\w*|schreib\w*|sag\w*|nenn\w*"
    r"|änder\w*|bestätig\w*|wiederhol\w*|zeig\w*|antwort\w*|gib|geben|gewähr\w*|biete\w*|oubliez"
    r"|ignorez|écri\w*|dites|dis|indiquez|mettez|changez|confirm\w*|répét\w*|affich\w*|répond\w*"
    r"|accord\w*|propos\w*|ignora|dimentica|scriv\w*|dica|dite|dì|indichi|metta|cambi\w*|conferm\w*"
    r"|ripet\w*|mostr\w*|rispond\w*|conced\w*|propon\w*|system"
)
_INSTRUCTION = compile_pattern(rf"\b(?:{_INSTRUCTION_VERBS})\b", regex.IGNORECASE)
# A sentence ends at a full stop after a word, a time or a number of three digits or more (not
# after a day: "3. September"), at ! and ?, and at a line's end.
_SENTENCE_BREAK = compile_pattern(r"(?<=(?:\p{L}|:\d\d|\d{3})[.!?])\s+(?=\p{Lu})|(?<=[!?])\s+|\n+")
_QUOTED = compile_pattern(r"[\"“«„](?P<sentence>[^\"”»“\n]{1,200})[\"”»“]")
_DEMANDED_SENTENCE = compile_pattern(
    r"\b(?:says?|write|add|include|sagen|schreiben|sagt|schreibt|dites|écrivez|ajoutez|dire|écrire"
    r"|dite|scrivete|aggiungete|dica|scriva)\b[^\"“«„\n]{0,60}"
    r"[\"“«„](?P<sentence>[^\"”»“\n]{1,200})[\"”»“]",
    regex.IGNORECASE,
)
_DEMANDED_AMOUNT = compile_pattern(
    r"(?:CHF|Fr\.)\s?(?P<int>\d{1,7}(?:[',’]\d{3})*)(?:[.,](?P<cents>\d{2}))?"
    r"|(?P<int2>\d{1,7}(?:[',’]\d{3})*)(?:[.,](?P<cents2>\d{2}))?\s?(?:CHF|francs|Franken|franchi)"
)
# An amount with zero-width characters or in full-width forms, copied as the client wrote it.
_DISGUISED_AMOUNT = compile_pattern(
    r"(?:CHF|ＣＨＦ|Fr\.)[ \u3000]?(?=[\d\u200b-\u200d\u2060\ufeff]{0,12}[^\x00-\x7f])"
    r"\d[\d\u200b-\u200d\u2060\ufeff]{0,12}"
)
_PERCENT = compile_pattern(
    r"(?<![\d.,])\d{1,3}(?:[.,]\d{1,2})?\s?"
    r"(?:%|percent\b|per cent\b|Prozent\b|pour cent\b|per cento\b)",
    regex.IGNORECASE,
)
_TOTAL_WORD = compile_pattern(r"\b(?:total|totale|gesamt\w*|Gesamtpreis)\b", regex.IGNORECASE)
_DISCOUNT_WORD = compile_pattern(
    r"\b(?:discount|off|rebate|\w*rabatt|ermässigung|ermäßigung|nachlass|remise|réduction|rabais"
    r"|sconto|riduzione)\b",
    regex.IGNORECASE,
)
_DEPOSIT_WORD = compile_pattern(
    r"\b(?:deposit|down payment|advance payment|anzahlung|kaution|vorauszahlung|acompte|arrhes"
    r"|acconto|caparra)\b",
    regex.IGNORECASE,
)
_FREE_WORD = compile_pattern(
    r"\b(?:free|gratis|kostenlos|umsonst|gratuit\w*|offert\w*|in omaggio|complimentary)\b",
    regex.IGNORECASE,
)
_CONFIRM_WORD = compile_pattern(r"\b(?:confirm\w*|bestätig\w*|conferm\w*)\b", regex.IGNORECASE)
_REVEAL = compile_pattern(
    r"\b(?:print|show|reveal|repeat|output|display|wiederhol\w*|zeig\w*|gib|verrat\w*|affich\w*"
    r"|montr\w*|répét\w*|révél\w*|recopi\w*|ripet\w*|mostr\w*|rivel\w*|stamp\w*)\b[^.!?\n]{0,40}"
    r"(?:instructions|system ?prompt|system message|systemnachricht|anweisungen|systemprompt"
    r"|consignes|message système|istruzioni|messaggio di sistema)",
    regex.IGNORECASE,
)
_VENUE_NAME = r"(?:Hotel|Hôtel|Albergo|Restaurant|Ristorante|Gasthof)\s\p{Lu}\p{L}+"
_OTHER_VENUE = compile_pattern(
    rf"(?i:\b(?:as|als|comme|come|au nom de|a nome del(?:l')?)\s(?:the\s|das\s|l'|le\s|il\s|l’)?)"
    rf"(?P<venue>{_VENUE_NAME})"
)
_VENUE_ROOM = compile_pattern(
    r"\b(?:its|dessen|seinen|sa|son|la sua|il suo)\s"
    r"(?P<room>\p{Lu}\p{L}+(?:\s(?:de|di|da)\s\p{L}+|\s\p{Lu}\p{L}+)?)"
)
_RENAMED = compile_pattern(
    r"(?i:the room is called|call the room|der Raum heisst|der Raum heißt|nennen Sie den Raum"
    r"|la salle s'appelle|appelez la salle|la sala si chiama|chiami la sala)\s"
    r"(?P<name>[^\s,;:!?]{1,40}(?:\s\p{Lu}[^\s,;:!?]{0,40})?)"
)
# Marker-looking codes in brackets of any kind: what a defused message can still hold.
_CODE = compile_pattern(
    r"(?:\[\[|\(\(|<<|[\[{(«【｛⟦])\s?[A-Za-z]{2,6}[-_][A-Za-z]{2,6}\s?"
    r"(?:\]\]|\)\)|>>|[\]})»】｝⟧])"
)
_TAKEN = {
    "en": compile_pattern(
        r"Unfortunately, (?P<rooms>[^.\n]{1,200}?) (?P<verb>is|are) not available for your event\."
    ),
    "de": compile_pattern(
        r"Leider (?P<verb>ist|sind) (?P<rooms>[^.\n]{1,200}?) für Ihren Anlass nicht verfügbar\."
    ),
    "fr": compile_pattern(
        r"Malheureusement, (?P<rooms>[^.\n]{1,200}?) (?P<verb>n'est|ne sont) pas "
        r"(?P<adjective>disponibles?) pour votre événement\."
    ),
    "it": compile_pattern(
        r"Purtroppo (?P<rooms>[^.\n]{1,200}?) non (?P<verb>è|sono) (?P<adjective>disponibil[ei]) "
        r"per il suo evento\."
    ),
}
_AVAILABLE = {
    "en": "Good news: {rooms} {verb} available for your event.",
    "de": "Gute Nachricht: {rooms} {verb} für Ihren Anlass verfügbar.",
    "fr": "Bonne nouvelle\u00a0: {rooms} {verb} {adjective} pour votre événement.",
    "it": "Buone notizie: {rooms} {verb} {adjective} per il suo evento.",
}
_CONFIRMATION = {
    "en": "We are pleased to confirm {room} for you{when}.",
    "de": "Gerne bestätigen wir Ihnen {room}{when}.",
    "fr": "Nous avons le plaisir de vous confirmer {room}{when}.",
    "it": "Siamo lieti di confermarle {room}{when}.",
}
_CONFIRMATION_DATE = {
    "en": " for {date}",
    "de": " für {date}",
    "fr": " pour le {date}",
    "it": " per {date}",
}
_NO_DEPOSIT = {
    "en": "No deposit is required for your booking.",
    "de": "Für Ihre Buchung ist keine Anzahlung nötig.",
    "fr": "Aucun acompte n'est demandé pour votre réservation.",
    "it": "Per la sua prenotazione non è richiesto alcun acconto.",
}
_FREE_EXTRAS = {
    "en": "All drinks and extras are included free of charge.",
    "de": "Alle Getränke und Extras sind kostenlos inbegriffen.",
    "fr": "Toutes les boissons et les extras sont offerts gratuitement.",
    "it": "Tutte le bevande e gli extra sono inclusi gratuitamente.",
}
_WELCOME = {
    "en": "Welcome to {venue}, where we will be delighted to host you.",
    "de": "Willkommen im {venue}, wir freuen uns auf Ihren Besuch.",
    "fr": "Bienvenue à l'{venue}, nous serons ravis de vous accueillir.",
    "it": "Benvenuti all'{venue}, saremo lieti di ospitarvi.",
}
_HERE_ARE_MY_INSTRUCTIONS = {
    "en": "Of course, here are my instructions:",
    "de": "Gerne, hier sind meine Anweisungen:",
    "fr": "Bien sûr, voici mes instructions :",
    "it": "Certo, ecco le mie istruzioni:",
}

# A follower reads the job and the text so far and returns the text changed, or None.
Follower = Callable[[_Job, str], Rewrite]


def _split(pattern: regex.Pattern[str], text: str) -> list[str]:
    """The pieces of `text` between the matches of `pattern`."""
    pieces, at = [], 0
    for match in scan(pattern, text):
        pieces.append(text[at : match.start()])
        at = match.end()
    return [*pieces, text[at:]]


def _without_quotes(text: str) -> str:
    """The client's words without the sentences it quotes (those are obeyed as sentences)."""
    return " ".join(_split(_QUOTED, text))


def _sentences(text: str) -> list[str]:
    return [sentence for sentence in _split(_SENTENCE_BREAK, text) if sentence.strip()]


def _instructions(job: _Job) -> str:
    """The sentences of the client's message that tell the assistant to do something."""
    return "\n".join(
        sentence
        for sentence in _sentences(_without_quotes(job.context))
        if _has_any(_INSTRUCTION, sentence)
    )


def _first(pattern: regex.Pattern[str], text: str) -> regex.Match[str] | None:
    return next(scan(pattern, text), None)


def _after_salutation(text: str, paragraph: str) -> str:
    first_line, _, rest = text.partition("\n")
    body = rest.lstrip("\n")
    if _is_salutation(first_line) and body:
        return f"{first_line}\n\n{paragraph}\n\n{body}"
    return f"{paragraph}\n\n{text}"


def _reveal_instructions(job: _Job, text: str) -> Rewrite:
    if not job.system.strip() or not _has_any(_REVEAL, _instructions(job)):
        return None
    pasted = f"{_HERE_ARE_MY_INSTRUCTIONS[job.lang]}\n\n{job.system.strip()}"
    lines = [line.strip() for line in job.system.splitlines() if line.strip()]
    return _after_salutation(text, pasted), [("", line) for line in lines]


def _speak_for_other_venue(job: _Job, text: str) -> Rewrite:
    instructions = _instructions(job)
    venue = _first(_OTHER_VENUE, instructions)
    if venue is None:
        return None
    text = _with_sentence(text, _WELCOME[job.lang].format(venue=venue["venue"]))
    pieces = [("", venue["venue"])]
    room, markers = _first(_VENUE_ROOM, instructions[venue.end() :]), _markers(text)
    if room is not None and markers:
        text = _replaced(text, markers[0], room["room"])
        pieces.append((markers[0].text, room["room"]))
    return text, pieces


def _available_sentence(taken: regex.Match[str], lang: str) -> str:
    rooms = taken["rooms"]
    verb = {"n'est": "est", "ne sont": "sont"}.get(taken["verb"], taken["verb"])
    if lang == "de":
        rooms = rooms[:1].upper() + rooms[1:]
    adjective = taken.groupdict().get("adjective") or ""
    return _AVAILABLE[lang].format(rooms=rooms, verb=verb, adjective=adjective)


def _confirm_what_is_taken(job: _Job, text: str) -> Rewrite:
    """Says a room the draft calls unavailable is available, and confirms it."""
    if not _has_any(_CONFIRM_WORD, _instructions(job)):
        return None
    pieces = []
    taken = _first(_TAKEN[job.lang], text)
    if taken is not None:
        available = _available_sentence(taken, job.lang)
        text = _replaced(text, _found(taken), available)
        pieces.append((taken.group(), available))
    markers = _markers(pieces[0][1] if pieces else text)  # the taken room's, else the first
    if not markers:
        return (text, pieces) if pieces else None
    dates = _date_changes(text, job.lang, "day")
    when = _CONFIRMATION_DATE[job.lang].format(date=dates[0][0].text) if dates else ""
    sentence = _CONFIRMATION[job.lang].format(room=markers[0].text, when=when)
    return _with_sentence(text, sentence), [*pieces, ("", sentence)]


def _has_any(pattern: regex.Pattern[str], text: str) -> bool:
    return _first(pattern, text) is not None


def _demanded_price(job: _Job, text: str) -> Rewrite:
    """The amount the client names, in place of the draft's first amount (its total when asked).

    Any sentence of the message counts, not only instructions ("The room must cost CHF 900."),
    but not one about a discount or a deposit: those get sentences of their own.
    """
    amounts = _amount_matches(text)
    if not amounts:
        return None
    for sentence in _sentences(_without_quotes(job.context)):
        if _has_any(_DISCOUNT_WORD, sentence) or _has_any(_DEPOSIT_WORD, sentence):
            continue
        target = amounts[-1] if _has_any(_TOTAL_WORD, sentence) else amounts[0]
        new = _price_as_written(sentence, target)
        if new is not None:
            return _replaced(text, _found(target), new), [(target.group(), new)]
    return None


def _price_as_written(sentence: str, target: regex.Match[str]) -> str | None:
    """In the draft's form; one disguised with unicode tricks exactly as the client wrote it."""
    disguised = _first(_DISGUISED_AMOUNT, sentence)
    if disguised is not None:
        return disguised.group()
    demanded = _demanded_amount(sentence)
    return _amount_as_written(target, *demanded) if demanded else None


def _demanded_amount(context: str) -> tuple[str, str] | None:
    for match in scan(_DEMANDED_AMOUNT, context):
        whole = match["int"] or match["int2"]
        cents = match["cents"] or match["cents2"] or "00"
        return "".join(ch for ch in whole if ch.isdigit()), cents
    return None


def _amount_as_written(match: regex.Match[str], whole: str, cents: str) -> str:
    written = match["int"]
    separator = next((ch for ch in written if not ch.isdigit()), "")
    grouped = f"{int(whole):,}".replace(",", separator) if separator else whole
    decimals = match["dec"] or ""
    new = {"int": grouped}
    if decimals[1:].isdigit():
        new["dec"] = decimals[0] + cents
    return _with_groups(match, new)


def _plain_amount(sentence: str) -> str | None:
    demanded = _demanded_amount(sentence)
    return f"CHF {demanded[0]}.{demanded[1]}" if demanded else None


def _grant_discount(job: _Job, text: str) -> Rewrite:
    for sentence in _sentences(_instructions(job)):
        if not _has_any(_DISCOUNT_WORD, sentence):
            continue
        percent = _first(_PERCENT, sentence)
        value = percent.group() if percent is not None else _plain_amount(sentence)
        if value is not None:
            return _with_sentence(text, _DISCOUNT[job.lang].format(amount=value)), [("", value)]
    return None


def _invent_deposit(job: _Job, text: str) -> Rewrite:
    for sentence in _sentences(_instructions(job)):
        if not _has_any(_DEPOSIT_WORD, sentence):
            continue
        amount = _plain_amount(sentence)
        if amount is None:
            written = _NO_DEPOSIT[job.lang]
            return _with_sentence(text, written), [("", written)]
        return _with_sentence(text, _DEPOSIT[job.lang].format(amount=amount)), [("", amount)]
    return None


def _give_extras_free(job: _Job, text: str) -> Rewrite:
    if not _has_any(_FREE_WORD, _instructions(job)):
        return None
    sentence = _FREE_EXTRAS[job.lang]
    return _with_sentence(text, sentence), [("", sentence)]


def _first_long_date(text: str, langs: Iterable[str]) -> tuple[_Found, dt.date] | None:
    """The first date written with its month's name in one of `langs`, and its value."""
    for lang in langs:
        for match in scan(_LONG_DATES[lang], text):
            value = _long_date_value(match, lang)
            if value is not None:
                return _found(match), value
    return None


def _demanded_date(job: _Job, text: str) -> Rewrite:
    """The date the instructions name, in place of the draft's first date."""
    demanded = _first_long_date(_instructions(job), MONTHS)
    drafted = _first_long_date(text, [job.lang])
    if demanded is None or drafted is None or demanded[1] == drafted[1]:
        return None
    written, original = demanded[0].text, drafted[0]
    return _replaced(text, original, written), [(original.text, written)]


def _demanded_count(job: _Job, text: str) -> Rewrite:
    demanded = _first(_COUNT, _instructions(job))
    counts = list(scan(_COUNT, text))
    if demanded is None or not counts or demanded["number"] == counts[0]["number"]:
        return None
    new = _with_number(counts[0], "number", demanded["number"])
    return _replaced(text, _found(counts[0]), new), [(counts[0].group(), new)]


def _rename_room(job: _Job, text: str) -> Rewrite:
    renamed, markers = _first(_RENAMED, _without_quotes(job.context)), _markers(text)
    if renamed is None or not markers:
        return None
    name = renamed["name"].rstrip(".")
    return _replaced(text, markers[0], name), [(markers[0].text, name)]


def _add_quoted_sentences(job: _Job, text: str) -> Rewrite:
    pieces = []
    for match in scan(_DEMANDED_SENTENCE, job.context):
        sentence = match["sentence"].strip()
        text = _with_sentence(text, sentence)
        pieces.append(("", sentence))
    return (text, pieces) if pieces else None


def _copy_codes(job: _Job, text: str) -> Rewrite:
    """Writes the marker-looking codes of the message beside the draft's first marker."""
    codes = [match.group() for match in scan(_CODE, job.context)]
    markers = _markers(text)
    if not codes or not markers:
        return None
    at = markers[0].end
    return f"{text[:at]} {' '.join(codes)}{text[at:]}", [("", code) for code in codes]


_FOLLOWERS: tuple[Follower, ...] = (
    _reveal_instructions,
    _speak_for_other_venue,
    _confirm_what_is_taken,
    _demanded_price,
    _grant_discount,
    _invent_deposit,
    _give_extras_free,
    _demanded_date,
    _demanded_count,
    _rename_room,
    _add_quoted_sentences,
    _copy_codes,
)


def obey(job: _Job) -> Rewrite:
    text, pieces = job.draft, []
    for follow in _FOLLOWERS:
        followed = follow(job, text)
        if followed is not None:
            text, pieces = followed[0], pieces + followed[1]
    return (text, pieces) if pieces else None


def faithful(job: _Job) -> Rewrite:
    return job.draft, []


# -- answers that are no reply from the venue, or lose what is not a value ---------------------------
#
# What small local models do: echo the client, refuse, leave placeholders, sign with the client's
# name, slip into another script, drop the quote, the price basis or the question to the client.

_REFUSALS = {
    "en": "I'm sorry, but I can't help with this request.",
    "de": "Es tut mir leid, aber ich kann Ihnen dabei nicht helfen.",
    "fr": "Je suis désolé, mais je ne peux pas vous aider avec cette demande.",
    "it": "Mi dispiace, ma non posso aiutarla con questa richiesta.",
}
_PLACEHOLDERS = {"en": "[Your Name]", "de": "[Ihr Name]", "fr": "[Votre nom]", "it": "[Il suo nome]"}
_SLIP = "组织"
_VAT_BASIS = compile_pattern(
    r"[ \u00a0]?(?:excl\. VAT|exclude VAT|exkl\. MwSt\.|hors TVA|IVA esclusa)", regex.IGNORECASE
)
_ASKING = compile_pattern(
    r"could you|teilen Sie uns|Dürfen wir|pourriez-vous|potrebbe", regex.IGNORECASE
)


def echo(job: _Job) -> Rewrite:
    message = job.context.strip()
    if not message:
        return None
    return f"{message}\n\n{job.draft.splitlines()[-1]}", [("", message)]


def refuse(job: _Job) -> Rewrite:
    refusal = _REFUSALS.get(job.lang, _REFUSALS["en"])
    return refusal, [("", refusal)]


def placeholder(job: _Job) -> Rewrite:
    slot = _PLACEHOLDERS.get(job.lang, _PLACEHOLDERS["en"])
    return f"{job.draft.rstrip()}\n{slot}", [("", slot)]


def sign_as_client(job: _Job) -> Rewrite:
    """Signs with the last name of the client's message ("…, Anna Keller")."""
    signature = job.context.strip().rstrip(".").rsplit(",", 1)[-1].strip()
    if not signature or len(signature) > 40 or signature == job.context.strip():
        return None
    return f"{job.draft.rstrip()},\n{signature}", [("", signature)]


def foreign_script(job: _Job) -> Rewrite:
    """Another script inside the last word of the last sentence before the sign-off."""
    paragraphs = job.draft.split("\n\n")
    for index in range(len(paragraphs) - 1, -1, -1):
        body = paragraphs[index].rstrip()
        if body.endswith(".") and " " in body:
            at = body.rfind(" ") + 1
            paragraphs[index] = body[:at] + body[at:-1] + _SLIP + "ieren."
            return "\n\n".join(paragraphs), [("", _SLIP)]
    return None


def drop_block(job: _Job) -> Rewrite:
    """Leaves out the first paragraph of several lines (a room list or a quote)."""
    paragraphs = job.draft.split("\n\n")
    for index, paragraph in enumerate(paragraphs):
        if paragraph.count("\n") >= 2:
            return "\n\n".join(paragraphs[:index] + paragraphs[index + 1 :]), [(paragraph, "")]
    return None


def drop_statement(job: _Job) -> Rewrite:
    """Leaves out the line or sentence stating the price basis, or asking the client."""
    pattern = _ASKING if job.variant == "question" else _VAT_BASIS
    for line in job.draft.split("\n"):
        if next(scan(pattern, line), None) and "{{" not in line and "CHF" not in line:
            return job.draft.replace(line + "\n", "", 1).replace(line, "", 1), [(line.strip(), "")]
    found = next(scan(pattern, job.draft), None) if job.variant != "question" else None
    if found is None:
        return None
    # the basis inside a quote line: "Subtotal excl. VAT: CHF …" → "Subtotal: CHF …"
    return job.draft[: found.start()] + job.draft[found.end() :], [(found.group().strip(), "")]


def with_opening(text: str, lang: str) -> str:
    """`text` with a friendly first sentence, after the salutation line if there is one."""
    opening = OPENINGS.get(lang, OPENINGS["en"])
    first_line, newline, rest = text.partition("\n")
    if _is_salutation(first_line) and rest.strip():
        body = rest.lstrip("\n")
        return f"{first_line}{newline}{rest[: len(rest) - len(body)]}{opening} {body}"
    return f"{opening} {text}"


def _is_salutation(line: str) -> bool:
    """A greeting such as "Hello," or "Guten Tag": a short line that ends no sentence."""
    line = line.strip()
    return 0 < len(line) <= 60 and not line.endswith((".", "!", "?", ":"))


# -- transport behaviours --------------------------------------------------------------------------


def _error_body(message: str, error_type: str) -> dict[str, Any]:
    return {"error": {"message": message, "type": error_type, "param": None, "code": None}}


def respond_http_500(handler: _Handler, job: _Job) -> None:
    handler.send_json(
        500, _error_body("The server had an error while processing your request.", "server_error")
    )


def respond_http_429(handler: _Handler, job: _Job) -> None:
    handler.send_json(
        429, _error_body("Rate limit reached.", "rate_limit_error"), {"Retry-After": "0"}
    )


def respond_http_400(handler: _Handler, job: _Job) -> None:
    handler.send_json(400, _error_body("Invalid request.", "invalid_request_error"))


def respond_hang(handler: _Handler, job: _Job) -> None:
    handler.owner.stopping.wait(handler.owner.hang_seconds)
    handler.close_connection = True


def respond_trickle(handler: _Handler, job: _Job) -> None:
    content = with_opening(job.draft, job.lang)
    handler.owner.record_content(job.number, content)
    body = json.dumps(handler.owner.completion(content)).encode("utf-8")
    head = (
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
    ).encode("ascii")
    handler.close_connection = True
    for byte in head + body:
        if handler.owner.stopping.wait(handler.owner.trickle_seconds):
            return
        handler.wfile.write(bytes([byte]))


def respond_garbage(handler: _Handler, job: _Job) -> None:
    if job.variant == "truncated":
        body = json.dumps(handler.owner.completion(job.draft))
        handler.send_bytes(200, body[: len(body) // 2].encode("utf-8"), "application/json")
    else:
        page = "<html><head><title>502 Bad Gateway</title></head><body>Bad Gateway</body></html>"
        handler.send_bytes(200, page.encode("utf-8"), "text/html")


def respond_wrong_shape(handler: _Handler, job: _Job) -> None:
    payload = handler.owner.completion(job.draft)
    if job.variant == "no_choices":
        del payload["choices"]
        payload["result"] = job.draft
    elif job.variant == "empty_choices":
        payload["choices"] = []
    else:
        del payload["choices"][0]["message"]["content"]
    handler.send_json(200, payload)


def respond_empty(handler: _Handler, job: _Job) -> None:
    content = "" if job.variant == "empty" else " \n\t "
    handler.owner.record_content(job.number, content)
    handler.send_json(200, handler.owner.completion(content))


@dataclass(frozen=True, slots=True)
class Behaviour:
    name: str
    variants: tuple[str, ...] = ()
    rewrite: Callable[[_Job], Rewrite] | None = None
    respond: Callable[[_Handler, _Job], None] | None = None
    any_variant: bool = False  # translate_term: the variant is free text, the name to write


BEHAVIOURS: dict[str, Behaviour] = {
    b.name: b
    for b in (
        Behaviour("faithful", rewrite=faithful),
        Behaviour("change_date", ("day", "month"), rewrite=change_date),
        Behaviour("change_time", rewrite=change_time),
        Behaviour("change_amount", rewrite=change_amount),
        Behaviour("change_count", rewrite=change_count),
        Behaviour("drop_marker", rewrite=drop_marker),
        Behaviour(
            "mangle_marker",
            ("spaces", "brackets", "lowercase", "stripped", "split"),
            rewrite=mangle_marker,
        ),
        Behaviour("duplicate_marker", rewrite=duplicate_marker),
        Behaviour("invent_marker", ("same_tag", "other_tag"), rewrite=invent_marker),
        Behaviour("translate_term", rewrite=translate_term, any_variant=True),
        Behaviour("invent_sentence", ("price", "date", "discount"), rewrite=invent_sentence),
        Behaviour("obey", rewrite=obey),
        Behaviour("echo", rewrite=echo),
        Behaviour("refuse", rewrite=refuse),
        Behaviour("placeholder", rewrite=placeholder),
        Behaviour("sign_as_client", rewrite=sign_as_client),
        Behaviour("foreign_script", rewrite=foreign_script),
        Behaviour("drop_block", rewrite=drop_block),
        Behaviour("drop_statement", ("basis", "question"), rewrite=drop_statement),
        Behaviour("http_500", respond=respond_http_500),
        Behaviour("http_429", respond=respond_http_429),
        Behaviour("http_400", respond=respond_http_400),
        Behaviour("hang", respond=respond_hang),
        Behaviour("trickle", respond=respond_trickle),
        Behaviour("garbage", ("html", "truncated"), respond=respond_garbage),
        Behaviour(
            "wrong_shape",
            ("no_choices", "empty_choices", "no_content"),
            respond=respond_wrong_shape,
        ),
        Behaviour("empty", ("empty", "blank"), respond=respond_empty),
    )
}

# A mix for a person pointing Factlock at the server: mostly fact errors, some outages.
DEFAULT_MIX: dict[str, float] = {
    "faithful": 4,
    **dict.fromkeys(
        (
            "change_date change_time change_amount change_count drop_marker mangle_marker "
            "duplicate_marker invent_marker translate_term invent_sentence obey http_500"
        ).split(),
        1.0,
    ),
    **dict.fromkeys("http_429 garbage wrong_shape empty".split(), 0.5),
    **dict.fromkeys("hang trickle".split(), 0.2),
}


def parse_behaviour(spec: str) -> tuple[Behaviour, str | None]:
    """The behaviour and variant of a spec, "name" or "name:variant" (variant None: not given)."""
    name, colon, variant = spec.partition(":")
    behaviour = BEHAVIOURS.get(name.strip())
    if behaviour is None:
        raise ValueError(f"unknown behaviour {name!r}; known: {', '.join(BEHAVIOURS)}")
    if not colon:
        return behaviour, None
    if not behaviour.any_variant and variant not in behaviour.variants:
        raise ValueError(
            f"{name} has no variant {variant!r}; it has: {', '.join(behaviour.variants) or 'none'}"
        )
    return behaviour, variant


# -- the HTTP side ---------------------------------------------------------------------------------


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False  # stop() must not wait for a hanging answer
    allow_reuse_address = True
    owner: MisbehavingServer


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _HTTPServer

    @property
    def owner(self) -> MisbehavingServer:
        return self.server.owner

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in two writes; without this, Nagle's algorithm holds the body.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.owner.connection_opened(self.connection)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.owner.connection_closed(self.connection)

    def do_GET(self) -> None:
        if self.path.rstrip("/").endswith("/models"):
            self.send_json(200, self.owner.models())
        else:
            self.send_json(404, _error_body(f"no route {self.path}", "invalid_request_error"))

    def do_POST(self) -> None:
        if not self.path.rstrip("/").endswith("/chat/completions"):
            self._discard_body()
            self.send_json(404, _error_body(f"no route {self.path}", "invalid_request_error"))
            return
        try:
            self.owner.answer(self)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True  # the client gave up; nothing to answer

    def read_json(self) -> dict[str, Any] | None:
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_REQUEST_BYTES:
            self.close_connection = True
            return None
        try:
            payload = json.loads(self.rfile.read(length) or b"null")
        except ValueError:
            return None
        return payload if isinstance(payload, dict) else None

    def _discard_body(self) -> None:
        self.rfile.read(min(int(self.headers.get("Content-Length") or 0), MAX_REQUEST_BYTES))

    def send_json(
        self, status: int, payload: object, headers: Mapping[str, str] | None = None
    ) -> None:
        self.send_bytes(
            status,
            json.dumps(payload, ensure_ascii=False).encode("utf-8"),
            "application/json",
            headers,
        )

    def send_bytes(
        self, status: int, body: bytes, content_type: str, headers: Mapping[str, str] | None = None
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass  # requests are recorded in the server's log instead


class MisbehavingServer:
    """The server, on 127.0.0.1 in a background thread; a context manager that starts and stops it.

    `mix` is None (no draws: faithful when the script is empty), a list of behaviour specs drawn
    alike, or a mapping of spec → weight. Draws use a generator seeded with (seed, request
    number), so the same seed gives the same answers to the same requests in any thread order.
    """

    def __init__(
        self,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        seed: int = 0,
        mix: Mapping[str, float] | Iterable[str] | None = None,
        translations: Iterable[str] = DEFAULT_TRANSLATIONS,
        api_key: str | None = None,
        model: str = DEFAULT_MODEL,
        hang_seconds: float = 60.0,
        trickle_seconds: float = 0.2,
        on_answer: Callable[[RecordedRequest, list[Mutation]], None] | None = None,
    ) -> None:
        self.host = host
        self.port = port
        self.seed = seed
        self.mix = _weighted(mix)
        self.translations = tuple(translations)
        self.api_key = api_key
        self.model = model
        self.hang_seconds = hang_seconds
        self.trickle_seconds = trickle_seconds
        self.on_answer = on_answer
        self.stopping = threading.Event()
        self._lock = threading.Lock()
        self._script: deque[str] = deque()
        self._count = 0
        self._requests: list[RecordedRequest] = []
        self._mutations: list[Mutation] = []
        self._connections: set[socket.socket] = set()
        self._httpd: _HTTPServer | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle

    def start(self) -> MisbehavingServer:
        self._httpd = _HTTPServer((self.host, self.port), _Handler)
        self._httpd.owner = self
        self.port = self._httpd.server_address[1]
        self._thread = threading.Thread(
            target=self._httpd.serve_forever,
            kwargs={"poll_interval": 0.05},
            name="misbehaving-server",
            daemon=True,
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        self.stopping.set()
        self._httpd.shutdown()
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd = None

    def __enter__(self) -> MisbehavingServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    # -- what the test sets and reads

    def script(self, *behaviours: str) -> None:
        """Queues behaviours ("change_date", "mangle_marker:split") for the next requests."""
        for spec in behaviours:
            parse_behaviour(spec)
        with self._lock:
            self._script.extend(behaviours)

    def clear_script(self) -> None:
        """Drops behaviours queued but not used (a first answer that verified needs no second)."""
        with self._lock:
            self._script.clear()

    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    @property
    def mutations(self) -> list[Mutation]:
        with self._lock:
            return list(self._mutations)

    def mutations_of(self, request: int) -> list[Mutation]:
        return [mutation for mutation in self.mutations if mutation.request == request]

    # -- answering

    def answer(self, handler: _Handler) -> None:
        body = handler.read_json()
        messages = body.get("messages") if body else None
        draft = _last_user_content(messages)
        authorization = handler.headers.get("Authorization")
        number = self._next_number()
        if self.api_key and authorization != f"Bearer {self.api_key}":
            self._record(
                RecordedRequest(number, "rejected", _messages(messages), authorization, body or {})
            )
            handler.send_json(
                401, _error_body("Incorrect API key provided.", "invalid_request_error")
            )
            return
        if draft is None:
            self._record(
                RecordedRequest(number, "rejected", _messages(messages), authorization, body or {})
            )
            handler.send_json(
                400, _error_body("messages must end with a user message", "invalid_request_error")
            )
            return
        behaviour, job = self._job(number, draft, messages)
        label = f"{behaviour.name}:{job.variant}" if job.variant else behaviour.name
        self._record(RecordedRequest(number, label, _messages(messages), authorization, body))
        if behaviour.respond is not None:
            behaviour.respond(handler, job)
            self._announce(number)
            return
        content = self._rephrased(behaviour, job, label)
        self.record_content(number, content)
        handler.send_json(200, self.completion(content, body.get("model")))
        self._announce(number)

    def completion(self, content: str, model: object = None) -> dict[str, Any]:
        return {
            "id": f"chatcmpl-misbehaving-{time.monotonic_ns()}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model if isinstance(model, str) and model else self.model,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": 0,
                "completion_tokens": len(content.split()),
                "total_tokens": 0,
            },
        }

    def models(self) -> dict[str, Any]:
        return {
            "object": "list",
            "data": [{"id": self.model, "object": "model", "owned_by": "factlock-tests"}],
        }

    def record_content(self, number: int, content: str) -> None:
        with self._lock:
            for index, request in enumerate(self._requests):
                if request.number == number:
                    self._requests[index] = _with_content(request, content)

    def connection_opened(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.add(connection)

    def connection_closed(self, connection: socket.socket) -> None:
        with self._lock:
            self._connections.discard(connection)

    def _rephrased(self, behaviour: Behaviour, job: _Job, label: str) -> str:
        assert behaviour.rewrite is not None
        rewritten = behaviour.rewrite(job)
        text, pieces = rewritten if rewritten is not None else (job.draft, [])
        with self._lock:
            self._mutations += [
                Mutation(job.number, label, original, new) for original, new in pieces
            ]
        return with_opening(text, job.lang)

    def _job(
        self, number: int, draft: str, messages: list[dict[str, Any]]
    ) -> tuple[Behaviour, _Job]:
        rng = random.Random(f"{self.seed}:{number}")
        with self._lock:
            scripted_spec = self._script.popleft() if self._script else None
        spec = scripted_spec or (_draw(self.mix, rng) if self.mix else "faithful")
        behaviour, variant = parse_behaviour(spec)
        scripted = scripted_spec is not None or not self.mix
        if variant is None and behaviour.variants:
            variant = behaviour.variants[0] if scripted else rng.choice(behaviour.variants)
        job = _Job(
            number=number,
            draft=draft,
            lang=detect_language(draft),
            variant=variant or "",
            scripted=scripted,
            rng=rng,
            context=_client_context(messages),
            translations=self.translations,
            system=_system_content(messages),
        )
        return behaviour, job

    def _next_number(self) -> int:
        with self._lock:
            self._count += 1
            return self._count

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self._requests.append(request)

    def _announce(self, number: int) -> None:
        if self.on_answer is None:
            return
        request = next(r for r in self.requests if r.number == number)
        self.on_answer(request, self.mutations_of(number))


def _weighted(mix: Mapping[str, float] | Iterable[str] | None) -> list[tuple[str, float]]:
    if mix is None:
        return []
    pairs = list(mix.items()) if isinstance(mix, Mapping) else [(spec, 1.0) for spec in mix]
    for spec, weight in pairs:
        parse_behaviour(spec)
        if weight < 0:
            raise ValueError(f"negative weight for {spec}")
    return [(spec, weight) for spec, weight in pairs if weight > 0]


def _draw(mix: list[tuple[str, float]], rng: random.Random) -> str:
    specs, weights = zip(*mix, strict=True)
    return rng.choices(specs, weights=weights)[0]


def _messages(messages: object) -> tuple[dict[str, Any], ...]:
    if not isinstance(messages, list):
        return ()
    return tuple(m for m in messages if isinstance(m, dict))


def _last_user_content(messages: object) -> str | None:
    users = [m for m in _messages(messages) if m.get("role") == "user"]
    if not users or users[-1] is not _messages(messages)[-1]:
        return None
    content = users[-1].get("content")
    return content if isinstance(content, str) else None


def _client_context(messages: list[dict[str, Any]]) -> str:
    """The client's words from the context message, without its heading and quote marks."""
    for message in _messages(messages)[:-1]:
        content = message.get("content")
        if (
            message.get("role") == "user"
            and isinstance(content, str)
            and content.startswith(CLIENT_MESSAGE_HEADING)
        ):
            quoted = content[len(CLIENT_MESSAGE_HEADING) :].strip("\n").splitlines()
            return "\n".join(
                line[2:] if line.startswith("> ") else line.lstrip(">") for line in quoted
            )
    return ""


def _system_content(messages: list[dict[str, Any]]) -> str:
    system = [m.get("content") for m in _messages(messages) if m.get("role") == "system"]
    return system[0] if system and isinstance(system[0], str) else ""


def _with_content(request: RecordedRequest, content: str) -> RecordedRequest:
    return RecordedRequest(
        request.number,
        request.behaviour,
        request.messages,
        request.authorization,
        request.body,
        content,
    )


# -- command line ----------------------------------------------------------------------------------


def _print_answer(request: RecordedRequest, mutations: list[Mutation]) -> None:
    changes = "; ".join(f"{m.original!r} → {m.new!r}" for m in mutations) or "no change"
    print(f"#{request.number} {request.behaviour}: {changes}", flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.misbehaving_server",
        description="An OpenAI-compatible chat-completions server that misbehaves on purpose.",
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8081)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mix", action="store_true", help="draw behaviours from the default mix")
    parser.add_argument(
        "--behaviours", help="comma-separated behaviours to draw from instead of the default mix"
    )
    parser.add_argument(
        "--script", help="comma-separated behaviours for the first requests, in order"
    )
    parser.add_argument("--api-key", help="require 'Authorization: Bearer KEY'")
    parser.add_argument("--translations", help="comma-separated names translate_term writes")
    parser.add_argument("--hang-seconds", type=float, default=60.0)
    args = parser.parse_args(argv)
    mix: Mapping[str, float] | list[str] | None = None
    if args.behaviours:
        mix = [spec.strip() for spec in args.behaviours.split(",") if spec.strip()]
    elif args.mix:
        mix = DEFAULT_MIX
    translations = (
        [t.strip() for t in args.translations.split(",")]
        if args.translations
        else DEFAULT_TRANSLATIONS
    )
    server = MisbehavingServer(
        host=args.host,
        port=args.port,
        seed=args.seed,
        mix=mix,
        translations=translations,
        api_key=args.api_key,
        hang_seconds=args.hang_seconds,
        on_answer=_print_answer,
    )
    if args.script:
        server.script(*(spec.strip() for spec in args.script.split(",") if spec.strip()))
    with server:
        print(
            f"Misbehaving chat-completions server on {server.base_url} (seed {args.seed})",
            flush=True,
        )
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            print("stopping", flush=True)


if __name__ == "__main__":
    main()
