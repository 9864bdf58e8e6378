"""Named days read from client messages: recognize_named_days.

The expectations come from the holidays library itself (every name of the Swiss calendars and of
the national calendars of DE, AT, FR, IT, GB and the US, in each language the library has,
rendered in sentence frames, with and without a year) and from dates written by hand.
"""

import datetime as dt
from functools import cache

import holidays
import pytest

from booking.services.intake.recognizers.named_days import recognize_named_days
from safety.recognizers.dates import recognize_dates

YEARS = (2026, 2027, 2028)
OURS = {"en_US": "en", "en_GB": "en", "de": "de", "fr": "fr", "it": "it", "it_IT": "it"}
WITH_YEAR = {
    "en": "We would like to come on {name} {year}, if the room is free.",
    "de": "Wir möchten am {name} {year} kommen.",
    "fr": "Nous aimerions venir pour {name} {year}, merci.",
    "it": "Vorremmo venire per {name} {year}, grazie.",
}
WITHOUT_YEAR = {
    "en": "Is the room free on {name}?",
    "de": "Ist der Raum an {name} frei?",
    "fr": "La salle est-elle libre à {name} ?",
    "it": "La sala è libera a {name}?",
}
# (country, categories, subdivisions read, languages)
CALENDARS = (
    ("CH", ("public", "half_day", "optional", "de_facto"), True, ("de", "fr", "it", "en_US")),
    ("DE", ("public", "catholic"), False, ("de", "en_US")),
    ("AT", ("public", "bank"), False, ("de", "en_US")),
    ("FR", ("public",), False, ("fr", "en_US")),
    ("IT", ("public",), False, ("it_IT", "en_US")),
    ("GB", ("public",), False, ("en_GB",)),
    ("US", ("public", "unofficial"), False, ("en_US",)),
)
# Names one calendar of a higher level dates otherwise: Switzerland's national calendar comes
# first, then the other countries' national calendars, then cantons and Länder.
DATED_BY_ANOTHER_CALENDAR = {
    ("AT", "Nationalfeiertag"),  # Switzerland's, 1 August
    ("AT", "National Day"),
    ("FR", "National Day"),
    ("FR", "Fête nationale"),
    ("CH", "Independence Day"),  # Jura's; the US national one, 4 July
    ("CH", "Republic Day"),  # Neuchâtel's; Italy's national one, 2 June
}
# Names two calendars of the same level date differently: not read at all.
NOT_READ = {
    "Labor Day",
    "Staatsfeiertag",
}  # 1 May or September; Austria 1 May, Liechtenstein 15 August


@cache
def _calendar(country, subdivision, language, categories, year):
    return holidays.country_holidays(
        country, subdiv=subdivision, years=year, language=language, categories=categories
    )


def _one_day_names(country, subdivision, language, categories):
    """Every name of the calendar with its one day in each year of YEARS."""
    per_year = {}
    for year in YEARS:
        days = {}
        for day, names in _calendar(country, subdivision, language, categories, year).items():
            for name in names.split("; "):
                days.setdefault(name, []).append(day)
        per_year[year] = days
    names = set(per_year[YEARS[0]])
    for year in YEARS:
        names &= {name for name, days in per_year[year].items() if len(days) == 1}
    return {name: {year: per_year[year][name][0] for year in YEARS} for name in names}


def _cases():
    cases = {}
    for country, categories, with_subdivisions, languages in CALENDARS:
        subdivisions = [None]
        if with_subdivisions:
            subdivisions += list(type(holidays.country_holidays(country)).subdivisions)
        for subdivision in subdivisions:
            for language in languages:
                for name, days in _one_day_names(
                    country, subdivision, language, categories
                ).items():
                    if (country, name) in DATED_BY_ANOTHER_CALENDAR or name in NOT_READ:
                        continue
                    cases.setdefault((OURS[language], name), (country, days))
    return [(lang, name, country, days) for (lang, name), (country, days) in sorted(cases.items())]


CASES = _cases()


def test_the_cases_cover_every_language_and_many_names():
    assert {lang for lang, *_ in CASES} == {"en", "de", "fr", "it"}
    assert len(CASES) > 150


@pytest.mark.parametrize(("lang", "name", "country", "days"), CASES)
def test_every_holiday_name_with_a_year_is_that_years_day(lang, name, country, days):
    for year, day in days.items():
        text = WITH_YEAR[lang].format(name=name, year=year)
        found = recognize_named_days(text, dt.date(2026, 1, 1))
        assert [(m.value, m.text) for m in found] == [(day, f"{name} {year}")], text


# English names that open with a function word are read only with their capital: "may day".
CAPITAL_ONLY = {"All Saints' Day", "May Day"}


