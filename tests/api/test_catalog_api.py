import pytest

from booking.models import Alias, Feature, Product, Room
from tests.booking.factories import days_ahead, make_event

pytestmark = pytest.mark.django_db


def test_anyone_lists_rooms_with_features_rates_and_aliases(api_client, venue):
    room = venue["room"]
    projector = Feature.objects.create(name="projector")
    room.features.add(projector)
    Alias.objects.create(text="Rose Salon", lang="en", room=room)

    response = api_client.get("/api/v1/rooms/")

    assert response.status_code == 200
    assert response.json() == [
        {
            "id": room.pk,
            "name": "Salon Rose",
            "description": "",
            "capacity_min": 10,
            "capacity_max": 60,
            "features": [{"id": projector.pk, "name": "projector"}],
            "rates": [
                {
                    "kind": "half_day",
                    "price": "800.00",
                    "covers_from": "07:00",
                    "covers_until": "18:00",
                    "max_hours": "5.0",
                },
                {
                    "kind": "evening",
                    "price": "1200.00",
                    "covers_from": "17:00",
                    "covers_until": "23:59",
                    "max_hours": None,
                },
                {
                    "kind": "full_day",
                    "price": "1400.00",
                    "covers_from": "07:00",
                    "covers_until": "23:59",
                    "max_hours": None,
                },
            ],
            "aliases": [{"text": "Rose Salon", "lang": "en"}],
        }
    ]


def test_anyone_reads_products_and_features(api_client, venue):
    Alias.objects.create(text="coffee break", lang="en", product=venue["kaffeepause"])

    products = api_client.get("/api/v1/products/").json()
    one = api_client.get(f"/api/v1/products/{venue['kaffeepause'].pk}/").json()

    assert [(p["name"], p["price"], p["pricing"]) for p in products] == [
        ("Apéro Package", "24.50", "per_person"),
        ("Kaffeepause", "9.80", "per_person"),
        ("Technikpauschale", "350.00", "flat"),
    ]
    assert one["aliases"] == [{"text": "coffee break", "lang": "en"}]
    assert api_client.get("/api/v1/features/").json() == []


def test_unknown_ids_are_404_with_a_message(api_client, venue):
    response = api_client.get("/api/v1/rooms/999999/")

    assert response.status_code == 404
    assert response.json() == {"message": "Not found.", "extra": {}}


@pytest.mark.parametrize(
    "method,url",
    [("post", "/api/v1/rooms/"), ("post", "/api/v1/features/"), ("post", "/api/v1/products/")],
)
def test_only_staff_write(api_client, member_client, method, url):
    anonymous = getattr(api_client, method)(url, {"name": "X"}, format="json")
    member = getattr(member_client, method)(url, {"name": "X"}, format="json")

    assert anonymous.status_code == 401
    assert anonymous.json()["message"] == "Authentication credentials were not provided."
    assert member.status_code == 403


def test_staff_create_a_room_with_rates(staff_client, db):
    projector = Feature.objects.create(name="projector")
    body = {
        "name": "Seesicht",
        "capacity_min": 4,
        "capacity_max": 20,
        "features": [projector.pk],
        "rates": [
            {
                "kind": "half_day",
                "price": "550.00",
                "covers_from": "07:00",
                "covers_until": "18:00",
                "max_hours": "5",
            },
            {
                "kind": "full_day",
                "price": "950.00",
                "covers_from": "07:00",
                "covers_until": "23:59",
            },
        ],
    }

    response = staff_client.post("/api/v1/rooms/", body, format="json")

    assert response.status_code == 201, response.json()
    room = Room.objects.get(name="Seesicht")
    assert response.json()["id"] == room.pk
    assert sorted(room.rates.values_list("kind", flat=True)) == ["full_day", "half_day"]
    assert [f["name"] for f in response.json()["features"]] == ["projector"]


@pytest.mark.parametrize(
    "body,field",
    [
        ({"name": " Seesicht", "capacity_max": 20}, "name"),
        ({"name": "Seesicht {{1}}", "capacity_max": 20}, "name"),
        ({"name": "salon rose", "capacity_max": 20}, "name"),
        ({"name": "Seesicht", "capacity_max": -1}, "capacity_max"),
        ({"name": "Seesicht", "capacity_min": 30, "capacity_max": 20}, "capacity_max"),
        ({"name": "Seesicht", "capacity_max": "many"}, "capacity_max"),
        ({"name": "Seesicht", "capacity_max": 20, "features": [424242]}, "features"),
        (
            {"name": "Seesicht", "capacity_max": 20, "rates": [{"kind": "weekly", "price": "1"}]},
            "rates",
        ),
        (
            {"name": "Seesicht", "capacity_max": 20, "rates": [{"kind": "evening", "price": "-1"}]},
            "rates",
        ),
        (
            {
                "name": "Seesicht",
                "capacity_max": 20,
                "rates": [{"kind": "evening", "price": "1"}, {"kind": "evening", "price": "2"}],
            },
            "rates",
        ),
        ({"name": "x" * 201, "capacity_max": 20}, "name"),
    ],
)
def test_staff_get_field_errors_for_a_bad_room(staff_client, venue, body, field):
    response = staff_client.post("/api/v1/rooms/", body, format="json")

    assert response.status_code == 400, response.json()
    assert list(response.json()["extra"]["fields"]) == [field]
    assert Room.objects.count() == 1


def test_staff_change_a_price(staff_client, venue):
    url = f"/api/v1/products/{venue['apero'].pk}/"

    response = staff_client.patch(url, {"price": "26.00"}, format="json")
    refused = staff_client.patch(url, {"price": "-26.00"}, format="json")

    assert response.status_code == 200
    assert response.json()["price"] == "26.00"
    assert refused.status_code == 400
    assert str(Product.objects.get(pk=venue["apero"].pk).price) == "26.00"


def test_staff_rename_a_feature_but_not_onto_another(staff_client, db):
    stage = Feature.objects.create(name="stage")
    Feature.objects.create(name="projector")

    renamed = staff_client.patch(f"/api/v1/features/{stage.pk}/", {"name": "Stage"}, format="json")
    clash = staff_client.patch(
        f"/api/v1/features/{stage.pk}/", {"name": "PROJECTOR"}, format="json"
    )

    assert renamed.json()["name"] == "Stage"
    assert clash.status_code == 400
    assert clash.json()["extra"]["fields"]["name"] == [
        "Feature “PROJECTOR” already exists (names are compared ignoring case)."
    ]


def test_deleting_a_room_with_events_is_a_conflict(staff_client, venue):
    make_event(room=venue["room"], status="confirmed", date=days_ahead(5))

    response = staff_client.delete(f"/api/v1/rooms/{venue['room'].pk}/")

    assert response.status_code == 409
    assert (
        response.json()["message"] == "Salon Rose is used by existing events and cannot be deleted."
    )


def test_deleting_an_unused_feature(staff_client, db):
    feature = Feature.objects.create(name="flipchart")

    response = staff_client.delete(f"/api/v1/features/{feature.pk}/")

    assert response.status_code == 204
    assert not Feature.objects.exists()
