"""The template verbalizer: exact wording per language, and every rendered plan verifies."""

import datetime as dt
import json
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from safety.lang import LANGS
from safety.venue import VenueCatalog
from safety.verify import verify
from verbalizer.plan import (
    CatalogName,
    PriceLine,
    QuoteSummary,
    ReplyPlan,
    RoomOffer,
    UnknownName,
)
from verbalizer.template import TemplateVerbalizer, render

DEMO = Path(__file__).resolve().parents[2] / "fixtures" / "demo"


def demo_records(name: str) -> list[dict]:
    return json.loads((DEMO / f"{name}.json").read_text(encoding="utf-8"))


ROOMS = tuple(record["name"] for record in demo_records("rooms"))
PRODUCTS = tuple(record["name"] for record in demo_records("products"))
FEATURES = tuple(record["name"] for record in demo_records("features"))
CATALOG = VenueCatalog(
    rooms=ROOMS,
    aliases={
        record["name"]: tuple(alias["text"] for alias in record["aliases"])
        for name in ("rooms", "products", "features")
        for record in demo_records(name)
    },
)
# Names a client might write that the venue does not have.
UNKNOWN_WRITTEN = ("Salle Bleue", "Rooftop Bar", "Champagner-Empfang", "Sala Verde")

CENT = Decimal("0.01")
FIVE_CENTS = Decimal("0.05")


def quote_of(
    room: str, room_price: Decimal, products: list[tuple[str, Decimal, int, bool]]
) -> QuoteSummary:
    lines = [PriceLine(room, "room", 1, room_price, room_price)]
    lines += [
        PriceLine(name, "product", quantity, unit, unit * quantity, per_person)
        for name, unit, quantity, per_person in products
    ]
    subtotal = sum((line.amount for line in lines), Decimal("0.00"))
    vat = (subtotal * Decimal("8.1") / 100).quantize(CENT, rounding=ROUND_HALF_UP)
    total = ((subtotal + vat) / FIVE_CENTS).quantize(
        Decimal(1), rounding=ROUND_HALF_UP
    ) * FIVE_CENTS
    return QuoteSummary(room, tuple(lines), subtotal, Decimal("8.1"), vat, total)


FULL = dict(
    date=dt.date(2026, 8, 8),
    start_time=dt.time(18, 0),
    end_time=dt.time(22, 0),
    participants=30,
    offers=(
        RoomOffer("Punkt.Null", 30, Decimal("900.00")),
        RoomOffer("Salon Rose", 60, Decimal("1250.00")),
        RoomOffer("Grosser Saal", 300, None),
    ),
    taken=("Dachterrasse",),
    quote=quote_of(
        "Salon Rose",
        Decimal("1250.00"),
        [
            ("Apéro riche", Decimal("42.00"), 30, True),
            ("Blumendekoration", Decimal("280.00"), 1, False),
        ],
    ),
    products=("Apéro riche", "Blumendekoration", "Kaffeepause"),
    features=("projector", "daylight"),
    unknown=(
        UnknownName(
            "Salle Bleue", (CatalogName("Seesicht", "room"), CatalogName("Atelier", "room"))
        ),
    ),
)


def verifies(plan: ReplyPlan, text: str) -> None:
    report = verify(plan.facts(), text, locale=plan.lang, catalog=CATALOG)
    assert report.ok, (text, report.issues)


# -- exact wording ---------------------------------------------------------------------------

