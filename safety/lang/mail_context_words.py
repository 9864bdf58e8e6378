"""The words mail programs and writers put around a message that are context, not content, in
en, de, fr and it: the line that introduces a quoted message ("On … X wrote:", "Am … schrieb X:",
"Le … X a écrit :", "Il giorno … X ha scritto:"), the labels of a quoted header block ("From:",
"Von:", "De :", "Da:"), the lines that open a forwarded or original message, the formulas that
close a letter before its signature, and the labels of contact lines ("Tel.", "Natel", "Tél.",
"Cellulare").

All are compared as folded words (case and accents aside, safety.text.fold). Each language's
words are its pack's `mail` (safety.lang.registry); this module is their view.
"""

from __future__ import annotations

from safety.lang import LANGS
from safety.lang.registry import LANGUAGES

_MAIL = [LANGUAGES[lang].mail for lang in LANGS]

# The verbs of an attribution line, as word sequences: the line ends with ":" and names the
# writer ("On Mon, 3 Nov 2026 at 09:12, Anna <anna@example.ch> wrote:").
ATTRIBUTION_VERBS: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _MAIL for phrase in words.attribution_verbs
)

# The labels of a quoted header block ("From: …", "Sent: …", "Gesendet: …", "Envoyé : …",
# "Inviato: …"). A block is two or more such lines, one of them naming the sender.
SENDER_LABELS: frozenset[str] = frozenset(label for words in _MAIL for label in words.sender_labels)
HEADER_LABELS: frozenset[str] = SENDER_LABELS | frozenset(
    label for words in _MAIL for label in words.header_labels
)

# The labels of a header block that give its date or subject: a block has one of them.
DATE_OR_SUBJECT_LABELS: frozenset[str] = frozenset(
    label for words in _MAIL for label in words.date_or_subject_labels
)

# Lines that open a forwarded or an original message; all that follows is that message.
FORWARD_OPENERS: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _MAIL for phrase in words.forward_openers
)

# Formulas that close a letter: what follows on the next short lines is the signature (name,
# company, address, telephone), never the request.
CLOSING_FORMULAS: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _MAIL for phrase in words.closing_formulas
)

# What opens a postscript after a signature: the client writes on ("PS: we are 25").
POSTSCRIPTS: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _MAIL for phrase in words.postscripts
)

# Labels that open one of the writer's own contact lines ("Tel. +41 44 123 45 67", "Natel:
# 079 …", "Tél. : …", "Cell. …", "Web: …").
CONTACT_LABELS: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _MAIL for phrase in words.contact_labels
)

# What names a message the reply refers to, right before the date it was written ("your enquiry
# of 2 October", "Ihre Anfrage vom 2. Oktober", "votre demande du 2 octobre", "la sua richiesta
# del 2 ottobre"): that date is the message's, not the booking's.
MESSAGE_REFERENCES: frozenset[tuple[str, ...]] = frozenset(
    tuple(phrase.split()) for words in _MAIL for phrase in words.message_references
)
