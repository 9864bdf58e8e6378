"""Catalog names built from the hospitality lexicon, written translated in a reply: read as the
name and written back where they stand; written as the catalog writes them, or beside the same
words in ordinary sentences, left alone.

The names are generated: German compounds of two lexicon words (modifier first, head last, as
German builds them) and two-word names in en, fr and it. Their translations are rendered by taking
each word's translation from the table below and ordering the words as the target language does
(English head-last, French and Italian head-first with "de"/"di"). The table is written by hand,
one row per meaning; a test checks that each row's words translate each other in the lexicon, so
the names are the lexicon's own.
"""

from __future__ import annotations

from itertools import product

import pytest

from safety.correct import repair
from safety.facts import HardFacts
from safety.lang.glossary import WORD_GROUPS
from safety.lang.hospitality_lexicon import LEXICON_GROUPS
from safety.text import fold
from safety.verify import verify

Row = tuple[str, str, str, str]  # (German as a compound takes it, en, fr, it)

ROOM_HEADS: tuple[Row, ...] = (
    ("Stube", "Parlour", "Salon", "Salotto"),
    ("Terrasse", "Terrace", "Terrasse", "Terrazza"),
    ("Keller", "Cellar", "Cave", "Cantina"),
    ("Scheune", "Barn", "Grange", "Fienile"),
    ("Turm", "Tower", "Tour", "Torre"),
    ("Saal", "Hall", "Salle", "Sala"),
    ("Garten", "Garden", "Jardin", "Giardino"),
    ("Hütte", "Hut", "Cabane", "Baita"),
    ("Galerie", "Gallery", "Galerie", "Galleria"),
    ("Hof", "Courtyard", "Cour", "Cortile"),
    ("Pavillon", "Pavilion", "Pavillon", "Padiglione"),
    ("Bibliothek", "Library", "Bibliothèque", "Biblioteca"),
)
ROOM_MODIFIERS: tuple[Row, ...] = (
    ("See", "Lake", "Lac", "Lago"),
    ("Berg", "Mountain", "Montagne", "Montagna"),
    ("Arven", "Stone Pine", "Arolle", "Cembro"),
    ("Wald", "Forest", "Forêt", "Bosco"),
    ("Gipfel", "Summit", "Sommet", "Vetta"),
    ("Mühle", "Mill", "Moulin", "Mulino"),
    ("Kamin", "Fireplace", "Cheminée", "Camino"),
    ("Lärchen", "Larch", "Mélèze", "Larice"),
    ("Eichen", "Oak", "Chêne", "Quercia"),
    ("Stein", "Stone", "Pierre", "Pietra"),
    ("Schloss", "Castle", "Château", "Castello"),
    ("Kloster", "Monastery", "Monastère", "Monastero"),
    ("Sonnen", "Sun", "Soleil", "Sole"),
    ("Alp", "Alp", "Alpage", "Alpeggio"),
    ("Gletscher", "Glacier", "Glacier", "Ghiacciaio"),
    ("Tal", "Valley", "Vallée", "Valle"),
    ("Wein", "Wine", "Vin", "Vino"),
)
PRODUCT_HEADS: tuple[Row, ...] = (
    ("Abend", "evening", "soirée", "serata"),
    ("Paket", "package", "forfait", "pacchetto"),
    ("Platte", "platter", "plateau", "tagliere"),
    ("Wanderung", "hike", "randonnée", "escursione"),
    ("Führung", "tour", "visite", "visita"),
)
PRODUCT_MODIFIERS: tuple[Row, ...] = (
    ("Fondue", "fondue", "fondue", "fonduta"),
    ("Käse", "cheese", "fromage", "formaggio"),
    ("Wein", "wine", "vin", "vino"),
    ("Schokoladen", "chocolate", "chocolat", "cioccolato"),
    ("Trüffel", "truffle", "truffe", "tartufo"),
    ("Forellen", "trout", "truite", "trota"),
    ("Kastanien", "chestnut", "châtaigne", "castagna"),
    ("Gletscher", "glacier", "glacier", "ghiacciaio"),
    ("Schnee", "snow", "neige", "neve"),
    ("Herbst", "autumn", "automne", "autunno"),
    ("Schlittel", "sledging", "luge", "slittino"),
    ("Hirsch", "venison", "cerf", "cervo"),
)
# One-word features and their translations, which take one word or a phrase.
FEATURES: tuple[Row, ...] = (
    ("Kamin", "fireplace", "cheminée", "caminetto"),
    ("Kaminfeuer", "open fire", "feu de cheminée", "caminetto"),
    ("Tageslicht", "daylight", "lumière du jour", "luce naturale"),
    ("Leinwand", "screen", "écran", "schermo"),
    ("Rednerpult", "lectern", "pupitre", "leggio"),
    ("Garderobe", "cloakroom", "vestiaire", "guardaroba"),
    ("Parkplatz", "car park", "parking", "parcheggio"),
    ("Balkon", "balcony", "balcon", "balcone"),
    ("Aufzug", "lift", "ascenseur", "ascensore"),
    ("Dusche", "shower", "douche", "doccia"),
    ("Verdunkelung", "blackout", "occultation", "oscuramento"),
    ("Wintergarten", "conservatory", "jardin d'hiver", "giardino d'inverno"),
    ("Klimatisiert", "air-conditioned", "climatisé", "climatizzato"),
    ("Znüni", "morning snack", "collation", "spuntino"),
    ("Schlittelplausch", "sledging", "luge", "slittino"),
)

