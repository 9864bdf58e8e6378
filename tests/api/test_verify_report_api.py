"""POST /api/v1/verify as a product: the venue's catalog, claims, currencies, spans, coverage."""

import json

import pytest

from booking.models import Alias, Feature
from tests.booking.factories import make_product, make_room

FACTS = {
    "dates": [{"value": "2026-08-08"}],
    "rooms": [{"value": "Salon Rose"}],
    "amounts": [{"value": "1250.00", "currency": "CHF"}],
}
CLEAN = "Salon Rose is reserved for you on 08.08.2026. The total is CHF 1'250.00."
REQUEST_CATALOG = {
    "rooms": [{"name": "Seeblick", "aliases": []}, {"name": "Kubus", "aliases": ["the cube"]}],
    "terms": [{"name": "Apéro riche", "kind": "product", "aliases": []}],
}
SEEBLICK_FACTS = {"dates": [{"value": "2026-08-08"}], "rooms": [{"value": "Seeblick"}]}
SEEBLICK = "Seeblick is reserved for you on 08.08.2026."


def post(client, body):
    return client.post("/api/v1/verify", json.dumps(body), content_type="application/json")


@pytest.fixture
def instance_venue(db):
    """This instance's catalog: two rooms, a product with an alias, a feature."""
    make_room("Salon Rose")
    make_room("Atelier")
    apero = make_product("Apéro Package", "24.50")
    Alias.objects.create(text="Aperitif Package", product=apero)
    Feature.objects.create(name="Beamer")


def issue_pairs(body):
    return [(issue["kind"], issue["type"]) for issue in body["issues"]]


# -- 1. the catalog --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("added", "found", "kind"),
    [
        (" You can also use the Atelier.", "Atelier", "room"),
        (" Atelier is free as well.", "Atelier", "room"),
        (" The Apéro Package is included.", "Apéro Package", "term"),
        (" We add the Beamer.", "Beamer", "term"),
    ],
)
def test_without_a_catalog_the_instances_names_are_invented_without_cues(
    client, instance_venue, added, found, kind
):
    body = post(client, {"facts": FACTS, "text": CLEAN + added, "locale": "en"}).json()
    assert body["ok"] is False
    invented = [i for i in body["issues"] if i["kind"] == "invented" and i["type"] == kind]
    assert [i["found"] for i in invented] == [found]
    assert found not in body["text"] and body["text"].startswith("Salon Rose is reserved")
    assert body["catalog"]["source"] == "instance"
    assert {r["name"] for r in body["catalog"]["rooms"]} == {"Salon Rose", "Atelier"}
    assert {(t["name"], t["kind"]) for t in body["catalog"]["terms"]} == {
        ("Apéro Package", "product"),
        ("Beamer", "feature"),
    }
    assert ["Aperitif Package"] in [t["aliases"] for t in body["catalog"]["terms"]]


def test_the_instances_catalog_leaves_a_clean_draft_alone(client, instance_venue):
    body = post(client, {"facts": FACTS, "text": CLEAN, "locale": "en"}).json()
    assert body["ok"] is True and body["text"] == CLEAN and body["issues"] == []


@pytest.mark.parametrize(
    ("added", "found"),
    [
        (" The Kubus next door is free too.", "Kubus"),
        (" Kubus is available as well.", "Kubus"),
        (" The Apéro riche is included.", "Apéro riche"),
    ],
)
def test_a_request_catalog_replaces_the_instances(client, instance_venue, added, found):
    text = SEEBLICK + added
    body = post(
        client, {"facts": SEEBLICK_FACTS, "text": text, "locale": "en", "catalog": REQUEST_CATALOG}
    ).json()
    assert [i["found"] for i in body["issues"] if i["kind"] == "invented"] == [found]
    assert body["text"] == SEEBLICK
    assert body["catalog"]["source"] == "request"
    assert [r["name"] for r in body["catalog"]["rooms"]] == ["Seeblick", "Kubus"]
    # The instance's rooms are not this venue's: "Atelier" is no name of it.
    atelier = post(
        client,
        {
            "facts": SEEBLICK_FACTS,
            "text": SEEBLICK + " Atelier is nice.",
            "catalog": REQUEST_CATALOG,
        },
    ).json()
    assert atelier["ok"] is True