FULL_TEXTS = {
    "en": """Hello,

Thank you for your enquiry for Saturday, 8 August 2026, from 18:00 to 22:00, for 30 participants. We have noted your wish for Kaffeepause. You would like a room with projector and daylight.

Unfortunately, we could not find the room you mentioned in our offer. Did you perhaps mean Seesicht or Atelier?

Unfortunately, Dachterrasse is not available for your event. Instead, we can offer you:
- Punkt.Null (up to 30 people): CHF 900.00
- Salon Rose (up to 60 people): CHF 1,250.00
- Grosser Saal (up to 300 people): price on request
Prices exclude VAT.

Here is our quote for Salon Rose:
- Salon Rose: CHF 1,250.00
- Apéro riche: 30 × CHF 42.00 = CHF 1,260.00
- Blumendekoration: CHF 280.00
Subtotal excl. VAT: CHF 2,790.00
VAT 8.1%: CHF 225.99
Total incl. VAT: CHF 3,016.00

We look forward to hearing from you.

Kind regards""",
    "de": """Guten Tag

Vielen Dank für Ihre Anfrage für Samstag, 8. August 2026, von 18:00 bis 22:00 Uhr, für 30 Personen. Ihren Wunsch nach Kaffeepause haben wir gerne notiert. Sie wünschen einen Raum mit folgender Ausstattung: projector und daylight.

Leider finden wir den genannten Raum nicht in unserem Angebot. Meinten Sie vielleicht Seesicht oder Atelier?

Leider ist der Raum Dachterrasse für Ihren Anlass nicht verfügbar. Gerne bieten wir Ihnen stattdessen an:
- Punkt.Null (bis zu 30 Personen): CHF 900.00
- Salon Rose (bis zu 60 Personen): CHF 1'250.00
- Grosser Saal (bis zu 300 Personen): Preis auf Anfrage
Die Preise verstehen sich exkl. MwSt.

Gerne unterbreiten wir Ihnen unser Angebot für den Raum Salon Rose:
- Salon Rose: CHF 1'250.00
- Apéro riche: 30 × CHF 42.00 = CHF 1'260.00
- Blumendekoration: CHF 280.00
Zwischentotal exkl. MwSt.: CHF 2'790.00
MwSt. 8.1 %: CHF 225.99
Total inkl. MwSt.: CHF 3'016.00

Wir freuen uns auf Ihre Rückmeldung.

Freundliche Grüsse""",
    "fr": """Bonjour,

Merci de votre demande pour le samedi 8 août 2026, de 18h00 à 22h00, pour 30 personnes. Nous avons bien noté votre souhait\u00a0: Kaffeepause. Vous souhaitez une salle avec l'équipement suivant\u00a0: projector et daylight.

Malheureusement, nous ne trouvons pas la salle mentionnée dans notre offre. Pensiez-vous peut-être à Seesicht ou Atelier\u00a0?

Malheureusement, la salle Dachterrasse n'est pas disponible pour votre événement. Nous pouvons en revanche vous proposer\u00a0:
- Punkt.Null (jusqu'à 30 personnes)\u00a0: CHF 900.00
- Salon Rose (jusqu'à 60 personnes)\u00a0: CHF 1'250.00
- Grosser Saal (jusqu'à 300 personnes)\u00a0: prix sur demande
Les prix s'entendent hors TVA.

Voici notre offre pour la salle Salon Rose\u00a0:
- Salon Rose\u00a0: CHF 1'250.00
- Apéro riche\u00a0: 30 × CHF 42.00 = CHF 1'260.00
- Blumendekoration\u00a0: CHF 280.00
Sous-total hors TVA\u00a0: CHF 2'790.00
TVA 8,1\u00a0%\u00a0: CHF 225.99
Total TVA incluse\u00a0: CHF 3'016.00

Nous nous réjouissons de votre retour.

Meilleures salutations""",
    "it": """Buongiorno,

Grazie per la sua richiesta per sabato 8 agosto 2026, dalle 18:00 alle 22:00, per 30 partecipanti. Abbiamo annotato anche Kaffeepause. Desidera una sala con le seguenti dotazioni: projector e daylight.

Purtroppo non troviamo la sala indicata nella nostra offerta. Intendeva forse Seesicht o Atelier?

Purtroppo la sala Dachterrasse non è disponibile per il suo evento. Possiamo invece proporle:
- Punkt.Null (fino a 30 persone): CHF 900.00
- Salon Rose (fino a 60 persone): CHF 1'250.00
- Grosser Saal (fino a 300 persone): prezzo su richiesta
I prezzi si intendono IVA esclusa.

Ecco la nostra offerta per la sala Salon Rose:
- Salon Rose: CHF 1'250.00
- Apéro riche: 30 × CHF 42.00 = CHF 1'260.00
- Blumendekoration: CHF 280.00
Subtotale IVA esclusa: CHF 2'790.00
IVA 8.1%: CHF 225.99
Totale IVA inclusa: CHF 3'016.00

Restiamo in attesa di un suo riscontro.

Cordiali saluti""",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_full_plan_reads_as_written(lang):
    plan = ReplyPlan(lang=lang, **FULL)
    assert render(plan) == FULL_TEXTS[lang]
    verifies(plan, FULL_TEXTS[lang])


CHOSEN_ROOM = dict(
    date=dt.date(2027, 6, 10),
    start_time=dt.time(18, 0),
    end_time=dt.time(23, 0),
    participants=40,
    offers=(RoomOffer("Salon Rose", 60, Decimal("1200.00")),),
    quote=quote_of("Salon Rose", Decimal("1200.00"), [("Apéro riche", Decimal("42.00"), 40, True)]),
    products=("Apéro riche",),
)


@pytest.mark.parametrize(
    ("lang", "paragraph"),
    [
        ("en", "Good news: Salon Rose is free for your event (up to 60 people)."),
        (
            "de",
            "Gute Nachricht: Der Raum Salon Rose ist für Ihren Anlass frei (bis zu 60 Personen).",
        ),
        (
            "fr",
            "Bonne nouvelle\u00a0: la salle Salon Rose est libre pour votre événement (jusqu'à 60 personnes).",
        ),
        ("it", "Buone notizie: la sala Salon Rose è libera per il suo evento (fino a 60 persone)."),
    ],
)
def test_the_room_asked_for_is_confirmed_and_priced_in_the_quote_only(lang, paragraph):
    plan = ReplyPlan(lang=lang, **CHOSEN_ROOM)
    text = render(plan)
    assert paragraph in text.split("\n\n")
    assert text.count("1'200.00" if lang != "en" else "1,200.00") == 1
    verifies(plan, text)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Hello,\n\nThank you for your enquiry for Friday, 1 May 2026.\n\n"
            "So that we can check availability, could you please tell us the start time and the "
            "number of participants?\n\nWe look forward to hearing from you.\n\nKind regards",
        ),
        (
            "de",
            "Guten Tag\n\nVielen Dank für Ihre Anfrage für Freitag, 1. Mai 2026.\n\n"
            "Damit wir die Verfügbarkeit prüfen können, teilen Sie uns bitte noch die Uhrzeit und "
            "die Anzahl Personen mit.\n\nWir freuen uns auf Ihre Rückmeldung.\n\nFreundliche Grüsse",
        ),
        (
            "fr",
            "Bonjour,\n\nMerci de votre demande pour le vendredi 1er mai 2026.\n\n"
            "Afin que nous puissions vérifier les disponibilités, pourriez-vous nous indiquer "
            "l'heure de début et le nombre de participants\u00a0?\n\n"
            "Nous nous réjouissons de votre retour.\n\nMeilleures salutations",
        ),
        (
            "it",
            "Buongiorno,\n\nGrazie per la sua richiesta per venerdì 1º maggio 2026.\n\n"
            "Per poter verificare la disponibilità, potrebbe indicarci l'orario di inizio e il "
            "numero di partecipanti?\n\nRestiamo in attesa di un suo riscontro.\n\nCordiali saluti",
        ),
    ],
)
def test_missing_details_are_asked_for(lang, expected):
    plan = ReplyPlan(lang=lang, date=dt.date(2026, 5, 1), ask_for=("time", "participants"))
    assert render(plan) == expected
    verifies(plan, expected)


