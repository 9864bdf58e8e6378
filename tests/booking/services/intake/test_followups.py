"""Follow-ups change what they name, correctly, in four languages (generated phrasings):

* a weekday alone is that weekday in the held date's week;
* "an hour earlier/later" shifts the held time;
* a time after a finish/end verb is an end;
* a break's time is no start;
* "dalle ore 14 alle ore 18" keeps its end; "till" and "a" join ranges;
* approximate counts are read as counts marked approximate.
"""

import datetime as dt

import pytest
from babel.dates import get_day_names
from hypothesis import given, settings
from hypothesis import strategies as st

from booking.services.intake import BookingRequest

from .reading import read

LANGS = ("en", "de", "fr", "it")

WEEKDAY_FOLLOW_UPS = {
    "en": ["{day} instead?", "Could we do {day} instead?", "{day} then, please", "What about {day}?"],
    "de": ["Lieber {day}?", "Geht auch {day}?", "Dann {day}, bitte", "Wie wäre es mit {day}?"],
    "fr": ["Plutôt {day} ?", "Et {day} ?", "Finalement {day}, svp", "{day} plutôt ?"],
    "it": ["{day} invece?", "Meglio {day}?", "Allora {day}, grazie", "E {day}?"],
}  # fmt: skip


def held_request(draw) -> BookingRequest:
    day = draw(st.dates(dt.date(2027, 3, 15), dt.date(2027, 12, 20)))
    start = draw(st.integers(8, 15))
    return BookingRequest(
        date=day, start_time=dt.time(start), end_time=dt.time(start + 3), participants=20
    )


@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_a_weekday_alone_is_that_day_of_the_held_week(data):
    lang = data.draw(st.sampled_from(LANGS))
    held = held_request(data.draw)
    weekday = data.draw(st.integers(0, 6))
    name = get_day_names("wide", locale=lang)[weekday]
    name = name if lang in ("fr", "it") else name.capitalize()
    text = data.draw(st.sampled_from(WEEKDAY_FOLLOW_UPS[lang])).format(day=name)
    if text[0].islower():
        text = text[0].upper() + text[1:]
    update = read(text, held=held).update
    assert update.date is not None
    assert update.date.weekday() == weekday
    assert update.date.isocalendar()[:2] == held.date.isocalendar()[:2]
    assert (update.start_time, update.participants) == (None, None)


# Lengths of time written as a client would, with their minutes (the test's own table).
LENGTHS = {
    "en": [("an hour", 60), ("one hour", 60), ("2 hours", 120), ("two hours", 120),
           ("half an hour", 30), ("30 minutes", 30), ("90 minutes", 90)],
    "de": [("eine Stunde", 60), ("1 Stunde", 60), ("zwei Stunden", 120),
           ("eine halbe Stunde", 30), ("30 Minuten", 30)],
    "fr": [("une heure", 60), ("deux heures", 120), ("une demi-heure", 30),
           ("30 minutes", 30), ("2 heures", 120)],
    "it": [("un'ora", 60), ("due ore", 120), ("mezz'ora", 30), ("30 minuti", 30),
           ("un’ora", 60)],
}  # fmt: skip
DIRECTIONS = {
    "en": [("earlier", -1), ("later", 1)],
    "de": [("früher", -1), ("später", 1)],
    "fr": [("plus tôt", -1), ("plus tard", 1)],
    "it": [("prima", -1), ("dopo", 1), ("più tardi", 1)],
}
SHIFT_FRAMES = {
    # (frame, fields it moves)
    "en": [("Could we make it {shift}?", "both"), ("{shift}, please", "both"),
           ("Can we start {shift}?", "start"), ("Could we finish {shift}?", "end")],
    "de": [("Geht es auch {shift}?", "both"), ("Können wir {shift} anfangen?", "start"),
           ("Wir möchten {shift} beenden", "end")],
    "fr": [("Serait-il possible {shift} ?", "both"), ("On peut commencer {shift} ?", "start"),
           ("Nous aimerions finir {shift}", "end")],
    "it": [("Si può fare {shift}?", "both"), ("Possiamo iniziare {shift}?", "start"),
           ("Vorremmo finire {shift}", "end")],
}  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_an_hour_earlier_or_later_shifts_the_held_time(data):
    lang = data.draw(st.sampled_from(LANGS))
    held = held_request(data.draw)
    length, minutes = data.draw(st.sampled_from(LENGTHS[lang]))
    direction, sign = data.draw(st.sampled_from(DIRECTIONS[lang]))
    frame, moves = data.draw(st.sampled_from(SHIFT_FRAMES[lang]))
    text = frame.format(shift=f"{length} {direction}")
    update = read(text[0].upper() + text[1:], held=held).update

    def moved(value: dt.time) -> dt.time:
        return (dt.datetime.combine(held.date, value) + dt.timedelta(minutes=sign * minutes)).time()

    start = moved(held.start_time) if moves in ("both", "start") else None
    end = moved(held.end_time) if moves in ("both", "end") else None
    assert (update.start_time, update.end_time) == (start, end)
    assert (update.date, update.participants) == (None, None)


END_FRAMES = {
    "en": ["We'd finish at {h}:00.", "We need to be done by {h}:00", "We would end at {h}:00",
           "Could we finish at {h}:00?"],
    "de": ["Ende um {h} Uhr", "Wir möchten um {h}:00 beenden", "Schluss um {h} Uhr",
           "Wir wären um {h}:00 fertig"],
    "fr": ["On voudrait finir à {h}h.", "Nous terminerons à {h}h", "Fin à {h}h00",
           "Nous aimerions terminer à {h}:00"],
    "it": ["Vorremmo finire alle {h}", "Finiamo alle {h}:00", "Termineremo alle {h}",
           "Fine alle ore {h}"],
}  # fmt: skip


