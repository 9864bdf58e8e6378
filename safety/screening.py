"""Is a rephrasing a reply from the venue, in the venue's voice, language and script?

Verify (safety.verify) checks values; a real LLM also fails in ways no value shows. It answers
with something that is not the venue's reply: the client's message echoed back, a refusal or an
apology for not helping, unfilled placeholders ("[Your Name]", "<name>"), text written as the
client ("we would like to book …"), a stretch in another language or script, a sentence written
over and over, or other text altogether (almost none of the draft's words, many of its own).
`reply_form` finds these; such an answer is never repaired (the sandwich asks again, then sends
the draft). A fragment of another script inside a word ("Termin组织ieren") and a sign-off with the
client's name or company after the closing are cut instead.

What the answer lost of its draft is put back by safety.restoring. Defects are reported as issues
of type "claim", `invented` (`expected` says what is wrong, completing "the answer …").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import regex

from safety.lang import LANGS
from safety.lang.detection import language_scores
from safety.lang.pack import ReplyScreening
from safety.lang.registry import LANGUAGES
from safety.lang.voice_words import FIRST_PLURAL, INFORMAL
from safety.patterns import compile_pattern, scan, search
from safety.report import Issue
from safety.sentences import split_sentences

_I = regex.IGNORECASE

# -- what the venue does not write ----------------------------------------------------------------


def _alternatives(field: Callable[[ReplyScreening], tuple[str, ...]]) -> str:
    """The packs' regular-expression alternatives of one field of their screening words, in the
    order of the registry."""
    return "|".join(
        alternative for pack in LANGUAGES.values() for alternative in field(pack.screening)
    )


# A refusal or an apology for not helping instead of the reply.
REFUSAL = compile_pattern(_alternatives(lambda words: words.refusals), _I)
# "[Your Name]", "<name>", "{date}": a template's slot the model did not fill.
PLACEHOLDER = compile_pattern(
    r"\[[^\[\]\n]{0,40}\p{L}[^\[\]\n]{0,40}\](?!\()|<\s?\p{L}[^<>\n]{0,40}>|(?<!\{)\{\s?\p{L}[^{}\n]{0,40}\}(?!\})"
    r"|\b(?:XXX|xxx)\b|_{3,}"
)
# The client's side of the conversation, in the first person.
AS_CLIENT = compile_pattern(_alternatives(lambda words: words.as_client), _I)
# A self-introduction: written as the client when the name is the client's.
_INTRODUCTION = compile_pattern(
    rf"\b(?:{_alternatives(lambda words: words.introductions)})"
    r" (?P<name>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)"
)
# Characters of a script other than Latin: a small model's slip into Chinese or Cyrillic.
FOREIGN_SCRIPT = compile_pattern(r"[^\p{Latin}\p{Common}\p{Inherited}]+")
_WORD = compile_pattern(r"[^\s]+")
_WORD_CHARS = compile_pattern(r"\w+")
_SPACES = compile_pattern(r"[ \t]{2,}")
_SPACE_BEFORE_PUNCTUATION = compile_pattern(r"[ \t]+(?=[.,;:!?])")
_NAME_SEPARATOR = compile_pattern(r"[,\n]")
MAX_CUT_SCRIPT_CHARS = 12  # more of another script than this is not a slip: ask again
MIN_WORDS_FOR_LANGUAGE = 10

# The closing formula on a line of its own, or leading it ("Best regards, Anna").
CLOSING = compile_pattern(
    rf"(?m)^[ \t]*(?:{_alternatives(lambda words: words.closings)})\b[,.!]?", _I
)
# How a client's own message ends: the names after it are the client's, never the venue's.
_CLIENT_CLOSING = compile_pattern(
    rf"(?:{_alternatives(lambda words: words.client_closings)})[,.!]?[ \t]*(?:\n|,)?", _I
)

CONTENT_WORD = compile_pattern(r"\p{L}{4,}")


@dataclass(frozen=True)
class Form:
    text: str  # with fragments cut: another script inside a word, the client's sign-off
    issues: tuple[Issue, ...]  # what was wrong, cut or not
    not_a_reply: bool  # the answer is not the venue's reply: ask again, never repair


def reply_form(text: str, draft: str, *, lang: str, client_message: str = "") -> Form:
    """The answer's defects of form, with the ones that can be cut cut."""
    fatal: list[Issue] = []
    cut: list[Issue] = []
    if _echoes(client_message, text, draft):
        fatal.append(defect(text[:80], _ECHO))
    for pattern, what in (
        (REFUSAL, "refuses or apologises instead of replying as the venue"),
        (PLACEHOLDER, "holds placeholders no one filled in"),
        (AS_CLIENT, "is written as the client, not as the venue"),
    ):
        found = _new_match(pattern, text, draft)
        if found:
            fatal.append(defect(found, what))
    names = client_names(client_message)
    for match in scan(_INTRODUCTION, text):
        if match.group("name") in names or any(match.group("name") in name for name in names):
            fatal.append(defect(match.group(), "is written as the client, not as the venue"))
            break
    text, script_issues, script_fatal = _without_foreign_script(text, draft)
    (fatal if script_fatal else cut).extend(script_issues)
    other = _other_language(text, lang)
    if other:
        fatal.append(defect(other[:80], "switches to another language"))
    informal = _informal(text, draft, lang)
    if informal:
        fatal.append(defect(informal, "mixes the informal address with the draft's formal one"))
    text, signed = _without_client_sign_off(text, draft, names)
    cut += signed
    speaking = _client_speaking(client_message, text, draft)
    if speaking:
        fatal.append(defect(speaking, "is written as the client, not as the venue"))
    echoed = _echoed_sentence(client_message, text, draft)  # the client's signature is cut already
    if echoed and not any(issue.expected == _ECHO for issue in fatal):
        fatal.append(defect(echoed, _ECHO))
    looped = _repeated_sentence(text, draft) or _repeated_run(
        text, draft
    )  # after the closing: gone
    if looped:
        fatal.append(defect(looped, "repeats itself, as a model caught in a loop does"))
    unrelated = _unrelated(text, draft)
    if unrelated:
        fatal.append(defect(unrelated, "says little of what the draft says, and much else"))
    return Form(text, tuple(fatal + cut), bool(fatal))


