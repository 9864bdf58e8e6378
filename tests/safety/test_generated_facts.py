"""Round trips of generated facts through the public recognizers, verify and repair.

devtools.generated renders random dates, times, amounts and counts in every form a locale writes
them (CLDR patterns and skeletons through babel, num2words, and word forms written from each
language's rules) inside sentence frames with distractors. Each rendering form of each locale is
one test here, on a few seeded cases:

* the value is read exactly where it stands, and nothing else is claimed in the sentence;
* every number style (digits, grouping, words) before the core person nouns is a head count;
* a sentence of distractors only (phone numbers, postcodes, floors, references, durations,
  percentages, counts of things) yields no value at all;
* a clean reply verifies ok and repair returns it byte for byte;
* the same reply with the value altered (same form) does not verify.

Forms the recognizers do not read yet are listed in tests/safety/generated_gaps.py with the rate
measured there and run as non-strict xfail: a fix turns them into XPASS, and the entry can go.
The generator itself is tested too: deterministic, the spans point at the renderings, and the
renderings say what the oracle says (CLDR, num2words).
"""

from __future__ import annotations

import datetime as dt
import random
from decimal import Decimal

import pytest
from babel.dates import format_date
from num2words import num2words

from devtools import generated as g
from safety.correct import repair
from safety.facts import HardFacts
from safety.verify import verify
from tests.safety.generated_gaps import (
    CORE_COUNT_GAPS,
    DETECTION_GAPS,
    DISTRACTOR_GAPS,
    RECOGNITION_GAPS,
    VERIFY_GAPS,
)

SEED = 11
CASES_PER_FORM = 6
VERIFY_CASES_PER_FORM = 3
DISTRACTOR_CASES = 10


def _params(gaps: dict, what: str) -> list:
    params = []
    for locale in g.LOCALES:
        for kind in g.FACT_KINDS:
            for form in g.form_names(locale, kind):
                key = (locale, kind, form)
                marks = ()
                if key in gaps:
                    marks = pytest.mark.xfail(strict=False, reason=f"{what} on main: {gaps[key]}")
                params.append(
                    pytest.param(locale, kind, form, marks=marks, id=f"{locale}-{kind}-{form}")
                )
    return params


def _describe(case: g.Case, problem: str) -> str:
    return f"{case.text!r} [{case.form}; want {g.expected_shown(case)}]: {problem}"


# -- the oracle itself -------------------------------------------------------------------------


def test_generation_is_deterministic_per_seed():
    first = [case.text for case in g.iter_all(seed=5, n=8)]
    again = [case.text for case in g.iter_all(seed=5, n=8)]
    other = [case.text for case in g.iter_all(seed=6, n=8)]
    assert first == again
    assert first != other


@pytest.mark.parametrize("locale", g.LOCALES)
@pytest.mark.parametrize("kind", g.FACT_KINDS)
def test_spans_point_at_the_rendering_and_distractors(locale, kind):
    for case in g.generate(locale, kind, 40, SEED):
        assert case.text[case.span[0] : case.span[1]] == case.rendered.text
        for start, end in case.distractor_spans:
            assert start < end and not (start < case.span[1] and case.span[0] < end)


@pytest.mark.parametrize("locale", g.LOCALES)
def test_every_cldr_date_width_is_a_form_and_renders_through_babel(locale):
    names = g.form_names(locale, "date")
    day = dt.date(2031, 11, 3)
    for width in ("short", "medium", "long", "full"):
        form = next(f for f in g.FORMS["date"](locale) if f.name == f"cldr:{width}")
        assert form.render(day).text == format_date(day, width, locale=locale)
    assert sum(name.startswith("skeleton:") for name in names) == len(g._DATE_SKELETONS)


def test_dates_spread_over_the_years_months_and_days():
    rng = random.Random(3)
    days = [g.sample_date(rng) for _ in range(3000)]
    assert min(d.year for d in days) == g.FIRST_YEAR and max(d.year for d in days) == g.LAST_YEAR
    assert {d.month for d in days} == set(range(1, 13))
    assert {d.day for d in days} == set(range(1, 32))


@pytest.mark.parametrize(
    ("locale", "value", "words"),
    [
        ("fr_CH", 70, "septante"), ("fr_CH", 80, "huitante"), ("fr_CH", 97, "nonante-sept"),
        ("fr", 70, "soixante-dix"), ("fr", 80, "quatre-vingts"), ("fr_CH", 345, "trois cent quarante-cinq"),
        ("de", 522, "fünfhundertzweiundzwanzig"), ("it", 5014, "cinquemilaquattordici"),
        ("en", 1500, "one thousand five hundred"), ("en_GB", 229, "two hundred and twenty-nine"),
    ],
)  # fmt: skip
def test_count_words_come_from_num2words(locale, value, words):
    form = next(f for f in g.FORMS["count"](locale) if f.name == "words (num2words)")
    assert form.render(g.CountValue(value, "x")).text == f"{words} x"


def test_count_words_cover_zero_to_9999_without_fail():
    for lang in ("en", "de", "fr", "it"):
        for value in range(0, 10000, 37):
            assert g._numeral(value, lang, lang) == g._numeral(value, lang, lang).strip()
    assert num2words(9999, lang="fr_CH").startswith("neuf mille")


