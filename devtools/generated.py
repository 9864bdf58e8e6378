"""Generator oracle: random facts rendered in every way a locale writes them, read back by the
project's public recognizers.

Run: .venv/bin/python -m bench.generated [--seed N] [--n N] [--examples K]

For each locale (en, en_GB, de, de_CH, fr, fr_CH, it, it_CH) and fact type the generator picks a
rendering form (cycling through all of them, so each form is drawn about equally often), samples a
value the form can carry, renders it and embeds it in a sentence frame of the language together
with distractor clauses (phone numbers, postcodes, floors, booking references, durations,
percentages, counts of things). It then runs the four recognizers, resolves overlaps in the order
verify uses (amounts, dates, times, counts: the first to claim a character keeps it) and scores:

* recognized exactly: a mention of the fact's type stands within the rendering (it may take the
  full stop that ends the sentence after it), with the right value (a date without a year is judged on month and day; a two-digit
  year on the year modulo 100; a 12-hour form without a day period matches the same clock time
  twelve hours apart only when the recognizer marks it ambiguous; an amount on value and
  currency; a count on value and the unit "participants");
* false values: cases where anything else is claimed: a mention outside the rendering, or one on
  the rendering with a wrong value. "distractor" rows hold sentences with distractors only, where
  every mention is false.

A second table runs `safety.verify.verify` and `safety.correct.repair` on the same cases: a clean
reply (one fact, rendered right) must verify ok and repair must return it byte for byte; the same
reply with the value altered (same form) must be detected.

Sources of the renderings: CLDR through babel (`format_date` short/medium/long/full,
`format_skeleton`, `format_time`, `format_currency` standard/accounting/name,
`format_compact_currency`, `format_decimal`), num2words for number words (fr_CH for septante,
huitante, nonante), and the word forms below, written from each language's rules:

* English clock: "half past / quarter past / quarter to" + 12-hour hour, "o'clock", periods
  "in the morning / afternoon / evening", "am/pm"; ordinal days (1st, 2nd, 3rd, 4th; 11th-13th),
  "the 4th of June".
* German: "18 Uhr 30", "18.30 Uhr"; "halb acht" is 7:30 (half towards the next hour), "Viertel
  nach sieben" 7:15, "Viertel vor acht" and "drei viertel acht" 7:45; periods "morgens,
  vormittags, mittags, nachmittags, abends, nachts".
* French: "18 h 30", "18h30"; "sept heures et quart/et demie", "huit heures moins le quart"
  (7:45); "midi", "minuit"; periods "du matin, de l'après-midi, du soir"; "le 1er" for the first
  day of a month, cardinal numbers for the others.
* Italian: "alle 18:30", "alle ore 18.30"; "e un quarto", "e mezza", "meno un quarto"; "all'una",
  "a mezzogiorno", "a mezzanotte"; periods "di mattina, del pomeriggio, di sera, di notte";
  "il 1°" (or "1º") for the first day of a month, "l'8", "l'11" before a vowel.
* Swiss money: "CHF 1'250.–", "Fr. 95.–", "SFr. 1'250.00", "1 250,00 CHF" (French grouping with a
  space), scale words ("Mio.", "million(s)", "milioni"), amounts in number words.

Dates span the years 1990-2060 with month and day drawn evenly; counts run from 2 to 9999 (a
plural noun needs two) in four magnitudes; the generators are seeded and deterministic.
"""

from __future__ import annotations

import argparse
import calendar
import datetime as dt
import random
import re
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Literal

from babel import Locale
from babel.dates import format_date, format_skeleton, format_time, get_date_format
from babel.numbers import format_compact_currency, format_currency, format_decimal
from num2words import num2words

from devtools.generated_lexicon import CORE_PERSON_NOUNS, PERSON_NOUNS, THING_NOUNS

LOCALES = ("en", "en_GB", "de", "de_CH", "fr", "fr_CH", "it", "it_CH")
FACT_KINDS = ("date", "time", "amount", "count")
KINDS = (*FACT_KINDS, "distractor")
FIRST_YEAR, LAST_YEAR = 1990, 2060
TARGET = 0.99


def lang_of(locale: str) -> str:
    return locale.split("_")[0]


def swiss(locale: str) -> bool:
    return locale.endswith("_CH")


# -- forms -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rendered:
    text: str
    year_stated: bool = True
    two_digit_year: bool = False
    twelve_hour: bool = False  # a clock time without am/pm or day period
    currency: str | None = None


@dataclass(frozen=True)
class Form:
    """One way a locale writes a fact: a value sampler and a renderer for it."""

    name: str
    sample: Callable[[random.Random], Any]
    render: Callable[[Any], Rendered]


def _numeral(n: int, lang: str, locale: str) -> str:
    """num2words, with two documented adjustments: English without the comma after thousands
    ("one thousand five hundred"), and "cent" without -s when another number word follows it
    (French rule; num2words's fr_CH writes "trois cents quarante")."""
    if lang == "fr":
        words = num2words(n, lang="fr_CH" if swiss(locale) else "fr")
        return re.sub(r"cents(?= \w)", "cent", words)
    words = num2words(n, lang=lang)
    return words.replace(",", "") if lang == "en" else words


# dates -----------------------------------------------------------------------------------------

_DATE_SKELETONS = (
    "yMMMd", "yMMMEd", "yMMMMd", "yMMMMEEEEd", "MMMd", "MMMEd", "MMMMd", "MMMMEEEEd",
    "yMd", "yMEd", "Md", "MEd", "yMMdd", "MMdd",
)  # fmt: skip


def sample_date(rng: random.Random) -> dt.date:
    year = rng.randint(FIRST_YEAR, LAST_YEAR)
    month = rng.randint(1, 12)
    return dt.date(year, month, rng.randint(1, calendar.monthrange(year, month)[1]))


def _first_of_month(rng: random.Random) -> dt.date:
    return sample_date(rng).replace(day=1)


def _two_digit(pattern: str) -> bool:
    return re.search(r"(?<!y)yy(?!y)", pattern) is not None


def _ordinal_en(day: int) -> str:
    suffix = "th" if 11 <= day % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")
    return f"{day}{suffix}"


def _names(locale: str) -> tuple[dict[int, str], dict[int, str], dict[int, str]]:
    data = Locale.parse(locale)
    return (
        data.months["format"]["wide"],
        data.months["format"]["abbreviated"],
        data.days["format"]["wide"],
    )


def _cldr_date(locale: str, width: str, two_digit_year: bool) -> Callable[[dt.date], Rendered]:
    def render(d: dt.date) -> Rendered:
        return Rendered(format_date(d, width, locale=locale), two_digit_year=two_digit_year)

    return render


def _skeleton_date(locale: str, skeleton: str) -> Callable[[dt.date], Rendered]:
    def render(d: dt.date) -> Rendered:
        return Rendered(format_skeleton(skeleton, d, locale=locale), year_stated="y" in skeleton)

    return render


