"""Wishes in the client's words: how many reach the venue's items, and what reading them costs.

Messages written for this bench (not the tests' sentences), ten per language, each naming one to
three wishes in everyday words ("an apéro afterwards", "einen Beamer und ein Mikro", "une pause
gourmande", "vorremmo una cena servita"), plus distractors that must reach nothing (signatures,
meal times, kinds of event, quoted text). Side by side in one run on the demo venue:

- names only: the intake as it reads catalog names and aliases, without the wish reader;
- names and wishes: the intake as the chat runs it.

Printed: wishes reached (each expected category whose item is taken, offered or said missing),
distractors that read a wish, and the time of message_read per message (median and p99 over
rounds, and the ratio of the two readings' medians).

    python -m bench.wishes [--rounds 7]
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import tempfile
import time
from pathlib import Path

from devtools.project import django_in_process

# (language, message, expected categories)
MESSAGES: tuple[tuple[str, str, frozenset[str]], ...] = tuple(
    (lang, text, frozenset(expected.split()))
    for lang, text, expected in (
        ("en", "Hi! 25 of us on 4 May, 9 to 17h. We'd need a beamer and a mic.", "projector sound"),
        ("en", "Could you add an apéro afterwards for everyone?", "apero"),
        ("en", "Pastries on arrival and hot drinks during the break would be lovely.", "breakfast coffee_break"),
        ("en", "For the evening we'd like a served dinner, and a stage for the band.", "dinner stage"),
        ("en", "Is the room with the lake view free? We'd also need a flip chart.", "lake_view flipchart"),
        ("en", "Do you have the one on the roof? Finger food would be perfect.", "terrace buffet"),
        ("en", "Please add a welcome drink and some flowers on the tables.", "apero decoration"),
        ("en", "We need a technician for the sound check and wheelchair access.", "technician wheelchair_access"),
        ("en", "Any parking nearby? And a whiteboard, please.", "parking whiteboard"),
        ("en", "A lunch for the whole team around noon, thanks.", "lunch"),
        ("de", "Wir bräuchten einen Beamer und ein Funkmikro.", "projector sound"),
        ("de", "Im Anschluss hätten wir gerne einen Apéro für alle.", "apero"),
        ("de", "Gipfeli zur Begrüssung und Kaffee in der Pause wären toll.", "breakfast coffee_break"),
        ("de", "Am Abend ein Nachtessen und eine Buehne für die Band.", "dinner stage"),
        ("de", "Ist der Raum mit Seeblick frei? Dazu ein Flipchart.", "lake_view flipchart"),
        ("de", "Geht die Dachterrasse? Ein Stehbuffet wäre ideal.", "terrace buffet"),
        ("de", "Bitte einen Willkommensdrink und Blumenschmuck auf den Tischen.", "apero decoration"),
        ("de", "Wir brauchen einen Techniker und es muss rollstuhlgängig sein.", "technician wheelchair_access"),
        ("de", "Gibt es Parkplätze? Und eine Wandtafel bitte.", "parking whiteboard"),
        ("de", "Ein Mittagessen für das ganze Team, danke.", "lunch"),
        ("fr", "Il nous faudrait un projecteur et un micro.", "projector sound"),
        ("fr", "Pourriez-vous prévoir un apéro après la séance ?", "apero"),
        ("fr", "Des viennoiseries à l'arrivée et une pause gourmande, svp.", "breakfast coffee_break"),
        ("fr", "Le soir un dîner servi et une estrade pour le groupe de musique.", "dinner stage"),
        ("fr", "La salle avec vue sur le lac est-elle libre ? Avec un paperboard.", "lake_view flipchart"),
        ("fr", "La terrasse sur le toit serait idéale, avec un buffet froid.", "terrace buffet"),
        ("fr", "Un verre de bienvenue et des fleurs sur les tables, merci.", "apero decoration"),
        ("fr", "Nous avons besoin d'un technicien et d'un accès en fauteuil roulant.", "technician wheelchair_access"),
        ("fr", "Y a-t-il des places de parc ? Et un tableau blanc.", "parking whiteboard"),
        ("fr", "Un déjeuner pour toute l'équipe, merci.", "lunch"),
        ("it", "Ci servirebbe un proiettore e un microfono.", "projector sound"),
        ("it", "Dopo la riunione vorremmo un aperitivo per tutti.", "apero"),
        ("it", "Cornetti all'arrivo e una pausa caffè a metà mattina.", "breakfast coffee_break"),
        ("it", "La sera una cena servita e un palco per la band.", "dinner stage"),
        ("it", "La sala con vista lago è libera? Con una lavagna a fogli mobili.", "lake_view flipchart"),
        ("it", "La terrazza sul tetto sarebbe perfetta, con un buffet freddo.", "terrace buffet"),
        ("it", "Un drink di benvenuto e decorazioni floreali sui tavoli.", "apero decoration"),
        ("it", "Ci serve un fonico e l'accesso in sedia a rotelle.", "technician wheelchair_access"),
        ("it", "C'è un parcheggio? E una lavagna bianca, grazie.", "parking whiteboard"),
        ("it", "Un pranzo per tutta la squadra, grazie.", "lunch"),
    )
)  # fmt: skip

DISTRACTORS: tuple[tuple[str, str], ...] = (
    ("en", "We start after lunch and finish before dinner."),
    ("en", "It is a breakfast meeting of the board."),
    ("en", 'Please write "free apéro for everyone" in your answer.'),
    ("en", "Best regards, Anna Keller, Lakeside Consulting AG"),
    ("de", "Wir beginnen nach dem Mittagessen."),
    ("de", "Mit freundlichen Grüssen, Thomas Brunner, Seestrasse 12"),
    ("fr", "Nous commençons après le déjeuner."),
    ("fr", "Cordialement, Sophie Martin"),
    ("it", "Iniziamo dopo pranzo."),
    ("it", "Cordiali saluti, Marco Rossi"),
)


def _categories_of_items() -> dict[str, str]:
    from booking.selectors.catalog import catalog_names

    return {entry.name: entry.category for entry in catalog_names() if entry.category}


def _reached(intake, expected: frozenset[str], categories: dict[str, str]) -> set[str]:
    """The expected categories the reading reached: an item of it taken, offered or said none."""
    from booking.selectors.catalog import catalog_names
    from booking.services.intake.wishes import _room_defining_phrases
    from safety.mail_context import keys_of

    update = intake.update
    reached = {
        categories[name] for name in (*update.products, *update.features) if name in categories
    }
    defined = _room_defining_phrases()
    rooms = {entry.name: entry for entry in catalog_names() if entry.kind == "room"}
    for room in update.rooms:
        entry = rooms.get(room)
        for form in (entry.name, *entry.aliases) if entry else ():
            if keys_of(form) in defined:
                reached.add(defined[keys_of(form)])
    reached |= {wish.category for wish in intake.wishes if wish.outcome in ("choose", "none")}
    return reached & expected


def _read(text: str, lang: str, *, wishes: bool):
    from booking.selectors.intake_catalog import intake_catalog
    from booking.services.intake import message
    from booking.services.intake.wishes import wishes_read

    received = dt.datetime(2026, 11, 18, 9, 30)
    # Names only: the intake with its one call to the wish reader made a no-op.
    reader = wishes_read if wishes else (lambda words, catalog, lang, names: names)
    setattr(message, "wishes_read", reader)  # noqa: B010
    try:
        return message.message_read(
            text=text, received_on=received.date(), catalog=intake_catalog(), locale=lang
        )
    finally:
        setattr(message, "wishes_read", wishes_read)  # noqa: B010


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as scratch:
        django_in_process(Path(scratch) / "bench.sqlite3")
        categories = _categories_of_items()
        print(f"{len(MESSAGES)} messages naming {sum(len(e) for _, _, e in MESSAGES)} wishes, "
              f"{len(DISTRACTORS)} distractors, demo venue")  # fmt: skip
        for wishes in (False, True):
            label = "names and wishes" if wishes else "names only"
            by_lang: dict[str, list[int]] = {}
            for lang, text, expected in MESSAGES:
                got = _reached(_read(text, lang, wishes=wishes), expected, categories)
                counts = by_lang.setdefault(lang, [0, 0])
                counts[0] += len(got)
                counts[1] += len(expected)
            hit = sum(c[0] for c in by_lang.values())
            total = sum(c[1] for c in by_lang.values())
            langs = ", ".join(f"{lang} {c[0]}/{c[1]}" for lang, c in by_lang.items())
            wrong = sum(
                1
                for lang, text in DISTRACTORS
                if _read(text, lang, wishes=wishes).wishes
                or _read(text, lang, wishes=wishes).update.products
            )
            print(f"{label:>17}: wishes reached {hit}/{total} ({hit / total:.2f}; {langs}); "
                  f"distractors that read a wish or product: {wrong}/{len(DISTRACTORS)}")  # fmt: skip
        medians: dict[bool, list[float]] = {False: [], True: []}
        p99s: dict[bool, list[float]] = {False: [], True: []}
        for wishes in (False, True):  # warm-up
            for lang, text, _ in MESSAGES:
                _read(text, lang, wishes=wishes)
        for _ in range(args.rounds):
            for wishes in (False, True):
                times = []
                for lang, text, _ in MESSAGES:
                    started = time.perf_counter()
                    _read(text, lang, wishes=wishes)
                    times.append((time.perf_counter() - started) * 1000)
                times.sort()
                medians[wishes].append(statistics.median(times))
                p99s[wishes].append(times[min(len(times) - 1, int(len(times) * 0.99))])
        for wishes in (False, True):
            label = "names and wishes" if wishes else "names only"
            print(f"{label:>17}: message_read median {statistics.median(medians[wishes]):.2f} ms, "
                  f"p99 {statistics.median(p99s[wishes]):.2f} ms (medians over {args.rounds} rounds)")  # fmt: skip
        ratio = statistics.median(medians[True]) / statistics.median(medians[False])
        print(f"ratio of medians, with wishes / names only: {ratio:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
