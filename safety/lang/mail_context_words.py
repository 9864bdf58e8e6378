"""The words mail programs and writers put around a message that are context, not content, in
en, de, fr and it: the line that introduces a quoted message ("On … X wrote:", "Am … schrieb X:",
"Le … X a écrit :", "Il giorno … X ha scritto:"), the labels of a quoted header block ("From:",
"Von:", "De :", "Da:"), the lines that open a forwarded or original message, the formulas that
close a letter before its signature, and the labels of contact lines ("Tel.", "Natel", "Tél.",
"Cellulare").

All are compared as folded words (case and accents aside, safety.text.fold).
"""

from __future__ import annotations

# The verbs of an attribution line, as word sequences: the line ends with ":" and names the
# writer ("On Mon, 3 Nov 2026 at 09:12, Anna <anna@example.ch> wrote:").
ATTRIBUTION_VERBS: frozenset[tuple[str, ...]] = frozenset(
    {
        ("wrote",),
        ("writes",),
        ("schrieb",),
        ("schreibt",),
        ("hat", "geschrieben"),
        ("a", "ecrit"),
        ("ecrit",),
        ("ha", "scritto"),
        ("scrive",),
    }
)

# The labels of a quoted header block ("From: …", "Sent: …", "Gesendet: …", "Envoyé : …",
# "Inviato: …"). A block is two or more such lines, one of them naming the sender.
SENDER_LABELS: frozenset[str] = frozenset({"from", "von", "de", "da", "absender", "expediteur"})
HEADER_LABELS: frozenset[str] = SENDER_LABELS | frozenset(
    {
        # en
        "sent",
        "date",
        "to",
        "cc",
        "bcc",
        "subject",
        "reply to",
        # de
        "gesendet",
        "datum",
        "an",
        "betreff",
        "antwort an",
        "kopie",
        # fr
        "envoye",
        "a",
        "objet",
        "sujet",
        "repondre a",
        # it
        "inviato",
        "data",
        "oggetto",
        "rispondi a",
        "inviato il",
    }
)

# The labels of a header block that give its date or subject: a block has one of them.
DATE_OR_SUBJECT_LABELS: frozenset[str] = frozenset(
    {"sent", "date", "subject", "gesendet", "datum", "betreff", "envoye", "objet", "sujet"}
    | {"inviato", "data", "oggetto", "inviato il"}
)

# Lines that open a forwarded or an original message; all that follows is that message.
FORWARD_OPENERS: frozenset[tuple[str, ...]] = frozenset(
    {
        ("forwarded", "message"),
        ("begin", "forwarded", "message"),
        ("original", "message"),
        ("weitergeleitete", "nachricht"),
        ("anfang", "der", "weitergeleiteten", "nachricht"),
        ("ursprungliche", "nachricht"),
        ("originalnachricht",),
        ("message", "transfere"),
        ("debut", "du", "message", "reexpedie"),
        ("debut", "du", "message", "transfere"),
        ("message", "d", "origine"),
        ("message", "original"),
        ("messaggio", "inoltrato"),
        ("inizio", "messaggio", "inoltrato"),
        ("messaggio", "originale"),
    }
)

# Formulas that close a letter: what follows on the next short lines is the signature (name,
# company, address, telephone), never the request.
CLOSING_FORMULAS: frozenset[tuple[str, ...]] = frozenset(
    {
        # en
        ("regards",),
        ("best",),
        ("best", "regards"),
        ("kind", "regards"),
        ("warm", "regards"),
        ("many", "thanks"),
        ("thanks",),
        ("thank", "you"),
        ("thanks", "in", "advance"),
        ("cheers",),
        ("sincerely",),
        ("yours", "sincerely"),
        ("yours", "faithfully"),
        ("all", "the", "best"),
        # de
        ("gruss",),
        ("grusse",),
        ("liebe", "grusse"),
        ("viele", "grusse"),
        ("beste", "grusse"),
        ("freundliche", "grusse"),
        ("mit", "freundlichen", "grussen"),
        ("mit", "besten", "grussen"),
        ("herzliche", "grusse"),
        ("danke",),
        ("vielen", "dank"),
        ("besten", "dank"),
        ("lg",),
        ("mfg",),
        # fr
        ("cordialement",),
        ("bien", "cordialement"),
        ("meilleures", "salutations"),
        ("sinceres", "salutations"),
        ("salutations",),
        ("bien", "a", "vous"),
        ("merci",),
        ("merci", "beaucoup"),
        ("merci", "d", "avance"),
        ("belle", "journee"),
        ("bonne", "journee"),
        # it
        ("cordiali", "saluti"),
        ("distinti", "saluti"),
        ("saluti",),
        ("un", "saluto"),
        ("grazie",),
        ("grazie", "mille"),
        ("grazie", "in", "anticipo"),
        ("a", "presto"),
    }
)

# What opens a postscript after a signature: the client writes on ("PS: we are 25").
POSTSCRIPTS: frozenset[tuple[str, ...]] = frozenset(
    {("ps",), ("p", "s"), ("pps",), ("p", "p", "s"), ("nb",), ("n", "b"), ("nachtrag",)}
)

# Labels that open one of the writer's own contact lines ("Tel. +41 44 123 45 67", "Natel:
# 079 …", "Tél. : …", "Cell. …", "Web: …").
CONTACT_LABELS: frozenset[tuple[str, ...]] = frozenset(
    {
        ("tel",),
        ("tel", "nr"),
        ("phone",),
        ("telephone",),
        ("mobile",),
        ("mob",),
        ("cell",),
        ("fax",),
        ("direct",),
        ("office",),
        ("telefon",),
        ("telefonnummer",),
        ("handy",),
        ("natel",),
        ("mobil",),
        ("tel", "direkt"),
        ("portable",),
        ("telephone", "portable"),
        ("tel", "portable"),
        ("ligne", "directe"),
        ("telefono",),
        ("cellulare",),
        ("cel",),
        ("email",),
        ("e", "mail"),
        ("mail",),
        ("web",),
        ("www",),
        ("website",),
        ("address",),
        ("adresse",),
        ("indirizzo",),
    }
)
