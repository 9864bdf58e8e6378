"""POST /api/v1/chat with the template verbalizer (the embedded default), on the demo venue."""

import uuid

import pytest
from django.utils import timezone

from booking.models import Message, Product, Reply
from safety.markers import has_marker_residue

URL = "/api/v1/chat"
YEAR = timezone.localdate().year + 1  # the demo venue's events lie in 2027; 8 August has none


def ask(api_client, message, **extra):
    return api_client.post(URL, {"message": message, **extra}, format="json")


ENQUIRY = (
    f"Hello, do you have a room for 30 people on 8 August {YEAR} from 18:00 to 22:00? "
    "We would like the Apéro Package."
)


@pytest.mark.django_db
def test_an_enquiry_gets_rooms_and_a_quote_read_from_the_database(api_client, demo_venue):
    response = ask(api_client, ENQUIRY)

    assert response.status_code == 200
    body = response.json()
    assert body["request"] == {
        "date": f"{YEAR}-08-08",
        "start_time": "18:00",
        "end_time": "22:00",
        "participants": 30,
        "rooms": [],
        "products": ["Apéro Package"],
        "features": [],
    }
    reply = body["reply"]
    # Rooms for 30 on an evening, smallest first, at their evening rates (CHF, VAT excluded).
    assert "Punkt.Null (Point Zero), up to 30 people: CHF 900.00" in reply
    assert "Salon Rose (up to 60 people): CHF 1,200.00" in reply
    assert "Grosser Saal" not in reply  # takes 50 at least
    # 30 × 24.50 = 735.00; 900 + 735 = 1635.00; VAT 8.1 % = 132.435 → 132.44; 1767.44 → 1767.45.
    assert "CHF 735.00" in reply
    assert "CHF 1,635.00" in reply
    assert "CHF 132.44" in reply
    assert "CHF 1,767.45" in reply
    assert body["verification"] == {"ok": True, "corrected": False, "fallback": False, "issues": []}
    assert {"value": f"{YEAR}-08-08", "required": True} in body["facts"]["dates"]
    total = {"value": "1767.45", "currency": "CHF", "subject": None, "per": None, "required": True}
    assert total in body["facts"]["amounts"]
    assert uuid.UUID(body["conversation"])


@pytest.mark.django_db
def test_a_conversation_keeps_its_request_and_takes_changes(api_client, demo_venue):
    first = ask(api_client, ENQUIRY).json()

    second = ask(api_client, "Could you make it 40 people?", conversation=first["conversation"])

    assert second.status_code == 200
    body = second.json()
    assert body["conversation"] == first["conversation"]
    assert body["request"]["participants"] == 40
    assert body["request"]["date"] == f"{YEAR}-08-08"
    assert body["request"]["products"] == ["Apéro Package"]
    assert "40 participants" in body["reply"]
    assert "Punkt.Null" not in body["reply"]  # holds 30 at most
    assert "40 × CHF 24.50 = CHF 980.00" in body["reply"]
    messages = Message.objects.filter(conversation_id=body["conversation"])
    assert [m.author for m in messages] == ["client", "venue", "client", "venue"]


@pytest.mark.django_db
def test_the_reply_speaks_the_language_of_the_message(api_client, demo_venue):
    message = f"Guten Tag, wir suchen für den 8. August {YEAR} von 18 bis 22 Uhr einen Raum für 30 Personen."

    body = ask(api_client, message).json()

    assert body["reply"].startswith("Guten Tag")
    assert f"8. August {YEAR}" in body["reply"]
    assert "30 Personen" in body["reply"]
    assert "CHF 1'200.00" in body["reply"]


@pytest.mark.django_db
def test_a_locale_given_wins_over_the_message_language(api_client, demo_venue):
    body = ask(api_client, ENQUIRY, locale="fr-CH").json()

    assert f"8 août {YEAR}" in body["reply"]
    assert "30 personnes" in body["reply"]


