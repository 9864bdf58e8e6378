"""Duckling number and money rows scored against Factlock's number parsing and amount recognizer.

Run: .venv/bin/python -m bench.duckling_numbers

Number rows: the whole phrase is read with `parse_decimal_number`, else `parse_number_words`.
In scope are non-negative numbers written only in digits (with Swiss, English, German or French
grouping and decimals), and non-negative whole numbers up to 999 999 written only in cardinal
number words. Out of scope: negatives, fractions ("1/5"), magnitude suffixes and words ("100K",
"3M", "million", "lakh"), spelled decimals ("1 point 1", "Komma"), digits mixed with words
("5 tausend", "forty-five (45)") and quantity words ("a dozen", "a couple", "few", "keiner").

Money rows: the first amount `recognize_amounts` finds. Duckling's "$" (no particular dollar)
is compared as USD and "£" as GBP, because the recognizer reads those symbols that way. In scope
are amounts written in digits with a currency marker the recognizer knows, with their
hundredths in digits and a word ("$20 and 43c", "3 GBP 1 pence") and magnitude words after the
digits ("US$4.7 billion"). Out of scope: latent rows, unnamed currencies ("42 bucks", "3
balles"), hundredths without a word or in words ("$20 43", "US$3 and fourteen") and amounts in
number words ("ten dollars"), which the recognizer does not read.

The timing section runs both recognizers on 100-word chunks of the development corpus replies.
"""

from __future__ import annotations

import json
import re
import statistics
import time
from decimal import Decimal
from pathlib import Path

from bench.duckling_common import Score, print_scores, score_file
from safety.numbers import parse_decimal_number, parse_number_words
from safety.recognizers.amounts import recognize_amounts
from safety.recognizers.counts import recognize_counts

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpus" / "dev-verify.jsonl"

_DIGIT_CHARACTERS = frozenset("0123456789'’ ,.\u00a0\u202f")
_QUANTITY_WORDS = ("dozen", "couple", "pair", "few", "single", "keiner", "keinen")
_MAGNITUDE_WORDS = ("million", "billion", "milliard", "lakh", "lkh", "lac", "crore", "koti")
_CURRENCY_SYMBOLS = {"$": "USD", "£": "GBP"}


def read_number(text: str) -> int | float | None:
    """The value of a whole phrase in digits or number words, as Duckling writes it."""
    value = parse_decimal_number(text)
    if value is None:
        return parse_number_words(text)
    return int(value) if value == value.to_integral_value() else float(value)


def number_in_scope(row: dict) -> bool:
    text, value = row["text"].strip(), row["expected"]["value"]
    if value < 0:
        return False
    if all(ch in _DIGIT_CHARACTERS for ch in text):
        return any(ch.isdigit() for ch in text)
    words_only = all(ch.isalpha() or ch in " -" for ch in text)
    folded = text.casefold()
    return (
        words_only
        and isinstance(value, int)
        and value <= 999_999
        and not any(word in folded for word in _QUANTITY_WORDS + _MAGNITUDE_WORDS)
    )


def expected_amount(row: dict) -> tuple[Decimal, str | None]:
    currency = row["expected"]["currency"]
    return Decimal(row["expected"]["value"]), _CURRENCY_SYMBOLS.get(currency, currency)


def read_amount(row: dict) -> dict | None:
    mentions = recognize_amounts(row["text"])
    if not mentions:
        return None
    value, currency = mentions[0].value, mentions[0].currency
    expected_value, expected_currency = expected_amount(row)
    if value == expected_value and currency == expected_currency:
        return row["expected"]  # equal as Decimal and currency: report as an exact match
    return {"value": str(value), "currency": currency}


_HUNDREDTHS_IN_DIGITS = re.compile(
    r"[0-9]\s?(?:cents?|centimes?|centesim[io]|pence|penny|rappen)\b|[0-9]c\b"
)
_WHOLE_IN_DIGITS = re.compile(r"\D{0,4}[0-9]")
_MAGNITUDE_AFTER_DIGITS = re.compile(r"[0-9]\s?(?:million|billion|milliard)")


def money_in_scope(row: dict) -> bool:
    text = row["text"].casefold()
    value, currency = expected_amount(row)
    separate_cents = value != value.to_integral_value() and not any(
        f"{point}{digit}" in text for point in ".," for digit in "0123456789"
    )
    if separate_cents and _WHOLE_IN_DIGITS.match(text) and _HUNDREDTHS_IN_DIGITS.search(text):
        separate_cents = False  # "$20 and 43c", "1 USD et 23 centimes": both parts in digits
    magnitude = any(word in text for word in _MAGNITUDE_WORDS)
    return (
        currency is not None
        and any(ch.isdigit() for ch in text)
        and not separate_cents
        and (not magnitude or _MAGNITUDE_AFTER_DIGITS.search(text) is not None)
    )


def score_numbers() -> list[Score]:
    return [
        score_file(lang, "number", lambda row: {"value": read_number(row["text"])}, number_in_scope)
        for lang in ("en", "de", "fr", "it")
    ]


def score_money() -> list[Score]:
    return [score_file(lang, "money", read_amount, money_in_scope) for lang in ("en", "fr", "it")]


def hundred_word_texts() -> list[str]:
    """The development replies, cut into chunks of 100 words."""
    if not CORPUS.exists():
        return []
    words: list[str] = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        if line:
            words.extend(json.loads(line)["text"].split(" "))
    return [" ".join(words[i : i + 100]) for i in range(0, len(words) - 99, 100)]


def time_recognizer(recognize, texts: list[str], clock, *, rounds: int = 30) -> tuple[float, float]:
    """(mean, best) microseconds per call on `clock`, over `rounds` passes through `texts`."""
    for text in texts:
        recognize(text)
    per_round = []
    for _ in range(rounds):
        started = clock()
        for text in texts:
            recognize(text)
        per_round.append((clock() - started) / len(texts) * 1e6)
    return statistics.mean(per_round), min(per_round)


def print_timing() -> None:
    texts = hundred_word_texts()
    if not texts:
        print("\ntiming skipped: development corpus not found")
        return
    print(f"\nTime per 100-word reply ({len(texts)} chunks of the development corpus)")
    for recognize in (recognize_amounts, recognize_counts):
        wall_mean, wall_best = time_recognizer(recognize, texts, time.perf_counter)
        cpu_mean, cpu_best = time_recognizer(recognize, texts, time.process_time)
        print(
            f"  {recognize.__name__:<20} wall mean {wall_mean:6.1f} µs (best round {wall_best:6.1f})"
            f"   CPU mean {cpu_mean:6.1f} µs (best round {cpu_best:6.1f})"
        )


def main() -> int:
    print_scores(
        "Duckling numbers: parse_decimal_number / parse_number_words",
        score_numbers(),
        show_misses=20,
    )
    print_scores(
        "Duckling money: recognize_amounts (first amount; $ as USD, £ as GBP)",
        score_money(),
        show_misses=20,
    )
    print_timing()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
