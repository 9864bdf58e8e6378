import pytest

from booking.models import Client
from booking.services.clients import client_get_or_create

pytestmark = pytest.mark.django_db


def test_finds_an_existing_client_by_email_ignoring_case(client_record):
    found = client_get_or_create(name="L. Meier", email="LAURA.MEIER@alpenbank.example")

    assert found == client_record
    assert found.name == "Laura Meier"
    assert Client.objects.count() == 1


def test_creates_a_new_client():
    created = client_get_or_create(name="Marco Rossi", email="m.rossi@ticino-tech.example")

    assert Client.objects.get().pk == created.pk
