"""One chat turn: the venue's day a message arrived on, and the conversation's reading kept turn
by turn instead of every earlier message read again."""

import datetime as dt
import importlib

import pytest
from django.apps import apps as django_apps
from django.utils import timezone

from booking.models import Conversation, Event, Message
from booking.services.chat import chat_message_handle, venue_day
from booking.services.chat_hold import NOTE
from booking.services.intake.cues import MessageWords
from booking.services.intake.hold import asks_to_hold, contact_stated
from booking.services.intake.turn import ConversationReading
from verbalizer.plan_json import plan_from_json
from verbalizer.template import render


def test_the_day_received_is_the_venues_day():
    late_in_utc = dt.datetime(2027, 3, 8, 23, 30, tzinfo=dt.UTC)  # 00:30 on 9 March in Zurich

    assert venue_day(late_in_utc) == dt.date(2027, 3, 9)


def test_a_naive_time_received_is_taken_as_venue_time():
    assert venue_day(dt.datetime(2027, 3, 9, 23, 30)) == dt.date(2027, 3, 9)


# A conversation whose later turns need what earlier ones said: a first "book" that asks what is
# free, a name alone, an address alone, then a hold asked for.
TURNS = (
    "Could you book a room for 30 people on 8 August {year} from 18:00 to 22:00?",
    "My name is Laura Meier.",
    "What about the Salon Rose?",
    "You can reach me at laura.meier@example.ch",
    "Please reserve the Salon Rose for us.",
)


def rereading(texts: list[str]) -> ConversationReading:
    """What the chat read before the reading was kept: every earlier client message again."""
    words = [MessageWords(text) for text in texts]
    contacts = [contact_stated(each) for each in reversed(words)]
    return ConversationReading(
        messages=len(texts),
        hold_asked=any(asks_to_hold(each) for each in words[1:]),
        name=next((contact.name for contact in contacts if contact.name), ""),
        email=next((contact.email for contact in contacts if contact.email), ""),
    )


@pytest.mark.django_db
def test_a_turn_reads_only_its_own_message_and_keeps_what_rereading_found(demo_venue, monkeypatch):
    read: list[str] = []
    constructor = MessageWords.__init__

    def recording(self, text):
        read.append(text)
        constructor(self, text)

    monkeypatch.setattr(MessageWords, "__init__", recording)
    year = timezone.localdate().year + 1
    texts = [turn.format(year=year) for turn in TURNS]
    conversation_id = None
    for index, text in enumerate(texts):
        read.clear()
        turn = chat_message_handle(text=text, locale="en", conversation_id=conversation_id)
        conversation_id = turn.conversation.pk
        earlier = set(texts[:index])

        assert read and not earlier & set(read)  # no earlier message is read again
        assert all(len(each) == len(text) for each in read)  # only this one, blanked in places
        conversation = Conversation.objects.get(pk=conversation_id)
        assert ConversationReading.from_dict(conversation.reading) == rereading(texts[: index + 1])
    assert rereading(texts) == ConversationReading(
        messages=5, hold_asked=True, name="Laura Meier", email="laura.meier@example.ch"
    )
    assert Event.objects.filter(notes=NOTE.format(id=conversation_id)).exists()


@pytest.mark.django_db
def test_the_migration_fills_the_reading_of_the_conversations_there_are():
    fill = importlib.import_module("booking.migrations.0012_conversation_reading")._fill
    conversation = Conversation.objects.create()
    texts = [turn.format(year=2027) for turn in TURNS]
    for text in texts:
        Message.objects.create(conversation=conversation, author=Message.Author.CLIENT, text=text)
    Message.objects.create(conversation=conversation, author=Message.Author.VENUE, text="Hello")
    empty = Conversation.objects.create()

    fill(django_apps, None)

    conversation.refresh_from_db()
    empty.refresh_from_db()
    assert ConversationReading.from_dict(conversation.reading) == ConversationReading(
        messages=5, hold_asked=True, name="Laura Meier", email="laura.meier@example.ch"
    )
    assert empty.reading == {}


@pytest.mark.django_db
def test_every_reply_keeps_the_plan_its_draft_was_rendered_from(demo_venue):
    """The audit holds the plan: with the model's answers it replays a reply without the database
    (a hold, a name, an address and a changed group size all change the plan turn by turn)."""
    year = timezone.localdate().year + 1
    conversation_id = None
    for text in (*TURNS, "We will be 35 people after all."):
        turn = chat_message_handle(
            text=text.format(year=year), locale="en", conversation_id=conversation_id
        )
        conversation_id = turn.conversation.pk
        reply = turn.reply

        assert reply.plan["lang"] == "en"
        assert render(plan_from_json(reply.plan)) == reply.draft
    assert reply.plan["participants"] == 35
