"""Numbers as people write them: cardinal number words, and grouped digit numbers.

Number words cover 0 to 999 999. Each language pack holds them (`LanguagePack.numbers`, a
`safety.lang.pack.NumberWords`): num2words' spelling, the variant flags for the spellings that
differ between regions or writers (listed in each pack's `cardinals` module: English without
"and", German with "ß", Swiss and Belgian French tens, Italian without the accent, ...), and the
morphemes a written number is cut into. This module holds no word of any language, only the
grammar: how morphemes combine into a value, the pattern that finds number words in a text, and
the order in which a pack's flags are applied.

`format_number_words` writes a number as its pack's `cardinal` spells it, then transforms the
words by each flag asked for that the pack declares, in the pack's order.

Digit numbers accept Swiss, English, German and French grouping: 1'250.50, 1’250.–, 1 250,00,
1.250,00, 1,250.00.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache

from safety.lang import LANGS, Lang, registry
from safety.lang.pack import NumberKind, NumberWords

MAX_WORD_NUMBER = 999_999


@dataclass(frozen=True, slots=True)
class _Morpheme:
    kind: NumberKind
    value: int
    plural: bool = False  # a scale word only after a number above one


def _lexicon(numbers: NumberWords) -> dict[str, _Morpheme]:
    return {
        surface: _Morpheme(kind, value, surface in numbers.plural_multipliers)
        for surface, (kind, value) in numbers.morphemes.items()
    }


def _numbers(lang: str) -> NumberWords:
    """The number words of `lang`'s pack, read from the registry when asked (a test may register a
    fifth language)."""
    return registry.LANGUAGES[lang].numbers


LEXICON: dict[str, dict[str, _Morpheme]] = {lang: _lexicon(_numbers(lang)) for lang in LANGS}
# Letters read as others before a number is cut (each pack's), in every language.
_LETTER_FOLDS: dict[str, str] = {
    letter: folded for lang in LANGS for letter, folded in _numbers(lang).letter_folds.items()
}
# Morphemes written with a hyphen, split where they are written apart and joined again.
_HYPHENATED: dict[str, frozenset[str]] = {
    lang: frozenset(surface for surface in LEXICON[lang] if "-" in surface) for lang in LANGS
}
# A few spellings cut into morphemes in more than one way; more is never needed.
_MAX_SEGMENTATIONS = 32


@lru_cache(maxsize=8)
def _registered(lang: str) -> tuple[dict[str, _Morpheme], frozenset[str]]:
    """The lexicon and hyphenated morphemes of a language registered besides the four."""
    lexicon = _lexicon(_numbers(lang))
    return lexicon, frozenset(surface for surface in lexicon if "-" in surface)


# ---------------------------------------------------------------------------- parsing


def _normalize(words: str) -> str:
    text = words.strip().lower().replace("\u2011", "-").replace("\u00a0", " ")
    for letter, folded in _LETTER_FOLDS.items():
        text = text.replace(letter, folded)
    return text


def _chunks(text: str, hyphenated: frozenset[str]) -> list[str]:
    """The written words, split at spaces and hyphens; a morpheme written with a hyphen (a French
    teen) stays whole, written with a hyphen or a space."""
    chunks: list[str] = []
    for part in text.replace("-", " ").split():
        if chunks and f"{chunks[-1]}-{part}" in hyphenated:
            chunks[-1] = f"{chunks[-1]}-{part}"
        else:
            chunks.append(part)
    return chunks


def _segmentations(chunk: str, lexicon: dict[str, _Morpheme]) -> Iterator[list[_Morpheme]]:
    """Every way to cut one written word into morphemes, longest morpheme first."""
    if not chunk:
        yield []
        return
    for length in range(min(len(chunk), 12), 0, -1):
        morpheme = lexicon.get(chunk[:length])
        if morpheme is not None:
            for rest in _segmentations(chunk[length:], lexicon):
                yield [morpheme, *rest]


def _token_sequences(chunks: list[str], lexicon: dict[str, _Morpheme]) -> Iterator[list[_Morpheme]]:
    if not chunks:
        yield []
        return
    for head in _segmentations(chunks[0], lexicon):
        for tail in _token_sequences(chunks[1:], lexicon):
            yield head + tail


def _below_hundred(tokens: list[_Morpheme]) -> int | None:
    kinds = tuple(t.kind for t in tokens)
    values = [t.value for t in tokens]
    match kinds:
        case ("unit",) | ("teen",) | ("tens",):
            return values[0]
        case ("tens", "unit") | ("elided_tens", "unit") if values[1] >= 1:
            return values[0] + values[1]
        case ("unit", "and", "tens") if values[0] >= 1:  # German, Dutch: 6 and 40
            return values[0] + values[2]
        case ("tens", "and", "unit") if values[2] == 1:  # French: 20 and 1
            return values[0] + 1
        case ("tens", "and", "teen") if values[0] == 60 and values[2] == 11:  # 60 and 11
            return 71
        case ("tens", "teen") if values[0] in (60, 80):  # French: 60-17, (4-)20-10
            return values[0] + values[1]
        case ("unit", "tens") if values == [4, 20]:  # French: 4-20
            return 80
        case ("unit", "tens", "unit") if values[:2] == [4, 20] and values[2] >= 1:
            return 80 + values[2]
        case ("unit", "tens", "teen") if values[:2] == [4, 20]:
            return 80 + values[2]
    return None


def _multiplier(head: list[_Morpheme], *, allow_tens: bool) -> int | None:
    """The number in front of a scale word: nothing or an article means one."""
    if not head or [t.kind for t in head] == ["article"]:
        return 1
    value = _below_hundred(head)
    if value is None or value == 0 or (value >= 10 and not allow_tens):
        return None
    return value


def _strip_connector(tokens: list[_Morpheme]) -> list[_Morpheme]:
    return tokens[1:] if tokens and tokens[0].kind == "and" else tokens


def _below_thousand(tokens: list[_Morpheme], *, allow_hundreds_of_tens: bool) -> int | None:
    positions = [i for i, t in enumerate(tokens) if t.kind == "hundred"]
    if len(positions) > 1:
        return None
    if not positions:
        return _below_hundred(tokens)
    at = positions[0]
    # 18 hundred: only for a whole number below 10 000
    multiplier = _multiplier(tokens[:at], allow_tens=allow_hundreds_of_tens)
    if multiplier is None or (tokens[at].plural and multiplier < 2):
        return None
    rest = _strip_connector(tokens[at + 1 :])
    low = _below_hundred(rest) if rest else 0
    return None if low is None else multiplier * 100 + low


def _evaluate(tokens: list[_Morpheme]) -> int | None:
    positions = [i for i, t in enumerate(tokens) if t.kind == "thousand"]
    if len(positions) > 1:
        return None
    if not positions:
        return _below_thousand(tokens, allow_hundreds_of_tens=True)
    at = positions[0]
    head = tokens[:at]
    if not head or [t.kind for t in head] == ["article"]:
        multiplier: int | None = 1
    else:
        multiplier = _below_thousand(head, allow_hundreds_of_tens=False)
    if not multiplier or (tokens[at].plural and multiplier < 2):
        return None
    rest = _strip_connector(tokens[at + 1 :])
    low = _below_thousand(rest, allow_hundreds_of_tens=False) if rest else 0
    return None if low is None else multiplier * 1000 + low


@lru_cache(maxsize=4096)
def _parse_in(text: str, lang: str) -> int | None:
    lexicon = LEXICON.get(lang)
    hyphenated = _HYPHENATED.get(lang)
    if lexicon is None or hyphenated is None:
        lexicon, hyphenated = _registered(lang)
    chunks = _chunks(text, hyphenated)
    if not chunks or len(chunks) > 12 or any(len(c) > 96 for c in chunks):
        return None
    for attempt, tokens in enumerate(_token_sequences(chunks, lexicon)):
        if attempt >= _MAX_SEGMENTATIONS:
            break
        value = _evaluate(tokens)
        if value is not None:
            return value
    return None


def parse_number_words_as(words: str, lang: str) -> int | None:
    """The value of `words` read as number words of `lang`, or None."""
    return _parse_in(_normalize(words), lang)


def read_number_words(words: str, prefer: Iterable[Lang] = ()) -> tuple[int, Lang] | None:
    """The value of `words` and the language it is written in, trying `prefer` first."""
    text = _normalize(words)
    order = list(dict.fromkeys([*prefer, *LANGS]))
    for lang in order:
        value = _parse_in(text, lang)
        if value is not None:
            return value, lang
    return None


def parse_number_words(words: str) -> int | None:
    """The value of cardinal number words in en, de, fr or it (German 46 → 46), or None."""
    found = read_number_words(words)
    return found[0] if found else None


# ---------------------------------------------------------------------- the pattern


def number_word_surfaces() -> list[str]:
    """Every morpheme a number word may open with, in the four languages."""
    return _surfaces(connectors=False)


def _surfaces(*, connectors: bool) -> list[str]:
    forms: set[str] = set()
    for lexicon in LEXICON.values():
        forms.update(
            s for s, m in lexicon.items() if m.kind != "article" and (m.kind == "and") == connectors
        )
    return sorted(forms, key=lambda s: (-len(s), s))


def _alternation(forms: list[str], guards: Mapping[str, str]) -> str:
    pieces = []
    for form in forms:
        guard = guards.get(form)
        pieces.append(f"{form}(?!{guard})" if guard else form.replace("-", r"[\-\x20]"))
    return "(?:" + "|".join(pieces) + ")"


def _articles() -> list[str]:
    """An article that means one, only before the language's scale words ("a" + hundred)."""
    pieces = []
    for lexicon in LEXICON.values():
        scales = sorted(
            (m.value, s) for s, m in lexicon.items() if m.kind in ("hundred", "thousand")
        )
        for surface, morpheme in lexicon.items():
            if morpheme.kind == "article":
                pieces.append(rf"{surface}(?=\x20(?:{'|'.join(s for _, s in scales)}))")
    return pieces


