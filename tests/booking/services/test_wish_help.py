"""The optional LLM help for wishes the lexicon could not place, against the loopback
OpenAI-compatible server (devtools.misbehaving_server): it may choose only from the catalog;
anything else is rejected with the nearest names and asked again once; what it places is a
guess, offered to the client and asked about, never taken into the request; without an LLM the
lexicon alone decides; dates, times and counts never pass through it."""

import datetime as dt
import json

import pytest

from booking.models import Reply
from booking.selectors.intake_catalog import intake_catalog
from booking.services.intake import message_read
from booking.services.wishes import place_wishes, wishes_help
from devtools.misbehaving_server import MisbehavingServer
from tests.api.conftest import unthrottled  # noqa: F401 (autouse: no rate limit reached)
from tests.llm_backend import llm_backend_use
from verbalizer.llm import LLMSettings, OpenAIVerbalizer

RECEIVED = dt.datetime(2026, 11, 18, 9, 30)
MESSAGE = "We are 30 people on 12 March 2027 from 18:00 to 22:00, with a photo booth."
CATALOG = [
    ("Apéro Package", "product", "Prosecco, wine, beer and soft drinks"),
    ("Technikpauschale", "product", "Technician on site"),
    ("stage", "feature", "Raised stage"),
]


def _answer(*choices: tuple[str, str | None]) -> str:
    return "answer:" + json.dumps(
        {"choices": [{"wish": wish, "item": item} for wish, item in choices]}
    )


@pytest.fixture(scope="module")
def server():
    with MisbehavingServer(seed=3) as running:
        yield running


@pytest.fixture
def llm(settings, server):
    return llm_backend_use(settings, server)


@pytest.fixture
def ask(server):
    settings = LLMSettings(base_url=server.base_url, model="misbehaving-1", timeout=2.0, retries=0)
    with OpenAIVerbalizer(settings) as verbalizer:
        server.clear_script()
        yield verbalizer


def test_a_name_from_the_catalog_is_taken(server, ask):
    server.script(_answer(("photo booth", "Technikpauschale")))

    placement = place_wishes(["photo booth"], CATALOG, ask=ask)

    assert placement.placed == {"photo booth": "Technikpauschale"}
    assert (placement.asked, placement.rejected) == (1, ())


def test_a_name_outside_the_catalog_is_rejected_with_the_nearest_and_asked_again_once(server, ask):
    server.script(
        _answer(("photo booth", "Apero Packet")), _answer(("photo booth", "Apéro Package"))
    )
    before = len(server.requests)

    placement = place_wishes(["photo booth"], CATALOG, ask=ask)

    assert placement.placed == {"photo booth": "Apéro Package"}
    assert placement.asked == 2
    assert placement.rejected[0][0] == "Apero Packet"
    assert placement.rejected[0][1][0] == "Apéro Package"
    feedback = server.requests[before + 1].messages[-1]["content"]
    assert '"Apero Packet"' in feedback and "Apéro Package" in feedback


def test_a_second_answer_outside_the_catalog_places_nothing(server, ask):
    server.script(
        _answer(("photo booth", "Photo Booth Deluxe")), _answer(("photo booth", "Fotobox"))
    )

    placement = place_wishes(["photo booth"], CATALOG, ask=ask)

    assert placement.placed == {}
    assert placement.asked == 2
    assert [name for name, _ in placement.rejected] == ["Photo Booth Deluxe", "Fotobox"]


@pytest.mark.parametrize(
    "answer",
    [
        "answer:not json at all",
        'answer:{"choices": [{"wish": "a wish never asked", "item": "stage"}]}',
        'answer:{"choices": "stage"}',
        "http_500",
        "garbage:html",
    ],
)
def test_an_unreadable_or_failed_answer_places_nothing(server, ask, answer):
    server.script(answer)

    assert place_wishes(["photo booth"], CATALOG, ask=ask).placed == {}


def test_null_leaves_the_wish_unplaced(server, ask):
    server.script(_answer(("photo booth", None)))

    assert place_wishes(["photo booth"], CATALOG, ask=ask).placed == {}


@pytest.mark.django_db
def test_with_an_llm_an_unplaced_wish_is_offered_its_catalog_item_and_nothing_else_changes(
    demo_venue, llm
):
    intake = message_read(text=MESSAGE, received_on=RECEIVED.date(), catalog=intake_catalog())
    llm.script(_answer(("photo booth", "Technikpauschale")))

    helped, placement = wishes_help(intake)

    assert placement.placed == {"photo booth": "Technikpauschale"}
    assert helped.update == intake.update  # a guess is not the client's choice: nothing taken
    assert helped.unknown == ()
    assert [(w.outcome, w.items, w.by_llm) for w in helped.wishes] == [
        ("choose", (("Technikpauschale", "product"),), True)
    ]
    prompt = llm.requests[-1].messages[-1]["content"]
    assert "12 March" not in prompt and "30 people" not in prompt  # only wishes and catalog


@pytest.mark.django_db
def test_without_an_llm_the_lexicon_alone_decides(demo_venue, server, settings):
    settings.FACTLOCK = {**settings.FACTLOCK, "VERBALIZER_BACKEND": "template"}
    intake = message_read(text=MESSAGE, received_on=RECEIVED.date(), catalog=intake_catalog())
    before = len(server.requests)

    helped, placement = wishes_help(intake)

    assert helped == intake
    assert placement.asked == 0
    assert len(server.requests) == before
    assert [name.written for name in helped.unknown] == ["photo booth"]


@pytest.mark.django_db
def test_the_chat_offers_the_llms_choice_asks_and_marks_the_turn_understood(demo_venue, llm):
    from rest_framework.test import APIClient

    llm.script(_answer(("photo booth", "Technikpauschale")), "faithful")

    response = APIClient().post("/api/v1/chat", {"message": MESSAGE}, format="json")

    body = response.json()
    assert response.status_code == 200
    assert body["request"]["products"] == []  # offered, not taken
    assert "For the photo booth you mentioned, we could offer:" in body["reply"]
    assert "- Technikpauschale" in body["reply"] and "Shall we note it?" in body["reply"]
    assert body["verification"]["ok"] is True
    reply = Reply.objects.latest("id")
    assert reply.not_understood is False
    assert reply.turn["wishes"][0]["by_llm"] is True
    assert reply.turn["wishes"][0]["outcome"] == "choose"


@pytest.mark.django_db
def test_the_client_naming_the_offered_item_takes_it_and_it_is_not_offered_again(demo_venue, llm):
    from rest_framework.test import APIClient

    client = APIClient()
    llm.script(_answer(("photo booth", "Technikpauschale")), "faithful")
    first = client.post("/api/v1/chat", {"message": MESSAGE}, format="json").json()
    llm.script("faithful")

    second = client.post(
        "/api/v1/chat",
        {"conversation": first["conversation"], "message": "Yes, the Technikpauschale."},
        format="json",
    ).json()

    assert second["request"]["products"] == ["Technikpauschale"]
    assert "Shall we note it?" not in second["reply"]


@pytest.mark.django_db
def test_the_client_declining_the_offered_item_is_not_asked_again(demo_venue, llm):
    from rest_framework.test import APIClient

    client = APIClient()
    llm.script(_answer(("photo booth", "Technikpauschale")), "faithful")
    first = client.post("/api/v1/chat", {"message": MESSAGE}, format="json").json()
    llm.script("faithful")

    second = client.post(
        "/api/v1/chat",
        {"conversation": first["conversation"], "message": "No Technikpauschale, thanks."},
        format="json",
    ).json()

    assert second["request"]["products"] == []
    assert "Shall we note it?" not in second["reply"]
