"""Closed word classes of who speaks in a reply, per language: what only the client says of itself,
what only someone who apologises says, and what promises the client a later contact.

Each class is a tuple of phrases, matched as whole words, case folded. They belong in the language
packs (safety/lang/<code>/), beside the as-client cues; they live here until the packs hold them.

    WISH        the client's first-person plural of wanting, looking for or planning: "we would like",
                "wir suchen", "nous souhaitons", "vorremmo"
    APOLOGY     an apology: "sorry", "es tut uns leid", "désolé", "ci scusiamo"
    REGRET      a word of regret a draft writes where it says no ("unfortunately", "leider"):
                a draft with one makes an apology of its own
    PROMISE     a later contact promised: "we will contact you", "sobald wir", "nous reviendrons
                vers vous", "la ricontatteremo"
    INFORMAL    the informal address ("du", "tu", "tua"): a reply keeps the draft's formal register
    ADDRESS     the client addressed in the formal register: a wish said to the client ("we would
                like to thank you", "wir möchten Ihnen mitteilen") is the venue's
"""

from __future__ import annotations

from collections.abc import Mapping

from safety.lang import Lang

WordClass = Mapping[Lang, tuple[str, ...]]

WISH: WordClass = {
    "en": (
        "we would like", "we'd like", "we want", "we wish", "we are looking for",
        "we're looking for", "we need", "we are planning", "we're planning", "we plan",
        "we are organising", "we are organizing", "we intend",
    ),
    "de": (
        "wir möchten", "wir suchen", "wir wünschen", "wir hätten gerne", "wir hätten gern",
        "wir würden gerne", "wir würden gern", "wir planen", "wir brauchen", "wir benötigen",
        "wir wollen", "wir organisieren",
    ),
    "fr": (
        "nous souhaitons", "nous souhaiterions", "nous voudrions", "nous voulons",
        "nous aimerions", "nous cherchons", "nous recherchons", "nous avons besoin",
        "nous organisons", "nous prévoyons", "nous planifions",
    ),
    "it": (
        "vorremmo", "desideriamo", "desidereremmo", "cerchiamo", "stiamo cercando",
        "abbiamo bisogno", "avremmo bisogno", "organizziamo", "stiamo organizzando", "vogliamo",
        "prevediamo",
    ),
}  # fmt: skip

APOLOGY: WordClass = {
    "en": ("sorry", "apologise", "apologize", "apologies", "apology", "please excuse"),
    "de": (
        "es tut mir leid", "es tut uns leid", "tut mir leid", "tut uns leid", "entschuldigen",
        "entschuldigung", "entschuldigt", "bitten um entschuldigung", "bedauern",
    ),
    "fr": ("désolé", "désolée", "désolés", "désolées", "excuses", "excusez", "pardon", "navré", "navrés"),
    "it": ("mi dispiace", "ci dispiace", "scusiamo", "scusi", "scuse", "scusa", "spiacenti", "spiacente"),
}  # fmt: skip

REGRET: WordClass = {
    "en": ("unfortunately", "regret", "regrettably"),
    "de": ("leider", "bedauerlicherweise"),
    "fr": ("malheureusement", "regrettons"),
    "it": ("purtroppo", "siamo spiacenti"),
}

PROMISE: WordClass = {
    "en": (
        "we will contact you", "we'll contact you", "we will get back to you",
        "we'll get back to you", "we will be in touch", "we'll be in touch",
        "we will let you know", "we'll let you know", "we will keep you informed",
        "we will keep you posted", "we will inform you", "we will notify you",
        "we will reach out", "as soon as we", "keep an eye on",
    ),
    "de": (
        "wir melden uns", "melden wir uns", "wir werden uns", "wir kontaktieren sie",
        "werden sie kontaktieren", "wir informieren sie", "werden sie informieren",
        "halten sie auf dem laufenden", "sobald wir", "geben ihnen bescheid",
    ),
    "fr": (
        "nous vous contacterons", "nous vous recontacterons", "nous reviendrons vers vous",
        "nous vous tiendrons informé", "nous vous tiendrons informée", "nous vous informerons",
        "nous vous ferons savoir", "dès que nous",
    ),
    "it": (
        "la contatteremo", "la ricontatteremo", "le faremo sapere", "la terremo informata",
        "la terremo informato", "la informeremo", "ci faremo sentire", "non appena avremo",
        "non appena sapremo", "non appena troveremo",
    ),
}  # fmt: skip

# The formal address in a sentence: a wish said to the client is the venue's ("Vorremmo
# ringraziarla", "nous souhaitons vous remercier"). German's are matched with their capital.
ADDRESS: WordClass = {
    "en": ("you", "your"),
    "de": ("Sie", "Ihnen", "Ihr", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"),
    "fr": ("vous", "votre", "vos"),
    "it": (
        "Lei",
        "lei",
        "La",
        "Le",
        "Sua",
        "Suo",
        "Suoi",
        "Sue",
        "la sua",
        "il suo",
        "le sue",
        "i suoi",
    ),
}
# Italian clitics on an infinitive address the client too: "ringraziarla", "offrirle", "proporle".
ADDRESS_CLITIC_ENDINGS: WordClass = {
    "it": ("arla", "erla", "irla", "orla", "arle", "erle", "irle", "orle")
}

# The informal address: a reply in the draft's formal register ("Sie", "vous", "Lei") that writes
# one of these mixes registers ("la tua richiesta" beside "Lei").
INFORMAL: WordClass = {
    "de": ("du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"),
    "fr": ("tu", "toi", "ton", "ta", "tes"),
    "it": ("tu", "tuo", "tua", "tuoi", "tue", "ti"),
}

# The first person plural: the client's "we" in its message ("for our board meeting", "für
# unser Jubiläum", "pour notre conférence", "per la nostra cena"). A run of the client's words that
# holds one is the client speaking, written again in a reply.
FIRST_PLURAL: WordClass = {
    "en": ("we", "us", "our", "ours"),
    "de": ("wir", "uns", "unser", "unsere", "unserem", "unseren", "unserer", "unseres"),
    "fr": ("nous", "notre", "nos"),
    "it": ("noi", "nostro", "nostra", "nostri", "nostre"),
}

__all__ = [
    "ADDRESS",
    "ADDRESS_CLITIC_ENDINGS",
    "INFORMAL",
    "APOLOGY",
    "FIRST_PLURAL",
    "PROMISE",
    "REGRET",
    "WISH",
    "WordClass",
]