_GUARDS: dict[str, str] = {
    form: guard for lang in LANGS for form, guard in _numbers(lang).guarded_morphemes.items()
}
_VALUE = (
    _alternation(_surfaces(connectors=False), _GUARDS)[:-1]
    + "".join("|" + piece for piece in _articles())
    + ")"
)
_CONNECTOR = _alternation(_surfaces(connectors=True), _GUARDS)
# Each step takes one morpheme atomically, the longest that fits, a connector that another
# morpheme follows, or one space or hyphen before a morpheme. Steps never overlap, so a failed
# match gives back at most 24 steps.
NUMBER_WORDS_PATTERN = (
    rf"(?<![\w\-])(?>{_VALUE})"
    rf"(?:(?>{_VALUE})|{_CONNECTOR}(?=[\x20\-]?{_VALUE})|[\x20\-](?=(?:{_VALUE}|{_CONNECTOR}))){{0,24}}"
    rf"(?![\w])"
)


# ------------------------------------------------------------------------- rendering

# The flags a count's words are matched against, and an amount's (amounts of money are also said
# in hundreds and written with longer numbers): each pack's.
VARIANTS: dict[Lang, tuple[str, ...]] = {lang: _numbers(lang).count_variants for lang in LANGS}
AMOUNT_VARIANTS: dict[Lang, tuple[str, ...]] = {
    lang: _numbers(lang).amount_variants for lang in LANGS
}
# The most words an amount's number is read in (1 thousand, 2 hundred and 50-5: nine): longer
# spellings are read as no amount, so none is written.
MAX_AMOUNT_WORDS = 9


