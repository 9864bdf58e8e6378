"""The chat never invents what the client did not write: a value that cannot be read as written
is asked back, in the client's language, and the conversation's `request` no longer holds it."""

import pytest

from tests.api.chat_turns import LANGS, OPENING, YEAR, ask

# A complete first message per language, so a later turn can show what an unreadable value does.
# What each reply says about a date it could not read, and how it asks for one.
DATE_INVALID = {
    "en": "We could not read the date you wrote as a date in the calendar.",
    "de": "Das angegebene Datum konnten wir nicht als Kalenderdatum lesen.",
    "fr": "Nous n'avons pas pu lire la date indiquée comme une date du calendrier.",
    "it": "Non siamo riusciti a leggere la data indicata come una data del calendario.",
}
DATE_OUT_OF_RANGE = {
    "en": "The date you wrote lies outside the period we take bookings for.",
    "de": "Das angegebene Datum liegt ausserhalb des Zeitraums, für den wir Buchungen annehmen.",
    "fr": "La date indiquée se situe en dehors de la période pour laquelle nous prenons des réservations.",
    "it": "La data indicata è al di fuori del periodo per cui accettiamo prenotazioni.",
}
END_BEFORE_START = {
    "en": "The end time you wrote comes before the start time.",
    "de": "Die angegebene Endzeit liegt vor der Startzeit.",
    "fr": "L'heure de fin indiquée précède l'heure de début.",
    "it": "L'orario di fine indicato precede l'orario di inizio.",
}
HIDDEN = {
    "en": "hidden formatting characters",
    "de": "versteckte Formatierungszeichen",
    "fr": "caractères de mise en forme cachés",
    "it": "caratteri di formattazione nascosti",
}
ASKS_DATE = {"en": "the date?", "de": "das Datum mit", "fr": "la date\u00a0?", "it": "la data?"}
ASKS_END = {
    "en": "the end time?",
    "de": "die Endzeit mit",
    "fr": "l'heure de fin\u00a0?",
    "it": "l'orario di fine?",
}
# How each language introduces a new date in a follow-up.
NEW_DATE = {
    "en": "Actually, could we do it on {date}?",
    "de": "Können wir es stattdessen am {date} machen?",
    "fr": "Finalement, serait-ce possible le {date} ?",
    "it": "Sarebbe possibile invece il {date}?",
}

YEARS_OUT_OF_RANGE = ["31.12.9999", "12.03.2208", "01.01.1066", "15.06.20277"]
DAYS_OR_MONTHS_OUT_OF_RANGE = [f"32.03.{YEAR}", f"12.13.{YEAR}", f"30.02.{YEAR}", f"{YEAR}-02-30"]
WRITTEN_MONTHS_OUT_OF_RANGE = {
    "en": ["8 August 9999", "30 February {YEAR}", "12 March 2208"],
    "de": ["8. August 9999", "30. Februar {YEAR}", "12. März 2208"],
    "fr": ["8 août 9999", "30 février {YEAR}", "12 mars 2208"],
    "it": ["8 agosto 9999", "30 febbraio {YEAR}", "12 marzo 2208"],
}


