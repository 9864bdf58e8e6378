"""Context is not content: the dates, times and numbers of a quoted header, a quoted or forwarded
message, a signature and the client's own contact lines never become the request.

The headers are generated: the date and time forms of each locale come from CLDR (babel), in
every width a mail program uses, inside the attribution line or the header block of each
language. A client's new request stands above them; the request read is the new one.
"""

import datetime as dt

import pytest
from babel.dates import format_date, format_skeleton, format_time
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safety.mail_context import context_spans

from .reading import read

LOCALES = {"en": "en_GB", "de": "de_CH", "fr": "fr_CH", "it": "it_CH"}

# The client's new request: date (CLDR long form), start, end and group size.
BODIES = {
    "en": "Hello, could we book a room on {date} from {start}:00 to {end}:00 for {n} people?",
    "de": "Guten Tag, wir möchten am {date} von {start}:00 bis {end}:00 einen Raum für {n} Personen.",
    "fr": "Bonjour, nous aimerions une salle le {date} de {start}:00 à {end}:00 pour {n} personnes.",
    "it": "Buongiorno, vorremmo una sala il {date} dalle {start}:00 alle {end}:00 per {n} persone.",
}
# The earlier message, quoted: a date, a time and a number of its own.
QUOTED = {
    "en": "We can offer the Atelier on {date} at {start}:30 for {n} people.",
    "de": "Wir können das Atelier am {date} um {start}:30 für {n} Personen anbieten.",
    "fr": "Nous pouvons proposer l'Atelier le {date} à {start}h30 pour {n} personnes.",
    "it": "Possiamo offrire l'Atelier il {date} alle {start}:30 per {n} persone.",
}
# Attribution lines as mail programs write them in each language; {date} and {time} are CLDR.
ATTRIBUTIONS = {
    "en": [
        "On {date} at {time}, {name} <{email}> wrote:",
        "On {date}, {time}, {name} <{email}>\nwrote:",
        "{name} wrote on {date} {time}:",
    ],
    "de": [
        "Am {date} um {time} schrieb {name} <{email}>:",
        "{name} <{email}> schrieb am {date}, {time}:",
    ],
    "fr": [
        "Le {date} à {time}, {name} <{email}> a écrit :",
        "Le {date} {time}, {name} a écrit :",
    ],
    "it": [
        "Il giorno {date} alle ore {time} {name} <{email}> ha scritto:",
        "Il {date} {time}, {name} ha scritto:",
    ],
}
HEADER_BLOCKS = {
    "en": "From: {name} <{email}>\nSent: {date} {time}\nTo: Events <events@venue.example>\n"
    "Subject: Re: Room for {n}",
    "de": "Von: {name} <{email}>\nGesendet: {date} {time}\nAn: Events <events@venue.example>\n"
    "Betreff: AW: Raum für {n}",
    "fr": "De : {name} <{email}>\nEnvoyé : {date} {time}\nÀ : Events <events@venue.example>\n"
    "Objet : RE: Salle pour {n}",
    "it": "Da: {name} <{email}>\nInviato: {date} {time}\nA: Events <events@venue.example>\n"
    "Oggetto: R: Sala per {n}",
}
FORWARD_OPENERS = {
    "en": ["---------- Forwarded message ---------", "Begin forwarded message:",
           "-----Original Message-----"],
    "de": ["---------- Weitergeleitete Nachricht ---------",
           "Anfang der weitergeleiteten Nachricht:", "-----Ursprüngliche Nachricht-----"],
    "fr": ["---------- Message transféré ---------", "Début du message réexpédié :",
           "-----Message d'origine-----"],
    "it": ["---------- Messaggio inoltrato ---------", "Inizio messaggio inoltrato:",
           "-----Messaggio originale-----"],
}  # fmt: skip
SIGNATURES = {
    "en": ["Best regards,\n{name}\nMuster Ltd\n12 High Street\nTel. +44 20 7946 {n}",
           "-- \n{name}\nPhone: +41 44 {n} 45 67"],
    "de": ["Freundliche Grüsse\n\n{name}\nMuster AG\nBahnhofstrasse {n}\n8001 Zürich\n"
           "Tel. +41 44 123 45 67", "-- \n{name}, Natel 079 {n} 45 67"],
    "fr": ["Meilleures salutations,\n{name}\nMuster SA\nRue du Lac {n}\n1003 Lausanne\n"
           "Tél. : +41 21 123 45 67"],
    "it": ["Cordiali saluti\n{name}\nMuster SA\nVia Nassa {n}\n6900 Lugano\n"
           "Cellulare: +41 79 123 45 67"],
}  # fmt: skip
NAMES = ["Anna Muster", "Luca Rossi", "Claire Dubois", "Jonas Keller"]


