"""Clients are found by email (ignoring case) so repeat inquiries share one record."""

from django.db import IntegrityError, transaction

from booking.models import Client


def _client_by_email(email: str) -> Client | None:
    return Client.objects.filter(email__iexact=email).first()


def client_get_or_create(*, name: str, email: str, company: str = "") -> Client:
    """The existing client with this email, or a new one. An existing client is not changed."""
    existing = _client_by_email(email)
    if existing is not None:
        return existing
    client = Client(name=name, email=email, company=company)
    client.full_clean()
    try:
        with transaction.atomic():
            client.save()
    except IntegrityError:
        # Another request created the same client between the lookup and the insert.
        existing = _client_by_email(email)
        if existing is None:
            raise
        return existing
    return client


def client_from_chat(*, name: str, email: str) -> Client:
    """A new record for a name and e-mail address typed in the chat, marked `from_chat` for
    staff to merge: anyone can type any address, so it never attaches to, or changes, the record
    of the client who owns it."""
    client = Client(name=name, email=email, from_chat=True)
    client.full_clean()
    client.save()
    return client


@transaction.atomic
def client_save(*, client: Client) -> Client:
    """Stores a client as staff filled it in (the admin, new or changed)."""
    client.full_clean()
    client.save()
    return client


@transaction.atomic
def client_delete(*, client: Client) -> None:
    """Deletes a client no event refers to (events protect their client)."""
    client.delete()