def opened(api_client, lang):
    first = ask(api_client, OPENING[lang])
    assert first["request"]["date"] == f"{YEAR}-08-08"
    return first["conversation"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("written", YEARS_OUT_OF_RANGE)
def test_a_year_out_of_range_is_asked_back_never_moved_to_another_year(
    api_client, demo_venue, lang, written
):
    conversation = opened(api_client, lang)

    second = ask(api_client, NEW_DATE[lang].format(date=written), conversation)

    assert second["request"]["date"] is None  # neither the old date nor a guessed one
    assert second["request"]["participants"] == 30  # the rest is kept
    assert DATE_OUT_OF_RANGE[lang] in second["reply"]
    assert ASKS_DATE[lang] in second["reply"]
    assert second["facts"]["dates"] == []


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("written", DAYS_OR_MONTHS_OUT_OF_RANGE)
def test_a_day_or_month_out_of_range_is_asked_back(api_client, demo_venue, lang, written):
    conversation = opened(api_client, lang)

    second = ask(api_client, NEW_DATE[lang].format(date=written), conversation)

    assert second["request"]["date"] is None
    assert DATE_INVALID[lang] in second["reply"]
    assert ASKS_DATE[lang] in second["reply"]

    # Answered with a date that reads, the conversation goes on with everything else kept.
    third = ask(api_client, NEW_DATE[lang].format(date=f"14.09.{YEAR}"), conversation)
    assert third["request"]["date"] == f"{YEAR}-09-14"
    assert third["request"]["start_time"] == "18:00"
    assert third["request"]["participants"] == 30
    assert DATE_INVALID[lang] not in third["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(3))
def test_a_written_month_with_an_impossible_day_or_year_is_asked_back(
    api_client, demo_venue, lang, index
):
    written = WRITTEN_MONTHS_OUT_OF_RANGE[lang][index].format(YEAR=YEAR)
    conversation = opened(api_client, lang)

    second = ask(api_client, NEW_DATE[lang].format(date=written), conversation)

    assert second["request"]["date"] is None
    assert DATE_INVALID[lang] in second["reply"] or DATE_OUT_OF_RANGE[lang] in second["reply"]
    assert second["facts"]["dates"] == []


INVERTED = {
    "en": ["from 23:00 to 18:00", "from 22:00 until 9:30", "between 20:00 and 20:00"],
    "de": ["von 23 bis 18 Uhr", "von 22:00 bis 09:30 Uhr", "von 20 Uhr bis 20 Uhr"],
    "fr": ["de 23h à 18h", "de 22h00 à 9h30", "de 20h à 20h"],
    "it": ["dalle 23 alle 18", "dalle 22:00 alle 9:30", "dalle 20 alle 20"],
}
INVERTED_START = ["23:00", "22:00", "20:00"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("index", range(3))
def test_an_end_before_the_start_is_asked_back(api_client, demo_venue, lang, index):
    conversation = opened(api_client, lang)

    second = ask(api_client, INVERTED[lang][index], conversation)

    assert second["request"]["start_time"] == INVERTED_START[index]
    assert second["request"]["end_time"] is None
    assert END_BEFORE_START[lang] in second["reply"]
    assert ASKS_END[lang] in second["reply"]
    assert "23:59" not in second["reply"] and "23h59" not in second["reply"]
    assert [fact["value"] for fact in second["facts"]["times"]] == [INVERTED_START[index]]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_new_start_after_the_held_end_leaves_the_end_asked_back(api_client, demo_venue, lang):
    conversation = opened(api_client, lang)
    later = {"en": "Could we start at 23:00?", "de": "Können wir um 23 Uhr anfangen?",
             "fr": "Pouvons-nous commencer à 23h ?", "it": "Possiamo iniziare alle 23?"}  # fmt: skip

    second = ask(api_client, later[lang], conversation)

    assert second["request"]["start_time"] == "23:00"
    assert second["request"]["end_time"] is None
    assert {
        "en": "The end time we had noted comes before the new start time.",
        "de": "Die notierte Endzeit liegt vor der neuen Startzeit.",
        "fr": "L'heure de fin notée précède la nouvelle heure de début.",
        "it": "L'orario di fine annotato precede il nuovo orario di inizio.",
    }[lang] in second["reply"]
    assert ASKS_END[lang] in second["reply"]


ZERO_WIDTH = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("invisible", ZERO_WIDTH)
def test_a_zero_width_character_inside_a_value_is_read_as_the_value_shows(
    api_client, demo_venue, lang, invisible
):
    message = {
        "en": f"A room for 3{invisible}0 people on 1{invisible}4.09.{YEAR} from 1{invisible}8:00 to 22:00.",
        "de": f"Ein Raum für 3{invisible}0 Personen am 1{invisible}4.09.{YEAR} von 1{invisible}8:00 bis 22:00 Uhr.",
        "fr": f"Une salle pour 3{invisible}0 personnes le 1{invisible}4.09.{YEAR} de 1{invisible}8h00 à 22h00.",
        "it": f"Una sala per 3{invisible}0 persone il 1{invisible}4.09.{YEAR} dalle 1{invisible}8:00 alle 22:00.",
    }[lang]

    body = ask(api_client, message)

    assert body["request"]["date"] == f"{YEAR}-09-14"  # never the 4th
    assert body["request"]["start_time"] == "18:00"  # never 8:00
    assert body["request"]["participants"] == 30  # never 0
    assert "8:00" not in body["reply"].replace("18:00", "")


DIRECTION = ["\u202e", "\u202d", "\u2066", "\u200f"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("control", DIRECTION)
def test_a_direction_control_inside_a_time_is_asked_back(api_client, demo_venue, lang, control):
    conversation = opened(api_client, lang)
    message = {
        "en": f"Could we do 1{control}9:00 to 23:00 instead?",
        "de": f"Geht es auch von 1{control}9:00 bis 23:00 Uhr?",
        "fr": f"Est-ce possible de 1{control}9h00 à 23h00 ?",
        "it": f"Sarebbe possibile dalle 1{control}9:00 alle 23:00?",
    }[lang]

    second = ask(api_client, message, conversation)

    assert second["request"]["start_time"] is None  # neither 18:00 kept nor 9:00 or 91:00 read
    assert second["request"]["end_time"] is None
    assert HIDDEN[lang] in second["reply"]
    assert second["request"]["date"] == f"{YEAR}-08-08"


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("control", DIRECTION)
def test_a_direction_control_inside_a_date_is_asked_back(api_client, demo_venue, lang, control):
    conversation = opened(api_client, lang)

    second = ask(api_client, NEW_DATE[lang].format(date=f"1{control}4.09.{YEAR}"), conversation)

    assert second["request"]["date"] is None
    assert HIDDEN[lang] in second["reply"]
    assert second["request"]["start_time"] == "18:00"


TIMES_OUT_OF_RANGE = ["25:00", "18:75", "24:30"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("written", TIMES_OUT_OF_RANGE)
def test_a_clock_time_out_of_range_is_asked_back(api_client, demo_venue, lang, written):
    conversation = opened(api_client, lang)
    message = {"en": "Could we start at {t}?", "de": "Können wir um {t} Uhr anfangen?",
               "fr": "Pouvons-nous commencer à {t} ?", "it": "Possiamo iniziare alle {t}?"}  # fmt: skip

    second = ask(api_client, message[lang].format(t=written), conversation)

    assert second["request"]["start_time"] is None
    assert second["request"]["date"] == f"{YEAR}-08-08"
    assert {
        "en": "could not read the time",
        "de": "Uhrzeit konnten wir nicht",
        "fr": "pas pu lire l'heure",
        "it": "leggere l'orario",
    }[lang] in second["reply"]


PERIOD_NAMED = {
    "en": "We are flexible: could we do it at the end of October?",
    "de": "Wir sind flexibel: ginge es auch Ende Oktober?",
    "fr": "Nous sommes flexibles : serait-ce possible fin octobre ?",
    "it": "Siamo flessibili: sarebbe possibile a fine ottobre?",
}
PERIOD_ASKED_BACK = {
    "en": "You named a period rather than a day;",
    "de": "Sie haben einen Zeitraum statt eines Tages genannt;",
    "fr": "Vous avez indiqué une période plutôt qu'un jour\u00a0;",
    "it": "Ha indicato un periodo anziché un giorno;",
}


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_period_named_instead_of_a_day_is_asked_back(api_client, demo_venue, lang):
    conversation = opened(api_client, lang)

    second = ask(api_client, PERIOD_NAMED[lang], conversation)

    assert second["request"]["date"] is None  # no day guessed inside the period
    assert second["request"]["participants"] == 30
    assert PERIOD_ASKED_BACK[lang] in second["reply"]
    assert ASKS_DATE[lang] in second["reply"]