def cldr_date(day: dt.date, lang: str, width: str) -> str:
    locale = LOCALES[lang]
    if width == "skeleton":
        return format_skeleton("yMMMEd", day, locale=locale)
    return format_date(day, width, locale=locale)


@st.composite
def requests(draw):
    lang = draw(st.sampled_from(sorted(BODIES)))
    day = draw(st.dates(dt.date(2027, 3, 15), dt.date(2027, 12, 20)))
    start = draw(st.integers(8, 14))
    end = draw(st.integers(start + 2, 20))
    n = draw(st.integers(5, 90))
    body = BODIES[lang].format(date=cldr_date(day, lang, "long"), start=start, end=end, n=n)
    return lang, body, (day, dt.time(start), dt.time(end), n)


@st.composite
def quoted_messages(draw, lang: str, expected):
    """A header of the earlier mail (CLDR forms) and that mail, with values unlike `expected`."""
    day, start, _, n = expected
    when = draw(st.dates(dt.date(2027, 3, 1), dt.date(2027, 12, 31)).filter(lambda d: d != day))
    sent = draw(st.dates(dt.date(2026, 1, 1), dt.date(2027, 3, 8)))
    hour = draw(st.integers(6, 20).filter(lambda h: h != start.hour))
    width = draw(st.sampled_from(["full", "long", "medium", "short", "skeleton"]))
    stamp = {
        "date": cldr_date(sent, lang, width),
        "time": format_time(dt.time(hour, draw(st.integers(0, 59))), "short",
                            locale=LOCALES[lang]),
        "name": draw(st.sampled_from(NAMES)),
        "email": "anna.muster2027@example.ch",
        "n": n + 7,
    }  # fmt: skip
    earlier = QUOTED[lang].format(
        date=cldr_date(when, lang, "long"), start=(hour + 1) % 24, n=n + 3
    )
    form = draw(st.sampled_from(["attribution", "quoted", "block", "forward"]))
    if form == "attribution":
        header = draw(st.sampled_from(ATTRIBUTIONS[lang])).format(**stamp)
        return f"{header}\n\n{earlier}"
    if form == "quoted":
        header = ATTRIBUTIONS[lang][0].format(**stamp)
        return f"{header}\n> {earlier}\n>\n> {stamp['name']}"
    block = HEADER_BLOCKS[lang].format(**stamp)
    if form == "block":
        return f"{block}\n\n{earlier}"
    opener = draw(st.sampled_from(FORWARD_OPENERS[lang]))
    return f"{opener}\n{block}\n\n{earlier}"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_quoted_message_gives_no_value(data):
    lang, body, expected = data.draw(requests())
    quoted = data.draw(quoted_messages(lang, expected))
    update = read(f"{body}\n\n{quoted}").update
    assert (update.date, update.start_time, update.end_time, update.participants) == expected


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_signature_gives_no_value(data):
    lang, body, expected = data.draw(requests())
    signature = data.draw(st.sampled_from(SIGNATURES[lang])).format(
        name=data.draw(st.sampled_from(NAMES)), n=expected[3] + 11
    )
    update = read(f"{body}\n\n{signature}").update
    assert (update.date, update.start_time, update.end_time, update.participants) == expected


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_header_alone_gives_no_date_or_time(data):
    """The new message names only the group size; the header's date and time are not taken."""
    lang, _, expected = data.draw(requests())
    size = {"en": "We are {n} people.", "de": "Wir sind {n} Personen.",
            "fr": "Nous serons {n} personnes.", "it": "Saremo {n} persone."}[lang]  # fmt: skip
    quoted = data.draw(quoted_messages(lang, expected))
    update = read(f"{size.format(n=expected[3])}\n\n{quoted}").update
    assert (update.date, update.start_time, update.end_time) == (None, None, None)
    assert update.participants == expected[3]


