"""The conversation's reading, kept turn by turn; filled for the conversations there are from
their client messages, read once here."""

from django.db import migrations, models


def _fill(apps, schema_editor):
    from booking.services.intake.cues import MessageWords
    from booking.services.intake.hold import asks_to_hold, contact_stated

    conversation_model = apps.get_model("booking", "Conversation")
    message_model = apps.get_model("booking", "Message")
    for conversation in conversation_model.objects.iterator():
        texts = (
            message_model.objects.filter(conversation=conversation, author="client")
            .order_by("pk")
            .values_list("text", flat=True)
        )
        reading = {"messages": 0, "hold_asked": False, "name": "", "email": ""}
        for index, text in enumerate(texts):
            words = MessageWords(text)
            contact = contact_stated(words)
            reading["hold_asked"] = reading["hold_asked"] or (index > 0 and asks_to_hold(words))
            reading["name"] = contact.name or reading["name"]
            reading["email"] = contact.email or reading["email"]
            reading["messages"] = index + 1
        if reading["messages"]:
            conversation.reading = reading
            conversation.save(update_fields=["reading"])


class Migration(migrations.Migration):
    dependencies = [
        ("booking", "0011_option_expiry"),
    ]

    operations = [
        migrations.AddField(
            model_name="conversation",
            name="reading",
            field=models.JSONField(
                blank=True,
                default=dict,
                help_text="What the client's messages said that later turns need (a hold asked "
                "for, the name and e-mail address given), kept turn by turn.",
            ),
        ),
        migrations.RunPython(_fill, migrations.RunPython.noop),
    ]
