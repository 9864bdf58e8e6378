"""Qualifiers are part of the value: a total written as a price per person is `wrong` with
reason `qualifier`, and the qualifier goes; a qualifier that matches the fact stays."""

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety.correct import repair
from safety.facts import HardFacts
from safety.lang.registry import LANGUAGES
from safety.verify import verify

# Per language: the sentence with the amount, and the per-person phrases it may carry.
SENTENCES = {
    "en": ("The price is CHF {n}{q}, drinks included.", (" per person", " per head", "/pers.")),
    "de": ("Der Preis beträgt CHF {n}{q}, Getränke inbegriffen.", (" pro Person", " p.P.")),
    "fr": ("Le prix est de CHF {n}{q}, boissons comprises.", (" par personne", " par convive")),
    "it": ("Il prezzo è di CHF {n}{q}, bevande incluse.", (" a persona", " per persona")),
}


def facts(value: Decimal, per: str | None) -> HardFacts:
    return HardFacts.model_validate({"amounts": [{"value": str(value), "per": per}]})


amounts = st.decimals(min_value=Decimal("10"), max_value=Decimal("99999"), places=2)


@settings(max_examples=80, deadline=None)
@given(amounts, st.sampled_from(sorted(SENTENCES)), st.data())
def test_a_total_written_per_person_loses_the_qualifier_alone(value, lang, data) -> None:
    sentence, phrases = SENTENCES[lang]
    qualifier = data.draw(st.sampled_from(phrases))
    text = sentence.format(n=f"{value:.2f}", q=qualifier)
    report = verify(facts(value, "total"), text, locale=lang)
    assert [(i.kind, i.type, i.reason) for i in report.issues] == [("wrong", "amount", "qualifier")]
    assert repair(facts(value, "total"), text, locale=lang).text == sentence.format(
        n=f"{value:.2f}", q=""
    )


@settings(max_examples=80, deadline=None)
@given(amounts, st.sampled_from(sorted(SENTENCES)), st.data())
def test_a_qualifier_that_matches_or_is_not_given_stays(value, lang, data) -> None:
    sentence, phrases = SENTENCES[lang]
    text = sentence.format(n=f"{value:.2f}", q=data.draw(st.sampled_from(phrases)))
    for per in ("person", None):
        assert repair(facts(value, per), text, locale=lang).text == text
    plain = sentence.format(n=f"{value:.2f}", q="")
    assert repair(facts(value, "total"), plain, locale=lang).text == plain


# -- a basis, a multiplier, an offset and a zone, in every language ----------------------------

DATE, TIME = "2027-08-08", "18:00"
# Per language: a neighbouring sentence that is never touched, and how the date, the time and
# the amount are written.
NEIGHBOURS = {
    "en": ("Tram 4 stops at the door.", "8 August 2027", "18:00"),
    "de": ("Das Tram 4 hält vor dem Haus.", "8. August 2027", "18 Uhr"),
    "fr": ("Le tram 4 s'arrête devant la porte.", "8 août 2027", "18h00"),
    "it": ("Il tram 4 si ferma davanti alla porta.", "8 agosto 2027", "18:00"),
}
# Per language and basis: phrases written after an amount; the first is the one a correction
# writes in that language.
BASES = {
    "en": {
        "person": (" per person", " per head"),
        "hour": (" per hour", "/h"),
        "day": (" per day", " per night"),
    },
    "de": {
        "person": (" pro Person", " p.P."),
        "hour": (" pro Stunde", "/Std."),
        "day": (" pro Tag", " pro Nacht"),
    },
    "fr": {
        "person": (" par personne",),
        "hour": (" par heure", " de l'heure"),
        "day": (" par jour", " par nuit"),
    },
    "it": {
        "person": (" a persona", " a testa"),
        "hour": (" all'ora", " l'ora"),
        "day": (" al giorno", " a notte"),
    },
}
PRICE = {
    "en": "The hall costs CHF {n}{q}.",
    "de": "Der Saal kostet CHF {n}{q}.",
    "fr": "La salle coûte CHF {n}{q}.",
    "it": "La sala costa CHF {n}{q}.",
}


