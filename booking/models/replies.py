"""Conversations with clients, and the audit trail of every reply Factlock sent."""

import uuid

from django.db import models


class Conversation(models.Model):
    """One client's exchange; it keeps the booking request as it fills in across messages."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    locale = models.CharField(max_length=2, blank=True)
    request = models.JSONField(default=dict, help_text="The booking request as understood so far.")
    pending = models.JSONField(
        default=dict,
        blank=True,
        help_text="What the last reply left open: wishes to choose an item for, the waiting list.",
    )
    reading = models.JSONField(
        default=dict,
        blank=True,
        help_text="What the client's messages said that later turns need (a hold asked for, "
        "the name and e-mail address given), kept turn by turn.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        return f"Conversation {self.id} ({self.locale or '?'})"


class Message(models.Model):
    class Author(models.TextChoices):
        CLIENT = "client", "client"
        VENUE = "venue", "venue"

    conversation = models.ForeignKey(
        Conversation, on_delete=models.CASCADE, related_name="messages"
    )
    author = models.CharField(max_length=8, choices=Author.choices)
    text = models.TextField()
    reply = models.ForeignKey(
        "Reply",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="messages",
        help_text="The reply this message was written for, or answers with.",
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at", "id"]
        constraints = [
            # A reply composed twice (a task delivered twice) records its exchange once.
            models.UniqueConstraint(fields=["reply", "author"], name="message_once_per_reply"),
        ]

    def __str__(self) -> str:
        return f"{self.author}: {self.text[:60]}"


class Reply(models.Model):
    """The audit record of one reply: every stage from draft to the text that was sent."""

    class Category(models.TextChoices):
        NONE = "", "—"
        EXTRACTION_ERROR = "EXTRACTION ERROR", "[EXTRACTION ERROR]"
        DATA_ERROR = "DATA ERROR", "[DATA ERROR]"
        SYSTEM_FALLBACK = "SYSTEM FALLBACK", "[SYSTEM FALLBACK]"

    class Status(models.TextChoices):
        PENDING = "pending", "pending"  # queued as a task, not composed yet
        READY = "ready", "ready"  # composed and verified, waiting to be sent
        SENT = "sent", "sent"
        FAILED = "failed", "failed"

    conversation = models.ForeignKey(
        Conversation, null=True, blank=True, on_delete=models.SET_NULL, related_name="replies"
    )
    request_id = models.CharField(max_length=64, blank=True, db_index=True)
    channel = models.CharField(max_length=16, default="chat")
    api_key = models.CharField(
        max_length=100,
        blank=True,
        default="",
        help_text="The API key's name that asked for it (the proxy), or empty.",
    )
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.SENT)
    lang = models.CharField(max_length=2)
    client_message = models.TextField(blank=True)
    booking_request = models.JSONField(default=dict)
    facts = models.JSONField(default=dict)
    plan = models.JSONField(
        default=dict,
        blank=True,
        help_text="The reply plan the draft was rendered from (verbalizer.plan_json): with the "
        "model's answers it replays the reply without the database.",
    )
    draft = models.TextField(blank=True, help_text="The template's text.")
    llm_request = models.JSONField(default=list, blank=True)
    llm_response = models.JSONField(default=list, blank=True)
    restored = models.TextField(blank=True, help_text="The LLM's text with the markers restored.")
    markers = models.JSONField(default=dict, blank=True)
    issues = models.JSONField(default=list, blank=True)
    final_text = models.TextField(blank=True)
    ok = models.BooleanField(default=True, help_text="The rephrasing needed no correction.")
    corrected = models.BooleanField(default=False)
    fallback = models.BooleanField(default=False)
    retries = models.PositiveSmallIntegerField(default=0)
    category = models.CharField(max_length=20, choices=Category.choices, blank=True, default="")
    model = models.CharField(max_length=200, blank=True)
    timings = models.JSONField(default=dict, blank=True, help_text="Milliseconds per stage.")
    error = models.TextField(blank=True)
    not_understood = models.BooleanField(
        default=False,
        help_text="The chat read nothing in the message, or a value or name it could not use, "
        "and asked back.",
    )
    turn = models.JSONField(
        default=dict,
        blank=True,
        help_text="What the chat made of the message: what it asked back, and each room of the "
        "venue, offered or not, with why.",
    )
    created_at = models.DateTimeField(auto_now_add=True, db_index=True)
    queued_at = models.DateTimeField(
        null=True, blank=True, help_text="When its compose task was last handed to the broker."
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        verbose_name_plural = "replies"
        indexes = [models.Index(fields=["status", "queued_at"], name="reply_status_queued_at")]

    def __str__(self) -> str:
        return f"Reply {self.pk} ({self.lang}, {self.created_at:%Y-%m-%d %H:%M})"
