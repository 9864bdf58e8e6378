"""Numbers as people write them: cardinal number words in en/de/fr/it, and grouped digit numbers.

Number words cover 0 to 999 999 in the spellings venues use: "thirty-five", "one hundred and
twenty", "sechsundvierzig", "dreissig"/"dreißig", "einhundertzwanzig", "trente-cinq",
"quatre-vingt-dix", "soixante et onze", Swiss and Belgian "septante"/"huitante"/"octante"/
"nonante", "quarantacinque", "ventuno", "centoventi", "duemila".

`format_number_words` renders one spelling per language; its variant flags reproduce the
spellings that differ between regions or writers:

    en: "space" (thirty five), "noand" (one hundred twenty), "a" (a hundred, a thousand),
        "hundreds" (fifteen hundred: 1100 to 9999 counted in hundreds, as amounts are said),
        "comma" (one thousand, five hundred: a comma after "thousand" before the hundreds)
    de: "sz" (dreißig), "bare" (hundertzwanzig instead of einhundertzwanzig)
    fr: "ch" (septante, huitante, nonante), "be" (Belgian septante, nonante, but quatre-vingts),
        "reform" (hyphens everywhere: vingt-et-un)
    it: "noaccent" (trentatre instead of trentatré), "apocope" (ventun before a noun)

Digit numbers accept Swiss, English, German and French grouping: 1'250.50, 1’250.–, 1 250,00,
1.250,00, 1,250.00.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import lru_cache
from typing import Literal

from safety.lang import LANGS, Lang

Kind = Literal["unit", "teen", "tens", "elided_tens", "hundred", "thousand", "and", "article"]

MAX_WORD_NUMBER = 999_999


@dataclass(frozen=True, slots=True)
class _Morpheme:
    kind: Kind
    value: int
    plural: bool = False  # "mila", "cents": only after a number above one


# Plural multipliers: "duemila", "deux cents", never "mila" or "cents" alone.
_PLURAL_MULTIPLIERS = frozenset({"mila", "cents"})


def _lexicon(entries: dict[str, tuple[Kind, int]]) -> dict[str, _Morpheme]:
    return {
        surface: _Morpheme(kind, value, surface in _PLURAL_MULTIPLIERS)
        for surface, (kind, value) in entries.items()
    }


def _units(names: str, start: int = 0) -> dict[str, tuple[Kind, int]]:
    return {
        name: ("unit" if start + i < 10 else "teen", start + i)
        for i, name in enumerate(names.split())
    }


def _tens(names: str) -> dict[str, tuple[Kind, int]]:
    return {name: ("tens", 20 + 10 * i) for i, name in enumerate(names.split())}


_EN = _lexicon(
    {
        **_units(
            "zero one two three four five six seven eight nine ten eleven twelve thirteen "
            "fourteen fifteen sixteen seventeen eighteen nineteen"
        ),
        **_tens("twenty thirty forty fifty sixty seventy eighty ninety"),
        "nought": ("unit", 0),
        "naught": ("unit", 0),
        "nil": ("unit", 0),
        "hundred": ("hundred", 100),
        "thousand": ("thousand", 1000),
        "and": ("and", 0),
        "a": ("article", 1),
    }
)
_DE = _lexicon(
    {
        **_units(
            "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn "
            "vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"
        ),
        **_tens("zwanzig dreissig vierzig fünfzig sechzig siebzig achtzig neunzig"),
        "ein": ("unit", 1),
        "eine": ("unit", 1),
        "einen": ("unit", 1),
        "dreißig": ("tens", 30),
        "hundert": ("hundred", 100),
        "tausend": ("thousand", 1000),
        "und": ("and", 0),
    }
)
_FR = _lexicon(
    {
        **_units(
            "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize "
            "quatorze quinze seize"
        ),
        "zero": ("unit", 0),
        "une": ("unit", 1),
        "dix-sept": ("teen", 17),
        "dix-huit": ("teen", 18),
        "dix-neuf": ("teen", 19),
        **_tens("vingt trente quarante cinquante soixante septante huitante nonante"),
        "vingts": ("tens", 20),
        "octante": ("tens", 80),
        "cent": ("hundred", 100),
        "cents": ("hundred", 100),
        "mille": ("thousand", 1000),
        "et": ("and", 0),
    }
)
_IT = _lexicon(
    {
        **_units(
            "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici "
            "quattordici quindici sedici diciassette diciotto diciannove"
        ),
        "un": ("unit", 1),
        "una": ("unit", 1),
        "tré": ("unit", 3),
        # num2words writes 118 "centodicotto" (eliding as before "otto"); read it as written.
        "dicotto": ("unit", 18),
        "nulla": ("unit", 0),
        **_tens("venti trenta quaranta cinquanta sessanta settanta ottanta novanta"),
        **{
            name: ("elided_tens", 20 + 10 * i)
            for i, name in enumerate(
                "vent trent quarant cinquant sessant settant ottant novant".split()
            )
        },
        "cento": ("hundred", 100),
        "cent": ("hundred", 100),
        "mille": ("thousand", 1000),
        "mila": ("thousand", 1000),
    }
)
LEXICON: dict[Lang, dict[str, _Morpheme]] = {"en": _EN, "de": _DE, "fr": _FR, "it": _IT}
# A few spellings cut into morphemes in more than one way ("centotto"); more is never needed.
_MAX_SEGMENTATIONS = 32


# ---------------------------------------------------------------------------- parsing


def _normalize(words: str) -> str:
    text = words.strip().lower().replace("\u2011", "-").replace("\u00a0", " ")
    return text.replace("ß", "ss")


def _chunks(text: str) -> list[str]:
    """The written words, split at spaces and hyphens; French "dix-sept"-style teens stay whole."""
    chunks: list[str] = []
    for part in text.replace("-", " ").split():
        if chunks and chunks[-1] == "dix" and part in ("sept", "huit", "neuf"):
            chunks[-1] = "dix-" + part
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
        case ("unit", "and", "tens") if values[0] >= 1:  # German: sechsundvierzig
            return values[0] + values[2]
        case ("tens", "and", "unit") if values[2] == 1:  # French: vingt et un
            return values[0] + 1
        case ("tens", "and", "teen") if values[0] == 60 and values[2] == 11:  # soixante et onze
            return 71
        case ("tens", "teen") if values[0] in (60, 80):  # soixante-dix-sept, (quatre-)vingt-dix
            return values[0] + values[1]
        case ("unit", "tens") if values == [4, 20]:  # quatre-vingt(s)
            return 80
        case ("unit", "tens", "unit") if values[:2] == [4, 20] and values[2] >= 1:
            return 80 + values[2]
        case ("unit", "tens", "teen") if values[:2] == [4, 20]:
            return 80 + values[2]
    return None


def _multiplier(head: list[_Morpheme], *, allow_tens: bool) -> int | None:
    """The number in front of "hundred"/"thousand": nothing or an article means one."""
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
    # "eighteen hundred", "achtzehnhundert": only for a whole number below 10 000
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
def _parse_in(text: str, lang: Lang) -> int | None:
    chunks = _chunks(text)
    if not chunks or len(chunks) > 12 or any(len(c) > 96 for c in chunks):
        return None
    lexicon = LEXICON[lang]
    for attempt, tokens in enumerate(_token_sequences(chunks, lexicon)):
        if attempt >= _MAX_SEGMENTATIONS:
            break
        value = _evaluate(tokens)
        if value is not None:
            return value
    return None


def parse_number_words_as(words: str, lang: Lang) -> int | None:
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
    """The value of cardinal number words in en, de, fr or it ("sechsundvierzig" → 46), or None."""
    found = read_number_words(words)
    return found[0] if found else None


# ---------------------------------------------------------------------- the pattern


def number_word_surfaces() -> list[str]:
    """Every morpheme a number word may open with, in the four languages ("twenty", "sechs")."""
    return _surfaces(connectors=False)


def _surfaces(*, connectors: bool) -> list[str]:
    forms: set[str] = set()
    for lexicon in LEXICON.values():
        forms.update(
            s for s, m in lexicon.items() if m.kind != "article" and (m.kind == "and") == connectors
        )
    return sorted(forms, key=lambda s: (-len(s), s))


def _alternation(forms: list[str]) -> str:
    pieces = []
    for form in forms:
        # Italian "cento" is never followed by "tt": "centotto" is cent + otto.
        pieces.append(r"cento(?!tt)" if form == "cento" else form.replace("-", r"[\-\x20]"))
    return "(?:" + "|".join(pieces) + ")"


_VALUE = _alternation(_surfaces(connectors=False))[:-1] + r"|a(?=\x20(?:hundred|thousand)))"
_CONNECTOR = _alternation(_surfaces(connectors=True))
# Each step takes one morpheme atomically, the longest that fits, a connector ("and", "und",
# "et") that another morpheme follows, or one space or hyphen before a morpheme. Steps never
# overlap, so a failed match gives back at most 24 steps.
NUMBER_WORDS_PATTERN = (
    rf"(?<![\w\-])(?>{_VALUE})"
    rf"(?:(?>{_VALUE})|{_CONNECTOR}(?=[\x20\-]?{_VALUE})|[\x20\-](?=(?:{_VALUE}|{_CONNECTOR}))){{0,24}}"
    rf"(?![\w])"
)


# ------------------------------------------------------------------------- rendering

_EN_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen "
    "fourteen fifteen sixteen seventeen eighteen nineteen"
).split()
_EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_DE_ONES = (
    "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn "
    "vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn"
).split()
_DE_TENS = "_ _ zwanzig dreissig vierzig fünfzig sechzig siebzig achtzig neunzig".split()
_FR_ONES = (
    "zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze "
    "quinze seize dix-sept dix-huit dix-neuf"
).split()
_FR_TENS = "_ _ vingt trente quarante cinquante soixante septante huitante nonante".split()
_IT_ONES = (
    "zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici "
    "quattordici quindici sedici diciassette diciotto diciannove"
).split()
_IT_TENS = "_ _ venti trenta quaranta cinquanta sessanta settanta ottanta novanta".split()

VARIANTS: dict[Lang, tuple[str, ...]] = {
    "en": ("space", "noand", "a"),
    "de": ("sz", "bare"),
    "fr": ("ch", "reform"),
    "it": ("noaccent", "apocope"),
}
# Amounts of money are also said in hundreds ("fifteen hundred francs") and written with longer
# numbers: their words are matched against these variants; counts keep VARIANTS.
AMOUNT_VARIANTS: dict[Lang, tuple[str, ...]] = {
    **VARIANTS,
    "en": (*VARIANTS["en"], "hundreds", "comma"),
    "fr": (*VARIANTS["fr"], "be"),
}
# The most words an amount's number is read in ("one thousand, two hundred and fifty-five"):
# longer spellings are read as no amount, so none is written.
MAX_AMOUNT_WORDS = 9


def _en_with_article(n: int, flags: frozenset[str]) -> str:
    words = _en(n, flags)
    if "a" in flags and words.startswith(("one hundred", "one thousand")):
        return "a" + words[3:]
    return words


def _en(n: int, flags: frozenset[str]) -> str:
    joiner = " " if "noand" in flags else " and "
    if "hundreds" in flags and _in_hundreds(n):
        head, rest = divmod(n, 100)
        words = _en(head, flags) + " hundred"
        return words + joiner + _en(rest, flags) if rest else words
    if n >= 1000:
        head, rest = divmod(n, 1000)
        words = _en(head, flags) + " thousand"
        if not rest:
            return words
        if rest >= 100:
            return words + (", " if "comma" in flags else " ") + _en(rest, flags)
        return words + joiner + _en(rest, flags)
    if n >= 100:
        head, rest = divmod(n, 100)
        words = _EN_ONES[head] + " hundred"
        return words + joiner + _en(rest, flags) if rest else words
    if n >= 20:
        tens, unit = divmod(n, 10)
        if not unit:
            return _EN_TENS[tens]
        return _EN_TENS[tens] + (" " if "space" in flags else "-") + _EN_ONES[unit]
    return _EN_ONES[n]


def _in_hundreds(n: int) -> bool:
    """Whether English says `n` in hundreds with the "hundreds" flag: "fifteen hundred" for
    1500, but "two thousand" for 2000 and "one thousand and fifty" for 1050 (no "ten hundred")."""
    return 1100 <= n <= 9999 and (n // 100) % 10 != 0


def _de_below_hundred(n: int, flags: frozenset[str], *, final: bool) -> str:
    if n < 20:
        return "ein" if n == 1 and not final else _DE_ONES[n]
    tens, unit = divmod(n, 10)
    tens_word = "dreißig" if tens == 3 and "sz" in flags else _DE_TENS[tens]
    if not unit:
        return tens_word
    return ("ein" if unit == 1 else _DE_ONES[unit]) + "und" + tens_word


def _de(n: int, flags: frozenset[str]) -> str:
    if n == 0:
        return "null"
    words = ""
    thousands, rest = divmod(n, 1000)
    if thousands:
        head = (
            ""
            if thousands == 1 and "bare" in flags
            else _de_below_thousand(thousands, flags, final=False)
        )
        words += head + "tausend"
    if rest:
        words += _de_below_thousand(rest, flags, final=True)
    return words


def _de_below_thousand(n: int, flags: frozenset[str], *, final: bool) -> str:
    hundreds, rest = divmod(n, 100)
    words = ""
    if hundreds:
        words += (
            ""
            if hundreds == 1 and "bare" in flags
            else _de_below_hundred(hundreds, flags, final=False)
        ) + "hundert"
    if rest:
        words += _de_below_hundred(rest, flags, final=final)
    return words


def _fr_below_hundred(n: int, flags: frozenset[str], *, final: bool) -> str:
    if n < 20:
        return _FR_ONES[n]
    tens, unit = divmod(n, 10)
    if (tens in (7, 8, 9) and "ch" in flags) or (tens in (7, 9) and "be" in flags):
        tens_word = _FR_TENS[tens]
    elif tens == 7:
        return "soixante et onze" if unit == 1 else "soixante-" + _FR_ONES[10 + unit]
    elif tens == 8:
        if not unit:
            return "quatre-vingts" if final else "quatre-vingt"
        return "quatre-vingt-" + _FR_ONES[unit]
    elif tens == 9:
        return "quatre-vingt-" + _FR_ONES[10 + unit]
    else:
        tens_word = _FR_TENS[tens]
    if not unit:
        return tens_word
    if unit == 1:
        return tens_word + " et un"
    return tens_word + "-" + _FR_ONES[unit]


def _fr_below_thousand(n: int, flags: frozenset[str], *, final: bool) -> str:
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        head = "cent" if hundreds == 1 else _FR_ONES[hundreds] + " cent"
        if hundreds > 1 and not rest and final:
            head += "s"
        parts.append(head)
    if rest:
        parts.append(_fr_below_hundred(rest, flags, final=final))
    return " ".join(parts)


def _fr(n: int, flags: frozenset[str]) -> str:
    if n == 0:
        return "zéro"
    thousands, rest = divmod(n, 1000)
    parts = []
    if thousands:
        parts.append(
            "mille"
            if thousands == 1
            else _fr_below_thousand(thousands, flags, final=False) + " mille"
        )
    if rest:
        parts.append(_fr_below_thousand(rest, flags, final=True))
    words = " ".join(parts)
    return words.replace(" ", "-") if "reform" in flags else words


def _it_below_hundred(n: int) -> str:
    if n < 20:
        return _IT_ONES[n]
    tens, unit = divmod(n, 10)
    tens_word = _IT_TENS[tens]
    if not unit:
        return tens_word
    if unit in (1, 8):  # ventuno, trentotto
        return tens_word[:-1] + _IT_ONES[unit]
    return tens_word + _IT_ONES[unit]


def _it_below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    if not hundreds:
        return _it_below_hundred(rest)
    head = "cento" if hundreds == 1 else _IT_ONES[hundreds] + "cento"
    if not rest:
        return head
    tail = _it_below_hundred(rest)
    if tail.startswith("o"):  # centotto, centottanta
        head = head[:-1]
    return head + tail


def _it(n: int, flags: frozenset[str]) -> str:
    thousands, rest = divmod(n, 1000)
    words = ""
    if thousands:
        words = "mille" if thousands == 1 else _it_below_thousand(thousands) + "mila"
    if rest or not thousands:
        words += _it_below_thousand(rest)
    if words.endswith("tre") and words != "tre" and "noaccent" not in flags:
        words = words[:-3] + "tré"  # ventitré, centotré
    if words.endswith("uno") and words != "uno" and "apocope" in flags:
        words = words[:-1]  # "ventun ospiti"
    return words


_RENDERERS = {"en": _en_with_article, "de": _de, "fr": _fr, "it": _it}


def format_number_words(n: int, lang: str, variants: Iterable[str] = ()) -> str:
    """`n` in words of `lang` ("en", "de", "fr", "it"); `variants` are the flags listed above."""
    if not 0 <= n <= MAX_WORD_NUMBER:
        raise ValueError(f"number words cover 0 to {MAX_WORD_NUMBER}, not {n}")
    renderer = _RENDERERS.get(lang)
    if renderer is None:
        raise ValueError(f"no number words for language {lang!r}")
    return renderer(n, frozenset(variants))


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
