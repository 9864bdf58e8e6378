"""Who may do what: the catalog is public to read only, events and queued replies are staff's,
and a signed-in browser session writes only with its CSRF token."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Permission
from django.test import Client as DjangoClient
from rest_framework.test import APIClient

from booking.models import Event, Feature, Product, Reply, Room
from tests.booking.factories import days_ahead, make_event, make_staff, permissions_grant

pytestmark = pytest.mark.django_db

PASSWORD = "a-long-password"
WRITES = ["post", "put", "patch", "delete"]


@pytest.fixture
def catalog(venue):
    return {
        "rooms": venue["room"],
        "features": Feature.objects.create(name="projector"),
        "products": venue["apero"],
    }


@pytest.fixture
def option(venue):
    return make_event(room=venue["room"], status=Event.Status.OPTION, date=days_ahead(40))


def catalog_state() -> tuple:
    return (
        list(Room.objects.values_list("name", "capacity_max").order_by("pk")),
        list(Feature.objects.values_list("name", "description").order_by("pk")),
        list(Product.objects.values_list("name", "price").order_by("pk")),
    )


def catalog_urls(catalog) -> list[str]:
    urls = []
    for kind, item in catalog.items():
        urls += [f"/api/v1/{kind}/", f"/api/v1/{kind}/{item.pk}/"]
    return urls


def write(client, method: str, url: str):
    return getattr(client, method)(url, {"name": "Hijacked", "capacity_max": 5}, format="json")


# --- the catalog: anyone reads, only staff write -------------------------------------------


def test_anyone_reads_the_catalog(api_client, catalog):
    for url in catalog_urls(catalog):
        assert api_client.get(url).status_code == 200, url


@pytest.mark.parametrize("method", WRITES)
@pytest.mark.parametrize(
    ("caller", "status", "challenge", "message"),
    [
        ("api_client", 401, "Token", "Authentication credentials were not provided."),
        ("member_client", 403, None, "You do not have permission to perform this action."),
    ],
    ids=["anonymous", "signed-in-non-staff"],
)
def test_only_staff_change_the_catalog(
    request, catalog, method, caller, status, challenge, message
):
    client = request.getfixturevalue(caller)
    before = catalog_state()

    for url in catalog_urls(catalog):
        response = write(client, method, url)
        assert response.status_code == status, (method, url)
        assert response.get("WWW-Authenticate") == challenge
        assert response.json()["message"] == message

    assert catalog_state() == before


def test_staff_change_the_catalog(staff_client, catalog):
    response = staff_client.patch(
        f"/api/v1/features/{catalog['features'].pk}/", {"description": "4K"}, format="json"
    )

    assert response.status_code == 200
    assert Feature.objects.get(pk=catalog["features"].pk).description == "4K"


# --- events and queued replies: staff only ---------------------------------------------------


def staff_operations(event_id: int, reply_id: int) -> list[tuple[str, str]]:
    return [
        ("get", "/api/v1/events/"),
        ("post", "/api/v1/events/"),
        ("get", f"/api/v1/events/{event_id}/"),
        ("post", f"/api/v1/events/{event_id}/confirm/"),
        ("post", f"/api/v1/events/{event_id}/cancel/"),
        ("post", "/api/v1/replies"),
        ("get", f"/api/v1/replies/{reply_id}/"),
    ]


@pytest.fixture
def queued_reply(db):
    return Reply.objects.create(channel="email", lang="en", client_message="Hello")


@pytest.mark.parametrize(
    "client_fixture,status",
    [("api_client", 401), ("member_client", 403)],
    ids=["anonymous", "member"],
)
def test_events_and_replies_refuse_all_but_staff(
    request, option, queued_reply, client_fixture, status
):
    client = request.getfixturevalue(client_fixture)
    for method, url in staff_operations(option.pk, queued_reply.pk):
        response = getattr(client, method)(url, {"message": "Hello"}, format="json")
        assert response.status_code == status, (method, url)
        assert set(response.json()) == {"message", "extra"}

    option.refresh_from_db()
    assert option.status == Event.Status.OPTION
    assert Event.objects.count() == 1
    assert Reply.objects.count() == 1


def test_staff_read_events(staff_client, option):
    response = staff_client.get(f"/api/v1/events/{option.pk}/")

    assert response.status_code == 200
    assert response.json()["status"] == "option"


def test_the_schema_lets_anonymous_callers_in_exactly_where_the_api_does(api_client, catalog):
    schema = api_client.get(
        "/api/v1/schema/", HTTP_ACCEPT="application/vnd.oai.openapi+json"
    ).json()
    for path, operations in schema["paths"].items():
        url = path.replace("{room_id}", str(catalog["rooms"].pk))
        url = url.replace("{feature_id}", str(catalog["features"].pk))
        url = url.replace("{product_id}", str(catalog["products"].pk))
        url = url.replace("{event_id}", "1").replace("{reply_id}", "1")
        for method, operation in operations.items():
            response = getattr(api_client, method)(url, {}, format="json")
            refused = response.status_code in (401, 403)
            assert refused != ({} in operation["security"]), (method, path, response.status_code)


# --- browser sessions and CSRF ---------------------------------------------------------------


@pytest.fixture
def staff_user(db):
    return make_staff("anna", password=PASSWORD, every=True)


def csrf_token_of(client) -> str:
    client.get("/admin/")  # a page with a form (the admin's sign-out) sets the CSRF cookie
    return client.cookies["csrftoken"].value


SESSION_WRITES = [
    ("/api/v1/features/", {"name": "stage lighting"}, 201),
    ("/api/v1/products/", {"name": "Brunch", "price": "38.00", "pricing": "per_person"}, 201),
]


@pytest.mark.parametrize("make_client", [APIClient, DjangoClient], ids=["drf", "django"])
@pytest.mark.parametrize("url,body,created", SESSION_WRITES, ids=["feature", "product"])
def test_a_session_write_needs_the_csrf_token(staff_user, make_client, url, body, created):
    browser = make_client(enforce_csrf_checks=True)
    assert browser.login(username="anna", password=PASSWORD)

    without = browser.post(url, body, content_type="application/json")
    assert without.status_code == 403
    assert without.json()["message"].startswith("CSRF Failed")

    token = csrf_token_of(browser)
    wrong = browser.post(url, body, content_type="application/json", HTTP_X_CSRFTOKEN="x" * 32)
    assert wrong.status_code == 403

    with_token = browser.post(url, body, content_type="application/json", HTTP_X_CSRFTOKEN=token)
    assert with_token.status_code == created, with_token.content


def test_a_session_confirm_without_the_token_changes_nothing(staff_user, option):
    browser = APIClient(enforce_csrf_checks=True)
    browser.login(username="anna", password=PASSWORD)

    assert browser.post(f"/api/v1/events/{option.pk}/confirm/").status_code == 403
    option.refresh_from_db()
    assert option.status == Event.Status.OPTION

    token = csrf_token_of(browser)
    response = browser.post(f"/api/v1/events/{option.pk}/confirm/", HTTP_X_CSRFTOKEN=token)
    assert response.status_code == 200
    assert response.json()["status"] == "confirmed"


def test_session_reads_need_no_token(staff_user, option):
    browser = DjangoClient(enforce_csrf_checks=True)
    browser.login(username="anna", password=PASSWORD)

    assert browser.get("/api/v1/events/").status_code == 200


def test_a_token_caller_needs_no_csrf_token(staff_user):
    from rest_framework.authtoken.models import Token

    client = APIClient(enforce_csrf_checks=True)
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=staff_user).key}")

    assert client.post("/api/v1/features/", {"name": "stage"}, format="json").status_code == 201


def test_a_signed_out_session_is_anonymous(staff_user):
    browser = APIClient(enforce_csrf_checks=True)
    browser.login(username="anna", password=PASSWORD)
    browser.logout()

    assert browser.get("/api/v1/events/").status_code == 401


# --- model permissions: staff need the permission of what they read or change ----------------


def token_client(user) -> APIClient:
    from rest_framework.authtoken.models import Token

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Token {Token.objects.create(user=user).key}")
    return client


def booking_body(venue) -> dict:
    return {
        "client": {"name": "Sophie Dubois", "email": "sophie@example.ch"},
        "room": venue["room"].pk,
        "date": days_ahead(60).isoformat(),
        "start_time": "18:00",
        "end_time": "22:00",
        "participants": 20,
    }


def guarded_operations(venue, catalog, option, reply) -> list[tuple[str, str, dict, str]]:
    """(method, url, body, the permission it needs) for every operation that needs one."""
    feature = catalog["features"]
    return [
        ("get", "/api/v1/events/", {}, "view_event"),
        ("get", f"/api/v1/events/{option.pk}/", {}, "view_event"),
        ("post", "/api/v1/events/", booking_body(venue), "add_event"),
        ("post", f"/api/v1/events/{option.pk}/confirm/", {}, "change_event"),
        ("post", f"/api/v1/events/{option.pk}/cancel/", {}, "change_event"),
        ("get", f"/api/v1/replies/{reply.pk}/", {}, "view_reply"),
        ("post", "/api/v1/replies", {"message": "Hello"}, "add_reply"),
        ("post", f"/api/v1/replies/{reply.pk}/send/", {}, "change_reply"),
        ("post", "/api/v1/rooms/", {"name": "Kubus", "capacity_max": 5}, "add_room"),
        ("patch", f"/api/v1/rooms/{venue['room'].pk}/", {"capacity_max": 70}, "change_room"),
        ("delete", f"/api/v1/features/{feature.pk}/", {}, "delete_feature"),
        ("post", "/api/v1/features/", {"name": "stage"}, "add_feature"),
        ("patch", f"/api/v1/products/{venue['apero'].pk}/", {"price": "25.00"}, "change_product"),
        (
            "post",
            "/api/v1/products/",
            {"name": "Brunch", "price": "38.00", "pricing": "flat"},
            "add_product",
        ),
    ]


def data_state() -> tuple:
    return (
        catalog_state(),
        list(Event.objects.values_list("status", flat=True).order_by("pk")),
        list(Reply.objects.values_list("status", flat=True).order_by("pk")),
    )


def test_staff_without_permissions_read_and_change_nothing(venue, catalog, option, queued_reply):
    client = token_client(make_staff("plain"))
    before = data_state()

    for method, url, body, _ in guarded_operations(venue, catalog, option, queued_reply):
        response = getattr(client, method)(url, body, format="json")
        assert response.status_code == 403, (method, url, response.content[:200])
        assert response.json()["message"] == "You do not have permission to perform this action."

    assert data_state() == before
    for url in catalog_urls(catalog):  # the catalog stays public to read
        assert client.get(url).status_code == 200


@pytest.mark.parametrize("operation", range(14), ids=lambda number: f"operation-{number}")
def test_each_operation_needs_its_own_permission(venue, catalog, option, queued_reply, operation):
    method, url, body, needed = guarded_operations(venue, catalog, option, queued_reply)[operation]
    every_other = Permission.objects.filter(content_type__app_label="booking").exclude(
        codename=needed
    )
    without = make_staff("without")
    without.user_permissions.add(*every_other)
    with_it = make_staff("with-it", needed)

    refused = getattr(token_client(without), method)(url, body, format="json")
    allowed = getattr(token_client(with_it), method)(url, body, format="json")

    assert refused.status_code == 403, (method, url)
    assert allowed.status_code in (200, 201, 202, 204, 409), (method, url, allowed.content[:200])


def test_a_user_who_is_not_staff_is_refused_whatever_its_permissions(
    venue, catalog, option, queued_reply
):
    member = get_user_model().objects.create_user(username="member-with-rights")
    permissions_grant(member)
    client = token_client(member)

    for method, url, body, _ in guarded_operations(venue, catalog, option, queued_reply):
        assert getattr(client, method)(url, body, format="json").status_code == 403, (method, url)


@pytest.mark.parametrize("path", ["/inspector", "/inspector/try"])
def test_the_inspector_needs_the_permission_to_view_replies(db, path):
    Reply.objects.create(lang="en", client_message="my private message", final_text="A reply.")
    plain, viewer = DjangoClient(), DjangoClient()
    plain.force_login(make_staff("plain"))
    viewer.force_login(make_staff("viewer", "view_reply"))

    refused = plain.get(path)
    assert refused.status_code == 403
    assert b"my private message" not in refused.content
    assert viewer.get(path).status_code == 200
    assert b"my private message" in viewer.get("/inspector").content