@pytest.mark.parametrize(
    ("written", "suggested"),
    [("Seeblik", "Seeblick"), ("Kubos", "Kubus"), ("Kubuss", "Kubus")],
)
def test_an_unknown_room_gets_the_closest_names(client, db, written, suggested):
    facts = {"dates": [{"value": "2026-08-08"}], "rooms": [{"value": "Forum 2"}]}
    text = f"Forum 2 is reserved for you on 08.08.2026; we could also use the {written} room."
    body = post(
        client, {"facts": facts, "text": text, "locale": "en", "catalog": REQUEST_CATALOG}
    ).json()
    named = [
        i for i in body["issues"] if i["type"] == "room" and i["found"] and written in i["found"]
    ]
    assert named, body["issues"]
    assert named[0]["suggestions"][0] == suggested


@pytest.mark.parametrize(
    ("catalog", "field"),
    [
        ({"rooms": [{"name": ""}]}, "catalog.rooms.0.name"),
        ({"rooms": [{"name": "A", "extra": 1}]}, "catalog.rooms.0.extra"),
        ({"terms": [{"name": "A", "kind": "drink"}]}, "catalog.terms.0.kind"),
        ({"terms": [{"name": "A"}]}, "catalog.terms.0.kind"),
        ({"rooms": [{"name": "{{R1}}"}]}, "catalog.rooms.0.name"),
        ({"rooms": [{"name": "A", "aliases": [" x"]}]}, "catalog.rooms.0.aliases"),
        ({"rooms": "Seeblick"}, "catalog.rooms"),
        ({"rooms": [{"name": f"R{i}"} for i in range(501)]}, "catalog.rooms"),
    ],
)
def test_a_bad_catalog_gets_400_with_field_messages(client, db, catalog, field):
    response = post(client, {"facts": {}, "text": "x", "catalog": catalog})
    assert response.status_code == 400
    assert field in response.json()["extra"]["fields"]


# -- 2. claims and currencies ----------------------------------------------------------------------


SOURCE = "Salon Rose, 8 August 2026, CHF 1250.00: write the client a short reply."


@pytest.mark.parametrize(
    ("sentence", "cue"),
    [
        ("We grant you 20 % off.", "20 % off"),
        ("You get a discount of 10 percent.", "discount"),
        ("Wir gewähren Ihnen einen Rabatt.", "Rabatt"),
        ("Use the promo code SUMMER24 when you pay.", "promo code"),
        ("Please reply with your credit card number.", "your credit card number"),
        ("Merci de nous envoyer votre numéro de carte.", "votre numéro de carte"),
    ],
)
def test_discounts_and_card_requests_are_cut_without_a_source(client, db, sentence, cue):
    body = post(client, {"facts": FACTS, "text": f"{CLEAN} {sentence}"}).json()
    assert body["ok"] is False
    claims = [i for i in body["issues"] if i["type"] == "claim"]
    assert [c["found"] for c in claims] == [cue]
    assert claims[0]["kind"] == "invented" and claims[0]["action"] == "remove"
    assert body["text"] == CLEAN


@pytest.mark.parametrize(
    ("sentence", "cue"),
    [
        ("Parking is free of charge.", "free of charge"),
        ("Le parking est gratuit.", "gratuit"),
        ("Il parcheggio è gratuito.", "gratuito"),
        ("Please quote ABC-KILO when you pay.", "ABC-KILO"),
        ("Thank you for choosing Hotel Lärchenhof.", "Hotel Lärchenhof"),
    ],
)
def test_other_default_claims_are_warnings_without_a_source_and_cut_with_one(
    client, db, sentence, cue
):
    text = f"{CLEAN} {sentence}"
    body = post(client, {"facts": FACTS, "text": text}).json()
    assert body["ok"] is True and body["text"] == text and body["issues"] == []
    assert [(w["kind"], w["type"], w["found"]) for w in body["warnings"]] == [
        ("unverified", "claim", cue)
    ]
    sourced = post(client, {"facts": FACTS, "text": text, "source": SOURCE}).json()
    assert sourced["ok"] is False and sourced["fallback"] is False
    assert [i["found"] for i in sourced["issues"] if i["type"] == "claim"] == [cue]
    assert sourced["text"] == CLEAN


@pytest.mark.parametrize(
    "sentence",
    ["Parking is free of charge.", "Thank you for choosing Hotel Lärchenhof."],
)
def test_a_claim_the_source_makes_is_legitimate(client, db, sentence):
    text = f"{CLEAN} {sentence}"
    body = post(client, {"facts": FACTS, "text": text, "source": f"{SOURCE} {sentence}"}).json()
    assert body["ok"] is True and body["text"] == text and body["warnings"] == []


def test_a_card_request_is_cut_even_when_the_source_makes_it(client, db):
    sentence = "Please send us your card number."
    body = post(client, {"facts": FACTS, "text": f"{CLEAN} {sentence}", "source": sentence}).json()
    assert body["ok"] is False and body["text"] == CLEAN


