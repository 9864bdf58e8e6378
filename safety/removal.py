"""Where to cut when an invented value goes: the value's phrase, its clause, or its sentence.

The cut is the smallest unit that leaves no trace of the value and touches no fact that stays:
a sentence or list line of its own goes whole; a clause ("; lunch is served at 12:30") goes when
the rest of the sentence keeps the facts; otherwise the value goes with the word that introduced
it ("um 12.15 Uhr", "and 18.02.2026").
"""
from __future__ import annotations

from collections.abc import Sequence

from safety.lang.calendar_words import MONTH_ABBREVIATIONS, MONTH_NAMES
from safety.patterns import compile_pattern

Span = tuple[int, int]

# A day or floor number with its dot before a month or floor word is an ordinal, not a sentence
# end: "am 10. Juli", "im 2. Stock".
_ORDINAL_FOLLOWERS = "|".join(
    (*MONTH_NAMES["de"], *MONTH_ABBREVIATIONS["de"], "Sept", "Mrz", "Stock", "Etage", "OG", "UG")
)
# Abbreviations whose dot ends no sentence: "Fr. 780.–", "Nr. 12", "Tel. 044 …", "Fr. Meier".
_ABBREVIATIONS = "Fr|Frs|SFr|sFr|Nr|No|Tel|tel|ca|inkl|exkl|zzgl|bzw|Std|Min|Mio|Mrd|Hr|Dr|Prof|St|Sig|Mme"
_SENTENCE_END = compile_pattern(
    rf"(?<!(?<![\w.])(?:{_ABBREVIATIONS}))"
    rf"(?:(?<!(?:^|[\s(])\d{{1,2}})\.|\.(?!\s+(?:{_ORDINAL_FOLLOWERS})\b)|[!?])"
    r"(?=\s+[\p{Lu}\d\"'«(*-]|\s*$)|\n"
)
_CLAUSE_BREAK = compile_pattern(
    r"\s*(?:[;,]|\s[–—]\s|\s-\s)\s*(?:(?:and|but|while|und|aber|sowie|et|mais|e|ma|mentre|più|plus|zudem|also)\s+)?"
    r"|\s+(?:and|but|und|aber|sowie|et|mais|ma)\s+"
)
_LEAD_WORD = compile_pattern(
    r"(?:\s|^)(?:and|or|on|at|by|from|until|of|for|und|oder|am|um|ab|bis|von|zu|für|et|ou|le|à|dès|de|"
    r"d'ici le|jusqu'au|pour|e|o|il|alle|dalle|entro il|entro|per|di|del|a|plus|più|zzgl\.|inkl\.)\s*$",
)
_TRAILING_QUALIFIER = compile_pattern(
    r"^\s*(?:per person|per guest|pro Person|pro Gast|p\.\s?P\.|par personne|par pers\.|a persona|per persona|"
    r"Uhr|h)\b\.?"
)
_LIST_MARKER = compile_pattern(r"[ \t]*(?:[-*•]|\d+[.)])[ \t]+")  # matched at a line's start


def _line_bounds(text: str, start: int, end: int) -> Span:
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    return line_start, len(text) if line_end == -1 else line_end


def _sentence_bounds(text: str, start: int, end: int) -> Span:
    line_start, line_end = _line_bounds(text, start, end)
    sentence_start = line_start
    for match in _SENTENCE_END.finditer(text, line_start, line_end):
        if match.end() <= start:
            sentence_start = match.end()
        elif match.start() >= end:
            return _skip_space(text, sentence_start, line_end), match.end()
    return _skip_space(text, sentence_start, line_end), line_end


def _skip_space(text: str, index: int, limit: int) -> int:
    while index < limit and text[index] in " \t":
        index += 1
    return index


def _contains_any(span: Span, kept: Sequence[Span]) -> bool:
    return any(span[0] <= start and end <= span[1] for start, end in kept)


def removal_span(text: str, value: Span, kept: Sequence[Span], *, name: bool = False) -> Span:
    """The span to delete so that the value at `value` disappears cleanly.

    A `name` (a room or term) joined to the sentence with a bare "and" leaves the one word that
    closes the sentence: "im Raum Seeblick und im Raum Kubus statt" loses "und im Raum Kubus".
    """
    sentence = _sentence_bounds(text, *value)
    if not _contains_any(sentence, kept):
        return _whole_sentence(text, sentence)
    bracket = _bracket_bounds(text, sentence, value)
    if bracket and not _contains_any(bracket, kept):
        return bracket
    clause = _clause_bounds(text, sentence, value)
    if clause and name and _ends_with_one_word(text, clause, value):
        clause = clause[0], value[1]
    if clause and not _contains_any(clause, kept):
        return clause
    return _phrase_bounds(text, value)