@pytest.mark.parametrize(
    ("lang", "opening"),
    [
        (
            "en",
            "Thank you for your enquiry for Tuesday, 3 March 2026, from 9:00 to 12:30, for 1 "
            "participant. Unfortunately, this date has already passed. Could you let us know "
            "another date?",
        ),
        (
            "de",
            "Vielen Dank für Ihre Anfrage für Dienstag, 3. März 2026, von 9:00 bis 12:30 Uhr, für 1 "
            "Person. Leider liegt dieses Datum bereits in der Vergangenheit. Dürfen wir Sie um ein "
            "anderes Datum bitten?",
        ),
        (
            "fr",
            "Merci de votre demande pour le mardi 3 mars 2026, de 9h00 à 12h30, pour 1 personne. "
            "Malheureusement, cette date est déjà passée. Pourriez-vous nous indiquer une autre "
            "date\u00a0?",
        ),
        (
            "it",
            "Grazie per la sua richiesta per martedì 3 marzo 2026, dalle 9:00 alle 12:30, per 1 "
            "partecipante. Purtroppo questa data è già passata. Potrebbe indicarci un'altra data?",
        ),
    ],
)
def test_a_past_date_is_named_and_another_one_asked_for(lang, opening):
    plan = ReplyPlan(
        lang=lang,
        date=dt.date(2026, 3, 3),
        start_time=dt.time(9, 0),
        end_time=dt.time(12, 30),
        participants=1,
        date_in_past=True,
    )
    text = render(plan)
    assert text.split("\n\n")[1] == opening
    verifies(plan, text)


