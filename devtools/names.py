"""Replies that write a room's or product's name translated word by word, in the name's role:
how many the corrector replaces where they stand, and how many clean replies it leaves alone.

Names of several venues (German compounds such as "Seeterrasse", "Weinkeller", "Gartensaal",
"Apéro-Paket", "Blumendekoration", and English, French and Italian names) are split into a
modifier and a head, and each word is translated into en, de, fr and it by the vocabulary below.
Every form of that vocabulary is checked against the packs' lexicon (`translations_of` of the
word it translates), so the replies translate a name as the lexicon knows its words, not by a
list of whole phrases. The phrase is then written in the roles a name stands in:

    subject   of a booking verb: passive ("… is reserved for you"), after a greeting and a comma,
              after a date and a comma, German verb-final with adverbials between ("ist am … für
              Sie reserviert"), after a subordinator ("… que la terrasse du lac est réservée")
    source    with the draft the reply was written from, which writes the name: a phrase in no
              role the reader knows ("the view from the terrace by the lake")
    object    of a booking verb in the perfect ("We have reserved …", "Wir haben … reserviert")
              and of a verb that lists what an offer holds ("includes", "umfasst", "enthält",
              "beinhaltet", "comprend également", "comprende")
    item      under a products label (a markdown list, an HTML list, a table column)
    field     after a label of its kind ("Room: …", "Raum: …")

in four layouts (letter, chat, markdown bullets, HTML). A fixed reply is the same reply with
exactly the phrase replaced by the name, and an article before it in the form that reads right
before the name (French and Italian elide before a vowel: "le forfait apéritif" → "l'Apéro-Paket");
nothing appended, nothing else changed. A clean reply is that fixed reply itself, with a sentence
that uses the translated words in no role ("the view over the lake"): it must come back as it is.

    python -m bench.names [--cases N] [--seed N] [--examples K]
"""

from __future__ import annotations

import argparse
import random
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass

from safety.correct import repair
from safety.facts import HardFacts
from safety.recognizers.name_forms import translations_of
from safety.text import fold

LANGS = ("en", "de", "fr", "it")
LAYOUTS = ("letter", "chat", "bullets", "html")
ROLES = ("subject", "object", "including", "item", "field", "source")

# One word per concept and language: (form, gender). Gender is "m", "f", "n" for a noun, "a" for
# an adjective (French: masculine/feminine forms joined by "/"), "" in English.
WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "lake": {"en": ("lake", ""), "de": ("See", "m"), "fr": ("lac", "m"), "it": ("lago", "m")},
    "garden": {"en": ("garden", ""), "de": ("Garten", "m"), "fr": ("jardin", "m"), "it": ("giardino", "m")},
    "terrace": {"en": ("terrace", ""), "de": ("Terrasse", "f"), "fr": ("terrasse", "f"), "it": ("terrazza", "f")},
    "cellar": {"en": ("cellar", ""), "de": ("Keller", "m"), "fr": ("cave", "f"), "it": ("cantina", "f")},
    "hall": {"en": ("hall", ""), "de": ("Saal", "m"), "fr": ("salle", "f"), "it": ("sala", "f")},
    "wine": {"en": ("wine", ""), "de": ("Wein", "m"), "fr": ("vin", "m"), "it": ("vino", "m")},
    "aperitif": {"en": ("aperitif", ""), "de": ("Aperitif", "m"), "fr": ("apéritif", "m"), "it": ("aperitivo", "m")},
    "package": {"en": ("package", ""), "de": ("Paket", "n"), "fr": ("forfait", "m"), "it": ("pacchetto", "m")},
    "flower": {"en": ("floral", ""), "de": ("Blumen", "n"), "fr": ("floral/florale", "a"), "it": ("floreale", "a")},
    "decoration": {"en": ("decoration", ""), "de": ("Dekoration", "f"), "fr": ("décoration", "f"), "it": ("decorazione", "f")},
    "tasting": {"en": ("tasting", ""), "de": ("Verkostung", "f"), "fr": ("dégustation", "f"), "it": ("degustazione", "f")},
}  # fmt: skip
# The lexicon word each concept is checked against.
CONCEPT_KEYS = {
    "lake": "see", "garden": "garten", "terrace": "terrasse", "cellar": "keller", "hall": "saal",
    "wine": "wein", "aperitif": "apero", "package": "paket", "flower": "blumen",
    "decoration": "dekoration", "tasting": "degustation",
}  # fmt: skip
# How a Romance language joins a noun that qualifies a head after it, and German a place after
# its head: "du lac", "sul lago", "am See". A concept missing here stands beside its head
# ("forfait apéritif", "pacchetto degustazione").
JOINED = {
    "fr": {"lake": "du", "garden": "du", "wine": "de"},
    "it": {"lake": "sul", "garden": "del", "wine": "di"},
    "de": {"lake": "am", "garden": "im"},
    "en": {"lake": "by the", "garden": "in the"},
}
PLURAL = {"fr": {"vin": "vins"}, "it": {"vino": "vini"}}
# The lexicon's phrases for "by the lake" (its group of "lakeside"): another way to join it.
LAKESIDE = {"en": "lakeside {h}", "fr": "{h} au bord du lac", "it": "{h} in riva al lago"}


