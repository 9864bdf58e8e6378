"""Money amounts in a reply: a number with a currency marker before or after it.

Found: "CHF 1'250.00", "CHF 1’250.–", "CHF 1'250.-", "1 250,00 CHF", "1.980,00 CHF",
"CHF 4,375.00", "Fr. 45", "SFr. 45", "1,250 Swiss francs", "45 Franken", "45 francs suisses",
"EUR 20", "20 €", "$10", "US$ 3.14", "$10k" (the currency words are the packs' and CLDR's). A
per-person phrase right after the amount ("per person", "pro Person", "p.P.", "par personne":
the packs' `AmountWords`) or a label right before it ("Preis pro Person: CHF 45") sets `per_person`; those words stay outside the span.

A number without a currency marker is never an amount, so percentages, phone numbers,
postcodes, references, dates and times are left alone.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from decimal import Decimal

import regex

from safety.formatters.amounts import (
    CURRENCY_AFTER,
    CURRENCY_BEFORE,
    CURRENCY_NAMES,
    amount_style,
    amount_words_style,
    currency_of_token,
    scaled_style,
)
from safety.lang import LANGS, Lang
from safety.lang.calendar_words import WEEKDAY_ABBREVIATION_ALTERNATES, WEEKDAY_ABBREVIATIONS
from safety.lang.clock_words import GERMAN_WORDS_AFTER_AN_HOUR, HOUR_SYMBOL
from safety.lang.minor_units import ATTACHED_HUNDREDTH_MARKS, HUNDREDTH_WORDS, JOINING_WORDS
from safety.lang.number_scales import ONE_LETTER_SCALES, SCALE_CURRENCY_LINK, SCALES
from safety.lang.pack import AmountWords
from safety.lang.registry import LANGUAGES
from safety.mentions import AmountMention
from safety.patterns import SCAN_TIMEOUT_SECONDS, compile_pattern, scan
from safety.recognizers.counts import NUMBER_OPENINGS, number_words_before
from safety.text import spaced_char, trie_alternation


def _of_one_language(
    field: Callable[[AmountWords], Iterable[str]], neutral: Iterable[str] = ()
) -> dict[str, Lang | None]:
    """The words of one field of the packs' amount words and their language; a word of several
    languages, or of none (`neutral`), gets None."""
    table: dict[str, Lang | None] = dict.fromkeys(neutral)
    for lang in LANGS:
        for word in field(LANGUAGES[lang].amounts):
            table[word] = lang if table.get(word, lang) == lang else None
    return table


# A currency word after an amount tells the amount's language, unless several languages write it.
_CURRENCY_WORD_LANG: dict[str, Lang] = {
    word: lang
    for word, lang in _of_one_language(lambda words: words.currency_words).items()
    if lang is not None
}
_PER_PERSON = _of_one_language(lambda words: words.per_person, neutral=("pp", "p.p."))
_PER_PERSON_AFTER_SLASH = _of_one_language(
    lambda words: words.per_person_after_slash, neutral=("pax",)
)


def _folded_languages(table: dict[str, Lang | None]) -> dict[str, Lang | None]:
    """Keys folded to lower case; a key two languages share ("p.P.", "p.p.") gets None."""
    folded: dict[str, Lang | None] = {}
    for phrase, lang in table.items():
        key = phrase.casefold()
        folded[key] = lang if folded.get(key, lang) == lang else None
    return dict(sorted(folded.items(), key=lambda item: -len(item[0])))


_PER_PERSON_LANG = _folded_languages(_PER_PERSON)
_SLASH_PER_PERSON_LANG = _folded_languages(_PER_PERSON_AFTER_SLASH)

_SPACES = " \u00a0\u202f\u2009"
_SPACE = r"[\x20\u00a0\u202f\u2009]"
_GROUP_SEPARATOR = r"['’\x20\u00a0\u202f\u2009,.]"
# A bare number may not continue a word, a reference or another number: "EV-2026", "P2", "#4711".
_NOT_BEFORE_NUMBER = frozenset("'’.,/#+-–_")
_BEFORE_TOKENS = sorted(CURRENCY_BEFORE, key=len, reverse=True)


def _by_first_character(phrases: Iterable[str]) -> dict[str, tuple[str, ...]]:
    """Folded phrases grouped by their first character, longest first."""
    groups: dict[str, list[str]] = {}
    for phrase in sorted(phrases, key=len, reverse=True):
        groups.setdefault(phrase[0], []).append(phrase)
    return {first: tuple(group) for first, group in groups.items()}


def _by_last_word(phrases: Iterable[str]) -> dict[str, tuple[str, ...]]:
    groups: dict[str, list[str]] = {}
    for phrase in phrases:
        groups.setdefault(phrase.rsplit(" ", 1)[-1], []).append(phrase)
    return {last: tuple(group) for last, group in groups.items()}


_AFTER_TOKENS = _by_first_character(CURRENCY_AFTER)
_PER_PERSON_PHRASES = _by_first_character(_PER_PERSON_LANG)
_PER_PERSON_SLASH_WORDS = _by_first_character(_SLASH_PER_PERSON_LANG)
# Labels such as "Preis pro Person: CHF 45"; abbreviations are too short to trust there.
_PER_PERSON_LABELS = _by_last_word(cue for cue in _PER_PERSON_LANG if " " in cue and "." not in cue)


def _character_class(characters: Iterable[str]) -> str:
    return "[" + "".join(regex.escape(ch) for ch in sorted(set(characters))) + "]"


def _marker_openings(tokens: Iterable[str]) -> str:
    """How the currency markers begin, two characters each, in any case: "[Cc][Hh]|[Ff][Rr]|€"."""
    openings = set()
    for token in tokens:
        pair = token[:2] if token[:1].isalpha() else token[:1]
        openings.add(
            "".join(
                _character_class((ch, ch.upper())) if ch.isalpha() else regex.escape(ch)
                for ch in pair
            )
        )
    return "|".join(sorted(openings))


# A currency marker before a number ends in one of these characters; one after it opens like this.
_MARKER_ENDS = _character_class(
    c for token in CURRENCY_BEFORE for c in (token[-1], token[-1].upper())
)
_MARKER_STARTS = f"(?:{_marker_openings(CURRENCY_AFTER)})"
# The scan starts at digits, which keeps it fast, and skips numbers that have no character of a
# currency marker next to them; Python then reads the marker itself and a per-person phrase.
_AMOUNT_PATTERN = compile_pattern(
    rf"""
    (?P<integer>
        [0-9](?<![0-9][0-9])
        (?:(?<={_MARKER_ENDS}{_SPACE}?-?[0-9])(?P<marked>))?
        (?:[0-9]{{0,2}}(?P<sep>{_GROUP_SEPARATOR})[0-9]{{3}}(?:(?P=sep)[0-9]{{3}}){{0,3}}|[0-9]{{0,8}})
    )
    (?P<decimals>[.,](?:[0-9]{{1,2}}(?![0-9])|--|–|—|-))?
    (?P<thousands>[kK](?![\w]))?
    (?![.,'’]?[0-9])
    (?(marked)|(?={_SPACE}?{_MARKER_STARTS}))
    """,
    regex.VERBOSE,
)


def _currency_before(text: str, number_start: int) -> int | None:
    """Where a currency marker written right before the number begins, if there is one."""
    end = number_start
    if end and text[end - 1] in _SPACES:
        end -= 1
    tail = text[max(0, end - 4) : end].casefold()
    for token in _BEFORE_TOKENS:
        if tail.endswith(token):
            start = end - len(token)
            return start if start == 0 or not text[start - 1].isalnum() else None
    return None


def _currency_after(text: str, number_end: int) -> int | None:
    """Where a currency marker written right after the number ends, if there is one.

    A marker that another number follows belongs to that one: "2026 CHF 300" is CHF 300.
    """
    start = number_end
    if number_end < len(text) and text[number_end] in _SPACES:
        start += 1
    head = text[start : start + 20].casefold()
    for token in _AFTER_TOKENS.get(head[:1], ()):
        if head.startswith(token) and not head[len(token) : len(token) + 1].isalnum():
            end = start + len(token)
            following = text[end : end + 2].lstrip(_SPACES)
            return None if following[:1].isdigit() else end
    return None


def _bare_number_allowed(text: str, start: int) -> bool:
    if start == 0:
        return True
    previous = text[start - 1]
    return not (previous.isalnum() or previous in _NOT_BEFORE_NUMBER)


_DROP_GROUPING = str.maketrans("", "", "'’ ,.\u00a0\u202f\u2009")


def _value(integer: str, decimals: str, thousands_mark: str) -> Decimal:
    cents = decimals[1:] if decimals[1:].isdigit() else ""
    value = Decimal(integer.translate(_DROP_GROUPING) + ("." + cents if cents else ""))
    return value * 1000 if thousands_mark else value


def _separators_clash(separator: str | None, decimals: str) -> bool:
    """ "1.250.50": one mark cannot both group thousands and start the cents."""
    return bool(separator and decimals and decimals[0] == separator)


def _is_friday(before: str, integer: str, decimals: str, text: str, end: int) -> bool:
    """German "Fr." also abbreviates Friday: "Fr. 9–17 [de-clock]" and "Fr. 12.06." are no
    prices."""
    if before != "Fr.":
        return False
    rest = text[end : end + 6].lstrip(_SPACES)
    if rest[:1] in ("–", "-", ":", HOUR_SYMBOL) or rest.lower().startswith(
        GERMAN_WORDS_AFTER_AN_HOUR
    ):
        return True
    month = decimals[1:]
    return (
        decimals[:1] == "."
        and len(month) == 2
        and month.isdigit()
        and integer.isdigit()
        and 1 <= int(integer) <= 31
        and 1 <= int(month) <= 12
        and rest[:1] == "."
    )


def _per_person_label(text: str, start: int) -> tuple[bool, Lang | None]:
    """Whether a per-person label ("Preis pro Person:") ends right before `start`."""
    head = text[max(0, start - 24) : start].casefold().rstrip(_SPACES + ":*")
    for cue in _PER_PERSON_LABELS.get(head.rsplit(" ", 1)[-1], ()):
        if head.endswith(cue) and (len(head) == len(cue) or not head[-len(cue) - 1].isalnum()):
            return True, _PER_PERSON_LANG[cue]
    return False, None


def _per_person_after(text: str, end: int) -> tuple[bool, Lang | None]:
    """Whether a per-person phrase ("per person", "pro Person", "/Pers.") follows the amount."""
    phrase_end, lang = _per_person_phrase_end(text, end)
    return phrase_end is not None, lang


def _per_person_phrase_end(text: str, end: int) -> tuple[int | None, Lang | None]:
    """Where a per-person phrase that follows the amount ends, and its language."""
    position = end + 1 if end < len(text) and text[end] in _SPACES else end
    if text.startswith("/", position):
        position += 1
        phrases, languages = _PER_PERSON_SLASH_WORDS, _SLASH_PER_PERSON_LANG
    else:
        phrases, languages = _PER_PERSON_PHRASES, _PER_PERSON_LANG
    head = text[position : position + 20].casefold()
    for phrase in phrases.get(head[:1], ()):
        if head.startswith(phrase) and not head[len(phrase) : len(phrase) + 1].isalnum():
            return position + len(phrase), languages[phrase]
    return None, None


def _sign_before(text: str, number_start: int) -> int | None:
    """Where a minus sign written right before the number stands ("CHF -500.00"), if one does:
    a negative amount is read as one, never as the amount without its sign."""
    at = number_start - 1
    if at < 0 or text[at] != "-":
        return None
    if at and (text[at - 1].isalnum() or text[at - 1] in _NOT_BEFORE_NUMBER):
        return None
    return at


def _mention(match: regex.Match[str], text: str) -> AmountMention | None:
    number_start, number_end = match.span()
    sign = _sign_before(text, number_start)
    unsigned_start = number_start
    if sign is not None:
        number_start = sign
    token_start = _currency_before(text, number_start)
    after_end = _currency_after(text, number_end)
    if token_start is None and (after_end is None or not _bare_number_allowed(text, number_start)):
        return None
    integer, _marked, separator, decimals, thousands_mark = match.groups(default="")
    before = text[token_start:number_start].rstrip(_SPACES) if token_start is not None else ""
    after = text[number_end:after_end].lstrip(_SPACES) if after_end is not None else ""
    if _separators_clash(separator, decimals) or _is_friday(
        before, integer, decimals, text, number_end
    ):
        return None
    currency = (
        currency_of_token(before, before=True) if before else currency_of_token(after, before=False)
    )
    if currency is None:
        return None
    start = number_start if token_start is None else token_start
    end = number_end if before or after_end is None else after_end
    phrase_end, phrase_lang = _per_person_phrase_end(text, end)
    per_person = phrase_end is not None
    if not per_person:
        per_person, phrase_lang = _per_person_label(text, start)
    word_lang = None if before else _CURRENCY_WORD_LANG.get(after.casefold())
    span = text[start:end]
    # The style is the form of the amount without its sign: the right amount has none.
    unsigned = span if sign is None else text[start:sign] + text[unsigned_start:end]
    style = amount_style(
        unsigned,
        integer=integer,
        integer_start=unsigned_start - start - (sign is not None),
        decimals=decimals,
        thousands_mark=thousands_mark,
    )
    return AmountMention(
        start=start,
        end=end,
        text=span,
        lang=word_lang or phrase_lang,
        style=style,
        value=-_value(integer, decimals, thousands_mark)
        if sign is not None
        else _value(integer, decimals, thousands_mark),
        currency=currency,
        per_person=per_person,
    )


for _name, (_code, _lang) in CURRENCY_NAMES.items():
    _CURRENCY_WORD_LANG.setdefault(_name, _lang)  # type: ignore[arg-type]

# A currency word right after a word: where an amount in words may end ("fifteen hundred
# francs", "fünfhundert Franken"); every word CURRENCY_AFTER knows.
_CURRENCY_WORDS = sorted(
    (token for token in CURRENCY_AFTER if token[:1].isalpha() and token[-1:].isalpha()),
    key=len,
    reverse=True,
)
# As a prefix tree: the word scan tries each position once instead of once per word.
_CURRENCY_WORD = f"(?:{trie_alternation(_CURRENCY_WORDS, escape=spaced_char)})"
_WORDS_CURRENCY = compile_pattern(rf"\b(?P<currency>{_CURRENCY_WORD})(?!\w)", regex.IGNORECASE)


def _amounts_in_words(text: str, taken: list[AmountMention]) -> list[AmountMention]:
    """Amounts whose number is written in words: read like digits, so a wrong one is caught."""
    found = []
    for match in scan(_WORDS_CURRENCY, text):
        start = match.start()
        if start < 2 or text[start - 1] not in " \u00a0" or not text[start - 2].isalpha():
            continue  # the currency word right after a word: "fünfhundert Franken"
        before = text[max(0, start - 64) : start].rsplit(None, 1)
        if not before or before[-1][:3].casefold() not in NUMBER_OPENINGS:
            continue  # "CHF CHF", "the francs": no number word before the currency
        number = number_words_before(text, start - 1)
        if number is None:
            continue
        start, value, lang = number
        if value < 2 or any(m.start < match.end() and start < m.end for m in taken):
            continue
        word = match.group("currency")
        currency = currency_of_token(word, before=False)
        if currency is None:
            continue
        digits = str(value)
        word_lang = _CURRENCY_WORD_LANG.get(word.casefold())
        # A wrong amount in words is written anew in words of the same spelling, with the
        # writer's currency word; where words do not fit (cents, a million), in digits.
        digits_style = amount_style(
            f"{digits}{text[match.start() - 1]}{word}",
            integer=digits,
            integer_start=0,
            decimals="",
            thousands_mark="",
        )
        langs = [lang] if word_lang is None else [word_lang, lang]
        found.append(
            AmountMention(
                start=start,
                end=match.end(),
                text=text[start : match.end()],
                lang=word_lang or lang,
                style=amount_words_style(
                    text[start : match.start() - 1], value, langs, digits_style
                ),
                value=Decimal(value),
                currency=currency,
                per_person=_per_person_after(text, match.end())[0],
            )
        )
    return found


# Scale words after a number (safety.lang.number_scales): read as one amount with the number,
# which alone would be a wrong value.
# Every currency marker written before a number ("CHF", "US$", "Fr.", "€").
_CURRENCY_TOKEN = "(?:" + "|".join(regex.escape(token) for token in _BEFORE_TOKENS) + ")"
_NUMBER = r"[0-9]{1,3}(?:[.,'’][0-9]{1,3})?"
_SCALE = (
    "(?:" + "|".join(regex.escape(word) for word in sorted(SCALES, key=len, reverse=True)) + ")"
)

# The cheap look before the scan: a digit, then a scale word (as a prefix tree, case
# ignored, so "M" is in it too).
_MAY_HOLD_SCALE = compile_pattern(
    rf"[0-9][\x20\u00a0]?(?i:{trie_alternation(SCALES, escape=spaced_char)})(?!\w)"
)


def _may_hold_scale(text: str) -> bool:
    return _MAY_HOLD_SCALE.search(text) is not None


_SCALED_AMOUNT = compile_pattern(
    rf"""
    (?<![\w.,'’])
    (?:
        (?P<before>{_CURRENCY_TOKEN})[\x20\u00a0]?(?P<n1>{_NUMBER})[\x20\u00a0]?(?P<s1>{_SCALE})(?!\w)
        (?:[\x20\u00a0](?:{SCALE_CURRENCY_LINK})?(?P<after1>{_CURRENCY_WORD}|{_CURRENCY_TOKEN})(?!\w))?
      | (?P<n2>{_NUMBER})[\x20\u00a0]?(?P<s2>{_SCALE})(?!\w)
        [\x20\u00a0](?:{SCALE_CURRENCY_LINK})?(?P<after2>{_CURRENCY_WORD}|{_CURRENCY_TOKEN})(?!\w)
    )
    """,
    regex.VERBOSE | regex.IGNORECASE,
)


def _scaled_amounts(text: str) -> list[AmountMention]:
    found = []
    for match in scan(_SCALED_AMOUNT, text):
        number_group = "n1" if match.group("n1") else "n2"
        number = match.group(number_group)
        scale = SCALES.get((match.group("s1") or match.group("s2")).casefold())
        if scale is None:
            continue
        if _may_be_a_unit(match):
            continue
        value = _scaled_value(number)
        if value is None:
            continue
        phrase_end, _ = _per_person_phrase_end(text, match.end())  # "CHF 9,8 millions par personne"
        marker = match.group("before") or match.group("after1") or match.group("after2")
        currency = currency_of_token(marker, before=bool(match.group("before")))
        if currency is None:
            continue
        found.append(
            AmountMention(
                start=match.start(),
                end=match.end(),
                text=match.group(),
                style=scaled_style(
                    match.group(),
                    number,
                    match.start(number_group) - match.start(),
                    scale,
                    currency,
                    match.group("s1") or match.group("s2"),
                ),
                value=(value * scale).quantize(Decimal("0.01")),
                currency=currency,
                per_person=phrase_end is not None,
            )
        )
    return found


def _may_be_a_unit(match: regex.Match[str]) -> bool:
    """ "CHF 5 m" may be a length: a lower-case letter after a space, with no currency after it,
    scales nothing ("€3.5m" and "3,5 M CHF" do)."""
    written = match.group("s1")
    return (
        bool(written)
        and written.casefold() in ONE_LETTER_SCALES
        and written.islower()
        and match.end("n1") < match.start("s1")
        and not match.group("after1")
    )


def _scaled_value(number: str) -> Decimal | None:
    """ "2.3", "2,3", "1'2"? Only one decimal mark and the integer part: "2,6" is 2.6."""
    for mark in ".,":
        if mark in number:
            whole, _, fraction = number.partition(mark)
            if len(fraction) == 3:
                return None  # "1,250 million": a grouping mark, too odd to guess
            return Decimal(f"{whole}.{fraction}")
    if "'" in number or "’" in number:
        return None
    return Decimal(number)


# A whole amount and its hundredths: "$20 and 43c", "3 CHF 4 cents", "1 USD et 23 centimes",
# "CHF 3 und 40 Rappen". Read as one amount: the hundredths alone are no amount of the currency.
_HUNDREDTHS = (
    "(?:" + "|".join(regex.escape(w) for w in sorted(HUNDREDTH_WORDS, key=len, reverse=True)) + ")"
)
_ATTACHED = "(?:" + "|".join(regex.escape(w) for w in ATTACHED_HUNDREDTH_MARKS) + ")"
_MAY_HOLD_HUNDREDTHS = compile_pattern(
    rf"[0-9][\x20\u00a0]?(?i:{trie_alternation([*HUNDREDTH_WORDS, *ATTACHED_HUNDREDTH_MARKS], escape=spaced_char)})(?!\w)"
)
_WITH_HUNDREDTHS = compile_pattern(
    rf"""
    (?<![\w.,'’])
    (?:
        (?P<before>{_CURRENCY_TOKEN})[\x20\u00a0]?(?P<w1>[0-9]{{1,6}})
      | (?P<w2>[0-9]{{1,6}})[\x20\u00a0]?(?P<after>{_CURRENCY_WORD}|{_CURRENCY_TOKEN})
    )
    (?![\w.,'’]?[0-9])[\x20\u00a0](?:(?:{"|".join(JOINING_WORDS)})[\x20\u00a0])?
    (?P<cents>[0-9]{{1,2}})(?:[\x20\u00a0]?(?P<word>{_HUNDREDTHS})|(?P<mark>{_ATTACHED}))(?!\w)
    """,
    regex.VERBOSE | regex.IGNORECASE,
)


def _amounts_with_hundredths(text: str) -> list[AmountMention]:
    found = []
    for match in scan(_WITH_HUNDREDTHS, text):
        marker = match.group("before") or match.group("after")
        currency = currency_of_token(marker, before=bool(match.group("before")))
        written = (match.group("word") or match.group("mark")).casefold()
        allowed = HUNDREDTH_WORDS.get(written) or ATTACHED_HUNDREDTH_MARKS.get(written, frozenset())
        if currency is None or currency not in allowed:
            continue
        whole = Decimal(match.group("w1") or match.group("w2"))
        per_person, _lang = _per_person_after(text, match.end())
        if not per_person:
            per_person, _lang = _per_person_label(text, match.start())
        found.append(
            AmountMention(
                start=match.start(),
                end=match.end(),
                text=match.group(),
                style="",
                value=(whole + Decimal(match.group("cents")) / 100).quantize(Decimal("0.01")),
                currency=currency,
                per_person=per_person,
            )
        )
    return found


def recognize_amounts(text: str) -> list[AmountMention]:
    """Money amounts with a currency marker, in text order, without overlaps."""
    scaled = _scaled_amounts(text) if _may_hold_scale(text) else []
    if _MAY_HOLD_HUNDREDTHS.search(text) is not None:
        scaled.extend(_amounts_with_hundredths(text))
    mentions = list(scaled)
    for match in scan(_AMOUNT_PATTERN, text):
        mention = _mention(match, text)
        if mention is not None and not any(
            m.start < mention.end and mention.start < m.end for m in scaled
        ):
            mentions.append(mention)
    mentions.sort(key=lambda m: m.start)
    words = _amounts_in_words(text, mentions)
    if words:
        mentions = sorted([*mentions, *words], key=lambda m: m.start)
    if any(_after_weekday_token(m) for m in mentions):
        mentions = _without_weekday_dates(text, mentions)
    if "|" in text and "---" in text:
        columns = _amounts_in_currency_columns(text, mentions)
        if columns:
            mentions = sorted([*mentions, *columns], key=lambda m: m.start)
    return mentions


# Currency markers that are also a weekday's abbreviation in one of the four languages (German
# "Fr." is Friday as well as francs), from the calendar words and the currency markers.
_WEEKDAY_ABBREVIATIONS = {
    word.casefold()
    for lang in WEEKDAY_ABBREVIATIONS
    for word in (*WEEKDAY_ABBREVIATIONS[lang], *WEEKDAY_ABBREVIATION_ALTERNATES[lang].values())
}
_WEEKDAY_CURRENCY_TOKENS = frozenset(
    token for token in CURRENCY_BEFORE if token.rstrip(".").casefold() in _WEEKDAY_ABBREVIATIONS
)


def _after_weekday_token(mention: AmountMention) -> bool:
    return mention.style.split("#", 1)[0].strip().casefold() in _WEEKDAY_CURRENCY_TOKENS


def _without_weekday_dates(text: str, mentions: list[AmountMention]) -> list[AmountMention]:
    """A currency marker that is also a weekday's abbreviation ("Fr.": francs, and Friday in
    German) may open a date: "am Fr. 3 Sept. 2027", whose "Fr. 3" would otherwise be read as
    three francs (and cut as an invented amount, taking the date with it). Such an amount that a
    date overlaps is no amount."""
    from safety.recognizers.dates import recognize_dates

    dates = [(date.start, date.end) for date in recognize_dates(text)]
    return [
        mention
        for mention in mentions
        if not _after_weekday_token(mention)
        or not any(start < mention.end and mention.start < end for start, end in dates)
    ]


# -- a currency in a table's header applies to its column ----------------------------------------
# "| Room | Price (CHF) |" over "| Salon Rose | 1'250.00 |": the cell's bare number is an amount in
# that currency. Markdown and pipe tables only: a header row, then a row of dashes, then rows.

_TABLE_SEPARATOR = compile_pattern(r"\|?[ \t]*:?-{3,}:?[ \t]*(?:\|[ \t]*:?-{3,}:?[ \t]*)*\|?[ \t]*")
_CELL_NUMBER = compile_pattern(
    r"(?P<whole>\d{1,3}(?:[',’ʼ\u00a0\u202f ]\d{3})+|\d+)(?:[.,](?P<cents>\d{2})|\.[-–—]{1,2})?"
)
_CELL_MAX = 40  # a cell longer than this holds more than a number
_HEADER_WORD = compile_pattern(r"[^\s()\[\]/:,;|]+")


def _cells(line: str, start: int) -> list[tuple[int, int]]:
    """The spans of a table row's cells, without the outer pipes and the spaces around each."""
    spans = []
    position = 0
    pieces = line.split("|")
    for number, piece in enumerate(pieces):
        first, last = position, position + len(piece)
        position = last + 1
        if number in (0, len(pieces) - 1) and not piece.strip():
            continue  # before the opening or after the closing pipe
        inner = len(piece) - len(piece.lstrip())
        spans.append((start + first + inner, start + first + len(piece.rstrip())))
    return spans


def _is_separator(line: str) -> bool:
    try:
        return _TABLE_SEPARATOR.fullmatch(line, timeout=SCAN_TIMEOUT_SECONDS) is not None
    except TimeoutError:
        return False


def _header_currency(cell: str) -> str | None:
    """The one currency a header cell names ("Price (CHF)", "Preis in €", "Montant EUR")."""
    found = {
        code
        for word in _HEADER_WORD.findall(cell)
        for code in (currency_of_token(word, before=True), currency_of_token(word, before=False))
        if code is not None
    }
    return found.pop() if len(found) == 1 else None


def _amounts_in_currency_columns(text: str, taken: list[AmountMention]) -> list[AmountMention]:
    lines: list[tuple[int, str]] = []
    offset = 0
    for line in text.split("\n"):
        lines.append((offset, line))
        offset += len(line) + 1
    found: list[AmountMention] = []
    index = 0
    while index + 1 < len(lines):
        start, header = lines[index]
        separator = lines[index + 1][1]
        if "|" not in header or not _is_separator(separator):
            index += 1
            continue
        currencies = [
            _header_currency(text[a:b]) if b - a <= _CELL_MAX * 2 else None
            for a, b in _cells(header, start)
        ]
        index += 2
        while index < len(lines) and "|" in lines[index][1]:
            row_start, row = lines[index]
            for column, (a, b) in enumerate(_cells(row, row_start)):
                currency = currencies[column] if column < len(currencies) else None
                if currency is None or b - a > _CELL_MAX:
                    continue
                match = _CELL_NUMBER.fullmatch(text, a, b)
                if match is None or any(m.start < b and a < m.end for m in taken):
                    continue
                written = match.group("whole")
                whole = Decimal(regex.sub(r"\D", "", written))
                cents = Decimal(match.group("cents") or "0") / 100
                style = amount_style(
                    text[a:b],
                    integer=written,
                    integer_start=0,
                    decimals=text[a + len(written) : b],
                    thousands_mark="",
                )
                found.append(
                    AmountMention(
                        start=a,
                        end=b,
                        text=text[a:b],
                        style=style,
                        value=(whole + cents).quantize(Decimal("0.01")),
                        currency=currency,
                    )
                )
            index += 1
    return found
