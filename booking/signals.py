"""A change to the catalog drops cached rephrasings and re-verifies replies waiting to be sent.

The re-verification starts once per transaction, however many rows it changes (loading the demo
venue saves hundreds), after the commit, and is told which rooms, products and features were
renamed: a waiting reply's booking request holds names, and a renamed room stays asked for.
"""

from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_save

from booking.models import Alias, Feature, Product, Room, RoomRate
from booking.services.conversations import conversations_rename
from booking.services.rephrase_cache import catalog_version_bump

CATALOG_MODELS = (Room, RoomRate, Feature, Product, Alias)
NAMED_MODELS = {Room: "room", Product: "product", Feature: "feature"}


class WaitingRepliesReverify:
    """The on-commit callback of one transaction: starts the task with the renames it saw."""

    def __init__(self) -> None:
        self.renames: list[list[str]] = []

    def __call__(self) -> None:
        from booking.tasks import replies_waiting_reverify_task

        replies_waiting_reverify_task.delay(renames=self.renames)


def name_remember(sender, instance, raw: bool = False, **_: object) -> None:
    """Before a save, keeps the stored name, so that after it a rename can be told."""
    stored = None
    if instance.pk is not None and not raw:
        stored = sender.objects.filter(pk=instance.pk).values_list("name", flat=True).first()
    instance._name_stored = stored


def catalog_saved(sender, instance, **_: object) -> None:
    stored = getattr(instance, "_name_stored", None)
    renamed = sender in NAMED_MODELS and stored is not None and stored != instance.name
    if renamed:
        conversations_rename(kind=NAMED_MODELS[sender], old=stored, new=instance.name)
    catalog_changed(rename=[NAMED_MODELS[sender], stored, instance.name] if renamed else None)


def catalog_changed(rename: list[str] | None = None, **_: object) -> None:
    catalog_version_bump()
    reverify = _reverify_pending()
    starting = reverify is None
    if starting:
        reverify = WaitingRepliesReverify()
    if rename:
        reverify.renames.append(rename)
    if starting:
        # robust: the change is committed by then, and a broker that is down must not turn it
        # into an error page; the failure is logged.
        transaction.on_commit(reverify, robust=True)


def _reverify_pending() -> WaitingRepliesReverify | None:
    for _, callback, _ in transaction.get_connection().run_on_commit:
        if isinstance(callback, WaitingRepliesReverify):
            return callback
    return None


def connect() -> None:
    for model in NAMED_MODELS:
        pre_save.connect(name_remember, sender=model, dispatch_uid=f"catalog-name-{model.__name__}")
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
