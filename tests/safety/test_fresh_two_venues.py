"""Hand-written replies of two venues the project had not seen, a mountain hotel in the Engadin
(tests/safety/fresh_cases_fuorcla.py) and a lakeside conference centre in Lugano
(tests/safety/fresh_cases_riva.py), in en, de, fr and it and in every layout a writer uses.

Each clean reply, sent with its venue's catalog (and, for some, the draft it was written from),
comes back byte for byte with ok true; each reply with one wrong value comes back as the clean
reply it was made from. Beside them, one table-driven test per class these replies found: a time
alone in a table cell after or under its label, a car park or a stop named after "in the", and a
value the writer began with a small letter after a colon.
"""

from __future__ import annotations

import datetime as dt

import pytest

from safety.lang.clock_words import TIME_LABELS
from safety.lang.name_words import PLACE_NOUNS, ROOM_NOUNS
from safety.recognizers.times import recognize_times
from safety.request import VerifyRequest
from safety.verification import verify_request
from tests.safety import fresh_cases_fuorcla, fresh_cases_riva

VENUES = {"fuorcla": fresh_cases_fuorcla, "riva": fresh_cases_riva}
CLEAN = [(name, i) for name, module in VENUES.items() for i in range(len(module.CLEAN))]
ONE_WRONG = [(name, i) for name, module in VENUES.items() for i in range(len(module.ONE_WRONG))]


def _body(name: str, lang: str, facts: dict, text: str, source: str | None = None) -> dict:
    body = {"facts": facts, "text": text, "locale": lang, "catalog": VENUES[name].CATALOG}
    if source is not None:
        body["source"] = source
    return body


def _verify(body: dict) -> dict:
    return verify_request(VerifyRequest.model_validate(body))


@pytest.mark.parametrize(("name", "index"), CLEAN)
def test_a_clean_reply_comes_back_as_written(name, index):
    lang, facts, text, *source = VENUES[name].CLEAN[index]
    result = _verify(_body(name, lang, facts, text, *source))
    assert result["text"] == text, [(i["kind"], i["type"], i["found"]) for i in result["issues"]]
    assert result["ok"] is True


@pytest.mark.parametrize(("name", "index"), ONE_WRONG)
def test_a_reply_with_one_wrong_value_has_only_that_value_replaced(name, index):
    lang, facts, clean, right, wrong, kind = VENUES[name].ONE_WRONG[index]
    result = _verify(_body(name, lang, facts, clean.replace(right, wrong, 1)))
    assert result["ok"] is False
    assert [(i["kind"], i["type"]) for i in result["issues"]] == [("wrong", kind)]
    assert result["text"] == clean


@pytest.mark.django_db
@pytest.mark.parametrize("name", list(VENUES))
def test_over_http_every_clean_reply_comes_back_as_written(client, name):
    for lang, facts, text, *source in VENUES[name].CLEAN:
        response = client.post(
            "/api/v1/verify",
            _body(name, lang, facts, text, *source),
            content_type="application/json",
        )
        assert response.status_code == 200
        body = response.json()
        assert (body["ok"], body["text"]) == (True, text), body["issues"]


@pytest.mark.django_db
@pytest.mark.parametrize("name", list(VENUES))
def test_over_http_a_wrong_value_is_replaced_in_place(client, name):
    for lang, facts, clean, right, wrong, _ in VENUES[name].ONE_WRONG:
        body = _body(name, lang, facts, clean.replace(right, wrong, 1))
        response = client.post("/api/v1/verify", body, content_type="application/json")
        assert response.json()["text"] == clean