@dataclass(frozen=True)
class VenueName:
    canonical: str
    kind: str  # "room" or "product"
    lang: str  # the language it is written in
    modifier: str
    head: str


NAMES = (
    VenueName("Seeterrasse", "room", "de", "lake", "terrace"),
    VenueName("Gartensaal", "room", "de", "garden", "hall"),
    VenueName("Weinkeller", "room", "de", "wine", "cellar"),
    VenueName("Apéro-Paket", "product", "de", "aperitif", "package"),
    VenueName("Blumendekoration", "product", "de", "flower", "decoration"),
    VenueName("Weinprobe", "product", "de", "wine", "tasting"),
    VenueName("Garden Terrace", "room", "en", "garden", "terrace"),
    VenueName("Lake Hall", "room", "en", "lake", "hall"),
    VenueName("Wine Tasting", "product", "en", "wine", "tasting"),
    VenueName("Salle du Lac", "room", "fr", "lake", "hall"),
    VenueName("Forfait Apéritif", "product", "fr", "aperitif", "package"),
    VenueName("Sala del Giardino", "room", "it", "garden", "hall"),
    VenueName("Pacchetto Degustazione", "product", "it", "tasting", "package"),
)

DATE = {"en": "12 June 2027", "de": "12. Juni 2027", "fr": "12 juin 2027", "it": "12 giugno 2027"}
FACTS_DATE = "2027-06-12"
GREETING = {
    "en": ("Dear Ms Keller,", "Hi Anna!", "Kind regards,\nThe events team"),
    "de": ("Sehr geehrte Frau Keller", "Hallo Anna!", "Freundliche Grüsse\nIhr Eventteam"),
    "fr": ("Bonjour Madame Keller,", "Bonjour Anna !", "Meilleures salutations,\nL'équipe événements"),
    "it": ("Gentile signora Keller,", "Ciao Anna!", "Cordiali saluti,\nIl team eventi"),
}  # fmt: skip
THANKS = {
    "en": "Thank you for your enquiry.",
    "de": "Vielen Dank für Ihre Anfrage.",
    "fr": "Merci pour votre demande.",
    "it": "Grazie per la sua richiesta.",
}
# Sentences that use the words of the names in no name's role.
ASIDE = {
    "en": "From the terrace you look out over the lake and the garden, and we serve wine from the region.",
    "de": "Von der Terrasse blicken Sie auf den See und den Garten, und wir servieren Wein aus der Region.",
    "fr": "Depuis la terrasse, vous voyez le lac et le jardin, et nous servons du vin de la région.",
    "it": "Dalla terrazza si vedono il lago e il giardino, e serviamo vino della regione.",
}  # fmt: skip
# {a} the article and phrase, {A} the same capitalised, {d} the date, {p} the participle.
SUBJECT = {
    "en": ("{A} is reserved for you on {d}.", "On {d}, {a} is booked for your group.",
           "We are pleased to confirm that {a} has been reserved for you on {d}.",
           "Good news: {a} is available and booked for your party on {d}.",
           "For your event on {d} {a} has been reserved exclusively for you."),
    "de": ("{A} ist am {d} für Sie reserviert.", "Am {d} ist {a} für Sie reserviert.",
           "Gerne bestätigen wir, dass {a} am {d} für Ihre Gruppe reserviert ist.",
           "Für Ihren Anlass am {d} haben wir {a} reserviert."),
    "fr": ("{A} est {p} pour vous le {d}.", "Le {d}, {a} est {p} pour votre groupe.",
           "Nous avons le plaisir de vous confirmer que {a} est {p} pour le {d}.",
           "Pour votre événement du {d} {a} est {p} rien que pour vous."),
    "it": ("{A} è {p} per voi il {d}.", "Il {d}, {a} è {p} per il vostro gruppo.",
           "Siamo lieti di confermarle che {a} è {p} per il {d}.",
           "Per il {d} {a} è {p} per voi."),
}  # fmt: skip
OBJECT = {
    "en": ("We have reserved {a} for you on {d}.", "For {d} we have booked {a} for your group.",
           "We've reserved for you {a} on {d}.", "This confirms the booking of {a} on {d}."),
    "de": ("Wir haben {a} am {d} für Sie reserviert.", "Für den {d} haben wir für Sie {a} gebucht.",
           "Am {d} steht Ihnen {a} zur Verfügung."),
    "fr": ("Nous avons réservé {a} pour vous le {d}.", "Pour le {d}, nous avons réservé pour vous {a}.",
           "Nous vous confirmons la réservation de {a} pour le {d}."),
    "it": ("Abbiamo riservato {a} per voi il {d}.", "Per il {d} abbiamo prenotato per voi {a}.",
           "Le confermiamo la prenotazione di {a} per il {d}."),
}  # fmt: skip
INCLUDING = {
    "en": ("Your event on {d} is confirmed. The offer includes {a}.",
           "Your event on {d} is confirmed. The package also includes {a}.",
           "Your event on {d} is confirmed. The price comprises {a} and the service."),
    "de": ("Ihr Anlass am {d} ist bestätigt. Das Angebot umfasst {a}.",
           "Ihr Anlass am {d} ist bestätigt. Das Angebot enthält auch {a}.",
           "Ihr Anlass am {d} ist bestätigt. Unser Angebot beinhaltet {a}."),
    "fr": ("Votre événement du {d} est confirmé. L'offre comprend {a}.",
           "Votre événement du {d} est confirmé. L'offre comprend également {a}."),
    "it": ("Il vostro evento del {d} è confermato. L'offerta comprende {a}.",
           "Il vostro evento del {d} è confermato. L'offerta include anche {a}.",
           "Il vostro evento del {d} è confermato. Nel prezzo è incluso {a}."),
}  # fmt: skip
# A sentence that gives the phrase no role the reader knows: with a source that names the name,
# the phrase stands in the name's place all the same.
ASIDE_ROLE = {
    "en": "On {d} you will enjoy the view from {a}.",
    "de": "Am {d} geniessen Sie bei uns {a}.",
    "fr": "Le {d}, vous profiterez de {a}.",
    "it": "Il {d} potrete godervi la vista da {a}.",
}
EVENT = {
    "en": "Your event on {d} is confirmed.",
    "de": "Ihr Anlass am {d} ist bestätigt.",
    "fr": "Votre événement du {d} est confirmé.",
    "it": "Il vostro evento del {d} è confermato.",
}
LABELS = {  # (products, room, product)
    "en": ("Products", "Room", "Product"),
    "de": ("Produkte", "Raum", "Produkt"),
    "fr": ("Produits", "Salle", "Produit"),
    "it": ("Prodotti", "Sala", "Prodotto"),
}
COLON = {"en": ":", "de": ":", "fr": " :", "it": ":"}
VOWELS = "aeiouàâäéèêëîïôöùûü"
# A preposition and an article written as one word: "de le forfait" is "du forfait".
CONTRACTIONS = {
    "fr": (("de le ", "du "),),
    "it": (
        ("di il ", "del "),
        ("di la ", "della "),
        ("di l'", "dell'"),
        ("da il ", "dal "),
        ("da la ", "dalla "),
        ("da l'", "dall'"),
    ),
}