def date_forms(locale: str) -> list[Form]:
    lang = lang_of(locale)
    months, abbreviated, weekdays = _names(locale)
    forms: list[Form] = []
    for width in ("short", "medium", "long", "full"):
        two = _two_digit(get_date_format(width, locale=locale).pattern)
        forms.append(Form(f"cldr:{width}", sample_date, _cldr_date(locale, width, two)))
    for skeleton in _DATE_SKELETONS:
        forms.append(Form(f"skeleton:{skeleton}", sample_date, _skeleton_date(locale, skeleton)))

    def own(name: str, build: Callable[[dt.date], str], year: bool, sample=sample_date) -> None:
        forms.append(Form(name, sample, lambda d: Rendered(build(d), year_stated=year)))

    m = lambda d: months[d.month]  # noqa: E731
    wd = lambda d: weekdays[d.weekday()]  # noqa: E731
    if lang == "en":
        own("ordinal:June 4th", lambda d: f"{m(d)} {_ordinal_en(d.day)}", False)
        own("ordinal:June 4th, 2026", lambda d: f"{m(d)} {_ordinal_en(d.day)}, {d.year}", True)
        own("ordinal:Friday, June 4th", lambda d: f"{wd(d)}, {m(d)} {_ordinal_en(d.day)}", False)
        own("ordinal:the 4th of June", lambda d: f"the {_ordinal_en(d.day)} of {m(d)}", False)
        own(
            "ordinal:the 4th of June 2026",
            lambda d: f"the {_ordinal_en(d.day)} of {m(d)} {d.year}",
            True,
        )
        own("ordinal:4th June 2026", lambda d: f"{_ordinal_en(d.day)} {m(d)} {d.year}", True)
        own(
            "ordinal:Friday the 4th of June",
            lambda d: f"{wd(d)} the {_ordinal_en(d.day)} of {m(d)}",
            False,
        )
        own("abbr:4 Jun", lambda d: f"{d.day} {abbreviated[d.month]}", False)
        own("weekday:Friday, June 4", lambda d: f"{wd(d)}, {m(d)} {d.day}", False)
        own("weekday:Friday 4 June", lambda d: f"{wd(d)} {d.day} {m(d)}", False)
    elif lang == "de":
        own("am 4. Juni", lambda d: f"am {d.day}. {m(d)}", False)
        own("Freitag, den 4. Juni 2026", lambda d: f"{wd(d)}, den {d.day}. {m(d)} {d.year}", True)
        own("am Freitag, 4. Juni", lambda d: f"am {wd(d)}, {d.day}. {m(d)}", False)
        own("am 4.6.2026", lambda d: f"am {d.day}.{d.month}.{d.year}", True)
        own("4. Jun. 2026", lambda d: f"{d.day}. {abbreviated[d.month]} {d.year}", True)
    elif lang == "fr":
        own("le 1er juin", lambda d: f"le 1er {m(d)}", False, _first_of_month)
        own("le 1er juin 2026", lambda d: f"le 1er {m(d)} {d.year}", True, _first_of_month)
        own("le vendredi 1er juin", lambda d: f"le {wd(d)} 1er {m(d)}", False, _first_of_month)
        own("le 4 juin", lambda d: f"le {d.day} {m(d)}", False)
        own("le vendredi 4 juin 2026", lambda d: f"le {wd(d)} {d.day} {m(d)} {d.year}", True)
        own("vendredi 4 juin", lambda d: f"{wd(d)} {d.day} {m(d)}", False)
        own("le 4 juil. 2026", lambda d: f"le {d.day} {abbreviated[d.month]} {d.year}", True)
    elif lang == "it":

        def article(d: dt.date) -> str:
            return f"l'{d.day}" if d.day in (8, 11) else f"il {d.day}"

        own("il 1° giugno", lambda d: f"il 1° {m(d)}", False, _first_of_month)
        own("il 1º giugno 2026", lambda d: f"il 1º {m(d)} {d.year}", True, _first_of_month)
        own("il 4 giugno", lambda d: f"{article(d)} {m(d)}", False)
        own("il 4 giugno 2026", lambda d: f"{article(d)} {m(d)} {d.year}", True)
        own("venerdì 4 giugno", lambda d: f"{wd(d)} {d.day} {m(d)}", False)
        own("venerdì, 4 giugno 2026", lambda d: f"{wd(d)}, {d.day} {m(d)} {d.year}", True)
        own("4 giu 2026", lambda d: f"{d.day} {abbreviated[d.month]} {d.year}", True)
    return forms


# times -----------------------------------------------------------------------------------------

_TIME_SKELETONS = ("Hm", "hm", "H", "h", "Bhm", "Bh")


def _any_time(rng: random.Random) -> dt.time:
    return dt.time(rng.randint(0, 23), rng.randint(0, 59))


def _full_hour(rng: random.Random) -> dt.time:
    return dt.time(rng.randint(0, 23), 0)


def _quarter(minute: int, hours: tuple[int, int] = (0, 23)) -> Callable[[random.Random], dt.time]:
    return lambda rng: dt.time(rng.randint(*hours), minute)


def _periodic(minute: int) -> Callable[[random.Random], dt.time]:
    """Times said with a day period: not 0 or 12 o'clock, which the languages name ("midnight",
    "midi", "Mitternacht", "mezzogiorno") rather than give a period."""
    return lambda rng: dt.time(rng.choice([h for h in range(24) if h % 12]), minute)


def _periodic_any(rng: random.Random) -> dt.time:
    return dt.time(rng.choice([h for h in range(24) if h % 12]), rng.randint(0, 59))


def _h12(hour: int) -> int:
    return hour % 12 or 12


def _period(lang: str, hour: int) -> str:
    """The day period of an hour as each language names it after a 12-hour clock time."""
    table = {
        "en": (
            (5, "in the morning"),
            (12, "in the afternoon"),
            (18, "in the evening"),
            (22, "at night"),
        ),
        "de": (
            (5, "morgens"),
            (10, "vormittags"),
            (12, "mittags"),
            (14, "nachmittags"),
            (18, "abends"),
            (22, "nachts"),
        ),
        "fr": ((0, "du matin"), (12, "de l'après-midi"), (18, "du soir")),
        "it": ((5, "di mattina"), (12, "del pomeriggio"), (18, "di sera"), (23, "di notte")),
    }[lang]
    name = table[-1][1]
    for start, label in table:
        if hour >= start:
            name = label
    return name


def _alle12(hour: int) -> str:
    return "all'una" if _h12(hour) == 1 else f"alle {_h12(hour)}"


def _cldr_time(
    locale: str, skeleton: str | None, width: str | None
) -> Callable[[dt.time], Rendered]:
    def render(t: dt.time) -> Rendered:
        if skeleton is None:
            assert width is not None, "a CLDR width or a skeleton"
            return Rendered(format_time(t, width, locale=locale))
        return Rendered(format_skeleton(skeleton, t, locale=locale))

    return render


