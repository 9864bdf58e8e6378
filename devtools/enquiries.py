"""Client enquiries in en/de/fr/it with the values they state, for end-to-end runs of the chat.

Each enquiry names a date, a time window, a group size and a product of the demo venue; the
values travel with the text so a run can check what the intake read and what the reply says.
"""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

LANGS = ("en", "de", "fr", "it")
PRODUCTS = ("Apéro Package", "Kaffeepause", "Stehlunch", "Menu Classique", "Technikpauschale")
MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "it": "gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre",
}
TEMPLATES = {
    "en": "Hello, we would like to book a room for {n} people on {day} {month} {year} from {start}:00 "
    "to {end}:00. Could you include the {product}? Best regards, Anna Keller",
    "de": "Guten Tag, wir möchten am {day}. {month} {year} von {start}:00 bis {end}:00 Uhr einen Raum "
    "für {n} Personen reservieren, gerne mit {product}. Freundliche Grüsse, Jonas Meier",
    "fr": "Bonjour, nous souhaitons réserver une salle pour {n} personnes le {day} {month} {year} de "
    "{start}h00 à {end}h00, avec le {product}. Cordialement, Sophie Dubois",
    "it": "Buongiorno, vorremmo prenotare una sala per {n} persone il {day} {month} {year} dalle "
    "{start}:00 alle {end}:00, con {product}. Cordiali saluti, Marco Rossi",
}


@dataclass(frozen=True)
class Enquiry:
    lang: str
    text: str
    date: dt.date
    start: dt.time
    end: dt.time
    participants: int
    product: str


def enquiries(count: int, *, year: int, seed: int = 0) -> list[Enquiry]:
    """`count` enquiries, the languages in turn, values drawn with `seed`."""
    rng = random.Random(seed)
    return [_enquiry(LANGS[index % len(LANGS)], year, rng) for index in range(count)]


def _enquiry(lang: str, year: int, rng: random.Random) -> Enquiry:
    date = dt.date(year, rng.randint(1, 12), rng.randint(2, 28))
    start = rng.randint(8, 18)
    end = min(start + rng.randint(3, 5), 23)
    participants = rng.randint(8, 110)
    product = rng.choice(PRODUCTS)
    month = MONTHS[lang].split()[date.month - 1]
    text = TEMPLATES[lang].format(
        n=participants, day=date.day, month=month, year=year, start=start, end=end, product=product
    )
    return Enquiry(lang, text, date, dt.time(start), dt.time(end), participants, product)