@pytest.mark.parametrize(
    ("sentence", "kind"),
    [
        ("Your booking is confirmed.", "confirmation"),
        ("A deposit of 30 % is due.", "deposit"),
        ("A service fee applies.", "fee"),
        ("Please reply no later than Friday.", "deadline"),
        ("Die Buchung ist bestätigt.", "confirmation"),
        ("Un acompte est demandé.", "deposit"),
    ],
)
def test_claims_asked_for_by_name_are_warned_and_cut_against_a_source(client, db, sentence, kind):
    text = f"{CLEAN} {sentence}"
    unasked = post(client, {"facts": FACTS, "text": text}).json()
    assert unasked["ok"] is True and unasked["warnings"] == []  # not looked for by default
    asked = post(client, {"facts": FACTS, "text": text, "claims": [kind]}).json()
    assert asked["ok"] is True and asked["text"] == text
    assert [w["kind"] for w in asked["warnings"]] == ["unverified"]
    body = post(client, {"facts": FACTS, "text": text, "claims": [kind], "source": SOURCE}).json()
    assert body["ok"] is False and [i["type"] for i in body["issues"]] == ["claim"]
    assert body["text"] == CLEAN


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        ("Pay at https://pay.example/x today.", "https://pay.example/x"),
        ("Write to office@example.ch.", "office@example.ch"),
        ("Call us on +41 44 123 45 67.", "+41 44 123 45 67"),
        ("Our IBAN is CH93 0076 2011 6238 5295 7.", "CH93 0076 2011 6238 5295 7"),
    ],
)
def test_contacts_nothing_holds_are_warnings_and_the_venues_own_are_not(
    client, db, sentence, found
):
    text = f"{CLEAN} {sentence}"
    for extra in ({}, {"source": SOURCE}):
        body = post(client, {"facts": FACTS, "text": text, **extra}).json()
        assert body["ok"] is True and body["text"] == text
        assert [(w["kind"], w["found"]) for w in body["warnings"]] == [("unverified", found)]
    venue = {
        "name": "Hotel Lärchenhof",
        "website": "https://pay.example/x",
        "email": "office@example.ch",
        "phone": "044 123 45 67",
        "iban": "CH9300762011623852957",
    }
    body = post(client, {"facts": FACTS, "text": text, "catalog": {"venue": venue}}).json()
    assert body["ok"] is True and body["warnings"] == []
    assert post(client, {"facts": FACTS, "text": text, "source": sentence}).json()["warnings"] == []


def test_the_venues_own_name_is_no_other_house(client, db):
    text = f"Thank you for choosing Hotel Lärchenhof. {CLEAN}"
    catalog = {"venue": {"name": "Lärchenhof", "other_names": ["Hotel Lärchenhof"]}}
    body = post(client, {"facts": FACTS, "text": text, "catalog": catalog}).json()
    assert body["ok"] is True and body["text"] == text and body["warnings"] == []


def test_a_claim_a_fact_term_carries_is_no_claim(client, db):
    facts = {**FACTS, "terms": [{"value": "Free parking", "kind": "feature"}]}
    text = CLEAN + " Free parking is included."
    assert post(client, {"facts": facts, "text": text}).json()["ok"] is True


@pytest.mark.parametrize(
    "sentence",
    ["Cancellation is free up to 24 hours before.", "Eine kostenlose Stornierung ist möglich."],
)
def test_free_cancellation_terms_are_no_claim(client, db, sentence):
    assert post(client, {"facts": FACTS, "text": f"{CLEAN} {sentence}"}).json()["ok"] is True


def test_claims_can_be_turned_off(client, db):
    body = post(
        client, {"facts": FACTS, "text": CLEAN + " Parking is free of charge.", "claims": []}
    ).json()
    assert body["ok"] is True


def test_an_unknown_claim_kind_gets_400(client, db):
    response = post(client, {"facts": FACTS, "text": CLEAN, "claims": ["bribe"]})
    assert response.status_code == 400 and "claims.0" in response.json()["extra"]["fields"]


@pytest.mark.parametrize(
    ("written", "replacement"),
    [
        ("EUR 1'250.00", "CHF 1'250.00"),
        ("EUR 1,250.00", "CHF 1,250.00"),
        ("€1,250.00", None),
        ("USD 1250", None),
        ("1.250,00 €", None),
    ],
)
def test_another_currency_never_confirms_a_chf_fact(client, db, written, replacement):
    text = CLEAN.replace("CHF 1'250.00", written)
    body = post(client, {"facts": FACTS, "text": text, "locale": "en"}).json()
    assert body["ok"] is False
    amount = [i for i in body["issues"] if i["type"] == "amount"]
    assert [(i["kind"], i["reason"], i["found"]) for i in amount] == [
        ("wrong", "currency", written)
    ]
    assert written not in body["text"] and "CHF" in body["text"]
    if replacement:
        assert body["text"] == CLEAN.replace("CHF 1'250.00", replacement)