def time_forms(locale: str) -> list[Form]:
    lang = lang_of(locale)
    forms = [
        Form("cldr:short", _any_time, _cldr_time(locale, None, "short")),
        Form("cldr:medium", _any_time, _cldr_time(locale, None, "medium")),
    ]
    probe = dt.time(18, 0)
    for skeleton in _TIME_SKELETONS:
        sample = _any_time if "m" in skeleton else _full_hour
        if not re.search(r"[^\d\s]", format_skeleton(skeleton, probe, locale=locale)):
            continue  # a bare number ("18") is no clock time on its own
        forms.append(Form(f"skeleton:{skeleton}", sample, _cldr_time(locale, skeleton, None)))

    def own(name: str, sample, build: Callable[[dt.time], str], twelve: bool = False) -> None:
        forms.append(Form(name, sample, lambda t: Rendered(build(t), twelve_hour=twelve)))

    nxt = lambda t: (t.hour + 1) % 24  # noqa: E731
    if lang == "en":
        word = lambda h: num2words(_h12(h), lang="en")  # noqa: E731
        own(
            "at 7.30pm",
            _any_time,
            lambda t: f"at {_h12(t.hour)}.{t.minute:02d}{'pm' if t.hour >= 12 else 'am'}",
        )
        own("at 7 pm", _full_hour, lambda t: f"at {_h12(t.hour)} {'pm' if t.hour >= 12 else 'am'}")
        own("at 18:30 (24h)", _any_time, lambda t: f"at {t.hour:02d}:{t.minute:02d}")
        own("at half past seven", _quarter(30), lambda t: f"at half past {word(t.hour)}", True)
        own("at quarter past 7", _quarter(15), lambda t: f"at quarter past {_h12(t.hour)}", True)
        own(
            "at a quarter to eight", _quarter(45), lambda t: f"at a quarter to {word(nxt(t))}", True
        )
        own("at seven o'clock", _full_hour, lambda t: f"at {word(t.hour)} o'clock", True)
        own(
            "at 7 in the evening",
            _periodic(0),
            lambda t: f"at {_h12(t.hour)} {_period('en', t.hour)}",
        )
        own(
            "at half past seven in the evening",
            _periodic(30),
            lambda t: f"at half past {word(t.hour)} {_period('en', t.hour)}",
        )
        own(
            "at 7:30 in the evening",
            _periodic_any,
            lambda t: f"at {_h12(t.hour)}:{t.minute:02d} {_period('en', t.hour)}",
        )
    elif lang == "de":
        word = lambda h: "eins" if _h12(h) == 1 else num2words(_h12(h), lang="de")  # noqa: E731
        own("um 18 Uhr 30", _any_time, lambda t: f"um {t.hour} Uhr {t.minute:02d}")
        own("um 18.30 Uhr", _any_time, lambda t: f"um {t.hour}.{t.minute:02d} Uhr")
        own("um 18:30 Uhr", _any_time, lambda t: f"um {t.hour}:{t.minute:02d} Uhr")
        own("um 18 Uhr", _full_hour, lambda t: f"um {t.hour} Uhr")
        own("um halb acht", _quarter(30), lambda t: f"um halb {word(nxt(t))}", True)
        own(
            "um Viertel nach sieben",
            _quarter(15),
            lambda t: f"um Viertel nach {word(t.hour)}",
            True,
        )
        own("um Viertel vor acht", _quarter(45), lambda t: f"um Viertel vor {word(nxt(t))}", True)
        own("um drei viertel acht", _quarter(45), lambda t: f"um drei viertel {word(nxt(t))}", True)
        own(
            "um 7 Uhr abends",
            _periodic(0),
            lambda t: f"um {_h12(t.hour)} Uhr {_period('de', t.hour)}",
        )
        own(
            "um halb acht abends",
            _periodic(30),
            lambda t: f"um halb {word(nxt(t))} {_period('de', t.hour)}",
        )
        own(
            "abends um 7.30 Uhr",
            _periodic_any,
            lambda t: f"{_period('de', t.hour)} um {_h12(t.hour)}.{t.minute:02d} Uhr",
        )
    elif lang == "fr":
        fr_word = lambda h: "une" if h == 1 else _numeral(h, "fr", locale)  # noqa: E731

        def heure(h: int) -> str:
            return {0: "minuit", 12: "midi"}.get(
                h
            ) or f"{_h12(h)} {'heure' if _h12(h) == 1 else 'heures'}"

        own("à 18 h 30", _any_time, lambda t: f"à {t.hour} h {t.minute:02d}")
        own("à 18h30", _any_time, lambda t: f"à {t.hour}h{t.minute:02d}")
        own("à 18 h", _full_hour, lambda t: f"à {t.hour} h")
        own("à 18h", _full_hour, lambda t: f"à {t.hour}h")
        own(
            "à dix-huit heures",
            _full_hour,
            lambda t: f"à {fr_word(t.hour)} {'heure' if t.hour == 1 else 'heures'}",
        )
        own("à 7 heures et quart", _quarter(15), lambda t: f"à {heure(t.hour)} et quart", True)
        own(
            "à 7 heures et demie",
            _quarter(30),
            lambda t: f"à {heure(t.hour)} et {'demi' if t.hour in (0, 12) else 'demie'}",
            True,
        )
        own(
            "à 8 heures moins le quart",
            _quarter(45),
            lambda t: f"à {heure(nxt(t))} moins le quart",
            True,
        )
        own("à 7 h du soir", _periodic(0), lambda t: f"à {_h12(t.hour)} h {_period('fr', t.hour)}")
        own(
            "à sept heures du soir",
            _periodic(0),
            lambda t: (
                f"à {fr_word(_h12(t.hour))} {'heure' if _h12(t.hour) == 1 else 'heures'} {_period('fr', t.hour)}"
            ),
        )
        own(
            "à 7 heures et demie du soir",
            _periodic(30),
            lambda t: (
                f"à {_h12(t.hour)} {'heure' if _h12(t.hour) == 1 else 'heures'} et demie {_period('fr', t.hour)}"
            ),
        )
    elif lang == "it":

        def alle(h: int) -> str:
            return {0: "a mezzanotte", 12: "a mezzogiorno"}.get(h) or (
                "all'una" if _h12(h) == 1 else f"alle {_h12(h)}"
            )

        it_word = lambda h: num2words(_h12(h), lang="it")  # noqa: E731
        own("alle 18:30", _any_time, lambda t: f"alle {t.hour}:{t.minute:02d}")
        own("alle 18.30", _any_time, lambda t: f"alle {t.hour}.{t.minute:02d}")
        own("alle ore 18:30", _any_time, lambda t: f"alle ore {t.hour}:{t.minute:02d}")
        own("alle ore 18", _full_hour, lambda t: f"alle ore {t.hour}")
        own("alle 9 e mezza", _quarter(30), lambda t: f"{alle(t.hour)} e mezza", True)
        own("ore 9 e mezza", _quarter(30, (1, 23)), lambda t: f"ore {_h12(t.hour)} e mezza", True)
        own("alle 9 e un quarto", _quarter(15), lambda t: f"{alle(t.hour)} e un quarto", True)
        own("alle 8 meno un quarto", _quarter(45), lambda t: f"{alle(nxt(t))} meno un quarto", True)
        own(
            "alle sette e mezza",
            _quarter(30, (2, 11)),
            lambda t: f"alle {it_word(t.hour)} e mezza",
            True,
        )
        own("alle 7 di sera", _periodic(0), lambda t: f"{alle(t.hour)} {_period('it', t.hour)}")
        own(
            "alle 7 e mezza di sera",
            _periodic(30),
            lambda t: f"{_alle12(t.hour)} e mezza {_period('it', t.hour)}",
        )
    return forms