NOTHING_FREE = dict(
    date=dt.date(2028, 12, 31),
    start_time=dt.time(19, 0),
    end_time=dt.time(23, 45),
    participants=250,
)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "Unfortunately, no room is free for this date, time and group size."),
        ("de", "Leider ist für dieses Datum, diese Zeit und diese Gruppengrösse kein Raum frei."),
        (
            "fr",
            "Malheureusement, aucune salle n'est libre pour cette date, cet horaire et ce nombre de personnes.",
        ),
        (
            "it",
            "Purtroppo nessuna sala è libera per questa data, questo orario e questo numero di persone.",
        ),
    ],
)
def test_no_free_room_is_said_plainly(lang, sentence):
    plan = ReplyPlan(lang=lang, **NOTHING_FREE)
    text = render(plan)
    assert text.split("\n\n")[2] == sentence
    verifies(plan, text)


@pytest.mark.parametrize(
    ("lang", "paragraph"),
    [
        (
            "en",
            "Unfortunately, Dachterrasse and Salon Rose are not available for your event. No other room is free at that time either.",
        ),
        (
            "de",
            "Leider sind die Räume Dachterrasse und Salon Rose für Ihren Anlass nicht verfügbar. Zu dieser Zeit ist auch kein anderer Raum frei.",
        ),
        (
            "fr",
            "Malheureusement, les salles Dachterrasse et Salon Rose ne sont pas disponibles pour votre événement. Aucune autre salle n'est libre à ce moment-là.",
        ),
        (
            "it",
            "Purtroppo le sale Dachterrasse e Salon Rose non sono disponibili per il suo evento. A quell'ora non è libera nessun'altra sala.",
        ),
    ],
)
def test_rooms_taken_with_nothing_else_free(lang, paragraph):
    plan = ReplyPlan(lang=lang, **NOTHING_FREE, taken=("Dachterrasse", "Salon Rose"))
    text = render(plan)
    assert text.split("\n\n")[2] == paragraph
    verifies(plan, text)


@pytest.mark.parametrize(
    ("lang", "paragraph"),
    [
        (
            "en",
            "Unfortunately, we could not find some of the names you mentioned in our offer. Did you perhaps mean Dachterrasse, Apéro riche or stage?",
        ),
        (
            "de",
            "Leider finden wir einige der genannten Namen nicht in unserem Angebot. Meinten Sie vielleicht Dachterrasse, Apéro riche oder stage?",
        ),
        (
            "fr",
            "Malheureusement, nous ne trouvons pas certains des noms mentionnés dans notre offre. Pensiez-vous peut-être à Dachterrasse, Apéro riche ou stage\u00a0?",
        ),
        (
            "it",
            "Purtroppo non troviamo alcuni dei nomi indicati nella nostra offerta. Intendeva forse Dachterrasse, Apéro riche o stage?",
        ),
    ],
)
def test_unknown_names_are_not_repeated_and_suggestions_are_named(lang, paragraph):
    plan = ReplyPlan(
        lang=lang,
        unknown=(
            UnknownName("Rooftop Bar", (CatalogName("Dachterrasse", "room"),)),
            UnknownName(
                "Champagner-Apéro",
                (CatalogName("Apéro riche", "product"), CatalogName("stage", "feature")),
            ),
        ),
        ask_for=("date", "time", "participants"),
    )
    text = render(plan)
    assert text.split("\n\n")[2] == paragraph
    assert "Rooftop" not in text and "Champagner" not in text
    verifies(plan, text)