def based(value: Decimal, per: str | None) -> HardFacts:
    return HardFacts.model_validate({"amounts": [{"value": str(value), "per": per}]})


languages = st.sampled_from(sorted(NEIGHBOURS))
bases = st.sampled_from(["person", "hour", "day"])


@settings(max_examples=60, deadline=None)
@given(amounts, languages, bases, bases, st.data())
def test_a_basis_other_than_the_facts_is_replaced_and_the_matching_one_stays(
    value, lang, per, written, data
) -> None:
    neighbour = NEIGHBOURS[lang][0]
    phrase = data.draw(st.sampled_from(BASES[lang][written]))
    text = f"{neighbour} " + PRICE[lang].format(n=f"{value:.2f}", q=phrase) + f" {neighbour}"
    result = repair(based(value, per), text, locale=lang)
    if per == written:
        assert result.text == text
        assert repair(based(value, None), text, locale=lang).text == text
        return
    right = BASES[lang][per][0]
    assert result.text == (
        f"{neighbour} " + PRICE[lang].format(n=f"{value:.2f}", q=right) + f" {neighbour}"
    )
    assert [(i.kind, i.reason) for i in verify(based(value, per), text, locale=lang).issues] == [
        ("wrong", "qualifier")
    ]


@settings(max_examples=40, deadline=None)
@given(amounts, languages, bases, st.data())
def test_a_total_written_per_hour_or_day_loses_the_basis(value, lang, written, data) -> None:
    phrase = data.draw(st.sampled_from(BASES[lang][written]))
    text = PRICE[lang].format(n=f"{value:.2f}", q=phrase)
    assert repair(based(value, "total"), text, locale=lang).text == PRICE[lang].format(
        n=f"{value:.2f}", q=""
    )


MULTIPLIED = {
    "en": ("You pay CHF {n}{a}.", "You pay {b}CHF {n}.", (" twice", " x2"), ("twice ", "2x ")),
    "de": ("Sie zahlen CHF {n}{a}.", "Sie zahlen {b}CHF {n}.", (" zweimal", " x 2"), ("2 x ",)),
    "fr": ("Vous payez CHF {n}{a}.", "Vous payez {b}CHF {n}.", (" deux fois", " ×2"), ("2× ",)),
    "it": ("Pagate CHF {n}{a}.", "Pagate {b}CHF {n}.", (" due volte", " x2"), ("2x ",)),
}


@settings(max_examples=60, deadline=None)
@given(amounts, languages, st.booleans(), st.data())
def test_a_multiplied_value_loses_the_multiplier_alone(value, lang, after, data) -> None:
    late, early, afters, befores = MULTIPLIED[lang]
    neighbour = NEIGHBOURS[lang][0]
    if after:
        text = late.format(n=f"{value:.2f}", a=data.draw(st.sampled_from(afters)))
    else:
        text = early.format(n=f"{value:.2f}", b=data.draw(st.sampled_from(befores)))
    plain = late.format(n=f"{value:.2f}", a="")
    for per in (None, "total"):
        result = repair(based(value, per), f"{text} {neighbour}", locale=lang)
        assert result.text == f"{plain} {neighbour}"
        assert repair(based(value, per), f"{plain} {neighbour}", locale=lang).text == (
            f"{plain} {neighbour}"
        )


def test_a_worked_sum_and_a_count_multiplied_elsewhere_stay() -> None:
    facts = HardFacts.model_validate(
        {
            "amounts": [{"value": "625.00", "per": "person"}],
            "counts": [{"value": 2, "unit": "participants"}],
        }
    )
    text = "For 2 participants: 2 x CHF 625.00 = CHF 1250.00."
    assert repair(facts, text, locale="en").text == text
    text = "The apéro costs CHF 625.00 x 2 participants."
    assert repair(facts, text, locale="en").text == text


def test_a_multiplied_count_loses_the_multiplier() -> None:
    facts = HardFacts.model_validate({"counts": [{"value": 30, "unit": "participants"}]})
    text = "We expect twice 30 participants. Tram 4 stops at the door."
    result = repair(facts, text, locale="en")
    assert result.text == "We expect 30 participants. Tram 4 stops at the door."


