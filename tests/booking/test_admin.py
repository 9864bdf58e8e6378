from decimal import Decimal

import pytest

from booking.models import Event, Feature, Room
from tests.booking.factories import days_ahead, make_client, make_event, make_room

pytestmark = pytest.mark.django_db

NO_INLINE_ROWS = {
    f"{prefix}-{key}": value
    for prefix in ("rates", "aliases")
    for key, value in (("TOTAL_FORMS", "0"), ("INITIAL_FORMS", "0"), ("MAX_NUM_FORMS", "1000"))
}


def room_form(name: str, **fields) -> dict:
    return (
        {"name": name, "description": "", "capacity_min": "4", "capacity_max": "16"}
        | NO_INLINE_ROWS
        | fields
    )


def test_staff_add_a_room_with_an_alias(admin_client):
    data = room_form("Atelier") | {
        "aliases-TOTAL_FORMS": "1",
        "aliases-0-text": "Workshop",
        "aliases-0-lang": "en",
    }

    response = admin_client.post("/admin/booking/room/add/", data)

    assert response.status_code == 302
    assert list(Room.objects.get(name="Atelier").aliases.values_list("text", flat=True)) == [
        "Workshop"
    ]


@pytest.mark.parametrize(
    "name,message",
    [
        (" Atelier", "Must not start or end with spaces."),
        ("Atelier ", "Must not start or end with spaces."),
        ("{{ROOM}}", "Must not contain marker syntax ({{ or }})."),
        ("salon rose", "already exists (names are compared ignoring case)"),
    ],
)
def test_admin_refuses_bad_names(admin_client, salon_rose, name, message):
    response = admin_client.post("/admin/booking/room/add/", room_form(name))

    assert response.status_code == 200
    assert message in response.content.decode()
    assert Room.objects.count() == 1


def test_admin_refuses_an_alias_that_is_a_canonical_name(admin_client, salon_rose):
    make_room("Atelier", capacity_min=4, capacity_max=16)
    data = room_form("Seesicht") | {"aliases-TOTAL_FORMS": "1", "aliases-0-text": "ATELIER"}

    response = admin_client.post("/admin/booking/room/add/", data)

    assert "is already the canonical name of a room" in response.content.decode()
    assert not Room.objects.filter(name="Seesicht").exists()


def test_event_list_filters_by_status_date_and_room(admin_client, salon_rose):
    atelier = make_room("Atelier", capacity_min=4, capacity_max=16)
    make_event(room=salon_rose, status="option", date=days_ahead(3), participants=33)
    make_event(room=atelier, status="confirmed", date=days_ahead(4), participants=11)

    by_status = admin_client.get("/admin/booking/event/", {"status__exact": "confirmed"})
    by_room = admin_client.get("/admin/booking/event/", {"room__id__exact": salon_rose.pk})
    by_date = admin_client.get("/admin/booking/event/", {"date": days_ahead(4).isoformat()})

    assert [event.participants for event in by_status.context["cl"].result_list] == [11]
    assert [event.participants for event in by_room.context["cl"].result_list] == [33]
    assert [event.participants for event in by_date.context["cl"].result_list] == [11]


def event_form(
    room, client, status="option", start="09:00", end="12:00", participants="20"
) -> dict:
    return {
        "client": client.pk,
        "room": room.pk,
        "date": days_ahead(8).isoformat(),
        "start_time": start,
        "end_time": end,
        "participants": participants,
        "status": status,
        "notes": "",
        "eventproduct_set-TOTAL_FORMS": "0",
        "eventproduct_set-INITIAL_FORMS": "0",
    }


def test_admin_refuses_an_overlapping_option(admin_client, salon_rose):
    client = make_client()
    make_event(
        room=salon_rose,
        status="confirmed",
        date=days_ahead(8),
        start="11:00",
        end="13:00",
        client=client,
    )

    refused = admin_client.post("/admin/booking/event/add/", event_form(salon_rose, client))
    as_lead = admin_client.post(
        "/admin/booking/event/add/", event_form(salon_rose, client, status="lead")
    )

    assert "Salon Rose is already booked" in refused.content.decode()
    assert as_lead.status_code == 302
    assert Event.objects.count() == 2


def test_admin_refuses_a_group_the_room_does_not_fit(admin_client, salon_rose):
    response = admin_client.post(
        "/admin/booking/event/add/", event_form(salon_rose, make_client(), participants="61")
    )

    assert "Salon Rose holds 10 to 60 participants." in response.content.decode()
    assert not Event.objects.exists()


def test_admin_actions_confirm_and_cancel_through_the_services(admin_client, salon_rose):
    option = make_event(room=salon_rose, status="option", date=days_ahead(8))
    cancelled = make_event(room=salon_rose, status="cancelled", date=days_ahead(9))

    admin_client.post(
        "/admin/booking/event/",
        {"action": "confirm_selected", "_selected_action": [option.pk, cancelled.pk]},
    )

    option.refresh_from_db()
    cancelled.refresh_from_db()
    assert (option.status, cancelled.status) == ("confirmed", "cancelled")


