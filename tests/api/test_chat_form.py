"""The chat through an LLM that answers in bad form: no reply from the venue, another script, the
client's signature, a lost quote, price basis or question (safety.screening, safety.restoring), in four languages.

The loopback server's mutation log is the oracle: what it added must not reach the client, what it
left out must be back, as the draft wrote it.
"""

import re

import pytest
from django.utils import timezone

from booking.models import Reply
from devtools.enquiries import enquiries
from safety.markers import has_marker_residue
from tests.api.test_chat_llm import chat, llm, llm_server, requests_during  # noqa: F401 (fixtures)

YEAR = timezone.localdate().year + 2
ENQUIRIES = {enquiry.lang: enquiry.text for enquiry in enquiries(4, year=YEAR, seed=3)}
# Without a date: the draft asks for it.
UNDATED = {
    "en": "Hello, do you have a room for 30 people from 18:00 to 22:00? Best regards, Anna Keller",
    "de": "Guten Tag, haben Sie einen Raum für 30 Personen von 18:00 bis 22:00 Uhr? Gruss, Jonas Meier",
    "fr": "Bonjour, avez-vous une salle pour 30 personnes de 18h00 à 22h00 ? Cordialement, Sophie Dubois",
    "it": "Buongiorno, avete una sala per 30 persone dalle 18:00 alle 22:00? Cordiali saluti, Marco Rossi",
}
LABELS = re.compile(
    r"(?:^|[.!?] )(?:Date|Datum|Data|Time|Zeit|Heure|Orario|Price|Preis|Prix|Prezzo|Room|Raum|Salle|Sala)\s?:",
    re.M,
)
LANGS = ("en", "de", "fr", "it")


def _sent(body, llm, numbers):
    reply = body["reply"]
    assert not has_marker_residue(reply)
    assert not LABELS.search(reply), reply
    for number in numbers:
        for mutation in llm.mutations_of(number):
            if mutation.new:
                assert mutation.new not in reply, (mutation, reply)
            if mutation.original and "{{" not in mutation.original:
                assert mutation.original in reply, (mutation, reply)
    return Reply.objects.latest("created_at")


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("behaviour", ["echo", "refuse", "placeholder"])
def test_an_answer_that_is_no_reply_is_asked_again_never_repaired(
    api_client,
    demo_venue,
    llm,
    behaviour,
    lang,
):
    llm.script(behaviour, "faithful")

    body, numbers = requests_during(llm, lambda: chat(api_client, ENQUIRIES[lang]))

    assert llm.mutations_of(numbers[0]), "the server changed nothing"
    record = _sent(body, llm, numbers)
    assert len(numbers) == 2 and record.retries == 1
    assert body["verification"] == {"ok": True, "corrected": False, "fallback": False, "issues": []}
    assert "I'm sorry" not in body["reply"] and "[" not in body["reply"]


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_second_answer_that_is_no_reply_sends_the_draft(api_client, demo_venue, llm, lang):
    llm.script("refuse", "echo")

    body, numbers = requests_during(llm, lambda: chat(api_client, ENQUIRIES[lang]))

    record = _sent(body, llm, numbers)
    assert body["verification"]["fallback"] is True
    assert body["reply"] == record.draft


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("behaviour", ["sign_as_client", "foreign_script"])
def test_a_signature_or_a_slip_of_script_is_cut(api_client, demo_venue, llm, behaviour, lang):
    llm.script(behaviour)

    body, numbers = requests_during(llm, lambda: chat(api_client, ENQUIRIES[lang]))

    assert llm.mutations_of(numbers[0]), "the server changed nothing"
    record = _sent(body, llm, numbers)
    assert len(numbers) == 1 and record.retries == 0
    assert body["verification"]["corrected"] is True and body["verification"]["fallback"] is False
    assert (
        body["reply"].rstrip().endswith(record.draft.rstrip().rsplit("\n", 1)[-1])
    )  # the draft's closing


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
def test_a_lost_quote_comes_back_as_the_drafts_lines(api_client, demo_venue, llm, lang):
    llm.script("drop_block")

    body, numbers = requests_during(llm, lambda: chat(api_client, ENQUIRIES[lang]))

    assert llm.mutations_of(numbers[0]), "the server changed nothing"
    record = _sent(body, llm, numbers)
    block = next(p for p in record.draft.split("\n\n") if p.count("\n") >= 2)
    assert block in body["reply"]
    assert body["verification"]["corrected"] is True and body["verification"]["fallback"] is False


@pytest.mark.django_db
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("variant", "messages"), [("basis", ENQUIRIES), ("question", UNDATED)])
def test_a_lost_price_basis_or_question_comes_back(
    api_client,
    demo_venue,
    llm,
    variant,
    messages,
    lang,
):
    llm.script(f"drop_statement:{variant}")

    body, numbers = requests_during(llm, lambda: chat(api_client, messages[lang]))

    mutations = llm.mutations_of(numbers[0])
    assert mutations, "the server changed nothing"
    _sent(body, llm, numbers)
    assert mutations[0].original in body["reply"]
    assert body["verification"]["corrected"] is True and body["verification"]["fallback"] is False
