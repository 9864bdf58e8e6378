"""A change to the catalog or the bookings re-verifies the replies waiting to be sent.

A catalog change also drops cached rephrasings. The re-verification starts once per transaction,
however many rows it changes (loading the demo venue saves hundreds), after the commit, and is
told which rooms, products and features were renamed: a waiting reply's booking request holds
names, and a renamed room stays asked for. A booking that is placed, moved, confirmed or cancelled
changes what is free on its day: only the replies for the days it touched are verified again,
unless the catalog changed in the same transaction.
"""

from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_save

from booking.models import Alias, Event, Feature, Product, Room, RoomRate, Venue
from booking.services.conversations import conversations_rename
from booking.services.rephrase_cache import catalog_version_bump

CATALOG_MODELS = (Room, RoomRate, Feature, Product, Alias)
NAMED_MODELS = {Room: "room", Product: "product", Feature: "feature"}


class WaitingRepliesReverify:
    """The on-commit callback of one transaction: starts the task with the renames it saw and
    the days whose bookings changed (all days once the catalog changed)."""

    def __init__(self) -> None:
        self.renames: list[list[str]] = []
        self.every_day = False
        self.days: set[str] = set()

    def __call__(self) -> None:
        from booking.tasks import replies_waiting_reverify_task

        days = None if self.every_day else sorted(self.days)
        replies_waiting_reverify_task.delay(renames=self.renames, days=days)


def _stored_value(sender, instance, field: str, raw: bool) -> object:
    """The value of `field` as the database holds it, before this save; None for a new row."""
    if instance.pk is None or raw:
        return None
    return sender.objects.filter(pk=instance.pk).values_list(field, flat=True).first()


def name_remember(sender, instance, raw: bool = False, **_: object) -> None:
    """Before a save, keeps the stored name, so that after it a rename can be told."""
    instance._name_stored = _stored_value(sender, instance, "name", raw)


def catalog_saved(sender, instance, **_: object) -> None:
    stored = getattr(instance, "_name_stored", None)
    if sender in NAMED_MODELS and stored is not None and stored != instance.name:
        conversations_rename(kind=NAMED_MODELS[sender], old=stored, new=instance.name)
        catalog_changed(rename=[NAMED_MODELS[sender], stored, instance.name])
    else:
        catalog_changed()


def catalog_changed(rename: list[str] | None = None, **_: object) -> None:
    catalog_version_bump()
    reverify = _reverify_scheduled()
    reverify.every_day = True
    if rename:
        reverify.renames.append(rename)


def venue_saved(**_: object) -> None:
    catalog_version_bump()


def event_day_remember(sender, instance, raw: bool = False, **_: object) -> None:
    """Before a save, keeps the stored day, so that a booking moved to another day frees it."""
    instance._date_stored = _stored_value(sender, instance, "date", raw)


def event_changed(sender, instance, **_: object) -> None:
    days = {instance.date, getattr(instance, "_date_stored", None)} - {None}
    _reverify_scheduled().days.update(day.isoformat() for day in days)


def _reverify_scheduled() -> WaitingRepliesReverify:
    """This transaction's re-verification, scheduled for after the commit on first use."""
    for _, callback, _ in transaction.get_connection().run_on_commit:
        if isinstance(callback, WaitingRepliesReverify):
            return callback
    reverify = WaitingRepliesReverify()
    # robust: the change is committed by then, and a broker that is down must not turn it into
    # an error page; the failure is logged.
    transaction.on_commit(reverify, robust=True)
    return reverify


def connect() -> None:
    for named in NAMED_MODELS:
        pre_save.connect(name_remember, sender=named, dispatch_uid=f"catalog-name-{named.__name__}")
    for model in CATALOG_MODELS:
        post_save.connect(
            catalog_saved, sender=model, dispatch_uid=f"catalog-save-{model.__name__}"
        )
        post_delete.connect(
            catalog_changed, sender=model, dispatch_uid=f"catalog-delete-{model.__name__}"
        )
    m2m_changed.connect(
        catalog_changed, sender=Room.features.through, dispatch_uid="catalog-room-features"
    )
    # The venue's own name and contacts: read by verify, no reply's booking depends on them.
    post_save.connect(venue_saved, sender=Venue, dispatch_uid="catalog-venue")
    pre_save.connect(event_day_remember, sender=Event, dispatch_uid="event-day")
    post_save.connect(event_changed, sender=Event, dispatch_uid="event-save")
    post_delete.connect(event_changed, sender=Event, dispatch_uid="event-delete")