# -- A time alone in a table cell after its label: the cell's border stands for the colon. ----
@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("| Orario | 10.00–17.00 |", [(10, 0), (17, 0)]),
        ("| Ora | 9.30 |", [(9, 30)]),
        ("| Zeit | 18.00-21.00 |", [(18, 0), (21, 0)]),
        ("| Horaire | 8.15 |", [(8, 15)]),
        ("| Time | 19.45 |", [(19, 45)]),
        ("Orario\t14.30", [(14, 30)]),
        ("Uhrzeit\t7.30", [(7, 30)]),
    ],
)
def test_a_dotted_time_in_a_labelled_cell_is_read(text, times):
    assert [m.value for m in recognize_times(text)] == [dt.time(*t) for t in times]


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("<table><tr><th>Zeit</th><td>18.30</td></tr></table>", [(18, 30)]),
        (
            "<table><tr><td><b>Orario</b></td><td>10.00–17.00</td></tr></table>",
            [(10, 0), (17, 0)],
        ),
        ("<table><tr><th>Heure</th></tr><tr><td>9.15</td></tr></table>", [(9, 15)]),
        (
            "| Date | Horaire | Participants |\n|---|---|---|\n| 09.07.2027 | 10.00–17.00 | 20 |",
            [(10, 0), (17, 0)],
        ),
        ("| Ora | Ospiti |\n|---|---|\n| **19.30** | 40 |", [(19, 30)]),
    ],
)
def test_a_dotted_time_in_a_cell_under_or_after_a_time_header_is_read(text, times):
    assert [m.value for m in recognize_times(text)] == [dt.time(*t) for t in times]


@pytest.mark.parametrize(
    "text",
    [
        "| Prezzo | 10.50 |",
        "| Partecipanti | 18.00 |",
        "| Total | 12.30 |",
        "Preis\t10.50",
        "\tOra 10.50 CHF",
        "<li><strong>Prezzo:</strong> 20.30</li>",
        "<p><b>Sconto</b>: 10.50</p>",
        "<table><tr><th>Preis</th><td>10.50</td></tr></table>",
        "| Preis | Gäste |\n|---|---|\n| 10.50 | 20 |",
        # A column of several rows lists a value per row, none of them the booking's.
        "| Zeit | Gäste |\n|---|---|\n| 10.50 | 20 |\n| 11.50 | 30 |",
    ],
)
def test_a_decimal_in_a_cell_without_a_time_label_is_no_time(text):
    assert recognize_times(text) == []


# -- A car park, a garage, a station or a stop named after a cue is no room of the venue. -------
FACTS = {"dates": [{"value": "2027-09-16"}], "rooms": [{"value": "Sala Ceresio"}]}


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Guests park in the Parcheggio Riva (level -1)."),
        ("en", "You can leave your car in the Parking Centrale."),
        ("en", "Leave the train at the Stazione Paradiso."),
        ("de", "Parkieren Sie im Parkhaus Urania, Ebene -2."),
        ("de", "Sie steigen an der Haltestelle Riva aus."),
        ("fr", "Vous pouvez vous garer au Parking du Lac."),
        ("fr", "Descendez à la Gare Centrale."),
        ("it", "Potete parcheggiare nell'Autosilo Balestra."),
        ("it", "Scendete alla Fermata Paradiso."),
        ("it", "Lasciate l'auto nel Parcheggio Riva."),
    ],
)
def test_a_parking_or_a_stop_after_a_cue_is_no_room(lang, sentence):
    text = f"Sala Ceresio: 16.09.2027. {sentence}"
    for catalog in (fresh_cases_riva.CATALOG, {}):
        result = _verify({"facts": FACTS, "text": text, "locale": lang, "catalog": catalog})
        assert (result["ok"], result["text"]) == (True, text), result["issues"]


def test_a_room_after_the_same_cue_is_still_read():
    text = "Sala Ceresio: 16.09.2027. Guests meet in the Sala Lido first."
    result = _verify({"facts": FACTS, "text": text, "locale": "en", "catalog": {}})
    assert [(i["type"], i["found"]) for i in result["issues"]] == [("room", "Sala Lido")]
    assert "Sala Lido" not in result["text"]


# -- A wrong value the writer began with a small letter keeps it after a colon. -----------------
@pytest.mark.parametrize(
    ("lang", "written", "wrong", "right"),
    [
        ("fr", "**Date :** {}", "vendredi 19 mai 2027", "vendredi 19 mars 2027"),
        ("it", "Data: {}", "venerdì 19 maggio 2027", "venerdì 19 marzo 2027"),
        ("en", "Date: {}", "friday, 19 May 2027", "friday, 19 March 2027"),
    ],
)
def test_a_value_written_in_small_letters_after_a_colon_stays_so(lang, written, wrong, right):
    facts = {"dates": [{"value": "2027-03-19"}]}
    result = _verify({"facts": facts, "text": written.format(wrong), "locale": lang})
    assert result["text"] == written.format(right)