@pytest.mark.parametrize("lang", ("en", "de", "fr", "it"))
def test_person_lexicon_is_wide_and_apart_from_things(lang):
    nouns = set(g.PERSON_NOUNS[lang])
    assert len(nouns) >= 150
    assert not nouns & set(g.THING_NOUNS[lang])


# -- recognizers -------------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "kind", "form"), _params(RECOGNITION_GAPS, "read"))
def test_rendering_is_read_exactly_and_nothing_else(locale, kind, form):
    problems = []
    for case in g.generate_form(locale, kind, form, CASES_PER_FORM, SEED):
        outcome = g.score(case)
        if not outcome.exact:
            problems.append(
                _describe(case, f"not read ({', '.join(outcome.false_values) or 'nothing'})")
            )
        elif outcome.false_values:
            problems.append(_describe(case, f"also claimed {', '.join(outcome.false_values)}"))
    assert not problems, "\n".join(problems)


def _core_count_params() -> list:
    params = []
    for locale in g.LOCALES:
        for form in g.form_names(locale, "count"):
            marks = ()
            if (locale, form) in CORE_COUNT_GAPS:
                marks = pytest.mark.xfail(
                    strict=False, reason=f"read on main: {CORE_COUNT_GAPS[(locale, form)]}"
                )
            params.append(pytest.param(locale, form, marks=marks, id=f"{locale}-{form}"))
    return params


@pytest.mark.parametrize(("locale", "form"), _core_count_params())
def test_every_number_style_before_a_core_person_noun_is_a_head_count(locale, form):
    """The number styles apart from the breadth of the noun lexicon: "1'250 Personen",
    "septante-deux participants", "duemila persone"."""
    problems = []
    for case in g.generate_core_counts(locale, form, CASES_PER_FORM, SEED):
        outcome = g.score(case)
        if not outcome.exact or outcome.false_values:
            problems.append(_describe(case, ", ".join(outcome.false_values) or "not read"))
    assert not problems, "\n".join(problems)


def _distractor_params() -> list:
    params = []
    for locale in g.LOCALES:
        for distractor in sorted(g.DISTRACTORS[g.lang_of(locale)]):
            key = (locale, distractor)
            marks = ()
            if key in DISTRACTOR_GAPS:
                marks = pytest.mark.xfail(strict=False, reason=f"on main: {DISTRACTOR_GAPS[key]}")
            params.append(
                pytest.param(locale, distractor, marks=marks, id=f"{locale}-{distractor}")
            )
    return params


@pytest.mark.parametrize(("locale", "distractor"), _distractor_params())
def test_distractors_yield_no_value(locale, distractor):
    claims = []
    for case in g.generate_distractors(locale, distractor, DISTRACTOR_CASES, SEED):
        found = g.score(case).false_values
        report = verify(HardFacts(), case.text, locale=case.text_locale)
        if found:
            claims.append(f"{case.text!r}: {', '.join(found)}")
        elif not report.ok:
            claims.append(f"{case.text!r}: verify without facts reports {report.issues}")
    assert not claims, "\n".join(claims)


# -- verify and repair -------------------------------------------------------------------------


@pytest.mark.parametrize(("locale", "kind", "form"), _params(VERIFY_GAPS, "verify"))
def test_clean_reply_verifies_and_repair_keeps_it(locale, kind, form):
    problems = []
    for case in g.generate_form(locale, kind, form, VERIFY_CASES_PER_FORM, SEED):
        facts = g.facts_for(case)
        report = verify(facts, case.text, locale=case.text_locale)
        kept = repair(facts, case.text, locale=case.text_locale).text
        if not report.ok:
            problems.append(
                _describe(case, "; ".join(f"{i.kind} {i.type} {i.found!r}" for i in report.issues))
            )
        elif kept != case.text:
            problems.append(_describe(case, f"repair changed it to {kept!r}"))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("locale", "kind", "form"), _params(DETECTION_GAPS, "detection"))
def test_reply_with_an_altered_value_does_not_verify(locale, kind, form):
    rng = random.Random(f"{SEED}:{locale}:{kind}:{form}:alter")
    missed = []
    for case in g.generate_form(locale, kind, form, VERIFY_CASES_PER_FORM, SEED):
        wrong = g.altered(case, rng)
        assert wrong.text != case.text and wrong.form == case.form
        if verify(g.facts_for(case), wrong.text, locale=case.text_locale).ok:
            missed.append(f"{wrong.text!r} passed for {g.expected_shown(case)}")
    assert not missed, "\n".join(missed)


@pytest.mark.parametrize("locale", g.LOCALES)
def test_altered_value_is_visible_in_the_rendering(locale):
    rng = random.Random(1)
    for kind in g.FACT_KINDS:
        for case in g.generate(locale, kind, 30, SEED):
            wrong = g.altered(case, rng)
            assert wrong.rendered.text != case.rendered.text
            if kind == "amount":
                assert wrong.value != case.value and isinstance(wrong.value, Decimal)