@lru_cache(maxsize=4096)
def _cardinal(n: int, lang: str) -> str:
    """The pack's cardinal, once per number: num2words takes a tenth of a millisecond."""
    return _numbers(lang).cardinal(n)


@lru_cache(maxsize=16384)
def _render(n: int, lang: str, flags: frozenset[str]) -> str:
    numbers = _numbers(lang)
    words = _cardinal(n, lang)
    for flag, transform in numbers.variants.items():
        if flag in flags:
            words = transform(n, words)
    return words


def format_number_words(n: int, lang: str, variants: Iterable[str] = ()) -> str:
    """`n` in words of `lang`; `variants` are flags its pack declares (others are ignored)."""
    if not 0 <= n <= MAX_WORD_NUMBER:
        raise ValueError(f"number words cover 0 to {MAX_WORD_NUMBER}, not {n}")
    if lang not in registry.LANGUAGES:
        raise ValueError(f"no number words for language {lang!r}")
    return _render(n, lang, frozenset(variants))


# ---------------------------------------------------------------------- digit numbers

GROUP_SEPARATORS = frozenset("'’ ,.\u00a0\u202f\u2009")
_SPACES = frozenset(" \u00a0\u202f\u2009")
ZERO_CENT_MARKS = ("–", "—", "--", "-")