@pytest.mark.parametrize(("lang", "name", "country", "days"), CASES)
def test_every_holiday_name_without_a_year_is_its_next_day(lang, name, country, days):
    first, second = days[2026], days[2027]
    spellings = (name,) if name in CAPITAL_ONLY else (name, name.lower())
    for reference, expected in ((first, first), (first + dt.timedelta(days=1), second)):
        for written in spellings:
            text = WITHOUT_YEAR[lang].format(name=written)
            found = recognize_named_days(text, reference)
            assert [m.value for m in found] == [expected], (text, reference)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Easter 2027", "2027-03-28"),
        ("Ostern 2027", "2027-03-28"),
        ("Pâques 2027", "2027-03-28"),
        ("Pasqua 2027", "2027-03-28"),
        ("Easter Monday 2026", "2026-04-06"),
        ("Pfingstmontag 2026", "2026-05-25"),
        ("lundi de Pentecôte 2027", "2027-05-17"),
        ("Auffahrt 2026", "2026-05-14"),
        ("Sechseläuten 2026", "2026-04-20"),
        ("Eidgenössischer Bettag 2026", "2026-09-20"),
        ("Buß- und Bettag 2026", "2026-11-18"),
        ("Thanksgiving Day 2026", "2026-11-26"),
        ("Mother's Day 2026", "2026-05-10"),
        ("Muttertag 2027", "2027-05-09"),
        ("festa della mamma 2028", "2028-05-14"),
        ("Christmas 2026", "2026-12-25"),
        ("Christmas Eve 2026", "2026-12-24"),
        ("Heiligabend 2026", "2026-12-24"),
        ("Silvester 2026", "2026-12-31"),
        ("la Saint-Sylvestre 2026", "2026-12-31"),
        ("San Silvestro 2026", "2026-12-31"),
        ("New Year's Eve 2026", "2026-12-31"),
        ("le jour de l'an 2027", "2027-01-01"),
        ("Capodanno 2027", "2027-01-01"),
        ("Ferragosto 2026", "2026-08-15"),
        ("la Toussaint 2026", "2026-11-01"),
        ("fête du travail 2026", "2026-05-01"),
        ("Valentine's Day 2027", "2027-02-14"),
        ("San Valentino 2027", "2027-02-14"),
        ("Halloween 2026", "2026-10-31"),
        ("Weihnachten 2026", "2026-12-25"),
        ("Noël 2026", "2026-12-25"),
        ("Natale 2026", "2026-12-25"),
        ("la vigilia di Natale 2026", "2026-12-24"),
    ],
)
def test_days_written_by_hand(text, expected):
    found = recognize_named_days(f"Can we come on {text}?", dt.date(2026, 1, 1))
    assert [m.value.isoformat() for m in found] == [expected]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("three days after Easter", "2027-03-31"),
        ("3 days before Christmas", "2027-12-22"),
        ("the day after Christmas", "2027-12-26"),
        ("zwei Tage nach Ostern", "2027-03-30"),
        ("am Tag vor Silvester", "2027-12-30"),
        ("trois jours après Pâques", "2027-03-31"),
        ("le lendemain de Noël", "2027-12-26"),
        ("tre giorni prima di Natale", "2027-12-22"),
        ("il giorno dopo Ferragosto", "2027-08-16"),
        ("on Christmas Eve evening", "2027-12-24"),
        ("on Easter Sunday morning", "2027-03-28"),
        # Christmas 2026 is a Friday; Easter 2027 is on Sunday 28 March.
        ("the third Tuesday after Christmas 2026", "2027-01-12"),
        ("den zweiten Montag nach Weihnachten 2026", "2027-01-04"),
        ("il primo venerdì prima di Pasqua", "2027-03-26"),
    ],
)
def test_days_counted_from_a_named_day(text, expected):
    found = recognize_named_days(f"Could we come {text}, please?", dt.date(2027, 3, 9))
    assert [m.value.isoformat() for m in found] == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Do you still offer your Christmas menu?",
        "Could you add Easter eggs to the coffee break?",
        "We would like the Valentine package for two.",
        "Wir planen eine Weihnachtsfeier für 30 Personen.",
        "Gibt es einen Osterbrunch?",
        "Avete ancora il Pasqualino?",
        "Pouvez-vous nous envoyer le menu de Noël ?",
        "Avete un pranzo di Pasqua?",
        "We need the room for a Christmas-themed dinner.",
        "We would like to come after Easter.",
        "Wir kommen vor Weihnachten.",
        "On the assumption that twenty people come.",
        "The Restoration period furniture.",
        "A national day out for our team.",
        "We will celebrate at my mother's.",
        "The group is for women's.",
        "The weather may day by day get better.",
    ],
)
def test_events_and_things_named_after_a_day_read_nothing(text):
    assert recognize_named_days(text, dt.date(2027, 3, 9)) == []


def test_replies_are_not_read_for_named_days():
    """verify reads dates with recognize_dates alone: a reply's "Christmas menu" or "Easter
    brunch" is no date to check."""
    reply = "Our Christmas menu is served on Christmas Eve and on 28 December 2027."
    found = recognize_dates(reply, reference=dt.date(2027, 3, 9))
    assert [m.value for m in found] == [dt.date(2027, 12, 28)]