def test_a_different_amount_in_another_currency_is_invented_and_the_fact_stated(client, db):
    text = CLEAN.replace("CHF 1'250.00", "EUR 1'520.00")
    body = post(client, {"facts": FACTS, "text": text, "locale": "en"}).json()
    assert ("invented", "amount") in issue_pairs(body) and ("missing", "amount") in issue_pairs(
        body
    )
    assert "EUR" not in body["text"] and "1250.00" in body["text"].replace("'", "")


# -- 3. spans, fixed spans, coverage ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("wrong", "right"),
    [("09.08.2026", "08.08.2026"), ("CHF 1'520.00", "CHF 1'250.00"), ("Salon Rouge", "Salon Rose")],
)
def test_a_wrong_values_span_and_where_its_fix_went(client, db, wrong, right):
    text = "Dear Ms Meier, " + CLEAN.replace(right, wrong)
    body = post(client, {"facts": FACTS, "text": text, "locale": "en"}).json()
    [issue] = body["issues"]
    start, end = issue["span"]
    assert text[start:end] == wrong == issue["found"]
    fixed_start, fixed_end = issue["fixed_span"]
    assert body["text"][fixed_start:fixed_end] == right


def test_an_invented_values_span_and_the_empty_span_where_it_was_cut(client, db):
    text = CLEAN + " A second evening on 09.08.2026 is possible too. See you soon."
    body = post(client, {"facts": FACTS, "text": text, "locale": "en"}).json()
    [issue] = body["issues"]
    start, end = issue["span"]
    assert issue["kind"] == "invented" and text[start:end] == "09.08.2026"
    fixed_start, fixed_end = issue["fixed_span"]
    assert fixed_start == fixed_end
    assert body["text"][:fixed_start].rstrip().endswith(CLEAN) and "09.08.2026" not in body["text"]


@pytest.mark.parametrize(
    ("facts", "text", "found", "required"),
    [
        (FACTS, "Salon Rose is reserved for you.", 1, 3),
        (FACTS, "Salon Rose is reserved for you on 08.08.2026.", 2, 3),
        (FACTS, CLEAN.replace("08.08", "09.08"), 2, 3),
        (FACTS, CLEAN, 3, 3),
        ({**FACTS, "times": [{"value": "18:00", "required": False}]}, CLEAN, 3, 3),
        ({}, "Hello.", 0, 0),
    ],
)
def test_coverage_is_required_facts_stated_right_over_required_facts(
    client, db, facts, text, found, required
):
    body = post(client, {"facts": facts, "text": text, "locale": "en"}).json()
    assert (body["facts_found"], body["facts_required"]) == (found, required)
    assert body["coverage"] == (round(found / required, 4) if required else 1.0)


def test_a_missing_facts_fixed_span_is_where_it_was_inserted(client, db):
    text = "Salon Rose is reserved for you. The total is CHF 1'250.00."
    body = post(client, {"facts": FACTS, "text": text, "locale": "en"}).json()
    [issue] = body["issues"]
    assert issue["kind"] == "missing" and issue["span"] is None
    start, end = issue["fixed_span"]
    assert body["text"][start:end] == "08.08.2026"
    assert body["text"].startswith(text)


def test_the_schema_describes_every_new_field(client, db):
    schema = client.get("/api/v1/schema/").content.decode()
    for name in (
        "fixed_span",
        "suggestions",
        "coverage",
        "facts_found",
        "facts_required",
        "VerifyCatalog",
        "claims",
        "CatalogIn",
    ):
        assert name in schema, name


