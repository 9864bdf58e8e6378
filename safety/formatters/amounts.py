"""Money amounts rendered in the form a writer used, or in the canonical "CHF 1'980.00".

An amount style is the mention's text with the number replaced by a picture:

    "CHF #'###.00"   CHF 1'250.00        "# ###,00 CHF"   1 250,00 CHF
    "CHF #’###.–"    CHF 1’250.–         "#.###,00 CHF"   1.980,00 CHF
    "Fr. #.-"        Fr. 45.-            "# Swiss francs" 45 Swiss francs
    "CHF ####"       CHF 2250            "$#k"            $10k

The picture is "#", then the thousands grouping ("'###", "’###", ",###", ".###", " ###", or
"###" for a number of four or more digits written without grouping; nothing when the number was
too short to show one), then the decimals (".00", ",00", ".0", ".–", ".—", ".-", ".--", ",–",
",-" or nothing), then "k" or "K" when the number was written in thousands. The text around the
picture is kept as written. The empty style is the canonical form.

An amount whose number was written in words has a words style, then "|", then the digits
style it falls back to:

    "words-en+hundreds|#### francs"   fifteen hundred francs
    "words-de|#### Franken"           eintausendfünfhundert Franken
    "words-fr+ch+cap|# francs"        Septante francs
    "words-fr,it|#### francs"         mille francs (read in French and in Italian)

The words style is a count's (safety.formatters.counts) with the variants of AMOUNT_VARIANTS
("hundreds": "fifteen hundred", "comma": "one thousand, five hundred", Belgian "be": "nonante"
with "quatre-vingts"); where the words read in several languages, all of them, the currency
word's language first. A whole amount from 2 to 999 999 in the currency the writer named is
written in words in that style, the writer's currency word after it; any other amount (cents, a
larger one, one whose words run past MAX_AMOUNT_WORDS, another currency) in the digits style.

An amount written with a scale word ("CHF4.9m", "3,5 Mio. EUR", "2,5 milioni CHF") has a
scaled style: "scaled", the scale and the currency it was written in, "|", then the text with the
number as "#" and its decimal mark ("#.#", "#,#", or "#" for a whole number):

    "scaled-1000000-CHF-any|CHF#.#m"           CHF4.9m
    "scaled-1000000-EUR-any|#,# Mio. EUR"      3,5 Mio. EUR
    "scaled-1000000-CHF-one|#,# million CHF"   1,2 million CHF

An amount in that currency that the scale writes with at most SCALED_PLACES decimals is written
so ("CHF4.9m" corrected to 5.25 million reads "CHF5.25m"), where a scale written as a word
agrees with the new number ("one": below two, "many": two and more; "1,2 million" corrected to
2.5 million is no longer singular); any other amount in the canonical form.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal

from safety.formatters.counts import CAPITALIZED, WORDS, format_count, words_style
from safety.lang import LANGS, Lang
from safety.lang.registry import LANGUAGES
from safety.numbers import AMOUNT_VARIANTS, MAX_AMOUNT_WORDS, MAX_WORD_NUMBER, read_number_words

# Currency markers and the ISO code they stand for; "$" is read as US dollars.
CURRENCY_BEFORE: dict[str, str] = {
    "chf": "CHF",
    "sfr.": "CHF",
    "fr.": "CHF",
    "frs.": "CHF",
    "eur": "EUR",
    "€": "EUR",
    "usd": "USD",
    "us$": "USD",
    "$": "USD",
    "gbp": "GBP",
    "£": "GBP",
}
CURRENCY_AFTER: dict[str, str] = {
    "chf": "CHF",
    "fr.": "CHF",
    "frs.": "CHF",
    "eur": "EUR",
    "€": "EUR",
    "usd": "USD",
    "us$": "USD",
    "$": "USD",
    "gbp": "GBP",
    "£": "GBP",
    # the currency words of every language, besides CLDR's names (below): the packs'
    **{
        word: code
        for lang in LANGS
        for word, code in LANGUAGES[lang].amounts.currency_words.items()
    },
}


def _cldr_currency_names() -> dict[str, tuple[str, str]]:
    """How CLDR names the four currencies in each language, singular and plural ("Schweizer
    Franken", "francs suisses", "dollaro statunitense"), with the code and the language."""
    from babel.numbers import get_currency_name

    names: dict[str, tuple[str, str]] = {}
    for lang, locale in (("en", "en_CH"), ("de", "de_CH"), ("fr", "fr_CH"), ("it", "it_CH")):
        for code in ("CHF", "EUR", "USD", "GBP"):
            for count in (1, 2):
                names.setdefault(get_currency_name(code, count, locale).lower(), (code, lang))
    return names


# Each currency name CLDR writes, with its language: read after a number like the tokens above.
CURRENCY_NAMES: dict[str, tuple[str, str]] = _cldr_currency_names()
for _name, (_code, _lang) in CURRENCY_NAMES.items():
    CURRENCY_AFTER.setdefault(_name, _code)

CANONICAL_SEPARATOR = "'"
WORDS_SEPARATOR = "|"  # between an amount's words style and its digits style
_SPACES = " \u00a0\u202f\u2009"
_SEPARATORS = frozenset("'’,." + _SPACES)
_DECIMAL_MARKS = ("00", "0", "--", "–", "—", "-")
_CENT = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class AmountPicture:
    prefix: str
    separator: str | None  # None: the writer's number was too short to show one; "": none
    point: str  # "." or ",", "" when no decimals were written
    decimals: str  # "00", "0", a zero-cent dash, or ""
    thousands_mark: str  # "k" or "K" for "$10k", else ""
    suffix: str


CANONICAL = AmountPicture("CHF ", CANONICAL_SEPARATOR, ".", "00", "", "")


def currency_of_token(token: str, *, before: bool) -> str | None:
    """The ISO code a currency marker stands for ("Fr." → "CHF"), or None."""
    key = " ".join(token.lower().split())
    return (CURRENCY_BEFORE if before else CURRENCY_AFTER).get(key)


def amount_style(
    span: str, *, integer: str, integer_start: int, decimals: str, thousands_mark: str
) -> str:
    """The style of an amount written as `span`, whose number starts at `integer_start`."""
    separators = [ch for ch in integer if not ch.isdigit()]
    if separators:
        grouping = "#" + separators[0] + "###"
    elif len(integer) >= 4:
        grouping = "####"
    else:
        grouping = "#"
    decimal_picture = (
        decimals[0] + "0" * (len(decimals) - 1) if decimals[1:].isdigit() else decimals
    )
    number_end = integer_start + len(integer) + len(decimals) + len(thousands_mark)
    return span[:integer_start] + grouping + decimal_picture + thousands_mark + span[number_end:]


def parse_amount_style(style: str) -> AmountPicture:
    """Reads a style written by `amount_style`; a style without a picture reads as canonical."""
    if "#" not in style:
        return CANONICAL
    start = style.index("#")
    prefix, rest = style[:start], style[start + 1 :]
    separator: str | None = None
    if rest[:1] in _SEPARATORS and rest[1:4] == "###":
        separator, rest = rest[0], rest[4:]
    elif rest[:3] == "###":
        separator, rest = "", rest[3:]
    point = decimals = ""
    if rest[:1] in (".", ","):
        mark = next((m for m in _DECIMAL_MARKS if rest[1:].startswith(m)), None)
        if mark is not None:
            point, decimals, rest = rest[0], mark, rest[1 + len(mark) :]
    thousands_mark = rest[0] if rest[:1] in ("k", "K") else ""
    return AmountPicture(
        prefix, separator, point, decimals, thousands_mark, rest[len(thousands_mark) :]
    )


def _render_number(value: Decimal, picture: AmountPicture, lang: str) -> str:
    value = value.quantize(_CENT, rounding=ROUND_HALF_UP)
    integer = int(value)
    cents = int((value - integer) * 100)
    separator = _unseen_separator(picture, lang) if picture.separator is None else picture.separator
    text = f"{integer:,}".replace(",", separator) if separator else str(integer)
    if not cents:
        return text + picture.point + picture.decimals
    point = picture.point or ("," if separator == "." else ".")
    one_digit = picture.decimals == "0" and cents % 10 == 0
    return text + point + (str(cents // 10) if one_digit else f"{cents:02d}")


def _unseen_separator(picture: AmountPicture, lang: str) -> str:
    """The thousands mark for a writer whose number was too short to show one: the one that goes
    with their decimal mark, "1 800,00" in French and "1.800,00" elsewhere, else the Swiss "'"."""
    if picture.point != ",":
        return CANONICAL_SEPARATOR
    return " " if lang == "fr" else "."


def _with_currency(picture: AmountPicture, currency: str) -> AmountPicture:
    """Keeps the writer's currency marker when it names `currency`, else writes the ISO code."""
    before = picture.prefix.strip(_SPACES)
    after = picture.suffix.strip(_SPACES)
    if before and currency_of_token(before, before=True) != currency:
        return dataclasses.replace(picture, prefix=f"{currency} ")
    if after and currency_of_token(after, before=False) != currency:
        return dataclasses.replace(picture, suffix=f" {currency}")
    return picture


def amount_words_style(words: str, value: int, langs: Sequence[Lang], digits_style: str) -> str:
    """The style of an amount whose number is `words` ("fifteen hundred"): the languages in
    which `words` read as `value`, trying `langs` first, the spelling's variant flags, and the
    digits style after "|" (see the module docstring)."""
    plain = words.replace(", ", " ")
    read = [
        lang
        for lang in dict.fromkeys([*langs, *LANGS])
        if read_number_words(plain, prefer=[lang]) == (value, lang)
    ] or list(langs[:1])
    # The spelling is told in lower case, so "Fifteen Hundred" keeps its hundreds and capital.
    _, *flags = words_style(words.lower(), value, read[0], AMOUNT_VARIANTS).split("+")
    if words[:1].isupper():
        flags.append(CAPITALIZED)
    return "+".join([f"{WORDS}-{','.join(read)}", *flags]) + WORDS_SEPARATOR + digits_style


def is_words_style(style: str) -> bool:
    """Whether `style` is that of an amount written in words."""
    return style.startswith(WORDS) and WORDS_SEPARATOR in style


def _in_words(value: Decimal, currency: str, style: str, lang: str) -> str | None:
    """`value` in the words style `style`, or None where it is written in digits: cents, more
    than MAX_WORD_NUMBER, less than two, more words than an amount is read in, or a currency
    other than the writer's word names."""
    words, _, digits_style = style.partition(WORDS_SEPARATOR)
    picture = parse_amount_style(digits_style)
    after = picture.suffix.strip(_SPACES)
    if picture.prefix or currency_of_token(after, before=False) != currency:
        return None
    if value != value.to_integral_value() or not 2 <= value <= MAX_WORD_NUMBER:
        return None
    head, *flags = words.split("+")
    langs = head.partition("-")[2].split(",")
    chosen = lang if lang in langs else langs[0]
    number = format_count(int(value), "+".join([f"{WORDS}-{chosen}", *flags]), lang)
    if len(number.split()) > MAX_AMOUNT_WORDS:
        return None  # "seven hundred and seventy-seven thousand, …" would not be read back
    return number + picture.suffix


SCALED = "scaled"
SCALED_PLACES = 3


def scaled_style(
    written: str,
    number: str,
    number_start: int,
    scale: Decimal | int,
    currency: str,
    scale_word: str,
) -> str:
    """The style of an amount written with a scale word: `number` as written at `number_start`.
    A scale written as a word ("million", "Millionen", "milioni") agrees with its number: the
    style says whether it was written for less than two ("one") or more ("many"); an
    abbreviation ("m", "Mio.") agrees with any ("any")."""
    mark = next((m for m in ".," if m in number), "")
    picture = f"#{mark}#" if mark else "#"
    body = written[:number_start] + picture + written[number_start + len(number) :]
    if len(scale_word) <= _LONGEST_SCALE_ABBREVIATION or scale_word.endswith("."):
        agreement = "any"
    else:
        agreement = "one" if Decimal(number.replace(",", ".")) < 2 else "many"
    return f"{SCALED}-{scale}-{currency}-{agreement}{WORDS_SEPARATOR}{body}"


_LONGEST_SCALE_ABBREVIATION = 3  # "m", "Mio", "Mrd", "bn"


def _in_scale(value: Decimal, currency: str, style: str) -> str | None:
    """`value` written in a scaled style, or None where the style cannot write it."""
    head, _, body = style.partition(WORDS_SEPARATOR)
    _, scale_text, written_currency, agreement = head.split("-", 3)
    scaled = (value / Decimal(scale_text)).normalize()
    exponent = scaled.as_tuple().exponent
    if currency != written_currency or scaled <= 0 or not isinstance(exponent, int):
        return None
    if -exponent > SCALED_PLACES:
        return None
    if agreement != "any" and (agreement == "one") != (scaled < 2):
        return None  # "1,2 million" is no form of 2.5 million
    number = f"{scaled:f}"
    for picture in ("#.#", "#,#", "#"):
        if picture in body:
            mark = picture[1] if len(picture) == 3 else "."
            return body.replace(picture, number.replace(".", mark), 1)
    return None


def format_amount(value: Decimal, currency: str, style: str, lang: str) -> str:
    """`value` in `currency` written in `style` (see the module docstring; "" is canonical).

    A style without decimals still shows cents that are not zero: "CHF #" renders 45.50 as
    "CHF 45.50". `lang` only matters where the writer's number was too short to show its
    thousands mark: "950,00 CHF" corrected to 1800 reads "1 800,00 CHF" in French; and for
    words that read in several languages ("mille", "six"), where it picks one of them.
    """
    if style.startswith(SCALED) and WORDS_SEPARATOR in style:
        return _in_scale(value, currency, style) or format_amount(value, currency, "", lang)
    if is_words_style(style):
        words = _in_words(value, currency, style, lang)
        if words is not None:
            return words
        style = style.partition(WORDS_SEPARATOR)[2]
    if "#" in style:
        picture = _with_currency(parse_amount_style(style), currency)
    else:
        picture = dataclasses.replace(CANONICAL, prefix=f"{currency} ")
    scaled = value / 1000
    if picture.thousands_mark and scaled > 0 and _fits_decimals(scaled, picture.decimals):
        number = _render_number(scaled, picture, lang) + picture.thousands_mark
    else:
        number = _render_number(value, picture, lang)
    return picture.prefix + number + picture.suffix


def _fits_decimals(value: Decimal, decimals: str) -> bool:
    """Whether `value` needs no more decimals than the picture shows ("$10k", "$4.5k")."""
    places = len(decimals) if decimals.isdigit() else 0
    return value == value.quantize(Decimal(1).scaleb(-places))