LANGS = ("de", "en", "fr", "it")
VOWELS = tuple("aeiouhâàéèêîôûAEIOUHÂÀÉÈÊÎÔÛ")


def _the_group(row: Row) -> bool:
    """Whether one group of the lexicon (or of the glossary's words) holds every word of `row`,
    a German compound stem by its own word or that word with a linking "n"."""
    german, *others = (fold(word) for word in row)
    stems = {german, german.removesuffix("n"), german.removesuffix("en") + "e"}
    return any(
        not stems.isdisjoint(folded) and all(word in folded for word in others)
        for group in (*LEXICON_GROUPS, *WORD_GROUPS)
        for folded in [{fold(word) for word in group}]
    )


@pytest.mark.parametrize(
    "row", [*ROOM_HEADS, *ROOM_MODIFIERS, *PRODUCT_HEADS, *PRODUCT_MODIFIERS, *FEATURES]
)
def test_each_row_is_one_group_of_the_lexicon(row):
    assert _the_group(row), row


def _compound(modifier: str, head: str) -> str:
    """A German compound: the modifier's stem, then the head in lower case."""
    return modifier + head.lower()


def _rendered(modifier: Row, head: Row, lang: str) -> str:
    """The name of `modifier` + `head` in `lang`: a compound in German, the head last in English,
    first in French ("de", "d'") and Italian ("di")."""
    i = LANGS.index(lang)
    mod, hd = modifier[i], head[i]
    if lang == "de":
        return _compound(mod, hd)
    if lang == "en":
        return f"{mod} {hd}"
    if lang == "fr":
        return f"{hd} d'{mod}" if mod.startswith(VOWELS) else f"{hd} de {mod}"
    return f"{hd} di {mod}"


ROOM_FRAMES = {
    "de": "Die {} ist für Sie am 21. Mai 2027 für 24 Personen reserviert.",
    "en": "The {} is reserved for you on 21 May 2027 for 24 guests.",
    "fr": "La {} est réservée pour vous le 21 mai 2027 pour 24 personnes.",
    "it": "La {} è riservata per voi il 21 maggio 2027 per 24 persone.",
}
PRODUCT_FRAMES = {
    "de": "Für Ihre 24 Gäste am 21. Mai 2027 ist die {} inbegriffen.",
    "en": "For your 24 guests on 21 May 2027 we include the {}.",
    "fr": "Pour vos 24 invités le 21 mai 2027, nous incluons le {}.",
    "it": "Per i vostri 24 ospiti il 21 maggio 2027 includiamo il {}.",
}
# Ordinary sentences with a name's words, each standing alone: "terrace" and "the lake".
PLAIN_SENTENCES = {
    "en": " Every {head} of ours is heated; you will love the {mod}.",
    "fr": " Chaque {head} est chauffée ; le thème {mod} vous plaira.",
    "it": " Ogni {head} è riscaldata; il tema {mod} vi piacerà.",
}


def _facts(name: str, kind: str) -> HardFacts:
    named = (
        {"rooms": [{"value": name}]}
        if kind == "room"
        else {"terms": [{"value": name, "kind": kind}]}
    )
    return HardFacts.model_validate(
        {**named, "dates": [{"value": "2027-05-21"}], "counts": [{"value": 24}]}
    )


def _cases(heads, modifiers, kind):
    """(name, kind, frame language, translation): every compound in every other language, and
    every two-word name of en, fr and it in the other two of those."""
    for head, modifier in product(heads, modifiers):
        name = _compound(modifier[0], head[0])
        for lang in ("en", "fr", "it"):
            yield name, kind, lang, _rendered(modifier, head, lang)
        for source, target in product(("en", "fr", "it"), repeat=2):
            if source != target:
                name = _rendered(modifier, head, source)
                translation = _rendered(modifier, head, target)
                if fold(name) != fold(translation):
                    yield name, kind, target, translation


TRANSLATED = [
    *_cases(ROOM_HEADS, ROOM_MODIFIERS, "room"),
    *_cases(PRODUCT_HEADS, PRODUCT_MODIFIERS, "product"),
    *(
        (row[0], "feature", lang, row[LANGS.index(lang)])
        for row in FEATURES
        for lang in ("en", "fr", "it")
    ),
]


# The frames' articles (product, room) and their elided forms before a vowel.
ELIDED = {"fr": (("le ", "l'"), ("La ", "L'")), "it": (("il ", "l'"), ("La ", "L'"))}
VOWELS = "aeiouàâäéèêëîïôöùûü"


def _frame(kind: str, lang: str) -> str:
    return (ROOM_FRAMES if kind == "room" else PRODUCT_FRAMES)[lang]