@pytest.mark.parametrize(
    ("kinds", "en_sentence"),
    [
        (("product",), "Unfortunately, we could not find the service you mentioned in our offer."),
        (
            ("feature",),
            "Unfortunately, we could not find the equipment you mentioned in our offer.",
        ),
        (
            ("room", "feature"),
            "Unfortunately, we could not find one of the names you mentioned in our offer.",
        ),
        ((), "Unfortunately, we could not find one of the names you mentioned in our offer."),
    ],
)
def test_one_unknown_name_is_described_by_its_suggestions_kind(kinds, en_sentence):
    names = {"room": "Seesicht", "product": "Stehlunch", "feature": "LED wall"}
    suggestions = tuple(CatalogName(names[kind], kind) for kind in kinds)
    plan = ReplyPlan(lang="en", unknown=(UnknownName("Sala Verde", suggestions),))
    assert render(plan).split("\n\n")[2].startswith(en_sentence)


def test_a_single_free_room_is_listed_with_its_capacity_and_rate():
    plan = ReplyPlan(
        lang="de",
        date=dt.date(2027, 1, 1),
        start_time=dt.time(10, 0),
        end_time=dt.time(17, 0),
        participants=120,
        offers=(RoomOffer("Grosser Saal", 300, Decimal("12500.50")),),
    )
    text = render(plan)
    assert text.split("\n\n")[2] == (
        "Für Sie ist folgender Raum frei:\n"
        "- Grosser Saal (bis zu 300 Personen): CHF 12'500.50\n"
        "Die Preise verstehen sich exkl. MwSt."
    )
    verifies(plan, text)


def test_times_alone_and_italian_one_o_clock():
    start_only = ReplyPlan(lang="it", start_time=dt.time(1, 15))
    end_only = ReplyPlan(lang="it", end_time=dt.time(1, 0))
    assert "per la sua richiesta a partire dall'1:15." in render(start_only)
    assert "per la sua richiesta fino all'1:00." in render(end_only)
    assert "ab 8:45 Uhr." in render(ReplyPlan(lang="de", start_time=dt.time(8, 45)))
    assert "until 23:30." in render(ReplyPlan(lang="en", end_time=dt.time(23, 30)))
    assert "jusqu'à 23h30." in render(ReplyPlan(lang="fr", end_time=dt.time(23, 30)))


def test_amounts_other_than_chf_keep_their_currency():
    quote = quote_of("Atelier", Decimal("12500.50"), [])
    plan = ReplyPlan(lang="de", quote=QuoteSummary(**{**quote.__dict__, "currency": "EUR"}))
    text = render(plan)
    assert "- Atelier: EUR 12'500.50" in text


def test_the_verbalizer_class_drafts_what_render_writes():
    plan = ReplyPlan(lang="fr", **FULL)
    assert TemplateVerbalizer().draft(plan) == render(plan)


# -- every plan verifies against its own facts ------------------------------------------------

QUARTER_HOURS = [dt.time(hour, minute) for hour in range(24) for minute in (0, 15, 30, 45)]
PRICES = st.one_of(
    st.sampled_from(
        [Decimal(p) for p in ("1250.00", "12500.50", "900.00", "45.00", "8.50", "100000.00")]
    ),
    st.decimals(min_value=1, max_value=50000, places=2, allow_nan=False, allow_infinity=False),
)
UNIT_PRICES = st.decimals(
    min_value=1, max_value=500, places=2, allow_nan=False, allow_infinity=False
)