def dated(zone: str | None = None) -> HardFacts:
    return HardFacts.model_validate(
        {"dates": [{"value": DATE}], "times": [{"value": TIME, "zone": zone}]}
    )


# Per language: a sentence with a place for the date and one for the time, the offsets that
# may stand before the date and what stays of them, the same for the time, and the plain forms.
OFFSETS = {
    "en": (
        "We meet {D} {T}.",
        {"the day after {d}": "on {d}", "two days before {d}": "on {d}"},
        {"one hour before {t}": "at {t}", "30 minutes after {t}": "at {t}"},
        ("on {d}", "at {t}"),
    ),
    "de": (
        "Wir treffen uns {D} {T}.",
        {"am Tag nach dem {d}": "am {d}", "zwei Tage vor dem {d}": "am {d}"},
        {"eine Stunde vor {t}": "um {t}", "zehn Minuten nach {t}": "um {t}"},
        ("am {d}", "um {t}"),
    ),
    "fr": (
        "Nous nous retrouvons {D} {T}.",
        {"le lendemain du {d}": "le {d}", "la veille du {d}": "le {d}"},
        {"une heure avant {t}": "à {t}", "une demi-heure après {t}": "à {t}"},
        ("le {d}", "à {t}"),
    ),
    "it": (
        "Ci vediamo {D} {T}.",
        {"il giorno dopo l'{d}": "l'{d}", "due giorni dopo l'{d}": "l'{d}"},
        {"un'ora prima delle {t}": "alle {t}", "mezz'ora dopo delle {t}": "alle {t}"},
        ("l'{d}", "alle {t}"),
    ),
}


@settings(max_examples=40, deadline=None)
@given(languages, st.data())
def test_an_offset_from_a_date_or_time_goes_and_nothing_else_changes(lang, data) -> None:
    neighbour, day, clock = NEIGHBOURS[lang]
    frame, date_offsets, time_offsets, (on_day, at_time) = OFFSETS[lang]
    offset_date = data.draw(st.sampled_from(sorted(date_offsets)))
    offset_time = data.draw(st.sampled_from(sorted(time_offsets)))
    assert date_offsets[offset_date] == on_day and time_offsets[offset_time] == at_time
    clean = frame.format(D=on_day.format(d=day), T=at_time.format(t=clock))
    for written in (
        frame.format(D=offset_date.format(d=day), T=at_time.format(t=clock)),
        frame.format(D=on_day.format(d=day), T=offset_time.format(t=clock)),
    ):
        text = f"{neighbour} {written} {neighbour}"
        report = verify(dated(), text, locale=lang)
        assert [(i.kind, i.reason) for i in report.issues] == [("wrong", "qualifier")]
        assert repair(dated(), text, locale=lang).text == f"{neighbour} {clean} {neighbour}"
    assert repair(dated(), f"{neighbour} {clean}", locale=lang).text == f"{neighbour} {clean}"


def test_a_deadline_counted_from_a_date_and_a_bound_stay() -> None:
    for text in (
        "Free cancellation up to 30 days before 8 August 2027. We start at 18:00.",
        "Please confirm before the 8 August 2027 deadline. We start at 18:00.",
        "On 8 August 2027 the hall is yours from 18:00 onwards.",
        "On 8 August 2027 please arrive 30 minutes before 18:00.",
    ):
        assert repair(dated(), text, locale="en").text == text
    text = "Kostenlose Stornierung bis zu 30 Tage vor dem 8. August 2027, Beginn um 18 Uhr."
    assert repair(dated(), text, locale="de").text == text


# Per language: an offset from the date, read as a restated date where the date stands alone.
PERIODS = {
    "en": "The hall is yours{P} a week after {d}, from {t}.",
    "de": "Der Saal gehört Ihnen{P} eine Woche nach dem {d}, ab {t}.",
    "fr": "La salle est à vous{P} une semaine après le {d}, dès {t}.",
    "it": "La sala è vostra{P} una settimana dopo l'{d}, dalle {t}.",
}
# What stays of the restated date: the language's lead word ("on", "am", "le") and the date.
PLAIN = {
    "en": "The hall is yours on {d}, from {t}.",
    "de": "Der Saal gehört Ihnen am {d}, ab {t}.",
    "fr": "La salle est à vous le {d}, dès {t}.",
    "it": "La sala è vostra l'{d}, dalle {t}.",
}


