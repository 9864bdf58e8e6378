"""The LLM bench's judge (bench/llm.py): what it calls wrong, lost or a defect in a final reply."""

import datetime as dt

import pytest

from bench.llm import Turn, _catalog, _offer_claims, judge


@pytest.mark.django_db
def test_the_benchmarks_own_judge_reads_claims_about_the_offer(demo_venue):
    """The same wrong claims it must call wrong, the draft's own sentences and true ones it must
    leave alone."""
    catalog = _catalog()
    draft = (
        "Hello,\n\nThank you for your enquiry.\n\nUnfortunately, Punkt.Null does not have stage.\n"
        "The following rooms are free for you:\n- Salon Rose (up to 60 people): CHF 1,200.00\n"
        "- Dachterrasse (up to 120 people): CHF 1,500.00\n\nKind regards"
    )
    rooms = ["Punkt.Null", "Salon Rose", "Dachterrasse"]
    assert _offer_claims(draft, draft, rooms, catalog) == []
    true = "Salon Rose has a projector. Der Raum Salon Rose verfügt über eine Tonanlage. Do not hesitate to book."
    assert _offer_claims(true, draft, rooms, catalog) == []
    wrong = {
        "Salon Rose has a stage.": ["feature stage for Salon Rose"],
        "Nous avons une salle avec scène pour vous.": ["feature stage for a room"],
        "La sala Dachterrasse è già prenotata.": ["Dachterrasse said to be taken"],
        "Je ne peux pas réserver une salle pour vous le 20 mai.": ["booking refused"],
    }
    for sentence, expected in wrong.items():
        assert _offer_claims(sentence, draft, rooms, catalog) == expected, sentence


@pytest.mark.django_db
def test_the_benchmarks_own_judge_reads_the_sums_beside_their_labels(demo_venue):
    draft = (
        "Guten Tag\n\nGerne unterbreiten wir Ihnen unser Angebot für den Raum Dachterrasse:\n"
        "- Dachterrasse: CHF 1'900.00\nZwischentotal exkl. MwSt.: CHF 1'900.00\n"
        "MwSt. 8.1 %: CHF 153.90\nTotal inkl. MwSt.: CHF 2'053.90\n\nFreundliche Grüsse"
    )
    facts = {"rooms": [{"value": "Dachterrasse"}],
             "amounts": [{"value": v} for v in ("1900.00", "153.90", "2053.90")]}  # fmt: skip
    turn = Turn("de", "Hallo", dt.date(2028, 1, 21), dt.time(18), dt.time(22), 60)
    swapped = draft.replace(
        "Zwischentotal exkl. MwSt.: CHF 1'900.00", "Zwischenttotal exkl. MwSt.: CHF 2'053.90"
    )

    assert judge(turn, {"reply": draft, "facts": facts}, draft, _catalog()).wrong == []
    assert judge(turn, {"reply": swapped, "facts": facts}, draft, _catalog()).wrong == [
        "subtotal 2053.90"
    ]


GERMAN_DRAFT = (
    "Guten Tag\n\nGerne unterbreiten wir Ihnen unser Angebot für den Raum Seesicht am 21.01.2028 "
    "von 18:00 bis 22:00 Uhr für 60 Personen:\n- Seesicht: CHF 1'100.00\n"
    "Alle Preise verstehen sich exkl. MwSt.\n"
    "Bitte teilen Sie uns mit, ob Sie Getränke wünschen.\n\nFreundliche Grüsse"
)
GERMAN_FACTS = {"rooms": [{"value": "Seesicht"}], "amounts": [{"value": "1100.00"}]}
GERMAN_TURN = Turn("de", "Hallo", dt.date(2028, 1, 21), dt.time(18), dt.time(22), 60)


def judged(reply, draft=GERMAN_DRAFT):
    return judge(GERMAN_TURN, {"reply": reply, "facts": GERMAN_FACTS}, draft, _catalog())


@pytest.mark.django_db
def test_the_judge_reads_an_amount_without_grouping_as_one_amount_and_no_time(demo_venue):
    reply = GERMAN_DRAFT.replace("CHF 1'100.00", "CHF 1100.00")

    assert judged(reply).wrong == []
    assert judged(reply.replace("CHF 1100.00", "CHF 110.00")).wrong == ["amount 110.00"]


@pytest.mark.django_db
def test_the_judge_finds_a_lost_basis_by_its_words_not_by_a_word_ending_in_ht(demo_venue):
    without_basis = GERMAN_DRAFT.replace("Alle Preise verstehen sich exkl. MwSt.\n", "")
    nicht = without_basis.replace("Guten Tag", "Guten Tag, nicht vergessen: Seesicht")

    assert judged(GERMAN_DRAFT).lost == []
    assert judged(nicht).lost == ["price basis"]


@pytest.mark.django_db
def test_the_judge_finds_a_lost_question_a_german_draft_asks_without_a_question_mark(demo_venue):
    lost = GERMAN_DRAFT.replace("Bitte teilen Sie uns mit, ob Sie Getränke wünschen.\n", "")

    assert judged(lost).lost == ["question"]


@pytest.mark.django_db
def test_a_time_range_after_zwischen_is_no_subtotal(demo_venue):
    reply = GERMAN_DRAFT.replace(
        "Alle Preise", "Zwischen 19:00 und 20:00 Uhr: CHF 1'100.00 für den Apéro. Alle Preise"
    )

    assert [w for w in judged(reply).wrong if w.startswith("subtotal")] == []