@pytest.mark.parametrize("model", ["room", "feature", "product", "client", "event"])
def test_admin_pages_render(admin_client, salon_rose, model):
    make_event(room=salon_rose, status="option", date=days_ahead(8))

    assert admin_client.get(f"/admin/booking/{model}/").status_code == 200
    assert admin_client.get(f"/admin/booking/{model}/add/").status_code == 200
    assert admin_client.get(f"/admin/booking/room/{salon_rose.pk}/change/").status_code == 200


@pytest.mark.parametrize(
    ("existing", "new", "alias", "confused_with"),
    [
        ("Seesicht", "Seeblick", "", "Seesicht"),  # one glossary group: "lake view"
        ("Salon Rose", "Salon Rosé", "", "Salon Rose"),  # a near spelling
        ("Salon Rose", "Bergblick", "Rose Salon", "Salon Rose"),  # an alias in other order
        ("Grosser Saal", "Kleiner Saal", "Grand Hall", "Grosser Saal"),  # alias translates it
    ],
)
def test_admin_warns_of_a_name_or_alias_confusable_with_another(
    admin_client, existing, new, alias, confused_with
):
    make_room(existing, capacity_min=4, capacity_max=60)
    data = room_form(new)
    if alias:
        data |= {"aliases-TOTAL_FORMS": "1", "aliases-0-text": alias, "aliases-0-lang": "en"}

    response = admin_client.post("/admin/booking/room/add/", data, follow=True)

    assert Room.objects.filter(name=new).exists()  # saved: a warning, not a refusal
    messages = [str(message) for message in response.context["messages"]]
    assert any(
        f"“{confused_with}”" in message and "may be read as" in message for message in messages
    ), messages


@pytest.mark.parametrize("new", ["Atelier", "Dachterrasse", "Punkt.Null", "Bergsicht"])
def test_admin_does_not_warn_of_distinct_names(admin_client, new):
    make_room("Salon Rose", capacity_min=4, capacity_max=60)
    make_room("Seesicht", capacity_min=4, capacity_max=20)

    response = admin_client.post("/admin/booking/room/add/", room_form(new), follow=True)

    messages = [str(message) for message in response.context["messages"]]
    assert not any("may be read as" in message for message in messages), messages


# --- every write through a service ----------------------------------------------------------


@pytest.mark.parametrize(
    ("model", "service"),
    [("room", "room_delete"), ("client", "client_delete"), ("event", "event_delete")],
)
def test_admin_deletes_through_the_services(admin_client, salon_rose, monkeypatch, model, service):
    import booking.admin as booking_admin

    event = make_event(room=salon_rose, status="lead", date=days_ahead(8))
    target = {"room": salon_rose, "client": event.client, "event": event}[model]
    target_pk = target.pk
    if model != "event":
        event.delete()  # an event protects its room and client
    real = getattr(booking_admin, service)
    deleted = []
    monkeypatch.setattr(
        booking_admin, service, lambda **kw: deleted.append((list(kw), kw[model].pk)) or real(**kw)
    )

    response = admin_client.post(f"/admin/booking/{model}/{target_pk}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert deleted == [([model], target_pk)]
    assert not type(target).objects.filter(pk=target_pk).exists()


def test_admin_saves_a_room_its_features_and_rates_through_the_services(
    admin_client, salon_rose, monkeypatch
):
    import booking.admin as booking_admin

    calls = []
    for name in ("room_save", "catalog_details_save"):
        real = getattr(booking_admin, name)
        monkeypatch.setattr(
            booking_admin, name, lambda real=real, name=name, **kw: calls.append(name) or real(**kw)
        )
    projector = Feature.objects.create(name="projector")
    rate = salon_rose.rates.get(kind="evening")
    form = {
        "name": "Salon Rose",
        "description": "",
        "capacity_min": "10",
        "capacity_max": "60",
        "features": [projector.pk],
        "rates-TOTAL_FORMS": "1",
        "rates-INITIAL_FORMS": "1",
        "rates-0-id": rate.pk,
        "rates-0-room": salon_rose.pk,
        "rates-0-kind": "evening",
        "rates-0-price": "1300.00",
        "rates-0-covers_from": "17:00",
        "rates-0-covers_until": "23:59",
        "rates-0-max_hours": "",
        "aliases-TOTAL_FORMS": "1",
        "aliases-INITIAL_FORMS": "0",
        "aliases-0-text": "Rosensaal",
        "aliases-0-lang": "de",
    }

    response = admin_client.post(f"/admin/booking/room/{salon_rose.pk}/change/", form)

    assert response.status_code == 302, response.content.decode()[:2000]
    assert calls == ["room_save", "catalog_details_save", "catalog_details_save"]
    assert list(salon_rose.features.all()) == [projector]
    assert salon_rose.rates.get(kind="evening").price == Decimal("1300.00")
    assert list(salon_rose.aliases.values_list("text", flat=True)) == ["Rosensaal"]