def _check_vocabulary() -> None:
    """Every form of WORDS translates its concept in the packs' lexicon."""
    for concept, forms in WORDS.items():
        known = translations_of(CONCEPT_KEYS[concept])
        for form, _ in forms.values():
            for written in form.split("/"):
                if fold(written) not in known:
                    raise AssertionError(f"{written!r} is not a translation of {concept!r}")


_check_vocabulary()


def _compound(modifier: str, head: str) -> str:
    link = "s" if modifier.endswith(("ung", "ion", "tät", "keit")) else ""
    return modifier + link + head.lower()


def translations(name: VenueName, lang: str) -> list[tuple[str, str]]:
    """The phrases (with the gender of their head) that translate `name` word by word in `lang`."""
    mod, mod_gender = WORDS[name.modifier][lang]
    head, gender = WORDS[name.head][lang]
    joined = JOINED[lang].get(name.modifier)
    found: list[tuple[str, str]] = []
    if lang == "en":
        found.append((f"{mod} {head}", ""))
        if joined:
            found.append((f"{head} {joined} {mod}", ""))
    elif lang == "de":
        if name.lang != "de":
            found.append((_compound(mod, head), gender))
            found.append((f"{mod}-{head}", gender))
        if joined:
            found.append((f"{head} {joined} {mod}", gender))
    else:
        if mod_gender == "a":
            forms = mod.split("/")
            found.append((f"{head} {forms[-1] if gender == 'f' else forms[0]}", gender))
        elif joined:
            plural = PLURAL.get(lang, {}).get(mod, mod) if joined in ("de", "di") else mod
            found.append((f"{head} {joined} {plural}", gender))
        else:
            found.append((f"{head} {mod}", gender))
    if name.modifier == "lake" and lang in LAKESIDE:
        found.append((LAKESIDE[lang].format(h=head), gender))
    key = fold(name.canonical)
    return [(phrase, g) for phrase, g in found if fold(phrase) != key]