# An answer that keeps fewer than this share of the draft's words while writing at least
# _OWN_WORDS words of its own is other text, not a rephrasing: the draft's lost lists and sentences
# would come back beside it. Rephrasings in the regression fixtures keep a quarter or more.
_KEPT_WORDS = 0.15
_OWN_WORDS = 12
_MARKER = compile_pattern(r"\{\{[^{}\n]{0,40}\}\}")


def _unrelated(text: str, draft: str) -> str | None:
    """The answer's first words when it keeps almost none of the draft's words (of four letters
    or more, greeting and closing aside) and writes many words of its own."""
    drafted = _body_words(draft)
    written = _body_words(text)
    if not drafted or len(written - drafted) < _OWN_WORDS:
        return None
    if len(drafted & written) >= _KEPT_WORDS * len(drafted):
        return None
    return text.strip()[:80]


def _body_words(text: str) -> set[str]:
    """The words of `text` without a greeting or a closing: a paragraph of four words or fewer
    at either end ("Hello,", "Kind regards")."""
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    while len(paragraphs) > 1 and len(paragraphs[0].split()) <= 4:
        paragraphs = paragraphs[1:]
    while len(paragraphs) > 1 and len(paragraphs[-1].split()) <= 4:
        paragraphs = paragraphs[:-1]
    body = _MARKER.sub(" ", "\n".join(paragraphs))
    return {match.group().casefold() for match in scan(CONTENT_WORD, body)}


def defect(found: str, what: str) -> Issue:
    return Issue("invented", "claim", " ".join(found.split())[:80], what, reason="extra")


def _new_match(pattern: regex.Pattern[str], text: str, draft: str) -> str | None:
    """The first match in `text` of something the draft never writes."""
    written = {match.group().lower() for match in scan(pattern, draft)}
    for match in scan(pattern, text):
        if match.group().lower() not in written:
            return match.group()
    return None


def _words(text: str) -> list[str]:
    return [match.group().lower() for match in scan(_WORD_CHARS, text)]


# A sentence of this many words written twice where the draft writes it once is a model's loop.
_LOOP_WORDS = 6


def _repeated_sentence(text: str, draft: str) -> str | None:
    """A sentence the answer writes twice, word for word, that the draft does not repeat."""
    seen: set[tuple[str, ...]] = set()
    in_draft = _sentence_counts(draft)
    for sentence in split_sentences(text):
        words = tuple(_words(sentence))
        if len(words) < _LOOP_WORDS:
            continue
        if words in seen and in_draft.get(words, 0) < 2:
            return sentence.strip()
        seen.add(words)
    return None


_LOOP_RUN = 4  # words in a run that a looping model writes over and over
_LOOP_TIMES = 3