@pytest.mark.django_db
def test_missing_details_are_asked_for(api_client, demo_venue):
    body = ask(api_client, "Hello, we are planning our team event, do you have space?").json()

    assert body["request"]["date"] is None
    assert body["facts"]["amounts"] == []
    assert "date" in body["reply"]
    assert "participants" in body["reply"] or "people" in body["reply"]
    assert body["verification"]["ok"] is True


@pytest.mark.django_db
def test_a_room_not_in_the_catalog_is_never_named_and_close_names_are_suggested(
    api_client, demo_venue
):
    message = f"Hi, is the Grand Salon free on 8 August {YEAR} at 18:00 for 30 guests?"

    body = ask(api_client, message).json()

    assert "Grand Salon" not in body["reply"]
    assert "Salon Rose" in body["reply"] or "Grosser Saal" in body["reply"]
    assert body["request"]["rooms"] == []
    record = Reply.objects.get()
    assert record.category == Reply.Category.EXTRACTION_ERROR
    assert "Grand Salon" in record.error


@pytest.mark.django_db
def test_an_admin_rename_is_in_the_very_next_reply(api_client, demo_venue):
    product = Product.objects.get(name="Apéro Package")
    product.name = "Apéro Royal"
    product.price = "26.00"
    product.save()

    body = ask(api_client, ENQUIRY.replace("Apéro Package", "Apéro Royal")).json()

    # The alias staff gave the product stays with it through the rename.
    assert "Apéro Royal (aperitif package): 30 × CHF 26.00 = CHF 780.00" in body["reply"]
    assert "Apéro Package" not in body["reply"]


@pytest.mark.django_db
def test_every_reply_is_recorded_for_the_audit(api_client, demo_venue):
    body = api_client.post(
        URL, {"message": ENQUIRY}, format="json", HTTP_X_REQUEST_ID="req-42"
    ).json()

    record = Reply.objects.get()
    assert record.final_text == body["reply"]
    assert record.draft == body["reply"]  # the template backend sends its own draft
    assert record.facts == body["facts"]
    assert record.request_id == "req-42"
    assert record.status == Reply.Status.SENT
    assert set(record.timings) >= {"intake_ms", "plan_ms", "draft_ms", "safety_ms", "total_ms"}
    assert not has_marker_residue(record.final_text)


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("payload", "field"),
    [
        ({}, "message"),
        ({"message": ""}, "message"),
        ({"message": "   "}, "message"),
        ({"message": 42, "locale": "xx"}, "locale"),
        ({"message": "Hello", "locale": "klingon"}, "locale"),
        ({"message": "Hello", "conversation": "not-a-uuid"}, "conversation"),
        ({"message": "x" * 5001}, "message"),
        ({"message": "Hello\x00"}, "message"),
        ({"message": ["Hello"]}, "message"),
    ],
)
def test_bad_input_gets_400_with_field_errors(api_client, payload, field):
    response = api_client.post(URL, payload, format="json")

    assert response.status_code == 400
    assert field in response.json()["extra"]["fields"]


@pytest.mark.django_db
def test_an_unknown_conversation_gets_404(api_client, demo_venue):
    response = ask(api_client, ENQUIRY, conversation=str(uuid.uuid4()))

    assert response.status_code == 404
    assert "conversation" in response.json()["extra"]["fields"]


@pytest.mark.django_db
def test_malformed_json_gets_400(api_client):
    response = api_client.post(URL, "{not json", content_type="application/json")

    assert response.status_code == 400


@pytest.mark.django_db
def test_a_conversation_keeps_a_product_renamed_between_its_messages(api_client, demo_venue):
    first = ask(api_client, ENQUIRY).json()
    product = Product.objects.get(name="Apéro Package")
    product.name = "Apéro Royal"
    product.save()

    body = ask(
        api_client, "Could you make it 25 people?", conversation=first["conversation"]
    ).json()

    assert body["request"]["products"] == ["Apéro Royal"]
    assert "Apéro Royal (aperitif package): 25 × CHF 24.50 = CHF 612.50" in body["reply"]
