"""A client asking to hold a room, and the name and e-mail address that hold needs.

"Could you reserve the Salon Rose for us?" asks for a hold, in any language of the packs (their
hold words, `safety.lang.pack.IntakeWords`); "no need to reserve yet" does not. The e-mail
address is the first one written; the name follows a cue ("my name is", "Name:") or stands right
before the address ("Laura Meier, laura.meier@example.ch").
"""

from __future__ import annotations

from dataclasses import dataclass

from safety.patterns import compile_pattern, scan

from .cues import (
    EMAIL_LABELS,
    HOLD_WORDS,
    NAME_CUES,
    NOT_YET,
    WAITING_LIST,
    YES,
    MessageWords,
    Word,
)

_EMAIL = compile_pattern(
    r"(?<![\w.+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}"
    r"\.[A-Za-z]{2,24}(?![\w-])"
)
_MAX_NAME_WORDS = 4
# Between a name and the address on one line: "Laura Meier, laura@…", "Laura Meier
# <laura@…>", "Laura Meier / laura@…", "Laura Meier; laura@…", "Name: Laura Meier, E-Mail: …".
_GAP_CHARS = frozenset(",:;-–—/<(|")
NAME_CUE_WORDS = frozenset(word for cue in NAME_CUES for word in cue)
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
        if not token.capitalized:
            continue
        if words.cued_before(token.start, NAME_CUES, frozenset()) or _labelled(words, index):
            return _capitalized_run(words, index)
    return ""


def _labelled(words: MessageWords, index: int) -> bool:
    """Whether a name label and a colon stand right before token `index`: "Name: Laura"."""
    if index == 0:
        return False
    gap = words.text[words.tokens[index - 1].end : words.tokens[index].start]
    if gap.strip() != ":":
        return False
    return words.cued_before(words.tokens[index - 1].end, NAME_CUES, frozenset())


def _name_before(words: MessageWords, position: int) -> str:
    """Capitalised words right before the e-mail address, with a comma or colon between."""
    tokens = [t for t in words.tokens if t.end <= position]
    # A label before the address is no part of the name: "Laura Meier, E-Mail: laura@…".
    while tokens and tokens[-1].key in EMAIL_LABELS:
        tokens.pop()
    if not tokens:
        return ""
    gap = words.text[tokens[-1].end : position].strip()
    if not set(gap) <= _GAP_CHARS:
        return ""
    run: list[Word] = []
    for token in reversed(tokens[-_MAX_NAME_WORDS:]):
        if not token.capitalized or token.key.isdigit() or token.key in NAME_CUE_WORDS:
            break
        if run and not _beside(words, token, run[0]):
            break  # "Yes, Laura Meier": the comma ends the name
        run.insert(0, token)
        if len(run) > 1 and words.starts_sentence(tokens.index(token)):
            break
    return " ".join(token.text for token in run) if len(run) >= 2 else ""


def _beside(words: MessageWords, first: Word, second: Word) -> bool:
    between = words.text[first.end : second.start]
    return bool(between) and all(ch in " \u00a0-" for ch in between)


def _capitalized_run(words: MessageWords, first: int) -> str:
    tokens = words.tokens
    run = [tokens[first].text]
    for index in range(first + 1, min(first + _MAX_NAME_WORDS, len(tokens))):
        if not tokens[index].capitalized or not words.light_between(index - 1, index):
            break
        run.append(tokens[index].text)
    return " ".join(run)


def consents(words: MessageWords, contact: Contact) -> bool:
    """Whether a reply to the waiting-list offer accepts it: it gives an e-mail address (`contact`
    is the message's), names the list ("waiting list", in any language of the packs) or says yes ("yes", "ja", "oui", "sì") at its start."""
    tokens = words.tokens
    if not tokens:
        return False
    if tokens[0].key in YES or contact.email:
        return True
    keys = [token.key for token in tokens]
    return any(
        tuple(keys[index : index + len(cue)]) == cue
        for index in range(len(keys))
        for cue in WAITING_LIST
    )
