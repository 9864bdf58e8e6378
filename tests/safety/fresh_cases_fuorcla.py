"""Replies of a mountain hotel the project had not seen (Berghotel Fuorcla in Sils/Segl Maria:
rooms Arvenstube, Piz Lunghin, Stüvetta and Sala Fex; products Bündner Plättli, Raclette-Abend and
Capuns-Menü; the feature Sonnenterrasse), written by hand the way the hotel's staff or an LLM
write them in en, de, fr and it: letters, chat answers, markdown bullets and tables, HTML with
labels and character references, practical information (address, PostBus lines, parking policy,
Wi-Fi network, phone, IBAN) and a quoted client mail below the reply.

Each clean reply states its facts right and is sent with the hotel's catalog (its venue included).
A value the facts do not hold (a bus time, a parking price) would be an invented value, so the
replies carry such values only as optional facts.
"""

from __future__ import annotations

CATALOG: dict = {
    "rooms": [
        {"name": "Arvenstube", "aliases": ["Stone Pine Parlour"]},
        {"name": "Piz Lunghin"},
        {"name": "Stüvetta"},
        {"name": "Sala Fex"},
    ],
    "terms": [
        {"name": "Bündner Plättli", "kind": "product"},
        {"name": "Raclette-Abend", "kind": "product"},
        {"name": "Capuns-Menü", "kind": "product"},
        {"name": "Sonnenterrasse", "kind": "feature"},
    ],
    "venue": {
        "name": "Berghotel Fuorcla",
        "other_names": ["Hotel Fuorcla", "Fuorcla"],
        "address": "Via da Marmorè 14, 7514 Sils/Segl Maria",
        "phone": "+41 81 826 44 50",
        "email": "events@fuorcla.ch",
        "website": "www.fuorcla.ch",
        "iban": "CH44 0077 4010 2345 6789 0",
    },
}
KINDS = {term["name"]: term["kind"] for term in CATALOG["terms"]}


def facts(d=(), t=(), r=(), a=(), c=(), k=()) -> dict:
    """Facts in the request's shape; ("value", False) is optional, (24, "capacity") a capacity."""
    out: dict[str, list] = {}
    if d:
        out["dates"] = [_plain(v) for v in d]
    if t:
        out["times"] = [_plain(v) for v in t]
    if r:
        out["rooms"] = [{"value": v} for v in r]
    if a:
        out["amounts"] = [dict(_plain(v), currency="CHF") for v in a]
    if c:
        out["counts"] = [
            {"value": v[0], "unit": v[1]}
            if isinstance(v, tuple)
            else {"value": v, "unit": "participants"}
            for v in c
        ]
    if k:
        out["terms"] = [{"value": v, "kind": KINDS[v]} for v in k]
    return out


def _plain(v) -> dict:
    return {"value": v[0], "required": v[1]} if isinstance(v, tuple) else {"value": v}