def test_a_value_that_opens_a_sentence_in_capitals_keeps_its_capital():
    facts = {"dates": [{"value": "2027-03-19"}]}
    result = _verify({"facts": facts, "text": "Date : Vendredi 19 mai 2027.", "locale": "fr"})
    assert result["text"] == "Date : Vendredi 19 mars 2027."


# -- A conference's delegates are people in every language, as "delegates" are in English. ------
DELEGATES = [
    ("en", "The room is set for {} delegates on 24 March 2027."),
    ("fr", "La salle est prête pour {} délégués le 24 mars 2027."),
    ("fr", "Nous attendons {} congressistes le 24 mars 2027."),
    ("de", "Der Saal ist am 24. März 2027 für {} Delegierte bereit."),
    ("it", "La sala è pronta per {} delegati il 24 marzo 2027."),
    ("it", "Attendiamo {} congressisti il 24 marzo 2027."),
]
DELEGATE_FACTS = {
    "dates": [{"value": "2027-03-24"}],
    "counts": [{"value": 180, "unit": "participants"}],
}


@pytest.mark.parametrize(("lang", "sentence"), DELEGATES)
def test_delegates_counted_right_pass(lang, sentence):
    text = sentence.format(180)
    result = _verify({"facts": DELEGATE_FACTS, "text": text, "locale": lang})
    assert (result["ok"], result["text"], result["warnings"]) == (True, text, [])


@pytest.mark.parametrize("required", [True, False])
@pytest.mark.parametrize(("lang", "sentence"), DELEGATES)
def test_delegates_counted_wrong_are_replaced_in_place(lang, sentence, required):
    """Also where the count is optional (as a streamed reply's beginning is verified): a
    count of delegates states the group's size, when it is written it must be right."""
    facts = {
        **DELEGATE_FACTS,
        "counts": [{"value": 180, "unit": "participants", "required": required}],
    }
    result = _verify({"facts": facts, "text": sentence.format(160), "locale": lang})
    assert [(i["kind"], i["type"], i["found"]) for i in result["issues"]] == [
        ("wrong", "count", "160")
    ]
    assert result["text"] == sentence.format(180)


