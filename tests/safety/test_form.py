"""The form of an answer: a reply from the venue, in its language and script (safety.screening),
that keeps the draft's lists, price basis and questions (safety.restoring)."""

import datetime as dt
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, note, settings
from hypothesis import strategies as st

from safety.restoring import from_draft, list_lines_checked, sentences, statements_kept
from safety.screening import client_names, reply_form
from tests.verbalizer.test_template import reply_plans
from verbalizer.plan import ReplyPlan
from verbalizer.plan_json import plan_from_json
from verbalizer.template import render

DRAFTS = {
    "en": "Hello,\n\nThank you for your enquiry.\n\nWe look forward to hearing from you.\n\nKind regards",
    "de": "Guten Tag\n\nVielen Dank für Ihre Anfrage.\n\nWir freuen uns auf Ihre Rückmeldung.\n\nFreundliche Grüsse",
    "fr": "Bonjour,\n\nMerci de votre demande.\n\nNous nous réjouissons de votre retour.\n\nMeilleures salutations",
    "it": "Buongiorno,\n\nGrazie per la sua richiesta.\n\nRestiamo in attesa di un suo riscontro.\n\nCordiali saluti",
}


def _fatal(text: str, lang: str, client_message: str = "") -> list[str]:
    form = reply_form(text, DRAFTS[lang], lang=lang, client_message=client_message)
    assert form.not_a_reply, form
    return [issue.expected for issue in form.issues]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans())
def test_a_draft_is_a_reply_in_good_form_and_nothing_comes_back_to_it(plan):
    draft = render(plan)
    facts = plan.facts()

    form = reply_form(
        draft, draft, lang=plan.lang, client_message="Hello, we would like to book a room."
    )
    back = from_draft(facts, draft, draft, lang=plan.lang)

    assert (form.text, form.issues, form.not_a_reply) == (draft, (), False)
    assert (back.text, back.issues, back.beyond) == (draft, (), None)
    assert statements_kept(facts, draft, draft, lang=plan.lang) == []


@pytest.mark.parametrize(
    ("lang", "placeholder"),
    [
        ("en", "Dear [Client's Name],"), ("en", "Best regards, [Your Name]"), ("de", "Sehr geehrte/r <Name>"),
        ("de", "Ihr {Name}"), ("fr", "Cher [Nom du client],"), ("it", "Gentile ____,"), ("en", "Dear XXX,"),
    ],
)  # fmt: skip
def test_placeholders_are_no_reply(lang, placeholder):
    text = DRAFTS[lang].replace("\n\n", f"\n\n{placeholder}\n\n", 1)
    assert "holds placeholders no one filled in" in _fatal(text, lang)


@pytest.mark.parametrize(
    ("lang", "refusal"),
    [
        ("en", "I'm sorry, but I can't help with this request."),
        ("en", "As an AI, I cannot book rooms."),
        ("de", "Es tut mir leid, aber ich kann Ihnen dabei nicht helfen."),
        ("de", "Leider kann ich Ihnen bei dieser Anfrage nicht helfen."),
        ("fr", "Je suis désolé, mais je ne peux pas vous aider avec cette demande."),
        ("fr", "Je ne peux pas réserver une salle pour vous le 20 mai."),
        ("it", "Mi dispiace, ma non posso aiutarla con questa richiesta."),
    ],
)
def test_refusals_are_no_reply(lang, refusal):
    text = DRAFTS[lang].replace("\n\n", f"\n\n{refusal}\n\n", 1)
    assert "refuses or apologises instead of replying as the venue" in _fatal(text, lang)


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "We would like to book the Salon Rose for our Christmas party."),
        ("en", "Could we reserve a room for 45 guests?"),
        ("de", "Wir möchten gerne am 4. Dezember einen Raum reservieren."),
        ("de", "Wir sind 25 Personen."),
        ("fr", "Nous serons 22 personnes le jeudi 11 mars."),
        ("fr", "Nous souhaitons réserver une salle."),
        ("it", "Vorremmo prenotare una sala per 18 persone."),
        ("it", "Saremo 40 persone."),
    ],
)
def test_text_written_as_the_client_is_no_reply(lang, sentence):
    text = DRAFTS[lang].replace("\n\n", f"\n\n{sentence}\n\n", 1)
    assert "is written as the client, not as the venue" in _fatal(text, lang)


@pytest.mark.parametrize(
    ("lang", "client_message"),
    [
        (
            "en",
            "Could we reserve the Salon Rose on December 4, 2037 for a Christmas party? 45 guests, starting at 19:00.",
        ),
        (
            "de",
            "Guten Tag, wir planen am 4. Dezember ein Weihnachtsessen für 45 Gäste ab 19 Uhr im Salon Rose.",
        ),
        (
            "fr",
            "Bonjour, pour un apéritif de 50 personnes le 20 mai de 17h00 à 21h00, quelle salle avez-vous ?",
        ),
        (
            "it",
            "Buonasera, cerchiamo una sala per una cena di 40 persone dalle 19:00 alle 23:00 il 17 settembre.",
        ),
    ],
)
def test_an_echo_of_the_client_is_no_reply_with_or_without_facts_bolted_on(lang, client_message):
    for text in (client_message, f"{client_message} Time: 23:00. Price: CHF 1200.00."):
        assert "repeats the client's message instead of replying" in _fatal(
            text, lang, client_message
        )


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_quoting_a_few_words_of_the_client_is_no_echo(lang):
    client_message = "Guten Tag, wir planen am 4. Dezember ein Weihnachtsessen für 45 Gäste ab 19 Uhr im Salon Rose."
    text = DRAFTS[lang].replace("\n\n", "\n\nWeihnachtsessen für 45 Gäste\n\n", 1)
    form = reply_form(text, DRAFTS[lang], lang=lang, client_message=client_message)
    assert not form.not_a_reply


