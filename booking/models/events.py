"""Clients and the events they book."""

from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import F, Q
from django.db.models.functions import Lower

from booking.bounds import DATE_OUT_OF_RANGE, date_out_of_range

from .catalog import Product, Room

END_NOT_AFTER_START = "Must be after the start time."
OPTION_PAST_EVENT = "An option cannot hold the room past the day of the event."
PARTICIPANTS_MAX = 100_000


class Client(models.Model):
    name = models.CharField(max_length=200)
    email = models.EmailField()
    company = models.CharField(max_length=200, blank=True)
    from_chat = models.BooleanField(
        default=False,
        help_text=(
            "Typed in the chat: nobody has checked that the writer owns this e-mail address. "
            "Staff merge it with the client's record, or clear this when it is a new client."
        ),
    )

    class Meta:
        ordering = ["name"]
        constraints = [
            # Records typed in the chat may repeat an e-mail address: they never take over a
            # client's record (see booking.services.clients.client_from_chat).
            models.UniqueConstraint(
                Lower("email"),
                condition=Q(from_chat=False),
                name="client_email_unique_ignoring_case",
                violation_error_message="A client with this email already exists.",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.name} ({self.company})" if self.company else self.name


class Event(models.Model):
    """A booking of one room on one day, from an inquiry (lead) to confirmed or cancelled.

    Options and confirmed events hold their room: no other option or confirmed event of that room
    may overlap them. Leads and cancelled events hold nothing.
    """

    class Status(models.TextChoices):
        LEAD = "lead", "lead"
        OPTION = "option", "option"
        CONFIRMED = "confirmed", "confirmed"
        CANCELLED = "cancelled", "cancelled"

    HOLDING_STATUSES = (Status.OPTION, Status.CONFIRMED)

    client = models.ForeignKey(Client, on_delete=models.PROTECT, related_name="events")
    room = models.ForeignKey(Room, on_delete=models.PROTECT, related_name="events")
    date = models.DateField()
    start_time = models.TimeField()
    end_time = models.TimeField()
    participants = models.PositiveIntegerField(
        validators=[MinValueValidator(1), MaxValueValidator(PARTICIPANTS_MAX)]
    )
    products = models.ManyToManyField(
        Product, through="EventProduct", blank=True, related_name="events"
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.LEAD)
    notes = models.TextField(blank=True)
    # Held from the chat: the conversation (the inspector shows it), what the client wished in
    # their own words and what each wish was read as, the client's last message, and whether
    # staff have looked at it yet (the admin flags new ones).
    conversation = models.ForeignKey(
        "booking.Conversation",
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="events",
        help_text="The chat conversation this event was held from.",
    )
    wishes = models.JSONField(
        default=list,
        blank=True,
        help_text="The client's wishes in their words and what each was read as.",
    )
    client_message = models.TextField(blank=True, help_text="The client's last chat message.")
    seen_by_staff = models.BooleanField(
        default=True, help_text="Unchecked for a hold from the chat that staff have not opened."
    )
    # An option holds its room to the end of this day (the venue's time zone); then it is
    # released (booking.services.options). Empty: held until staff confirm or cancel it.
    option_until = models.DateField(
        null=True,
        blank=True,
        help_text="An option holds its room to the end of this day, then it is released.",
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["date", "start_time"]
        indexes = [models.Index(fields=["room", "date"], name="event_room_date")]
        constraints = [
            models.CheckConstraint(
                condition=Q(end_time__gt=F("start_time")),
                name="event_end_after_start",
                violation_error_message=END_NOT_AFTER_START,
            ),
            models.CheckConstraint(
                condition=Q(participants__gte=1), name="event_participants_at_least_one"
            ),
            models.CheckConstraint(
                condition=Q(status__in=["lead", "option", "confirmed", "cancelled"]),
                name="event_status_known",
            ),
        ]

    def __str__(self) -> str:
        return (
            f"{self.room} {self.date:%Y-%m-%d} {self.start_time:%H:%M}–{self.end_time:%H:%M} "
            f"({self.get_status_display()})"
        )

    @property
    def holds_room(self) -> bool:
        return self.status in self.HOLDING_STATUSES

    def clean(self) -> None:
        super().clean()
        if date_out_of_range(self.date):
            raise ValidationError({"date": DATE_OUT_OF_RANGE})
        if self.start_time and self.end_time and self.end_time <= self.start_time:
            raise ValidationError({"end_time": END_NOT_AFTER_START})
        if self.option_until and self.date and self.option_until > self.date:
            raise ValidationError({"option_until": OPTION_PAST_EVENT})


class EventProduct(models.Model):
    """A product ordered for an event. Products in use cannot be deleted."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE)
    product = models.ForeignKey(Product, on_delete=models.PROTECT)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["event", "product"], name="eventproduct_once"),
        ]