def article(lang: str, gender: str, following: str, *, accusative: bool = False) -> str:
    """The definite article before `following` (a phrase or a name) of that gender."""
    vowel = following[:1].lower() in VOWELS
    if lang == "en":
        return "the "
    if lang == "de":
        return {"m": "den " if accusative else "der ", "f": "die ", "n": "das "}[gender]
    if lang == "fr":
        return "l'" if vowel else {"m": "le ", "f": "la "}[gender]
    return "l'" if vowel else {"m": "il ", "f": "la "}[gender]


def participle(lang: str, gender: str) -> str:
    if lang == "fr":
        return "réservée" if gender == "f" else "réservé"
    if lang == "it":
        return "riservata" if gender == "f" else "riservato"
    return ""


@dataclass(frozen=True)
class Case:
    lang: str
    layout: str
    role: str
    name: VenueName
    phrase: str
    facts: HardFacts
    text: str  # the reply with the translation
    fixed: str  # the same with the name where the translation stands (the clean reply)
    clean: str  # the fixed reply with an aside that uses the translated words in no role
    source: str | None = None  # the draft the reply was written from, naming the name


def _facts(name: VenueName) -> HardFacts:
    raw: dict[str, object] = {"dates": [{"value": FACTS_DATE}]}
    if name.kind == "room":
        raw["rooms"] = [{"value": name.canonical}]
    else:
        raw["terms"] = [{"value": name.canonical, "kind": name.kind}]
    return HardFacts.model_validate(raw)