# -- A number that ends its phrase counts no noun after the punctuation. ------------------------
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Fri 22 Jan 2027: table for 24, CHF 1,860 total."),
        ("en", "• Fri 22 Jan 2027\n• Raclette-Abend for 24\n• CHF 1,860 total"),
        ("de", "Fr. 22. Jan. 2027, Raclette-Abend für 24; Fr. 1'860.– total."),
        ("fr", "Ven. 22 janv. 2027 : table pour 24 (CHF 1 860.– au total)."),
        ("it", "Ven 22 gen 2027 | tavolo per 24 | CHF 1'860.– in tutto"),
    ],
)
def test_a_count_before_a_punctuation_mark_makes_the_group_present(lang, text):
    facts = {
        "dates": [{"value": "2027-01-22"}],
        "amounts": [{"value": "1860.00", "currency": "CHF"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
    result = _verify({"facts": facts, "text": text, "locale": lang})
    assert (result["ok"], result["text"]) == (True, text), result["issues"]


@pytest.mark.parametrize(
    "text", ["Please allow 24 hours, CHF 1,860 total.", "We have 24 chairs; CHF 1,860 in total."]
)
def test_a_count_of_things_before_a_punctuation_mark_is_still_no_group(text):
    facts = {
        "amounts": [{"value": "1860.00", "currency": "CHF"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
    result = _verify({"facts": facts, "text": text, "locale": "en"})
    assert [(i["kind"], i["type"]) for i in result["issues"]] == [("missing", "count")]


# -- A title with a dot inside ("Dott.ssa", "z.B.") reads like a host name, but is none. ---------
@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("it", "Gentile dott.ssa Keller, la Sala Ceresio è confermata per il 16.09.2027."),
        ("it", "Gentile Prof.ssa Keller, la Sala Ceresio è confermata per il 16.09.2027."),
        ("it", "Gent.ma sig.ra Keller, la Sala Ceresio è confermata per il 16.09.2027."),
        ("de", "Die Sala Ceresio ist am 16.09.2027 für Sie reserviert, z.B. für Ihr Seminar."),
        ("en", "Sala Ceresio is yours on 16.09.2027, i.e. the Thursday, from 9 a.m."),
    ],
)
def test_a_title_with_a_dot_inside_is_no_link(lang, text):
    facts = {**FACTS, "times": [{"value": "09:00", "required": False}]}
    result = _verify({"facts": facts, "text": text, "locale": lang})
    assert (result["ok"], result["text"], result["warnings"]) == (True, text, [])


def test_a_host_name_is_still_a_link_the_venue_does_not_give():
    text = "Sala Ceresio: 16.09.2027. Book your parking on parkhaus.example."
    result = _verify(
        {"facts": FACTS, "text": text, "locale": "en", "catalog": fresh_cases_riva.CATALOG}
    )
    assert [(w["kind"], w["found"]) for w in result["warnings"]] == [
        ("unverified", "parkhaus.example")
    ]


@pytest.mark.parametrize(
    ("lang", "written"),
    [
        ("it", "| Data | Orario | Ospiti |\n|---|---|---|\n| 22.01.2027 | {} | 24 |"),
        (
            "de",
            "<table><tr><th>Datum</th><td>22.01.2027</td></tr><tr><th>Zeit</th><td>{}</td></tr>"
            "<tr><th>Gäste</th><td>24</td></tr></table>",
        ),
        ("it", "| Orario | {} |\n| Ospiti | 24 |\n\nData: 22.01.2027"),
        ("fr", "Date\t22.01.2027\nHoraire\t{}\nInvités\t24"),
    ],
)
@pytest.mark.parametrize("wrong", ["10.30–17.00", "10.00–17.30"])
def test_a_wrong_dotted_time_in_a_labelled_cell_is_replaced_in_place(lang, written, wrong):
    facts = {
        "dates": [{"value": "2027-01-22"}],
        "times": [{"value": "10:00"}, {"value": "17:00"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
    result = _verify({"facts": facts, "text": written.format(wrong), "locale": lang})
    assert [(i["kind"], i["type"]) for i in result["issues"]] == [("wrong", "time")]
    assert result["text"] == written.format("10.00–17.00")


# -- The classes over their members: every time label in every table layout, every place noun. --
CELL_LAYOUTS = [
    "<li><strong>{label}:</strong> {time}</li>",
    "<li><b>{label}</b>: {time}</li>",
    "<p><strong>{label}:</strong><br>{time}</p>",
    "| {label} | {time} |",
    "| Date | {label} |\n|---|---|\n| 22.01.2027 | {time} |",
    "<table><tr><th>{label}</th><td>{time}</td></tr></table>",
    "<table><tr><td><b>{label}</b></td><td>{time}</td></tr></table>",
    "{label}\t{time}",
]


@pytest.mark.parametrize("label", sorted(TIME_LABELS))
@pytest.mark.parametrize("layout", CELL_LAYOUTS)
@pytest.mark.parametrize("wrong", ["20.45", "8.15"])
def test_a_wrong_dotted_time_after_every_time_label_is_replaced(label, layout, wrong):
    facts = {"dates": [{"value": "2027-01-22", "required": False}], "times": [{"value": "18:30"}]}
    text = layout.format(label=label.capitalize(), time=wrong)
    result = _verify({"facts": facts, "text": text, "locale": "it"})
    assert [(i["kind"], i["type"], i["found"]) for i in result["issues"]] == [
        ("wrong", "time", wrong)
    ]
    assert result["text"] == layout.format(label=label.capitalize(), time="18.30")


@pytest.mark.parametrize("label", sorted(TIME_LABELS))
@pytest.mark.parametrize("layout", CELL_LAYOUTS)
@pytest.mark.parametrize(("written", "time"), [("9.15", (9, 15)), ("18.30", (18, 30))])
def test_every_time_label_cues_a_dotted_time_in_every_cell_layout(label, layout, written, time):
    text = layout.format(label=label.capitalize(), time=written)
    assert [m.value for m in recognize_times(text)] == [dt.time(*time)]


# French "hall" is a place, English "Hall" a room noun: "the Hall Riva" is a room named Riva.
@pytest.mark.parametrize("noun", sorted(PLACE_NOUNS - ROOM_NOUNS))
def test_no_place_noun_opens_a_room_name(noun):
    text = f"Sala Ceresio: 16.09.2027. Please meet us at the {noun.capitalize()} Riva first."
    result = _verify({"facts": FACTS, "text": text, "locale": "en", "catalog": {}})
    assert (result["ok"], result["text"]) == (True, text), result["issues"]