@pytest.mark.parametrize(
    ("lang", "written", "expected"),
    [
        (
            "de",
            "Wir freuen uns auf Ihre Rückmeldung组织ieren.",
            "Wir freuen uns auf Ihre Rückmeldung.",
        ),
        ("de", "Wir freuen uns组织 auf Ihre Rückmeldung.", "Wir freuen uns auf Ihre Rückmeldung."),
        ("en", "We look forward to hearing from you 谢谢.", "We look forward to hearing from you."),
        ("fr", "Nous nous réjouissons de votre рeтour.", "Nous nous réjouissons de votre рeтour."),
    ],
)
def test_a_slip_into_another_script_is_cut(lang, written, expected):
    paragraph = DRAFTS[lang].split("\n\n")[2]
    form = reply_form(DRAFTS[lang].replace(paragraph, written), DRAFTS[lang], lang=lang)

    if written == expected:  # Cyrillic inside Latin words is a disguise safety.claims handles
        return
    assert not form.not_a_reply
    assert form.text == DRAFTS[lang].replace(paragraph, expected)
    assert [issue.expected for issue in form.issues] == ["holds text in another script"]


@pytest.mark.parametrize(
    ("lang", "paragraph"),
    [
        ("de", "我们期待您的回复，并祝您活动圆满成功。"),
        ("en", "Мы будем рады видеть вас на нашем мероприятии."),
        (
            "de",
            "We are looking forward to your reply and we will be happy to help you with the organisation of the event.",
        ),
        (
            "it",
            "Nous nous réjouissons de votre retour et nous serons ravis de vous accueillir pour votre événement.",
        ),
    ],
)
def test_a_paragraph_in_another_script_or_language_is_no_reply(lang, paragraph):
    text = DRAFTS[lang].replace("\n\n", f"\n\n{paragraph}\n\n", 1)
    assert set(_fatal(text, lang)) & {
        "holds text in another script",
        "switches to another language",
    }


@pytest.mark.parametrize(
    ("message", "names"),
    [
        (
            "Hello, a room for 35 people please. Best regards, Anna Keller, Acme Ltd.",
            ["Anna Keller", "Acme Ltd"],
        ),
        (
            "Guten Tag, … Freundliche Grüsse, Jonas Meier, Meier Treuhand AG",
            ["Jonas Meier", "Meier Treuhand AG"],
        ),
        ("Bonjour, …\n\nCordialement,\nSophie Dubois", ["Sophie Dubois"]),
        ("Buongiorno, … Cordiali saluti, Marco Rossi", ["Marco Rossi"]),
        ("Hi, thanks, Tom Baker", ["Tom Baker"]),
        ("Hello, a room for 35 people on 14 March, please.", []),
    ],
)
def test_the_names_a_client_signs_with(message, names):
    assert client_names(message) == names


@pytest.mark.parametrize(
    ("lang", "closing", "signed", "client_message"),
    [
        (
            "en",
            "Kind regards",
            "Best regards,\nAnna Keller\nAcme Ltd.",
            "… Best regards, Anna Keller, Acme Ltd.",
        ),
        (
            "de",
            "Freundliche Grüsse",
            "Freundliche Grüsse, Jonas Meier",
            "… Freundliche Grüsse, Jonas Meier",
        ),
        (
            "fr",
            "Meilleures salutations",
            "Meilleures salutations\n\nSophie Dubois",
            "… Cordialement, Sophie Dubois",
        ),
        (
            "it",
            "Cordiali saluti",
            "Cordiali saluti,\nMarco Rossi",
            "… Cordiali saluti, Marco Rossi",
        ),
        ("en", "Kind regards", "Kind regards,\nThe Events Team", ""),
    ],
)
def test_a_signature_after_the_closing_is_cut(lang, closing, signed, client_message):
    form = reply_form(
        DRAFTS[lang].replace(closing, signed),
        DRAFTS[lang],
        lang=lang,
        client_message=client_message,
    )

    assert not form.not_a_reply
    assert form.text.split("\n\n")[:3] == DRAFTS[lang].split("\n\n")[:3]
    assert form.text.rsplit("\n\n", 1)[1] == signed.split("\n")[0].split(",")[0].rstrip(",")
    assert form.issues and all(issue.type == "claim" for issue in form.issues)


@pytest.mark.parametrize(
    ("paragraph", "expected"),
    [
        ("Vielen Dank für Ihre Anfrage für Freitag, 23. Oktober 2026, von 8:30 Uhr. Wir freuen uns.",
         ["Vielen Dank für Ihre Anfrage für Freitag, 23. Oktober 2026, von 8:30 Uhr.", "Wir freuen uns."]),
        ("Die Preise verstehen sich exkl. MwSt. Danke.", ["Die Preise verstehen sich exkl. MwSt.", "Danke."]),
        ("Is it free? Yes! It is.", ["Is it free?", "Yes!", "It is."]),
        ("Le 1er août. Merci.", ["Le 1er août.", "Merci."]),
        (". 0", [".", "0"]),  # punctuation alone before a sentence end: no word to look at
        ("?! Ok.", ["?!", "Ok."]),
    ],
)  # fmt: skip
def test_sentences(paragraph, expected):
    assert sentences(paragraph) == expected


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_second_letter_after_the_closing_is_cut(lang):
    closing = DRAFTS[lang].rsplit("\n\n", 1)[1]
    run_on = DRAFTS[lang] + ",\n\nYour Majesty\n\nResponse:\n\n" + DRAFTS[lang]

    form = reply_form(run_on, DRAFTS[lang], lang=lang)

    assert not form.not_a_reply
    assert form.text == DRAFTS[lang]
    assert form.text.endswith(closing)
    assert [issue.type for issue in form.issues] == ["claim"]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