def _body(rng: random.Random, lang: str, role: str, layout: str, name: VenueName) -> str | None:
    """The role's sentence or block with "{X}" where the phrase (with its article) stands."""
    date = DATE[lang]
    if role == "subject":
        return rng.choice(SUBJECT[lang]).replace("{d}", date)
    if role == "object":
        return rng.choice(OBJECT[lang]).replace("{d}", date)
    if role == "source":
        return ASIDE_ROLE[lang].replace("{d}", date)
    if role == "including":
        if name.kind == "room":
            return None
        return rng.choice(INCLUDING[lang]).replace("{d}", date)
    products, room_label, product_label = LABELS[lang]
    event = EVENT[lang].replace("{d}", date)
    if role == "item":
        if name.kind == "room":
            return None
        if layout == "html":
            return f"<p>{event}</p><p><strong>{products}{COLON[lang]}</strong></p><ul><li>{{b}}</li></ul>"
        if rng.random() < 0.5:
            return f"{event}\n\n{products}{COLON[lang]}\n- {{b}}\n"
        return f"{event}\n\n| {products} |\n|---|\n| {{b}} |\n"
    label = room_label if name.kind == "room" else product_label
    if layout == "html":
        return f"<p>{event}</p><p><strong>{label}{COLON[lang]}</strong> {{b}}</p>"
    return f"{event}\n\n- **{label}{COLON[lang]}** {{b}}\n"


def _fill(body: str, lang: str, phrase: str, gender: str, written: str) -> str:
    """The body with `written` (the phrase or the name) in the phrase's place; the article is
    chosen for the phrase's gender and the first letter of what is written."""
    accusative = lang == "de" and "{A}" not in body and not _german_subject(body)
    art = article(lang, gender, written, accusative=accusative)
    text = body.replace("{p}", participle(lang, gender))
    text = text.replace("{A}", (art + written)[0].upper() + (art + written)[1:])
    text = text.replace("{a}", art + written)
    for preposition, contracted in CONTRACTIONS.get(lang, ()):
        text = text.replace(preposition, contracted)
    return text.replace("{b}", written)


def _german_subject(body: str) -> bool:
    return " ist {a}" in body or "dass {a}" in body or "steht Ihnen {a}" in body


def _layout(rng: random.Random, lang: str, layout: str, body: str) -> str:
    opening, chat, closing = GREETING[lang]
    if layout == "chat":
        return f"{chat} {body.strip()}"
    if layout == "html":
        inner = body if body.startswith("<p>") else f"<p>{body}</p>"
        return (
            f"<p>{opening}</p><p>{THANKS[lang]}</p>{inner}<p>{closing.replace(chr(10), '<br>')}</p>"
        )
    if layout == "bullets":
        date_label = {"en": "Date", "de": "Datum", "fr": "Date", "it": "Data"}[lang]
        return f"{opening}\n\n{body.strip()}\n\n- **{date_label}{COLON[lang]}** {DATE[lang]}\n\n{closing}"
    if rng.random() < 0.5 and "\n" not in body and body[:1].isupper():
        # The greeting and the sentence on one line: "Bonjour Madame Keller, La terrasse …".
        return f"{opening.rstrip(',')}, {body}\n\n{closing}"
    return f"{opening}\n\n{THANKS[lang]} {body.strip()}\n\n{closing}"


