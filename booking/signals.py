"""A change to the catalog drops cached rephrasings and re-verifies replies waiting to be sent."""

from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save

from booking.models import Alias, Feature, Product, Room, RoomRate
from booking.services.rephrase_cache import catalog_version_bump

CATALOG_MODELS = (Room, RoomRate, Feature, Product, Alias)


def _reverify_waiting_replies() -> None:
    from booking.tasks import replies_waiting_reverify_task

    replies_waiting_reverify_task.delay()


def catalog_changed(**_: object) -> None:
    catalog_version_bump()
    # Once per transaction, however many rows it changes (loading the demo venue saves hundreds).
    pending = transaction.get_connection().run_on_commit
    if not any(callback is _reverify_waiting_replies for _, callback, _ in pending):
        transaction.on_commit(_reverify_waiting_replies)


def connect() -> None:
    for model in CATALOG_MODELS:
        post_save.connect(catalog_changed, sender=model, dispatch_uid=f"catalog-save-{model.__name__}")
        post_delete.connect(
            catalog_changed, sender=model, dispatch_uid=f"catalog-delete-{model.__name__}"
        )
    m2m_changed.connect(
        catalog_changed, sender=Room.features.through, dispatch_uid="catalog-room-features"
    )