@pytest.mark.parametrize("copies", [2, 3])
def test_an_answer_that_writes_a_sentence_over_again_is_no_reply(lang, copies):
    paragraphs = DRAFTS[lang].split("\n\n")
    longest = max(paragraphs, key=len)
    looping = DRAFTS[lang].replace(longest, "\n\n".join([longest] * copies), 1)

    form = reply_form(looping, DRAFTS[lang], lang=lang)

    assert form.not_a_reply
    assert any("repeats itself" in (issue.expected or "") for issue in form.issues)
    assert not reply_form(DRAFTS[lang], DRAFTS[lang], lang=lang).not_a_reply


# -- the quote's sums beside their labels ------------------------------------------------------------


SUBTOTAL = ("Subtotal", "Zwischentotal", "Sous-total", "Subtotale")  # the templates' labels
TOTAL = ("Total", "Totale")


def _names(plan) -> list[str]:
    return [name for name, _ in plan.facts().names()]


def _line(draft: str, labels: tuple[str, ...]) -> str:
    found = [
        line for line in draft.split("\n") if line.split(" ", 1)[0] in labels and "CHF" in line
    ]
    assert len(found) == 1, draft
    return found[0]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans())
def test_the_drafts_own_lines_are_kept_as_they_are(plan):
    draft = render(plan)
    checked = list_lines_checked(draft, draft, _names(plan))
    assert (checked.text, checked.issues, checked.beyond) == (draft, (), None)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans(), st.booleans())
def test_the_totals_amount_beside_the_subtotals_label_is_the_drafts_line_again(plan, misspelt):
    """ "Zwischenttotal exkl. MwSt.: CHF 2'053.90" (the total) for "CHF 1'900.00": every fact is
    a fact of the reply, only the label says which is which."""
    assume(plan.quote is not None and plan.quote.subtotal != plan.quote.total)
    draft = render(plan)
    subtotal, total = _line(draft, SUBTOTAL), _line(draft, TOTAL)
    label, _, _ = subtotal.partition(":")
    wrong = label + ":" + total.partition(":")[2]
    if misspelt:
        first = label.split(" ", 1)[0]
        wrong = wrong.replace(first, first[:4] + first[3] + first[4:], 1)  # "Zwischenttotal"
    answer = draft.replace(subtotal, wrong)
    assert answer != draft
    note(answer)

    checked = list_lines_checked(answer, draft, _names(plan))

    assert checked.text == draft
    assert [(i.kind, i.type, i.found) for i in checked.issues] == [
        ("wrong", "claim", wrong.strip()[:80])
    ]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans())
def test_a_sum_written_with_less_than_its_drafts_line_is_kept(plan):
    """ "VAT: CHF 255.96" for "VAT 8.1%: CHF 255.96" leaves the rate out and changes nothing."""
    assume(plan.quote is not None)
    draft = render(plan)
    vat = _line(draft, ("VAT", "MwSt.", "TVA", "IVA"))
    label, _, amount = vat.partition(":")
    shorter = draft.replace(vat, label.split(" ", 1)[0] + ":" + amount)
    assert shorter != draft
    checked = list_lines_checked(shorter, draft, _names(plan))
    assert (checked.text, checked.issues) == (shorter, ())


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reply_plans())
def test_the_quotes_lines_run_into_the_room_list_are_beyond_repair(plan):
    """The room list and the quote as one list, the quote's heading gone: every fact is there,
    the offer's form is not."""
    assume(plan.quote is not None and plan.offers)
    draft = render(plan)
    paragraphs = draft.split("\n\n")
    rooms = next((i for i, p in enumerate(paragraphs) if "\n- " in p and "(" in p), None)
    assume(rooms is not None)  # a single room is offered in a sentence, not a list
    quote = next(
        (i for i, p in enumerate(paragraphs) if i > rooms and "\n- " in p and "CHF" in p), None
    )
    assume(quote is not None)
    room_lines = [line for line in paragraphs[rooms].split("\n") if line.startswith("- ")]
    quote_lines = [line for line in paragraphs[quote].split("\n")[1:]]  # without its heading
    merged = paragraphs[rooms].split("\n")[0] + "\n" + "\n".join(room_lines + quote_lines)
    answer = "\n\n".join([*paragraphs[:rooms], merged, *paragraphs[quote + 1 :]])

    checked = list_lines_checked(answer, draft, _names(plan))

    assert checked.beyond == "lists run together"
    assert [issue.expected for issue in checked.issues] == ["runs the draft's lists into one"]


# -- other text in place of a rephrasing ---------------------------------------------------------------