@st.composite
def time_windows(draw):
    start = draw(st.none() | st.sampled_from(QUARTER_HOURS))
    later = [t for t in QUARTER_HOURS if start is None or t > start]
    end = draw(st.none() | st.sampled_from(later)) if later else None
    return start, end


@st.composite
def quotes(draw, room: str, participants: int | None, room_price: Decimal | None = None):
    products = draw(st.lists(st.sampled_from(PRODUCTS), min_size=1, max_size=4, unique=True))
    lines = []
    for name in products:
        per_person = draw(st.booleans())
        quantity = (
            (participants or draw(st.integers(1, 500))) if per_person else draw(st.integers(1, 3))
        )
        lines.append((name, draw(UNIT_PRICES), quantity, per_person))
    return quote_of(room, room_price or draw(PRICES), lines)


@st.composite
def unknown_names(draw):
    written = draw(st.sampled_from(UNKNOWN_WRITTEN))
    catalog_names = (
        [CatalogName(name, "room") for name in ROOMS]
        + [CatalogName(name, "product") for name in PRODUCTS]
        + [CatalogName(name, "feature") for name in FEATURES]
    )
    suggestions = draw(st.lists(st.sampled_from(catalog_names), max_size=3, unique=True))
    return UnknownName(written, tuple(suggestions))


@st.composite
def reply_plans(draw):
    lang = draw(st.sampled_from(LANGS))
    date = draw(st.none() | st.dates(dt.date(2026, 1, 1), dt.date(2028, 12, 31)))
    start, end = draw(time_windows())
    participants = draw(st.none() | st.integers(1, 500))
    rooms = draw(st.permutations(ROOMS))
    offer_count = draw(st.integers(0, 4))
    offers = tuple(
        RoomOffer(name, draw(st.integers(1, 500)), draw(st.none() | PRICES))
        for name in rooms[:offer_count]
    )
    taken = tuple(rooms[offer_count : offer_count + draw(st.integers(0, 2))])
    quote = None
    if draw(st.booleans()):
        if offers and draw(st.booleans()):
            quote = draw(
                quotes(offers[0].name, participants, draw(st.sampled_from([None, offers[0].price])))
            )
        else:
            quote = draw(quotes(rooms[-1], participants))
    return ReplyPlan(
        lang=lang,
        date=date,
        start_time=start,
        end_time=end,
        participants=participants,
        offers=offers,
        taken=taken,
        quote=quote,
        products=tuple(draw(st.lists(st.sampled_from(PRODUCTS), max_size=3, unique=True))),
        features=tuple(draw(st.lists(st.sampled_from(FEATURES), max_size=3, unique=True))),
        unknown=tuple(draw(st.lists(unknown_names(), max_size=2))),
        ask_for=tuple(
            draw(st.lists(st.sampled_from(["date", "participants", "time"]), unique=True))
        ),
        date_in_past=date is not None and draw(st.booleans()),
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans())
def test_every_rendered_plan_verifies_against_its_own_facts(plan):
    text = render(plan)
    verifies(plan, text)
    for name in plan.unknown:
        assert name.written not in text


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "You named a period rather than a day;"),
        ("de", "Sie haben einen Zeitraum statt eines Tages genannt;"),
        ("fr", "Vous avez indiqué une période plutôt qu'un jour\u00a0;"),
        ("it", "Ha indicato un periodo anziché un giorno;"),
    ],
)
def test_a_period_named_instead_of_a_day_is_asked_back(lang, sentence):
    plan = ReplyPlan(
        lang=lang, participants=30, ask_for=("date",), unclear=(("date", "date_period"),)
    )

    assert sentence in render(plan)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "You named more than one day;"),
        ("de", "Sie haben mehr als einen Tag genannt;"),
        ("fr", "Vous avez indiqué plus d'un jour\u00a0;"),
        ("it", "Ha indicato più di un giorno;"),
    ],
)
def test_days_offered_as_alternatives_are_asked_back(lang, sentence):
    plan = ReplyPlan(
        lang=lang, participants=30, ask_for=("date",), unclear=(("date", "date_alternatives"),)
    )

    assert sentence in render(plan)