def test_an_inline_reply_keeps_the_answers_between_quoted_lines():
    text = (
        "On Mon, 8 Mar 2027 at 17:02, Events <events@venue.example> wrote:\n"
        "> Which day would suit you? We have 12 March at 9:00.\n"
        "Rather on 19 March 2027, from 14:00 to 17:00.\n"
        "> And how many are you?\n"
        "We are 23.\n"
    )
    update = read(text).update
    assert update.date == dt.date(2027, 3, 19)
    assert (update.start_time, update.end_time) == (dt.time(14), dt.time(17))
    assert update.participants == 23


@pytest.mark.parametrize(
    ("text", "date", "start", "end", "participants"),
    [
        # A structured request with labels that look like a header block's: no sender's name.
        ("Date: 12.04.2027\nFrom: 18:00 to 22:00\nPeople: 25", "2027-04-12", "18:00", "22:00",
         25),
        ("Von: 9:00 bis 12:00\nDatum: 14.04.2027\nPersonen: 12", "2027-04-14", "09:00",
         "12:00", 12),
        # After a closing formula, a line that is no name is still the client's.
        ("Thanks!\n25 people on 12 April 2027 at 10:00", "2027-04-12", "10:00", None, 25),
        ("Merci,\nune salle pour 14 personnes le 20 avril 2027 à 9h.", "2027-04-20", "09:00", None, 14),
        # A sentence ending with "wrote:" that names no writer is no header.
        ("As my colleague wrote:\n30 people on 3 May 2027 from 9:00 to 12:00.", "2027-05-03",
         "09:00", "12:00", 30),
        ("Grazie. Per 18 persone il 5 maggio 2027 dalle 9 alle 11.", "2027-05-05", "09:00",
         "11:00", 18),
    ],
)  # fmt: skip
def test_content_that_looks_like_context_is_read(text, date, start, end, participants):
    update = read(text).update
    assert (update.date.isoformat() if update.date else None) == date
    assert (update.start_time.strftime("%H:%M") if update.start_time else None) == start
    assert (update.end_time.strftime("%H:%M") if update.end_time else None) == end
    assert update.participants == participants


@pytest.mark.parametrize(
    ("line", "kind"),
    [
        ("Tel. 044 123 45 67", "contact"),
        ("Natel: 079 123 45 67", "contact"),
        ("Tél. : 021 123 45 67", "contact"),
        ("Cellulare 079 123 45 67", "contact"),
        ("Call me on +41 79 123 45 67 if needed.", "contact"),
        ("> We have 12 March at 9:00.", "quote"),
    ],
)
def test_contact_lines_and_quoted_lines_are_context(line, kind):
    spans = context_spans(f"A room for 20 people on 12 April 2027.\n{line}")
    assert [span.kind for span in spans] == [kind]
    assert read(f"A room for 20 people on 12 April 2027.\n{line}").update.participants == 20


@pytest.mark.parametrize(
    "text",
    [
        "Hello, a room on 12 April 2027.\n\nThanks,\nAnna Muster\n\nPS: we are 25 people",
        "Guten Tag, ein Raum am 12. April 2027.\n\nLiebe Grüsse\nAnna\nP.S. Wir sind 25 Personen",
        "Bonjour, une salle le 12 avril 2027.\n\nMerci,\nAnna\nNB : pour 25 personnes",
        "Buongiorno, una sala il 12 aprile 2027.\n\nGrazie\nAnna\nPS per 25 persone?",
        "Hello, a room on 12 April 2027.\n\nThanks,\nAnna\n\n25 people",
    ],
)
def test_a_postscript_after_a_signature_is_read(text):
    update = read(text).update
    assert (update.date, update.participants) == (dt.date(2027, 4, 12), 25)


def test_the_intake_reports_what_it_read_as_context():
    text = "A room for 20 people on 12 April 2027.\n\n-- \nAnna Muster\nTel. +41 44 123 45 67"
    intake = read(text)
    assert {span.kind for span in intake.context} == {"signature", "contact"}
    assert intake.update.participants == 20