def _repeated_run(text: str, draft: str) -> str | None:
    """A run of four words the answer writes three times or more and the draft never writes: a
    model going round in circles ("Anseil in der Frauzelei zu 19:00 …" again and again)."""
    words = _words(text)
    drafted = _words(draft)
    in_draft = {tuple(drafted[i : i + _LOOP_RUN]) for i in range(len(drafted) - _LOOP_RUN + 1)}
    counts: dict[tuple[str, ...], int] = {}
    for i in range(len(words) - _LOOP_RUN + 1):
        run = tuple(words[i : i + _LOOP_RUN])
        if run in in_draft:
            continue
        counts[run] = counts.get(run, 0) + 1
        if counts[run] >= _LOOP_TIMES:
            return " ".join(run)
    return None


def _sentence_counts(text: str) -> dict[tuple[str, ...], int]:
    counts: dict[tuple[str, ...], int] = {}
    for sentence in split_sentences(text):
        words = tuple(_words(sentence))
        counts[words] = counts.get(words, 0) + 1
    return counts


_ECHO = "repeats the client's message instead of replying"
_ECHO_WORDS = 5  # a sentence of the client's this long, written again by the answer, is an echo


def _echoed_sentence(client_message: str, text: str, draft: str) -> str | None:
    """A sentence of the client's message (of five words or more) that the answer writes again
    word for word and the draft does not: "La data sarebbe il 17 settembre 2028." as the reply."""
    written = " ".join(_words(text))
    drafted = " ".join(_words(draft))
    for sentence in (
        piece for line in client_message.split("\n") for piece in split_sentences(line)
    ):
        words = _words(sentence)
        if len(words) < _ECHO_WORDS:
            continue
        phrase = " ".join(words)
        if f" {phrase} " in f" {written} " and f" {phrase} " not in f" {drafted} ":
            return sentence.strip()
    return None


def _client_speaking(client_message: str, text: str, draft: str) -> str | None:
    """A run of the client's words that holds the client's "we" ("for our board meeting on",
    "für unser Firmenjubiläum am") written again in the answer, where the draft does not write
    it: the answer speaks as the client, whatever else it says. The words of any language the
    packs know count, the message's language being unknown here."""
    words = _words(client_message)
    if len(words) < _VOICE_RUN:
        return None
    written = _runs(_words(text), _VOICE_RUN) - _runs(_words(draft), _VOICE_RUN)
    for start in range(len(words) - _VOICE_RUN + 1):
        run = tuple(words[start : start + _VOICE_RUN])
        if run in written and not _FIRST_PLURAL.isdisjoint(run):
            return " ".join(run)
    return None


def _runs(words: Sequence[str], size: int) -> set[tuple[str, ...]]:
    """Every run of `size` words in a row: one pass, looked up in constant time."""
    return {tuple(words[i : i + size]) for i in range(len(words) - size + 1)}


_VOICE_RUN = 4  # the client's words in a row, one of them its "we"
_FIRST_PLURAL = frozenset(word for words in FIRST_PLURAL.values() for word in words)


def _echoes(client_message: str, text: str, draft: str) -> bool:
    """Over half of the client's three-word runs stand in the answer, and four of them at least
    are the client's own: runs the draft writes too ("for 20 people on 12 May") are the venue's
    words as well, so a faithful rephrasing of a short draft dense with the client's facts is no
    echo, while a garbled reply that writes the client's own words beside them is ("… di una cena
    di 40 ospiti dalle 19:00 alle 23:00"). The client's whole sentence written again is an echo
    whatever the draft writes (_echoed_sentence)."""
    words = _words(client_message)
    if len(words) < _ECHO_MIN_WORDS:
        return False
    grams = _runs_of_three(words)
    written = grams & _runs_of_three(_words(text))
    own = written - _runs_of_three(_words(draft))
    return len(written) / len(grams) > 0.5 and len(own) >= _ECHO_OWN_RUNS


_ECHO_MIN_WORDS = 8  # a client's message shorter than this is no echo
_ECHO_OWN_RUNS = 4  # of the client's runs written again, this many must be none of the draft's


def _runs_of_three(words: Sequence[str]) -> set[tuple[str, ...]]:
    return _runs(words, 3)


@cache
def _informal_pattern(lang: str) -> regex.Pattern[str] | None:
    words = INFORMAL.get(lang)  # type: ignore[call-overload]
    if not words:
        return None
    return compile_pattern(r"(?<![\w'’])\L<informal>(?!\w)", _I, informal=words)


