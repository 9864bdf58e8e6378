"""Deleting audit records (conversations with their messages and replies, single replies): what a
superuser may do in the admin. The services that handle messages write them; nothing changes them."""

from django.db import transaction

from booking.models import Conversation, Reply


@transaction.atomic
def conversation_delete(*, conversation: Conversation) -> None:
    conversation.delete()


@transaction.atomic
def reply_delete(*, reply: Reply) -> None:
    reply.delete()