@pytest.mark.parametrize(
    ("facts_term", "written"),
    [("Apéro riche", "Apéro Package"), ("Beamer", "Whiteboard")],
)
def test_another_catalog_term_in_place_of_the_facts_is_wrong_and_replaced(
    client, db, facts_term, written
):
    catalog = {
        "rooms": [{"name": "Seeblick"}],
        "terms": [
            {"name": "Apéro riche", "kind": "product"},
            {"name": "Apéro Package", "kind": "product"},
            {"name": "Beamer", "kind": "feature"},
            {"name": "Whiteboard", "kind": "feature"},
        ],
    }
    kind = "product" if facts_term.startswith("Apéro") else "feature"
    facts = {**SEEBLICK_FACTS, "terms": [{"value": facts_term, "kind": kind}]}
    text = f"{SEEBLICK} We prepare the {written} for you."
    body = post(client, {"facts": facts, "text": text, "locale": "en", "catalog": catalog}).json()
    assert [(i["kind"], i["type"], i["found"], i["expected"]) for i in body["issues"]] == [
        ("wrong", "term", written, facts_term)
    ]
    assert body["text"] == text.replace(written, facts_term)
    start, end = body["issues"][0]["fixed_span"]
    assert body["text"][start:end] == facts_term


def test_the_batch_judges_each_item_against_its_own_source(client, db):
    text = f"{CLEAN} Parking is free of charge."
    items = [
        {"facts": FACTS, "text": text},
        {"facts": FACTS, "text": text, "source": SOURCE},
        {"facts": FACTS, "text": text, "source": f"{SOURCE} Parking is free of charge."},
    ]
    response = client.post(
        "/api/v1/verify/batch", json.dumps({"items": items}), content_type="application/json"
    )
    results = response.json()["results"]
    assert [(r["ok"], r["text"]) for r in results] == [(True, text), (False, CLEAN), (True, text)]
    assert [len(r["warnings"]) for r in results] == [1, 0, 0]


def test_a_source_past_the_text_limit_is_413(client, db, settings):
    body = {"facts": FACTS, "text": CLEAN, "source": "x" * 20_001}
    response = post(client, body)
    assert response.status_code == 413 and "source" in response.json()["extra"]["fields"]


def test_the_instances_venue_from_the_admin_legitimates_its_name_and_contacts(client, db):
    from booking.services.venue import venue_update

    text = (
        f"Thank you for choosing Hotel Seehaus. {CLEAN} "
        "Call us on 044 555 01 00 or write to events@seehaus.example."
    )
    before = post(client, {"facts": FACTS, "text": text}).json()
    assert before["ok"] is True and len(before["warnings"]) == 3
    venue_update(
        name="Seehaus am Quai",
        other_names="Hotel Seehaus\nSeehaus",
        phone="+41 44 555 01 00",
        email="events@seehaus.example",
    )
    after = post(client, {"facts": FACTS, "text": text}).json()
    assert after["ok"] is True and after["text"] == text and after["warnings"] == []


def test_the_response_names_the_venue_it_read(client, db):
    venue = {"name": "Lärchenhof", "other_names": ["Hotel Lärchenhof"], "phone": "044 123 45 67"}
    body = post(client, {"facts": FACTS, "text": CLEAN, "catalog": {"venue": venue}}).json()
    assert body["catalog"]["venue"] == {
        "name": "Lärchenhof",
        "other_names": ["Hotel Lärchenhof"],
        "address": "",
        "phone": "044 123 45 67",
        "email": "",
        "website": "",
        "iban": "",
    }
    assert (
        post(client, {"facts": FACTS, "text": CLEAN, "catalog": {}}).json()["catalog"]["venue"]
        is None
    )


# -- the evidence: where each issue's reading stands ------------------------------------------------

WRONG_DATE_FACTS = {"dates": [{"value": "2027-06-09"}], "times": [{"value": "18:00"}]}


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("We look forward to seeing you on 10 June 2027 at 18:00.", "sentence"),
        ("Your event:\n\nDate: 10 June 2027\nTime: 18:00", "label"),
        ("Your event:\n\n- **Date:** 10 June 2027\n- **Time:** 18:00", "label"),
        ("Your event:\n\n- 10 June 2027\n- 18:00", "list_item"),
        ("| Date | Time |\n| --- | --- |\n| 10 June 2027 | 18:00 |", "table_cell"),
        ("<ul><li>10 June 2027</li><li>18:00</li></ul>", "list_item"),
        ("<table><tr><td>10 June 2027</td><td>18:00</td></tr></table>", "table_cell"),
    ],
)
def test_each_issue_names_the_role_its_reading_stands_in(client, db, text, role):
    body = post(client, {"text": text, "facts": WRONG_DATE_FACTS, "locale": "en"}).json()

    assert [(i["found"], i["role"]) for i in body["issues"]] == [("10 June 2027", role)]
    assert "9 June 2027" in body["text"]


def test_a_missing_fact_has_no_role(client, db):
    body = post(client, {"text": "See you at 18:00.", "facts": WRONG_DATE_FACTS}).json()

    assert [(i["kind"], i["span"], i["role"]) for i in body["issues"]] == [("missing", None, None)]