def _informal(text: str, draft: str, lang: str) -> str | None:
    """The sentence of the answer that addresses the client informally ("du", "tu", "la tua
    richiesta") when the draft never does."""
    pattern = _informal_pattern(lang)
    if pattern is None or search(pattern, draft) is not None:
        return None
    for sentence in split_sentences(text):
        if search(pattern, sentence) is not None:
            return sentence
    return None


def _without_foreign_script(text: str, draft: str) -> tuple[str, list[Issue], bool]:
    """Another script's slip cut: a run inside a word keeps the word's Latin part before it
    ("Termin组织ieren" → "Termin"). More than a slip is fatal."""
    runs = [m for m in scan(FOREIGN_SCRIPT, text) if m.group() not in draft]
    if not runs:
        return text, [], False
    issues = [defect(m.group(), "holds text in another script") for m in runs]
    if sum(len(m.group()) for m in runs) > MAX_CUT_SCRIPT_CHARS or len(runs) > 3:
        return text, issues, True
    edits = []
    for run in runs:
        word = next(
            w for w in scan(_WORD, text) if w.start() <= run.start() and run.end() <= w.end()
        )
        left = text[word.start() : run.start()]
        right = text[run.end() : word.end()]
        kept = left if any(c.isalpha() for c in left) else right
        trailing = right[len(right.rstrip(".,;:!?")) :] if kept is left else ""
        edits.append((word.start(), word.end(), kept + trailing))
    for start, end, replacement in sorted(edits, reverse=True):
        text = text[:start] + replacement + text[end:]
    text = _SPACE_BEFORE_PUNCTUATION.sub("", _SPACES.sub(" ", text))
    return text, issues, False


def _other_language(text: str, lang: str) -> str | None:
    """A paragraph (or the whole answer) written in another of en, de, fr, it, or None."""
    paragraphs = [p for p in text.split("\n\n") if p.strip()]
    for piece in [text, *paragraphs]:
        if len(_words(piece)) < MIN_WORDS_FOR_LANGUAGE:
            continue
        counts: dict[str, int] = {
            code: n for code, n in language_scores(piece).items() if code in LANGS
        }
        best = max(counts, key=lambda code: counts[code])
        if best != lang and counts[best] >= 4 and counts[best] >= 2 * max(counts.get(lang, 0), 1):
            return piece.strip()
    return None


def client_names(client_message: str) -> list[str]:
    """The names a client signs with ("Anna Keller", "Acme Ltd."): after the closing formula of
    the message's last lines."""
    tail = client_message.strip()[-200:]
    closings = list(scan(_CLIENT_CLOSING, tail))
    if not closings:
        return []
    after = tail[closings[-1].end() :]
    names = []
    for part in _NAME_SEPARATOR.split(after):
        name = part.strip(" \t.!")
        if 2 <= len(name) <= 60 and name[:1].isupper() and not any(c.isdigit() for c in name):
            names.append(name)
    return names


def _without_client_sign_off(
    text: str, draft: str, names: Sequence[str]
) -> tuple[str, list[Issue]]:
    """The answer without what follows its first closing formula beyond the draft's own sign-off
    (a name, a company, "[Your Name]", a second letter the model ran on into), and without lines
    that hold only the client's name. Facts lost with the cut come back from the draft."""
    issues: list[Issue] = []
    closings = list(scan(CLOSING, text))
    if closings:
        last = closings[0]
        rest = text[last.end() :]
        draft_closings = list(scan(CLOSING, draft))
        draft_rest = draft[draft_closings[-1].end() :].strip() if draft_closings else ""
        if rest.strip(" \t\n,.") and rest.strip() != draft_rest:
            issues.append(_signed(rest, names))
            text = text[: last.end()].rstrip(" \t,")
    lines = text.split("\n")
    kept = []
    for line in lines:
        bare = line.strip(" \t,.-–—")
        if bare and bare in names:
            issues.append(_signed(line, names))
            continue
        kept.append(line)
    return "\n".join(kept).rstrip(), issues


def _signed(signature: str, names: Sequence[str]) -> Issue:
    if any(name in signature for name in names):
        return defect(signature, "is signed with the client's name or company")
    return defect(signature, "is signed with a name the venue does not sign with")


__all__ = [
    "AS_CLIENT",
    "CLOSING",
    "CONTENT_WORD",
    "FOREIGN_SCRIPT",
    "Form",
    "PLACEHOLDER",
    "REFUSAL",
    "client_names",
    "defect",
    "reply_form",
]
