"""Clean replies with practical information: how many the corrector changes.

A reply that states its facts right and adds what a venue's staff add (the address, the tram,
the parking policy "the first 3 hours are free for our guests", the Wi-Fi network's name in
«guillemets», the venue's own name, its phone number and IBAN) must come back byte for byte: from
`repair` and from `verify_draft` (the verify API, which also reads claims; what it cannot confirm
is a warning, never a change). The replies are generated for en, de, fr and it in four layouts
(letter, chat, markdown bullets, a markdown table), from parts written for this bench.

A second set adds one invented clause to each clean reply, a discount or a request for the card
number: exactly that clause must go, the rest byte for byte.

    python -m bench.practical_info [--cases 200] [--seed 7]

Printed per language and layout: the cases, the clean replies changed (target 0), and the
invented clauses not removed exactly (target 0).
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from safety.correct import repair
from safety.facts import HardFacts
from safety.verification import verification_body, verify_draft

LANGS = ("en", "de", "fr", "it")
LAYOUTS = ("letter", "chat", "bullets", "table")

VENUES = ("Hotel Lärchenhof", "Seehotel Bellavista", "Hotel Alpenblick")
ROOMS = ("Seeterrasse", "Salon Rose", "Kubus", "Panorama")
PHONES = ("+41 44 123 45 67", "044 987 65 43", "+41 31 555 12 34")
IBANS = ("CH93 0076 2011 6238 5295 7", "CH56 0483 5012 3456 7800 9")
WIFIS = ("Lakeside-Guest", "Seeblick_Gast", "Alpenblick 5G", "Gast-WLAN", "HOTEL-GUEST")
STREETS = (("Seestrasse", 12, 8002, "Zürich"), ("Bahnhofplatz", 3, 3011, "Bern"))
TRAMS = (11, 2, 9)
MONTHS = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "de": ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
           "Oktober", "November", "Dezember"),
    "fr": ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre"),
    "it": ("gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto",
           "settembre", "ottobre", "novembre", "dicembre"),
}  # fmt: skip

# The facts as each language writes them: {date} {time} {room} {count} {amount}.
FACT_LINES = {
    "en": ("Date", "Time", "Room", "Guests", "Total"),
    "de": ("Datum", "Zeit", "Raum", "Gäste", "Total"),
    "fr": ("Date", "Heure", "Salle", "Personnes", "Total"),
    "it": ("Data", "Ora", "Sala", "Ospiti", "Totale"),
}
FACT_SENTENCE = {
    "en": "{room} is reserved for you on {date} at {time} for {count} guests; the total is {amount}.",
    "de": "Der Raum {room} ist für Sie am {date} um {time} für {count} Gäste reserviert; der Gesamtpreis beträgt {amount}.",
    "fr": "La salle {room} vous est réservée le {date} à {time} pour {count} personnes ; le total s'élève à {amount}.",
    "it": "La sala {room} è riservata per voi il {date} alle {time} per {count} ospiti; il totale è di {amount}.",
}
PRACTICAL = {
    "en": (
        "You will find us at {street} {number}, {postcode} {city}.",
        "Take tram {tram} to the stop in front of the hotel, then it is 3 minutes on foot.",
        "Parking: the first 3 hours are free for our guests.",
        "The Wi-Fi network is «{wifi}».",
        "For any question, call {venue} on {phone}.",
        "Bank details: {venue}, IBAN {iban}.",
        "Coffee and water are on the tables at no extra cost.",
    ),
    "de": (
        "Sie finden uns an der {street} {number}, {postcode} {city}.",
        "Nehmen Sie das Tram {tram} bis zur Haltestelle vor dem Hotel, danach sind es 3 Minuten zu Fuss.",
        "Parkplätze: die ersten 3 Stunden sind für unsere Gäste gratis.",
        "Das WLAN heisst «{wifi}».",
        "Bei Fragen erreichen Sie das {venue} unter {phone}.",
        "Bankverbindung: {venue}, IBAN {iban}.",
        "Kaffee und Wasser stehen ohne Aufpreis bereit.",
    ),
    "fr": (
        "Vous nous trouverez à la {street} {number}, {postcode} {city}.",
        "Prenez le tram {tram} jusqu'à l'arrêt devant l'hôtel, puis 3 minutes à pied.",
        "Parking : les 3 premières heures sont gratuites pour nos hôtes.",
        "Le réseau Wi-Fi s'appelle «{wifi}».",
        "Pour toute question, appelez {venue} au {phone}.",
        "Coordonnées bancaires : {venue}, IBAN {iban}.",
        "Le café et l'eau sont à disposition sans supplément.",
    ),
    "it": (
        "Ci trovate in {street} {number}, {postcode} {city}.",
        "Prendete il tram {tram} fino alla fermata davanti all'hotel, poi sono 3 minuti a piedi.",
        "Parcheggio: le prime 3 ore sono gratuite per i nostri ospiti.",
        "La rete Wi-Fi si chiama «{wifi}».",
        "Per qualsiasi domanda chiamate {venue} al {phone}.",
        "Coordinate bancarie: {venue}, IBAN {iban}.",
        "Caffè e acqua sono a disposizione senza costi aggiuntivi.",
    ),
}
GREETING = {
    "en": ("Dear Ms Meier,", "Hi Anna!", "Kind regards,\n{venue}"),
    "de": ("Sehr geehrte Frau Meier", "Hallo Anna!", "Freundliche Grüsse\n{venue}"),
    "fr": ("Madame,", "Bonjour Anna !", "Meilleures salutations,\n{venue}"),
    "it": ("Gentile signora Meier,", "Ciao Anna!", "Cordiali saluti,\n{venue}"),
}
THANKS = {
    "en": "Thank you for choosing {venue}.",
    "de": "Vielen Dank, dass Sie sich für das {venue} entschieden haben.",
    "fr": "Merci d'avoir choisi {venue}.",
    "it": "Grazie per aver scelto {venue}.",
}
# One invented clause each: what no venue writes without a fact. (text, the clause as it goes)
INVENTED = {
    "en": (" As a thank-you we grant you a 10 % discount.", " Please reply with your credit card number."),
    "de": (" Als Dankeschön erhalten Sie 10 % Rabatt.", " Bitte senden Sie uns Ihre Kreditkartennummer."),
    "fr": (" En remerciement, nous vous accordons une remise de 10 %.", " Merci de nous envoyer votre numéro de carte."),
    "it": (" Come ringraziamento le offriamo uno sconto del 10 %.", " La preghiamo di inviarci il suo numero di carta."),
}  # fmt: skip


@dataclass(frozen=True)
class Case:
    lang: str
    layout: str
    facts: HardFacts
    text: str
    invented: str  # the text with one invented clause added after the practical information
    clause: str  # that clause, as it must go


def _date(lang: str, day: int, month: int, year: int) -> str:
    name = MONTHS[lang][month - 1]
    return {"en": f"{day} {name} {year}", "de": f"{day}. {name} {year}"}.get(
        lang, f"{day} {name} {year}"
    )


def _time(lang: str, hour: int) -> str:
    return {"en": f"{hour}:00", "de": f"{hour}:00 Uhr", "fr": f"{hour} h", "it": f"{hour}:00"}[lang]


def generate(cases: int, seed: int = 7) -> Iterator[Case]:
    rng = random.Random(seed)
    for index in range(cases):
        lang = LANGS[index % len(LANGS)]
        layout = LAYOUTS[(index // len(LANGS)) % len(LAYOUTS)]
        yield _case(rng, lang, layout)


def _case(rng: random.Random, lang: str, layout: str) -> Case:
    year, month, day = rng.choice((2027, 2028)), rng.randint(1, 12), rng.randint(1, 28)
    hour, count = rng.randint(9, 20), rng.randint(12, 140)
    amount = rng.randint(8, 60) * 50
    room, venue = rng.choice(ROOMS), rng.choice(VENUES)
    street, number, postcode, city = rng.choice(STREETS)
    values = {
        "date": _date(lang, day, month, year),
        "time": _time(lang, hour),
        "room": room,
        "count": str(count),
        "amount": f"CHF {amount}.00",
        "venue": venue,
        "street": street,
        "number": number,
        "postcode": postcode,
        "city": city,
        "tram": rng.choice(TRAMS),
        "wifi": rng.choice(WIFIS),
        "phone": rng.choice(PHONES),
        "iban": rng.choice(IBANS),
    }
    facts = HardFacts.model_validate(
        {
            "dates": [{"value": f"{year}-{month:02d}-{day:02d}"}],
            "times": [{"value": f"{hour:02d}:00"}],
            "rooms": [{"value": room}],
            "counts": [{"value": count, "unit": "participants"}],
            "amounts": [{"value": f"{amount}.00", "currency": "CHF"}],
        }
    )
    practical = [line.format(**values) for line in PRACTICAL[lang]]
    rng.shuffle(practical)
    practical = practical[: rng.randint(3, len(practical))]
    opening, chat_opening, closing = (line.format(**values) for line in GREETING[lang])
    thanks = THANKS[lang].format(**values)
    clause = rng.choice(INVENTED[lang])
    labels = FACT_LINES[lang]
    keys = ("date", "time", "room", "count", "amount")
    if layout == "letter":
        body = [FACT_SENTENCE[lang].format(**values), " ".join(practical)]
        parts = [opening, "", thanks, *body, "", closing]
        at = 4  # the practical paragraph
    elif layout == "chat":
        parts = [f"{chat_opening} {FACT_SENTENCE[lang].format(**values)} {' '.join(practical)}"]
        at = 0
    elif layout == "bullets":
        items = [f"- **{label}:** {values[key]}" for label, key in zip(labels, keys, strict=True)]
        parts = [opening, "", thanks, "", *items, "", " ".join(practical), "", closing]
        at = 4 + len(items) + 1
    else:
        rows = [f"| {label} | {values[key]} |" for label, key in zip(labels, keys, strict=True)]
        parts = [
            opening,
            "",
            thanks,
            "",
            "| | |",
            "|---|---|",
            *rows,
            "",
            " ".join(practical),
            "",
            closing,
        ]
        at = 6 + len(rows) + 1
    text = "\n".join(parts)
    with_clause = list(parts)
    with_clause[at] = with_clause[at] + clause
    return Case(lang, layout, facts, text, "\n".join(with_clause), clause)


def changed_clean(case: Case) -> list[str]:
    """What changed a clean reply: "repair", "verify" (the API's answer), or nothing."""
    changed = []
    if repair(case.facts, case.text, locale=case.lang).text != case.text:
        changed.append("repair")
    body = verification_body(verify_draft(case.facts, case.text, locale=case.lang))
    if not body["ok"] or body["text"] != case.text:
        changed.append("verify")
    return changed


def invented_clause_removed(case: Case) -> bool:
    """Whether verify removes exactly the invented clause and leaves the rest byte for byte."""
    body = verification_body(verify_draft(case.facts, case.invented, locale=case.lang))
    return body["text"] == case.text and not body["fallback"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=160)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    examples: list[str] = []
    for case in generate(args.cases, args.seed):
        row = table[(case.lang, case.layout)]
        row[0] += 1
        changed = changed_clean(case)
        if changed:
            row[1] += 1
            if len(examples) < 5:
                examples.append(f"{case.lang}/{case.layout} changed by {changed}: {case.text!r}")
        if not invented_clause_removed(case):
            row[2] += 1
    total = [sum(row[i] for row in table.values()) for i in range(3)]
    print(f"{'lang':6}{'layout':10}{'cases':>7}{'clean changed':>15}{'clause not cut':>16}")
    for (lang, layout), (n, altered, missed) in sorted(table.items()):
        print(f"{lang:6}{layout:10}{n:7}{altered / n:15.3f}{missed / n:16.3f}")
    print(f"{'all':16}{total[0]:7}{total[1] / total[0]:15.3f}{total[2] / total[0]:16.3f}")
    print(f"clean practical-info replies changed: {total[1] / total[0]:.3f} (target 0.000)")
    print(f"invented clauses not removed exactly: {total[2] / total[0]:.3f} (target 0.000)")
    for example in examples:
        print("  " + example)
    return 1 if total[1] or total[2] else 0


if __name__ == "__main__":
    raise SystemExit(main())