# (lang, facts, text[, source])
CLEAN: list[tuple] = [
    # -- English ---------------------------------------------------------------------------------
    (
        "en",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Dear Ms Caflisch,\n\nThank you for choosing Berghotel Fuorcla for your team evening. We are "
        "delighted to confirm the Arvenstube for Friday, 22 January 2027 at 7 pm. Our Raclette-Abend "
        "for your 24 guests comes to CHF 1,860.00 in total.\n\nWarm regards from Sils,\nMadlaina Pinggera\n"
        "Berghotel Fuorcla",
    ),
    (
        "en",
        facts(["2027-02-05"], ["18:30"], ["Piz Lunghin"], ["2340.00"], [36]),
        "Hi Marco! Piz Lunghin is yours on Friday, 5 Feb. 2027 from 6:30 pm. We have laid the long tables "
        "for your 36 colleagues and the room hire is CHF 2ʼ340.00. See you up here!",
    ),
    (
        "en",
        facts(
            ["2027-03-19"], ["12:00"], ["Stüvetta"], ["38.00", "456.00"], [12], ["Bündner Plättli"]
        ),
        "Here is your booking at a glance:\n\n- **Room:** Stüvetta\n- **Date:** Friday, 19 March 2027\n"
        "- **Lunch:** noon\n- **Guests:** 12\n- **Menu:** Bündner Plättli at CHF 38.00 per person\n"
        "- **Total:** CHF 456.00\n\nJust reply to this e-mail if anything changes.",
    ),
    (
        "en",
        facts(["2027-07-09"], ["10:00", "17:00"], ["Sala Fex"], ["1450.00"], [20]),
        "| Item | Details |\n|---|---|\n| Date | Friday, 9 July 2027 |\n| Time | 10:00–17:00 |\n"
        "| Room | Sala Fex |\n| Participants | 20 |\n| Day rate | CHF 1'450.00 |",
    ),
    (
        "en",
        facts(["2027-12-03"], ["19:30"], ["Arvenstube"], ["2280.00"], [30], ["Capuns-Menü"]),
        "<p>Dear Mr Tscharner,</p>\n<p>We are pleased to confirm your Christmas dinner in the "
        "<strong>Arvenstube</strong> on Friday, 3 December 2027.</p>\n<ul>\n<li><strong>Arrival:</strong> "
        "7:30 pm</li>\n<li><strong>Guests:</strong> 30</li>\n<li><strong>Menu:</strong> Capuns-Menü &amp; "
        "dessert</li>\n<li><strong>Total:</strong> CHF&nbsp;2’280.00</li>\n</ul>\n<p>Kind regards,<br>"
        "Berghotel Fuorcla</p>",
    ),
    (
        "en",
        facts(["2027-08-14"], ["18:00"], ["Piz Lunghin"], ["3120.00"], [48]),
        "Dear Mr Zanetti, Piz Lunghin is confirmed for Saturday, 14 August 2027 from 6 pm for 48 guests at "
        "CHF 3,120.00.\n\nHow to find us: Berghotel Fuorcla, Via da Marmorè 14, 7514 Sils/Segl Maria. "
        "Take PostBus line 4 from St. Moritz to Sils Maria, Posta, and walk 5 minutes along the lake. "
        "Parking: the first 3 hours in our car park are free for event guests. The Wi-Fi network is "
        '"Fuorcla-Guest". Call us on +41 81 826 44 50 if you are delayed.',
    ),
    (
        "en",
        facts(["2027-09-24"], ["19:00"], ["Stüvetta"], ["960.00"], [14]),
        "Thank you for choosing Hotel Fuorcla! The Stüvetta is reserved for 24 September 2027 at 7 pm for "
        "14 guests. Please transfer the total of CHF 960.00 to IBAN CH44 0077 4010 2345 6789 0 within "
        "30 days.",
    ),
    (
        "en",
        facts(["2027-10-15"], ["12:30"], ["Sala Fex"], ["1180.00"], [22], ["Bündner Plättli"]),
        "Good news: the Sala Fex is booked for your lunch on Friday, 15 October 2027 at 12:30 for "
        "twenty-two guests. The Bündner Plättli and the room come to CHF 1,180.00 all in, and coffee is "
        "served at no extra cost.",
    ),
    (
        "en",
        facts(["2027-12-17"], ["18:00"], ["Arvenstube"], ["2650.00"], [32]),
        "Dear Ms Giovanoli, we are happy to hold the Arvenstube for you on 17 December 2027 at 6 pm for "
        "32 guests. The price is CHF 2,650.00.\n\nOn 2 March 2027, Reto Giovanoli <reto.giovanoli@example.ch> "
        "wrote:\n> Could you keep the parlour for us on 10 December at 7 pm for about 40 people?\n"
        "> Many thanks, Reto",
    ),
    (
        "en",
        facts(["2027-01-29"], ["20:00"], ["Piz Lunghin"], ["2900.00"], [40], ["Raclette-Abend"]),
        "Your Raclette-Abend in Piz Lunghin is all set for Friday, 29 January 2027 from 8 pm. We will "
        "welcome your group of forty, and the total is CHF 2 900.00 (VAT included).",
    ),
    (
        "en",
        facts(["2027-06-11"], ["09:00"], ["Sala Fex"], ["1320.00"], [16]),
        "**Your workshop**\n\n**Room:** Sala Fex  \n**Date:** Friday, 11 June 2027  \n**Start:** 9 am  \n"
        "**Participants:** 16  \n**Rate:** CHF 1’320.00\n\nThe room is on the first floor with a view of "
        "Lake Sils, and 2 flipcharts are ready for you.",
    ),
    (
        "en",
        facts(["2027-11-12"], ["19:00"], ["Arvenstube"], ["2140.00"], [28]),
        "Dear Mr Clalüna,\n\nthe Arvenstube (approx. 70 m², ground floor, panelled in stone pine since 1912) is "
        "confirmed for 12 Nov. 2027 at 7 pm for 28 guests. The price is CHF 2'140.00.\n\nBest regards,\n"
        "Events team, Berghotel Fuorcla\nevents@fuorcla.ch · www.fuorcla.ch",
    ),
    (
        "en",
        facts(["2027-05-21"], ["18:30"], ["Stüvetta"], ["840.00"], [10]),
        "Thanks for your message! The Stüvetta is booked for Friday, 21 May 2027 at 6.30 pm for your "
        "10 guests, CHF 840.00 in total. The Wi-Fi is «Fuorcla-Guest» and the password is at the "
        "reception.",
    ),
    (
        "en",
        facts(["2027-04-16"], ["12:00"], ["Piz Lunghin"], ["1890.00"], [30], ["Capuns-Menü"]),
        "<p>Hello Ms Rauch,</p><p>Your lunch is confirmed:</p><table><tr><td><b>Date</b></td><td>16 April "
        "2027</td></tr><tr><td><b>Time</b></td><td>12:00</td></tr><tr><td><b>Room</b></td><td>Piz Lunghin"
        "</td></tr><tr><td><b>Guests</b></td><td>30</td></tr><tr><td><b>Menu</b></td><td>Capuns-Menü</td>"
        "</tr><tr><td><b>Total</b></td><td>CHF 1'890.00</td></tr></table><p>See you soon!</p>",
    ),
    (
        "en",
        facts(["2027-02-13"], ["19:00"], ["Arvenstube"], ["2520.00"], [36]),
        "Dear Ms Caduff, the Arvenstube is confirmed for Saturday, 13 February 2027 at 7 pm for 36 guests; "
        "the total is CHF 2,520.00. Guests who arrive by car can park in our garage, and the PostBus "
        "stop Sils/Segl Maria, Posta is 300 m from the door.",
        "Confirm the Arvenstube for Sat 13 Feb 2027, 19:00, 36 guests, CHF 2520.00. Mention the garage "
        "and the PostBus stop.",
    ),
    # -- German ----------------------------------------------------------------------------------
    (
        "de",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Sehr geehrte Frau Caflisch\n\nHerzlichen Dank, dass Sie sich für das Berghotel Fuorcla entschieden "
        "haben. Gerne bestätigen wir Ihnen die Arvenstube für Freitag, 22. Januar 2027, ab 19 Uhr. Unser "
        "Raclette-Abend für Ihre 24 Gäste kostet gesamthaft CHF 1'860.00.\n\nFreundliche Grüsse aus Sils\n"
        "Madlaina Pinggera",
    ),
    (
        "de",
        facts(["2027-02-05"], ["18:30"], ["Piz Lunghin"], ["2340.00"], [36]),
        "Hallo Marco! Der Piz Lunghin ist am Fr. 5. Februar 2027 ab 18.30 Uhr für euch reserviert. Wir decken "
        "für eure 36 Kolleginnen und Kollegen, die Raummiete beträgt Fr. 2'340.–.",
    ),
    (
        "de",
        facts(
            ["2027-03-19"], ["12:00"], ["Stüvetta"], ["38.00", "456.00"], [12], ["Bündner Plättli"]
        ),
        "Ihre Buchung im Überblick:\n\n- **Raum:** Stüvetta\n- **Datum:** Freitag, 19. März 2027\n"
        "- **Mittagessen:** 12 Uhr\n- **Gäste:** 12\n- **Menü:** Bündner Plättli zu CHF 38.00 pro Person\n"
        "- **Total:** CHF 456.00",
    ),
    (
        "de",
        facts(["2027-07-09"], ["10:00", "17:00"], ["Sala Fex"], ["1450.00"], [20]),
        "| Position | Angabe |\n|---|---|\n| Datum | 09.07.2027 |\n| Zeit | 10.00–17.00 Uhr |\n"
        "| Raum | Sala Fex |\n| Teilnehmende | 20 |\n| Tagespauschale | CHF 1'450.– |",
    ),
    (
        "de",
        facts(["2027-12-03"], ["19:30"], ["Arvenstube"], ["2280.00"], [30], ["Capuns-Menü"]),
        "<p>Sehr geehrter Herr Tscharner</p>\n<p>Gerne bestätigen wir Ihr Weihnachtsessen in der "
        "<strong>Arvenstube</strong>:</p>\n<ul>\n<li><strong>Datum:</strong> Freitag, 3.&nbsp;Dezember "
        "2027</li>\n<li><strong>Apéro:</strong> 19.30&nbsp;Uhr</li>\n<li><strong>Gäste:</strong> 30</li>\n"
        "<li><strong>Menü:</strong> Capuns-Menü &amp; Dessert</li>\n<li><strong>Total:</strong> "
        "CHF&nbsp;2&#8217;280.00</li>\n</ul>\n<p>Freundliche Grüsse<br>Berghotel Fuorcla</p>",
    ),
    (
        "de",
        facts(["2027-08-14"], ["18:00"], ["Piz Lunghin"], ["3120.00"], [48]),
        "Guten Tag Herr Zanetti\n\nDer Piz Lunghin ist für Samstag, 14. August 2027, ab 18 Uhr für 48 Gäste "
        "bestätigt, zum Preis von CHF 3'120.00.\n\nSo finden Sie uns: Berghotel Fuorcla, Via da Marmorè 14, "
        "7514 Sils/Segl Maria. Mit dem Postauto Linie 4 ab St. Moritz bis Sils Maria, Posta, dann 5 Minuten "
        "zu Fuss dem See entlang. Parkieren: Die ersten 3 Stunden sind für Eventgäste gratis. WLAN: "
        "«Fuorcla-Guest». Telefon 081 826 44 50.",
    ),
    (
        "de",
        facts(["2027-09-24"], ["19:00"], ["Stüvetta"], ["960.00"], [14]),
        "Vielen Dank, dass Sie das Hotel Fuorcla gewählt haben! Die Stüvetta ist am 24.09.2027 um 19 Uhr für "
        "14 Personen reserviert. Bitte überweisen Sie den Betrag von CHF 960.00 innert 30 Tagen auf "
        "IBAN CH44 0077 4010 2345 6789 0.",
    ),
    (
        "de",
        facts(["2027-10-15"], ["12:30"], ["Sala Fex"], ["1180.00"], [22], ["Bündner Plättli"]),
        "Gute Nachricht: Die Sala Fex ist für Ihr Mittagessen am Freitag, 15. Oktober 2027, um 12.30 Uhr für "
        "zweiundzwanzig Gäste gebucht. Bündner Plättli und Raum kosten zusammen CHF 1'180.00; der Kaffee "
        "ist ohne Aufpreis dabei.",
    ),
    (
        "de",
        facts(["2027-12-17"], ["18:00"], ["Arvenstube"], ["2650.00"], [32]),
        "Liebe Frau Giovanoli\n\nGerne halten wir Ihnen die Arvenstube am 17. Dezember 2027 ab 18 Uhr für "
        "32 Gäste frei. Der Preis beträgt CHF 2'650.00.\n\nHerzliche Grüsse\nBerghotel Fuorcla\n\n"
        "Von: Reto Giovanoli <reto.giovanoli@example.ch>\nGesendet: Dienstag, 2. März 2027 10:14\n"
        "An: events@fuorcla.ch\nBetreff: Weihnachtsessen\n\nKönnten Sie uns die Stube am 10. Dezember um "
        "19 Uhr für etwa 40 Personen reservieren?",
    ),
    (
        "de",
        facts(["2027-01-29"], ["20:00"], ["Piz Lunghin"], ["2900.00"], [40], ["Raclette-Abend"]),
        "Ihr Raclette-Abend im Piz Lunghin ist für Freitag, den 29. Januar 2027, ab 20 Uhr bereit. Wir freuen "
        "uns auf Ihre Gruppe von vierzig Personen; der Gesamtpreis beträgt CHF 2 900.00 inkl. MWST.",
    ),
    (
        "de",
        facts(["2027-06-11"], ["09:00"], ["Sala Fex"], ["1320.00"], [16]),
        "**Ihr Workshop**\n\n**Raum:** Sala Fex  \n**Datum:** Fr., 11.06.2027  \n**Beginn:** 9 Uhr  \n"
        "**Teilnehmende:** 16  \n**Preis:** CHF 1’320.00\n\nDer Raum liegt im 1. Stock mit Blick auf den "
        "Silsersee; 2 Flipcharts und ein Beamer stehen bereit.",
    ),
    (
        "de",
        facts(["2027-11-12"], ["19:00"], ["Arvenstube"], ["2140.00"], [28]),
        "Sehr geehrter Herr Clalüna\n\nDie Arvenstube (ca. 70 m², Erdgeschoss, seit 1912 mit Arvenholz "
        "getäfert) ist für den 12. Nov. 2027 um 19 Uhr für 28 Gäste bestätigt. Der Preis beträgt "
        "CHF 2'140.00.\n\nFreundliche Grüsse\nEventteam Berghotel Fuorcla\nevents@fuorcla.ch · www.fuorcla.ch",
    ),
    (
        "de",
        facts(["2027-05-21"], ["18:30"], ["Stüvetta"], ["840.00"], [10]),
        "Danke für Ihre Nachricht! Die Stüvetta ist am Freitag, 21. Mai 2027, um halb sieben abends für Ihre "
        "10 Gäste gebucht, total CHF 840.00. Das WLAN heisst «Fuorcla-Guest», das Passwort erhalten Sie an "
        "der Réception.",
    ),
    (
        "de",
        facts(["2027-04-16"], ["12:00"], ["Piz Lunghin"], ["1890.00"], [30], ["Capuns-Menü"]),
        "<p>Guten Tag Frau Rauch</p><p>Ihr Mittagessen ist bestätigt:</p><table><tr><td><b>Datum</b></td>"
        "<td>16.04.2027</td></tr><tr><td><b>Zeit</b></td><td>12.00 Uhr</td></tr><tr><td><b>Raum</b></td>"
        "<td>Piz Lunghin</td></tr><tr><td><b>Gäste</b></td><td>30</td></tr><tr><td><b>Menü</b></td>"
        "<td>Capuns-Menü</td></tr><tr><td><b>Total</b></td><td>CHF 1'890.00</td></tr></table>"
        "<p>Bis bald!</p>",
    ),
    (
        "de",
        facts(["2027-02-13"], ["19:00"], ["Arvenstube"], ["2520.00"], [36]),
        "Sehr geehrte Frau Caduff, die Arvenstube ist für Samstag, 13. Februar 2027, um 19 Uhr für 36 Gäste "
        "bestätigt; der Gesamtbetrag beläuft sich auf CHF 2'520.00. Gäste mit dem Auto parkieren in unserer "
        "Garage, die Postautohaltestelle Sils/Segl Maria, Posta liegt 300 m vom Eingang entfernt.",
        "Arvenstube bestätigen: Sa 13.02.2027, 19:00, 36 Gäste, CHF 2520.00. Garage und Postautohaltestelle "
        "erwähnen.",
    ),
    (
        "de",
        facts(["2027-03-04"], ["14:00"], ["Sala Fex"], ["720.00"], [8], ["Sonnenterrasse"]),
        "Liebe Frau Bezzola, die Sala Fex ist am Donnerstag, 4. März 2027 ab 14 Uhr für Ihre acht "
        "Vorstandsmitglieder reserviert. Bei schönem Wetter servieren wir den Kaffee auf der "
        "Sonnenterrasse. Die Miete beträgt CHF 720.00.",
    ),
    # -- French ----------------------------------------------------------------------------------
    (
        "fr",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Chère Madame Caflisch,\n\nMerci d'avoir choisi le Berghotel Fuorcla. Nous avons le plaisir de vous "
        "confirmer l'Arvenstube pour le vendredi 22 janvier 2027 à 19 h. Notre Raclette-Abend pour vos "
        "24 convives s'élève à CHF 1 860.00 au total.\n\nMeilleures salutations de Sils",
    ),
    (
        "fr",
        facts(["2027-02-05"], ["18:30"], ["Piz Lunghin"], ["2340.00"], [36]),
        "Bonjour Marco ! Le Piz Lunghin vous attend le vendredi 5 févr. 2027 dès 18 h 30. Nous dressons les "
        "tables pour vos 36 collègues ; la location de la salle est de CHF 2’340.00.",
    ),
    (
        "fr",
        facts(
            ["2027-03-19"], ["12:00"], ["Stüvetta"], ["38.00", "456.00"], [12], ["Bündner Plättli"]
        ),
        "Votre réservation en bref :\n\n- **Salle :** Stüvetta\n- **Date :** vendredi 19 mars 2027\n"
        "- **Déjeuner :** midi\n- **Convives :** 12\n- **Menu :** Bündner Plättli à CHF 38.00 par personne\n"
        "- **Total :** CHF 456.00",
    ),
    (
        "fr",
        facts(["2027-07-09"], ["10:00", "17:00"], ["Sala Fex"], ["1450.00"], [20]),
        "| Élément | Détail |\n|---|---|\n| Date | 09.07.2027 |\n| Horaire | 10 h – 17 h |\n"
        "| Salle | Sala Fex |\n| Participants | 20 |\n| Forfait journée | CHF 1 450.00 |",
    ),
    (
        "fr",
        facts(["2027-12-03"], ["19:30"], ["Arvenstube"], ["2280.00"], [30], ["Capuns-Menü"]),
        "<p>Cher Monsieur Tscharner,</p>\n<p>Nous confirmons votre repas de Noël dans "
        "l'<strong>Arvenstube</strong>&nbsp;:</p>\n<ul>\n<li><strong>Date&nbsp;:</strong> vendredi "
        "3&nbsp;décembre 2027</li>\n<li><strong>Heure&nbsp;:</strong> 19&nbsp;h&nbsp;30</li>\n"
        "<li><strong>Convives&nbsp;:</strong> 30</li>\n<li><strong>Menu&nbsp;:</strong> Capuns-Menü &amp; "
        "dessert</li>\n<li><strong>Total&nbsp;:</strong> CHF&nbsp;2&nbsp;280.00</li>\n</ul>\n"
        "<p>Meilleures salutations</p>",
    ),
    (
        "fr",
        facts(["2027-08-14"], ["18:00"], ["Piz Lunghin"], ["3120.00"], [48]),
        "Monsieur Zanetti, le Piz Lunghin est confirmé pour le samedi 14 août 2027 dès 18 h pour 48 invités, "
        "au prix de CHF 3 120.00.\n\nPour venir : Berghotel Fuorcla, Via da Marmorè 14, 7514 Sils/Segl Maria. "
        "Prenez le car postal, ligne 4, depuis St-Moritz jusqu'à Sils Maria, Posta, puis 5 minutes à pied le "
        "long du lac. Parking : les 3 premières heures sont offertes à nos hôtes. Wi-Fi : « Fuorcla-Guest ». "
        "Téléphone : +41 81 826 44 50.",
    ),
    (
        "fr",
        facts(["2027-09-24"], ["19:00"], ["Stüvetta"], ["960.00"], [14]),
        "Merci d'avoir choisi l'Hôtel Fuorcla ! La Stüvetta est réservée le 24.09.2027 à 19 h pour "
        "14 personnes. Merci de virer le montant de CHF 960.00 dans les 30 jours sur l'IBAN "
        "CH44 0077 4010 2345 6789 0.",
    ),
    (
        "fr",
        facts(["2027-10-15"], ["12:30"], ["Sala Fex"], ["1180.00"], [22], ["Bündner Plättli"]),
        "Bonne nouvelle : la Sala Fex est réservée pour votre déjeuner du vendredi 15 octobre 2027 à 12 h 30 "
        "pour vingt-deux convives. Le Bündner Plättli et la salle font CHF 1 180.00 en tout, café compris "
        "sans supplément.",
    ),
    (
        "fr",
        facts(["2027-12-17"], ["18:00"], ["Arvenstube"], ["2650.00"], [32]),
        "Chère Madame Giovanoli,\n\nNous vous réservons volontiers l'Arvenstube le 17 décembre 2027 dès 18 h "
        "pour 32 convives. Le prix est de CHF 2 650.00.\n\nCordialement,\nBerghotel Fuorcla\n\n"
        "Le mar. 2 mars 2027 à 10:14, Reto Giovanoli <reto.giovanoli@example.ch> a écrit :\n"
        "> Pourriez-vous nous garder la stube le 10 décembre à 19 h pour environ 40 personnes ?",
    ),
    (
        "fr",
        facts(["2027-06-11"], ["09:00"], ["Sala Fex"], ["1320.00"], [16]),
        "**Votre atelier**\n\n**Salle :** Sala Fex  \n**Date :** 11.06.2027  \n**Début :** 9 h  \n"
        "**Participants :** 16  \n**Tarif :** CHF 1 320.00\n\nLa salle se trouve au 1er étage avec vue sur "
        "le lac de Sils ; 2 tableaux de conférence sont prêts.",
    ),
    (
        "fr",
        facts(["2027-11-12"], ["19:00"], ["Arvenstube"], ["2140.00"], [28]),
        "Monsieur Clalüna,\n\nL'Arvenstube (env. 70 m², rez-de-chaussée, lambrissée d'arole depuis 1912) est "
        "confirmée pour le 12 nov. 2027 à 19 h pour 28 convives. Le prix est de CHF 2’140.00.\n\n"
        "Meilleures salutations\nL'équipe événements du Berghotel Fuorcla",
    ),
    (
        "fr",
        facts(["2027-05-21"], ["18:30"], ["Stüvetta"], ["840.00"], [10]),
        "Merci pour votre message ! La Stüvetta est réservée le vendredi 21 mai 2027 à 18 h 30 pour vos "
        "10 invités, CHF 840.00 au total. Le réseau Wi-Fi s'appelle « Fuorcla-Guest » ; le mot de passe vous "
        "sera remis à la réception.",
    ),
    (
        "fr",
        facts(["2027-04-16"], ["12:00"], ["Piz Lunghin"], ["1890.00"], [30], ["Capuns-Menü"]),
        "<p>Bonjour Madame Rauch,</p><p>Votre déjeuner est confirmé&nbsp;:</p><table><tr><td><b>Date</b>"
        "</td><td>16 avril 2027</td></tr><tr><td><b>Heure</b></td><td>12 h</td></tr><tr><td><b>Salle</b>"
        "</td><td>Piz Lunghin</td></tr><tr><td><b>Convives</b></td><td>30</td></tr><tr><td><b>Menu</b></td>"
        "<td>Capuns-Menü</td></tr><tr><td><b>Total</b></td><td>CHF 1 890.00</td></tr></table>",
    ),
    (
        "fr",
        facts(["2027-01-29"], ["20:00"], ["Piz Lunghin"], ["2900.00"], [40], ["Raclette-Abend"]),
        "Votre Raclette-Abend au Piz Lunghin est prêt pour le vendredi 29 janvier 2027 dès 20 h. Nous nous "
        "réjouissons d'accueillir votre groupe de quarante personnes ; le total s'élève à CHF 2 900.00 TVA "
        "comprise.",
    ),
    # -- Italian ---------------------------------------------------------------------------------
    (
        "it",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Gentile signora Caflisch,\n\ngrazie per aver scelto il Berghotel Fuorcla. Siamo lieti di confermarle "
        "l'Arvenstube per venerdì 22 gennaio 2027 alle 19. Il nostro Raclette-Abend per i suoi 24 ospiti "
        "costa in totale CHF 1'860.00.\n\nCordiali saluti da Sils",
    ),
    (
        "it",
        facts(["2027-02-05"], ["18:30"], ["Piz Lunghin"], ["2340.00"], [36]),
        "Ciao Marco! Il Piz Lunghin è vostro venerdì 5 febbraio 2027 dalle 18.30. Prepariamo i tavoli per i "
        "vostri 36 colleghi; l'affitto della sala è di CHF 2'340.–.",
    ),
    (
        "it",
        facts(
            ["2027-03-19"], ["12:00"], ["Stüvetta"], ["38.00", "456.00"], [12], ["Bündner Plättli"]
        ),
        "La sua prenotazione in breve:\n\n- **Sala:** Stüvetta\n- **Data:** venerdì 19 marzo 2027\n"
        "- **Pranzo:** mezzogiorno\n- **Ospiti:** 12\n- **Menù:** Bündner Plättli a CHF 38.00 a persona\n"
        "- **Totale:** CHF 456.00",
    ),
    (
        "it",
        facts(["2027-07-09"], ["10:00", "17:00"], ["Sala Fex"], ["1450.00"], [20]),
        "| Voce | Dettaglio |\n|---|---|\n| Data | 09.07.2027 |\n| Orario | 10.00–17.00 |\n"
        "| Sala | Sala Fex |\n| Partecipanti | 20 |\n| Forfait giornaliero | CHF 1'450.00 |",
    ),
    (
        "it",
        facts(["2027-12-03"], ["19:30"], ["Arvenstube"], ["2280.00"], [30], ["Capuns-Menü"]),
        "<p>Egregio signor Tscharner,</p>\n<p>confermiamo la sua cena di Natale nell'"
        "<strong>Arvenstube</strong>:</p>\n<ul>\n<li><strong>Data:</strong> venerdì 3&nbsp;dicembre 2027</li>\n"
        "<li><strong>Ora:</strong> 19.30</li>\n<li><strong>Ospiti:</strong> 30</li>\n<li><strong>Menù:</strong> "
        "Capuns-Menü &amp; dessert</li>\n<li><strong>Totale:</strong> CHF&nbsp;2&#39;280.00</li>\n</ul>\n"
        "<p>Cordiali saluti</p>",
    ),
    (
        "it",
        facts(["2027-08-14"], ["18:00"], ["Piz Lunghin"], ["3120.00"], [48]),
        "Egregio signor Zanetti, il Piz Lunghin è confermato per sabato 14 agosto 2027 dalle 18 per 48 ospiti, "
        "al prezzo di CHF 3'120.00.\n\nCome raggiungerci: Berghotel Fuorcla, Via da Marmorè 14, 7514 Sils/Segl "
        "Maria. Prendete l'autopostale, linea 4, da St. Moritz fino a Sils Maria, Posta, poi 5 minuti a piedi "
        "lungo il lago. Parcheggio: le prime 3 ore sono gratuite per i nostri ospiti. Wi-Fi: «Fuorcla-Guest». "
        "Telefono: +41 81 826 44 50.",
    ),
    (
        "it",
        facts(["2027-09-24"], ["19:00"], ["Stüvetta"], ["960.00"], [14]),
        "Grazie per aver scelto l'Hotel Fuorcla! La Stüvetta è riservata per il 24.09.2027 alle 19 per "
        "14 persone. La preghiamo di versare l'importo di CHF 960.00 entro 30 giorni sull'IBAN "
        "CH44 0077 4010 2345 6789 0.",
    ),
    (
        "it",
        facts(["2027-10-15"], ["12:30"], ["Sala Fex"], ["1180.00"], [22], ["Bündner Plättli"]),
        "Buone notizie: la Sala Fex è prenotata per il vostro pranzo di venerdì 15 ottobre 2027 alle 12.30 per "
        "ventidue ospiti. Il Bündner Plättli e la sala costano in tutto CHF 1'180.00, caffè incluso senza "
        "sovrapprezzo.",
    ),
    (
        "it",
        facts(["2027-12-17"], ["18:00"], ["Arvenstube"], ["2650.00"], [32]),
        "Gentile signora Giovanoli,\n\nle riserviamo volentieri l'Arvenstube il 17 dicembre 2027 dalle 18 per "
        "32 ospiti. Il prezzo è di CHF 2'650.00.\n\nCordiali saluti\nBerghotel Fuorcla\n\n"
        "Il giorno mar 2 mar 2027 alle ore 10:14 Reto Giovanoli <reto.giovanoli@example.ch> ha scritto:\n"
        "> Potreste tenerci la stube il 10 dicembre alle 19 per circa 40 persone?",
    ),
    (
        "it",
        facts(["2027-06-11"], ["09:00"], ["Sala Fex"], ["1320.00"], [16]),
        "**Il suo workshop**\n\n**Sala:** Sala Fex  \n**Data:** 11.06.2027  \n**Inizio:** ore 9  \n"
        "**Partecipanti:** 16  \n**Tariffa:** CHF 1'320.00\n\nLa sala è al 1° piano con vista sul lago di "
        "Sils; 2 lavagne a fogli mobili sono pronte.",
    ),
    (
        "it",
        facts(["2027-11-12"], ["19:00"], ["Arvenstube"], ["2140.00"], [28]),
        "Egregio signor Clalüna,\n\nl'Arvenstube (ca. 70 m², pianterreno, rivestita in cirmolo dal 1912) è "
        "confermata per il 12 nov. 2027 alle 19 per 28 ospiti. Il prezzo è di CHF 2'140.00.\n\n"
        "Cordiali saluti\nIl team eventi del Berghotel Fuorcla",
    ),
    (
        "it",
        facts(["2027-05-21"], ["18:30"], ["Stüvetta"], ["840.00"], [10]),
        "Grazie per il messaggio! La Stüvetta è prenotata per venerdì 21 maggio 2027 alle 18.30 per i suoi "
        "10 ospiti, CHF 840.00 in totale. La rete Wi-Fi si chiama «Fuorcla-Guest»; la password gliela diamo "
        "alla reception.",
    ),
    (
        "it",
        facts(["2027-04-16"], ["12:00"], ["Piz Lunghin"], ["1890.00"], [30], ["Capuns-Menü"]),
        "<p>Buongiorno signora Rauch,</p><p>il suo pranzo è confermato:</p><table><tr><td><b>Data</b></td>"
        "<td>16 aprile 2027</td></tr><tr><td><b>Ora</b></td><td>12.00</td></tr><tr><td><b>Sala</b></td>"
        "<td>Piz Lunghin</td></tr><tr><td><b>Ospiti</b></td><td>30</td></tr><tr><td><b>Menù</b></td>"
        "<td>Capuns-Menü</td></tr><tr><td><b>Totale</b></td><td>CHF 1'890.00</td></tr></table>",
    ),
    (
        "it",
        facts(["2027-01-29"], ["20:00"], ["Piz Lunghin"], ["2900.00"], [40], ["Raclette-Abend"]),
        "Il vostro Raclette-Abend al Piz Lunghin è pronto per venerdì 29 gennaio 2027 dalle 20. Saremo lieti "
        "di accogliere il vostro gruppo di quaranta persone; il totale è di CHF 2'900.00 IVA inclusa.",
    ),
    (
        "it",
        facts(["2027-02-13"], ["19:00"], ["Arvenstube"], ["2520.00"], [36]),
        "Gentile signora Caduff, l'Arvenstube è confermata per sabato 13 febbraio 2027 alle 19 per 36 ospiti; "
        "il totale ammonta a CHF 2'520.00. Chi arriva in auto può parcheggiare nel nostro garage, e la "
        "fermata dell'autopostale Sils/Segl Maria, Posta dista 300 m dall'ingresso.",
        "Confermare l'Arvenstube: sab 13.02.2027, 19:00, 36 ospiti, CHF 2520.00. Citare il garage e la "
        "fermata dell'autopostale.",
    ),
    (
        "it",
        facts(["2027-07-09"], ["10:00", "17:00"], ["Sala Fex"], ["1450.00"], [20]),
        "<p>Gentile signor Pitsch,</p>\n<table>\n<tr><td><b>Data</b></td><td>09.07.2027</td></tr>\n"
        "<tr><td><b>Orario</b></td><td>10.00–17.00</td></tr>\n<tr><td><b>Sala</b></td><td>Sala Fex</td></tr>\n"
        "<tr><td><b>Partecipanti</b></td><td>20</td></tr>\n<tr><td><b>Totale</b></td><td>CHF 1'450.00</td>"
        "</tr>\n</table>\n<p>Cordiali saluti dall'Engadina</p>",
    ),
    (
        "de",
        facts(["2027-03-19"], ["18:30"], ["Stüvetta"], ["840.00"], [10]),
        "| Datum | Zeit | Raum | Gäste | Total |\n|---|---|---|---|---|\n| 19.03.2027 | 18.30 | Stüvetta | 10 | "
        "CHF 840.00 |\n\nDas Postauto ab St. Moritz hält direkt vor dem Hotel.",
    ),
    (
        "fr",
        facts(["2027-02-05"], ["19:00"], ["Arvenstube"], ["2400.00"], [30]),
        "Voici le récapitulatif :\n\nDate\t05.02.2027\nHeure\t19.00\nSalle\tArvenstube\nInvités\t30\n"
        "Total\tCHF 2 400.00\n\nÀ bientôt à Sils !",
    ),
    (
        "en",
        facts(["2027-10-15"], ["12:30"], ["Piz Lunghin"], ["1320.00"], [24], ["Bündner Plättli"]),
        "<p>Dear Ms Padrun, here is your lunch:</p><table><thead><tr><th>Date</th><th>Time</th><th>Room</th>"
        "<th>Guests</th><th>Menu</th><th>Total</th></tr></thead><tbody><tr><td>15.10.2027</td><td>12.30</td>"
        "<td>Piz Lunghin</td><td>24</td><td>Bündner Plättli</td><td>CHF 1,320.00</td></tr></tbody></table>",
    ),
    (
        "en",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Hi! Quick recap 👇\n• Arvenstube\n• Fri 22 Jan 2027, 7pm\n• Raclette-Abend for 24\n• CHF 1,860 total\n"
        "Wi-Fi on site: Fuorcla-Guest 🙂",
    ),
    (
        "fr",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Bonjour ! Petit récap 👇\n• Arvenstube\n• ven. 22 janv. 2027, 19 h\n• Raclette-Abend pour 24\n"
        "• CHF 1860.– au total\nWi-Fi sur place : Fuorcla-Guest 🙂",
    ),
    (
        "de",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Hallo! Kurz zusammengefasst: Arvenstube, Fr. 22. Jan. 2027, 19 Uhr, Raclette-Abend für 24, "
        "CHF 1'860.– total. WLAN vor Ort: Fuorcla-Guest.",
    ),
    (
        "it",
        facts(["2027-01-22"], ["19:00"], ["Arvenstube"], ["1860.00"], [24], ["Raclette-Abend"]),
        "Ciao! Riassunto veloce:\n- Arvenstube\n- ven 22 gen 2027, ore 19\n- Raclette-Abend per 24\n"
        "- CHF 1'860.– in tutto\nWi-Fi: Fuorcla-Guest",
    ),
]

