"""The one sentence splitter: abbreviations from the closed lists end no sentence before a number,
titles none at all; a cut never takes the year after "Sept."."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from safety import HardFacts, repair
from safety.lang import LANGS
from safety.lang.abbreviations import ABBREVIATIONS, ALL_TITLES, TITLES
from safety.removal import removal_span
from safety.sentences import sentence_at, sentence_spans, split_sentences

WORDS = st.sampled_from(
    ["the", "room", "Salon", "Rose", "ist", "frei", "la", "salle", "è", "pronta"]
)
CAPITALISED = st.sampled_from(["The", "Salon", "Der", "Wir", "La", "Nous", "Il", "Vi"])


def sentence(words, first):
    return " ".join([first, *words]) + "."


@settings(max_examples=60)
@given(
    st.lists(
        st.tuples(CAPITALISED, st.lists(WORDS, min_size=1, max_size=6)), min_size=1, max_size=6
    )
)
def test_plain_sentences_split_where_they_end(parts):
    written = [sentence(words, first) for first, words in parts]
    assert split_sentences(" ".join(written)) == written
    assert split_sentences("\n".join(written)) == written


@pytest.mark.parametrize("lang", LANGS)
@settings(max_examples=30)
@given(data=st.data())
def test_no_abbreviation_ends_a_sentence_before_a_number(lang, data):
    word = data.draw(st.sampled_from(sorted(ABBREVIATIONS[lang] | TITLES[lang])))
    number = data.draw(st.integers(1, 2099))
    text = f"We meet {word}. {number} guests come. The room is ready."
    assert split_sentences(text) == [f"We meet {word}. {number} guests come.", "The room is ready."]


@pytest.mark.parametrize("lang", LANGS)
def test_no_title_ends_a_sentence_before_a_name(lang):
    for word in sorted(TITLES[lang]):
        text = f"Please ask {word}. Meier at the desk. The room is ready."
        assert len(split_sentences(text)) == 2, word


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Tables, chairs etc. The room is yours.", ["Tables, chairs etc.", "The room is yours."]),
        ("Until 6 p.m. on Friday. Thanks!", ["Until 6 p.m. on Friday.", "Thanks!"]),
        ("Wir sehen uns am 23. Oktober. Danke.", ["Wir sehen uns am 23. Oktober.", "Danke."]),
        ("Im 2. Stock. Der Lift ist links.", ["Im 2. Stock.", "Der Lift ist links."]),
        ("It costs CHF 12. Salon Rose is ready.", ["It costs CHF 12.", "Salon Rose is ready."]),
        ("The answer is no. We are sorry.", ["The answer is no.", "We are sorry."]),
        ("Room B. The price is set.", ["Room B.", "The price is set."]),
        ("Prix : Fr. 780.– par pers. Merci !", ["Prix : Fr. 780.– par pers.", "Merci !"]),
        ("z.B. Salon Rose. Ca. 30 Personen.", ["z.B. Salon Rose.", "Ca. 30 Personen."]),
        ("Line one\nLine two", ["Line one", "Line two"]),
    ],
)
def test_examples_of_each_rule(text, expected):
    assert split_sentences(text) == expected


def test_spans_and_the_sentence_around_agree():
    text = "Wir freuen uns auf Fr. 3. Sept. 2027. Der Preis ist CHF 1250.00."
    spans = sentence_spans(text)
    assert [text[s:e] for s, e in spans] == split_sentences(text)
    at = text.index("2027")
    assert sentence_at(text, at, at + 4) == spans[0]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "See you on Friday, 3 Sept. 2027 at 6 pm. The total is CHF 1250.00.",
            "See you on Friday, 3 Sept. 2027. The total is CHF 1250.00.",
        ),
        (
            "Wir sehen uns am Freitag, 3. Sept. 2027 um 18 Uhr. Danke.",
            "Wir sehen uns am Freitag, 3. Sept. 2027. Danke.",
        ),
        (
            "Nous vous attendons le ven. 3 sept. 2027 à 18 h. Merci.",
            "Nous vous attendons le ven. 3 sept. 2027. Merci.",
        ),
        (
            "Vi aspettiamo ven. 3 set. 2027 alle ore 18. Grazie.",
            "Vi aspettiamo ven. 3 set. 2027. Grazie.",
        ),
    ],
)
def test_an_invented_time_after_an_abbreviated_month_never_takes_the_year(text, expected):
    facts = HardFacts.model_validate(
        {
            "dates": [{"value": "2027-09-03"}],
            "amounts": [{"value": "1250.00", "currency": "CHF", "required": False}],
        }
    )
    assert repair(facts, text).text == expected


def test_a_cut_never_crosses_a_kept_span():
    text = "See you on Friday, 3 Sept. 2027 at 6 pm."
    date = (text.index("Friday"), text.index(" at"))
    value = (text.index("6 pm"), text.index("6 pm") + 4)
    start, end = removal_span(text, value, (date,))
    assert end <= len(text) and start >= date[1]


def test_titles_are_a_closed_list_of_short_words():
    assert all(0 < len(word) <= 8 for word in ALL_TITLES)
