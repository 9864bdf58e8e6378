"""A reply that quotes or forwards an earlier message: the earlier message's dates, times,
counts, rooms and claims are the client's, not the reply's. They are left as written and
reported as `unverified`; the reply's own text above them is verified as ever. A line quoted
with ">" alone is a markdown callout of the reply itself, and is verified."""

from __future__ import annotations

import datetime as dt

import pytest
from babel.dates import format_date

from safety import HardFacts, repair, verification_body, verify_draft

FACTS = HardFacts.model_validate(
    {
        "dates": [{"value": "2027-06-03"}],
        "times": [{"value": "18:30"}],
        "rooms": [{"value": "Kubus"}],
        "counts": [{"value": 24, "unit": "participants"}],
    }
)
DAY = dt.date(2027, 6, 3)

BODY = {
    "en": "Dear Ms Brown,\n\nthe Kubus is reserved for 24 guests on {date} at 6.30 pm.\n\nKind regards\nLena",
    "de": "Guten Tag Frau Braun\n\nDer Kubus ist am {date} um 18.30 Uhr für 24 Personen reserviert.\n\nFreundliche Grüsse\nLena",
    "fr": "Chère Madame Brun,\n\nLa salle Kubus est réservée le {date} à 18h30 pour 24 personnes.\n\nMeilleures salutations\nLéna",
    "it": "Gentile signora Bruni,\n\nla sala Kubus è riservata il {date} alle 18.30 per 24 persone.\n\nCordiali saluti\nLena",
}
# The earlier message: another day, another hour, another count, another room, a discount.
EARLIER = {
    "en": "Could we have the Orangerie on 2 June for 30 people at 7 pm, with a 10% discount?",
    "de": "Hätten Sie die Orangerie am 2. Juni für 30 Personen um 19 Uhr, mit 10% Rabatt?",
    "fr": "Auriez-vous l'Orangerie le 2 juin pour 30 personnes à 19h, avec 10% de remise ?",
    "it": "Avreste l'Orangerie il 2 giugno per 30 persone alle 19, con uno sconto del 10%?",
}
HEADERS = {
    "en": [
        "On Wed, 12 May 2027 at 09:14, Anna Brown <anna@example.com> wrote:\n> {earlier}",
        "-----Original Message-----\nFrom: Anna Brown\nSent: Wednesday, 12 May 2027 09:14\nTo: events@kubus.example\nSubject: Dinner\n\n{earlier}",
        "---------- Forwarded message ---------\nFrom: Anna Brown <anna@example.com>\nDate: Wed, 12 May 2027 at 09:14\nSubject: Dinner\n\n{earlier}",
    ],
    "de": [
        "Am 12.05.2027 um 09:14 schrieb Anna Braun <anna@example.com>:\n> {earlier}",
        "Von: Anna Braun\nGesendet: Mittwoch, 12. Mai 2027 09:14\nAn: events@kubus.example\nBetreff: Abendessen\n\n{earlier}",
    ],
    "fr": [
        "Le mer. 12 mai 2027 à 09:14, Anne Brun <anne@example.com> a écrit :\n> {earlier}",
        "De : Anne Brun\nEnvoyé : mercredi 12 mai 2027 09:14\nÀ : events@kubus.example\nObjet : Dîner\n\n{earlier}",
    ],
    "it": [
        "Il giorno mer 12 mag 2027 alle ore 09:14 Anna Bruni <anna@example.com> ha scritto:\n> {earlier}",
        "Da: Anna Bruni\nInviato: mercoledì 12 maggio 2027 09:14\nA: events@kubus.example\nOggetto: Cena\n\n{earlier}",
    ],
}
CASES = [(lang, header) for lang, headers in HEADERS.items() for header in headers]


def _reply(lang: str, header: str, body_date: dt.date = DAY) -> str:
    body = BODY[lang].format(date=format_date(body_date, format="long", locale=lang))
    return body + "\n\n" + header.format(earlier=EARLIER[lang])


@pytest.mark.parametrize(("lang", "header"), CASES)
def test_a_quoted_earlier_message_is_left_as_written_and_reported(lang, header):
    text = _reply(lang, header)
    result = verification_body(verify_draft(FACTS, text, locale=lang))
    assert result["ok"] and result["text"] == text
    quoted = text.index(EARLIER[lang])
    reported = {w["type"] for w in result["warnings"] if w["span"] and w["span"][0] >= quoted}
    assert {"date", "count"} <= reported


@pytest.mark.parametrize(("lang", "header"), CASES)
def test_a_wrong_date_above_the_quote_is_still_corrected_and_the_quote_kept(lang, header):
    text = _reply(lang, header, body_date=dt.date(2027, 6, 4))
    result = repair(FACTS, text, locale=lang)
    assert [(i.kind, i.type) for i in result.report.issues] == [("wrong", "date")]
    assert result.text == _reply(lang, header)


@pytest.mark.parametrize("lang", sorted(BODY))
def test_a_markdown_callout_without_an_attribution_is_the_reply_s_own(lang):
    callout = BODY[lang].split("\n\n")[1].format(date=format_date(DAY, format="long", locale=lang))
    text = f"> {callout.replace('24', '25')}"
    result = repair(FACTS, text, locale=lang)
    assert [(i.kind, i.type, i.found) for i in result.report.issues] == [("wrong", "count", "25")]
    assert result.text == f"> {callout}"