def generate(cases: int, seed: int = 7) -> Iterator[Case]:
    rng = random.Random(seed)
    made = 0
    attempts = 0
    while made < cases and attempts < cases * 20:
        attempts += 1
        lang = LANGS[made % len(LANGS)]
        layout = LAYOUTS[(made // len(LANGS)) % len(LAYOUTS)]
        name = rng.choice(NAMES)
        phrases = translations(name, lang)
        if not phrases:
            continue
        phrase, gender = rng.choice(phrases)
        role = rng.choice(ROLES)
        body = _body(rng, lang, role, layout, name)
        if body is None:
            continue
        text = _layout(rng, lang, layout, _fill(body, lang, phrase, gender, phrase))
        # The same draw of the layout for the fixed reply.
        fixed = text.replace(
            _fill(body, lang, phrase, gender, phrase).strip(),
            _fill(body, lang, phrase, gender, name.canonical).strip(),
        )
        clean = _with_aside(fixed, lang, layout)
        made += 1
        source = f"Draft: {name.canonical}, {FACTS_DATE}." if role == "source" else None
        yield Case(lang, layout, role, name, phrase, _facts(name), text, fixed, clean, source)


def _with_aside(text: str, lang: str, layout: str) -> str:
    aside = ASIDE[lang]
    if layout == "html":
        at = text.rfind("<p>")
        return f"{text[:at]}<p>{aside}</p>{text[at:]}"
    if layout == "chat" and "\n" not in text:
        return f"{text} {aside}"
    if layout == "chat":
        return f"{text}\n\n{aside}"
    at = text.rfind("\n\n")
    return f"{text[:at]}\n\n{aside}{text[at:]}"


def outcome(case: Case) -> tuple[bool, bool]:
    """(fixed: the translation replaced by the name and nothing else changed, clean: the clean
    reply unchanged)."""
    fixed = repair(case.facts, case.text, locale=case.lang, source=case.source).text == case.fixed
    clean = repair(case.facts, case.clean, locale=case.lang, source=case.source).text == case.clean
    return fixed, clean


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=400)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--examples", type=int, default=5)
    args = parser.parse_args(argv)
    table: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0])
    roles: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    examples: list[str] = []
    for case in generate(args.cases, args.seed):
        fixed, clean = outcome(case)
        row = table[(case.lang, case.layout)]
        row[0] += 1
        row[1] += fixed
        row[2] += clean
        roles[case.role][0] += 1
        roles[case.role][1] += fixed
        if not (fixed and clean) and len(examples) < args.examples:
            shown = case.text if not fixed else case.clean
            got = repair(case.facts, shown, locale=case.lang, source=case.source)
            examples.append(
                f"{case.lang}/{case.layout}/{case.role} {case.name.canonical!r} "
                f"{'clean' if fixed else 'fixed'} failed:\n    in:  {case.text if not fixed else case.clean!r}"
                f"\n    out: {got.text!r}"
            )
    total = [sum(row[i] for row in table.values()) for i in range(3)]
    print(f"{'lang':6}{'layout':10}{'cases':>7}{'fixed':>9}{'clean':>9}")
    for (lang, layout), (n, fixed_n, clean_n) in sorted(table.items()):
        print(f"{lang:6}{layout:10}{n:7}{fixed_n / n:9.3f}{clean_n / n:9.3f}")
    print(f"{'all':16}{total[0]:7}{total[1] / total[0]:9.3f}{total[2] / total[0]:9.3f}")
    for role, (n, fixed_n) in sorted(roles.items()):
        print(f"  role {role:10}{n:6}  fixed {fixed_n / n:.3f}")
    fixed_rate, clean_rate = total[1] / total[0], total[2] / total[0]
    print(f"translated names fixed: {fixed_rate:.3f} (target 0.950)")
    print(f"clean replies unchanged: {clean_rate:.3f} (target 1.000)")
    for example in examples:
        print("  " + example)
    return 0 if fixed_rate >= 0.95 and clean_rate == 1.0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