# (lang, facts, clean text, the value as first written, the wrong value written instead, the
# type of the fact it states):
# the reply with the wrong value must come back as the clean text.
ONE_WRONG: list[tuple] = [
    (CLEAN[i][0], CLEAN[i][1], CLEAN[i][2], old, new, kind)
    for i, old, new, kind in [
        (0, "7 pm", "8 pm", "time"),
        (1, "36 colleagues", "38 colleagues", "count"),
        (2, "CHF 456.00", "CHF 465.00", "amount"),
        (4, "3 December 2027", "4 December 2027", "date"),
        (5, "48 guests", "46 guests", "count"),
        (15, "22. Januar 2027", "23. Januar 2027", "date"),
        (17, "CHF 456.00", "CHF 546.00", "amount"),
        (21, "um 19 Uhr", "um 20 Uhr", "time"),
        (25, "**Teilnehmende:** 16", "**Teilnehmende:** 18", "count"),
        (27, "CHF 840.00", "CHF 880.00", "amount"),
        (41, "19 h pour", "20 h pour", "time"),
        (33, "vendredi 19 mars 2027", "vendredi 19 mai 2027", "date"),
        (37, "14 personnes", "16 personnes", "count"),
        (42, "CHF 840.00", "CHF 480.00", "amount"),
        (43, "<td>30</td>", "<td>32</td>", "count"),
        (45, "alle 19.", "alle 20.", "time"),
        (46, "dalle 18.30", "dalle 19.30", "time"),
        (48, "CHF 1'450.00", "CHF 1'540.00", "amount"),
        (50, "per 48 ospiti", "per 44 ospiti", "count"),
        (55, "12 nov. 2027", "13 nov. 2027", "date"),
        (49, "19.30</li>", "20.30</li>", "time"),
    ]
]