@settings(max_examples=100, deadline=None)
@given(lang=st.sampled_from(LANGS), hour=st.integers(15, 22), data=st.data())
def test_a_time_after_a_finish_verb_is_an_end(lang, hour, data):
    held = held_request(data.draw)
    text = data.draw(st.sampled_from(END_FRAMES[lang])).format(h=hour)
    update = read(text, held=held).update
    assert (update.start_time, update.end_time) == (None, dt.time(hour))


BREAK_FRAMES = {
    "en": ["Start at {s}:00, coffee break at {b}:30.", "Coffee break at {b}:30 please",
           "We begin at {s}:00 and would like a break at {b}:30"],
    "de": ["Beginn {s} Uhr, Kaffeepause um {b}:30", "Kaffeepause bitte um {b}:30",
           "Wir beginnen um {s}:00, Pause um {b}:30"],
    "fr": ["Début à {s}h, pause café à {b}h30", "Pause café vers {b}h30 svp",
           "On commence à {s}h avec une pause à {b}h30"],
    "it": ["Inizio alle {s}, pausa caffè alle {b}:30", "Pausa caffè verso le {b}:30",
           "Iniziamo alle {s}:00, pausa pranzo alle {b}:30"],
}  # fmt: skip


@settings(max_examples=100, deadline=None)
@given(lang=st.sampled_from(LANGS), start=st.integers(8, 10), data=st.data())
def test_a_break_time_is_no_start(lang, start, data):
    held = held_request(data.draw)
    frame = data.draw(st.sampled_from(BREAK_FRAMES[lang]))
    update = read(frame.format(s=start, b=start + 2), held=held).update
    expected_start = dt.time(start) if "{s}" in frame else None
    assert update.start_time == expected_start
    assert update.end_time is None


RANGE_FRAMES = {
    "en": ["from {a} till {b}", "{a}:00 till {b}:00", "{a}am till {pm}pm"],
    "de": ["von {a} bis {b} Uhr", "{a}:00 bis {b}:00"],
    "fr": ["de {a}h a {b}h", "de {a}h à {b}h", "de {a}:00 a {b}:00"],
    "it": ["dalle ore {a} alle ore {b}", "dalle {a} alle {b}", "dalle ore {a} fino alle ore {b}",
           "dalle {a}:00 a {b}:00"],
}  # fmt: skip


@settings(max_examples=120, deadline=None)
@given(lang=st.sampled_from(LANGS), a=st.integers(8, 11), b=st.integers(13, 19), data=st.data())
def test_ranges_keep_their_end(lang, a, b, data):
    frame = data.draw(st.sampled_from(RANGE_FRAMES[lang]))
    update = read(f"On 24 March 2027, {frame.format(a=a, b=b, pm=b - 12)}.").update
    assert (update.start_time, update.end_time) == (dt.time(a), dt.time(b))


# Approximate counts with their values (the test's own table).
APPROXIMATE = {
    "en": [("about twenty of us", 20), ("a dozen of us", 12), ("We'll be a dozen", 12),
           ("about 30 people", 30), ("roughly forty people", 40)],
    "de": [("etwa zwanzig", 20), ("Wir sind etwa 25 Personen", 25), ("ein Dutzend Personen", 12),
           ("ungefähr dreissig Personen", 30)],
    "fr": [("une vingtaine", 20), ("Nous serons une trentaine", 30),
           ("une quarantaine de personnes", 40), ("une bonne dizaine de personnes", 10),
           ("environ 25 personnes", 25), ("une douzaine de participants", 12)],
    "it": [("una ventina", 20), ("Saremo una trentina", 30), ("circa venti", 20),
           ("una quindicina di persone", 15), ("una cinquantina di persone", 50)],
}  # fmt: skip
EXACT = {
    "en": [("We are 25", 25)],
    "de": [("Wir sind 25", 25)],
    "fr": [("Nous serons 40", 40)],
    "it": [("Siamo in 25", 25)],
}


@pytest.mark.parametrize(("text", "value"), [pair for lang in LANGS for pair in APPROXIMATE[lang]])
def test_an_approximate_count_is_read_and_marked(text, value):
    held = BookingRequest(date=dt.date(2027, 3, 24), start_time=dt.time(9), participants=8)
    intake = read(text, held=held)
    assert intake.update.participants == value
    assert intake.approximate == ("participants",)


@pytest.mark.parametrize(("text", "value"), [pair for lang in LANGS for pair in EXACT[lang]])
def test_an_exact_count_is_not_marked(text, value):
    intake = read(text)
    assert intake.update.participants == value
    assert intake.approximate == ()


@pytest.mark.parametrize(
    "text",
    ["a dozen croissants", "une dizaine de chaises", "une quinzaine de jours",
     "una decina di tavoli", "ein Dutzend Stühle"],
)  # fmt: skip
def test_a_collective_of_things_is_no_group_size(text):
    assert read(text).update.participants is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("tomorrow then?", dt.date(2027, 3, 10)),
        ("Could we do next Friday instead?", dt.date(2027, 3, 19)),
        ("Ginge nächsten Freitag?", dt.date(2027, 3, 19)),
        ("Et vendredi prochain ?", dt.date(2027, 3, 19)),
        ("E venerdì prossimo?", dt.date(2027, 3, 19)),
        ("in 3 days", dt.date(2027, 3, 12)),
    ],
)
def test_a_relative_date_in_a_follow_up_counts_from_the_day_received(text, expected):
    """Received Tuesday 9 March 2027 with 24 May held: never the same day number in May."""
    held = BookingRequest(date=dt.date(2027, 5, 24), start_time=dt.time(9), participants=8)
    assert read(text, held=held).update.date == expected
