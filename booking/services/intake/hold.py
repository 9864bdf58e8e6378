"""A client asking to hold a room, and the name and e-mail address that hold needs.

"Could you reserve the Salon Rose for us?", "Bitte reservieren Sie den Raum", "Pouvez-vous
réserver la salle ?", "Vorremmo prenotare la sala" ask for a hold; "no need to reserve yet",
"nicht reservieren" do not. The e-mail address is the first one written; the name follows a cue
("my name is", "Name:", "ich heisse", "je m'appelle", "mi chiamo") or stands right before the
address ("Laura Meier, laura.meier@example.ch").
"""

from __future__ import annotations

from dataclasses import dataclass

from safety.patterns import compile_pattern, scan

from .cues import NEGATIONS, MessageWords, _phrases, _words

HOLD_WORDS = _words(
    """reserve reservation book hold option reservieren reserviere reservierung buchen
    option vormerken festhalten réserver réservez réservation bloquer option prenotare
    prenotate prenotazione prenota riservare riservate opzione bloccare"""
)
# Before a hold word: the client does not ask for it (yet).
NOT_YET = NEGATIONS | _phrases(
    "no need to", "don't", "do not", "not yet", "noch nicht", "nicht", "pas encore", "ne pas",
    "non ancora", "non", "without", "ohne", "sans", "senza",
)  # fmt: skip
NAME_CUES = _phrases(
    "my name is", "name is", "name", "i am", "i m", "this is", "mein name ist", "ich heisse",
    "ich heiße", "je m appelle", "je suis", "mon nom est", "nom", "mi chiamo", "sono",
    "il mio nome è", "nome",
)  # fmt: skip
_EMAIL = compile_pattern(
    r"(?<![\w.+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}"
    r"\.[A-Za-z]{2,24}(?![\w-])"
)
_MAX_NAME_WORDS = 4
_MAX_NAME_CHARS = 120


@dataclass(frozen=True)
class Contact:
    name: str = ""
    email: str = ""


def asks_to_hold(words: MessageWords) -> bool:
    """Whether the message asks to reserve, book or hold a room (not "no need to reserve")."""
    return any(
        token.key in HOLD_WORDS and not words.cued_before(token.start, NOT_YET, frozenset())
        for token in words.tokens
    )


def contact_stated(words: MessageWords) -> Contact:
    emails = [match for match in scan(_EMAIL, words.text)]
    email = emails[0].group() if emails else ""
    name = _name_after_cue(words) or (_name_before(words, emails[0].start()) if emails else "")
    return Contact(name=name[:_MAX_NAME_CHARS], email=email)


def _name_after_cue(words: MessageWords) -> str:
    tokens = words.tokens
    for index, token in enumerate(tokens):
        if not token.capitalized or not words.cued_before(token.start, NAME_CUES, frozenset()):
            continue
        return _capitalized_run(words, index)
    return ""


def _name_before(words: MessageWords, position: int) -> str:
    """Capitalised words right before the e-mail address, with a comma or colon between."""
    tokens = [t for t in words.tokens if t.end <= position]
    if not tokens:
        return ""
    gap = words.text[tokens[-1].end : position].strip()
    if gap not in ("", ",", ":", "-", "–", "<", ", <", "("):
        return ""
    run: list[str] = []
    for token in reversed(tokens[-_MAX_NAME_WORDS:]):
        if not token.capitalized or token.key.isdigit():
            break
        run.insert(0, token.text)
        if len(run) > 1 and words.starts_sentence(tokens.index(token)):
            break
    return " ".join(run) if len(run) >= 2 else ""


def _capitalized_run(words: MessageWords, first: int) -> str:
    tokens = words.tokens
    run = [tokens[first].text]
    for index in range(first + 1, min(first + _MAX_NAME_WORDS, len(tokens))):
        if not tokens[index].capitalized or not words.light_between(index - 1, index):
            break
        run.append(tokens[index].text)
    return " ".join(run)