# amounts ---------------------------------------------------------------------------------------


def _money(rng: random.Random) -> Decimal:
    magnitude = rng.choice((10, 100, 1000, 10000, 100000))
    whole = rng.randint(max(magnitude // 10, 2), magnitude)
    cents = rng.choice((0, 0, 0, 50, 95, 5, rng.randint(1, 99)))
    return Decimal(whole) + Decimal(cents) / 100


def _whole_money(rng: random.Random) -> Decimal:
    return Decimal(
        rng.choice((rng.randint(2, 99), rng.randint(100, 999), rng.randint(1000, 99999)))
    )


def _millions(rng: random.Random) -> Decimal:
    return Decimal(rng.randint(10, 99) * 100_000)


def _worded_money(rng: random.Random) -> Decimal:
    return Decimal(
        rng.choice(
            (
                rng.randint(2, 99),
                rng.randint(1, 9) * 100,
                rng.randint(1, 9) * 1000,
                rng.randint(100, 999),
                rng.randint(1000, 9999),
            )
        )
    )


def _hundreds_money(rng: random.Random) -> Decimal:
    """Values English says as hundreds ("fifteen hundred"): 1100-9900, not whole thousands."""
    while (value := rng.randint(11, 99)) % 10 == 0:
        pass
    return Decimal(value * 100)


def _group(value: Decimal, mark: str, decimals: bool, decimal_mark: str = ".") -> str:
    whole = int(value)
    digits = f"{whole:,}".replace(",", mark)
    if not decimals:
        return digits
    return f"{digits}{decimal_mark}{int((value - whole) * 100):02d}"


def _scale(value: Decimal, decimal_mark: str) -> str:
    """Millions as written before a scale word: 1,2 / 1.5 / 3. The scale word is singular for
    exactly one million only in German and Italian ("1,5 Millionen", "1,5 milioni"), below two in
    French ("1,5 million", "2 millions"); English "million" does not take -s after a number."""
    millions = value / Decimal(1_000_000)
    text = f"{millions.normalize():f}"
    return text.replace(".", decimal_mark)


def _cldr_money(
    locale: str, currency: str, format_type: Literal["name", "standard", "accounting"]
) -> Callable[[Decimal], Rendered]:
    def render(v: Decimal) -> Rendered:
        text = format_currency(v, currency, locale=locale, format_type=format_type)
        return Rendered(text, currency=currency)

    return render


def _compact_money(locale: str, currency: str) -> Callable[[Decimal], Rendered]:
    def render(v: Decimal) -> Rendered:
        text = format_compact_currency(v, currency, locale=locale, fraction_digits=1)
        return Rendered(text, currency=currency)

    return render


def amount_forms(locale: str) -> list[Form]:
    lang = lang_of(locale)
    forms: list[Form] = []
    for currency in ("CHF", "EUR"):
        for format_type in ("standard", "accounting", "name"):
            forms.append(
                Form(
                    f"cldr:{format_type} {currency}",
                    _money,
                    _cldr_money(locale, currency, format_type),
                )
            )
        forms.append(Form(f"cldr:compact {currency}", _millions, _compact_money(locale, currency)))

    def own(name: str, sample, build: Callable[[Decimal], str], currency: str = "CHF") -> None:
        forms.append(Form(name, sample, lambda v: Rendered(build(v), currency=currency)))

    dash = "–"
    if lang == "fr":
        own("1 250,00 CHF", _money, lambda v: f"{_group(v, ' ', True, ',')} CHF")
        own("CHF 1 250.–", _whole_money, lambda v: f"CHF {_group(v, ' ', False)}.{dash}")
        own("Fr. 95.–", _whole_money, lambda v: f"Fr. {_group(v, ' ', False)}.{dash}")
        own("1 250 francs", _whole_money, lambda v: f"{_group(v, ' ', False)} francs")
        own(
            "2,5 millions de francs",
            _millions,
            lambda v: f"{_scale(v, ',')} {'million' if v < 2_000_000 else 'millions'} de francs",
        )
        own(
            "CHF 1,5 million",
            _millions,
            lambda v: f"CHF {_scale(v, ',')} {'million' if v < 2_000_000 else 'millions'}",
        )
        own(
            "cinq cents francs (words)",
            _worded_money,
            lambda v: f"{_numeral(int(v), 'fr', locale)} francs",
        )
        own(
            "deux mille euros (words)",
            _worded_money,
            lambda v: f"{_numeral(int(v), 'fr', locale)} euros",
            "EUR",
        )
    else:
        mark = "’" if locale in ("de_CH", "it_CH") else "'"
        own("CHF 1'250.–", _whole_money, lambda v: f"CHF {_group(v, mark, False)}.{dash}")
        own("CHF 1'250.-", _whole_money, lambda v: f"CHF {_group(v, mark, False)}.-")
        own("Fr. 95.–", _whole_money, lambda v: f"Fr. {_group(v, mark, False)}.{dash}")
        own("CHF 1’250.00", _money, lambda v: f"CHF {_group(v, '’', True)}")
        own("SFr. 1'250.00", _money, lambda v: f"SFr. {_group(v, mark, True)}")
        if lang == "de":
            own("1'250 Franken", _whole_money, lambda v: f"{_group(v, mark, False)} Franken")
            own("1,2 Mio. Franken", _millions, lambda v: f"{_scale(v, ',')} Mio. Franken")
            own(
                "CHF 1,5 Millionen",
                _millions,
                lambda v: f"CHF {_scale(v, ',')} {'Million' if v == 1_000_000 else 'Millionen'}",
            )
            own(
                "fünfhundert Franken (words)",
                _worded_money,
                lambda v: f"{_numeral(int(v), 'de', locale)} Franken",
            )
            own(
                "zweitausend Euro (words)",
                _worded_money,
                lambda v: f"{_numeral(int(v), 'de', locale)} Euro",
                "EUR",
            )
        elif lang == "en":
            own("1,250 francs", _whole_money, lambda v: f"{_group(v, ',', False)} Swiss francs")
            own("CHF 1.5 million", _millions, lambda v: f"CHF {_scale(v, '.')} million")
            own("1.2 million francs", _millions, lambda v: f"{_scale(v, '.')} million francs")
            own(
                "three thousand francs (words)",
                _worded_money,
                lambda v: f"{_numeral(int(v), 'en', locale)} francs",
            )
            own(
                "fifteen hundred francs (words)",
                _hundreds_money,
                lambda v: f"{num2words(int(v) // 100, lang='en')} hundred francs",
            )
            own(
                "two thousand euros (words)",
                _worded_money,
                lambda v: f"{_numeral(int(v), 'en', locale)} euros",
                "EUR",
            )
        else:
            own("1'250 franchi", _whole_money, lambda v: f"{_group(v, mark, False)} franchi")
            own(
                "1,2 milioni di franchi",
                _millions,
                lambda v: (
                    f"{_scale(v, ',')} {'milione' if v == 1_000_000 else 'milioni'} di franchi"
                ),
            )
            own(
                "CHF 1,5 milioni",
                _millions,
                lambda v: f"CHF {_scale(v, ',')} {'milione' if v == 1_000_000 else 'milioni'}",
            )
            own(
                "cinquecento franchi (words)",
                _worded_money,
                lambda v: f"{_numeral(int(v), 'it', locale)} franchi",
            )
            own(
                "duemila euro (words)",
                _worded_money,
                lambda v: f"{_numeral(int(v), 'it', locale)} euro",
                "EUR",
            )
    return forms


# counts ----------------------------------------------------------------------------------------


def sample_count(rng: random.Random) -> int:
    low, high = rng.choice(((2, 20), (20, 99), (100, 999), (1000, 9999)))
    return rng.randint(low, high)


@dataclass(frozen=True)
class CountValue:
    value: int
    noun: str


def count_forms(locale: str, nouns: tuple[str, ...] | None = None) -> list[Form]:
    """Counts before a plural person noun: the wide lexicon, or the nouns given (the core ones)."""
    lang = lang_of(locale)
    nouns = nouns or PERSON_NOUNS[lang]

    def sample(rng: random.Random) -> CountValue:
        return CountValue(sample_count(rng), rng.choice(nouns))

    def small(rng: random.Random) -> CountValue:
        return CountValue(rng.randint(2, 99), rng.choice(nouns))

    def grouped(rng: random.Random) -> CountValue:
        return CountValue(rng.randint(1000, 9999), rng.choice(nouns))

    return [
        Form("digits", sample, lambda c: Rendered(f"{c.value} {c.noun}")),
        Form(
            "cldr:decimal",
            grouped,
            lambda c: Rendered(f"{format_decimal(c.value, locale=locale)} {c.noun}"),
        ),
        Form(
            "words (num2words)",
            sample,
            lambda c: Rendered(f"{_numeral(c.value, lang, locale)} {c.noun}"),
        ),
        Form(
            "words 2-99 (num2words)",
            small,
            lambda c: Rendered(f"{_numeral(c.value, lang, locale)} {c.noun}"),
        ),
    ]


FORMS: dict[str, Callable[[str], list[Form]]] = {
    "date": date_forms,
    "time": time_forms,
    "amount": amount_forms,
    "count": count_forms,
}


# -- sentences -------------------------------------------------------------------------------

FRAMES: dict[str, dict[str, tuple[str, ...]]] = {
    "date": {
        "en": (
            "Your event is booked for {x}.",
            "We have reserved the room for {x}, as requested.",
            "Thank you for your enquiry about {x}.",
        ),
        "de": (
            "Ihr Anlass ist gebucht für {x}.",
            "Wir haben den Raum für {x} reserviert.",
            "Vielen Dank für Ihre Anfrage zum Datum {x}.",
        ),
        "fr": (
            "Votre événement est réservé pour {x}.",
            "Nous avons bloqué la salle pour {x}.",
            "Merci pour votre demande concernant la date {x}.",
        ),
        "it": (
            "Il vostro evento è prenotato per {x}.",
            "Abbiamo riservato la sala per {x}.",
            "Grazie per la richiesta relativa alla data {x}.",
        ),
    },
    "time": {
        "en": ("The dinner starts {x}.", "We will welcome your group {x}.", "Check-in opens {x}."),
        "de": (
            "Das Abendessen beginnt {x}.",
            "Wir empfangen Ihre Gruppe {x}.",
            "Der Apéro startet {x}.",
        ),
        "fr": (
            "Le dîner commence {x}.",
            "Nous accueillerons votre groupe {x}.",
            "L'apéritif est servi {x}.",
        ),
        "it": (
            "La cena inizia {x}.",
            "Accoglieremo il vostro gruppo {x}.",
            "L'aperitivo è servito {x}.",
        ),
    },
    "amount": {
        "en": (
            "The package costs {x}.",
            "The total comes to {x}.",
            "We can offer the room for {x}.",
        ),
        "de": (
            "Das Paket kostet {x}.",
            "Der Gesamtpreis beträgt {x}.",
            "Wir bieten den Raum für {x} an.",
        ),
        "fr": (
            "Le forfait coûte {x}.",
            "Le montant total s'élève à {x}.",
            "Nous proposons la salle pour {x}.",
        ),
        "it": (
            "Il pacchetto costa {x}.",
            "Il totale ammonta a {x}.",
            "Possiamo offrire la sala per {x}.",
        ),
    },
    "count": {
        "en": (
            "The booking is for {x}.",
            "We expect {x} at the event.",
            "The room is set up for {x}.",
        ),
        "de": (
            "Die Buchung gilt für {x}.",
            "Wir erwarten {x} am Anlass.",
            "Der Raum ist für {x} eingerichtet.",
        ),
        "fr": (
            "La réservation est prévue pour {x}.",
            "Nous attendons {x} à l'événement.",
            "La salle est aménagée pour {x}.",
        ),
        "it": (
            "La prenotazione è per {x}.",
            "Aspettiamo {x} all'evento.",
            "La sala è allestita per {x}.",
        ),
    },
}

POSTCODES = (
    "8001 Zürich",
    "3011 Bern",
    "1003 Lausanne",
    "6900 Lugano",
    "1201 Genève",
    "4051 Basel",
    "CH-8004 Zürich",
    "6003 Luzern",
    "9000 St. Gallen",
    "7270 Davos Platz",
)


def _phone(rng: random.Random) -> str:
    area = rng.choice(("44", "43", "31", "21", "22", "61", "91", "79", "78", "76"))
    rest = f"{rng.randint(100, 999)} {rng.randint(10, 99)} {rng.randint(10, 99)}"
    return rng.choice((f"+41 {area} {rest}", f"0{area} {rest}", f"+41 (0){area} {rest}"))


def _reference(rng: random.Random) -> str:
    year = rng.randint(2020, 2035)
    return rng.choice(
        (
            f"EV-{year}-{rng.randint(1000, 9999)}",
            f"{year}/{rng.randint(100, 9999):04d}",
            f"BK{rng.randint(10000, 99999)}",
        )
    )


def _floor(lang: str, rng: random.Random) -> str:
    n = rng.randint(1, 9)
    return {
        "en": f"{_ordinal_en(n)} floor",
        "de": f"{n}. Stock",
        "fr": f"{n}e étage",
        "it": f"{n}° piano",
    }[lang]


def _duration(lang: str, rng: random.Random) -> str:
    n = rng.randint(2, 72)
    units = {
        "en": ("hours", "minutes", "days", "nights"),
        "de": ("Stunden", "Minuten", "Tage", "Nächte"),
        "fr": ("heures", "minutes", "jours", "nuits"),
        "it": ("ore", "minuti", "giorni", "notti"),
    }[lang]
    return f"{n} {rng.choice(units)}"


def _percent(lang: str, rng: random.Random) -> str:
    whole = rng.choice((rng.randint(2, 50), None))
    if whole is None:
        text = "8.1" if lang == "en" else "8,1"
    else:
        text = str(whole)
    return rng.choice((f"{text} %", f"{text}%"))


def _things(lang: str, rng: random.Random) -> str:
    return f"{rng.randint(2, 40)} {rng.choice(THING_NOUNS[lang])}"


DISTRACTORS: dict[str, dict[str, tuple[str, Callable[[str, random.Random], str]]]] = {
    "en": {
        "phone": ("Please call us on {d} if anything changes.", lambda lang, rng: _phone(rng)),
        "postcode": ("Our address is Seestrasse 12, {d}.", lambda lang, rng: rng.choice(POSTCODES)),
        "floor": ("The room is on the {d}.", _floor),
        "reference": ("Your booking reference is {d}.", lambda lang, rng: _reference(rng)),
        "duration": ("The workshop lasts {d}.", _duration),
        "percent": ("A deposit of {d} is due on signature.", _percent),
        "things": ("We have prepared {d}.", _things),
    },
    "de": {
        "phone": ("Bei Fragen erreichen Sie uns unter {d}.", lambda lang, rng: _phone(rng)),
        "postcode": (
            "Unsere Adresse: Seestrasse 12, {d}.",
            lambda lang, rng: rng.choice(POSTCODES),
        ),
        "floor": ("Der Raum liegt im {d}.", _floor),
        "reference": ("Ihre Buchungsnummer lautet {d}.", lambda lang, rng: _reference(rng)),
        "duration": ("Der Workshop dauert {d}.", _duration),
        "percent": ("Die Preise verstehen sich inkl. {d} MwSt.", _percent),
        "things": ("Wir haben {d} vorbereitet.", _things),
    },
    "fr": {
        "phone": ("Pour toute question, appelez le {d}.", lambda lang, rng: _phone(rng)),
        "postcode": (
            "Notre adresse : rue du Lac 12, {d}.",
            lambda lang, rng: rng.choice(POSTCODES),
        ),
        "floor": ("La salle se trouve au {d}.", _floor),
        "reference": ("Votre référence de réservation est {d}.", lambda lang, rng: _reference(rng)),
        "duration": ("Une formation de {d} est prévue.", _duration),
        "percent": ("Un acompte de {d} est demandé à la signature.", _percent),
        "things": ("Nous avons prévu {d}.", _things),
    },
    "it": {
        "phone": ("Per domande potete chiamare il {d}.", lambda lang, rng: _phone(rng)),
        "postcode": (
            "Il nostro indirizzo: Via Lago 12, {d}.",
            lambda lang, rng: rng.choice(POSTCODES),
        ),
        "floor": ("La sala si trova al {d}.", _floor),
        "reference": ("Il vostro numero di prenotazione è {d}.", lambda lang, rng: _reference(rng)),
        "duration": ("Il corso dura {d}.", _duration),
        "percent": ("È richiesto un acconto del {d} alla firma.", _percent),
        "things": ("Abbiamo previsto {d}.", _things),
    },
}


@dataclass(frozen=True)
class Case:
    locale: str
    kind: str  # date, time, amount, count or distractor
    form: str
    text: str
    span: tuple[int, int] | None  # where the rendering stands in `text`
    value: Any = None
    rendered: Rendered | None = None
    distractor_spans: tuple[tuple[int, int], ...] = field(default=())
    frame: str = ""  # the fact clause template
    clauses: tuple[tuple[str, str], ...] = ()  # distractor (template, filling), in order

    @property
    def lang(self) -> str:
        return lang_of(self.locale)

    @property
    def fact_rendered(self) -> Rendered:
        """How the fact is written; a distractor case writes none."""
        if self.rendered is None:
            raise ValueError(f"a {self.kind} case writes no fact")
        return self.rendered

    @property
    def fact_span(self) -> tuple[int, int]:
        """Where the fact stands in `text`; a distractor case writes none."""
        if self.span is None:
            raise ValueError(f"a {self.kind} case writes no fact")
        return self.span

    @property
    def text_locale(self) -> str:
        """The locale the text is written in, as a tag: CLDR's "en" is American English."""
        return "en-US" if self.locale == "en" else self.locale.replace("_", "-")


def _assemble(
    locale: str,
    kind: str,
    form: str,
    frame: str | None,
    rendered: Rendered | None,
    value: Any,
    clauses: Sequence[tuple[str, str]],
    fact_position: int,
) -> Case:
    pieces: list[tuple[str, str, str]] = [
        (template, filling, "distractor") for template, filling in clauses
    ]
    if frame is not None and rendered is not None:
        pieces.insert(fact_position, (frame, rendered.text, "fact"))
    text, span, spans = "", None, []
    for template, filling, role in pieces:
        if text:
            text += " "
        head, _, tail = template.partition("{x}" if role == "fact" else "{d}")
        if filling.endswith(".") and tail.startswith("."):
            tail = tail[1:]  # "am 4.6." ends the sentence with its own full stop
        start = len(text) + len(head)
        text += head + filling + tail
        if role == "fact":
            span = (start, start + len(filling))
        else:
            spans.append((start, start + len(filling)))
    return Case(
        locale, kind, form, text, span, value, rendered, tuple(spans), frame or "", tuple(clauses)
    )


def _distractor_clauses(
    lang: str, rng: random.Random, low: int, high: int
) -> list[tuple[str, str]]:
    table = DISTRACTORS[lang]
    kinds = rng.sample(sorted(table), rng.randint(low, high))
    return [(table[k][0], table[k][1](lang, rng)) for k in kinds]


def generate(locale: str, kind: str, n: int, seed: int) -> list[Case]:
    """n cases of one locale and kind, cycling through its forms; the same seed gives the same
    cases."""
    rng = random.Random(f"{seed}:{locale}:{kind}")
    if kind == "distractor":
        return [distractor_case(locale, rng) for _ in range(n)]
    forms = FORMS[kind](locale)
    return [fact_case(locale, kind, forms[index % len(forms)], rng) for index in range(n)]


def form_names(locale: str, kind: str) -> list[str]:
    return [form.name for form in FORMS[kind](locale)]


def generate_form(locale: str, kind: str, form_name: str, n: int, seed: int) -> list[Case]:
    """n cases of one rendering form."""
    rng = random.Random(f"{seed}:{locale}:{kind}:{form_name}")
    form = next(f for f in FORMS[kind](locale) if f.name == form_name)
    return [fact_case(locale, kind, form, rng) for _ in range(n)]


def generate_core_counts(locale: str, form_name: str, n: int, seed: int) -> list[Case]:
    """n count cases of one number style before the core person nouns ("participants",
    "Personen", "personnes", "persone"): the number styles apart from the noun lexicon."""
    rng = random.Random(f"{seed}:{locale}:core:{form_name}")
    forms = count_forms(locale, CORE_PERSON_NOUNS[lang_of(locale)])
    form = next(f for f in forms if f.name == form_name)
    return [fact_case(locale, "count", form, rng) for _ in range(n)]


def generate_distractors(locale: str, distractor: str, n: int, seed: int) -> list[Case]:
    """n sentences that each hold the one kind of distractor, twice, and nothing else."""
    rng = random.Random(f"{seed}:{locale}:{distractor}")
    lang = lang_of(locale)
    template, fill = DISTRACTORS[lang][distractor]
    return [
        _assemble(
            locale,
            "distractor",
            distractor,
            None,
            None,
            None,
            [(template, fill(lang, rng)), (template, fill(lang, rng))],
            0,
        )
        for _ in range(n)
    ]


def fact_case(locale: str, kind: str, form: Form, rng: random.Random) -> Case:
    lang = lang_of(locale)
    value = form.sample(rng)
    rendered = form.render(value)
    frame = rng.choice(FRAMES[kind][lang])
    clauses = _distractor_clauses(lang, rng, 0, 2)
    return _assemble(
        locale, kind, form.name, frame, rendered, value, clauses, rng.randint(0, len(clauses))
    )


def distractor_case(locale: str, rng: random.Random) -> Case:
    clauses = _distractor_clauses(lang_of(locale), rng, 2, 4)
    return _assemble(locale, "distractor", "distractors", None, None, None, clauses, 0)


def altered(case: Case, rng: random.Random) -> Case:
    """The same case with the fact's value changed, in the same form and the same sentence; the
    change is visible in the rendering (another day or month when no year is written, another
    clock time not twelve hours apart, another amount or count)."""
    form = next(f for f in FORMS[case.kind](case.locale) if f.name == case.form)
    for _ in range(200):
        value = form.sample(rng)
        if case.kind == "count":
            value = CountValue(value.value, case.value.noun)
        if not _visibly_different(case, value):
            continue
        rendered = form.render(value)
        if rendered.text == case.fact_rendered.text:
            continue
        fact_position = _fact_position(case)
        return _assemble(
            case.locale,
            case.kind,
            case.form,
            case.frame,
            rendered,
            value,
            case.clauses,
            fact_position,
        )
    raise RuntimeError(f"no other value for {case.form}")


def _fact_position(case: Case) -> int:
    return sum(1 for start, _ in case.distractor_spans if case.span and start < case.span[0])


def _visibly_different(case: Case, value: Any) -> bool:
    old = case.value
    if case.kind == "date":
        rendered = case.fact_rendered
        if not rendered.year_stated or rendered.two_digit_year:
            return (value.month, value.day) != (old.month, old.day)
        return value != old
    if case.kind == "time":
        delta = abs((value.hour * 60 + value.minute) - (old.hour * 60 + old.minute))
        return delta not in (0, 720)
    if case.kind == "amount":
        return value != old
    return value.value != old.value


# -- scoring ---------------------------------------------------------------------------------


def recognize(text: str, month_first: bool = False) -> list[tuple[str, Any]]:
    """The four recognizers' mentions, overlaps resolved in verify's order; `month_first` as
    the text's locale says (safety.lang.detection.writes_month_first)."""
    from functools import partial

    from safety.recognizers.amounts import recognize_amounts
    from safety.recognizers.counts import recognize_counts
    from safety.recognizers.dates import recognize_dates
    from safety.recognizers.times import recognize_times

    taken = bytearray(len(text))
    kept = []
    dates = partial(recognize_dates, month_first=month_first)
    for kind, recognizer in (
        ("amount", recognize_amounts),
        ("date", dates),
        ("time", recognize_times),
        ("count", recognize_counts),
    ):
        for mention in recognizer(text):
            if taken.find(1, mention.start, mention.end) == -1:
                taken[mention.start : mention.end] = b"\x01" * (mention.end - mention.start)
                kept.append((kind, mention))
    return kept


def value_matches(case: Case, mention: Any) -> bool:
    rendered = case.fact_rendered
    if case.kind == "date":
        value, got = case.value, mention.value
        if not rendered.year_stated:
            return (got.month, got.day) == (value.month, value.day)
        if rendered.two_digit_year:
            return (got.year % 100, got.month, got.day) == (
                value.year % 100,
                value.month,
                value.day,
            )
        return got == value
    if case.kind == "time":
        expected, got = case.value, mention.value
        if (got.hour, got.minute) == (expected.hour, expected.minute):
            return True
        twelve_apart = (
            abs((got.hour * 60 + got.minute) - (expected.hour * 60 + expected.minute)) == 720
        )
        return twelve_apart and rendered.twelve_hour and mention.twelve_hour_ambiguous
    if case.kind == "amount":
        return mention.value == case.value and mention.currency == rendered.currency
    return mention.value == case.value.value and mention.unit == "participants"


def _within(case: Case, span: tuple[int, int]) -> bool:
    """The mention stands inside the rendering; it may take the sentence's full stop after an
    abbreviation or a date that ends the sentence ("31 ott." for "31 ott" + ".")."""
    start, end = case.fact_span
    return span[0] >= start and (span[1] <= end or case.text[end : span[1]] == ".")


def _overlaps(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return a[0] < b[1] and b[0] < a[1]


@dataclass(frozen=True)
class Outcome:
    exact: bool
    false_values: tuple[str, ...]  # "kind 'text' = value" for each claim that is not the fact


def score(case: Case) -> Outcome:
    exact = False
    false: list[str] = []
    from safety.lang.detection import writes_month_first

    for kind, mention in recognize(case.text, writes_month_first(case.text_locale)):
        span = (mention.start, mention.end)
        on_fact = case.span is not None and _within(case, span)
        if on_fact and kind == case.kind and value_matches(case, mention):
            exact = True
        else:  # another type on the rendering, a wrong value, or anything outside it
            false.append(f"{kind} {mention.text!r} = {_shown(mention.value)}")
    if case.kind == "distractor":
        exact = not false
    return Outcome(exact, tuple(false))


def _shown(value: Any) -> str:
    if isinstance(value, dt.time):
        return f"{value:%H:%M}"
    return str(value)


def expected_shown(case: Case) -> str:
    if case.kind == "count":
        return str(case.value.value)
    if case.kind == "amount":
        return f"{case.fact_rendered.currency} {case.value}"
    return _shown(case.value)


# -- verify and repair -------------------------------------------------------------------------


def facts_for(case: Case):
    from safety.facts import HardFacts

    if case.kind == "date":
        return HardFacts(dates=[{"value": case.value}])
    if case.kind == "time":
        return HardFacts(times=[{"value": case.value}])
    if case.kind == "amount":
        return HardFacts(amounts=[{"value": case.value, "currency": case.fact_rendered.currency}])
    if case.kind == "count":
        return HardFacts(counts=[{"value": case.value.value, "unit": "participants"}])
    return HardFacts()


@dataclass(frozen=True)
class VerifyOutcome:
    clean_ok: bool  # verify ok and repair returned the text byte for byte
    # the altered reply was not ok; None for distractor cases and where the clean reply already
    # fails (a detection there says nothing)
    detected: bool | None
    detail: str


def verify_case(case: Case, rng: random.Random) -> VerifyOutcome:
    from safety.correct import repair
    from safety.verify import verify

    facts = facts_for(case)
    report = verify(facts, case.text, locale=case.text_locale)
    fixed = repair(facts, case.text, locale=case.text_locale)
    clean = report.ok and fixed.text == case.text
    detail = (
        ""
        if clean
        else "; ".join(f"{i.kind} {i.type} {i.found!r}" for i in report.issues)
        or f"repair changed it: {fixed.text!r}"
    )
    if case.kind == "distractor":
        return VerifyOutcome(clean, None, detail)
    wrong = altered(case, rng)
    if not report.ok:
        return VerifyOutcome(clean, None, detail)
    detected = not verify(facts, wrong.text, locale=case.text_locale).ok
    if not detected:
        detail = (detail + " | " if detail else "") + f"altered not detected: {wrong.text!r}"
    return VerifyOutcome(clean, detected, detail)


# -- report ----------------------------------------------------------------------------------


@dataclass
class Cell:
    cases: int = 0
    exact: int = 0
    false_values: int = 0
    failures: list[str] = field(default_factory=list)
    # form -> [cases, failures, first failure]
    forms: dict[str, list] = field(default_factory=dict)

    @property
    def share(self) -> float:
        return self.exact / self.cases if self.cases else 1.0


def recognition_table(seed: int, n: int) -> dict[tuple[str, str], Cell]:
    cells: dict[tuple[str, str], Cell] = {}
    for locale in LOCALES:
        for kind in KINDS:
            cell = cells.setdefault((locale, kind), Cell())
            for case in generate(locale, kind, n, seed):
                outcome = score(case)
                cell.cases += 1
                cell.exact += outcome.exact
                cell.false_values += bool(outcome.false_values)
                tally = cell.forms.setdefault(case.form, [0, 0, ""])
                tally[0] += 1
                if not outcome.exact or outcome.false_values:
                    expected = (
                        ""
                        if kind == "distractor"
                        else f" [{case.form}; want {expected_shown(case)}]"
                    )
                    claims = ", ".join(outcome.false_values) or "nothing read"
                    cell.failures.append(f"{case.text!r}{expected} -> {claims}")
                    tally[1] += 1
                    tally[2] = (
                        tally[2]
                        or f"{case.rendered.text if case.rendered else case.text!r} -> {claims}"
                    )
    return cells


# (cases, clean ones verified ok, (altered ones detected, altered ones judged), failures,
#  {form: [cases, failures, first example]})
VerifyRow = tuple[int, int, tuple[int, int], list[str], dict[str, list[Any]]]


def verify_table(seed: int, n: int) -> dict[tuple[str, str], VerifyRow]:
    rows = {}
    for locale in LOCALES:
        for kind in KINDS:
            rng = random.Random(f"{seed}:{locale}:{kind}:alter")
            clean = detected = judged = 0
            failures = []
            forms: dict[str, list] = {}
            cases = generate(locale, kind, n, seed)
            for case in cases:
                outcome = verify_case(case, rng)
                clean += outcome.clean_ok
                judged += outcome.detected is not None
                detected += bool(outcome.detected)
                tally = forms.setdefault(case.form, [0, 0, ""])
                tally[0] += 1
                if outcome.detail:
                    failures.append(f"{case.text!r} [{case.form}] -> {outcome.detail}")
                    tally[1] += 1
                    shown = case.rendered.text if case.rendered else case.text
                    tally[2] = tally[2] or f"{shown!r} -> {outcome.detail}"
            rows[(locale, kind)] = (len(cases), clean, (detected, judged), failures, forms)
    return rows


def print_failing_forms(cells: dict[tuple[str, str], Cell]) -> None:
    print("\nFailing forms per cell (failures/cases, first example):")
    for (locale, kind), cell in cells.items():
        failing = [(form, tally) for form, tally in cell.forms.items() if tally[1]]
        if failing:
            print(f"-- {locale} {kind}")
            for form, (cases, failed, example) in failing:
                print(f"   {form}: {failed}/{cases}  {example}")


def print_recognition(cells: dict[tuple[str, str], Cell], examples: int) -> bool:
    print(f"{'locale':7} {'fact':10} {'cases':>6} {'exact':>6} {'false':>6} {'share':>6}")
    met = True
    for (locale, kind), cell in cells.items():
        ok = cell.share >= TARGET and cell.false_values == 0
        met &= ok
        mark = "" if ok else "  <"
        print(
            f"{locale:7} {kind:10} {cell.cases:6d} {cell.exact:6d} {cell.false_values:6d} {cell.share:6.3f}{mark}"
        )
    if examples:
        print(f"\nFailures (first {examples} per cell):")
        for (locale, kind), cell in cells.items():
            if cell.failures:
                print(f"-- {locale} {kind}: {len(cell.failures)} of {cell.cases}")
                for line in cell.failures[:examples]:
                    print(f"   {line}")
    return met


def print_verify(rows, examples: int, by_form: bool = False) -> None:
    print(f"{'locale':7} {'fact':10} {'cases':>6} {'clean ok':>9} {'detected':>9}")
    for (locale, kind), (cases, clean, (detected, judged), _, _) in rows.items():
        shown = "-" if not judged else f"{detected / judged:.3f}"
        print(f"{locale:7} {kind:10} {cases:6d} {clean / cases:9.3f} {shown:>9}")
    if examples:
        print(f"\nVerify failures (first {examples} per cell):")
        for (locale, kind), (cases, _, _, failures, _) in rows.items():
            if failures:
                print(f"-- {locale} {kind}: {len(failures)} of {cases}")
                for line in failures[:examples]:
                    print(f"   {line}")
    if by_form:
        print("\nFailing forms per cell in verify/repair (failures/cases, first example):")
        for (locale, kind), (*_, forms) in rows.items():
            failing = [(form, tally) for form, tally in forms.items() if tally[1]]
            if failing:
                print(f"-- {locale} {kind}")
                for form, (cases, failed, example) in failing:
                    print(f"   {form}: {failed}/{cases}  {example}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--n", type=int, default=200, help="cases per locale and fact type")
    parser.add_argument("--examples", type=int, default=5, help="failures shown per cell")
    parser.add_argument("--no-verify", action="store_true", help="skip the verify/repair table")
    parser.add_argument("--forms", action="store_true", help="list the failing forms of each cell")
    args = parser.parse_args(argv)
    print(
        f"Generated round trip: seed {args.seed}, {args.n} cases per locale and fact type; "
        f"target share >= {TARGET} and 0 false values\n"
    )
    cells = recognition_table(args.seed, args.n)
    met = print_recognition(cells, args.examples)
    if args.forms:
        print_failing_forms(cells)
    if not args.no_verify:
        print(
            "\nverify/repair on the same cases: 'clean ok' = a clean reply verifies ok and repair "
            "keeps it byte for byte;\n'detected' = among the clean replies that verify ok, the "
            "same reply with the value altered is not ok\n"
        )
        print_verify(verify_table(args.seed, args.n), args.examples, args.forms)
    print("\ntarget met in every cell" if met else "\ntarget not met in every cell")
    return 0


def iter_all(seed: int, n: int) -> Iterator[Case]:
    for locale in LOCALES:
        for kind in KINDS:
            yield from generate(locale, kind, n, seed)


if __name__ == "__main__":
    sys.exit(main())