FOLLOW_UP = {  # a follow-up's draft: no greeting, a date taken note of, the free rooms
    "en": "Noted: for Sunday, 17 September 2028.\n\nThe following rooms are free for you:\n"
          "- Salon Rose (up to 60 people): CHF 1,200.00 (evening rate)\nPrices exclude VAT.",
    "de": "Notiert: für Sonntag, 17. September 2028.\n\nFür Sie sind folgende Räume frei:\n"
          "- Salon Rose (bis zu 60 Personen): CHF 1'200.00 (Abendpauschale)\nDie Preise verstehen sich exkl. MwSt.",
    "fr": "C'est noté : pour le dimanche 17 septembre 2028.\n\nLes salles suivantes sont libres pour vous :\n"
          "- Salon Rose (jusqu'à 60 personnes) : CHF 1'200.00 (tarif soirée)\nLes prix s'entendent hors TVA.",
    "it": "Preso nota: per domenica 17 settembre 2028.\n\nSono libere per lei le seguenti sale:\n"
          "- Salon Rose (fino a 60 persone): CHF 1'200.00 (tariffa serale)\nI prezzi si intendono IVA esclusa.",
}  # fmt: skip
OTHER_TEXT = {  # the date kept, the rest about something else
    "en": "The customer is our manager, who finds the discovery of information about a venue.\n\n"
          "The extension of that discovery is being used for working in a situation of 17 September 2028.",
    "de": "Der Kunde ist unser Verantwortlicher, der die Entdeckung der Informationen eines Ortes findet.\n\n"
          "Die Erweiterung dieser Entdeckung wird verwendet, um in einer Lage vom 17. September 2028 zu arbeiten.",
    "fr": "Le client est notre responsable, qui trouve la découverte des informations d'un lieu.\n\n"
          "L'extension de cette découverte est utilisée pour travailler dans une situation du 17 septembre 2028.",
    "it": "Il cliente è il nostro responsabile, che si trova la scoprarea delle informazioni di un venue.\n\n"
          "L'estensiono della scoprarea viene essere utilizzata per lavorare in una situa di 17 settembre 2028.",
}  # fmt: skip
LOOSE = {  # a free rephrasing that lost the list: it comes back, the answer is a reply
    "en": "Thank you, we have noted Sunday, 17 September 2028 for your event. Please note that our prices exclude VAT.",
    "de": "Vielen Dank, wir haben Sonntag, 17. September 2028 für Ihren Anlass notiert. Unsere Preise verstehen sich exkl. MwSt.",
    "fr": "Merci, nous avons bien noté le dimanche 17 septembre 2028. Nos prix s'entendent hors TVA.",
    "it": "Grazie, abbiamo preso nota di domenica 17 settembre 2028. I nostri prezzi si intendono IVA esclusa.",
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_other_text_in_place_of_a_rephrasing_is_no_reply(lang):
    form = reply_form(OTHER_TEXT[lang], FOLLOW_UP[lang], lang=lang)
    assert form.not_a_reply
    assert [issue.expected for issue in form.issues] == [
        "says little of what the draft says, and much else"
    ]


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_free_rephrasing_that_keeps_the_drafts_words_is_a_reply(lang):
    form = reply_form(LOOSE[lang], FOLLOW_UP[lang], lang=lang)
    assert (form.not_a_reply, form.issues) == (False, ())


SHORT_OF_THE_COUNT = {  # the draft's first sentence as a model rewrote it, the group size lost
    "en": "Thank you for your inquiry from 9:00 to 17:00.",
    "de": "Vielen Dank für Ihre Anfrage von 9:00 bis 17:00 Uhr.",
    "fr": "Merci pour votre demande, de 9h00 à 17h00.",
    "it": "Grazie per la sua richiesta, dalle 9:00 alle 17:00.",
}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_sentence_short_of_a_fact_is_replaced_by_the_drafts_not_repeated(lang):
    import datetime as dt

    from verbalizer.plan import ReplyPlan

    plan = ReplyPlan(lang=lang, start_time=dt.time(9), end_time=dt.time(17), participants=20,
                     products=("Kaffeepause",), ask_for=("date",))  # fmt: skip
    draft = render(plan)
    first = draft.split("\n\n")[1]
    drafted = first[: first.index(". ") + 1]
    assert "20" in drafted
    answer = draft.replace(drafted, SHORT_OF_THE_COUNT[lang])
    assert answer != draft

    back = from_draft(plan.facts(), draft, answer, lang=lang)

    assert back.text == draft
    assert [(i.kind, i.type) for i in back.issues] == [("missing", "count")]


CIRCLES = {  # four words the draft never writes, three times over
    "en": "new request in the hall",
    "de": "neue Anfrage in der Halle",
    "fr": "nouvelle demande dans la halle",
    "it": "nuova richiesta nella sala grande",
}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_an_answer_going_round_in_circles_is_no_reply(lang):
    phrase = CIRCLES[lang]
    body = f"{phrase.capitalize()} 19:00. {phrase.capitalize()}, 22:00, {phrase} 19:00."
    greeting, _, rest = DRAFTS[lang].partition("\n\n")
    answer = f"{greeting}\n\n{body}\n\n{rest}"
    form = reply_form(answer, DRAFTS[lang], lang=lang)
    assert form.not_a_reply
    assert [issue.expected for issue in form.issues] == [
        "repeats itself, as a model caught in a loop does"
    ]
    once = reply_form(
        f"{greeting}\n\n{phrase.capitalize()} 19:00.\n\n{rest}", DRAFTS[lang], lang=lang
    )
    assert not once.not_a_reply


FOLLOW_UP_MESSAGES = {  # a client's short follow-up: the date given later
    "en": "The date would be 17 September 2028.",
    "de": "Das Datum wäre der 17. September 2028.",
    "fr": "La date serait le 17 septembre 2028.",
    "it": "La data sarebbe il 17 settembre 2028.",
}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_short_message_of_the_clients_written_again_is_no_reply(lang):
    message = FOLLOW_UP_MESSAGES[lang]
    echoed = f"{message}\n\n" + FOLLOW_UP[lang].split("\n\n", 1)[1]
    form = reply_form(echoed, FOLLOW_UP[lang], lang=lang, client_message=message)
    assert form.not_a_reply
    assert [(i.found, i.expected) for i in form.issues] == [
        (message, "repeats the client's message instead of replying")
    ]
    assert not reply_form(
        FOLLOW_UP[lang], FOLLOW_UP[lang], lang=lang, client_message=message
    ).not_a_reply


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_list_kept_in_part_comes_back_whole_without_its_lines_twice(lang):
    """The price basis the answer kept below what it kept of the list is the block's last line:
    the draft's block comes back in place of both, not above a second price basis."""
    import datetime as dt
    from decimal import Decimal

    from verbalizer.plan import ReplyPlan, RoomOffer

    plan = ReplyPlan(lang=lang, date=dt.date(2028, 9, 17), start_time=dt.time(19), end_time=dt.time(23),
                     participants=40, offers=(RoomOffer("Salon Rose", 60, Decimal("1200.00")),
                                              RoomOffer("Dachterrasse", 120, Decimal("1900.00"))))  # fmt: skip
    draft = render(plan)
    salon = next(line for line in draft.split("\n") if line.startswith("- Salon Rose"))
    answer = draft.replace(salon + "\n", "")
    assert answer != draft

    back = from_draft(plan.facts(), draft, answer, lang=lang)

    assert back.text == draft


# A short draft dense with the client's own facts, a faithful rephrasing of it, and the client's
# message: the rephrasing writes over half of the client's three-word runs, all of them the
# draft's words too ("for 20 people on 12 May 2028 from 18:00 to 22:00").
DENSE = {
    "en": (
        "Hello, we need a room for 20 people on 12 May 2028 from 18:00 to 22:00.",
        "Hello,\n\nThank you for your enquiry for 20 people on 12 May 2028 from 18:00 to 22:00."
        "\n\nSalon Rose is available at CHF 650.00.\n\nKind regards",
        "Hello,\n\nMany thanks for your request: a room for 20 people on 12 May 2028 from 18:00"
        " to 22:00.\n\nSalon Rose is free and costs CHF 650.00.\n\nKind regards",
    ),
    "de": (
        "Guten Tag, wir brauchen einen Raum für 30 Personen am 5. Juni 2028 von 18:00 bis 23:00 Uhr.",
        "Guten Tag\n\nVielen Dank für Ihre Anfrage für 30 Personen am 5. Juni 2028 von 18:00 bis"
        " 23:00 Uhr.\n\nDer Salon Rose ist frei, der Preis beträgt CHF 900.00.\n\nFreundliche Grüsse",
        "Guten Tag\n\nHerzlichen Dank für Ihre Anfrage: einen Raum für 30 Personen am 5. Juni 2028"
        " von 18:00 bis 23:00 Uhr.\n\nDer Salon Rose ist verfügbar und kostet CHF 900.00."
        "\n\nFreundliche Grüsse",
    ),
    "fr": (
        "Bonjour, il nous faut une salle pour 25 personnes le 14 mars 2028 de 12h00 à 15h00.",
        "Bonjour,\n\nMerci de votre demande pour 25 personnes le 14 mars 2028 de 12h00 à 15h00."
        "\n\nLe Salon Rose est libre, au prix de CHF 700.00.\n\nMeilleures salutations",
        "Bonjour,\n\nMerci beaucoup pour votre demande : une salle pour 25 personnes le 14 mars"
        " 2028 de 12h00 à 15h00.\n\nLe Salon Rose est disponible pour CHF 700.00."
        "\n\nMeilleures salutations",
    ),
    "it": (
        "Buongiorno, ci serve una sala per 40 persone il 17 settembre 2028 dalle 19:00 alle 23:00.",
        "Buongiorno,\n\nGrazie per la sua richiesta per 40 persone il 17 settembre 2028 dalle 19:00"
        " alle 23:00.\n\nLa Sala Rosa è libera, al prezzo di CHF 1200.00.\n\nCordiali saluti",
        "Buongiorno,\n\nLa ringraziamo per la richiesta: una sala per 40 persone il 17 settembre"
        " 2028 dalle 19:00 alle 23:00.\n\nLa Sala Rosa è disponibile a CHF 1200.00."
        "\n\nCordiali saluti",
    ),
}


def _runs(text: str) -> set[tuple[str, ...]]:
    words = [w for w in "".join(c if c.isalnum() else " " for c in text.lower()).split()]
    return {tuple(words[i : i + 3]) for i in range(len(words) - 2)}


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_faithful_rephrasing_of_a_draft_dense_with_the_clients_facts_is_no_echo(lang):
    message, draft, answer = DENSE[lang]
    client = _runs(message)
    assert len(client & _runs(answer)) > len(client) / 2  # what the echo check used to refuse

    form = reply_form(answer, draft, lang=lang, client_message=message)

    assert (form.text, form.issues, form.not_a_reply) == (answer, (), False)


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_the_clients_whole_message_written_again_beside_the_draft_is_still_an_echo(lang):
    message, draft, answer = DENSE[lang]
    echoed = answer.replace("\n\n", f"\n\n{message}\n\n", 1)

    assert "repeats the client's message instead of replying" in _fatal_for(
        echoed, draft, lang, message
    )


@pytest.mark.parametrize(
    ("lang", "message", "draft_sentence", "echoed"),
    [
        (
            "de",
            "Guten Tag, wir möchten ein Sommerfest für 50 Personen am 3. Juli 2028 feiern.",
            "Vielen Dank für Ihre Anfrage für Ihr Sommerfest für 50 Personen am 3. Juli 2028.",
            "Wir möchten ein Sommerfest für 50 Personen am 3. Juli 2028 feiern.",
        ),
        (
            "en",
            "Hello, we are planning a summer party for 50 people on 3 July 2028.",
            "Thank you for your enquiry for a summer party for 50 people on 3 July 2028.",
            "We are planning a summer party for 50 people on 3 July 2028.",
        ),
        (
            "fr",
            "Bonjour, nous organisons une fête d'été pour 50 personnes le 3 juillet 2028.",
            "Merci de votre demande pour une fête d'été pour 50 personnes le 3 juillet 2028.",
            "Nous organisons une fête d'été pour 50 personnes le 3 juillet 2028.",
        ),
        (
            "it",
            "Buongiorno, organizziamo una festa estiva per 50 persone il 3 luglio 2028.",
            "Grazie per la sua richiesta per una festa estiva per 50 persone il 3 luglio 2028.",
            "Organizziamo una festa estiva per 50 persone il 3 luglio 2028.",
        ),
    ],
)
def test_a_sentence_of_the_client_the_draft_only_paraphrases_is_still_an_echo(
    lang, message, draft_sentence, echoed
):
    draft = DRAFTS[lang].replace("\n\n", f"\n\n{draft_sentence}\n\n", 1)
    answer = draft.replace(draft_sentence, echoed)

    assert "repeats the client's message instead of replying" in _fatal_for(
        answer, draft, lang, message
    )


def _fatal_for(text: str, draft: str, lang: str, client_message: str) -> list[str]:
    form = reply_form(text, draft, lang=lang, client_message=client_message)
    assert form.not_a_reply, form
    return [issue.expected for issue in form.issues]


@pytest.mark.parametrize(
    ("lang", "message", "draft_sentence", "garbled"),
    [
        (
            "it",
            "Buonasera, cerchiamo una sala per una cena di 40 persone dalle 19:00 alle 23:00.",
            "Grazie per la sua richiesta dalle 19:00 alle 23:00, per 40 partecipanti.",
            "Restiamo in attesa di un risco di una cena di 40 persone dalle 19:00 alle 23:00.",
        ),
        (
            "en",
            "Good evening, we are looking for a room for a dinner of 40 people from 19:00 to 23:00.",
            "Thank you for your enquiry from 19:00 to 23:00, for 40 participants.",
            "We look forward to a room for a dinner of 40 people from 19:00 to 23:00.",
        ),
        (
            "de",
            "Guten Abend, wir suchen einen Raum für ein Abendessen mit 40 Personen von 19:00 bis 23:00.",
            "Vielen Dank für Ihre Anfrage von 19:00 bis 23:00, für 40 Teilnehmende.",
            "Wir freuen uns auf ein Abendessen mit 40 Personen von 19:00 bis 23:00.",
        ),
        (
            "fr",
            "Bonsoir, nous cherchons une salle pour un dîner de 40 personnes de 19h00 à 23h00.",
            "Merci de votre demande de 19h00 à 23h00, pour 40 participants.",
            "Nous attendons un dîner de 40 personnes de 19h00 à 23h00.",
        ),
    ],
)
def test_a_garbled_reply_that_writes_the_clients_own_words_beside_the_drafts_is_an_echo(
    lang, message, draft_sentence, garbled
):
    """A small model's garbled sentence that carries the client's words, five runs of three that
    the draft never writes beside four it does (rg-it-029): the draft's words do not make it the
    venue's."""
    draft = DRAFTS[lang].replace("\n\n", f"\n\n{draft_sentence}\n\n", 1)
    answer = draft.replace(draft_sentence, f"{draft_sentence}\n\n{garbled}")

    assert "repeats the client's message instead of replying" in _fatal_for(
        answer, draft, lang, message
    )


ASK_DATE = {
    "en": "So that we can check availability, could you please tell us the date?",
    "de": "Damit wir die Verfügbarkeit prüfen können, teilen Sie uns bitte noch das Datum mit.",
    "fr": "Afin que nous puissions vérifier les disponibilités, pourriez-vous nous indiquer la date ?",
    "it": "Per poter verificare la disponibilità, potrebbe indicarci la data?",
}
# The date asked for in the model's own words: no word of the draft's question but the detail.
ASKED_OTHERWISE = {
    "en": "On which day would you like to hold your event?",
    "de": "An welchem Tag findet Ihr Anlass statt?",
    "fr": "Quel jour aura lieu votre événement ?",
    "it": "In quale giorno si terrà il suo evento?",
}
ASKED_FOR_PEOPLE = {
    "en": "How many guests will attend your event?",
    "de": "Wie viele Gäste erwarten Sie?",
    "fr": "Combien d'invités attendez-vous ?",
    "it": "Quanti ospiti attende al suo evento?",
}


def _asking(lang: str, question: str) -> str:
    thanks = DRAFTS[lang].split("\n\n")[1]
    return DRAFTS[lang].replace(thanks, f"{thanks}\n\n{question}")


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_question_the_model_rephrased_is_not_asked_twice(lang):
    from safety.facts import HardFacts

    facts = HardFacts.model_validate({})
    draft, answer = _asking(lang, ASK_DATE[lang]), _asking(lang, ASKED_OTHERWISE[lang])

    back = from_draft(facts, draft, answer, lang=lang)

    assert (back.text, back.issues, back.beyond) == (answer, (), None)
    assert statements_kept(facts, answer, draft, lang=lang) == []


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_question_for_another_detail_does_not_stand_for_the_drafts(lang):
    from safety.facts import HardFacts

    facts = HardFacts.model_validate({})
    draft, answer = _asking(lang, ASK_DATE[lang]), _asking(lang, ASKED_FOR_PEOPLE[lang])

    back = from_draft(facts, draft, answer, lang=lang)

    assert ASK_DATE[lang] in back.text and ASKED_FOR_PEOPLE[lang] in back.text
    assert [(i.kind, i.expected) for i in back.issues] == [
        ("missing", "the question to the client")
    ]


ROOMS_AFTER_THANKS = {
    "en": ("Thank you for your enquiry.", "Many thanks for your enquiry.", "These rooms are free:", "We hold it until 08.08.2026."),
    "de": ("Vielen Dank für Ihre Anfrage.", "Herzlichen Dank für Ihre Anfrage.", "Diese Räume sind frei:", "Wir halten ihn bis 08.08.2026."),
    "fr": ("Merci de votre demande.", "Merci beaucoup pour votre demande.", "Ces salles sont libres :", "Nous la gardons jusqu'au 08.08.2026."),
    "it": ("Grazie per la sua richiesta.", "Grazie mille per la sua richiesta.", "Queste sale sono libere:", "La teniamo fino al 08.08.2026."),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_a_lost_room_list_comes_back_below_the_thanks_as_in_the_draft(lang):
    from safety.facts import HardFacts

    facts = HardFacts.model_validate(
        {"dates": [{"value": "2026-08-08"}], "rooms": [{"value": "Salon Rose"}, {"value": "Kubus"}]}
    )
    thanks, rephrased, heading, hold = ROOMS_AFTER_THANKS[lang]
    greeting, *_, closing = DRAFTS[lang].split("\n\n")
    rooms = f"{heading}\n- Salon Rose\n- Kubus"
    draft = "\n\n".join([greeting, thanks, rooms, hold, closing])
    answer = "\n\n".join([greeting, rephrased, hold, closing])

    back = from_draft(facts, draft, answer, lang=lang)

    assert back.text == "\n\n".join([greeting, rephrased, rooms, hold, closing])
    assert back.beyond is None


@pytest.mark.parametrize(
    ("lang", "informal"),
    [
        ("it", "Grazie per la tua richiesta."),
        ("it", "Ti ringraziamo per la richiesta."),
        ("it", "Restiamo in attesa di un tuo riscontro."),
        ("de", "Vielen Dank für deine Anfrage."),
        ("de", "Wir freuen uns auf dich."),
        ("fr", "Merci pour ta demande."),
        ("fr", "Nous attendons tes nouvelles."),
        ("fr", "Merci à toi pour la demande."),
    ],
)
def test_an_answer_that_mixes_the_informal_address_with_the_drafts_formal_one_is_no_reply(
    lang, informal
):
    text = DRAFTS[lang].replace("\n\n", f"\n\n{informal}\n\n", 1)

    assert "mixes the informal address with the draft's formal one" in _fatal(text, lang)


@pytest.mark.parametrize(
    ("lang", "formal"),
    [
        ("it", "Grazie per la sua richiesta, La ringraziamo."),
        ("de", "Vielen Dank für Ihre Anfrage, die wir gerne prüfen."),
        ("fr", "Merci pour votre demande, que nous examinons."),
        ("en", "Thank you, we look forward to your reply."),
    ],
)
def test_an_answer_in_the_drafts_formal_register_keeps_it(lang, formal):
    text = DRAFTS[lang].replace("\n\n", f"\n\n{formal}\n\n", 1)

    form = reply_form(text, DRAFTS[lang], lang=lang)

    assert (form.text, form.issues, form.not_a_reply) == (text, (), False)


BASIS_REPHRASED = {
    "en": ("Prices exclude VAT.", "All prices are exclusive of VAT."),
    "de": ("Die Preise verstehen sich exkl. MwSt.", "Alle Preise verstehen sich zzgl. Mehrwertsteuer."),
    "fr": ("Les prix s'entendent hors TVA.", "Tous les prix sont hors taxes."),
    "it": ("I prezzi si intendono IVA esclusa.", "I prezzi sono da intendersi più IVA."),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_the_price_basis_the_model_rephrased_is_not_stated_twice(lang):
    from safety.facts import HardFacts

    facts = HardFacts.model_validate({})
    drafted, rephrased = BASIS_REPHRASED[lang]
    draft, answer = _asking(lang, drafted), _asking(lang, rephrased)

    back = from_draft(facts, draft, answer, lang=lang)

    assert (back.text, back.issues, back.beyond) == (answer, (), None)
    assert statements_kept(facts, answer, draft, lang=lang) == []


# A room held as an option needs the client's name and e-mail: the draft's request for them names
# the room, and is a request all the same. Answers of a real model (Qwen2.5-Coder-1.5B, recorded
# by make bench-llm) that repeated the client's request instead lost it.
REAL = Path(__file__).resolve().parents[2] / "fixtures" / "regression" / "real"


def recorded(model: str, turn: int) -> tuple[ReplyPlan, str]:
    line = (REAL / f"{model}.jsonl").read_text(encoding="utf-8").splitlines()[turn - 1]
    record = json.loads(line)
    return plan_from_json(record["plan"]), record["final"]


@pytest.mark.parametrize(
    ("turn", "repeated"),
    [
        (21, "Sure, please hold Seesicht (Lake View) for us."),
        (24, "Sì, potete tenerci la sala Dachterrasse (terrazza sul tetto)."),
    ],
)
def test_a_lost_request_for_name_and_e_mail_is_missing_though_it_names_the_room(turn, repeated):
    plan, answer = recorded("qwen2.5-coder-1.5b", turn)  # what was sent, the list put back
    draft = render(plan)
    assert repeated in answer

    lost = statements_kept(plan.facts(), answer, draft, lang=plan.lang)

    assert [issue.expected for issue in lost] == ["the question to the client"]


@pytest.mark.parametrize(
    ("turn", "asked"),
    [
        (21, "Could you send us your name and email, so that we can hold Seesicht for you?"),
        (23, "Bien sûr, pour bloquer la salle Salon Rose en option pour vous, merci de nous "
             "indiquer votre nom et votre adresse e-mail."),
        (24, "Per tenerle la sala Dachterrasse in opzione, ci indichi il suo nome e la sua e-mail."),
    ],
)  # fmt: skip
def test_a_request_for_name_and_e_mail_in_other_words_is_kept(turn, asked):
    plan, _ = recorded("qwen2.5-coder-1.5b", turn)
    draft = render(plan)
    answer = (
        draft.rsplit("\n\n", 1)[0] + "\n\n" + asked
    )  # the draft with its last paragraph reworded

    assert statements_kept(plan.facts(), answer, draft, lang=plan.lang) == []


def test_an_answer_that_runs_the_greeting_into_the_clients_words_is_no_reply():
    """Qwen2.5-Coder-0.5B: "Good morning, for our board meeting on Friday, 2 June 2028, …"."""
    plan, _ = recorded("qwen2.5-coder-0.5b", 9)
    line = (REAL / "qwen2.5-coder-0.5b.jsonl").read_text(encoding="utf-8").splitlines()[8]
    record = json.loads(line)
    answer = record["answers"][0]
    draft = record["messages"][0][-1]["content"]

    form = reply_form(answer, draft, lang="en", client_message=record["client_message"])

    assert form.not_a_reply
    assert any("as the client" in (issue.expected or "") for issue in form.issues)


@pytest.mark.parametrize(
    ("lang", "message", "answer", "speaks"),
    [
        ("en", "Hello, for our board meeting on 2 June we need a room.",
         "Good morning, for our board meeting on 2 June, this room is free.", True),
        ("en", "Hello, for our board meeting on 2 June we need a room.",
         "Good morning, for your board meeting on 2 June, this room is free.", False),
        ("de", "Grüezi, für unser Firmenjubiläum am 18. September suchen wir einen Raum.",
         "Guten Tag, für unser Firmenjubiläum am 18. September ist der Raum frei.", True),
        ("de", "Grüezi, für unser Firmenjubiläum am 18. September suchen wir einen Raum.",
         "Guten Tag, für Ihr Firmenjubiläum am 18. September ist der Raum frei.", False),
        ("fr", "Bonjour, pour notre conférence du 11 février il nous faut une salle.",
         "Bonjour, pour notre conférence du 11 février la salle est libre.", True),
        ("it", "Buongiorno, per la nostra cena del 3 luglio cerchiamo una sala.",
         "Buongiorno, per la nostra cena del 3 luglio la sala è libera.", True),
        ("it", "Buongiorno, per la nostra cena del 3 luglio cerchiamo una sala.",
         "Buongiorno, per la sua cena del 3 luglio la sala è libera.", False),
    ],
)  # fmt: skip
def test_the_clients_we_written_again_is_the_client_speaking(lang, message, answer, speaks):
    draft = "Hello,\n\nThe room is free."

    form = reply_form(answer, draft, lang=lang, client_message=message)

    flagged = any("as the client" in (issue.expected or "") for issue in form.issues)
    assert flagged is speaks


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        ("en", "Kindly provide us with the date."),
        ("en", "We would be grateful if you could give us the date."),
        ("de", "Wir bitten Sie, uns das Datum zu nennen."),
        ("de", "Wären Sie so freundlich, uns das Datum zu nennen."),
        ("fr", "Nous vous prions de nous indiquer la date."),
        ("it", "Gentilmente ci comunichi la data."),
    ],
)
def test_a_polite_request_for_the_date_in_other_words_keeps_the_question(lang, asked):
    plan = ReplyPlan(lang=lang, start_time=dt.time(9), end_time=dt.time(17), participants=20,
                     ask_for=("date",))  # fmt: skip
    draft = render(plan)
    paragraphs = draft.split("\n\n")
    question = next(
        i
        for i, p in enumerate(paragraphs)
        if statements_kept(
            plan.facts(), "\n\n".join(paragraphs[:i] + paragraphs[i + 1 :]), draft, lang=lang
        )
    )
    answer = "\n\n".join([*paragraphs[:question], asked, *paragraphs[question + 1 :]])

    assert statements_kept(plan.facts(), answer, draft, lang=lang) == []