def _ends_with_one_word(text: str, clause: Span, value: Span) -> bool:
    """Whether a clause opened by a bare conjunction has one word left after the value."""
    opening = text[clause[0] : value[0]].lstrip()
    if opening[:1] in (",", ";", "–", "—", "-"):
        return False
    return len(text[value[1] : clause[1]].split()) == 1


def _whole_sentence(text: str, sentence: Span) -> Span:
    line_start, line_end = _line_bounds(text, *sentence)
    marker = _LIST_MARKER.match(text, line_start, line_end)
    content_start = marker.end() if marker else line_start
    if sentence[0] <= content_start and sentence[1] >= len(text[:line_end].rstrip()):
        # The sentence is the whole line: the line goes, with its line break.
        if line_end < len(text):
            return line_start, line_end + 1
        return (line_start - 1 if line_start > 0 else line_start), line_end
    start, end = sentence
    if end < line_end and text[end : end + 1] == " ":
        return start, end + 1
    if start > line_start and text[start - 1] == " ":
        return start - 1, end
    return start, end


def _clause_bounds(text: str, sentence: Span, value: Span) -> Span | None:
    breaks = [(m.start(), m.end()) for m in _CLAUSE_BREAK.finditer(text, sentence[0], sentence[1])]
    before = [b for b in breaks if b[1] <= value[0]]
    after = [b for b in breaks if b[0] >= value[1]]
    if not before:
        return None  # cutting a leading clause would leave a sentence opening in lowercase
    # Drop the clause together with the break that opened it.
    end = after[0][0] if after else _sentence_body_end(text, sentence)
    bracket = _closing_bracket(text, before[-1][1], value, end)
    return before[-1][0], end if bracket is None else bracket


def _bracket_bounds(text: str, sentence: Span, value: Span) -> Span | None:
    """The brackets around the value with the space before them: " (Apéro ab 18 Uhr)"."""
    opened = text.rfind("(", sentence[0], value[0])
    if opened < 0 or text.find(")", opened, value[0]) >= 0:
        return None
    close = text.find(")", value[1], sentence[1])
    if close < 0 or text.find("(", value[1], close) >= 0:
        return None
    start = opened - 1 if opened > 0 and text[opened - 1] == " " else opened
    return start, close + 1


def _closing_bracket(text: str, clause_start: int, value: Span, clause_end: int) -> int | None:
    """Where the clause ends when it started inside brackets: at the ")" that closes them."""
    opened = text.rfind("(", 0, value[0])
    if opened < 0 or text.find(")", opened, value[0]) >= 0 or opened >= clause_start:
        return None
    close = text.find(")", value[1], clause_end)
    return close if close >= 0 else None


def _sentence_body_end(text: str, sentence: Span) -> int:
    end = sentence[1]
    while end > sentence[0] and text[end - 1] in ".!?\n ":
        end -= 1
    return end


def _phrase_bounds(text: str, value: Span) -> Span:
    start, end = value
    lead = _LEAD_WORD.search(text, max(0, start - 16), start)
    if lead:
        start = lead.start()
    qualifier = _TRAILING_QUALIFIER.match(text, end)
    if qualifier:
        end = qualifier.end()
    if text[end : end + 1] == ")" and text[start - 1 : start] == "(":
        start, end = start - 1, end + 1
    return start, end


def tidy_join(text: str, at: int) -> str:
    """Repairs the seam a cut left at `at`: doubled spaces, a space before punctuation, ", ."."""
    left, right = text[:at], text[at:]
    if left.endswith((" ", "\t")) and right.startswith((" ", "\t", ".", ",", ";", ")", "\n")) or (
        left.endswith(" ") and not right
    ):
        left = left.rstrip(" \t")
    if left.endswith(("(", " (")) and right.startswith(")"):
        left, right = left.rstrip("( "), right[1:]
    if right.startswith((",", ";")) and (left.endswith((",", ";", ":", "(")) or not left.strip()):
        right = right[1:].lstrip(" ")
    if left.endswith((",", ";")) and right.startswith((".", "!", "?", "\n", ")")):
        left = left[:-1]
    if left.endswith((":",)) and right.startswith((".", "\n")):
        left = left[:-1]
    if left and not left.endswith((" ", "\n", "(")) and right and right[0].isalnum():
        left += " "
    return left + right