@pytest.mark.parametrize(("name", "kind", "lang", "translation"), TRANSLATED)
def test_a_translation_in_place_of_the_name_is_read_as_the_name(name, kind, lang, translation):
    facts = _facts(name, kind)
    text = _frame(kind, lang).format(translation)
    start = text.index(translation)
    end = start + len(translation)
    report = verify(facts, text, locale=lang)
    issues = [(i.kind, i.reason, i.expected) for i in report.issues]
    assert issues == [("wrong", "altered", name)], (text, report.issues)
    assert report.issues[0].span == (start, end)
    fixed = repair(facts, text, locale=lang).text
    before = text[:start]
    if name[0].lower() in VOWELS and lang in ELIDED:
        # A name that opens with a vowel takes the elided article: "L'Arvenstube", "l'Aufzug".
        full, elided = ELIDED[lang][kind == "room"]
        assert before.endswith(full)
        before = before[: -len(full)] + elided
    assert fixed.startswith(before) and fixed.endswith(text[end:]), fixed
    assert name in fixed[len(before) : len(fixed) - (len(text) - end)], fixed
    assert verify(facts, fixed, locale=lang).ok, fixed


NAMED = sorted({(name, kind) for name, kind, _, _ in TRANSLATED})


@pytest.mark.parametrize(("name", "kind"), NAMED)
@pytest.mark.parametrize("lang", LANGS)
def test_the_name_written_as_the_catalog_writes_it_stays(name, kind, lang):
    facts = _facts(name, kind)
    text = _frame(kind, lang).format(name)
    outcome = repair(facts, text, locale=lang)
    assert outcome.report.ok, outcome.report.issues
    assert outcome.text == text


PLAIN = [
    (
        _compound(modifier[0], head[0]),
        kind,
        lang,
        head[LANGS.index(lang)],
        modifier[LANGS.index(lang)],
    )
    for heads, modifiers, kind in (
        (ROOM_HEADS, ROOM_MODIFIERS, "room"),
        (PRODUCT_HEADS, PRODUCT_MODIFIERS, "product"),
    )
    for head, modifier in product(heads, modifiers)
    for lang in PLAIN_SENTENCES
]


@pytest.mark.parametrize(("name", "kind", "lang", "head", "modifier"), PLAIN)
def test_the_same_words_in_ordinary_sentences_beside_the_name_stay(
    name, kind, lang, head, modifier
):
    facts = _facts(name, kind)
    plain = PLAIN_SENTENCES[lang].format(head=head.lower(), mod=modifier.lower())
    text = _frame(kind, lang).format(name) + plain
    outcome = repair(facts, text, locale=lang)
    assert outcome.report.ok, outcome.report.issues
    assert outcome.text == text


@pytest.mark.parametrize(
    ("name", "kind", "lang", "text"),
    [
        (
            "Seeblick",
            "room",
            "en",
            "The Seeblick is reserved for you on 21 May 2027 for 24 guests. The room has a "
            "lovely view of the lake.",
        ),
        (
            "Seeblick",
            "room",
            "fr",
            "Le Seeblick est réservé pour vous le 21 mai 2027 pour 24 personnes. La salle offre "
            "une belle vue sur le lac.",
        ),
        (
            "Arvenstube",
            "room",
            "en",
            "The Arvenstube is reserved for you on 21 May 2027 for 24 guests. The parlour is "
            "panelled in stone pine from the valley.",
        ),
        (
            "Arvenstube",
            "room",
            "it",
            "La Arvenstube è riservata per voi il 21 maggio 2027 per 24 persone. Il salotto è "
            "rivestito in legno di cembro.",
        ),
        (
            "Kaminfeuer",
            "feature",
            "en",
            "For your 24 guests on 21 May 2027 we include the Kaminfeuer. The fire is lit "
            "before you arrive, and the fireplace room has a view of the mountains.",
        ),
        (
            "Schlittelplausch",
            "product",
            "de",
            "Für Ihre 24 Gäste am 21. Mai 2027 ist der Schlittelplausch inbegriffen. Die Schlitten "
            "stehen beim Berggasthaus bereit.",
        ),
    ],
)
def test_hand_written_clean_replies_with_the_names_words_stay(name, kind, lang, text):
    outcome = repair(_facts(name, kind), text, locale=lang)
    assert outcome.report.ok, outcome.report.issues
    assert outcome.text == text


SLEDGING = HardFacts.model_validate(
    {
        "dates": [{"value": "2027-02-12"}],
        "terms": [{"value": "Schlittelplausch", "kind": "product"}],
    }
)


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        (
            "Am 12. Februar 2027 ist der Schlittelplausch gebucht. Warm clothes help on the "
            "sledging.",
            "en",
        ),
        (
            "Il 12 febbraio 2027 è prenotato lo Schlittelplausch. La pista da slittino è chiusa "
            "in caso di pioggia.",
            "it",
        ),
    ],
)
def test_a_term_named_exactly_may_be_named_again_in_the_readers_words(text, lang):
    assert repair(SLEDGING, text, locale=lang).text == text