@pytest.mark.parametrize(
    ("lang", "period"),
    [(lang, word) for lang in PERIODS for word in LANGUAGES[lang].qualifiers.period_words],
)
def test_an_offset_after_a_period_word_is_a_span_and_stays(lang, period) -> None:
    _, day, clock = NEIGHBOURS[lang]
    text = PERIODS[lang].format(P=f" {period}", d=day, t=clock)
    assert repair(dated(), text, locale=lang).text == text


@pytest.mark.parametrize("lang", list(PERIODS))
def test_the_same_offset_without_a_period_word_is_a_restated_date(lang) -> None:
    _, day, clock = NEIGHBOURS[lang]
    text = PERIODS[lang].format(P="", d=day, t=clock)
    assert repair(dated(), text, locale=lang).text == PLAIN[lang].format(d=day, t=clock)


ZONED = {
    "en": "On 8 August 2027 we start at {t}. Tram 4 stops at the door.",
    "de": "Am 8. August 2027 beginnen wir um {t}. Das Tram 4 hält vor dem Haus.",
    "fr": "Le 8 août 2027, nous commençons à {t}. Le tram 4 s'arrête devant la porte.",
    "it": "L'8 agosto 2027 iniziamo alle {t}. Il tram 4 si ferma davanti alla porta.",
}


@settings(max_examples=40, deadline=None)
@given(
    languages,
    st.sampled_from(["18:00", "6 pm", "18h00", "18 Uhr"]),
    st.sampled_from([" UTC", " GMT", " GMT+3", " (UTC)", "+03:00", " EET"]),
)
def test_a_zone_other_than_the_venues_goes(lang, clock, zone) -> None:
    text = ZONED[lang].format(t=clock + zone)
    assert repair(dated(), text, locale=lang).text == ZONED[lang].format(t=clock)


@settings(max_examples=40, deadline=None)
@given(
    languages,
    st.sampled_from(["18:00", "18h00", "18 Uhr"]),
    st.sampled_from([" MEZ", " MESZ", " CET", " CEST", "+02:00", " (UTC+1)", ""]),
)
def test_a_zone_the_venue_keeps_stays(lang, clock, zone) -> None:
    text = ZONED[lang].format(t=clock + zone)
    assert repair(dated(), text, locale=lang).text == text
    assert repair(dated("Europe/Zurich"), text, locale=lang).text == text


def test_a_fact_in_another_zone_has_the_written_zone_replaced_by_its_own() -> None:
    text = ZONED["en"].format(t="18:00 CEST")
    assert repair(dated("UTC"), text, locale="en").text == ZONED["en"].format(t="18:00 UTC")
    assert repair(dated("Europe/London"), text, locale="en").text == ZONED["en"].format(
        t="18:00 BST"
    )
    assert repair(dated("+05:30"), text, locale="en").text == ZONED["en"].format(
        t="18:00 UTC+05:30"
    )
    for kept in ("18:00 UTC", "18:00 GMT", "18:00"):
        assert repair(dated("UTC"), ZONED["en"].format(t=kept), locale="en").text == (
            ZONED["en"].format(t=kept)
        )


def test_an_unknown_zone_is_refused() -> None:
    import pytest
    from pydantic import ValidationError

    with pytest.raises(ValidationError, match="time zone"):
        dated("Mars/Olympus")


def test_a_range_of_times_is_no_zone() -> None:
    facts = HardFacts.model_validate(
        {"dates": [{"value": DATE}], "times": [{"value": "18:00"}, {"value": "22:00"}]}
    )
    for text in (
        "On 8 August 2027 from 18:00-22:00.",
        "On 8 August 2027, 18:00 -22:00.",
        "Am 8. August 2027 von 18-22 Uhr.",
    ):
        assert repair(facts, text, locale="en").text == text