def _strip_zero_cents(s: str) -> str:
    """ "1'250.–" → "1'250": a dash after the decimal point means no cents."""
    for mark in ZERO_CENT_MARKS:
        for point in (".", ","):
            if s.endswith(point + mark):
                return s[: -len(point + mark)]
    return s


def _valid_groups(integer: str, separator: str) -> bool:
    groups = integer.split(separator)
    return (
        1 <= len(groups[0]) <= 3
        and all(len(g) == 3 for g in groups[1:])
        and all(g.isdigit() for g in groups)
    )


def _split_decimal(s: str) -> tuple[str, str] | None:
    """Separates the integer part from the decimals; None when the grouping is inconsistent."""
    marks = [ch for ch in s if not ch.isdigit()]
    if not marks:
        return s, ""
    last = max(s.rfind("."), s.rfind(","))
    if last < 0:
        return s, ""
    decimals = s[last + 1 :]
    head = s[:last]
    point = s[last]
    head_marks = {ch for ch in head if not ch.isdigit()}
    if point in head_marks:
        # "1.250.000" or "1,250,000": the last mark groups too
        return (s, "") if len(decimals) == 3 else None
    if (
        not head_marks
        and len(decimals) == 3
        and head
        and head.isdigit()
        and len(head) <= 3
        and head != "0"
    ):
        return s, ""  # "1,250" and "1.250" read as thousands
    return head, decimals


def parse_decimal_number(s: str) -> Decimal | None:
    """The value of a digit number with Swiss, English, German or French grouping, or None.

    "1'250.50" → 1250.50, "1’250.–" → 1250, "1 250,00" and "1.250,00" → 1250.00,
    "1,250.00" → 1250.00, "1,250" → 1250 (three digits after one comma group thousands),
    "12,50" → 12.50.
    """
    text = _strip_zero_cents(s.strip())
    if (
        not text
        or len(text) > 40
        or any(not (ch.isdigit() or ch in GROUP_SEPARATORS) for ch in text)
    ):
        return None
    split = _split_decimal(text)
    if split is None:
        return None
    integer, decimals = split
    if decimals and not decimals.isdigit():
        return None
    separators = {ch for ch in integer if not ch.isdigit()}
    if len(separators) > 1:
        return None
    if separators and not _valid_groups(integer, separators.pop()):
        return None
    digits = "".join(ch for ch in integer if ch.isdigit()) or "0"
    if not integer and not decimals:
        return None
    try:
        return Decimal(f"{digits}.{decimals}" if decimals else digits)
    except InvalidOperation:
        return None
