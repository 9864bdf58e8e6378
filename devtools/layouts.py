"""Whole replies in every layout a venue writes, built from the generator oracle's renderings.

Each case is one reply that states six facts (a date, a time, an amount, a count, a room and a
product) in one locale and one layout: a letter, a chat message, markdown bullets with bold
labels, a markdown table, HTML (paragraphs, a list with `<strong>` labels, entities such as
`&nbsp;` and `&amp;`), and a letter with practical information (the venue's address, its tram,
parking, Wi-Fi, phone and IBAN). The values are rendered in the forms of
devtools.generated (CLDR through babel, num2words, the word forms of each language), so every
layout meets every way a locale writes its facts.

Two promises are checked on each case:

* clean: the reply as written is `ok` and `repair` returns it byte for byte;
* one wrong value: the same reply with one of its four values changed (the same form, another
  value) is corrected to a text that verifies, and that differs from the wrong reply only where
  the wrong value stood: nothing before or after it changes.

    python -m bench.layouts [--cases 40] [--seed 11]
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from devtools.generated import (
    FORMS,
    FRAMES,
    LOCALES,
    CountValue,
    Form,
    Rendered,
    lang_of,
)

LAYOUTS = ("letter", "chat", "bullets", "table", "html", "practical", "programme")
VALUE_KINDS = ("date", "time", "amount", "count")
# The programme states two more values: the end of the event's time and the total of a price
# per person (the count times it), each in its partner's form.
PROGRAMME_KINDS = (*VALUE_KINDS, "end", "total")
LABELLED = frozenset({"bullets", "table", "html", "programme"})

ROOMS = ("Seeterrasse", "Salon Rose", "Kubus", "Panorama", "Arvenstube")
PRODUCTS = ("Apéro riche", "Business Lunch", "Flying Dinner", "Raclette-Abend")

# The words around the facts, written for this generator in each language.
WORDS: dict[str, dict[str, Any]] = {
    "en": {
        "runs": "The event runs from {a} to {b}.",
        "price": "The price is {p} per person, {t} in total, for {c}.",
        "greeting": "Dear Ms Keller,",
        "thanks": "Thank you for your enquiry and for choosing Hotel Alpenblick & Spa.",
        "room": "The room {r} is reserved for your group.",
        "product": "The offer includes our {p}.",
        "closing": "Kind regards",
        "labels": ("Date", "Time", "Total", "Group", "Room", "Package"),
        "head": ("Item", "Detail"),
        "summary": "Here is a summary of your booking:",
        "practical": (
            "Our address is Seestrasse 12, 8002 Zürich; tram 11 stops in front of the hotel.",
            "Parking: the first 3 hours are free for our guests.",
            "Wi-Fi: «Alpenblick-Guest». Phone +41 44 123 45 67, IBAN CH93 0076 2011 6238 5295 7.",
        ),
    },
    "de": {
        "runs": "Der Anlass dauert von {a} bis {b}.",
        "price": "Der Preis beträgt {p} pro Person, {t} insgesamt, für {c}.",
        "greeting": "Sehr geehrte Frau Keller",
        "thanks": "Vielen Dank für Ihre Anfrage und dass Sie Hotel Alpenblick & Spa gewählt haben.",
        "room": "Der Raum {r} ist für Ihre Gruppe reserviert.",
        "product": "Das Angebot umfasst unser {p}.",
        "closing": "Freundliche Grüsse",
        "labels": ("Datum", "Zeit", "Total", "Gruppe", "Raum", "Paket"),
        "head": ("Punkt", "Angabe"),
        "summary": "Hier die Übersicht Ihrer Buchung:",
        "practical": (
            "Unsere Adresse: Seestrasse 12, 8002 Zürich; das Tram 11 hält vor dem Hotel.",
            "Parkieren: Die ersten 3 Stunden sind für unsere Gäste kostenlos.",
            "WLAN: «Alpenblick-Gast». Telefon +41 44 123 45 67, IBAN CH93 0076 2011 6238 5295 7.",
        ),
    },
    "fr": {
        "runs": "L'événement a lieu de {a} à {b}.",
        "price": "Le prix est de {p} par personne, soit {t} au total, pour {c}.",
        "greeting": "Chère Madame Keller,",
        "thanks": "Merci pour votre demande et d'avoir choisi l'Hôtel Alpenblick & Spa.",
        "room": "La salle {r} est réservée pour votre groupe.",
        "product": "L'offre comprend notre {p}.",
        "closing": "Meilleures salutations",
        "labels": ("Date", "Heure", "Total", "Groupe", "Salle", "Forfait"),
        "head": ("Élément", "Détail"),
        "summary": "Voici le résumé de votre réservation :",
        "practical": (
            "Notre adresse : Seestrasse 12, 8002 Zürich ; le tram 11 s'arrête devant l'hôtel.",
            "Parking : les 3 premières heures sont offertes à nos hôtes.",
            "Wi-Fi : «Alpenblick-Guest». Téléphone +41 44 123 45 67, IBAN CH93 0076 2011 6238 5295 7.",
        ),
    },
    "it": {
        "runs": "L'evento si svolge dalle {a} alle {b}.",
        "price": "Il prezzo è di {p} a persona, {t} in totale, per {c}.",
        "greeting": "Gentile signora Keller,",
        "thanks": "Grazie per la richiesta e per aver scelto l'Hotel Alpenblick & Spa.",
        "room": "La sala {r} è riservata per il vostro gruppo.",
        "product": "L'offerta comprende il nostro {p}.",
        "closing": "Cordiali saluti",
        "labels": ("Data", "Ora", "Totale", "Gruppo", "Sala", "Pacchetto"),
        "head": ("Voce", "Dettaglio"),
        "summary": "Ecco il riepilogo della prenotazione:",
        "practical": (
            "Il nostro indirizzo: Seestrasse 12, 8002 Zürich; il tram 11 ferma davanti all'hotel.",
            "Parcheggio: le prime 3 ore sono gratuite per i nostri ospiti.",
            "Wi-Fi: «Alpenblick-Guest». Telefono +41 44 123 45 67, IBAN CH93 0076 2011 6238 5295 7.",
        ),
    },
}
SIGNATURE = "Anna Meier\nHotel Alpenblick & Spa"
# Words a rendering may open with that a label stands in place of ("Time: 18:30", not "Time: at
# 18:30"): labelled layouts draw forms that open with none of them.
_LEADING_CUES = (
    "at ",
    "um ",
    "à ",
    "alle ",
    "all'",
    "am ",
    "le ",
    "il ",
    "l'",
    "the ",
    "ore ",
    "dalle ",
)


# Renderings no reader of the project covers yet, left out of the generated replies (each has a
# strict xfail in tests/safety/test_layouts.py, so a fix shows): CLDR's French Swiss "min." for
# midnight (minutes too), French "zéro heures", French "moniteurs" (screens as often as
# instructors), Italian feminine plurals in "-iere" ("infermiere", read as a singular), Italian
# months shortened without their dot ("25 set", "mar 24 ago": "set", "ago" and "mar" are words
# of their own), a day and month of one digit each ("1/9", a fraction as often) with no cue
# before them, and a day period before a German time's cue ("nachmittags um 3.45 Uhr") where the
# fact is an hour outside that period (the period stays and contradicts the corrected hour).
def known_gap(locale: str, kind: str, form: str, rendered: str) -> bool:
    return (
        (kind == "time" and locale == "fr_CH" and "min." in rendered)
        or (kind == "time" and "zéro heure" in rendered)
        or (kind == "count" and rendered.endswith(" moniteurs"))
        or (kind == "count" and lang_of(locale) == "it" and rendered.endswith("iere"))
        or (kind == "date" and lang_of(locale) == "it" and "MMM" in form and "." not in rendered)
        or (kind == "date" and _single_digits_slashed(rendered))
        or (kind == "time" and form == "abends um 7.30 Uhr")
    )


def _single_digits_slashed(rendered: str) -> bool:
    day, slash, month = rendered.partition("/")
    return bool(slash) and len(day) == 1 and len(month) == 1 and (day + month).isdigit()


@dataclass(frozen=True)
class Value:
    kind: str
    form: Form
    value: Any
    rendered: Rendered


@dataclass(frozen=True)
class Case:
    locale: str
    layout: str
    text: str
    facts: dict[str, Any]
    spans: dict[str, tuple[int, int]]  # where each value kind's rendering stands
    values: dict[str, Value]

    @property
    def text_locale(self) -> str:
        return "en-US" if self.locale == "en" else self.locale.replace("_", "-")


def _draw(kind: str, locale: str, layout: str, rng: random.Random) -> Value:
    forms = FORMS[kind](locale)
    for _ in range(100):
        form = rng.choice(forms)
        value = form.sample(rng)
        rendered = form.render(value)
        if layout in LABELLED and rendered.text.lower().startswith(_LEADING_CUES):
            continue
        if known_gap(locale, kind, form.name, rendered.text):
            continue
        return Value(kind, form, value, rendered)
    raise RuntimeError(f"no {kind} form for a {layout} in {locale}")


_BASE_KIND = {"end": "time", "total": "amount"}


def _other(
    value: Value, locale: str, layout: str, taken: Sequence[Any], rng: random.Random
) -> Value | None:
    """The same form with another value, visibly different where it is written, and none of
    the `taken` values (another fact of the same kind: a wrong end equal to the start would be
    no wrong value but a duplicate)."""
    kind = _BASE_KIND.get(value.kind, value.kind)
    for _ in range(200):
        candidate = value.form.sample(rng)
        if candidate in taken:
            continue
        if kind == "count":
            candidate = CountValue(candidate.value, value.value.noun)
            if candidate.value == value.value.value:
                continue
        elif kind == "time":
            old, new = value.value, candidate
            if abs((new.hour * 60 + new.minute) - (old.hour * 60 + old.minute)) in (0, 720):
                continue
        elif kind == "date":
            same_day = (candidate.month, candidate.day) == (value.value.month, value.value.day)
            if candidate == value.value or (same_day and not value.rendered.year_stated):
                continue
        elif candidate == value.value:
            continue
        rendered = value.form.render(candidate)
        if layout in LABELLED and rendered.text.lower().startswith(_LEADING_CUES):
            continue
        if rendered.text != value.rendered.text and not known_gap(
            locale, kind, value.form.name, rendered.text
        ):
            return Value(value.kind, value.form, candidate, rendered)
    return None


def _facts(values: dict[str, Value], room: str, product: str) -> dict[str, Any]:
    amount = values["amount"]
    currency = amount.rendered.currency or "CHF"
    facts: dict[str, Any] = {
        "dates": [{"value": values["date"].value.isoformat()}],
        "times": [{"value": values["time"].value.strftime("%H:%M")}],
        "amounts": [{"value": str(amount.value), "currency": currency}],
        "counts": [{"value": values["count"].value.value, "unit": "participants"}],
        "rooms": [{"value": room}],
        "terms": [{"value": product, "kind": "product"}],
    }
    if "end" in values:
        facts["times"].append({"value": values["end"].value.strftime("%H:%M")})
        facts["amounts"] = [
            {"value": str(amount.value), "currency": currency, "per": "person"},
            {"value": str(values["total"].value), "currency": currency, "per": "total"},
        ]
    return facts


_LARGEST_AMOUNT = Decimal("100000000")  # what a fact may hold


def _programme_values(locale: str, rng: random.Random) -> dict[str, Value] | None:
    """A date, a count, a time and a later end in one form, a price per person and its total
    in one form; None when the forms drawn cannot write such a pair."""
    from safety.recognizers.amounts import recognize_amounts

    values = {kind: _draw(kind, locale, "programme", rng) for kind in VALUE_KINDS}
    start = values["time"]
    minutes = start.value.hour * 60 + start.value.minute
    for _ in range(50):
        end = start.form.sample(rng)
        gap = end.hour * 60 + end.minute - minutes
        if 60 <= gap <= 360 and gap != 720:
            rendered = start.form.render(end)
            if not known_gap(locale, "time", start.form.name, rendered.text):
                values["end"] = Value("end", start.form, end, rendered)
                break
    else:
        return None
    price = values["amount"]
    total = (price.value * values["count"].value.value).quantize(Decimal("0.01"))
    if total > _LARGEST_AMOUNT:
        return None
    rendered = price.form.render(total)
    read = recognize_amounts(rendered.text)
    if len(read) != 1 or read[0].value != total:
        return None  # a form that rounds ("€1.3M") writes no exact total
    values["total"] = Value("total", price.form, total, rendered)
    return values


class _Writer:
    """Text built piece by piece, remembering where each value went."""

    def __init__(self) -> None:
        self.text = ""
        self.spans: dict[str, tuple[int, int]] = {}

    def add(self, piece: str) -> None:
        self.text += piece

    def value(self, kind: str, rendered: str) -> None:
        self.spans[kind] = (len(self.text), len(self.text) + len(rendered))
        self.text += rendered

    def framed(self, kind: str, frame: str, rendered: str) -> None:
        head, _, tail = frame.partition("{x}")
        if rendered.endswith(".") and tail.startswith("."):
            tail = tail[1:]
        self.add(head)
        self.value(kind, rendered)
        self.add(tail)


def _compose(
    lang: str,
    layout: str,
    values: dict[str, Value],
    room: str,
    product: str,
    frames: dict[str, str],
) -> _Writer:
    words = WORDS[lang]
    out = _Writer()
    order = VALUE_KINDS
    if layout == "programme":
        out.add(words["greeting"] + "\n\n")
        out.framed("date", frames["date"], values["date"].rendered.text)
        head, _, rest = words["runs"].partition("{a}")
        middle, _, tail = rest.partition("{b}")
        out.add(" " + head)
        out.value("time", values["time"].rendered.text)
        out.add(middle)
        out.value("end", values["end"].rendered.text)
        out.add((tail[1:] if values["end"].rendered.text.endswith(".") else tail) + " ")
        head, _, rest = words["price"].partition("{p}")
        middle, _, rest = rest.partition("{t}")
        between, _, tail = rest.partition("{c}")
        out.add(head)
        out.value("amount", values["amount"].rendered.text)
        out.add(middle)
        out.value("total", values["total"].rendered.text)
        out.add(between)
        out.value("count", values["count"].rendered.text)
        out.add(tail + " " + words["room"].format(r=room) + " ")
        out.add(words["product"].format(p=product) + "\n\n" + words["closing"] + "\n" + SIGNATURE)
        return out
    if layout in ("letter", "chat", "practical"):
        if layout != "chat":
            out.add(words["greeting"] + "\n\n" + words["thanks"] + "\n\n")
        for kind in order:
            out.framed(kind, frames[kind], values[kind].rendered.text)
            out.add(" ")
        out.add(words["room"].format(r=room) + " " + words["product"].format(p=product))
        if layout == "practical":
            out.add("\n\n" + "\n".join(words["practical"]))
        if layout != "chat":
            out.add("\n\n" + words["closing"] + "\n" + SIGNATURE)
        return out
    labels = dict(zip((*order, "room", "product"), words["labels"], strict=True))
    rows: list[tuple[str, str | None, str]] = [
        (labels[kind], kind, values[kind].rendered.text) for kind in order
    ]
    rows += [(labels["room"], None, room), (labels["product"], None, product)]
    if layout == "bullets":
        out.add(words["greeting"] + "\n\n" + words["summary"] + "\n\n")
        for label, key, shown in rows:
            out.add(f"- **{label}:** ")
            out.value(key, shown) if key else out.add(shown)
            out.add("\n")
        out.add("\n" + words["closing"] + "\n" + SIGNATURE)
    elif layout == "table":
        head = words["head"]
        out.add(words["summary"] + "\n\n" + f"| {head[0]} | {head[1]} |\n|---|---|\n")
        for label, key, shown in rows:
            out.add(f"| {label} | ")
            out.value(key, shown) if key else out.add(shown)
            out.add(" |\n")
        out.add("\n" + words["closing"])
    else:  # html
        greeting = words["greeting"].replace(" ", "&nbsp;", 1)
        thanks = words["thanks"].replace("&", "&amp;")
        out.add(f"<p>{greeting}</p>\n<p>{thanks}</p>\n<p>{words['summary']}</p>\n<ul>\n")
        for label, key, shown in rows:
            out.add(f"<li><strong>{label}:</strong> ")
            out.value(key, shown) if key else out.add(shown)
            out.add("</li>\n")
        signature = SIGNATURE.replace("&", "&amp;").replace("\n", "<br>\n")
        out.add(f"</ul>\n<p>{words['closing']}<br>\n{signature}</p>")
    return out


def case(locale: str, layout: str, rng: random.Random) -> tuple[Case, Case]:
    """A clean reply and the same reply with one value wrong."""
    lang = lang_of(locale)
    kinds: tuple[str, ...] = VALUE_KINDS
    if layout == "programme":
        drawn = None
        while drawn is None:
            drawn = _programme_values(locale, rng)
        values, kinds = drawn, PROGRAMME_KINDS
    else:
        values = {kind: _draw(kind, locale, layout, rng) for kind in VALUE_KINDS}
    room, product = rng.choice(ROOMS), rng.choice(PRODUCTS)
    frames = {kind: rng.choice(FRAMES[kind][lang]) for kind in VALUE_KINDS}
    facts = _facts(values, room, product)
    clean = _compose(lang, layout, values, room, product, frames)
    wrong_values: dict[str, Value] | None = None
    for wrong_kind in rng.sample(kinds, len(kinds)):
        base = _BASE_KIND.get(wrong_kind, wrong_kind)
        taken = [v.value for k, v in values.items() if _BASE_KIND.get(k, k) == base]
        other = _other(values[wrong_kind], locale, layout, taken, rng)
        if other is not None:
            wrong_values = {**values, wrong_kind: other}
            break
    assert wrong_values is not None, f"no value of {locale} {layout} can be written wrongly"
    wrong = _compose(lang, layout, wrong_values, room, product, frames)
    return (
        Case(locale, layout, clean.text, facts, clean.spans, values),
        Case(
            locale, layout, wrong.text, facts, {wrong_kind: wrong.spans[wrong_kind]}, wrong_values
        ),
    )


def generate(cases: int, seed: int) -> Iterator[tuple[Case, Case]]:
    for locale in LOCALES:
        for layout in LAYOUTS:
            rng = random.Random(f"{seed}:{locale}:{layout}")
            for _ in range(cases):
                yield case(locale, layout, rng)


def clean_changed(clean: Case) -> str | None:
    """Why `repair` changed a clean reply, or None when it left it byte for byte."""
    from safety.correct import repair
    from safety.facts import HardFacts

    fixed = repair(HardFacts.model_validate(clean.facts), clean.text, locale=clean.text_locale)
    if fixed.report.ok and fixed.text == clean.text:
        return None
    found = "; ".join(f"{i.kind} {i.type} {i.found!r}" for i in fixed.report.issues)
    return found or f"changed to {fixed.text!r}"


def wrong_not_exact(wrong: Case) -> str | None:
    """Why the correction of a reply with one wrong value did more or less than replace it, or
    None when only that value changed and the text verifies."""
    from safety.correct import repair
    from safety.facts import HardFacts

    fixed = repair(HardFacts.model_validate(wrong.facts), wrong.text, locale=wrong.text_locale)
    ((start, end),) = wrong.spans.values()
    if not fixed.final.ok or fixed.fallback:
        return f"final report not ok: {fixed.text!r}"
    before, after = wrong.text[:start], wrong.text[end:]
    if not (fixed.text.startswith(before) and fixed.text.endswith(after)):
        return f"changed beyond the value: {fixed.text!r}"
    if fixed.text == wrong.text:
        return "left as written"
    return None


@dataclass
class Row:
    cases: int = 0
    clean_changed: int = 0
    wrong_not_exact: int = 0


def measure(
    pairs: Sequence[tuple[Case, Case]], examples: int = 3
) -> tuple[dict[tuple[str, str], Row], list[str]]:
    rows: dict[tuple[str, str], Row] = {}
    shown: list[str] = []
    for clean, wrong in pairs:
        row = rows.setdefault((clean.locale, clean.layout), Row())
        row.cases += 1
        why = clean_changed(clean)
        if why is not None:
            row.clean_changed += 1
            if row.clean_changed <= examples:
                shown.append(f"[{clean.locale} {clean.layout} clean] {clean.text!r}\n    -> {why}")
        why = wrong_not_exact(wrong)
        if why is not None:
            row.wrong_not_exact += 1
            if row.wrong_not_exact <= examples:
                shown.append(f"[{wrong.locale} {wrong.layout} wrong] {wrong.text!r}\n    -> {why}")
    return rows, shown
